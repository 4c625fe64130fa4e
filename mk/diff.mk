# The two runners agree (sim/diff_runners.py): every program of tb/tests,
# tb/lockstep/tests, tb/listings (real/ included), tb/dxbc and DIFF_SEEDS generator seeds
# through make run's architectural simulator and make sim's lockstep model, final
# registers, outputs, UAVs, groupshared memory and hidden counters compared; the first
# difference fails and is named. The models are the ones test-sim and test-flow build.
DIFF_SEEDS ?= 24
# the models it may use (make test: the quick set; make test-all: every one)
DIFF_MODELS ?= L1 L8 L32 L64 C8 C32
DIFF_PROGS := $(sort $(wildcard tb/tests/*.asm tb/lockstep/tests/*.asm tb/listings/*.asm \
                tb/listings/real/*.asm tb/dxbc/*/*.dxbc))
TEST_SUITES += diff_runners
.PHONY: test-diff_runners
test-diff_runners: $(foreach m,$(DIFF_MODELS),$(BUILD)/obj_$(m)/sm5sim) $(SM5RUN) $(BUILD)/sm5cyc $(BUILD)/sm5gen ## make run and make sim agree on the final state of every program (tests, listings, DXBC, DIFF_SEEDS random seeds)
	@python3 sim/diff_runners.py $(BUILD) --seeds $(DIFF_SEEDS) --models "$(DIFF_MODELS)" \
	   --gen-lanes "$(filter-out 1,$(patsubst L%,%,$(filter L%,$(DIFF_MODELS))))" $(DIFF_PROGS)

# make sim as a new user meets it (sim/check_make_sim.sh): bad LANES, //! lanes 1000, an
# endless loop and a program without expects stop before a model is built, with make
# run's messages; a .dxbc given by path keeps its own waves and its hints work; a failed
# expect over many lanes is one line
TEST_SUITES += make_sim
.PHONY: test-make_sim
test-make_sim: $(BUILD)/obj_L8/sm5sim $(BUILD)/obj_L8_vc1/sm5sim $(BUILD)/obj_fpga/sm5sim $(BUILD)/obj_C8/sm5sim \
               $(BUILD)/obj_L8_alu3_cvt3_fma6_im4/sm5sim $(SM5RUN) $(BUILD)/sm5cyc ## make sim refuses bad input and what make run refuses before building a model; hints and names for paths
	@sim/check_make_sim.sh $(BUILD)
