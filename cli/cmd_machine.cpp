// `wmmasim machine`: the machine description the timing model uses (timing/machines/*.json), with any overrides,
// every parameter with its value and source; --json writes it in the file format, a starting point for --machine.
#include <fmt/format.h>

#include <iostream>
#include <string>
#include <vector>

#include "command.h"
#include "wmmasim/timing/machine.h"

namespace po = boost::program_options;

namespace wmmasim::cli {

namespace {

// Each built-in product with the target its kernels are built for and the published numbers its description
// overrides, then each target with its register file and its default machine.
void print_machine_list() {
  std::cout << "built-in products (--machine NAME):\n";
  std::cout << fmt::format("  {:<12} {:<8} {:>4} {:>10} {:>6} {:>15} {:>9}  {}\n", "machine", "target", "CUs",
                           "boost MHz", "L2 MB", "Infinity Cache", "DRAM GB/s", "board");
  for (const std::string_view name : sim::builtin_machine_names()) {
    const sim::MachineDescription m = sim::builtin_machine_description(name);
    std::cout << fmt::format("  {:<12} {:<8} {:>4} {:>10} {:>6} {:>12} MB {:>9}  {}\n", name, m.target,
                             m.compute_units, m.clock_mhz, m.l2_cache_kib / 1024, m.infinity_cache_mib,
                             m.dram_bandwidth_gbs, m.board);
  }
  std::cout << "targets (--arch; the default machine times its kernels when no --machine is given):\n";
  for (const isa::Target& t : isa::all_targets()) {
    std::cout << fmt::format("  {:<8} {:<14} {:>4} VGPRs/lane  default machine {}\n", t.name, t.chip,
                             t.vgprs_per_simd_lane, sim::default_machine_name(t));
  }
}

}  // namespace

int run_machine(const Arguments& args) {
  po::options_description options("options");
  std::string target;
  std::string file;
  std::vector<std::string> overrides;
  bool json = false;
  bool list = false;
  options.add_options()("target", po::value(&target)->default_value("gfx1201"),
                        "gfx11/gfx12 processor or alias (rdna3, rdna4): its default machine's description")(
      "machine", po::value(&file), "a built-in product (see --list) or a JSON file (format: --json output)")(
      "list", po::bool_switch(&list), "list the built-in products and each target's default machine")(
      "set", po::value(&overrides)->composing(), "override one parameter, NAME=VALUE (repeatable)")(
      "json", po::bool_switch(&json), "print the description as JSON");
  po::positional_options_description positionals;
  positionals.add("target", 1);
  po::variables_map values;
  if (!parse_command_line(args,
                          "wmmasim machine [TARGET] [--machine NAME|FILE.json] [--set NAME=VALUE]... [--json] | --list",
                          options, positionals, values,
                          "Prints the timing model's machine description: every parameter, its value and its source "
                          "(* = assumption).\n\n"
                          "exit codes: 0 printed; 2 bad input (unknown target, parameter or file)\n"
                          "example: wmmasim machine gfx1100 --set clock_mhz=2500")) {
    return kExitOk;
  }

  if (list) {
    print_machine_list();
    return kExitOk;
  }
  sim::MachineDescription machine;
  try {
    machine = file.empty() ? sim::builtin_machine_description(target) : sim::machine_description_named(file);
    for (const std::string& assignment : overrides) sim::set_machine_parameter(machine, assignment);
  } catch (const sim::MachineError& e) {
    throw UsageError(e.what());
  }

  if (json) {
    std::cout << sim::machine_description_json(machine);
    return kExitOk;
  }
  std::cout << fmt::format("{} ({}, {}), {}; \"*\" = assumption (not published; fitted or estimated, see docs/timing.md)\n",
                           machine.name, isa::family_name(machine.family), machine.target, machine.board);
  for (const std::string_view name : sim::machine_parameter_names()) {
    const auto& provenance = machine.provenance.at(std::string(name));
    std::cout << fmt::format("  {:<26} {:>7}{}  {}\n", name, sim::machine_parameter(machine, name),
                             provenance.assumption ? "*" : " ", provenance.source);
  }
  return kExitOk;
}

}  // namespace wmmasim::cli
