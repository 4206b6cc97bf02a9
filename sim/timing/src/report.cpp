#include "wmmasim/timing/report.h"

#include <fmt/format.h>

#include <algorithm>
#include <fstream>
#include <map>

namespace wmmasim::sim {

namespace {

void write_file_atomically(const std::filesystem::path& path, const std::string& content) {
  std::filesystem::path partial = path;
  partial += ".partial";
  std::error_code ignored;
  {
    std::ofstream out(partial, std::ios::binary | std::ios::trunc);
    if (!out) throw ReportError(path.string() + ": cannot create the output file (does the directory exist?)");
    out << content;
    if (!out.flush()) {
      std::filesystem::remove(partial, ignored);
      throw ReportError(path.string() + ": write failed (is the disk full?)");
    }
  }
  std::error_code error;
  std::filesystem::rename(partial, path, error);
  if (error) {
    std::filesystem::remove(partial, ignored);
    throw ReportError(path.string() + ": cannot move the finished file into place: " + error.message());
  }
}

constexpr StallReason kReasons[] = {StallReason::Dependency, StallReason::MatrixPipe,       StallReason::WaitCounter,
                                    StallReason::Barrier,    StallReason::InstructionFetch, StallReason::Issue,
                                    StallReason::Idle};

std::uint64_t simd_cycles(const TimingResult& r) {
  return r.cycles * static_cast<std::uint64_t>(r.machine.simd_count());
}

std::uint32_t global_simd(const TimingResult& r, const InstructionTiming& t) {
  return t.cu * static_cast<std::uint32_t>(r.occupancy.simds_per_unit) + t.simd;
}

std::uint32_t global_wave(const TimingResult& r, const InstructionTiming& t) {
  return t.workgroup * std::max(r.waves_per_workgroup, 1u) + t.wave;
}

}  // namespace

std::string timing_summary(const TimingResult& r) {
  std::string text = fmt::format("kernel {} on {} ({} CUs at {} MHz)\n", r.kernel, r.machine.name,
                                 r.machine.compute_units, r.machine.clock_mhz);
  text += fmt::format("  cycles            {}  ({:.3f} us)\n", r.cycles, r.microseconds());
  text += fmt::format("  instructions      {}\n", r.instructions);
  text += fmt::format("  WMMA FLOPs        {}\n", r.wmma_flops);
  text += fmt::format("  FLOP/clk/CU       {:.1f}  (WMMA FLOPs / (cycles x {} CUs))\n", r.flop_per_clk_per_cu,
                      r.machine.compute_units);
  text += fmt::format("  occupancy         {} waves/SIMD, {} workgroups/{} (limited by {})\n",
                      r.occupancy.waves_per_simd, r.occupancy.workgroups_per_unit, r.occupancy.unit,
                      r.occupancy.limited_by);
  const double total = static_cast<double>(std::max<std::uint64_t>(simd_cycles(r), 1));
  text += fmt::format("  SIMD-cycles       {} = cycles x {} SIMDs\n", simd_cycles(r), r.machine.simd_count());
  text += fmt::format("    {:<18} {:>12}  {:5.1f} %\n", "issued", r.stalls.issue_cycles,
                      100.0 * static_cast<double>(r.stalls.issue_cycles) / total);
  for (const StallReason reason : kReasons)
    text += fmt::format("    {:<18} {:>12}  {:5.1f} %\n", stall_reason_name(reason), r.stalls[reason],
                        100.0 * static_cast<double>(r.stalls[reason]) / total);
  return text;
}

nlohmann::json timing_report(const TimingResult& r, const std::vector<Hazard>& hazards) {
  nlohmann::json stalls = {{"unit", "SIMD-cycles"}, {"issued", r.stalls.issue_cycles}};
  for (const StallReason reason : kReasons) stalls[std::string(stall_reason_name(reason))] = r.stalls[reason];
  nlohmann::json parameters = nlohmann::json::object();
  for (const auto& [name, provenance] : r.machine.provenance) parameters[name] = {{"source", provenance.source}, {"assumption", provenance.assumption}};
  nlohmann::json hazard_list = nlohmann::json::array();
  for (const Hazard& h : hazards) hazard_list.push_back(h.describe());
  return {
      {"kernel", r.kernel},
      {"machine", r.machine.name},
      {"board", r.machine.board},
      {"clock_mhz", r.machine.clock_mhz},
      {"compute_units", r.machine.compute_units},
      {"cycles", r.cycles},
      {"time_us", r.microseconds()},
      {"instructions", r.instructions},
      {"wmma_flops", r.wmma_flops},
      {"flop_per_clk_per_cu", r.flop_per_clk_per_cu},
      {"occupancy",
       {{"waves_per_simd", r.occupancy.waves_per_simd},
        {"workgroups_per_unit", r.occupancy.workgroups_per_unit},
        {"unit", r.occupancy.unit},
        {"limited_by", r.occupancy.limited_by}}},
      {"stalls", stalls},
      {"hazards", hazard_list},
      {"machine_parameters", parameters},
  };
}

nlohmann::json perfetto_trace(const TimingResult& r) {
  std::vector<InstructionTiming> timeline = r.timeline;
  std::stable_sort(timeline.begin(), timeline.end(), [&](const InstructionTiming& a, const InstructionTiming& b) {
    return std::pair(global_wave(r, a), a.issue_cycle) < std::pair(global_wave(r, b), b.issue_cycle);
  });
  const double cycles_per_us = r.machine.clock_mhz;
  nlohmann::json events = nlohmann::json::array();
  std::map<std::uint32_t, bool> named_simds;
  std::map<std::pair<std::uint32_t, std::uint32_t>, bool> named_waves;
  for (std::size_t i = 0; i < timeline.size(); ++i) {
    const InstructionTiming& t = timeline[i];
    const std::uint32_t pid = global_simd(r, t), tid = global_wave(r, t);
    if (!named_simds[pid]) {
      named_simds[pid] = true;
      events.push_back({{"ph", "M"}, {"name", "process_name"}, {"pid", pid},
                        {"args", {{"name", fmt::format("{} {} SIMD {}", r.occupancy.unit, t.cu, t.simd)}}}});
      events.push_back({{"ph", "M"}, {"name", "process_sort_index"}, {"pid", pid}, {"args", {{"sort_index", pid}}}});
    }
    if (!named_waves[{pid, tid}]) {
      named_waves[{pid, tid}] = true;
      events.push_back({{"ph", "M"}, {"name", "thread_name"}, {"pid", pid}, {"tid", tid},
                        {"args", {{"name", fmt::format("workgroup {} wave {}", t.workgroup, t.wave)}}}});
    }
    const bool same_wave_next = i + 1 < timeline.size() && global_wave(r, timeline[i + 1]) == tid;
    std::uint64_t end = std::max(t.complete_cycle, t.issue_cycle + 1);
    // An issue-free instruction (s_delay_alu, s_wait_alu, s_barrier_wait) passes in the cycle of the wave's next
    // one: a zero-length slice, so that the track's slices still never overlap.
    if (same_wave_next) end = std::min(end, timeline[i + 1].issue_cycle);
    events.push_back({{"name", std::string(t.mnemonic)},
                      {"ph", "X"},
                      {"pid", pid},
                      {"tid", tid},
                      {"ts", static_cast<double>(t.issue_cycle) / cycles_per_us},
                      {"dur", static_cast<double>(end - t.issue_cycle) / cycles_per_us},
                      {"args",
                       {{"pc", fmt::format("{:#06x}", t.pc)},
                        {"issue_cycle", t.issue_cycle},
                        {"complete_cycle", t.complete_cycle}}}});
  }
  return {{"traceEvents", events},
          {"displayTimeUnit", "ns"},
          {"otherData", {{"kernel", r.kernel}, {"machine", r.machine.name}, {"clock_mhz", r.machine.clock_mhz}}}};
}

std::string timeline_csv(const TimingResult& r) {
  std::vector<InstructionTiming> timeline = r.timeline;
  std::stable_sort(timeline.begin(), timeline.end(), [&](const InstructionTiming& a, const InstructionTiming& b) {
    return std::pair(a.issue_cycle, global_wave(r, a)) < std::pair(b.issue_cycle, global_wave(r, b));
  });
  std::string csv = "workgroup,wave,simd,pc,mnemonic,issue_cycle,complete_cycle\n";
  for (const InstructionTiming& t : timeline)
    csv += fmt::format("{},{},{},{:#06x},{},{},{}\n", t.workgroup, t.wave, global_simd(r, t), t.pc, t.mnemonic,
                       t.issue_cycle, t.complete_cycle);
  return csv;
}

void write_json_report(const std::filesystem::path& path, const TimingResult& result,
                       const std::vector<Hazard>& hazards) {
  write_file_atomically(path, timing_report(result, hazards).dump(2) + "\n");
}

void write_perfetto_trace(const std::filesystem::path& path, const TimingResult& result) {
  write_file_atomically(path, perfetto_trace(result).dump() + "\n");
}

void write_timeline_csv(const std::filesystem::path& path, const TimingResult& result) {
  write_file_atomically(path, timeline_csv(result));
}

}  // namespace wmmasim::sim
