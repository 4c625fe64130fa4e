# Programs at Direct3D 11's own limits (tb/limits/, docs/limits.md): a 1024-thread group
# with barriers and groupshared memory, 72-bone skinning through cb0[r + 26], two
# relatively indexed operands in one instruction, a 4096-entry icb. Each runs on the
# architectural simulator at LANES 1, 8, 32 (expected values: tb/limits/gen_limits.py's
# own arithmetic) and in lockstep on the core builds (LANES 1: group_1024 only, as
# 1024 waves of one lane), run or refused by name as
# tb/limits/limits.list says; then sm5gen --flow --limits seeds on the C models.
LIMITS_LANES ?= 1 8 32
TEST_SUITES += limits
test-limits: $(foreach l,$(LIMITS_LANES),$(BUILD)/obj_C$(l)/sm5sim) $(BUILD)/sm5run $(BUILD)/sm5cyc $(BUILD)/sm5gen ## programs at D3D11's limits: C models, and lockstep run or refused by name (tb/limits/limits.list)
	@tb/limits/run_limits.sh "$(BUILD)" "$(LIMITS_LANES)"
