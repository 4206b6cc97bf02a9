// WMMASIM_PROVENANCE, for a program started by another tool (`wmmasim exec --provenance` does the same itself): the
// runtime records every launch (into WMMASIM_RECORD's folder, else a scratch folder removed at exit) and, when the
// program ends, has the `wmmasim` command beside this library trace each one (`wmmasim run --replay CASE
// --provenance`), its report on stderr. The tracing and the diagnosis live in tools/ (wmmasim_provenance,
// wmmasim_diagnosis), which the runtime may not link (cmake/WmmasimLinkGraph.cmake): the runtime records, the command
// diagnoses (docs/architecture.md).
#include <dlfcn.h>
#include <fmt/format.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cerrno>
#include <cstdlib>
#include <cstring>
#include <filesystem>

#include "runtime.h"

namespace fs = std::filesystem;

namespace wmmasim::hiprt {
namespace {

// The `wmmasim` command beside this library: where `cmake --install` puts it, else where the build tree has it, both
// relative to the library's folder.
fs::path own_command() {
  Dl_info info{};
  if (dladdr(reinterpret_cast<const void*>(&own_command), &info) == 0 || info.dli_fname == nullptr) return "wmmasim";
  const fs::path folder = fs::absolute(info.dli_fname).parent_path();
  const fs::path installed = folder / WMMASIM_INSTALLED_CLI;
  return (fs::exists(installed) ? installed : folder / WMMASIM_BUILT_CLI).lexically_normal();
}

// `wmmasim run --replay CASE --provenance` with its stdout on this process's stderr (stdout is the program's).
void trace_case(const fs::path& command, const std::string& folder) {
  std::fflush(stdout);
  std::fflush(stderr);
  const pid_t child = fork();
  if (child < 0) {
    report(fmt::format("WMMASIM_PROVENANCE: cannot start '{}': {}", command.string(), std::strerror(errno)));
    return;
  }
  if (child == 0) {
    dup2(STDERR_FILENO, STDOUT_FILENO);
    execl(command.c_str(), command.c_str(), "run", "--replay", folder.c_str(), "--provenance", nullptr);
    std::fprintf(stderr, "wmmasim: WMMASIM_PROVENANCE: cannot run '%s': %s\n", command.c_str(), std::strerror(errno));
    _exit(127);
  }
  int status = 0;
  while (waitpid(child, &status, 0) < 0 && errno == EINTR) {
  }
}

}  // namespace

void Runtime::start_provenance() {
  if (options_.record.empty()) {
    std::string pattern = (fs::temp_directory_path() / "wmmasim-provenance-XXXXXX").string();
    if (mkdtemp(pattern.data()) == nullptr) {
      report(fmt::format("WMMASIM_PROVENANCE: cannot make a folder for the launches: {}; no provenance",
                         std::strerror(errno)));
      return;
    }
    options_.record = pattern;
    provenance_scratch_ = pattern;
  }
  std::atexit([] { Runtime::get().trace_provenance_at_exit(); });
}

void Runtime::trace_provenance_at_exit() {
  const std::scoped_lock lock(mutex_);
  const fs::path command = own_command();
  for (std::size_t i = 0; i < launches_recorded_; ++i) trace_case(command, fmt::format("{}/launch-{:04}", options_.record, i));
  if (!provenance_scratch_.empty()) {
    std::error_code ignored;
    fs::remove_all(provenance_scratch_, ignored);
  }
}

}  // namespace wmmasim::hiprt
