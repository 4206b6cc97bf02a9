// Helpers shared by the tests: running external oracles (llvm-objdump-19, llvm-mc-19, the wmmasim CLI)
// and reading the catalog of kernels the build produced.
#pragma once

#include <array>
#include <cstdio>
#include <fstream>
#include <stdexcept>
#include <string>
#include <cstdlib>
#include <iterator>
#include <sys/wait.h>
#include <unistd.h>
#include <vector>

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

}  // namespace wmmasim::test
