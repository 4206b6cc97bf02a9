#include "wmmasim/timing/model.h"

#include <algorithm>
#include <memory>
#include <fmt/format.h>

#include "wmmasim/timing/memory_hierarchy.h"

namespace wmmasim::sim {

Occupancy occupancy_for(const MachineDescription& machine, const TimingLaunch& launch) {
  const int units_per_placement = launch.wgp_mode ? 2 : 1;  // compute units a workgroup's placement unit spans
  if (launch.wgp_mode && machine.compute_units % 2 != 0)
    throw MachineError(fmt::format("kernel {}: WGP mode needs an even number of compute units ({} has {})",
                                   launch.name, machine.name, machine.compute_units));
  Occupancy occupancy{machine.max_waves_per_simd, 0, machine.simds_per_cu * units_per_placement, "waves",
                      launch.wgp_mode ? "WGP" : "CU"};
  if (launch.vgprs > 0) {
    // A wave64 register is twice as wide: it takes two wave32 register rows of the file.
    const int granule = machine.vgpr_alloc_granule;
    const int allocated = (launch.vgprs + granule - 1) / granule * granule * (launch.wave_size / 32);
    const int by_vgprs = machine.vgprs_per_simd_lane / allocated;
    if (by_vgprs < occupancy.waves_per_simd) {
      occupancy.waves_per_simd = by_vgprs;
      occupancy.limited_by = "vgprs";
    }
  }
  const int waves_per_group = static_cast<int>(launch.waves_per_workgroup());
  occupancy.workgroups_per_unit = occupancy.waves_per_simd * occupancy.simds_per_unit / std::max(waves_per_group, 1);
  if (launch.lds_bytes > 0) {
    const int by_lds = machine.lds_bytes_per_cu * units_per_placement / launch.lds_bytes;
    if (by_lds < occupancy.workgroups_per_unit) {
      occupancy.workgroups_per_unit = by_lds;
      occupancy.limited_by = "lds";
    }
  }
  if (occupancy.workgroups_per_unit < 1)
    throw MachineError(fmt::format(
        "kernel {}: a workgroup of {} waves, {} VGPRs and {} bytes of LDS does not fit on one {} of {}: "
        "reduce the block size, VGPRs or LDS",
        launch.name, waves_per_group, launch.vgprs, launch.lds_bytes, occupancy.unit, machine.name));
  return occupancy;
}

TimingModel::TimingModel(MachineDescription machine, TimingLaunch launch, TimingOptions options)
    : machine_(std::move(machine)),
      launch_(std::move(launch)),
      options_(options),
      events_(launch_.workgroup_count(), std::vector<std::vector<TimingEvent>>(launch_.waves_per_workgroup())) {}

std::vector<TimingEvent>& TimingModel::wave_events(std::uint32_t workgroup, std::uint32_t wave) {
  return events_.at(workgroup).at(wave);
}

namespace {

// Workgroups go to compute units (WGP mode: workgroup processors) round-robin in dispatch order (workgroup w to
// unit w mod units); within a unit a workgroup's waves are spread over the SIMDs, each to the SIMD with the fewest
// resident waves.
void launch_workgroup(CuSimulator& cu, int simds, std::uint32_t workgroup, std::vector<std::vector<TimingEvent>>& waves,
                      std::uint64_t cycle) {
  for (std::uint32_t w = 0; w < waves.size(); ++w) {
    int simd = 0;
    for (int s = 1; s < simds; ++s)
      if (cu.resident_waves(s) < cu.resident_waves(simd)) simd = s;
    WaveSlot slot{workgroup, w, static_cast<std::uint8_t>(simd), cycle};
    cu.add_wave(slot, waves[w]);
  }
}

}  // namespace

TimingResult TimingModel::finish() {
  TimingResult result;
  result.kernel = launch_.name;
  result.machine = machine_;
  result.occupancy = occupancy_for(machine_, launch_);
  result.waves_per_workgroup = launch_.waves_per_workgroup();

  // Compute units share the memory system, so they advance together in windows of kWindow cycles: accesses reach
  // it roughly in time order. Each is deterministic, so the result does not depend on how the events were filled.
  constexpr std::uint64_t kWindow = 256;
  MemorySystem memory(machine_);
  const int simds = result.occupancy.simds_per_unit;
  const auto cus = static_cast<std::uint32_t>(machine_.compute_units / (launch_.wgp_mode ? 2 : 1));  // units
  const auto workgroups = static_cast<std::uint32_t>(events_.size());
  const auto launch_delay = static_cast<std::uint64_t>(machine_.wave_launch);
  struct Unit {
    std::unique_ptr<CuSimulator> cu;
    std::uint32_t next;  // next workgroup for this compute unit
  };
  std::vector<Unit> units;
  for (std::uint32_t c = 0; c < cus && c < workgroups; ++c) {
    Unit unit{std::make_unique<CuSimulator>(machine_, memory, simds, launch_.wave_size, c,
                                            options_.record_instructions),
              c};
    for (int slot = 0; slot < result.occupancy.workgroups_per_unit && unit.next < workgroups; ++slot, unit.next += cus)
      launch_workgroup(*unit.cu, simds, unit.next, events_[unit.next], launch_delay);
    units.push_back(std::move(unit));
  }

  std::vector<std::pair<std::uint64_t, StallBreakdown>> per_cu;  // end cycle, breakdown up to it
  for (std::uint64_t limit = kWindow, window = 0; per_cu.size() < units.size(); limit += kWindow, ++window) {
    // Each window starts with another compute unit, so none is always first at a contended line.
    for (std::uint32_t i = 0; i < units.size(); ++i) {
      const auto c = static_cast<std::uint32_t>((i + window) % units.size());
      Unit& unit = units[c];
      if (!unit.cu) continue;
      while (const auto ended = unit.cu->run_until_workgroup_ends(limit)) {
        if (unit.next < workgroups) {
          launch_workgroup(*unit.cu, simds, unit.next, events_[unit.next], ended->cycle + launch_delay);
          unit.next += cus;
        }
      }
      if (!unit.cu->finished()) continue;
      const std::uint64_t end = unit.cu->last_cycle() + 1;
      per_cu.emplace_back(end, unit.cu->stall_breakdown(end));
      result.cycles = std::max(result.cycles, end);
      result.wmma_flops += unit.cu->wmma_flops();
      auto& timeline = unit.cu->instructions();
      result.timeline.insert(result.timeline.end(), timeline.begin(), timeline.end());
      for (std::uint32_t w = c; w < workgroups; w += cus) {
        for (const auto& wave : events_[w]) result.instructions += wave.size();
        events_[w] = {};
      }
      unit.cu.reset();
    }
  }

  // Every SIMD-cycle of the machine: compute units that finished early, or got no work, were idle.
  const auto simds_per_unit = static_cast<std::uint64_t>(simds);
  for (const auto& [end, stalls] : per_cu) {
    result.stalls += stalls;
    result.stalls[StallReason::Idle] += (result.cycles - end) * simds_per_unit;
  }
  result.stalls[StallReason::Idle] += (cus - per_cu.size()) * simds_per_unit * result.cycles;
  if (result.cycles > 0)
    result.flop_per_clk_per_cu =
        static_cast<double>(result.wmma_flops) / (static_cast<double>(result.cycles) * machine_.compute_units);
  return result;
}

}  // namespace wmmasim::sim
