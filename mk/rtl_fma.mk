# The FMA pipe unit (rtl/sm5_fma.sv, docs/fma-unit.md). Its run at the default depth
# (SM5_FMA_STAGES) and its broken patch (tb/unit/rtl/mutant_fma_round.patch) are part of
# the rtl_units suite (mk/rtl.mk); here: the same harness built at other depths, long
# runs (its synthesis figures: make synth-fma, mk/synth.mk).
#   make test-fma-stages [FMA_STAGES_LIST="1 6"] [FMA_N=200000]   (in make test: two more depths)
#   make test-fma-stages-all [FMA_STAGES_ALL="0 1 2 3 5 6 7 8"]   (every row of cuts_of; test-long)
# Each also runs the products in carry-save form (sm5_fma's MUL_CS 1, the standard-cell
# build) at the depths of FMA_CS_LIST / FMA_CS_ALL (binaries fma_cs<n>).
#   make test-fma-long   [FMA_LONG_N=20000000]    (minutes; not in make test)
# make test builds the harness twice more (a build is about a minute on 2 cores): the
# shallowest pipelined depth and the deepest cut set; every depth runs in test-long.
FMA_STAGES_LIST  ?= 1 6
FMA_STAGES_ALL   ?= 0 1 2 3 5 6 7 8
FMA_CS_LIST      ?= 6
FMA_CS_ALL       ?= 1 4 5 6 7
FMA_N            ?= 200000
FMA_LONG_N       ?= 20000000
FMA_LONG_STAGES  ?= 1 3 6

# the unit harness with tb_rtl_units' FMA_STAGES overridden
$(RTLU_DIR)/fma_s%/Vtb_rtl_units: $(RTL_F) $(RTL_FILES) tb/unit/rtl/tb_rtl_units.sv \
                 tb/unit/rtl/rtlu_glue.cpp $(RTLU_HDRS) $(RTLU_COBJS) $(LIBSM5)
	$(call rtlu_build,$@,,-GFMA_STAGES=$*)

# ... and with MUL_CS 1
$(RTLU_DIR)/fma_cs%/Vtb_rtl_units: $(RTL_F) $(RTL_FILES) tb/unit/rtl/tb_rtl_units.sv \
                 tb/unit/rtl/rtlu_glue.cpp $(RTLU_HDRS) $(RTLU_COBJS) $(LIBSM5)
	$(call rtlu_build,$@,,-GFMA_STAGES=$* -GFMA_MUL_CS=1)

FMA_STAGE_BINS := $(foreach n,$(FMA_STAGES_LIST),$(RTLU_DIR)/fma_s$(n)/Vtb_rtl_units) \
                  $(foreach n,$(FMA_CS_LIST),$(RTLU_DIR)/fma_cs$(n)/Vtb_rtl_units)
FMA_ALL_BINS   := $(foreach n,$(FMA_STAGES_ALL),$(RTLU_DIR)/fma_s$(n)/Vtb_rtl_units) \
                  $(foreach n,$(FMA_CS_ALL),$(RTLU_DIR)/fma_cs$(n)/Vtb_rtl_units)

# $(1): STAGES values, $(2): vectors per run, $(3): extra harness options, $(4): STAGES
# values with MUL_CS 1; sums the `N passed, N failed` lines (a run without one counts as
# a failure)
fma_runs = @sim/sum_results.sh $(foreach n,$(1),--label 'STAGES $(n)' \
  '$(if $(filter $(DEFAULT_FMA_STAGES),$(n)),$(RTLU_BIN),$(RTLU_DIR)/fma_s$(n)/Vtb_rtl_units) --unit fma --fma-stages $(n) --seed $(RTLU_SEED) --n $(2) $(3)') \
  $(foreach n,$(4),--label 'STAGES $(n) MUL_CS 1' \
  '$(RTLU_DIR)/fma_cs$(n)/Vtb_rtl_units --unit fma --fma-stages $(n) --fma-mul-cs 1 --seed $(RTLU_SEED) --n $(2) $(3)')
DEFAULT_FMA_STAGES = $(shell sed -nE 's/^#define SM5_FMA_STAGES ([0-9]+).*/\1/p' cmodel/sm5_fma_unit.h)

.PHONY: fma-stages test-fma-stages test-fma_stages test-fma-stages-all test-fma-long
fma-stages: $(FMA_STAGE_BINS) ## build the unit harness at each depth of FMA_STAGES_LIST

TEST_SUITES += fma_stages
test-fma-stages: $(FMA_STAGE_BINS) ## the FMA pipe bit-exact vs the C model at other depths (FMA_STAGES_LIST, FMA_N)
	$(call fma_runs,$(FMA_STAGES_LIST),$(FMA_N),,$(FMA_CS_LIST))
test-fma_stages: test-fma-stages
test-fma-stages-all: $(FMA_ALL_BINS) ## the FMA pipe at every depth with its own cut set (FMA_STAGES_ALL)
	$(call fma_runs,$(FMA_STAGES_ALL),$(FMA_N),,$(FMA_CS_ALL))
test-long: test-fma-stages-all

test-fma-long: $(RTLU_BIN) $(foreach n,$(FMA_LONG_STAGES),$(RTLU_DIR)/fma_s$(n)/Vtb_rtl_units) $(RTLU_DIR)/fma_cs6/Vtb_rtl_units ## FMA pipe: FMA_LONG_N vectors per depth + round_*/frc mantissa sweep (minutes)
	@$(RTLU_BIN) --unit fma_sweep --seed $(RTLU_SEED) | tail -n 2
	$(call fma_runs,$(DEFAULT_FMA_STAGES) $(FMA_LONG_STAGES),$(FMA_LONG_N),,6)

