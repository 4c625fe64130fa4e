# Benchmarks (sim/bench.sh -> sim/bench.py): figures printed and written to
# docs/figures.md (between the bench markers) and docs/figures/throughput.png; never
# asserted. Fixed seeds and programs, so a rerun measures the same work.
#   make bench                 everything below (a few minutes, nice'd)
#   make bench-icarus          only the Icarus vs Verilator unit speed ratio
# The benchmark drivers (tb/bench/): cmodel_bench (architectural simulator and cycle
# model alone), rtl_bench_L<n> (the Verilated sm5_top alone, linked against the
# lockstep object directory build/obj_L<n>), and tb/bench/iverilog/ (sm5_fcmp + sm5_bitfield
# under Icarus and Verilator on the same stimulus).
BENCH_DIR   := $(BUILD)/bench
BENCH_LANES ?= 1 8 32 64
BENCH_HDRS  := tb/bench/bench_common.h $(CMODEL_HDRS)

$(BENCH_DIR)/cmodel_bench: tb/bench/cmodel_bench.c $(BENCH_HDRS) $(LIBSM5)
	@mkdir -p $(dir $@)
	nice $(CC) $(CSTD) -O2 -Icmodel -Itb/bench -o $@ $< $(LIBSM5)

$(BENCH_DIR)/rtl_bench.o: tb/bench/rtl_bench.c tb/lockstep/rtl_glue.h $(BENCH_HDRS)
	@mkdir -p $(dir $@)
	nice $(CC) $(CSTD) -O2 -Icmodel -Itb/lockstep -Itb/bench -c $< -o $@

# Models. `make bench` measures the everyday lockstep models build/obj_L<n> (mk/sim.mk,
# C++ at SIM_OPT, -O1 at present). `make bench-o2` adds a throughput
# table for the same build recompiled at BENCH_OPT (-O2) in build/bench/obj_L<n>
# (mk/sim.mk's sim_build recipe, same parameters), at BENCH_O2_LANES: an -O2 build of
# sm5_top takes 10-30 minutes per LANES on this shared machine.
BENCH_OPT      ?= -O2
BENCH_O2_LANES ?= 1 8 32 64
# (literal paths: mk/sim.mk is included after this file; the precompiled headers of
# their level: build/pch/O2, mk/sim.mk)
$(BENCH_DIR)/obj_L%/sm5sim: SIM_OPT := $(BENCH_OPT)
$(BENCH_DIR)/obj_L%/sm5sim: $(RTL_F) $(RTL_FILES) $(BUILD)/lockstep/lockstep.o $(LIBSM5) \
                            tb/lockstep/rtl_glue.cpp tb/lockstep/rtl_glue.h
	$(call sim_build,$(BENCH_DIR)/obj_L$*,$*,)

# RTL alone: the objects Verilator built for the lockstep binary, minus lockstep.o; the
# hierarchical blocks' libraries (sm5_vlane) and the DPI runtime they are called through
# come along
# $(1): model directory root, $(2): lanes
define rtl_bench_link
	nice g++ -o $@ $< $(addprefix $(1)/obj_L$(2)/,rtl_glue.o sm5_variant.o Vsm5_top__ALL.a verilated.o \
	  verilated_dpi.o verilated_fst_c.o verilated_threads.o) \
	  $(wildcard $(1)/obj_L$(2)/V*/lib*.a) $(LIBSM5) $(VL_FST_LIBS) -pthread -latomic
endef
$(BENCH_DIR)/rtl_bench_L%: $(BENCH_DIR)/rtl_bench.o $(BUILD)/obj_L%/sm5sim
	$(call rtl_bench_link,$(BUILD),$*)
$(BENCH_DIR)/o2/rtl_bench_L%: $(BENCH_DIR)/rtl_bench.o $(BENCH_DIR)/obj_L%/sm5sim
	@mkdir -p $(dir $@)
	$(call rtl_bench_link,$(BENCH_DIR),$*)

# Simulation speed: the -O2 models above beside the same build at
# BENCH_SPEED_OPT (-O3: about 1.2x -O2 on these models) in build/bench/fast/;
# `make bench-speed` measures RTL alone and lockstep with both at BENCH_SPEED_LANES
# (sim/bench.py --only speed); `make bench` prints the same table when the models exist.
# Both keep the lanes hierarchical: a flat build (SIM_HIER=) is 1.25x faster at LANES 8
# (-O2) but slower at LANES 32 (flat -O3 at 0.8x hierarchical -O2: 32 copies of the lane
# code). An optimised build at LANES 32
# takes 10-30 minutes on the shared machine.
BENCH_SPEED_LANES ?= 8 32
BENCH_SPEED_OPT   ?= -O3
$(BENCH_DIR)/fast/obj_L%/sm5sim: SIM_OPT := $(BENCH_SPEED_OPT)
$(BENCH_DIR)/fast/obj_L%/sm5sim: $(RTL_F) $(RTL_FILES) $(BUILD)/lockstep/lockstep.o $(LIBSM5) \
                                 tb/lockstep/rtl_glue.cpp tb/lockstep/rtl_glue.h
	$(call sim_build,$(BENCH_DIR)/fast/obj_L$*,$*,)
$(BENCH_DIR)/fast/o2/rtl_bench_L%: $(BENCH_DIR)/rtl_bench.o $(BENCH_DIR)/fast/obj_L%/sm5sim
	@mkdir -p $(dir $@)
	$(call rtl_bench_link,$(BENCH_DIR)/fast,$*)

# --- Icarus vs Verilator on the same unit testbench
IV_DIR   := $(BUILD)/iverilog
# the units (and helpers) it needs, taken from the file list by module name
IV_UNITS := $(filter $(foreach m,sm5_f32_class sm5_lzc sm5_fcmp sm5_bitfield,%/$(m).sv),$(RTL_FILES))
IV_TB    := tb/bench/iverilog/tb_units_speed.sv
# Icarus 11 does not parse `int unsigned` (package localparams, lzc parameters): the
# sources it reads are copies in build/ with `int unsigned` -> `int` (values < 2^31);
# the package is gen_pkg's Yosys variant (no functions with `return`).
$(IV_DIR)/units.vvp: $(BUILD)/gen_pkg $(IV_UNITS) $(IV_TB) tb/bench/iverilog/tb_icarus.sv
	@sim/check_tools.sh iverilog
	@mkdir -p $(IV_DIR)/src
	@$(BUILD)/gen_pkg --yosys | sed -E 's/\bint unsigned\b/int/g' > $(IV_DIR)/src/sm5_pkg.sv
	@for f in $(IV_UNITS); do sed -E 's/\bint unsigned\b/int/g' $$f > $(IV_DIR)/src/$$(basename $$f); done
	nice iverilog -g2012 -o $@ -s tb_icarus $(IV_DIR)/src/sm5_pkg.sv \
	  $(addprefix $(IV_DIR)/src/,$(notdir $(IV_UNITS))) $(IV_TB) tb/bench/iverilog/tb_icarus.sv \
	  2>&1 | { grep -v -E 'sorry: (Case unique|constant selects)' || true; }

$(IV_DIR)/vl/Vtb_units_speed: $(RTL_F) $(RTL_FILES) $(IV_TB) tb/bench/iverilog/verilator_main.cpp
	$(call vl_build,$(IV_DIR)/vl,-Wno-fatal --top-module tb_units_speed -o Vtb_units_speed -CFLAGS -O2 \
	  $(RTL_FILES) $(IV_TB) $(abspath tb/bench/iverilog/verilator_main.cpp),none)

BENCH_BINS = $(BENCH_DIR)/cmodel_bench $(foreach l,$(BENCH_LANES),$(BENCH_DIR)/rtl_bench_L$(l) \
             $(BUILD)/obj_L$(l)/sm5sim) $(BUILD)/sm5gen $(BUILD)/sm5run $(BUILD)/sm5cyc $(IV_DIR)/units.vvp \
             $(IV_DIR)/vl/Vtb_units_speed \
             $(foreach l,$(BENCH_SCALAR_LANES),$(foreach k,1 2,$(BENCH_DIR)/rtl_bench_L$(l)_vc$(k)))
# scalar lanes (sim/bench.py --only scalar): RTL alone at VEC_COMPS 4, 2, 1
BENCH_SCALAR_LANES ?= 8 32

.PHONY: bench bench-o2 bench-icarus bench-bins bench-speed bench-overhead bench-profile
bench-bins: $(BENCH_BINS) ## build every benchmark driver and model (no runs)

bench: $(BENCH_BINS) ## simulation benchmarks -> stdout, docs/figures.md, docs/figures/throughput.png
	@sim/check_tools.sh gnuplot || echo "bench: no gnuplot: the PNG is skipped"
	@sim/bench.sh --build $(BUILD) --models $(BUILD) --rtl-dir $(BENCH_DIR) --opt=$(SIM_OPT) \
	  --lanes "$(BENCH_LANES)"

BENCH_O2_BINS = $(BENCH_DIR)/cmodel_bench $(foreach l,$(BENCH_O2_LANES),$(BENCH_DIR)/o2/rtl_bench_L$(l) \
                $(BENCH_DIR)/obj_L$(l)/sm5sim) $(BUILD)/sm5gen $(BUILD)/sm5run
bench-o2: $(BENCH_O2_BINS) ## throughput with BENCH_OPT (-O2) models -> docs/figures.md
	@sim/bench.sh --build $(BUILD) --models $(BENCH_DIR) --rtl-dir $(BENCH_DIR)/o2 --opt=$(BENCH_OPT) \
	  --lanes "$(BENCH_O2_LANES)" --only throughput --section bench-o2 --no-plot \
	  --title "### Throughput with the models compiled $(BENCH_OPT) (make bench-o2)"

BENCH_SPEED_BINS = $(BENCH_DIR)/cmodel_bench $(BUILD)/sm5gen $(BUILD)/sm5run \
  $(foreach l,$(BENCH_SPEED_LANES),$(BENCH_DIR)/o2/rtl_bench_L$(l) $(BENCH_DIR)/obj_L$(l)/sm5sim \
  $(BENCH_DIR)/fast/o2/rtl_bench_L$(l) $(BENCH_DIR)/fast/obj_L$(l)/sm5sim)
bench-speed: $(BENCH_SPEED_BINS) ## issue-13 simulation speed: RTL alone and lockstep, -O2 vs BENCH_SPEED_OPT (-O3) -> docs/figures.md
	@sim/bench.sh --build $(BUILD) --only speed --speed-lanes "$(BENCH_SPEED_LANES)" --no-plot

# Lockstep's cost over RTL alone, counted: host instructions per simulated cycle under
# callgrind at BENCH_OVERHEAD_LANES (the everyday models; a few minutes; needs valgrind)
BENCH_OVERHEAD_LANES ?= 1 8
BENCH_OVERHEAD_BINS = $(BUILD)/sm5gen $(BUILD)/sm5run \
  $(foreach l,$(BENCH_OVERHEAD_LANES),$(BENCH_DIR)/rtl_bench_L$(l) $(BUILD)/obj_L$(l)/sm5sim)
bench-overhead: $(BENCH_OVERHEAD_BINS) ## lockstep vs RTL alone in host instructions per cycle (callgrind) -> docs/figures.md
	@sim/check_tools.sh valgrind
	@sim/bench.sh --build $(BUILD) --models $(BUILD) --rtl-dir $(BENCH_DIR) --opt=$(SIM_OPT) --only overhead \
	  --lanes "$(BENCH_OVERHEAD_LANES)" --no-plot

# Where the RTL's host instructions per cycle go, against the cycle model's (callgrind,
# the per-cycle calls only) at BENCH_PROFILE_LANES: the figures behind the speed ratio
BENCH_PROFILE_LANES ?= 32
BENCH_PROFILE_BINS = $(BENCH_DIR)/cmodel_bench $(BUILD)/sm5gen $(BUILD)/sm5run \
  $(foreach l,$(BENCH_PROFILE_LANES),$(BENCH_DIR)/rtl_bench_L$(l))
bench-profile: $(BENCH_PROFILE_BINS) ## RTL vs cycle model host instructions per cycle, by part (callgrind) -> docs/figures.md
	@sim/check_tools.sh valgrind
	@sim/bench.sh --build $(BUILD) --models $(BUILD) --rtl-dir $(BENCH_DIR) --opt=$(SIM_OPT) --only profile \
	  --lanes "$(BENCH_PROFILE_LANES)" --no-plot

bench-icarus: $(IV_DIR)/units.vvp $(IV_DIR)/vl/Vtb_units_speed ## Icarus vs Verilator speed on sm5_fcmp + sm5_bitfield
	@sim/bench.sh --build $(BUILD) --only icarus --no-write
