// wmmasim: run, inspect and time AMD RDNA3/RDNA4 matrix code on the CPU.
#include <exception>
#include <iostream>
#include <string>

#include "command.h"
#include "wmmasim_version.h"

namespace {

using namespace wmmasim::cli;

void print_help() {
  std::cout << "wmmasim " << WMMASIM_VERSION
            << ": a simulator of AMD RDNA3 (gfx11) and RDNA4 (gfx12) matrix instructions\n\n"
               "usage: wmmasim [--help] [--version] <command> [<args>]\n\ncommands:\n";
  for (const Command& c : commands()) {
    std::cout << "  " << c.name << std::string(12 - c.name.size(), ' ') << c.summary << "\n";
  }
  std::cout << "\n'wmmasim <command> --help' describes a command. Exit codes: docs/cli.md.\n";
}

int dispatch(int argc, char** argv) {
  if (argc < 2) {
    print_help();
    return kExitBadInput;
  }
  const std::string first = argv[1];
  if (first == "--help" || first == "-h") {
    print_help();
    return kExitOk;
  }
  if (first == "--version") {
    std::cout << "wmmasim " << WMMASIM_VERSION << "\n";
    return kExitOk;
  }
  for (const Command& c : commands()) {
    if (c.name == first) return c.run(Arguments(argv + 2, argv + argc));
  }
  if (first.starts_with("-")) throw UsageError("unknown option '" + first + "' (see wmmasim --help)");
  throw UsageError("unknown command '" + first + "' (see wmmasim --help)");
}

}  // namespace

int main(int argc, char** argv) {
  try {
    return dispatch(argc, argv);
  } catch (const UsageError& e) {
    std::cerr << "wmmasim: error: " << e.what() << "\n";
    return kExitBadInput;
  } catch (const std::exception& e) {
    std::cerr << "wmmasim: internal error: " << e.what() << " (please report it)\n";
    return kExitInternal;
  }
}
