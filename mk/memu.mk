# Memory and atomic unit: rtl/sm5_mem_unit.sv + submodules, its C cycle twin
# cmodel/sm5_memu.c, and the unit-level lockstep harness tb/memu/ (Verilated RTL vs twin
# every cycle, returns / memory / UB counts vs the golden sm5_mem_exec).
#   make test-memu          LANES 1, 16 (MEMU_SUITE_LANES): directed + seeded random streams
#   make test-memu_broken   broken builds (tb/memu/broken/<name>.patch, applied to a copy of
#                           rtl/ by sim/variant.sh) must be caught by the same harness; the
#                           sva_* ones by the assertion they break (Verilator --assert)
#   make memu-lint          verilator --lint-only -Wall at LANES 1, 8, 32, 64 + broken
#   make memu-run MEMU_LANES=8 ARGS="--only bank_conflict -v --fst waves/memu.fst"
# the whole file list rtl/sm5.f, top sm5_mem_unit
MEMU_SV := $(RTL_FILES)
MEMU_BANKS     ?= 32
MEMU_MEM_WORDS ?= 4096
MEMU_LANES     ?= $(LANES)
MEMU_SEED      ?= 1
MEMU_RANDOM    ?= 8
MEMU_TB_SRCS   := tb/memu/memu_tb.c tb/memu/memu_rtl.h
# broken builds: lane_order (cmp lanes of one word in descending order), bank_write (a
# bank with another word waiting loses its write), forward (no forwarding of the last
# write past the synchronous RAM), carry_half (E drops the top bit of an iadd prefix's
# carry-save half); caught by the twin compare and the golden checks
MEMU_VARIANTS  := lane_order bank_write forward carry_half
# ... and at LANES 16 (two combining segments): seg_serve (a round of an associative
# atomic serves its word's lanes of every segment, not the elected lane's segment only)
MEMU_VARIANTS16 := seg_serve
# one per SVA assertion, <patch>:<assertion that must fire>; req_stable (the requester's
# side) and desc_pend (the host's: a descriptor written with a request) are broken by the
# harness itself (--break-req, --break-desc) on the normal build
MEMU_SVA       := sva_queue:memu_queue_bounds sva_wb_hold:memu_wb_stable \
                  sva_onehot:memu_grant_onehot sva_one_word:memu_one_word \
                  sva_slot_lost:memu_slot_lost sva_slot_twice:memu_slot_once sva_rounds:memu_rounds \
                  sva_last:memu_last sva_gidx:memu_gidx
MEMU_SVA_NAMES := $(foreach v,$(MEMU_SVA),$(firstword $(subst :, ,$(v))))
memu_patch = tb/memu/broken/$(1).patch
MEMU_PATCHES   := $(foreach v,$(MEMU_VARIANTS) $(MEMU_VARIANTS16) $(MEMU_SVA_NAMES),$(call memu_patch,$(v)))

# $(call memu_bin,LANES,VARIANT) -> path of the harness binary
memu_bin = $(BUILD)/memu/L$(1)$(if $(2),_$(2))/memu_tb

$(BUILD)/memu/memu_tb.o: $(MEMU_TB_SRCS) $(CMODEL_HDRS)
	@mkdir -p $(dir $@)
	nice $(CC) $(CSTD) $(CFLAGS) -Icmodel -Itb/memu -c $< -o $@

# One Verilated model per (LANES, variant); the directory name carries both
# (L8, L8_forward). A variant is verilated from a copy of rtl/ with its patch applied
# (sim/variant.sh, in L<n>_<variant>/src). Verilating runs only when the RTL (or a
# patch) changes; a change in the C harness only relinks.
# A variant verilates from inside its src/ by the same relative paths as the normal build,
# so the C++ it generates quotes the same source names, and its name reaches the harness
# through a generated source (sm5_variant.cpp, sim/sim_variant.sh), not a -D: with the
# precompiled headers ccache hashes every -D, and one differing define made each of the
# 11 broken builds recompile all of its files. ccache then serves the files the patch
# leaves alone. For the same reason LANES and the sizes reach memu_rtl.cpp through a
# generated header in obj/ (memu_model_config.h, sim/model_config.sh), so builds at other
# LANES share Verilator's runtime.
# The generated C++ is large and the runs are short: compile without optimisation (CI
# time is build time). MEMU_OPT=-O2 for long runs.
MEMU_OPT ?= -O0
memu_l = $(firstword $(subst _, ,$(1)))
memu_v = $(patsubst $(call memu_l,$(1))_%,%,$(filter-out $(call memu_l,$(1)),$(1)))
# the parameters of the build L$(1): -G<NAME>=<value> to Verilator, MEMU_<NAME> to the harness
memu_params = LANES=$(call memu_l,$(1)) BANKS=$(MEMU_BANKS) MEM_WORDS=$(MEMU_MEM_WORDS)
# the build L$*'s own files before Verilator runs (vl_build's preparation)
define memu_prep
	@sim/sim_variant.sh '$(call memu_v,$*)' $(BUILD)/memu/L$*/sm5_variant.cpp
	@sim/model_config.sh $(dir $@)memu_model_config.h $(addprefix MEMU_,$(call memu_params,$*))
	$(if $(call memu_v,$*),@sim/variant.sh $(call memu_patch,$(call memu_v,$*)) $(BUILD)/memu/L$*/src >/dev/null)
endef
$(BUILD)/memu/L%/obj/Vsm5_mem_unit.mk: $(RTL_F) $(MEMU_SV) mk/memu.mk $(MEMU_PATCHES) sim/variant.sh
	$(call vl_build,$(dir $@),-Wall -Wno-fatal --assert --trace-fst --output-split-ctrace 500 \
	  --top-module sm5_mem_unit $(addprefix -G,$(call memu_params,$*)) -o ../memu_tb \
	  -CFLAGS "$(MEMU_OPT) $(if $(SIM_PCH_CFLAGS),$(call pch_cflags,$(MEMU_OPT))) -I$(CURDIR)/cmodel -I$(CURDIR)/tb/memu -DMEMU_MODEL_CONFIG=1" \
	  $(MEMU_SV) $(CURDIR)/tb/memu/memu_rtl.cpp $(abspath $(BUILD)/memu/L$*/sm5_variant.cpp $(BUILD)/memu/memu_tb.o $(LIBSM5)),,$(if $(call memu_v,$*),$(BUILD)/memu/L$*/src),$(memu_prep),verilate)

$(BUILD)/memu/L%/memu_tb: $(BUILD)/memu/L%/obj/Vsm5_mem_unit.mk tb/memu/memu_rtl.cpp tb/memu/memu_rtl.h $(BUILD)/memu/memu_tb.o $(LIBSM5)
	@rm -f $@; sim/vl_drop_stale_deps.sh $(dir $@)obj
	$(if $(VL_OWN_PCH),,$(call pch_make,$(MEMU_OPT)))
	nice $(MAKE) --no-print-directory -s -C $(dir $@)obj -f Vsm5_mem_unit.mk -j 2 OPT_FAST=$(MEMU_OPT) OPT_SLOW=-O0 OPT_GLOBAL=-O0 OBJCACHE=$(SIM_OBJCACHE) ../memu_tb >$(dir $@)build.log 2>&1 \
	  || { tail -30 $(dir $@)build.log; exit 1; }

.PHONY: memu-lint memu-run test-memu test-memu_broken
memu-lint: ## lint the memory unit (verilator -Wall) at LANES 1, 8, 32, 64 and broken builds
	@$(vl_check)
	@for l in 1 8 32 64; do $(call vl_lint,--top-module sm5_mem_unit -GLANES=$$l $(MEMU_SV)) || exit 1; done
	@for v in $(MEMU_VARIANTS) $(MEMU_VARIANTS16) $(MEMU_SVA_NAMES); do sim/variant.sh tb/memu/broken/$$v.patch $(BUILD)/memu/lint_$$v >/dev/null && \
	  $(call vl_lint,--top-module sm5_mem_unit $(addprefix $(BUILD)/memu/lint_$$v/,$(MEMU_SV))) || exit 1; done
	@echo "memu lint clean"

memu-run: $(call memu_bin,$(MEMU_LANES)) ## run the memory-unit lockstep harness at MEMU_LANES (ARGS=...)
	$(call memu_bin,$(MEMU_LANES)) --seed $(MEMU_SEED) --random $(MEMU_RANDOM) $(ARGS)

TEST_SUITES += memu
# make test runs the unit harness at LANES 1 and 16 (16: two combining segments; the full
# core lockstep, suite sim, runs the same unit at 1, 8, 32 and 64); MEMU_SUITE_LANES="1 8
# 16 32 64" for all widths.
MEMU_SUITE_LANES ?= 1 16
test-memu: $(foreach l,$(MEMU_SUITE_LANES),$(call memu_bin,$(l))) ## memory-unit lockstep at MEMU_SUITE_LANES (default 1 16; "1 8 16 32 64" for all)
	@sim/sum_results.sh $(foreach l,$(MEMU_SUITE_LANES),'$(BUILD)/memu/L$(l)/memu_tb --seed $(MEMU_SEED) --random $(MEMU_RANDOM) $(ARGS)')

TEST_SUITES += memu_broken
# the sva_* builds at LANES 2 (every assertion is reachable there; quicker to build), run
# without the per-cycle twin compare so that the assertion is what catches them
MEMU_SVA_LANES ?= 2
test-memu_broken: $(foreach v,$(MEMU_VARIANTS),$(call memu_bin,8,$(v))) $(foreach v,$(MEMU_VARIANTS16),$(call memu_bin,16,$(v))) $(foreach v,$(MEMU_SVA_NAMES),$(call memu_bin,$(MEMU_SVA_LANES),$(v))) $(call memu_bin,$(MEMU_SVA_LANES)) ## broken builds (tb/memu/broken/*.patch) must be caught by the memu lockstep / their assertion
	@p=0; f=0; for lv in $(foreach v,$(MEMU_VARIANTS),8:$(v)) $(foreach v,$(MEMU_VARIANTS16),16:$(v)); do \
	  l=$${lv%%:*}; v=$${lv#*:}; for m in "" --golden-only; do \
	  out=$$($(BUILD)/memu/L$${l}_$$v/memu_tb --seed $(MEMU_SEED) --random 2 --expect-fail $$m); rc=$$?; \
	  echo "$$out" | grep -E '^(MISMATCH|FAIL)' | head -2; echo "$$out" | grep -E '^broken build' | sed "s/\$$/ $$m/"; \
	  if [ $$rc -eq 0 ]; then p=$$((p+1)); else f=$$((f+1)); echo "NOT CAUGHT: $$v $$m"; fi; \
	done; done; \
	for va in $(MEMU_SVA) req_stable:memu_req_stable desc_pend:memu_desc_pend; do v=$${va%%:*}; a=$${va##*:}; \
	  if [ $$v = req_stable ]; then bin=$(BUILD)/memu/L$(MEMU_SVA_LANES)/memu_tb; arg=--break-req; \
	  elif [ $$v = desc_pend ]; then bin=$(BUILD)/memu/L$(MEMU_SVA_LANES)/memu_tb; arg=--break-desc; \
	  else bin=$(BUILD)/memu/L$(MEMU_SVA_LANES)_$$v/memu_tb; arg=; fi; \
	  out=$$($$bin --seed $(MEMU_SEED) --random 2 --golden-only $$arg 2>&1); \
	  hit=$$(echo "$$out" | grep -m1 -E "Assertion failed.*: $$a:"); \
	  if [ -n "$$hit" ] && echo "$$out" | grep -q '^ASSERT '; then p=$$((p+1)); echo "assertion $$a fires ($$v): $$(echo "$$hit" | sed 's/^.*Assertion failed in //')"; \
	  else f=$$((f+1)); echo "NOT CAUGHT: $$v (assertion $$a did not fire)"; echo "$$out" | grep -E 'Assertion|^ASSERT' | head -3; fi; \
	done; echo "$$p passed, $$f failed"; [ $$f -eq 0 ]

# The A4 combining network alone (rtl/sm5_mem_combine.sv: segments of SEG lanes, each an
# sm5_mem_prefix) against an independent sequential reference (tb/memu/prefix/prefix_tb.c,
# written from SPEC P-9), at each PREFIX_SUITE entry <lanes>s<seg> (the memory unit's
# COMBINE_SEG is 8; smaller segments test cuts at small LANES, 20s8 a short last
# segment); the broken node (tb/memu/broken/prefix_node.patch: a 4:2 compressor loses a
# carry bit) at LANES 8 must be caught.
#   make test-memu_prefix [PREFIX_SUITE="1s8 8s3 16s8"] [PREFIX_N=4000]
PREFIX_SUITE       ?= 1s8 3s2 8s3 8s8 16s8 20s8
PREFIX_N           ?= 4000
PREFIX_SV          := rtl/sm5_pkg.sv rtl/sm5_memu_pkg.sv rtl/sm5_mem_prefix.sv rtl/sm5_mem_combine.sv
prefix_bin = $(BUILD)/memu/prefix/L$(1)$(if $(2),_$(2))/prefix_tb
# <lanes>s<seg>[_variant]: the lanes, the segment
prefix_l = $(firstword $(subst s, ,$(call memu_l,$(1))))
prefix_s = $(word 2,$(subst s, ,$(call memu_l,$(1))))

$(BUILD)/memu/prefix/prefix_tb.o: tb/memu/prefix/prefix_tb.c tb/memu/prefix/prefix_rtl.h $(CMODEL_HDRS)
	@mkdir -p $(dir $@)
	nice $(CC) $(CSTD) $(CFLAGS) -Icmodel -Itb/memu/prefix -c $< -o $@

$(BUILD)/memu/prefix/L%/prefix_tb: $(PREFIX_SV) mk/memu.mk tb/memu/prefix/prefix_rtl.cpp tb/memu/prefix/prefix_rtl.h $(BUILD)/memu/prefix/prefix_tb.o tb/memu/broken/prefix_node.patch sim/variant.sh
	@[ -n "$(call prefix_s,$*)" ] || { echo "prefix build L$*: name it <lanes>s<seg>, e.g. L8s3" >&2; exit 2; }
	$(call vl_build,$(dir $@)obj,-Wall -Wno-fatal --top-module sm5_mem_combine -GLANES=$(call prefix_l,$*) -GSEG=$(call prefix_s,$*) -o ../prefix_tb \
	  -CFLAGS "-O1 -I$(CURDIR)/tb/memu/prefix -DPREFIX_LANES=$(call prefix_l,$*) -DPREFIX_SEG=$(call prefix_s,$*) -DPREFIX_AW=12" \
	  $(if $(call memu_v,$*),$(addprefix $(dir $@)src/,$(PREFIX_SV)),$(PREFIX_SV)) \
	  $(CURDIR)/tb/memu/prefix/prefix_rtl.cpp $(abspath $(BUILD)/memu/prefix/prefix_tb.o),,,\
	  @rm -rf $(dir $@)obj; mkdir -p $(dir $@)obj$(if $(call memu_v,$*),; sim/variant.sh tb/memu/broken/$(call memu_v,$*).patch $(dir $@)src >/dev/null),verilate)
	nice $(MAKE) --no-print-directory -s -C $(dir $@)obj -f Vsm5_mem_combine.mk -j 2 OPT_FAST=-O1 OPT_SLOW=-O0 OPT_GLOBAL=-O0 ../prefix_tb >$(dir $@)build.log 2>&1 \
	  || { tail -30 $(dir $@)build.log; exit 1; }

.PHONY: test-memu_prefix
TEST_SUITES += memu_prefix
test-memu_prefix: $(foreach l,$(PREFIX_SUITE),$(call prefix_bin,$(l))) $(call prefix_bin,8s8,prefix_node) ## A4 combining network vs a sequential P-9 reference at each PREFIX_SUITE <lanes>s<seg> (+ a broken node that must be caught)
	@sim/sum_results.sh --hide $(foreach l,$(PREFIX_SUITE),--label 'L$(l)' \
	  '$(BUILD)/memu/prefix/L$(l)/prefix_tb --seed $(MEMU_SEED) --n $(PREFIX_N)') \
	  --check 'out=$$($(BUILD)/memu/prefix/L8s8_prefix_node/prefix_tb --seed $(MEMU_SEED) --n 500 --expect-fail 2>&1) && \
	    echo "broken prefix_node caught: $$(grep -m1 "^MISMATCH" <<<"$$out")" || \
	    { echo "NOT CAUGHT: broken prefix_node (tb/memu/broken/prefix_node.patch)"; false; }'
