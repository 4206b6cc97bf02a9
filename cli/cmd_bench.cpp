// `wmmasim bench`: the simulator's headline speed measurements in one process (docs/performance.md, docs/cli.md):
//   1. the tiled f16 -> f32 GEMM kernel (kernels/gemm_lds_f16.hip) at SIZE^3, functional, on one thread, against
//      Eigen's float GEMM of the same shape on one thread: GFLOP/s and their ratio;
//   2. wave-instructions per second on the VALU/SALU kernel kernels/valu_chain.hip, one thread;
//   3. both again with --threads threads: the speed-up;
//   4. the GEMM in timing mode (events, hazard checks and the timing model's replay) against functional mode.
#include <Eigen/Core>
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

#include "bench_eigen.h"
#include "command.h"
#include "wmmasim/isa/arch.h"
#include "wmmasim/exec/executor.h"
#include "wmmasim/timing/hazards.h"
#include "wmmasim/timing/machine.h"
#include "wmmasim/timing/model.h"
#include "wmmasim_version.h"

namespace po = boost::program_options;

namespace wmmasim::cli {
namespace {

constexpr std::string_view kUsage =
    "wmmasim bench [--size N] [--target gfx1100|gfx1201] [--threads N] [--numerics MODEL] [--json] [--catalog FILE]";

constexpr int kGemmTile = 64;            // gemm_lds_f16: one workgroup per 64 x 64 tile of C (kernels.json)
constexpr int kValuBlock = 256;          // valu_chain: 256 work-items per workgroup (kernels.json)
constexpr int kValuElements = 256 * 64;  // 64 workgroups of 8 waves
constexpr int kValuIterations = 512;

constexpr std::string_view kHelpTail =
    "Measures the simulator's speed: the f16 GEMM kernel against Eigen, wave-instructions per second, the speed-up\n"
    "with threads, the cost of timing mode (docs/performance.md).\n\n"
    "exit codes: 0 measured; 2 bad input (option, missing kernel catalog or code object); 4 a kernel faulted;\n"
    "5 internal error\n"
    "example: wmmasim bench --size 256 --json";

struct BenchSettings {
  int size = 512;
  std::string target = "gfx1201";
  unsigned threads = 2;
  std::string numerics;
  bool json = false;
  std::string catalog = WMMASIM_KERNEL_CATALOG;
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

LoadedKernel load_kernel(const BenchSettings& settings, const std::string& kernel) {
  const std::string path = find_code_object(settings.catalog, kernel, settings.target);
  std::ifstream in(path, std::ios::binary);
  const std::vector<char> chars{std::istreambuf_iterator<char>(in), {}};
  std::vector<std::byte> bytes(chars.size());
  if (!chars.empty()) std::memcpy(bytes.data(), chars.data(), chars.size());
  try {
    sim::KernelProgram program = sim::KernelProgram::from_code_object(bytes, kernel);
    return {std::move(bytes), std::move(program)};
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
  launch.grid = grid;
  launch.block = {block, 1, 1};
  std::uint32_t end = 0;
  for (const sim::KernelArgument* arg : args) end = std::max(end, arg->offset + arg->size);
  launch.kernarg.assign(end, std::byte{0});
  for (std::size_t i = 0; i < buffers.size(); ++i) launch.buffers.push_back({args[i]->offset, std::move(buffers[i])});
  for (std::size_t i = 0; i < values.size(); ++i) {
    std::memcpy(launch.kernarg.data() + args[buffers.size() + i]->offset, &values[i], sizeof values[i]);
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

struct Timed {
  Elapsed time;
  sim::SimulatedLaunch result;
};

Timed timed_run(const sim::KernelProgram& program, const sim::KernelLaunch& launch, const sim::ExecutionOptions& options) {
  const Stopwatch watch;
  Timed t;
  t.result = sim::run_on_simulator(program, launch, options);
  t.time = watch.elapsed();
  return t;
}

// The functional run plus everything timing mode adds: one event per instruction, the hazard checks, the replay.
Elapsed timing_mode_time(const sim::KernelProgram& program, const sim::KernelLaunch& launch,
                         sim::ExecutionOptions options) {
  const sim::KernelInfo& info = program.info();
  const Stopwatch watch;
  sim::TimingModel model(sim::builtin_machine_description(info.target.name),
                         info.timing_launch(launch.grid, launch.block));
  sim::HazardChecker hazards(info.name, info.target.family);
  options.recorder = &model;
  options.observer = &hazards;
  sim::run_on_simulator(program, launch, options);
  model.finish();
  return watch.elapsed();
}

double load_average() {
  std::ifstream in("/proc/loadavg");
  double load = -1;
  in >> load;
  return load;
}

nlohmann::ordered_json measure(const BenchSettings& s) {
  nlohmann::ordered_json out;
  out["target"] = s.target;
  out["load_average_before"] = load_average();
  sim::ExecutionOptions one_thread;
  if (!s.numerics.empty()) one_thread.numerics = sim::parse_numerics_model(s.numerics);
  sim::ExecutionOptions parallel = one_thread;
  parallel.threads = s.threads;
  const std::string with_threads = fmt::format("{} thread{}", s.threads, s.threads == 1 ? "" : "s");

  // 1. The GEMM: random f16 inputs in [-1, 1], the same values as floats for Eigen.
  const LoadedKernel gemm = load_kernel(s, "gemm_lds_f16");
  const int n = s.size;
  const std::size_t elements = static_cast<std::size_t>(n) * static_cast<std::size_t>(n);
  std::mt19937 rng(1);
  std::uniform_real_distribution<float> uniform(-1.0f, 1.0f);
  std::vector<Eigen::half> a_half(elements), b_half(elements);
  std::vector<float> a(elements), b(elements), c_eigen(elements);
  for (std::size_t i = 0; i < elements; ++i) {
    a_half[i] = Eigen::half(uniform(rng));
    b_half[i] = Eigen::half(uniform(rng));
    a[i] = static_cast<float>(a_half[i]);
    b[i] = static_cast<float>(b_half[i]);
  }
  const auto tiles = static_cast<std::uint32_t>(n / kGemmTile);
  const sim::KernelLaunch gemm_launch =
      make_launch(gemm, {tiles, tiles, 1}, 128, {as_bytes(a_half), as_bytes(b_half), std::vector<std::byte>(elements * 4)},
                  {n, n, n});
  const double flops = 2.0 * n * static_cast<double>(n) * n;

  progress(fmt::format("Eigen float GEMM {}^3, 1 thread", n));
  const double eigen_seconds = eigen_gemm_seconds(a, b, c_eigen, n, n, n, 5);
  progress(fmt::format("simulating gemm_lds_f16 {}^3 on {}, functional, 1 thread", n, s.target));
  const Timed sim_one = timed_run(gemm.program, gemm_launch, one_thread);
  float max_difference = 0;
  for (std::size_t i = 0; i < elements; ++i) {
    float c;
    std::memcpy(&c, sim_one.result.buffers[2].data() + 4 * i, 4);
    max_difference = std::max(max_difference, std::abs(c - c_eigen[i]));
  }
  progress(fmt::format("simulating gemm_lds_f16 {}^3 on {}, functional, {}", n, s.target, with_threads));
  const Timed sim_parallel = timed_run(gemm.program, gemm_launch, parallel);
  progress(fmt::format("simulating gemm_lds_f16 {}^3 on {}, timing mode, 1 thread", n, s.target));
  const Elapsed timing = timing_mode_time(gemm.program, gemm_launch, one_thread);

  out["gemm_size"] = n;
  out["numerics"] = std::string(sim::numerics_model_name(one_thread.numerics.value_or(
      sim::default_numerics_model(gemm.program.info().target.family))));
  out["gemm_wave_instructions"] = sim_one.result.stats.wave_instructions;
  out["gemm_max_abs_difference"] = max_difference;  // simulator against Eigen (different summation order)
  // Single-thread rates from CPU time, thread speed-ups from wall time.
  out["sim_cpu_seconds"] = sim_one.time.cpu;
  out["sim_wall_seconds"] = sim_one.time.wall;
  out["eigen_cpu_seconds"] = eigen_seconds;
  out["sim_gflops"] = flops / sim_one.time.cpu / 1e9;
  out["eigen_gflops"] = flops / eigen_seconds / 1e9;
  out["ratio"] = eigen_seconds / sim_one.time.cpu;
  out["sim_wall_seconds_threads"] = sim_parallel.time.wall;
  out["gemm_speedup_threads"] = sim_one.time.wall / sim_parallel.time.wall;
  out["timing_cpu_seconds"] = timing.cpu;
  out["timing_slowdown"] = timing.cpu / sim_one.time.cpu;

  // 2, 3. Wave-instructions per second on the VALU/SALU loop.
  const LoadedKernel valu = load_kernel(s, "valu_chain");
  std::vector<float> x(kValuElements);
  for (float& v : x) v = uniform(rng);
  const sim::KernelLaunch valu_launch =
      make_launch(valu, {kValuElements / kValuBlock, 1, 1}, kValuBlock,
                  {as_bytes(x), std::vector<std::byte>(kValuElements * 4), std::vector<std::byte>(kValuElements * 4)},
                  {kValuElements, kValuIterations});
  progress(fmt::format("simulating valu_chain ({} work-items x {} rounds), 1 thread", kValuElements, kValuIterations));
  const Timed valu_one = timed_run(valu.program, valu_launch, one_thread);
  progress(fmt::format("simulating valu_chain ({} work-items x {} rounds), {}", kValuElements, kValuIterations,
                       with_threads));
  const Timed valu_parallel = timed_run(valu.program, valu_launch, parallel);
  const auto instructions = static_cast<double>(valu_one.result.stats.wave_instructions);
  out["valu_wave_instructions"] = valu_one.result.stats.wave_instructions;
  out["valu_cpu_seconds"] = valu_one.time.cpu;
  out["valu_wall_seconds"] = valu_one.time.wall;
  out["wave_instr_per_s"] = instructions / valu_one.time.cpu;
  out["threads"] = s.threads;
  out["valu_wall_seconds_threads"] = valu_parallel.time.wall;
  out["valu_cpu_seconds_threads"] = valu_parallel.time.cpu;
  out["wave_instr_per_s_threads"] = instructions / valu_parallel.time.wall;
  out[fmt::format("speedup_{}_threads", s.threads)] = valu_one.time.wall / valu_parallel.time.wall;
  // CPU time of the serial run over that of the threaded one: 1 when threading costs no extra work; on an idle
  // machine the speed-up approaches threads x this.
  out["thread_cpu_efficiency"] = valu_one.time.cpu / valu_parallel.time.cpu;
  out["load_average_after"] = load_average();
  return out;
}

void print_table(const nlohmann::ordered_json& r, const BenchSettings& s) {
  const auto number = [&](const char* key) { return r.at(key).get<double>(); };
  const int n = s.size;
  std::cout << fmt::format(
      "gemm_lds_f16 {}^3 on {} ({} numerics), functional, 1 thread: {:.3f} s CPU, {:.2f} GFLOP/s\n"
      "Eigen float GEMM {}^3, 1 thread: {:.4f} s CPU, {:.2f} GFLOP/s\n"
      "ratio simulator / Eigen: {:.3f} (target >= 0.5)\n"
      "gemm_lds_f16 with {} threads: {:.3f} s wall ({:.2f}x the 1-thread wall time)\n"
      "timing mode: {:.3f} s CPU, {:.2f}x functional (target <= 3)\n"
      "valu_chain, 1 thread: {:.1f} M wave-instructions/s of CPU time (target >= 20)\n"
      "valu_chain, {} threads: {:.1f} M wave-instructions/s of wall time ({:.2f}x, target >= 1.8; CPU-time "
      "efficiency {:.2f})\n"
      "load average: {:.2f} before, {:.2f} after (2-thread speed-ups need an idle machine)\n",
      n, s.target, r.at("numerics").get<std::string>(), number("sim_cpu_seconds"), number("sim_gflops"), n,
      number("eigen_cpu_seconds"), number("eigen_gflops"), number("ratio"), s.threads, number("sim_wall_seconds_threads"),
      number("gemm_speedup_threads"), number("timing_cpu_seconds"), number("timing_slowdown"),
      number("wave_instr_per_s") / 1e6, s.threads, number("wave_instr_per_s_threads") / 1e6,
      number(fmt::format("speedup_{}_threads", s.threads).c_str()), number("thread_cpu_efficiency"),
      number("load_average_before"),
      number("load_average_after"));
}

void validate(const BenchSettings& s) {
  if (s.size < kGemmTile || s.size % kGemmTile != 0 || s.size > 4096) {
    throw UsageError(fmt::format("--size {} is not a multiple of {} between {} and 4096", s.size, kGemmTile, kGemmTile));
  }
  const auto target = isa::find_target(s.target);
  if (!target) throw UsageError(fmt::format("unknown --target '{}' (gemm_lds_f16 is built for gfx1100 and gfx1201)", s.target));
  if (s.threads == 0) throw UsageError("--threads must be at least 1");
  if (!s.numerics.empty() && !sim::parse_numerics_model(s.numerics)) {
    throw UsageError(fmt::format("unknown --numerics '{}' (accepted: {})", s.numerics, numerics_model_names()));
  }
}

}  // namespace

int run_bench(const Arguments& args) {
  BenchSettings s;
  po::options_description options("options");
  options.add_options()
      ("size", po::value(&s.size)->default_value(s.size), "GEMM size: M = N = K (a multiple of 64; 1024 for the large run)")
      ("target", po::value(&s.target)->default_value(s.target), "the kernels' target: gfx1201 or gfx1100")
      ("threads", po::value(&s.threads)->default_value(s.threads), "threads of the parallel measurements")
      ("numerics", po::value(&s.numerics),
       ("WMMA numerics model of the GEMM: " + numerics_model_names() + " (default: the target's)").c_str())
      ("json", po::bool_switch(&s.json), "print one JSON object instead of the table")
      ("catalog", po::value(&s.catalog)->default_value(s.catalog, "build/default/kernels/kernels.txt"),
       "kernels.txt written by the build");
  po::variables_map values;
  if (!parse_command_line(args, kUsage, options, {}, values, kHelpTail)) return kExitOk;
  validate(s);
  const nlohmann::ordered_json result = measure(s);
  if (s.json) {
    std::cout << result.dump(2) << "\n";
  } else {
    print_table(result, s);
  }
  return kExitOk;
}

}  // namespace wmmasim::cli
