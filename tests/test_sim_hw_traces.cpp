// Code objects no one here compiled: every kernel of ../shared/hw-traces (built by tinygrad's toolchains and
// assembler, run on real gfx1100 / gfx1201 GPUs) runs to completion on the simulator with buffers of the recorded
// sizes and the recorded launch (its JSON: kernargs.layout, launch.grid / launch.block). E_3's inputs and output
// are recorded too: [1,2,3] + [4,5,6] = [5,7,9].
//
// The custom_lds_sync kernels read LDS 4 bytes past their 512-byte allocation in their last lane (and discard the
// value with v_cndmask); they completed on the GPUs, so they run with LdsBounds::Zero, the hardware's behaviour,
// and with the default LdsBounds::Fault they stop with that access named.
#include <doctest/doctest.h>

#include <cstring>
#include <filesystem>
#include <fstream>
#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "kernel_oracle.h"

using nlohmann::json;
using wmmasim::test::oracle_kernel;
namespace sim = wmmasim::sim;

namespace {

struct TraceKernel {
  std::string hsaco;
  json meta;
};

std::vector<TraceKernel> trace_kernels() {
  std::vector<TraceKernel> kernels;
  for (const std::string gpu : {"gfx1100", "gfx1201"}) {
    for (const auto& entry : std::filesystem::directory_iterator(std::string(WMMASIM_SHARED_DIR) + "/hw-traces/" + gpu)) {
      if (entry.path().extension() != ".hsaco") continue;
      std::ifstream in(std::filesystem::path(entry.path()).replace_extension(".json"));
      REQUIRE(in);
      kernels.push_back({entry.path().string(), json::parse(in)});
    }
  }
  std::ranges::sort(kernels, {}, &TraceKernel::hsaco);
  return kernels;
}

// discover_ops asks for 1 MiB of LDS, but tinygrad programmed its LDS_SIZE field as 0, so on the GPUs it ran
// with no LDS allocated and its ds_* instructions read 0 and wrote nothing (hw-traces README §6,
// notes_for_simulation): it runs here with the allocation it really had, 0 bytes, and LdsBounds::Zero.
bool without_lds(const TraceKernel& k) { return k.meta.at("kernel") == "discover_ops"; }

// Buffers as the JSON records them (float buffers hold 1.0f, others 0x01 bytes; the kernels' control flow does not
// depend on the data), except E_3's recorded inputs.
sim::SimulatedLaunch run_trace_kernel(const TraceKernel& k, const sim::ExecutionOptions& options = {}) {
  auto oracle = oracle_kernel(k.hsaco, k.meta.at("kernel"), k.meta.at("gpu"));
  if (without_lds(k)) oracle.info.group_segment_size = 0;
  const sim::KernelProgram program(oracle.info, oracle.code);
  sim::KernelLaunch launch;
  launch.kernel = oracle.info.name;
  for (int i = 0; i < 3; ++i) {
    launch.grid[i] = k.meta.at("launch").at("grid").at(i);
    launch.block[i] = k.meta.at("launch").at("block").at(i);
  }
  launch.kernarg.assign(k.meta.at("kernargs").at("segment_size").get<std::size_t>(), std::byte{0});
  int index = 0;
  for (const json& arg : k.meta.at("kernargs").at("layout")) {
    const json& buffer = arg.at("buffer");
    std::vector<std::byte> contents(buffer.at("bytes").get<std::size_t>(), std::byte{1});
    if (buffer.at("dtype") == "float32") {
      for (std::size_t i = 0; i + 4 <= contents.size(); i += 4) {
        // E_3: argument 0 is the output, 1 and 2 the recorded inputs [1,2,3] and [4,5,6].
        const float value = k.meta.at("kernel") != "E_3" ? 1.0f : index == 0 ? 0.0f : static_cast<float>(1 + i / 4 + 3 * (index - 1));
        std::memcpy(contents.data() + i, &value, 4);
      }
    }
    launch.buffers.push_back({arg.at("offset").get<std::size_t>(), contents});
    ++index;
  }
  return sim::run_on_simulator(program, launch, options);
}

}  // namespace

TEST_CASE("every hw-traces kernel runs to completion with its recorded launch") {
  int ran = 0;
  for (const TraceKernel& k : trace_kernels()) {
    CAPTURE(k.hsaco);
    sim::ExecutionOptions hardware_lds;
    hardware_lds.lds_bounds = sim::LdsBounds::Zero;
    if (k.meta.at("kernel") == "custom_lds_sync") {
      try {
        run_trace_kernel(k);
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
      ++ran;
    } catch (const std::exception& e) {
      FAIL_CHECK(std::string(e.what()));
    }
  }
  CHECK(ran == 21);
}
