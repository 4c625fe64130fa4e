# libsm5ref: the golden model as a reference library for other testbenches
# (docs/reference-model.md). cmodel/ref/sm5ref.{h,c} over every cmodel/*.c, compiled
# again as -fPIC objects into build/ref/ (build/libsm5.a stays as it is), as a static
# and a shared library; `make install PREFIX=dir`; the DPI-C package; the Python package
# (pyproject.toml, python/sm5ref/); the two examples of tb/refex/ (a SystemVerilog DPI
# scoreboard and a cocotb one, each with a broken-unit patch it must catch).
REF_DIR      := $(BUILD)/ref
REF_SO_MAJOR := 1
REF_VERSION  := $(shell sed -nE 's/^\#define SM5REF_VERSION_STRING "([0-9.]+)"/\1/p' cmodel/ref/sm5ref.h)
REF_CSRCS    := $(CMODEL_SRCS) cmodel/ref/sm5ref.c
REF_OBJS     := $(patsubst cmodel/%.c,$(REF_DIR)/obj/%.o,$(REF_CSRCS))
REF_LIB_A    := $(REF_DIR)/libsm5ref.a
REF_LIB_SO   := $(REF_DIR)/libsm5ref.so
REF_TEST     := $(REF_DIR)/test_sm5ref
PREFIX       ?= /usr/local

# only the sm5ref_* calls leave the shared library (sm5ref.h marks them)
$(REF_DIR)/obj/%.o: cmodel/%.c $(CMODEL_HDRS) cmodel/ref/sm5ref.h | tools
	@mkdir -p $(dir $@)
	nice $(CC) $(CSTD) $(CFLAGS) -fPIC -fvisibility=hidden -Icmodel -Icmodel/ref -c $< -o $@

$(REF_LIB_A): $(REF_OBJS)
	@rm -f $@; ar rcs $@ $^

$(REF_LIB_SO): $(REF_OBJS)
	$(CC) -shared -Wl,-soname,libsm5ref.so.$(REF_SO_MAJOR) -o $@.$(REF_VERSION) $^ -lm
	ln -sf libsm5ref.so.$(REF_VERSION) $@.$(REF_SO_MAJOR)
	ln -sf libsm5ref.so.$(REF_VERSION) $@

.PHONY: ref-lib install test-ref test-ref-install
ref-lib: $(REF_LIB_A) $(REF_LIB_SO) ## build build/ref/libsm5ref.{a,so} (the golden model as a library)

# PREFIX/include/sm5ref.h, lib/libsm5ref.{a,so}, lib/pkgconfig/sm5ref.pc,
# share/sm5ref/sm5ref_dpi.sv (DESTDIR honoured, as packagers expect)
install: $(REF_LIB_A) $(REF_LIB_SO) cmodel/ref/sm5ref.pc.in cmodel/ref/sm5ref_dpi.sv ## install libsm5ref: make install PREFIX=dir
	@d="$(DESTDIR)$(PREFIX)"; set -e; \
	mkdir -p "$$d/include" "$$d/lib/pkgconfig" "$$d/share/sm5ref"; \
	cp cmodel/ref/sm5ref.h "$$d/include/"; \
	cp $(REF_LIB_A) "$$d/lib/"; \
	cp $(REF_LIB_SO).$(REF_VERSION) "$$d/lib/"; \
	ln -sf libsm5ref.so.$(REF_VERSION) "$$d/lib/libsm5ref.so.$(REF_SO_MAJOR)"; \
	ln -sf libsm5ref.so.$(REF_VERSION) "$$d/lib/libsm5ref.so"; \
	sed -e 's|@PREFIX@|$(PREFIX)|g' -e 's|@VERSION@|$(REF_VERSION)|g' cmodel/ref/sm5ref.pc.in \
	  > "$$d/lib/pkgconfig/sm5ref.pc"; \
	cp cmodel/ref/sm5ref_dpi.sv "$$d/share/sm5ref/"; \
	echo "installed libsm5ref $(REF_VERSION) into $$d"

$(REF_TEST): cmodel/ref/test_sm5ref.c $(REF_LIB_A) cmodel/ref/sm5ref.h $(CMODEL_HDRS)
	nice $(CC) $(CSTD) $(CFLAGS) -Icmodel/ref -Icmodel -o $@ $< $(REF_LIB_A) -lm

# The C API: hand-worked SPEC values, every line of tb/vectors/*.txt (worked by hand)
# through sm5ref_vector, the error paths, atomics, conversions, a machine run.
TEST_SUITES += ref
test-ref: $(REF_TEST) ## libsm5ref's C API vs hand-worked SPEC values and tb/vectors/*.txt
	@$(REF_TEST) $(VEC_FILES)

# The installed tree: files present, a program built with pkg-config against it (shared
# and static) that calls sm5ref_vector.
REF_INST := $(REF_DIR)/inst
TEST_SUITES += ref-install
test-ref-install: $(REF_LIB_A) $(REF_LIB_SO) cmodel/ref/sm5ref.pc.in cmodel/ref/sm5ref_dpi.sv cmodel/ref/install_check.sh ## make install into build/ref/inst, then build and run a program with pkg-config against it
	@cmodel/ref/install_check.sh $(REF_INST)

# ---- example 1: a SystemVerilog DPI scoreboard under Verilator (tb/refex/sv/) ----------
# The testbench links the shared library the way a user's would (-lsm5ref, rpath). The
# broken build applies tb/refex/sv/broken_bitfield.patch to a copy of rtl/ (sim/variant.sh);
# the suite passes when the good run passes and the broken one fails on ibfe.
REFEX_DIR    := $(BUILD)/refex
REFEX_SV_TB  := cmodel/ref/sm5ref_dpi.sv tb/refex/refex_units.sv tb/refex/sv/tb_refex_sv.sv
REFEX_SV_OK  := $(REFEX_DIR)/sv_ok/Vtb_refex_sv
REFEX_SV_BAD := $(REFEX_DIR)/sv_broken/Vtb_refex_sv
REFEX_SV_N   ?= 20000
REFEX_SEED   ?= 1

# $(1): binary, $(2): patch (the broken build) or empty
refex_sv_build = $(call vl_build,$(dir $(1)),-Wno-fatal --top-module tb_refex_sv -o $(notdir $(1)) \
  -CFLAGS -O1 -LDFLAGS "-L$(abspath $(REF_DIR)) -lsm5ref -Wl$(,)-rpath$(,)$(abspath $(REF_DIR))" \
  $(if $(2),$(addprefix $(dir $(1))src/,$(RTL_FILES)),$(RTL_FILES)) $(REFEX_SV_TB) \
  $(abspath tb/refex/sv/main.cpp),,,@rm -f $(1)$(if $(2),; sim/variant.sh $(2) $(dir $(1))src >/dev/null))

$(REFEX_SV_OK): $(RTL_F) $(RTL_FILES) $(REFEX_SV_TB) tb/refex/sv/main.cpp $(REF_LIB_SO)
	$(call refex_sv_build,$@,)

$(REFEX_SV_BAD): $(RTL_F) $(RTL_FILES) $(REFEX_SV_TB) tb/refex/sv/main.cpp $(REF_LIB_SO) \
                 tb/refex/sv/broken_bitfield.patch sim/variant.sh
	$(call refex_sv_build,$@,tb/refex/sv/broken_bitfield.patch)

.PHONY: test-refex-sv test-refex_sv
TEST_SUITES += refex_sv
test-refex-sv: $(REFEX_SV_OK) $(REFEX_SV_BAD) ## example: SV DPI scoreboard checks fcmp/bitfield/fma vs libsm5ref; its broken patch must be caught
	@sim/sum_results.sh 'set -o pipefail; $(REFEX_SV_OK) +seed=$(REFEX_SEED) +n=$(REFEX_SV_N) | tail -n 12' \
	  'sim/expect_caught.sh bitfield op=ibfe tb/refex/sv/broken_bitfield.patch $(REFEX_SV_BAD) +seed=$(REFEX_SEED) +n=2000'
test-refex_sv: test-refex-sv

# ---- Python: the package in a project-local venv (build/venv), cocotb pinned -----------
REF_VENV     := $(BUILD)/venv
REF_PY_STAMP := $(REF_VENV)/.sm5ref-installed
COCOTB_PIN   := cocotb==1.8.*
REF_PY_SRCS  := pyproject.toml setup.py $(wildcard python/sm5ref/*.py) $(REF_CSRCS) $(CMODEL_HDRS) cmodel/ref/sm5ref.h

# pip install . is what a user runs; it compiles the shared library into the package
$(REF_PY_STAMP): $(REF_PY_SRCS)
	@sim/check_tools.sh python3
	@[ -x $(REF_VENV)/bin/python ] || python3 -m venv $(REF_VENV)
	@$(REF_VENV)/bin/python -c "import cocotb" 2>/dev/null || \
	  nice $(REF_VENV)/bin/pip install -q --disable-pip-version-check '$(COCOTB_PIN)'
	nice $(REF_VENV)/bin/pip install -q --disable-pip-version-check --force-reinstall --no-deps .
	@touch $@

.PHONY: ref-venv test-ref-python test-ref_python
ref-venv: $(REF_PY_STAMP) ## build/venv with cocotb 1.8 and the sm5ref package (pip install .)

TEST_SUITES += ref_python
test-ref-python: $(REF_PY_STAMP) ## the Python package sm5ref (installed by pip) vs hand-worked SPEC values
	@$(REF_VENV)/bin/python python/tests/test_sm5ref.py
test-ref_python: test-ref-python

# ---- example 2: a cocotb scoreboard (tb/refex/cocotb/) ---------------------------------
# cocotb's own make flow builds the Verilator model (target .../Vtop) and runs it; the
# broken build applies tb/refex/cocotb/broken_fcmp_signed.patch (signed compares done
# unsigned), which must fail on imin/imax/ilt/ige.
REFEX_CO_OK  := $(REFEX_DIR)/cocotb_ok
REFEX_CO_BAD := $(REFEX_DIR)/cocotb_broken
REFEX_CO_N   ?= 5000
REFEX_CO_SRC := tb/refex/cocotb/Makefile tb/refex/cocotb/test_refex.py tb/refex/refex_units.sv
# $(1): its folder, $(2): the rtl files, then make arguments
refex_cocotb = env PATH=$(abspath $(REF_VENV))/bin:$(VL_PATH)$$PATH $(MAKE) --no-print-directory \
  -f $(abspath tb/refex/cocotb/Makefile) -C $(1) RTL_SRCS="$(2)" SIM_BUILD=$(abspath $(1))/sim_build

$(REFEX_CO_OK)/sim_build/Vtop: $(REF_PY_STAMP) $(RTL_F) $(RTL_FILES) $(REFEX_CO_SRC)
	@$(vl_check) && sim/check_tools.sh g++
	@mkdir -p $(REFEX_CO_OK); rm -rf $(REFEX_CO_OK)/sim_build
	nice $(call refex_cocotb,$(REFEX_CO_OK),$(abspath $(RTL_FILES))) $(abspath $@) \
	  BUILD_ARGS="-j 2 $(VL_UNIT_MAKEFLAGS)" >$(REFEX_CO_OK)/build.log 2>&1 \
	  || { tail -n 30 $(REFEX_CO_OK)/build.log; exit 1; }

$(REFEX_CO_BAD)/sim_build/Vtop: $(REF_PY_STAMP) $(RTL_F) $(RTL_FILES) $(REFEX_CO_SRC) \
                               tb/refex/cocotb/broken_fcmp_signed.patch sim/variant.sh
	@$(vl_check) && sim/check_tools.sh g++
	@mkdir -p $(REFEX_CO_BAD); rm -rf $(REFEX_CO_BAD)/sim_build
	@sim/variant.sh tb/refex/cocotb/broken_fcmp_signed.patch $(REFEX_CO_BAD)/src >/dev/null
	nice $(call refex_cocotb,$(REFEX_CO_BAD),$(addprefix $(abspath $(REFEX_CO_BAD))/src/,$(RTL_FILES))) \
	  $(abspath $@) BUILD_ARGS="-j 2 $(VL_UNIT_MAKEFLAGS)" >$(REFEX_CO_BAD)/build.log 2>&1 \
	  || { tail -n 30 $(REFEX_CO_BAD)/build.log; exit 1; }

.PHONY: test-refex-cocotb test-refex_cocotb
TEST_SUITES += refex_cocotb
test-refex-cocotb: $(REFEX_CO_OK)/sim_build/Vtop $(REFEX_CO_BAD)/sim_build/Vtop ## example: cocotb scoreboard checks fcmp/bitfield/fma vs sm5ref; its broken patch must be caught
	@rm -f $(REFEX_CO_OK)/results.xml $(REFEX_CO_BAD)/results.xml; \
	out=$$(REFEX_SEED=$(REFEX_SEED) REFEX_N=$(REFEX_CO_N) $(call refex_cocotb,$(REFEX_CO_OK),$(abspath $(RTL_FILES))) \
	  COCOTB_RESULTS_FILE=$(abspath $(REFEX_CO_OK))/results.xml 2>&1); rc=$$?; \
	echo "$$out" > $(REFEX_CO_OK)/run.log; grep -E '^refex_cocotb|^MISMATCH|FAIL|PASS' <<<"$$out" | head -n 20; \
	line=$$(grep -oE 'refex_cocotb: [0-9]+ passed, [0-9]+ failed' <<<"$$out" | tail -n 1); \
	p=$$(sed -nE 's/^refex_cocotb: ([0-9]+) passed, ([0-9]+) failed$$/\1/p' <<<"$$line"); \
	f=$$(sed -nE 's/^refex_cocotb: ([0-9]+) passed, ([0-9]+) failed$$/\2/p' <<<"$$line"); \
	[ -n "$$p" ] || { p=0; f=1; }; \
	if [ $$rc -ne 0 ] || grep -q '<failure' $(REFEX_CO_OK)/results.xml 2>/dev/null \
	   || ! grep -q '<testcase' $(REFEX_CO_OK)/results.xml 2>/dev/null; then f=$$((f+1)); echo "cocotb run failed (rc $$rc): $(REFEX_CO_OK)/run.log"; fi; \
	bout=$$(REFEX_SEED=$(REFEX_SEED) REFEX_N=300 $(call refex_cocotb,$(REFEX_CO_BAD),$(addprefix $(abspath $(REFEX_CO_BAD))/src/,$(RTL_FILES))) \
	  COCOTB_RESULTS_FILE=$(abspath $(REFEX_CO_BAD))/results.xml 2>&1); \
	echo "$$bout" > $(REFEX_CO_BAD)/run.log; \
	if grep -q '<failure' $(REFEX_CO_BAD)/results.xml 2>/dev/null && \
	   grep -qE '^MISMATCH unit=fcmp op=(imin|imax|ilt|ige) ' <<<"$$bout"; then \
	  p=$$((p+1)); echo "broken tb/refex/cocotb/broken_fcmp_signed.patch caught: $$(grep -m1 '^MISMATCH' <<<"$$bout")"; \
	else f=$$((f+1)); echo "broken tb/refex/cocotb/broken_fcmp_signed.patch NOT caught: $(REFEX_CO_BAD)/run.log"; fi; \
	echo "$$p passed, $$f failed"; [ $$f -eq 0 ]
test-refex_cocotb: test-refex-cocotb
