// `wmmasim exec -- PROGRAM ARGS...`: runs an unmodified HIP program with the simulator as its GPU. The program's
// libamdhip64 becomes the project's runtime (runtime/, LD_LIBRARY_PATH), the options become the WMMASIM_*
// environment variables the runtime reads (docs/runtime.md), and the program replaces this process, so its exit
// code is the command's.
#include <dlfcn.h>
#include <fmt/format.h>
#include <link.h>
#include <unistd.h>

#include <cerrno>
#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <iostream>
#include <optional>
#include <string>
#include <vector>

#include "command.h"
#include "wmmasim/check/sanitizer.h"
#include "wmmasim/exec/executor.h"
#include "wmmasim/isa/arch.h"
#include "wmmasim/numerics/numerics.h"
#include "wmmasim/timing/machine.h"

namespace po = boost::program_options;

namespace wmmasim::cli {
namespace {

constexpr std::string_view kUsage =
    "wmmasim exec [--arch TARGET] [--machine NAME|FILE.json] [--timing] [--report FILE.json] [--trace FILE.json]\n"
    "             [--roofline FILE.svg] [--csv FILE.csv] [--sample-units N] [--shader-clock MHZ]\n"
    "             [--numerics MODEL] [--threads N] [--executor NAME] [--record DIR] [--check KIND[,KIND...]]\n"
    "             [--check-exit-code N]\n"
    "             -- PROGRAM [ARGS...]\n"
    "Runs a HIP program with wmmasim's libamdhip64: its kernels run on the simulator. The exit code is the program's.";

constexpr std::string_view kHelpTail =
    "Every option can also be given to a program started by another tool as an environment variable (WMMASIM_ARCH,\n"
    "WMMASIM_TIMING, ...: docs/runtime.md).\n\n"
    "--check runs every launch under the kernel sanitizer (docs/sanitizer.md): each problem is one line on stderr\n"
    "starting with the check's name and the source line; the program's exit code stays its own unless\n"
    "--check-exit-code N makes it N when a check reported.\n\n"
    "exit codes: 0 or whatever the program returns, once it runs (N with --check-exit-code N when a check\n"
    "reported); before that, 2 bad input (option, no such program, runtime not built); 5 internal error\n"
    "example: wmmasim exec --arch gfx1201 -- build/default/examples/hip/bin/hip_wmma_matmul";

struct ExecOptions {
  std::string arch, machine, report, trace, roofline, csv, numerics, record, checks, executor;
  int check_exit_code = -1;
  bool timing = false;
  unsigned threads = 0;
  unsigned sample_units = 0;
  unsigned shader_clock_mhz = 0;
  bool provenance = false;
};

// Where libamdhip64.so.5/.so.6 are: WMMASIM_RUNTIME_DIR, else the build tree this wmmasim belongs to.
std::filesystem::path runtime_directory() {
  if (const char* dir = std::getenv("WMMASIM_RUNTIME_DIR"); dir != nullptr && *dir != '\0') return dir;
  return WMMASIM_BUILT_RUNTIME_DIR;
}

void set(const char* name, const std::string& value) {
  if (!value.empty()) setenv(name, value.c_str(), 1);
}

std::string absolute(const std::string& path) { return path.empty() ? path : std::filesystem::absolute(path).string(); }

void check(const ExecOptions& o) {
  if (o.provenance) {
    throw UsageError("exec --provenance is not supported: trace the kernel with wmmasim run --provenance, its buffers "
                     "given as .npy files");
  }
  if (!o.arch.empty() && !isa::find_target(o.arch)) {
    throw UsageError(fmt::format("unknown --arch '{}' (accepted: {})", o.arch, isa::accepted_target_names()));
  }
  numerics_option(o.numerics);
  executor_option(o.executor);
  if (!o.checks.empty()) {
    try {
      sim::parse_checks(o.checks);
    } catch (const std::invalid_argument& e) {
      throw UsageError(fmt::format("--check: {}", e.what()));
    }
  }
  if (o.check_exit_code != -1 && (o.check_exit_code < 0 || o.check_exit_code > 255)) {
    throw UsageError(fmt::format("--check-exit-code {} is not an exit code (0 to 255)", o.check_exit_code));
  }
  if (o.check_exit_code != -1 && o.checks.empty()) throw UsageError("--check-exit-code needs --check");
  const bool timed = o.timing || !o.report.empty() || !o.trace.empty() || !o.roofline.empty() || !o.csv.empty();
  check_timing_options(timed, o.sample_units, o.shader_clock_mhz);
  if (!o.machine.empty()) {
    try {
      if (o.arch.empty()) {
        sim::machine_description_named(o.machine);
      } else {
        sim::machine_description_for(o.machine, *isa::find_target(o.arch));
      }
    } catch (const sim::MachineError& e) {
      throw UsageError(e.what());
    }
  }
}

#if defined(__SANITIZE_ADDRESS__)
// This wmmasim and the runtime are built with AddressSanitizer; the program is not, so the sanitizer runtimes
// must be loaded first (LD_PRELOAD), and a program's own leaks are not the runtime's to report.
void preload_sanitizers() {
  std::string preload;
  dl_iterate_phdr(
      [](dl_phdr_info* info, std::size_t, void* out) {
        const std::string name = info->dlpi_name != nullptr ? info->dlpi_name : "";
        const std::string file = std::filesystem::path(name).filename().string();
        if (file.starts_with("libasan.so") || file.starts_with("libubsan.so")) {
          auto& list = *static_cast<std::string*>(out);
          list += (list.empty() ? "" : ":") + name;
        }
        return 0;
      },
      &preload);
  if (const char* existing = std::getenv("LD_PRELOAD"); existing != nullptr && *existing != '\0') {
    preload += std::string(":") + existing;
  }
  set("LD_PRELOAD", preload);
  const char* asan = std::getenv("ASAN_OPTIONS");
  std::string options = asan != nullptr ? asan : "";
  if (options.find("detect_leaks") == std::string::npos) options += std::string(options.empty() ? "" : ":") + "detect_leaks=0";
  set("ASAN_OPTIONS", options);
}
#endif

}  // namespace

int run_exec(const Arguments& args) {
  // Everything after "--" belongs to the program, options included.
  const auto separator = std::ranges::find(args, "--");
  const Arguments own(args.begin(), separator);
  const Arguments program(separator == args.end() ? separator : separator + 1, args.end());

  ExecOptions o;
  po::options_description options("options");
  options.add_options()
      ("arch", po::value(&o.arch), "simulated target, gfx1100-gfx1103, gfx1150-gfx1152, gfx1200, gfx1201 (default: the program's only target, "
                                   "else its first, said on stderr)")
      ("machine", po::value(&o.machine), "machine for the timing model: a product (wmmasim machine --list) or a JSON description; default: the target's default machine")
      ("timing", po::bool_switch(&o.timing),
       "run every launch through the timing model (simulated event times) and print each launch's device time and "
       "bottleneck on stderr")
      ("report", po::value(&o.report), "write a JSON report of every launch at exit (implies --timing)")
      ("trace", po::value(&o.trace), "write a Perfetto trace of the program at exit (implies --timing)")
      ("roofline", po::value(&o.roofline), "write the launches' roofline pictures (one SVG) at exit (implies --timing)")
      ("csv", po::value(&o.csv), "write one CSV row per launch (duration, bound, counts, bytes) at exit (implies --timing)")
      ("numerics", po::value(&o.numerics), "WMMA numerics model: exact, sequential, gfx11-dot2 (default: the target's)")
      ("sample-units", po::value(&o.sample_units),
       "time only N compute units of each launch, spread evenly, and extrapolate the others (large grids)")
      ("shader-clock", po::value(&o.shader_clock_mhz),
       "the GPU's shader clock in MHz for the timing model (default: the machine's boost clock); a lower clock takes "
       "fewer cycles for the memory side of cold accesses (docs/timing.md)")
      ("threads", po::value(&o.threads), "host threads per launch (default 0: one per hardware thread)")
      ("executor", po::value(&o.executor), "reference or translated (default: $WMMASIM_EXECUTOR, else the build's)")
      ("record", po::value(&o.record),
       "save every launch as a case DIR/launch-NNNN that `wmmasim run --replay` runs alone")
      ("check", po::value(&o.checks), "run the kernel sanitizer on every launch: memory, race, init, sync or all")
      ("check-exit-code", po::value(&o.check_exit_code), "the exit code when a check reported (default: the program's)")
      ("provenance", po::bool_switch(&o.provenance), "not supported by exec: see wmmasim run --provenance");
  po::variables_map values;
  if (!parse_command_line(own, kUsage, options, {}, values, kHelpTail)) return kExitOk;
  if (program.empty()) throw UsageError("no program to run: wmmasim exec [options] -- PROGRAM [ARGS...]");
  check(o);

  const std::filesystem::path runtime = runtime_directory();
  if (!std::filesystem::exists(runtime / "libamdhip64.so.5")) {
    throw UsageError(fmt::format("the HIP runtime is not built: no libamdhip64.so.5 in '{}' (build the target "
                                 "wmmasim_runtime, or set WMMASIM_RUNTIME_DIR)", runtime.string()));
  }
  const char* library_path = std::getenv("LD_LIBRARY_PATH");
  set("LD_LIBRARY_PATH", runtime.string() + (library_path != nullptr && *library_path != '\0' ? std::string(":") + library_path : ""));
  set("WMMASIM_ARCH", o.arch);
  // A product name passes as it is; a description file by its absolute path (the program may change directory).
  set("WMMASIM_MACHINE", std::filesystem::is_regular_file(o.machine) ? absolute(o.machine) : o.machine);
  set("WMMASIM_TIMING", o.timing ? "1" : "");
  set("WMMASIM_REPORT", absolute(o.report));
  set("WMMASIM_TRACE", absolute(o.trace));
  set("WMMASIM_ROOFLINE", absolute(o.roofline));
  set("WMMASIM_CSV", absolute(o.csv));
  set("WMMASIM_RECORD", absolute(o.record));
  set("WMMASIM_NUMERICS", o.numerics);
  set("WMMASIM_THREADS", std::to_string(o.threads));
  set("WMMASIM_SAMPLE_UNITS", o.sample_units > 0 ? std::to_string(o.sample_units) : "");
  set("WMMASIM_SHADER_CLOCK", o.shader_clock_mhz > 0 ? std::to_string(o.shader_clock_mhz) : "");
  set("WMMASIM_EXECUTOR", o.executor);  // read by ExecutionOptions' default (executor.h default_executor())
  set("WMMASIM_CHECK", o.checks);
  if (o.check_exit_code != -1) set("WMMASIM_CHECK_EXIT_CODE", std::to_string(o.check_exit_code));
#if defined(__SANITIZE_ADDRESS__)
  preload_sanitizers();
#endif

  std::vector<char*> argv;
  for (const std::string& a : program) argv.push_back(const_cast<char*>(a.c_str()));
  argv.push_back(nullptr);
  execvp(argv[0], argv.data());
  throw UsageError(fmt::format("cannot run '{}': {}", program.front(), std::strerror(errno)));
}

}  // namespace wmmasim::cli
