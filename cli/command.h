// The wmmasim command line: a table of subcommands, shared option parsing and the exit codes.
#pragma once

#include <boost/program_options.hpp>
#include <cstddef>
#include <filesystem>
#include <optional>
#include <span>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

#include "wmmasim/exec/executor.h"
#include "wmmasim/numerics/numerics.h"

namespace wmmasim::cli {

// Documented in docs/cli.md; every failure prints exactly one line on stderr.
enum ExitCode : int {
  kExitOk = 0,
  kExitDifferent = 1,    // `diff`: simulator and device (or expected and actual) disagree
  kExitBadInput = 2,     // bad command line, unreadable or malformed input file, invalid query
  kExitNoDevice = 3,     // `diff`: no HIP device (or no HIP backend compiled in)
  kExitKernelFault = 4,  // the simulated kernel faulted: out-of-bounds access, unimplemented opcode, budget
  kExitInternal = 5,     // a bug in wmmasim
  kExitCheckReported = 6,  // `run --check`: the kernel ran, and a check reported a problem
};

// Thrown for anything the user can fix in what they passed; main() prints it and exits with kExitBadInput.
struct UsageError : std::runtime_error {
  using std::runtime_error::runtime_error;
};

using Arguments = std::vector<std::string>;

struct Command {
  std::string_view name;
  std::string_view summary;
  int (*run)(const Arguments& args);  // args exclude the subcommand's own name
};

// All subcommands, in the order `wmmasim --help` lists them.
std::span<const Command> commands();

// Parses a subcommand's arguments. Prints help (usage, options, then `help_tail`: what the command does, its exit
// codes and an example) and returns false when --help was given; throws UsageError for unknown options, missing
// values or stray positionals.
bool parse_command_line(const Arguments& args, std::string_view usage,
                        boost::program_options::options_description& options,
                        const boost::program_options::positional_options_description& positionals,
                        boost::program_options::variables_map& values, std::string_view help_tail = {});

// Runs `command` through the shell: its standard output and its wait status (as pclose returns it). Throws
// UsageError when no shell could be started.
struct ShellRun {
  std::string output;
  int status = 0;
};
ShellRun run_shell(const std::string& command);

// The whole file at `path`; nullopt when it cannot be read (missing, a directory, not readable). The caller decides
// whether that is an error.
std::optional<std::vector<std::byte>> read_bytes(const std::filesystem::path& path);

// The machine's one-minute load average (/proc/loadavg), -1 when it cannot be read: the benchmarks record it.
double load_average();

// "exact, sequential, gfx11-dot2": the WMMA numerics models --numerics accepts.
std::string numerics_model_names();

// The value of --numerics and --executor: nullopt when the option was not given (empty), else the model or executor
// it names; throws UsageError "unknown --numerics 'x' (accepted: …)" for any other name.
std::optional<sim::NumericsModel> numerics_option(const std::string& name);
std::optional<sim::Executor> executor_option(const std::string& name);

// The timing model's options of `run` and `exec`: --sample-units (other than its default, auto) and
// --shader-clock (0: not given) need the timing model (`timed`: --timing or an output that implies it),
// --sample-units is auto, all or a number of units (sim::parse_sampled_units), and the clock is from
// TimingOptions::kMinShaderClockMhz to kMaxShaderClockMhz; throws UsageError otherwise. Returns the units to sample
// (TimingOptions::sampled_units).
std::uint32_t check_timing_options(bool timed, const std::string& sample_units, std::uint32_t shader_clock_mhz);

// Whether `program` holds an instruction the hazard checker watches (sim::HazardChecker::watches); when it holds
// none, its runs need not show the checker their instructions.
bool hazards_possible(const sim::KernelProgram& program);

}  // namespace wmmasim::cli
