// Memory-unit local types and the atomic operation (SPEC 6 table), shared by the
// arbiter's combining chain and the unit top. Mirrors cmodel/sm5_mem.h sm5_acc_status_t
// and sm5_atomic_apply; kept out of the generated sm5_pkg on purpose (unit-local).
package sm5_memu_pkg;
  import sm5_pkg::*;

  // Access status of one lane's word (codes equal cmodel sm5_acc_status_t).
  typedef enum logic [2:0] {
    ACC_OK            = 3'd0,
    ACC_OFF           = 3'd1,   // inactive / helper lane, or word not accessed
    ACC_OOB           = 3'd2,   // u# out of bounds
    ACC_STRUCT_OFFSET = 3'd3,   // structured byte offset past the stride (P-7)
    ACC_GSM_OOB       = 3'd4,   // g# out of bounds (P-7)
    ACC_MISALIGNED    = 3'd5    // raw / structured byte offset not a multiple of 4 (P-7)
  } sm5_acc_e;

  function automatic logic is_atomic_op(sm5_op_e op);
    return (op >= OP_ATOMIC_AND) && (op <= OP_IMM_ATOMIC_CONSUME);
  endfunction

  function automatic logic is_counter_op(sm5_op_e op);
    return (op == OP_IMM_ATOMIC_ALLOC) || (op == OP_IMM_ATOMIC_CONSUME);
  endfunction

  function automatic logic is_load_op(sm5_op_e op);
    return (op == OP_LD_RAW) || (op == OP_LD_STRUCTURED) || (op == OP_LD_UAV_TYPED);
  endfunction

  function automatic logic is_store_op(sm5_op_e op);
    return (op == OP_STORE_RAW) || (op == OP_STORE_STRUCTURED) || (op == OP_STORE_UAV_TYPED);
  endfunction

  // New memory value of one lane's atomic on word m (returns are the old m: the chain).
  function automatic logic [31:0] atomic_apply(sm5_op_e op, logic [31:0] m,
                                               logic [31:0] s0, logic [31:0] s1);
    unique case (op)
      OP_ATOMIC_AND, OP_IMM_ATOMIC_AND:   return m & s0;
      OP_ATOMIC_OR, OP_IMM_ATOMIC_OR:     return m | s0;
      OP_ATOMIC_XOR, OP_IMM_ATOMIC_XOR:   return m ^ s0;
      OP_ATOMIC_IADD, OP_IMM_ATOMIC_IADD: return m + s0;
      OP_ATOMIC_IMAX, OP_IMM_ATOMIC_IMAX: return ($signed(m) < $signed(s0)) ? s0 : m;
      OP_ATOMIC_IMIN, OP_IMM_ATOMIC_IMIN: return ($signed(s0) < $signed(m)) ? s0 : m;
      OP_ATOMIC_UMAX, OP_IMM_ATOMIC_UMAX: return (m < s0) ? s0 : m;
      OP_ATOMIC_UMIN, OP_IMM_ATOMIC_UMIN: return (s0 < m) ? s0 : m;
      OP_IMM_ATOMIC_EXCH:                 return s0;
      OP_ATOMIC_CMP_STORE, OP_IMM_ATOMIC_CMP_EXCH: return (m == s0) ? s1 : m;
      default:                            return m;
    endcase
  endfunction

endpackage
