// Election (E stage, combinational; DESIGN "memory and atomic unit"). Each cycle, per
// bank, a priority encoder picks one of the bank's pending access slots (breq_i[b]; slot
// = lane*4 + k) and with it
// the word the bank serves this round; every pending slot on that word is served (for
// cmp_exch / cmp_store only the picked slot: P-9 needs them one at a time per word, in
// ascending lanes; for an associative atomic the slots on that word in the elected slot's
// segment of SEG lanes: sm5_mem_combine combines each segment apart). The encoder is a
// Kogge-Stone OR-scan over the slot vector: the lowest request is
// req & ~(prefix_or(req) << 1), log2(LANES*4) levels. Stores pick the
// highest slot instead: it is the last writer of its word, so its value is what the bank
// writes, and the words of a bank may be served in any order (same result, same rounds).
// The slot vectors come transposed from the X registers (a bit of every slot per
// vector), so every step is a few wide AND/OR operations per bank: fast to simulate too.
// The bank's write value (a store's data, an atomic's group total, a cmp's compare value)
// and a cmp's new value are selected by the one-hot grant (AND-OR).
module sm5_arbiter #(
  parameter int unsigned LANES = 32,
  parameter int unsigned BANKS = 32,
  parameter int unsigned RW    = 7,
  parameter int unsigned SEG   = 8,     // lanes per combining segment (seg_i)
  localparam int unsigned SLOTS = LANES * 4,
  localparam int unsigned SIW   = $clog2(SLOTS)
) (
  input  logic                          clk_i,     // assertions only
  input  logic                          rst_ni,    // assertions only
  input  logic                          valid_i,   // E works on a round this cycle
  input  logic                          store_i,   // elect the highest slot per bank
  input  logic                          cmp_i,     // serve the elected slot only
  input  logic                          seg_i,     // serve the elected slot's segment only
  input  logic [BANKS-1:0][SLOTS-1:0]   breq_i,    // bank b's pending slots (each in one bank)
  input  logic [RW-1:0][SLOTS-1:0]      rowb_i,    // bit r of each slot's row
  input  logic [31:0][SLOTS-1:0]        wvb_i,     // bit i of each slot's write value
  input  logic [31:0][LANES-1:0]        s1b_i,     // bit i of each lane's cmp new value
  output logic [SLOTS-1:0]              serve_o,   // every bank's (assertions)
  output logic [BANKS-1:0][SLOTS-1:0]   bserve_o,  // the slots each bank serves
  output logic [BANKS-1:0][SIW-1:0]     gidx_o,    // the slot each bank elected (lead_v_o)
  output logic                          last_o,    // nothing pending after this round (valid_i)
  output logic [BANKS-1:0]              lead_v_o,
  output logic [BANKS-1:0][RW-1:0]      lead_row_o,
  output logic [BANKS-1:0][31:0]        wv_o,
  output logic [BANKS-1:0][31:0]        s1_o
);
  // Kogge-Stone OR-scans: bit s of the result is the OR of bits 0..s (from the bottom)
  // or s..SLOTS-1 (from the top)
  function automatic logic [SLOTS-1:0] or_up(logic [SLOTS-1:0] v);
    for (int d = 1; d < SLOTS; d = 2 * d) v = v | (v << d);
    return v;
  endfunction
  function automatic logic [SLOTS-1:0] or_down(logic [SLOTS-1:0] v);
    for (int d = 1; d < SLOTS; d = 2 * d) v = v | (v >> d);
    return v;
  endfunction

  logic [BANKS-1:0][SLOTS-1:0] grant;   // one-hot per bank: the elected slot
  logic [SLOTS-1:0]            serve;

  // OR of n slot vectors as a balanced tree (pairs, then pairs of pairs): log2(n) levels
  // where an accumulating loop gives a chain of n (generic mapping keeps the source's
  // structure: the serve of 32 banks was a 32-deep chain into `last`)
  localparam int unsigned NT = (BANKS > RW) ? BANKS : RW;   // vectors an or_tree takes
  function automatic logic [SLOTS-1:0] or_tree(logic [NT-1:0][SLOTS-1:0] v, int unsigned n);
    for (int unsigned d = 1; d < n; d = 2 * d)
      for (int unsigned i = 0; i + d < n; i += 2 * d) v[i] = v[i] | v[i + d];
    return v[0];
  endfunction

  // the index of a one-hot vector's bit: per index bit an OR of the slots that have it
  function automatic logic [SIW-1:0] onehot_idx(logic [SLOTS-1:0] g);
    logic [SIW-1:0] i;
    for (int unsigned k = 0; k < SIW; k++) begin
      logic [SLOTS-1:0] m;
      for (int unsigned t = 0; t < SLOTS; t++) m[t] = t[k];
      i[k] = |(g & m);
    end
    return i;
  endfunction

  // An associative atomic combines within segments of SEG lanes (sm5_mem_combine), so a
  // round serves the elected slot's segment only; the segments of a shared word follow
  // in later rounds, lowest first (the election picks the lowest pending slot).
  localparam int unsigned SW   = (SEG < LANES) ? SEG : LANES;
  localparam int unsigned NSEG = (LANES + SW - 1) / SW;
  // the slots of each segment, constants (worked out at elaboration)
  function automatic logic [NSEG-1:0][SLOTS-1:0] seg_masks();
    logic [NSEG-1:0][SLOTS-1:0] v = '0;
    for (int unsigned s = 0; s < SLOTS; s++) v[s / (4 * SW)][s] = 1'b1;
    return v;
  endfunction
  localparam logic [NSEG-1:0][SLOTS-1:0] SEG_MASK = seg_masks();
  // the slots of the segment that holds g's (one-hot) slot
  function automatic logic [SLOTS-1:0] seg_of(logic [SLOTS-1:0] g);
    logic [SLOTS-1:0] v = '0;
    for (int unsigned t = 0; t < NSEG; t++) if ((g & SEG_MASK[t]) != '0) v = SEG_MASK[t];
    return v;
  endfunction

  // Per bank, the election works on local values (g, row, wv, s1) and writes each output
  // row once: bit writes into the BANKS-wide output arrays cost the simulation a wide
  // read-modify-write each.
  always_comb begin
    logic [SLOTS-1:0] req, match, g;
    logic [NT-1:0][SLOTS-1:0] bserve;   // per bank, the slots it serves
    logic [NT-1:0][SLOTS-1:0] off;      // per row bit, the slots off the elected row
    logic [RW-1:0]    row;
    logic [31:0]      wv, s1;
    logic [LANES-1:0] gl;   // the grant on the k = 0 slots (a cmp's lane)
    req        = '0;
    match      = '0;
    g          = '0;
    row        = '0;
    wv         = '0;
    s1         = '0;
    gl         = '0;
    bserve     = '0;
    off        = '0;
    grant      = '0;
    lead_v_o   = '0;
    lead_row_o = '0;
    wv_o       = '0;
    s1_o       = '0;
    gidx_o     = '0;
    // (the whole election only when E holds an instruction: cheaper to simulate)
    if (valid_i) begin
      for (int b = 0; b < BANKS; b++) begin
        req = breq_i[b];
        g = store_i ? (req & ~(or_down(req) >> 1)) : (req & ~(or_up(req) << 1));
        for (int r = 0; r < RW; r++) begin
          row[r] = |(g & rowb_i[r]);
          off[r] = rowb_i[r] ^ {SLOTS{row[r]}};
        end
        match = req & ~or_tree(off, RW);
        if (seg_i) match = match & seg_of(g);
        bserve[b] = cmp_i ? g : match;
        for (int l = 0; l < LANES; l++) gl[l] = g[4*l];
        for (int i = 0; i < 32; i++) begin
          wv[i] = |(g & wvb_i[i]);
          s1[i] = |(gl & s1b_i[i]);
        end
        grant[b]      = g;
        gidx_o[b]     = onehot_idx(g);
        lead_v_o[b]   = |req;
        lead_row_o[b] = row;
        wv_o[b]       = wv;
        s1_o[b]       = s1;
      end
    end
    serve    = or_tree(bserve, BANKS);
    serve_o  = serve;
    bserve_o = bserve[BANKS-1:0];
  end

  // "Nothing pending after this round", worked out beside the election rather than
  // behind it ((pend & ~serve) == 0 sat at the end of the grant, the row select, the
  // match and the banks' OR: the memory unit's deepest path, into every stage's load).
  // A bank's pending slots are all served iff they are all on one word (per row bit
  // all 0 or all 1), for a cmp there is at most one, and for a segmented atomic they
  // all lie in one segment. A pending slot is in exactly one bank (sm5_mem_unit's A4).
  always_comb begin
    logic [SLOTS-1:0] req;
    logic [BANKS-1:0] done;
    logic             one_seg;
    logic [RW-1:0]    agree;   // per row bit: the bank's pending slots all 0 or all 1
    logic [NSEG-1:0]  segs;
    {req, done, one_seg, agree, segs} = '0;
    // (only when E holds an instruction, as the election: cheaper to simulate)
    if (valid_i) begin
      for (int b = 0; b < BANKS; b++) begin
        req = breq_i[b];
        for (int r = 0; r < RW; r++)
          agree[r] = ((req & rowb_i[r]) == '0) || ((req & ~rowb_i[r]) == '0);
        for (int t = 0; t < NSEG; t++) segs[t] = (req & SEG_MASK[t]) != '0;
        one_seg = (segs & (segs - 1'b1)) == '0;
        done[b] = cmp_i ? ((req & (or_up(req) << 1)) == '0)
                        : (&agree) && (!seg_i || one_seg);
      end
    end
    last_o = valid_i ? (done == '1) : (breq_i == '0);
  end

`ifndef SYNTHESIS
  // Per bank and cycle: at most one elected slot, and every served slot on its word.
  // Immediate assertions in a clocked block, not concurrent ones: Verilator copies every
  // signal a concurrent assertion reads on every evaluation of the model (the grants and
  // bank masks are BANKS x SLOTS bits); here they are read once per clock, and the
  // off-word mask is worked out only then.
  function automatic logic [SLOTS-1:0] off_word(int b);   // slots whose row differs from b's
    logic [SLOTS-1:0] o = '0;
    for (int r = 0; r < RW; r++) o = o | (rowb_i[r] ^ {SLOTS{lead_row_o[b][r]}});
    return o;
  endfunction
  always_ff @(posedge clk_i) begin
    if (rst_ni && valid_i) begin
      logic [SLOTS-1:0] left;
      left = '0;
      for (int b = 0; b < BANKS; b++) left = left | (breq_i[b] & ~bserve_o[b]);
      a_last: assert (last_o == (left == '0))
        else $error("memu_last: last_o %0d but %h stays pending after this round", last_o, left);
      for (int b = 0; b < BANKS; b++) begin
        a_grant_onehot: assert ($onehot0(grant[b]))
          else $error("memu_grant_onehot: bank %0d elects %0d slots in one cycle (%h)", b,
                      $countones(grant[b]), grant[b]);
        a_one_word: assert ((bserve_o[b] & (off_word(b) | ~breq_i[b])) == '0)
          else $error("memu_one_word: bank %0d serves slots %h off its word (row %0d) or not its own in one cycle", b,
                      bserve_o[b] & (off_word(b) | ~breq_i[b]), lead_row_o[b]);
        a_gidx: assert (!lead_v_o[b] || grant[b][gidx_o[b]])
          else $error("memu_gidx: bank %0d elects %h, gidx_o %0d", b, grant[b], gidx_o[b]);
      end
    end
  end
`else
  logic unused_sva;
  assign unused_sva = ^{clk_i, rst_ni};
`endif
endmodule
