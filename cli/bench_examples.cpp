#include "bench_examples.h"

#include <fmt/format.h>
#include <sys/wait.h>

#include <algorithm>
#include <cstdio>
#include <cstring>
#include <filesystem>
#include <stdexcept>

#include "command.h"
#include "wmmasim/isa/container.h"

namespace fs = std::filesystem;

namespace wmmasim::cli {
namespace {

// A host program: an ELF executable or shared object for the CPU, not a bare AMDGPU code object (ELF header: e_type
// at byte 16, e_machine at byte 18, little-endian; EM_AMDGPU = 224).
bool host_program(const std::vector<std::byte>& bytes) {
  if (bytes.size() < 20 || std::memcmp(bytes.data(), "\x7f" "ELF", 4) != 0) return false;
  const auto half = [&](std::size_t at) { return std::to_integer<int>(bytes[at]) | std::to_integer<int>(bytes[at + 1]) << 8; };
  constexpr int kExecutable = 2, kSharedObject = 3, kAmdgpu = 224;
  return (half(16) == kExecutable || half(16) == kSharedObject) && half(18) != kAmdgpu;
}

// The targets of the code objects in the HIP program `program`, each once; none when it is no HIP program.
std::vector<std::string> built_targets(const fs::path& program) {
  const std::optional<std::vector<std::byte>> read = read_bytes(program);
  if (!read || !host_program(*read)) return {};
  const std::vector<std::byte>& bytes = *read;
  std::vector<std::string> targets;
  try {
    for (const isa::CodeObjectEntry& entry : isa::extract_code_objects(bytes, program.string())) {
      if (entry.target && std::ranges::find(targets, entry.target->name) == targets.end()) {
        targets.emplace_back(entry.target->name);
      }
    }
  } catch (const isa::CodeObjectError&) {
    return {};
  }
  return targets;
}

std::string quoted(const std::string& text) { return fmt::format("'{}'", text); }

std::string exec_command(const std::string& folder, const ExampleRun& run) {
  const std::string self = fs::read_symlink("/proc/self/exe").string();
  std::string command = fmt::format("cd {} && {} exec --arch {} -- ./{}", quoted(folder), quoted(self), run.target,
                                    quoted(run.program));
  for (const std::string& argument : run.arguments) command += fmt::format(" {}", quoted(argument));
  return command;
}

std::string last_line(const std::string& text) {
  const std::size_t end = text.find_last_not_of('\n');
  if (end == std::string::npos) return "(no output)";
  const std::size_t start = text.rfind('\n', end);
  return text.substr(start == std::string::npos ? 0 : start + 1, end - (start == std::string::npos ? 0 : start + 1) + 1);
}

}  // namespace

std::string ExampleRun::name() const {
  std::string name = program + "." + target;
  for (std::size_t i = 0; i < arguments.size(); ++i) {
    name += i == 0 ? '.' : 'x';
    name += arguments[i];
  }
  return name;
}

std::vector<ExampleRun> hip_example_runs(const std::string& folder) {
  std::vector<ExampleRun> runs;
  std::error_code error;
  for (const fs::directory_entry& entry : fs::directory_iterator(folder, error)) {
    const bool executable = (entry.status().permissions() & fs::perms::owner_exec) != fs::perms::none;
    if (!entry.is_regular_file() || !executable) continue;
    for (const std::string& target : built_targets(entry.path())) {
      runs.push_back({entry.path().filename().string(), target, {}});
    }
  }
  if (runs.empty()) {
    throw UsageError(fmt::format("no HIP programs in '{}': build the examples first (cmake --build --preset default), "
                                 "or pass --examples FOLDER",
                                 folder));
  }
  std::ranges::sort(runs, {}, &ExampleRun::name);
  return runs;
}

void run_example(const std::string& folder, const ExampleRun& run) {
  const std::string command = exec_command(folder, run);
  const auto [output, status] = run_shell(command + " 2>&1");
  if (!WIFEXITED(status) || WEXITSTATUS(status) != 0) {
    throw UsageError(fmt::format("HIP program {} failed under wmmasim exec (exit status {}): {}; reproduce: {}",
                                 run.name(), WIFEXITED(status) ? WEXITSTATUS(status) : -1, last_line(output),
                                 command));
  }
}

}  // namespace wmmasim::cli
