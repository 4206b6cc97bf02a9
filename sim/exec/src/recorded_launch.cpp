#include "wmmasim/exec/recorded_launch.h"

#include <fmt/format.h>

#include <algorithm>
#include <cstring>
#include <fstream>
#include <iterator>
#include <nlohmann/json.hpp>
#include <system_error>

namespace wmmasim::sim {
namespace {

constexpr int kFormatVersion = 1;
constexpr const char* kManifest = "case.json";

namespace fs = std::filesystem;

void write_bytes(const fs::path& path, const std::vector<std::byte>& bytes) {
  std::ofstream out(path, std::ios::binary);
  out.write(reinterpret_cast<const char*>(bytes.data()), static_cast<std::streamsize>(bytes.size()));
  if (!out) throw RecordError(fmt::format("cannot write '{}' (disk full? permissions?)", path.string()));
}

std::vector<std::byte> read_bytes(const fs::path& path, std::uint64_t expected_size) {
  std::ifstream in(path, std::ios::binary);
  if (!in) throw RecordError(fmt::format("cannot read '{}': the case is incomplete", path.string()));
  std::vector<char> chars{std::istreambuf_iterator<char>(in), {}};
  if (expected_size != UINT64_MAX && chars.size() != expected_size) {
    throw RecordError(fmt::format("'{}' holds {} bytes but case.json says {}", path.string(), chars.size(), expected_size));
  }
  std::vector<std::byte> bytes(chars.size());
  std::memcpy(bytes.data(), chars.data(), chars.size());
  return bytes;
}

nlohmann::json region_json(const RecordedLaunch::Region& r, const std::string& stem, const fs::path& folder) {
  write_bytes(folder / (stem + ".before.bin"), r.before);
  write_bytes(folder / (stem + ".after.bin"), r.after);
  return {{"name", r.name}, {"address", r.address}, {"size", r.before.size()},
          {"before", stem + ".before.bin"}, {"after", stem + ".after.bin"}};
}

RecordedLaunch::Region read_region(const nlohmann::json& j, const fs::path& folder) {
  RecordedLaunch::Region r;
  r.name = j.at("name").get<std::string>();
  r.address = j.at("address").get<std::uint64_t>();
  const auto size = j.at("size").get<std::uint64_t>();
  r.before = read_bytes(folder / j.at("before").get<std::string>(), size);
  r.after = read_bytes(folder / j.at("after").get<std::string>(), size);
  return r;
}

// The allocation names a fault in the replay shows: the buffer's arguments and its name in the program.
std::string buffer_name(const RecordedLaunch& launch, std::size_t index) {
  std::string arguments;
  for (const RecordedLaunch::Pointer& p : launch.pointers) {
    if (p.buffer == index) arguments += fmt::format("{}{}", arguments.empty() ? "argument " : ", ", p.argument);
  }
  return fmt::format("{} ('{}' in the recorded program)", arguments.empty() ? fmt::format("buffer {}", index) : arguments,
                     launch.buffers[index].name);
}

void check_pointers(const RecordedLaunch& launch) {
  for (const RecordedLaunch::Pointer& p : launch.pointers) {
    if (p.buffer >= launch.buffers.size() || p.kernarg_offset + sizeof(std::uint64_t) > launch.kernarg.size() ||
        p.offset > launch.buffers[p.buffer].before.size()) {
      throw RecordError(fmt::format("the case's pointer for argument {} does not fit its kernarg or buffer", p.argument));
    }
  }
  for (std::size_t i = 0; i < launch.buffers.size(); ++i) {
    if (std::ranges::find(launch.pointers, i, &RecordedLaunch::Pointer::buffer) == launch.pointers.end())
      throw RecordError(fmt::format("the case's buffer {} is pointed to by no argument", i));
  }
}

}  // namespace

void write_recorded_launch(const RecordedLaunch& launch, const fs::path& folder) {
  const fs::path partial = folder.string() + ".partial";
  std::error_code ignored;
  fs::remove_all(partial, ignored);
  try {
    fs::create_directories(partial);
    write_bytes(partial / "code_object.hsaco", launch.code_object);
    write_bytes(partial / "kernarg.bin", launch.kernarg);
    nlohmann::json buffers = nlohmann::json::array();
    for (std::size_t i = 0; i < launch.buffers.size(); ++i) {
      buffers.push_back(region_json(launch.buffers[i], fmt::format("buffer-{}", i), partial));
    }
    nlohmann::json pointers = nlohmann::json::array();
    for (const RecordedLaunch::Pointer& p : launch.pointers) {
      pointers.push_back({{"argument", p.argument}, {"kernarg_offset", p.kernarg_offset}, {"buffer", p.buffer},
                          {"offset", p.offset}});
    }
    nlohmann::json manifest{{"wmmasim_case", kFormatVersion},
                            {"target", launch.target},
                            {"code_object", "code_object.hsaco"},
                            {"kernel", launch.kernel},
                            {"grid", launch.grid},
                            {"block", launch.block},
                            {"dynamic_lds_bytes", launch.dynamic_lds_bytes},
                            {"kernarg", "kernarg.bin"},
                            {"kernarg_size", launch.kernarg.size()},
                            {"buffers", buffers},
                            {"pointers", pointers}};
    if (launch.image) manifest["image"] = region_json(*launch.image, "image", partial);
    if (!launch.fault.empty()) manifest["fault"] = launch.fault;
    std::ofstream out(partial / kManifest);
    out << manifest.dump(2) << "\n";
    if (!out) throw RecordError(fmt::format("cannot write '{}'", (partial / kManifest).string()));
    out.close();
    fs::remove_all(folder, ignored);
    fs::rename(partial, folder);
  } catch (const fs::filesystem_error& e) {
    fs::remove_all(partial, ignored);
    throw RecordError(fmt::format("cannot write the case '{}': {}", folder.string(), e.code().message()));
  } catch (const RecordError&) {
    fs::remove_all(partial, ignored);
    throw;
  }
}

RecordedLaunch read_recorded_launch(const fs::path& path) {
  const fs::path folder = fs::is_directory(path) ? path : path.parent_path();
  const fs::path manifest_path = fs::is_directory(path) ? path / kManifest : path;
  std::ifstream in(manifest_path);
  if (!in) throw RecordError(fmt::format("cannot read '{}': not a recorded launch (wmmasim exec --record)", manifest_path.string()));
  RecordedLaunch launch;
  try {
    const nlohmann::json j = nlohmann::json::parse(in);
    if (j.value("wmmasim_case", 0) != kFormatVersion) {
      throw RecordError(fmt::format("'{}' is not a wmmasim case of format {}", manifest_path.string(), kFormatVersion));
    }
    launch.target = j.at("target").get<std::string>();
    launch.code_object = read_bytes(folder / j.at("code_object").get<std::string>(), UINT64_MAX);
    launch.kernel = j.at("kernel").get<std::string>();
    launch.grid = j.at("grid").get<std::array<std::uint32_t, 3>>();
    launch.block = j.at("block").get<std::array<std::uint32_t, 3>>();
    launch.dynamic_lds_bytes = j.at("dynamic_lds_bytes").get<std::uint32_t>();
    launch.kernarg = read_bytes(folder / j.at("kernarg").get<std::string>(), j.at("kernarg_size").get<std::uint64_t>());
    for (const nlohmann::json& b : j.at("buffers")) launch.buffers.push_back(read_region(b, folder));
    for (const nlohmann::json& p : j.at("pointers")) {
      launch.pointers.push_back({p.at("argument").get<std::size_t>(), p.at("kernarg_offset").get<std::uint32_t>(),
                                 p.at("buffer").get<std::size_t>(), p.at("offset").get<std::uint64_t>()});
    }
    if (j.contains("image")) launch.image = read_region(j.at("image"), folder);
    launch.fault = j.value("fault", "");
  } catch (const nlohmann::json::exception& e) {
    throw RecordError(fmt::format("'{}' is not a valid case manifest: {}", manifest_path.string(), e.what()));
  }
  check_pointers(launch);
  return launch;
}

ReplayResult replay_recorded_launch(const RecordedLaunch& launch, const ExecutionOptions& options) {
  check_pointers(launch);
  GlobalMemory memory;
  const std::uint64_t image_base = launch.image ? launch.image->address : 0;
  if (launch.image) {
    memory.allocate_at("the code object's segments", image_base, std::max<std::uint64_t>(launch.image->before.size(), 1));
    memory.write(image_base, launch.image->before);
  }
  const KernelProgram program = KernelProgram::from_code_object(launch.code_object, launch.kernel, image_base);
  SimulatedLaunch run = run_on_simulator(program, to_kernel_launch(launch), options, memory);
  ReplayResult result{std::move(run.buffers), run.stats};
  if (launch.image) {
    std::vector<std::byte> after(launch.image->before.size());
    memory.read(image_base, after);
    result.after.push_back(std::move(after));
  }
  return result;
}

KernelLaunch to_kernel_launch(const RecordedLaunch& launch) {
  check_pointers(launch);
  KernelLaunch kernel_launch;
  kernel_launch.code_object = launch.code_object;
  kernel_launch.kernel = launch.kernel;
  kernel_launch.dispatch = Dispatch{launch.grid, launch.block, launch.kernarg, launch.dynamic_lds_bytes};
  for (std::size_t i = 0; i < launch.buffers.size(); ++i) {
    const auto first = std::ranges::find(launch.pointers, i, &RecordedLaunch::Pointer::buffer);
    kernel_launch.buffers.push_back({first->kernarg_offset, launch.buffers[i].before, buffer_name(launch, i)});
  }
  for (const RecordedLaunch::Pointer& p : launch.pointers) {
    kernel_launch.pointers.push_back({p.kernarg_offset, p.buffer, p.offset});
  }
  return kernel_launch;
}

}  // namespace wmmasim::sim
