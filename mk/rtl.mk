# RTL per-component units: lint of every module of rtl/sm5.f, the check of the file list
# itself, the Verilator unit harness (tb/unit/rtl/: each unit bit-exact against the C
# model), and Yosys synthesis figures.
RTL_ALL     := $(RTL_FILES)
# every module of the file list, each linted as the top over all of it
RTL_MODULES  = $(shell sed -n 's/^module[[:space:]]\{1,\}\([A-Za-z0-9_]\{1,\}\).*/\1/p' $(RTL_ALL))

# the units of the shader ALU datapath and the helpers they instantiate
RTLU_UNITS   := sm5_fcmp sm5_dcmp sm5_bitfield sm5_cvt sm5_intalu sm5_fsat sm5_fmt_unpack sm5_fmt_pack sm5_fma
RTLU_HELPERS := sm5_f32_class sm5_lzc sm5_f32_to_fsmall sm5_fsmall_to_f32 sm5_fma_cut sm5_fround
RTLU_SV      := $(call rtl_files_of,$(RTLU_HELPERS) $(RTLU_UNITS))

# (RTLU_DIR, RTLU_HDRS, RTLU_COBJS, RTLU_BIN: the Makefile, as mk/rtl_fma.mk and
# mk/coverage.mk name them too)
# Mutant builds: rtl/ patched with tb/unit/rtl/mutant_NAME.patch for each NAME:UNIT:OPS of
# RTLU_MUTANTS (fcmp_nan: sm5_fcmp's `ne` false on NaN; fma_round: sm5_fma rounds ties
# away from zero); the suite requires the harness to report a mismatch of UNIT on one of
# OPS (comma-separated) for each.
RTLU_MUTANTS  := fcmp_nan:fcmp:ne fma_round:fma:add,mul,mad,frc
RTLU_MUT_NAMES := $(foreach m,$(RTLU_MUTANTS),$(word 1,$(subst :, ,$(m))))
RTLU_MUT_BINS := $(foreach n,$(RTLU_MUT_NAMES),$(RTLU_DIR)/mutant_$(n)/Vtb_rtl_units)
RTLU_SEED    ?= 1
RTLU_N       ?= 1000000

$(RTLU_DIR)/c/%.o: tb/unit/rtl/%.c $(RTLU_HDRS) $(CMODEL_HDRS) | tools
	@mkdir -p $(dir $@)
	nice $(CC) $(CSTD) $(CFLAGS) -Icmodel -Itb/unit/rtl -c $< -o $@

# $(1): binary, $(2): a patch against rtl/ (the mutant: built from the patched copy in
# the binary's directory, src/), $(3): more Verilator options (-GFMA_STAGES=n)
rtlu_build = $(call vl_build,$(dir $(1)),-Wno-fatal $(3) --top-module tb_rtl_units -o $(notdir $(1)) \
  -CFLAGS "-O2 -I$(abspath tb/unit/rtl)" \
  $(if $(2),$(addprefix $(dir $(1))src/,$(RTL_FILES)),$(RTL_FILES)) tb/unit/rtl/tb_rtl_units.sv $(abspath tb/unit/rtl/rtlu_glue.cpp) \
  $(abspath $(RTLU_COBJS)) $(abspath $(LIBSM5)),,,$(rtlu_prep))
# the harness objects and libsm5.a are link inputs, not make deps of Verilator's makefile:
# without the rm a changed harness would not be relinked
define rtlu_prep
	@rm -f $(1)
	$(if $(2),@sim/variant.sh $(2) $(dir $(1))src >/dev/null)
endef

$(RTLU_BIN): $(RTL_F) $(RTL_FILES) tb/unit/rtl/tb_rtl_units.sv tb/unit/rtl/rtlu_glue.cpp \
             $(RTLU_HDRS) $(RTLU_COBJS) $(LIBSM5)
	$(call rtlu_build,$@,)

$(RTLU_DIR)/mutant_%/Vtb_rtl_units: $(RTL_F) $(RTL_FILES) tb/unit/rtl/tb_rtl_units.sv \
                 tb/unit/rtl/rtlu_glue.cpp $(RTLU_HDRS) $(RTLU_COBJS) $(LIBSM5) \
                 tb/unit/rtl/mutant_%.patch sim/variant.sh
	$(call rtlu_build,$@,tb/unit/rtl/mutant_$*.patch)

# modules linted at once (each run reads the whole file list: about 5 s); default JOBS
LINT_JOBS ?= $(JOBS)
# The build options, linted from the core down (sm5_core passes each to sm5_top, and every
# module with the parameter gets it from its parent: a module's own default-parameter lint
# is its entry of RTL_MODULES): without the double unit (DOUBLES=0), the scalar lanes
# (VEC_COMPS=1 and 2), without the EX1 bypass (EX1_BYPASS=0, the FPGA profile), the ALU
# and CVT in stages (ALU_LAT=2 and 3, CVT_LAT=3) with the units' own STAGES as tops. One
# entry per option, not one per module having it: those were 58 lints, 28 of them of the
# four modules that take about 35 s each (sm5_top, sm5_core, sm5_valu, sm5_vlanes).
LINT_DBL0  := sm5_core:dbl0
LINT_VC    := sm5_core:vc1 sm5_core:vc2
LINT_NOFWD := sm5_core:nofwd
LINT_ALU   := sm5_core:alu2 sm5_core:alu3 sm5_lane_alu:st2 sm5_lane_alu:st3 sm5_core:cvt3 sm5_lane_cvt:st3
# the deep build at once from the core down (ALU and CVT in 3 stages, FMA in 6 with
# carry-save products, the multiplier in 4: every module below sees those values), and
# sm5_fma alone with carry-save products; one entry each, not one per module (lint of the
# whole core is about a minute)
LINT_ALU += sm5_core:deep sm5_fma:mulcs
.PHONY: lint rtl-units test-lint test-filelist test-rtl-units test-rtl_units
lint: ## verilator --lint-only -Wall, every rtl/ module as top; zero warnings
	@$(vl_check)
	@d=$(BUILD)/lint; rm -rf $$d; mkdir -p $$d; \
	printf '%s\n' $(RTL_MODULES) $(LINT_DBL0) $(LINT_VC) $(LINT_NOFWD) $(LINT_ALU) | xargs -P $(LINT_JOBS) -I{} sh -c \
	  'm={}; g=; [ "$${m%:dbl0}" = "$$m" ] || g=-GDOUBLES=0; \
	   case $$m in *:vc*) g=-GVEC_COMPS=$${m##*:vc};; *:nofwd) g=-GEX1_BYPASS=0;; \
     *:mulcs) g=-GMUL_CS=1$$(printf "\047")b1;; \
     *:deep) g="-GALU_LAT=3 -GCVT_LAT=3 -GFMA_STAGES=6 -GMUL_CS=1$$(printf "\047")b1 -GIMUL_STAGES=4";; *:alu*) g=-GALU_LAT=$${m##*:alu};; *:cvt*) g=-GCVT_LAT=$${m##*:cvt};; *:st*) g=-GSTAGES=$${m##*:st};; esac; \
	   nice $(call vl_lint,--top-module $${m%%:*} $$g $(RTL_ALL)) >'$$d'/{}.out 2>&1; echo $$? >'$$d'/{}.rc'; \
	p=0; f=0; for m in $(RTL_MODULES) $(LINT_DBL0) $(LINT_VC) $(LINT_NOFWD) $(LINT_ALU); do \
	  if [ "$$(cat $$d/$$m.rc 2>/dev/null)" = 0 ] && [ ! -s $$d/$$m.out ]; \
	  then p=$$((p+1)); echo "lint ok    $$m"; \
	  else f=$$((f+1)); echo "lint FAIL  $$m"; head -n 20 $$d/$$m.out; fi; \
	done; echo "$$p passed, $$f failed"; [ $$f -eq 0 ]

TEST_SUITES += lint
test-lint: lint ## lint as a test suite (count = modules linted)

TEST_SUITES += filelist
test-filelist: ## rtl/sm5.f lists every rtl/*.sv once, packages first, and nothing else
	@sim/check_filelist.sh $(RTL_F) rtl

rtl-units: $(RTLU_BIN) ## build the RTL unit harness (build/unit_rtl/ok/Vtb_rtl_units)

# The vectors compared by the harness, plus one check per mutant that it is caught.
TEST_SUITES += rtl_units
test-rtl-units: $(RTLU_BIN) $(RTLU_MUT_BINS) ## each RTL unit bit-exact vs the C model (RTLU_SEED, RTLU_N)
	@sim/sum_results.sh '$(RTLU_BIN) --seed $(RTLU_SEED) --n $(RTLU_N)' \
	  $(foreach m,$(RTLU_MUTANTS),'$(call rtlu_caught,$(subst :, ,$(m)))')
# the mutant of $(1) = NAME UNIT OPS must be caught on UNIT at one of OPS (comma-separated)
rtlu_caught = sim/expect_caught.sh $(word 2,$(1)) "op=($(subst $(,),|,$(word 3,$(1))))" tb/unit/rtl/mutant_$(word 1,$(1)).patch \
  $(RTLU_DIR)/mutant_$(word 1,$(1))/Vtb_rtl_units --seed $(RTLU_SEED) --n 1000 --unit $(word 2,$(1))
# sim/run_tests.sh runs `make test-<suite>`
test-rtl_units: test-rtl-units

