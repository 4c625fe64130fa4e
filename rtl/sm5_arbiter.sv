// Combining arbiter (DESIGN: memory and atomic unit). Each cycle, per bank, the lowest
// pending access slot (slot = lane*4 + k) elects its word; every pending slot on that
// word is served in the same cycle as one read-modify-write. The served slots are
// folded in ascending slot order (lane order, P-9): each slot's return is the word
// before its own operation (the prefix), the bank writes the fold. Distinct words that
// share a bank wait for later cycles (lowest slot first); distinct banks run in parallel.
module sm5_arbiter
  import sm5_pkg::*;
#(
  parameter int unsigned LANES = 32,
  parameter int unsigned BANKS = 32,
  parameter int unsigned BW    = 5
) (
  input  logic                          valid_i,
  input  sm5_op_e                       op_i,
  input  logic [LANES*4-1:0]            pend_i,
  input  logic [LANES*4-1:0][31:0]      word_i,
  input  logic [LANES*4-1:0][BW-1:0]    bank_i,
  input  logic [LANES-1:0][3:0][31:0]   data_i,    // atomics: [0] s0, [1] s1; stores: per k
  // bank access of this cycle
  output logic [BANKS-1:0]              acc_valid_o,
  output logic [BANKS-1:0][31:0]        acc_word_o,
  input  logic [BANKS-1:0][31:0]        acc_rdata_i,
  output logic [BANKS-1:0]              acc_we_o,
  output logic [BANKS-1:0][31:0]        acc_wdata_o,
  // slots served this cycle and what each one returns
  output logic [LANES*4-1:0]            serve_o,
  output logic [LANES*4-1:0][31:0]      ret_o
);
  localparam int unsigned SLOTS = LANES * 4;

  // New memory value of one lane's atomic on word m (SPEC 6 table; cmodel
  // sm5_atomic_apply). Returns are the old m: the chain. Per-op semantics, local to the
  // combining chain, its only user.
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

  logic [BANKS-1:0]       lead_v;
  logic [BANKS-1:0][31:0] lead_w;
  logic [BANKS-1:0][31:0] run;
  logic                   writes;

  assign writes = valid_i && op_writes_mem(op_i);

  // Leader per bank: scanning down makes the lowest pending slot the last (winning) write.
  always_comb begin
    lead_v = '0;
    lead_w = '0;
    for (int s = SLOTS - 1; s >= 0; s--) begin
      if (valid_i && pend_i[s]) begin
        lead_v[bank_i[s]] = 1'b1;
        lead_w[bank_i[s]] = word_i[s];
      end
    end
  end

  always_comb begin
    for (int s = 0; s < SLOTS; s++) begin
      serve_o[s] = valid_i && pend_i[s] && (lead_w[bank_i[s]] == word_i[s]);
    end
  end

  // The combining chain: per bank a running value, lanes in ascending order.
  always_comb begin
    run = acc_rdata_i;
    ret_o = '0;
    for (int l = 0; l < LANES; l++) begin
      for (int k = 0; k < 4; k++) begin
        if (serve_o[l*4+k]) begin
          ret_o[l*4+k] = run[bank_i[l*4+k]];
          if (op_is_store(op_i)) begin
            run[bank_i[l*4+k]] = data_i[l][k];
          end else if (op_is_atomic(op_i)) begin
            run[bank_i[l*4+k]] = atomic_apply(op_i, run[bank_i[l*4+k]], data_i[l][0],
                                              data_i[l][1]);
          end
        end
      end
    end
  end

  assign acc_valid_o = lead_v;
  assign acc_word_o  = lead_w;
  assign acc_wdata_o = run;
  assign acc_we_o = writes ? lead_v : '0;
endmodule
