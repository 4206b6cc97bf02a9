// `wmmasim run`: run a code object's kernel on the simulator with buffers from .npy files, write buffers back as
// .npy, optionally time the run (docs/execution.md, docs/cli.md, docs/timing.md).
#include <fmt/format.h>
#include <iostream>
#include <nlohmann/json.hpp>
#include <optional>

#include "command.h"
#include "launch_args.h"
#include "replay.h"
#include "run_provenance.h"
#include "wmmasim/check/sanitizer.h"
#include "wmmasim/debuginfo/source_lines.h"
#include "wmmasim/exec/executor.h"
#include "wmmasim/isa/symbols.h"
#include "wmmasim/timing/hazards.h"
#include "wmmasim/timing/machine.h"
#include "wmmasim/timing/model.h"
#include "wmmasim/timing/report.h"

namespace po = boost::program_options;

namespace wmmasim::cli {
namespace {

constexpr std::string_view kUsage =
    "wmmasim run FILE [--arch ARCH] [--kernel NAME] --grid X[,Y,Z] --block X[,Y,Z]\n"
    "                   --arg KEY=@file.npy[:TYPE]|KEY=VALUE ... [--verbose]\n"
    "                   [--out KEY=file.npy ...] [--numerics MODEL] [--max-instructions N] [--lds-bounds fault|zero]\n"
    "                   [--timing] [--report FILE.json] [--trace FILE.json] [--timeline FILE.csv]\n"
    "                   [--roofline FILE.svg] [--csv FILE.csv]\n"
    "                   [--machine NAME|FILE.json] [--set NAME=VALUE ...] [--strict] [--sample-units auto|all|N] [--shader-clock MHZ] [--threads N]\n"
    "                   [--executor reference|translated]\n"
    "                   [--check memory|race|init|sync|all[,...]] [--check-report FILE.json]\n"
    "                   [--provenance [--provenance-shape KEY=RxC[:row|col] ...] [--provenance-grid]\n"
    "                    [--provenance-at PC|FILE:LINE] [--provenance-report FILE.json] [--provenance-svg FILE.svg]]\n"
    "       wmmasim run --replay CASE [--numerics MODEL] [--max-instructions N] [--lds-bounds fault|zero] [--threads N]\n"
    "                   [--provenance [--provenance-grid] [--provenance-at PC|FILE:LINE] [--provenance-report FILE.json]\n"
    "                    [--provenance-svg FILE.svg]]\n"
    "       wmmasim run --replay CASE --timing [--report FILE.json] [--trace FILE.json] [--timeline FILE.csv] ...";

constexpr std::string_view kHelpTail =
    "Runs one kernel on the simulator. FILE is a code object, an offload bundle or a HIP program (executable, .o,\n"
    "shared library); `wmmasim kernels FILE` lists its kernels and their arguments. --replay runs a launch recorded\n"
    "by `wmmasim exec --record DIR` (CASE: DIR/launch-NNNN or its case.json) and compares every buffer with the\n"
    "recorded after-state; with --timing (or --report, --trace, --timeline, ...) it times the case as a launch instead\n"
    "(its buffers from their recorded before-state; the code object's variables from their initial values).\n\n"
    "--check runs the kernel sanitizer (docs/sanitizer.md): each problem is one line on stderr starting with the\n"
    "check's name and the source line (race:, init:, sync:, memory:), de-duplicated with counts.\n\n"
    "--provenance runs the launch a second time with tagged buffers and prints, per WMMA, where its A, B and C elements\n"
    "came from: ok, or the layout mistake and the load's source line (docs/sanitizer.md). With --replay it traces the\n"
    "recorded case instead of comparing it: each buffer's element width and leading dimension come from how the kernel\n"
    "reads its tiles.\n\n"
    "exit codes: 0 ran (--replay: identical); 1 --replay: the outputs differ from the recording; 2 bad input (file,\n"
    "option, argument, .npy dtype); 4 the kernel faulted (or a hazard with --strict); 5 internal error; 6 the kernel\n"
    "ran and a --check reported a problem, or --provenance found an operand not as its layout expects\n"
    "example: wmmasim run app --arch gfx1201 --kernel wmma_gemm --grid 2,2 --block 32 --arg 0=@a.npy:f16 "
    "--arg 1=@b.npy:f16 --arg 2=@c.npy:f32 --arg 3=32 --arg 4=32 --arg 5=32 --out 2=c_out.npy";

// "1 wave", "4 waves".
std::string_view plural_s(std::uint64_t count) { return count == 1 ? "" : "s"; }

struct CheckRequest {
  std::string kinds;   // --check
  std::string report;  // --check-report
  std::optional<sim::CheckSet> set() const {
    if (kinds.empty()) return std::nullopt;
    try {
      return sim::parse_checks(kinds);
    } catch (const std::invalid_argument& e) {
      throw UsageError(fmt::format("--check: {}", e.what()));
    }
  }
};

struct TimingRequest {
  bool summary = false;
  std::string report, trace, timeline, machine, roofline, csv;
  std::vector<std::string> set;
  bool strict = false;
  std::string sample_units = "auto";  // auto, all or a number of compute units
  std::uint32_t sampled_units = sim::TimingOptions::kAutoSample;  // parsed (check_timing_options)
  std::uint32_t shader_clock_mhz = 0;  // 0: the machine's clock
  bool wanted() const {
    return summary || !report.empty() || !trace.empty() || !timeline.empty() || !roofline.empty() || !csv.empty() ||
           strict;
  }
};

sim::ExecutionOptions execution_options(const std::string& numerics, std::uint64_t budget, const std::string& lds_bounds,
                                        const std::string& executor) {
  sim::ExecutionOptions options;
  options.executor = executor_option(executor).value_or(options.executor);
  options.numerics = numerics_option(numerics);
  if (budget == 0) throw UsageError("--max-instructions must be at least 1");
  options.instruction_budget = budget;
  if (lds_bounds == "zero") {
    options.lds_bounds = sim::LdsBounds::Zero;
  } else if (lds_bounds == "fault") {
    options.lds_bounds = sim::LdsBounds::Fault;
  } else {
    throw UsageError(fmt::format("unknown --lds-bounds '{}' (accepted: fault, zero)", lds_bounds));
  }
  return options;
}

sim::MachineDescription machine_for(const TimingRequest& t, const sim::KernelInfo& info) {
  try {
    sim::MachineDescription machine = sim::machine_description_for(t.machine, info.target);
    for (const std::string& assignment : t.set) sim::set_machine_parameter(machine, assignment);
    return machine;
  } catch (const std::exception& e) {
    throw UsageError(e.what());
  }
}

// "; source: kernels/x.hip:56 (...)" for an instruction (a pc from the start of the kernel's code) that the code
// object has a source line for.
std::string source_of(const debuginfo::SourceLines& lines, const sim::KernelInfo& info, std::optional<std::uint32_t> pc) {
  if (!pc) return {};
  const debuginfo::SourcePosition position = lines.at(info.debug_address(*pc));
  return position.known() ? "; source: " + position.describe() : std::string();
}

// The source line of a pc in the program's own source ("kernels/x.hip:56") with its inlined chain, or the pc itself
// when the code object has no line for it.
sim::PcLocator locator(const debuginfo::SourceLines& lines, const sim::KernelInfo& info) {
  return [&lines, &info](std::uint32_t pc) {
    const debuginfo::SourcePosition position = lines.at(info.debug_address(pc));
    return position.known() ? sim::CheckSource{position.file_line(), position.inlined_chain()}
                            : sim::CheckSource{fmt::format("pc {:#x}", pc), ""};
  };
}

// The WMMA hazards are the sync check's too.
void add_hazards(sim::Sanitizer& sanitizer, const sim::HazardChecker& hazards) {
  for (const sim::Hazard& h : hazards.hazards()) {
    sanitizer.add({sim::CheckKind::Sync, h.kernel, "WMMA hazard", h.describe(),
                   {{h.pc, h.workgroup, h.wave, -1, h.instruction, "read"}}});
  }
}

// One line per report on stderr, then how many were left out.
void print_reports(const sim::Sanitizer& sanitizer, const sim::PcLocator& locate) {
  for (const sim::CheckReport& r : sanitizer.reports()) std::cerr << sim::render_report(r, locate) << "\n";
  if (sanitizer.dropped_reports() > 0) {
    std::cerr << fmt::format("wmmasim: {} more report(s) not shown (only the first {} distinct ones are kept)\n",
                             sanitizer.dropped_reports(), sim::Sanitizer::kDefaultMaxReports);
  }
}

nlohmann::json check_report(const sim::Sanitizer& sanitizer, const sim::KernelInfo& info, const sim::PcLocator& locate) {
  nlohmann::json reports = nlohmann::json::array();
  for (const sim::CheckReport& r : sanitizer.reports()) reports.push_back(sim::report_json(r, locate));
  nlohmann::json checks = nlohmann::json::array();
  for (const sim::CheckKind kind : {sim::CheckKind::Memory, sim::CheckKind::Race, sim::CheckKind::Init, sim::CheckKind::Sync}) {
    if (sanitizer.checks().has(kind)) checks.push_back(sim::check_kind_name(kind));
  }
  return {{"kernel", info.display_name()}, {"checks", checks}, {"reports", reports}, {"occurrences", sanitizer.report_count()},
          {"not_shown", sanitizer.dropped_reports()}};
}

int run(PreparedLaunch prepared, const sim::ExecutionOptions& base, const TimingRequest& timing,
        const CheckRequest& check, const ProvenanceRequest& provenance_request) {
  const sim::KernelInfo& info = prepared.program.info();
  sim::ExecutionOptions options = base;
  const auto& l = prepared.launch;
  try {
    // Before the timing model sizes its per-workgroup state by the grid (2^27 workgroups took 76 s to reject).
    sim::validate_dispatch(info, l.dispatch);
  } catch (const sim::LaunchError& e) {
    throw UsageError(e.what());
  }
  std::optional<sim::TimingModel> model;
  std::optional<sim::HazardChecker> hazards;
  std::optional<sim::Sanitizer> sanitizer;
  std::vector<sim::EventObserver*> observers;
  if (timing.wanted()) {
    sim::TimingOptions timing_options{!timing.trace.empty() || !timing.timeline.empty(), timing.sampled_units,
                                      timing.shader_clock_mhz};
    timing_options.threads = options.threads;
    model.emplace(machine_for(timing, info), info.timing_launch(l.dispatch), timing_options);
    options.recorder = &*model;
  }
  const std::optional<sim::CheckSet> checks = check.set();
  if (timing.wanted() || (checks && checks->sync)) {
    hazards.emplace(info.display_name(), info.target.family);
    if (hazards_possible(prepared.program)) observers.push_back(&*hazards);
  }
  if (checks) {
    sanitizer.emplace(*checks);
    sanitizer->begin_launch(info.display_name(), info.target.family);
    observers.push_back(&*sanitizer);
    options.threads = 1;  // races between workgroups are seen in one stream
  }
  sim::ObserverList observer_list(observers);
  if (!observers.empty()) options.observer = observers.size() == 1 ? observers.front() : &observer_list;

  const debuginfo::SourceLines lines = debuginfo::SourceLines::from_code_object(prepared.code_object);
  sim::SimulatedLaunch result;
  try {
    result = sim::run_on_simulator(prepared.program, prepared.launch, options);
  } catch (const sim::LaunchError& e) {
    throw UsageError(e.what());
  } catch (const sim::KernelFault& e) {
    if (sanitizer) print_reports(*sanitizer, locator(lines, info));
    if (sanitizer && checks->memory && dynamic_cast<const sim::MemoryFault*>(&e) != nullptr && e.pc()) {
      std::cerr << "memory: " << locator(lines, info)(*e.pc()).text() << ": " << e.what() << "\n";
    }
    std::cerr << "wmmasim: error: " << e.what() << source_of(lines, info, e.pc()) << "\n";
    return kExitKernelFault;
  }
  if (sanitizer) {
    sanitizer->end_launch();
    if (checks->sync) add_hazards(*sanitizer, *hazards);
  }
  // Every check that can fail comes before the first file is written: a failed run leaves no output behind.
  OutputFiles files;
  add_outputs(files, prepared, result.buffers);
  std::string summary;
  ProvenanceOutcome provenance;
  if (provenance_request.wanted) {
    const auto line_of = [locate = locator(lines, info)](std::uint32_t pc) { return locate(pc).line; };
    provenance = trace_provenance(prepared, base, provenance_request, line_of, files);
  }
  if (sanitizer && !check.report.empty()) {
    files.add(check.report, check_report(*sanitizer, info, locator(lines, info)).dump(2) + "\n", "the check report");
  }
  if (model) {
    if (timing.strict && !hazards->hazards().empty()) {
      const sim::Hazard& first = hazards->hazards().front();
      std::cerr << fmt::format("wmmasim: error: {} hazard(s) with --strict (the first: {}{})\n", hazards->hazards().size(),
                               first.describe(), source_of(lines, info, first.pc));
      return kExitKernelFault;
    }
    for (const sim::Hazard& h : hazards->hazards()) {
      if (checks && checks->sync) break;  // reported by the sync check
      std::cerr << "wmmasim: warning: " << h.describe() << source_of(lines, info, h.pc) << "\n";
    }
    try {
      const sim::TimingResult timed = model->finish();
      const std::vector<sim::SourceLineProfile> by_line = sim::profile_by_source_line(timed, [&](std::uint32_t pc) {
        return lines.at(info.debug_address(pc)).file_line();
      });
      if (timing.summary) summary = sim::timing_summary(timed) + sim::hottest_lines_text(by_line, 5, timed);
      if (!timing.report.empty()) {
        nlohmann::json report = sim::timing_report(timed, hazards->hazards());
        if (!by_line.empty()) report["source_lines"] = sim::source_lines_json(by_line);
        files.add(timing.report, report.dump(2) + "\n", "the timing report");
      }
      if (!timing.trace.empty()) files.add(timing.trace, sim::perfetto_trace(timed).dump() + "\n", "the trace");
      if (!timing.timeline.empty()) files.add(timing.timeline, sim::timeline_csv(timed), "the timeline");
      if (!timing.roofline.empty()) files.add(timing.roofline, sim::roofline_svg(timed), "the roofline");
      if (!timing.csv.empty())
        files.add(timing.csv, sim::launch_csv_header() + sim::launch_csv_row(timed), "the launch CSV");
    } catch (const sim::MachineError& e) {
      throw UsageError(e.what());
    }
  }
  files.commit();
  const sim::ExecutionStats& stats = result.stats;
  std::cout << fmt::format("ran {} on {} (wave{}): {} workgroup{}, {} wave{}, {} wave-instruction{}\n",
                           isa::short_name(info.name), info.target.name, info.wave_size, stats.workgroups,
                           plural_s(stats.workgroups), stats.waves, plural_s(stats.waves), stats.wave_instructions,
                           plural_s(stats.wave_instructions))
            << summary << provenance.text;
  if (sanitizer) {
    print_reports(*sanitizer, locator(lines, info));
    if (sanitizer->report_count() > 0) return kExitCheckReported;
  }
  return provenance.wrong ? kExitCheckReported : kExitOk;
}

// A recorded case as a launch of its code object: its buffers with their before-state, its pointers relocated. The
// code object's variables start from their initial values, not from the recorded image (sim::to_kernel_launch).
PreparedLaunch prepare_recorded(const std::string& path) {
  const sim::RecordedLaunch recorded = read_case(path);
  try {
    PreparedLaunch prepared{sim::KernelProgram::from_code_object(recorded.code_object, recorded.kernel),
                            recorded.code_object, sim::to_kernel_launch(recorded), {}, {}};
    prepared.launch.code_object = prepared.code_object;
    return prepared;
  } catch (const sim::CodeObjectError& e) {
    throw UsageError(fmt::format("{}: {}", path, e.what()));
  } catch (const sim::RecordError& e) {
    throw UsageError(fmt::format("{}: {}", path, e.what()));
  }
}

// A recorded case carries its own code object, kernel, shape and arguments. Without timing it is compared with the
// recording; with timing it is timed as `run` times a launch.
int run_replay(const std::string& replay, const LaunchArguments& launch, const TimingRequest& timing,
               const ProvenanceRequest& provenance, sim::ExecutionOptions execution, unsigned threads) {
  if (!launch.code_object.empty() || !launch.kernel.empty() || !launch.grid.empty() || !launch.block.empty() ||
      !launch.args.empty() || !launch.outs.empty() || !launch.arch.empty()) {
    throw UsageError("--replay takes the code object, kernel, grid, block and arguments from the case: give none of "
                     "FILE, --arch, --kernel, --grid, --block, --arg, --out");
  }
  execution.threads = threads;
  if (timing.wanted()) {
    if (provenance.wanted) throw UsageError("--replay with --provenance does not time the launch: leave out --timing, "
                                            "--report, --trace, --timeline, --strict");
    return run(prepare_recorded(replay), execution, timing, {}, {});
  }
  if (provenance.wanted) return replay_with_provenance(replay, execution, provenance);
  return replay_on_simulator(replay, execution);
}

}  // namespace

int run_run(const Arguments& args) {
  LaunchArguments launch;
  TimingRequest timing;
  CheckRequest check;
  ProvenanceRequest provenance;
  std::string numerics, lds_bounds = "zero", executor;
  std::uint64_t budget = sim::ExecutionOptions::kDefaultInstructionBudget;
  unsigned threads = 0;
  std::string replay;
  po::options_description options("options");
  options.add_options()
      ("replay", po::value(&replay), "a launch recorded by wmmasim exec --record: its folder or case.json")
      ("code-object", po::value(&launch.code_object),
       "the code object: an AMDGPU ELF (.hsaco), an offload bundle, or a HIP program (.o, executable, shared library)")
      ("arch", po::value(&launch.arch), "the target whose code object to run, when the file has several (gfx1201, ...)");
  add_launch_options(options, launch);
  options.add_options()
      ("numerics", po::value(&numerics), ("WMMA numerics model: " + numerics_model_names() + " (default: the target's)").c_str())
      ("max-instructions", po::value(&budget)->default_value(budget), "instructions one wave may execute before the run stops")
      ("lds-bounds", po::value(&lds_bounds)->default_value(lds_bounds),
       "an LDS access outside the kernel's allocation: zero (reads give 0, writes are dropped, as on hardware; one "
       "warning line per launch), or fault (the run stops there)")
      ("timing", po::bool_switch(&timing.summary), "time the run and print the summary")
      ("report", po::value(&timing.report), "write the timing report (JSON)")
      ("trace", po::value(&timing.trace), "write a Perfetto trace (JSON, ui.perfetto.dev)")
      ("timeline", po::value(&timing.timeline), "write the per-instruction timeline (CSV)")
      ("roofline", po::value(&timing.roofline), "write the launch's roofline picture (SVG)")
      ("csv", po::value(&timing.csv), "write the launch's profile as one CSV row (duration, bound, counts, bytes)")
      ("machine", po::value(&timing.machine), "machine: a product (wmmasim machine --list) or a JSON description, instead of the target's default machine")
      ("set", po::value(&timing.set)->composing(), "override a machine parameter: NAME=VALUE")
      ("strict", po::bool_switch(&timing.strict), "hazards are errors (exit code 4)")
      ("sample-units", po::value(&timing.sample_units)->default_value(timing.sample_units),
       "time only N compute units, spread evenly, and extrapolate the others (error in docs/timing.md); all: every "
       "unit; auto: 4 units when every unit gets at least 2 workgroups and no --trace or --timeline is written, "
       "else all")
      ("shader-clock", po::value(&timing.shader_clock_mhz),
       "the GPU's shader clock in MHz (default: the machine's boost clock); a lower clock takes fewer cycles for the "
       "memory side of cold accesses (docs/timing.md)")
      ("threads", po::value(&threads)->default_value(threads),
       "threads the workgroups (and with --timing the model's replay) run on (0: one per hardware thread); results "
       "are identical for any count")
      ("executor", po::value(&executor),
       "reference or translated (default: $WMMASIM_EXECUTOR, else the build's); results are identical")
      ("check", po::value(&check.kinds),
       "run the kernel sanitizer: memory, race, init, sync or all, comma-separated (runs on one thread)")
      ("check-report", po::value(&check.report), "write the sanitizer's reports (JSON; needs --check)");
  add_provenance_options(options, provenance);
  po::positional_options_description positionals;
  positionals.add("code-object", 1);
  po::variables_map values;
  if (!parse_command_line(args, kUsage, options, positionals, values, kHelpTail)) return kExitOk;
  provenance.validate();
  timing.sampled_units = check_timing_options(timing.wanted(), timing.sample_units, timing.shader_clock_mhz);
  if (!replay.empty()) {
    return run_replay(replay, launch, timing, provenance, execution_options(numerics, budget, lds_bounds, executor),
                      threads);
  }
  if (launch.code_object.empty()) throw UsageError("run needs a code object (see wmmasim run --help)");
  sim::ExecutionOptions execution = execution_options(numerics, budget, lds_bounds, executor);
  execution.threads = threads;
  if (!check.report.empty() && check.kinds.empty()) throw UsageError("--check-report needs --check");
  return run(prepare_launch(launch), execution, timing, check, provenance);
}

}  // namespace wmmasim::cli
