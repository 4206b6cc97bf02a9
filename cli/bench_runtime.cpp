#include "bench_runtime.h"

#include <fmt/format.h>

#include <cstdio>
#include <filesystem>
#include <string>

#include "command.h"
#include "own_files.h"

namespace wmmasim::cli {
namespace {

}  // namespace

nlohmann::ordered_json measure_runtime(int launches, int mebibytes) {
  const std::string program = (executable_directory() / WMMASIM_BUILT_RUNTIME_BENCH).lexically_normal().string();
  if (!std::filesystem::exists(program)) {
    throw UsageError(fmt::format("the runtime benchmark '{}' is not built (cmake --build --preset default)", program));
  }
  const std::string self = std::filesystem::read_symlink("/proc/self/exe").string();
  nlohmann::ordered_json out;
  out["load_average_before"] = load_average();
  std::fprintf(stderr, "wmmasim bench: %d empty-kernel launches and hipMemcpy of %d MiB each way, through the HIP "
                       "runtime (wmmasim exec)\n", launches, mebibytes);
  const std::string output = run_shell(fmt::format("'{}' exec -- '{}' {} {}", self, program, launches, mebibytes)).output;
  const std::size_t line = output.rfind('{');
  nlohmann::json measured;
  try {
    measured = nlohmann::json::parse(output.substr(line == std::string::npos ? output.size() : line));
  } catch (const nlohmann::json::exception&) {
    throw UsageError(fmt::format("the runtime benchmark reported no measurement: {}", output));
  }
  out["runtime_launches"] = launches;
  out["runtime_launch_overhead_us"] = measured.at("launch_overhead_us");
  out["runtime_memcpy_mib"] = measured.at("memcpy_mib");
  out["runtime_memcpy_h2d_gb_per_s"] = measured.at("memcpy_h2d_gb_per_s");
  out["runtime_memcpy_d2h_gb_per_s"] = measured.at("memcpy_d2h_gb_per_s");
  out["load_average_after"] = load_average();
  return out;
}

}  // namespace wmmasim::cli
