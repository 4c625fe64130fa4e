# Control flow in the hardware (SPEC 13): the sequencer (rtl/sm5_seq.sv, C twin
# cmodel/sm5_seq.c) in front of the core, built as rtl/sm5_core.sv (build/obj_C<n>,
# mk/sim.mk). docs/architecture.md "Sequencer".
#   make test-flow          tb/tests/flow_*.asm in lockstep at FLOW_LANES (each must pass)
#   make test-real-listings the real corpus's lockstep leg (mk/asm.mk) runs here too
#   make sim TEST=flow_loop picks the core build by itself (sm5cyc --needs-seq)
FLOW_LANES  ?= 8 32
FLOW_TESTS  := $(sort $(wildcard tb/tests/flow_*.asm))
REAL_LISTINGS := $(sort $(wildcard tb/listings/real/*.asm))

TEST_SUITES += flow
# + the mask-stack overflow is a clear error (the C twin with a 1-entry stack: the RTL's
# default SEQ_DEPTH is the assembler's nesting limit, so assembled programs cannot overflow it)
# + a group of more waves than MAX_WAVES (sm5_core, default 128) is a clear error naming it
#   (tb/limits/group_1024's 1024 threads at LANES 1)
test-flow: $(foreach l,$(FLOW_LANES),$(BUILD)/obj_C$(l)/sm5sim) $(BUILD)/sm5cyc ## control-flow programs through the sequencer in lockstep (LANES 8 32)
	@sim/sum_results.sh 'tb/lockstep/run_flow.sh flow "$(BUILD)" "$(FLOW_LANES)" $(FLOW_TESTS)' \
	 --check 'ov=$$($(BUILD)/sm5cyc --seq-depth 1 --lanes 8 tb/tests/flow_nested_if.asm 2>&1); \
	  if [ $$? -eq 1 ] && grep -q "flow_nested_if.asm:12: sequencer error: execution-mask stack overflow" <<<"$$ov"; \
	  then echo "ok   mask-stack overflow reported: $$(head -n 1 <<<"$$ov")"; \
	  else echo "FAIL mask-stack overflow not reported clearly:"; echo "$$ov"; exit 1; fi' \
	 --check 'mw=$$($(BUILD)/sm5cyc --lanes 1 tb/limits/group_1024.asm 2>&1); \
	  if [ $$? -eq 2 ] && grep -q "a group of 1024 threads (1024 waves of 1 lane): the sequencer holds at most MAX_WAVES = 128 waves" <<<"$$mw"; \
	  then echo "ok   a group above MAX_WAVES reported: $$(head -n 1 <<<"$$mw")"; \
	  else echo "FAIL a group above MAX_WAVES not reported clearly:"; echo "$$mw"; exit 1; fi'

# the lockstep leg of test-real-listings (its recipe is in mk/asm.mk; its core-model
# prerequisites are added here, where FLOW_LANES is set)
test-real-listings: $(foreach l,$(FLOW_LANES),$(BUILD)/obj_C$(l)/sm5sim)
test-real-listings-lockstep: $(foreach l,$(FLOW_LANES),$(BUILD)/obj_C$(l)/sm5sim) ## the real listings through the sequencer in lockstep (LANES 8 32), skips named
	@tb/lockstep/run_flow.sh real "$(BUILD)" "$(FLOW_LANES)" $(REAL_LISTINGS)

# The C twin alone (no Verilator; seconds): tb/tests/flow_*.asm, the real listings and
# SEQ_C_SEEDS sm5gen --flow seeds per LANES (7: waves of an odd width, partial last
# waves) through the sequencer's twin + the cycle model, final state = archsim's
SEQ_C_LANES ?= 7 8 32
SEQ_C_SEEDS ?= 60
TEST_SUITES += seq_c
test-seq_c: $(BUILD)/sm5cyc $(BUILD)/sm5gen ## sequencer twin + cycle model vs the architectural simulator (flow tests, real listings, random flow seeds; C only)
	@tb/lockstep/run_seq_c.sh "$(BUILD)" "$(SEQ_C_LANES)" $(SEQ_C_SEEDS) $(FLOW_TESTS) $(REAL_LISTINGS)
