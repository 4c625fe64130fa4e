# Doc tests (sim/doc_tests.py): every ```asm program in README.md and docs/*.md is run on
# the architectural simulator, every command in their command blocks is looked up in
# make's database (targets, test names, files, tool options) and the cheap ones (make run,
# build/sm5run, build/sm5dxbc, ...) are run; a self-test checks that a page of broken
# examples is reported at the right lines. The tools the run commands use are
# prerequisites, so make test's prebuild builds them.
DOCTEST_TOOLS := $(SM5RUN) $(BUILD)/sm5dxbc $(BUILD)/sm5cyc $(BUILD)/vecrun

.PHONY: test-doctest
TEST_SUITES += doctest
test-doctest: $(DOCTEST_TOOLS) ## docs: every program and command in README.md and docs/*.md assembles, runs or exists
	@sim/check_tools.sh python3
	@python3 sim/doc_tests.py --build $(BUILD) --self-test
