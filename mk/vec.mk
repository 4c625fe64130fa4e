# Vector files (SPEC 9): the vecrun CLI over cmodel/sm5_vec.c, the shipped vectors in
# tb/vectors/*.txt, checks that malformed and wrong vectors are reported
# (tb/vectors/bad/), and the libFuzzer harness of the parser (tb/fuzz/vec/).
VEC_FILES := $(sort $(wildcard tb/vectors/*.txt))
VEC_BAD   := $(sort $(wildcard tb/vectors/bad/*.txt))
FUZZ_SECS ?= 60
FUZZ_VEC_DIR := $(BUILD)/fuzz-vec
# the sources the sanitizer builds instrument: every cmodel/*.c (a hand-kept subset of
# what the vector checker reaches broke whenever one of them began to call another file)
VEC_SRCS := $(CMODEL_SRCS)

$(VECRUN): cmodel/tools/vecrun.c $(LIBSM5) $(CMODEL_HDRS)
	@mkdir -p $(dir $@)
	nice $(CC) $(CSTD) $(CFLAGS) -Icmodel -o $@ $< $(LIBSM5)

.PHONY: vecrun vec test-vectors test-vectors-bad test-vec-corpus fuzz-vec
vecrun: $(VECRUN) ## build build/vecrun (the vector-file checker)

vec: $(VECRUN) ## run one vector file: make vec VEC=path
	@if [ -z "$(VEC)" ]; then echo "make vec: give the file: make vec VEC=tb/vectors/minmax.txt"; exit 2; fi
	@if [ ! -f "$(VEC)" ]; then echo "make vec: no such vector file: $(VEC)"; exit 2; fi
	@$(VECRUN) $(VEC)

TEST_SUITES += vectors
test-vectors: $(VECRUN) ## run every tb/vectors/*.txt (one line = one test)
	@$(VECRUN) $(VEC_FILES)

# Each file in tb/vectors/bad/ states in its first line what vecrun must report:
#   # expect-error L:C     vecrun prints FILE:L:C: error: ... and exits non-zero
#   # expect-fail N        vecrun reports exactly N failed vectors and exits non-zero
TEST_SUITES += vectors-bad
test-vectors-bad: $(VECRUN) ## check that malformed / wrong vectors are reported
	@p=0; f=0; for v in $(VEC_BAD); do \
	  hdr=$$(head -n 1 $$v); out=$$($(VECRUN) $$v 2>&1); rc=$$?; ok=1; \
	  case "$$hdr" in \
	  "# expect-error "*) want="$$v:$${hdr#\# expect-error }: error: "; \
	     grep -qF -- "$$want" <<<"$$out" || ok=0 ;; \
	  "# expect-fail "*) n=$${hdr#\# expect-fail }; \
	     grep -qxE -- "[0-9]+ passed, $$n failed" <<<"$$out" || ok=0; \
	     [ "$$(grep -c ': expected .*, got ' <<<"$$out")" = "$$n" ] || ok=0 ;; \
	  *) echo "$$v: first line must be '# expect-error L:C' or '# expect-fail N'"; ok=0 ;; \
	  esac; \
	  [ $$rc -ne 0 ] || ok=0; \
	  if [ $$ok = 1 ]; then p=$$((p+1)); else f=$$((f+1)); \
	    echo "FAIL $$v (rc=$$rc, want: $$hdr)"; echo "$$out" | sed 's/^/  | /'; fi; \
	done; echo "$$p passed, $$f failed"; [ $$f -eq 0 ]

# The fuzz harness replayed over its corpus with gcc's ASan/UBSan (cheap; clang and
# libFuzzer are not needed for this).
$(FUZZ_VEC_DIR)/replay: tb/fuzz/vec/fuzz_vec.c tb/fuzz/replay_main.c $(VEC_SRCS) $(CMODEL_HDRS)
	@mkdir -p $(dir $@)
	nice $(CC) $(CSTD) -O1 -g -fsanitize=address,undefined -fno-sanitize-recover=all \
	  -Icmodel -o $@ tb/fuzz/vec/fuzz_vec.c tb/fuzz/replay_main.c $(VEC_SRCS)

TEST_SUITES += vec-corpus
test-vec-corpus: $(FUZZ_VEC_DIR)/replay ## replay the vector fuzz corpus under ASan/UBSan
	@$< tb/fuzz/vec/corpus/* $(VEC_FILES) $(VEC_BAD)

FUZZ_CC ?= clang-14
$(FUZZ_VEC_DIR)/fuzz_vec: tb/fuzz/vec/fuzz_vec.c $(VEC_SRCS) $(CMODEL_HDRS)
	@sim/check_tools.sh $(FUZZ_CC)
	@mkdir -p $(dir $@)
	nice $(FUZZ_CC) -std=c11 -O1 -g -fsanitize=fuzzer,address,undefined \
	  -fno-sanitize-recover=undefined -Icmodel -o $@ tb/fuzz/vec/fuzz_vec.c $(VEC_SRCS) \
	  || { echo "error: no libFuzzer runtime? sudo apt-get install -y libclang-rt-14-dev"; exit 1; }

fuzz-vec: $(FUZZ_VEC_DIR)/fuzz_vec ## libFuzzer on the vector parser: make fuzz-vec FUZZ_SECS=n
	@mkdir -p $(FUZZ_VEC_DIR)/corpus
	nice $< -max_total_time=$(FUZZ_SECS) -max_len=4096 -dict=tb/fuzz/vec/vec.dict \
	  $(FUZZ_VEC_DIR)/corpus tb/fuzz/vec/corpus
