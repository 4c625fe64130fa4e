# DXBC containers (docs/dxbc.md): cmodel/sm5_dxbc.c reads and writes them; sm5_prog_load
# takes a .dxbc with its side file NAME.dxbc.test, so `make run PROG=x.dxbc` and
# `make sim TEST=x.dxbc` work as for a listing.
DXBC_UNIT := $(BUILD)/unit/dxbc
DXBC_BLOBS := $(sort $(wildcard tb/dxbc/*.dxbc tb/dxbc/real/*.dxbc tb/dxbc/peer/*.dxbc tb/dxbc/written/*.dxbc))
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
	@$< --real tb/listings/real $(wildcard tb/dxbc/real/*.dxbc) --checksum $(wildcard tb/dxbc/peer/*.dxbc) --rt $(DXBC_RT_ASM)

# --- fuzzing the reader: a seeded mutation loop over the blobs under gcc ASan/UBSan (in
# make test, a short run), and libFuzzer with clang (make fuzz-dxbc)
FUZZ_DXBC_DIR  := $(BUILD)/fuzz_dxbc
DXBC_FUZZ_SRCS := $(CMODEL_SRCS)
DXBC_FUZZ_N    ?= 300
DXBC_FUZZ_SEED ?= 1
$(FUZZ_DXBC_DIR)/mutate: tb/dxbc/fuzz_dxbc.c $(DXBC_FUZZ_SRCS) $(CMODEL_HDRS)
	@mkdir -p $(dir $@)
	nice $(CC) $(CSTD) -O1 -g -fsanitize=address,undefined -fno-sanitize-recover=all -DDXBC_MUTATE_MAIN \
	  -Icmodel -o $@ tb/dxbc/fuzz_dxbc.c $(DXBC_FUZZ_SRCS)

TEST_SUITES += dxbc-fuzz
test-dxbc-fuzz: $(FUZZ_DXBC_DIR)/mutate ## DXBC reader: seeded mutations of every blob (sizes, offsets, token lengths, bytes) under ASan/UBSan
	@timeout 600 $< -n $(DXBC_FUZZ_N) -s $(DXBC_FUZZ_SEED) $(DXBC_BLOBS) $(wildcard tb/dxbc/fuzz/*.fuzz)

$(FUZZ_DXBC_DIR)/fuzz_dxbc: tb/dxbc/fuzz_dxbc.c $(DXBC_FUZZ_SRCS) $(CMODEL_HDRS)
	@sim/check_tools.sh $(FUZZ_CC)
	@mkdir -p $(dir $@)
	nice $(FUZZ_CC) -std=c11 -O1 -g -fsanitize=fuzzer,address,undefined \
	  -fno-sanitize-recover=undefined -Icmodel -o $@ tb/dxbc/fuzz_dxbc.c $(DXBC_FUZZ_SRCS) \
	  || { echo "error: no libFuzzer runtime? sudo apt-get install -y libclang-rt-14-dev"; exit 1; }

fuzz-dxbc: $(FUZZ_DXBC_DIR)/fuzz_dxbc ## libFuzzer on the DXBC reader: make fuzz-dxbc FUZZ_SECS=n (seeds: the blobs)
	@mkdir -p $(FUZZ_DXBC_DIR)/corpus $(FUZZ_DXBC_DIR)/seeds
	@for f in $(DXBC_BLOBS); do { printf '\001'; cat $$f; } > $(FUZZ_DXBC_DIR)/seeds/$$(basename $$f); done
	@cp tb/dxbc/fuzz/*.fuzz $(FUZZ_DXBC_DIR)/seeds/
	nice $< -max_total_time=$(FUZZ_SECS) -max_len=65536 -timeout=5 -artifact_prefix=$(FUZZ_DXBC_DIR)/ \
	  $(FUZZ_DXBC_DIR)/corpus $(FUZZ_DXBC_DIR)/seeds

# --- every blob runs on the architectural simulator at each of DIRECTED_LANES and meets
# the expectations of its side file (tb/dxbc/written/ was written from tb/tests/ by
# `sm5dxbc --side`; it stays valid when those listings change)
TEST_SUITES += dxbc-run
test-dxbc-run: $(SM5RUN) ## run every tb/dxbc/ blob with its side file (LANES 1 7 32 64)
	@p=0; f=0; \
	 for t in $(DXBC_BLOBS); do ok=1; \
	  for l in $(DIRECTED_LANES); do \
	    out=$$($(SM5RUN) --quiet --lanes $$l $$t 2>&1) || { ok=0; echo "FAIL $$t (LANES=$$l)"; echo "$$out" | sed 's/^/  | /'; break; }; \
	  done; \
	  if [ $$ok = 1 ]; then p=$$((p+1)); else f=$$((f+1)); fi; \
	 done; echo "$$p passed, $$f failed"; [ $$f -eq 0 ]
