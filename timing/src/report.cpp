#include "wmmasim/timing/report.h"

#include <fmt/format.h>

#include <algorithm>
#include <cmath>
#include <fstream>
#include <functional>
#include <map>
#include <string_view>

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

// Instruction counts by class, under rocprof's SQ_INSTS_* counter names where the meaning is the same (WMMA has no
// rocprof counter of its own on RDNA; docs/timing.md).
nlohmann::json instruction_classes(const TimingResult& r) {
  nlohmann::json classes = nlohmann::json::object();
  for (int g = 0; g < kInstructionGroups; ++g)
    classes[std::string(instruction_group_name(static_cast<InstructionGroup>(g)))] =
        r.instruction_counts[static_cast<std::size_t>(g)];
  return classes;
}

// The workgroups per unit and where each simulated unit ended.
nlohmann::json units_report(const TimingResult& r) {
  const WorkgroupShare share = workgroup_share(r);
  nlohmann::json ends = nlohmann::json::array();
  for (const UnitEnd& end : r.unit_ends)
    ends.push_back({{"unit", end.unit}, {"workgroups", end.workgroups}, {"end_cycle", end.cycle}});
  return {{"workgroups_fewest", share.fewest},
          {"workgroups_most", share.most},
          {"units_with_most", share.units_with_most},
          {"simulated", ends}};
}

// Every vector access goes to the L2 line by line (the model has no L0 hits): its lines' bytes.
std::uint64_t l2_bytes(const TimingResult& r) {
  return r.traffic.vector_lines * static_cast<std::uint64_t>(r.machine.memory_line_bytes);
}

// "N units with work: A-B workgroups each (K run B); (the simulated) units end at cycles X-Y": the launch's
// tail, where units that ran fewer workgroups (or finished theirs sooner) idle until the last one ends.
std::string unit_ends_line(const TimingResult& r) {
  if (r.unit_ends.empty()) return "";
  const WorkgroupShare share = workgroup_share(r);
  const std::string unit = r.occupancy.unit;
  std::string text = fmt::format("  units             {} {}s with work: ", r.units_with_work, unit);
  if (share.fewest == share.most)
    text += fmt::format("{} workgroup{} each", share.most, share.most == 1 ? "" : "s");
  else
    text += fmt::format("{}-{} workgroups each ({} run {})", share.fewest, share.most, share.units_with_most,
                        share.most);
  const auto [first, last] = std::ranges::minmax(r.unit_ends, {}, &UnitEnd::cycle);
  text += fmt::format("; {}{}s end at cycles {}-{}\n", r.simulated_units < r.units_with_work ? "the simulated " : "",
                      unit, first.cycle, last.cycle);
  return text;
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
  const Bottleneck& b = r.bottleneck;
  text += fmt::format("  bound by          {}  (matrix pipe {:.0f} %, issue {:.0f} %, LDS {:.0f} %, L2 {:.0f} %, "
                      "DRAM {:.0f} %)\n",
                      b.bound, 100 * b.matrix_pipe, 100 * b.issue, 100 * b.lds, 100 * b.l2, 100 * b.dram);
  text += fmt::format("  waves             {} on {} of {} {}s{}\n", r.waves, r.units_with_work,
                      r.machine.compute_units / (r.occupancy.unit == "WGP" ? 2 : 1), r.occupancy.unit,
                      r.simulated_units < r.units_with_work
                          ? fmt::format(" ({} simulated, the rest extrapolated)", r.simulated_units)
                          : "");
  text += unit_ends_line(r);
  std::string counts;
  for (int g = 0; g < kInstructionGroups; ++g)
    counts += fmt::format("{}{} {}", g ? ", " : "", instruction_group_name(static_cast<InstructionGroup>(g)),
                          r.instruction_counts[static_cast<std::size_t>(g)]);
  text += fmt::format("  by class          {}\n", counts);
  text += fmt::format("  bytes             LDS {}, scalar {}, vector read {}, vector write {}, DRAM {}\n",
                      r.traffic.lds_bytes, r.traffic.scalar_bytes, r.traffic.vector_read_bytes,
                      r.traffic.vector_write_bytes, r.traffic.dram_bytes);
  text += fmt::format("  memory detail     LDS bank-conflict cycles {}, vector cache-line requests {} ({} B through "
                      "the L2)\n",
                      r.traffic.lds_bank_conflict_cycles, r.traffic.vector_lines, l2_bytes(r));
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
      {"waves", r.waves},
      {"units_with_work", r.units_with_work},
      {"simulated_units", r.simulated_units},
      {"workgroups", r.workgroups},
      {"units", units_report(r)},
      {"instructions_by_class", instruction_classes(r)},
      {"bytes", {{"lds", r.traffic.lds_bytes},
                 {"scalar", r.traffic.scalar_bytes},
                 {"vector_read", r.traffic.vector_read_bytes},
                 {"vector_write", r.traffic.vector_write_bytes},
                 {"l2", l2_bytes(r)},
                 {"dram", r.traffic.dram_bytes}}},
      {"lds_bank_conflict_cycles", r.traffic.lds_bank_conflict_cycles},
      {"vector_cache_lines", r.traffic.vector_lines},
      {"l2_line_misses", r.traffic.l2_line_misses},
      {"infinity_cache_hits", r.traffic.infinity_cache_hits},
      {"matrix_pipe_utilisation", r.bottleneck.matrix_pipe},
      {"bottleneck", {{"bound", r.bottleneck.bound},
                      {"matrix_pipe", r.bottleneck.matrix_pipe},
                      {"issue", r.bottleneck.issue},
                      {"lds", r.bottleneck.lds},
                      {"l2", r.bottleneck.l2},
                      {"dram", r.bottleneck.dram}}},
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

Roofline roofline_of(const TimingResult& r) {
  Roofline roof;
  roof.dram_bytes_per_cycle = r.dram_bytes_per_cycle;
  // The matrix pipe's rate for this kernel's instruction mix: its FLOPs per busy SIMD-cycle, on every SIMD.
  if (r.matrix_busy_cycles > 0)
    roof.peak_flop_per_cycle = static_cast<double>(r.wmma_flops) / static_cast<double>(r.matrix_busy_cycles) *
                               r.machine.simd_count();
  if (r.cycles > 0) roof.flop_per_cycle = static_cast<double>(r.wmma_flops) / static_cast<double>(r.cycles);
  if (r.traffic.dram_bytes > 0)
    roof.intensity = static_cast<double>(r.wmma_flops) / static_cast<double>(r.traffic.dram_bytes);
  if (roof.peak_flop_per_cycle > 0 && roof.dram_bytes_per_cycle > 0 && r.traffic.dram_bytes > 0)
    roof.bound_cycles = std::max(static_cast<double>(r.wmma_flops) / roof.peak_flop_per_cycle,
                                 static_cast<double>(r.traffic.dram_bytes) / roof.dram_bytes_per_cycle);
  return roof;
}

RooflinePanel roofline_panel(const TimingResult& r) {
  return {fmt::format("{} on {}: {:.2f} us, bound by {}", r.kernel, r.machine.name, r.microseconds(), r.bottleneck.bound),
          roofline_of(r)};
}

namespace {

constexpr double kPanelWidth = 640, kPanelHeight = 420;

// Text inside an SVG element (a kernel name may be a demangled template: '<', '>', '&').
std::string xml_text(std::string_view text) {
  std::string out;
  for (const char c : text) {
    if (c == '<') out += "&lt;";
    else if (c == '>') out += "&gt;";
    else if (c == '&') out += "&amp;";
    else out += c;
  }
  return out;
}

// Picture geometry of one panel: the plot area and its log2 axes (intensity 2^-4 .. 2^14 FLOP/byte, performance
// 2^0 .. 2^20 FLOP/cycle).
constexpr double kLeft = 80, kBottom = 350, kTop = 40, kRight = 610;
constexpr int kMinIntensityLog2 = -4, kMaxIntensityLog2 = 14, kMaxFlopsLog2 = 20;
// A generous estimate of a 12 px sans-serif text's width (a browser's average glyph is about 0.55 em), so that a
// label placed by it stays inside the picture.
constexpr double kGlyphWidth = 7.2;

double estimated_width(std::string_view text) { return kGlyphWidth * static_cast<double>(text.size()); }

// A power of two as an axis shows it: "1/16", "1", "256", "4K", "1M".
std::string power_label(int log2) {
  if (log2 < 0) return fmt::format("1/{}", 1 << -log2);
  if (log2 >= 20) return fmt::format("{}M", 1 << (log2 - 20));
  if (log2 >= 10) return fmt::format("{}K", 1 << (log2 - 10));
  return std::to_string(1 << log2);
}

// A label at (x, y) that stays inside the panel: anchored at its end when it would run past the right edge.
std::string label(double x, double y, std::string_view text) {
  const bool fits = x + estimated_width(text) <= kPanelWidth - 4;
  return fmt::format("<text x=\"{:.1f}\" y=\"{:.1f}\"{}>{}</text>\n", fits ? x : std::min(x, kPanelWidth - 4.0), y,
                     fits ? "" : " text-anchor=\"end\"", xml_text(text));
}

// The title, squeezed to the panel's width when it is longer (a long demangled kernel name).
std::string title(std::string_view text) {
  const double room = kPanelWidth - 2 * 8;
  return fmt::format("<text x=\"8\" y=\"18\"{}>{}</text>\n",
                     estimated_width(text) > room
                         ? fmt::format(" textLength=\"{:.0f}\" lengthAdjust=\"spacingAndGlyphs\"", room)
                         : std::string(),
                     xml_text(text));
}

// Both axes with a tick and a value at every other power of two (intensity) and every fourth (performance).
std::string axes(const std::function<double(double)>& x, const std::function<double(double)>& y) {
  std::string svg = fmt::format(
      "<line x1=\"{}\" y1=\"{}\" x2=\"{}\" y2=\"{}\" stroke=\"black\"/>\n"
      "<line x1=\"{}\" y1=\"{}\" x2=\"{}\" y2=\"{}\" stroke=\"black\"/>\n",
      kLeft, kBottom, kRight, kBottom, kLeft, kBottom, kLeft, kTop);
  for (int p = kMinIntensityLog2; p <= kMaxIntensityLog2; p += 2) {
    const double at = x(std::ldexp(1.0, p));
    svg += fmt::format("<line x1=\"{0:.1f}\" y1=\"{1}\" x2=\"{0:.1f}\" y2=\"{2}\" stroke=\"black\"/>\n"
                       "<text x=\"{0:.1f}\" y=\"{3}\" text-anchor=\"middle\">{4}</text>\n",
                       at, kBottom, kBottom + 5, kBottom + 18, power_label(p));
  }
  for (int p = 0; p <= kMaxFlopsLog2; p += 4) {
    const double at = y(std::ldexp(1.0, p));
    svg += fmt::format("<line x1=\"{0}\" y1=\"{1:.1f}\" x2=\"{2}\" y2=\"{1:.1f}\" stroke=\"black\"/>\n"
                       "<text x=\"{3}\" y=\"{4:.1f}\" text-anchor=\"end\">{5}</text>\n",
                       kLeft - 5, at, kLeft, kLeft - 8, at + 4, power_label(p));
  }
  return svg + fmt::format(
                   "<text x=\"{}\" y=\"{}\" text-anchor=\"middle\">WMMA FLOP per DRAM byte</text>\n"
                   "<text x=\"16\" y=\"{}\" text-anchor=\"middle\" transform=\"rotate(-90 16 {})\">WMMA FLOP per "
                   "cycle</text>\n",
                   (kLeft + kRight) / 2, kBottom + 40, (kTop + kBottom) / 2, (kTop + kBottom) / 2);
}

// One launch's picture, its top edge at `top`.
std::string roofline_group(const RooflinePanel& panel, double top) {
  const Roofline& roof = panel.roof;
  const double intensity_span = kMaxIntensityLog2 - kMinIntensityLog2;
  const std::function<double(double)> x = [&](double intensity) {
    const double clamped = std::clamp(intensity, std::ldexp(1.0, kMinIntensityLog2), std::ldexp(1.0, kMaxIntensityLog2));
    return kLeft + (std::log2(clamped) - kMinIntensityLog2) / intensity_span * (kRight - kLeft);
  };
  const std::function<double(double)> y = [&](double flops) {
    return kBottom - std::log2(std::clamp(flops, 1.0, std::ldexp(1.0, kMaxFlopsLog2))) / kMaxFlopsLog2 * (kBottom - kTop);
  };
  std::string svg = fmt::format("<g transform=\"translate(0 {})\">\n", top) + title(panel.title) + axes(x, y);
  if (roof.dram_bytes_per_cycle > 0 && roof.peak_flop_per_cycle > 0) {
    const double ridge = roof.peak_flop_per_cycle / roof.dram_bytes_per_cycle;
    const double low = std::ldexp(1.0, kMinIntensityLog2), high = std::ldexp(1.0, kMaxIntensityLog2);
    svg += fmt::format(
        "<polyline fill=\"none\" stroke=\"#1f77b4\" stroke-width=\"2\" points=\"{:.1f},{:.1f} {:.1f},{:.1f} "
        "{:.1f},{:.1f}\"/>\n",
        x(low), y(roof.dram_bytes_per_cycle * low), x(ridge), y(roof.peak_flop_per_cycle), x(high),
        y(roof.peak_flop_per_cycle));
    svg += label(x(ridge), y(roof.peak_flop_per_cycle) - 6,
                 fmt::format("matrix peak {:.0f} FLOP/cycle, DRAM {:.0f} B/cycle", roof.peak_flop_per_cycle,
                             roof.dram_bytes_per_cycle));
  }
  if (roof.flop_per_cycle > 0 && roof.intensity > 0) {
    svg += fmt::format("<circle cx=\"{:.1f}\" cy=\"{:.1f}\" r=\"5\" fill=\"#d62728\"/>\n", x(roof.intensity),
                       y(roof.flop_per_cycle));
    svg += label(x(roof.intensity) + 8, y(roof.flop_per_cycle) + 4,
                 fmt::format("{:.1f} FLOP/cycle at {:.1f} FLOP/B", roof.flop_per_cycle, roof.intensity));
  } else {
    svg += label(kLeft + 20, kTop + 30, "no WMMA work or no DRAM traffic: nothing to place");
  }
  return svg + "</g>\n";
}

}  // namespace

std::string roofline_svg(const std::vector<RooflinePanel>& panels) {
  std::string svg = fmt::format(
      "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"{}\" height=\"{}\" font-family=\"sans-serif\" "
      "font-size=\"12\">\n<rect width=\"100%\" height=\"100%\" fill=\"white\"/>\n",
      kPanelWidth, kPanelHeight * static_cast<double>(std::max<std::size_t>(panels.size(), 1)));
  for (std::size_t i = 0; i < panels.size(); ++i)
    svg += roofline_group(panels[i], kPanelHeight * static_cast<double>(i));
  return svg + "</svg>\n";
}

std::string roofline_svg(const TimingResult& r) { return roofline_svg(std::vector{roofline_panel(r)}); }

std::uint64_t SourceLineProfile::simd_cycles() const {
  std::uint64_t total = profile.cycles.issue_cycles;
  for (const std::uint64_t c : profile.cycles.stalls) total += c;
  return total;
}

std::vector<SourceLineProfile> profile_by_source_line(const TimingResult& r, const LineOfPc& line_of) {
  std::map<std::string, PcProfile> by_line;
  bool any_line = false;
  for (std::size_t i = 0; i < r.pc_profile.size(); ++i) {
    if (r.pc_profile[i].executed == 0) continue;
    const std::string line = line_of(static_cast<std::uint32_t>(4 * i));
    any_line = any_line || !line.empty();
    by_line[line.empty() ? "(no source line)" : line] += r.pc_profile[i];
  }
  if (!any_line) return {};
  std::vector<SourceLineProfile> profile;
  for (auto& [line, p] : by_line) profile.push_back({line, p});
  std::ranges::stable_sort(profile, std::greater<>{}, &SourceLineProfile::simd_cycles);
  return profile;
}

namespace {

// The reason most of a line's stall cycles went to ("issued" when it never waited).
std::string main_reason(const PcProfile& p) {
  int best = -1;
  for (int r = 0; r < kStallReasons; ++r)
    if (p.cycles.stalls[r] > 0 && (best < 0 || p.cycles.stalls[r] > p.cycles.stalls[best])) best = r;
  return best < 0 ? "issued" : std::string(stall_reason_name(static_cast<StallReason>(best)));
}

}  // namespace

std::string hottest_lines_text(const std::vector<SourceLineProfile>& profile, std::size_t shown,
                               const TimingResult& result) {
  if (profile.empty()) return {};
  std::uint64_t total = 0;
  for (const SourceLineProfile& l : profile) total += l.simd_cycles();
  const std::string units = result.simulated_units < result.units_with_work
                                ? fmt::format(" of the {} simulated units", result.simulated_units)
                                : std::string();
  std::string text =
      "  hottest source lines" + units + " (SIMD-cycles waited before and spent issuing their instructions)\n";
  for (std::size_t i = 0; i < std::min(shown, profile.size()); ++i) {
    const SourceLineProfile& l = profile[i];
    text += fmt::format("    {:<36} {:>12}  {:5.1f} %  {} executions, mostly {}\n", l.line, l.simd_cycles(),
                        100.0 * static_cast<double>(l.simd_cycles()) / static_cast<double>(std::max<std::uint64_t>(total, 1)),
                        l.profile.executed, main_reason(l.profile));
  }
  return text;
}

nlohmann::json source_lines_json(const std::vector<SourceLineProfile>& profile) {
  nlohmann::json list = nlohmann::json::array();
  for (const SourceLineProfile& l : profile) {
    nlohmann::json stalls = nlohmann::json::object();
    for (int r = 0; r < kStallReasons; ++r)
      stalls[std::string(stall_reason_name(static_cast<StallReason>(r)))] = l.profile.cycles.stalls[r];
    list.push_back({{"line", l.line},
                    {"executed", l.profile.executed},
                    {"simd_cycles", l.simd_cycles()},
                    {"issued", l.profile.cycles.issue_cycles},
                    {"stalls", stalls}});
  }
  return list;
}

void write_roofline_svg(const std::filesystem::path& path, const TimingResult& result) {
  write_file_atomically(path, roofline_svg(result));
}

std::string launch_csv_header() {
  return "kernel,machine,cycles,time_us,waves,bound,matrix_pipe,issue,lds,l2,dram,wmma_flops,valu,salu,wmma,lds_insts,"
         "vmem,smem,branch,other,lds_bytes,vector_read_bytes,vector_write_bytes,dram_bytes\n";
}

std::string launch_csv_row(const TimingResult& r) {
  const auto& c = r.instruction_counts;
  const Bottleneck& b = r.bottleneck;
  return fmt::format("{},{},{},{:.3f},{},{},{:.4f},{:.4f},{:.4f},{:.4f},{:.4f},{},{},{},{},{},{},{},{},{},{},{},{},{}\n",
                     r.kernel, r.machine.name, r.cycles, r.microseconds(), r.waves, b.bound, b.matrix_pipe, b.issue,
                     b.lds, b.l2, b.dram, r.wmma_flops, c[0], c[1], c[2], c[3], c[4], c[5], c[6], c[7],
                     r.traffic.lds_bytes, r.traffic.vector_read_bytes, r.traffic.vector_write_bytes, r.traffic.dram_bytes);
}

}  // namespace wmmasim::sim
