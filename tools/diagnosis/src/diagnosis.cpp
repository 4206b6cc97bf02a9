#include "wmmasim/diagnosis/diagnosis.h"

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
    DiagnosisCandidate{"lane-halves-swapped", "the upper and lower halves of the wave hold each other's data"},
    DiagnosisCandidate{"opsel-half", "the two 16-bit halves of every VGPR are swapped (OPSEL / packing half)"},
    DiagnosisCandidate{"gfx11-accumulator-layout",
                       "C/D written in gfx11's layout (rows interleaved across lane halves) but read as gfx12's"},
    DiagnosisCandidate{"gfx12-accumulator-layout",
                       "C/D written in gfx12's layout (rows 0-7 / 8-15 in the lane halves) but read as gfx11's"},
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

std::vector<std::string> diagnose(const OperandContext& context, const Eigen::MatrixXd& expected,
                                  const Eigen::MatrixXd& actual, double tolerance) {
  std::vector<std::string> matches;
  if (expected.rows() != actual.rows() || expected.cols() != actual.cols()) return matches;
  for (const DiagnosisCandidate& candidate : kCandidates) {
    const auto permutation = candidate_permutation(candidate.name, context);
    if (!permutation) continue;
    const auto cols = expected.cols();
    bool all_match = true;
    for (Eigen::Index from = 0; from < expected.size() && all_match; ++from) {
      const int to = (*permutation)[static_cast<std::size_t>(from)];
      all_match = same_value(expected(from / cols, from % cols), actual(to / cols, to % cols), tolerance);
    }
    if (all_match) matches.emplace_back(candidate.name);
  }
  return matches;
}

}  // namespace wmmasim::sim
