# Waves (docs/waves.md): GTKWave views generated from waves/views.rules and the FST's own
# signal list (sim/wave_view.py); make sim / sim-broken / waves write them next to the FST.
#   make waves TEST=name     the test's view in GTKWave (target in mk/sim.mk)
#   make waves-check         fresh FSTs, every view and mismatch view loaded in GTKWave
#   make wave-shots          the screenshots of docs/waves.md, from the current RTL
.PHONY: waves-check test-waves wave-shots test-honesty
WAVES_CHECK_MODELS := $(BUILD)/obj_L1/sm5sim $(BUILD)/obj_L8/sm5sim \
                      $(foreach b,fwd scoreboard mem_fwd div_pend,$(BUILD)/obj_broken_$(b)/sm5sim)

TEST_SUITES += waves
test-waves: waves-check
waves-check: $(WAVES_CHECK_MODELS) ## views from waves/views.rules resolve in fresh FSTs, loaded in GTKWave (Xvfb)
	@sim/waves_check.sh $(BUILD)

wave-shots: $(BUILD)/obj_L8/sm5sim $(BUILD)/obj_broken_fwd/sm5sim ## regenerate the docs/waves/ screenshots (GTKWave under Xvfb)
	@sim/wave_shots.sh $(BUILD) docs/waves

# Harness honesty: no runner passes a run that checks nothing, none cuts a
# program's declared lanes (sim/honesty_check.sh: the runners on small programs).
TEST_SUITES += honesty
test-honesty: $(BUILD)/obj_L1/sm5sim $(BUILD)/obj_L8/sm5sim $(BUILD)/sm5cyc $(SM5RUN) $(VECRUN) ## runners fail runs that check nothing, honour //! lanes
	@sim/honesty_check.sh $(BUILD)
