// What the executor tells the timing model about each executed instruction: one small POD per instruction and
// wave, in program order. Timing is separate from function: the executor fills these only when timing (or the
// hazard checker) is on, so a functional run pays nothing.
#pragma once

#include <array>
#include <cstdint>
#include <string_view>

#include "wmmasim/isa/arch.h"
#include "wmmasim/isa/matrix_ops.h"

namespace wmmasim::sim {

// How an instruction uses the issue stage and the execution units of its SIMD. The names follow the classes
// the SQ thread trace reports (../shared/hw-traces/README.md §4, `sqtt_op`).
// TODO(isa): replace with the timing class of the isa instruction records once they land on main.
enum class TimingClass : std::uint8_t {
  Salu,           // SOP1/SOP2/SOPC/SOPK scalar ALU
  ScalarMemory,   // s_load_*, s_buffer_load_*
  Valu,           // one-pass VALU (VOP1/2/3/C, VOPD, v_nop, v_s_* scalar transcendentals): SQTT VALUINST
  ValuTwoPass,    // 64-bit shifts and friends: SQTT VALUB_2
  ValuFourPass,   // 64-bit integer multiply-add: SQTT VALUB_4
  ValuDouble,     // 64-bit float: SQTT VALUB_16 (gfx11) / VALU_DPFP (gfx12)
  Transcendental, // v_rcp, v_exp, v_sqrt, ...: SQTT VALUT_4
  Matrix,         // WMMA / SWMMAC; `matrix` points at the record
  Lds,            // ds_*
  VectorMemory,   // global_*, buffer_*, flat_*, scratch_* (global_load_tr included)
  Branch,         // s_branch, s_cbranch_*
  Wait,           // s_waitcnt, s_waitcnt_*cnt, s_wait_*cnt: `wait` holds the thresholds
  WaitAlu,        // s_waitcnt_depctr (gfx11) / s_wait_alu (gfx12)
  DelayAlu,       // s_delay_alu: `immediate` holds the simm16
  Nop,            // s_nop: `immediate` holds the count (waits count + 1 cycles)
  Barrier,        // gfx11 s_barrier
  BarrierSignal,  // gfx12 s_barrier_signal
  BarrierWait,    // gfx12 s_barrier_wait
  EndProgram,     // s_endpgm
  Other,          // remaining program-control instructions (s_clause, s_sendmsg, s_setprio, ...)
};

enum class MemoryAccess : std::uint8_t { None, Load, Store, Atomic };

enum class RegisterFile : std::uint8_t { None, Vgpr, Sgpr };

// SGPR numbers as in the operand encoding: vcc_lo 106, m0 125, exec_lo 126, and SCC as 253 (its source encoding).
inline constexpr std::uint16_t kVccLo = 106;
inline constexpr std::uint16_t kExecLo = 126;
inline constexpr std::uint16_t kScc = 253;

struct RegisterRange {
  RegisterFile file = RegisterFile::None;
  std::uint8_t count = 0;
  std::uint16_t first = 0;

  bool empty() const { return file == RegisterFile::None || count == 0; }
  bool overlaps(const RegisterRange& other) const {
    return !empty() && !other.empty() && file == other.file && first < other.first + other.count &&
           other.first < first + count;
  }
};

inline RegisterRange vgprs(std::uint16_t first, std::uint8_t count = 1) { return {RegisterFile::Vgpr, count, first}; }
inline RegisterRange sgprs(std::uint16_t first, std::uint8_t count = 1) { return {RegisterFile::Sgpr, count, first}; }

// Wait-counter thresholds of one s_waitcnt / s_wait_* (llvm-facts.md §4). 0xff = this instruction does not wait
// on that counter. gfx11 has one lgkmcnt for LDS and scalar memory together; gfx12 splits it into dscnt and kmcnt.
struct WaitThresholds {
  static constexpr std::uint8_t kNoWait = 0xff;
  std::uint8_t load = kNoWait;   // gfx11 vmcnt, gfx12 loadcnt
  std::uint8_t store = kNoWait;  // gfx11 vscnt, gfx12 storecnt
  std::uint8_t ds = kNoWait;     // gfx12 dscnt
  std::uint8_t km = kNoWait;     // gfx12 kmcnt
  std::uint8_t lgkm = kNoWait;   // gfx11 lgkmcnt (LDS + scalar memory)
  std::uint8_t exp = kNoWait;    // expcnt
};

// The counter a memory instruction increments (SIInsertWaitcnts.cpp, llvm-facts.md §4.1).
enum class WaitCounter : std::uint8_t { None, Load, Store, Ds, Km };
WaitCounter wait_counter_for(TimingClass cls, MemoryAccess access);

// gfx11 s_waitcnt simm16: vmcnt [15:10], lgkmcnt [9:4], expcnt [2:0] (llvm-facts.md §4.2).
WaitThresholds decode_s_waitcnt(std::uint16_t simm16);
// gfx12 s_wait_loadcnt / _storecnt / _dscnt / _kmcnt / _expcnt / _loadcnt_dscnt / _storecnt_dscnt and the gfx11
// SOPK forms s_waitcnt_vmcnt / _vscnt / _lgkmcnt / _expcnt. Returns false for any other mnemonic.
bool decode_s_wait(std::string_view mnemonic, std::uint16_t simm16, WaitThresholds& out);

// s_delay_alu simm16 (llvm.org/docs/AMDGPU/gfx11_delay): instid0 [3:0], instskip [6:4], instid1 [10:7].
struct DelayAluRule {
  enum class Kind : std::uint8_t { None, ValuDep, TransDep, SaluCycle, FmaAccumCycle };
  Kind kind = Kind::None;
  std::uint8_t n = 0;  // VALU_DEP_n / TRANS32_DEP_n / SALU_CYCLE_n
};
struct DelayAlu {
  DelayAluRule first;   // applies to the next instruction
  DelayAluRule second;  // applies `skip` instructions after that one (0 = the same one)
  std::uint8_t skip = 0;
};
DelayAlu decode_s_delay_alu(std::uint16_t simm16);

enum EventFlags : std::uint8_t {
  kExecAllOnes = 1u << 0,    // every lane of EXEC set when the instruction executed
  kBranchTaken = 1u << 1,    // the branch jumped
  kTransposeLoad = 1u << 2,  // global_load_tr_*: EXEC must be all ones (layouts.md §1c)
};

// One executed instruction of one wave. WMMA/SWMMAC sources are src[0] = A, src[1] = B, src[2] = C,
// src[3] = the SWMMAC sparsity index.
struct TimingEvent {
  std::uint32_t pc = 0;  // byte offset from the kernel entry
  TimingClass cls = TimingClass::Other;
  MemoryAccess memory = MemoryAccess::None;
  std::uint8_t flags = 0;
  std::uint8_t size = 4;        // encoded bytes (instruction fetch)
  std::uint16_t immediate = 0;  // s_nop count, s_delay_alu simm16
  WaitThresholds wait{};        // for TimingClass::Wait
  std::array<RegisterRange, 2> dst{};
  std::array<RegisterRange, 4> src{};
  const isa::MatrixOp* matrix = nullptr;
  std::uint64_t address = 0;  // first active lane's address (memory instructions)
  std::string_view mnemonic;  // for reports; must outlive the timing model (static instruction records)

  bool is_valu_class() const {
    return cls == TimingClass::Valu || cls == TimingClass::ValuTwoPass || cls == TimingClass::ValuFourPass ||
           cls == TimingClass::ValuDouble || cls == TimingClass::Transcendental || cls == TimingClass::Matrix;
  }
};

}  // namespace wmmasim::sim
