// Helpers shared by the tests: running external oracles (llvm-objdump-19, llvm-mc-19, the wmmasim CLI), reading
// the catalog of kernels the build produced, and the inputs and outputs of CLI runs.
#pragma once

#include <array>
#include <cstdint>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <stdexcept>
#include <string>
#include <cstdlib>
#include <iterator>
#include <sys/wait.h>
#include <unistd.h>
#include <vector>

#include <nlohmann/json.hpp>

#include "wmmasim/io/npy.h"

namespace wmmasim::test {

struct CommandResult {
  int exit_code;
  std::string out;  // stdout
  std::string err;  // stderr
};

// Runs `command` through the shell; stdout and stderr are captured separately.
inline CommandResult run_command(const std::string& command) {
  char err_path[] = "/tmp/wmmasim_test_stderr_XXXXXX";
  const int fd = mkstemp(err_path);
  if (fd < 0) throw std::runtime_error("mkstemp failed");
  close(fd);
  FILE* pipe = popen((command + " 2>" + err_path).c_str(), "r");
  if (!pipe) throw std::runtime_error("popen failed: " + command);
  CommandResult result{};
  std::array<char, 4096> buffer{};
  while (std::size_t n = fread(buffer.data(), 1, buffer.size(), pipe)) result.out.append(buffer.data(), n);
  const int status = pclose(pipe);
  result.exit_code = WIFEXITED(status) ? WEXITSTATUS(status) : 128 + WTERMSIG(status);
  std::ifstream err_file(err_path);
  result.err.assign(std::istreambuf_iterator<char>(err_file), {});
  std::remove(err_path);
  return result;
}

inline CommandResult run_cli(const std::string& args) { return run_command(std::string(WMMASIM_CLI) + " " + args); }

// A folder of this process's own under the system's temporary folder (several worktrees may run the suite on one
// machine at the same time), `prefix`.<pid>: created at construction, removed with everything in it at destruction,
// so that a test program leaves nothing behind, also when a check fails.
class ScratchDir {
 public:
  explicit ScratchDir(const std::string& prefix)
      : path_(std::filesystem::temp_directory_path() / (prefix + "." + std::to_string(getpid()))) {
    std::filesystem::create_directories(path_);
  }
  ~ScratchDir() {
    std::error_code ignored;  // a folder a test removed itself is fine; a destructor does not throw
    std::filesystem::remove_all(path_, ignored);
  }
  ScratchDir(const ScratchDir&) = delete;
  ScratchDir& operator=(const ScratchDir&) = delete;
  const std::filesystem::path& path() const { return path_; }

 private:
  std::filesystem::path path_;
};

struct BuiltKernel {
  std::string name;
  std::string target;  // e.g. gfx1201
  int wave_size;
  std::string path;    // the .hsaco
};

inline std::vector<BuiltKernel> read_kernel_catalog(const std::string& path) {
  std::ifstream in(path);
  if (!in) throw std::runtime_error("missing kernel catalog " + path);
  std::vector<BuiltKernel> kernels;
  BuiltKernel k;
  while (in >> k.name >> k.target >> k.wave_size >> k.path) kernels.push_back(k);
  return kernels;
}

// Every code object the build made from kernels/ (kernels.txt, written by kernels/CMakeLists.txt).
inline std::vector<BuiltKernel> built_kernels() { return read_kernel_catalog(WMMASIM_KERNEL_CATALOG); }

// The -O0 builds of the kernels that have one (kernels_O0.txt, next to kernels.txt).
inline std::vector<BuiltKernel> built_kernels_O0() {
  const std::string catalog = WMMASIM_KERNEL_CATALOG;
  return read_kernel_catalog(catalog.substr(0, catalog.rfind('/')) + "/kernels_O0.txt");
}

inline std::string objdump(const BuiltKernel& k) {
  const std::string wave = k.wave_size == 64 ? " --mattr=+wavefrontsize64" : "";
  return run_command(std::string(WMMASIM_OBJDUMP) + " -d --mcpu=" + k.target + wave + " " + k.path).out;
}

// kernels/kernels.json's "kernels": each kernel's launch contract (docs/kernels.md).
inline const nlohmann::json& kernel_manifest() {
  static const nlohmann::json parsed = [] {
    std::ifstream in(WMMASIM_SOURCE_DIR "/kernels/kernels.json");
    if (!in) throw std::runtime_error("cannot read kernels/kernels.json");
    return nlohmann::json::parse(in);
  }();
  return parsed["kernels"];
}

// What `action` throws (its what()), or "" when it returns.
std::string message_of(auto&& action) {
  try {
    action();
  } catch (const std::exception& error) {
    return error.what();
  }
  return "";
}
inline bool contains(const std::string& text, const std::string& part) { return text.find(part) != std::string::npos; }

// A file's contents; throws when it cannot be read.
inline std::string file_text(const std::filesystem::path& path) {
  std::ifstream in(path, std::ios::binary);
  if (!in) throw std::runtime_error("cannot read " + path.string());
  return {std::istreambuf_iterator<char>(in), {}};
}
inline std::vector<std::byte> file_bytes(const std::filesystem::path& path) {
  const std::string text = file_text(path);
  const auto* data = reinterpret_cast<const std::byte*>(text.data());
  return {data, data + text.size()};
}

// The number of the line of `source` (a path in the checkout) that carries `// marker: <marker>`: where a report
// about that line must point.
inline int marked_line(const std::string& source, const std::string& marker) {
  std::ifstream in(std::string(WMMASIM_SOURCE_DIR) + "/" + source);
  std::string line;
  for (int number = 1; std::getline(in, line); ++number) {
    if (line.find("// marker: " + marker) != std::string::npos) return number;
  }
  throw std::runtime_error("no line of " + source + " is marked " + marker);
}

// The lines of `text` that start with `prefix`.
inline std::vector<std::string> lines_starting_with(const std::string& text, const std::string& prefix) {
  std::vector<std::string> lines;
  std::istringstream in(text);
  for (std::string line; std::getline(in, line);) {
    if (line.starts_with(prefix)) lines.push_back(line);
  }
  return lines;
}

// Writes dir/name, a .npy of `shape` elements of `dtype` with every byte `fill`, and returns "@dir/name" for --arg.
inline std::string npy_arg(const std::filesystem::path& dir, const std::string& name, sim::NpyDtype dtype,
                           const std::vector<std::size_t>& shape, std::uint8_t fill = 0) {
  std::filesystem::create_directories(dir);
  sim::NpyArray array;
  array.dtype = dtype;
  array.shape = shape;
  std::size_t count = 1;
  for (const std::size_t d : shape) count *= d;
  array.data.assign(count * sim::npy_dtype_size(dtype), std::byte{fill});
  sim::write_npy(dir / name, array);
  return "@" + (dir / name).string();
}

}  // namespace wmmasim::test
