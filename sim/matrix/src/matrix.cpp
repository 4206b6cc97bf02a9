#include "wmmasim/matrix/matrix.h"

#include <algorithm>
#include <array>
#include <atomic>
#include <cstring>
#include <fmt/format.h>
#include <memory>
#include <mutex>
#include <stdexcept>
#include <string>
#include <vector>

#include "wmmasim/layouts/operand_layout.h"
#include "wmmasim/layouts/sparsity.h"
#include "wmmasim/state/errors.h"
#include "matrix_fast.h"

namespace wmmasim::sim {
namespace {

using isa::ElementType;
using isa::MatrixKind;
using isa::MatrixOp;
using layouts::MatrixOperand;

// ---- execution plans: the layouts flattened once per (instruction, wave size, OPSEL/index_key) ----

constexpr int kMaxElements = 1024;  // the largest operand: B of v_swmmac_i32_16x16x64_iu4 (64 x 16)
constexpr int kMaxCopies = 4;       // gfx11 wave64 A/B: four replicas
constexpr int kAccumulatorElements = 256;  // every D is 16 x 16
constexpr int kMaxProducts = 64;
constexpr int kCopyLanes = 16;  // a gfx11 A/B replica occupies one 16-lane group (layouts.md §1a rows 1-4, 7)

// Where one element lives: bits [shift, shift + width) of word `word` (vgpr * wave_size + lane) counted from the
// operand's first VGPR. `mask` is the element's width as a mask, unshifted.
struct Location {
  int lane;
  int word;
  int shift;
  std::uint32_t mask;
};

struct OperandPlan {
  int rows = 0;
  int cols = 0;
  int vgprs = 0;
  int copies = 1;
  std::vector<Location> locations;  // copies x rows x cols: [copy][row * cols + col]
};

struct AccumulatorPlaces {
  int vgprs = 0;
  std::array<Location, kAccumulatorElements> location_of{};  // one location per element of the 16 x 16 matrix
};

// SWMMAC: where the 2-bit index field of one compressed A element sits, and the logical k each field value means.
struct IndexField {
  int lane;
  int bit_lo;
  std::array<int, 4> logical_k;
};

// The fast path's view (matrix_fast.h): where replica 0 of each element is.
struct FastPlan {
  std::vector<detail::Place> a_columns;  // every column of A
  std::vector<std::uint8_t> b_row;      // a WMMA: 16 x A's columns, p (a SWMMAC's depend on the index)
  std::vector<detail::Place> b_rows;    // every row of B
  std::vector<detail::Place> c_rows;    // the 16 rows of C
  std::vector<detail::Place> d_rows;    // the 16 rows of D
  int a_bits = 0;                       // the element widths of A, B and C/D (isa::element_bits, once)
  int b_bits = 0;
  int cd_bits = 0;
};

struct MatrixPlan {
  OperandPlan a;
  OperandPlan b;
  AccumulatorPlaces c;
  AccumulatorPlaces d;
  std::vector<IndexField> index;  // SWMMAC only, indexed like A's elements
  FastPlan fast;
};

Location location_of(const layouts::Slot& slot, int wave_size) {
  const int bits = slot.bit_hi - slot.bit_lo + 1;
  return {slot.lane, slot.vgpr * wave_size + slot.lane, slot.bit_lo, bits == 32 ? ~0u : (1u << bits) - 1};
}

OperandPlan plan_operand(const layouts::OperandLayout& layout, int wave_size) {
  OperandPlan plan{layout.rows(), layout.cols(), layout.vgprs(), layout.copies(), {}};
  const int elements = plan.rows * plan.cols;
  if (elements > kMaxElements || plan.copies > kMaxCopies) {
    throw std::logic_error("matrix plan: operand larger than the fixed-size fragments");
  }
  plan.locations.resize(static_cast<std::size_t>(plan.copies * elements));
  std::vector<int> seen(plan.locations.size(), 0);
  for (const auto& [slot, element] : layout.occupied()) {
    const int copy = plan.copies > 1 ? slot.lane / kCopyLanes : 0;
    const auto index = static_cast<std::size_t>(copy * elements + element.row * plan.cols + element.col);
    if (copy >= plan.copies || seen[index]++ != 0) {
      throw std::logic_error("matrix plan: replicas are not one per 16-lane group");
    }
    plan.locations[index] = location_of(slot, wave_size);
  }
  if (std::count(seen.begin(), seen.end(), 1) != static_cast<std::ptrdiff_t>(seen.size())) {
    throw std::logic_error("matrix plan: an element of some replica is held nowhere");
  }
  return plan;
}

AccumulatorPlaces plan_accumulator(const layouts::OperandLayout& layout, int wave_size) {
  if (layout.rows() * layout.cols() != kAccumulatorElements || layout.copies() != 1) {
    throw std::logic_error("matrix plan: an accumulator must be 16 x 16 with one copy");
  }
  AccumulatorPlaces plan;
  plan.vgprs = layout.vgprs();
  for (const auto& [slot, element] : layout.occupied()) {
    plan.location_of[element.row * 16 + element.col] = location_of(slot, wave_size);
  }
  return plan;
}

std::vector<IndexField> plan_index(const MatrixOp& op, int wave_size, int index_key, const OperandPlan& a) {
  const layouts::OperandLayout& index = layouts::layout_for(op, MatrixOperand::Index, wave_size, index_key);
  std::vector<IndexField> fields(static_cast<std::size_t>(a.rows * a.cols));
  for (const auto& [slot, element] : index.occupied()) {
    IndexField field{slot.lane, slot.bit_lo, {}};
    for (std::uint32_t position = 0; position < 4; ++position) {
      field.logical_k[position] =
          layouts::sparse_logical_k(op, wave_size, index_key, element, position << slot.bit_lo);
    }
    fields[static_cast<std::size_t>(element.row * a.cols + element.col)] = field;
  }
  return fields;
}

// The place (matrix_fast.h) of each element of replica 0, row-major. Also checks what the fast path's replica
// test relies on: replica c of every element sits 16c lanes above replica 0, and replica 0 fills lanes 0-15 of
// every VGPR of the operand, so replicas are equal exactly when those lane groups are equal word for word.
std::vector<detail::Place> places_of(const layouts::OperandLayout& layout, int wave_size) {
  const int bits = layout.element_bits();
  const int elements = layout.rows() * layout.cols();
  if (layout.vgprs() * wave_size > 0xffff) throw std::logic_error("matrix plan: operand beyond the fast path's places");
  const bool replicated = layout.copies() > 1;
  // A replica's place is that of replica 0, the lane taken within its 16-lane group.
  const auto place_of = [&](const layouts::Slot& slot) {
    const int lane = replicated ? slot.lane % kCopyLanes : slot.lane;
    return detail::Place{static_cast<std::uint16_t>(slot.vgpr * wave_size + lane), static_cast<std::uint8_t>(slot.bit_lo)};
  };
  const auto same = [](detail::Place x, detail::Place y) { return x.word == y.word && x.shift == y.shift; };
  std::vector<detail::Place> places(static_cast<std::size_t>(elements));
  for (const auto& [slot, element] : layout.occupied()) {
    if (slot.lane < kCopyLanes || !replicated) {
      places[static_cast<std::size_t>(element.row * layout.cols() + element.col)] = place_of(slot);
    }
  }
  if (replicated) {
    bool shifted = elements * bits == kCopyLanes * layout.vgprs() * 32;  // replica 0 fills lanes 0-15
    for (const auto& [slot, element] : layout.occupied()) {
      shifted = shifted && same(place_of(slot), places[static_cast<std::size_t>(element.row * layout.cols() + element.col)]);
    }
    if (!shifted) throw std::logic_error("matrix plan: replicas are not whole 16-lane groups");
  }
  return places;
}

// The place of each row of B, C or D (or, `by_column`, each column of A), checking that its 16 elements are the
// same bits of 16 consecutive words.
std::vector<detail::Place> line_places(const layouts::OperandLayout& layout, int wave_size, bool by_column = false) {
  const std::vector<detail::Place> places = places_of(layout, wave_size);
  const int lines = by_column ? layout.cols() : layout.rows();
  const int line_length = by_column ? layout.rows() : layout.cols();
  const auto place = [&](int line, int j) {
    return places[static_cast<std::size_t>(by_column ? j * layout.cols() + line : line * layout.cols() + j)];
  };
  std::vector<detail::Place> first_places;
  for (int line = 0; line < lines; ++line) {
    const detail::Place first = place(line, 0);
    for (int j = 1; j < 16; ++j) {
      if (line_length != 16 || place(line, j).word != first.word + j || place(line, j).shift != first.shift) {
        throw std::logic_error("matrix plan: a column of A or a row of B, C or D is not 16 consecutive lanes");
      }
    }
    first_places.push_back(first);
  }
  return first_places;
}

FastPlan plan_fast(const MatrixOp& op, int wave_size, int accumulator_opsel) {
  FastPlan fast;
  const layouts::OperandLayout& a = layouts::layout_for(op, MatrixOperand::A, wave_size);
  const int products = a.cols();
  fast.a_columns = line_places(a, wave_size, /*by_column=*/true);
  fast.b_rows = line_places(layouts::layout_for(op, MatrixOperand::B, wave_size), wave_size);
  fast.c_rows = line_places(layouts::layout_for(op, MatrixOperand::C, wave_size, accumulator_opsel), wave_size);
  fast.d_rows = line_places(layouts::layout_for(op, MatrixOperand::D, wave_size, accumulator_opsel), wave_size);
  fast.a_bits = isa::element_bits(op.a_type);
  fast.b_bits = isa::element_bits(op.b_type);
  fast.cd_bits = isa::element_bits(op.cd_type);
  if (op.kind == MatrixKind::Dense) {
    for (int i = 0; i < 16; ++i) {
      for (int p = 0; p < products; ++p) fast.b_row.push_back(static_cast<std::uint8_t>(p));
    }
  }
  return fast;
}

std::unique_ptr<MatrixPlan> build_plan(const MatrixOp& op, int wave_size, int selector) {
  const bool sparse = op.kind == MatrixKind::Sparse;
  auto plan = std::make_unique<MatrixPlan>();
  plan->a = plan_operand(layouts::layout_for(op, MatrixOperand::A, wave_size), wave_size);
  plan->b = plan_operand(layouts::layout_for(op, MatrixOperand::B, wave_size), wave_size);
  const int accumulator_opsel = sparse ? 0 : selector;
  plan->c = plan_accumulator(layouts::layout_for(op, MatrixOperand::C, wave_size, accumulator_opsel), wave_size);
  plan->d = plan_accumulator(layouts::layout_for(op, MatrixOperand::D, wave_size, accumulator_opsel), wave_size);
  if (sparse) plan->index = plan_index(op, wave_size, selector, plan->a);
  plan->fast = plan_fast(op, wave_size, accumulator_opsel);
  return plan;
}

// `selector` is OPSEL for a WMMA (only OPSEL[2] of a gfx11 16-bit accumulator changes the layout) and index_key
// for a SWMMAC. Plans are built on first use and kept for the life of the process; the references stay valid.
// Keyed by what identifies the instruction, not by the record's address, so copies of a record share a plan.
// Lookups after the first are one atomic load (no lock): waves on several threads execute matrix ops at once.
constexpr int kOpcodes = 128;  // the VOP3P OP field is 7 bits
constexpr int kSelectors = 8;  // OPSEL and index_key are 3-bit fields
constexpr int kPlanSlots = 2 * kOpcodes * 2 * kSelectors;  // family x opcode x wave size x selector

const MatrixPlan& plan_for(const MatrixOp& op, int wave_size, int selector) {
  static std::array<std::atomic<const MatrixPlan*>, kPlanSlots> slots{};
  static std::mutex mutex;
  static std::vector<std::unique_ptr<MatrixPlan>> owned;
  if (op.opcode >= kOpcodes || selector < 0 || selector >= kSelectors) {
    throw std::logic_error("matrix plan: opcode or selector outside the VOP3P fields");
  }
  const int slot = ((static_cast<int>(op.family == isa::Family::Gfx12) * kOpcodes + op.opcode) * 2 +
                    static_cast<int>(wave_size == 64)) * kSelectors + selector;
  std::atomic<const MatrixPlan*>& entry = slots[static_cast<std::size_t>(slot)];
  if (const MatrixPlan* plan = entry.load(std::memory_order_acquire)) return *plan;
  const std::lock_guard lock(mutex);
  if (const MatrixPlan* plan = entry.load(std::memory_order_acquire)) return *plan;
  owned.push_back(build_plan(op, wave_size, selector));
  entry.store(owned.back().get(), std::memory_order_release);
  return *owned.back();
}

// ---- operand checks ----

bool is_8bit_float(ElementType type) { return type == ElementType::FP8 || type == ElementType::BF8; }
bool is_16bit_float(ElementType type) { return type == ElementType::F16 || type == ElementType::BF16; }

std::string describe(const MatrixOp& op, int wave_size) {
  return fmt::format("{} ({} wave{})", op.mnemonic, isa::family_name(op.family), wave_size);
}

void check_operand_fields(const MatrixOp& op, const MatrixOperands& operands, int wave_size) {
  const bool sparse = op.kind == MatrixKind::Sparse;
  const auto invalid = [&](const std::string& what) {
    throw std::invalid_argument(fmt::format("{}: {}", describe(op, wave_size), what));
  };
  if (operands.neg > 7 || operands.neg_hi > 7 || operands.opsel > 7) invalid("NEG, NEG_HI and OPSEL are 3-bit fields");
  if (sparse && operands.c_constant) invalid("SWMMAC has no C operand: the accumulator is D, src2 is the index");
  if (sparse && operands.opsel != 0) invalid("SWMMAC's OPSEL bits are its index_key: set index_key, not opsel");
  if (!sparse && operands.index_key != 0) invalid("index_key applies to SWMMAC only");
}

// Modifier combinations the ISA says must not occur ([ISA3] §7.9, [ISA4] §7.12; layouts.md §4).
void check_modifiers(const MatrixOp& op, const MatrixOperands& operands, int wave_size) {
  const bool sparse = op.kind == MatrixKind::Sparse;
  const auto fault = [&](std::string_view what) {
    throw KernelFault(fmt::format("{}: {} (neg={:#x} neg_hi={:#x} op_sel={:#x})", describe(op, wave_size), what,
                                  operands.neg, operands.neg_hi, operands.opsel));
  };
  if (isa::is_integer(op.a_type)) {
    if ((operands.neg & 4) != 0 || operands.neg_hi != 0) {
      fault("iu8/iu4 take only NEG[0] (A signed) and NEG[1] (B signed); NEG[2] and NEG_HI must be zero");
    }
  } else if (is_8bit_float(op.a_type) || is_8bit_float(op.b_type)) {
    if ((operands.neg & 3) != 0 || (operands.neg_hi & 3) != 0) fault("NEG/NEG_HI must be zero for fp8/bf8 A and B");
  }
  if (sparse && ((operands.neg & 4) != 0 || (operands.neg_hi & 4) != 0)) {
    fault("SWMMAC takes no C modifiers (NEG[2]/NEG_HI[2]): src2 is the sparsity index");
  }
  if (!sparse) {
    const std::uint8_t allowed_opsel = op.has_opsel_half() ? 4 : 0;
    if ((operands.opsel & ~allowed_opsel) != 0) {
      fault(op.has_opsel_half() ? "only OPSEL[2] (the accumulator half) may be set"
                                : "OPSEL must be zero for this instruction");
    }
  }
}

// Formats the message only when the range is bad: no allocation on the normal path.
void check_range(const WaveState& wave, const MatrixOp& op, std::string_view operand, int first, int count) {
  if (first >= 0 && first + count <= wave.vgpr_count) return;
  wave.check_vgpr_range(first, count, fmt::format("{} of {}", operand, describe(op, wave.wave_size)));
}

// ---- fragments ----

template <class Code>
struct Fragment {  // codes of one operand, per replica
  std::array<std::array<Code, kMaxElements>, kMaxCopies> copies;
};

const std::uint32_t* operand_words(const WaveState& wave, int first_vgpr) {
  return wave.vgprs.data() + static_cast<std::size_t>(first_vgpr) * static_cast<std::size_t>(wave.wave_size);
}

std::uint32_t read_bits(const std::uint32_t* words, const Location& where) {
  return (words[where.word] >> where.shift) & where.mask;
}

// Reads an A or B operand. `negate_low` / `negate_high` flip the sign of 16-bit float elements stored in the low /
// high half of their VGPR (NEG / NEG_HI). Returns true if some replica differs from replica 0.
template <class Code>
bool gather(const WaveState& wave, int first_vgpr, const OperandPlan& plan, bool negate_low, bool negate_high,
            Fragment<Code>& out) {
  const std::uint32_t* words = operand_words(wave, first_vgpr);
  const std::uint32_t low_flip = negate_low ? 0x8000u : 0u;
  const std::uint32_t high_flip = negate_high ? 0x8000u : 0u;
  const auto elements = static_cast<std::size_t>(plan.rows * plan.cols);
  for (std::size_t copy = 0; copy < static_cast<std::size_t>(plan.copies); ++copy) {
    const Location* locations = plan.locations.data() + copy * elements;
    Code* codes = out.copies[copy].data();
    for (std::size_t e = 0; e < elements; ++e) {
      const Location& where = locations[e];
      codes[e] = static_cast<Code>(read_bits(words, where) ^ (where.shift < 16 ? low_flip : high_flip));
    }
  }
  for (std::size_t copy = 1; copy < static_cast<std::size_t>(plan.copies); ++copy) {
    if (!std::equal(out.copies[0].begin(), out.copies[0].begin() + static_cast<std::ptrdiff_t>(elements),
                    out.copies[copy].begin())) {
      return true;
    }
  }
  return false;
}

// C's {ABS, NEG} modifiers (NEG_HI[2], NEG[2]; ABS first) as masks on the sign bit of one element.
struct AccumulatorModifiers {
  std::uint32_t clear = 0;  // ABS
  std::uint32_t flip = 0;   // NEG
};

AccumulatorModifiers accumulator_modifiers(const MatrixOp& op, const MatrixOperands& operands) {
  AccumulatorModifiers modifiers;
  if (isa::is_integer(op.cd_type)) return modifiers;
  const std::uint32_t sign = 1u << (isa::element_bits(op.cd_type) - 1);
  if ((operands.neg_hi & 4) != 0) modifiers.clear = sign;
  if ((operands.neg & 4) != 0) modifiers.flip = sign;
  return modifiers;
}

// An inline-constant C as one element's code, modifiers applied.
std::uint32_t constant_accumulator(const MatrixOp& op, const MatrixOperands& operands) {
  const AccumulatorModifiers modifiers = accumulator_modifiers(op, operands);
  const std::uint32_t code = isa::element_bits(op.cd_type) == 16 ? (*operands.c_constant & 0xffffu) : *operands.c_constant;
  return (code & ~modifiers.clear) ^ modifiers.flip;
}

// C's codes after the modifiers.
std::array<std::uint32_t, kAccumulatorElements> gather_accumulator(const WaveState& wave, const MatrixOp& op,
                                                                   const MatrixOperands& operands,
                                                                   const AccumulatorPlaces& plan, int first_vgpr) {
  std::array<std::uint32_t, kAccumulatorElements> codes;
  if (operands.c_constant) {
    codes.fill(constant_accumulator(op, operands));
    return codes;
  }
  const AccumulatorModifiers modifiers = accumulator_modifiers(op, operands);
  const std::uint32_t* words = operand_words(wave, first_vgpr);
  for (std::size_t e = 0; e < codes.size(); ++e) {
    codes[e] = (read_bits(words, plan.location_of[e]) & ~modifiers.clear) ^ modifiers.flip;
  }
  return codes;
}

// ---- the multiply ----

struct Inputs {
  const MatrixOp& op;
  const MatrixPlan& plan;
  const Fragment<std::uint16_t>& a;
  const Fragment<std::uint16_t>& b;
  const std::array<std::uint32_t, kAccumulatorElements>& c;
  std::span<const std::uint32_t> index_lanes;  // SWMMAC: the index VGPR, one word per lane
};

// The logical k of A's stored column `column` in row `i`: the column itself for a WMMA; for a SWMMAC the position
// the sparsity index gives it within its group of four.
int logical_k(const MatrixOp& op, const MatrixPlan& plan, std::span<const std::uint32_t> index_lanes, int i,
              int column) {
  if (op.kind != MatrixKind::Sparse) return column;
  const IndexField& field = plan.index[static_cast<std::size_t>(i * plan.a.cols + column)];
  const std::uint32_t position = (index_lanes[static_cast<std::size_t>(field.lane)] >> field.bit_lo) & 3u;
  return field.logical_k[position];
}

// The products of D[i][j] in consumption order: ascending k (SWMMAC: ascending compressed column).
int collect_products(const Inputs& in, int i, int j, std::array<std::uint16_t, kMaxProducts>& a_codes,
                     std::array<std::uint16_t, kMaxProducts>& b_codes) {
  const int output_lane = in.plan.d.location_of[static_cast<std::size_t>(i * 16 + j)].lane;
  const auto& a = in.a.copies[static_cast<std::size_t>(in.plan.a.copies > 1 ? output_lane / kCopyLanes : 0)];
  const auto& b = in.b.copies[static_cast<std::size_t>(in.plan.b.copies > 1 ? output_lane / kCopyLanes : 0)];
  const int a_cols = in.plan.a.cols;
  const int b_cols = in.plan.b.cols;
  for (int column = 0; column < a_cols; ++column) {
    const int element = i * a_cols + column;
    a_codes[static_cast<std::size_t>(column)] = a[static_cast<std::size_t>(element)];
    b_codes[static_cast<std::size_t>(column)] = b[static_cast<std::size_t>(logical_k(in.op, in.plan, in.index_lanes, i, column) * b_cols + j)];
  }
  return a_cols;
}

// The reference semantics of one element of D: float_dot() / integer_dot() (numerics.h) on its products.
std::uint32_t reference_element(const Inputs& in, const MatrixOperands& operands, NumericsModel model, int i, int j) {
  std::array<std::uint16_t, kMaxProducts> a_codes{};
  std::array<std::uint16_t, kMaxProducts> b_codes{};
  const auto n = static_cast<std::size_t>(collect_products(in, i, j, a_codes, b_codes));
  const std::uint32_t c = in.c[static_cast<std::size_t>(i * 16 + j)];
  if (isa::is_integer(in.op.a_type)) {
    std::array<std::uint8_t, kMaxProducts> a_bytes{};
    std::array<std::uint8_t, kMaxProducts> b_bytes{};
    for (std::size_t k = 0; k < n; ++k) {
      a_bytes[k] = static_cast<std::uint8_t>(a_codes[k]);
      b_bytes[k] = static_cast<std::uint8_t>(b_codes[k]);
    }
    const IntegerDot dot{isa::element_bits(in.op.a_type), (operands.neg & 1) != 0, (operands.neg & 2) != 0,
                         std::span(a_bytes).first(n), std::span(b_bytes).first(n), static_cast<std::int32_t>(c),
                         operands.clamp};
    return static_cast<std::uint32_t>(integer_dot(dot));
  }
  const FloatDot dot{in.op.a_type, in.op.b_type, in.op.cd_type, std::span(a_codes).first(n),
                     std::span(b_codes).first(n), c};
  return float_dot(model, dot);
}

std::array<std::uint32_t, kAccumulatorElements> multiply_reference(const Inputs& in, const MatrixOperands& operands,
                                                                   NumericsModel model) {
  std::array<std::uint32_t, kAccumulatorElements> d;
  for (int i = 0; i < 16; ++i) {
    for (int j = 0; j < 16; ++j) d[static_cast<std::size_t>(i * 16 + j)] = reference_element(in, operands, model, i, j);
  }
  return d;
}

void scatter_accumulator(WaveState& wave, int first_vgpr, const AccumulatorPlaces& plan,
                         const std::array<std::uint32_t, kAccumulatorElements>& d) {
  std::uint32_t* words = wave.vgprs.data() + static_cast<std::size_t>(first_vgpr) * static_cast<std::size_t>(wave.wave_size);
  for (std::size_t e = 0; e < d.size(); ++e) {
    const Location& where = plan.location_of[e];
    std::uint32_t& word = words[where.word];
    const std::uint32_t mask = where.mask << where.shift;
    word = (word & ~mask) | ((d[e] << where.shift) & mask);  // the other half of a 16-bit slot is preserved
  }
}

std::span<const std::uint32_t> index_lanes(const WaveState& wave, const MatrixOp& op, const MatrixOperands& operands) {
  if (op.kind != MatrixKind::Sparse) return {};
  return wave.vgpr(operands.index);
}

// Replica c of a gfx11 A/B operand is lanes [16c, 16c + 16) of the same VGPRs as replica 0 (checked when the plan
// is built), so the replicas agree exactly when those words do.
bool replicas_differ(const WaveState& wave, int first_vgpr, const OperandPlan& plan) {
  if (plan.copies == 1) return false;
  const std::uint32_t* words = operand_words(wave, first_vgpr);
  for (int vgpr = 0; vgpr < plan.vgprs; ++vgpr) {
    const std::uint32_t* lanes = words + static_cast<std::ptrdiff_t>(vgpr) * wave.wave_size;
    for (int copy = 1; copy < plan.copies; ++copy) {
      if (!std::equal(lanes, lanes + kCopyLanes, lanes + copy * kCopyLanes)) return true;
    }
  }
  return false;
}

detail::RegisterBlock register_block(const WaveState& wave, int first_vgpr, int vgprs, int element_bits) {
  return {std::span(operand_words(wave, first_vgpr), static_cast<std::size_t>(vgprs * wave.wave_size)), element_bits};
}

// NEG / NEG_HI of 16-bit float A or B (`bit` 0 or 1) as a mask on the sign bits of a VGPR's two halves.
std::uint32_t sign_flips(const MatrixOp& op, const MatrixOperands& operands, int bit) {
  if (!is_16bit_float(op.a_type)) return 0;
  return (((operands.neg >> bit) & 1) != 0 ? 0x8000u : 0u) | (((operands.neg_hi >> bit) & 1) != 0 ? 0x80000000u : 0u);
}

// D's rows are 16 consecutive lanes of one slot (checked when the plan is built): whole words for a 32-bit D, one
// half of each word for a 16-bit D, the other half preserved.
void scatter_rows(WaveState& wave, int first_vgpr, const FastPlan& fast, int bits, const detail::TileCodes& d) {
  std::uint32_t* words = wave.vgprs.data() + static_cast<std::size_t>(first_vgpr) * static_cast<std::size_t>(wave.wave_size);
  if (detail::avx512_tiles_available()) {
    detail::scatter_rows_avx512(d, fast.d_rows, bits, words);
    return;
  }
  const detail::Place* places = fast.d_rows.data();
  if (bits == 32) {
#pragma GCC unroll 16
    for (std::size_t i = 0; i < 16; ++i) {
      // A fixed size: a few vector moves, no library call.
      std::memcpy(words + places[i].word, d.data() + 16 * i, 16 * sizeof(std::uint32_t));
    }
    return;
  }
  for (std::size_t i = 0; i < 16; ++i) {
    std::uint32_t* row = words + fast.d_rows[i].word;
    const std::uint32_t* codes = d.data() + 16 * i;
    const int shift = fast.d_rows[i].shift;
    const std::uint32_t mask = 0xffffu << shift;
    for (int j = 0; j < 16; ++j) row[j] = (row[j] & ~mask) | ((codes[j] << shift) & mask);
  }
}

// The elements the fast path left unresolved, by the reference path. Out of line: its operand copies (16 KiB)
// would otherwise enlarge the fast path's stack frame.
[[gnu::noinline]] void resolve_with_reference(const WaveState& wave, const MatrixOp& op, const MatrixOperands& operands,
                                              NumericsModel model, const MatrixPlan& plan,
                                              const detail::TileFlags& unresolved, detail::TileCodes& d) {
  const bool sixteen_bit = is_16bit_float(op.a_type);
  Fragment<std::uint16_t> a;
  Fragment<std::uint16_t> b;
  gather(wave, operands.a, plan.a, sixteen_bit && (operands.neg & 1), sixteen_bit && (operands.neg_hi & 1), a);
  gather(wave, operands.b, plan.b, sixteen_bit && (operands.neg & 2), sixteen_bit && (operands.neg_hi & 2), b);
  const bool sparse = op.kind == MatrixKind::Sparse;
  const auto c = gather_accumulator(wave, op, operands, plan.c, sparse ? operands.d : operands.c);
  const Inputs reference{op, plan, a, b, c, index_lanes(wave, op, operands)};
  for (int e = 0; e < kAccumulatorElements; ++e) {
    if (unresolved.test(e)) {
      d[static_cast<std::size_t>(e)] = reference_element(reference, operands, model, e / 16, e % 16);
    }
  }
}

// The fast path (matrix_fast.h), with the reference path for any element it leaves unresolved. Returns false,
// changing nothing, when it does not apply: gfx11 replicas that differ (the reference path handles and reports
// them) or a model without a fast path.
bool execute_fast(WaveState& wave, const MatrixOp& op, const MatrixOperands& operands, NumericsModel model,
                  const MatrixPlan& plan) {
  if (replicas_differ(wave, operands.a, plan.a) || replicas_differ(wave, operands.b, plan.b)) return false;
  const bool sparse = op.kind == MatrixKind::Sparse;
  const int products = plan.a.cols;
  std::array<std::uint8_t, 16 * detail::kMaxFastProducts> sparse_b_row;
  std::span<const std::uint8_t> b_row = plan.fast.b_row;
  const std::span<const std::uint32_t> index = index_lanes(wave, op, operands);
  if (sparse) {
    for (int i = 0; i < 16; ++i) {
      for (int p = 0; p < products; ++p) {
        sparse_b_row[static_cast<std::size_t>(i * products + p)] = static_cast<std::uint8_t>(logical_k(op, plan, index, i, p));
      }
    }
    b_row = std::span(sparse_b_row).first(static_cast<std::size_t>(16 * products));
  }

  // Member by member: an aggregate initialisation zero-fills the whole struct first (a `rep stos` per call).
  detail::FastInputs in;
  in.a_type = op.a_type;
  in.b_type = op.b_type;
  in.cd_type = op.cd_type;
  in.products = products;
  in.a_columns = plan.fast.a_columns;
  in.b_row = b_row;
  in.b_rows = plan.fast.b_rows;
  in.c_rows = plan.fast.c_rows;
  in.a_signed = (operands.neg & 1) != 0;
  in.b_signed = (operands.neg & 2) != 0;
  in.clamp = operands.clamp;
  in.sparse = sparse;
  in.a = register_block(wave, operands.a, plan.a.vgprs, plan.fast.a_bits);
  in.a.flip = sign_flips(op, operands, 0);
  in.b = register_block(wave, operands.b, plan.b.vgprs, plan.fast.b_bits);
  in.b.flip = sign_flips(op, operands, 1);
  if (operands.c_constant) {
    in.c_constant = constant_accumulator(op, operands);
  } else {
    in.c = register_block(wave, sparse ? operands.d : operands.c, plan.c.vgprs, plan.fast.cd_bits);
    const AccumulatorModifiers modifiers = accumulator_modifiers(op, operands);
    const bool packed = plan.fast.cd_bits == 16;  // the same mask on both halves of a word
    in.c.clear = packed ? modifiers.clear * 0x10001u : modifiers.clear;
    in.c.flip = packed ? modifiers.flip * 0x10001u : modifiers.flip;
  }

  detail::TileCodes d;
  detail::TileFlags unresolved;
  if (!detail::multiply_fast(model, in, d, unresolved)) return false;
  if (unresolved.any()) resolve_with_reference(wave, op, operands, model, plan, unresolved, d);
  scatter_rows(wave, operands.d, plan.fast, plan.fast.cd_bits, d);
  return true;
}

// The reference path: float_dot()/integer_dot() per element. Returns whether some gfx11 replica of A or B differs
// from replica 0. Out of line, like resolve_with_reference().
[[gnu::noinline]] bool execute_reference(WaveState& wave, const MatrixOp& op, const MatrixOperands& operands,
                                         NumericsModel model, const MatrixPlan& plan) {
  const bool sixteen_bit = is_16bit_float(op.a_type);
  const bool sparse = op.kind == MatrixKind::Sparse;
  Fragment<std::uint16_t> a;  // fixed-size, on the stack: no allocation per instruction
  Fragment<std::uint16_t> b;
  bool replicas_differ =
      gather(wave, operands.a, plan.a, sixteen_bit && (operands.neg & 1), sixteen_bit && (operands.neg_hi & 1), a);
  replicas_differ |=
      gather(wave, operands.b, plan.b, sixteen_bit && (operands.neg & 2), sixteen_bit && (operands.neg_hi & 2), b);
  const auto c = gather_accumulator(wave, op, operands, plan.c, sparse ? operands.d : operands.c);
  const auto d = multiply_reference(Inputs{op, plan, a, b, c, index_lanes(wave, op, operands)}, operands, model);
  scatter_accumulator(wave, operands.d, plan.d, d);
  return replicas_differ;
}

// The operand checks and the plan of a call, which depend only on the instruction, its operands and the wave's
// shape: checked once per thread while the same instruction repeats (a GEMM's inner loop), not per call.
struct CheckedCall {
  isa::Family family;
  std::uint16_t opcode;
  MatrixKind kind;
  ElementType a_type, b_type, cd_type;
  MatrixOperands operands;
  int wave_size = 0;  // 0: nothing checked yet
  int vgpr_count = 0;
  const MatrixPlan* plan = nullptr;

  bool same(const WaveState& wave, const MatrixOp& op, const MatrixOperands& call) const {
    return wave_size == wave.wave_size && vgpr_count == wave.vgpr_count && family == op.family &&
           opcode == op.opcode && kind == op.kind && a_type == op.a_type && b_type == op.b_type &&
           cd_type == op.cd_type && operands == call;
  }
};

// A loop's matrix instructions differ in their registers (a GEMM's eight WMMAs per step: four A and B pairs, four
// accumulators), so the calls checked last are kept by their registers in a small two-way set-associative cache
// per thread: the set from a multiplicative hash of the four register numbers, the older way replaced on a miss.
constexpr int kCheckedSets = 16;

struct CheckedCalls {
  std::array<std::array<CheckedCall, 2>, kCheckedSets> ways;
  std::array<std::uint8_t, kCheckedSets> older{};  // the way a miss replaces
};

std::size_t checked_set(const MatrixOperands& operands) {
  const std::uint32_t registers = (static_cast<std::uint32_t>(operands.d & 0xff) << 24) |
                                  (static_cast<std::uint32_t>(operands.a & 0xff) << 16) |
                                  (static_cast<std::uint32_t>(operands.b & 0xff) << 8) |
                                  static_cast<std::uint32_t>(operands.c & 0xff);
  return (registers * 0x9e3779b1u) >> 28;  // Fibonacci hashing: the top 4 bits of the product
}

const MatrixPlan& checked_plan(const WaveState& wave, const MatrixOp& op, const MatrixOperands& operands) {
  thread_local CheckedCalls cache;
  const std::size_t set = checked_set(operands);
  std::array<CheckedCall, 2>& ways = cache.ways[set];
  for (std::uint8_t way = 0; way < 2; ++way) {
    if (ways[way].same(wave, op, operands)) {
      cache.older[set] = static_cast<std::uint8_t>(way ^ 1);
      return *ways[way].plan;
    }
  }
  const bool sparse = op.kind == MatrixKind::Sparse;
  check_operand_fields(op, operands, wave.wave_size);
  check_modifiers(op, operands, wave.wave_size);
  const int selector = sparse ? operands.index_key : operands.opsel;
  const MatrixPlan& plan = plan_for(op, wave.wave_size, selector);

  check_range(wave, op, "D", operands.d, plan.d.vgprs);
  check_range(wave, op, "A", operands.a, plan.a.vgprs);
  check_range(wave, op, "B", operands.b, plan.b.vgprs);
  if (sparse) check_range(wave, op, "index", operands.index, 1);
  if (!sparse && !operands.c_constant) check_range(wave, op, "C", operands.c, plan.c.vgprs);
  ways[cache.older[set]] = {op.family, op.opcode, op.kind, op.a_type, op.b_type, op.cd_type, operands,
                            wave.wave_size, wave.vgpr_count, &plan};
  cache.older[set] = static_cast<std::uint8_t>(cache.older[set] ^ 1);
  return plan;
}

}  // namespace

MatrixDiagnostics execute_matrix_op(WaveState& wave, const MatrixOp& op, const MatrixOperands& operands,
                                    NumericsModel model, MatrixPath path) {
  const MatrixPlan& plan = checked_plan(wave, op, operands);
  MatrixDiagnostics diagnostics;
  diagnostics.partial_exec = !wave.exec_all_ones();
  if (path == MatrixPath::Fast && execute_fast(wave, op, operands, model, plan)) return diagnostics;
  diagnostics.replicas_differ = execute_reference(wave, op, operands, model, plan);
  return diagnostics;
}

void execute_transpose_load(WaveState& wave, const GlobalMemory& memory, const isa::TransposeLoad& load, int vdst,
                            std::span<const std::uint64_t> lane_addresses) {
  if (lane_addresses.size() != static_cast<std::size_t>(wave.wave_size)) {
    throw std::invalid_argument(fmt::format("{}: {} lane addresses given for a wave of {} lanes", load.mnemonic,
                                            lane_addresses.size(), wave.wave_size));
  }
  const layouts::OperandLayout& layout = layouts::transpose_load_layout(load, wave.wave_size);
  wave.check_vgpr_range(vdst, layout.vgprs(), fmt::format("destination of {}", load.mnemonic));
  const std::uint64_t active = wave.exec & wave.all_lanes_mask();
  if (active == 0) return;  // [ISA4] §11.6.2: "If EXEC==0, the instruction acts like an S_NOP"
  if (active != wave.all_lanes_mask()) {
    throw KernelFault(fmt::format(
        "{} executed with EXEC={:#x}: the instruction requires EXEC to be all ones or zero (RDNA4 ISA §11.6.2; "
        "the result is undefined on hardware)",
        load.mnemonic, active));
  }

  // Every run is read before any register is written, so a memory fault leaves the wave unchanged.
  constexpr int kMaxRunBytes = 16;
  const int element_bytes = layout.element_bits() / 8;
  const int run_bytes = layout.cols() * element_bytes;
  if (run_bytes > kMaxRunBytes || layout.rows() > 64) throw std::logic_error("transpose load: run larger than 16 bytes");
  std::array<std::array<std::byte, kMaxRunBytes>, 64> runs{};
  for (int lane = 0; lane < layout.rows(); ++lane) {
    memory.read(lane_addresses[static_cast<std::size_t>(lane)],
                std::span(runs[static_cast<std::size_t>(lane)]).first(static_cast<std::size_t>(run_bytes)));
  }
  for (const auto& [slot, element] : layout.occupied()) {
    std::uint32_t code = 0;
    std::memcpy(&code, runs[static_cast<std::size_t>(element.row)].data() + element.col * element_bytes,
                static_cast<std::size_t>(element_bytes));  // little-endian, as the GPU
    std::uint32_t& word = wave.vgprs[static_cast<std::size_t>(vdst + slot.vgpr) * static_cast<std::size_t>(wave.wave_size) +
                                     static_cast<std::size_t>(slot.lane)];
    const int bits = slot.bit_hi - slot.bit_lo + 1;
    const std::uint32_t mask = (bits == 32 ? ~0u : (1u << bits) - 1) << slot.bit_lo;
    word = (word & ~mask) | ((code << slot.bit_lo) & mask);
  }
}

}  // namespace wmmasim::sim
