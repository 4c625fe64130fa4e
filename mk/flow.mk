# Control flow in the hardware (issue 16 part 2): the sequencer (rtl/sm5_seq.sv, C twin
# cmodel/sm5_seq.c) in front of the core, built as rtl/sm5_core.sv (build/obj_C<n>,
# mk/sim.mk). docs/architecture.md "Sequencer".
#   make test-flow          tb/tests/flow_*.asm in lockstep at FLOW_LANES (each must pass)
#   make test-real-listings the real corpus's lockstep leg (mk/asm.mk) runs here too
#   make sim TEST=flow_loop picks the core build by itself (sm5cyc --needs-seq)
FLOW_LANES  ?= 8 32
FLOW_TESTS  := $(sort $(wildcard tb/tests/flow_*.asm))
REAL_LISTINGS := $(sort $(wildcard tb/listings/real/*.asm))

TEST_SUITES += flow
test-flow: $(foreach l,$(FLOW_LANES),$(BUILD)/obj_C$(l)/sm5sim) ## control-flow programs through the sequencer in lockstep (LANES 8 32)
	@tb/lockstep/run_flow.sh flow "$(BUILD)" "$(FLOW_LANES)" $(FLOW_TESTS)

# the lockstep leg of test-real-listings
test-real-listings-lockstep: $(foreach l,$(FLOW_LANES),$(BUILD)/obj_C$(l)/sm5sim) ## the real listings through the sequencer in lockstep (LANES 8 32), skips named
	@tb/lockstep/run_flow.sh real "$(BUILD)" "$(FLOW_LANES)" $(REAL_LISTINGS)
