// sm5ref_dpi: DPI-C imports of libsm5ref (sm5ref.h, version 1.x) for a SystemVerilog
// testbench or UVM scoreboard. Compile this package with the testbench and link
// libsm5ref (Verilator: add `-LDFLAGS "$(pkg-config --libs sm5ref)"`, or pass
// libsm5ref.a on the command line; other simulators: -sv_lib with the shared library).
//
// The calls are those of sm5ref.h with DPI types: int <-> int, int unsigned <-> uint32_t,
// longint unsigned <-> uint64_t, string <-> const char *, chandle <-> a machine pointer;
// outputs are output arguments. Every call that can fail returns 0 on success and a
// negative code otherwise; sm5ref_last_error() then says why (thread-local in the C
// library). Opcode numbers are the values of sm5_pkg::sm5_op_e.
package sm5ref_dpi;

  // return codes (sm5ref.h)
  localparam int SM5REF_OK     = 0;
  localparam int SM5REF_EINVAL = -1;
  localparam int SM5REF_EPARSE = -2;
  localparam int SM5REF_ENOMEM = -3;
  localparam int SM5REF_ERUN   = -4;
  localparam int SM5REF_ESPACE = -5;

  // source modifiers: two bits per source s (neg at bit 2s, abs at bit 2s+1)
  function automatic int unsigned sm5ref_neg(int s);
    return 32'(1) << (2 * s);
  endfunction
  function automatic int unsigned sm5ref_abs(int s);
    return 32'(2) << (2 * s);
  endfunction

  import "DPI-C" function string sm5ref_version();
  import "DPI-C" function int unsigned sm5ref_version_number();
  import "DPI-C" function string sm5ref_last_error();
  import "DPI-C" function void sm5ref_clear_error();

  // opcodes
  import "DPI-C" function int sm5ref_op(input string name);
  import "DPI-C" function string sm5ref_op_name(input int op);
  import "DPI-C" function int sm5ref_op_nsrc(input int op);
  import "DPI-C" function int sm5ref_op_ndst(input int op);

  // one instruction on one lane (scalar form: each source replicated in .xyzw; doubles
  // take 64 bits in the sources that read them); dst2: the second destination
  import "DPI-C" function int sm5ref_alu(input int op, input int unsigned mods, input int sat,
      input longint unsigned s0, input longint unsigned s1, input longint unsigned s2,
      input longint unsigned s3, output longint unsigned dst, output longint unsigned dst2);

  // format conversions and typed formats
  import "DPI-C" function int unsigned sm5ref_f32_to_f16(input int unsigned f);
  import "DPI-C" function int unsigned sm5ref_f16_to_f32(input int unsigned h);
  import "DPI-C" function int unsigned sm5ref_f32_to_f11(input int unsigned f);
  import "DPI-C" function int unsigned sm5ref_f11_to_f32(input int unsigned v);
  import "DPI-C" function int unsigned sm5ref_f32_to_f10(input int unsigned f);
  import "DPI-C" function int unsigned sm5ref_f10_to_f32(input int unsigned v);

  // memory atomics: one lane (ret: what an imm_ form returns)
  import "DPI-C" function int sm5ref_atomic(input int op, input int unsigned mem,
      input int unsigned s0, input int unsigned s1, output int unsigned mem_after,
      output int unsigned ret);

  // a SPEC 9 vector line without "-> ...": the expected field(s) as hex, "" on error
  import "DPI-C" function string sm5ref_vector_str(input string line);

  // a program on a machine
  import "DPI-C" function int sm5ref_machine_load(input string path, input int lanes,
      output chandle m);
  import "DPI-C" function int sm5ref_machine_new(input string name, input string text,
      input longint unsigned len, input int lanes, output chandle m);
  import "DPI-C" function void sm5ref_machine_free(input chandle m);
  import "DPI-C" function int sm5ref_machine_reset(input chandle m);
  import "DPI-C" function int sm5ref_machine_set_dispatch(input chandle m, input int unsigned x,
      input int unsigned y, input int unsigned z);
  import "DPI-C" function int sm5ref_machine_lanes(input chandle m);
  import "DPI-C" function int sm5ref_machine_threads(input chandle m);
  import "DPI-C" function int sm5ref_machine_nregs(input chandle m);
  import "DPI-C" function int sm5ref_machine_groups(input chandle m);
  import "DPI-C" function int sm5ref_machine_nuops(input chandle m);
  import "DPI-C" function int sm5ref_machine_set_reg(input chandle m, input int thread,
      input int reg_, input int comp, input int unsigned v);
  import "DPI-C" function int sm5ref_machine_get_reg(input chandle m, input int thread,
      input int reg_, input int comp, output int unsigned v);
  import "DPI-C" function int sm5ref_machine_get_out(input chandle m, input int thread,
      input int reg_, input int comp, output int unsigned v);
  import "DPI-C" function int sm5ref_machine_words(input chandle m, input int slot);
  import "DPI-C" function int sm5ref_machine_set_word(input chandle m, input int slot,
      input int unsigned word, input int unsigned v);
  import "DPI-C" function int sm5ref_machine_get_word(input chandle m, input int slot,
      input int unsigned word, output int unsigned v);
  import "DPI-C" function int sm5ref_machine_set_counter(input chandle m, input int slot,
      input int unsigned v);
  import "DPI-C" function int sm5ref_machine_get_counter(input chandle m, input int slot,
      output int unsigned v);
  import "DPI-C" function int sm5ref_machine_run(input chandle m, input longint unsigned max_steps,
      output longint unsigned steps);
  import "DPI-C" function int sm5ref_machine_check(input chandle m, output int failed,
      output int checked);

endpackage
