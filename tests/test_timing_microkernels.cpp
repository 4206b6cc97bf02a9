// The timing model on kernels the executor runs (the path of `wmmasim run --timing`): clang's code objects from
// kernels/ with the launches of kernels/kernels.json, and llvm-mc-assembled chains of every WMMA/SWMMAC type.
//
// * Microkernels (kernels/wmma_microbench.hip: mb_tput_* 8 independent accumulator chains, mb_lat_* one D -> C
//   chain, mb_lat_a_* a D -> A chain). The machine is cut to one placement unit of the kernel's mode (WGP mode, the
//   kernel descriptor's bit: one workgroup processor = 2 CUs) with its share of the manifest's grid, so that the
//   per-CU numbers are those of the full GPU. Two trip counts give cycles per iteration and the steady-state
//   (throughput-bound) FLOP/clk/CU, in which launch, cold loads and the drain cancel.
// * Dependent chains: n WMMAs each reading the previous D as C, for every matrix instruction of both
//   architectures: cycles(n) = n x cycles + a constant (docs/timing.md).
// * Seed kernels and GEMMs of kernels/ with their manifest launches: what bounds each one.
//
// The tables in docs/timing.md come from:  build/default/tests/test_timing_microkernels
#include <doctest/doctest.h>
#include <fmt/format.h>

#include <set>

#include "exec_test_support.h"
#include "kernel_runs.h"
#include "wmmasim/isa/matrix_ops.h"
#include "wmmasim/timing/hazards.h"
#include "wmmasim/timing/model.h"
#include "wmmasim/timing/report.h"

using namespace wmmasim;
using namespace wmmasim::test;

namespace {

const json& manifest_of(const std::string& name, int wave_size = 32) {
  for (const json& k : kernel_manifest())
    if (k.at("name") == name && k.at("wave") == wave_size) return k;
  FAIL("no kernels.json entry " << name);
  return kernel_manifest().front();
}

isa::Family family_of(const std::string& target) { return isa::find_target(target)->family; }

struct TimedRun {
  sim::TimingResult result;
  std::size_t hazards = 0;
};

// Runs `launch` on the executor with the timing model and the hazard checker, as `wmmasim run --timing` does.
TimedRun timed_run(const sim::KernelProgram& program, const sim::KernelLaunch& launch, sim::MachineDescription machine,
                   bool record = false) {
  sim::TimingModel model(std::move(machine), program.info().timing_launch(launch.dispatch),
                         sim::TimingOptions{record});
  sim::HazardChecker hazards(program.info().name, program.info().target.family);
  sim::ExecutionOptions options;
  options.recorder = &model;
  options.observer = &hazards;
  sim::run_on_simulator(program, launch, options);
  return {model.finish(), hazards.hazards().size()};
}

// A microkernel on one placement unit with its share of the manifest's grid, `iterations` trips around its loop.
sim::TimingResult run_microkernel(const BuiltKernel& kernel, const OracleKernel& oracle, const json& entry,
                                  int iterations) {
  sim::MachineDescription machine = sim::builtin_machine_description(kernel.target);
  const auto units = static_cast<std::uint32_t>(oracle.info.wgp_mode ? machine.compute_units / 2 : machine.compute_units);
  sim::set_machine_parameter(machine, oracle.info.wgp_mode ? "compute_units=2" : "compute_units=1");
  InputGenerator gen(1);
  const std::vector<ArgumentData> args = make_arguments(entry, gen, {{"iterations", iterations}});
  sim::KernelLaunch launch = make_launch(oracle.info, entry, args);
  launch.dispatch.grid[0] = std::max(1u, launch.dispatch.grid[0] / units);
  const TimedRun run = timed_run(sim::KernelProgram(oracle.info, oracle.code), launch, machine);
  CHECK(run.hazards == 0);
  return run.result;
}

std::string register_range(int first, int count) {
  return count == 1 ? fmt::format("v{}", first) : fmt::format("v[{}:{}]", first, first + count - 1);
}

// `n` matrix instructions, each accumulating into the previous one's D (D = C), then s_endpgm.
std::string dependent_chain(const isa::MatrixOp& op, int n) {
  const isa::OperandRegisters& r = op.wave32;
  const std::string d = register_range(0, r.cd);
  const std::string a = register_range(r.cd, r.a);
  const std::string b = register_range(r.cd + r.a, r.b);
  std::string operands = d + ", " + a + ", " + b + ", ";
  operands += op.kind == isa::MatrixKind::Sparse ? register_range(r.cd + r.a + r.b, 1) : d;  // SWMMAC: C is D
  std::string body;
  for (int i = 0; i < n; ++i) body += std::string(op.mnemonic) + " " + operands + "\n";
  return body + "s_endpgm\n";
}

std::uint64_t chain_cycles(const std::string& target, const isa::MatrixOp& op, int n) {
  const sim::KernelProgram program(test_kernel(target), assemble(target, dependent_chain(op, n)));
  sim::KernelLaunch launch;
  launch.kernel = program.info().name;
  launch.dispatch.block = {32, 1, 1};
  launch.dispatch.kernarg.resize(16);
  launch.buffers = {{0, std::vector<std::byte>(4)}, {8, std::vector<std::byte>(4)}};
  const TimedRun run = timed_run(program, launch, sim::builtin_machine_description(target));
  CHECK(run.hazards == 0);
  CHECK(run.result.wmma_flops == static_cast<std::uint64_t>(n) * op.flops());
  return run.result.cycles;
}

}  // namespace

TEST_CASE("microkernels through the executor: throughput-bound FLOP/clk/CU within 1 % of the published peak") {
  std::string table = "| kernel | target | WGP mode | cycles per iteration | steady FLOP/clk/CU | peak | difference | "
                      "whole-run FLOP/clk/CU (48 iterations) |\n|---|---|---|---|---|---|---|---|\n";
  int throughput_kernels = 0, latency_kernels = 0;
  constexpr int kShort = 16, kLong = 48;
  for (const BuiltKernel& kernel : built_kernels()) {
    if (!kernel.name.starts_with("mb_") || kernel.wave_size != 32) continue;
    INFO(kernel.name);
    const json& entry = manifest_of(kernel.name);
    const isa::MatrixOp* op = isa::find_matrix_op(family_of(kernel.target), entry["timing"]["instruction"].get<std::string>());
    REQUIRE(op);
    const OracleKernel oracle = oracle_kernel(kernel.path, kernel.name, kernel.target);
    const sim::TimingResult short_run = run_microkernel(kernel, oracle, entry, kShort);
    const sim::TimingResult long_run = run_microkernel(kernel, oracle, entry, kLong);
    const double cycles = static_cast<double>(long_run.cycles - short_run.cycles);
    const double per_trip = cycles / (kLong - kShort);
    const int per_iteration = entry["timing"]["per_iteration"].get<int>();
    const bool throughput = entry["timing"]["bound"] == "throughput";
    const sim::MachineDescription machine = sim::builtin_machine_description(kernel.target);
    double steady = 0, difference = 0;
    if (throughput) {
      // FLOPs and cycles the 32 extra iterations of every wave add: the loop's steady state.
      steady = static_cast<double>(long_run.wmma_flops - short_run.wmma_flops) / (cycles * long_run.machine.compute_units);
      difference = 100.0 * (steady / op->flop_per_clk_per_cu() - 1.0);
      CHECK(std::abs(difference) <= 1.0);
      ++throughput_kernels;
    } else if (entry["timing"]["dependency"].get<std::string>().find("D -> A") != std::string::npos) {
      // D -> A: each WMMA waits for the previous one's full result (cycles + the extra latency).
      CHECK(per_trip == doctest::Approx(per_iteration * (op->cycles + machine.wmma_latency_extra)));
      ++latency_kernels;
    } else {
      // D -> C: pipelined, one per `cycles`, unless the loop's own control (s_add -> s_cmp -> s_cbranch -> taken
      // branch) is longer: then the loop bounds it (the 16- and 8-cycle gfx12 instructions; the chains below
      // show them without a loop).
      if (op->cycles >= 32) CHECK(per_trip == doctest::Approx(op->cycles));
      else CHECK(per_trip >= op->cycles);
      ++latency_kernels;
    }
    table += fmt::format("| `{}` | {} | {} | {:.1f} | {} | {} | {} | {:.1f} |\n", kernel.name, kernel.target,
                         oracle.info.wgp_mode ? "yes" : "no", per_trip, throughput ? fmt::format("{:.1f}", steady) : "",
                         throughput ? fmt::format("{:.0f}", op->flop_per_clk_per_cu()) : "",
                         throughput ? fmt::format("{:+.2f} %", difference) : "",
                         long_run.flop_per_clk_per_cu);
  }
  CHECK(throughput_kernels >= 20);
  CHECK(latency_kernels >= 20);
  MESSAGE("\n" << table);
}

TEST_CASE("a dependent chain of n WMMAs takes n x the instruction's cycles + a constant, every type of both arches") {
  // Straight-line chains of 8 and 24 (at most 196 bytes of code: one instruction-cache block, fetched during the
  // wave's launch). The constant: wave launch, the first WMMA's issue-to-start, its extra result latency, the
  // drain before s_endpgm and the s_endpgm cycle itself (docs/timing.md).
  std::string table = "| target | instruction | cycles | chain of 8 | chain of 24 | constant |\n|---|---|---|---|---|---|\n";
  int types = 0;
  for (const std::string target : {"gfx1100", "gfx1201"}) {
    const sim::MachineDescription m = sim::builtin_machine_description(target);
    const std::uint64_t constant = m.wave_launch + m.valu_issue_to_start + m.wmma_latency_extra + m.endpgm_drain + 1;
    for (const isa::MatrixOp& op : isa::matrix_ops(family_of(target))) {
      INFO(target << " " << op.mnemonic);
      const std::uint64_t c8 = chain_cycles(target, op, 8), c24 = chain_cycles(target, op, 24);
      CHECK(c24 - c8 == 16u * op.cycles);
      CHECK(c8 == 8u * op.cycles + constant);
      table += fmt::format("| {} | `{}` | {} | {} | {} | {} |\n", target, op.mnemonic, op.cycles, c8, c24,
                           c8 - 8u * op.cycles);
      ++types;
    }
  }
  CHECK(types >= 28);
  MESSAGE("\n" << table);
}

TEST_CASE("seed kernels and GEMMs of kernels/ with their manifest launches: cycles and what bounds them") {
  std::string table = "| kernel | target | wave | grid | cycles | us | WMMA FLOPs | FLOP/clk/CU | busy SIMDs | issued | "
                      "dependency | matrix pipe | wait counter | barrier | fetch | issue limit | idle |\n"
                      "|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|\n";
  int kernels = 0;
  for (const BuiltKernel& kernel : built_kernels()) {
    if (kernel.name.starts_with("mb_")) continue;
    const json& entry = manifest_of(kernel.name, kernel.wave_size);
    const OracleKernel oracle = oracle_kernel(kernel.path, kernel.name, kernel.target);
    // The manifest's launch; the tiled LDS GEMM also at 512 x 512 x 512 (64 workgroups: every WGP busy).
    std::vector<std::map<std::string, std::int64_t>> sizes{{}};
    if (kernel.name == "gemm_lds_f16") sizes.push_back({{"M", 512}, {"N", 512}, {"K", 512}});
    for (const auto& overrides : sizes) {
      INFO(kernel.name << " " << kernel.target << " w" << kernel.wave_size << " " << overrides.size());
      InputGenerator gen(3);
      const sim::KernelLaunch launch = make_launch(oracle.info, entry, make_arguments(entry, gen, overrides));
      const auto& grid = launch.dispatch.grid;
      const TimedRun run = timed_run(sim::KernelProgram(oracle.info, oracle.code), launch,
                                     sim::builtin_machine_description(kernel.target), true);
      const sim::TimingResult& r = run.result;
      CHECK(run.hazards == 0);  // clang's own code
      CHECK(r.cycles > 0);
      // A GEMM is never faster than its roofline: the matrix pipe's peak for its instruction mix and DRAM's rate
      // for the bytes the model moved, and the published peak (f16: 512 / 1024 FLOP/clk/CU, reference/timing.md
      // §1.1) and DRAM bandwidth for the FLOPs and the bytes of A, B (f16) and C (f32) it must move at least once.
      if (kernel.name == "gemm_lds_f16") {
        const sim::Roofline roof = sim::roofline_of(r);
        CHECK(roof.bound_cycles > 0);
        CHECK(static_cast<double>(r.cycles) >= roof.bound_cycles);
        const double m = overrides.empty() ? 128 : 512, n = overrides.empty() ? 192 : 512, k = overrides.empty() ? 128 : 512;
        const double peak = (r.machine.family == isa::Family::Gfx11 ? 512.0 : 1024.0) * r.machine.compute_units;
        const double dram = r.machine.dram_bandwidth_gbs * 1000.0 / r.machine.clock_mhz;
        CHECK(static_cast<double>(r.wmma_flops) == 2 * m * n * k);
        CHECK(static_cast<double>(r.cycles) >= std::max(2 * m * n * k / peak, (2 * (m * k + k * n) + 4 * m * n) / dram));
      }
      // Shares of the cycles of the SIMDs that ran a wave (the machine's others idle by construction).
      std::set<std::pair<std::uint32_t, std::uint32_t>> busy;
      for (const sim::InstructionTiming& t : r.timeline) busy.insert({t.cu, t.simd});
      const double total = static_cast<double>(r.cycles * busy.size());
      const auto pct = [&](std::uint64_t v) { return fmt::format("{:.0f} %", 100.0 * static_cast<double>(v) / total); };
      using R = sim::StallReason;
      const std::uint64_t idle_of_busy =
          r.stalls[R::Idle] - (static_cast<std::uint64_t>(r.machine.simd_count()) - busy.size()) * r.cycles;
      table += fmt::format(
          "| `{}` | {} | {} | {}x{}x{} | {} | {:.2f} | {} | {:.1f} | {} | {} | {} | {} | {} | {} | {} | {} | {} |\n",
          kernel.name, kernel.target, kernel.wave_size, grid[0], grid[1], grid[2], r.cycles,
          r.microseconds(), r.wmma_flops, r.flop_per_clk_per_cu, busy.size(), pct(r.stalls.issue_cycles),
          pct(r.stalls[R::Dependency]), pct(r.stalls[R::MatrixPipe]), pct(r.stalls[R::WaitCounter]),
          pct(r.stalls[R::Barrier]), pct(r.stalls[R::InstructionFetch]), pct(r.stalls[R::Issue]), pct(idle_of_busy));
      ++kernels;
    }
  }
  CHECK(kernels >= 22);
  MESSAGE("\n" << table);
}
