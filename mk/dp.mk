# Double precision (SPEC 12), C side: the independent checks of the binary64
# golden model (cmodel/sm5_f64.c) against the host's IEEE-754 double arithmetic (SSE2,
# FTZ/DAZ off; libm fma() checked fused first) and MPFR (tb/ref/dp_*.c). Sampled runs
# are `make test` suites (indep-dp-host, indep-dp-mpfr); 10x runs are in `make
# test-long`. The RTL unit's harness is further down (test-dp).
DP_REF_DIR    := $(BUILD)/indep
DP_REF_CHECKS := dp-host dp-mpfr
DP_REF_HDRS   := tb/ref/indep.h tb/ref/dp_gen.h tb/ref/dp_common.h $(CMODEL_HDRS)
TEST_SUITES   += $(addprefix indep-,$(DP_REF_CHECKS))
INDEP_LONG    += $(DP_REF_CHECKS)
test-long: $(addprefix $(DP_REF_DIR)/,$(DP_REF_CHECKS))

$(DP_REF_DIR)/dp-host: tb/ref/dp_host.c $(DP_REF_HDRS) $(LIBSM5)
	@mkdir -p $(dir $@)
	nice $(CC) $(CSTD) $(CFLAGS) -msse2 -mfpmath=sse -ffp-contract=off -frounding-math -Icmodel -Itb/ref -o $@ $< $(LIBSM5) -lm

$(DP_REF_DIR)/dp-mpfr: tb/ref/dp_mpfr.c $(DP_REF_HDRS) $(LIBSM5)
	@sim/check_tools.sh mpfr
	@mkdir -p $(dir $@)
	nice $(CC) $(CSTD) $(CFLAGS) -frounding-math -Icmodel -Itb/ref -o $@ $< $(LIBSM5) -lmpfr -lgmp -lm

.PHONY: $(addprefix test-indep-,$(DP_REF_CHECKS)) test-dp-ref
$(addprefix test-indep-,$(DP_REF_CHECKS)): test-indep-%: $(DP_REF_DIR)/%
	@nice $<

test-dp-ref: $(addprefix $(DP_REF_DIR)/,$(DP_REF_CHECKS)) ## double golden model vs host IEEE double and MPFR (sampled)
	@sim/sum_results.sh $(foreach c,$(DP_REF_CHECKS),"nice $(DP_REF_DIR)/$(c)")

# front end of the double forms: encodings, operand rules and their messages (hand-worked)
$(BUILD)/unit/asm/test_asm_double: tb/unit/test_asm_double.c $(LIBSM5) $(CMODEL_HDRS)
	@mkdir -p $(dir $@)
	nice $(CC) $(CSTD) $(CFLAGS) -Icmodel -o $@ $< $(LIBSM5)

TEST_SUITES += asm-double
.PHONY: test-asm-double
test-asm-double: $(BUILD)/unit/asm/test_asm_double ## double forms (SPEC 12): encodings, fxc operand rules, messages
	@$<

# ---- the RTL double unit (rtl/sm5_dp.sv pipe, rtl/sm5_dpdiv.sv divider) -----------------
# Unit harness tb/unit/dp/ (bit-exact against cmodel/sm5_dp_unit.h, timing against the
# documented schedule) at the package defaults and at other parameters, and the broken
# patch it must catch.
#   make test-dp [DP_SEED=n] [DP_N=n]     suite dp
#   make dp-run DP_CFG=alt DP_ARGS="--unit div --ndiv 1000"
#   make synth-dp                         Yosys cells / depth per stage, ECP5 LUT/FF/MULT18/fmax
DP_DIR    := $(BUILD)/unit_dp
DP_SRCDIR := tb/unit/dp
DP_HDRS   := $(DP_SRCDIR)/dp.h tb/ref/indep.h tb/ref/dp_gen.h tb/ref/dp_common.h
DP_OBJ    := $(DP_DIR)/c/dp_main.o
DP_SV     := $(DP_SRCDIR)/tb_dp.sv
DP_SEED   ?= 1
DP_N      ?= 1000000
DP_CFG    ?= ok
DP_ARGS   ?=
# configurations: ok = the package defaults (STAGES 6, BITS 2); the others cover every
# cut set (STAGES 0 combinational .. 7 every cut, 8 with an extra delay rank) and every BITS
DP_G_ok   :=
DP_G_alt  := -GSTAGES=1 -GBITS=1
DP_G_alt2 := -GSTAGES=3 -GBITS=4
DP_G_alt3 := -GSTAGES=8 -GBITS=8
DP_G_alt4 := -GSTAGES=0 -GBITS=2
DP_G_alt5 := -GSTAGES=2 -GBITS=2
DP_G_alt6 := -GSTAGES=5 -GBITS=1
DP_G_alt7 := -GSTAGES=4 -GBITS=2
DP_CFGS   := ok alt alt2 alt3 alt4 alt5 alt6 alt7
# broken patches against rtl/ (sim/variant.sh): each must be caught by the harness unit
# named here with a first mismatch of the op named here
DP_MUTANTS        := dp_denorm
DP_MUT_dp_denorm  := dp dp op=

$(DP_OBJ): $(DP_SRCDIR)/dp_main.c $(DP_HDRS) $(CMODEL_HDRS) | tools
	@mkdir -p $(dir $@)
	nice $(CC) $(CSTD) $(CFLAGS) -Icmodel -Itb/ref -I$(DP_SRCDIR) -c $< -o $@

DP_TOP      := tb_dp
DP_GLUE     := $(DP_SRCDIR)/dp_glue.cpp
DP_DEPS     := $(RTL_F) $(RTL_FILES) $(DP_SV) $(DP_GLUE) $(DP_HDRS) $(DP_OBJ) $(LIBSM5)
DP_MUT_ARGS := --n 20000 --ndiv 100
# the divider's cases: a twentieth of the pipe's
DP_XARGS     = --ndiv $$(( $(1) / 20 ))
# the models and the suite: one shape with tb/unit/divmul (mk/verilator.mk)
$(eval $(call unit_harness_rules,DP))

.PHONY: dp-models dp-run test-dp
dp-models: $(foreach c,$(DP_CFGS),$(DP_DIR)/$(c)/Vtb_dp) ## build the double unit harness models (build/unit_dp/<cfg>/)

dp-run: $(DP_DIR)/$(DP_CFG)/Vtb_dp ## one double-unit harness run: DP_CFG=ok|alt..alt6 DP_ARGS="--unit div --seed 3"
	$< $(DP_ARGS)

# Suite: every configuration (the alternative ones with a tenth of the cases) plus one
# check per broken patch that the harness catches it.
TEST_SUITES += dp
test-dp: $(foreach c,$(DP_CFGS) $(DP_MUTANTS),$(DP_DIR)/$(c)/Vtb_dp) ## double unit (pipe + divider) bit-exact vs the C model, timing, broken patch
	@$(call unit_harness_suite,DP)

# Wave timing figures of the double unit (printed, never asserted)
$(BUILD)/bench/dp_timing: tb/bench/dp_timing.c $(LIBSM5) $(CMODEL_HDRS)
	@mkdir -p $(dir $@)
	nice $(CC) $(CSTD) $(CFLAGS) -Icmodel -o $@ $< $(LIBSM5)

.PHONY: bench-dp
bench-dp: $(BUILD)/bench/dp_timing ## double unit: cycles per double op per wave at LANES 8/32, dependent latency
	@$<

# make test-long (mk/indep.mk) runs each INDEP_LONG binary of build/indep/ as
# `--long --part I/2`: here the default RTL model with 10x the cases (2 M pipe cases and
# 200 k divides per part).
INDEP_LONG += rtl-dp
test-long: $(BUILD)/indep/rtl-dp
$(BUILD)/indep/rtl-dp: $(DP_DIR)/ok/Vtb_dp
	@mkdir -p $(dir $@); cp $< $@
