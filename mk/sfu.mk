# Special function unit (issue 14): coefficient tables, accuracy, RTL unit harness.
# docs/sfu-unit.md. The tables are generated from MPFR by cmodel/tools/sfu_gen.c into
# four checked-in files; test-sfu-tables requires them to equal a fresh generation.
SFU_DIR     := $(BUILD)/sfu
SFU_GENOUT  := cmodel/sm5_sfu_tab.h rtl/sm5_sfu_rom.sv rtl/sm5_sfu_pkg.sv docs/sfu-tables.md
SFU_ACC_N   ?= 3000000
SFU_THREADS ?= 2

$(SFU_DIR)/sfu_gen: cmodel/tools/sfu_gen.c cmodel/sm5_sfu_dp.h
	@sim/check_tools.sh mpfr
	@mkdir -p $(dir $@)
	nice $(CC) $(CSTD) $(CFLAGS) -Icmodel -o $@ $< -lmpfr -lgmp

.PHONY: sfu-tables test-sfu-tables test-sfu-acc sfu-accuracy
sfu-tables: $(SFU_DIR)/sfu_gen ## regenerate the SFU tables (C header, SV ROM and package, docs/sfu-tables.md)
	@mkdir -p $(SFU_DIR)/gen
	$< $(SFU_DIR)/gen
	cp $(SFU_DIR)/gen/sm5_sfu_tab.h cmodel/
	cp $(SFU_DIR)/gen/sm5_sfu_rom.sv $(SFU_DIR)/gen/sm5_sfu_pkg.sv rtl/
	cp $(SFU_DIR)/gen/sfu-tables.md docs/

TEST_SUITES += sfu-tables
test-sfu-tables: $(SFU_DIR)/sfu_gen ## the checked-in SFU tables equal a fresh generation
	@mkdir -p $(SFU_DIR)/check
	@$< $(SFU_DIR)/check
	@p=0; f=0; for t in $(SFU_GENOUT); do \
	  if cmp -s $$t $(SFU_DIR)/check/$$(basename $$t); then p=$$((p + 1)); \
	  else echo "$$t differs from a fresh generation: run make sfu-tables"; f=$$((f + 1)); fi; \
	done; echo "$$p passed, $$f failed"; [ $$f -eq 0 ]

$(SFU_DIR)/sfu_acc: tb/ref/sfu_acc.c $(LIBSM5) $(CMODEL_HDRS)
	@sim/check_tools.sh mpfr
	@mkdir -p $(dir $@)
	nice $(CC) $(CSTD) $(CFLAGS) -Icmodel -o $@ $< $(LIBSM5) -lmpfr -lgmp -lm -lpthread

TEST_SUITES += sfu-acc
test-sfu-acc: $(SFU_DIR)/sfu_acc ## SFU accuracy, sampled: SPEC 11 exact cases, every table boundary, SFU_ACC_N random per function
	@nice $< --n $(SFU_ACC_N)

sfu-accuracy: $(SFU_DIR)/sfu_acc ## SFU accuracy over all 2^32 inputs per function (SFU_THREADS threads; tens of minutes)
	@nice $< --all --threads $(SFU_THREADS)
