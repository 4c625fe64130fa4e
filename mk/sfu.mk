# Special function unit: coefficient tables, accuracy, RTL unit harness.
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

# ---------------------------------------------------------------- RTL unit harness
# tb/unit/sfu: rtl/sm5_sfu.sv (4 lanes) against sm5_sfu() bit for bit, at STAGES 4 and at
# SFU_STAGES_ALT (6: two of the lane's optional cuts; 9, the default: every cut and the
# operand registered; 10: an output delay rank too); the broken patch
# tb/unit/sfu/sfu_table.patch (one ROM entry one LSB off) must be caught.
SFU_SV        = $(call rtl_files_of,sm5_pkg sm5_sfu_pkg sm5_lzc sm5_fma_cut sm5_sfu_rom sm5_sfu_lane sm5_sfu)
SFU_TB_C      := tb/unit/sfu/sfu_main.c
SFU_TB_OBJ    := $(SFU_DIR)/c/sfu_main.o
SFU_STAGES_ALT := 6 9 10
SFU_N         ?= 1000000
SFU_SEED      ?= 1

$(SFU_TB_OBJ): $(SFU_TB_C) tb/unit/sfu/sfu_tb.h $(CMODEL_HDRS) | tools
	@mkdir -p $(dir $@)
	nice $(CC) $(CSTD) $(CFLAGS) -Icmodel -Itb/unit/sfu -c $< -o $@

# $(1): binary, $(2): STAGES, $(3): a patch against rtl/ (or empty)
sfu_build = $(call vl_build,$(dir $(1)),-Wno-fatal -GSFU_LANES=4 -GSTAGES=$(2) --top-module sm5_sfu -o $(notdir $(1)) \
  -CFLAGS "-O2 -I$(abspath tb/unit/sfu)" \
  $(if $(3),$(addprefix $(dir $(1))src/,$(SFU_SV)),$(SFU_SV)) $(abspath tb/unit/sfu/sfu_glue.cpp) \
  $(abspath $(SFU_TB_OBJ)) $(abspath $(LIBSM5)),,,@rm -f $(1)$(if $(3),; sim/variant.sh $(3) $(dir $(1))src >/dev/null))

SFU_HARNESS_DEPS = $(SFU_SV) tb/unit/sfu/sfu_glue.cpp tb/unit/sfu/sfu_tb.h $(SFU_TB_OBJ) $(LIBSM5)
$(SFU_DIR)/s4/Vsm5_sfu: $(SFU_HARNESS_DEPS)
	$(call sfu_build,$@,4,)
$(foreach s,$(SFU_STAGES_ALT),$(SFU_DIR)/s$(s)/Vsm5_sfu): $(SFU_DIR)/s%/Vsm5_sfu: $(SFU_HARNESS_DEPS)
	$(call sfu_build,$@,$*,)
$(SFU_DIR)/mutant_table/Vsm5_sfu: $(SFU_HARNESS_DEPS) tb/unit/sfu/sfu_table.patch sim/variant.sh
	$(call sfu_build,$@,4,tb/unit/sfu/sfu_table.patch)

.PHONY: test-sfu-rtl sfu-rtl
sfu-rtl: $(SFU_DIR)/s4/Vsm5_sfu ## build the SFU unit harness (build/sfu/s4/Vsm5_sfu)

TEST_SUITES += sfu-rtl
test-sfu-rtl: $(foreach s,4 $(SFU_STAGES_ALT),$(SFU_DIR)/s$(s)/Vsm5_sfu) $(SFU_DIR)/mutant_table/Vsm5_sfu ## SFU RTL bit-exact vs the C model (STAGES 4, 6, 9 and 10, SFU_N per op) + the sfu_table mutant caught
	@sim/sum_results.sh $(foreach s,4 $(SFU_STAGES_ALT),'nice $(SFU_DIR)/s$(s)/Vsm5_sfu --stages $(s) --n $(SFU_N) --seed $(SFU_SEED)') \
	  --check 'mout=$$(nice $(SFU_DIR)/mutant_table/Vsm5_sfu --stages 4 --op rcp --n 1000000 --seed $(SFU_SEED)); \
	  if grep -q "^MISMATCH op=" <<<"$$mout"; then echo "mutant sfu_table caught: $$(grep -m1 "^MISMATCH" <<<"$$mout")"; \
	  else echo "mutant sfu_table NOT caught"; tail -n 5 <<<"$$mout"; exit 1; fi'

# ---------------------------------------------------------------- figures
# ---------------------------------------------------------------- in the pipeline
# The SFU pipe in lockstep (sm5_sfu_wrap, docs/sfu-unit.md "In the pipeline"): the SFU
# programs at LANES 8 with SFU_LANES 1, 2 (the default, build/obj_L8) and 8 (the models
# build/obj_L8_W1 and _W8 that the DBL sweep shares, or build/obj_L8_S<m> for another
# width: mk/sim.mk); LANES 1, 8, 32, 64 with the default run in test-sim. `make sim-sfu
# TEST=pipe_sfu SFU_LANES=1` runs one with waves.
SFU_SWEEP        ?= 1 2 8
SFU_SWEEP_TESTS  := $(sort $(wildcard tb/tests/sfu_*.asm)) tb/lockstep/tests/pipe_sfu.asm
sfu_obj = $(if $(filter 2,$(1)),$(BUILD)/obj_L8,$(or $(call sim_width_obj,$(1)),$(BUILD)/obj_L8_S$(1)))

.PHONY: test-sfu-lanes sim-sfu
TEST_SUITES += sfu-lanes
test-sfu-lanes: $(foreach s,$(SFU_SWEEP),$(call sfu_obj,$(s))/sm5sim) ## SFU programs in lockstep at LANES 8 with SFU_LANES 1, 2, 8 (seeds 0 and 1)
	@p=0; f=0; mkdir -p $(BUILD)/sim; \
	for so in $(foreach s,$(SFU_SWEEP),$(s):$(call sfu_obj,$(s))); do s=$${so%%:*}; o=$${so#*:}; \
	  for seed in 0 1; do for t in $(SFU_SWEEP_TESTS); do n=$$(basename $$t .asm); \
	    out=$$($$o/sm5sim --test $$n --seed $$seed --show-config --trace $(BUILD)/sim/$${n}_L8S$$s.trace \
	          --repro "make sim-sfu TEST=$$n SFU_LANES=$$s SEED=$$seed" $$t 2>&1); rc=$$?; \
	    if [ $$rc -eq 0 ] && ! grep -q "^config: lanes 8 dp_lanes [0-9]* sfu_lanes $$s " <<<"$$out"; then rc=1; \
	      out="$$o runs $$(grep '^config:' <<<"$$out"), not LANES 8 SFU_LANES $$s (mk/sfu.mk sfu_obj)"; fi; \
	    if [ $$rc -eq 0 ]; then p=$$((p+1)); echo "ok   L8 S$$s s$$seed $$(echo "$$out" | grep '^sim:' | tail -n 1)"; \
	    else f=$$((f+1)); echo "FAIL L8 S$$s s$$seed $$n"; echo "$$out" | sed 's/^/     | /' | head -n 30; fi; \
	  done; done; done; echo "$$p passed, $$f failed"; [ $$f -eq 0 ]

SFU_LANES ?= 2
sim-sfu: ## one program in lockstep at LANES 8 with SFU_LANES (1, 2, 8, ...): make sim-sfu TEST=pipe_sfu SFU_LANES=1 [SEED=n]
	@f=$$(tb/lockstep/find_test.sh "$(TEST)") || exit 2; o=$(call sfu_obj,$(SFU_LANES)); \
	 $(MAKE) -s --no-print-directory $$o/sm5sim || exit 1; n=$$(basename $$f .asm); mkdir -p waves; \
	 $$o/sm5sim --test $$n --seed $(SEED) --waves waves/$$n.fst --trace $(BUILD)/$$n.trace \
	   --repro "make sim-sfu TEST=$(TEST) SFU_LANES=$(SFU_LANES) SEED=$(SEED)" $$f
