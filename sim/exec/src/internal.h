// Internals of the executor shared by its components (*.cpp, semantics/*.cpp): the pre-decoded step array, the wave and
// workgroup the semantic functions operate on, and the semantic-function tables.
#pragma once

#include <array>
#include <bit>
#include <cstdint>
#include <deque>
#include <optional>
#include <memory>
#include <mutex>
#include <span>
#include <string>
#include <vector>

#include "wmmasim/isa/decoder.h"
#include "wmmasim/isa/instruction.h"
#include "wmmasim/exec/executor.h"
#include "wmmasim/state/memory.h"
#include "wmmasim/numerics/numerics.h"
#include "wmmasim/state/state.h"
#include "wmmasim/events/events.h"
#include "wmmasim/events/observer.h"

namespace wmmasim::sim::exec {

inline constexpr int kMaxLanes = 64;
using Lanes = std::array<std::uint32_t, kMaxLanes>;
using Lanes64 = std::array<std::uint64_t, kMaxLanes>;

struct WaveContext;
struct Step;
class DeviceServices;
struct BoundOperands;
struct Translation;
struct TranslatedProgram;

// The semantics of one instruction on one wave. Bound once per instruction when the program is built.
using SemanticFn = void (*)(WaveContext& wave, const Step& step);

// The lane-wise result of a 32-bit VALU operation, computed without writing anything: what VOPD needs to run
// its two halves as one instruction (both read their sources before either writes), and what the generic VALU
// step commits to vdst.
using LaneOp = void (*)(const WaveContext& wave, const isa::DecodedInstruction& decoded,
                        const isa::Operands& operands, Lanes& result);

// Specialises one instruction for the translated executor (translate.h).
using Translator = Translation (*)(const isa::DecodedInstruction& d, const isa::Operands& ops, int wave_size,
                                   BoundOperands& bound);

// One pre-decoded instruction, executed by index.
struct Step {
  SemanticFn execute = nullptr;
  LaneOp lane = nullptr;  // plain 32-bit VALU operations (and the X half of VOPD)
  LaneOp dual = nullptr;  // the Y half of VOPD
  const Step* inner = nullptr;  // DPP: the instruction without DPP, src0 renamed to the wave's DPP register
  const isa::DecodedInstruction* decoded = nullptr;
  const BoundOperands* bound = nullptr;  // translated steps only: the operands resolved (translate.h)
  std::uint32_t next = 0;    // index of the instruction that follows in memory
  std::uint32_t target = 0;  // SOPP branches: index of the branch target (kNoTarget if it is not an instruction)
  std::uint32_t pc = 0;      // byte offset from the entry point
  static constexpr std::uint32_t kNoTarget = 0xffffffffu;
};

// A semantic key bound to its function (the tables in semantics/*.cpp).
struct Binding {
  isa::Semantic semantic;
  SemanticFn execute;
  Translator translate = nullptr;  // the translated executor's specialisation, if there is one
};

struct LaneBinding {
  isa::Semantic semantic;
  LaneOp compute;
  Translator translate = nullptr;
};

// Each component's table (semantics/<component>.cpp); semantics/table.cpp joins them.
std::span<const Binding> salu_bindings();
std::span<const Binding> control_bindings();
std::span<const Binding> smem_bindings();
std::span<const Binding> valu_int_bindings();
std::span<const Binding> valu_float_bindings();
std::span<const Binding> valu_wide_bindings();  // carries, 64-bit results, cross-lane operations
std::span<const Binding> vcmp_bindings();
std::span<const Binding> vmem_bindings();
std::span<const Binding> vmem_atomic_bindings();  // global and flat atomics
std::span<const Binding> buffer_bindings();       // gfx11 buffer loads, stores and atomics (V#)
std::span<const Binding> scratch_bindings();      // scratch loads and stores
std::span<const Binding> lds_bindings();
std::span<const Binding> matrix_bindings();
std::span<const Binding> salu_float_bindings();   // gfx12 SALU float, quad masks
std::span<const Binding> hwreg_bindings();        // MODE, s_getreg/s_setreg, s_sendmsg_rtn
std::span<const Binding> valu16_bindings();       // 16-bit VALU on one half of a VGPR
std::span<const Binding> valu_packed_bindings();  // VOP3P packed math, dot products, v_fma_mix
std::span<const Binding> valu_misc_bindings();    // conversions, SAD, cube, division helpers, VINTERP, ...
std::span<const LaneBinding> valu_misc_lane_ops();
std::span<const LaneBinding> valu_int_lane_ops();
std::span<const LaneBinding> valu_float_lane_ops();

// The function bound to `semantic`, or nullptr; lane_op() likewise for VOPD halves.
SemanticFn semantic_function(isa::Semantic semantic);
LaneOp lane_op(isa::Semantic semantic);

using Program = KernelProgram::Impl;

// The lane addresses of a step's last LDS access in a timed run, relative to the lowest one's dword, and their bank
// passes (event_addresses.cpp).
struct LdsBankPattern {
  std::uint32_t count = 0;  // addresses; 0: none yet
  std::uint32_t access_bytes = 0;
  std::uint16_t passes = 0;
  std::array<std::uint64_t, 2 * kMaxLanes> relative{};
};

enum class WaveStatus : std::uint8_t { Running, AtBarrier, Ended };

// The LDS accesses of a launch that fell outside their workgroup's LDS and were dropped (LdsBounds::Zero): the first
// and how many, for the launch's warning line. Workgroups on several threads note into one log.
class LdsOutsideLog {
 public:
  struct Access {
    std::uint32_t address = 0, size = 0, lds_bytes = 0;
    bool write = false;
    std::uint64_t count = 0;
  };
  void note(std::uint32_t address, std::size_t size, std::uint32_t lds_bytes, bool write) {
    const std::scoped_lock lock(mutex_);
    if (first_) {
      ++first_->count;
    } else {
      first_ = Access{address, static_cast<std::uint32_t>(size), lds_bytes, write, 1};
    }
  }
  std::optional<Access> first() const {
    const std::scoped_lock lock(mutex_);
    return first_;
  }

 private:
  mutable std::mutex mutex_;
  std::optional<Access> first_;
};

struct Workgroup {
  const Program* program = nullptr;
  WaveContext* waves = nullptr;  // the workgroup's waves (barriers release them)
  std::uint32_t wave_count = 0;
  GlobalMemory* memory = nullptr;
  Lds lds{0};
  std::array<std::uint32_t, 3> id{};
  NumericsModel numerics = NumericsModel::Exact;
  LdsBounds lds_bounds = LdsBounds::Zero;
  LdsOutsideLog* lds_outside = nullptr;  // the launch's (none for a single instruction)
  std::uint32_t linear_id = 0;       // x + y * grid_x + z * grid_x * grid_y
  EventObserver* observer = nullptr;  // timing runs only: the hazard checker
  DeviceServices* services = nullptr; // the launch's hostcall/printf buffers (device_services.h), if any
  EventObserver* access_observer = nullptr;  // the observer, when it wants lane accesses (the sanitizer)
  EventObserver* matrix_observer = nullptr;  // the observer, when it wants matrix operands (operand provenance)
  // Barrier bookkeeping: a barrier completes when every wave that has not ended has signalled it.
  std::uint32_t live_waves = 0;
  std::uint32_t barrier_arrived = 0;
  std::uint32_t barrier_generation = 0;
  // Timing runs: per step, its last LDS access pattern (kept from workgroup to workgroup of this runner).
  std::vector<std::unique_ptr<LdsBankPattern>> lds_patterns;
};

// DPP gathers src0 (up to 2 dwords) into registers past the allocation (dpp.cpp): v[vgpr_count] and up.
inline constexpr int kDppVgprs = 2;

// A wave as the executor runs it: its registers (WaveState) plus its place in the program and in its workgroup.
// (sim::Wave, wmmasim/matrix/wave.h, is the public one-wave API; this one never leaves the executor.)
struct WaveContext {
  WaveContext(int wave_size, int vgpr_count) : state(wave_size, vgpr_count) {
    state.vgprs.resize(state.vgprs.size() + static_cast<std::size_t>(kDppVgprs * wave_size), 0u);
  }

  WaveState state;
  Workgroup* group = nullptr;
  std::uint32_t id = 0;       // wave index within the workgroup
  std::uint32_t next = 0;     // index of the next step
  std::uint32_t current = 0;  // index of the step executing (for fault reports)
  WaveStatus status = WaveStatus::Running;
  bool barrier_signalled = false;         // gfx12 s_barrier_signal before its s_barrier_wait
  std::uint32_t barrier_generation = 0;   // the barrier this wave waits for
  std::uint64_t executed = 0;             // instructions so far
  std::vector<TimingEvent>* events = nullptr;  // timing runs only: this wave's event stream (full) ...
  CompactWaveEvents* compact = nullptr;        // ... or compact (the recorder accepted compact streams)
  bool vector_memory_only = false;             // `events` gets only the vector memory instructions
  std::size_t recorded_footprints = 0;         // memory instructions the compact stream of its last workgroup held
  std::vector<std::byte> scratch;              // the lanes' private segments (private_byte gives the layout)
  std::uint32_t private_lane_bytes = 0;        // bytes of private memory per lane
  std::uint32_t mode = 0;                      // the MODE hardware register (float_mode.h)
  int access_lane = 0;                         // the lane an LDS access is for (lds.cpp's each_lane sets it)
  bool lds_atomic = false;                     // an LDS atomic is running (its accesses are atomic ones)
  // The allocations this wave's GLOBAL, FLAT and BUFFER accesses reached last (semantics/one_allocation.h), the one
  // found last first: two, since a GEMM's loads alternate between A and B. An entry holds [base, end) of an
  // allocation's own bytes (not its mapped tail) and the host address of `base`; the empty entry holds no range.
  // Emptied at every workgroup start, so an allocation freed between dispatches is never reached through it.
  struct ReachedAllocation {
    std::uint64_t base = 0, end = 0;
    std::byte* bytes = nullptr;
  };
  std::array<ReachedAllocation, 2> reached{};

  int size() const { return state.wave_size; }
  std::uint64_t exec() const { return state.exec & state.all_lanes_mask(); }
  std::uint32_t* vgpr(int reg) { return state.vgprs.data() + static_cast<std::size_t>(reg) * size(); }
  const std::uint32_t* vgpr(int reg) const { return state.vgprs.data() + static_cast<std::size_t>(reg) * size(); }
};

// Whether an LDS access outside the workgroup's LDS is dropped (LdsBounds::Zero, as the hardware does: the read gives
// 0, the write nothing), noting it for the launch's warning; false when it is inside, or with LdsBounds::Fault (Lds
// then faults). DS instructions, FLAT in the shared aperture and buffer loads into LDS all ask it.
inline bool lds_dropped(const WaveContext& w, std::uint32_t address, std::size_t bytes, bool write) {
  const Workgroup& group = *w.group;
  const std::uint32_t size = group.lds.size();
  if ((address <= size && bytes <= size - address) || group.lds_bounds != LdsBounds::Zero) [[likely]] return false;
  if (group.lds_outside != nullptr) group.lds_outside->note(address, bytes, size, write);
  return true;
}

// ---- workgroup-level operations the control semantics need (workgroup.cpp) ----
void signal_barrier(WaveContext& wave);  // gfx12 s_barrier_signal; gfx11 s_barrier is signal + wait
void wait_barrier(WaveContext& wave);    // blocks the wave until its barrier completes
void end_wave(WaveContext& wave);        // s_endpgm
void host_wait(WaveContext& wave);  // s_sleep: a wave waiting for the host (hostcall) lets the host serve it

// ---- the sanitizer's lane accesses (wmmasim/events/observer.h; event_addresses.cpp) ----
// Reports one lane's access to the observer that wants them; `kind` Read/Write becomes AtomicRead/AtomicWrite for an
// atomic instruction (a VMEM atomic, or an LDS one: WaveContext::lds_atomic). Inline and first of all a test of one
// pointer: what a run without the sanitizer pays.
void report_lane_access(const WaveContext& w, int lane, AddressSpace space, LaneAccessKind kind, std::uint64_t address,
                        std::size_t size);
[[gnu::always_inline]] inline void lane_access(const WaveContext& w, int lane, AddressSpace space, LaneAccessKind kind,
                                               std::uint64_t address, std::size_t size) {
  if (w.group->access_observer != nullptr) [[unlikely]] report_lane_access(w, lane, space, kind, address, size);
}

// A fault raised by a semantic function; the run loop adds kernel, workgroup, wave, pc and instruction.
[[noreturn]] void fault(const std::string& what);
// After the budget ran out in `looping`: the deadlock it is part of, when other waves of its workgroup wait at a
// barrier it has not reached (deadlock.cpp); nothing otherwise. Runs the wave on for a while to see what it polls.
std::optional<std::vector<DeadlockedWave>> deadlocked_waves(WaveContext& looping);
// "wave 0 loops at pc 0x40 polling 4 bytes at 0x… (global_load_b32) while waves 1, 2 wait at the barrier (pc 0x60)"
std::string describe_deadlock(const std::vector<DeadlockedWave>& waves);


// ---- private (scratch) memory (semantics/scratch.cpp) ----
// A wave's private segments are stored as the hardware's swizzled scratch (the private segment buffer's
// SWIZZLE_ENABLE with 4-byte elements and an index stride of the wave size, AMDGPUUsage "Private Segment
// Buffer"): byte b of dword k of lane l is at (k * wave_size + l) * 4 + b, so a wave's dword k of every lane is one
// contiguous run. The layout is invisible to a kernel (every access is per lane), it is kept for what the memory
// system sees.
inline std::size_t private_byte(const WaveContext& w, int lane, std::uint32_t offset) {
  return (static_cast<std::size_t>(offset / 4) * static_cast<std::size_t>(w.size()) + static_cast<std::size_t>(lane)) * 4 +
         offset % 4;
}
// Faults unless [offset, offset + bytes) lies inside the wave's scratch: the lanes' private segments, mapped in whole
// pages as global memory is (an access past the lane's segment but inside those pages goes on, as on a GPU).
void check_private_access(const WaveContext& w, int lane, std::uint32_t offset, std::uint32_t bytes,
                          const char* access);
template <class T>
T private_load(const WaveContext& w, int lane, std::uint32_t offset) {
  lane_access(w, lane, AddressSpace::Scratch, LaneAccessKind::Read, offset, sizeof(T));
  std::array<std::byte, sizeof(T)> raw;
  for (std::uint32_t i = 0; i < sizeof(T); ++i) raw[i] = w.scratch[private_byte(w, lane, offset + i)];
  return std::bit_cast<T>(raw);
}
template <class T>
void private_store(WaveContext& w, int lane, std::uint32_t offset, T value) {
  lane_access(w, lane, AddressSpace::Scratch, LaneAccessKind::Write, offset, sizeof(T));
  const auto raw = std::bit_cast<std::array<std::byte, sizeof(T)>>(value);
  for (std::uint32_t i = 0; i < sizeof(T); ++i) w.scratch[private_byte(w, lane, offset + i)] = raw[i];
}
// Bytes of private memory per work-item: the descriptor's fixed size, and with a dynamic stack at least the HIP
// runtime's default stack (hipLimitStackSize, 1024 bytes).
std::uint32_t private_segment_bytes(const KernelInfo& info);

// FLAT apertures (the bases Linux's KFD gives gfx9+ processes: LDS at 1 << 48, scratch at 2 << 48; the
// src_shared_base/src_private_base operands read them): a FLAT address whose bits [63:32] are an aperture's reaches
// the workgroup's LDS or the lane's private segment at offset bits [31:0]; any other address is global memory.
inline constexpr std::uint64_t kSharedAperture = 1ull << 48;
inline constexpr std::uint64_t kPrivateAperture = 2ull << 48;
void flat_read(const WaveContext& w, int lane, std::uint64_t address, std::span<std::byte> out);
void flat_write(WaveContext& w, int lane, std::uint64_t address, std::span<const std::byte> data);

// Calls `each(lane)` for every lane of EXEC, in lane order; a full EXEC as a plain loop the compiler can unroll.
template <class Each>
void each_active_lane(const WaveContext& w, Each each) {
  const std::uint64_t exec = w.exec();
  if (exec == w.state.all_lanes_mask()) {
    for (int lane = 0; lane < w.size(); ++lane) each(lane);
    return;
  }
  for (std::uint64_t left = exec; left != 0; left &= left - 1) each(std::countr_zero(left));
}

// Per-lane addresses of a FLAT/GLOBAL instruction (semantics/vmem.cpp), for global_load_tr.
void vector_memory_addresses(const WaveContext& wave, const isa::DecodedInstruction& decoded,
                             std::array<std::uint64_t, kMaxLanes>& out);

// The generic VALU step (a lane operation committed to vdst under EXEC) and VOPD (program.cpp).
void run_lane_op(WaveContext& wave, const Step& step);
void run_vopd(WaveContext& wave, const Step& step);

// Why a step cannot run (unimplemented, undecodable, registers outside the allocation): the message of the
// fault it raises when reached.
void invalid_step(WaveContext& wave, const Step& step);

// DPP (dpp.cpp): why a DPP instruction cannot run (a reserved control; empty when it can), and the step
// that gathers src0 and runs Step::inner.
std::string dpp_problem(const isa::DecodedInstruction& d);
void run_dpp(WaveContext& wave, const Step& step);

// Timing: where a memory instruction's active lanes access memory, given its static event: address, lanes, span,
// lines or LDS bank passes (event_addresses.cpp). Runs before the instruction executes (it may overwrite its address
// registers).
MemoryFootprint memory_footprint(const WaveContext& wave, const Step& step, const TimingEvent& event);

// The ds_*_2addr forms (ds_load_2addr_*, ds_store_2addr_*, ds_storexchg_2addr_rtn_* and their _stride64 forms)
// access two elements per lane: at addr + offset0 x element and addr + offset1 x element (x 64 for _stride64),
// AMD RDNA3 ISA §12.5 "DS_LOAD_2ADDR_B32" (lds.cpp). Empty for every other instruction.
struct LdsTwoAddresses {
  std::uint32_t offsets[2] = {0, 0};  // bytes
  std::uint32_t element_bytes = 0;
};
std::optional<LdsTwoAddresses> lds_two_addresses(const isa::DecodedInstruction& d);

// The byte address of a step (entry point + pc) and the step index at an address (Step::kNoTarget if none).
std::uint64_t step_address(const WaveContext& wave, const Step& step);
std::uint32_t step_at_address(const WaveContext& wave, std::uint64_t address);

}  // namespace wmmasim::sim::exec

namespace wmmasim::sim {

// The decoded kernel (program.cpp).
struct KernelProgram::Impl {
  KernelInfo info;
  std::vector<std::uint32_t> words;     // the machine code, for encoding bytes in messages
  isa::DecodedProgram decoded;
  std::vector<exec::Step> steps;        // one per decoded instruction, then a sentinel that faults
  std::uint32_t entry = 0;              // the step at the kernel's entry point
  std::deque<isa::DecodedInstruction> dpp_decoded;  // DPP steps' instructions with src0 renamed (Step::inner)
  std::deque<exec::Step> dpp_inner;
  std::vector<std::string> problems;    // per step: why it cannot run (empty when it can)
  std::vector<bool> unimplemented;      // per step: the problem is a missing semantic function
  std::vector<TimingEvent> events;      // per step: its timing event without the run-time parts
  std::unique_ptr<exec::TranslatedProgram> translated;  // the same steps for the translated executor (translate.h)

  // The step at byte offset `pc` from the entry point, or Step::kNoTarget.
  std::uint32_t step_at(std::uint64_t pc) const;
  std::string describe(std::size_t index) const;
};

}  // namespace wmmasim::sim
