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
