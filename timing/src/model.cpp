#include "wmmasim/timing/model.h"

#include <algorithm>
#include <charconv>
#include <cmath>
#include <memory>
#include <optional>
#include <stdexcept>
#include <thread>
#include <unordered_map>
#include <fmt/format.h>

#include "wmmasim/timing/memory_hierarchy.h"
#include "replay_workers.h"

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

std::optional<std::uint32_t> parse_sampled_units(std::string_view text) {
  if (text == "auto") return TimingOptions::kAutoSample;
  if (text == "all") return 0u;
  std::uint32_t units = 0;
  const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), units);
  if (error != std::errc() || end != text.data() + text.size() || units == 0 || units > TimingOptions::kMaxSampledUnits) {
    return std::nullopt;
  }
  return units;
}

TimingModel::TimingModel(MachineDescription machine, TimingLaunch launch, TimingOptions options)
    : machine_(at_shader_clock(machine, options.shader_clock_mhz)),
      launch_(std::move(launch)),
      options_(options),
      workgroup_count_(static_cast<std::uint32_t>(launch_.workgroup_count())) {}

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

namespace {

// Sampling keeps the L2 reuse of the units it does not simulate: each of them follows the simulated unit at or
// before it, workgroup for workgroup in dispatch order (its k-th workgroup runs when the leader's k-th does). When a
// simulated wave makes its n-th vector memory access, the same wave of each following workgroup makes its n-th at
// the same cycle (its lines fill the L2, its bytes take DRAM and L2-channel time); when the simulated wave ends,
// the rest of theirs.
class FollowingWorkgroups final : public VectorAccessFollower {
 public:
  FollowingWorkgroups(MemorySystem& memory, std::span<const TimingEvent> static_events)
      : memory_(memory), static_events_(static_events) {}

  // A workgroup's waves (each kept only its vector memory events, full or compact) follow workgroup `leader`.
  template <typename RecordedWave>
  void add(std::uint32_t leader, std::vector<RecordedWave>& waves) {
    Follower follower;
    for (RecordedWave& wave : waves) {
      std::erase_if(wave.full, [](const TimingEvent& e) { return !is_vector_memory(e.cls); });
      follower.waves.push_back({&wave.full, &wave.compact});
    }
    follower.next.assign(waves.size(), 0);
    followers_[leader].push_back(std::move(follower));
  }
  // The leader's waves all ended: its followers are done.
  void forget(std::uint32_t leader) { followers_.erase(leader); }

  void accessed(const WaveSlot& wave, std::uint32_t rank, std::uint64_t cycle) override {
    replay(wave, std::size_t{rank} + 1, cycle);
  }
  void ended(const WaveSlot& wave, std::uint64_t cycle) override { replay(wave, SIZE_MAX, cycle); }

 private:
  struct Stream {
    std::vector<TimingEvent>* full;
    CompactWaveEvents* compact;  // its events are all vector memory accesses, each with its footprint
    std::size_t size() const { return full->size() + compact->size(); }
  };
  struct Follower {
    std::vector<Stream> waves;
    std::vector<std::size_t> next;  // per wave: its next access
  };
  TimingEvent access(const Stream& stream, std::size_t n) const {
    if (!stream.full->empty()) return (*stream.full)[n];
    const CompactEvent event = stream.compact->events[n];
    return expand(static_events_[event.step()], event, stream.compact->footprints[n]);
  }
  // The following waves' accesses up to (not including) `until`, at `cycle`.
  void replay(const WaveSlot& wave, std::size_t until, std::uint64_t cycle) {
    const auto it = followers_.find(wave.workgroup);
    if (it == followers_.end()) return;
    for (Follower& f : it->second) {
      if (wave.wave >= f.waves.size()) continue;
      const Stream& accesses = f.waves[wave.wave];
      for (std::size_t& next = f.next[wave.wave]; next < std::min(until, accesses.size()); ++next)
        memory_.completion_cycle(access(accesses, next), cycle);
    }
  }

  MemorySystem& memory_;
  std::span<const TimingEvent> static_events_;
  std::unordered_map<std::uint32_t, std::vector<Follower>> followers_;  // by leading workgroup
};

// The threads of the replay's private stretches for TimingOptions::threads (0: the host's cores) and `units`: no
// more than the host has cores (a helper spins between windows) or than there are units.
unsigned replay_threads(unsigned requested, std::uint32_t units) {
  const unsigned cores = std::max(1u, std::thread::hardware_concurrency());
  return std::min({requested == 0 ? cores : requested, cores, std::max(units, 1u)});
}

}  // namespace

// The replay of a launch, resumable: advance() runs it until it needs a workgroup the executor has not handed off
// yet (or to its end), and continues from there when called again. Compute units share the memory system, so they
// advance together in windows of kWindow cycles: accesses reach it roughly in time order. The order of everything
// is that of one serial replay, so the result does not depend on when or on which thread advance() runs.
class TimingModel::Replay {
 public:
  // `follow`: the executor recorded the vector memory accesses of the units not simulated (follow_).
  Replay(TimingModel& model, bool follow);
  bool advance();  // true: the replay is complete
  TimingResult result();
  std::uint32_t resident_per_unit() const { return static_cast<std::uint32_t>(occupancy_.workgroups_per_unit); }

 private:
  static constexpr std::uint64_t kWindow = 256;
  struct Unit {
    std::unique_ptr<CuSimulator> cu;
    std::uint32_t next;                    // next workgroup for this compute unit
    int initial = 0;                       // workgroups still to place at the start
    std::optional<std::uint64_t> launch_at;  // the next workgroup waits to be launched at this cycle
    std::uint32_t launched = 0;              // workgroups so far
  };
  // Sees every wave end (and passes accesses and ends on to the followers): a workgroup is released when its last
  // wave ended, also one whose end the compute unit does not report.
  class WaveEnds final : public VectorAccessFollower {
   public:
    WaveEnds(Replay& replay) : replay_(replay) {}
    void accessed(const WaveSlot& wave, std::uint32_t rank, std::uint64_t cycle) override {
      if (replay_.follow_) replay_.followers_.accessed(wave, rank, cycle);
    }
    void ended(const WaveSlot& wave, std::uint64_t cycle) override {
      if (replay_.follow_) replay_.followers_.ended(wave, cycle);
      if (--replay_.alive_.at(wave.workgroup) == 0) replay_.finished_.push_back(wave.workgroup);
    }

   private:
    Replay& replay_;
  };

  bool ready(std::uint32_t workgroup);
  void run_units_privately();
  std::vector<std::uint32_t> followers_of(std::uint32_t leader) const;
  void launch(Unit& unit, std::uint64_t cycle);
  void release_finished();
  void collect(Unit& unit);

  TimingModel& model_;
  Occupancy occupancy_;
  int simds_;
  std::uint32_t cus_, workgroups_, with_work_, simulated_;
  double scale_;  // units with work / simulated units: the extrapolation of the SIMD-cycles
  unsigned threads_;  // that run the units' private stretches: no more than the host's cores or the units
  bool follow_;
  double share_;  // of the shared rates the simulated accesses get
  MemorySystem memory_;
  FollowingWorkgroups followers_;
  WaveEnds wave_ends_;
  std::vector<Unit> units_;
  std::unique_ptr<ReplayWorkers> workers_;  // with TimingOptions::threads > 1, started at the first parallel stretch
  std::vector<CuSimulator*> private_;       // scratch: the units that run a private stretch
  std::unordered_map<std::uint32_t, std::uint32_t> alive_;  // launched workgroup -> its waves not ended
  std::unordered_map<std::uint32_t, std::vector<std::uint32_t>> following_;  // leader -> its followers
  std::vector<std::uint32_t> finished_;                     // workgroups whose last wave ended, to release
  bool placed_ = false;  // every unit got its first workgroups
  std::uint32_t placing_ = 0;
  std::uint64_t limit_ = kWindow, window_ = 0;
  std::uint32_t turn_ = 0;  // position in the window's round of units

  std::vector<std::pair<std::uint64_t, StallBreakdown>> per_cu_;  // end cycle, breakdown up to it
  std::vector<UnitEnd> unit_ends_;
  std::array<std::uint64_t, kInstructionGroups> counts_{};
  std::uint64_t flops_ = 0, matrix_busy_ = 0, waves_ = 0, instructions_ = 0, cycles_ = 0;
  std::uint64_t lds_bytes_ = 0, lds_conflict_cycles_ = 0;
  std::vector<PcProfile> pc_profile_;
  std::vector<InstructionTiming> timeline_;
};

TimingModel::Replay::Replay(TimingModel& model, bool follow)
    : model_(model),
      occupancy_(occupancy_for(model.machine_, model.launch_)),
      simds_(occupancy_.simds_per_unit),
      cus_(model.units()),
      workgroups_(model.workgroup_count_),
      with_work_(model.units_with_work()),
      simulated_(model.simulated_units()),
      scale_(simulated_ > 0 ? static_cast<double>(with_work_) / simulated_ : 1.0),
      threads_(replay_threads(model.options_.threads, simulated_)),
      follow_(follow),
      share_(follow_ ? 1.0 : 1.0 / scale_),
      memory_(model.machine_, share_),
      followers_(memory_, model.static_events_),
      wave_ends_(*this) {
  if (model.device_caches_ != nullptr) memory_.start_with(*model.device_caches_);
  for (const auto& [address, bytes] : model.copied_) memory_.copied_before_launch(address, bytes);
  for (std::uint32_t i = 0; i < simulated_; ++i) {
    const std::uint32_t c = model.sampled_unit(i);
    Unit unit{std::make_unique<CuSimulator>(model.machine_, memory_, simds_, model.launch_.wave_size, c,
                                            model.options_.record_instructions),
              c, occupancy_.workgroups_per_unit, std::nullopt};
    unit.cu->follow_with(&wave_ends_);
    units_.push_back(std::move(unit));
  }
}

// The unsimulated workgroups that follow `leader` (sampling): those of the units after its unit up to the next
// simulated one, at the same place in their units' dispatch order.
std::vector<std::uint32_t> TimingModel::Replay::followers_of(std::uint32_t leader) const {
  std::vector<std::uint32_t> followers;
  if (!follow_) return followers;
  const std::uint32_t unit = leader % cus_, k = leader / cus_;
  std::uint32_t i = 0;
  while (model_.sampled_unit(i) != unit) ++i;
  const std::uint32_t end = i + 1 < simulated_ ? model_.sampled_unit(i + 1) : with_work_;
  for (std::uint32_t u = unit + 1; u < end; ++u)
    if (u + std::uint64_t{k} * cus_ < workgroups_) followers.push_back(u + k * cus_);
  return followers;
}

// Whether `workgroup` and its followers are recorded (asks the model, which notes how far the replay reached).
bool TimingModel::Replay::ready(std::uint32_t workgroup) {
  if (!model_.ready_for_replay(workgroup)) return false;
  for (const std::uint32_t f : followers_of(workgroup))
    if (!model_.ready_for_replay(f)) return false;
  return true;
}

// Workgroups go to compute units (WGP mode: workgroup processors) round-robin in dispatch order (workgroup w to
// unit w mod units); within a unit a workgroup's waves are spread over the SIMDs, each to the SIMD with the fewest
// resident waves.
void TimingModel::Replay::launch(Unit& unit, std::uint64_t cycle) {
  const std::uint32_t workgroup = unit.next;
  unit.next += cus_;
  ++unit.launched;
  std::vector<RecordedWave>* waves = model_.replayed_waves(workgroup);
  std::vector<std::uint32_t> followers = followers_of(workgroup);
  for (const std::uint32_t f : followers)
    if (std::vector<RecordedWave>* follower = model_.replayed_waves(f)) followers_.add(workgroup, *follower);
  following_[workgroup] = std::move(followers);
  std::uint32_t alive = 0;
  for (std::uint32_t w = 0; waves != nullptr && w < waves->size(); ++w) {
    const RecordedWave& wave = (*waves)[w];
    if (wave.empty()) continue;  // the compute unit does not add it
    int simd = 0;
    for (int s = 1; s < simds_; ++s)
      if (unit.cu->resident_waves(s) < unit.cu->resident_waves(simd)) simd = s;
    const WaveSlot slot{workgroup, w, static_cast<std::uint8_t>(simd), cycle};
    if (!wave.compact.empty())
      unit.cu->add_wave(slot, wave.compact, model_.static_events_);
    else
      unit.cu->add_wave(slot, wave.full);
    ++alive;
  }
  alive_[workgroup] = alive;
  if (alive == 0) finished_.push_back(workgroup);
}

// Frees the streams of the workgroups whose waves all ended, and their followers'.
void TimingModel::Replay::release_finished() {
  for (const std::uint32_t workgroup : finished_) {
    alive_.erase(workgroup);
    model_.release(workgroup, &instructions_, &waves_);
    followers_.forget(workgroup);
    for (const std::uint32_t f : following_[workgroup]) model_.release(f, nullptr, nullptr);
    following_.erase(workgroup);
  }
  finished_.clear();
}

void TimingModel::Replay::collect(Unit& unit) {
  const std::uint64_t end = unit.cu->last_cycle() + 1;
  per_cu_.emplace_back(end, unit.cu->stall_breakdown(end));
  unit_ends_.push_back({unit.cu->index(), unit.launched, end});
  cycles_ = std::max(cycles_, end);
  flops_ += unit.cu->wmma_flops();
  matrix_busy_ += unit.cu->matrix_busy_cycles();
  lds_bytes_ += unit.cu->lds_traffic().lds_bytes;
  lds_conflict_cycles_ += unit.cu->lds_traffic().lds_bank_conflict_cycles;
  for (int g = 0; g < kInstructionGroups; ++g)
    counts_[static_cast<std::size_t>(g)] += unit.cu->instruction_counts()[static_cast<std::size_t>(g)];
  const std::vector<PcProfile>& profile = unit.cu->pc_profile();
  if (pc_profile_.size() < profile.size()) pc_profile_.resize(profile.size());
  for (std::size_t i = 0; i < profile.size(); ++i) pc_profile_[i] += profile[i];
  auto& timeline = unit.cu->instructions();
  timeline_.insert(timeline_.end(), timeline.begin(), timeline.end());
  unit.cu.reset();
}

bool TimingModel::Replay::advance() {
  const auto launch_delay = static_cast<std::uint64_t>(model_.machine_.wave_launch);
  for (; !placed_ && placing_ < units_.size(); ++placing_) {
    Unit& unit = units_[placing_];
    for (; unit.initial > 0 && unit.next < workgroups_; --unit.initial) {
      if (!ready(unit.next)) return false;
      launch(unit, launch_delay);
    }
  }
  placed_ = true;
  while (per_cu_.size() < units_.size()) {
    if (turn_ == 0) run_units_privately();
    // Each window starts with another compute unit, so none is always first at a contended line.
    for (; turn_ < units_.size(); ++turn_) {
      Unit& unit = units_[static_cast<std::uint32_t>((turn_ + window_) % units_.size())];
      if (!unit.cu) continue;
      if (unit.launch_at) {
        if (!ready(unit.next)) return false;
        launch(unit, *unit.launch_at);
        unit.launch_at.reset();
      }
      while (const auto ended = unit.cu->run_until_workgroup_ends(limit_)) {
        release_finished();
        if (unit.next >= workgroups_) continue;
        if (!ready(unit.next)) {
          unit.launch_at = ended->cycle + launch_delay;
          return false;
        }
        launch(unit, ended->cycle + launch_delay);
      }
      release_finished();
      if (unit.cu->finished()) collect(unit);
    }
    turn_ = 0;
    limit_ += kWindow;
    ++window_;
  }
  return true;
}

// The private stretches (CuSimulator::run_privately) of the units not waiting for their turn or to launch a
// workgroup, on the replay's threads; the turns then go on from there in the serial order. Only while the executor
// leaves a core idle: it has handed off every workgroup, or one of its threads waits for the replay to catch up
// (catch_up); otherwise its threads have the host's cores, and a helper takes one from them (docs/timing.md
// "Parallel replay"). A stretch is not bound to the window: a unit whose waves reach no shared state
// for many windows runs through them in one stretch, and its turns in those windows find nothing to do.
void TimingModel::Replay::run_units_privately() {
  if (threads_ < 2 || !model_.executor_leaves_a_core()) return;
  private_.clear();
  for (Unit& unit : units_)
    if (unit.cu && !unit.launch_at && !unit.cu->waits_for_turn()) private_.push_back(unit.cu.get());
  if (private_.size() < 2) return;
  if (!workers_) workers_ = std::make_unique<ReplayWorkers>(threads_ - 1);
  workers_->run(private_.size(), [&](std::size_t i) { private_[i]->run_privately(); });
}

TimingResult TimingModel::Replay::result() {
  TimingResult result;
  result.kernel = model_.launch_.name;
  result.machine = model_.machine_;
  result.occupancy = occupancy_;
  result.waves_per_workgroup = model_.launch_.waves_per_workgroup();
  result.units_with_work = with_work_;
  result.simulated_units = simulated_;
  result.workgroups = workgroups_;
  result.unit_ends = std::move(unit_ends_);
  std::ranges::sort(result.unit_ends, {}, &UnitEnd::unit);
  result.cycles = cycles_;
  result.pc_profile = std::move(pc_profile_);
  result.timeline = std::move(timeline_);

  // The work of the units not simulated (instructions, FLOPs, bytes) in proportion to their workgroups: the
  // simulated units need not hold the average share (round-robin gives the first units one more). Time (the
  // SIMD-cycles below) in proportion to the units.
  std::uint64_t simulated_workgroups = 0;
  for (const UnitEnd& end : result.unit_ends) simulated_workgroups += end.workgroups;
  const double work_scale =
      simulated_workgroups > 0 ? static_cast<double>(workgroups_) / static_cast<double>(simulated_workgroups) : 1.0;
  const auto extrapolate_work = [&](std::uint64_t value) {
    return static_cast<std::uint64_t>(std::llround(static_cast<double>(value) * work_scale));
  };
  const auto extrapolate = [&](std::uint64_t value) {
    return static_cast<std::uint64_t>(std::llround(static_cast<double>(value) * scale_));
  };
  result.wmma_flops = extrapolate_work(flops_);
  result.instructions = extrapolate_work(instructions_);
  result.waves = extrapolate_work(waves_);
  result.matrix_busy_cycles = extrapolate_work(matrix_busy_);
  for (int g = 0; g < kInstructionGroups; ++g)
    result.instruction_counts[static_cast<std::size_t>(g)] = extrapolate_work(counts_[static_cast<std::size_t>(g)]);
  if (model_.device_caches_ != nullptr) *model_.device_caches_ = memory_.caches_after();
  result.traffic = memory_.traffic();
  result.traffic.lds_bytes = lds_bytes_;
  result.traffic.lds_bank_conflict_cycles = lds_conflict_cycles_;
  for (std::uint64_t* v : {&result.traffic.lds_bytes, &result.traffic.scalar_bytes, &result.traffic.lds_bank_conflict_cycles})
    *v = extrapolate_work(*v);
  if (!follow_) {  // else the memory system saw every unit's vector accesses
    for (std::uint64_t* v : {&result.traffic.vector_read_bytes, &result.traffic.vector_write_bytes,
                             &result.traffic.dram_bytes, &result.traffic.vector_lines,
                             &result.traffic.l2_line_misses, &result.traffic.infinity_cache_hits})
      *v = extrapolate_work(*v);
  }
  result.dram_bytes_per_cycle = memory_.dram_bytes_per_cycle() / share_;

  // Every SIMD-cycle of the machine: compute units that finished early, or got no work, were idle.
  const auto simds_per_unit = static_cast<std::uint64_t>(simds_);
  StallBreakdown simulated_stalls;
  for (const auto& [end, stalls] : per_cu_) {
    simulated_stalls += stalls;
    simulated_stalls[StallReason::Idle] += (result.cycles - end) * simds_per_unit;
  }
  result.stalls.issue_cycles = extrapolate(simulated_stalls.issue_cycles);
  for (int i = 0; i < kStallReasons; ++i) result.stalls.stalls[i] = extrapolate(simulated_stalls.stalls[i]);
  // Rounding of the extrapolation goes to idle, so the breakdown still sums to cycles x SIMDs of the machine.
  std::uint64_t counted = result.stalls.issue_cycles;
  for (int i = 0; i < kStallReasons; ++i) counted += result.stalls.stalls[i];
  const std::uint64_t all = result.cycles * simds_per_unit * cus_;
  result.stalls[StallReason::Idle] += all > counted ? all - counted : 0;
  if (result.cycles > 0)
    result.flop_per_clk_per_cu =
        static_cast<double>(result.wmma_flops) / (static_cast<double>(result.cycles) * model_.machine_.compute_units);
  result.bottleneck = bottleneck_of(result);
  return result;
}

TimingModel::~TimingModel() = default;

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

WorkgroupShare workgroup_share(const TimingResult& r) {
  if (r.units_with_work == 0) return {};
  const std::uint32_t fewest = r.workgroups / r.units_with_work, left = r.workgroups % r.units_with_work;
  return {fewest, left == 0 ? fewest : fewest + 1, left == 0 ? r.units_with_work : left};
}

// ---- Streaming: the executor hands workgroups off; one of its threads at a time advances the replay ----

// How far the executor may run ahead of the replay, past the last workgroup the replay asked for: one workgroup per
// unit always; beyond that up to two generations of resident workgroups (units x workgroups per unit) while the
// streams held stay under a budget. A unit's resident workgroups start together and, when their waves run alike (a
// GEMM's do), end together, so the replay asks for a whole generation at once: the executor records the next one
// while the replay consumes this one (naive SGEMM 1024 x 1024 x 256 on two threads, docs/performance.md "Timing
// mode's cost"). The budget keeps a long-wave kernel's memory where the resident workgroups put it.
constexpr std::uint64_t kLeadGenerations = 2;
constexpr std::uint64_t kLeadBudgetBytes = std::uint64_t{512} << 20;

bool TimingModel::may_run_ahead(std::uint32_t workgroup) const {
  if (stopped_ || workgroup < std::uint64_t{requested_} + std::max(units(), 1u)) return true;
  return workgroup < requested_ + kLeadGenerations * resident_workgroups_ && buffered_.bytes < kLeadBudgetBytes;
}

void TimingModel::workgroup_recorded(std::uint32_t workgroup, bool complete) {
  std::unique_lock lock(mutex_);
  if (options_.keep_streams) return;
  if (!complete) {  // the launch stops with a fault: no replay, and nobody waits for one
    stopped_ = true;
    replayed_.notify_all();
    return;
  }
  streaming_ = true;
  ++handed_off_;
  RecordedWorkgroup& group = recorded_[workgroup];
  if (group.waves.empty()) group.waves.resize(launch_.waves_per_workgroup());
  group.handed_off = true;
  note_buffered(group, +1);
  catch_up(lock, workgroup);
}

// Advances the replay unless another thread is doing so; then holds this thread while it is too far ahead.
void TimingModel::catch_up(std::unique_lock<std::mutex>& lock, std::uint32_t workgroup) {
  if (!replaying_ && !stopped_) {
    replaying_ = true;
    lock.unlock();
    advance_replay();
    lock.lock();
    replaying_ = false;
    replayed_.notify_all();
  }
  if (may_run_ahead(workgroup)) return;
  ++held_;
  replayed_.wait(lock, [&] { return may_run_ahead(workgroup); });
  --held_;
}

void TimingModel::advance_replay() {
  try {
    if (!replay_) {
      // Read under the lock: the executor's other threads go on handing workgroups off (ThreadSanitizer).
      bool follow = false;
      {
        const std::scoped_lock lock(mutex_);
        // Streamed, the executor records the vector memory accesses of every unit not simulated (recording()).
        follow = streaming_ ? simulated_units() < units_with_work() : recorded_unsimulated_accesses();
      }
      replay_ = std::make_unique<Replay>(*this, follow);
      const std::scoped_lock lock(mutex_);
      resident_workgroups_ = std::uint64_t{units()} * replay_->resident_per_unit();
    }
    if (replay_->advance()) {
      const std::scoped_lock lock(mutex_);
      requested_ = UINT32_MAX;  // complete: nothing holds the executor back
      waiting_for_.reset();
    }
  } catch (...) {  // said by finish()
    const std::scoped_lock lock(mutex_);
    replay_error_ = std::current_exception();
    stopped_ = true;
  }
}

bool TimingModel::ready_for_replay(std::uint32_t workgroup) {
  const std::scoped_lock lock(mutex_);
  requested_ = std::max(requested_, workgroup + 1);
  if (!streaming_) return true;
  const auto it = recorded_.find(workgroup);
  const bool ready = it != recorded_.end() && it->second.handed_off;
  waiting_for_ = ready ? std::nullopt : std::optional(workgroup);
  return ready;
}

bool TimingModel::executor_leaves_a_core() {
  const std::scoped_lock lock(mutex_);
  return !streaming_ || handed_off_ == workgroup_count_ || held_ > 0;
}

std::optional<std::uint32_t> TimingModel::wanted_workgroup() {
  const std::scoped_lock lock(mutex_);
  return stopped_ ? std::nullopt : waiting_for_;
}

std::vector<TimingModel::RecordedWave>* TimingModel::replayed_waves(std::uint32_t workgroup) {
  const std::scoped_lock lock(mutex_);
  const auto it = recorded_.find(workgroup);
  return it == recorded_.end() ? nullptr : &it->second.waves;
}

// A replayed workgroup's streams are freed; a simulated one's instructions and waves counted first.
void TimingModel::release(std::uint32_t workgroup, std::uint64_t* instructions, std::uint64_t* waves) {
  const std::scoped_lock lock(mutex_);
  const auto it = recorded_.find(workgroup);
  if (it == recorded_.end()) return;
  for (const RecordedWave& wave : it->second.waves) {
    if (instructions != nullptr) *instructions += wave.size();
    if (waves != nullptr) *waves += wave.empty() ? 0 : 1;
  }
  note_buffered(it->second, -1);
  recorded_.erase(it);
}

void TimingModel::note_buffered(const RecordedWorkgroup& group, int sign) {
  if (!group.handed_off) return;
  std::uint64_t events = 0, bytes = 0;
  for (const RecordedWave& wave : group.waves) events += wave.size(), bytes += wave.bytes();
  if (sign > 0) {
    buffered_.workgroups += 1, buffered_.waves += group.waves.size(), buffered_.events += events;
    buffered_.bytes += bytes;
    peak_.workgroups = std::max(peak_.workgroups, buffered_.workgroups);
    peak_.waves = std::max(peak_.waves, buffered_.waves);
    peak_.events = std::max(peak_.events, buffered_.events);
    peak_.bytes = std::max(peak_.bytes, buffered_.bytes);
  } else {
    buffered_.workgroups -= 1, buffered_.waves -= group.waves.size(), buffered_.events -= events;
    buffered_.bytes -= bytes;
  }
}

TimingResult TimingModel::finish() {
  {
    const std::scoped_lock lock(mutex_);
    if (replay_error_) std::rethrow_exception(replay_error_);
    if (stopped_) throw std::logic_error("timing: finish() after a launch that faulted");
    // Streams the caller filled without handing them off (kept, or a synthetic source): all of them now.
    for (auto& [workgroup, group] : recorded_) {
      if (group.handed_off) continue;
      group.handed_off = true;
      note_buffered(group, +1);
    }
    streaming_ = false;  // whatever is not recorded now never will be
  }
  advance_replay();
  if (replay_error_) std::rethrow_exception(replay_error_);
  TimingResult result = replay_->result();
  replay_.reset();
  return result;
}

std::uint32_t TimingModel::units() const {
  return static_cast<std::uint32_t>(machine_.compute_units / (launch_.wgp_mode ? 2 : 1));
}
std::uint32_t TimingModel::units_with_work() const { return std::min(units(), workgroup_count_); }

std::uint32_t TimingModel::simulated_units() const {
  const std::uint32_t with_work = units_with_work();
  std::uint32_t sampled = options_.sampled_units;
  if (sampled == TimingOptions::kAutoSample) {
    const bool large = workgroup_count_ / TimingOptions::kAutoSampleWorkgroupsPerUnit >= units();
    sampled = large && !options_.record_instructions ? TimingOptions::kAutoSampledUnits : 0;
  }
  return sampled > 0 ? std::min(sampled, with_work) : with_work;
}
// Sampled units are spread evenly over those with work; unit c gets workgroups c, c + units, ...
std::uint32_t TimingModel::sampled_unit(std::uint32_t i) const {
  return static_cast<std::uint32_t>(static_cast<std::uint64_t>(i) * units_with_work() / simulated_units());
}

// Whether the caller filled the streams of workgroups that are not simulated (the executor records their vector
// memory accesses; a synthetic caller may fill only the simulated ones).
bool TimingModel::recorded_unsimulated_accesses() const {
  return std::ranges::any_of(recorded_, [&](const auto& entry) {
    return !simulates(entry.first) && std::ranges::any_of(entry.second.waves, [](const auto& w) { return !w.empty(); });
  });
}

bool TimingModel::simulates(std::uint32_t workgroup) const {
  const std::uint32_t unit = workgroup % units(), simulated = simulated_units();
  if (simulated == units_with_work()) return true;
  // sampled_unit is increasing in i: find the i whose unit this would be.
  const auto i = static_cast<std::uint32_t>((static_cast<std::uint64_t>(unit) * simulated + units_with_work() - 1) /
                                            units_with_work());
  return i < simulated && sampled_unit(i) == unit;
}

std::vector<TimingModel::RecordedWave>& TimingModel::waves_of(std::uint32_t workgroup) {
  const std::scoped_lock lock(mutex_);
  auto& group = recorded_[workgroup].waves;
  if (group.empty()) group.resize(launch_.waves_per_workgroup());
  return group;
}

}  // namespace wmmasim::sim
