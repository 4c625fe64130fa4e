// Memory-unit helpers shared by its stages: the SPEC 6 atomic operations as the
// same-word combining network (A4) and the read-modify-write stage (M) use them.
package sm5_memu_pkg;
  import sm5_pkg::*;

  // An associative atomic (everything but cmp_exch / cmp_store and the counters): its
  // lanes on one word combine in A4 (sm5_mem_prefix).
  function automatic logic amo_assoc(sm5_op_e op);
    return op_is_atomic(op) && !op_is_counter(op) && !op_amo_cmp(op);
  endfunction

  // The identity of op's combination (a lane not on the word contributes it).
  function automatic logic [31:0] amo_ident(sm5_op_e op);
    unique case (op)
      OP_ATOMIC_AND, OP_IMM_ATOMIC_AND,
      OP_ATOMIC_UMIN, OP_IMM_ATOMIC_UMIN:  return 32'hFFFF_FFFF;
      OP_ATOMIC_IMAX, OP_IMM_ATOMIC_IMAX:  return 32'h8000_0000;
      OP_ATOMIC_IMIN, OP_IMM_ATOMIC_IMIN:  return 32'h7FFF_FFFF;
      default:                             return 32'h0000_0000;
    endcase
  endfunction

  // x then b: the value of "x op y" (m op s0 is the memory after an op with operand s0;
  // the M stage applies a lane's prefix or a group's total to the memory word), y = b's
  // low 32 bits, b[32] "present". exch takes the later operand when it is present, so
  // its identity is "not present". One 33-bit adder serves iadd (x + y) and the four
  // compares (x - y: the borrow is unsigned x < y; signed x < y is x's sign when the
  // signs differ, else the difference's). The op comes decoded (amo_flags, registered
  // beside it in M): the decode sat in front of the adder's operand select and of the
  // result's select, which is an AND-OR of the one-hot flags. None set: exch or store.
  typedef struct packed {
    logic sub, land, lor, lxor, add, smax, smin, umax, umin;
  } amo_f_t;
  function automatic amo_f_t amo_flags(sm5_op_e op);
    amo_f_t f;
    f      = '0;
    f.sub  = (op != OP_ATOMIC_IADD) && (op != OP_IMM_ATOMIC_IADD);
    unique case (op)
      OP_ATOMIC_AND, OP_IMM_ATOMIC_AND:   f.land = 1'b1;
      OP_ATOMIC_OR, OP_IMM_ATOMIC_OR:     f.lor  = 1'b1;
      OP_ATOMIC_XOR, OP_IMM_ATOMIC_XOR:   f.lxor = 1'b1;
      OP_ATOMIC_IADD, OP_IMM_ATOMIC_IADD: f.add  = 1'b1;
      OP_ATOMIC_IMAX, OP_IMM_ATOMIC_IMAX: f.smax = 1'b1;
      OP_ATOMIC_IMIN, OP_IMM_ATOMIC_IMIN: f.smin = 1'b1;   // equal: the same bits
      OP_ATOMIC_UMAX, OP_IMM_ATOMIC_UMAX: f.umax = 1'b1;
      OP_ATOMIC_UMIN, OP_IMM_ATOMIC_UMIN: f.umin = 1'b1;
      default: ;
    endcase
    return f;
  endfunction
  function automatic logic [31:0] amo_apply(amo_f_t f, logic [31:0] x, logic [32:0] b);
    logic [31:0] y;
    logic        lt_u, lt_s, mov;
    logic [32:0] d;
    y    = b[31:0];
    d    = {1'b0, x} + {1'b0, f.sub ? ~y : y} + 33'(f.sub);
    lt_u = !d[32];
    lt_s = (x[31] != y[31]) ? x[31] : d[31];
    mov  = !(f.land || f.lor || f.lxor || f.add || f.smax || f.smin || f.umax || f.umin);
    return ({32{f.land}} & (x & y)) | ({32{f.lor}} & (x | y)) | ({32{f.lxor}} & (x ^ y)) |
           ({32{f.add}} & d[31:0]) |
           ({32{f.smax}} & (lt_s ? y : x)) | ({32{f.smin}} & (lt_s ? x : y)) |
           ({32{f.umax}} & (lt_u ? y : x)) | ({32{f.umin}} & (lt_u ? x : y)) |
           ({32{mov}} & (b[32] ? y : x));
  endfunction
endpackage
