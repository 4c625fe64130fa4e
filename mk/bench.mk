# Benchmarks (sim/bench.sh -> sim/bench.py): figures printed and written to
# docs/figures.md (between the bench markers) and docs/figures/throughput.png; never
# asserted. Fixed seeds and programs, so a rerun measures the same work.
#   make bench                 everything below (a few minutes, nice'd)
#   make bench-icarus          only the Icarus vs Verilator unit speed ratio
# The benchmark drivers (tb/bench/): cmodel_bench (architectural simulator and cycle
# model alone), rtl_bench_L<n> (the Verilated sm5_top alone, linked against the
# lockstep object directory build/obj_L<n>), and tb/iverilog/ (sm5_fcmp + sm5_bitfield
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

# Benchmark models: the lockstep build of mk/sim.mk (its sim_build recipe, same
# parameters and sources) but C++-compiled with BENCH_OPT, in build/bench/obj_L<n>: the
# everyday models are built -O0 for build time, which would understate every rate ~10x.
# BENCH_OPT=-O0 BENCH_MODELS=$(BUILD) measures the everyday models instead.
BENCH_OPT    ?= -O2
BENCH_MODELS ?= $(BENCH_DIR)
# (literal paths: mk/sim.mk is included after this file)
$(BENCH_DIR)/obj_L%/sm5sim: SIM_OPT := $(BENCH_OPT)
$(BENCH_DIR)/obj_L%/sm5sim: $(sort $(wildcard rtl/*.sv)) $(BUILD)/lockstep/lockstep.o $(LIBSM5) \
                            tb/lockstep/rtl_glue.cpp tb/lockstep/rtl_glue.h
	$(call sim_build,$(BENCH_DIR)/obj_L$*,$*,)

# RTL alone: the objects Verilator built for the lockstep binary, minus lockstep.o
$(BENCH_DIR)/rtl_bench_L%: $(BENCH_DIR)/rtl_bench.o $(BENCH_MODELS)/obj_L%/sm5sim
	nice g++ -o $@ $< $(addprefix $(BENCH_MODELS)/obj_L$*/,rtl_glue.o Vsm5_top__ALL.a verilated.o \
	  verilated_fst_c.o verilated_threads.o) $(LIBSM5) -lz -pthread -latomic

# --- Icarus vs Verilator on the same unit testbench
IV_DIR   := $(BUILD)/iverilog
IV_UNITS := rtl/sm5_f32_class.sv rtl/sm5_lzc.sv rtl/sm5_fcmp.sv rtl/sm5_bitfield.sv
IV_TB    := tb/iverilog/tb_units_speed.sv
# Icarus 11 does not parse `int unsigned` (package localparams, lzc parameters): the
# sources it reads are copies in build/ with `int unsigned` -> `int` (values < 2^31);
# the package is gen_pkg's Yosys variant (no functions with `return`).
$(IV_DIR)/units.vvp: $(BUILD)/gen_pkg $(IV_UNITS) $(IV_TB) tb/iverilog/tb_icarus.sv
	@sim/check_tools.sh iverilog
	@mkdir -p $(IV_DIR)/src
	@$(BUILD)/gen_pkg --yosys | sed -E 's/\bint unsigned\b/int/g' > $(IV_DIR)/src/sm5_pkg.sv
	@for f in $(IV_UNITS); do sed -E 's/\bint unsigned\b/int/g' $$f > $(IV_DIR)/src/$$(basename $$f); done
	nice iverilog -g2012 -o $@ -s tb_icarus $(IV_DIR)/src/sm5_pkg.sv \
	  $(addprefix $(IV_DIR)/src/,$(notdir $(IV_UNITS))) $(IV_TB) tb/iverilog/tb_icarus.sv \
	  2>&1 | { grep -v -E 'sorry: (Case unique|constant selects)' || true; }

$(IV_DIR)/vl/Vtb_units_speed: rtl/sm5_pkg.sv $(IV_UNITS) $(IV_TB) tb/iverilog/verilator_main.cpp
	@sim/check_tools.sh verilator g++
	@mkdir -p $(IV_DIR)/vl
	nice verilator --cc --exe --build -j 2 -Wno-fatal --top-module tb_units_speed \
	  --Mdir $(IV_DIR)/vl -o Vtb_units_speed -CFLAGS -O2 rtl/sm5_pkg.sv $(IV_UNITS) $(IV_TB) \
	  $(abspath tb/iverilog/verilator_main.cpp) > $(IV_DIR)/vl/build.log 2>&1 \
	  || { tail -n 20 $(IV_DIR)/vl/build.log; exit 1; }

BENCH_BINS = $(BENCH_DIR)/cmodel_bench $(foreach l,$(BENCH_LANES),$(BENCH_DIR)/rtl_bench_L$(l) \
             $(BENCH_MODELS)/obj_L$(l)/sm5sim) $(BUILD)/sm5gen $(BUILD)/sm5run $(IV_DIR)/units.vvp \
             $(IV_DIR)/vl/Vtb_units_speed

.PHONY: bench bench-icarus bench-bins
bench-bins: $(BENCH_BINS) ## build every benchmark driver and model (no runs)

bench: $(BENCH_BINS) ## simulation benchmarks -> stdout, docs/figures.md, docs/figures/throughput.png
	@sim/check_tools.sh gnuplot || echo "bench: no gnuplot: the PNG is skipped"
	@sim/bench.sh --build $(BUILD) --models $(BENCH_MODELS) --opt=$(BENCH_OPT) --lanes "$(BENCH_LANES)"

bench-icarus: $(IV_DIR)/units.vvp $(IV_DIR)/vl/Vtb_units_speed ## Icarus vs Verilator speed on sm5_fcmp + sm5_bitfield
	@sim/bench.sh --build $(BUILD) --only icarus --no-write
