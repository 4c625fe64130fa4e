# DXBC containers (docs/dxbc.md): cmodel/sm5_dxbc.c reads and writes them; sm5_prog_load
# takes a .dxbc with its side file NAME.dxbc.test, so `make run PROG=x.dxbc` and
# `make sim TEST=x.dxbc` work as for a listing.
SM5DXBC   := $(BUILD)/sm5dxbc
DXBC_UNIT := $(BUILD)/unit/dxbc
DXBC_BLOBS := $(sort $(wildcard tb/dxbc/*.dxbc tb/dxbc/real/*.dxbc))
# the listings the round trip asm -> dxbc -> micro-ops covers
DXBC_RT_ASM := $(sort $(wildcard tb/tests/*.asm tb/tests_c/*.asm tb/listings/*.asm tb/listings/real/*.asm))

$(SM5DXBC): cmodel/tools/sm5dxbc.c $(LIBSM5) $(CMODEL_HDRS)
	@mkdir -p $(dir $@)
	nice $(CC) $(CSTD) $(CFLAGS) -Icmodel -o $@ $< $(LIBSM5)

.PHONY: sm5dxbc test-dxbc test-dxbc-run test-dxbc-fuzz fuzz-dxbc
sm5dxbc: $(SM5DXBC) ## build build/sm5dxbc (DXBC <-> listing)

$(DXBC_UNIT)/test_dxbc: tb/dxbc/test_dxbc.c $(LIBSM5) $(CMODEL_HDRS)
	@mkdir -p $(dir $@)
	nice $(CC) $(CSTD) $(CFLAGS) -Icmodel -o $@ $< $(LIBSM5)

TEST_SUITES += dxbc
test-dxbc: $(DXBC_UNIT)/test_dxbc ## DXBC: MD5/checksum, peer blobs = their listings, asm -> dxbc -> uops round trip, error messages
	@$< --real tb/listings/real $(wildcard tb/dxbc/real/*.dxbc) --rt $(DXBC_RT_ASM)
