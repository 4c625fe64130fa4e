// Example 1: a SystemVerilog testbench whose scoreboard checks RTL units
// against libsm5ref through the DPI-C package sm5ref_dpi (cmodel/ref/sm5ref_dpi.sv).
// Every clock it drives one vector into each unit of refex_units (comparator, bitfield
// unit, FMA pipe) and asks sm5ref_alu() for the expected result: the combinational
// units are compared on the next clock, the FMA results when they leave the pipe
// (a queue of expected values in issue order). Stimulus: first every pair of a list of
// special f32 values (and every width/offset pair for the bitfield ops), then seeded
// random operands biased toward the specials. The opcode numbers are checked first:
// sm5ref_op(name) must equal the package enum the RTL decodes.
// Plusargs: +seed=N (default 1), +n=N random vectors per unit (default 20000).
// Prints `MISMATCH unit=U op=OP in=... expected=... actual=...` for the first few
// mismatches and ends with `N passed, N failed` (N = compared results).
module tb_refex_sv (
  input  logic        clk_i,
  input  logic        rst_ni,
  output logic        done_o,
  output logic [31:0] passed_o,
  output logic [31:0] failed_o
);
  import sm5ref_dpi::*;

  localparam int NSPEC = 20;
  localparam logic [31:0] SPEC_F32 [NSPEC] = '{
    32'h0000_0000, 32'h8000_0000, 32'h3F80_0000, 32'hBF80_0000, 32'h7F80_0000,
    32'hFF80_0000, 32'h7FC0_0000, 32'hFFC0_0000, 32'h7F80_0001, 32'h0000_0001,
    32'h807F_FFFF, 32'h0080_0000, 32'h8080_0000, 32'h7F7F_FFFF, 32'hFF7F_FFFF,
    32'h3F00_0000, 32'h4B00_0000, 32'h3FC0_0000, 32'hC040_0000, 32'h3380_0000};
  localparam int NCMP = 16;
  localparam string CMP_OPS [NCMP] = '{"min", "max", "eq", "ne", "lt", "ge", "imin", "imax",
      "umin", "umax", "ieq", "ine", "ilt", "ige", "ult", "uge"};
  localparam int NBF = 8;
  localparam string BF_OPS [NBF] = '{"ubfe", "ibfe", "bfi", "bfrev", "countbits",
      "firstbit_lo", "firstbit_hi", "firstbit_shi"};
  // the FMA pipe's op codes 0..7 (sm5_pkg::sm5_fma_op_e) as instructions
  localparam string FMA_OPS [8] = '{"add", "mul", "mad", "frc", "round_ne", "round_ni",
      "round_pi", "round_z"};

  int unsigned seed, nrand;
  int cmp_code [NCMP];
  int bf_code [NBF];
  int fma_code [8];
  int unsigned shown;

  initial begin
    if (!$value$plusargs("seed=%d", seed)) seed = 1;
    if (!$value$plusargs("n=%d", nrand)) nrand = 20000;
    void'($urandom(seed));
    $display("tb_refex_sv: libsm5ref %s, seed %0d, %0d random vectors per unit",
             sm5ref_version(), seed, nrand);
  end

  // ---- stimulus -----------------------------------------------------------------------
  function automatic logic [31:0] pick_f32();
    unique case ($urandom_range(3))
      0, 1:    return SPEC_F32[$urandom_range(NSPEC - 1)] ^ (($urandom_range(3) == 0) ? 32'h1 : 32'h0);
      2:       return {$urandom_range(1) == 1, 8'($urandom_range(255)), 23'($urandom)};
      default: return $urandom;
    endcase
  endfunction

  logic [7:0]  fcmp_op, bf_op;
  logic [31:0] fcmp_a, fcmp_b, fcmp_res, bf_a, bf_b, bf_c, bf_d, bf_res;
  logic        fma_valid, fma_valid_out;
  logic [2:0]  fma_op;
  logic [31:0] fma_a, fma_b, fma_c, fma_res;
  logic [7:0]  fma_stages;

  refex_units u_dut (
    .clk_i, .rst_ni,
    .fcmp_op_i(fcmp_op), .fcmp_a_i(fcmp_a), .fcmp_b_i(fcmp_b), .fcmp_res_o(fcmp_res),
    .bf_op_i(bf_op), .bf_a_i(bf_a), .bf_b_i(bf_b), .bf_c_i(bf_c), .bf_d_i(bf_d), .bf_res_o(bf_res),
    .fma_valid_i(fma_valid), .fma_op_i(fma_op), .fma_a_i(fma_a), .fma_b_i(fma_b), .fma_c_i(fma_c),
    .fma_valid_o(fma_valid_out), .fma_res_o(fma_res), .fma_stages_o(fma_stages));

  // ---- scoreboard ---------------------------------------------------------------------
  int unsigned npass, nfail, step, fma_out;
  logic        cmb_live;       // the combinational units hold a vector to check
  string       cmp_name, bf_name;
  logic [31:0] fma_q [$];      // expected FMA results in issue order
  string       fma_qop [$];    // their op and operands, for a mismatch message
  string       fma_qin [$];
  logic        started, finishing;
  int unsigned drain;

  function automatic logic [31:0] ref1(int op, logic [31:0] a, logic [31:0] b, logic [31:0] c,
                                       logic [31:0] d);
    longint unsigned r, r2;
    if (sm5ref_alu(op, 0, 0, 64'(a), 64'(b), 64'(c), 64'(d), r, r2) != SM5REF_OK)
      $display("sm5ref_alu(%s) failed: %s", sm5ref_op_name(op), sm5ref_last_error());
    return r[31:0];
  endfunction

  function automatic void score(string unit, string op, string ins, logic [31:0] exp_v,
                                logic [31:0] act);
    if (exp_v === act) npass++;
    else begin
      nfail++;
      if (shown < 10) begin
        shown++;
        $display("MISMATCH unit=%s op=%s in=%s expected=0x%08x actual=0x%08x", unit, op, ins,
                 exp_v, act);
      end
    end
  endfunction

  // the directed part: every special pair (comparator, FMA), every width/offset pair
  localparam int NDIR = NSPEC * NSPEC * 4;

  always_ff @(posedge clk_i or negedge rst_ni) begin
    if (!rst_ni) begin
      {fcmp_op, fcmp_a, fcmp_b, bf_op, bf_a, bf_b, bf_c, bf_d, fma_op, fma_a, fma_b, fma_c} <= '0;
      fma_valid <= 1'b0;
      cmb_live <= 1'b0;
      started <= 1'b0;
      finishing <= 1'b0;
      step <= 0;
      drain <= 0;
      done_o <= 1'b0;
    end else if (!done_o) begin
      // 1. the opcode numbers of the DPI library are those the RTL decodes
      if (!started) begin
        started <= 1'b1;
        foreach (CMP_OPS[i]) cmp_code[i] = sm5ref_op(CMP_OPS[i]);
        foreach (BF_OPS[i]) bf_code[i] = sm5ref_op(BF_OPS[i]);
        foreach (FMA_OPS[i]) fma_code[i] = sm5ref_op(FMA_OPS[i]);
        score("opcode", "min", "-", 32'(sm5_pkg::OP_MIN), 32'(cmp_code[0]));
        score("opcode", "umax", "-", 32'(sm5_pkg::OP_UMAX), 32'(cmp_code[9]));
        score("opcode", "uge", "-", 32'(sm5_pkg::OP_UGE), 32'(cmp_code[15]));
        score("opcode", "ibfe", "-", 32'(sm5_pkg::OP_IBFE), 32'(bf_code[1]));
        score("opcode", "firstbit_shi", "-", 32'(sm5_pkg::OP_FIRSTBIT_SHI), 32'(bf_code[7]));
        // the string call through DPI: SPEC 3 P-3, min with one NaN gives 1.0
        score("vector", "min_sat", "0x7fc00000,0x3f800000", 32'h1,
              32'(sm5ref_vector_str("min_sat 0x7fc00000 0x3f800000") == "3f800000"));
      end
      // 2. the combinational units' results for the vector driven on the last clock
      if (cmb_live) begin
        score("fcmp", cmp_name, $sformatf("0x%08x,0x%08x", fcmp_a, fcmp_b),
              ref1(32'(fcmp_op), fcmp_a, fcmp_b, 0, 0), fcmp_res);
        score("bitfield", bf_name, $sformatf("0x%08x,0x%08x,0x%08x,0x%08x", bf_a, bf_b, bf_c, bf_d),
              ref1(32'(bf_op), bf_a, bf_b, bf_c, bf_d), bf_res);
      end
      // 3. the FMA results leaving the pipe, in order
      if (fma_valid_out) begin
        if (fma_q.size() == 0) score("fma", "?", "unexpected valid_o", 32'h0, 32'h1);
        else score("fma", fma_qop.pop_front(), fma_qin.pop_front(), fma_q.pop_front(), fma_res);
      end
      // 4. the next vector
      if (!finishing) begin
        int i, j, k;
        logic [31:0] a, b, c;
        i = step % NSPEC;
        j = (step / NSPEC) % NSPEC;
        k = step / (NSPEC * NSPEC);
        if (step < NDIR) begin
          // specials: every pair, each op in turn (k rotates the third operand)
          fcmp_op <= 8'(cmp_code[step % NCMP]);
          cmp_name <= CMP_OPS[step % NCMP];
          fcmp_a <= SPEC_F32[i];
          fcmp_b <= SPEC_F32[j];
          a = SPEC_F32[i]; b = SPEC_F32[j]; c = SPEC_F32[(i + j + k) % NSPEC];
        end else begin
          int r;
          r = $urandom_range(NCMP - 1);
          fcmp_op <= 8'(cmp_code[r]);
          cmp_name <= CMP_OPS[r];
          a = pick_f32();
          b = ($urandom_range(7) == 0) ? a : ($urandom_range(7) == 0) ? a ^ 32'h8000_0000 : pick_f32();
          c = pick_f32();
          fcmp_a <= a;
          fcmp_b <= b;
        end
        begin
          // bitfield: width and offset over 0..33 (the 5-bit wrap and w + o >= 32 edges)
          int r;
          r = (step < NDIR) ? step % NBF : $urandom_range(NBF - 1);
          bf_op <= 8'(bf_code[r]);
          bf_name <= BF_OPS[r];
          bf_a <= (step < NDIR) ? 32'(i + 14 * (k & 1)) : 32'($urandom_range(40));
          bf_b <= (step < NDIR) ? 32'(j + 14 * (k >> 1)) : 32'($urandom_range(40));
          bf_c <= (step < NDIR) ? SPEC_F32[(i * 7 + j) % NSPEC] ^ (32'h1234_5678 << k) : $urandom;
          bf_d <= $urandom;
        end
        begin
          int o;
          o = (step < NDIR) ? step % 8 : $urandom_range(7);
          fma_valid <= (step < NDIR) || ($urandom_range(7) != 0);   // random bubbles
          fma_op <= 3'(o);
          fma_a <= a;
          fma_b <= b;
          fma_c <= c;
        end
        cmb_live <= 1'b1;
        step <= step + 1;
        if (step + 1 >= NDIR + nrand) finishing <= 1'b1;
      end else begin
        fma_valid <= 1'b0;
        cmb_live <= 1'b0;
        drain <= drain + 1;
        if (drain > 32'(fma_stages) + 4) begin
          if (fma_q.size() != 0) score("fma", "?", "results missing", 32'(fma_q.size()), 32'h0);
          $display("fcmp/bitfield/fma: %0d results compared", npass + nfail);
          $display("%0d passed, %0d failed", npass, nfail);
          done_o <= 1'b1;
        end
      end
    end
  end

  // the FMA's expected value, computed when the vector enters the pipe
  always_ff @(posedge clk_i) begin
    if (rst_ni && fma_valid) begin
      fma_q.push_back(ref1(fma_code[fma_op], fma_a, fma_b, fma_c, 0));
      fma_qop.push_back(FMA_OPS[fma_op]);
      fma_qin.push_back($sformatf("0x%08x,0x%08x,0x%08x", fma_a, fma_b, fma_c));
    end
  end

  assign passed_o = npass;
  assign failed_o = nfail;
endmodule
