// Instruction records: one per instruction per encoding per family, as data. The decoder, the disassembler and the
// executor all read these records; nothing about an instruction is written anywhere else.
//
// Most records are generated (isa/src/records_gfx11.inc, records_gfx12.inc) by scripts/gen_isa_records.py, which
// asks llvm-objdump-19 / llvm-mc-19 how every opcode of every encoding decodes (docs/isa.md). The WMMA/SWMMAC and
// global_load_tr records are built from matrix_ops.h at start-up (InstructionSet), so that their opcodes and register
// counts are written once.
#pragma once

#include <array>
#include <cstdint>
#include <memory>
#include <span>
#include <string_view>

#include "wmmasim/isa/arch.h"
#include "wmmasim/isa/matrix_ops.h"

namespace wmmasim::isa {

// Machine-code formats of gfx11 (RDNA3) and gfx12 (RDNA4). VOPD holds two records (X and Y halves); FLAT
// instructions have one table per segment because the opcode spaces differ.
enum class Encoding : std::uint8_t {
  Sop1, Sop2, Sopk, Sopc, Sopp, Smem,
  Vop1, Vop2, Vopc, Vop3, Vop3p, VopdX, VopdY, Vinterp,
  Ds,
  Flat, Global, Scratch,     // gfx11 FLAT segments (64-bit encoding)
  VFlat, VGlobal, VScratch,  // gfx12 VFLAT/VGLOBAL/VSCRATCH (96-bit encoding)
  Mubuf,                     // gfx11 buffer instructions (clang emits buffer_gl0_inv / buffer_gl1_inv)
  Vbuffer,                   // gfx12 buffer instructions (96-bit encoding)
};
inline constexpr int kEncodingCount = static_cast<int>(Encoding::Vbuffer) + 1;  // Vbuffer: the last enumerator
std::string_view encoding_name(Encoding encoding);

// Which bits of the encoding an operand comes from. Positions depend on the encoding (Vdst is bits [7:0] of VOP3,
// [24:17] of VOP1, [31:24] of the second VOPD dword for X, ...); decoder.cpp has the one place that knows them.
enum class Field : std::uint8_t {
  Sdst, Ssrc0, Ssrc1, Simm16,           // scalar ALU
  Sdata, SdataImm, Sbase, SmemOffset,   // scalar memory (SdataImm: the sdata field printed as a number)
  Vdst, Vop3Sdst, Src0, Src1, Src2, Vsrc1,
  Vcc,                                  // implicit vcc_lo (wave32) / vcc (wave64)
  LiteralK,                             // mandatory 32-bit literal (v_fmaak_f32, s_setreg_imm32_b32, ...)
  Addr, Data0, Data1,                   // DS
  Vaddr, Vdata, Saddr,                  // FLAT / VFLAT (Vaddr, Vdata also MUBUF / VBUFFER)
  Srsrc, Soffset,                       // MUBUF / VBUFFER buffer resource (4 SGPRs) and SGPR offset
};

// How a constant in the operand prints (B32 ... V2I16: register-or-constant operands, named after the LLVM operand
// type whose printing rule applies), or how an immediate field prints (Dec ... Version; Imm: decimal in the
// inline-integer range -16..64, hex otherwise).
enum class ValueFormat : std::uint8_t {
  None, B32, F16, I16, BF16, F64, I64, V2F16, V2I16,
  Dec, Hex, Imm, Branch, Waitcnt, DelayAlu, DepCtr, SendMsg, Hwreg, Version,
};

// LLVM's register class of an operand that accepts only VGPRs or only SGPRs: LLVM names it in a
// "/*Invalid register, operand has 'X' register class*/" comment when the encoding holds the other kind.
enum class RegClass : std::uint8_t { None, SReg_32, SReg_1_XEXEC, SRegOrLds_32, VGPR_32, VRegOrLds_32, VReg_128 };
std::string_view reg_class_name(RegClass reg_class);

namespace op {  // OperandSpec::flags
inline constexpr std::uint16_t kNeg = 1;      // accepts the neg modifier (VOP3, VOP3P mix, DPP16): '-x' or neg(...)
inline constexpr std::uint16_t kAbs = 2;      // accepts the abs modifier: |x|
inline constexpr std::uint16_t kNoImm = 4;    // LLVM's register class has no constants: prints /*Invalid immediate*/
inline constexpr std::uint16_t kNoVgpr = 8;   // SGPR-only operand
inline constexpr std::uint16_t kNoSgpr = 16;  // VGPR-only operand
inline constexpr std::uint16_t kSgprDst = 32; // the VALU destination field names an SGPR (v_readfirstlane_b32, VOPC e64)
inline constexpr std::uint16_t kHalf = 64;    // 16-bit register half: printed v5.l / v5.h
inline constexpr std::uint16_t kIfReturns = 128;  // atomic destination: only in the returning form
inline constexpr std::uint16_t kSext = 256;   // integer input modifier: the neg bit means sext(x) (v_cvt_pk_u8_f32)
}  // namespace op

struct OperandSpec {
  Field field;
  std::uint8_t slot;  // index into DecodedInstruction::operands: 0 dst, 1 second dst, 2..4 sources (src0, src1, src2)
  std::uint8_t dwords_wave32;
  std::uint8_t dwords_wave64;
  ValueFormat format;
  std::uint16_t flags;
  RegClass reg_class;
  std::uint8_t dwords(int wave_size) const { return wave_size == 64 ? dwords_wave64 : dwords_wave32; }
};

namespace rec {  // InstructionRecord::flags
inline constexpr std::uint64_t kE32Suffix = 1ull << 0;   // printed with _e32 (VOP1/VOP2/VOPC that also have a VOP3 form)
inline constexpr std::uint64_t kE64Suffix = 1ull << 1;   // VOP3 form of a VOP1/VOP2/VOPC instruction: printed _e64
inline constexpr std::uint64_t kDpp16 = 1ull << 2;       // LLVM accepts a DPP16 form
inline constexpr std::uint64_t kDpp8 = 1ull << 3;        // LLVM accepts a DPP8 form
inline constexpr std::uint64_t kLiteral = 1ull << 4;     // always followed by a 32-bit literal
inline constexpr std::uint64_t kClamp = 1ull << 5;
inline constexpr std::uint64_t kOmod = 1ull << 6;
inline constexpr std::uint64_t kOpSel = 1ull << 7;       // prints op_sel:[...] with opsel_count entries
inline constexpr std::uint64_t kOpSelDst = 1ull << 8;    // ... whose last entry is the destination bit (VOP3 bit 14)
inline constexpr std::uint64_t kOpSelHi = 1ull << 9;     // VOP3P op_sel_hi:[...]
inline constexpr std::uint64_t kOpSelHiDefaultZero = 1ull << 10;  // v_fma_mix*: op_sel_hi printed unless all zero
inline constexpr std::uint64_t kNegLo = 1ull << 11;
inline constexpr std::uint64_t kNegHi = 1ull << 12;
inline constexpr std::uint64_t kWaitExp = 1ull << 13;    // VINTERP wait_exp:N
inline constexpr std::uint64_t kOptionalImm = 1ull << 14;  // SOPP immediate printed only when non-zero (s_endpgm)
inline constexpr std::uint64_t kOffset = 1ull << 15;     // memory offset:N
inline constexpr std::uint64_t kOffset01 = 1ull << 16;   // DS offset0:N offset1:N
inline constexpr std::uint64_t kSwizzle = 1ull << 17;    // ds_swizzle offset:swizzle(...)
inline constexpr std::uint64_t kGds = 1ull << 18;
inline constexpr std::uint64_t kGlc = 1ull << 19;
inline constexpr std::uint64_t kSlc = 1ull << 20;
inline constexpr std::uint64_t kDlc = 1ull << 21;
inline constexpr std::uint64_t kThLoad = 1ull << 22;     // gfx12 th:TH_LOAD_*
inline constexpr std::uint64_t kThStore = 1ull << 23;    // gfx12 th:TH_STORE_*
inline constexpr std::uint64_t kThAtomic = 1ull << 24;   // gfx12 th:TH_ATOMIC_*
inline constexpr std::uint64_t kScope = 1ull << 25;      // gfx12 scope:SCOPE_*
inline constexpr std::uint64_t kReturnsWithGlc = 1ull << 26;  // gfx11 atomic: glc=1 is the returning form (adds vdst)
inline constexpr std::uint64_t kReturnsWithTh0 = 1ull << 27;  // gfx12 atomic: th[0]=1 is the returning form
inline constexpr std::uint64_t kPrefetch = 1ull << 28;   // gfx12 s_prefetch_*: sbase, offset, soffset, count
inline constexpr std::uint64_t kIndexKey = 1ull << 29;   // gfx12 SWMMAC index_key:N
inline constexpr std::uint64_t kByteSelLow = 1ull << 30;  // gfx12 byte_sel:N from op_sel bits 11 (value 2) and 12 (1)
inline constexpr std::uint64_t kByteSelHigh = 1ull << 31; // gfx12 byte_sel:N from op_sel bits 13 (value 1) and 14 (2)
inline constexpr std::uint64_t kRdna35 = 1ull << 32;    // gfx11 family: gfx1150+ only (SALU float); LLVM's gfx1100 rejects it
inline constexpr std::uint64_t kNotInLlvm = 1ull << 33; // the hardware has it, LLVM 19 cannot decode it (hw-traces)
// A VOP1/VOP2 instruction whose operation is also a VOPD component (v_dual_*): the SIMD can run a wave64 of it in one
// pass on its dual-issue ALUs. Set at start-up from the family's VOPD tables (InstructionSet), not generated.
inline constexpr std::uint64_t kDualIssue = 1ull << 34;
}  // namespace rec

// What the timing model charges for an instruction (docs/reference/timing.md; hw-traces README §8 classes).
enum class TimingClass : std::uint8_t {
  Salu, SaluFloat, Smem, Branch, Wait, Barrier, Message, Nop, Hint, EndProgram,
  Valu, ValuTrans, ValuQuarter, Valu64, ValuDouble, Wmma,
  VmemLoad, VmemStore, VmemAtomic, Lds,
};
std::string_view timing_class_name(TimingClass timing);

// Program-control instructions the timing model treats apart from their timing class.
enum class Control : std::uint8_t {
  None,
  DelayAlu,       // s_delay_alu (Hint): its simm16 names the dependency to wait for
  WaitAlu,        // s_waitcnt_depctr (gfx11) / s_wait_alu (gfx12) (Wait): waits for ALU results, not memory
  BarrierArrive,  // gfx11 s_barrier: arrive, and the next instruction waits for the release
  BarrierSignal,  // gfx12 s_barrier_signal[_isfirst]: arrive
  BarrierWait,    // gfx12 s_barrier_wait: wait for the release
};

// What the 16-bit immediate of a wait instruction counts: the gfx11 s_waitcnt packs vmcnt [15:10], lgkmcnt [9:4]
// and expcnt [2:0]; the others hold one counter in their low bits, the gfx12 combined forms load or store in [13:8]
// and dscnt in [5:0].
enum class WaitCounters : std::uint8_t { None, Packed, Load, Store, Ds, Km, Lgkm, Exp, LoadDs, StoreDs };

namespace reg {  // ProgramFacts::implicit_defs / implicit_uses: registers an instruction names nowhere in its operands
inline constexpr std::uint8_t kScc = 1;
inline constexpr std::uint8_t kVcc = 2;   // vcc (wave64) or vcc_lo (wave32)
inline constexpr std::uint8_t kExec = 4;  // exec (wave64) or exec_lo (wave32); every VALU instruction reads it
inline constexpr std::uint8_t kM0 = 8;
}  // namespace reg

// How an instruction takes part in program flow. The implicit registers are LLVM's (MCInstrDesc implicit defs and
// uses of the instruction's LLVM opcode), the control kind and wait counters the generator's rules.
struct ProgramFacts {
  Control control = Control::None;
  WaitCounters wait_counters = WaitCounters::None;
  std::uint8_t implicit_defs = 0;  // reg::k*
  std::uint8_t implicit_uses = 0;  // reg::k*
};

// The semantics key the executor binds a function to: LLVM's pseudo-instruction name, shared by every encoding and
// both families (V_ADD_F32 for v_add_f32_e32 and v_add_f32_e64 on gfx11 and gfx12). Matrix instructions use the
// generic keys Wmma, Swmmac and GlobalLoadTr and carry their MatrixOp / TransposeLoad record.
enum class Semantic : std::uint16_t {
#define WMMASIM_SEMANTIC(name) name,
#include "wmmasim/isa/semantics.inc"
#undef WMMASIM_SEMANTIC
};
std::span<const Semantic> all_semantics();
std::string_view semantic_name(Semantic semantic);

inline constexpr int kMaxOperands = 5;

struct InstructionRecord {
  std::string_view mnemonic;  // as LLVM prints it, without the _e32/_e64 suffix
  Encoding encoding;
  std::uint16_t opcode;
  Semantic semantic;
  TimingClass timing;
  std::uint64_t flags;        // rec::k*
  std::uint8_t opsel_count;   // entries of op_sel:[...] (and of op_sel_hi/neg_lo/neg_hi for VOP3P)
  std::uint8_t num_operands;
  std::array<OperandSpec, kMaxOperands> operands;  // in LLVM's print order
  const MatrixOp* matrix = nullptr;          // WMMA/SWMMAC
  const TransposeLoad* transpose = nullptr;  // global_load_tr_*
  ProgramFacts program{};

  bool has(std::uint64_t flag) const { return (flags & flag) != 0; }
  std::span<const OperandSpec> operand_specs() const { return {operands.data(), num_operands}; }
};

// All records of one family, indexed by (encoding, opcode).
class InstructionSet {
 public:
  static const InstructionSet& get(Family family);
  ~InstructionSet();

  Family family() const { return family_; }
  const InstructionRecord* find(Encoding encoding, std::uint16_t opcode) const;
  std::span<const InstructionRecord> records() const;
  // Names LLVM prints for s_sendmsg message ids (0-255) and s_getreg/s_setreg hardware registers (0-63); "" if none.
  std::string_view sendmsg_name(unsigned id) const;
  std::string_view hwreg_name(unsigned id) const;
  std::string_view version_name(unsigned id) const;  // s_version UC_VERSION_* (0-255)

 private:
  explicit InstructionSet(Family family);
  Family family_;
  struct Tables;
  std::unique_ptr<const Tables> tables_;
};

}  // namespace wmmasim::isa
