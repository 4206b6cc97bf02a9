#include "wmmasim/timing/model.h"

#include <algorithm>
#include <memory>
#include <unordered_map>
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
    : machine_(at_shader_clock(machine, options.shader_clock_mhz)),
      launch_(std::move(launch)),
      options_(options),
      events_(launch_.workgroup_count()) {}

std::vector<TimingEvent>& TimingModel::wave_events(std::uint32_t workgroup, std::uint32_t wave) {
  RecordedWave& recorded = waves_of(workgroup).at(wave);
  if (!recorded.compact.empty()) {
    const std::vector<TimingEvent> expanded = expand(recorded.compact, static_events_);
    recorded.full.insert(recorded.full.end(), expanded.begin(), expanded.end());
    recorded.compact = {};
  }
  return recorded.full;
}

bool TimingModel::accepts_compact(std::span<const TimingEvent> static_events) {
  static_events_.assign(static_events.begin(), static_events.end());
  return true;
}

void TimingModel::copied_to_device(std::uint64_t address, std::uint64_t bytes) { copied_.emplace_back(address, bytes); }

CompactWaveEvents& TimingModel::compact_wave_events(std::uint32_t workgroup, std::uint32_t wave) {
  return waves_of(workgroup).at(wave).compact;
}

// Workgroups go to compute units (WGP mode: workgroup processors) round-robin in dispatch order (workgroup w to
// unit w mod units); within a unit a workgroup's waves are spread over the SIMDs, each to the SIMD with the fewest
// resident waves.
void TimingModel::launch_workgroup(CuSimulator& cu, int simds, std::uint32_t workgroup, std::uint64_t cycle) {
  const std::vector<RecordedWave>& waves = waves_of(workgroup);
  for (std::uint32_t w = 0; w < waves.size(); ++w) {
    int simd = 0;
    for (int s = 1; s < simds; ++s)
      if (cu.resident_waves(s) < cu.resident_waves(simd)) simd = s;
    WaveSlot slot{workgroup, w, static_cast<std::uint8_t>(simd), cycle};
    if (!waves[w].compact.empty())
      cu.add_wave(slot, waves[w].compact, static_events_);
    else
      cu.add_wave(slot, waves[w].full);
  }
}

namespace {

// Sampling keeps the L2 reuse of the units it does not simulate: each of them follows the simulated unit at or
// before it, workgroup for workgroup in dispatch order (its k-th workgroup runs when the leader's k-th does). When a
// simulated wave makes its n-th vector memory access, the same wave of each following workgroup makes its n-th at
// the same cycle (its lines fill the L2, its bytes take DRAM and L2-channel time); when the simulated wave ends,
// the rest of theirs.
class FollowingWorkgroups final : public VectorAccessFollower {
 public:
  explicit FollowingWorkgroups(MemorySystem& memory) : memory_(memory) {}

  // A workgroup's `waves` (each kept only its vector memory events) follow workgroup `leader`.
  void add(std::uint32_t leader, std::vector<std::vector<TimingEvent>*> waves) {
    for (auto* wave : waves) std::erase_if(*wave, [](const TimingEvent& e) { return !is_vector_memory(e.cls); });
    const std::size_t count = waves.size();
    followers_[leader].push_back({std::move(waves), std::vector<std::size_t>(count, 0)});
  }

  void accessed(const WaveSlot& wave, std::uint32_t rank, std::uint64_t cycle) override {
    replay(wave, std::size_t{rank} + 1, cycle);
  }
  void ended(const WaveSlot& wave, std::uint64_t cycle) override {
    replay(wave, SIZE_MAX, cycle);
    const auto it = followers_.find(wave.workgroup);
    if (it == followers_.end()) return;
    for (Follower& f : it->second)
      if (wave.wave < f.waves.size()) std::vector<TimingEvent>().swap(*f.waves[wave.wave]);
  }

 private:
  struct Follower {
    std::vector<std::vector<TimingEvent>*> waves;  // per wave: its full stream
    std::vector<std::size_t> next;  // per wave: its next access
  };
  // The following waves' accesses up to (not including) `until`, at `cycle`.
  void replay(const WaveSlot& wave, std::size_t until, std::uint64_t cycle) {
    const auto it = followers_.find(wave.workgroup);
    if (it == followers_.end()) return;
    for (Follower& f : it->second) {
      if (wave.wave >= f.waves.size()) continue;
      const std::vector<TimingEvent>& accesses = *f.waves[wave.wave];
      for (std::size_t& next = f.next[wave.wave]; next < std::min(until, accesses.size()); ++next)
        memory_.completion_cycle(accesses[next], cycle);
    }
  }

  MemorySystem& memory_;
  std::unordered_map<std::uint32_t, std::vector<Follower>> followers_;  // by leading workgroup
};

}  // namespace

Bottleneck bottleneck_of(const TimingResult& r) {
  Bottleneck b;
  if (r.cycles == 0) return b;
  const double cycles = static_cast<double>(r.cycles);
  const double simd_cycles = cycles * r.machine.simd_count();
  b.matrix_pipe = static_cast<double>(r.matrix_busy_cycles) / simd_cycles;
  b.issue = static_cast<double>(r.stalls.issue_cycles) / simd_cycles;
  b.lds = static_cast<double>(r.traffic.lds_bytes) /
          (cycles * r.machine.compute_units * std::max(r.machine.lds_bytes_per_cycle, 1));
  b.l2 = static_cast<double>(r.traffic.l2_channel_busy_cycles) / (cycles * std::max(r.machine.l2_channels, 1));
  b.dram = r.dram_bytes_per_cycle > 0 ? static_cast<double>(r.traffic.dram_bytes) / (cycles * r.dram_bytes_per_cycle) : 0;
  const std::pair<double, const char*> candidates[] = {
      {b.matrix_pipe, "matrix pipe"}, {b.issue, "compute"}, {b.lds, "LDS"}, {b.l2, "L2"}, {b.dram, "DRAM"}};
  const auto& top = *std::max_element(std::begin(candidates), std::end(candidates),
                                      [](const auto& x, const auto& y) { return x.first < y.first; });
  b.bound = top.first >= Bottleneck::kBoundThreshold ? top.second : "latency/occupancy";
  return b;
}

TimingResult TimingModel::finish() {
  TimingResult result;
  result.kernel = launch_.name;
  result.machine = machine_;
  result.occupancy = occupancy_for(machine_, launch_);
  result.waves_per_workgroup = launch_.waves_per_workgroup();

  const int simds = result.occupancy.simds_per_unit;
  const std::uint32_t cus = units();
  const auto workgroups = static_cast<std::uint32_t>(events_.size());
  const std::uint32_t with_work = units_with_work();
  const std::uint32_t simulated = simulated_units();
  result.units_with_work = with_work;
  result.simulated_units = simulated;
  const double scale = simulated > 0 ? static_cast<double>(with_work) / simulated : 1.0;  // extrapolation

  // Compute units share the memory system, so they advance together in windows of kWindow cycles: accesses reach
  // it roughly in time order. Each is deterministic, so the result does not depend on how the events were filled.
  constexpr std::uint64_t kWindow = 256;
  const bool follow = recorded_unsimulated_accesses();
  const double share = follow ? 1.0 : 1.0 / scale;  // of the shared rates the simulated accesses get
  MemorySystem memory(machine_, share);
  if (device_caches_ != nullptr) memory.start_with(*device_caches_);
  for (const auto& [address, bytes] : copied_) memory.copied_before_launch(address, bytes);
  FollowingWorkgroups followers(memory);
  if (follow) {
    for (std::uint32_t i = 0; i < simulated; ++i) {
      const std::uint32_t leader = sampled_unit(i), end = i + 1 < simulated ? sampled_unit(i + 1) : with_work;
      for (std::uint32_t unit = leader + 1; unit < end; ++unit)
        for (std::uint32_t k = 0; unit + k * cus < workgroups; ++k)
          followers.add(leader + k * cus, full_streams(unit + k * cus));
    }
  }
  const auto launch_delay = static_cast<std::uint64_t>(machine_.wave_launch);
  struct Unit {
    std::unique_ptr<CuSimulator> cu;
    std::uint32_t next;  // next workgroup for this compute unit
  };
  std::vector<Unit> units;
  for (std::uint32_t i = 0; i < simulated; ++i) {
    const std::uint32_t c = sampled_unit(i);
    Unit unit{std::make_unique<CuSimulator>(machine_, memory, simds, launch_.wave_size, c,
                                            options_.record_instructions),
              c};
    if (follow) unit.cu->follow_with(&followers);
    for (int slot = 0; slot < result.occupancy.workgroups_per_unit && unit.next < workgroups; ++slot, unit.next += cus)
      launch_workgroup(*unit.cu, simds, unit.next, launch_delay);
    units.push_back(std::move(unit));
  }

  std::vector<std::pair<std::uint64_t, StallBreakdown>> per_cu;  // end cycle, breakdown up to it
  std::array<std::uint64_t, kInstructionGroups> counts{};
  std::uint64_t flops = 0, matrix_busy = 0, waves = 0;
  for (std::uint64_t limit = kWindow, window = 0; per_cu.size() < units.size(); limit += kWindow, ++window) {
    // Each window starts with another compute unit, so none is always first at a contended line.
    for (std::uint32_t i = 0; i < units.size(); ++i) {
      Unit& unit = units[static_cast<std::uint32_t>((i + window) % units.size())];
      if (!unit.cu) continue;
      while (const auto ended = unit.cu->run_until_workgroup_ends(limit)) {
        if (unit.next < workgroups) {
          launch_workgroup(*unit.cu, simds, unit.next, ended->cycle + launch_delay);
          unit.next += cus;
        }
      }
      if (!unit.cu->finished()) continue;
      const std::uint64_t end = unit.cu->last_cycle() + 1;
      per_cu.emplace_back(end, unit.cu->stall_breakdown(end));
      result.cycles = std::max(result.cycles, end);
      flops += unit.cu->wmma_flops();
      matrix_busy += unit.cu->matrix_busy_cycles();
      for (int g = 0; g < kInstructionGroups; ++g) counts[static_cast<std::size_t>(g)] += unit.cu->instruction_counts()[static_cast<std::size_t>(g)];
      const std::vector<PcProfile>& profile = unit.cu->pc_profile();
      if (result.pc_profile.size() < profile.size()) result.pc_profile.resize(profile.size());
      for (std::size_t i = 0; i < profile.size(); ++i) result.pc_profile[i] += profile[i];
      auto& timeline = unit.cu->instructions();
      result.timeline.insert(result.timeline.end(), timeline.begin(), timeline.end());
      const std::uint32_t c = unit.cu->index();
      for (std::uint32_t w = c; w < workgroups; w += cus) {
        for (const auto& wave : events_[w]) result.instructions += wave.size(), waves += wave.empty() ? 0 : 1;
        events_[w] = {};
      }
      unit.cu.reset();
    }
  }

  const auto extrapolate = [&](std::uint64_t value) {
    return static_cast<std::uint64_t>(std::llround(static_cast<double>(value) * scale));
  };
  result.wmma_flops = extrapolate(flops);
  result.instructions = extrapolate(result.instructions);
  result.waves = extrapolate(waves);
  result.matrix_busy_cycles = extrapolate(matrix_busy);
  for (int g = 0; g < kInstructionGroups; ++g) result.instruction_counts[static_cast<std::size_t>(g)] = extrapolate(counts[static_cast<std::size_t>(g)]);
  if (device_caches_ != nullptr) *device_caches_ = memory.caches_after();
  result.traffic = memory.traffic();
  for (std::uint64_t* v : {&result.traffic.lds_bytes, &result.traffic.scalar_bytes, &result.traffic.lds_bank_conflict_cycles})
    *v = extrapolate(*v);
  if (!follow) {  // else the memory system saw every unit's vector accesses
    for (std::uint64_t* v : {&result.traffic.vector_read_bytes, &result.traffic.vector_write_bytes,
                             &result.traffic.dram_bytes, &result.traffic.vector_lines,
                             &result.traffic.l2_line_misses, &result.traffic.infinity_cache_hits})
      *v = extrapolate(*v);
  }
  result.dram_bytes_per_cycle = memory.dram_bytes_per_cycle() / share;

  // Every SIMD-cycle of the machine: compute units that finished early, or got no work, were idle.
  const auto simds_per_unit = static_cast<std::uint64_t>(simds);
  StallBreakdown simulated_stalls;
  for (const auto& [end, stalls] : per_cu) {
    simulated_stalls += stalls;
    simulated_stalls[StallReason::Idle] += (result.cycles - end) * simds_per_unit;
  }
  result.stalls.issue_cycles = extrapolate(simulated_stalls.issue_cycles);
  for (int i = 0; i < kStallReasons; ++i) result.stalls.stalls[i] = extrapolate(simulated_stalls.stalls[i]);
  // Rounding of the extrapolation goes to idle, so the breakdown still sums to cycles x SIMDs of the machine.
  std::uint64_t counted = result.stalls.issue_cycles;
  for (int i = 0; i < kStallReasons; ++i) counted += result.stalls.stalls[i];
  const std::uint64_t all = result.cycles * simds_per_unit * cus;
  result.stalls[StallReason::Idle] += all > counted ? all - counted : 0;
  if (result.cycles > 0)
    result.flop_per_clk_per_cu =
        static_cast<double>(result.wmma_flops) / (static_cast<double>(result.cycles) * machine_.compute_units);
  result.bottleneck = bottleneck_of(result);
  return result;
}

std::uint32_t TimingModel::units() const {
  return static_cast<std::uint32_t>(machine_.compute_units / (launch_.wgp_mode ? 2 : 1));
}
std::uint32_t TimingModel::units_with_work() const {
  return std::min(units(), static_cast<std::uint32_t>(events_.size()));
}
std::uint32_t TimingModel::simulated_units() const {
  const std::uint32_t with_work = units_with_work();
  return options_.sampled_units > 0 ? std::min(options_.sampled_units, with_work) : with_work;
}
// Sampled units are spread evenly over those with work; unit c gets workgroups c, c + units, ...
std::uint32_t TimingModel::sampled_unit(std::uint32_t i) const {
  return static_cast<std::uint32_t>(static_cast<std::uint64_t>(i) * units_with_work() / simulated_units());
}

// Whether the caller filled the streams of workgroups that are not simulated (the executor records their vector
// memory accesses; a synthetic caller may fill only the simulated ones).
bool TimingModel::recorded_unsimulated_accesses() const {
  for (std::uint32_t w = 0; w < events_.size(); ++w)
    if (!simulates(w) && std::ranges::any_of(events_[w], [](const auto& wave) { return !wave.empty(); })) return true;
  return false;
}

bool TimingModel::simulates(std::uint32_t workgroup) const {
  const std::uint32_t unit = workgroup % units(), simulated = simulated_units();
  if (simulated == units_with_work()) return true;
  // sampled_unit is increasing in i: find the i whose unit this would be.
  const auto i = static_cast<std::uint32_t>((static_cast<std::uint64_t>(unit) * simulated + units_with_work() - 1) /
                                            units_with_work());
  return i < simulated && sampled_unit(i) == unit;
}

// The full streams of a workgroup's waves (compact ones expanded), for FollowingWorkgroups.
std::vector<std::vector<TimingEvent>*> TimingModel::full_streams(std::uint32_t workgroup) {
  std::vector<std::vector<TimingEvent>*> streams;
  for (std::uint32_t w = 0; w < launch_.waves_per_workgroup(); ++w) streams.push_back(&wave_events(workgroup, w));
  return streams;
}

std::vector<TimingModel::RecordedWave>& TimingModel::waves_of(std::uint32_t workgroup) {
  auto& group = events_[workgroup];
  if (group.empty()) group.resize(launch_.waves_per_workgroup());
  return group;
}

}  // namespace wmmasim::sim
