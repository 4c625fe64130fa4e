# Constrained-random lockstep regression (sim/regress.py, docs/regression.md):
#   make regress SEEDS=n JOBS=j [SEED_FIRST=s] [LANES=n] [INSTRS=n]   -> build/regress.xml
#   make regress BACKEND=slurm SEEDS=n [PARTITION=p] [SEEDS_PER_TASK=n] [TASK_TIME=t]
#                                      one sbatch --array + a dependent merge job
#   make regress-resume [RESULTS=dir]               rerun the seeds without a result, merge
#   make regress-wait [RESULTS=dir]                 slurm: wait for the merge, print it
#   make regress-one SEED=n [LANES=n] [WAVES=1] [FLOW=1]  rerun one seed (waves on by
#                                                   default; FLOW=1: a --flow seed)
#   make regress-long                               REGRESS_LONG_SEEDS seeds (2000)
#   make test-regress_short                         24 seeds, part of make test
#   make test-slurm                                 throwaway SLURM cluster (root)
# Each seed: build/sm5gen program -> build/sm5run (no crash) -> build/obj_L<n>/sm5sim
# (lockstep, waves off) -> build/sm5cov (functional bins). LANES cycles over 1 8 32 64
# by seed unless given. Every tool is built here, once, before anything runs or is
# submitted; the runs use copies in the results folder.
SEED_FIRST    ?= 1
SEEDS         ?= 24
SEED_COUNT    ?= $(SEEDS)
INSTRS        ?= 40
REGRESS_TIMEOUT ?= 300
REGRESS_LONG_SEEDS ?= 2000
REGRESS_SHORT_SEEDS ?= 24
BACKEND       ?= local
RESULTS       ?= $(BUILD)/regress/results
# slurm backend: seeds per array task, sbatch --partition / --time (per task, and for
# the merge job), CPUs per task (its seeds run that many at a time), at most
# ARRAY_LIMIT tasks at once (0: no limit), more sbatch options, WAIT=1: block until the
# merged report is printed
SEEDS_PER_TASK ?= 500
PARTITION     ?=
TASK_TIME     ?=
MERGE_TIME    ?=
TASK_CPUS     ?= 1
ARRAY_LIMIT   ?= 0
SBATCH_ARGS   ?=
WAIT          ?= 0
# CODE_COV=1: the seeds run on the --coverage lockstep model of mk/coverage.mk (LANES must
# be COV_LANES) and the merge adds Verilator line/toggle coverage (RESULTS/code/)
CODE_COV      ?= 0
REG_CODE_COV   = $(filter 1,$(CODE_COV))
# test only (make test-slurm): SEED:SECONDS, that seed's task sleeps first
REGRESS_TEST_DELAY ?=
# the JUnit report: build/regress.xml for the local backend (as always); the slurm
# backend writes RESULTS/regress.xml unless REGRESS_XML is given
REGRESS_XML   ?= $(if $(filter slurm,$(BACKEND)),$(RESULTS)/regress.xml,$(BUILD)/regress.xml)
# LANES counts only when given on the command line or in the environment (the Makefile
# default 32 would otherwise pin every seed to one width)
REG_LANES_SET := $(if $(filter command line environment,$(origin LANES)),$(LANES))
# the widths of test-regress_short (make test: 1 8; make test-all: all four)
REG_SHORT_LANES ?= 1 8 32 64
# VEC_COMPS: the seeds cycle through REG_VC_CYCLE (a step per round of the LANES cycle)
# unless VEC_COMPS is given; a model per LANES and VEC_COMPS (obj_L<n>_vc<k> below 4)
REG_VC_CYCLE  ?= 4 1 2
REG_VC_SET    := $(if $(filter command line environment,$(origin VEC_COMPS)),$(VEC_COMPS))
reg_vc_sfx     = $(if $(filter-out 4,$(1)),_vc$(1))
REG_MODELS     = $(foreach l,$(if $(REG_LANES_SET),$(REG_LANES_SET),$(REG_SHORT_LANES)),$(foreach v,$(if $(REG_VC_SET),$(REG_VC_SET),$(REG_VC_CYCLE)),$(BUILD)/obj_L$(l)$(call reg_vc_sfx,$(v))/sm5sim))
REG_TOOLS      = $(SM5GEN) $(SM5RUN) $(SM5COV)
REG_OPTS       = --build $(BUILD) --instrs $(INSTRS) --timeout $(REGRESS_TIMEOUT) \
                 $(if $(REG_LANES_SET),--lanes $(REG_LANES_SET)) --vc-cycle "$(REG_VC_CYCLE)" \
                 $(if $(REG_VC_SET),--vec-comps $(REG_VC_SET))
REG_PY         = nice python3 sim/regress.py run --jobs $(JOBS) $(REG_OPTS)
REG_SUBMIT     = python3 sim/regress.py submit $(REG_OPTS) --seeds-per-task $(SEEDS_PER_TASK) \
                 --cpus-per-task $(TASK_CPUS) --array-limit $(ARRAY_LIMIT) \
                 $(if $(PARTITION),--partition '$(PARTITION)') $(if $(TASK_TIME),--time '$(TASK_TIME)') \
                 $(if $(MERGE_TIME),--merge-time '$(MERGE_TIME)') $(if $(SBATCH_ARGS),--sbatch-args '$(SBATCH_ARGS)') \
                 $(if $(REGRESS_TEST_DELAY),--test-delay $(REGRESS_TEST_DELAY)) $(if $(filter 1,$(WAIT)),--wait)
REG_BACKENDS  := local slurm
# (checked before the models are built)
ifneq ($(filter regress,$(MAKECMDGOALS)),)
ifneq ($(filter-out $(REG_BACKENDS),$(BACKEND))$(words $(BACKEND)),1)
$(error regress: unknown BACKEND=$(BACKEND) (known: $(REG_BACKENDS)))
endif
endif
# the broken-RTL list (the tree layout is moving: tb/broken -> tb/lockstep/broken)
REG_BROKEN_LIST := tb/lockstep/broken/broken.list

$(SM5GEN): cmodel/tools/sm5gen.c $(LIBSM5) $(CMODEL_HDRS)
	@mkdir -p $(dir $@)
	nice $(CC) $(CSTD) $(CFLAGS) -Icmodel -o $@ $< $(LIBSM5)

.PHONY: sm5gen regress regress-long regress-one regress-resume regress-wait regress-merge test-regress_short test-slurm
sm5gen: $(SM5GEN) ## build build/sm5gen (seeded random program generator)

# The tools and models are prerequisites (built once, serially, before the seeds fan out
# here or the array is submitted; nothing is built inside a task).
regress: $(REG_TOOLS) $(if $(REG_CODE_COV),$(COV_OBJ)/sm5sim,$(REG_MODELS)) ## random lockstep regression: make regress SEEDS=n JOBS=j [SEED_FIRST=s] [LANES=n] [BACKEND=slurm] [CODE_COV=1]
	@$(if $(REG_CODE_COV),$(if $(filter $(COV_LANES),$(REG_LANES_SET)),,echo "regress: CODE_COV=1 runs the --coverage model $(COV_OBJ): give LANES=$(COV_LANES) (or COV_LANES=n LANES=n)"; exit 2;)) \
	$(if $(filter slurm,$(BACKEND)),$(REG_SUBMIT),$(REG_PY)) --first $(SEED_FIRST) --count $(SEED_COUNT) \
	  --junit $(REGRESS_XML) --suite regress --results $(RESULTS) \
	  $(if $(REG_CODE_COV),--code-cov --sim $(COV_OBJ)/sm5sim)

# (PARTITION, TASK_TIME, SBATCH_ARGS and a SEEDS_PER_TASK given here replace the run's)
regress-resume: ## rerun only the seeds of RESULTS without a result (killed/missing), same backend, then merge
	@nice python3 sim/regress.py resume --results $(RESULTS) --jobs $(JOBS) $(if $(filter 1,$(WAIT)),--wait) \
	  $(if $(PARTITION),--partition '$(PARTITION)') $(if $(TASK_TIME),--time '$(TASK_TIME)') \
	  $(if $(SBATCH_ARGS),--sbatch-args '$(SBATCH_ARGS)') \
	  $(if $(filter command line environment,$(origin SEEDS_PER_TASK)),--seeds-per-task $(SEEDS_PER_TASK))

regress-wait: ## slurm backend: wait for the merge job of RESULTS and print the merged report
	@python3 sim/regress.py wait --results $(RESULTS)

regress-merge: ## merge RESULTS again by hand (JUnit, coverage, summary) from the seeds' result files
	@python3 sim/regress.py merge --results $(RESULTS)

regress-long: $(REG_TOOLS) $(REG_MODELS) ## long random regression (REGRESS_LONG_SEEDS=2000 seeds) -> build/regress-long.xml
	@$(REG_PY) --quiet --first $(SEED_FIRST) --count $(REGRESS_LONG_SEEDS) \
	  --junit $(BUILD)/regress-long.xml --suite regress_long --results $(BUILD)/regress/long

# ... and REGRESS_SHORT_FLOW_SEEDS seeds with control flow (sm5gen --flow) through the
# sequencer at LANES 8 (the core build, mk/flow.mk)
REGRESS_SHORT_FLOW_SEEDS ?= 8
TEST_SUITES += regress_short
test-regress_short: $(REG_TOOLS) $(REG_MODELS) $(BUILD)/obj_C8/sm5sim $(BUILD)/obj_C8_vc1/sm5sim ## 24 random seeds in lockstep (spread over REG_SHORT_LANES, 1 8 32 64, and VEC_COMPS 4 1 2) + 8 control-flow seeds (LANES 8, sequencer, VEC_COMPS 4 and 1)
	@sim/sum_results.sh '$(REG_PY) --quiet --first 1 --count $(REGRESS_SHORT_SEEDS) --lane-cycle "$(REG_SHORT_LANES)" \
	  --junit $(BUILD)/regress-short.xml --suite regress_short --results $(BUILD)/regress/short' \
	  '$(REG_PY) --quiet --flow --lanes 8 --vc-cycle "4 1" --first 1 --count $(REGRESS_SHORT_FLOW_SEEDS) \
	  --junit $(BUILD)/regress-short-flow.xml --suite regress_short_flow --results $(BUILD)/regress/short_flow'

# A throwaway single-node SLURM cluster (sim/slurm/): 40 seeds through make regress
# BACKEND=slurm, one task cancelled on purpose, resumed to 40 passed. Needs root (CI
# runs as root); about 30 s, so it is part of make test.
TEST_SUITES += slurm
SLURM_TEST_LANES ?= 1
SLURM_TEST_INSTRS ?= 20
test-slurm: $(REG_TOOLS) $(foreach v,$(REG_VC_CYCLE),$(BUILD)/obj_L$(SLURM_TEST_LANES)$(call reg_vc_sfx,$(v))/sm5sim) ## throwaway SLURM cluster: 40 seeds as a job array, one task killed, resumed (root)
	@MAKE="$(MAKE)" BUILD="$(BUILD)" LANES=$(SLURM_TEST_LANES) INSTRS=$(SLURM_TEST_INSTRS) \
	  sim/slurm/test_slurm.sh

# One seed again, with the same lanes and issue pattern as in the regression, through
# make sim (waves in waves/seed_<n>.fst, trace in waves/seed_<n>.log).
REG1_LANES  = $(if $(REG_LANES_SET),$(REG_LANES_SET),$(word $(shell echo $$(( $(SEED) % 4 + 1 ))),1 8 32 64))
REG1_BUBBLE = $(shell echo $$(( ($(SEED) >> 2) & 1 ? $(SEED) : 0 )))
REG1_VC     = $(if $(REG_VC_SET),$(REG_VC_SET),$(word $(shell echo $$(( $(SEED) / 4 % 3 + 1 ))),4 1 2))
regress-one: $(SM5GEN) ## rerun one regression seed with waves: make regress-one SEED=n [LANES=n] [VEC_COMPS=k] [WAVES=0]
	@mkdir -p $(BUILD)/regress/prog
	@$(SM5GEN) $(SEED) --lanes $(REG1_LANES) --instrs $(INSTRS) $(if $(filter 1,$(FLOW)),--flow) > $(BUILD)/regress/prog/seed_$(SEED).asm
	@echo "seed $(SEED): LANES $(REG1_LANES) VEC_COMPS $(REG1_VC), issue seed $(REG1_BUBBLE), program $(BUILD)/regress/prog/seed_$(SEED).asm"
	@$(MAKE) --no-print-directory sim TEST=$(BUILD)/regress/prog/seed_$(SEED).asm \
	  LANES=$(REG1_LANES) VEC_COMPS=$(REG1_VC) SEED=$(REG1_BUBBLE) WAVES=$(if $(filter 0,$(WAVES)),0,1)

# The regression must be able to fail: every broken-RTL build of the broken list
# has to be caught by some of REGRESS_BROKEN_SEEDS random seeds (same generator, its
# own lanes); one test per broken build.
REGRESS_BROKEN_SEEDS ?= 48
# Broken builds the random generator cannot reach by design; their directed test in
# make test-broken catches them. Each needs its reason here:
#   sfu_table    one LSB of one rcp table entry (segment 100): only inputs of that
#                segment's sub-range change; tb/tests/sfu_tables.asm aims at it
#   seq_vin_lane ps/vs v# inputs: sm5gen writes compute shaders only (no v#)
REG_BROKEN_DIRECTED_ONLY := sfu_table seq_vin_lane
REG_BROKEN := $(filter-out $(addsuffix :%,$(REG_BROKEN_DIRECTED_ONLY)),$(shell awk '!/^\#/ && NF {print $$1 ":" $$2}' $(REG_BROKEN_LIST) 2>/dev/null))
TEST_SUITES += regress_broken
test-regress_broken: $(SM5GEN) $(SM5RUN) $(foreach b,$(REG_BROKEN),$(BUILD)/obj_broken_$(firstword $(subst :, ,$(b)))/sm5sim) ## broken-RTL builds must be caught by random seeds
	@p=0; f=0; for b in $(REG_BROKEN); do n=$${b%%:*}; l=$${b##*:}; \
	  fl=; case $$n in seq_*) fl=--flow;; esac; \
	  k=$$(echo "$$l" | sed -n 's/.*_vc\([0-9]\).*/\1/p'); [ -z "$$k" ] || fl="$$fl --vec-comps $$k"; l=$${l%%_*}; \
	  out=$$(nice python3 sim/regress.py run --build $(BUILD) --jobs $(JOBS) --instrs $(INSTRS) --quiet $$fl \
	    --sim $(BUILD)/obj_broken_$$n/sm5sim --lanes $$l --first 1 --count $(REGRESS_BROKEN_SEEDS) \
	    --expect-fail --no-cov --junit $(BUILD)/regress-broken-$$n.xml --suite regress_broken_$$n \
	    --results $(BUILD)/regress/broken_$$n 2>&1); rc=$$?; \
	  echo "$$out" | grep -E 'caught|NOT caught|outside' ; \
	  if [ $$rc -eq 0 ]; then p=$$((p+1)); else f=$$((f+1)); fi; \
	done; echo "$$p passed, $$f failed"; [ $$f -eq 0 ]
