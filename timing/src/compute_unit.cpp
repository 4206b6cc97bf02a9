#include "wmmasim/timing/compute_unit.h"

#include <algorithm>
#include <array>
#include <bit>
#include <limits>
#include <memory>
#include <stdexcept>
#include <utility>

#include <fmt/format.h>

#include "instruction_cache.h"
#include "step_plan.h"
#include "vgpr_banks.h"

namespace wmmasim::sim {

namespace {

constexpr std::uint64_t kNever = std::numeric_limits<std::uint64_t>::max();

enum Producer : std::uint8_t { kNoProducer, kValu, kMatrix, kSalu, kMemory };
// s_wait_alu's fields that the model honours (simm16 bits; the field's value 0 means wait).
constexpr std::uint16_t kDepCtrSaluSgpr = 1u << 0;  // sa_sdst: SALU writes of SGPRs
constexpr std::uint16_t kDepCtrValuVcc = 1u << 1;   // va_vcc: VALU writes of VCC

// The cycle at which at most `threshold` of the completions in `first` and `second` are outstanding (0: already).
std::uint64_t satisfied_at(std::span<const std::uint64_t> first, std::span<const std::uint64_t> second,
                           std::uint8_t threshold) {
  const std::size_t count = first.size() + second.size();
  if (threshold == WaitThresholds::kNoWait || count <= threshold) return 0;
  std::array<std::uint64_t, 64> on_stack;  // a wave has few accesses outstanding: no allocation
  std::vector<std::uint64_t> on_heap(count > on_stack.size() ? count : 0);
  std::uint64_t* const completions = count > on_stack.size() ? on_heap.data() : on_stack.data();
  std::copy(second.begin(), second.end(), std::copy(first.begin(), first.end(), completions));
  std::nth_element(completions, completions + threshold, completions + count, std::greater<>());
  return completions[threshold];
}

}  // namespace

std::string_view stall_reason_name(StallReason reason) {
  switch (reason) {
    case StallReason::Dependency: return "dependency";
    case StallReason::MatrixPipe: return "matrix_pipe";
    case StallReason::WaitCounter: return "wait_counter";
    case StallReason::Barrier: return "barrier";
    case StallReason::InstructionFetch: return "instruction_fetch";
    case StallReason::Issue: return "issue_limit";
    case StallReason::Idle: return "idle";
  }
  return "?";
}

InstructionGroup instruction_group(TimingClass cls) {
  switch (cls) {
    case TimingClass::Valu:
    case TimingClass::ValuTrans:
    case TimingClass::ValuQuarter:
    case TimingClass::Valu64:
    case TimingClass::ValuDouble: return InstructionGroup::Valu;
    case TimingClass::Wmma: return InstructionGroup::Wmma;
    case TimingClass::Salu:
    case TimingClass::SaluFloat: return InstructionGroup::Salu;
    case TimingClass::Smem: return InstructionGroup::Smem;
    case TimingClass::Lds: return InstructionGroup::Lds;
    case TimingClass::VmemLoad:
    case TimingClass::VmemStore:
    case TimingClass::VmemAtomic: return InstructionGroup::Vmem;
    case TimingClass::Branch: return InstructionGroup::Branch;
    default: return InstructionGroup::Other;
  }
}

std::string_view instruction_group_name(InstructionGroup group) {
  constexpr std::string_view kNames[] = {"valu", "salu", "wmma", "lds", "vmem", "smem", "branch", "other"};
  return kNames[static_cast<int>(group)];
}

StallBreakdown& StallBreakdown::operator+=(const StallBreakdown& other) {
  issue_cycles += other.issue_cycles;
  for (int i = 0; i < kStallReasons; ++i) stalls[i] += other.stalls[i];
  return *this;
}

// The completion cycles of a SIMD's queued VALU-class instructions, oldest first: a ring that doubles when full
// (std::deque's indexing cost more than the rest of an issue decision).
class CompletionQueue {
 public:
  std::size_t size() const { return size_; }
  bool empty() const { return size_ == 0; }
  std::uint64_t front() const { return slots_[head_]; }
  std::uint64_t operator[](std::size_t i) const { return slots_[(head_ + i) & (slots_.size() - 1)]; }
  void pop_front() {
    head_ = (head_ + 1) & (slots_.size() - 1);
    --size_;
  }
  void push_back(std::uint64_t cycle) {
    if (size_ == slots_.size()) grow();
    slots_[(head_ + size_) & (slots_.size() - 1)] = cycle;
    ++size_;
  }

 private:
  void grow() {
    std::vector<std::uint64_t> larger(std::max<std::size_t>(16, 2 * slots_.size()));
    for (std::size_t i = 0; i < size_; ++i) larger[i] = (*this)[i];
    slots_ = std::move(larger);
    head_ = 0;
  }
  std::vector<std::uint64_t> slots_;  // a power of two of them
  std::size_t head_ = 0;
  std::size_t size_ = 0;
};

// A ring of the last N completion cycles (for s_delay_alu VALU_DEP_n / TRANS32_DEP_n).
template <int N>
struct RecentCompletions {
  std::array<std::uint64_t, N> cycles{};
  std::uint32_t count = 0;  // pushed so far (unsigned: the index is count mod N)
  void push(std::uint64_t cycle) { cycles[count++ % N] = cycle; }
  // The n-th most recent (1-based), if there is one.
  std::optional<std::uint64_t> back(int n) const {
    if (n < 1 || n > N || static_cast<std::uint32_t>(n) > count) return std::nullopt;
    return cycles[(count - static_cast<std::uint32_t>(n)) % N];
  }
};

// A wave's events as the replay reads them, one at a time: a full stream, or a compact one whose events are
// expanded as the wave reaches them.
class CuSimulator::EventCursor {
 public:
  explicit EventCursor(std::span<const TimingEvent> events) : full_(events), size_(events.size()) { load(); }
  // `has_footprint[s]`: whether static event s is a memory access (whose footprint the stream holds).
  EventCursor(const CompactWaveEvents& events, std::span<const TimingEvent> static_events,
              const std::uint8_t* has_footprint)
      : compact_(&events), static_events_(static_events), has_footprint_(has_footprint), size_(events.size()) {
    load();
  }

  std::size_t size() const { return size_; }
  bool at_end() const { return next_ == size_; }
  bool on_last() const { return next_ + 1 >= size_; }
  // The current event's index in the static table (compact streams), or nullopt (full streams).
  std::optional<std::uint32_t> step() const {
    if (compact_ == nullptr) return std::nullopt;
    return compact_->events[next_].step();
  }
  // The current event. Of a compact stream's instruction without a memory access it is the static event, which
  // lacks the run-time flags (kExecAllOnes, kBranchTaken): ask branch_taken().
  const TimingEvent& current() const { return current_ != nullptr ? *current_ : expanded_; }
  bool branch_taken() const {
    if (compact_ == nullptr) return (full_[next_].flags & kBranchTaken) != 0;
    return (compact_->events[next_].runtime_flags() & kBranchTaken) != 0;
  }
  void advance() {
    ++next_;
    load();
  }

 private:
  void load() {
    if (at_end()) return;
    if (compact_ == nullptr) {
      current_ = &full_[next_];
      return;
    }
    const CompactEvent event = compact_->events[next_];
    // A compute unit replays a dozen waves' streams at once, too many for the host's prefetcher to follow.
    __builtin_prefetch(compact_->events.data() + std::min(next_ + kPrefetchAhead, size_ - 1));
    // (Not reading the static event here: the replay takes what it needs from the step's plan.)
    const TimingEvent* const static_event = static_events_.data() + event.step();
    const bool memory = has_footprint_[event.step()] != 0;
    current_ = memory ? nullptr : static_event;
    if (memory) expand_into(expanded_, *static_event, event, compact_->footprints[next_footprint_++]);
  }

  static constexpr std::size_t kPrefetchAhead = 64;  // events: four cache lines
  std::span<const TimingEvent> full_;
  const CompactWaveEvents* compact_ = nullptr;
  std::span<const TimingEvent> static_events_;
  const std::uint8_t* has_footprint_ = nullptr;
  std::size_t size_ = 0;
  std::size_t next_ = 0;
  std::size_t next_footprint_ = 0;
  // The event at next_: of a full stream, or a compact stream's static event; nullptr for a compact stream's memory
  // access, expanded with its footprint into `expanded_` (a pointer to it would not survive a move of the cursor).
  const TimingEvent* current_ = nullptr;
  TimingEvent expanded_;
};

// Aligned to a cache line, whose first holds what a decision reads of a wave it looks at (the scan itself reads
// scan_bounds_ and skips most waves).
struct alignas(64) CuSimulator::ResidentWave {
  explicit ResidentWave(EventCursor cursor) : events(std::move(cursor)) {}
  WaveSlot slot;
  Earliest cached{};
  std::uint32_t live_index = 0;    // its index in live_ and scan_bounds_
  std::uint64_t scanned_in = 0;    // the scan (scans_) that computed `scanned`; not skipped by its bound
  // What every decision asks of the current instruction, copied from its plan (at_instruction): its issue port,
  // whether it passes without an issue slot, whether it waits for room in the SIMD's VALU queue.
  IssuePort port = kPortControl;
  bool issue_free = false;
  bool queued = false;
  const StepPlan* plan = nullptr;  // the current instruction's
  Earliest scanned{};  // effective_earliest() in this decision's scan

  EventCursor events;
  std::uint64_t ready = 0;  // same-wave sequencing: the previous instruction's issue cost
  StallReason ready_reason = StallReason::Idle;
  RecentCompletions<4> recent_valu;
  RecentCompletions<3> recent_trans;
  VgprReads last_valu_reads;  // the register cache: VGPRs the wave's previous VALU instruction read
  std::optional<std::uint64_t> last_salu;
  std::uint64_t trans_ready = 0;
  std::uint64_t valu_done = 0;  // completion of the wave's last VALU-class instruction
  std::uint32_t vector_accesses = 0;  // vector memory instructions issued so far
  std::uint8_t lds_half = 0;          // its workgroup's (ResidentWorkgroup::lds_half)
  std::uint64_t lds_reads_free = 0;   // the cycle its next LDS read may start (lds_read_start)
  std::array<std::vector<std::uint64_t>, 5> pending{};  // completion cycles per WaitCounter
  std::uint64_t pending_soonest = kNever;               // the earliest of them
  std::array<PendingDelay, 4> delays{};
  int delay_count = 0;
  bool signaled_barrier = false;  // arrived; the release of `barrier_generation` is still to be waited for
  bool held_by_barrier = false;   // gfx11 s_barrier: the next instruction waits for the release
  std::uint32_t barrier_generation = 0;
  // The cycle the instruction-cache block of the wave's current instruction is there, set when the wave requested
  // it (at launch, or on issuing the instruction before): the cache may evict the block after that, but the wave
  // has its instructions.
  std::uint64_t fetched_ready = 0;
  std::unique_ptr<StepPlan> own_plan;  // a full stream's current instruction's (compact streams share plans_)
  // Last: 6 KB that an issue decision reads a few entries of. VGPRs, then SGPRs (StepPlan's slots).
  std::array<RegisterReady, kRegisterSlots> regs{};

  const TimingEvent& current() const { return events.current(); }
  const RegisterReady& reg(std::uint16_t source) const { return regs[source & StepPlan::kSlotMask]; }
  std::uint64_t cycle(std::uint32_t offset) const { return slot.ready_cycle + offset; }
  // The current instruction's destinations become ready at `ready` (as a WMMA's C: `chained`).
  void write_destinations(std::uint64_t ready, std::uint64_t chained, std::uint8_t producer) {
    const RegisterReady entry{static_cast<std::uint32_t>(ready - slot.ready_cycle),
                              static_cast<std::uint32_t>(chained - slot.ready_cycle), producer};
    for (const std::uint16_t destination : plan->destinations) regs[destination] = entry;
  }
};

struct CuSimulator::Simd {
  CompletionQueue queue;  // completion cycles of the queued VALU-class instructions (non-decreasing)
  std::uint64_t last_occupancy_end = 0;
  std::uint64_t last_complete = 0;
  std::uint64_t matrix_busy_until = 0;
  std::array<std::uint64_t, kPorts> port_used_at{};
  std::uint64_t accounted_until = 0;  // SIMD-cycles before this are charged in `stalls`
  StallBreakdown stalls;

  Simd() { port_used_at.fill(kNever); }
};

struct CuSimulator::ResidentWorkgroup {
  std::uint8_t lds_half = 0;  // the half of the LDS its allocation is in (emptier_lds_half)
  std::uint32_t alive = 0;
  std::uint32_t arrived = 0;
  std::uint32_t generation = 0;  // releases so far
  std::uint64_t release = 0;     // cycle of the last release
};

CuSimulator::CuSimulator(const MachineDescription& machine, MemorySystem& memory, int simds, int wave_size,
                         std::uint32_t cu_index, bool record_instructions)
    : machine_(machine),
      memory_(memory),
      wave_size_(wave_size),
      cu_index_(cu_index),
      record_(record_instructions),
      icache_block_shift_(std::countr_zero(static_cast<unsigned>(machine.icache_block_bytes))),
      simds_(static_cast<std::size_t>(simds)),
      icache_(std::make_unique<InstructionCache>(static_cast<std::size_t>(
          std::max(machine.icache_bytes / std::max(machine.icache_block_bytes, 1), 1)))) {
  if (!std::has_single_bit(static_cast<unsigned>(machine.icache_block_bytes)))
    throw std::invalid_argument(fmt::format("timing: icache_block_bytes {} is not a power of two",
                                            machine.icache_block_bytes));
  if (simds < 1 || simds > kMaxSimds)
    throw std::invalid_argument(fmt::format("timing: {} SIMDs in a unit (at most {})", simds, kMaxSimds));
}

CuSimulator::~CuSimulator() = default;

void CuSimulator::add_wave(const WaveSlot& slot, std::span<const TimingEvent> events) {
  add_wave(slot, EventCursor(events));
}

void CuSimulator::add_wave(const WaveSlot& slot, const CompactWaveEvents& events,
                           std::span<const TimingEvent> static_events) {
  if (plans_.empty()) {
    static_events_ = static_events;
    plans_.resize(static_events.size());
    has_footprint_.reserve(static_events.size());
    for (const TimingEvent& event : static_events) has_footprint_.push_back(event.memory != MemoryAccess::None);
  } else if (static_events.data() != static_events_.data() || static_events.size() != static_events_.size()) {
    throw std::invalid_argument("timing: the compact waves of a compute unit must index one static table");
  }
  add_wave(slot, EventCursor(events, static_events, has_footprint_.data()));
}

void CuSimulator::add_wave(const WaveSlot& slot, EventCursor events) {
  if (slot.simd >= simds_.size())
    throw std::invalid_argument(fmt::format("timing: SIMD {} does not exist ({} SIMDs)", slot.simd,
                                            simds_.size()));
  if (events.at_end()) return;
  waits_for_turn_ = false;
  auto wave = std::make_unique<ResidentWave>(std::move(events));
  wave->slot = slot;
  wave->ready = slot.ready_cycle;
  at_instruction(*wave);
  // The block holding the first instruction is fetched during wave launch.
  const std::uint32_t block = wave->plan->block;
  wave->fetched_ready = icache_->request(block, slot.ready_cycle);
  fetch_block(block, slot.ready_cycle);
  const auto [entry, added] = workgroups_.try_emplace(slot.workgroup);
  if (added) entry->second.lds_half = emptier_lds_half(slot.workgroup);
  ++entry->second.alive;
  wave->lds_half = entry->second.lds_half;
  wave->live_index = static_cast<std::uint32_t>(live_.size());
  live_.push_back(std::move(wave));
  scan_bounds_.push_back(kMustScan);
}

void CuSimulator::at_instruction(ResidentWave& wave) {
  const std::optional<std::uint32_t> step = wave.events.step();
  if (step) {
    StepPlan& plan = plans_[*step];
    if (!plan.known) fill_step_plan(plan, static_events_[*step], icache_block_shift_, machine_.vgpr_banks);
    wave.plan = &plan;
  } else {
    if (!wave.own_plan) wave.own_plan = std::make_unique<StepPlan>();
    fill_step_plan(*wave.own_plan, wave.current(), icache_block_shift_, machine_.vgpr_banks);
    wave.plan = wave.own_plan.get();
  }
  wave.port = wave.plan->port;
  wave.issue_free = wave.plan->issue_free;
  wave.queued = wave.plan->queued;
}

// Where a new workgroup's LDS goes: in CU mode the compute unit's own half; in WGP mode the half holding fewer of the
// resident workgroups' allocations (the first: half 0). The LDS of a WGP is two halves of 64 KB, one beside each
// compute unit; in WGP mode "LDS space maybe allocated anywhere within the LDS memory", and CU mode "can provide
// higher LDS memory bandwidth than WGP mode" (AMD RDNA3 ISA guide, section 2.3): all of a workgroup's waves, on
// either compute unit, use the banks of the half its LDS is in (docs/timing.md "LDS in WGP mode").
std::uint8_t CuSimulator::emptier_lds_half(std::uint32_t added) const {
  if (simds_.size() <= static_cast<std::size_t>(machine_.simds_per_cu)) return 0;
  std::array<int, 2> resident{};
  for (const auto& [workgroup, group] : workgroups_)
    if (workgroup != added) ++resident[group.lds_half];
  return resident[1] < resident[0] ? 1 : 0;
}

int CuSimulator::resident_waves(int simd) const {
  return static_cast<int>(std::count_if(live_.begin(), live_.end(),
                                        [&](const auto& w) { return w->slot.simd == simd; }));
}

// Everything that holds the wave's next instruction except the shared queue, the clock and the ports; it only
// changes when the wave issues or its workgroup's barrier releases, so it is cached.
CuSimulator::Earliest CuSimulator::own_constraints(const ResidentWave& wave) const {
  const StepPlan& step = *wave.plan;  // the current instruction
  const Simd& simd = simds_[wave.slot.simd];
  // (Kept as two scalars, not an Earliest: built on the stack byte by byte and read back whole, the struct cost a
  // store-forwarding stall per call.)
  std::uint64_t best_cycle = wave.ready;
  StallReason best_reason = wave.ready_reason;
  const auto raise = [&](std::uint64_t cycle, StallReason reason) {
    if (cycle > best_cycle) {
      best_cycle = cycle;
      best_reason = reason;
    }
  };

  // Instruction fetch: requested when the previous instruction issued (or at launch).
  raise(wave.fetched_ready, StallReason::InstructionFetch);

  // s_delay_alu: hold this instruction until the named producer's result is about to be ready.
  for (int i = 0; i < wave.delay_count; ++i) {
    const PendingDelay& delay = wave.delays[static_cast<std::size_t>(i)];
    if (delay.countdown != 1) continue;
    std::optional<std::uint64_t> producer;
    if (delay.rule.kind == DelayAluRule::Kind::ValuDep) producer = wave.recent_valu.back(delay.rule.n);
    if (delay.rule.kind == DelayAluRule::Kind::TransDep) producer = wave.recent_trans.back(delay.rule.n);
    if (producer && *producer > static_cast<std::uint64_t>(machine_.valu_issue_to_start))
      raise(*producer - static_cast<std::uint64_t>(machine_.valu_issue_to_start), StallReason::Dependency);
    if (delay.rule.kind == DelayAluRule::Kind::SaluCycle && wave.last_salu)
      raise(*wave.last_salu + delay.rule.n, StallReason::Dependency);
  }

  // Barriers: gfx11 holds the instruction after s_barrier, gfx12 holds s_barrier_wait.
  if (wave.signaled_barrier && (wave.held_by_barrier || step.control == Control::BarrierWait)) {
    const ResidentWorkgroup& group = workgroups_.at(wave.slot.workgroup);
    if (group.generation <= wave.barrier_generation) return {kNever, StallReason::Barrier, true};
    raise(group.release, StallReason::Barrier);
  }

  // A transcendental (VALUT_4) holds the wave's next transcendental or multi-pass VALU for trans_issue_interval
  // cycles; one-pass VALU and SALU go on (hw-traces: v_rcp -> v_lshlrev_b64 +4, v_rcp -> s_mov +1, -> v_mov +3).
  if (step.cls == TimingClass::ValuTrans || step.cls == TimingClass::Valu64 ||
      step.cls == TimingClass::ValuQuarter)
    raise(wave.trans_ready, StallReason::Issue);

  switch (step.cls) {
    case TimingClass::Wait: {
      if (step.control == Control::WaitAlu) {
        // s_wait_alu / s_waitcnt_depctr: a field at 0 waits (LLVM AMDGPUAsmUtils.cpp, DepCtr: sa_sdst bit 0, va_vcc
        // bit 1). va_vcc waits until the VALU writes of VCC reach the scalar side, as late as a VALU mask reaches a
        // branch: gfx1201 issues v_add_co_ci_u32_e32 16-23 cycles after the v_add_co_u32 writing its carry when
        // s_wait_alu 0xfffd separates them, 1-2 without (docs/timing.md, "VCC carry").
        if ((step.immediate & kDepCtrSaluSgpr) == 0 && wave.last_salu)
          raise(*wave.last_salu + machine_.s_wait_alu_cycles, StallReason::Dependency);
        const RegisterReady& vcc = wave.regs[kSgprSlot + kVccLo];
        if ((step.immediate & kDepCtrValuVcc) == 0 && vcc.producer == kValu)
          raise(wave.cycle(vcc.ready) + static_cast<std::uint64_t>(machine_.valu_mask_to_branch),
                StallReason::Dependency);
        break;
      }
      const WaitThresholds& w = step.wait;
      const auto& p = wave.pending;
      raise(satisfied_at(p[static_cast<int>(WaitCounter::Load)], {}, w.load), StallReason::WaitCounter);
      raise(satisfied_at(p[static_cast<int>(WaitCounter::Store)], {}, w.store), StallReason::WaitCounter);
      raise(satisfied_at(p[static_cast<int>(WaitCounter::Ds)], {}, w.ds), StallReason::WaitCounter);
      raise(satisfied_at(p[static_cast<int>(WaitCounter::Km)], {}, w.km), StallReason::WaitCounter);
      raise(satisfied_at(p[static_cast<int>(WaitCounter::Ds)], p[static_cast<int>(WaitCounter::Km)], w.lgkm),
            StallReason::WaitCounter);
      break;
    }
    case TimingClass::EndProgram:
      for (const auto& completions : wave.pending)
        for (const std::uint64_t c : completions) raise(c, StallReason::WaitCounter);
      // The wave ends once its VALU and WMMA work has drained.
      raise(wave.valu_done + static_cast<std::uint64_t>(machine_.endpgm_drain),
            simd.matrix_busy_until > wave.ready ? StallReason::MatrixPipe : StallReason::Issue);
      break;
    default: break;
  }

  // Operands a memory instruction or a branch reads from another unit.
  if (is_memory(step.cls) || step.cls == TimingClass::Branch) {
    for (const std::uint16_t source : step.sources) {
      const RegisterReady& reg = wave.reg(source);
      const bool from_valu = reg.producer == kValu || reg.producer == kMatrix;
      if (from_valu && is_memory(step.cls))
        raise(wave.cycle(reg.ready) + static_cast<std::uint64_t>(machine_.valu_to_memory_operand),
              StallReason::Dependency);
      if (from_valu && step.cls == TimingClass::Branch)
        raise(wave.cycle(reg.ready) + static_cast<std::uint64_t>(machine_.valu_mask_to_branch),
              StallReason::Dependency);
      if (reg.producer == kSalu && step.cls == TimingClass::Branch)
        raise(wave.cycle(reg.ready) - static_cast<std::uint64_t>(machine_.salu_latency) +
                  static_cast<std::uint64_t>(machine_.scc_to_branch),
              StallReason::Dependency);
    }
  }

  return {best_cycle, best_reason, false};
}

CuSimulator::Earliest CuSimulator::effective_earliest(ResidentWave& wave) {
  if (scan_bounds_[wave.live_index] == kMustScan) {
    wave.cached = own_constraints(wave);
    scan_bounds_[wave.live_index] = wave.cached.blocked ? kNever : wave.cached.cycle + 1;
  }
  Earliest best = wave.cached;
  if (best.blocked) return best;
  const Simd& simd = simds_[wave.slot.simd];
  // The in-order VALU queue, shared by the SIMD's waves: nothing but program control issues while it is full.
  if (wave.queued) {
    const std::size_t entries = static_cast<std::size_t>(machine_.valu_queue_entries);
    if (simd.queue.size() >= entries) {
      const std::uint64_t frees = simd.queue[simd.queue.size() - entries];
      const std::uint64_t lead = static_cast<std::uint64_t>(machine_.queue_release_lead);
      const std::uint64_t cycle = frees > lead ? frees - lead : 0;
      if (cycle > best.cycle)
        best = {cycle, simd.matrix_busy_until >= cycle ? StallReason::MatrixPipe : StallReason::Dependency, false};
    }
  }
  // A wave ready before now lost an arbitration or was held by something that has since cleared.
  best.cycle = std::max(best.cycle, now_);
  if (!wave.issue_free && best.cycle == now_ && simd.port_used_at[wave.port] == now_)
    best = {now_ + 1, StallReason::Issue, false};
  return best;
}

void CuSimulator::account_gap(Simd& simd, std::uint64_t cycle, StallReason reason, PcProfile& at_pc) {
  if (cycle < simd.accounted_until) return;  // a second instruction in the same cycle
  simd.stalls[reason] += cycle - simd.accounted_until;
  at_pc.cycles[reason] += cycle - simd.accounted_until;
  simd.stalls.issue_cycles += 1;
  at_pc.cycles.issue_cycles += 1;
  simd.accounted_until = cycle + 1;
}

// An issue-free instruction (s_barrier_wait, s_delay_alu, s_wait_alu) passes at `cycle` without an issue slot: the
// cycles it held the SIMD's next issue go to its reason (a barrier, a dependency), not to the next instruction's.
void CuSimulator::account_held(Simd& simd, std::uint64_t cycle, StallReason reason, PcProfile& at_pc) {
  if (cycle <= simd.accounted_until) return;
  simd.stalls[reason] += cycle - simd.accounted_until;
  at_pc.cycles[reason] += cycle - simd.accounted_until;
  simd.accounted_until = cycle;
}

namespace {
constexpr std::uint32_t kMaxProfiledPc = 16u << 20;  // code objects are far smaller; a wild pc must not grow the table
}  // namespace

PcProfile& CuSimulator::profile_at(std::uint32_t pc) {
  if (pc >= kMaxProfiledPc) return beyond_profile_;
  const std::size_t index = pc / 4;
  if (index >= pc_profile_.size()) pc_profile_.resize(index + 1);
  return pc_profile_[index];
}

PcProfile& PcProfile::operator+=(const PcProfile& other) {
  executed += other.executed;
  cycles += other.cycles;
  return *this;
}

void CuSimulator::issue_valu_class(ResidentWave& wave, std::uint64_t cycle, std::uint64_t& complete) {
  const StepPlan& step = *wave.plan;
  Simd& simd = simds_[wave.slot.simd];
  const int wave64_passes =
      step.flags & kDualIssue ? machine_.wave64_dual_issue_passes : machine_.wave64_valu_passes;
  const int passes = wave_size_ == 64 ? wave64_passes : 1;
  int occupancy = passes;
  int latency = machine_.valu_latency;
  std::uint64_t next_issue = cycle + 1;
  switch (step.cls) {
    case TimingClass::Valu64:
      occupancy = machine_.valu_b2_cycles * passes;
      latency = machine_.valu_latency + occupancy - 1;
      next_issue = cycle + static_cast<std::uint64_t>(occupancy);
      break;
    case TimingClass::ValuQuarter:
      occupancy = machine_.valu_b4_cycles * passes;
      latency = machine_.valu_latency + occupancy - 1;
      next_issue = cycle + static_cast<std::uint64_t>(occupancy);
      break;
    case TimingClass::ValuDouble:
      occupancy = machine_.valu_dp_cycles * passes;
      latency = machine_.valu_latency + occupancy - 1;
      next_issue = cycle + static_cast<std::uint64_t>(occupancy);
      break;
    case TimingClass::ValuTrans:
      latency = machine_.trans_latency;
      wave.trans_ready = cycle + static_cast<std::uint64_t>(machine_.trans_issue_interval);
      break;
    case TimingClass::Wmma:
      // The calculator's cycles are per wave32 instruction; a wave64 WMMA computes the same 16x16 tile
      // (its registers are split over twice the lanes), so it is charged the same (assumption, docs/timing.md).
      occupancy = step.matrix ? step.matrix->cycles : 1;
      latency = occupancy + machine_.wmma_latency_extra;
      break;
    case TimingClass::Valu: {
      // Bank conflicts among the VGPR reads stretch the instruction in the queue (docs/timing.md, "VGPR banks").
      const VgprReads& reads = step.reads;
      if (step.reads_conflict)
        occupancy = passes * vgpr_read_cycles(reads, wave.last_valu_reads, machine_.vgpr_banks);
      wave.last_valu_reads = reads;
      break;
    }
    default: break;
  }

  std::uint32_t sources_ready = 0;  // from the wave's launch
  for (const std::uint16_t source : step.sources) {
    const RegisterReady& reg = wave.reg(source);
    if ((source & StepPlan::kCarry) && reg.producer == kValu) continue;  // VCC forwarded by the VALU that wrote it
    const bool accumulate = (source & StepPlan::kAccumulator) && reg.producer == kMatrix;
    sources_ready = std::max(sources_ready, accumulate ? reg.chained : reg.ready);
  }
  const std::uint64_t start = std::max({cycle + static_cast<std::uint64_t>(machine_.valu_issue_to_start),
                                        simd.last_occupancy_end, wave.cycle(sources_ready)});
  complete = std::max(start + static_cast<std::uint64_t>(latency), simd.last_complete + 1);
  simd.last_occupancy_end = start + static_cast<std::uint64_t>(occupancy);
  simd.last_complete = complete;
  simd.queue.push_back(complete);
  if (step.cls == TimingClass::Wmma) {
    simd.matrix_busy_until = start + static_cast<std::uint64_t>(occupancy);
    if (step.matrix) wmma_flops_ += step.matrix->flops();
    matrix_busy_cycles_ += static_cast<std::uint64_t>(occupancy);
  }

  wave.write_destinations(complete, start + static_cast<std::uint64_t>(occupancy),
                          step.cls == TimingClass::Wmma ? kMatrix : kValu);
  wave.recent_valu.push(complete);
  if (step.cls == TimingClass::ValuTrans) wave.recent_trans.push(complete);
  wave.valu_done = std::max(wave.valu_done, complete);
  wave.ready = next_issue;
}

void CuSimulator::arrive_at_barrier(ResidentWave& wave, std::uint64_t cycle) {
  ResidentWorkgroup& group = workgroups_.at(wave.slot.workgroup);
  wave.signaled_barrier = true;
  wave.barrier_generation = group.generation;
  if (++group.arrived >= group.alive) release_barrier(wave.slot.workgroup, group, cycle);
}

void CuSimulator::release_barrier(std::uint32_t workgroup, ResidentWorkgroup& group, std::uint64_t cycle) {
  group.arrived = 0;
  group.release = cycle + static_cast<std::uint64_t>(machine_.barrier_release);
  ++group.generation;
  for (const auto& wave : live_)
    if (wave && wave->slot.workgroup == workgroup) set_dirty(*wave);
}

void CuSimulator::end_wave(ResidentWave& wave, std::uint64_t cycle) {
  ResidentWorkgroup& group = workgroups_.at(wave.slot.workgroup);
  --group.alive;
  // A wave that ends no longer takes part in the workgroup's barriers.
  if (group.arrived > 0 && group.arrived >= group.alive) release_barrier(wave.slot.workgroup, group, cycle);
  last_cycle_ = std::max(last_cycle_, cycle);
  if (follower_) follower_->ended(wave.slot, cycle);
}

bool CuSimulator::issue(ResidentWave& wave, std::uint64_t cycle, StallReason reason) {
  const StepPlan& step = *wave.plan;  // the current instruction
  Simd& simd = simds_[wave.slot.simd];
  std::uint64_t complete = cycle;

  if (wave.signaled_barrier && (wave.held_by_barrier || step.control == Control::BarrierWait)) {
    wave.signaled_barrier = false;
    wave.held_by_barrier = false;
  }
  if (step.control == Control::DelayAlu) {
    const DelayAlu& delay = step.delay;
    const auto add = [&](DelayAluRule rule, int countdown) {
      if (rule.kind != DelayAluRule::Kind::None && wave.delay_count < static_cast<int>(wave.delays.size()))
        wave.delays[static_cast<std::size_t>(wave.delay_count++)] = {rule, static_cast<std::uint8_t>(countdown)};
    };
    add(delay.first, 1);
    add(delay.second, 1 + delay.skip);
  }

  ++instruction_counts_[static_cast<std::size_t>(step.group)];
  PcProfile& at_pc = profile_at(step.pc);
  ++at_pc.executed;
  if (wave.issue_free) account_held(simd, cycle, reason, at_pc);
  if (!wave.issue_free) {
    simd.port_used_at[wave.port] = cycle;
    account_gap(simd, cycle, reason, at_pc);
    while (!simd.queue.empty() && simd.queue.front() <= cycle + static_cast<std::uint64_t>(machine_.queue_release_lead))
      simd.queue.pop_front();
    wave.ready = cycle + 1;
    wave.ready_reason = StallReason::Issue;

    if (is_valu_class(step.cls)) {
      issue_valu_class(wave, cycle, complete);
    } else if (is_salu(step.cls)) {
      complete = cycle + static_cast<std::uint64_t>(machine_.salu_latency);
      wave.write_destinations(complete, complete, kSalu);
      wave.last_salu = cycle;
    } else if (is_memory(step.cls)) {
      complete = memory_completion(wave, wave.current(), cycle);
      const WaitCounter counter = wait_counter_for(step.cls, step.memory);
      wave.pending[static_cast<std::size_t>(counter)].push_back(complete);
      wave.pending_soonest = std::min(wave.pending_soonest, complete);
      wave.write_destinations(complete, complete, kMemory);
    } else if (step.cls == TimingClass::Branch && wave.events.branch_taken()) {
      wave.ready = cycle + static_cast<std::uint64_t>(machine_.branch_taken_redirect);
    } else if (step.cls == TimingClass::Nop) {
      wave.ready = cycle + step.immediate + 1u;
    } else if (step.control == Control::BarrierArrive || step.control == Control::BarrierSignal) {
      arrive_at_barrier(wave, cycle);
      wave.held_by_barrier = step.control == Control::BarrierArrive;
    }

    // This instruction was the target of the pending s_delay_alu rules that counted down to it.
    int kept = 0;
    for (int i = 0; i < wave.delay_count; ++i) {
      PendingDelay delay = wave.delays[static_cast<std::size_t>(i)];
      if (--delay.countdown > 0) wave.delays[static_cast<std::size_t>(kept++)] = delay;
    }
    wave.delay_count = kept;
  }
  if (cycle >= wave.pending_soonest) {  // accesses completed: they leave the wait counters
    wave.pending_soonest = kNever;
    for (auto& completions : wave.pending) {
      std::erase_if(completions, [&](std::uint64_t c) { return c <= cycle; });
      for (const std::uint64_t c : completions) wave.pending_soonest = std::min(wave.pending_soonest, c);
    }
  }

  if (record_)
    instructions_.push_back({wave.slot.workgroup, wave.slot.wave, cu_index_, wave.slot.simd, step.pc,
                             wave.current().mnemonic, cycle, complete});
  // (`step` is the wave's current one: read all of it before the wave moves on.)
  const std::uint32_t block = step.block;
  const bool end_program = step.cls == TimingClass::EndProgram;
  wave.events.advance();
  set_dirty(wave);
  if (end_program || wave.events.at_end()) {
    end_wave(wave, cycle);
    return true;
  }
  at_instruction(wave);
  // Fetching the next instruction's block starts now, unless it is the block of this one.
  const std::uint32_t next_block = wave.plan->block;
  if (next_block != block) wave.fetched_ready = fetch_block(next_block, cycle + 1);
  return false;
}

namespace {

// A path that moves `per_cycle` units (LDS bank passes, cache lines) a cycle: an access of `units` starts when the
// path is free and holds it for its units; returns its start.
std::uint64_t occupy(std::uint64_t& free, std::uint64_t cycle, std::uint64_t units, std::uint64_t per_cycle) {
  const std::uint64_t start = std::max(cycle, free);
  free = start + (units + per_cycle - 1) / per_cycle;
  return start;
}

}  // namespace

// LDS and vector memory instructions pass through their compute unit's LDS banks or vector memory path one after
// another: an LDS access for its bank passes (a pass per cycle; bank conflicts add passes), a vector access for its
// cache lines (`vector_memory_lines_per_cycle`). It starts when the path is free and its last pass or line leaves
// the path the latency of the memory system after that.
std::uint64_t CuSimulator::memory_completion(ResidentWave& wave, const TimingEvent& event, std::uint64_t cycle) {
  if (event.cls == TimingClass::Lds) {
    std::uint64_t& banks_free = lds_free_[wave.lds_half];
    const std::uint64_t start = occupy(banks_free, lds_read_start(wave, event, cycle), lds_passes(event), 1);
    return lds_latency_end(event, start) + banks_free - start - 1;
  }
  const auto cu = static_cast<std::size_t>(wave.slot.simd / std::max(machine_.simds_per_cu, 1)) % lds_free_.size();
  if (!is_vector_memory(event.cls)) return memory_.completion_cycle(event, cycle);
  const std::uint64_t lines = line_footprint(event, static_cast<std::uint64_t>(machine_.memory_line_bytes)).count;
  std::uint64_t& free = vector_memory_free_[cu];
  const std::uint64_t start =
      occupy(free, cycle, lines, static_cast<std::uint64_t>(std::max(machine_.vector_memory_lines_per_cycle, 1)));
  const std::uint64_t complete = memory_.completion_cycle(event, start) + free - start - 1;
  if (follower_) follower_->accessed(wave.slot, wave.vector_accesses++, start);
  return complete;
}

// A wave's LDS reads (every LDS instruction that returns data: loads, atomics with return, ds_bpermute, ds_swizzle)
// are served one after the other, each holding the wave's way to the LDS for
// `lds_wave_access_cycles` plus the larger of its bank passes and the cycles its data takes back to the wave's VGPRs
// (`lds_wave_bytes_per_cycle`): a lone read still completes `lds_load` after its passes (the traces' 31-32 cycles),
// while a wave's stream of reads runs at the rate both published LDS tables measured (about 9 cycles a conflict-free
// b32 read on an RX 9070 XT, 14 on a W7900) and its conflicts add to that rate instead of hiding behind it
// (docs/timing.md, "A wave's LDS reads"). Returns the cycle the read may start, `cycle` for any other access.
std::uint64_t CuSimulator::lds_read_start(ResidentWave& wave, const TimingEvent& event, std::uint64_t cycle) const {
  if (event.memory != MemoryAccess::Load) return cycle;
  const std::uint64_t start = std::max(cycle, wave.lds_reads_free);
  const auto per_cycle = static_cast<std::uint64_t>(std::max(machine_.lds_wave_bytes_per_cycle, 1));
  // Every lane's data goes back, also where lanes share an address (the event's span counts those once).
  const std::uint64_t lanes = event.lanes == 0 ? 32 : event.lanes;
  const std::uint64_t data_cycles = (lanes * std::max<std::uint8_t>(event.lane_bytes, 4) + per_cycle - 1) / per_cycle;
  wave.lds_reads_free = start + static_cast<std::uint64_t>(machine_.lds_wave_access_cycles) +
                        std::max(lds_passes(event), data_cycles);
  return start;
}

// The LDS is the unit's own, and so is its traffic: counted here, not in the memory system the units share, so that
// an LDS instruction stays inside its unit (run_privately).
std::uint64_t CuSimulator::lds_latency_end(const TimingEvent& event, std::uint64_t start) {
  lds_traffic_.lds_bytes += event_bytes(event);
  const auto conflict_free = lds_conflict_free_passes(event, static_cast<std::uint64_t>(machine_.lds_bytes_per_cycle));
  lds_traffic_.lds_bank_conflict_cycles += lds_passes(event) - std::min(lds_passes(event), conflict_free);
  const bool returns_data = event.memory == MemoryAccess::Load || event.memory == MemoryAccess::Atomic;
  return start + static_cast<std::uint64_t>(returns_data ? machine_.lds_load : machine_.lds_store);
}

// A block not requested yet is fetched on demand, `icache_miss` after `cycle`. Entering a block requests the next
// `icache_prefetch_blocks` blocks of code in order, each `icache_miss` after the previous one arrives (the
// hardware's sequential instruction prefetch; docs/timing.md).
std::uint64_t CuSimulator::fetch_block(std::uint32_t block, std::uint64_t cycle) {
  const auto miss = static_cast<std::uint64_t>(machine_.icache_miss);
  const std::uint64_t ready = icache_->request(block, cycle + miss);
  std::uint64_t previous = ready;
  for (std::uint32_t ahead = 1; ahead <= static_cast<std::uint32_t>(machine_.icache_prefetch_blocks); ++ahead)
    previous = icache_->request(block + ahead, std::max(previous, cycle) + miss);
  return ready;
}

// The soonest cycle a live wave may issue (kNever: every wave waits at a barrier), with soonest_waves_ the waves
// (oldest first) that may issue then. A pure function of the unit's state: scanning again gives the same answer.
std::uint64_t CuSimulator::scan_soonest() {
  std::uint64_t soonest = kNever;
  soonest_waves_.clear();
  ++scans_;
  const std::size_t live = live_.size();
  const std::uint64_t* const bounds = scan_bounds_.data();
  for (std::size_t i = 0; i < live; ++i) {
    // A wave's own constraints bound its earliest cycle from below: a wave whose bound is no sooner than the
    // soonest found so far cannot be sooner (if it ties, issue_soonest looks at it again).
    if (bounds[i] > soonest) {
      if (bounds[i] == soonest + 1) soonest_waves_.push_back(i);
      continue;
    }
    ResidentWave& wave = *live_[i];
    const Earliest e = effective_earliest(wave);
    wave.scanned = e;
    wave.scanned_in = scans_;
    if (e.blocked || e.cycle > soonest) continue;
    if (e.cycle < soonest) soonest_waves_.clear();
    soonest = e.cycle;
    soonest_waves_.push_back(i);
  }
  return soonest;
}

// Oldest first. Issuing only delays the others (queue entries, ports), so only waves that could issue now need a
// second look. What the scan computed for a wave still holds unless an issue on its SIMD (the queue, the ports) or
// a barrier release (its own constraints: set_dirty) came in between: then it is computed again.
void CuSimulator::issue_soonest() {
  bool wave_ended = false;
  std::uint64_t issued_on_simd = 0;  // bit s: a wave issued on SIMD s in this decision
  for (const std::size_t i : soonest_waves_) {
    auto& wave = live_[i];
    const std::uint64_t simd_bit = std::uint64_t{1} << wave->slot.simd;
    const bool unchanged =
        wave->scanned_in == scans_ && scan_bounds_[i] != kMustScan && (issued_on_simd & simd_bit) == 0;
    const Earliest e = unchanged ? wave->scanned : effective_earliest(*wave);
    if (e.blocked || e.cycle != now_) continue;
    const std::uint32_t workgroup = wave->slot.workgroup;
    issued_on_simd |= simd_bit;
    if (issue(*wave, now_, e.reason)) {
      wave.reset();
      wave_ended = true;
      if (workgroups_.at(workgroup).alive == 0) ended_.push_back({workgroup, now_});
    }
  }
  if (wave_ended) remove_ended_waves();
}

// Drops the waves issue_soonest ended (null in live_), keeping the others' order and bounds.
void CuSimulator::remove_ended_waves() {
  std::size_t kept = 0;
  for (std::size_t i = 0; i < live_.size(); ++i) {
    if (!live_[i]) continue;
    live_[i]->live_index = static_cast<std::uint32_t>(kept);
    if (kept != i) {
      scan_bounds_[kept] = scan_bounds_[i];
      live_[kept] = std::move(live_[i]);
    }
    ++kept;
  }
  live_.resize(kept);
  scan_bounds_.resize(kept);
}

void CuSimulator::set_dirty(ResidentWave& wave) { scan_bounds_[wave.live_index] = kMustScan; }

std::optional<CuSimulator::WorkgroupEnd> CuSimulator::run_until_workgroup_ends(std::uint64_t limit) {
  while (ended_.empty() && !live_.empty()) {
    const std::uint64_t soonest = scan_soonest();
    if (soonest == kNever)
      throw std::runtime_error(fmt::format(
          "timing: compute unit {}: every wave waits at a barrier that can never release (workgroup {})", cu_index_,
          live_.front()->slot.workgroup));
    if (soonest >= limit) return std::nullopt;
    now_ = soonest;
    issue_soonest();
    waits_for_turn_ = false;
  }
  if (ended_.empty()) return std::nullopt;
  const WorkgroupEnd ended = ended_.front();
  ended_.pop_front();
  workgroups_.erase(ended.workgroup);
  return ended;
}

// A scalar or vector memory instruction reaches the memory system (and the followers of sampling); a wave's last
// instruction ends it (the followers, the model's bookkeeping). Everything else a wave issues, the LDS's
// instructions included, stays inside its unit.
bool CuSimulator::reaches_shared_state(const ResidentWave& wave) {
  const TimingClass cls = wave.plan->cls;
  return (is_memory(cls) && cls != TimingClass::Lds) || cls == TimingClass::EndProgram ||
         wave.events.on_last();
}

void CuSimulator::run_privately() {
  while (ended_.empty() && !live_.empty()) {
    const std::uint64_t soonest = scan_soonest();
    if (soonest == kNever) break;  // run_until_workgroup_ends reports it
    if (std::ranges::any_of(soonest_waves_, [&](std::size_t i) { return reaches_shared_state(*live_[i]); })) break;
    now_ = soonest;
    issue_soonest();
  }
  waits_for_turn_ = true;
}

StallBreakdown CuSimulator::stall_breakdown(std::uint64_t end_cycle, int only_simd) const {
  StallBreakdown total;
  for (std::size_t s = 0; s < simds_.size(); ++s) {
    if (only_simd >= 0 && s != static_cast<std::size_t>(only_simd)) continue;
    const Simd& simd = simds_[s];
    total += simd.stalls;
    if (end_cycle > simd.accounted_until) total[StallReason::Idle] += end_cycle - simd.accounted_until;
  }
  return total;
}

}  // namespace wmmasim::sim
