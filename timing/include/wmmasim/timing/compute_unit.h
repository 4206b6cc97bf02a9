// One compute unit of the timing model: its SIMDs, the waves resident on them, issue arbitration and the
// in-order VALU/matrix queue of each SIMD. It replays per-wave event streams (wmmasim/events/events.h); the dispatcher in
// model.cpp feeds it workgroups, the hardware-trace calibration test feeds it traced waves directly.
//
// Mechanisms (parameters in timing/machines/*.json, evidence in docs/timing.md):
//  * Issue: per SIMD and cycle at most one instruction per port (VALU queue, SALU, scalar memory, vector memory,
//    LDS, program control) and one per wave; the oldest ready wave wins (tests/data/hw-traces/README.md §8).
//  * VALU, transcendental and WMMA instructions enter an in-order queue of `valu_queue_entries` per SIMD shared
//    by its waves. An entry frees when its instruction completes; nothing (SALU included) issues while the
//    queue is full. Instructions start in queue order, each after the previous one's occupancy (VALU 1 cycle,
//    multi-pass VALU 2/4/32, WMMA the record's cycles: the matrix pipe blocks VALU, no co-execution) and after
//    its source registers are ready; they complete in order.
//  * Dependencies are interlocked in the queue (a hand-written dependent VALU issues at once and waits there);
//    s_delay_alu holds the dependent instruction at issue instead, as LLVM's code expects. A WMMA reading the
//    previous WMMA's D as C starts when that WMMA leaves the matrix pipe (accumulation is pipelined).
//  * A wave64 VALU instruction takes two passes; one the dual-issue ALUs run (kDualIssue) takes one.
//  * Memory instructions complete after the MemorySystem's latency; s_waitcnt/s_wait_* issue once the counters
//    are low enough; s_endpgm waits for outstanding memory and the wave's last VALU. LDS accesses pass through the
//    banks of the LDS half their workgroup's allocation is in, one pass a cycle per half; a wave's LDS reads
//    follow one another (`lds_wave_access_cycles` plus their passes or their data's cycles, whichever is more).
//  * Barriers release `barrier_release` cycles after the last wave of the workgroup arrives.
//  * Instruction fetch: a block of `icache_block_bytes` of code not in the compute unit's instruction cache
//    (`icache_bytes`, the least recently requested block out first) costs `icache_miss`; the block holding a
//    wave's first instruction is fetched during wave launch, and entering a block prefetches the next
//    `icache_prefetch_blocks` blocks, one per `icache_miss`.
#pragma once

#include <algorithm>
#include <array>
#include <cstdint>
#include <deque>
#include <map>
#include <memory>
#include <optional>
#include <span>
#include <string_view>
#include <unordered_map>
#include <vector>

#include "wmmasim/events/events.h"
#include "wmmasim/timing/machine.h"
#include "wmmasim/timing/memory_hierarchy.h"

namespace wmmasim::sim {

// Where each SIMD-cycle went. Every cycle of every SIMD of the machine is counted once: `issued` cycles issued at
// least one instruction; the others are charged to the reason that held back the next instruction to issue.
enum class StallReason : std::uint8_t {
  Dependency,        // a source register not ready (memory operand, branch condition, s_delay_alu, s_wait_alu)
  MatrixPipe,        // the VALU queue is full (or the wave drains before s_endpgm) while the matrix pipe is busy
  WaitCounter,       // s_waitcnt / s_wait_* (and s_endpgm) waiting for memory
  Barrier,           // waiting for the other waves of the workgroup
  InstructionFetch,  // instruction-cache miss
  Issue,             // "issue_limit": issue-port conflict, multi-cycle issue, s_nop, taken-branch redirect
  Idle,              // no wave resident, wave launch
};
inline constexpr int kStallReasons = 7;
std::string_view stall_reason_name(StallReason reason);  // "dependency", "matrix_pipe", ..., "issue_limit", "idle"

struct StallBreakdown {
  std::uint64_t issue_cycles = 0;
  std::uint64_t stalls[kStallReasons] = {};

  std::uint64_t& operator[](StallReason reason) { return stalls[static_cast<int>(reason)]; }
  std::uint64_t operator[](StallReason reason) const { return stalls[static_cast<int>(reason)]; }
  StallBreakdown& operator+=(const StallBreakdown& other);
};

// Where the SIMD-cycles went per instruction address (byte offset from the kernel entry): how often it issued, and
// the stall cycles charged to it, i.e. the cycles its SIMD waited before it issued (the same accounting as the
// launch's breakdown, so the per-pc figures add up to it, except the idle cycles after a SIMD's last issue).
struct PcProfile {
  std::uint64_t executed = 0;  // wave-instructions
  StallBreakdown cycles;       // issue_cycles: issue slots; stalls: SIMD-cycles waited before the issue, by reason
  PcProfile& operator+=(const PcProfile& other);
};

// Instruction counts by the classes a profiler shows (rocprof SQ_INSTS_*: VALU, SALU, WMMA, LDS, VMEM, SMEM,
// branch) and the rest (waits, barriers, hints, s_nop, s_endpgm).
enum class InstructionGroup : std::uint8_t { Valu, Salu, Wmma, Lds, Vmem, Smem, Branch, Other };
inline constexpr int kInstructionGroups = 8;
InstructionGroup instruction_group(TimingClass cls);
std::string_view instruction_group_name(InstructionGroup group);  // "valu", "salu", "wmma", ...

struct InstructionTiming {
  std::uint32_t workgroup = 0;
  std::uint32_t wave = 0;  // index within the workgroup
  std::uint32_t cu = 0;     // compute unit (WGP mode: workgroup processor)
  std::uint8_t simd = 0;
  std::uint32_t pc = 0;
  std::string_view mnemonic;
  std::uint64_t issue_cycle = 0;
  std::uint64_t complete_cycle = 0;  // result written (VALU, WMMA, loads), counter decremented (stores), = issue
};

struct WaveSlot {
  std::uint32_t workgroup = 0;
  std::uint32_t wave = 0;           // index within the workgroup
  std::uint8_t simd = 0;            // SIMD of this compute unit
  std::uint64_t ready_cycle = 0;    // first cycle the wave may issue (after launch)
};

class InstructionCache;  // instruction_cache.h (internal)
struct StepPlan;         // step_plan.h (internal)

// Sees each vector memory access a simulated wave makes and each wave's end (sampling, model.cpp, makes the
// accesses of the units it does not simulate alongside).
class VectorAccessFollower {
 public:
  virtual ~VectorAccessFollower() = default;
  // The wave's `rank`-th vector memory access (from 0) reached the memory system at `cycle`.
  virtual void accessed(const WaveSlot& wave, std::uint32_t rank, std::uint64_t cycle) = 0;
  virtual void ended(const WaveSlot& wave, std::uint64_t cycle) = 0;
};

class CuSimulator {
 public:
  // `simds`: the machine's simds_per_cu (CU mode) or twice that (WGP mode: the unit is a workgroup processor), at
  // most kMaxSimds (issue_soonest keeps a bit per SIMD).
  static constexpr int kMaxSimds = 64;
  CuSimulator(const MachineDescription& machine, MemorySystem& memory, int simds, int wave_size,
              std::uint32_t cu_index, bool record_instructions);
  ~CuSimulator();
  CuSimulator(const CuSimulator&) = delete;
  CuSimulator& operator=(const CuSimulator&) = delete;

  // Adds a wave; its events must outlive the simulator. Waves are older the earlier they are added. A barrier
  // waits for every wave of the workgroup added so far that has not ended: add a workgroup's waves together.
  void add_wave(const WaveSlot& slot, std::span<const TimingEvent> events);
  // The same for a compact stream (events.h) and the static table it indexes; both must outlive the simulator, and
  // every compact wave of the simulator indexes the same table.
  void add_wave(const WaveSlot& slot, const CompactWaveEvents& events, std::span<const TimingEvent> static_events);

  // Runs until some workgroup's last wave ends and returns that workgroup and cycle; nullopt when no wave is
  // left or the next instruction would issue at or after `limit` (compute units sharing the memory system advance
  // together in windows). Workgroups that end in the same cycle are returned one per call, oldest first, before
  // anything else runs. Throws std::runtime_error if the waves can never finish (a barrier that cannot release).
  struct WorkgroupEnd {
    std::uint32_t workgroup;
    std::uint64_t cycle;
  };
  std::optional<WorkgroupEnd> run_until_workgroup_ends(std::uint64_t limit = UINT64_MAX);
  void run_to_end() {
    while (run_until_workgroup_ends()) {
    }
  }
  // Runs as run_until_workgroup_ends would, with no limit, but stops before the first decision in which a wave
  // could issue an instruction that reaches what units share (the memory system, the follower: a scalar or vector
  // memory instruction, a wave's last instruction). What a unit does up to there depends on nothing outside it,
  // and what it did is what run_until_workgroup_ends would have done first, so the model runs several units'
  // stretches on different threads and then their run_until_workgroup_ends calls in its serial order (model.cpp):
  // every decision is the serial replay's.
  void run_privately();
  // Whether run_privately would do nothing: it stopped, and neither run_until_workgroup_ends nor add_wave has
  // changed the unit since.
  bool waits_for_turn() const { return waits_for_turn_ || live_.empty(); }
  bool finished() const { return live_.empty(); }
  void follow_with(VectorAccessFollower* follower) { follower_ = follower; }

  // Called once the compute unit is done: charges every SIMD's cycles (or only those of `only_simd`) up to
  // `end_cycle`.
  StallBreakdown stall_breakdown(std::uint64_t end_cycle, int only_simd = -1) const;
  std::uint64_t last_cycle() const { return last_cycle_; }
  std::uint32_t index() const { return cu_index_; }
  std::uint64_t wmma_flops() const { return wmma_flops_; }
  std::uint64_t matrix_busy_cycles() const { return matrix_busy_cycles_; }  // SIMD-cycles the matrix pipe worked
  // The LDS bytes moved and the bank-conflict cycles (MemoryTraffic's lds_bytes and lds_bank_conflict_cycles).
  const MemoryTraffic& lds_traffic() const { return lds_traffic_; }
  const std::array<std::uint64_t, kInstructionGroups>& instruction_counts() const { return instruction_counts_; }
  std::vector<InstructionTiming>& instructions() { return instructions_; }
  const std::vector<PcProfile>& pc_profile() const { return pc_profile_; }  // index pc / 4
  int resident_waves(int simd) const;

 private:
  // Per register: when its value is ready, as offsets from the wave's launch (a wave lives < 2^32 cycles).
  struct RegisterReady {
    std::uint32_t ready = 0;     // result available to a consumer in the VALU queue
    std::uint32_t chained = 0;   // WMMA result available as the next WMMA's C (pipelined accumulation)
    std::uint8_t producer = 0;   // Producer
  };
  struct PendingDelay {
    DelayAluRule rule;
    std::uint8_t countdown = 0;  // instructions until it applies (1 = the next one)
  };
  class EventCursor;
  struct ResidentWave;
  struct Simd;
  struct ResidentWorkgroup;
  struct Earliest {
    std::uint64_t cycle = 0;
    StallReason reason = StallReason::Idle;
    bool blocked = false;  // waiting for an event with no known cycle yet (barrier)
  };

  Earliest own_constraints(const ResidentWave& wave) const;
  std::uint64_t scan_soonest();
  void issue_soonest();
  static bool reaches_shared_state(const ResidentWave& wave);
  Earliest effective_earliest(ResidentWave& wave);
  void add_wave(const WaveSlot& slot, EventCursor events);
  // Issues the wave's current instruction at `cycle`; true when the wave ended with it.
  bool issue(ResidentWave& wave, std::uint64_t cycle, StallReason reason);
  void issue_valu_class(ResidentWave& wave, std::uint64_t cycle, std::uint64_t& complete);
  // Points the wave at its current instruction's plan (StepPlan); `at_instruction` after every move of its cursor.
  void at_instruction(ResidentWave& wave);
  std::uint8_t emptier_lds_half(std::uint32_t added) const;
  void arrive_at_barrier(ResidentWave& wave, std::uint64_t cycle);
  void release_barrier(std::uint32_t workgroup, ResidentWorkgroup& group, std::uint64_t cycle);
  void end_wave(ResidentWave& wave, std::uint64_t cycle);
  void set_dirty(ResidentWave& wave);  // its own constraints changed
  void remove_ended_waves();
  void account_gap(Simd& simd, std::uint64_t cycle, StallReason reason, PcProfile& at_pc);
  void account_held(Simd& simd, std::uint64_t cycle, StallReason reason, PcProfile& at_pc);
  PcProfile& profile_at(std::uint32_t pc);
  std::vector<PcProfile> pc_profile_;  // index pc / 4
  PcProfile beyond_profile_;           // pcs past kMaxProfiledPc (not reported)
  std::uint64_t fetch_block(std::uint32_t block, std::uint64_t cycle);
  std::uint64_t memory_completion(ResidentWave& wave, const TimingEvent& event, std::uint64_t cycle);
  std::uint64_t lds_read_start(ResidentWave& wave, const TimingEvent& event, std::uint64_t cycle) const;
  std::uint64_t lds_latency_end(const TimingEvent& event, std::uint64_t start);

  const MachineDescription& machine_;
  MemorySystem& memory_;
  int wave_size_;
  std::uint32_t cu_index_;
  bool record_;
  int icache_block_shift_;  // log2 of icache_block_bytes
  VectorAccessFollower* follower_ = nullptr;
  std::vector<Simd> simds_;
  std::vector<std::unique_ptr<ResidentWave>> live_;  // oldest first; finished waves are destroyed
  std::vector<std::size_t> soonest_waves_;    // scratch: the live waves (oldest first) that may issue soonest
  // Per live wave (in live_'s order), what its own constraints say of its earliest cycle, for the scan to skip it:
  // that cycle + 1, kNever when it waits at a barrier, kMustScan when they must be worked out again (set_dirty).
  static constexpr std::uint64_t kMustScan = 0;
  std::vector<std::uint64_t> scan_bounds_;
  std::uint64_t scans_ = 0;  // scan_soonest calls so far
  std::map<std::uint32_t, ResidentWorkgroup> workgroups_;
  std::deque<WorkgroupEnd> ended_;  // workgroups that ended and were not yet returned (several in one cycle)
  std::unique_ptr<InstructionCache> icache_;
  // Per half of the LDS (two in WGP mode) the cycle its banks are free, per compute unit of the unit the cycle its
  // vector memory path (one cache line a cycle) is free.
  std::array<std::uint64_t, 2> lds_free_{};
  std::array<std::uint64_t, 2> vector_memory_free_{};
  std::vector<InstructionTiming> instructions_;
  // The compact waves' static table and the plans of its steps (each worked out when a wave first reaches it).
  std::span<const TimingEvent> static_events_;
  std::vector<StepPlan> plans_;
  std::vector<std::uint8_t> has_footprint_;  // per step: a memory access (EventCursor)
  MemoryTraffic lds_traffic_;  // its lds_bytes and lds_bank_conflict_cycles
  std::uint64_t wmma_flops_ = 0;
  std::uint64_t matrix_busy_cycles_ = 0;
  std::array<std::uint64_t, kInstructionGroups> instruction_counts_{};
  std::uint64_t last_cycle_ = 0;
  std::uint64_t now_ = 0;
  bool waits_for_turn_ = false;
};

}  // namespace wmmasim::sim
