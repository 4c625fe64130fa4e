// sm5_arbiter (the memory unit's per-bank election, E) between registers, for its logic
// depth alone (make synth-arbiter-depth, sim/synth.py depth arbiter): every input
// and output registered, so the longest gate path into the output registers is the
// election's own depth. The unit's clock and reset feed its assertions only (not in a
// -D SYNTHESIS read).
module sm5_arbiter_wrap #(
  parameter int unsigned LANES = 8,
  parameter int unsigned BANKS = 32,
  parameter int unsigned RW    = 7,
  localparam int unsigned SLOTS = LANES * 4
) (
  input  logic                          clk_i,
  input  logic                          rst_ni,
  input  logic                          valid_i,
  input  logic                          store_i,
  input  logic                          cmp_i,
  input  logic [SLOTS-1:0]              pend_i,
  input  logic [BANKS-1:0][SLOTS-1:0]   bmask_i,
  input  logic [RW-1:0][SLOTS-1:0]      rowb_i,
  input  logic [31:0][SLOTS-1:0]        wvb_i,
  input  logic [31:0][LANES-1:0]        s1b_i,
  output logic [SLOTS-1:0]              serve_o,
  output logic                          last_o,
  output logic [BANKS-1:0]              lead_v_o,
  output logic [BANKS-1:0][RW-1:0]      lead_row_o,
  output logic [BANKS-1:0][31:0]        wv_o,
  output logic [BANKS-1:0][31:0]        s1_o
);
  logic                        valid_q, store_q, cmp_q;
  logic [SLOTS-1:0]            pend_q;
  logic [BANKS-1:0][SLOTS-1:0] bmask_q;
  logic [RW-1:0][SLOTS-1:0]    rowb_q;
  logic [31:0][SLOTS-1:0]      wvb_q;
  logic [31:0][LANES-1:0]      s1b_q;
  logic [SLOTS-1:0]            serve;
  logic                        last;
  logic [BANKS-1:0]            lead_v;
  logic [BANKS-1:0][RW-1:0]    lead_row;
  logic [BANKS-1:0][31:0]      wv, s1;

  always_ff @(posedge clk_i) begin
    valid_q    <= valid_i;
    store_q    <= store_i;
    cmp_q      <= cmp_i;
    pend_q     <= pend_i;
    bmask_q    <= bmask_i;
    rowb_q     <= rowb_i;
    wvb_q      <= wvb_i;
    s1b_q      <= s1b_i;
    serve_o    <= serve;
    last_o     <= last;
    lead_v_o   <= lead_v;
    lead_row_o <= lead_row;
    wv_o       <= wv;
    s1_o       <= s1;
  end

  sm5_arbiter #(.LANES(LANES), .BANKS(BANKS), .RW(RW)) u_arb (
    .clk_i, .rst_ni,
    .valid_i   (valid_q),
    .store_i   (store_q),
    .cmp_i     (cmp_q),
    .pend_i    (pend_q),
    .bmask_i   (bmask_q),
    .rowb_i    (rowb_q),
    .wvb_i     (wvb_q),
    .s1b_i     (s1b_q),
    .serve_o   (serve),
    .last_o    (last),
    .lead_v_o  (lead_v),
    .lead_row_o(lead_row),
    .wv_o      (wv),
    .s1_o      (s1)
  );
endmodule
