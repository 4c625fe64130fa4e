# Memory and atomics golden model (cmodel/sm5_mem.c): directed unit tests whose expected
# values are worked by hand from SPEC 6 (tb/unit/test_mem.c).
TEST_SUITES += mem

$(BUILD)/unit/test_mem: tb/unit/test_mem.c $(LIBSM5) $(CMODEL_HDRS)
	@mkdir -p $(dir $@)
	nice $(CC) $(CSTD) $(CFLAGS) -Icmodel -o $@ $< $(LIBSM5)

.PHONY: test-mem
test-mem: $(BUILD)/unit/test_mem ## directed tests of the memory / atomic golden model
	@$<
