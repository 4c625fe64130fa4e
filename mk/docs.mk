# Generated documentation that must stay current.
.PHONY: compliance test-compliance
compliance: ## regenerate docs/compliance.md (op x SPEC x C x RTL x tests matrix)
	@python3 sim/compliance.py

TEST_SUITES += compliance
test-compliance: ## docs/compliance.md matches the opcode table and the test files
	@mkdir -p $(BUILD)
	@python3 sim/compliance.py $(BUILD)/compliance.md >/dev/null
	@if diff -u docs/compliance.md $(BUILD)/compliance.md; then echo "1 passed, 0 failed"; \
	 else echo "docs/compliance.md is stale: run make compliance"; echo "0 passed, 1 failed"; exit 1; fi
