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
            << " runs AMD RDNA3 (gfx11) and RDNA4 (gfx12) GPU machine code on the CPU, without a GPU: a kernel of a\n"
               "code object, offload bundle or HIP program on your .npy buffers (run), bit-exact WMMA numerics, the\n"
               "register layout of every matrix instruction (layout), a cycle model of the timing (run --timing), and\n"
               "whole HIP programs through its drop-in HIP runtime (docs/hip-programs.md).\n\n"
               "usage: wmmasim [--help] [--version] <command> [<args>]\n\ncommands:\n";
  for (const Command& c : commands()) {
    std::cout << "  " << c.name << std::string(12 - c.name.size(), ' ') << c.summary << "\n";
  }
  std::cout << "\n'wmmasim <command> --help' describes a command and its options.\n"
               "exit codes: 0 ok; 1 diff: the two sides differ; 2 bad input; 3 no HIP device; 4 the simulated kernel\n"
               "faulted; 5 internal error; 6 run --check/--provenance: the kernel ran and a check reported a problem\n"
               "(docs/cli.md)\n"
               "example: wmmasim kernels app && wmmasim run app --arch gfx1201 --kernel wmma_gemm --grid 2,2 --block 32 "
               "--arg 0=@a.npy ...\n";
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
