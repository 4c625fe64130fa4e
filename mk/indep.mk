# Independent checks of the C golden model (tb/ref/): references written from the semantics (docs/semantics.md)
# alone (host FPU with FTZ/DAZ, the compiler's _Float16, bit loops, a sequential memory
# interpreter), never from cmodel/*.c. Sampled versions run in `make test`; the 2^32
# sweeps run in `make test-long` on both cores.
INDEP_CHECKS := fcmp f16 f11 bitfield fint $(if $(wildcard cmodel/sm5_mem.c),mem)
INDEP_DIR    := $(BUILD)/indep
INDEP_BINS   := $(addprefix $(INDEP_DIR)/,$(INDEP_CHECKS))
INDEP_SUITES := $(addprefix indep-,$(INDEP_CHECKS))
TEST_SUITES  += $(INDEP_SUITES)

# fcmp drives SSE with FTZ/DAZ: -msse2 and no fast-math assumptions about the FP state
$(INDEP_DIR)/fcmp: INDEP_XFLAGS := -msse2 -frounding-math
# f16 changes the rounding mode for the compiler's _Float16 conversion
$(INDEP_DIR)/f16: INDEP_XFLAGS := -frounding-math
$(INDEP_DIR)/%: tb/ref/%.c tb/ref/indep.h tb/ref/ref_conv.h $(LIBSM5) $(CMODEL_HDRS)
	@mkdir -p $(dir $@)
	nice $(CC) $(CSTD) $(CFLAGS) $(INDEP_XFLAGS) -Icmodel -Itb/ref -o $@ $< $(LIBSM5) -lm

.PHONY: test-indep test-long $(addprefix test-,$(INDEP_SUITES))
$(addprefix test-indep-,$(INDEP_CHECKS)): test-indep-%: $(INDEP_DIR)/%
	@nice $<

test-indep: ## independent model checks (sampled): sums the indep-* suites
	@sim/sum_results.sh $(foreach c,$(INDEP_CHECKS),"$(MAKE) --no-print-directory test-indep-$(c)")

# test-long: each sweep split over 2 processes (the machine has 2 cores); the summary
# line sums every part.
# (each fragment adds its checks to INDEP_LONG, set in the Makefile, and their binaries
# to test-long's prerequisites)
INDEP_LONG += $(INDEP_CHECKS)
test-long: $(INDEP_BINS) ## exhaustive 2^32 sweeps of the independent checks (minutes)
	@mkdir -p $(BUILD)/logs; sim/sum_results.sh $(foreach c,$(INDEP_LONG),--label 'indep-$(c) long' \
	  'nice $(INDEP_DIR)/$(c) --long --part 0/2 > $(BUILD)/logs/long-$(c)-0.log 2>&1 & \
	   nice $(INDEP_DIR)/$(c) --long --part 1/2 > $(BUILD)/logs/long-$(c)-1.log 2>&1; wait; \
	   sim/sum_results.sh --hide "cat $(BUILD)/logs/long-$(c)-0.log" "cat $(BUILD)/logs/long-$(c)-1.log"')
