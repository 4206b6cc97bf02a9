#include "wmmasim/diagnosis/diagnosis.h"

#include <fmt/format.h>

#include <algorithm>
#include <array>
#include <cmath>
#include <stdexcept>

namespace wmmasim::sim {
namespace {

using layouts::Element;
using layouts::MatrixOperand;
using layouts::OperandLayout;
using layouts::Slot;

constexpr std::array kCandidates{
    DiagnosisCandidate{"transpose", "the matrix is transposed (row-major data read as column-major, or the reverse)"},
    DiagnosisCandidate{"a-b-swapped",
                       "A and B were passed in each other's registers: D comes out transposed (when C is zero)"},
    DiagnosisCandidate{"lane-halves-swapped", "the upper and lower halves of the wave hold each other's data", true},
    DiagnosisCandidate{"opsel-half", "the two 16-bit halves of every VGPR are swapped (OPSEL / packing half)", true},
    DiagnosisCandidate{"gfx11-accumulator-layout",
                       "C/D written in gfx11's layout (rows interleaved across lane halves) but read as gfx12's", true},
    DiagnosisCandidate{"gfx12-accumulator-layout",
                       "C/D written in gfx12's layout (rows 0-7 / 8-15 in the lane halves) but read as gfx11's", true},
    DiagnosisCandidate{"row-interleave", "rows interleaved: actual row 2i is expected row i, row 2i+1 is row 8+i"},
    DiagnosisCandidate{"k-halves-swapped", "the two halves of K are swapped (A or B loaded with K and K + K/2 exchanged)"},
};

using ElementMap = std::optional<Element> (*)(const OperandLayout&, const OperandContext&, Element);

// A location-based mistake: the hardware reads, as the element it expects at (lane, vgpr, bit), what the
// kernel put there. nullopt for a location outside the operand or one the hardware does not read.
std::optional<Element> read_back(const OperandLayout& layout, int lane, int vgpr, int bit) {
  if (lane < 0 || lane >= layout.wave_size() || vgpr >= layout.vgprs() || bit < 0 || bit > 31) return std::nullopt;
  return layout.element_at(lane, vgpr, bit);
}

std::optional<Element> transpose(const OperandLayout& layout, const OperandContext&, Element e) {
  if (layout.rows() != layout.cols()) return std::nullopt;
  return Element{e.col, e.row};
}

std::optional<Element> a_b_swapped(const OperandLayout& layout, const OperandContext& context, Element e) {
  const bool accumulator = context.operand == MatrixOperand::C || context.operand == MatrixOperand::D;
  return accumulator ? transpose(layout, context, e) : std::nullopt;
}

std::optional<Element> lane_halves_swapped(const OperandLayout& layout, const OperandContext&, Element e) {
  const Slot s = layout.slots_of(e).front();
  return read_back(layout, s.lane ^ (layout.wave_size() / 2), s.vgpr, s.bit_lo);
}

std::optional<Element> opsel_half(const OperandLayout& layout, const OperandContext&, Element e) {
  if (layout.element_bits() != 16) return std::nullopt;
  const Slot s = layout.slots_of(e).front();
  return read_back(layout, s.lane, s.vgpr, s.bit_lo ^ 16);
}

// The element was placed where `writer` (the other family's layout of the same instruction) puts it.
std::optional<Element> written_as(isa::Family writer_family, const OperandLayout& layout, const OperandContext& context,
                                  Element e) {
  const bool accumulator = context.operand == MatrixOperand::C || context.operand == MatrixOperand::D;
  if (!accumulator || context.op->family == writer_family) return std::nullopt;
  const isa::MatrixOp* other = isa::find_matrix_op(writer_family, context.op->mnemonic);
  if (other == nullptr) return std::nullopt;
  const OperandLayout& writer = layouts::layout_for(*other, context.operand, context.wave_size);
  if (writer.element_bits() != layout.element_bits()) return std::nullopt;
  const Slot s = writer.slots_of(e).front();
  return read_back(layout, s.lane, s.vgpr, s.bit_lo);
}

std::optional<Element> gfx11_accumulator(const OperandLayout& layout, const OperandContext& context, Element e) {
  return written_as(isa::Family::Gfx11, layout, context, e);
}

std::optional<Element> gfx12_accumulator(const OperandLayout& layout, const OperandContext& context, Element e) {
  return written_as(isa::Family::Gfx12, layout, context, e);
}

std::optional<Element> row_interleave(const OperandLayout& layout, const OperandContext&, Element e) {
  if (layout.rows() != 16) return std::nullopt;
  return Element{2 * (e.row % 8) + e.row / 8, e.col};
}

// A's K runs along its columns, B's along its rows; C and D have no K.
std::optional<Element> k_halves_swapped(const OperandLayout& layout, const OperandContext& context, Element e) {
  if (context.operand == MatrixOperand::A) return Element{e.row, (e.col + layout.cols() / 2) % layout.cols()};
  if (context.operand == MatrixOperand::B) return Element{(e.row + layout.rows() / 2) % layout.rows(), e.col};
  return std::nullopt;
}

constexpr std::array<ElementMap, kCandidates.size()> kMaps{
    transpose, a_b_swapped, lane_halves_swapped, opsel_half, gfx11_accumulator, gfx12_accumulator, row_interleave,
    k_halves_swapped,
};

bool same_value(double a, double b, double tolerance) {
  if (std::isnan(a) || std::isnan(b)) return std::isnan(a) && std::isnan(b);
  return a == b || std::abs(a - b) <= tolerance;
}

}  // namespace

std::span<const DiagnosisCandidate> diagnosis_candidates() { return kCandidates; }

std::optional<std::vector<int>> candidate_permutation(std::string_view name, const OperandContext& context) {
  std::size_t index = 0;
  while (index < kCandidates.size() && kCandidates[index].name != name) ++index;
  if (index == kCandidates.size()) throw std::invalid_argument("unknown diagnosis candidate '" + std::string(name) + "'");

  const OperandLayout& layout = layouts::layout_for(*context.op, context.operand, context.wave_size, context.opsel);
  const int cols = layout.cols();
  std::vector<int> target(static_cast<std::size_t>(layout.rows() * cols), -1);
  std::vector<bool> hit(target.size(), false);
  bool identity = true;
  for (int r = 0; r < layout.rows(); ++r) {
    for (int c = 0; c < cols; ++c) {
      const auto moved = kMaps[index](layout, context, Element{r, c});
      if (!moved) return std::nullopt;
      const int to = moved->row * cols + moved->col;
      if (hit[static_cast<std::size_t>(to)]) return std::nullopt;  // two elements onto one place: not a bijection
      hit[static_cast<std::size_t>(to)] = true;
      target[static_cast<std::size_t>(r * cols + c)] = to;
      identity &= to == r * cols + c;
    }
  }
  if (identity) return std::nullopt;
  return target;
}

Eigen::MatrixXd apply_candidate(std::string_view name, const OperandContext& context, const Eigen::MatrixXd& expected) {
  const auto permutation = candidate_permutation(name, context);
  if (!permutation) throw std::invalid_argument("candidate '" + std::string(name) + "' does not apply to this operand");
  Eigen::MatrixXd actual(expected.rows(), expected.cols());
  const auto cols = expected.cols();
  for (Eigen::Index from = 0; from < expected.size(); ++from) {
    const int to = (*permutation)[static_cast<std::size_t>(from)];
    actual(to / cols, to % cols) = expected(from / cols, from % cols);
  }
  return actual;
}

namespace {

// Whether candidate `candidate` maps `expected` onto `actual`.
bool explains(const DiagnosisCandidate& candidate, const OperandContext& context, const Eigen::MatrixXd& expected,
              const Eigen::MatrixXd& actual, double tolerance) {
  if (expected.rows() != actual.rows() || expected.cols() != actual.cols()) return false;
  const auto permutation = candidate_permutation(candidate.name, context);
  if (!permutation) return false;
  const auto cols = expected.cols();
  for (Eigen::Index from = 0; from < expected.size(); ++from) {
    const int to = (*permutation)[static_cast<std::size_t>(from)];
    if (!same_value(expected(from / cols, from % cols), actual(to / cols, to % cols), tolerance)) return false;
  }
  return true;
}

// Every candidate that explains the difference: those that move registers between `in_registers` (what the kernel
// meant to place) and `actual`, the others between `expected` and `in_kernel_order` (actual with the kernel's K order
// undone).
std::vector<std::string> explaining(const OperandContext& context, const Eigen::MatrixXd& expected,
                                    const Eigen::MatrixXd& actual, const Eigen::MatrixXd& in_registers,
                                    const Eigen::MatrixXd& in_kernel_order, double tolerance) {
  std::vector<std::string> matches;
  for (const DiagnosisCandidate& candidate : kCandidates) {
    const bool found = candidate.moves_registers ? explains(candidate, context, in_registers, actual, tolerance)
                                                 : explains(candidate, context, expected, in_kernel_order, tolerance);
    if (found) matches.emplace_back(candidate.name);
  }
  return matches;
}

}  // namespace

std::vector<std::string> diagnose(const OperandContext& context, const Eigen::MatrixXd& expected,
                                  const Eigen::MatrixXd& actual, double tolerance) {
  return explaining(context, expected, actual, expected, actual, tolerance);
}


// ---- K orders ----

namespace {

bool is_a(const OperandContext& context) { return context.operand == MatrixOperand::A; }

int k_count(const OperandContext& context, const Eigen::MatrixXd& m) {
  return static_cast<int>(is_a(context) ? m.cols() : m.rows());
}

// Column k of A or row k of B.
Eigen::VectorXd k_line(const OperandContext& context, const Eigen::MatrixXd& m, int k) {
  if (is_a(context)) return m.col(k);
  return m.row(k).transpose();
}

bool same_line(const Eigen::VectorXd& x, const Eigen::VectorXd& y, double tolerance) {
  for (Eigen::Index i = 0; i < x.size(); ++i) {
    if (!same_value(x(i), y(i), tolerance)) return false;
  }
  return true;
}

// `actual` with the K order undone: the kernel's own tile, K position order[k] holding what register K k holds.
Eigen::MatrixXd out_of_k_order(const OperandContext& context, const KOrder& order, const Eigen::MatrixXd& actual) {
  Eigen::MatrixXd tile(actual.rows(), actual.cols());
  for (int k = 0; k < static_cast<int>(order.size()); ++k) {
    if (is_a(context)) {
      tile.col(order[static_cast<std::size_t>(k)]) = actual.col(k);
    } else {
      tile.row(order[static_cast<std::size_t>(k)]) = actual.row(k);
    }
  }
  return tile;
}

bool is_identity(const KOrder& order) {
  for (std::size_t k = 0; k < order.size(); ++k) {
    if (order[k] != static_cast<int>(k)) return false;
  }
  return true;
}

bool is_known(const OperandContext& context, const KOrder& order) {
  return std::ranges::any_of(known_k_orders(context), [&](const NamedKOrder& k) { return k.order == order; });
}

// One operand judged in one K order.
OperandFinding judge_in(const OperandObservation& o, const KOrder& order, double tolerance) {
  OperandFinding f;
  const Eigen::MatrixXd meant = in_k_order(o.context, order, o.expected);
  f.right = !o.wrong_anyway && same_line(meant.reshaped(), o.actual.reshaped(), tolerance);
  if (!f.right) f.patterns = diagnose(o.context, order, o.expected, o.actual, tolerance);
  return f;
}

int score(const OperandFinding& f) { return f.right ? 2 : f.patterns.empty() ? 0 : 1; }

}  // namespace

std::vector<NamedKOrder> known_k_orders(const OperandContext& context) {
  const OperandLayout& layout = layouts::layout_for(*context.op, context.operand, context.wave_size, context.opsel);
  const bool a = is_a(context);
  const int ks = a ? layout.cols() : layout.rows();
  std::vector<NamedKOrder> known{{"the layout's", KOrder(static_cast<std::size_t>(ks))}};
  for (int k = 0; k < ks; ++k) known.front().order[static_cast<std::size_t>(k)] = k;
  // The lanes holding row 0 of A (column 0 of B), in lane order, each its slots in register order: contiguous K.
  KOrder contiguous(static_cast<std::size_t>(ks), -1);
  int next = 0, per_lane = 0, lane = -1;
  for (const auto& [slot, element] : layout.occupied()) {  // sorted by (lane, vgpr, bit)
    if ((a ? element.row : element.col) != 0) continue;
    const int k = a ? element.col : element.row;
    if (contiguous[static_cast<std::size_t>(k)] != -1) continue;  // a replica
    if (slot.lane != lane) per_lane = 0;
    lane = slot.lane;
    ++per_lane;
    contiguous[static_cast<std::size_t>(k)] = next++;
  }
  if (next == ks && !is_identity(contiguous)) {
    // The layout's run: how many consecutive K indices its first lane's slots hold in a row.
    KOrder lane_order(static_cast<std::size_t>(ks));
    for (int k = 0; k < ks; ++k) lane_order[static_cast<std::size_t>(contiguous[static_cast<std::size_t>(k)])] = k;
    int run = 1;
    while (run < ks && lane_order[static_cast<std::size_t>(run)] == lane_order[static_cast<std::size_t>(run - 1)] + 1) ++run;
    known.front().name = fmt::format("the layout's (runs of {})", run);
    known.push_back({fmt::format("contiguous (runs of {})", per_lane), contiguous});
  }
  return known;
}

std::string k_order_text(const KOrder& order) { return fmt::format("{}", fmt::join(order, " ")); }

std::string k_order_name(const OperandContext& context, const KOrder& order) {
  for (const NamedKOrder& k : known_k_orders(context)) {
    if (k.order == order) return k.name;
  }
  return k_order_text(order);
}

std::optional<KOrder> k_order_of(const OperandContext& context, const Eigen::MatrixXd& expected,
                                 const Eigen::MatrixXd& actual, double tolerance) {
  if (expected.rows() != actual.rows() || expected.cols() != actual.cols()) return std::nullopt;
  const int ks = k_count(context, expected);
  KOrder order(static_cast<std::size_t>(ks), -1);
  std::vector<bool> used(static_cast<std::size_t>(ks), false);
  for (int k = 0; k < ks; ++k) {
    const Eigen::VectorXd held = k_line(context, actual, k);
    for (int j = 0; j < ks && order[static_cast<std::size_t>(k)] < 0; ++j) {
      if (used[static_cast<std::size_t>(j)] || !same_line(held, k_line(context, expected, j), tolerance)) continue;
      used[static_cast<std::size_t>(j)] = true;
      order[static_cast<std::size_t>(k)] = j;
    }
    if (order[static_cast<std::size_t>(k)] < 0) return std::nullopt;
  }
  return order;
}

Eigen::MatrixXd in_k_order(const OperandContext& context, const KOrder& order, const Eigen::MatrixXd& expected) {
  Eigen::MatrixXd placed(expected.rows(), expected.cols());
  for (int k = 0; k < static_cast<int>(order.size()); ++k) {
    if (is_a(context)) {
      placed.col(k) = expected.col(order[static_cast<std::size_t>(k)]);
    } else {
      placed.row(k) = expected.row(order[static_cast<std::size_t>(k)]);
    }
  }
  return placed;
}

std::vector<std::string> diagnose(const OperandContext& context, const KOrder& order, const Eigen::MatrixXd& expected,
                                  const Eigen::MatrixXd& actual, double tolerance) {
  if (expected.rows() != actual.rows() || expected.cols() != actual.cols()) return {};
  return explaining(context, expected, actual, in_k_order(context, order, expected),
                    out_of_k_order(context, order, actual), tolerance);
}

PairDiagnosis diagnose_pair(const std::optional<OperandObservation>& a, const std::optional<OperandObservation>& b,
                            double tolerance) {
  const OperandObservation* any = a ? &*a : b ? &*b : nullptr;
  PairDiagnosis d;
  if (any == nullptr) return d;
  const int ks = k_count(any->context, any->expected);
  const bool paired = a && b && k_count(a->context, a->expected) == k_count(b->context, b->expected);
  const auto order_of = [&](const std::optional<OperandObservation>& o) -> std::optional<KOrder> {
    if (!o || o->wrong_anyway) return std::nullopt;
    return k_order_of(o->context, o->expected, o->actual, tolerance);
  };
  const std::optional<KOrder> a_order = order_of(a), b_order = order_of(b);

  // The orders to try: the known ones, then any an operand holds its tile in (the kernel's own convention).
  std::vector<KOrder> tried;
  for (const NamedKOrder& k : known_k_orders(any->context)) tried.push_back(k.order);
  for (const auto* o : {&a_order, &b_order}) {
    if (*o && static_cast<int>((*o)->size()) == ks && std::ranges::find(tried, **o) == tried.end()) tried.push_back(**o);
  }
  // Best: both right; then one right and the other's mistake named; ties go to the earlier (known) order.
  int best = -1;
  for (const KOrder& order : tried) {
    PairDiagnosis candidate{order, {}, {}, std::nullopt, std::nullopt};
    if (a) candidate.a = judge_in(*a, order, tolerance);
    if (b && (paired || !a)) candidate.b = judge_in(*b, order, tolerance);
    const int s = (a ? score(candidate.a) : 2) + (b ? score(candidate.b) : 2);
    if (s > best) {
      best = s;
      d = std::move(candidate);
    }
  }
  if (a && b && !paired) d.b = judge_in(*b, known_k_orders(b->context).front().order, tolerance);
  // Each holds its tile in an order of its own and neither is the other's with a named mistake: the pair is wrong,
  // not one operand (unless only one of the two orders is a convention kernels use, and the other is named from it).
  if (paired && a_order && b_order && *a_order != *b_order) {
    const bool one_known = is_known(a->context, *a_order) != is_known(b->context, *b_order);
    const bool named = (d.a.right && !d.b.patterns.empty()) || (d.b.right && !d.a.patterns.empty());
    if (!(one_known && named)) {
      d.a = {false, {std::string(kKOrderNotShared)}};
      d.b = {false, {std::string(kKOrderNotShared)}};
      d.a_order = a_order;
      d.b_order = b_order;
    }
  }
  return d;
}

}  // namespace wmmasim::sim
