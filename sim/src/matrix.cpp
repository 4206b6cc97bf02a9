#include "wmmasim/sim/matrix.h"

#include <array>
#include <cstring>
#include <fmt/format.h>
#include <map>
#include <memory>
#include <mutex>
#include <stdexcept>
#include <string>
#include <tuple>
#include <vector>

#include "wmmasim/layouts/operand_layout.h"
#include "wmmasim/layouts/sparsity.h"
#include "wmmasim/sim/errors.h"

namespace wmmasim::sim {
namespace {

using isa::ElementType;
using isa::MatrixKind;
using isa::MatrixOp;
using layouts::Operand;

// ---- execution plans: the layouts flattened once per (instruction, wave size, OPSEL/index_key) ----

constexpr int kMaxElements = 1024;  // the largest operand: B of v_swmmac_i32_16x16x64_iu4 (64 x 16)
constexpr int kMaxCopies = 4;       // gfx11 wave64 A/B: four replicas
constexpr int kAccumulatorElements = 256;  // every D is 16 x 16
constexpr int kMaxProducts = 64;
constexpr int kCopyLanes = 16;  // a gfx11 A/B replica occupies one 16-lane group (layouts.md §1a rows 1-4, 7)

struct Location {
  int lane;
  int vgpr;  // relative to the operand's first VGPR
  int bit_lo;
  int bits;
};

struct GatherEntry {
  Location where;
  int element;  // row * cols + col
  int copy;     // which replica (0 when the layout has one copy)
};

struct OperandPlan {
  int rows = 0;
  int cols = 0;
  int vgprs = 0;
  int copies = 1;
  std::vector<GatherEntry> entries;  // every occupied location
};

struct AccumulatorPlan {
  int vgprs = 0;
  std::array<Location, kAccumulatorElements> location_of{};  // one location per element of the 16 x 16 matrix
};

// SWMMAC: where the 2-bit index field of one compressed A element sits, and the logical k each field value means.
struct IndexField {
  int lane;
  int bit_lo;
  std::array<int, 4> logical_k;
};

struct MatrixPlan {
  OperandPlan a;
  OperandPlan b;
  AccumulatorPlan c;
  AccumulatorPlan d;
  std::vector<IndexField> index;  // SWMMAC only, indexed like A's elements
};

Location location_of(const layouts::Slot& slot) {
  return {slot.lane, slot.vgpr, slot.bit_lo, slot.bit_hi - slot.bit_lo + 1};
}

OperandPlan plan_operand(const layouts::OperandLayout& layout) {
  OperandPlan plan{layout.rows(), layout.cols(), layout.vgprs(), layout.copies(), {}};
  if (plan.rows * plan.cols > kMaxElements || plan.copies > kMaxCopies) {
    throw std::logic_error("matrix plan: operand larger than the fixed-size fragments");
  }
  std::vector<int> seen(static_cast<std::size_t>(plan.rows * plan.cols * plan.copies), 0);
  for (const auto& [slot, element] : layout.occupied()) {
    const int copy = plan.copies > 1 ? slot.lane / kCopyLanes : 0;
    const int index = element.row * plan.cols + element.col;
    if (copy >= plan.copies || seen[static_cast<std::size_t>(copy * plan.rows * plan.cols + index)]++ != 0) {
      throw std::logic_error("matrix plan: replicas are not one per 16-lane group");
    }
    plan.entries.push_back({location_of(slot), index, copy});
  }
  return plan;
}

AccumulatorPlan plan_accumulator(const layouts::OperandLayout& layout) {
  if (layout.rows() * layout.cols() != kAccumulatorElements || layout.copies() != 1) {
    throw std::logic_error("matrix plan: an accumulator must be 16 x 16 with one copy");
  }
  AccumulatorPlan plan;
  plan.vgprs = layout.vgprs();
  for (const auto& [slot, element] : layout.occupied()) plan.location_of[element.row * 16 + element.col] = location_of(slot);
  return plan;
}

std::vector<IndexField> plan_index(const MatrixOp& op, int wave_size, int index_key, const OperandPlan& a) {
  const layouts::OperandLayout& index = layouts::layout_for(op, Operand::Index, wave_size, index_key);
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

std::unique_ptr<MatrixPlan> build_plan(const MatrixOp& op, int wave_size, int selector) {
  const bool sparse = op.kind == MatrixKind::Sparse;
  auto plan = std::make_unique<MatrixPlan>();
  plan->a = plan_operand(layouts::layout_for(op, Operand::A, wave_size));
  plan->b = plan_operand(layouts::layout_for(op, Operand::B, wave_size));
  const int accumulator_opsel = sparse ? 0 : selector;
  plan->c = plan_accumulator(layouts::layout_for(op, Operand::C, wave_size, accumulator_opsel));
  plan->d = plan_accumulator(layouts::layout_for(op, Operand::D, wave_size, accumulator_opsel));
  if (sparse) plan->index = plan_index(op, wave_size, selector, plan->a);
  return plan;
}

// `selector` is OPSEL for a WMMA (only OPSEL[2] of a gfx11 16-bit accumulator changes the layout) and index_key
// for a SWMMAC. Plans are built on first use and kept; the references stay valid.
const MatrixPlan& plan_for(const MatrixOp& op, int wave_size, int selector) {
  static std::mutex mutex;
  // Keyed by what identifies the instruction, not by the record's address, so copies of a record share a plan.
  static std::map<std::tuple<isa::Family, std::uint16_t, int, int>, std::unique_ptr<MatrixPlan>> plans;
  const std::lock_guard lock(mutex);
  auto& plan = plans[{op.family, op.opcode, wave_size, selector}];
  if (!plan) plan = build_plan(op, wave_size, selector);
  return *plan;
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

std::uint32_t read_bits(const WaveState& wave, int first_vgpr, const Location& where) {
  const std::uint32_t word =
      wave.vgprs[static_cast<std::size_t>(first_vgpr + where.vgpr) * static_cast<std::size_t>(wave.wave_size) +
                 static_cast<std::size_t>(where.lane)];
  const std::uint32_t mask = where.bits == 32 ? ~0u : (1u << where.bits) - 1;
  return (word >> where.bit_lo) & mask;
}

// Reads an A or B operand. `negate_low` / `negate_high` flip the sign of 16-bit float elements stored in the low /
// high half of their VGPR (NEG / NEG_HI). Returns true if some replica differs from replica 0.
template <class Code>
bool gather(const WaveState& wave, int first_vgpr, const OperandPlan& plan, bool negate_low, bool negate_high,
            Fragment<Code>& out) {
  for (const GatherEntry& entry : plan.entries) {
    std::uint32_t code = read_bits(wave, first_vgpr, entry.where);
    if (entry.where.bit_lo < 16 ? negate_low : negate_high) code ^= 0x8000u;
    out.copies[static_cast<std::size_t>(entry.copy)][static_cast<std::size_t>(entry.element)] = static_cast<Code>(code);
  }
  const int elements = plan.rows * plan.cols;
  for (int copy = 1; copy < plan.copies; ++copy) {
    for (int e = 0; e < elements; ++e) {
      if (out.copies[static_cast<std::size_t>(copy)][static_cast<std::size_t>(e)] != out.copies[0][static_cast<std::size_t>(e)]) return true;
    }
  }
  return false;
}

// C's codes after the {ABS, NEG} modifiers (NEG_HI[2], NEG[2]; ABS first).
std::array<std::uint32_t, kAccumulatorElements> gather_accumulator(const WaveState& wave, const MatrixOp& op,
                                                                   const MatrixOperands& operands,
                                                                   const AccumulatorPlan& plan, int first_vgpr) {
  const int bits = isa::element_bits(op.cd_type);
  std::array<std::uint32_t, kAccumulatorElements> codes{};
  for (int e = 0; e < kAccumulatorElements; ++e) {
    std::uint32_t code = 0;
    if (operands.c_constant) {
      code = bits == 16 ? (*operands.c_constant & 0xffffu) : *operands.c_constant;
    } else {
      code = read_bits(wave, first_vgpr, plan.location_of[static_cast<std::size_t>(e)]);
    }
    if (!isa::is_integer(op.cd_type)) {
      const std::uint32_t sign = 1u << (bits - 1);
      if ((operands.neg_hi & 4) != 0) code &= ~sign;
      if ((operands.neg & 4) != 0) code ^= sign;
    }
    codes[static_cast<std::size_t>(e)] = code;
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
    int k = column;
    if (in.op.kind == MatrixKind::Sparse) {
      const IndexField& field = in.plan.index[static_cast<std::size_t>(element)];
      const std::uint32_t position = (in.index_lanes[static_cast<std::size_t>(field.lane)] >> field.bit_lo) & 3u;
      k = field.logical_k[position];
    }
    a_codes[static_cast<std::size_t>(column)] = a[static_cast<std::size_t>(element)];
    b_codes[static_cast<std::size_t>(column)] = b[static_cast<std::size_t>(k * b_cols + j)];
  }
  return a_cols;
}

std::array<std::uint32_t, kAccumulatorElements> multiply(const Inputs& in, const MatrixOperands& operands,
                                                         NumericsModel model) {
  std::array<std::uint32_t, kAccumulatorElements> d{};
  std::array<std::uint16_t, kMaxProducts> a_codes{};
  std::array<std::uint16_t, kMaxProducts> b_codes{};
  std::array<std::uint8_t, kMaxProducts> a_bytes{};
  std::array<std::uint8_t, kMaxProducts> b_bytes{};
  const bool integer = isa::is_integer(in.op.a_type);
  for (int i = 0; i < 16; ++i) {
    for (int j = 0; j < 16; ++j) {
      const auto n = static_cast<std::size_t>(collect_products(in, i, j, a_codes, b_codes));
      const auto e = static_cast<std::size_t>(i * 16 + j);
      if (integer) {
        for (std::size_t k = 0; k < n; ++k) {
          a_bytes[k] = static_cast<std::uint8_t>(a_codes[k]);
          b_bytes[k] = static_cast<std::uint8_t>(b_codes[k]);
        }
        const IntegerDot dot{isa::element_bits(in.op.a_type), (operands.neg & 1) != 0, (operands.neg & 2) != 0,
                             std::span(a_bytes).first(n), std::span(b_bytes).first(n),
                             static_cast<std::int32_t>(in.c[e]), operands.clamp};
        d[e] = static_cast<std::uint32_t>(integer_dot(dot));
      } else {
        const FloatDot dot{in.op.a_type, in.op.b_type, in.op.cd_type, std::span(a_codes).first(n),
                           std::span(b_codes).first(n), in.c[e]};
        d[e] = float_dot(model, dot);
      }
    }
  }
  return d;
}

void scatter_accumulator(WaveState& wave, int first_vgpr, const AccumulatorPlan& plan,
                         const std::array<std::uint32_t, kAccumulatorElements>& d) {
  for (std::size_t e = 0; e < d.size(); ++e) {
    const Location& where = plan.location_of[e];
    std::uint32_t& word =
        wave.vgprs[static_cast<std::size_t>(first_vgpr + where.vgpr) * static_cast<std::size_t>(wave.wave_size) +
                   static_cast<std::size_t>(where.lane)];
    const std::uint32_t mask = (where.bits == 32 ? ~0u : (1u << where.bits) - 1) << where.bit_lo;
    word = (word & ~mask) | ((d[e] << where.bit_lo) & mask);  // the other half of a 16-bit slot is preserved
  }
}

}  // namespace

MatrixDiagnostics execute_matrix_op(WaveState& wave, const MatrixOp& op, const MatrixOperands& operands,
                                    NumericsModel model) {
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

  MatrixDiagnostics diagnostics;
  diagnostics.partial_exec = !wave.exec_all_ones();
  const bool sixteen_bit = is_16bit_float(op.a_type);
  Fragment<std::uint16_t> a;  // fixed-size, on the stack: no allocation per instruction
  Fragment<std::uint16_t> b;
  diagnostics.replicas_differ |=
      gather(wave, operands.a, plan.a, sixteen_bit && (operands.neg & 1), sixteen_bit && (operands.neg_hi & 1), a);
  diagnostics.replicas_differ |=
      gather(wave, operands.b, plan.b, sixteen_bit && (operands.neg & 2), sixteen_bit && (operands.neg_hi & 2), b);
  const auto c = gather_accumulator(wave, op, operands, plan.c, sparse ? operands.d : operands.c);
  const std::span<const std::uint32_t> index_lanes =
      sparse ? std::span<const std::uint32_t>(wave.vgpr(operands.index)) : std::span<const std::uint32_t>();

  const auto d = multiply(Inputs{op, plan, a, b, c, index_lanes}, operands, model);
  scatter_accumulator(wave, operands.d, plan.d, d);
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
