// Decoder: machine code -> compact pre-decoded instructions (record pointer + operand fields + size), decoded once per
// code object; the simulator executes from this form and the disassembler prints it.
#pragma once

#include <array>
#include <cstdint>
#include <span>
#include <vector>

#include "wmmasim/isa/instruction.h"

namespace wmmasim::isa {

// Operand source codes use the hardware's 9-bit source-operand space for every operand, whatever its field width:
//   0-105 SGPR, 106/107 vcc_lo/hi, 108-123 ttmp0-15, 124 null, 125 m0, 126/127 exec_lo/hi,
//   128-208 inline integers 0..64, -1..-16, 235-239 src_shared_base/limit, src_private_base/limit, pops_exiting_wave_id,
//   240-248 inline floats 0.5, -0.5, 1, -1, 2, -2, 4, -4, 1/(2*pi), 250 DPP16, 233/234 DPP8, 251 vccz, 252 execz,
//   253 scc, 254 lds_direct, 255 literal, 256-511 VGPR 0-255.
// An immediate field (simm16, SdataImm) keeps its raw value in `code`.
namespace src {
inline constexpr std::uint16_t kVcc = 106;
inline constexpr std::uint16_t kNull = 124;
inline constexpr std::uint16_t kM0 = 125;
inline constexpr std::uint16_t kExec = 126;
inline constexpr std::uint16_t kDpp8 = 233;
inline constexpr std::uint16_t kDpp8Fi = 234;
inline constexpr std::uint16_t kDpp16 = 250;
inline constexpr std::uint16_t kScc = 253;
inline constexpr std::uint16_t kLiteral = 255;
inline constexpr std::uint16_t kVgpr0 = 256;
}  // namespace src

struct Operand {
  std::uint16_t code = 0;   // see namespace src
  std::uint8_t dwords = 0;  // registers used (wave-size dependent for masks and matrix operands)
  std::uint8_t high = 0;    // 16-bit operand in the high half (t16 .h register, or op_sel)
  ValueFormat format = ValueFormat::None;  // the record's OperandSpec::format: how a constant here expands
  bool is_vgpr() const { return code >= src::kVgpr0; }
  int vgpr() const { return code - src::kVgpr0; }
};

// The operands of one instruction (or one VOPD half). The decoder puts each operand in the place its record's
// OperandSpec::slot names; every encoding uses the same five places for its own fields, and the accessors below
// name them, so that no reader counts positions:
//   place  SOP*, VOP*, VINTERP              SMEM     DS     FLAT, GLOBAL, SCRATCH   MUBUF
//   0      vdst / sdst                      sdata    vdst   vdst                    -
//   1      VOP3 sdst (carry-out, VCC out)   -        -      -                       soffset
//   2      src0 / simm16                    sbase    addr   vaddr                   vaddr
//   3      src1 / vsrc1                     soffset  data0  vdata                   vdata
//   4      src2 / literal K                 -        data1  saddr                   srsrc
class Operands {
 public:
  const Operand& dst() const { return slots_[0]; }   // the destination: vdst, sdst, SMEM sdata, a load's vdst
  const Operand& sdst() const { return slots_[1]; }  // VOP3's second, scalar destination (lane mask)
  const Operand& src(int i) const { return slots_[2 + i]; }  // src0, src1, src2 by number
  const Operand& src0() const { return slots_[2]; }
  const Operand& src1() const { return slots_[3]; }
  const Operand& src2() const { return slots_[4]; }
  // Memory instructions.
  const Operand& addr() const { return slots_[2]; }   // DS address VGPR
  const Operand& vaddr() const { return slots_[2]; }  // FLAT/GLOBAL/SCRATCH address or offset VGPR(s)
  const Operand& sbase() const { return slots_[2]; }  // SMEM base SGPR pair
  const Operand& soffset() const { return slots_[3]; }  // SMEM offset SGPR (null: none)
  const Operand& data0() const { return slots_[3]; }  // DS data0
  const Operand& data1() const { return slots_[4]; }  // DS data1
  const Operand& vdata() const { return slots_[3]; }  // FLAT/GLOBAL/SCRATCH store or atomic data
  const Operand& saddr() const { return slots_[4]; }  // GLOBAL/SCRATCH SGPR base (null: none)
  const Operand& srsrc() const { return slots_[4]; }  // MUBUF buffer resource (4 SGPRs)
  const Operand& buffer_soffset() const { return slots_[1]; }  // MUBUF SGPR offset (null: none)
  // The operand a record's OperandSpec describes (decoder, disassembler, register checks).
  const Operand& of(const OperandSpec& spec) const { return slots_[spec.slot]; }
  Operand& of(const OperandSpec& spec) { return slots_[spec.slot]; }
  Operand& src(int i) { return slots_[2 + i]; }

 private:
  std::array<Operand, kMaxOperands> slots_{};
};

enum class Dpp : std::uint8_t { None, Dpp16, Dpp8, Dpp8Fi };

struct DecodedInstruction {
  const InstructionRecord* record = nullptr;  // nullptr: undecodable dword (size 4)
  const InstructionRecord* dual = nullptr;    // VOPD: the Y half (record is the X half)
  std::uint32_t literal = 0;                  // 32-bit literal (src == 255, or mandatory K)
  std::int32_t offset = 0;                    // memory byte offset, SMEM offset, DS offset, or sign-extended simm16
  std::uint32_t control = 0;                  // DPP word (DPP16) / lane selects (DPP8); DS offset1; VINTERP wait_exp
  std::uint16_t modifiers = 0;                // mod:: bits
  std::uint8_t cache = 0;                     // gfx11 glc|slc<<1|dlc<<2|gds<<3; gfx12 th|scope<<3
  std::uint8_t size = 4;                      // bytes
  Dpp dpp = Dpp::None;
  Operands operands;       // VOPD: the X half
  Operands dual_operands;  // VOPD Y half

  bool valid() const { return record != nullptr; }
  bool clamp() const;
  int omod() const;              // 0 none, 1 mul:2, 2 mul:4, 3 div:2
  bool neg(int source) const;    // VOP3 neg / VOP3P neg_lo / DPP neg of source 0..2
  bool abs(int source) const;    // VOP3 abs / VOP3P neg_hi / DPP abs of source 0..2
  int op_sel() const;            // VOP3/VOP3P/VINTERP op_sel bits (bit i = source i, bit 3 = destination)
  int op_sel_hi() const;         // VOP3P op_sel_hi bits
  bool returns() const;          // atomics: the returning form
};

namespace mod {  // DecodedInstruction::modifiers
inline constexpr std::uint16_t kClamp = 1;
inline constexpr int kOmodShift = 1;    // 2 bits
inline constexpr int kOpSelShift = 3;   // 4 bits
inline constexpr int kOpSelHiShift = 7; // 3 bits
inline constexpr int kNegShift = 10;    // 3 bits
inline constexpr int kAbsShift = 13;    // 3 bits
}  // namespace mod

// Decodes one instruction at the start of `words`. Never fails: an encoding no record describes (or a truncated
// instruction) yields an invalid DecodedInstruction of 4 bytes.
DecodedInstruction decode(const InstructionSet& set, std::span<const std::uint32_t> words, int wave_size);

// Decodes a whole code range, instruction after instruction.
struct DecodedProgram {
  std::uint64_t base_address = 0;                  // address of the first instruction
  std::vector<DecodedInstruction> instructions;    // in address order
  std::vector<std::uint32_t> offsets;              // byte offset of each instruction from base_address
};
DecodedProgram decode_program(const InstructionSet& set, std::span<const std::uint32_t> words, int wave_size,
                              std::uint64_t base_address = 0);

}  // namespace wmmasim::isa
