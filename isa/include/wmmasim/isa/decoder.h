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
  bool is_vgpr() const { return code >= src::kVgpr0; }
  int vgpr() const { return code - src::kVgpr0; }
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
  std::array<Operand, kMaxOperands> operands{};       // by OperandSpec::slot
  std::array<Operand, kMaxOperands> dual_operands{};  // VOPD Y half

  bool valid() const { return record != nullptr; }
  const Operand& slot(int i) const { return operands[i]; }
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
