# SPEC 10 arithmetic, C side: the independent checks of the golden model
# (cmodel/sm5_arith.c) against the host SSE unit (FTZ/DAZ), MPFR and separately written
# integer formulas (tb/ref/arith_*.c). Sampled versions are `make test` suites; the
# exhaustive 2^32 sweep of round_*/frc/sqrt (arith-round) and 10x sampled runs of the
# others are part of `make test-long` (mk/indep.mk runs INDEP_LONG).
ARITH_DIR    := $(BUILD)/indep
ARITH_CHECKS := arith-sse arith-mpfr arith-round arith-int
INDEP_LONG   += $(ARITH_CHECKS)
test-long: $(addprefix $(ARITH_DIR)/,$(ARITH_CHECKS))
ARITH_HDRS   := tb/ref/indep.h tb/ref/arith_gen.h tb/ref/arith_common.h $(CMODEL_HDRS)
TEST_SUITES  += $(addprefix indep-,$(ARITH_CHECKS))

# host-FPU references: SSE arithmetic under the MXCSR modes the checks set
$(ARITH_DIR)/arith-sse: tb/ref/arith_sse.c $(ARITH_HDRS) $(LIBSM5)
	@mkdir -p $(dir $@)
	nice $(CC) $(CSTD) $(CFLAGS) -msse2 -frounding-math -Icmodel -Itb/ref -o $@ $< $(LIBSM5) -lm

$(ARITH_DIR)/arith-round: tb/ref/arith_round.c $(ARITH_HDRS) $(LIBSM5)
	@mkdir -p $(dir $@)
	nice $(CC) $(CSTD) $(CFLAGS) -msse2 -frounding-math -Icmodel -Itb/ref -o $@ $< $(LIBSM5) -lm

$(ARITH_DIR)/arith-mpfr: tb/ref/arith_mpfr.c $(ARITH_HDRS) $(LIBSM5)
	@sim/check_tools.sh mpfr
	@mkdir -p $(dir $@)
	nice $(CC) $(CSTD) $(CFLAGS) -frounding-math -Icmodel -Itb/ref -o $@ $< $(LIBSM5) -lmpfr -lgmp -lm

$(ARITH_DIR)/arith-int: tb/ref/arith_int.c $(ARITH_HDRS) $(LIBSM5)
	@mkdir -p $(dir $@)
	nice $(CC) $(CSTD) $(CFLAGS) -Icmodel -Itb/ref -o $@ $< $(LIBSM5) -lm

.PHONY: $(addprefix test-indep-,$(ARITH_CHECKS)) test-arith
$(addprefix test-indep-,$(ARITH_CHECKS)): test-indep-%: $(ARITH_DIR)/%
	@nice $<

test-arith: $(addprefix $(ARITH_DIR)/,$(ARITH_CHECKS)) ## independent checks of the SPEC 10 arithmetic (sampled): SSE, MPFR, libm, integer formulas
	@sim/sum_results.sh $(foreach c,$(ARITH_CHECKS),"nice $(ARITH_DIR)/$(c)")

# front end of SPEC 10 and the SPEC 8 expectation forms: encodings, checks and messages,
# sm5_alu_exec's second output, sm5_expect_match edge by edge (hand-worked)
$(BUILD)/unit/asm/test_arith_asm: tb/unit/test_arith_asm.c $(LIBSM5) $(CMODEL_HDRS)
	@mkdir -p $(dir $@)
	nice $(CC) $(CSTD) $(CFLAGS) -D_POSIX_C_SOURCE=200809L -Icmodel -o $@ $< $(LIBSM5)

TEST_SUITES += asm-arith
.PHONY: test-asm-arith
test-asm-arith: $(BUILD)/unit/asm/test_arith_asm ## SPEC 10 front end and expectation forms: encodings, checks, matching
	@$<

# the FS-table programs tb/tests/arith_fs_*.asm are generated: they must match their
# generator (a hand edit would silently change the reference)
TEST_SUITES += fs-tables
.PHONY: test-fs-tables
test-fs-tables: ## tb/tests/arith_fs_*.asm are what tb/tests/gen_fs_tables.py writes
	@python3 tb/tests/gen_fs_tables.py --check
