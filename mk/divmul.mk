# The iterative divide/sqrt unit (rtl/sm5_divsqrt.sv) and the pipelined integer
# multiplier (rtl/sm5_imul.sv): their unit harness (tb/unit/divmul/, bit-exact
# against cmodel/sm5_arith.c, schedules against cmodel/sm5_divmul.c) at the default
# parameters and at others, the broken patches it must catch, and synthesis figures.
#   make test-divmul [DM_SEED=n] [DM_N=n]    suite divmul
#   make divmul-run DM_CFG=alt DM_ARGS="--unit div --n 10000"
#   make synth-divmul                        Yosys depth per stage, ECP5 LUT/FF/DSP/fmax
DM_DIR    := $(BUILD)/unit_divmul
DM_SRCDIR := tb/unit/divmul
DM_HDRS   := $(DM_SRCDIR)/dm.h tb/ref/indep.h tb/ref/arith_gen.h
DM_OBJ    := $(DM_DIR)/c/dm_main.o
DM_SV     := $(DM_SRCDIR)/tb_divmul.sv
DM_SEED   ?= 1
DM_N      ?= 1000000
DM_CFG    ?= ok
DM_ARGS   ?=
# configurations: ok = the package defaults (BITS 1, STAGES 3); the others cover every
# other BITS (3 needs the widened feed of udiv) and STAGES (1: no inner register; 2: one;
# 4: an input register; 5: and an extra output register), and the multiplier's products
# in carry-save form (MUL_CS 1, the standard-cell build) with every phase apart (STAGES 5)
# and with none (STAGES 1)
DM_G_ok   :=
DM_G_alt  := -GBITS=3 -GSTAGES=1
DM_G_alt2 := -GBITS=2 -GSTAGES=5 -GMUL_CS=1
DM_G_alt5 := -GSTAGES=1 -GMUL_CS=1
DM_G_alt3 := -GBITS=4 -GSTAGES=2
DM_G_alt4 := -GBITS=1 -GSTAGES=4
DM_CFGS   := ok alt alt2 alt3 alt4 alt5
# broken patches against rtl/ (sim/variant.sh): each must be caught by the harness unit
# named here with a first mismatch of the op named here
DM_MUTANTS      := div_round imul_sign imul_corr
DM_MUT_div_round := div divsqrt op=div
DM_MUT_imul_sign := mul imul op=imul
DM_MUT_imul_corr := mul imul op=imul
DM_MG_imul_corr  := -GSTAGES=4 -GMUL_CS=1

$(DM_OBJ): $(DM_SRCDIR)/dm_main.c $(DM_HDRS) $(CMODEL_HDRS) | tools
	@mkdir -p $(dir $@)
	nice $(CC) $(CSTD) $(CFLAGS) -Icmodel -Itb/ref -I$(DM_SRCDIR) -c $< -o $@

DM_TOP      := tb_divmul
DM_GLUE     := $(DM_SRCDIR)/dm_glue.cpp
DM_DEPS     := $(RTL_F) $(RTL_FILES) $(DM_SV) $(DM_GLUE) $(DM_HDRS) $(DM_OBJ) $(LIBSM5)
DM_MUT_ARGS := --n 20000
DM_XARGS     =
# the models and the suite: one shape with tb/unit/dp (mk/verilator.mk)
$(eval $(call unit_harness_rules,DM))

.PHONY: divmul divmul-run test-divmul
divmul: $(foreach c,$(DM_CFGS),$(DM_DIR)/$(c)/Vtb_divmul) ## build the divide/sqrt + multiplier harness models (build/unit_divmul/<cfg>/)

divmul-run: $(DM_DIR)/$(DM_CFG)/Vtb_divmul ## one harness run: DM_CFG=ok|alt|alt2|alt3|alt4|alt5 DM_ARGS="--unit div --seed 3 --n 1000"
	$< $(DM_ARGS)

# Suite: the vectors compared in each configuration (alt ones with fewer random vectors)
# plus one check per broken patch that the harness catches it.
TEST_SUITES += divmul
test-divmul: $(foreach c,$(DM_CFGS) $(DM_MUTANTS),$(DM_DIR)/$(c)/Vtb_divmul) ## divide/sqrt unit and multiplier bit-exact vs the C model, schedules, broken patches
	@$(call unit_harness_suite,DM)

# the mutation campaign (mk/mutate.mk, sim/mutate.py) builds this harness from mutated
# copies of rtl/: it links the harness object
mutate: $(DM_OBJ)

# make test-long (mk/indep.mk) runs each INDEP_LONG binary of build/indep/ as
# `--long --part I/2`: here the default model with 10x the random vectors and every sqrt
# significand at an odd and an even exponent.
INDEP_LONG += rtl-divmul
test-long: $(BUILD)/indep/rtl-divmul
$(BUILD)/indep/rtl-divmul: $(DM_DIR)/ok/Vtb_divmul
	@mkdir -p $(dir $@); cp $< $@
