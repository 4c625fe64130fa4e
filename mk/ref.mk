# libsm5ref: the golden model as a reference library for other testbenches (issue 40;
# docs/reference-model.md). cmodel/ref/sm5ref.{h,c} over every cmodel/*.c, compiled
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
define refex_sv_build
	@sim/check_tools.sh verilator g++
	@mkdir -p $(dir $(1)); rm -f $(1)
	$(if $(2),@sim/variant.sh $(2) $(dir $(1))src >/dev/null)
	nice verilator --cc --exe --build -j 2 -Wno-fatal --top-module tb_refex_sv \
	  --Mdir $(dir $(1)) -o $(notdir $(1)) -MAKEFLAGS "$(VL_UNIT_MAKEFLAGS)" \
	  -CFLAGS -O1 -LDFLAGS "-L$(abspath $(REF_DIR)) -lsm5ref -Wl,-rpath,$(abspath $(REF_DIR))" \
	  $(if $(2),$(addprefix $(dir $(1))src/,$(RTL_FILES)),$(RTL_FILES)) $(REFEX_SV_TB) \
	  $(abspath tb/refex/sv/main.cpp) >$(dir $(1))build.log 2>&1 \
	  || { tail -n 30 $(dir $(1))build.log; exit 1; }
endef

$(REFEX_SV_OK): $(RTL_F) $(RTL_FILES) $(REFEX_SV_TB) tb/refex/sv/main.cpp $(REF_LIB_SO)
	$(call refex_sv_build,$@,)

$(REFEX_SV_BAD): $(RTL_F) $(RTL_FILES) $(REFEX_SV_TB) tb/refex/sv/main.cpp $(REF_LIB_SO) \
                 tb/refex/sv/broken_bitfield.patch sim/variant.sh
	$(call refex_sv_build,$@,tb/refex/sv/broken_bitfield.patch)

.PHONY: test-refex-sv test-refex_sv
TEST_SUITES += refex_sv
test-refex-sv: $(REFEX_SV_OK) $(REFEX_SV_BAD) ## example: SV DPI scoreboard checks fcmp/bitfield/fma vs libsm5ref; its broken patch must be caught
	@out=$$($(REFEX_SV_OK) +seed=$(REFEX_SEED) +n=$(REFEX_SV_N)); rc=$$?; echo "$$out" | tail -n 12; \
	p=$$(sed -nE 's/^([0-9]+) passed, ([0-9]+) failed$$/\1/p' <<<"$$out" | tail -n 1); \
	f=$$(sed -nE 's/^([0-9]+) passed, ([0-9]+) failed$$/\2/p' <<<"$$out" | tail -n 1); \
	[ -n "$$p" ] || { p=0; f=1; }; [ $$rc -eq 0 ] || [ "$$f" -gt 0 ] || f=1; \
	bout=$$($(REFEX_SV_BAD) +seed=$(REFEX_SEED) +n=2000); brc=$$?; \
	if [ $$brc -ne 0 ] && grep -qE '^MISMATCH unit=bitfield op=ibfe ' <<<"$$bout"; then \
	  p=$$((p+1)); echo "broken tb/refex/sv/broken_bitfield.patch caught: $$(grep -m1 '^MISMATCH' <<<"$$bout")"; \
	else f=$$((f+1)); echo "broken tb/refex/sv/broken_bitfield.patch NOT caught (rc $$brc)"; echo "$$bout" | tail -n 5; fi; \
	echo "$$p passed, $$f failed"; [ $$f -eq 0 ]
test-refex_sv: test-refex-sv
