# Constrained-random lockstep regression (sim/regress.py, docs/regression.md):
#   make regress SEEDS=n JOBS=j [SEED_FIRST=s] [LANES=n] [INSTRS=n]   -> build/regress.xml
#   make regress-one SEED=n [LANES=n] [WAVES=1]     rerun one seed (waves on by default)
#   make regress-long                               REGRESS_LONG_SEEDS seeds (2000)
#   make test-regress_short                         24 seeds, part of make test
# Each seed: build/sm5gen program -> build/sm5run (no crash) -> build/obj_L<n>/sm5sim
# (lockstep, waves off). LANES cycles over 1 8 32 64 by seed unless given.
SM5GEN        := $(BUILD)/sm5gen
SEED_FIRST    ?= 1
SEEDS         ?= 24
SEED_COUNT    ?= $(SEEDS)
INSTRS        ?= 40
REGRESS_XML   ?= $(BUILD)/regress.xml
REGRESS_TIMEOUT ?= 300
REGRESS_LONG_SEEDS ?= 2000
REGRESS_SHORT_SEEDS ?= 24
# LANES counts only when given on the command line or in the environment (the Makefile
# default 32 would otherwise pin every seed to one width)
REG_LANES_SET := $(if $(filter command line environment,$(origin LANES)),$(LANES))
REG_MODELS     = $(foreach l,$(if $(REG_LANES_SET),$(REG_LANES_SET),1 8 32 64),$(BUILD)/obj_L$(l)/sm5sim)
REG_PY         = nice python3 sim/regress.py --build $(BUILD) --jobs $(JOBS) --instrs $(INSTRS) \
                 --timeout $(REGRESS_TIMEOUT) $(if $(REG_LANES_SET),--lanes $(REG_LANES_SET))

$(SM5GEN): cmodel/tools/sm5gen.c $(LIBSM5) $(CMODEL_HDRS)
	@mkdir -p $(dir $@)
	nice $(CC) $(CSTD) $(CFLAGS) -Icmodel -o $@ $< $(LIBSM5)

.PHONY: sm5gen regress regress-long regress-one test-regress_short
sm5gen: $(SM5GEN) ## build build/sm5gen (seeded random program generator)

# The models are prerequisites (built once, serially, before the seeds fan out).
regress: $(SM5GEN) $(SM5RUN) $(REG_MODELS) ## random lockstep regression: make regress SEEDS=n JOBS=j [SEED_FIRST=s] [LANES=n]
	@$(REG_PY) --first $(SEED_FIRST) --count $(SEED_COUNT) --junit $(REGRESS_XML) --suite regress

regress-long: $(SM5GEN) $(SM5RUN) $(REG_MODELS) ## long random regression (REGRESS_LONG_SEEDS=2000 seeds) -> build/regress-long.xml
	@$(REG_PY) --quiet --first $(SEED_FIRST) --count $(REGRESS_LONG_SEEDS) \
	  --junit $(BUILD)/regress-long.xml --suite regress_long

TEST_SUITES += regress_short
test-regress_short: $(SM5GEN) $(SM5RUN) $(REG_MODELS) ## 24 random seeds in lockstep (6 per LANES 1 8 32 64)
	@$(REG_PY) --quiet --first 1 --count $(REGRESS_SHORT_SEEDS) \
	  --junit $(BUILD)/regress-short.xml --suite regress_short

# One seed again, with the same lanes and issue pattern as in the regression, through
# make sim (waves in waves/seed_<n>.fst, trace in waves/seed_<n>.log).
REG1_LANES  = $(if $(REG_LANES_SET),$(REG_LANES_SET),$(word $(shell echo $$(( $(SEED) % 4 + 1 ))),1 8 32 64))
REG1_BUBBLE = $(shell echo $$(( ($(SEED) >> 2) & 1 ? $(SEED) : 0 )))
regress-one: $(SM5GEN) ## rerun one regression seed with waves: make regress-one SEED=n [LANES=n] [WAVES=0]
	@mkdir -p $(BUILD)/regress/prog
	@$(SM5GEN) $(SEED) --lanes $(REG1_LANES) --instrs $(INSTRS) > $(BUILD)/regress/prog/seed_$(SEED).asm
	@echo "seed $(SEED): LANES $(REG1_LANES), issue seed $(REG1_BUBBLE), program $(BUILD)/regress/prog/seed_$(SEED).asm"
	@$(MAKE) --no-print-directory sim TEST=$(BUILD)/regress/prog/seed_$(SEED).asm \
	  LANES=$(REG1_LANES) SEED=$(REG1_BUBBLE) WAVES=$(if $(filter 0,$(WAVES)),0,1)

# The regression must be able to fail: every broken-RTL build of tb/lockstep/broken/broken.list
# has to be caught by some of REGRESS_BROKEN_SEEDS random seeds (same generator, its
# own lanes); one test per broken build.
REGRESS_BROKEN_SEEDS ?= 48
REG_BROKEN := $(shell awk '!/^\#/ && NF {print $$1 ":" $$2}' tb/lockstep/broken/broken.list 2>/dev/null)
TEST_SUITES += regress_broken
test-regress_broken: $(SM5GEN) $(SM5RUN) $(foreach b,$(REG_BROKEN),$(BUILD)/obj_broken_$(firstword $(subst :, ,$(b)))/sm5sim) ## broken-RTL builds must be caught by random seeds
	@p=0; f=0; for b in $(REG_BROKEN); do n=$${b%%:*}; l=$${b##*:}; \
	  out=$$(nice python3 sim/regress.py --build $(BUILD) --jobs $(JOBS) --instrs $(INSTRS) --quiet \
	    --sim $(BUILD)/obj_broken_$$n/sm5sim --lanes $$l --first 1 --count $(REGRESS_BROKEN_SEEDS) \
	    --expect-fail --junit $(BUILD)/regress-broken-$$n.xml --suite regress_broken_$$n 2>&1); rc=$$?; \
	  echo "$$out" | grep -E 'caught|NOT caught|outside' ; \
	  if [ $$rc -eq 0 ]; then p=$$((p+1)); else f=$$((f+1)); fi; \
	done; echo "$$p passed, $$f failed"; [ $$f -eq 0 ]
