// The SystemVerilog view of one packed micro-op: casts the UOP_W bits to
// sm5_pkg::sm5_uop_t and brings every field out, so uop_sv_check.cpp can compare them
// with the C struct that sm5_uop_pack packed. If the package and cmodel/sm5_uop.h ever
// disagree on a field's place or width, this fails.
module uop_sv_check
  import sm5_pkg::*;
(
  input  logic [UOP_W-1:0]       bits_i,
  output logic [7:0]             op_o,
  output logic                   sat_o,
  output logic [3:0]             dst_mask_o,
  output logic [7:0]             dst_reg_o,
  output logic [3:0]             res_o,
  output logic [7:0]             res_swz_o,
  output logic [NSRC-1:0][1:0]   src_kind_o,
  output logic [NSRC-1:0][7:0]   src_idx_o,
  output logic [NSRC-1:0][7:0]   src_swz_o,
  output logic [NSRC-1:0]        src_neg_o,
  output logic [NSRC-1:0]        src_abs_o,
  output logic [7:0]             dst2_reg_o,
  output logic [3:0]             dst2_mask_o,
  output logic [2:0]             rsvd_o,
  output logic [15:0]            target_o,
  output logic [3:0]             sync_o,
  output logic                   srv_o,
  output logic [1:0]             dst_kind_o,
  output logic [22:0]            dst_idx_o,    // {off, xcomp, xreg, rel}
  output logic [NSRC-1:0][2:0]   srcx_kind_o,
  output logic [NSRC-1:0][22:0]  srcx_idx_o,   // {off, xcomp, xreg, rel} per source
  output logic [1:0]             dst2_kind_o,
  output logic [7:0]             rsvd2_o
);
  sm5_uop_t uop;

  always_comb begin
    uop        = sm5_uop_t'(bits_i);
    op_o       = uop.op;
    sat_o      = uop.sat;
    dst_mask_o = uop.dst_mask;
    dst_reg_o  = uop.dst_reg;
    res_o      = uop.res;
    res_swz_o  = uop.res_swz;
    dst2_reg_o = uop.dst2_reg;
    dst2_mask_o = uop.dst2_mask;
    rsvd_o     = uop.rsvd;
    target_o   = uop.target;
    sync_o     = uop.sync;
    srv_o      = uop.srv;
    dst_kind_o = uop.dst_kind;
    dst_idx_o  = {uop.dst_idx.off, uop.dst_idx.xcomp, uop.dst_idx.xreg, uop.dst_idx.rel};
    rsvd2_o    = uop.rsvd2;
    dst2_kind_o = uop.dst2_kind;
    for (int s = 0; s < NSRC; s++) begin
      src_kind_o[s] = uop.src[s].kind;
      src_idx_o[s]  = uop.src[s].idx;
      src_swz_o[s]  = uop.src[s].swz;
      src_neg_o[s]  = uop.src[s].neg;
      src_abs_o[s]  = uop.src[s].abs;
      srcx_kind_o[s] = uop.srcx[s].xkind;
      srcx_idx_o[s]  = {uop.srcx[s].x.off, uop.srcx[s].x.xcomp, uop.srcx[s].x.xreg, uop.srcx[s].x.rel};
    end
  end
endmodule
