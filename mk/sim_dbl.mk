# The DBL pipe in the vector ALU (docs/double-unit.md "Integration"): the
# DP_LANES sweep in lockstep. The default builds (LANES 1 8 32 64, DP_LANES = LANES / 4)
# run the double programs in test-sim; here LANES 8 runs with DP_LANES 1, 2 and 8
# (build/obj_L8_D<n>/sm5sim, verilated with -GDP_LANES=n; the cycle model takes the same
# DP_LANES; DP_LANES 2 is sm5_top's default at LANES 8: build/obj_L8 itself; 1 and 8 are
# the models build/obj_L8_W1 and _W8 shared with the SFU sweep, mk/sim.mk) and runs the
# double programs and the pipeline's timing tests through each.
#   make test-dbl                       the sweep (DBL_SWEEP = LANES:DP_LANES ...)
#   make sim-dbl TEST=pipe_dbl DPL=1    one test on the LANES 8, DP_LANES 1 build
DBL_SWEEP ?= 8:1 8:2 8:8
DBL_TESTS := $(sort $(wildcard tb/tests/double_*.asm)) tb/lockstep/tests/pipe_dbl.asm tb/lockstep/tests/pipe_ddiv.asm \
             tb/lockstep/tests/pipe_arith.asm tb/lockstep/tests/pipe_bypass.asm
dbl_l = $(word 1,$(subst :, ,$(1)))
dbl_d = $(word 2,$(subst :, ,$(1)))
# sm5_top's default DP_LANES (LANES / 4, at least 1) needs no build of its own
dbl_default = $(if $(filter 1 2 3,$(1)),1,$(shell echo $$(( $(1) / 4 ))))
# LANES 8 at a width of SIM_WIDTH_SWEEP: the model shared with the SFU sweep (mk/sim.mk)
dbl_obj = $(if $(filter $(call dbl_default,$(1)),$(2)),$(BUILD)/obj_L$(1),$(or $(if $(filter 8,$(1)),$(call sim_width_obj,$(2))),$(BUILD)/obj_L$(1)_D$(2)))
DBL_MODELS := $(foreach s,$(DBL_SWEEP),$(call dbl_obj,$(call dbl_l,$(s)),$(call dbl_d,$(s)))/sm5sim)

define dbl_model_rule
$(BUILD)/obj_L$(1)_D$(2)/sm5sim: $(SIM_RTL) $(SIM_TB_SV) $(LS_OBJ) $(LIBSM5) tb/lockstep/rtl_glue.cpp tb/lockstep/rtl_glue.h
	$$(call sim_build,$(BUILD)/obj_L$(1)_D$(2),$(1),,,,$(2))
endef
$(foreach s,$(DBL_SWEEP),$(eval $(call dbl_model_rule,$(call dbl_l,$(s)),$(call dbl_d,$(s)))))

# A broken build only a narrow DBL width shows: the write-slot window (LMAX) without the
# DBL latency (tb/lockstep/broken/dbl_lmax.patch). At LANES 8 and DP_LANES 1 the DBL
# latency (21) is the longest; at the lockstep suites' widths DP's (17) is, so only this
# model catches it: test-dbl runs pipe_dbl on it and wants a mismatch
DBL_BROKEN := $(BUILD)/obj_L8_D1_lmax/sm5sim
$(DBL_BROKEN): $(SIM_RTL) $(SIM_TB_SV) $(LS_OBJ) $(LIBSM5) tb/lockstep/rtl_glue.cpp tb/lockstep/rtl_glue.h tb/lockstep/broken/dbl_lmax.patch sim/variant.sh
	$(call sim_build,$(BUILD)/obj_L8_D1_lmax,8,tb/lockstep/broken/dbl_lmax.patch,,,1)

.PHONY: test-dbl sim-dbl
TEST_SUITES += dbl
test-dbl: $(DBL_MODELS) $(DBL_BROKEN) ## DBL pipe: double programs + pipeline timing tests in lockstep at LANES 8 with DP_LANES 1, 2, 8; the broken build dbl_lmax caught
	@pass=0; fail=0; mkdir -p $(BUILD)/sim; \
	 for s in $(foreach s,$(DBL_SWEEP),$(s):$(call dbl_obj,$(call dbl_l,$(s)),$(call dbl_d,$(s)))); do \
	   l=$${s%%:*}; s=$${s#*:}; d=$${s%%:*}; o=$${s#*:}; \
	   for f in $(DBL_TESTS); do n=$$(basename $$f .asm); \
	     out=$$($$o/sm5sim --test $$n --seed 0 --lockstep-only --show-config \
	           --trace $(BUILD)/sim/$${n}_L$${l}_D$${d}.trace \
	           --repro "make sim-dbl TEST=$$n DPL=$$d" $$f 2>&1); rc=$$?; \
	     if [ $$rc -eq 0 ] && ! grep -q "^config: lanes $$l dp_lanes $$d " <<<"$$out"; then rc=1; \
	       out="$$o runs $$(grep '^config:' <<<"$$out"), not LANES $$l DP_LANES $$d (mk/sim_dbl.mk dbl_default and sm5_top's default disagree)"; fi; \
	     if [ $$rc -eq 0 ]; then pass=$$((pass+1)); echo "ok   L$$l DP_LANES $$d $$(grep '^sim:' <<<"$$out" | tail -n 1)"; \
	     else fail=$$((fail+1)); echo "FAIL L$$l DP_LANES $$d $$n"; sed 's/^/     | /' <<<"$$out" | head -n 30; fi; \
	   done; done; \
	 out=$$($(DBL_BROKEN) --test pipe_dbl --seed 0 --lockstep-only tb/lockstep/tests/pipe_dbl.asm 2>&1); \
	 if grep -q "^MISMATCH test pipe_dbl .* field rf_wr" <<<"$$out"; then pass=$$((pass+1)); \
	   echo "ok   broken dbl_lmax (L8 DP_LANES 1) caught: $$(grep -m1 '^MISMATCH' <<<"$$out")"; \
	 else fail=$$((fail+1)); echo "FAIL broken dbl_lmax (tb/lockstep/broken/dbl_lmax.patch) not caught by pipe_dbl"; \
	   sed 's/^/     | /' <<<"$$out" | head -n 10; fi; \
	 echo "$$pass passed, $$fail failed"; [ $$fail -eq 0 ]

DPL ?= 1
sim-dbl: ## one lockstep test on the LANES 8, DP_LANES=$(DPL) build: make sim-dbl TEST=pipe_dbl DPL=1|2|4|8
	@f=$$(tb/lockstep/find_test.sh "$(TEST)") || exit 2; n=$$(basename $$f .asm); \
	 $(MAKE) -s --no-print-directory $(call dbl_obj,8,$(DPL))/sm5sim || exit 1; \
	 $(call dbl_obj,8,$(DPL))/sm5sim --test $$n --seed 0 --lockstep-only --trace $(BUILD)/$$n.trace $$f
