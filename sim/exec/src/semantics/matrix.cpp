// WMMA, SWMMAC and global_load_tr: the decoded operands handed to the sim/ core's matrix semantics
// (matrix.h), which own the layouts and numerics. Nothing about a matrix instruction is computed here.
#include <array>

#include "../internal.h"
#include "../operands.h"
#include "wmmasim/matrix/matrix.h"

namespace wmmasim::sim::exec {
namespace {

using S = isa::Semantic;

// An inline-constant C as matrix.h wants it: in C's element type (f32/i32 bits, f16/bf16 code in the low bits).
std::uint32_t constant_accumulator(const isa::DecodedInstruction& d, const isa::MatrixOp& op) {
  ConstType type = ConstType::B32;
  if (op.cd_type == isa::ElementType::F16) type = ConstType::F16;
  if (op.cd_type == isa::ElementType::BF16) type = ConstType::BF16;
  return static_cast<std::uint32_t>(constant_value(d.operands.src2().code, d.literal, type));
}

// Operand provenance sees the registers before D overwrites them (wmmasim/events/observer.h).
void report_matrix_operands(const WaveContext& w, const isa::MatrixOp& op, const MatrixOperands& operands) {
  const Workgroup& group = *w.group;
  MatrixOperandRegisters registers;
  registers.pc = group.program->events[w.current].pc;
  registers.op = &op;
  registers.wave_size = w.size();
  registers.opsel = operands.opsel;
  registers.a = static_cast<std::uint16_t>(operands.a);
  registers.b = static_cast<std::uint16_t>(operands.b);
  registers.c = static_cast<std::uint16_t>(op.kind == isa::MatrixKind::Sparse ? operands.d : operands.c);
  registers.c_constant = operands.c_constant.has_value();
  registers.vgprs = w.state.vgprs;
  group.matrix_observer->matrix_operands(group.linear_id, w.id, registers);
}

// VOP3P fields: NEG = neg_lo, NEG_HI (decoded as abs), OPSEL; SWMMAC puts index_key in OPSEL.
void matrix_op(WaveContext& w, const Step& s) {
  const isa::DecodedInstruction& d = *s.decoded;
  const isa::MatrixOp& op = *d.record->matrix;
  const bool sparse = op.kind == isa::MatrixKind::Sparse;
  MatrixOperands operands;
  operands.d = d.operands.dst().vgpr();
  operands.a = d.operands.src0().vgpr();
  operands.b = d.operands.src1().vgpr();
  const isa::Operand& src2 = d.operands.src2();
  if (sparse) {
    operands.index = src2.vgpr();
    operands.index_key = static_cast<std::uint8_t>(d.op_sel() & 3);
  } else if (src2.is_vgpr()) {
    operands.c = src2.vgpr();
  } else {
    operands.c_constant = constant_accumulator(d, op);
  }
  for (int i = 0; i < 3; ++i) {
    operands.neg |= static_cast<std::uint8_t>(d.neg(i) << i);
    operands.neg_hi |= static_cast<std::uint8_t>(d.abs(i) << i);
  }
  if (!sparse) operands.opsel = static_cast<std::uint8_t>(d.op_sel() & 7);
  operands.clamp = d.clamp();
  if (w.group->matrix_observer != nullptr) [[unlikely]] report_matrix_operands(w, op, operands);
  execute_matrix_op(w.state, op, operands, w.group->numerics);
}

void global_load_tr(WaveContext& w, const Step& s) {
  const isa::DecodedInstruction& d = *s.decoded;
  std::array<std::uint64_t, kMaxLanes> addresses;
  vector_memory_addresses(w, d, addresses);
  execute_transpose_load(w.state, *w.group->memory, *d.record->transpose, d.operands.dst().vgpr(),
                         std::span(addresses).first(static_cast<std::size_t>(w.size())));
}

constexpr Binding kBindings[] = {
    {S::Wmma, matrix_op},
    {S::Swmmac, matrix_op},
    {S::GlobalLoadTr, global_load_tr},
};

}  // namespace

std::span<const Binding> matrix_bindings() { return kBindings; }

}  // namespace wmmasim::sim::exec
