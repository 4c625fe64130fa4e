# Coverage (docs/coverage.md). Not part of make test (minutes), except the cheap suite
# cov_func.
#   make coverage [COV_SEEDS=n] [COV_LANES=8]   code + functional coverage -> build/coverage/
#   make coverage-code                          Verilator line/toggle only
#   make coverage-func                          functional bins only (C models, seconds)
# Code coverage: the lockstep model (same testbench sources, tb/lockstep/) Verilated with
# --coverage into build/obj_cov_L<n>/, the memory-unit harness (tb/memu/) and the unit
# harness (tb/unit/rtl/) likewise; each run writes .dat files (the glue files are copied
# into build/coverage/glue/ with a write call added before the context is deleted), then
# verilator_coverage merges them, annotates the sources and writes an lcov .info file
# for genhtml. Functional coverage: build/sm5cov (tb/coverage/) runs the same programs
# (tb/tests/*.asm + the sm5gen seeds) through the architectural simulator and the cycle
# model and fills named bins (tb/coverage/sm5_cov.c).
COV_DIR     := $(BUILD)/coverage
COV_LANES   ?= 8
COV_SEEDS   ?= 60
COV_INSTRS  ?= 40
COV_OBJ     := $(BUILD)/obj_cov_L$(COV_LANES)
COV_GLUE    := $(COV_DIR)/glue
# (tb/tests/flow_*.asm need the sequencer, which the sm5_top coverage model lacks:
# functional bins only, with the C-model-only programs)
COV_TESTS    = $(sort $(filter-out tb/tests/flow_%,$(wildcard tb/tests/*.asm tb/lockstep/tests/*.asm)))
# C-model-only programs (SPEC 10 ops the RTL cannot run yet): functional bins only
COV_TESTS_C  = $(sort $(wildcard tb/tests_c/*.asm tb/tests/flow_*.asm))
COV_RTLU_N  ?= 20000
COV_MEMU_RANDOM ?= 2
COV_MEMU_O  := $(BUILD)/memu/memu_tb.o
COV_SRCS    := tb/coverage/sm5_cov.c tb/coverage/sm5cov.c
COV_HDRS    := tb/coverage/sm5_cov.h

# glue copies: include tb/coverage/cov_write.h, call sm5_cov_write before the model is freed
# (the context's coverage items point into the model: written after `delete top` they
# read freed memory, which gave the garbage counts of the first campaign)
$(COV_GLUE)/rtl_glue.cpp: tb/lockstep/rtl_glue.cpp tb/coverage/cov_write.h mk/coverage.mk
	@mkdir -p $(dir $@)
	@{ echo '#include "cov_write.h"'; sed -e 's/^\( *\)delete r->top;/\1sm5_cov_write(r->ctx); delete r->top;/' \
	   -e 's/^\( *r->top = new Vsm5_top.*;\)$$/\1 sm5_cov_zero(r->ctx);/' $<; } > $@
	@grep -q 'sm5_cov_write(r->ctx)' $@ && grep -q 'sm5_cov_zero' $@ || { echo "coverage: glue hooks not found in $<"; exit 1; }
$(COV_GLUE)/memu_rtl.cpp: tb/memu/memu_rtl.cpp tb/coverage/cov_write.h mk/coverage.mk
	@mkdir -p $(dir $@)
	@{ echo '#include "cov_write.h"'; sed -e 's/^\( *\)delete r->top;/\1sm5_cov_write(r->ctx); delete r->top;/' \
	   -e 's/^\( *r->top = new Vsm5_mem_unit.*;\)$$/\1 sm5_cov_zero(r->ctx);/' $<; } > $@
	@grep -q 'sm5_cov_write(r->ctx)' $@ && grep -q 'sm5_cov_zero' $@ || { echo "coverage: glue hooks not found in $<"; exit 1; }
$(COV_GLUE)/rtlu_glue.cpp: tb/unit/rtl/rtlu_glue.cpp tb/coverage/cov_write.h mk/coverage.mk
	@mkdir -p $(dir $@)
	@{ echo '#include "cov_write.h"'; sed -e 's/^\( *\)delete top;/\1sm5_cov_write(ctx); delete top;/' \
	   -e 's/^\( *top = new Vtb_rtl_units.*;\)$$/\1 sm5_cov_zero(ctx);/' $<; } > $@
	@grep -q 'sm5_cov_write(ctx)' $@ && grep -q 'sm5_cov_zero' $@ || { echo "coverage: glue hooks not found in $<"; exit 1; }

# lockstep model with coverage (as mk/sim.mk's sim_build, plus --coverage)
$(COV_OBJ)/sm5sim: $(SIM_RTL) $(LS_OBJ) $(LIBSM5) $(COV_GLUE)/rtl_glue.cpp tb/lockstep/rtl_glue.h
	$(call vl_build,$(COV_OBJ),-Wno-fatal --coverage --trace-fst --x-assign fast --x-initial fast \
	  -GLANES=$(COV_LANES) -GNREGS=$(SIM_NREGS) -GNCONST=$(SIM_NCONST) -GBANKS=$(SIM_BANKS) \
	  -GMEM_WORDS=$(SIM_MEMWORDS) --top-module sm5_top -o sm5sim \
	  -CFLAGS "-I$(abspath tb/lockstep) -I$(abspath tb/coverage) -I$(abspath cmodel) -DSM5_LANES=$(COV_LANES) -DSM5_NREGS=$(SIM_NREGS) -DSM5_NCONST=$(SIM_NCONST) -DSM5_BANKS=$(SIM_BANKS) -DSM5_MEM_WORDS=$(SIM_MEMWORDS) -DSM5_VARIANT='\"\"'" \
	  $(RTL_FILES) $(abspath $(COV_GLUE)/rtl_glue.cpp) $(abspath $(LS_OBJ)) $(abspath $(LIBSM5)),OPT_FAST=-O0 OPT_SLOW=-O0 OPT_GLOBAL=-O0,,\
	  @rm -f $@; echo "verilating sm5_top LANES=$(COV_LANES) with --coverage into $(COV_OBJ) (log: $(COV_OBJ)/build.log)",quiet)

# memory-unit harness with coverage
$(COV_DIR)/memu/memu_tb: $(SIM_RTL) $(COV_MEMU_O) $(LIBSM5) $(COV_GLUE)/memu_rtl.cpp tb/memu/memu_rtl.h
	$(call vl_build,$(COV_DIR)/memu/obj,-Wno-fatal --coverage --trace-fst \
	  --top-module sm5_mem_unit -GLANES=$(COV_LANES) -GBANKS=$(MEMU_BANKS) -GMEM_WORDS=$(MEMU_MEM_WORDS) -o ../memu_tb \
	  -CFLAGS "-O0 -I$(CURDIR)/cmodel -I$(CURDIR)/tb/memu -I$(CURDIR)/tb/coverage -DMEMU_LANES=$(COV_LANES) -DMEMU_BANKS=$(MEMU_BANKS) -DMEMU_MEM_WORDS=$(MEMU_MEM_WORDS)" \
	  $(MEMU_SV) $(abspath $(COV_GLUE)/memu_rtl.cpp) $(abspath $(BUILD)/memu/memu_tb.o $(LIBSM5)),OPT_FAST=-O0 OPT_SLOW=-O0,,\
	  @echo "verilating sm5_mem_unit LANES=$(COV_LANES) with --coverage (log: $(COV_DIR)/memu/obj/build.log)",quiet)

# per-component unit harness with coverage
$(COV_DIR)/unit_rtl/Vtb_rtl_units: $(SIM_RTL) tb/unit/rtl/tb_rtl_units.sv $(COV_GLUE)/rtlu_glue.cpp $(RTLU_HDRS) $(RTLU_COBJS) $(LIBSM5)
	$(call vl_build,$(COV_DIR)/unit_rtl,-Wno-fatal --coverage --trace-fst --top-module tb_rtl_units -o Vtb_rtl_units \
	  -CFLAGS "-O0 -I$(abspath tb/unit/rtl) -I$(abspath tb/coverage)" \
	  $(RTL_FILES) tb/unit/rtl/tb_rtl_units.sv $(abspath $(COV_GLUE)/rtlu_glue.cpp) \
	  $(abspath $(RTLU_COBJS)) $(abspath $(LIBSM5)),OPT_FAST=-O0 OPT_SLOW=-O0 OPT_GLOBAL=-O0,,\
	  @echo "verilating tb_rtl_units with --coverage (log: $(COV_DIR)/unit_rtl/build.log)",quiet)

$(SM5COV): $(COV_SRCS) $(COV_HDRS) $(LIBSM5) $(CMODEL_HDRS)
	@mkdir -p $(dir $@)
	nice $(CC) $(CSTD) $(CFLAGS) -Icmodel -Itb/coverage -o $@ $(COV_SRCS) $(LIBSM5)

# the regression programs: sm5gen seeds at COV_LANES (only sm5gen's own options)
$(COV_DIR)/seeds/.stamp: $(SM5GEN)
	@mkdir -p $(COV_DIR)/seeds; rm -f $(COV_DIR)/seeds/*.asm
	@for s in $$(seq 1 $(COV_SEEDS)); do \
	  $(SM5GEN) $$s --lanes $(COV_LANES) --instrs $(COV_INSTRS) > $(COV_DIR)/seeds/seed_$$s.asm || exit 1; done
	@touch $@

.PHONY: coverage coverage-code coverage-func coverage-run test-cov_func
coverage: ## Verilator line/toggle coverage (merged, annotated, HTML) + functional coverage -> build/coverage/
	@$(MAKE) --no-print-directory coverage-code
	@$(MAKE) --no-print-directory coverage-func

coverage-code: $(COV_OBJ)/sm5sim $(COV_DIR)/memu/memu_tb $(COV_DIR)/unit_rtl/Vtb_rtl_units $(COV_DIR)/seeds/.stamp ## Verilator line/toggle coverage over tests + seeds + memu + unit harness -> build/coverage/html
	@sim/check_tools.sh verilator_coverage genhtml
	@rm -rf $(COV_DIR)/dat $(COV_DIR)/annotated $(COV_DIR)/html; mkdir -p $(COV_DIR)/dat $(COV_DIR)/run
	@n=0; bad=0; for f in $(COV_TESTS) $(COV_DIR)/seeds/*.asm; do \
	  t=$$(basename $$f .asm); n=$$((n+1)); \
	  SM5_COV_PREFIX=$(COV_DIR)/dat/ls_$$t nice $(COV_OBJ)/sm5sim --test $$t --seed $$((n % 3)) --quiet --lockstep-only $$f \
	    > $(COV_DIR)/run/$$t.log 2>&1 || { bad=$$((bad+1)); echo "coverage: $$t failed in lockstep (see $(COV_DIR)/run/$$t.log)"; }; \
	done; echo "coverage: $$n lockstep programs run ($$bad failed)"
	@SM5_COV_PREFIX=$(COV_DIR)/dat/memu nice $(COV_DIR)/memu/memu_tb --seed 1 --random $(COV_MEMU_RANDOM) > $(COV_DIR)/run/memu.log 2>&1 \
	  || echo "coverage: memu harness failed (see $(COV_DIR)/run/memu.log)"; tail -n 1 $(COV_DIR)/run/memu.log
	@SM5_COV_PREFIX=$(COV_DIR)/dat/unit nice $(COV_DIR)/unit_rtl/Vtb_rtl_units --seed 1 --n $(COV_RTLU_N) > $(COV_DIR)/run/unit_rtl.log 2>&1 \
	  || echo "coverage: unit harness failed"; tail -n 1 $(COV_DIR)/run/unit_rtl.log
	@verilator_coverage --write $(COV_DIR)/merged.dat $(COV_DIR)/dat/*.dat
	@verilator_coverage --annotate $(COV_DIR)/annotated --annotate-min 1 $(COV_DIR)/merged.dat > $(COV_DIR)/annotate.log 2>&1
	@verilator_coverage --write-info $(COV_DIR)/cov.info $(COV_DIR)/merged.dat
	@genhtml -q --ignore-errors source -o $(COV_DIR)/html $(COV_DIR)/cov.info > $(COV_DIR)/genhtml.log 2>&1 || tail -5 $(COV_DIR)/genhtml.log
	@python3 sim/cov_report.py $(COV_DIR)/merged.dat $(COV_DIR)/cov.info | tee $(COV_DIR)/code_report.txt
	@echo "annotated sources: $(COV_DIR)/annotated/  HTML: $(COV_DIR)/html/index.html"

coverage-func: $(SM5COV) $(COV_DIR)/seeds/.stamp ## functional coverage bins over tb/tests + sm5gen seeds (C models) -> build/coverage/func_report.txt
	@nice $(SM5COV) --lanes $(COV_LANES) $(COV_TESTS) $(COV_TESTS_C) $(COV_DIR)/seeds/*.asm | tee $(COV_DIR)/func_report.txt | tail -n 40

# cheap suite: the directed tests alone must fill every bin the directed tests are known
# to fill (tb/coverage/directed.bins); prints covered bins as passed, lost ones as failed.
# Regenerate the list (keep its header): build/sm5cov --lanes 8 --list-covered
#   tb/tests/*.asm tb/lockstep/tests/*.asm tb/tests_c/*.asm
TEST_SUITES += cov_func
test-cov_func: $(SM5COV) ## functional coverage of the directed tests must not lose a known bin
	@$(SM5COV) --lanes $(COV_LANES) --require tb/coverage/directed.bins --quiet $(COV_TESTS) $(COV_TESTS_C)
