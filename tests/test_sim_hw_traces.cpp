// Code objects no one here compiled: every kernel of tests/data/hw-traces (built by tinygrad's toolchains and
// assembler, run on real gfx1100 / gfx1201 GPUs) runs to completion on the simulator with buffers of the recorded
// sizes and the recorded launch (its JSON: kernargs.layout, launch.grid / launch.block). E_3's inputs and output
// are recorded too: [1,2,3] + [4,5,6] = [5,7,9].
//
// The custom_lds_sync kernels read LDS 4 bytes past their 512-byte allocation in their last lane (and discard the
// value with v_cndmask); they completed on the GPUs, and so they do with the default LdsBounds::Zero, the hardware's
// behaviour, which warns once per launch; with LdsBounds::Fault they stop with that access named. The discover_ops
// kernels touch LDS without allocating any, and completed too: they warn as well.
#include <doctest/doctest.h>

#include <cstring>
#include <filesystem>
#include <fstream>
#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "hw_trace_launch.h"
#include "kernel_oracle.h"

using nlohmann::json;
using wmmasim::test::oracle_kernel;
using wmmasim::test::trace_launch;
using wmmasim::test::TraceKernel;
using wmmasim::test::trace_kernels;
using wmmasim::test::runs_without_lds;
namespace sim = wmmasim::sim;

namespace {

sim::SimulatedLaunch run_trace_kernel(const TraceKernel& k, const sim::ExecutionOptions& options = {}) {
  auto oracle = oracle_kernel(k.hsaco, k.meta.at("kernel"), k.meta.at("gpu"));
  if (runs_without_lds(k)) oracle.info.group_segment_size = 0;
  const sim::KernelProgram program(oracle.info, oracle.code);
  return sim::run_on_simulator(program, trace_launch(k, oracle.info.name), options);
}

}  // namespace

TEST_CASE("every hw-traces kernel runs to completion with its recorded launch") {
  int ran = 0;
  for (const TraceKernel& k : trace_kernels()) {
    CAPTURE(k.hsaco);
    std::vector<std::string> warnings;
    sim::ExecutionOptions hardware_lds;  // the default LdsBounds::Zero
    hardware_lds.warning = [&](const std::string& line) { warnings.push_back(line); };
    if (k.meta.at("kernel") == "custom_lds_sync") {
      sim::ExecutionOptions strict;
      strict.lds_bounds = sim::LdsBounds::Fault;
      try {
        run_trace_kernel(k, strict);
        FAIL_CHECK("the read past the LDS allocation went unnoticed");
      } catch (const sim::KernelFault& e) {
        CHECK(std::string(e.what()).find("lane 31: LDS fault: 4-byte read at 0x200 is outside the workgroup's 512-byte LDS") !=
              std::string::npos);
      }
    }
    try {
      const sim::SimulatedLaunch result = run_trace_kernel(k, hardware_lds);
      const json& launch = k.meta.at("launch");
      CHECK(result.stats.workgroups == launch.at("total_workgroups").get<std::uint64_t>());
      CHECK(result.stats.waves == launch.at("total_waves").get<std::uint64_t>());
      if (k.meta.at("kernel") == "E_3") {
        float out[3];
        std::memcpy(out, result.buffers[0].data(), sizeof out);
        CHECK(out[0] == 5.0f);
        CHECK(out[1] == 7.0f);
        CHECK(out[2] == 9.0f);
      }
      if (k.meta.at("kernel") == "discover_ops") {  // it reads LDS it never allocated (0 bytes), and completed
        REQUIRE(warnings.size() == 1);
        CHECK(warnings[0].find("outside the workgroup's 0-byte LDS, which read 0 or wrote nothing") != std::string::npos);
      } else if (k.meta.at("kernel") == "custom_lds_sync") {
        REQUIRE(warnings.size() == 1);  // one line for the launch, however many lanes read past the LDS
        CHECK(warnings[0].find("LDS access") != std::string::npos);
        CHECK(warnings[0].find("outside the workgroup's 512-byte LDS, which read 0 or wrote nothing (the first: 4-byte "
                               "read at 0x200)") != std::string::npos);
      } else {
        const std::string first = warnings.empty() ? std::string() : warnings[0];
        INFO(first);
        CHECK(warnings.empty());
      }
      ++ran;
    } catch (const std::exception& e) {
      FAIL_CHECK(std::string(e.what()));
    }
  }
  CHECK(ran == 21);
}
