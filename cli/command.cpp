#include "command.h"

#include <fmt/format.h>

#include <algorithm>
#include <cstdio>
#include <fstream>
#include <iterator>
#include <iostream>

#include "wmmasim/numerics/numerics.h"
#include "wmmasim/timing/hazards.h"
#include "wmmasim/timing/model.h"

namespace po = boost::program_options;

namespace wmmasim::cli {

bool parse_command_line(const Arguments& args, std::string_view usage, po::options_description& options,
                        const po::positional_options_description& positionals, po::variables_map& values,
                        std::string_view help_tail) {
  options.add_options()("help,h", "show this help and exit");
  try {
    po::store(po::command_line_parser(args).options(options).positional(positionals).run(), values);
    if (values.count("help")) {
      std::cout << "usage: " << usage << "\n\n" << options << "\n" << help_tail << "\n";
      return false;
    }
    po::notify(values);
  } catch (const po::error& e) {
    throw UsageError(std::string(e.what()) + " (see --help)");
  }
  return true;
}

std::string numerics_model_names() {
  std::string names;
  for (const auto model : sim::all_numerics_models()) {
    names += (names.empty() ? "" : ", ") + std::string(sim::numerics_model_name(model));
  }
  return names;
}

std::optional<sim::NumericsModel> numerics_option(const std::string& name) {
  if (name.empty()) return std::nullopt;
  const std::optional<sim::NumericsModel> model = sim::parse_numerics_model(name);
  if (!model) throw UsageError(fmt::format("unknown --numerics '{}' (accepted: {})", name, numerics_model_names()));
  return model;
}

std::optional<sim::Executor> executor_option(const std::string& name) {
  if (name.empty()) return std::nullopt;
  const std::optional<sim::Executor> executor = sim::parse_executor(name);
  if (!executor) throw UsageError(fmt::format("unknown --executor '{}' (accepted: reference, translated)", name));
  return executor;
}

ShellRun run_shell(const std::string& command) {
  FILE* const pipe = popen(command.c_str(), "r");
  if (!pipe) throw UsageError(fmt::format("cannot run '{}'", command));
  ShellRun run;
  char chunk[4096];
  while (const std::size_t n = std::fread(chunk, 1, sizeof chunk, pipe)) run.output.append(chunk, n);
  run.status = pclose(pipe);
  return run;
}

std::optional<std::vector<std::byte>> read_bytes(const std::filesystem::path& path) {
  std::error_code error;
  if (std::filesystem::is_directory(path, error)) return std::nullopt;
  std::ifstream in(path, std::ios::binary);
  if (!in) return std::nullopt;
  const std::vector<char> chars{std::istreambuf_iterator<char>(in), {}};
  if (in.bad()) return std::nullopt;
  std::vector<std::byte> bytes(chars.size());
  std::ranges::transform(chars, bytes.begin(), [](char c) { return static_cast<std::byte>(c); });
  return bytes;
}

double load_average() {
  std::ifstream in("/proc/loadavg");
  double load = -1;
  in >> load;
  return load;
}

std::uint32_t check_timing_options(bool timed, const std::string& sample_units, std::uint32_t shader_clock_mhz) {
  const std::optional<std::uint32_t> sampled = sim::parse_sampled_units(sample_units);
  if (!sampled) {
    throw UsageError(fmt::format("--sample-units {} is not auto, all or a number of compute units (1 to {})",
                                 sample_units, sim::TimingOptions::kMaxSampledUnits));
  }
  if (*sampled != sim::TimingOptions::kAutoSample && !timed) {
    throw UsageError("--sample-units needs --timing (or --report, --trace, ...)");
  }
  if (shader_clock_mhz > 0 && !timed) throw UsageError("--shader-clock needs --timing (or --report, --trace, ...)");
  constexpr std::uint32_t low = sim::TimingOptions::kMinShaderClockMhz, high = sim::TimingOptions::kMaxShaderClockMhz;
  if (shader_clock_mhz != 0 && (shader_clock_mhz < low || shader_clock_mhz > high)) {
    throw UsageError(
        fmt::format("--shader-clock {} is not a shader clock: give MHz from {} to {}", shader_clock_mhz, low, high));
  }
  return *sampled;
}

bool hazards_possible(const sim::KernelProgram& program) {
  for (std::size_t i = 0; i < program.instruction_count(); ++i) {
    const isa::DecodedInstruction& instruction = program.instruction(i);
    if (instruction.valid() && sim::HazardChecker::watches(*instruction.record)) return true;
  }
  return false;
}

}  // namespace wmmasim::cli
