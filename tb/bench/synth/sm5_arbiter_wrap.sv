// sm5_arbiter (the memory unit's per-bank election, E) between registers, for its logic
// depth alone (make synth-arbiter-depth, sim/synth.py depth arbiter): every input
// and output registered, so the longest gate path into the output registers is the
// election's own depth. The unit's clock and reset feed its assertions only (not in a
// -D SYNTHESIS read).
module sm5_arbiter_wrap #(
  parameter int unsigned LANES = 8,
  parameter int unsigned BANKS = 32,
  parameter int unsigned RW    = 7,
  localparam int unsigned SLOTS = LANES * 4,
  localparam int unsigned SIW   = $clog2(SLOTS)
) (
  input  logic                          clk_i,
  input  logic                          rst_ni,
  input  logic                          valid_i,
  input  logic                          store_i,
  input  logic                          cmp_i,
  input  logic                          seg_i,
  input  logic [BANKS-1:0][SLOTS-1:0]   breq_i,
  input  logic [RW-1:0][SLOTS-1:0]      rowb_i,
  input  logic [31:0][SLOTS-1:0]        wvb_i,
  input  logic [31:0][LANES-1:0]        s1b_i,
  output logic [SLOTS-1:0]              serve_o,
  output logic [BANKS-1:0][SLOTS-1:0]   bserve_o,
  output logic [BANKS-1:0][SIW-1:0]     gidx_o,
  output logic                          last_o,
  output logic [BANKS-1:0]              lead_v_o,
  output logic [BANKS-1:0][RW-1:0]      lead_row_o,
  output logic [BANKS-1:0][31:0]        wv_o,
  output logic [BANKS-1:0][31:0]        s1_o
);
  logic                        valid_q, store_q, cmp_q, seg_q;
  logic [BANKS-1:0][SLOTS-1:0] breq_q;
  logic [RW-1:0][SLOTS-1:0]    rowb_q;
  logic [31:0][SLOTS-1:0]      wvb_q;
  logic [31:0][LANES-1:0]      s1b_q;
  logic [SLOTS-1:0]            serve;
  logic [BANKS-1:0][SLOTS-1:0] bserve;
  logic [BANKS-1:0][SIW-1:0]   gidx;
  logic                        last;
  logic [BANKS-1:0]            lead_v;
  logic [BANKS-1:0][RW-1:0]    lead_row;
  logic [BANKS-1:0][31:0]      wv, s1;

  always_ff @(posedge clk_i) begin
    valid_q    <= valid_i;
    store_q    <= store_i;
    cmp_q      <= cmp_i;
    seg_q      <= seg_i;
    breq_q     <= breq_i;
    rowb_q     <= rowb_i;
    wvb_q      <= wvb_i;
    s1b_q      <= s1b_i;
    serve_o    <= serve;
    bserve_o   <= bserve;
    gidx_o     <= gidx;
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
    .seg_i     (seg_q),
    .breq_i    (breq_q),
    .rowb_i    (rowb_q),
    .wvb_i     (wvb_q),
    .s1b_i     (s1b_q),
    .serve_o   (serve),
    .bserve_o  (bserve),
    .gidx_o    (gidx),
    .last_o    (last),
    .lead_v_o  (lead_v),
    .lead_row_o(lead_row),
    .wv_o      (wv),
    .s1_o      (s1)
  );
endmodule
