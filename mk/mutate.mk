# Mutation testing of rtl/ (sim/mutate.py, docs/mutation.md). Not part of make test, except
# test-mutate_anchors (below), which only reads the RTL.
#   make mutate [MUTANTS=n] [UNITS="fcmp cvt ..."] [MUT_PER_UNIT=n] [MUT_JOBS=2] [MUT_LANES=4] [MUT_SFU_LANES=2] [MUT_SEEDS=40]
#   make mutate-list [UNITS=...]       every mutant: id, harness, file:line, change
#   make mutate-report                 $(BUILD)/mutants/report.txt from the results so far
# Each mutant: a copy of rtl/ in $(BUILD)/mutants/<id>/ with one line changed, built and run
# on its harness (unit_rtl for the per-component units, memu for the memory unit,
# lockstep over tb/tests/*.asm for the vector ALU). Results accumulate in
# $(BUILD)/mutants/results.tsv; a mutant already decided is not run again.
MUTANTS      ?= 0
UNITS        ?=
MUT_PER_UNIT ?= 0
MUT_JOBS     ?= 2
MUT_LANES    ?= 4
# the lockstep harness's SFU width: 2 lane groups of 2 at MUT_LANES 4 (the default, LANES/4,
# would make every SFU group a single lane)
MUT_SFU_LANES ?= 2
MUT_SEEDS    ?= 40
MUT_SEED_DIR := $(BUILD)/mutants/seeds_L$(MUT_LANES)
MUT_UNIT_N   ?= 200000
MUT_PY = $(if $(VL_PATH),env PATH=$(VL_PATH)$$PATH) nice python3 sim/mutate.py

.PHONY: mutate mutate-list mutate-report test-mutate_anchors
mutate: ## mutation testing of rtl/: make mutate [MUTANTS=n] [UNITS="fcmp cvt"] [MUT_PER_UNIT=n] -> $(BUILD)/mutants/report.txt
	@$(vl_check) && sim/check_tools.sh g++ python3
	@$(MAKE) --no-print-directory $(LIBSM5) $(RTLU_COBJS) $(LS_OBJ) $(BUILD)/memu/memu_tb.o $(SFU_TB_OBJ) $(DP_OBJ) >/dev/null
	@mkdir -p $(MUT_SEED_DIR); $(MAKE) --no-print-directory $(SM5GEN) >/dev/null; \
	  for s in $$(seq 1 $(MUT_SEEDS)); do $(SM5GEN) $$s --lanes $(MUT_LANES) --instrs 60 > $(MUT_SEED_DIR)/seed_$$s.asm || exit 1; done
	@$(MUT_PY) run --build $(BUILD) --jobs $(MUT_JOBS) --lanes $(MUT_LANES) --sfu-lanes $(MUT_SFU_LANES) --unit-n $(MUT_UNIT_N) --seed-dir $(MUT_SEED_DIR) \
	  --mutants $(MUTANTS) --per-unit $(MUT_PER_UNIT) $(if $(UNITS),--units "$(UNITS)")

mutate-list: ## list the RTL mutants (id, harness, file:line, change) [UNITS=...]
	@python3 sim/mutate.py list --build $(BUILD) $(if $(UNITS),--units "$(UNITS)")

mutate-report: ## mutation score per unit and survivors from the results so far
	@python3 sim/mutate.py report --build $(BUILD) $(if $(UNITS),--units "$(UNITS)")

# The equivalent-mutant list names mutants by the text of the line they change; when that
# line changes, its entry goes stale and this suite fails (judge the survivor again).
TEST_SUITES += mutate_anchors
test-mutate_anchors: ## every id in tb/coverage/equivalent_mutants.txt names a mutant of today's rtl/ (and stale/malformed lines are caught)
	@python3 sim/mutate.py check
