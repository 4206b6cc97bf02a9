// From a decoded instruction (isa records) to the timing model's event: class, registers, waits, immediates.
#include "wmmasim/isa/decoder.h"
#include "wmmasim/events/events.h"

#include <algorithm>

namespace wmmasim::sim {

namespace {

// An operand of the 9-bit source space as registers: SGPRs 0-105, vcc, ttmp, m0, exec, SCC (253) and VGPRs;
// nothing for constants, literals, null and the DPP markers.
RegisterRange registers_of(const isa::Operand& operand) {
  if (operand.dwords == 0) return {};
  if (operand.is_vgpr()) return vgprs(static_cast<std::uint16_t>(operand.vgpr()), operand.dwords);
  const std::uint16_t code = operand.code;
  const bool sgpr = code <= 123 || code == isa::src::kM0 || code == isa::src::kExec || code == isa::src::kExec + 1 ||
                    code == isa::src::kScc;
  return sgpr ? sgprs(code, operand.dwords) : RegisterRange{};
}

// Fields that hold a number, never a register: s_waitcnt's or s_clause's simm16 0x3 is not s3.
bool is_immediate_field(const isa::OperandSpec& spec) {
  return spec.field == isa::Field::Simm16 || spec.field == isa::Field::LiteralK || spec.field == isa::Field::SdataImm ||
         (spec.field == isa::Field::Ssrc0 && spec.format >= isa::ValueFormat::Dec);
}

// A scratch access without SVE or a buffer access with neither OFFEN nor IDXEN has no vector address: its VADDR field
// ("off" in the disassembly) names no register.
bool no_vector_address(const isa::InstructionRecord& r, const isa::DecodedInstruction& d) {
  if (r.encoding == isa::Encoding::Scratch || r.encoding == isa::Encoding::VScratch) return d.control == 0;
  if (r.encoding == isa::Encoding::Mubuf || r.encoding == isa::Encoding::Vbuffer) return (d.control & 3) == 0;
  return false;
}

// The register a conditional branch tests: LLVM's implicit use of its opcode (SCC, VCC or EXEC).
RegisterRange branch_condition(std::uint8_t implicit_uses) {
  if (implicit_uses & isa::reg::kScc) return sgprs(kScc);
  if (implicit_uses & isa::reg::kVcc) return sgprs(kVccLo);
  if (implicit_uses & isa::reg::kExec) return sgprs(kExecLo);
  return {};
}

// The FMAC forms read their destination as the addend (D = S0 * S1 + D: LLVM ties $src2 to $vdst; the AMD RDNA3/RDNA4
// ISA guides' V_FMAC_* descriptions), a VGPR read that is not among the printed sources.
bool reads_destination(isa::Semantic semantic) {
  using isa::Semantic;
  return semantic == Semantic::V_FMAC_F32 || semantic == Semantic::V_FMAC_F16 ||
         semantic == Semantic::V_FMAC_DX9_ZERO_F32 || semantic == Semantic::V_PK_FMAC_F16;
}

}  // namespace

TimingEvent timing_event_for(const isa::DecodedInstruction& instruction, std::uint32_t pc) {
  TimingEvent event;
  event.pc = pc;
  event.size = instruction.size;
  if (!instruction.valid()) {
    event.mnemonic = ".long";
    return event;
  }
  const isa::InstructionRecord& record = *instruction.record;
  event.cls = record.timing;
  event.control = record.program.control;
  event.mnemonic = record.mnemonic;
  event.matrix = record.matrix;
  if (record.transpose) event.flags |= kTransposeLoad;
  if (record.has(isa::rec::kDualIssue) && instruction.dpp == isa::Dpp::None) event.flags |= kDualIssue;

  // Slots 0 and 1 are destinations, 2-4 sources (VOPD: both halves; an atomic's destination only when it returns).
  std::size_t dsts = 0, srcs = 0;
  const auto collect = [&](const isa::InstructionRecord& r, const isa::Operands& ops) {
    for (const isa::OperandSpec& spec : r.operand_specs()) {
      if ((spec.flags & isa::op::kIfReturns) && !instruction.returns()) continue;
      if (is_immediate_field(spec)) continue;
      if (spec.field == isa::Field::Vaddr && no_vector_address(r, instruction)) continue;
      const RegisterRange range = registers_of(ops.of(spec));
      if (range.empty()) continue;
      if (spec.slot < 2 && dsts < event.dst.size()) event.dst[dsts++] = range;
      if (spec.slot >= 2 && srcs < event.src.size()) event.src[srcs++] = range;
    }
  };
  if (record.matrix) {
    // D, A, B and C (dense) or the sparsity index (SWMMAC, whose C is its D).
    event.dst[0] = registers_of(instruction.operands.dst());
    event.src[0] = registers_of(instruction.operands.src0());
    event.src[1] = registers_of(instruction.operands.src1());
    const bool sparse = record.matrix->kind == isa::MatrixKind::Sparse;
    event.src[sparse ? 3 : 2] = registers_of(instruction.operands.src2());
    if (sparse) event.src[2] = event.dst[0];
  } else {
    collect(record, instruction.operands);
    if (reads_destination(record.semantic)) event.flags |= kReadsDst0;
    if (instruction.dual) {
      collect(*instruction.dual, instruction.dual_operands);
      if (reads_destination(instruction.dual->semantic)) event.flags |= kReadsDst1;
    }
  }
  // Implicit SCC and EXEC writes (LLVM's implicit defs): s_add_u32 writes SCC, v_cmpx_* EXEC. VCC written by a VALU
  // instruction is one of its printed operands; EXEC that every VALU instruction reads is not a tracked dependency.
  const std::uint8_t defs = record.program.implicit_defs;
  if ((defs & isa::reg::kScc) && dsts < event.dst.size()) event.dst[dsts++] = sgprs(kScc);
  if ((defs & isa::reg::kExec) && dsts < event.dst.size()) event.dst[dsts++] = sgprs(kExecLo);
  if (record.timing == TimingClass::Branch) event.src[0] = branch_condition(record.program.implicit_uses);

  switch (record.timing) {
    case TimingClass::Smem: event.memory = MemoryAccess::Load; break;
    case TimingClass::VmemLoad: event.memory = MemoryAccess::Load; break;
    case TimingClass::VmemStore: event.memory = MemoryAccess::Store; break;
    case TimingClass::VmemAtomic: event.memory = instruction.returns() ? MemoryAccess::Atomic : MemoryAccess::Store; break;
    case TimingClass::Lds: event.memory = event.dst[0].empty() ? MemoryAccess::Store : MemoryAccess::Load; break;
    default: break;
  }

  // Bytes per lane of a memory instruction: its data register (vdata, LDS data0, or the loaded vdst).
  if (event.memory != MemoryAccess::None && record.timing != TimingClass::Smem) {
    for (const isa::OperandSpec& spec : record.operand_specs()) {
      const isa::Field f = spec.field;
      const bool data = f == isa::Field::Vdata || f == isa::Field::Data0 ||
                        (f == isa::Field::Vdst && event.memory != MemoryAccess::Store);
      const auto bytes = static_cast<std::uint8_t>(4 * instruction.operands.of(spec).dwords);
      if (data) event.lane_bytes = std::max(event.lane_bytes, bytes);
    }
    if (event.lane_bytes == 0) event.lane_bytes = 4;
  }

  // The 16-bit immediate of program-control instructions.
  for (const isa::OperandSpec& spec : record.operand_specs())
    if (spec.field == isa::Field::Simm16) event.immediate = instruction.operands.of(spec).code;
  if (record.timing == TimingClass::Wait) event.wait = decode_wait(record.program.wait_counters, event.immediate);
  return event;
}

}  // namespace wmmasim::sim
