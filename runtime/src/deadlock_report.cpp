#include "deadlock_report.h"

#include <fmt/format.h>

namespace wmmasim::hiprt {

sim::CheckReport deadlock_report(const std::string& kernel, const sim::Deadlock& deadlock) {
  const std::vector<sim::DeadlockedWave>& waves = deadlock.waves();
  const sim::DeadlockedWave& looping = waves.front();
  sim::CheckReport report{sim::CheckKind::Sync, kernel, "deadlock", "", {}, 1};
  report.detail = looping.waits_for.empty()
                      ? fmt::format("wave {} loops and never reaches the barrier the other waves wait at", looping.wave)
                      : fmt::format("wave {} polls {} and never reaches the barrier the other waves wait at",
                                    looping.wave, looping.waits_for);
  report.sites.push_back({looping.pc, 0, looping.wave, -1, "", looping.waits_for.empty() ? "loop" : "poll"});
  for (std::size_t i = 1; i < waves.size(); ++i) report.sites.push_back({waves[i].pc, 0, waves[i].wave, -1, "", "barrier wait"});
  return report;
}

std::string deadlock_sources(const sim::Deadlock& deadlock, const sim::PcLocator& locate) {
  std::string text;
  for (std::size_t i = 1; i < deadlock.waves().size(); ++i) {
    const sim::DeadlockedWave& wave = deadlock.waves()[i];
    const std::string line = locate(wave.pc).line;
    if (!line.starts_with("pc ")) text += fmt::format("; wave {} waits at the barrier at {}", wave.wave, line);
  }
  return text;
}

}  // namespace wmmasim::hiprt
