// Every kernel of tests/data/hw-traces through the executor with the timing model on, as `wmmasim run --timing`
// runs it: the recorded code object on its architecture, the recorded launch and buffers of the recorded sizes
// (hw_trace_launch.h). The model's SIMD 0 of compute unit 0 stands for the traced SIMD (SIMD 0 of WGP 0 of a
// shader engine, hw-traces README §2). Its waves, in order of first issue, are matched with the traced waves in
// the same order; the executor must have walked the same instructions as the hardware (pc by pc; instructions the
// trace cannot show - s_delay_alu, s_wait_alu, s_barrier_wait - left out). Per timeline: total cycles of the traced
// waves (first issue to last issue, s_endpgm included) and the median absolute error of per-instruction issue
// cycles, both sides counted from the SIMD's first issue.
//
// Unlike test_timing_hw_traces (which replays the recorded instruction streams with every wave started at its
// hardware first-issue cycle), nothing here comes from the trace but the state of the GPU: the shader clock the
// run was recorded at where it was measured (recording_clocks.csv, TimingOptions::shader_clock_mhz) and which
// buffers were copied to it before the launch (E_3's inputs, hw_trace_launch.h). Wave placement and launch, memory
// addresses, the other compute units' traffic and the control flow are the simulator's own.
//
// The table in docs/timing.md comes from:  build/default/tests/test_timing_hw_exec
#include <doctest/doctest.h>
#include <fmt/format.h>

#include <algorithm>
#include <cmath>
#include <map>
#include <set>

#include "hw_trace_adapter.h"
#include "hw_trace_launch.h"
#include "kernel_oracle.h"
#include "wmmasim/exec/executor.h"
#include "wmmasim/timing/hazards.h"
#include "wmmasim/timing/model.h"

using namespace wmmasim;
using namespace wmmasim::test;

namespace {

const std::string kHwDir = std::string(WMMASIM_HW_TRACES_DIR);

struct IssuedInstruction {
  std::uint32_t pc = 0;
  std::int64_t issue = 0;
  bool wait = false;   // s_waitcnt / s_wait_*: the first one ends the cold kernel-argument load
  bool timed = true;   // false: a realigned discover_ops instruction without a packet (README §6)
};

bool is_wait(std::string_view mnemonic) { return mnemonic.starts_with("s_waitcnt") || mnemonic.starts_with("s_wait_"); }
using WaveIssues = std::vector<IssuedInstruction>;

// Instructions that never emit a trace packet (README §4).
bool traced(std::string_view mnemonic) {
  return mnemonic != "s_delay_alu" && !mnemonic.starts_with("s_wait_alu") && mnemonic != "s_barrier_wait" &&
         mnemonic != "s_code_end";
}

std::int64_t first_issue(const WaveIssues& wave) {
  for (const IssuedInstruction& i : wave)
    if (i.timed) return i.issue;
  return INT64_MAX;
}
std::int64_t last_issue(const WaveIssues& wave) {
  for (auto i = wave.rbegin(); i != wave.rend(); ++i)
    if (i->timed) return i->issue;
  return INT64_MIN;
}

// The traced waves of one timeline CSV, in order of first issue. Realigned discover_ops rows without a packet
// keep their place in the path but have no cycle (their wave columns are empty: they belong to the only wave);
// the gfx1100 discover_ops timestamps jump by kTimestampArtifact at one row, which is not time (README §6).
std::vector<WaveIssues> hardware_waves(const std::string& csv) {
  std::map<std::pair<int, int>, WaveIssues> by_wave;
  std::map<std::pair<int, int>, std::int64_t> artifact, previous;
  for (const auto& row : read_csv(kHwDir + "/" + csv).rows) {
    if (row.count("align") && row.at("align") == "extra_packet") continue;
    if (row.at("pc").empty()) continue;
    const auto number = [&](const char* column) { return row.at(column).empty() ? 0 : std::stoi(row.at(column)); };
    const auto key = std::make_pair(number("wave"), number("wave_instance"));
    IssuedInstruction i{static_cast<std::uint32_t>(std::stoul(row.at("pc"), nullptr, 16)), 0, is_wait(row.at("mnemonic")),
                        !row.at("issue_cycle").empty()};
    if (i.timed) {
      const std::int64_t cycle = std::stoll(row.at("issue_cycle"));
      if (previous.count(key) && cycle - previous[key] > kTimestampArtifact / 2) artifact[key] = kTimestampArtifact;
      previous[key] = cycle;
      i.issue = cycle - artifact[key];
    }
    by_wave[key].push_back(i);
  }
  std::vector<WaveIssues> waves;
  for (auto& [key, wave] : by_wave) waves.push_back(std::move(wave));
  std::ranges::stable_sort(waves, {}, first_issue);
  return waves;
}

// The model's waves on SIMD 0 of compute unit 0, in order of first issue.
std::vector<WaveIssues> model_waves(const sim::TimingResult& result) {
  std::map<std::pair<std::uint32_t, std::uint32_t>, WaveIssues> by_wave;
  for (const sim::InstructionTiming& t : result.timeline) {
    if (t.cu != 0 || t.simd != 0 || !traced(t.mnemonic)) continue;
    by_wave[{t.workgroup, t.wave}].push_back({t.pc, static_cast<std::int64_t>(t.issue_cycle), is_wait(t.mnemonic)});
  }
  std::vector<WaveIssues> waves;
  for (auto& [key, wave] : by_wave) {
    std::ranges::sort(wave, {}, &IssuedInstruction::issue);
    waves.push_back(std::move(wave));
  }
  std::ranges::stable_sort(waves, {}, [](const WaveIssues& w) { return w.front().issue; });
  return waves;
}

struct Comparison {
  std::string gpu, kernel, csv;
  std::size_t hw_waves = 0, model_waves = 0, compared = 0;
  std::int64_t hw_cycles = 0, model_cycles = 0;
  // The same span from the first s_waitcnt / s_wait_* on: the cold first memory access left out.
  std::int64_t hw_after_first_wait = 0, model_after_first_wait = 0;
  double median_abs_error = 0;
  std::string path_mismatch;  // empty when the executor issued the traced instructions in the traced order
  double clock_mhz = 0;       // the recorded run's shader clock (0: not measured, the machine's)

  static double percent(std::int64_t model, std::int64_t hw) {
    return hw == 0 ? 0.0 : 100.0 * static_cast<double>(model - hw) / static_cast<double>(hw);
  }
  double error_percent() const { return percent(model_cycles, hw_cycles); }
  double error_after_first_wait_percent() const { return percent(model_after_first_wait, hw_after_first_wait); }
};

Comparison compare(const std::vector<WaveIssues>& hw, const std::vector<WaveIssues>& model) {
  Comparison c;
  c.hw_waves = hw.size();
  c.model_waves = model.size();
  const std::size_t waves = std::min(hw.size(), model.size());
  std::int64_t hw_first = INT64_MAX, hw_last = INT64_MIN, model_first = INT64_MAX, model_last = INT64_MIN;
  for (std::size_t w = 0; w < waves; ++w) {
    hw_first = std::min(hw_first, first_issue(hw[w])), hw_last = std::max(hw_last, last_issue(hw[w]));
    model_first = std::min(model_first, model[w].front().issue), model_last = std::max(model_last, model[w].back().issue);
  }
  std::vector<std::int64_t> errors;
  std::int64_t hw_wait = INT64_MAX, model_wait = INT64_MAX;
  for (std::size_t w = 0; w < waves && c.path_mismatch.empty(); ++w) {
    if (hw[w].size() != model[w].size())
      c.path_mismatch = fmt::format("wave {}: {} traced instructions, {} executed", w, hw[w].size(), model[w].size());
    for (std::size_t i = 0; i < std::min(hw[w].size(), model[w].size()); ++i) {
      if (hw[w][i].pc != model[w][i].pc) {
        c.path_mismatch = fmt::format("wave {} instruction {}: pc 0x{:x} traced, 0x{:x} executed", w, i, hw[w][i].pc,
                                      model[w][i].pc);
        break;
      }
      if (!hw[w][i].timed) continue;
      errors.push_back(std::llabs((model[w][i].issue - model_first) - (hw[w][i].issue - hw_first)));
      if (hw[w][i].wait && hw[w][i].issue < hw_wait) hw_wait = hw[w][i].issue, model_wait = model[w][i].issue;
    }
  }
  c.compared = errors.size();
  c.hw_cycles = hw_last - hw_first;
  c.model_cycles = model_last - model_first;
  c.hw_after_first_wait = hw_last - (hw_wait == INT64_MAX ? hw_first : hw_wait);
  c.model_after_first_wait = model_last - (model_wait == INT64_MAX ? model_first : model_wait);
  if (!errors.empty()) {
    std::ranges::nth_element(errors, errors.begin() + static_cast<std::ptrdiff_t>(errors.size() / 2));
    c.median_abs_error = static_cast<double>(errors[errors.size() / 2]);
  }
  return c;
}

// The timelines of a code object (manifest.csv); discover_ops from its realigned files (README §6).
std::vector<std::string> timelines_of(const std::string& code_object) {
  static const CsvTable manifest = read_csv(kHwDir + "/manifest.csv");
  std::vector<std::string> csvs;
  for (const auto& row : manifest.rows) {
    if (row.at("code_object") != code_object) continue;
    if (row.at("kernel") == "discover_ops" && row.at("timeline") != "realigned") continue;
    csvs.push_back(row.at("csv"));
  }
  return csvs;
}

struct KernelOutcome {
  std::string code_object;
  std::string not_run;  // why the executor could not run it
  std::vector<Comparison> comparisons;
};

// The model's waves of the kernel's launch at the shader clock `mhz` (0: the machine's).
std::vector<WaveIssues> simulate(const TraceKernel& k, double mhz) {
  const std::string gpu = k.meta.at("gpu");
  auto oracle = oracle_kernel(k.hsaco, k.meta.at("kernel"), gpu);
  if (runs_without_lds(k)) oracle.info.group_segment_size = 0;
  const sim::KernelProgram program(oracle.info, oracle.code);
  const sim::KernelLaunch launch = trace_launch(k, oracle.info.name);
  const sim::KernelInfo& info = program.info();
  sim::TimingOptions timing{true};
  timing.shader_clock_mhz = static_cast<std::uint32_t>(mhz);
  sim::TimingModel model(sim::builtin_machine_description(gpu), info.timing_launch(launch.dispatch), timing);
  sim::HazardChecker hazards(info.name, info.target.family);
  sim::ExecutionOptions options;
  options.recorder = &model;
  options.observer = &hazards;
  // The custom_lds_sync kernels read 4 bytes past their LDS and completed on the GPUs (test_sim_hw_traces).
  options.lds_bounds = sim::LdsBounds::Zero;
  sim::run_on_simulator(program, launch, options);
  return model_waves(model.finish());
}

// Each recorded run against the model's launch at the run's shader clock (one simulation per clock).
KernelOutcome run_and_compare(const TraceKernel& k) {
  KernelOutcome outcome;
  const std::string gpu = k.meta.at("gpu");
  outcome.code_object = gpu + "/" + std::filesystem::path(k.hsaco).filename().string();
  std::map<double, std::vector<WaveIssues>> simulated;  // shader clock -> the model's waves
  for (const std::string& csv : timelines_of(outcome.code_object)) {
    const double mhz = recorded_clock_mhz(kHwDir, csv);
    if (!simulated.contains(mhz)) {
      try {
        simulated[mhz] = simulate(k, mhz);
      } catch (const std::exception& e) {
        outcome.not_run = e.what();
        return outcome;
      }
    }
    Comparison c = compare(hardware_waves(csv), simulated[mhz]);
    c.gpu = gpu;
    c.kernel = k.meta.at("kernel");
    c.csv = csv.substr(csv.find('/') + 1);
    c.clock_mhz = mhz;
    outcome.comparisons.push_back(std::move(c));
  }
  return outcome;
}

const std::vector<KernelOutcome>& outcomes() {
  static const std::vector<KernelOutcome> all = [] {
    std::vector<KernelOutcome> result;
    for (const TraceKernel& k : trace_kernels()) result.push_back(run_and_compare(k));
    return result;
  }();
  return all;
}

// The timelines with WMMA in their code (kernels.csv `wmma_in_code`) or a GEMM loop (r_2_8_16_4_4_16_4: a
// 16-iteration loop of loads and FMAs; r_32_32_16_2: a 32x32 fp32 matmul tile): the issue's 10 % target.
bool is_wmma_or_gemm(const std::string& code_object) {
  static const std::set<std::string> with_wmma = [] {
    std::set<std::string> names;
    for (const auto& row : read_csv(kHwDir + "/kernels.csv").rows)
      if (!row.at("wmma_in_code").empty() && row.at("wmma_in_code") != "0") names.insert(row.at("code_object"));
    return names;
  }();
  return with_wmma.count(code_object) > 0 || code_object.find("/r_") != std::string::npos;
}

double median(std::vector<double> values) {
  if (values.empty()) return 0;
  std::ranges::sort(values);
  const std::size_t n = values.size();
  return n % 2 ? values[n / 2] : (values[n / 2 - 1] + values[n / 2]) / 2;
}

}  // namespace

TEST_CASE("every hw-traces kernel runs through the executor with timing, on the traced instruction path") {
  std::string table = "| gpu | timeline | shader clock (MHz) | waves hw / model | compared | hw cycles | model cycles | "
                      "error | error after 1st wait | median abs. issue error (cycles) |\n"
                      "|---|---|---|---|---|---|---|---|---|---|\n";
  int ran = 0;
  for (const KernelOutcome& o : outcomes()) {
    CAPTURE(o.code_object);
    if (!o.not_run.empty()) {
      FAIL_CHECK(o.code_object << " does not run: " << o.not_run);
      continue;
    }
    ++ran;
    CHECK(!o.comparisons.empty());
    for (const Comparison& c : o.comparisons) {
      CAPTURE(c.csv);
      CHECK(c.path_mismatch == "");
      CHECK(c.compared > 0);
      table += fmt::format("| {} | `{}` | {} | {} / {} | {} | {} | {} | {:+.1f} % | {:+.1f} % | {} |\n", c.gpu, c.csv,
                           c.clock_mhz > 0 ? fmt::format("{:.0f}", c.clock_mhz) : "-",
                           c.hw_waves, c.model_waves, c.compared, c.hw_cycles, c.model_cycles, c.error_percent(),
                           c.error_after_first_wait_percent(), c.median_abs_error);
    }
  }
  CHECK(ran == 21);
  MESSAGE("\n" << table);
}

// The figure: at least 34 of the 38 WMMA/GEMM timelines within 10 % on total cycles, median absolute error under
// 5 %, none of the timelines beyond 25 % - every machine parameter with one value per machine. Every timeline
// but the kernel-driver pair is checked against 10 %.
TEST_CASE("WMMA and GEMM kernels: total cycles within 10 % of the hardware's, but the kernel-driver recordings") {
  std::vector<double> abs_errors;
  for (const KernelOutcome& o : outcomes()) {
    if (!o.not_run.empty() || !is_wmma_or_gemm(o.code_object)) continue;
    for (const Comparison& c : o.comparisons) {
      INFO(c.csv << fmt::format(" (shader clock {:.0f} MHz)", c.clock_mhz));
      abs_errors.push_back(std::abs(c.error_percent()));
      // The kernel-driver pair: its wave launch took ~930 ns against ~205-300 ns in the other recordings.
      if (recorded_through_kernel_driver(kHwDir, c.csv)) {
        MESSAGE(c.csv << fmt::format(": {:+.1f} %", c.error_percent())
                      << ", missed: recorded through the kernel driver, with slower unrecorded memory clocks");
        CHECK(std::abs(c.error_percent()) <= 25.0);
        continue;
      }
      CHECK(std::abs(c.error_percent()) <= 10.0);
    }
  }
  const double median_error = median(abs_errors);
  const auto met = std::ranges::count_if(abs_errors, [](double e) { return e <= 10.0; });
  MESSAGE(met << " of " << abs_errors.size() << " WMMA/GEMM timelines within 10 %, median absolute error "
              << fmt::format("{:.1f}", median_error) << " %");
  CHECK(abs_errors.size() == 38);
  CHECK(met == 36);
  CHECK(median_error < 5.0);
}

TEST_CASE("every hw-traces timeline: total cycles within 25 %") {
  int within = 0, total = 0;
  for (const KernelOutcome& o : outcomes()) {
    if (!o.not_run.empty()) continue;
    for (const Comparison& c : o.comparisons) {
      INFO(c.csv << fmt::format(" (shader clock {:.0f} MHz)", c.clock_mhz));
      ++total;
      CHECK(std::abs(c.error_percent()) <= 25.0);
      within += std::abs(c.error_percent()) <= 10.0;
    }
  }
  MESSAGE(within << " of " << total << " timelines within 10 %, none beyond 25 %");
  // 50 of the 54 timeline files: discover_ops is compared on its 2 + 2 realigned files only (README §6).
  CHECK(total == 50);
  CHECK(within == 48);
}
