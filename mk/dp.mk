# Double precision (issue 15, SPEC 12), C side: the independent checks of the binary64
# golden model (cmodel/sm5_f64.c) against the host's IEEE-754 double arithmetic (SSE2,
# FTZ/DAZ off; libm fma() checked fused first) and MPFR (tb/ref/dp_*.c). Sampled runs
# are `make test` suites (indep-dp-host, indep-dp-mpfr); 10x runs are in `make
# test-long`. The RTL unit's harness is further down (test-dp).
DP_REF_DIR    := $(BUILD)/indep
DP_REF_CHECKS := dp-host dp-mpfr
DP_REF_HDRS   := tb/ref/indep.h tb/ref/dp_gen.h tb/ref/dp_common.h $(CMODEL_HDRS)
TEST_SUITES   += $(addprefix indep-,$(DP_REF_CHECKS))
DP_LONG       := $(DP_REF_CHECKS)

$(DP_REF_DIR)/dp-host: tb/ref/dp_host.c $(DP_REF_HDRS) $(LIBSM5)
	@mkdir -p $(dir $@)
	nice $(CC) $(CSTD) $(CFLAGS) -msse2 -mfpmath=sse -ffp-contract=off -frounding-math -Icmodel -Itb/ref -o $@ $< $(LIBSM5) -lm

$(DP_REF_DIR)/dp-mpfr: tb/ref/dp_mpfr.c $(DP_REF_HDRS) $(LIBSM5)
	@sim/check_tools.sh mpfr
	@mkdir -p $(dir $@)
	nice $(CC) $(CSTD) $(CFLAGS) -frounding-math -Icmodel -Itb/ref -o $@ $< $(LIBSM5) -lmpfr -lgmp -lm

.PHONY: $(addprefix test-indep-,$(DP_REF_CHECKS)) test-dp-ref
$(addprefix test-indep-,$(DP_REF_CHECKS)): test-indep-%: $(DP_REF_DIR)/%
	@nice $<

test-dp-ref: $(addprefix $(DP_REF_DIR)/,$(DP_REF_CHECKS)) ## double golden model vs host IEEE double and MPFR (sampled)
	@p=0; f=0; for c in $(DP_REF_CHECKS); do \
	  out=$$(nice $(DP_REF_DIR)/$$c 2>&1); rc=$$?; echo "$$out"; \
	  l=$$(echo "$$out" | grep -E '^[0-9]+ passed, [0-9]+ failed$$' | tail -n 1); \
	  if [ -n "$$l" ]; then p=$$((p + $${l%% *})); lf=$${l#*, }; f=$$((f + $${lf%% *})); fi; \
	  if [ $$rc -ne 0 ] && [ -z "$$l" ]; then f=$$((f + 1)); fi; \
	done; echo "$$p passed, $$f failed"; [ $$f -eq 0 ]

# front end of the double forms: encodings, operand rules and their messages (hand-worked)
$(BUILD)/unit/asm/test_asm_double: tb/unit/test_asm_double.c $(LIBSM5) $(CMODEL_HDRS)
	@mkdir -p $(dir $@)
	nice $(CC) $(CSTD) $(CFLAGS) -Icmodel -o $@ $< $(LIBSM5)

TEST_SUITES += asm-double
.PHONY: test-asm-double
test-asm-double: $(BUILD)/unit/asm/test_asm_double ## double forms (SPEC 12): encodings, fxc operand rules, messages
	@$<
