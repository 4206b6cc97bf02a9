// The launches of tests/data/hw-traces: every code object there with its JSON (README §5), and the KernelLaunch
// that reproduces its recorded run: the recorded grid and block, the kernarg segment of kernargs.segment_size with
// every buffer of its recorded size at its recorded offset. Float buffers hold 1.0f and others 0x01 bytes (the
// kernels' control flow does not depend on the data, README §1), except E_3's recorded inputs [1,2,3], [4,5,6].
#pragma once

#include <doctest/doctest.h>

#include <algorithm>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "wmmasim/device/device.h"

namespace wmmasim::test {

struct TraceKernel {
  std::string hsaco;
  nlohmann::json meta;
};

inline std::vector<TraceKernel> trace_kernels() {
  std::vector<TraceKernel> kernels;
  for (const std::string gpu : {"gfx1100", "gfx1201"}) {
    for (const auto& entry : std::filesystem::directory_iterator(std::string(WMMASIM_HW_TRACES_DIR) + "/" + gpu)) {
      if (entry.path().extension() != ".hsaco") continue;
      std::ifstream in(std::filesystem::path(entry.path()).replace_extension(".json"));
      REQUIRE(in);
      kernels.push_back({entry.path().string(), nlohmann::json::parse(in)});
    }
  }
  std::ranges::sort(kernels, {}, &TraceKernel::hsaco);
  return kernels;
}

// discover_ops asks for 1 MiB of LDS, but tinygrad programmed its LDS_SIZE field as 0, so on the GPUs it ran
// with no LDS allocated and its ds_* instructions read 0 and wrote nothing (hw-traces README §6,
// notes_for_simulation): run it with the allocation it really had, 0 bytes, and LdsBounds::Zero.
inline bool runs_without_lds(const TraceKernel& k) { return k.meta.at("kernel") == "discover_ops"; }

inline sim::KernelLaunch trace_launch(const TraceKernel& k, const std::string& kernel_name) {
  sim::KernelLaunch launch;
  launch.kernel = kernel_name;
  for (int i = 0; i < 3; ++i) {
    launch.dispatch.grid[i] = k.meta.at("launch").at("grid").at(i);
    launch.dispatch.block[i] = k.meta.at("launch").at("block").at(i);
  }
  launch.dispatch.kernarg.assign(k.meta.at("kernargs").at("segment_size").get<std::size_t>(), std::byte{0});
  int index = 0;
  for (const nlohmann::json& arg : k.meta.at("kernargs").at("layout")) {
    const nlohmann::json& buffer = arg.at("buffer");
    std::vector<std::byte> contents(buffer.at("bytes").get<std::size_t>(), std::byte{1});
    if (buffer.at("dtype") == "float32") {
      for (std::size_t i = 0; i + 4 <= contents.size(); i += 4) {
        // E_3: argument 0 is the output, 1 and 2 the recorded inputs [1,2,3] and [4,5,6].
        const float value = k.meta.at("kernel") != "E_3" ? 1.0f
                            : index == 0                  ? 0.0f
                                                          : static_cast<float>(1 + i / 4 + 3 * (index - 1));
        std::memcpy(contents.data() + i, &value, 4);
      }
    }
    // An input was copied to the GPU before the launch unless the recording says its buffers were left
    // uninitialised (buffer_contents: "uninitialised (Tensor.empty) ..."); only E_3's inputs were copied.
    const bool copied =
        buffer.at("role") == "input" && !k.meta.at("buffer_contents").get<std::string>().starts_with("uninitialised");
    launch.buffers.push_back({arg.at("offset").get<std::size_t>(), contents, "", copied});
    ++index;
  }
  return launch;
}

}  // namespace wmmasim::test
