// Calibration of the timing model against real hardware: every timeline in tests/data/hw-traces (SQ thread traces
// of an RX 7900-class gfx1100 and an RX 9070-class gfx1201, README there) is replayed through the compute-unit
// model and compared with the cycles at which the hardware issued each instruction. Per timeline: total cycles
// of the traced waves (first issue to last issue, s_endpgm included) and the median absolute error of the
// per-instruction issue cycles. Each traced wave starts at its hardware first-issue cycle (the dispatcher's
// launch timing is not part of the replay); all traced waves share one SIMD and one barrier group, as the traced
// SIMD saw them. The model runs at the shader clock the run was recorded at (recording_clocks.csv).
//
// The table in docs/timing.md comes from:  build/default/tests/test_timing_hw_traces --success
#include <doctest/doctest.h>
#include <fmt/format.h>

#include <algorithm>
#include <cmath>
#include <set>

#include "hw_trace_adapter.h"
#include "support.h"
#include "wmmasim/timing/compute_unit.h"
#include "wmmasim/timing/machine.h"
#include "wmmasim/timing/model.h"

using namespace wmmasim;
using namespace wmmasim::test;

namespace {

const std::string kHwDir = std::string(WMMASIM_HW_TRACES_DIR);

struct Outcome {
  std::string csv;
  std::string gpu;
  std::string kernel;
  std::string code_object;
  std::size_t waves = 0;
  std::size_t compared = 0;  // rows with a hardware cycle
  std::int64_t hw_cycles = 0;
  std::int64_t model_cycles = 0;
  // The same span measured from the first s_waitcnt/s_wait_* to issue: the cold first memory access (kernel
  // arguments) left out.
  std::int64_t hw_after_first_wait = 0;
  std::int64_t model_after_first_wait = 0;
  double median_abs_error = 0;
  sim::StallBreakdown stalls;  // the traced SIMD, from the first wave's first issue to the last issue

  static double percent(std::int64_t model, std::int64_t hw) {
    return hw == 0 ? 0.0 : 100.0 * static_cast<double>(model - hw) / static_cast<double>(hw);
  }
  double error_percent() const { return percent(model_cycles, hw_cycles); }
  double error_after_first_wait_percent() const { return percent(model_after_first_wait, hw_after_first_wait); }
};

Outcome replay(const TraceReplay& trace) {
  // At the shader clock the run was recorded at (its cold latencies' memory side scaled to it).
  const sim::MachineDescription machine =
      sim::at_shader_clock(sim::builtin_machine_description(trace.gpu), recorded_clock_mhz(kHwDir, trace.csv));
  sim::MemorySystem memory(machine);
  sim::CuSimulator cu(machine, memory, machine.simds_per_cu, 32, 0, true);
  for (std::size_t i = 0; i < trace.waves.size(); ++i) {
    const TracedWave& wave = trace.waves[i];
    sim::WaveSlot slot{0, static_cast<std::uint32_t>(i), 0,
                       static_cast<std::uint64_t>(wave.rows.front().hw_issue.value_or(0))};
    cu.add_wave(slot, wave.events);
  }
  cu.run_to_end();
  const std::uint64_t start = trace.waves.front().rows.front().hw_issue.value_or(0);

  // The simulator records each wave's instructions in program order.
  std::vector<std::vector<std::uint64_t>> issued(trace.waves.size());
  for (const sim::InstructionTiming& t : cu.instructions()) issued[t.wave].push_back(t.issue_cycle);

  Outcome outcome;
  outcome.csv = trace.csv;
  outcome.gpu = trace.gpu;
  outcome.kernel = trace.kernel;
  outcome.code_object = trace.code_object;
  outcome.waves = trace.waves.size();
  std::vector<std::int64_t> errors;
  std::int64_t hw_first = INT64_MAX, hw_last = INT64_MIN, model_first = INT64_MAX, model_last = INT64_MIN;
  std::int64_t hw_wait = INT64_MAX, model_wait = INT64_MAX;
  for (std::size_t w = 0; w < trace.waves.size(); ++w) {
    const TracedWave& wave = trace.waves[w];
    if (issued[w].size() != wave.events.size()) FAIL(trace.csv << ": wave " << w << " did not finish");
    for (std::size_t i = 0; i < wave.rows.size(); ++i) {
      if (!wave.rows[i].hw_issue) continue;
      const std::int64_t hw = *wave.rows[i].hw_issue;
      const auto model = static_cast<std::int64_t>(issued[w][i]);
      errors.push_back(std::llabs(model - hw));
      hw_first = std::min(hw_first, hw), hw_last = std::max(hw_last, hw);
      model_first = std::min(model_first, model), model_last = std::max(model_last, model);
      if (wave.events[i].cls == sim::TimingClass::Wait && hw < hw_wait) hw_wait = hw, model_wait = model;
    }
  }
  outcome.compared = errors.size();
  outcome.stalls = cu.stall_breakdown(cu.last_cycle() + 1, 0);
  outcome.stalls[sim::StallReason::Idle] -= start;  // before the first wave
  outcome.hw_cycles = hw_last - hw_first;
  outcome.model_cycles = model_last - model_first;
  outcome.hw_after_first_wait = hw_last - (hw_wait == INT64_MAX ? hw_first : hw_wait);
  outcome.model_after_first_wait = model_last - (model_wait == INT64_MAX ? model_first : model_wait);
  std::nth_element(errors.begin(), errors.begin() + static_cast<std::ptrdiff_t>(errors.size() / 2), errors.end());
  outcome.median_abs_error = static_cast<double>(errors[errors.size() / 2]);
  return outcome;
}

// The timelines to compare: every CSV of the manifest, with discover_ops taken from its realigned files
// (the decoder's own mapping drifts there, README §6).
std::vector<std::map<std::string, std::string>> timelines() {
  std::vector<std::map<std::string, std::string>> out;
  for (const auto& row : read_csv(kHwDir + "/manifest.csv").rows) {
    if (row.at("kernel") == "discover_ops" && row.at("timeline") != "realigned") continue;
    out.push_back(row);
  }
  return out;
}

const std::vector<Outcome>& outcomes() {
  static const std::vector<Outcome> all = [] {
    std::vector<Outcome> result;
    for (const auto& row : timelines()) result.push_back(replay(load_trace(kHwDir, row)));
    return result;
  }();
  return all;
}

// The WMMA/GEMM timelines the issue sets the 10 % target for: custom_wmma_simple, custom_handwritten and the
// custom_lds_sync versions with WMMA in their code (kernels.csv `wmma_in_code`).
bool is_wmma_timeline(const Outcome& o) {
  if (o.kernel == "custom_handwritten" || o.kernel == "custom_wmma_simple") return true;
  static const std::vector<std::string> lds_sync_with_wmma{
      "custom_lds_sync__8ba7aa66", "custom_lds_sync__578de050",  // gfx1100: bf16 + iu8 (two runs)
      "custom_lds_sync__495e4cd5", "custom_lds_sync__1127336d",  // gfx1100: 4x bf16
      "custom_lds_sync__bd98afc6", "custom_lds_sync__9a3c8c75",  // gfx1201: bf16 + iu8
      "custom_lds_sync__11ffc9be", "custom_lds_sync__4462b81d",  // gfx1201: 4x bf16
      "custom_lds_sync__8898beed", "custom_lds_sync__9f61516b"};  // gfx1201: 4x (bf16, fp8)
  return std::any_of(lds_sync_with_wmma.begin(), lds_sync_with_wmma.end(),
                     [&](const std::string& name) { return o.csv.find(name) != std::string::npos; });
}

// WMMA timelines the model misses, and the mechanism it lacks (docs/timing.md, "Known misses").
std::string known_miss(const Outcome& o) {
  if (recorded_through_kernel_driver(kHwDir, o.csv))
    return "instruction fetch: the second 256-byte code block takes 1535 cycles to arrive in this recording "
           "(400-580 elsewhere on gfx1201), the one recording made through the kernel driver, whose memory side "
           "ran slower by an amount the recording does not give (recording_clocks.csv)";
  for (const char* run : {"custom_handwritten__96143132", "custom_handwritten__9d05f01a"})
    if (o.csv.find(run) != std::string::npos)
      return "store throughput: 1024 waves x 16 global_store_b64 into the same 1 KiB are acknowledged over "
             "~17,000 cycles; one SIMD with invented addresses cannot show it (test_timing_hw_exec runs the whole "
             "grid with the real addresses and misses it too)";
  return "";
}

}  // namespace

TEST_CASE("every hardware timeline replays and the comparison table is printed") {
  const auto& all = outcomes();
  REQUIRE(all.size() >= 40);
  std::string table =
      "| gpu | timeline | waves | rows | hw cycles | model cycles | error | error after 1st wait | median abs. issue "
      "error (cycles) |\n|---|---|---|---|---|---|---|---|---|\n";
  for (const Outcome& o : all) {
    CHECK(o.compared > 0);
    table += fmt::format("| {} | `{}` | {} | {} | {} | {} | {:+.1f} % | {:+.1f} % | {} |\n", o.gpu,
                         o.csv.substr(o.csv.find('/') + 1), o.waves, o.compared, o.hw_cycles, o.model_cycles,
                         o.error_percent(), o.error_after_first_wait_percent(), o.median_abs_error);
  }
  MESSAGE("\n" << table);
}

TEST_CASE("where the traced SIMD's cycles go, per kernel (model)") {
  std::string table = "| gpu | timeline | issued | dependency | matrix pipe | wait counter | barrier | fetch | issue limit | "
                      "idle |\n|---|---|---|---|---|---|---|---|---|---|\n";
  std::set<std::string> seen;
  for (const Outcome& o : outcomes()) {
    if (!seen.insert(o.code_object).second) continue;  // one timeline per code object
    const sim::StallBreakdown& s = o.stalls;
    double total = static_cast<double>(s.issue_cycles);
    for (const std::uint64_t v : s.stalls) total += static_cast<double>(v);
    if (total == 0) continue;
    const auto pct = [&](std::uint64_t v) { return fmt::format("{:.0f} %", 100.0 * static_cast<double>(v) / total); };
    using R = sim::StallReason;
    table += fmt::format("| {} | `{}` | {} | {} | {} | {} | {} | {} | {} | {} |\n", o.gpu,
                         o.csv.substr(o.csv.find('/') + 1), pct(s.issue_cycles), pct(s[R::Dependency]),
                         pct(s[R::MatrixPipe]), pct(s[R::WaitCounter]), pct(s[R::Barrier]), pct(s[R::InstructionFetch]),
                         pct(s[R::Issue]), pct(s[R::Idle]));
    CHECK(s.issue_cycles > 0);
  }
  MESSAGE("\n" << table);
}

TEST_CASE("WMMA kernels: total cycles within 10 % of the hardware's, except the known misses") {
  int met = 0, missed = 0;
  for (const Outcome& o : outcomes()) {
    if (!is_wmma_timeline(o)) continue;
    INFO(o.csv);
    const std::string miss = known_miss(o);
    if (miss.empty()) {
      CHECK(std::abs(o.error_percent()) <= 10.0);
      ++met;
      continue;
    }
    ++missed;
    MESSAGE(o.csv << ": " << fmt::format("{:+.1f} %", o.error_percent()) << ", missing mechanism: " << miss);
  }
  CHECK(met == 16);
  CHECK(missed == 6);
}
