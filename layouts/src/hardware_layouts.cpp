// The hardware register layouts of every WMMA operand, as compact bit plans: for each register-side bit
// (slot within a VGPR, VGPR, lane; lowest bit first) the matrix bit it carries. Each plan is one row of
// ../shared/reference/layouts.md §1a ([ISA3]/[ISA4] and AMD's calculator agree on every row).
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

using isa::Family;
using isa::MatrixOp;

struct BitPlan {
  std::string_view slot;  // bits of the element index inside one VGPR
  std::string_view vgpr;  // bits of the VGPR index
  std::string_view lane;  // bits of the lane index
};

// A and B: one plan serves both, with x standing for m (A) or n (B).
struct InputPlan {
  Family family;
  int element_bits;
  int k;
  int wave_size;
  BitPlan plan;
};

constexpr auto G11 = Family::Gfx11;
constexpr auto G12 = Family::Gfx12;

constexpr InputPlan kInputPlans[] = {
    // gfx11, rows 1-4 and 7: all of K in every lane; lanes 16-31 (and 32-63 in wave64) replicate lanes 0-15.
    {G11, 16, 16, 32, {"k0", "k1 k2 k3", "x0 x1 x2 x3 -"}},
    {G11, 8, 16, 32, {"k0 k1", "k2 k3", "x0 x1 x2 x3 -"}},
    {G11, 4, 16, 32, {"k0 k1 k2", "k3", "x0 x1 x2 x3 -"}},
    {G11, 16, 16, 64, {"k0", "k1 k2 k3", "x0 x1 x2 x3 - -"}},
    {G11, 8, 16, 64, {"k0 k1", "k2 k3", "x0 x1 x2 x3 - -"}},
    {G11, 4, 16, 64, {"k0 k1 k2", "k3", "x0 x1 x2 x3 - -"}},
    // gfx12 wave32, rows 9-13. 16-bit is the ISA's "runs of four": lane half = k[2] (layouts.md §2).
    {G12, 16, 16, 32, {"k0", "k1 k3", "x0 x1 x2 x3 k2"}},
    {G12, 8, 16, 32, {"k0 k1", "k2", "x0 x1 x2 x3 k3"}},
    {G12, 4, 16, 32, {"k0 k1 k2", "", "x0 x1 x2 x3 k3"}},
    {G12, 4, 32, 32, {"k0 k1 k2", "k3", "x0 x1 x2 x3 k4"}},
    // gfx12 wave64, rows 16-19. iu4 16x16x16 uses only lanes 0-31 (a 5-bit lane dimension).
    {G12, 16, 16, 64, {"k0", "k1", "x0 x1 x2 x3 k2 k3"}},
    {G12, 8, 16, 64, {"k0 k1", "", "x0 x1 x2 x3 k3 k2"}},
    {G12, 4, 16, 64, {"k0 k1 k2", "", "x0 x1 x2 x3 k3"}},
    {G12, 4, 32, 64, {"k0 k1 k2", "", "x0 x1 x2 x3 k4 k3"}},
};

struct AccumulatorPlan {
  Family family;
  int element_bits;
  int wave_size;
  BitPlan plan;
};

constexpr AccumulatorPlan kAccumulatorPlans[] = {
    // gfx11, rows 5, 6, 8: rows interleave across lane halves (quarters in wave64). A 16-bit element takes
    // one half of a VGPR (OPSEL[2] picks which), so one slot per VGPR either way.
    {G11, 32, 32, {"", "m1 m2 m3", "n0 n1 n2 n3 m0"}},
    {G11, 16, 32, {"", "m1 m2 m3", "n0 n1 n2 n3 m0"}},
    {G11, 32, 64, {"", "m2 m3", "n0 n1 n2 n3 m0 m1"}},
    {G11, 16, 64, {"", "m2 m3", "n0 n1 n2 n3 m0 m1"}},
    // gfx12, rows 14, 15, 20: rows 0-7 in lanes 0-15, rows 8-15 in lanes 16-31; 16-bit packs rows 2v, 2v+1.
    // Wave64: lanes 0-15 rows 0-3, 16-31 rows 8-11, 32-47 rows 4-7, 48-63 rows 12-15 ([ISA4] §7.12.2).
    {G12, 32, 32, {"", "m0 m1 m2", "n0 n1 n2 n3 m3"}},
    {G12, 16, 32, {"m0", "m1 m2", "n0 n1 n2 n3 m3"}},
    {G12, 32, 64, {"", "m0 m1", "n0 n1 n2 n3 m3 m2"}},
    {G12, 16, 64, {"m0", "m1", "n0 n1 n2 n3 m3 m2"}},
};

std::string describe(const MatrixOp& op) { return fmt::format("{} ({})", op.mnemonic, isa::family_name(op.family)); }

// Resolves one bit-plan token to an output basis (row, col) for `operand`.
LinearLayout::Coordinates resolve(std::string_view token, Operand operand) {
  if (token == "-") return {0, 0};
  const char kind = token.front();
  const int bit = std::stoi(std::string(token.substr(1)));
  const int value = 1 << bit;
  const bool input = operand == Operand::A || operand == Operand::B;
  if (input && kind == 'k')
    return operand == Operand::A ? LinearLayout::Coordinates{0, value} : LinearLayout::Coordinates{value, 0};
  if (input && kind == 'x')
    return operand == Operand::A ? LinearLayout::Coordinates{value, 0} : LinearLayout::Coordinates{0, value};
  if (!input && kind == 'm') return {value, 0};
  if (!input && kind == 'n') return {0, value};
  throw std::logic_error(fmt::format("bit-plan token '{}' does not apply to operand {}", token, operand_name(operand)));
}

std::vector<LinearLayout::Coordinates> resolve_all(std::string_view tokens, Operand operand) {
  std::vector<LinearLayout::Coordinates> bases;
  std::istringstream in{std::string(tokens)};
  for (std::string token; in >> token;) bases.push_back(resolve(token, operand));
  return bases;
}

LinearLayout plan_to_map(const BitPlan& plan, Operand operand, int rows, int cols) {
  auto lane = resolve_all(plan.lane, operand);
  auto vgpr = resolve_all(plan.vgpr, operand);
  auto slot = resolve_all(plan.slot, operand);
  std::vector<Dimension> in{{"lane", static_cast<int>(lane.size())},
                            {"vgpr", static_cast<int>(vgpr.size())},
                            {"slot", static_cast<int>(slot.size())}};
  std::vector<Dimension> out{{"row", std::countr_zero(static_cast<unsigned>(rows))},
                             {"col", std::countr_zero(static_cast<unsigned>(cols))}};
  return LinearLayout(std::move(in), std::move(out), {lane, vgpr, slot});
}

int record_vgprs(const MatrixOp& op, Operand operand, int wave_size) {
  const isa::OperandRegisters& r = op.registers(wave_size);
  switch (operand) {
    case Operand::A:
      return r.a;
    case Operand::B:
      return r.b;
    case Operand::C:
    case Operand::D:
      return r.cd;
    case Operand::Index:
      return r.index;
  }
  return 0;
}

OperandLayout derive_dense(const MatrixOp& op, Operand operand, int wave_size, int opsel) {
  const bool input = operand == Operand::A || operand == Operand::B;
  if (input) {
    const isa::ElementType type = operand == Operand::A ? op.a_type : op.b_type;
    const int bits = isa::element_bits(type);
    const auto plan = std::ranges::find_if(kInputPlans, [&](const InputPlan& p) {
      return p.family == op.family && p.element_bits == bits && p.k == op.k && p.wave_size == wave_size;
    });
    if (plan == std::end(kInputPlans)) throw std::logic_error("no input bit plan for " + describe(op));
    const int rows = operand == Operand::A ? op.m : op.k;
    const int cols = operand == Operand::A ? op.k : op.n;
    return OperandLayout(operand, plan_to_map(plan->plan, operand, rows, cols), wave_size, bits, 0);
  }
  const int bits = isa::element_bits(op.cd_type);
  const auto plan = std::ranges::find_if(kAccumulatorPlans, [&](const AccumulatorPlan& p) {
    return p.family == op.family && p.element_bits == bits && p.wave_size == wave_size;
  });
  if (plan == std::end(kAccumulatorPlans)) throw std::logic_error("no accumulator bit plan for " + describe(op));
  // gfx11 16-bit accumulators: OPSEL[2] selects the half for both the C read and the D write (layouts.md row 6).
  const int offset = op.has_opsel_half() && (opsel & 4) ? 16 : 0;
  return OperandLayout(operand, plan_to_map(plan->plan, operand, op.m, op.n), wave_size, bits, offset);
}

OperandLayout derive(const MatrixOp& op, Operand operand, int wave_size, int opsel) {
  if (op.kind == isa::MatrixKind::Sparse) {
    throw std::invalid_argument(describe(op) + ": SWMMAC layouts are not implemented yet (issue 3, step 2)");
  }
  OperandLayout layout = derive_dense(op, operand, wave_size, opsel);
  if (layout.vgprs() != record_vgprs(op, operand, wave_size)) {
    throw std::logic_error(fmt::format("{} operand {} wave{}: the bit plan gives {} VGPRs, the record {}", describe(op),
                                       operand_name(operand), wave_size, layout.vgprs(),
                                       record_vgprs(op, operand, wave_size)));
  }
  return layout;
}

// The OPSEL bits a layout depends on; the rest are dropped so equal layouts share one cache entry.
int relevant_opsel(const MatrixOp& op, Operand operand, int opsel) {
  if (op.has_opsel_half() && (operand == Operand::C || operand == Operand::D)) return opsel & 4;
  return 0;
}

void validate(const MatrixOp& op, Operand operand, int wave_size, int opsel) {
  if (wave_size != 32 && wave_size != 64) {
    throw std::invalid_argument(fmt::format("wave size {} is not supported: use 32 or 64", wave_size));
  }
  if (opsel < 0 || opsel > 7) {
    throw std::invalid_argument(fmt::format("OPSEL {} is outside the 3-bit field 0..7", opsel));
  }
  if (operand == Operand::Index && op.kind != isa::MatrixKind::Sparse) {
    throw std::invalid_argument(describe(op) + " has no index operand: only SWMMAC instructions have one");
  }
}

}  // namespace

const OperandLayout& layout_for(const MatrixOp& op, Operand operand, int wave_size, int opsel) {
  validate(op, operand, wave_size, opsel);
  // A SWMMAC's C is its D: the accumulator is read from and written to the same (tied) registers.
  if (op.kind == isa::MatrixKind::Sparse && operand == Operand::C) operand = Operand::D;
  const auto key = std::make_tuple(&op, operand, wave_size, relevant_opsel(op, operand, opsel));
  static std::mutex mutex;
  static std::map<decltype(key), std::unique_ptr<const OperandLayout>> cache;
  const std::lock_guard lock(mutex);
  auto& entry = cache[key];
  if (!entry) entry = std::make_unique<const OperandLayout>(derive(op, operand, wave_size, std::get<3>(key)));
  return *entry;
}

}  // namespace wmmasim::layouts
