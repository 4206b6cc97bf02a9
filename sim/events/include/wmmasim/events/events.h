// What the executor tells the timing model about each executed instruction: one small POD per instruction and
// wave, in program order. Timing is separate from function: the executor fills these only when timing (or the
// hazard checker) is on, so a functional run pays nothing.
#pragma once

#include <algorithm>
#include <array>
#include <cstdint>
#include <span>
#include <string_view>
#include <vector>

#include "wmmasim/isa/arch.h"
#include "wmmasim/isa/instruction.h"
#include "wmmasim/isa/matrix_ops.h"

namespace wmmasim::isa {
struct DecodedInstruction;
}

namespace wmmasim::sim {

// How an instruction uses the issue stage and the execution units is its record's isa::TimingClass (one enum
// for the decoder, the executor and the timing model). A few program-control instructions of the same class
// behave differently in time; their record's isa::Control tells them apart.
using isa::TimingClass;

using isa::Control;

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

// VALU, transcendental, multi-pass and 64-bit VALU, WMMA/SWMMAC: the classes that go through a SIMD's VALU queue.
inline bool is_valu_class(TimingClass cls) {
  return cls == TimingClass::Valu || cls == TimingClass::ValuTrans || cls == TimingClass::ValuQuarter ||
         cls == TimingClass::Valu64 || cls == TimingClass::ValuDouble || cls == TimingClass::Wmma;
}
inline bool is_vector_memory(TimingClass cls) {
  return cls == TimingClass::VmemLoad || cls == TimingClass::VmemStore || cls == TimingClass::VmemAtomic;
}
inline bool is_memory(TimingClass cls) {
  return cls == TimingClass::Smem || cls == TimingClass::Lds || is_vector_memory(cls);
}
inline bool is_salu(TimingClass cls) { return cls == TimingClass::Salu || cls == TimingClass::SaluFloat; }

// gfx11 s_waitcnt simm16: vmcnt [15:10], lgkmcnt [9:4], expcnt [2:0] (llvm-facts.md §4.2).
WaitThresholds decode_s_waitcnt(std::uint16_t simm16);
// The thresholds of a wait instruction whose record says its simm16 holds `counters` (gfx11 s_waitcnt and its SOPK
// forms s_waitcnt_vmcnt / _vscnt / _lgkmcnt / _expcnt, gfx12 s_wait_*cnt); no wait for WaitCounters::None.
WaitThresholds decode_wait(isa::WaitCounters counters, std::uint16_t simm16);

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
  kReadsDst0 = 1u << 3,      // dst[0] is also read (an FMAC's addend; a VOPD's X half)
  kReadsDst1 = 1u << 4,      // dst[1] is also read (a VOPD's Y half is an FMAC)
  kDualIssue = 1u << 5,      // a wave64 may run it in one pass (isa::rec::kDualIssue, without DPP)
};

// One executed instruction of one wave. WMMA/SWMMAC sources are src[0] = A, src[1] = B, src[2] = C,
// src[3] = the SWMMAC sparsity index. timing_event_for() fills it from a decoded instruction.
struct TimingEvent {
  std::uint32_t pc = 0;  // byte offset from the kernel entry
  TimingClass cls = TimingClass::Hint;
  Control control = Control::None;
  MemoryAccess memory = MemoryAccess::None;
  std::uint8_t flags = 0;
  std::uint8_t size = 4;        // encoded bytes (instruction fetch)
  std::uint16_t immediate = 0;  // s_nop count, s_delay_alu simm16
  WaitThresholds wait{};        // for TimingClass::Wait
  std::array<RegisterRange, 3> dst{};  // s_and_saveexec_b32 writes three: its SGPR, SCC and EXEC
  std::array<RegisterRange, 4> src{};
  const isa::MatrixOp* matrix = nullptr;
  std::uint64_t address = 0;  // lowest address an active lane accesses (memory instructions)
  // The footprint of a memory instruction: how many lanes accessed memory, the bytes each lane moves (from the data
  // register's size: b8/b16 accesses count as one dword) and the bytes from the lowest lane address to the end of
  // the highest lane's access. A coalesced wave32 global_store_b64 has lanes 32, lane_bytes 8, span 256; the
  // timing model turns these into cache lines and L2-channel traffic.
  std::uint8_t lanes = 0;
  std::uint8_t lane_bytes = 0;
  std::uint32_t span = 0;
  // What the lanes' addresses mean to the hardware (0 = not known, as in a replayed hardware trace): a vector
  // memory instruction's distinct kCacheLineBytes lines (coalescing), an LDS instruction's bank passes
  // (lds_bank_passes()).
  std::uint16_t lines = 0;
  std::uint16_t lds_passes = 0;
  std::string_view mnemonic;  // for reports; must outlive the timing model (static instruction records)

  bool is_valu_class() const { return sim::is_valu_class(cls); }
};

// ---- The compact form of a recorded stream (what the timing model keeps of a large grid) ----
//
// Most of an event is the same every time its instruction executes: timing_event_for() of the instruction, one
// per program step (the static table). A compact stream keeps per executed instruction only its step and what only
// execution knows (4 bytes), and per memory instruction its footprint (16 bytes more); expand() gives back the full
// event.

// Where a memory instruction's active lanes went (TimingEvent::address, span, lanes and lines or lds_passes).
struct MemoryFootprint {
  std::uint64_t address = 0;
  std::uint32_t span = 0;
  std::uint16_t lines_or_passes = 0;  // TimingEvent::lds_passes of an LDS instruction, TimingEvent::lines otherwise
  std::uint8_t lanes = 0;
  // Unused. It fills the byte that would be padding: with it GCC copies a footprint as two words; without it, as
  // 15 bytes in two overlapping moves, whose second load spans the two stores before it and cannot be forwarded
  // from them (a stall on every recorded memory instruction, `perf annotate` of the executor's recording step).
  std::uint8_t unused = 0;
};
static_assert(sizeof(MemoryFootprint) == 16);

// One executed instruction: its step (index into the static table) and its run-time flags (kExecAllOnes,
// kBranchTaken) in one word.
class CompactEvent {
 public:
  static constexpr std::uint32_t kMaxSteps = 1u << 30;
  CompactEvent(std::uint32_t step, std::uint8_t runtime_flags)
      : bits_(step | (runtime_flags & kExecAllOnes ? kExecBit : 0u) | (runtime_flags & kBranchTaken ? kBranchBit : 0u)) {}
  std::uint32_t step() const { return bits_ & (kMaxSteps - 1); }
  std::uint8_t runtime_flags() const {
    return static_cast<std::uint8_t>((bits_ & kExecBit ? kExecAllOnes : 0) | (bits_ & kBranchBit ? kBranchTaken : 0));
  }

 private:
  static constexpr std::uint32_t kExecBit = 1u << 30;
  static constexpr std::uint32_t kBranchBit = 1u << 31;
  std::uint32_t bits_;
};
static_assert(sizeof(CompactEvent) == 4);

// A wave's compact stream: its executed instructions and, in the same order, the footprint of each one whose static
// event is a memory access (memory != MemoryAccess::None).
struct CompactWaveEvents {
  std::vector<CompactEvent> events;
  std::vector<MemoryFootprint> footprints;

  std::size_t size() const { return events.size(); }
  bool empty() const { return events.empty(); }
};

// Writes a footprint into an event (the executor's full streams and expand() both go through here).
void apply_footprint(TimingEvent& event, const MemoryFootprint& footprint);
// The full event of `compact` whose static part is `static_event`; `footprint` is its footprint (memory accesses).
TimingEvent expand(const TimingEvent& static_event, CompactEvent compact, const MemoryFootprint& footprint);
// The same written into `event` (the replay's cursor reuses one event).
void expand_into(TimingEvent& event, const TimingEvent& static_event, CompactEvent compact,
                 const MemoryFootprint& footprint);
// A whole compact stream expanded, with the static table it indexes.
std::vector<TimingEvent> expand(const CompactWaveEvents& stream, std::span<const TimingEvent> static_events);

// RDNA caches (vector L0, graphics L1, L2) have 128-byte lines, GCN's were 64: AMD, "RDNA Architecture"
// whitepaper (2019); the RDNA3 pointer-chase measurements of docs/reference/timing.md §1.5 see 128 B too. A wave's vector memory access is split into one request per distinct line it touches.
inline constexpr std::uint32_t kCacheLineBytes = 128;
// The LDS a wave accesses has 32 banks of 4 bytes (each compute unit's 64 KB half of the WGP's 128 KB LDS:
// Chips and Cheese, "Microbenchmarking AMD's RDNA 3 Graphics Architecture", 2023; a dword's bank is its dword
// address mod 32, as in AMD's LDS documentation since GCN). A bank returns one dword per cycle; lanes reading the
// same dword share it (broadcast).
inline constexpr std::uint32_t kLdsBanks = 32;
inline constexpr std::uint32_t kLdsBankBytes = 4;

// How many accesses of `access_bytes` each go through the LDS banks in one phase of `bytes_per_cycle` (at least one;
// a sub-dword access counts as a dword): 32 dwords, 16 b64, 10 b96 or 8 b128 accesses of 128 bytes.
inline std::uint32_t lds_accesses_per_phase(std::uint32_t access_bytes,
                                            std::uint32_t bytes_per_cycle = kLdsBanks * kLdsBankBytes) {
  return std::max(bytes_per_cycle / std::clamp<std::uint32_t>(access_bytes, kLdsBankBytes, 16), 1u);
}

// The distinct cache lines that accesses of `lane_bytes` bytes at `addresses` touch.
std::uint16_t distinct_lines(std::span<const std::uint64_t> addresses, std::uint32_t lane_bytes);
// The cycles the LDS banks need for accesses of `lane_bytes` bytes at the byte offsets `addresses` (in lane order;
// a ds_*_2addr lane's two accesses side by side). The banks move at most 128 bytes a cycle, so the accesses go
// through in phases of lds_accesses_per_phase(`lane_bytes`), one after another, and a phase takes the most distinct
// dwords any one bank holds among its own accesses: lanes share a dword (broadcast) or conflict only within a phase.
// 1 for 32 consecutive dwords, 32 for 32 lanes 32 dwords apart, 2 for 32 consecutive 8-byte accesses (two phases of
// 128 bytes), 4 for a b128 that every lane reads from one address.
// The phases are AMD's rule for its CDNA LDS (Composable Kernel documentation, "Understanding AMD GPU LDS and Bank
// Conflicts"), measured on RDNA3 and RDNA4 too, where gfx11 takes a b128 load's lanes in another order
// (lds_lane_order(); docs/timing.md "LDS bank conflicts").
std::uint16_t lds_bank_passes(std::span<const std::uint64_t> addresses, std::uint32_t lane_bytes);

// The order in which the LDS of `family` takes a wave's lanes through its banks for `access`es of `lane_bytes`, when
// it is not lane 0, 1, 2, ... (empty then): lds_bank_passes() wants the active lanes' addresses in this order. RDNA3
// (gfx11) serves a ds_load_b128 in four phases of eight lanes that are not consecutive: lanes 0-3 with 20-23, 4-7
// with 16-19, 8-11 with 28-31, 12-15 with 24-27; RDNA4 in lanes 0-7, 8-15, 16-23, 24-31, and both take b32 loads in
// one phase and b64 in lanes 0-15, 16-31 (measured on a W7900 and an RX 9070 XT: nod-ai/amd-shark-ai,
// docs/empirical-lds). Stores and b96 were not measured and keep lane order (docs/timing.md "LDS bank conflicts").
std::span<const std::uint8_t> lds_lane_order(isa::Family family, MemoryAccess access, std::uint32_t lane_bytes);

// The event of one executed instruction at `pc`, from its decoded form: timing class, registers (decoded for the
// wave size it was decoded with; implicit SCC, VCC and EXEC included), memory access, wait thresholds, immediates.
// The executor adds what only execution knows: kBranchTaken, kExecAllOnes, the address, lanes and span.
TimingEvent timing_event_for(const isa::DecodedInstruction& instruction, std::uint32_t pc);

}  // namespace wmmasim::sim
