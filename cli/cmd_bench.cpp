// `wmmasim bench`: the simulator's headline speed measurements in one process (docs/performance.md, docs/cli.md):
//   1. the tiled f16 -> f32 GEMM kernel (kernels/gemm_lds_f16.hip) at SIZE^3, functional, on one thread, against
//      Eigen's float GEMM of the same shape on one thread: GFLOP/s and their ratio; again with the `sequential`
//      model and built for gfx1100;
//   2. the cost of one WMMA instruction (f16 and iu8) on a wave whose operands stay in registers;
//   3. wave-instructions per second on the VALU/SALU kernel kernels/valu_chain.hip, one thread;
//   4. the GEMM and valu_chain again with --threads threads: the speed-up;
//   5. the GEMM and valu_chain in timing mode (events, hazard checks and the timing model's replay) against
//      functional mode;
//   6. wave-instructions per second, one thread, per kernel class: global loads (sgemm_naive), LDS tiles with
//      barriers (sgemm_lds), DPP and LDS atomics (dpp_scan), global atomics (histogram), the WMMA GEMM;
//   7. with --large, the naive SGEMM at 1024^3 on --threads threads, and the 4096^3 GEMM grid, functional and in
//      timing mode (4 compute units sampled);
//   8. with --examples, every HIP program of examples/hip under `wmmasim exec`, per target.
// Every figure is the median of --runs runs of at least 0.5 s each, reported with its spread (min-max), beside the
// load average and the core count: a loaded machine gets a warning.
#include <Eigen/Core>
#include <algorithm>
#include <chrono>
#include <cstring>
#include <ctime>
#include <filesystem>
#include <fmt/format.h>
#include <fstream>
#include <iostream>
#include <iterator>
#include <nlohmann/json.hpp>
#include <random>
#include <thread>

#include "bench_eigen.h"
#include "bench_examples.h"
#include "bench_runtime.h"
#include "command.h"
#include "own_files.h"
#include "random_operands.h"
#include "wmmasim/isa/arch.h"
#include "wmmasim/exec/executor.h"
#include "wmmasim/matrix/matrix.h"
#include "wmmasim/matrix/wave.h"
#include "wmmasim/timing/hazards.h"
#include "wmmasim/timing/machine.h"
#include "wmmasim/timing/model.h"
#include "wmmasim_version.h"

namespace po = boost::program_options;

namespace wmmasim::cli {
namespace {

constexpr std::string_view kUsage =
    "wmmasim bench [--size N] [--target gfx1100|gfx1201] [--threads N] [--numerics MODEL] [--executor NAME] [--runs N] "
    "[--quick] [--large] [--examples [FOLDER]] [--json] [--catalog FILE]"
    "\n       wmmasim bench --runtime [--json]";

constexpr int kGemmTile = 64;            // gemm_lds_f16: one workgroup per 64 x 64 tile of C (kernels.json)
constexpr int kValuBlock = 256;          // valu_chain: 256 work-items per workgroup (kernels.json)
constexpr int kValuElements = 256 * 64;  // 64 workgroups of 8 waves
constexpr int kValuIterations = 512;

constexpr std::string_view kHelpTail =
    "Measures the simulator's speed: the f16 GEMM kernel against Eigen, wave-instructions per second, the speed-up\n"
    "with threads, the cost of timing mode (docs/performance.md). --runtime measures the HIP runtime instead: the\n"
    "launch overhead of an empty kernel and hipMemcpy bandwidth of 256 MiB, through `wmmasim exec`.\n\n"
    "exit codes: 0 measured; 2 bad input (option, missing kernel catalog or code object, no HIP program in the\n"
    "--examples folder or one that fails under wmmasim exec); 4 a kernel faulted;\n"
    "5 internal error\n"
    "example: wmmasim bench --size 256 --json";

struct BenchSettings {
  int size = 1024;
  std::string target = "gfx1201";
  unsigned threads = 2;
  std::string numerics;
  std::string executor;       // empty: the default (executor.h default_executor())
  bool json = false;
  bool runtime = false;
  std::string catalog = kernel_catalog().string();
  int runs = 5;               // each figure: the median of this many runs ...
  double min_seconds = 0.5;   // ... each repeating its measurement until it lasted this long (wall time)
  bool quick = false;         // one run of one repetition: for tests, not for figures
  bool large = false;         // also the 4096^3 grid (about half a minute)
  std::string examples;       // the folder of the HIP examples to run under `wmmasim exec`; empty: none
};

void progress(const std::string& what) { std::cerr << "wmmasim bench: " << what << std::endl; }

// The code object of `kernel` for `target` that the build listed in kernels.txt.
std::string find_code_object(const std::string& catalog, const std::string& kernel, const std::string& target) {
  std::ifstream in(catalog);
  if (!in) {
    throw UsageError(fmt::format("cannot read the kernel catalog '{}': build the kernels first (cmake --build --preset "
                                 "default), or pass --catalog build/<preset>/kernels/kernels.txt",
                                 catalog));
  }
  std::string name, built_target, wave, path;
  while (in >> name >> built_target >> wave >> path) {
    if (name != kernel || built_target != target || wave != "32") continue;
    path = catalog_entry(catalog, path).string();
    if (!std::filesystem::exists(path)) {
      throw UsageError(fmt::format("the code object '{}' listed in '{}' does not exist: build the kernels first "
                                   "(cmake --build --preset default)",
                                   path, catalog));
    }
    return path;
  }
  throw UsageError(fmt::format("the kernel catalog '{}' has no {} for {} (wave32): build the kernels, or choose "
                               "another --target",
                               catalog, kernel, target));
}

struct LoadedKernel {
  std::vector<std::byte> code_object;
  sim::KernelProgram program;
};

LoadedKernel load_kernel(const BenchSettings& settings, const std::string& kernel, const std::string& target) {
  const std::string path = find_code_object(settings.catalog, kernel, target);
  std::optional<std::vector<std::byte>> bytes = read_bytes(path);
  if (!bytes) throw UsageError(fmt::format("cannot read the code object '{}' (rebuild the kernels)", path));
  try {
    sim::KernelProgram program = sim::KernelProgram::from_code_object(*bytes, kernel);
    return {std::move(*bytes), std::move(program)};
  } catch (const sim::CodeObjectError& e) {
    throw UsageError(fmt::format("{}: {} (rebuild the kernels)", path, e.what()));
  }
}

// A launch of `program` whose explicit arguments, in kernels.json order, are `buffers` then the i32 `values`.
sim::KernelLaunch make_launch(const LoadedKernel& kernel, std::array<std::uint32_t, 3> grid, std::uint32_t block,
                              std::vector<std::vector<std::byte>> buffers, const std::vector<std::int32_t>& values) {
  const auto args = kernel.program.info().explicit_args();
  if (args.size() != buffers.size() + values.size()) {
    throw UsageError(fmt::format("kernel '{}' takes {} arguments, not the {} of its kernels.json contract (rebuild the "
                                 "kernels)",
                                 kernel.program.info().name, args.size(), buffers.size() + values.size()));
  }
  sim::KernelLaunch launch;
  launch.code_object = kernel.code_object;
  launch.kernel = kernel.program.info().name;
  launch.dispatch.grid = grid;
  launch.dispatch.block = {block, 1, 1};
  std::uint32_t end = 0;
  for (const sim::KernelArgument* arg : args) end = std::max(end, arg->offset + arg->size);
  launch.dispatch.kernarg.assign(end, std::byte{0});
  for (std::size_t i = 0; i < buffers.size(); ++i) launch.buffers.push_back({args[i]->offset, std::move(buffers[i])});
  for (std::size_t i = 0; i < values.size(); ++i) {
    std::memcpy(launch.dispatch.kernarg.data() + args[buffers.size() + i]->offset, &values[i], sizeof values[i]);
  }
  return launch;
}

template <class T>
std::vector<std::byte> as_bytes(const std::vector<T>& values) {
  std::vector<std::byte> bytes(values.size() * sizeof(T));
  if (!bytes.empty()) std::memcpy(bytes.data(), values.data(), bytes.size());
  return bytes;
}

double process_cpu_seconds() {
  timespec t{};
  clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &t);
  return static_cast<double>(t.tv_sec) + 1e-9 * static_cast<double>(t.tv_nsec);
}

// Wall time and the CPU time of the process (all its threads). On a machine shared with other jobs the CPU time is
// what a single-threaded run costs; the wall time is what more threads shorten.
struct Elapsed {
  double wall = 0;
  double cpu = 0;
};
class Stopwatch {
 public:
  Elapsed elapsed() const {
    return {std::chrono::duration<double>(std::chrono::steady_clock::now() - wall_).count(), process_cpu_seconds() - cpu_};
  }

 private:
  std::chrono::steady_clock::time_point wall_ = std::chrono::steady_clock::now();
  double cpu_ = process_cpu_seconds();
};

// ---- repeated measurements: a figure is the median of runs, reported with their spread ----

struct Spread {
  double median = 0;
  double min = 0;
  double max = 0;
};

Spread spread_of(std::vector<double> values) {
  std::ranges::sort(values);
  const std::size_t n = values.size();
  const double median = n % 2 == 1 ? values[n / 2] : (values[n / 2 - 1] + values[n / 2]) / 2;
  return {median, values.front(), values.back()};
}

// `work` per second when one call takes `seconds`: the slowest run gives the smallest rate.
Spread rate_of(double work, const Spread& seconds) {
  return {work / seconds.median, work / seconds.max, work / seconds.min};
}

// Seconds per call of `once`, as CPU time of the process and as wall time: `runs` runs, each calling it until at
// least `min_seconds` of wall time passed and dividing by its calls.
struct Repeated {
  Spread cpu;
  Spread wall;
};

// One run: `once` called until at least `min_seconds` of wall time passed; the seconds per call.
template <class Once>
Elapsed one_run(const BenchSettings& s, Once&& once) {
  const Stopwatch watch;
  int calls = 0;
  Elapsed elapsed;
  do {
    once();
    ++calls;
    elapsed = watch.elapsed();
  } while (elapsed.wall < s.min_seconds);
  return {.wall = elapsed.wall / calls, .cpu = elapsed.cpu / calls};
}

struct Samples {
  std::vector<double> cpu, wall;
  void add(const Elapsed& e) {
    cpu.push_back(e.cpu);
    wall.push_back(e.wall);
  }
  Repeated spread() { return {spread_of(std::move(cpu)), spread_of(std::move(wall))}; }
};

template <class Once>
Repeated repeat(const BenchSettings& s, Once&& once) {
  Samples samples;
  for (int run = 0; run < s.runs; ++run) samples.add(one_run(s, once));
  return samples.spread();
}

// `first` and `second` measured as repeat() does, their runs taking turns: a ratio of the two sees the host's speed,
// which drifts by tens of percent from one second to the next on a shared machine, alike on both sides.
template <class First, class Second>
std::pair<Repeated, Repeated> repeat_alternating(const BenchSettings& s, First&& first, Second&& second) {
  Samples a, b;
  for (int run = 0; run < s.runs; ++run) {
    a.add(one_run(s, first));
    b.add(one_run(s, second));
  }
  return {a.spread(), b.spread()};
}

// The figures: each median under its key, its spread (min, max) under the same key in "spread", and a line of the
// table.
class Report {
 public:
  nlohmann::ordered_json& json() { return json_; }
  void figure(const std::string& key, const Spread& value, const std::string& line) {
    json_[key] = value.median;
    spread_[key] = {value.min, value.max};
    lines_.push_back(line);
  }
  // A figure of a family (one per HIP example): under json[group][key], its spread under spread[group][key].
  void figure_in(const std::string& group, const std::string& key, const Spread& value, const std::string& line) {
    json_[group][key] = value.median;
    spread_[group][key] = {value.min, value.max};
    lines_.push_back(line);
  }
  void line(std::string text) { lines_.push_back(std::move(text)); }
  nlohmann::ordered_json finished() const {
    nlohmann::ordered_json out = json_;
    out["spread"] = spread_;
    return out;
  }
  const std::vector<std::string>& lines() const { return lines_; }

 private:
  nlohmann::ordered_json json_;
  nlohmann::ordered_json spread_ = nlohmann::ordered_json::object();
  std::vector<std::string> lines_;
};

std::string range_text(const Spread& v, double scale, int digits) {
  return fmt::format("{:.{}f} ({:.{}f}-{:.{}f})", v.median * scale, digits, v.min * scale, digits, v.max * scale, digits);
}

// ---- the simulations ----

sim::SimulatedLaunch run(const sim::KernelProgram& program, const sim::KernelLaunch& launch,
                         const sim::ExecutionOptions& options) {
  return sim::run_on_simulator(program, launch, options);
}

// The functional run plus everything timing mode adds: one event per instruction (of the workgroups of the
// sampled compute units, when the launch is sampled), the hazard checks (when the kernel has an instruction they
// watch), the replay. `sampled_units` as TimingOptions: by default what `wmmasim run --timing` does (kAutoSample),
// 0 for every unit.
sim::TimingResult run_timing_mode(const sim::KernelProgram& program, const sim::KernelLaunch& launch,
                                  sim::ExecutionOptions options,
                                  std::uint32_t sampled_units = sim::TimingOptions::kAutoSample) {
  const sim::KernelInfo& info = program.info();
  sim::TimingOptions timing_options{false, sampled_units};
  timing_options.threads = options.threads;
  sim::TimingModel model(sim::builtin_machine_description(info.target.name), info.timing_launch(launch.dispatch),
                         timing_options);
  sim::HazardChecker hazards(info.name, info.target.family);
  options.recorder = &model;
  if (hazards_possible(program)) options.observer = &hazards;
  sim::run_on_simulator(program, launch, options);
  return model.finish();
}

// Timing mode on --threads threads (`threaded`) against its 1-thread wall time `one_thread`: the speed-up under `key`.
void timing_speedup(Report& r, const BenchSettings& s, const std::string& key, const std::string& what,
                    const Spread& one_thread, const Spread& threaded) {
  const double speedup = one_thread.median / threaded.median;
  r.json()[key] = speedup;
  r.line(fmt::format("{}, {} threads: {} s wall ({:.2f}x the 1-thread wall time, target >= 1.7)", what, s.threads,
                     range_text(threaded, 1, 3), speedup));
}

// Timing mode's cost against the functional run's CPU seconds `functional`, one thread, as `wmmasim run --timing`
// runs it by default (timing_slowdown<suffix>: the launch sampled when it is large enough, TimingOptions) and with
// every unit simulated (timing_slowdown_all_units<suffix>), and the default with the `parallel` options, whose runs
// take turns with the 1-thread default's (timing_speedup_threads<suffix>).
// `timed_run(options, sampled_units)` runs it.
template <class TimedRun>
void timing_mode_cost(Report& r, const BenchSettings& s, const std::string& what, const std::string& suffix,
                      double functional, const sim::ExecutionOptions& one_thread, const sim::ExecutionOptions& parallel,
                      TimedRun&& timed_run) {
  progress(fmt::format("simulating {} in timing mode, 1 thread and {} threads in turn", what, s.threads));
  std::uint32_t simulated = 0, with_work = 0;
  const auto [timing, threaded] = repeat_alternating(
      s,
      [&] {
        const sim::TimingResult result = timed_run(one_thread, sim::TimingOptions::kAutoSample);
        simulated = result.simulated_units;
        with_work = result.units_with_work;
      },
      [&] { timed_run(parallel, sim::TimingOptions::kAutoSample); });
  r.json()["timing_cpu_seconds" + suffix] = timing.cpu.median;
  r.json()["timing_slowdown" + suffix] = timing.cpu.median / functional;
  r.json()["timing_simulated_units" + suffix] = simulated;
  r.line(fmt::format("{} in timing mode ({} of {} units simulated: the default): {} s CPU, {:.2f}x functional "
                     "(target <= 1.5)", what, simulated, with_work, range_text(timing.cpu, 1, 3),
                     timing.cpu.median / functional));
  double all_units_cpu = timing.cpu.median;  // the same run when the default simulated every unit
  if (simulated != with_work) {
    progress(fmt::format("simulating {} in timing mode, every unit, 1 thread", what));
    const Repeated all = repeat(s, [&] { timed_run(one_thread, 0); });
    all_units_cpu = all.cpu.median;
    r.line(fmt::format("{} in timing mode, every unit: {} s CPU, {:.2f}x functional", what,
                       range_text(all.cpu, 1, 3), all_units_cpu / functional));
  }
  r.json()["timing_slowdown_all_units" + suffix] = all_units_cpu / functional;
  timing_speedup(r, s, "timing_speedup_threads" + suffix, what + " in timing mode", timing.wall, threaded.wall);
}

// gemm_lds_f16 at n^3 with random f16 inputs in [-1, 1]; the same values as floats for Eigen.
struct Gemm {
  LoadedKernel kernel;
  sim::KernelLaunch launch;
  std::vector<float> a;
  std::vector<float> b;
  int n = 0;
  double flops() const { return 2.0 * n * static_cast<double>(n) * n; }
};

Gemm make_gemm(const BenchSettings& s, const std::string& target, int n) {
  Gemm g{load_kernel(s, "gemm_lds_f16", target), {}, {}, {}, n};
  const std::size_t elements = static_cast<std::size_t>(n) * static_cast<std::size_t>(n);
  std::mt19937 rng(1);
  std::uniform_real_distribution<float> uniform(-1.0f, 1.0f);
  std::vector<Eigen::half> a_half(elements), b_half(elements);
  g.a.resize(elements);
  g.b.resize(elements);
  for (std::size_t i = 0; i < elements; ++i) {
    a_half[i] = Eigen::half(uniform(rng));
    b_half[i] = Eigen::half(uniform(rng));
    g.a[i] = static_cast<float>(a_half[i]);
    g.b[i] = static_cast<float>(b_half[i]);
  }
  const auto tiles = static_cast<std::uint32_t>(n / kGemmTile);
  g.launch = make_launch(g.kernel, {tiles, tiles, 1}, 128,
                         {as_bytes(a_half), as_bytes(b_half), std::vector<std::byte>(elements * 4)}, {n, n, n});
  return g;
}

std::string model_name(const sim::ExecutionOptions& options, const Gemm& g) {
  return std::string(sim::numerics_model_name(
      options.numerics.value_or(sim::default_numerics_model(g.kernel.program.info().target.family))));
}

// The simulated GEMM on one thread: GFLOP/s of CPU time under `key`.
Spread simulated_gemm(Report& r, const BenchSettings& s, const Gemm& g, const sim::ExecutionOptions& options,
                      const std::string& key) {
  const std::string what = fmt::format("gemm_lds_f16 {}^3 on {} ({} numerics), functional, 1 thread", g.n,
                                       g.kernel.program.info().target.name, model_name(options, g));
  progress("simulating " + what);
  const Repeated t = repeat(s, [&] { run(g.kernel.program, g.launch, options); });
  r.figure(key, rate_of(g.flops() / 1e9, t.cpu), fmt::format("{}: {} GFLOP/s of CPU time", what,
                                                              range_text(rate_of(g.flops() / 1e9, t.cpu), 1, 2)));
  return t.cpu;
}

// ns per WMMA on a wave whose operands are loaded once (D = C, so C changes every call).
void wmma_nanoseconds(Report& r, const BenchSettings& s, const char* mnemonic, std::optional<sim::NumericsModel> model,
                      const std::string& key) {
  sim::Wave wave("gfx1201", 32, model);
  const isa::MatrixOp& op = wave.matrix_op(mnemonic);
  const sim::MatrixOperands operands = bench::load_random_operands(wave, mnemonic);
  const sim::NumericsModel numerics = wave.numerics();
  const std::string what = fmt::format("{} on gfx1201 ({} numerics), 1 thread", mnemonic, sim::numerics_model_name(numerics));
  progress("timing " + what);
  constexpr int kCalls = 1000;
  const Repeated t = repeat(s, [&] {
    for (int i = 0; i < kCalls; ++i) sim::execute_matrix_op(wave.state(), op, operands, numerics);
  });
  const Spread ns{t.cpu.median / kCalls * 1e9, t.cpu.min / kCalls * 1e9, t.cpu.max / kCalls * 1e9};
  r.figure(key, ns, fmt::format("{}: {} ns per instruction", what, range_text(ns, 1, 0)));
}

void measure_gemms(Report& r, const BenchSettings& s, const sim::ExecutionOptions& one_thread,
                   const sim::ExecutionOptions& parallel) {
  const Gemm g = make_gemm(s, s.target, s.size);
  const int n = g.n;
  r.json()["gemm_size"] = n;
  r.json()["numerics"] = model_name(one_thread, g);

  progress(fmt::format("Eigen float GEMM {}^3, 1 thread", n));
  std::vector<float> c_eigen(g.a.size());
  const Repeated eigen = repeat(s, [&] { eigen_gemm(g.a, g.b, c_eigen, n, n, n); });

  const std::string what = fmt::format("gemm_lds_f16 {}^3 on {} ({} numerics), functional", n, s.target,
                                       model_name(one_thread, g));
  progress(fmt::format("simulating {}, 1 thread", what));
  sim::SimulatedLaunch result;
  const Repeated sim_one = repeat(s, [&] { result = run(g.kernel.program, g.launch, one_thread); });
  float max_difference = 0;
  for (std::size_t i = 0; i < c_eigen.size(); ++i) {
    float c;
    std::memcpy(&c, result.buffers[2].data() + 4 * i, 4);
    max_difference = std::max(max_difference, std::abs(c - c_eigen[i]));
  }
  r.json()["gemm_wave_instructions"] = result.stats.wave_instructions;
  r.figure_in("kernel_class_wave_instr_per_s", "wmma_gemm_lds_f16",
              rate_of(static_cast<double>(result.stats.wave_instructions), sim_one.cpu),
              fmt::format("{}, 1 thread: {} M wave-instructions/s of CPU time", what,
                          range_text(rate_of(static_cast<double>(result.stats.wave_instructions), sim_one.cpu), 1e-6, 1)));
  r.json()["gemm_max_abs_difference"] = max_difference;  // simulator against Eigen (different summation order)
  // Single-thread rates from CPU time, thread speed-ups from wall time.
  r.json()["sim_cpu_seconds"] = sim_one.cpu.median;
  r.json()["sim_wall_seconds"] = sim_one.wall.median;
  r.json()["eigen_cpu_seconds"] = eigen.cpu.median;
  r.json()["eigen_threads"] = 1;  // Eigen is built without OpenMP: its GEMM runs on the calling thread
  r.figure("sim_gflops", rate_of(g.flops() / 1e9, sim_one.cpu),
           fmt::format("{}, 1 thread: {} GFLOP/s of CPU time", what, range_text(rate_of(g.flops() / 1e9, sim_one.cpu), 1, 2)));
  r.figure("eigen_gflops", rate_of(g.flops() / 1e9, eigen.cpu),
           fmt::format("Eigen float GEMM {}^3, 1 thread: {} GFLOP/s of CPU time", n,
                       range_text(rate_of(g.flops() / 1e9, eigen.cpu), 1, 1)));
  r.json()["ratio"] = eigen.cpu.median / sim_one.cpu.median;
  r.line(fmt::format("ratio simulator / Eigen: {:.4f} (target >= 0.5)", eigen.cpu.median / sim_one.cpu.median));

  progress(fmt::format("simulating {}, {} threads", what, s.threads));
  const Repeated sim_parallel = repeat(s, [&] { run(g.kernel.program, g.launch, parallel); });
  r.json()["sim_wall_seconds_threads"] = sim_parallel.wall.median;
  r.json()["gemm_speedup_threads"] = sim_one.wall.median / sim_parallel.wall.median;
  r.line(fmt::format("{}, {} threads: {} s wall ({:.2f}x the 1-thread wall time)", what, s.threads,
                     range_text(sim_parallel.wall, 1, 3), sim_one.wall.median / sim_parallel.wall.median));

  timing_mode_cost(r, s, what, "", sim_one.cpu.median, one_thread, parallel,
                   [&](const sim::ExecutionOptions& options, std::uint32_t units) {
                     return run_timing_mode(g.kernel.program, g.launch, options, units);
                   });

  // The other numerics model, and the gfx11 kernels (the same source built for gfx1100).
  sim::ExecutionOptions sequential = one_thread;
  sequential.numerics = sim::NumericsModel::Sequential;
  const Spread sequential_cpu = simulated_gemm(r, s, g, sequential, "sim_gflops_sequential");
  r.json()["ratio_sequential"] = eigen.cpu.median / sequential_cpu.median;
  if (s.target != "gfx1100") {
    sim::ExecutionOptions exact = one_thread;
    exact.numerics = sim::NumericsModel::Exact;
    simulated_gemm(r, s, make_gemm(s, "gfx1100", n), exact, "gfx1100_sim_gflops_exact");
    // gfx11-dot2 (gfx1100's default) is about 50x slower per WMMA: at most 256^3.
    const Gemm small = make_gemm(s, "gfx1100", std::min(n, 256));
    r.json()["gfx1100_dot2_gemm_size"] = small.n;
    simulated_gemm(r, s, small, one_thread, "gfx1100_sim_gflops_default");
  }
}

void measure_valu(Report& r, const BenchSettings& s, const sim::ExecutionOptions& one_thread,
                  const sim::ExecutionOptions& parallel) {
  const LoadedKernel valu = load_kernel(s, "valu_chain", s.target);
  std::mt19937 rng(2);
  std::uniform_real_distribution<float> uniform(-1.0f, 1.0f);
  std::vector<float> x(kValuElements);
  for (float& v : x) v = uniform(rng);
  const sim::KernelLaunch launch =
      make_launch(valu, {kValuElements / kValuBlock, 1, 1}, kValuBlock,
                  {as_bytes(x), std::vector<std::byte>(kValuElements * 4), std::vector<std::byte>(kValuElements * 4)},
                  {kValuElements, kValuIterations});
  const std::string what = fmt::format("valu_chain ({} work-items x {} rounds)", kValuElements, kValuIterations);
  progress(fmt::format("simulating {}, 1 thread", what));
  sim::SimulatedLaunch result;
  const Repeated one = repeat(s, [&] { result = run(valu.program, launch, one_thread); });
  progress(fmt::format("simulating {}, {} threads", what, s.threads));
  const Repeated threaded = repeat(s, [&] { run(valu.program, launch, parallel); });
  const auto instructions = static_cast<double>(result.stats.wave_instructions);
  r.json()["valu_wave_instructions"] = result.stats.wave_instructions;
  r.json()["valu_cpu_seconds"] = one.cpu.median;
  r.json()["valu_wall_seconds"] = one.wall.median;
  r.figure("wave_instr_per_s", rate_of(instructions, one.cpu),
           fmt::format("{}, 1 thread: {} M wave-instructions/s of CPU time (target >= 200)", what,
                       range_text(rate_of(instructions, one.cpu), 1e-6, 1)));
  r.json()["threads"] = s.threads;
  r.json()["valu_wall_seconds_threads"] = threaded.wall.median;
  r.json()["valu_cpu_seconds_threads"] = threaded.cpu.median;
  r.json()["wave_instr_per_s_threads"] = instructions / threaded.wall.median;
  const double speedup = one.wall.median / threaded.wall.median;
  r.json()[fmt::format("speedup_{}_threads", s.threads)] = speedup;
  // CPU time of the serial run over that of the threaded one: 1 when threading costs no extra work; on an idle
  // machine the speed-up approaches threads x this.
  r.json()["thread_cpu_efficiency"] = one.cpu.median / threaded.cpu.median;
  r.line(fmt::format("{}, {} threads: {} M wave-instructions/s of wall time ({:.2f}x, target >= 1.8; CPU-time "
                     "efficiency {:.2f})",
                     what, s.threads, range_text(rate_of(instructions, threaded.wall), 1e-6, 1), speedup,
                     one.cpu.median / threaded.cpu.median));

  // Timing mode on a VALU kernel: events, hazard checks and the replay against the functional run.
  timing_mode_cost(r, s, what, "_valu", one.cpu.median, one_thread, parallel,
                   [&](const sim::ExecutionOptions& options, std::uint32_t units) {
                     return run_timing_mode(valu.program, launch, options, units);
                   });
}

// ---- kernel classes: wave-instructions per second of CPU time, one thread, on kernels that stand for what users
// write, beside valu_chain ----

constexpr int kClassGemmSize = 256;        // sgemm_naive and sgemm_lds at 256^3: 16^2 workgroups of 8 waves
constexpr int kClassScanElements = 1 << 18; // dpp_scan: 1024 workgroups of 256 work-items
constexpr int kClassHistogramElements = 1 << 16;
constexpr int kNaiveLargeSize = 1024;      // --large: the naive SGEMM at 1024^3 on --threads threads

std::vector<float> random_floats(std::size_t count, unsigned seed) {
  std::mt19937 rng(seed);
  std::uniform_real_distribution<float> uniform(-1.0f, 1.0f);
  std::vector<float> values(count);
  for (float& v : values) v = uniform(rng);
  return values;
}

// sgemm_naive or sgemm_lds (kernels/) at n^3: grid (n/16, n/16), 256 work-items per workgroup.
sim::KernelLaunch sgemm_launch(const LoadedKernel& kernel, int n) {
  const std::size_t elements = static_cast<std::size_t>(n) * static_cast<std::size_t>(n);
  const auto tiles = static_cast<std::uint32_t>(n / 16);
  return make_launch(kernel, {tiles, tiles, 1}, 256,
                     {as_bytes(random_floats(elements, 3)), as_bytes(random_floats(elements, 4)),
                      std::vector<std::byte>(elements * 4)},
                     {n, n, n});
}

// One kernel class: the median rate under kernel_class_wave_instr_per_s[name], its wave-instructions and CPU
// seconds beside it.
void measure_class(Report& r, const BenchSettings& s, const sim::ExecutionOptions& one_thread, const std::string& name,
                   const std::string& what, const LoadedKernel& kernel, const sim::KernelLaunch& launch) {
  progress(fmt::format("simulating {} ({}), 1 thread", name, what));
  sim::SimulatedLaunch result;
  const Repeated t = repeat(s, [&] { result = run(kernel.program, launch, one_thread); });
  const auto instructions = static_cast<double>(result.stats.wave_instructions);
  r.json()["kernel_class_wave_instructions"][name] = result.stats.wave_instructions;
  r.json()["kernel_class_cpu_seconds"][name] = t.cpu.median;
  r.figure_in("kernel_class_wave_instr_per_s", name, rate_of(instructions, t.cpu),
              fmt::format("{} ({}), 1 thread: {} M wave-instructions/s of CPU time (target >= 150)", name, what,
                          range_text(rate_of(instructions, t.cpu), 1e-6, 1)));
}

void measure_classes(Report& r, const BenchSettings& s, const sim::ExecutionOptions& one_thread) {
  const LoadedKernel naive = load_kernel(s, "sgemm_naive", s.target);
  measure_class(r, s, one_thread, "global_sgemm_naive",
                fmt::format("sgemm_naive {}^3: f32 operands from global memory in the loop", kClassGemmSize), naive,
                sgemm_launch(naive, kClassGemmSize));
  const LoadedKernel lds = load_kernel(s, "sgemm_lds", s.target);
  measure_class(r, s, one_thread, "lds_sgemm_tiled",
                fmt::format("sgemm_lds {}^3: 16x16 tiles through LDS, two barriers per step", kClassGemmSize), lds,
                sgemm_launch(lds, kClassGemmSize));
  const LoadedKernel scan = load_kernel(s, "dpp_scan", s.target);
  std::mt19937 rng(5);
  std::vector<std::int32_t> in(kClassScanElements);
  for (std::int32_t& v : in) v = static_cast<std::int32_t>(rng());
  measure_class(r, s, one_thread, "reduction_dpp",
                fmt::format("dpp_scan {} elements: DPP row scans, readlane, LDS atomics and barriers", kClassScanElements),
                scan,
                make_launch(scan, {kClassScanElements / 256, 1, 1}, 256,
                            {as_bytes(in), std::vector<std::byte>(in.size() * 4),
                             std::vector<std::byte>(in.size() / 256 * 4)},
                            {kClassScanElements}));
  const LoadedKernel histogram = load_kernel(s, "histogram", s.target);
  std::vector<std::uint32_t> values(kClassHistogramElements);
  for (std::uint32_t& v : values) v = static_cast<std::uint32_t>(rng());
  std::vector<std::uint32_t> stats{0, 0xffffffffu, 0, 0xffffffffu, 0, 0x80000000u, 0x7fffffffu, 0, 0, 0};
  measure_class(r, s, one_thread, "global_atomics",
                fmt::format("histogram {} elements: returning and plain global atomics, u32 and u64",
                            kClassHistogramElements),
                histogram,
                make_launch(histogram, {kClassHistogramElements / 256, 1, 1}, 256,
                            {as_bytes(values), std::vector<std::byte>(64 * 4), as_bytes(stats),
                             std::vector<std::byte>(2 * 8), std::vector<std::byte>(values.size() * 4)},
                            {kClassHistogramElements}));
}

// --large: the naive SGEMM at 1024^3 on --threads threads, one run, wall time (the size people try first).
void measure_naive_large(Report& r, const BenchSettings& s, const sim::ExecutionOptions& parallel) {
  const LoadedKernel naive = load_kernel(s, "sgemm_naive", s.target);
  const sim::KernelLaunch launch = sgemm_launch(naive, kNaiveLargeSize);
  progress(fmt::format("simulating sgemm_naive {}^3 on {}, functional, {} threads (one run)", kNaiveLargeSize,
                       s.target, s.threads));
  const Stopwatch watch;
  const sim::SimulatedLaunch result = run(naive.program, launch, parallel);
  const Elapsed e = watch.elapsed();
  r.json()["sgemm_naive_1024_wall_seconds"] = e.wall;
  r.json()["sgemm_naive_1024_cpu_seconds"] = e.cpu;
  r.json()["sgemm_naive_1024_wave_instructions"] = result.stats.wave_instructions;
  r.line(fmt::format("sgemm_naive {}^3 on {}, functional, {} threads: {:.2f} s wall, {:.2f} s CPU (target < 1 s wall)",
                     kNaiveLargeSize, s.target, s.threads, e.wall, e.cpu));
}

// The 4096^3 f16 GEMM grid (4096 workgroups, 16.8 M WMMAs) on --threads threads: one run, wall time; then in
// timing mode with kLargeSampledUnits compute units simulated (the events of all 64 would not fit in memory).
constexpr std::uint32_t kLargeSampledUnits = 4;
void measure_large(Report& r, const BenchSettings& s, const sim::ExecutionOptions& parallel) {
  const Gemm g = make_gemm(s, s.target, 4096);
  progress(fmt::format("simulating gemm_lds_f16 4096^3 on {}, functional, {} threads (one run)", s.target, s.threads));
  const Stopwatch watch;
  run(g.kernel.program, g.launch, parallel);
  const Elapsed e = watch.elapsed();
  r.json()["grid_4096_wall_seconds"] = e.wall;
  r.json()["grid_4096_cpu_seconds"] = e.cpu;
  r.line(fmt::format("gemm_lds_f16 4096^3 on {}, functional, {} threads: {:.1f} s wall, {:.1f} s CPU (target < 10 s "
                     "wall)",
                     s.target, s.threads, e.wall, e.cpu));

  progress(fmt::format("simulating gemm_lds_f16 4096^3 on {}, timing mode ({} compute units sampled), {} threads "
                       "(one run)", s.target, kLargeSampledUnits, s.threads));
  const Stopwatch timed_watch;
  const sim::TimingResult timed = run_timing_mode(g.kernel.program, g.launch, parallel, kLargeSampledUnits);
  const Elapsed t = timed_watch.elapsed();
  r.json()["grid_4096_timing_wall_seconds"] = t.wall;
  r.json()["grid_4096_timing_cpu_seconds"] = t.cpu;
  r.json()["grid_4096_timing_sampled_units"] = timed.simulated_units;
  r.line(fmt::format("gemm_lds_f16 4096^3 on {}, timing mode ({} of {} units sampled), {} threads: {:.1f} s wall, "
                     "{:.1f} s CPU (target < 20 s wall)",
                     s.target, timed.simulated_units, timed.units_with_work, s.threads, t.wall, t.cpu));
}

// Every HIP example under `wmmasim exec`, once per target it was built for, and the tiled GEMM program at --size on
// --target: wall time per run of the whole program (a separate process, so no CPU time of ours).
void measure_examples(Report& r, const BenchSettings& s) {
  std::vector<ExampleRun> runs = hip_example_runs(s.examples);
  const auto gemm = std::ranges::find_if(runs, [&](const ExampleRun& e) {
    return e.program == "hip_gemm_lds" && e.target == s.target;
  });
  if (gemm != runs.end()) {
    const std::string n = std::to_string(s.size);
    runs.push_back({gemm->program, gemm->target, {n, n, n}});
  }
  for (const ExampleRun& example : runs) {
    progress(fmt::format("running HIP example {} under wmmasim exec", example.name()));
    const Repeated t = repeat(s, [&] { run_example(s.examples, example); });
    r.figure_in("hip_examples_wall_seconds", example.name(), t.wall,
                fmt::format("HIP example {} under wmmasim exec: {} s wall", example.name(), range_text(t.wall, 1, 3)));
  }
}

nlohmann::ordered_json measure(const BenchSettings& s, Report& r) {
  const unsigned cores = std::max(1u, std::thread::hardware_concurrency());
  r.json()["target"] = s.target;
  r.json()["cores"] = cores;
  r.json()["runs"] = s.runs;
  r.json()["min_run_seconds"] = s.min_seconds;
  r.json()["load_average_before"] = load_average();
  sim::ExecutionOptions one_thread;
  one_thread.numerics = numerics_option(s.numerics);
  one_thread.executor = executor_option(s.executor).value_or(one_thread.executor);
  r.json()["executor"] = sim::executor_name(one_thread.executor);
  sim::ExecutionOptions parallel = one_thread;
  parallel.threads = s.threads;

  measure_gemms(r, s, one_thread, parallel);
  wmma_nanoseconds(r, s, "v_wmma_f32_16x16x16_f16", std::nullopt, "wmma_f16_ns");
  wmma_nanoseconds(r, s, "v_wmma_f32_16x16x16_f16", sim::NumericsModel::Sequential, "wmma_f16_sequential_ns");
  wmma_nanoseconds(r, s, "v_wmma_i32_16x16x16_iu8", std::nullopt, "wmma_iu8_ns");
  measure_valu(r, s, one_thread, parallel);
  measure_classes(r, s, one_thread);
  if (s.large) {
    measure_naive_large(r, s, parallel);
    measure_large(r, s, parallel);
  }
  if (!s.examples.empty()) measure_examples(r, s);

  const double load_after = load_average();
  r.json()["load_average_after"] = load_after;
  // Other jobs on the machine slow every figure (shared caches, SMT siblings) and make thread speed-ups
  // meaningless once the cores are busy.
  const double busiest = std::max(r.json()["load_average_before"].get<double>(), load_after);
  const bool loaded = busiest > static_cast<double>(cores) - 0.5;
  r.json()["too_loaded"] = loaded;
  r.line(fmt::format("load average: {:.2f} before, {:.2f} after, on {} cores", r.json()["load_average_before"].get<double>(),
                     load_after, cores));
  if (loaded) {
    const std::string warning = fmt::format(
        "warning: load average {:.2f} on {} cores: other jobs compete for the CPU, so the figures (the thread "
        "speed-ups above all) are not to be believed; measure on an idle machine",
        busiest, cores);
    progress(warning);
    r.line(warning);
  }
  return r.finished();
}

int print_runtime(const nlohmann::ordered_json& r, bool json) {
  if (json) {
    std::cout << r.dump(2) << "\n";
    return kExitOk;
  }
  std::cout << fmt::format(
      "HIP runtime, empty-kernel launch: {:.2f} us per launch (target < 50)\n"
      "HIP runtime, hipMemcpy {} MiB: {:.2f} GB/s host to device, {:.2f} GB/s device to host (target >= 2)\n"
      "load average: {:.2f} before, {:.2f} after\n",
      r.at("runtime_launch_overhead_us").get<double>(), r.at("runtime_memcpy_mib").get<int>(),
      r.at("runtime_memcpy_h2d_gb_per_s").get<double>(), r.at("runtime_memcpy_d2h_gb_per_s").get<double>(),
      r.at("load_average_before").get<double>(), r.at("load_average_after").get<double>());
  return kExitOk;
}

void validate(const BenchSettings& s) {
  if (s.size < kGemmTile || s.size % kGemmTile != 0 || s.size > 4096) {
    throw UsageError(fmt::format("--size {} is not a multiple of {} between {} and 4096", s.size, kGemmTile, kGemmTile));
  }
  const auto target = isa::find_target(s.target);
  if (!target) throw UsageError(fmt::format("unknown --target '{}' (gemm_lds_f16 is built for gfx1100 and gfx1201)", s.target));
  if (s.threads == 0) throw UsageError("--threads must be at least 1");
  if (s.runs < 1) throw UsageError("--runs must be at least 1");
  executor_option(s.executor);
  numerics_option(s.numerics);
  if (!s.examples.empty()) hip_example_runs(s.examples);  // no programs there: one line now, not after the GEMMs
}

}  // namespace

int run_bench(const Arguments& args) {
  BenchSettings s;
  po::options_description options("options");
  options.add_options()
      ("size", po::value(&s.size)->default_value(s.size), "GEMM size: M = N = K (a multiple of 64)")
      ("target", po::value(&s.target)->default_value(s.target), "the kernels' target: gfx1201 or gfx1100")
      ("threads", po::value(&s.threads)->default_value(s.threads), "threads of the parallel measurements")
      ("numerics", po::value(&s.numerics),
       ("WMMA numerics model of the GEMM: " + numerics_model_names() + " (default: the target's)").c_str())
      ("executor", po::value(&s.executor),
       "the executor of every simulated figure: reference or translated (default: $WMMASIM_EXECUTOR, else the build's)")
      ("runs", po::value(&s.runs)->default_value(s.runs), "runs per figure (of at least 0.5 s each): the median is reported")
      ("quick", po::bool_switch(&s.quick), "one short run per figure (checks that everything runs; no figures)")
      ("large", po::bool_switch(&s.large), "also the 4096^3 GEMM grid on --threads threads, functional and in timing mode with 4 compute units sampled (one run each)")
      ("examples", po::value(&s.examples)->implicit_value(own_file(WMMASIM_INSTALLED_HIP_EXAMPLES, WMMASIM_BUILT_HIP_EXAMPLES).string(),
                                                     "build/<preset>/examples/hip/bin"),
       "also every HIP program of FOLDER (default: the examples this build made) under `wmmasim exec`, per target, and hip_gemm_lds at --size")
      ("json", po::bool_switch(&s.json), "print one JSON object instead of the table")
      ("catalog", po::value(&s.catalog)->default_value(s.catalog, "the build's or installed kernels.txt"),
       "kernels.txt written by the build")
      ("runtime", po::bool_switch(&s.runtime), "measure the HIP runtime (launch overhead, hipMemcpy bandwidth) instead");
  po::variables_map values;
  if (!parse_command_line(args, kUsage, options, {}, values, kHelpTail)) return kExitOk;
  if (s.runtime) return print_runtime(measure_runtime(2000, 256), s.json);
  validate(s);
  if (s.quick) {
    s.runs = 1;
    s.min_seconds = 0;
  }
  Report report;
  const nlohmann::ordered_json result = measure(s, report);
  if (s.json) {
    std::cout << result.dump(2) << "\n";
  } else {
    for (const std::string& line : report.lines()) std::cout << line << "\n";
  }
  return kExitOk;
}

}  // namespace wmmasim::cli
