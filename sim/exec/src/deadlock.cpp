// A workgroup that cannot finish: one wave loops (its budget ran out) without reaching the barrier the other waves
// wait at. On hardware it hangs for ever, so the run names the deadlock instead of a "runaway kernel": which waves
// wait, where, and what the looping wave polls. The memory it polls is found by running that wave on for a while
// (its registers are discarded with the failed launch): the loop's loads, as long as it writes nothing.
#include <fmt/format.h>
#include <fmt/ranges.h>

#include <map>
#include <utility>

#include "internal.h"

namespace wmmasim::sim::exec {
namespace {

constexpr int kProbeInstructions = 4096;  // many turns of any spin loop

bool is_barrier(const Step& step) {
  return step.decoded != nullptr && step.decoded->valid() &&
         step.decoded->record->mnemonic.starts_with("s_barrier");
}

struct Poll {
  std::uint32_t first_seen = 0;
  int executions = 0;
  MemoryFootprint footprint;
  std::string_view mnemonic;
};

// Runs `w` on without observers and stops before anything that writes memory or touches the barrier: the loads it
// repeats, by pc.
std::map<std::uint32_t, Poll> probe_loads(WaveContext& w) {
  const Program& program = *w.group->program;
  Workgroup& group = *w.group;
  EventObserver* const access_observer = std::exchange(group.access_observer, nullptr);
  EventObserver* const matrix_observer = std::exchange(group.matrix_observer, nullptr);
  std::map<std::uint32_t, Poll> loads;
  try {
    for (std::uint32_t i = 0; i < kProbeInstructions && w.status == WaveStatus::Running; ++i) {
      const std::uint32_t index = w.next;
      if (index >= program.events.size()) break;
      const Step& step = program.steps[index];
      const TimingEvent& event = program.events[index];
      if (event.memory == MemoryAccess::Store || event.memory == MemoryAccess::Atomic || is_barrier(step)) break;
      if (event.memory == MemoryAccess::Load) {
        Poll& poll = loads.try_emplace(step.pc, Poll{i, 0, {}, {}}).first->second;
        poll.footprint = memory_footprint(w, step, event);
        poll.mnemonic = step.decoded->record->mnemonic;
        ++poll.executions;
      }
      w.current = index;
      w.next = step.next;
      step.execute(w, step);
    }
  } catch (const std::exception&) {  // a fault ends the probe; the budget is what the launch reports
  }
  group.access_observer = access_observer;
  group.matrix_observer = matrix_observer;
  return loads;
}

// The looping wave: what it polls (the first load its loop repeats), or that it runs on.
DeadlockedWave looping_wave(WaveContext& w) {
  const std::uint32_t pc = w.group->program->steps[w.current].pc;
  const std::map<std::uint32_t, Poll> loads = probe_loads(w);
  const Poll* polled = nullptr;
  std::uint32_t polled_pc = 0;
  for (const auto& [load_pc, poll] : loads) {
    if (poll.executions > 1 && (polled == nullptr || poll.first_seen < polled->first_seen)) {
      polled = &poll;
      polled_pc = load_pc;
    }
  }
  if (polled == nullptr) return {w.id, pc, ""};
  return {w.id, polled_pc,
          fmt::format("{} bytes at {:#x} ({})", polled->footprint.span, polled->footprint.address, polled->mnemonic)};
}

}  // namespace

std::optional<std::vector<DeadlockedWave>> deadlocked_waves(WaveContext& looping) {
  const Workgroup& group = *looping.group;
  std::vector<DeadlockedWave> waiting;
  for (std::uint32_t i = 0; i < group.wave_count; ++i) {
    const WaveContext& wave = group.waves[i];
    if (&wave != &looping && wave.status == WaveStatus::AtBarrier)
      waiting.push_back({wave.id, group.program->steps[wave.current].pc, "the barrier"});
  }
  if (waiting.empty() || looping.barrier_signalled) return std::nullopt;
  std::vector<DeadlockedWave> waves{looping_wave(looping)};
  waves.insert(waves.end(), waiting.begin(), waiting.end());
  return waves;
}

std::string describe_deadlock(const std::vector<DeadlockedWave>& waves) {
  const DeadlockedWave& looping = waves.front();
  std::vector<std::string> ids;
  for (std::size_t i = 1; i < waves.size(); ++i) ids.push_back(std::to_string(waves[i].wave));
  const std::string loop = looping.waits_for.empty() ? fmt::format("loops at pc {:#x}", looping.pc)
                                                    : fmt::format("polls {} at pc {:#x}", looping.waits_for, looping.pc);
  return fmt::format("deadlock: wave {} {} and never reaches the barrier that wave{} {} wait{} at (pc {:#x})",
                     looping.wave, loop, ids.size() > 1 ? "s" : "", fmt::join(ids, ", "), ids.size() > 1 ? "" : "s",
                     waves[1].pc);
}

}  // namespace wmmasim::sim::exec
