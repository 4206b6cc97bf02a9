// `wmmasim exec -- PROGRAM ARGS...`: runs an unmodified HIP program with the simulator as its GPU. The program's
// libamdhip64 becomes the project's runtime (runtime/, LD_LIBRARY_PATH), the options become the WMMASIM_*
// environment variables the runtime reads (docs/runtime.md), and the program replaces this process, so its exit
// code is the command's.
#include <dlfcn.h>
#include <fmt/format.h>
#include <link.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cerrno>
#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <iostream>
#include <optional>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "command.h"
#include "own_files.h"
#include "output_files.h"
#include "replay.h"
#include "run_provenance.h"
#include "wmmasim/check/sanitizer.h"
#include "wmmasim/exec/executor.h"
#include "wmmasim/isa/arch.h"
#include "wmmasim/isa/symbols.h"
#include "wmmasim/numerics/numerics.h"
#include "wmmasim/timing/machine.h"

namespace po = boost::program_options;

namespace wmmasim::cli {
namespace {

constexpr std::string_view kUsage =
    "wmmasim exec [--arch TARGET] [--machine NAME|FILE.json] [--timing] [--report FILE.json] [--trace FILE.json]\n"
    "             [--roofline FILE.svg] [--csv FILE.csv] [--sample-units auto|all|N] [--shader-clock MHZ]\n"
    "             [--numerics MODEL] [--threads N] [--max-instructions N] [--executor NAME] [--record DIR]\n"
    "             [--check [KIND[,KIND...]]] [--check-exit-code N] [--provenance [--provenance-svg FILE.svg] [--provenance-grid]\n"
    "             [--provenance-at PC|FILE:LINE] [--provenance-report FILE.json]]\n"
    "             -- PROGRAM [ARGS...]\n"
    "Runs a HIP program with wmmasim's libamdhip64: its kernels run on the simulator. The exit code is the program's.";

constexpr std::string_view kHelpTail =
    "Every option can also be given to a program started by another tool as an environment variable (WMMASIM_ARCH,\n"
    "WMMASIM_TIMING, ...: docs/runtime.md).\n\n"
    "--check runs every launch under the kernel sanitizer (docs/sanitizer.md): each problem is one line on stderr\n"
    "starting with the check's name and the source line; the program's exit code stays its own unless\n"
    "--check-exit-code N makes it N when a check reported. --check alone is --check all: memory, race, init, sync\n"
    "and layout. The layout check traces every launch's WMMA operands as --provenance does, each buffer read\n"
    "row- or column-major as the kernel's WMMAs consistently read it, and reports an operand that no storage order\n"
    "makes a consistent product of the program's own buffers, at its line.\n\n"
    "--provenance records every launch (as --record does) and, when the program has ended, runs each again with its\n"
    "buffers holding tags: per launch and WMMA, where each A, B and C element came from, and the layout mistake\n"
    "(transpose, lane halves, K halves, OPSEL half, a K order A and B do not share) with the line of its load,\n"
    "judged in the K order the kernel uses in both A and B (docs/sanitizer.md).\n\n"
    "exit codes: 0 or whatever the program returns, once it runs (N with --check-exit-code N when a check\n"
    "reported); before that, 2 bad input (option, no such program, runtime not built); 5 internal error\n"
    "example: wmmasim exec --arch gfx1201 -- build/default/examples/hip/bin/hip_wmma_matmul";

struct ExecOptions {
  std::string arch, machine, report, trace, roofline, csv, numerics, record, checks, executor;
  int check_exit_code = -1;
  bool timing = false;
  unsigned threads = 0;
  std::string sample_units = "auto";  // auto, all or a number of compute units
  unsigned shader_clock_mhz = 0;
  std::uint64_t max_instructions = sim::ExecutionOptions::kDefaultInstructionBudget;
  ProvenanceRequest provenance;
  bool layout_check = false;   // --check layout (or all): traced here, after the program, from its recorded launches
  std::string runtime_checks;  // the rest of --check, for the runtime's sanitizer
};

// --check's list without "layout", which the runtime's sanitizer does not know (`all` is the runtime's four and it).
void split_layout_check(ExecOptions& o) {
  std::string_view list = o.checks;
  while (!list.empty()) {
    const std::size_t comma = list.find(',');
    const std::string_view name = list.substr(0, comma);
    if (name == "layout") {
      o.layout_check = true;
    } else {
      o.layout_check |= name == "all";
      o.runtime_checks += fmt::format("{}{}", o.runtime_checks.empty() ? "" : ",", name);
    }
    list = comma == std::string_view::npos ? std::string_view() : list.substr(comma + 1);
  }
}

void set(const char* name, const std::string& value) {
  if (!value.empty()) setenv(name, value.c_str(), 1);
}

std::string absolute(const std::string& path) { return path.empty() ? path : std::filesystem::absolute(path).string(); }

void check(const ExecOptions& o) {
  o.provenance.validate();
  if (!o.provenance.shapes.empty()) {
    throw UsageError("exec --provenance takes no --provenance-shape: each buffer's shape comes from how the kernel reads "
                     "its tiles");
  }
  if (!o.arch.empty() && !isa::find_target(o.arch)) {
    throw UsageError(fmt::format("unknown --arch '{}' (accepted: {})", o.arch, isa::accepted_target_names()));
  }
  numerics_option(o.numerics);
  executor_option(o.executor);
  if (!o.runtime_checks.empty()) {
    try {
      sim::parse_checks(o.runtime_checks);
    } catch (const std::invalid_argument& e) {
      throw UsageError(fmt::format("--check: {} (or layout)", e.what()));
    }
  } else if (!o.checks.empty() && !o.layout_check) {
    throw UsageError("--check: no check named (accepted: memory, race, init, sync, layout, all)");
  }
  if (o.check_exit_code != -1 && (o.check_exit_code < 0 || o.check_exit_code > 255)) {
    throw UsageError(fmt::format("--check-exit-code {} is not an exit code (0 to 255)", o.check_exit_code));
  }
  if (o.check_exit_code != -1 && o.checks.empty()) throw UsageError("--check-exit-code needs --check");
  if (o.max_instructions == 0) throw UsageError("--max-instructions must be at least 1");
  const bool timed = o.timing || !o.report.empty() || !o.trace.empty() || !o.roofline.empty() || !o.csv.empty();
  check_timing_options(timed, o.sample_units, o.shader_clock_mhz);  // the runtime parses WMMASIM_SAMPLE_UNITS again
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

#ifdef WMMASIM_ADDRESS_SANITIZER
// This wmmasim and the runtime are built with AddressSanitizer; the program is not, so the sanitizer runtimes
// must be loaded first (LD_PRELOAD), and a program's own leaks are not the runtime's to report.
void preload_sanitizers() {
  std::string preload;
  dl_iterate_phdr(
      [](dl_phdr_info* info, std::size_t, void* out) {
        const std::string name = info->dlpi_name != nullptr ? info->dlpi_name : "";
        const std::string file = std::filesystem::path(name).filename().string();
        // GCC's runtimes, or clang's with -shared-libsan (UBSan's is inside ASan's)
        if (file.starts_with("libasan.so") || file.starts_with("libubsan.so") || file.starts_with("libclang_rt.asan")) {
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

// The first argument that is neither an option nor an option's value: the program, when "--" was left out.
std::optional<std::string> first_positional(const Arguments& args, const po::options_description& options) {
  for (std::size_t i = 0; i < args.size(); ++i) {
    if (!args[i].starts_with("-")) return args[i];
    if (!args[i].starts_with("--") || args[i].find('=') != std::string::npos) continue;
    const po::option_description* option = options.find_nothrow(args[i].substr(2), false);
    if (option != nullptr && option->semantic()->max_tokens() > 0) ++i;  // its value
  }
  return std::nullopt;
}

// The program as a child process; its exit code (128 + the signal that ended it).
int run_child(const Arguments& program) {
  std::vector<char*> argv;
  for (const std::string& a : program) argv.push_back(const_cast<char*>(a.c_str()));
  argv.push_back(nullptr);
  std::cout.flush();
  std::cerr.flush();
  const pid_t child = fork();
  if (child < 0) throw UsageError(fmt::format("cannot start '{}': {}", program.front(), std::strerror(errno)));
  if (child == 0) {
    execvp(argv[0], argv.data());
    std::cerr << fmt::format("wmmasim: error: cannot run '{}': {}\n", program.front(), std::strerror(errno));
    _exit(kExitBadInput);
  }
  int status = 0;
  while (waitpid(child, &status, 0) < 0 && errno == EINTR) {
  }
  if (WIFSIGNALED(status)) return 128 + WTERMSIG(status);
  return WEXITSTATUS(status);
}

// The case folders (launch-NNNN) in `folder`, in launch order.
std::vector<std::filesystem::path> cases_in(const std::filesystem::path& folder) {
  std::vector<std::filesystem::path> cases;
  std::error_code error;
  for (const auto& entry : std::filesystem::directory_iterator(folder, error)) {
    if (entry.is_directory() && entry.path().filename().string().starts_with("launch-")) cases.push_back(entry.path());
  }
  std::ranges::sort(cases);
  return cases;
}

// A folder for the launches when the user gave none: removed again at the end.
struct ScratchFolder {
  std::filesystem::path path;
  ScratchFolder() {
    std::string pattern = (std::filesystem::temp_directory_path() / "wmmasim-provenance-XXXXXX").string();
    if (mkdtemp(pattern.data()) == nullptr) {
      throw UsageError(fmt::format("--provenance: cannot make a folder for the launches: {}", std::strerror(errno)));
    }
    path = pattern;
  }
  ScratchFolder(const ScratchFolder&) = delete;
  ScratchFolder& operator=(const ScratchFolder&) = delete;
  ~ScratchFolder() {
    std::error_code ignored;
    std::filesystem::remove_all(path, ignored);
  }
};

// The layout check's lines: one per matrix instruction with an operand not as expected, "layout: " and the
// provenance line's description, on stderr like the sanitizer's.
std::size_t print_layout_reports(const std::string& text, std::string_view launch) {
  std::size_t reported = 0;
  std::string_view rest = text;
  constexpr std::string_view kPrefix = "provenance: ";
  while (!rest.empty()) {
    const std::size_t end = rest.find('\n');
    const std::string_view line = rest.substr(0, end);
    rest = end == std::string_view::npos ? std::string_view() : rest.substr(end + 1);
    if (!line.starts_with(kPrefix) || line.find(" wrong: ") == std::string_view::npos) continue;
    std::cerr << fmt::format("layout: {} ({})\n", line.substr(kPrefix.size()), launch);
    ++reported;
  }
  return reported;
}

// exec --provenance and --check layout: the program runs with every launch recorded; then each launch is traced.
int run_traced(const Arguments& program, const ExecOptions& o) {
  std::optional<ScratchFolder> scratch;
  if (o.record.empty()) scratch.emplace();
  const std::filesystem::path folder = o.record.empty() ? scratch->path : std::filesystem::absolute(o.record);
  const std::vector<std::filesystem::path> earlier = cases_in(folder);
  setenv("WMMASIM_RECORD", folder.c_str(), 1);
  unsetenv("WMMASIM_PROVENANCE");  // traced here, not by the runtime too
  const int exit_code = run_child(program);

  ProvenanceRequest request = o.provenance;
  request.wanted = true;
  std::size_t reported = 0;
  std::string svg;
  bool svg_wrong = false;
  nlohmann::json json = nlohmann::json::array();
  for (const std::filesystem::path& path : cases_in(folder)) {
    if (std::ranges::find(earlier, path) != earlier.end()) continue;
    const sim::RecordedLaunch launch = read_case(path.string());
    const std::string label = fmt::format("{} {}", path.filename().string(), isa::short_name(launch.kernel));
    ProvenanceOutcome outcome;
    try {
      outcome = trace_recorded_provenance(launch, sim::ExecutionOptions{}, request);
    } catch (const UsageError& e) {
      std::cerr << fmt::format("wmmasim: {}: {}\n", label, e.what());
      continue;
    }
    if (o.provenance.wanted) {
      std::cerr << fmt::format("{} (grid {}x{}x{}, block {}x{}x{}):\n{}", label, launch.grid[0], launch.grid[1],
                               launch.grid[2], launch.block[0], launch.block[1], launch.block[2], outcome.text);
    }
    if (o.layout_check) reported += print_layout_reports(outcome.text, label);
    if (!outcome.svg.empty() && (svg.empty() || (outcome.wrong && !svg_wrong))) {
      svg = outcome.svg;
      svg_wrong = outcome.wrong;
    }
    if (!outcome.json_text.empty()) {
      json.push_back({{"launch", path.filename().string()}, {"kernel", launch.kernel},
                      {"instructions", nlohmann::json::parse(outcome.json_text)}});
    }
  }
  OutputFiles files;
  if (!request.report.empty()) files.add(request.report, json.dump(2) + "\n", "the provenance report");
  if (!request.svg.empty()) {
    if (svg.empty()) {
      std::cerr << "wmmasim: --provenance-svg: no launch executed a matrix instruction: no picture written\n";
    } else {
      files.add(request.svg, svg, "the provenance picture");
    }
  }
  files.commit();
  if (reported > 0 && o.check_exit_code != -1) return o.check_exit_code;
  return exit_code;
}

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
      ("sample-units", po::value(&o.sample_units)->default_value(o.sample_units),
       "time only N compute units of each launch, spread evenly, and extrapolate the others (error in "
       "docs/timing.md); all: every unit; auto: 4 units of a launch that gives every unit at least 2 workgroups "
       "when no --trace is written, else all")
      ("shader-clock", po::value(&o.shader_clock_mhz),
       "the GPU's shader clock in MHz for the timing model (default: the machine's boost clock); a lower clock takes "
       "fewer cycles for the memory side of cold accesses (docs/timing.md)")
      ("threads", po::value(&o.threads), "host threads per launch (default 0: one per hardware thread)")
      ("max-instructions", po::value(&o.max_instructions),
       "instructions one wave may execute before the launch stops (default 100000000)")
      ("executor", po::value(&o.executor), "reference or translated (default: $WMMASIM_EXECUTOR, else the build's)")
      ("record", po::value(&o.record),
       "save every launch as a case DIR/launch-NNNN that `wmmasim run --replay` runs alone")
      ("check", po::value(&o.checks)->implicit_value("all"),
       "run the kernel sanitizer on every launch: memory, race, init, sync, layout or all (the default), "
       "comma-separated")
      ("check-exit-code", po::value(&o.check_exit_code), "the exit code when a check reported (default: the program's)");
  add_provenance_options(options, o.provenance);
  po::variables_map values;
  try {
    if (!parse_command_line(own, kUsage, options, {}, values, kHelpTail)) return kExitOk;
  } catch (const UsageError& e) {
    // "exec ./app": boost calls the program a positional option.
    const std::optional<std::string> stray = first_positional(own, options);
    if (separator == args.end() && std::string_view(e.what()).find("positional") != std::string_view::npos && stray) {
      throw UsageError(fmt::format("put the program after '--': wmmasim exec [options] -- {} [ARGS...]", *stray));
    }
    throw;
  }
  if (program.empty()) throw UsageError("no program to run: wmmasim exec [options] -- PROGRAM [ARGS...]");
  split_layout_check(o);
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
  set("WMMASIM_MAX_INSTRUCTIONS", std::to_string(o.max_instructions));
  set("WMMASIM_SAMPLE_UNITS", o.sample_units);
  set("WMMASIM_SHADER_CLOCK", o.shader_clock_mhz > 0 ? std::to_string(o.shader_clock_mhz) : "");
  set("WMMASIM_EXECUTOR", o.executor);  // read by ExecutionOptions' default (executor.h default_executor())
  set("WMMASIM_CHECK", o.runtime_checks);
  if (o.check_exit_code != -1) set("WMMASIM_CHECK_EXIT_CODE", std::to_string(o.check_exit_code));
#ifdef WMMASIM_ADDRESS_SANITIZER
  preload_sanitizers();
#endif

  if (o.provenance.wanted || o.layout_check) return run_traced(program, o);
  std::vector<char*> argv;
  for (const std::string& a : program) argv.push_back(const_cast<char*>(a.c_str()));
  argv.push_back(nullptr);
  execvp(argv[0], argv.data());
  throw UsageError(fmt::format("cannot run '{}': {}", program.front(), std::strerror(errno)));
}

}  // namespace wmmasim::cli
