// Outputs of the timing model: a text summary, a JSON report (keys documented in docs/timing.md), a
// Chrome/Perfetto trace (one track per wave, grouped by SIMD; opens in ui.perfetto.dev) and a per-instruction
// timeline CSV with the columns of the hardware traces. Files are written to a temporary name and renamed.
#pragma once

#include <filesystem>
#include <functional>
#include <nlohmann/json.hpp>
#include <stdexcept>
#include <string>
#include <vector>

#include "wmmasim/timing/hazards.h"
#include "wmmasim/timing/model.h"

namespace wmmasim::sim {

struct ReportError : std::runtime_error {
  using std::runtime_error::runtime_error;
};

// Several lines: cycles, time at the machine's clock, WMMA FLOPs, FLOP/clk/CU, occupancy, stall breakdown.
std::string timing_summary(const TimingResult& result);

// At least: cycles, wmma_flops, flop_per_clk_per_cu, stalls (SIMD-cycles by reason), plus the machine's
// parameters with their sources and the hazards found.
nlohmann::json timing_report(const TimingResult& result, const std::vector<Hazard>& hazards = {});

// {"traceEvents": [...]}: pid = SIMD (unit x SIMDs per unit + simd; the unit is a CU, or a WGP in WGP mode), tid = wave (workgroup x waves + wave); one
// complete event ("ph": "X") per instruction from its issue to its completion or the wave's next issue,
// whichever comes first (slices of a track never overlap; an issue-free s_delay_alu / s_wait_alu / s_barrier_wait
// passes in its next instruction's cycle: a zero-length slice). Timestamps in microseconds at the machine's clock.
// Needs a result recorded with TimingOptions::record_instructions.
nlohmann::json perfetto_trace(const TimingResult& result);

// "workgroup,wave,simd,pc,mnemonic,issue_cycle,complete_cycle", one row per executed instruction, pc as a hex
// byte offset from the kernel entry, simd as in the trace.
std::string timeline_csv(const TimingResult& result);

// The roofline of a launch: the matrix pipe's peak for the kernel's instruction mix and DRAM's rate (both of the
// whole device, per cycle), where the launch sits, and the roofline's lower bound on its cycles.
struct Roofline {
  double peak_flop_per_cycle = 0;
  double dram_bytes_per_cycle = 0;
  double flop_per_cycle = 0;  // achieved
  double intensity = 0;       // WMMA FLOPs per DRAM byte
  double bound_cycles = 0;    // max(FLOPs / peak, DRAM bytes / DRAM rate); 0 when either is unknown
};
Roofline roofline_of(const TimingResult& result);
// What a roofline picture shows of one launch: its title line and its roofline.
struct RooflinePanel {
  std::string title;  // "KERNEL on MACHINE: T us, bound by B"
  Roofline roof;
};
RooflinePanel roofline_panel(const TimingResult& result);
// The roofline as an SVG picture (log-log; the launch as a dot).
std::string roofline_svg(const TimingResult& result);
// Several launches (a program's): one panel per launch, top to bottom, in the order given.
std::string roofline_svg(const std::vector<RooflinePanel>& panels);
void write_roofline_svg(const std::filesystem::path& path, const TimingResult& result);
// One CSV row per launch (for spreadsheets): the header and a row.
std::string launch_csv_header();
std::string launch_csv_row(const TimingResult& result);

// The per-pc profile (TimingResult::pc_profile) summed per source line, hottest first. `line_of(pc)` names the line
// of an instruction ("kernels/x.hip:56") or returns "" when the code object has none; empty when no pc has a line.
// Instructions without a line are summed under "(no source line)".
struct SourceLineProfile {
  std::string line;
  PcProfile profile;
  std::uint64_t simd_cycles() const;  // issue slots + stall cycles charged to the line
};
using LineOfPc = std::function<std::string(std::uint32_t pc)>;
std::vector<SourceLineProfile> profile_by_source_line(const TimingResult& result, const LineOfPc& line_of);
// "  hottest source lines ..." and the first `shown` lines with their share, executions and main stall reason; the
// heading names the simulated units when `result` sampled some (their own counts: not extrapolated).
std::string hottest_lines_text(const std::vector<SourceLineProfile>& profile, std::size_t shown,
                               const TimingResult& result);
// [{"line", "executed", "simd_cycles", "issued", "stalls": {reason: SIMD-cycles}}], hottest first.
nlohmann::json source_lines_json(const std::vector<SourceLineProfile>& profile);

void write_json_report(const std::filesystem::path& path, const TimingResult& result,
                       const std::vector<Hazard>& hazards = {});
void write_perfetto_trace(const std::filesystem::path& path, const TimingResult& result);
void write_timeline_csv(const std::filesystem::path& path, const TimingResult& result);

}  // namespace wmmasim::sim
