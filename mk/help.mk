# make help / make help-all (the Makefile's help target, sim/make_help.py): the targets'
# `## description` comments in the sections of mk/help.sections, at most 100 columns.
.PHONY: help-all test-help
HELP_MAKEFILES = $(MAKEFILE_LIST)

TEST_SUITES += help
# the real outputs of make help and make help-all: every line at most 100 columns, the
# everyday targets (sim waves run test regress) first, every target of a section defined
test-help: ## make help / help-all: 100 columns, everyday targets first, known targets
	@mkdir -p $(BUILD)/help && \
	 $(MAKE) -s --no-print-directory help > $(BUILD)/help/help.txt && \
	 $(MAKE) -s --no-print-directory help-all > $(BUILD)/help/help-all.txt && \
	 HELP_OUT=$(BUILD)/help/help.txt HELP_ALL_OUT=$(BUILD)/help/help-all.txt \
	   python3 sim/make_help.py --test --sections mk/help.sections $(HELP_MAKEFILES)
