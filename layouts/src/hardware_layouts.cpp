// The hardware register layouts of every WMMA/SWMMAC operand and transpose load, as compact bit plans: for each
// register-side bit (slot within a VGPR, VGPR, lane; lowest bit first) the matrix bit it carries. Each plan has
// the name the instruction records give it (isa::RegisterPlan) and comes from rows of docs/reference/layouts.md
// §1a/§1c ([ISA3]/[ISA4] and AMD's calculator agree on every row).
//
// Tokens: k<i> = bit i of the reduction index K; x<i> = bit i of the other A/B index (m for A, n for B);
// m<i>/n<i> = bit i of the accumulator row/column; "-" = a replica bit (the same element again).
#include <fmt/format.h>

#include <algorithm>
#include <bit>
#include <map>
#include <memory>
#include <mutex>
#include <sstream>
#include <stdexcept>
#include <tuple>

#include "wmmasim/layouts/operand_layout.h"

namespace wmmasim::layouts {
namespace {

using isa::MatrixOp;

// Each named plan of the instruction records (isa::RegisterPlan), for wave32 and wave64. `element_bits` is the
// element size the plan is written for: a record that names a plan of another size is a bug the derivation
// reports. A and B share their plans, with x standing for m (A) or n (B).
struct NamedPlan {
  isa::RegisterPlan name;
  int element_bits;
  BitPlan wave32;
  BitPlan wave64;
};

using enum isa::RegisterPlan;

constexpr NamedPlan kPlans[] = {
    // gfx11, rows 1-4 and 7: all of K in every lane; lanes 16-31 (and 32-63 in wave64) replicate lanes 0-15.
    {Gfx11Input16, 16, {"k0", "k1 k2 k3", "x0 x1 x2 x3 -"}, {"k0", "k1 k2 k3", "x0 x1 x2 x3 - -"}},
    {Gfx11Input8, 8, {"k0 k1", "k2 k3", "x0 x1 x2 x3 -"}, {"k0 k1", "k2 k3", "x0 x1 x2 x3 - -"}},
    {Gfx11Input4, 4, {"k0 k1 k2", "k3", "x0 x1 x2 x3 -"}, {"k0 k1 k2", "k3", "x0 x1 x2 x3 - -"}},
    // gfx12, rows 9-13 (wave32) and 16-19 (wave64). 16-bit is the ISA's "runs of four": lane half = k[2]
    // (layouts.md §2). iu4 16x16x16 uses only lanes 0-31 in wave64 (a 5-bit lane dimension).
    {Gfx12Input16, 16, {"k0", "k1 k3", "x0 x1 x2 x3 k2"}, {"k0", "k1", "x0 x1 x2 x3 k2 k3"}},
    {Gfx12Input8, 8, {"k0 k1", "k2", "x0 x1 x2 x3 k3"}, {"k0 k1", "", "x0 x1 x2 x3 k3 k2"}},
    {Gfx12Input4, 4, {"k0 k1 k2", "", "x0 x1 x2 x3 k3"}, {"k0 k1 k2", "", "x0 x1 x2 x3 k3"}},
    {Gfx12Input4K32, 4, {"k0 k1 k2", "k3", "x0 x1 x2 x3 k4"}, {"k0 k1 k2", "", "x0 x1 x2 x3 k4 k3"}},
    // gfx12 SWMMAC B (K = 32 or 64), from AMD's calculator (matrix_calculator.py -a rdna4 -i v_swmmac_* -d;
    // docs/layouts.md "SWMMAC"). Unlike dense 16-bit B, lane half = k[3]: contiguous runs of eight.
    {Gfx12SparseB16, 16, {"k0", "k1 k2 k4", "x0 x1 x2 x3 k3"}, {"k0", "k1 k2", "x0 x1 x2 x3 k3 k4"}},
    {Gfx12SparseB8, 8, {"k0 k1", "k2 k3", "x0 x1 x2 x3 k4"}, {"k0 k1", "k2", "x0 x1 x2 x3 k4 k3"}},
    {Gfx12SparseB4, 4, {"k0 k1 k2", "k3 k4", "x0 x1 x2 x3 k5"}, {"k0 k1 k2", "k3", "x0 x1 x2 x3 k5 k4"}},
    // gfx11, rows 5, 6, 8: rows interleave across lane halves (quarters in wave64). A 16-bit element takes
    // one half of a VGPR (OPSEL[2] picks which), so one slot per VGPR for both sizes (element_bits 0: any).
    {Gfx11Accumulator, 0, {"", "m1 m2 m3", "n0 n1 n2 n3 m0"}, {"", "m2 m3", "n0 n1 n2 n3 m0 m1"}},
    // gfx12, rows 14, 15, 20: rows 0-7 in lanes 0-15, rows 8-15 in lanes 16-31; 16-bit packs rows 2v, 2v+1.
    // Wave64: lanes 0-15 rows 0-3, 16-31 rows 8-11, 32-47 rows 4-7, 48-63 rows 12-15 ([ISA4] §7.12.2).
    {Gfx12Accumulator32, 32, {"", "m0 m1 m2", "n0 n1 n2 n3 m3"}, {"", "m0 m1", "n0 n1 n2 n3 m3 m2"}},
    {Gfx12Accumulator16, 16, {"m0", "m1 m2", "n0 n1 n2 n3 m3"}, {"m0", "m1", "n0 n1 n2 n3 m3 m2"}},
    // global_load_tr (gfx12): s<i> = bit i of the source lane whose address supplied the element, e<i> = bit i
    // of the element's index inside that lane's contiguous run.
    // Row 22, TR_B128: res(L, e) = R(8*(L/8) + e)[L%8], element e in VGPR e/2, half e%2 ([HW-3P] gfx1201).
    // Row 23, TR_B64: res(L, s) = R(16*(L/16) + 8*(s/4) + 4*((L/8)%2) + s%4)[L%8], slot s in VGPR s/4,
    // byte s%4 ([HW-3P] MAD-305, "verified bit-exact" on gfx1201).
    // Wave64 (UNVERIFIED): [ISA4] §11.6.2 says only that the result takes half the VGPRs and that only lanes
    // 0-31 supply addresses. Presumed: wave32's highest VGPR bit moves to lane bit 5, as it does for every
    // gfx12 WMMA A/B operand (rows 9 -> 16, 11 -> 17) and as LLVM describes ("lane n has first 4, lane n+32
    // has other 4 elements").
    {TransposeB128, 16, {"s0", "s1 s2", "e0 e1 e2 s3 s4"}, {"s0", "s1", "e0 e1 e2 s3 s4 s2"}},
    {TransposeB64, 8, {"s0 s1", "s3", "e0 e1 e2 s2 s4"}, {"s0 s1", "", "e0 e1 e2 s2 s4 s3"}},
};

std::string describe(const MatrixOp& op) { return fmt::format("{} ({})", op.mnemonic, isa::family_name(op.family)); }

// Which output dimension (0 = row, 1 = col) each token letter feeds, per kind of operand.
struct TokenRoles {
  char row;
  char col;
};

TokenRoles roles_for(MatrixOperand operand) {
  switch (operand) {
    case MatrixOperand::A:
      return {'x', 'k'};  // A[m][k]
    case MatrixOperand::B:
      return {'k', 'x'};  // B[k][n]
    default:
      return {'m', 'n'};  // C/D[m][n]
  }
}

// Resolves one bit-plan token to an output basis (row, col).
LinearLayout::Coordinates resolve(std::string_view token, TokenRoles roles) {
  if (token == "-") return {0, 0};
  const std::string_view digits = token.substr(1);
  const bool numeric =
      !digits.empty() && digits.size() <= 2 && std::ranges::all_of(digits, [](char c) { return c >= '0' && c <= '9'; });
  const int bit = numeric ? std::stoi(std::string(digits)) : -1;
  if (bit >= 0 && bit < 16 && token.front() == roles.row) return {1 << bit, 0};
  if (bit >= 0 && bit < 16 && token.front() == roles.col) return {0, 1 << bit};
  throw std::invalid_argument(fmt::format("bit-plan token '{}' does not fit this operand (expected {}<i>, {}<i> or -)",
                                          token, roles.row, roles.col));
}

std::vector<LinearLayout::Coordinates> resolve_all(std::string_view tokens, TokenRoles roles) {
  std::vector<LinearLayout::Coordinates> bases;
  std::istringstream in{std::string(tokens)};
  for (std::string token; in >> token;) bases.push_back(resolve(token, roles));
  return bases;
}

LinearLayout plan_to_map(const BitPlan& plan, TokenRoles roles, int rows, int cols) {
  auto lane = resolve_all(plan.lane, roles);
  auto vgpr = resolve_all(plan.vgpr, roles);
  auto slot = resolve_all(plan.slot, roles);
  std::vector<Dimension> in{{"lane", static_cast<int>(lane.size())},
                            {"vgpr", static_cast<int>(vgpr.size())},
                            {"slot", static_cast<int>(slot.size())}};
  std::vector<Dimension> out{{"row", std::countr_zero(static_cast<unsigned>(rows))},
                             {"col", std::countr_zero(static_cast<unsigned>(cols))}};
  return LinearLayout(std::move(in), std::move(out), {lane, vgpr, slot});
}

int record_vgprs(const MatrixOp& op, MatrixOperand operand, int wave_size) {
  const isa::OperandRegisters& r = op.registers(wave_size);
  switch (operand) {
    case MatrixOperand::A:
      return r.a;
    case MatrixOperand::B:
      return r.b;
    case MatrixOperand::C:
    case MatrixOperand::D:
      return r.cd;
    case MatrixOperand::Index:
      return r.index;
  }
  return 0;
}

// The bit plan the record names for an operand of `element_bits`-bit elements.
const BitPlan& named_plan(isa::RegisterPlan name, int element_bits, int wave_size, std::string_view what) {
  const auto plan = std::ranges::find(kPlans, name, &NamedPlan::name);
  if (plan == std::end(kPlans)) throw std::logic_error(fmt::format("no bit plan for {}", what));
  if (plan->element_bits != 0 && plan->element_bits != element_bits) {
    throw std::logic_error(fmt::format("{}: the record names a plan for {}-bit elements, the operand has {}-bit", what,
                                       plan->element_bits, element_bits));
  }
  return wave_size == 64 ? plan->wave64 : plan->wave32;
}

bool is_sparse(const MatrixOp& op) { return op.kind == isa::MatrixKind::Sparse; }

// The K an A operand stores: a SWMMAC's A is 2:4 compressed, so it holds K/2 columns.
int stored_a_k(const MatrixOp& op) { return is_sparse(op) ? op.k / 2 : op.k; }

OperandLayout derive_input(const MatrixOp& op, MatrixOperand operand, int wave_size) {
  const bool a = operand == MatrixOperand::A;
  const int bits = isa::element_bits(a ? op.a_type : op.b_type);
  const int k = a ? stored_a_k(op) : op.k;
  const BitPlan& plan = named_plan(a ? op.plans.a : op.plans.b, bits, wave_size, describe(op));
  const int rows = a ? op.m : k;
  const int cols = a ? k : op.n;
  return OperandLayout({operand}, plan_to_map(plan, roles_for(operand), rows, cols), wave_size, bits, 0);
}

OperandLayout derive_accumulator(const MatrixOp& op, MatrixOperand operand, int wave_size, int opsel) {
  const int bits = isa::element_bits(op.cd_type);
  const BitPlan& plan = named_plan(op.plans.cd, bits, wave_size, describe(op));
  // gfx11 16-bit accumulators: OPSEL[2] selects the half for both the C read and the D write (layouts.md row 6).
  const int offset = op.has_opsel_half() && (opsel & 4) ? 16 : 0;
  return OperandLayout({operand}, plan_to_map(plan, roles_for(operand), op.m, op.n), wave_size, bits, offset);
}

// The SWMMAC sparsity index: one 2-bit field per compressed A element, giving the element's position
// (0-3) inside its group of four logical K. The field of the element in A's register r of a lane
// (r = vgpr * elements-per-VGPR + slot) is bits [2r+1:2r] of that same lane's index VGPR, shifted by
// index_key times the bits one set takes. [CALC] (compression[i][k] formulas, get_num_compression_sets)
// and AMD's fpsan gfx12 SWMMAC reference (p0 = nibble & 3, p1 = nibble >> 2); docs/layouts.md "SWMMAC".
struct IndexGeometry {
  LinearLayout map;
  int set_bits;  // bits of the index VGPR one index_key selects
  int sets;      // 32 / set_bits
};

IndexGeometry index_geometry(const MatrixOp& op, int wave_size) {
  const LinearLayout a = derive_input(op, MatrixOperand::A, wave_size).map();
  std::vector<LinearLayout::Coordinates> fields;  // A's slot bits, then its VGPR bits: the register index r
  for (int b = 0; b < a.in_dims()[2].bits; ++b) fields.push_back(a.basis(2, b));
  for (int b = 0; b < a.in_dims()[1].bits; ++b) fields.push_back(a.basis(1, b));
  std::vector<LinearLayout::Coordinates> lanes;
  for (int b = 0; b < a.in_dims()[0].bits; ++b) lanes.push_back(a.basis(0, b));
  LinearLayout map({{"lane", a.in_dims()[0].bits}, {"vgpr", 0}, {"slot", static_cast<int>(fields.size())}},
                   a.out_dims(), {lanes, {}, fields});
  const int set_bits = 2 << fields.size();
  return IndexGeometry{std::move(map), set_bits, 32 / set_bits};
}

OperandLayout derive_index(const MatrixOp& op, int wave_size, int index_key) {
  IndexGeometry g = index_geometry(op, wave_size);
  return OperandLayout({MatrixOperand::Index}, std::move(g.map), wave_size, 2, index_key * g.set_bits);
}

OperandLayout derive(const MatrixOp& op, MatrixOperand operand, int wave_size, int opsel) {
  OperandLayout layout = [&] {
    switch (operand) {
      case MatrixOperand::A:
      case MatrixOperand::B:
        return derive_input(op, operand, wave_size);
      case MatrixOperand::C:
      case MatrixOperand::D:
        return derive_accumulator(op, operand, wave_size, opsel);
      case MatrixOperand::Index:
        return derive_index(op, wave_size, opsel);
    }
    throw std::logic_error("unknown operand");
  }();
  if (layout.vgprs() != record_vgprs(op, operand, wave_size)) {
    throw std::logic_error(fmt::format("{} operand {} wave{}: the bit plan gives {} VGPRs, the record {}", describe(op),
                                       operand_name(operand), wave_size, layout.vgprs(),
                                       record_vgprs(op, operand, wave_size)));
  }
  return layout;
}

// The OPSEL bits a layout depends on; the rest are dropped so equal layouts share one cache entry.
int relevant_opsel(const MatrixOp& op, MatrixOperand operand, int opsel) {
  if (op.has_opsel_half() && (operand == MatrixOperand::C || operand == MatrixOperand::D)) return opsel & 4;
  if (operand == MatrixOperand::Index) return opsel;
  return 0;
}

void validate_wave_size(int wave_size) {
  if (wave_size != 32 && wave_size != 64) {
    throw std::invalid_argument(fmt::format("wave size {} is not supported: use 32 or 64", wave_size));
  }
}

void validate(const MatrixOp& op, MatrixOperand operand, int wave_size, int opsel) {
  validate_wave_size(wave_size);
  if (opsel < 0 || opsel > 7) {
    throw std::invalid_argument(fmt::format("OPSEL {} is outside the 3-bit field 0..7", opsel));
  }
  if (operand == MatrixOperand::Index && !is_sparse(op)) {
    throw std::invalid_argument(describe(op) + " has no index operand: only SWMMAC instructions have one");
  }
  if (operand == MatrixOperand::Index) {
    const int sets = index_geometry(op, wave_size).sets;
    if (opsel >= sets) {
      throw std::invalid_argument(
          fmt::format("{} wave{}: index_key (OPSEL) {} is outside 0..{}", describe(op), wave_size, opsel, sets - 1));
    }
  }
}

constexpr std::string_view kTransposeWave64Caveat =
    "UNVERIFIED: the wave64 lane placement is presumed (wave32's upper VGPR moves to lanes 32-63); no primary "
    "source or measurement gives it";

OperandLayout derive_transpose(const isa::TransposeLoad& load, int wave_size) {
  const BitPlan& plan = named_plan(load.plan, load.element_bits, wave_size, load.mnemonic);
  // 32 source lanes (only lanes 0-31 supply addresses, also in wave64) x 8 elements per run.
  const MatrixRole load_source{.operand = MatrixOperand::D, .load_source = true};
  OperandLayout layout(load_source, plan_to_map(plan, TokenRoles{'s', 'e'}, 32, 8), wave_size, load.element_bits, 0,
                       wave_size == 64 ? std::string(kTransposeWave64Caveat) : "");
  const int record = wave_size == 64 ? load.vgprs_wave64 : load.vgprs_wave32;
  if (layout.vgprs() != record) {
    throw std::logic_error(fmt::format("{} wave{}: the bit plan gives {} VGPRs, the record {}", load.mnemonic,
                                       wave_size, layout.vgprs(), record));
  }
  return layout;
}

}  // namespace

OperandLayout layout_from_plan(const OperandLayout& like, const BitPlan& plan) {
  const TokenRoles roles = like.role().load_source ? TokenRoles{'s', 'e'} : roles_for(like.operand());
  LinearLayout map = plan_to_map(plan, roles, like.rows(), like.cols());
  if (map.in_dims() != like.map().in_dims()) {
    throw std::invalid_argument(
        fmt::format("bit plan gives {} lane, {} VGPR and {} slot bits; the layout has {}, {}, {}",
                    map.in_dims()[0].bits, map.in_dims()[1].bits, map.in_dims()[2].bits, like.map().in_dims()[0].bits,
                    like.map().in_dims()[1].bits, like.map().in_dims()[2].bits));
  }
  return OperandLayout(like.role(), std::move(map), like.wave_size(), like.element_bits(), like.bit_offset());
}

const OperandLayout& transpose_load_layout(const isa::TransposeLoad& load, int wave_size) {
  validate_wave_size(wave_size);
  const auto key = std::make_pair(&load, wave_size);
  static std::mutex mutex;
  static std::map<decltype(key), std::unique_ptr<const OperandLayout>> cache;
  const std::lock_guard lock(mutex);
  auto& entry = cache[key];
  if (!entry) entry = std::make_unique<const OperandLayout>(derive_transpose(load, wave_size));
  return *entry;
}

const OperandLayout& layout_for(const MatrixOp& op, MatrixOperand operand, int wave_size, int opsel) {
  validate(op, operand, wave_size, opsel);
  // A SWMMAC's C is its D: the accumulator is read from and written to the same (tied) registers.
  if (is_sparse(op) && operand == MatrixOperand::C) operand = MatrixOperand::D;
  const auto key = std::make_tuple(&op, operand, wave_size, relevant_opsel(op, operand, opsel));
  static std::mutex mutex;
  static std::map<decltype(key), std::unique_ptr<const OperandLayout>> cache;
  const std::lock_guard lock(mutex);
  auto& entry = cache[key];
  if (!entry) entry = std::make_unique<const OperandLayout>(derive(op, operand, wave_size, std::get<3>(key)));
  return *entry;
}

}  // namespace wmmasim::layouts
