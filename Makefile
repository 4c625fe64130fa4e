# Top-level build. Every product goes to build/ (or waves/*.fst); sources stay clean.
# Each part of the project keeps its targets in mk/<part>.mk; a part registers its test
# suites with `TEST_SUITES += name` and a target `test-name` that ends with the line
# `N passed, N failed` and exits non-zero on failure. `make test` runs them all.
.DEFAULT_GOAL := help
SHELL := /bin/bash

BUILD   ?= build
CC      ?= gcc
CFLAGS  ?= -O2 -g
CSTD    := -std=c11 -Wall -Wextra -Werror
LANES   ?= 32
JOBS    ?= $(shell nproc 2>/dev/null || echo 2)

CMODEL_SRCS := $(filter-out cmodel/tools/%,$(wildcard cmodel/*.c))
CMODEL_HDRS := $(wildcard cmodel/*.h) cmodel/sm5_ops.def cmodel/sm5_pipes.def
CMODEL_OBJS := $(patsubst cmodel/%.c,$(BUILD)/cmodel/%.o,$(CMODEL_SRCS))
LIBSM5      := $(BUILD)/libsm5.a
# The one RTL file list (packages first): lint, the lockstep, unit and memory-unit
# harnesses, coverage, mutation, synthesis and the benches all read it.
RTL_F       := rtl/sm5.f
RTL_FILES   := $(shell cat $(RTL_F))
# Verilator's make for the unit harnesses (mk/divmul.mk, dp.mk, rtl.mk, sfu.mk): their
# init code at -O0 (verilated.mk leaves OPT_SLOW empty, so their CFLAGS' -O2 applied to
# it) and ccache when installed (mk/sim.mk), which compiles Verilator's runtime once for
# all 23 of their builds in make test
VL_UNIT_MAKEFLAGS = OPT_SLOW=-O0 OBJCACHE=$(SIM_OBJCACHE)

TEST_SUITES :=

.PHONY: help test tools pkg check-pkg clean
help: ## list the targets
	@python3 sim/make_help.py --sections mk/help.sections $(MAKEFILE_LIST)
help-all: ## every target with its description, grouped (sections: mk/help.sections)
	@python3 sim/make_help.py --all --sections mk/help.sections $(MAKEFILE_LIST)

tools: ## check that the tools are installed; print the apt-get line if not
	@sim/check_tools.sh gcc make

$(BUILD)/cmodel/%.o: cmodel/%.c $(CMODEL_HDRS) | tools
	@mkdir -p $(dir $@)
	$(CC) $(CSTD) $(CFLAGS) -Icmodel -c $< -o $@

$(LIBSM5): $(CMODEL_OBJS)
	@rm -f $@; ar rcs $@ $^

$(BUILD)/gen_pkg: cmodel/tools/gen_pkg.c cmodel/sm5_uop.c cmodel/sm5_pipe.c $(CMODEL_HDRS)
	@mkdir -p $(BUILD)
	$(CC) $(CSTD) $(CFLAGS) -Icmodel -o $@ cmodel/tools/gen_pkg.c cmodel/sm5_uop.c cmodel/sm5_pipe.c

pkg: $(BUILD)/gen_pkg ## regenerate rtl/sm5_pkg.sv from the C opcode table
	$(BUILD)/gen_pkg > rtl/sm5_pkg.sv

TEST_SUITES += pkg
test-pkg: $(BUILD)/gen_pkg ## check rtl/sm5_pkg.sv matches the C opcode table
	@if $(BUILD)/gen_pkg | diff -u rtl/sm5_pkg.sv - ; then echo "1 passed, 0 failed"; \
	 else echo "rtl/sm5_pkg.sv drifted from cmodel/: run make pkg"; echo "0 passed, 1 failed"; exit 1; fi
check-pkg: test-pkg

# cmodel/ without #include cycles between headers or between modules (a header with its
# .c files: sm5_asm.h, sm5_asm_int.h, sm5_asm*.c), and the checker's self-test
TEST_SUITES += include_cycles
.PHONY: test-include_cycles
test-include_cycles: ## no #include cycle in cmodel/ among headers or modules (sim/include_cycles.py, with its self-test)
	@python3 sim/include_cycles.py --self-test cmodel

# the fragments read in reverse give the same variables, rules and suites
TEST_SUITES += mk_order
.PHONY: test-mk_order
test-mk_order: ## mk/*.mk do not depend on their include order (make's database and make test-list, reversed vs normal)
	@python3 sim/mk_order_check.py --self-test BUILD=$(BUILD)

# What more than one fragment names (in prerequisite lists, which make expands while it
# reads a fragment) is defined here, before the fragments: then they can be read in any
# order (make test-mk_order). The tools and objects several suites use:
SM5RUN    := $(BUILD)/sm5run
SM5COV    := $(BUILD)/sm5cov
SM5DXBC   := $(BUILD)/sm5dxbc
SM5GEN    := $(BUILD)/sm5gen
VECRUN    := $(BUILD)/vecrun
# the lockstep testbench (mk/sim.mk) as the coverage, width-sweep and mutant builds take it
SIM_RTL   := $(RTL_F) $(RTL_FILES)
SIM_TB_SV := tb/lockstep/sm5_lockstep.sv
LS_OBJ    := $(BUILD)/lockstep/lockstep.o
# the files of some modules (a subset named by module; the paths come from the list)
rtl_files_of = $(filter $(foreach m,$(1),%/$(m).sv),$(RTL_FILES))
# the RTL unit harness (mk/rtl.mk), built at other FMA depths by mk/rtl_fma.mk
RTLU_DIR   := $(BUILD)/unit_rtl
RTLU_HDRS  := $(wildcard tb/unit/rtl/*.h)
RTLU_COBJS := $(patsubst tb/unit/rtl/%.c,$(RTLU_DIR)/c/%.o,$(sort $(wildcard tb/unit/rtl/*.c)))
RTLU_BIN   := $(RTLU_DIR)/ok/Vtb_rtl_units
# the checks make test-long runs with --long (mk/indep.mk); fragments add theirs
INDEP_LONG :=
# Unit harnesses of one shape (tb/unit/divmul, tb/unit/dp; mk/divmul.mk and mk/dp.mk $(eval)
# the rules while they are read, so they are defined here): a harness model per
# configuration and per broken patch, and a suite that runs every configuration (the
# first, ok, with $(P)_N cases, the others with a tenth) and requires each patch to be
# caught. $(1) is the prefix P of the harness's variables:
#   P_DIR P_SRCDIR P_SV P_OBJ P_DEPS   model directory, sources, harness object, prerequisites
#   P_TOP P_GLUE                       top module (the binary is V<top>), glue .cpp
#   P_CFGS, P_G_<cfg>                  configurations and their -G values
#   P_MUTANTS, P_MUT_<m>               broken patches P_SRCDIR/<m>.patch: harness unit,
#                                      reported unit, op (`op=`: any); P_MG_<m> its -G
#                                      values (a patch of a branch the defaults don't build)
#   P_SEED P_N                         seed and cases; P_XARGS(n) more run arguments for n
#                                      cases, P_MUT_ARGS the broken runs' arguments
unit_bin = $($(1)_DIR)/$(2)/V$($(1)_TOP)
define unit_harness_rules
$(foreach c,$($(1)_CFGS),$(call unit_bin,$(1),$(c))): $($(1)_DIR)/%/V$($(1)_TOP): $($(1)_DEPS)
	$$(call vl_build,$$(@D),-Wno-fatal --x-initial unique $$($(1)_G_$$*) --top-module $($(1)_TOP) -o V$($(1)_TOP) \
	  -CFLAGS "-O2 -I$(abspath $($(1)_SRCDIR))" $(RTL_FILES) $($(1)_SV) \
	  $(abspath $($(1)_GLUE) $($(1)_OBJ) $(LIBSM5)),,,@rm -f $$@)
$(foreach m,$($(1)_MUTANTS),$(call unit_bin,$(1),$(m))): $($(1)_DIR)/%/V$($(1)_TOP): $($(1)_DEPS) $($(1)_SRCDIR)/%.patch sim/variant.sh
	$$(call vl_build,$$(@D),-Wno-fatal --x-initial unique $$($(1)_MG_$$*) --top-module $($(1)_TOP) -o V$($(1)_TOP) \
	  -CFLAGS "-O2 -I$(abspath $($(1)_SRCDIR))" $$(addprefix $$(@D)/src/,$(RTL_FILES)) $($(1)_SV) \
	  $(abspath $($(1)_GLUE) $($(1)_OBJ) $(LIBSM5)),,,@rm -f $$@; sim/variant.sh $($(1)_SRCDIR)/$$*.patch $$(@D)/src >/dev/null)
endef
unit_harness_suite = sim/sum_results.sh \
  $(foreach c,$($(1)_CFGS),--label $(c) 'n=$(if $(filter ok,$(c)),$($(1)_N),$$(( $($(1)_N) / 10 ))); \
    nice $(call unit_bin,$(1),$(c)) --seed $($(1)_SEED) --n $$n $(call $(1)_XARGS,$$n)') \
  $(foreach m,$($(1)_MUTANTS),'sim/expect_caught.sh $(wordlist 2,3,$($(1)_MUT_$(m))) $($(1)_SRCDIR)/$(m).patch \
    nice $(call unit_bin,$(1),$(m)) --seed $($(1)_SEED) $($(1)_MUT_ARGS) --unit $(word 1,$($(1)_MUT_$(m)))')
# The widths at LANES 8 where the SFU sweep (mk/sfu.mk) and the DBL sweep (mk/sim_dbl.mk)
# share one model, build/obj_L8_W<n> (mk/sim.mk)
SIM_WIDTH_SWEEP := 1 8
# the shared model of width $(1), or nothing when $(1) is not one of them
sim_width_obj = $(if $(filter $(SIM_WIDTH_SWEEP),$(1)),$(BUILD)/obj_L8_W$(1))

# The fragments in any order: none expands another's variables while being read (mk_order_check.py)
MK_FRAGMENTS ?= $(sort $(wildcard mk/*.mk))
include $(MK_FRAGMENTS)

# JOBS suites at a time after one make -j JOBS of everything they need (sim/run_tests.sh);
# JOBS=1 runs them one after another, each building its own prerequisites.
# make test: the gate before every commit, within 10 minutes on 2 cores from a fresh
# clone (6 m 43 s measured): every suite but TEST_ALL_ONLY (the ones that build models of
# their own: broken builds, width sweeps, DOUBLES=0, the SLURM cluster), the lockstep suites on the LANES 1 and 8
# models and the LANES 8 core (TEST_QUICK). make test-all: every suite at every width
# (CI runs it); nothing is left out of both.
TEST_ALL_ONLY := broken regress_broken memu_broken sim_nocg sim_nodbl sfu-lanes dbl slurm \
                 mutate_anchors fma_stages
TEST_QUICK    := SIM_SUITE_LANES="1 8" SIM_SUITE_EXTRA="8:1" FLOW_LANES=8 DIFF_MODELS="L1 L8 C8" \
                 SIM_VC_MODELS="1_vc1 8_vc1 8_vc2 8_vc1:1" SIM_FPGA_MODELS=obj_fpga_dbl SIM_STAGE_MODELS=8_alu3_cvt3_fma6_im4 \
                 REG_SHORT_LANES="1 8" LIMITS_LANES=8
TEST_QUICK_SUITES := $(filter-out $(TEST_ALL_ONLY),$(TEST_SUITES))
test: ## every suite but the slow ones, lockstep at LANES 1 and 8 (10 minutes); ends with `N passed, N failed`
	@sim/setup.sh test
	@$(TEST_QUICK) TEST_JOBS=$(JOBS) sim/run_tests.sh $(TEST_QUICK_SUITES)

test-all: ## every test suite at every LANES (what CI runs); ends with `N passed, N failed`
	@sim/setup.sh test
	@TEST_JOBS=$(JOBS) sim/run_tests.sh $(TEST_SUITES)

test-list: ## the suites of make test and the ones only make test-all runs
	@echo "make test:     $(TEST_QUICK_SUITES)" | fold -s -w 100
	@echo "make test-all: also $(filter $(TEST_ALL_ONLY),$(TEST_SUITES))" | fold -s -w 100

clean: ## remove build products
	rm -rf $(BUILD) waves/*.fst
