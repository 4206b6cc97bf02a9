// The timing microkernels of kernels/ (wmma_microbench.hip: mb_tput_* with 8 independent accumulator chains,
// mb_lat_* with one D -> C chain, mb_lat_a_* with a D -> A chain) through the timing model, before the executor
// exists: clang's code from llvm-objdump-19, control flow replayed statically (the loop's backward branch taken
// iterations - 1 times, forward branches - the empty-loop guard - not taken; TEMPORARY, like hw_trace_adapter.h),
// the launch from kernels/kernels.json and the WGP_MODE bit of the kernel descriptor. The machine keeps one
// workgroup processor and its share of the grid, so the per-CU numbers are those of the full GPU.
#include <doctest/doctest.h>
#include <fmt/format.h>

#include <fstream>
#include <nlohmann/json.hpp>

#include "hw_trace_adapter.h"
#include "support.h"
#include "wmmasim/sim/timing_model.h"

using namespace wmmasim;
using namespace wmmasim::test;

namespace {

struct Descriptor {
  bool wgp_mode = false;
  int lds_bytes = 0;
  int vgprs = 0;
};

// The 64-byte kernel descriptor is the whole .rodata of these code objects (AMDHSA code object v5 layout):
// group_segment_fixed_size at byte 0, COMPUTE_PGM_RSRC1 at byte 48 (VGPR blocks of 8 in bits 5:0 for wave32,
// WGP_MODE in bit 29).
Descriptor read_descriptor(const std::string& hsaco) {
  const std::string dump = run_command(std::string(WMMASIM_OBJDUMP) + " -s -j .rodata " + hsaco).out;
  std::vector<std::uint8_t> bytes;
  std::istringstream lines(dump);
  std::string line;
  while (std::getline(lines, line)) {
    std::istringstream words(line);
    std::string address, word;
    if (!(words >> address) || address.find_first_not_of("0123456789abcdef") != std::string::npos) continue;
    for (int i = 0; i < 4 && words >> word && word.size() == 8; ++i)
      for (int b = 0; b < 4; ++b) bytes.push_back(static_cast<std::uint8_t>(std::stoul(word.substr(2 * b, 2), nullptr, 16)));
  }
  REQUIRE_MESSAGE(bytes.size() >= 64, hsaco);
  const auto u32 = [&](int at) {
    return static_cast<std::uint32_t>(bytes[at] | bytes[at + 1] << 8 | bytes[at + 2] << 16 | bytes[at + 3] << 24);
  };
  const std::uint32_t rsrc1 = u32(48);
  return {((rsrc1 >> 29) & 1) != 0, static_cast<int>(u32(0)), static_cast<int>(((rsrc1 & 0x3f) + 1) * 8)};
}

// The dynamic instruction stream of one wave for `iterations` trips around the kernel's loop.
std::vector<sim::TimingEvent> unroll(const Program& program, isa::Family family, int iterations, TraceReplay& storage,
                                     int wave_size = 32) {
  std::vector<sim::TimingEvent> events;
  std::map<std::uint32_t, int> trips;  // per backward branch
  for (std::uint32_t pc = 0; pc / 4 < program.words.size();) {
    sim::TimingEvent event;
    fill_event(event, program, pc, "", "", "", family, storage, wave_size);
    if (sim::is_vector_memory(event.cls)) event.address = (std::uint64_t{pc} << 20) + events.size() * 128;
    std::uint32_t next = pc + event.size;
    if (event.cls == sim::TimingClass::Branch) {
      const auto offset = static_cast<std::int16_t>(event.immediate);
      const std::uint32_t target = pc + 4 + static_cast<std::uint32_t>(offset * 4);
      const bool backward = target <= pc;
      const bool taken = event.mnemonic == "s_branch" || (backward && ++trips[pc] < iterations);
      if (taken) {
        event.flags |= sim::kBranchTaken;
        next = target;
      }
    }
    events.push_back(event);
    if (event.cls == sim::TimingClass::EndProgram) break;
    pc = next;
  }
  return events;
}

struct Run {
  std::uint64_t cycles = 0;
  double flop_per_clk_per_cu = 0;
};

Run run_microkernel(const BuiltKernel& kernel, const nlohmann::json& manifest, int iterations) {
  const isa::Family family = kernel.target.rfind("gfx11", 0) == 0 ? isa::Family::Gfx11 : isa::Family::Gfx12;
  const Descriptor descriptor = read_descriptor(kernel.path);
  sim::MachineDescription machine = sim::builtin_machine_description(kernel.target);
  // The grid's share of one workgroup processor (two CUs): every unit of the real GPU gets the same.
  const auto grid = manifest["grid"][0].get<std::uint32_t>();
  const auto units = static_cast<std::uint32_t>(descriptor.wgp_mode ? machine.compute_units / 2 : machine.compute_units);
  const std::uint32_t share = std::max(1u, grid / units);
  sim::set_machine_parameter(machine, descriptor.wgp_mode ? "compute_units=2" : "compute_units=1");

  TraceReplay storage;
  const auto events = unroll(disassemble(kernel.path, kernel.target), family, iterations, storage);
  sim::TimingLaunch launch{kernel.name, {share, 1, 1}, {manifest["block"][0].get<std::uint32_t>(), 1, 1}, 32,
                           descriptor.vgprs, descriptor.lds_bytes, descriptor.wgp_mode};
  sim::TimingModel model(machine, launch);
  for (std::uint32_t g = 0; g < share; ++g)
    for (std::uint32_t w = 0; w < launch.waves_per_workgroup(); ++w) model.wave_events(g, w) = events;
  const sim::TimingResult result = model.finish();
  return {result.cycles, result.flop_per_clk_per_cu};
}

nlohmann::json manifest_of(const std::string& name, int wave_size = 32) {
  std::ifstream in(WMMASIM_SOURCE_DIR "/kernels/kernels.json");
  const nlohmann::json all = nlohmann::json::parse(in);
  for (const auto& k : all["kernels"])
    if (k["name"] == name && k["wave"] == wave_size) return k;
  return {};
}

}  // namespace

TEST_CASE("microkernels: throughput-bound FLOP/clk/CU within 1 % of the published peak; chains per iteration") {
  // Reproduce the table in docs/timing.md: build/default/tests/test_timing_microkernels
  std::string table = "| kernel | target | WGP mode | cycles per iteration | FLOP/clk/CU | peak | difference |\n"
                      "|---|---|---|---|---|---|---|\n";
  int throughput_kernels = 0;
  for (const BuiltKernel& kernel : built_kernels()) {
    if (kernel.name.rfind("mb_", 0) != 0 || kernel.wave_size != 32) continue;
    INFO(kernel.name);
    const nlohmann::json manifest = manifest_of(kernel.name);
    REQUIRE(!manifest.is_null());
    const isa::Family family = kernel.target.rfind("gfx11", 0) == 0 ? isa::Family::Gfx11 : isa::Family::Gfx12;
    const isa::MatrixOp* op = isa::find_matrix_op(family, manifest["timing"]["instruction"].get<std::string>());
    REQUIRE(op);
    const int per_iteration = manifest["timing"]["per_iteration"].get<int>();
    // Per-iteration cycles from two trip counts: the prologue, epilogue and launch cancel.
    const Run short_run = run_microkernel(kernel, manifest, 200);
    const Run long_run = run_microkernel(kernel, manifest, 400);
    const double per_trip = static_cast<double>(long_run.cycles - short_run.cycles) / 200.0;
    const bool throughput = manifest["timing"]["bound"] == "throughput";
    double flops = 0, difference = 0;
    if (throughput) {
      // Long enough to amortise the cold loads before the loop: ~1 M cycles of matrix work per SIMD.
      const Run run = run_microkernel(kernel, manifest, 1'000'000 / (per_iteration * op->cycles * 3));
      flops = run.flop_per_clk_per_cu;
      difference = 100.0 * (flops / op->flop_per_clk_per_cu() - 1.0);
      CHECK(std::abs(difference) <= 1.0);
      ++throughput_kernels;
    } else if (manifest["timing"]["dependency"].get<std::string>().find("D -> A") != std::string::npos) {
      // D -> A: each WMMA waits for the previous one's full result (cycles + the extra latency).
      const sim::MachineDescription machine = sim::builtin_machine_description(kernel.target);
      CHECK(per_trip == doctest::Approx(per_iteration * (op->cycles + machine.wmma_latency_extra)));
    } else {
      // D -> C: pipelined, one per `cycles`, unless the loop's own control (s_add, s_cmp, s_cbranch: about 23
      // cycles) is longer: then the loop bounds it.
      CHECK(per_trip >= op->cycles);
      if (op->cycles >= 32) CHECK(per_trip == doctest::Approx(op->cycles));
    }
    table += fmt::format("| `{}` | {} | {} | {:.1f} | {} | {} | {} |\n", kernel.name, kernel.target,
                         read_descriptor(kernel.path).wgp_mode ? "yes" : "no", per_trip,
                         throughput ? fmt::format("{:.1f}", flops) : "", throughput ? fmt::format("{:.0f}", op->flop_per_clk_per_cu()) : "",
                         throughput ? fmt::format("{:+.2f} %", difference) : "");
  }
  CHECK(throughput_kernels >= 20);
  MESSAGE("\n" << table);
}

TEST_CASE("seed kernels of kernels/ (straight-line code): cycles and what bounds them") {
  std::string table = "| kernel | target | wave | cycles | us | WMMA FLOPs | issued | dependency | matrix pipe | "
                      "wait counter | fetch | issue limit | launch |\n|---|---|---|---|---|---|---|---|---|---|---|---|---|\n";
  int seeds = 0;
  for (const BuiltKernel& kernel : built_kernels()) {
    if (kernel.name.rfind("mb_", 0) == 0) continue;
    const Program code =
        disassemble(kernel.path, kernel.target + (kernel.wave_size == 64 ? " --mattr=+wavefrontsize64" : ""));
    if (code.has_branches()) continue;  // the GEMMs: their loops need the executor's control flow
    INFO(kernel.name << " " << kernel.target << " w" << kernel.wave_size);
    const nlohmann::json manifest = manifest_of(kernel.name, kernel.wave_size);
    REQUIRE(!manifest.is_null());
    const isa::Family family = kernel.target.rfind("gfx11", 0) == 0 ? isa::Family::Gfx11 : isa::Family::Gfx12;
    const Descriptor descriptor = read_descriptor(kernel.path);
    sim::MachineDescription machine = sim::builtin_machine_description(kernel.target);
    sim::set_machine_parameter(machine, "compute_units=2");  // the kernel's one workgroup uses one of them
    TraceReplay storage;
    const auto events = unroll(code, family, 1, storage, kernel.wave_size);
    std::uint32_t block = 1;
    for (const auto& extent : manifest["block"]) block *= extent.get<std::uint32_t>();
    sim::TimingLaunch launch{kernel.name, {1, 1, 1}, {block, 1, 1}, kernel.wave_size, descriptor.vgprs,
                             descriptor.lds_bytes, descriptor.wgp_mode};
    sim::TimingModel model(machine, launch);
    for (std::uint32_t w = 0; w < launch.waves_per_workgroup(); ++w) model.wave_events(0, w) = events;
    const sim::TimingResult r = model.finish();
    CHECK(r.cycles > 0);
    // Shares of the cycles of the SIMDs that ran a wave (the others idle by construction).
    const std::uint64_t used = std::min<std::uint64_t>(launch.waves_per_workgroup(), r.occupancy.simds_per_unit);
    const double total = static_cast<double>(r.cycles * used);
    const auto pct = [&](std::uint64_t v) { return fmt::format("{:.0f} %", 100.0 * static_cast<double>(v) / total); };
    using R = sim::StallReason;
    const std::uint64_t unused_simds = static_cast<std::uint64_t>(r.machine.simd_count()) - used;
    const std::uint64_t launch_idle = r.stalls[R::Idle] - unused_simds * r.cycles;
    table += fmt::format("| `{}` | {} | {} | {} | {:.2f} | {} | {} | {} | {} | {} | {} | {} | {} |\n", kernel.name,
                         kernel.target, kernel.wave_size, r.cycles, r.microseconds(), r.wmma_flops, pct(r.stalls.issue_cycles),
                         pct(r.stalls[R::Dependency]), pct(r.stalls[R::MatrixPipe]), pct(r.stalls[R::WaitCounter]),
                         pct(r.stalls[R::InstructionFetch]), pct(r.stalls[R::Issue]), pct(launch_idle));
    ++seeds;
  }
  CHECK(seeds >= 10);
  MESSAGE("\n" << table);
}
