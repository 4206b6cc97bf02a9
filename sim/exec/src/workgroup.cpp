// Running a dispatch: workgroups one after another, and inside a workgroup its waves round-robin, each until it
// ends or waits at a barrier; a barrier completes when every wave that has not ended has signalled it.
//
// A workgroup touches only its own waves, its own LDS and global memory, so workgroups are independent and
// execute() spreads them over threads (docs/performance.md "Threads" states the rule that keeps results
// bitwise identical for any thread count). LDS starts zeroed in every workgroup (hardware leaves stale data; zero
// keeps runs deterministic).
#include <algorithm>
#include <atomic>
#include <exception>
#include <cstdio>
#include <fmt/format.h>
#include <map>
#include <mutex>
#include <optional>
#include <set>
#include <stdexcept>
#include <thread>

#include "device_services.h"
#include "float_mode.h"
#include "launch.h"
#include "translate.h"
#include "wmmasim/events/workgroup_order.h"
#include "wmmasim/isa/lds_allocation.h"

namespace wmmasim::sim {
namespace exec {
namespace {

// The bytes of a wave's scratch: its lanes' private segments as one allocation in whole pages, as global memory maps
// an allocation (check_private_access in semantics/scratch.cpp lets an access inside them through).
std::size_t scratch_mapped_bytes(const WaveContext& w) {
  const std::size_t bytes = std::size_t{w.private_lane_bytes} * static_cast<std::size_t>(w.size());
  return (bytes + GlobalMemory::kPageBytes - 1) / GlobalMemory::kPageBytes * GlobalMemory::kPageBytes;
}

void complete_barrier(Workgroup& group) {
  ++group.barrier_generation;
  group.barrier_arrived = 0;
  for (std::uint32_t i = 0; i < group.wave_count; ++i) {
    WaveContext& wave = group.waves[i];
    wave.barrier_signalled = false;
    if (wave.status == WaveStatus::AtBarrier) wave.status = WaveStatus::Running;
  }
}

// One instruction: the budget, the bookkeeping, the semantic function.
[[gnu::always_inline]] inline const Step& next_step(WaveContext& w, const Step* steps, std::uint64_t budget) {
  if (w.executed >= budget) {
    throw InstructionBudgetExceeded(fmt::format(
        "the wave executed {} instructions without ending (runaway kernel? raise the budget with "
        "--max-instructions)",
        budget));
  }
  ++w.executed;
  w.current = w.next;
  const Step& step = steps[w.current];
  w.next = step.next;
  return step;
}

// One instruction of a recorded wave: executed, recorded (a full TimingEvent or a compact one) and shown to the
// observer.
void step_recorded(WaveContext& w, const Step* steps, std::uint64_t budget) {
  const Program& program = *w.group->program;
  const Step& step = next_step(w, steps, budget);
  if (w.current >= program.events.size()) {
    step.execute(w, step);  // the sentinel: faults
    return;
  }
  const TimingEvent& static_event = program.events[w.current];
  // Only a recorded stream carries the footprint (no observer reads it): a workgroup the timing model does not
  // sample skips the per-lane address work, or does it for its vector memory instructions only.
  const bool kept = !w.vector_memory_only || is_vector_memory(static_event.cls);
  const bool full = w.events != nullptr && kept;
  const bool compact_kept = w.compact != nullptr && kept;
  const bool recorded = full || compact_kept;
  const bool memory = static_event.memory != MemoryAccess::None;
  MemoryFootprint footprint;
  if (memory && recorded && step.execute != invalid_step) footprint = memory_footprint(w, step, static_event);
  std::uint8_t flags = w.exec() == w.state.all_lanes_mask() ? kExecAllOnes : 0;
  step.execute(w, step);
  if (w.next != step.next) flags |= kBranchTaken;
  const CompactEvent compact(w.current, flags);
  if (compact_kept) {
    w.compact->events.push_back(compact);
    if (memory) w.compact->footprints.push_back(footprint);
  }
  if (full || w.group->observer != nullptr) {
    const TimingEvent event = expand(static_event, compact, footprint);
    if (full) w.events->push_back(event);
    if (w.group->observer != nullptr) w.group->observer->observe(w.group->linear_id, w.id, event);
  }
}

// The run loop. kTiming records each executed instruction and shows it to the observer (step_recorded); the
// functional loop has no trace of it.
template <bool kTiming>
void run_until_blocked(WaveContext& w, const Step* steps, std::uint64_t budget) {
  while (w.status == WaveStatus::Running) {
    if constexpr (kTiming) {
      step_recorded(w, steps, budget);
    } else {
      const Step& step = next_step(w, steps, budget);
      step.execute(w, step);
    }
  }
}

// A step of a straight run faulted (a memory instruction's address outside memory): the wave's state is then the
// one the run loop would have left at that instruction, as the reference's fault leaves it.
[[gnu::cold, gnu::noinline]] void place_fault(WaveContext& w, const TranslatedProgram& t, const Step* const* effect) {
  const std::uint32_t step = t.effect_step[static_cast<std::size_t>(effect - t.effects.data())];
  w.executed += step - w.next + 1;
  w.current = step;
  w.next = t.steps[step].next;
}

// The steps of a straight run from the wave's next one to `end`: those with an effect back to back.
[[gnu::always_inline]] inline void execute_straight(WaveContext& w, const TranslatedProgram& t, std::uint32_t end) {
  const Step* const* effect = t.effects.data() + t.first_effect[w.next];
  const Step* const* last = t.effects.data() + t.first_effect[end];
  try {
    for (; effect != last; ++effect) (*effect)->execute(w, **effect);
  } catch (...) {
    place_fault(w, t, effect);
    throw;
  }
  w.executed += end - w.next;
  w.current = end - 1;
  w.next = end;
}

// Executes the straight run (translate.h) that starts at the wave's next step and ends at `run_end` of it, if any
// and if the budget allows: its steps with an effect back to back, the others counted, without a budget check or
// bookkeeping per instruction (none of them can branch or block, and a fault is placed at its instruction, so
// nothing observable differs).
[[gnu::always_inline]] inline void run_straight(WaveContext& w, const TranslatedProgram& t,
                                                const std::vector<std::uint32_t>& run_end, std::uint64_t budget) {
  const std::uint32_t end = run_end[w.next];
  if (end > w.next && w.executed + (end - w.next) <= budget) execute_straight(w, t, end);
}

// The translated functional loop: straight runs, and the step above for the instruction that ends each.
void run_translated(WaveContext& w, const TranslatedProgram& t, std::uint64_t budget) {
  const Step* steps = t.steps.data();
  while (w.status == WaveStatus::Running) {
    run_straight(w, t, t.run_end, budget);
    const Step& step = next_step(w, steps, budget);
    step.execute(w, step);
  }
}

// A wave of a workgroup the timing model does not simulate, with no observer: only its vector memory instructions
// are recorded, and its straight runs hold none (TranslatedProgram::unrecorded_run_end), so the runs go at
// functional speed and the instruction that ends each is recorded as in run_until_blocked<true>.
void run_translated_recording_vector_memory(WaveContext& w, const TranslatedProgram& t, std::uint64_t budget) {
  const Step* steps = t.steps.data();
  while (w.status == WaveStatus::Running) {
    run_straight(w, t, t.unrecorded_run_end, budget);
    step_recorded(w, steps, budget);
  }
}

// A wave recorded into a compact stream by the translated executor, with no observer or one that looks only at the
// events (observes_events_only): each straight run (a recorded one, translate.h) executes back to back and is
// recorded in one go, every step with the flags of its first (no straight step branches, and a recorded run ends
// after a step that writes EXEC), and then shown to the observer; the instruction that ends each is recorded as in
// run_until_blocked<true>. The stream and the observer's events are the ones run_until_blocked<true> gives.
void run_translated_recording(WaveContext& w, const TranslatedProgram& t, std::uint64_t budget) {
  const Step* steps = t.steps.data();
  const Workgroup& group = *w.group;
  while (w.status == WaveStatus::Running) {
    const std::uint32_t start = w.next;
    const std::uint32_t end = t.recorded_run_end[start];
    if (end > start && w.executed + (end - start) <= budget) {
      const std::uint8_t flags = w.exec() == w.state.all_lanes_mask() ? kExecAllOnes : 0;
      for (std::uint32_t step = start; step < end; ++step) w.compact->events.push_back(CompactEvent(step, flags));
      execute_straight(w, t, end);
      if (group.observer != nullptr) {
        for (std::uint32_t step = start; step < end; ++step)  // no memory access: no footprint
          group.observer->observe(group.linear_id, w.id,
                                  expand(group.program->events[step], CompactEvent(step, flags), MemoryFootprint{}));
      }
    }
    step_recorded(w, steps, budget);
  }
}

// Whether the workgroup's observer looks only at the events (the hazard checker): it wants neither lane accesses
// nor matrix operands, which the executor reports as each instruction executes.
bool observes_events_only(const Workgroup& group) {
  return group.access_observer == nullptr && group.matrix_observer == nullptr;
}

// One line: kernel, workgroup, wave, instruction, what happened.
std::string where(const Program& program, const Workgroup& group, const WaveContext& wave) {
  return fmt::format("kernel '{}' workgroup ({},{},{}) wave {}: {}", program.info.display_name(), group.id[0], group.id[1],
                     group.id[2], wave.id, program.describe(wave.current));
}

// Tells the recorder that a workgroup's streams are final when the workgroup ends, normally or by a fault.
struct HandOff {
  HandOff(EventRecorder* recorder, std::uint32_t workgroup) : recorder(recorder), workgroup(workgroup) {}
  HandOff(const HandOff&) = delete;
  HandOff& operator=(const HandOff&) = delete;
  ~HandOff() {
    if (recorder != nullptr) recorder->workgroup_recorded(workgroup, complete);
  }
  EventRecorder* recorder;
  std::uint32_t workgroup;
  bool complete = false;
};

// The waves of one workgroup, reused from workgroup to workgroup (no allocation per workgroup).
struct WorkgroupRunner {
  WorkgroupRunner(const Program& program, const LaunchContext& launch, GlobalMemory& memory, NumericsModel numerics,
                  LdsBounds lds_bounds, Executor executor)
      : program(program), launch(launch), translated(executor == Executor::Translated) {
    group.program = &program;
    group.memory = &memory;
    group.numerics = numerics;
    group.lds_bounds = lds_bounds;
    group.lds_outside = launch.lds_outside;
    group.lds = Lds(isa::lds_allocated_bytes(launch.lds_bytes));  // the range check passes the whole allocation
    group.services = launch.services.get();
    waves.reserve(launch.waves_per_group);
    for (std::uint32_t i = 0; i < launch.waves_per_group; ++i) {
      waves.emplace_back(program.info.wave_size, program.info.vgpr_count);
      waves.back().group = &group;
      waves.back().id = i;
      waves.back().private_lane_bytes = private_segment_bytes(program.info);
    }
    group.waves = waves.data();
    group.wave_count = static_cast<std::uint32_t>(waves.size());
  }

  void run(const std::array<std::uint32_t, 3>& id, std::uint64_t budget, EventRecorder* recorder, ExecutionStats& stats) {
    group.id = id;
    group.linear_id = id[0] + id[1] * launch.grid[0] + id[2] * launch.grid[0] * launch.grid[1];
    group.live_waves = group.wave_count;
    group.barrier_arrived = 0;
    group.barrier_generation = 0;
    std::ranges::fill(group.lds.bytes(), std::byte{0});
    // The recorder hears of every workgroup's end, recorded or not (EventRecorder::workgroup_recorded).
    HandOff hand_off(recorder, group.linear_id);
    const Recording recording = recorder != nullptr ? recorder->recording(group.linear_id) : Recording::Nothing;
    if (recording == Recording::Nothing) recorder = nullptr;
    const bool unobserved = recording == Recording::VectorMemory && observer != nullptr && observer->follows_sample();
    group.observer = unobserved ? nullptr : observer;
    group.access_observer = group.observer != nullptr && group.observer->wants_lane_accesses() ? group.observer : nullptr;
    group.matrix_observer = group.observer != nullptr && group.observer->wants_matrix_operands() ? group.observer : nullptr;
    for (WaveContext& wave : waves) {
      const std::uint16_t sgprs = initialize_wave(program.info, launch, id, wave.id, wave.state);
      if (group.observer != nullptr) {
        group.observer->wave_started(group.linear_id, wave.id,
                                     WaveStart{wave.state.exec, wave.state.all_lanes_mask(), sgprs, 1,
                                               static_cast<std::uint16_t>(program.info.vgpr_count), launch.lds_bytes,
                                               wave.private_lane_bytes});
      }
      wave.next = program.entry;
      wave.current = program.entry;
      // Private memory starts zeroed in every workgroup (the hardware's holds stale data; zero is deterministic).
      wave.scratch.assign(scratch_mapped_bytes(wave), std::byte{0});
      wave.status = WaveStatus::Running;
      wave.barrier_signalled = false;
      wave.barrier_generation = 0;
      wave.mode = program.info.initial_mode;
      wave.reached = {};
      // Into a compact stream when the recorder accepted them (a workgroup recorded for its vector memory accesses
      // only keeps just those).
      const bool compact = compact_events;
      wave.events = recorder != nullptr && !compact ? &recorder->wave_events(group.linear_id, wave.id) : nullptr;
      wave.compact = recorder != nullptr && compact ? &recorder->compact_wave_events(group.linear_id, wave.id) : nullptr;
      wave.vector_memory_only = recording == Recording::VectorMemory;
      // Room for as many events as this wave executed in the previous workgroup (one recorded for its vector memory
      // accesses only: as many as that one's memory accesses): waves of a grid usually run the same instructions, so
      // the stream grows without reallocating.
      if (wave.events != nullptr && !wave.vector_memory_only) wave.events->reserve(wave.executed);
      if (wave.compact != nullptr) {
        wave.compact->events.reserve(wave.vector_memory_only ? wave.recorded_footprints : wave.executed);
        wave.compact->footprints.reserve(wave.recorded_footprints);
      }
      wave.executed = 0;
    }
    const bool observed = recorder != nullptr || group.observer != nullptr;
    const Step* steps = translated ? program.translated->steps.data() : program.steps.data();
    for (bool progress = true; progress;) {
      progress = false;
      for (WaveContext& wave : waves) {
        if (wave.status != WaveStatus::Running) continue;
        progress = true;
        run_guarded(wave, steps, budget, observed);
      }
    }
    for (WaveContext& wave : waves) {
      if (wave.compact != nullptr) {
        wave.recorded_footprints = wave.compact->footprints.size();
        // The model holds the stream until the wave is replayed: without the slack of its growth.
        wave.compact->events.shrink_to_fit();
        wave.compact->footprints.shrink_to_fit();
      }
      if (wave.status != WaveStatus::Ended) {
        throw KernelFault(fmt::format("{}: the workgroup is deadlocked at a barrier", where(program, group, wave)),
                          program.steps[wave.current].pc);
      }
      stats.wave_instructions += wave.executed;
    }
    if (group.observer != nullptr) group.observer->workgroup_finished(group.linear_id);
    hand_off.complete = true;
    stats.waves += waves.size();
    ++stats.workgroups;
  }

  // Adds where it happened (and the instruction's pc, for source lines) to whatever the wave's instruction raised.
  void run_guarded(WaveContext& wave, const Step* steps, std::uint64_t budget, bool observed) {
    const auto located = [&](const std::exception& e) { return fmt::format("{}: {}", where(program, group, wave), e.what()); };
    try {
      const HostRounding rounding(f32_round(wave.mode));
      if (observed && translated && wave.vector_memory_only && group.observer == nullptr) {
        run_translated_recording_vector_memory(wave, *program.translated, budget);
      } else if (translated && wave.compact != nullptr && !wave.vector_memory_only && observes_events_only(group)) {
        run_translated_recording(wave, *program.translated, budget);
      } else if (observed) {
        run_until_blocked<true>(wave, steps, budget);
      } else if (translated) {
        run_translated(wave, *program.translated, budget);
      } else {
        run_until_blocked<false>(wave, steps, budget);
      }
    } catch (const UnimplementedInstruction& e) {
      throw UnimplementedInstruction(located(e), steps[wave.current].pc);
    } catch (const InstructionBudgetExceeded& e) {
      const std::string located_budget = located(e);
      const std::uint32_t pc = steps[wave.current].pc;
      if (!diagnosing) {
        diagnosing = true;
        give_others_their_turn(wave, steps, budget, observed);
        diagnosing = false;
        if (auto waves = deadlocked_waves(wave)) {  // runs the wave on: `where` is taken before
          const std::string at = located_budget.substr(0, located_budget.size() - std::string_view(e.what()).size());
          const std::string message = at + describe_deadlock(*waves);
          throw Deadlock(message, pc, std::move(*waves));
        }
      }
      throw InstructionBudgetExceeded(located_budget, pc);
    } catch (const MemoryFault& e) {  // keeps its type: a HIP runtime reports it as hipErrorIllegalAddress
      throw MemoryFault(located(e), steps[wave.current].pc);
    } catch (const KernelFault& e) {
      throw KernelFault(located(e), steps[wave.current].pc);
    } catch (const std::invalid_argument& e) {  // operands the sim/ core rejects (matrix.h)
      throw KernelFault(located(e), steps[wave.current].pc);
    } catch (const std::out_of_range& e) {
      throw KernelFault(located(e), steps[wave.current].pc);
    }
  }

  // Before a wave's budget is reported: the waves that have not had their turn yet (they run one after another)
  // run until they block or end, as they would beside it on hardware, so that a deadlock shows (deadlock.cpp). A
  // fault of theirs gives way to the budget being reported.
  void give_others_their_turn(const WaveContext& looping, const Step* steps, std::uint64_t budget, bool observed) {
    for (WaveContext& other : waves) {
      if (&other == &looping || other.status != WaveStatus::Running) continue;
      try {
        run_guarded(other, steps, budget, observed);
      } catch (const KernelFault&) {
      }
    }
  }

  const Program& program;
  const LaunchContext& launch;
  const bool translated;        // Executor::Translated: the translated steps (translate.h)
  bool diagnosing = false;      // a budget ran out: the other waves take their turn (give_others_their_turn)
  bool compact_events = false;  // the recorder accepted compact streams
  EventObserver* observer = nullptr;  // the launch's (or this thread's fork of it); group.observer: this workgroup's
  Workgroup group;
  std::vector<WaveContext> waves;
};

}  // namespace

void fault(const std::string& what) { throw KernelFault(what); }

void signal_barrier(WaveContext& wave) {
  Workgroup& group = *wave.group;
  if (wave.barrier_signalled) return;  // a second signal before the barrier completes counts once
  wave.barrier_signalled = true;
  wave.barrier_generation = group.barrier_generation;
  if (++group.barrier_arrived == group.live_waves) complete_barrier(group);
}

void wait_barrier(WaveContext& wave) {
  if (wave.barrier_signalled && wave.barrier_generation == wave.group->barrier_generation) {
    wave.status = WaveStatus::AtBarrier;
  }
}

void end_wave(WaveContext& wave) {
  Workgroup& group = *wave.group;
  wave.status = WaveStatus::Ended;
  --group.live_waves;
  if (wave.barrier_signalled) --group.barrier_arrived;
  wave.barrier_signalled = false;
  // The barrier may now be complete: every remaining wave has signalled it.
  if (group.barrier_arrived > 0 && group.barrier_arrived == group.live_waves) complete_barrier(group);
}

void host_wait(WaveContext& wave) {
  if (wave.group->services != nullptr) wave.group->services->serve_hostcalls(*wave.group->memory);
}

std::uint64_t step_address(const WaveContext& wave, const Step& step) {
  return wave.group->program->info.code_address + step.pc;
}

std::uint32_t step_at_address(const WaveContext& wave, std::uint64_t address) {
  const std::uint64_t base = wave.group->program->info.code_address;
  if (address < base) return Step::kNoTarget;
  return wave.group->program->step_at(address - base);
}

}  // namespace exec

namespace {

std::array<std::uint32_t, 3> workgroup_id(std::uint64_t linear, const std::array<std::uint32_t, 3>& grid) {
  return {static_cast<std::uint32_t>(linear % grid[0]), static_cast<std::uint32_t>(linear / grid[0] % grid[1]),
          static_cast<std::uint32_t>(linear / grid[0] / grid[1])};
}

// Global atomics make the result depend on the order workgroups reach them; such a kernel runs on one thread, in
// dispatch order. (LDS atomics stay inside their workgroup and are deterministic on any thread.)
bool has_global_atomics(const exec::Program& program) {
  return std::ranges::any_of(program.decoded.instructions, [](const isa::DecodedInstruction& d) {
    return d.valid() && d.record->timing == isa::TimingClass::VmemAtomic;
  });
}

unsigned thread_count(const ExecutionOptions& options, const exec::Program& program, std::uint64_t workgroups) {
  unsigned threads = options.threads != 0 ? options.threads : std::max(1u, std::thread::hardware_concurrency());
  if (has_global_atomics(program)) threads = 1;
  return static_cast<unsigned>(std::min<std::uint64_t>(threads, workgroups));
}

// The order workgroups run in: dispatch order, except that the workgroup a recorder's replay waits for
// (WorkgroupOrderHint, workgroup_order.h) runs next. The recorder then holds the streams of the workgroups its
// compute units hold, not those of every workgroup up to the last one it asked for (its units take workgroups
// round-robin and run unevenly: in dispatch order, a unit that ran ahead makes the executor record the next
// workgroups of every slower unit too). Workgroups are independent, so the order changes no result; a kernel with
// global atomics, or a launch with an observer (which sees workgroups in the order they run), keeps dispatch
// order. Not thread-safe: the caller locks.
class WorkgroupOrder {
 public:
  WorkgroupOrder(std::uint64_t workgroups, WorkgroupOrderHint* follow) : workgroups_(workgroups), follow_(follow) {}

  // The next workgroup to run, or nullopt when every workgroup before `stop` has been taken.
  std::optional<std::uint64_t> take(std::uint64_t stop) {
    stop = std::min(stop, workgroups_);
    std::optional<std::uint64_t> next = wanted(stop);
    if (!next && lowest_ < stop) next = lowest_;
    if (next) ahead_.insert(*next);
    for (auto it = ahead_.begin(); it != ahead_.end() && *it == lowest_; it = ahead_.erase(it)) ++lowest_;
    return next;
  }

 private:
  // The workgroup the recorder waits for, if it comes before `stop` and nobody took it yet.
  std::optional<std::uint64_t> wanted(std::uint64_t stop) const {
    if (follow_ == nullptr) return std::nullopt;
    const std::optional<std::uint32_t> w = follow_->wanted_workgroup();
    if (!w || *w >= stop || *w < lowest_ || ahead_.contains(*w)) return std::nullopt;
    return *w;
  }

  const std::uint64_t workgroups_;
  WorkgroupOrderHint* const follow_;
  std::uint64_t lowest_ = 0;       // the first workgroup not taken yet
  std::set<std::uint64_t> ahead_;  // taken out of order, above lowest_
};

// The recorder whose wanted workgroups decide the order (WorkgroupOrder), or nullptr: dispatch order.
WorkgroupOrderHint* order_follows(const ExecutionOptions& options, const exec::Program& program) {
  if (options.observer != nullptr || has_global_atomics(program)) return nullptr;
  return dynamic_cast<WorkgroupOrderHint*>(options.recorder);
}

// Workgroups handed out to several threads in the order of WorkgroupOrder. A fault stops the handing out of later
// workgroups; the one reported is the fault of the first faulting workgroup in dispatch order, as in a serial run
// (every earlier workgroup not handed out yet still is, so each of them runs).
class ParallelDispatch {
 public:
  ParallelDispatch(const exec::Program& program, const exec::LaunchContext& launch, GlobalMemory& memory,
                   NumericsModel numerics, const ExecutionOptions& options, std::uint64_t workgroups,
                   bool compact_events)
      : program_(program), launch_(launch), memory_(memory), numerics_(numerics), options_(options),
        compact_events_(compact_events), order_(workgroups, order_follows(options, program)),
        stop_after_(workgroups) {}

  ExecutionStats run(unsigned threads) {
    std::vector<ExecutionStats> stats(threads);
    {
      std::vector<std::jthread> workers;
      for (unsigned t = 0; t < threads; ++t) workers.emplace_back([this, &stats, t] { work(stats[t]); });
    }
    if (first_fault_) std::rethrow_exception(first_fault_);
    ExecutionStats total;
    for (const ExecutionStats& s : stats) {
      total.wave_instructions += s.wave_instructions;
      total.waves += s.waves;
      total.workgroups += s.workgroups;
    }
    return total;
  }

 private:
  void work(ExecutionStats& stats) {
    exec::WorkgroupRunner runner(program_, launch_, memory_, numerics_, options_.lds_bounds, options_.executor);
    runner.compact_events = compact_events_;
    for (std::optional<std::uint64_t> next = take(); next; next = take()) {
      const std::uint64_t linear = *next;
      try {
        if (options_.observer == nullptr) {
          runner.run(workgroup_id(linear, launch_.grid), options_.instruction_budget, options_.recorder, stats);
          continue;
        }
        // One observer per workgroup: merged in dispatch order afterwards.
        std::unique_ptr<EventObserver> observer = options_.observer->fork();
        runner.observer = observer.get();
        runner.run(workgroup_id(linear, launch_.grid), options_.instruction_budget, options_.recorder, stats);
        merge_in_order(linear, std::move(observer));
      } catch (...) {
        const std::scoped_lock lock(fault_mutex_);
        if (linear < stop_after_) {
          stop_after_ = linear;
          first_fault_ = std::current_exception();
        }
      }
    }
  }

  std::optional<std::uint64_t> take() {
    const std::scoped_lock lock(order_mutex_);
    return order_.take(stop_after_);
  }

  // Merges the workgroups' observers in dispatch order as soon as every earlier one is merged, so only those of
  // workgroups that finished ahead of an earlier one are held.
  void merge_in_order(std::uint64_t linear, std::unique_ptr<EventObserver> observer) {
    const std::scoped_lock lock(merge_mutex_);
    finished_.emplace(linear, std::move(observer));
    for (auto it = finished_.begin(); it != finished_.end() && it->first == merged_; it = finished_.erase(it)) {
      options_.observer->merge(*it->second);
      ++merged_;
    }
  }

  const exec::Program& program_;
  const exec::LaunchContext& launch_;
  GlobalMemory& memory_;
  NumericsModel numerics_;
  const ExecutionOptions& options_;
  const bool compact_events_;
  std::mutex order_mutex_;
  WorkgroupOrder order_;
  std::atomic<std::uint64_t> stop_after_;  // no workgroup after this one starts (a fault happened in it)
  std::mutex fault_mutex_;
  std::exception_ptr first_fault_;
  std::mutex merge_mutex_;
  std::map<std::uint64_t, std::unique_ptr<EventObserver>> finished_;  // observed workgroups not merged yet
  std::uint64_t merged_ = 0;  // workgroups merged so far
};

}  // namespace

namespace {

std::string_view access_word(bool write) { return write ? "write" : "read"; }
std::string_view plural(std::uint64_t count) { return count == 1 ? "" : "es"; }

// The launch's one warning line about the accesses it made outside its memory where a GPU does not fault: past an
// allocation's end inside its mapped pages, and outside the workgroup's LDS (dropped); nothing when it made none.
void warn_outside_accesses(const std::string& kernel, GlobalMemory& memory, const exec::LdsOutsideLog& lds,
                           const ExecutionOptions& options) {
  const std::optional<OutsideAccess> global = memory.take_outside_accesses();
  const std::optional<exec::LdsOutsideLog::Access> local = lds.first();
  if (!global && !local) return;
  std::string line = fmt::format("kernel '{}' made ", kernel);
  if (global) {
    line += fmt::format(
        "{} access{} outside every allocation but inside mapped pages (the first: {}-byte {} at {:#x} past the end of "
        "'{}' [{:#x}, {:#x}) ({} bytes), reaching up to {} bytes past it)",
        global->count, plural(global->count), global->size, access_word(global->write), global->address,
        global->allocation, global->allocation_base, global->allocation_base + global->allocation_size,
        global->allocation_size, global->reach);
  }
  if (local) {
    line += fmt::format("{}{} LDS access{} outside the workgroup's {}-byte LDS, which read 0 or wrote nothing (the first: "
                        "{}-byte {} at {:#x})",
                        global ? " and " : "", local->count, plural(local->count), local->lds_bytes, local->size,
                        access_word(local->write), local->address);
  }
  line += "; a GPU does not fault there, so neither does the run; --check memory reports where";
  if (options.warning) {
    options.warning(line);
  } else {
    fmt::print(stderr, "wmmasim: warning: {}\n", line);
  }
}

ExecutionStats run_launch(const exec::Program& p, const Dispatch& dispatch, GlobalMemory& memory,
                          const ExecutionOptions& options, exec::LdsOutsideLog& lds_outside);

}  // namespace

ExecutionStats execute(const KernelProgram& program, const Dispatch& dispatch, GlobalMemory& memory,
                       const ExecutionOptions& options) {
  const exec::Program& p = program.impl();
  memory.take_outside_accesses();  // what host copies left there is not this launch's
  exec::LdsOutsideLog lds_outside;
  // A launch that faults says only that (one line); the log is cleared by the next launch.
  ExecutionStats stats = run_launch(p, dispatch, memory, options, lds_outside);
  warn_outside_accesses(p.info.display_name(), memory, lds_outside, options);
  return stats;
}

namespace {

ExecutionStats run_launch(const exec::Program& p, const Dispatch& dispatch, GlobalMemory& memory,
                          const ExecutionOptions& options, exec::LdsOutsideLog& lds_outside) {
  exec::LaunchContext launch = exec::prepare_launch(p.info, dispatch, memory);
  launch.lds_outside = &lds_outside;
  struct Release {
    const exec::LaunchContext& launch;
    GlobalMemory& memory;
    ~Release() { exec::release_launch(launch, memory); }
  } release{launch, memory};
  if (options.observer != nullptr) exec::announce_runtime_memory(memory, *options.observer);
  const NumericsModel numerics = options.numerics.value_or(default_numerics_model(p.info.target.family));
  const std::uint64_t workgroups = std::uint64_t{dispatch.grid[0]} * dispatch.grid[1] * dispatch.grid[2];
  const unsigned threads = thread_count(options, p, workgroups);
  const bool compact_events = options.recorder != nullptr && p.events.size() < CompactEvent::kMaxSteps &&
                              options.recorder->accepts_compact(p.events);
  if (threads > 1)
    return ParallelDispatch(p, launch, memory, numerics, options, workgroups, compact_events).run(threads);

  exec::WorkgroupRunner runner(p, launch, memory, numerics, options.lds_bounds, options.executor);
  runner.compact_events = compact_events;
  runner.observer = options.observer;
  ExecutionStats stats;
  WorkgroupOrder order(workgroups, order_follows(options, p));
  for (std::optional<std::uint64_t> linear = order.take(workgroups); linear; linear = order.take(workgroups)) {
    try {
      runner.run(workgroup_id(*linear, dispatch.grid), options.instruction_budget, options.recorder, stats);
    } catch (...) {
      // As in dispatch order: an earlier workgroup not run yet that faults is the one reported. The recorder
      // heard of the fault (the launch stops), so they run unrecorded.
      const std::exception_ptr fault = std::current_exception();
      for (std::optional<std::uint64_t> earlier = order.take(*linear); earlier; earlier = order.take(*linear))
        runner.run(workgroup_id(*earlier, dispatch.grid), options.instruction_budget, nullptr, stats);
      std::rethrow_exception(fault);
    }
  }
  return stats;
}

// The name of a buffer's allocation: its own, else its argument's, so a fault says which buffer it ran off.
std::string allocation_name(const KernelInfo& info, const KernelLaunch::Buffer& buffer) {
  if (!buffer.name.empty()) return buffer.name;
  const auto explicit_args = info.explicit_args();
  std::string name = fmt::format("argument at kernarg offset {}", buffer.kernarg_offset);
  for (std::size_t i = 0; i < explicit_args.size(); ++i) {
    if (explicit_args[i]->offset == buffer.kernarg_offset) {
      name = explicit_args[i]->name.empty() ? fmt::format("argument {}", i)
                                            : fmt::format("argument {} ({})", i, explicit_args[i]->name);
    }
  }
  return name;
}

}  // namespace

SimulatedLaunch run_on_simulator(const KernelProgram& program, const KernelLaunch& launch,
                                 const ExecutionOptions& options) {
  GlobalMemory memory;
  return run_on_simulator(program, launch, options, memory);
}

SimulatedLaunch run_on_simulator(const KernelProgram& program, const KernelLaunch& launch,
                                 const ExecutionOptions& options, GlobalMemory& memory) {
  Dispatch dispatch = launch.dispatch;
  std::vector<std::uint64_t> addresses;
  for (const KernelLaunch::Buffer& buffer : launch.buffers) {
    if (buffer.kernarg_offset + 8 > dispatch.kernarg.size()) {
      throw LaunchError(fmt::format("a buffer's kernarg offset {} is past the {} bytes of arguments",
                                    buffer.kernarg_offset, dispatch.kernarg.size()));
    }
    const std::uint64_t address =
        memory.allocate(allocation_name(program.info(), buffer), std::max<std::size_t>(buffer.contents.size(), 1));
    if (!buffer.contents.empty()) memory.write(address, buffer.contents);
    if (buffer.copied && options.recorder != nullptr) options.recorder->copied_to_device(address, buffer.contents.size());
    std::memcpy(dispatch.kernarg.data() + buffer.kernarg_offset, &address, sizeof address);
    addresses.push_back(address);
  }
  for (const KernelLaunch::Pointer& p : launch.pointers) {
    if (p.buffer >= addresses.size() || p.kernarg_offset + 8 > dispatch.kernarg.size()) {
      throw LaunchError(fmt::format("a pointer at kernarg offset {} names no buffer or lies past the arguments",
                                    p.kernarg_offset));
    }
    const std::uint64_t address = addresses[p.buffer] + p.offset;
    std::memcpy(dispatch.kernarg.data() + p.kernarg_offset, &address, sizeof address);
  }
  SimulatedLaunch result;
  result.stats = execute(program, dispatch, memory, options);
  for (std::size_t i = 0; i < launch.buffers.size(); ++i) {
    std::vector<std::byte> contents(launch.buffers[i].contents.size());
    if (!contents.empty()) memory.read(addresses[i], contents);
    result.buffers.push_back(std::move(contents));
  }
  return result;
}

}  // namespace wmmasim::sim
