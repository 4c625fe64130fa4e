# Program front end: assembler (cmodel/sm5_asm.c), disassembler, architectural simulator
# (cmodel/sm5_archsim.c) and the sm5run CLI; the directed .asm tests and listings; the
# C vs SystemVerilog micro-op encoding check; the assembler fuzzer.
ASM_UNIT  := $(BUILD)/unit/asm
# tb/tests_c/: programs with ops only the C model runs yet (SPEC 13 flow control); the
# lockstep suite reads tb/tests/ and must not see them
ASM_TESTS := $(sort $(wildcard tb/tests/*.asm) $(wildcard tb/listings/*.asm) $(wildcard tb/tests_c/*.asm) \
                   $(wildcard tb/listings/real/*.asm))
# lane counts every directed test must pass at (SPEC: deterministic for LANES 1..64)
DIRECTED_LANES ?= 1 7 32 64

$(SM5RUN): cmodel/tools/sm5run.c $(LIBSM5) $(CMODEL_HDRS)
	@mkdir -p $(dir $@)
	nice $(CC) $(CSTD) $(CFLAGS) -Icmodel -o $@ $< $(LIBSM5)

.PHONY: sm5run run disasm test-asm test-asm-roundtrip test-asm-badinput test-directed test-uopsv \
        test-asm-corpus fuzz-asm
sm5run: $(SM5RUN) ## build build/sm5run (assembler + architectural simulator CLI)

# make run PROG=file.asm [LANES=n] [DUMP=1] [CYCLES=1] [NO_EXPECT=1]: LANES applies when
# the program has no //! lanes; CYCLES=1 hands the same arguments to the cycle model
# ($(BUILD)/sm5cyc). A program without //! expect lines fails (nothing checked) unless
# NO_EXPECT=1 says it runs without checks on purpose. DOUBLES=0 refuses a program with a
# double instruction, as a build without the double unit (make sim DOUBLES=0).
RUN_LANES = $(if $(filter command line environment,$(origin LANES)),--lanes $(LANES)) $(if $(filter 1,$(NO_EXPECT)),--no-expect) \
            $(if $(DOUBLES),--doubles $(DOUBLES))
run: $(SM5RUN) ## run a program on the arch simulator: make run PROG=f.asm [LANES=n] [DUMP=1] [CYCLES=1] [NO_EXPECT=1] [DOUBLES=0]
	@test -n "$(PROG)" || { echo "usage: make run PROG=file.asm [LANES=n] [DUMP=1] [CYCLES=1] [NO_EXPECT=1]"; exit 2; }
ifeq ($(CYCLES),1)
	@$(MAKE) --no-print-directory $(BUILD)/sm5cyc
	$(BUILD)/sm5cyc $(RUN_LANES) $(if $(filter 1,$(DUMP)),--dump) $(PROG)
else
	$(SM5RUN) $(RUN_LANES) $(if $(filter 1,$(DUMP)),--dump) $(PROG)
endif

disasm: $(SM5RUN) ## print a program as the disassembler sees it: make disasm PROG=f.asm
	$(SM5RUN) --disasm $(PROG)

# --- unit tests of the assembler (encodings worked by hand, error messages)
$(ASM_UNIT)/test_asm: tb/unit/test_asm.c $(LIBSM5) $(CMODEL_HDRS)
	@mkdir -p $(dir $@)
	nice $(CC) $(CSTD) $(CFLAGS) -Icmodel -o $@ $< $(LIBSM5)

TEST_SUITES += asm
test-asm: $(ASM_UNIT)/test_asm ## assembler: hand-worked encodings of every form, D3D checks and their messages
	@$<

$(ASM_UNIT)/test_asm_flow: tb/unit/test_asm_flow.c $(LIBSM5) $(CMODEL_HDRS)
	@mkdir -p $(dir $@)
	nice $(CC) $(CSTD) $(CFLAGS) -Icmodel -o $@ $< $(LIBSM5)

TEST_SUITES += asm-flow
test-asm-flow: $(ASM_UNIT)/test_asm_flow ## assembler: SPEC 13 forms (flow control, listing forms, icb, x#, t#, ps/vs) and their errors
	@$<

$(ASM_UNIT)/test_asm_roundtrip: tb/unit/test_asm_roundtrip.c $(LIBSM5) $(CMODEL_HDRS)
	@mkdir -p $(dir $@)
	nice $(CC) $(CSTD) $(CFLAGS) -Icmodel -o $@ $< $(LIBSM5)

TEST_SUITES += asm-roundtrip
test-asm-roundtrip: $(ASM_UNIT)/test_asm_roundtrip ## assemble(disassemble(x)) == x over all opcodes, random operands, every .asm
	@$< $(ASM_TESTS)

# --- bad input: generated on the fly into build/, each must fail fast with a message
TEST_SUITES += asm-badinput
$(ASM_UNIT)/test_asm_badinput: tb/unit/test_asm_badinput.c
	@mkdir -p $(dir $@)
	nice $(CC) $(CSTD) $(CFLAGS) -o $@ $<

test-asm-badinput: $(SM5RUN) $(ASM_UNIT)/test_asm_badinput ## bad input (empty, binary, 10 MB garbage, huge line, ...): clear error, no crash, < 1 s
	@$(ASM_UNIT)/test_asm_badinput $(SM5RUN) $(BUILD)/asm_bad

# --- directed tests: every tb/tests/*.asm and tb/listings/*.asm on the arch simulator at
# each of DIRECTED_LANES; one file = one test (passes only if it passes at every LANES)
TEST_SUITES += directed
test-directed: $(SM5RUN) ## run every tb/tests/*.asm, tb/listings/*.asm, tb/tests_c/*.asm (LANES 1 7 32 64), check //! expect
	@p=0; f=0; for t in $(ASM_TESTS); do ok=1; \
	  for l in $(DIRECTED_LANES); do \
	    out=$$($(SM5RUN) --quiet --lanes $$l $$t 2>&1) || { ok=0; echo "FAIL $$t (LANES=$$l)"; echo "$$out" | sed 's/^/  | /'; break; }; \
	  done; \
	  if [ $$ok = 1 ]; then p=$$((p+1)); else f=$$((f+1)); fi; \
	done; echo "$$p passed, $$f failed"; [ $$f -eq 0 ]

# --- the corpus of real listings (tb/listings/real/README.md): every listing is the
# decoding of the peer's bytecode quoted in it, and the files are what gen_real.py writes
TEST_SUITES += real-listings
test-real-listings: ## real listings: each corresponds to the peer bytecode it quotes; files current with gen_real.py; in lockstep through the sequencer (mk/flow.mk: the core models it needs are its prerequisites there, where FLOW_LANES is set)
	@sim/check_tools.sh python3
	@sim/sum_results.sh 'python3 tb/listings/real/gen_real.py --check' \
	  'tb/lockstep/run_flow.sh real "$(BUILD)" "$(FLOW_LANES)" $(REAL_LISTINGS)'

# --- the C and the SystemVerilog view of the micro-op cannot disagree: random uops
# packed by sm5_uop_pack, unpacked through sm5_pkg::sm5_uop_t in Verilator
UOPSV_DIR := $(BUILD)/uopsv
$(UOPSV_DIR)/sm5_uop.o: cmodel/sm5_uop.c $(CMODEL_HDRS)
	@mkdir -p $(UOPSV_DIR)
	nice $(CC) $(CSTD) -O1 -Icmodel -c $< -o $@

$(UOPSV_DIR)/Vuop_sv_check: tb/unit/uop_sv_check.sv tb/unit/uop_sv_check.cpp rtl/sm5_pkg.sv \
                            $(UOPSV_DIR)/sm5_uop.o
	$(call vl_build,$(UOPSV_DIR)/obj,-Wall -Wno-DECLFILENAME \
	  -CFLAGS "-O1 -I$(CURDIR)/cmodel" -LDFLAGS "$(abspath $(UOPSV_DIR)/sm5_uop.o)" \
	  --top-module uop_sv_check -o $(abspath $@) rtl/sm5_pkg.sv tb/unit/uop_sv_check.sv \
	  $(CURDIR)/tb/unit/uop_sv_check.cpp,none,,,j1)

TEST_SUITES += uopsv
test-uopsv: $(UOPSV_DIR)/Vuop_sv_check ## C sm5_uop_pack vs SV sm5_pkg::sm5_uop_t field by field (random uops)
	@$< $(UOPSV_N)
UOPSV_N ?= 20000

# --- fuzzing the assembler
FUZZ_ASM_DIR := $(BUILD)/fuzz_asm
# every cmodel/*.c (a hand-kept subset broke whenever a file began to call another)
ASM_FUZZ_SRCS := $(CMODEL_SRCS)
$(FUZZ_ASM_DIR)/replay: tb/fuzz/asm/fuzz_asm.c tb/fuzz/replay_main.c $(ASM_FUZZ_SRCS) $(CMODEL_HDRS)
	@mkdir -p $(dir $@)
	nice $(CC) $(CSTD) -O1 -g -fsanitize=address,undefined -fno-sanitize-recover=all \
	  -Icmodel -o $@ tb/fuzz/asm/fuzz_asm.c tb/fuzz/replay_main.c $(ASM_FUZZ_SRCS)

TEST_SUITES += asm-corpus
test-asm-corpus: $(FUZZ_ASM_DIR)/replay ## replay the assembler fuzz corpus + every .asm under ASan/UBSan
	@$< tb/fuzz/asm/corpus/* $(ASM_TESTS)

FUZZ_CC ?= clang-14
FUZZ_SECS ?= 60
$(FUZZ_ASM_DIR)/fuzz_asm: tb/fuzz/asm/fuzz_asm.c $(ASM_FUZZ_SRCS) $(CMODEL_HDRS)
	@sim/check_tools.sh $(FUZZ_CC)
	@mkdir -p $(dir $@)
	nice $(FUZZ_CC) -std=c11 -O1 -g -fsanitize=fuzzer,address,undefined \
	  -fno-sanitize-recover=undefined -Icmodel -o $@ tb/fuzz/asm/fuzz_asm.c $(ASM_FUZZ_SRCS) \
	  || { echo "error: no libFuzzer runtime? sudo apt-get install -y libclang-rt-14-dev"; exit 1; }

fuzz-asm: $(FUZZ_ASM_DIR)/fuzz_asm ## libFuzzer on the assembler: make fuzz-asm FUZZ_SECS=n (new inputs in build/)
	@mkdir -p $(FUZZ_ASM_DIR)/corpus
	nice $< -max_total_time=$(FUZZ_SECS) -max_len=8192 -timeout=5 -dict=tb/fuzz/asm/asm.dict \
	  $(FUZZ_ASM_DIR)/corpus tb/fuzz/asm/corpus
