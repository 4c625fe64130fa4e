# Lockstep simulation of sm5_top (RTL) against the C cycle model (cmodel/sm5_cycle.c).
#   make sim TEST=name [SEED=n] [LANES=n] [WAVES=0|1]   one program in lockstep
#   make waves TEST=name                                 open GTKWave on its FST, its view
#                                                        (docs/waves.md, mk/waves.mk)
#   make test-sim / test-broken                          the suites (make test runs them)
# One Verilated model per LANES in build/obj_L<n>/, per broken build in build/obj_broken_<name>/
# (verilated from a copy of rtl/ with the build's patch applied: sim/variant.sh);
# waves are enabled at run time (--trace-fst is always compiled in), so WAVES=0 reuses it.
# --hierarchical: sm5_vlane (the per-lane datapath, a hier_block) is verilated and compiled
# once for all lanes, so the lanes' C++ does not grow with LANES (the rest of the design
# does: docs/architecture.md "Build cost"). --assert: the
# RTL's SVA assertions are checked in every lockstep run.
# the RTL's defaults (sm5_top, sm5_core: make test-defaults); SIM_NREGS=n builds another
SIM_NREGS    ?= 32
SIM_NCONST   := 256
SIM_CBUFS    := 14
SIM_CB_ROWS  := 4096
SIM_BANKS    := 32
SIM_MEMWORDS := 4096
SEED         ?= 0
WAVES        ?= 1
SIM_SUITE_LANES ?= 1 8 32 64
# extra runs with seeded issue bubbles (valid low between ops): LANES:SEED
SIM_SUITE_EXTRA ?= 8:1
# C++ of the model's eval code (Verilator's OPT_FAST). -O1: about 15% more compile time
# than -O0 and about 8x faster runs (LANES 8, the sim suite's 63 programs: 76 s vs 67 s of
# CPU to build, 1.2 s vs 9.4 s to run), so the models pay for it within make test
SIM_OPT      ?= -O1
# --hierarchical (below); SIM_HIER= verilates the lanes inline (flat): 1.25x faster at
# LANES 8 (both -O2), slower at LANES 32 (flat -O3 at 0.8x hierarchical -O2): 32 copies
# of the lane code (docs/figures.md, "Simulation speed")
SIM_HIER     ?= --hierarchical
# More Verilator options, for measurements (empty by default). The unrolling limits
# measured and not kept (docs/figures.md, "Also tried and not kept"): "--unroll-stmts
# 3000" (LANES 64 15 % less build CPU, LANES 32 1.28x the host instructions per cycle)
# and "--unroll-count 32" (LANES 64 only: 18 % less build CPU, 1.17-1.21x the
# instructions; needs sm5_valu's per-lane request-queue write as a generate loop). Like
# SIM_OPT and SIM_HIER, a change does not rebuild a model: use a fresh BUILD=
SIM_VL_EXTRA ?=
# ccache (if installed) makes the rebuild after an RTL edit cheap: Verilator regenerates
# every file, but most of them come out identical. Cache kept under build/.
SIM_OBJCACHE := $(shell command -v ccache 2>/dev/null)
export CCACHE_DIR := $(abspath $(BUILD))/ccache
# Precompiled verilated.h / verilated_fst_c.h (sim/vl_pch.sh: about 1.3 s saved on each
# generated file compiled; SIM_PCH_CFLAGS= compiles without); ccache needs the sloppiness
# to cache compiles that use them. One directory per level of the eval code
# (build/pch/O1 for SIM_OPT -O1), holding that level's variants and -O0's: g++ takes the
# first .gch of the directory it accepts, and it tells only -O0 from the other levels
# (__OPTIMIZE__), so with -O1 and -O2 variants side by side an -O1 compile could take the
# -O2 header and the other way round; at -O2 with the -O1 header g++ 12 stops with an
# internal compiler error (ipa-cp) on a lane file. $(1): the eval code's level.
pch_dir    = $(abspath $(BUILD))/pch/$(patsubst -%,%,$(1))
pch_cflags = -iquote $(call pch_dir,$(1)) -fpch-preprocess
pch_make   = @sim/check_tools.sh flock && mkdir -p $(BUILD) && flock $(BUILD)/.pch.lock env VERILATOR=$(VERILATOR) sim/vl_pch.sh $(call pch_dir,$(1)) $(1) -O0
# recursive: the bench models set SIM_OPT per target (mk/bench.mk)
# A Verilator that precompiles its own header (VL_OWN_PCH, mk/verilator.mk: 5.018 and
# later) does without: g++ takes one precompiled header per compile, its -include first.
SIM_PCH_CFLAGS = $(if $(VL_OWN_PCH),,$(call pch_cflags,$(SIM_OPT)))
sim_pch = $(if $(VL_OWN_PCH),,$(call pch_make,$(SIM_OPT)))
export CCACHE_SLOPPINESS := pch_defines,time_macros
# the whole file list rtl/sm5.f, top sm5_top
LS_HDRS      := tb/lockstep/rtl_glue.h tb/lockstep/atomic_cpi.h tb/lockstep/ls_waves.h $(CMODEL_HDRS)
LS_SRCS      := tb/lockstep/lockstep.c tb/lockstep/atomic_cpi.c tb/lockstep/ls_waves.c
# tb/tests/flow_*.asm run through the sequencer on the core builds (mk/flow.mk)
SIM_TESTS    := $(sort $(filter-out tb/tests/flow_%,$(wildcard tb/tests/*.asm tb/lockstep/tests/*.asm)))
SIM_TESTNAMES := $(sort $(basename $(notdir $(SIM_TESTS))))

# The testbench's C files linked into one relocatable object, so every model build
# (sim, broken, coverage, bench, mutants) takes the one $(LS_OBJ).
$(LS_OBJ): $(LS_SRCS) $(LS_HDRS) | tools
	@mkdir -p $(dir $@)
	nice $(CC) $(CSTD) $(CFLAGS) -Icmodel -Itb/lockstep -c tb/lockstep/lockstep.c -o $(@:.o=_main.o)
	nice $(CC) $(CSTD) $(CFLAGS) -Icmodel -Itb/lockstep -c tb/lockstep/atomic_cpi.c -o $(@:.o=_cpi.o)
	nice $(CC) $(CSTD) $(CFLAGS) -Icmodel -Itb/lockstep -c tb/lockstep/ls_waves.c -o $(@:.o=_waves.o)
	$(CC) -r -nostdlib -o $@ $(@:.o=_main.o) $(@:.o=_cpi.o) $(@:.o=_waves.o)

# Waves (docs/waves.md): FST with packed arrays and structs split into named members
# (per lane / bank / component rows, uop fields with their enum types), 1 ns cycles, and
# the lockstep comparator's variables (tb/lockstep/sm5_lockstep.sv, bound into sm5_top).
# --output-split-ctrace: the trace functions in pieces of 500 statements, not 4,000-line
# ones, where g++ spent a third of its time in register allocation (LANES 8: the top's
# trace files 38 -> 26 CPU-s to compile; the FST is the same)
SIM_TRACE  := --trace-fst --trace-structs --timescale 1ns/1ps --output-split-ctrace 500

# $(1): object dir, $(2): lanes, $(3): a patch against rtl/ (broken builds: the model is
# verilated from the patched copy in $(1)/src), $(4): `core` for the core with its
# sequencer (top sm5_core, build/obj_C<n>: programs with control flow), $(5): SFU_LANES
# when not sm5_top's default (mk/sfu.mk's sweep builds build/obj_L<n>_S<m>), $(6):
# DP_LANES, the DBL pipe's double units (mk/sim_dbl.mk's sweep; empty: sm5_top's default)
# $(7): more -G values (the clock-gate pass-through build, build/obj_L<n>_nocg), $(8): 0
# for a build without the double unit (DOUBLES=0: build/obj_L<n>_nodbl, obj_C<n>_nodbl),
# $(9): VEC_COMPS when not 4 (scalar lanes: build/obj_L<n>_vc<k>, obj_C<n>_vc<k>), $(10): 0
# for a build without the EX1 bypass (EX1_BYPASS=0: build/obj_L<n>..._nofwd, obj_fpga), $(11):
# ALU_LAT when not the table's 1 (a staged ALU: build/obj_L<n>..._alu<k>, obj_fpga), $(12):
# CVT_LAT when not the table's 2 (the CVT in three stages: build/obj_L<n>..._cvt3, obj_fpga),
# $(13): FMA_STAGES when not the package's 4 (the FMA units in that many stages with their
# products in carry-save form, MUL_CS 1: build/obj_L<n>..._fma<k>), $(14): IMUL_STAGES when
# not the package's 3 (4: an input rank in the multiplier, build/obj_L<n>..._im4)
# sm5_core's defaults (not passed as -G: Verilator hands every -G to the hierarchical
# block sm5_vlane too, which has no such parameters), told to the testbench's C side
SIM_SEQ_DEPTH  := $(shell sed -n 's/.*parameter int unsigned SEQ_DEPTH *= *\([0-9]*\).*/\1/p' rtl/sm5_core.sv)
SIM_IMEM_DEPTH := $(shell sed -n 's/.*parameter int unsigned IMEM_DEPTH *= *\([0-9]*\).*/\1/p' rtl/sm5_core.sv)
SIM_SEQ_WAVES  := $(shell sed -n 's/.*parameter int unsigned MAX_WAVES *= *\([0-9]*\).*/\1/p' rtl/sm5_core.sv)
# the core builds' register file: waves x registers per wave (sm5_core's NREGS default)
SIM_CORE_NREGS := $(shell sed -n 's/.*parameter int unsigned NREGS *= *\([0-9]*\).*/\1/p' rtl/sm5_core.sv)
sim_top = $(if $(4),sm5_core,sm5_top)
# A core build at LANES 1 holds a 1024-thread group as 1024 waves of one lane: MAX_WAVES
# and the register file sized for it (group_1024: 1024 waves of 6 registers); the other
# LANES take sm5_core's defaults (128 waves: 1024 threads from LANES 8 up)
SIM_L1_WAVES := 1024
SIM_L1_NREGS := 8192
sim_core_waves = $(if $(filter 1,$(1)),$(SIM_L1_WAVES),$(SIM_SEQ_WAVES))
sim_core_nregs = $(if $(filter 1,$(1)),$(SIM_L1_NREGS),$(SIM_CORE_NREGS))
# the parameters of a build ($(1): LANES, $(2): SFU_LANES, $(3): DP_LANES, both optional;
# $(4): `core` for a core build; $(5): DOUBLES, given only for 0; $(6): VEC_COMPS, given
# only below 4; $(7): EX1_BYPASS, given only for 0; $(8): ALU_LAT, given only above 1;
# $(9): CVT_LAT, given only above 2; $(10): FMA_STAGES, given only when not 4, with MUL_CS 1;
# $(11): IMUL_STAGES, given only when not 3):
# -G<NAME>=<value> to
# Verilator, SM5_<NAME> to the testbench's glue (sim/model_config.sh)
sim_params = LANES=$(1) NREGS=$(if $(4),$(call sim_core_nregs,$(1)),$(SIM_NREGS)) $(if $(4),MAX_WAVES=$(call sim_core_waves,$(1))) NCONST=$(SIM_NCONST) CBUFS=$(SIM_CBUFS) CB_ROWS=$(SIM_CB_ROWS) BANKS=$(SIM_BANKS) MEM_WORDS=$(SIM_MEMWORDS) \
             $(if $(2),SFU_LANES=$(2)) $(if $(3),DP_LANES=$(3)) $(if $(5),DOUBLES=$(5)) $(if $(6),VEC_COMPS=$(6)) $(if $(7),EX1_BYPASS=$(7)) $(if $(8),ALU_LAT=$(8)) $(if $(9),CVT_LAT=$(9)) \
             $(if $(10),FMA_STAGES=$(10) MUL_CS=1) $(if $(11),IMUL_STAGES=$(11))
# the glue's names for FMA_STAGES and IMUL_STAGES (cmodel's SM5_FMA_STAGES and
# SM5_IMUL_STAGES are the package defaults)
sim_cfg_names = $(patsubst SM5_IMUL_STAGES=%,SM5_RTL_IMUL_STAGES=%,$(patsubst SM5_FMA_STAGES=%,SM5_RTL_FMA_STAGES=%,$(addprefix SM5_,$(1))))
sim_core_defs = $(if $(4),SM5_CORE=1 SM5_SEQ_DEPTH=$(SIM_SEQ_DEPTH) SM5_SEQ_WAVES=$(call sim_core_waves,$(2)) SM5_IMEM_DEPTH=$(SIM_IMEM_DEPTH))
# the model's own files before Verilator runs (vl_build's preparation)
define sim_prep
	@rm -f $(1)/sm5sim
	$(sim_pch)
	$(if $(3),@sim/variant.sh $(3) $(1)/src >/dev/null && mkdir -p $(1)/src/$(dir $(SIM_TB_SV)) && cp $(SIM_TB_SV) $(1)/src/$(SIM_TB_SV))
	@sim/sim_variant.sh '$(3)' $(1)/sm5_variant.cpp
	@sim/model_config.sh $(1)/sm5_model_config.h $(call sim_cfg_names,$(call sim_params,$(2),$(5),$(6),$(4),$(8),$(9),$(10),$(11),$(12),$(13),$(14))) $(sim_core_defs)
	@echo "verilating $(sim_top) LANES=$(2) $(if $(8),DOUBLES=$(8) )$(if $(9),VEC_COMPS=$(9) )$(if $(10),EX1_BYPASS=$(10) )$(if $(11),ALU_LAT=$(11) )$(if $(12),CVT_LAT=$(12) )$(if $(13),FMA_STAGES=$(13) MUL_CS=1 )$(if $(14),IMUL_STAGES=$(14) )$(if $(3),patched with $(3) )into $(1) (log: $(1)/build.log)"
endef
sim_build = $(call vl_build,$(1),-Wno-fatal $(SIM_HIER) --assert $(SIM_TRACE) $(SIM_VL_EXTRA) \
  --x-assign fast --x-initial unique \
  $(addprefix -G,$(call sim_params,$(2),$(5),$(6),$(4),$(8),$(9),$(10),$(11),$(12),$(13),$(14))) $(7) --top-module $(sim_top) -o sm5sim \
  -CFLAGS "$(SIM_PCH_CFLAGS) -I$(abspath tb/lockstep) -I$(abspath cmodel) -DSM5_MODEL_CONFIG=1" \
  $(RTL_FILES) $(SIM_TB_SV) $(abspath tb/lockstep/rtl_glue.cpp) $(abspath $(1)/sm5_variant.cpp) \
  $(abspath $(LS_OBJ)) $(abspath $(LIBSM5)),OPT_FAST=$(SIM_OPT) OPT_SLOW=-O0 OPT_GLOBAL=-O0 OBJCACHE=$(SIM_OBJCACHE),$(if $(3),$(1)/src),$(sim_prep),quiet)
# A broken build verilates its patched copy from inside $(1)/src, by the same relative
# paths as a normal build from the top: the generated C++ then differs from the normal
# build's only where the patch changes it (the source names it quotes are the same), and
# its name reaches the testbench through $(1)/sm5_variant.cpp, not a -D in CFLAGS, so the
# compiler flags are the same as well. ccache then serves every unchanged file (the
# lane's hierarchical block, Verilator's runtime) from the normal build at the same LANES.
# The retry on Verilator 5.006's hierarchical race: mk/verilator.mk's vl_build.

# Models by directory name: obj_L<stem> (sm5_top) and obj_C<stem> (the core, sequencer +
# sm5_top), the stem LANES and any of the suffixes _nodbl (DOUBLES=0; make sim DOUBLES=0,
# test-sim_nodbl), _vc<k> (VEC_COMPS k, scalar lanes; make sim VEC_COMPS=k, test-sim_vc),
# _nofwd (EX1_BYPASS=0; make sim EX1_BYPASS=0), _alu<k> (ALU_LAT k, the ALU in k stages;
# make sim ALU_LAT=k), _cvt3 (CVT_LAT 3, the CVT in three stages; make sim CVT_LAT=3), _fma<k>
# (FMA_STAGES k, MUL_CS 1: the FMA in k stages, carry-save products; make sim FMA_STAGES=k),
# _im4 (IMUL_STAGES 4: the multiplier's input rank; make sim IMUL_STAGES=4), _nocg (the idle-pipe clock gates as
# pass-throughs, CG_BYPASS=1, the FPGA setting of rtl/sm5_clk_gate.sv; test-sim_nocg):
# build/obj_L8, obj_L8_nodbl, obj_C8_vc1, obj_L2_nodbl_vc1_nofwd, ... The same stem names a
# broken build's model (broken.list's lanes field).
sim_stem_lanes = $(firstword $(subst _, ,$(1)))
sim_stem_dbl   = $(if $(filter nodbl,$(subst _, ,$(1))),0)
sim_stem_vc    = $(patsubst vc%,%,$(filter vc%,$(subst _, ,$(1))))
sim_stem_fwd   = $(if $(filter nofwd,$(subst _, ,$(1))),0)
sim_stem_alu   = $(patsubst alu%,%,$(filter alu%,$(subst _, ,$(1))))
sim_stem_cvt   = $(patsubst cvt%,%,$(filter cvt%,$(subst _, ,$(1))))
sim_stem_fma   = $(patsubst fma%,%,$(filter fma%,$(subst _, ,$(1))))
sim_stem_im    = $(patsubst im%,%,$(filter im%,$(subst _, ,$(1))))
sim_stem_cg    = $(if $(filter nocg,$(subst _, ,$(1))),-GCG_BYPASS=1)
# an unknown suffix is an error, not a default model under another name
sim_stem_check = $(if $(filter-out nodbl vc1 vc2 nofwd alu2 alu3 cvt3 fma5 fma6 fma7 im4 nocg,$(wordlist 2,9,$(subst _, ,$(1)))),$(error model $(1): unknown suffix in $(subst _, ,$(1)); known: _nodbl _vc1 _vc2 _nofwd _alu2 _alu3 _cvt3 _fma5 _fma6 _fma7 _im4 _nocg))
# $(1): object dir, $(2): stem, $(3): patch, $(4): `core` or empty
sim_stem_build = $(call sim_stem_check,$(2))$(call sim_build,$(1),$(call sim_stem_lanes,$(2)),$(3),$(4),,,$(call sim_stem_cg,$(2)),$(call sim_stem_dbl,$(2)),$(call sim_stem_vc,$(2)),$(call sim_stem_fwd,$(2)),$(call sim_stem_alu,$(2)),$(call sim_stem_cvt,$(2)),$(call sim_stem_fma,$(2)),$(call sim_stem_im,$(2)))
$(BUILD)/obj_L%/sm5sim: $(SIM_RTL) $(SIM_TB_SV) $(LS_OBJ) $(LIBSM5) tb/lockstep/rtl_glue.cpp tb/lockstep/rtl_glue.h
	$(call sim_stem_build,$(BUILD)/obj_L$*,$*,,)
$(BUILD)/obj_C%/sm5sim: $(SIM_RTL) $(SIM_TB_SV) $(LS_OBJ) $(LIBSM5) tb/lockstep/rtl_glue.cpp tb/lockstep/rtl_glue.h
	$(call sim_stem_build,$(BUILD)/obj_C$*,$*,,core)

# the FPGA profile itself (make fpga; sim/synth.py UNITS["fpga"]): LANES 2, VEC_COMPS 1,
# SFU_LANES 1, DOUBLES 0, EX1_BYPASS 0, ALU_LAT 3, CVT_LAT 3, 8 banks, 256 rows per constant buffer, the clock
# gates as wires: build/obj_fpga/sm5sim; with the double unit (make fpga DOUBLES=1):
# build/obj_fpga_dbl/sm5sim. Both run by test-sim_fpga.
$(BUILD)/obj_fpga/sm5sim $(BUILD)/obj_fpga_dbl/sm5sim: SIM_BANKS := 8
$(BUILD)/obj_fpga/sm5sim $(BUILD)/obj_fpga_dbl/sm5sim: SIM_CB_ROWS := 256
$(BUILD)/obj_fpga/sm5sim: $(SIM_RTL) $(SIM_TB_SV) $(LS_OBJ) $(LIBSM5) tb/lockstep/rtl_glue.cpp tb/lockstep/rtl_glue.h
	$(call sim_build,$(BUILD)/obj_fpga,2,,,1,,-GCG_BYPASS=1,0,1,0,3,3)
$(BUILD)/obj_fpga_dbl/sm5sim: $(SIM_RTL) $(SIM_TB_SV) $(LS_OBJ) $(LIBSM5) tb/lockstep/rtl_glue.cpp tb/lockstep/rtl_glue.h
	$(call sim_build,$(BUILD)/obj_fpga_dbl,2,,,1,,-GCG_BYPASS=1,,1,0,3,3)

# The SFU and DBL width sweeps at LANES 8 (mk/sfu.mk test-sfu-lanes, mk/sim_dbl.mk
# test-dbl): their narrow and full ends share a model, build/obj_L8_W<n> with SFU_LANES =
# DP_LANES = n (n in SIM_WIDTH_SWEEP, the Makefile): two builds instead of four. Each
# sweep still runs its programs at every width it names (each checks the width the model
# reports); what it no longer runs is one unit's extreme beside the other's default.
# Other widths get a model of their own: build/obj_L8_S<m> (SFU_LANES m) and
# build/obj_L8_D<n> (DP_LANES n; mk/sim_dbl.mk has the rules of its sweep's other LANES).
$(BUILD)/obj_L8_W%/sm5sim: $(SIM_RTL) $(SIM_TB_SV) $(LS_OBJ) $(LIBSM5) tb/lockstep/rtl_glue.cpp tb/lockstep/rtl_glue.h
	$(call sim_build,$(BUILD)/obj_L8_W$*,8,,,$*,$*)
$(BUILD)/obj_L8_S%/sm5sim: $(SIM_RTL) $(SIM_TB_SV) $(LS_OBJ) $(LIBSM5) tb/lockstep/rtl_glue.cpp tb/lockstep/rtl_glue.h
	$(call sim_build,$(BUILD)/obj_L8_S$*,8,,,$*)
$(BUILD)/obj_L8_D%/sm5sim: $(SIM_RTL) $(SIM_TB_SV) $(LS_OBJ) $(LIBSM5) tb/lockstep/rtl_glue.cpp tb/lockstep/rtl_glue.h
	$(call sim_build,$(BUILD)/obj_L8_D$*,8,,,,$*)

# broken-RTL models (tb/lockstep/broken/broken.list: name lanes patch test field@cycle);
# a name seq_* is a core build (the sequencer's broken builds)
BROKEN_LIST    := tb/lockstep/broken/broken.list
BROKEN_NAMES   := $(shell awk '!/^\#/ && NF {print $$1}' $(BROKEN_LIST))
BROKEN_PATCHES := $(shell awk '!/^\#/ && NF {print $$3}' $(BROKEN_LIST))
$(BUILD)/obj_broken_%/sm5sim: $(SIM_RTL) $(SIM_TB_SV) $(LS_OBJ) $(LIBSM5) tb/lockstep/rtl_glue.cpp tb/lockstep/rtl_glue.h \
                              $(BROKEN_LIST) $(BROKEN_PATCHES) sim/variant.sh
	$(call sim_stem_build,$(BUILD)/obj_broken_$*,$(call broken_lanes,$*),$(shell awk '$$1=="$*"{print $$3}' $(BROKEN_LIST)),$(if $(filter seq_%,$*),core))
# a broken build's lanes field: a model stem (LANES and its suffixes, as obj_L<stem>)
broken_lanes = $(shell awk '$$1=="$(1)"{print $$2}' $(BROKEN_LIST))

.PHONY: sim waves sim-model test-sim test-sim_nocg test-broken sim-list sim-broken sm5cyc
sim-model: $(BUILD)/obj_L$(LANES)/sm5sim ## build the lockstep model for LANES (default 32)

sim-list: ## list the lockstep tests
	@for n in $(SIM_TESTNAMES); do echo "  $$n"; done

# TEST: a name from tb/tests/ or tb/lockstep/tests/, or a path to an .asm file (or a .dxbc
# container with its side file NAME.dxbc.test: docs/dxbc.md). sim/make_sim.sh checks
# LANES, the program and its run on the architectural simulator (make run) before it
# builds a model: what make run refuses, make sim refuses, in about a second. A program
# that declares more lanes (//! lanes N) than LANES runs at LANES=N when LANES is not
# given on the command line; given, the run fails and says so (its expects need N lanes).
# With WAVES=1 the test's view is generated next to the FST (sim/wave_view.py); the waves
# cover the first WAVES_MAX cycles and the trace log its first TRACE_MAX_MB MiB.
WAVES_MAX    ?= 200000
TRACE_MAX_MB ?= 64
sim: ## run TEST in lockstep (RTL vs cycle model): make sim TEST=name [SEED=n] [LANES=n] [WAVES=0|1] [NO_EXPECT=1] [DOUBLES=0] [VEC_COMPS=1|2|4] [EX1_BYPASS=0] [ALU_LAT=1|2|3] [CVT_LAT=2|3] [FMA_STAGES=4|5|6|7] [IMUL_STAGES=3|4] [PROFILE=fpga]
	@TEST="$(TEST)" LANES="$(LANES)" LANES_GIVEN=$(if $(filter command line environment,$(origin LANES)),1,0) DOUBLES="$(DOUBLES)" VEC_COMPS="$(VEC_COMPS)" \
	 EX1_BYPASS="$(EX1_BYPASS)" ALU_LAT="$(ALU_LAT)" CVT_LAT="$(CVT_LAT)" FMA_STAGES="$(FMA_STAGES)" IMUL_STAGES="$(IMUL_STAGES)" PROFILE="$(PROFILE)" \
	 SEED="$(SEED)" WAVES="$(WAVES)" BUILD="$(BUILD)" NO_EXPECT="$(NO_EXPECT)" WAVES_MAX="$(WAVES_MAX)" \
	 TRACE_MAX_MB="$(TRACE_MAX_MB)" MAKE="$(MAKE)" sim/make_sim.sh

# The view is regenerated from waves/views.rules and the FST each time (the FST of the last
# make sim; made with make sim first when there is none).
waves: ## open GTKWave on waves/TEST.fst with the test's view (prints the command without a display)
	@f=$$(tb/lockstep/find_test.sh "$(TEST)") || { echo "known tests:"; $(MAKE) --no-print-directory sim-list; exit 2; }; \
	 n=$$(basename $$f); case $$n in *.asm) n=$${n%.asm};; *.dxbc) n=$${n%.dxbc}_dxbc;; esac; \
	 [ -f waves/$$n.fst ] || $(MAKE) --no-print-directory sim TEST=$(TEST) WAVES=1 || true; \
	 [ -f waves/$$n.fst ] || { echo "make waves: no waves/$$n.fst"; exit 1; }; \
	 python3 sim/wave_view.py view waves/$$n.fst || exit 1; \
	 cmd="gtkwave waves/$$n.fst waves/$$n.gtkw"; \
	 if ! command -v gtkwave >/dev/null; then echo "gtkwave not installed (sudo apt-get install -y gtkwave); then: $$cmd"; \
	 elif [ -z "$$DISPLAY$$WAYLAND_DISPLAY" ]; then echo "no display; run: $$cmd"; \
	 else echo "$$cmd"; $$cmd & fi

# the lockstep builds are the RTL's defaults (the parameters sim_params passes as -G);
# the memory unit's combining segment is the C model's (cmodel/sm5_memu.h)
MEMU_COMBINE_SEG = $(shell sed -n 's/^\#define SM5_MEMU_COMBINE_SEG \([0-9]*\).*/\1/p' cmodel/sm5_memu.h)
TEST_SUITES += defaults
.PHONY: test-defaults
test-defaults: ## the lockstep builds' NREGS, NCONST, BANKS, MEM_WORDS are sm5_top's and sm5_core's defaults (the core builds' NREGS: sm5_core's); the memory unit's COMBINE_SEG is the C model's
	@sim/sum_results.sh --hide \
	   "python3 sim/check_defaults.py NREGS=$(SIM_NREGS) NCONST=$(SIM_NCONST) CBUFS=$(SIM_CBUFS) CB_ROWS=$(SIM_CB_ROWS) BANKS=$(SIM_BANKS) MEM_WORDS=$(SIM_MEMWORDS) -- rtl/sm5_top.sv rtl/sm5_regfile.sv rtl/sm5_valu.sv rtl/sm5_vlanes.sv rtl/sm5_vlane.sv rtl/sm5_scoreboard.sv rtl/sm5_rd_ctl.sv rtl/sm5_valu_sva.sv" \
	   "python3 sim/check_defaults.py NREGS=$(SIM_CORE_NREGS) NCONST=$(SIM_NCONST) CBUFS=$(SIM_CBUFS) CB_ROWS=$(SIM_CB_ROWS) BANKS=$(SIM_BANKS) MEM_WORDS=$(SIM_MEMWORDS) -- rtl/sm5_core.sv" \
	   "python3 sim/check_defaults.py COMBINE_SEG=$(MEMU_COMBINE_SEG) -- rtl/sm5_mem_unit.sv"

# the build's own scripts: a model directory left by an older build must rebuild
TEST_SUITES += build-scripts
.PHONY: test-build-scripts
test-build-scripts: ## sim/vl_drop_stale_deps.sh drops stale dependency files (hierarchical blocks too); sim/sum_results.sh sums right; mk/*.mk run Verilator and sum results only through them (sim/check_mk_plumbing.py); every broken-build patch still applies to rtl/ (sim/check_patches_apply.sh); rtl/sm5_valu.sv stays within 500 lines
	@sim/sum_results.sh sim/check_drop_stale_deps.sh sim/check_sum_results.sh 'python3 sim/check_mk_plumbing.py --self-test' sim/check_patches_apply.sh \
	 --check 'n=$$(wc -l < rtl/sm5_valu.sv); if [ $$n -le 500 ]; then echo "ok   rtl/sm5_valu.sv: $$n lines (at most 500: issue, dispatch, write-back)"; \
	  else echo "FAIL rtl/sm5_valu.sv: $$n lines, more than 500 (a pipe or a unit goes into a module of its own)"; exit 1; fi'

TEST_SUITES += sim
test-sim: $(foreach l,$(SIM_SUITE_LANES),$(BUILD)/obj_L$(l)/sm5sim) ## every lockstep test at LANES 1 8 32 64 (+ LANES 8 with seeded bubbles), no waves
	@tb/lockstep/run_suite.sh sim "$(BUILD)" "$(SIM_SUITE_LANES) $(SIM_SUITE_EXTRA)" $(SIM_TESTS)

# scalar lanes (VEC_COMPS 1, 2): every lockstep test on SIM_VC_MODELS (LANES_vc<k>, :SEED
# for seeded issue bubbles) and the control-flow tests on the LANES 8 core at VEC_COMPS 1
SIM_VC_MODELS ?= 1_vc1 8_vc1 8_vc2 8_vc1:1 32_vc1 64_vc2
TEST_SUITES += sim_vc
test-sim_vc: $(foreach m,$(SIM_VC_MODELS),$(BUILD)/obj_L$(firstword $(subst :, ,$(m)))/sm5sim) $(BUILD)/obj_C8_vc1/sm5sim ## every lockstep test with scalar lanes (VEC_COMPS 1 and 2: LANES 1 8 32 64) and the control-flow tests at LANES 8 VEC_COMPS 1
	@sim/sum_results.sh 'tb/lockstep/run_suite.sh sim "$(BUILD)" "$(SIM_VC_MODELS)" $(SIM_TESTS)' \
	  'tb/lockstep/run_flow.sh flow "$(BUILD)" 8_vc1 $(FLOW_TESTS)'

SIM_NOCG_LANES ?= 8
TEST_SUITES += sim_nocg
test-sim_nocg: $(foreach l,$(SIM_NOCG_LANES),$(BUILD)/obj_L$(l)_nocg/sm5sim) ## every lockstep test at LANES 8 with the clock gates as pass-throughs (CG_BYPASS=1)
	@tb/lockstep/run_suite.sh sim "$(BUILD)" "$(foreach l,$(SIM_NOCG_LANES),$(l)_nocg)" $(SIM_TESTS)

TEST_SUITES += sim_nodbl
test-sim_nodbl: $(BUILD)/obj_L8_nodbl/sm5sim ## LANES 8 without the double unit (DOUBLES=0): every lockstep test without doubles passes, every one with a double op is refused naming it and its line
	@tb/lockstep/run_nodbl.sh $(BUILD)/obj_L8_nodbl/sm5sim $(SIM_TESTS)

# the FPGA profile (no doubles, no EX1 bypass, scalar lanes, clock gates as wires), then
# every test on SIM_FPGA_MODELS: the profile with the double unit (obj_fpga_dbl) and the
# EX1_BYPASS=0 build at LANES 8 with full-width lanes (make test: the first only)
SIM_FPGA_MODELS ?= obj_fpga_dbl 8_nofwd
sim_fpga_dir = $(BUILD)/$(if $(filter obj_%,$(1)),$(1),obj_L$(1))/sm5sim
TEST_SUITES += sim_fpga
test-sim_fpga: $(BUILD)/obj_fpga/sm5sim $(foreach m,$(SIM_FPGA_MODELS),$(call sim_fpga_dir,$(m))) ## the FPGA profile in lockstep (LANES 2 VEC_COMPS 1 SFU_LANES 1 DOUBLES 0 EX1_BYPASS 0 CG_BYPASS 1, 8 banks): every test without doubles passes, every one with is refused; every test on it with DOUBLES 1, and at LANES 8 EX1_BYPASS 0
	@sim/sum_results.sh 'NODBL_REPRO=PROFILE=fpga tb/lockstep/run_nodbl.sh $(BUILD)/obj_fpga/sm5sim $(SIM_TESTS)' \
	  'tb/lockstep/run_suite.sh sim "$(BUILD)" "$(SIM_FPGA_MODELS)" $(SIM_TESTS)'

# the pipes in stages (ALU_LAT 2, 3: sm5_lane_alu's cuts; CVT_LAT 3: sm5_lane_cvt's;
# FMA_STAGES 5 to 7: sm5_fma's, with carry-save products, 7 with its inputs registered;
# IMUL_STAGES 4: sm5_imul's input rank; the machine's latencies with them): every lockstep
# test and the control-flow tests at LANES 8 with the ALU and the CVT in three stages, the
# FMA in six, the multiplier in four and the EX1 bypass (make test), then at VEC_COMPS 1
# with the ALU in two, the CVT in three, the FMA in seven and the multiplier in four
# (make test-all). The FPGA profile
# (test-sim_fpga) runs the three stages of ALU and CVT at VEC_COMPS 1 without the bypass.
SIM_STAGE_MODELS ?= 8_alu3_cvt3_fma6_im4 8_vc1_alu2_cvt3_fma7_im4
TEST_SUITES += sim_stages
test-sim_stages: $(foreach m,$(SIM_STAGE_MODELS),$(BUILD)/obj_L$(m)/sm5sim $(BUILD)/obj_C$(m)/sm5sim) ## the pipes in stages in lockstep: every test and the control-flow tests at LANES 8 ALU_LAT 3 CVT_LAT 3 FMA_STAGES 6 IMUL_STAGES 4, and (make test-all) VEC_COMPS 1 ALU_LAT 2 CVT_LAT 3 FMA_STAGES 7 IMUL_STAGES 4
	@sim/sum_results.sh 'tb/lockstep/run_suite.sh sim "$(BUILD)" "$(SIM_STAGE_MODELS)" $(SIM_TESTS)' \
	  $(foreach m,$(SIM_STAGE_MODELS),'tb/lockstep/run_flow.sh flow "$(BUILD)" $(m) $(FLOW_TESTS)')

# one broken-RTL run with waves: make sim-broken BROKEN=fwd
sim-broken: ## run one broken-RTL build (tb/lockstep/broken/broken.list) with waves: make sim-broken BROKEN=name
	@l=$$(awk '$$1=="$(BROKEN)"' $(BROKEN_LIST)); \
	 if [ -z "$(BROKEN)" ] || [ -z "$$l" ]; then echo "known broken builds:"; awk '!/^#/ && NF {print "  " $$1 "  (" $$3 ")"}' $(BROKEN_LIST); exit 2; fi; \
	 set -- $$l; $(MAKE) -s --no-print-directory $(BUILD)/obj_broken_$$1/sm5sim || exit 1; \
	 f=$$(tb/lockstep/find_test.sh $$4) || exit 2; mkdir -p waves; \
	 case "$$5" in sva@*) x=--rtl-only;; *) x=;; esac; \
	 $(BUILD)/obj_broken_$$1/sm5sim --test $$4 --waves waves/broken_$$1.fst --trace $(BUILD)/broken_$$1.trace \
	   --expect-mismatch $$5 $$x --repro "make sim-broken BROKEN=$$1" $$f; rc=$$?; \
	 [ -s waves/broken_$$1.fst ] && python3 sim/wave_view.py view waves/broken_$$1.fst | sed 's/^/  /'; exit $$rc

TEST_SUITES += broken
test-broken: $(foreach b,$(BROKEN_NAMES),$(BUILD)/obj_broken_$(b)/sm5sim) ## broken-RTL builds must be caught by lockstep (right field and cycle)
	@tb/lockstep/run_suite.sh broken "$(BUILD)" $(BROKEN_LIST)

# build/sm5cyc: the cycle model alone (make run CYCLES=1 uses it)
$(BUILD)/sm5cyc: cmodel/tools/sm5cyc.c $(LIBSM5) $(CMODEL_HDRS)
	@mkdir -p $(dir $@)
	nice $(CC) $(CSTD) $(CFLAGS) -Icmodel -o $@ $< $(LIBSM5)
sm5cyc: $(BUILD)/sm5cyc ## build the cycle-model runner build/sm5cyc

