// The subcommand table. Each subcommand lives in its own cmd_<name>.cpp and adds one line here.
#include <array>

#include "command.h"

namespace wmmasim::cli {

int run_bench(const Arguments& args);
int run_kernels(const Arguments& args);
int run_disasm(const Arguments& args);
int run_diff(const Arguments& args);
int run_exec(const Arguments& args);
int run_device(const Arguments& args);
int run_layout(const Arguments& args);
int run_machine(const Arguments& args);
int run_run(const Arguments& args);

namespace {
constexpr std::array kCommands{
    Command{"bench", "measure simulation speed: GEMM against Eigen, wave-instructions/s, threads, timing mode", run_bench},
    Command{"device", "show the HIP device wmmasim diffs against (exit 3 when there is none)", run_device},
    Command{"disasm", "list a code object's kernels as llvm-objdump-19 disassembles them", run_disasm},
    Command{"diff", "compare simulator and device, or expected and actual matrices; name the layout mistake", run_diff},
    Command{"exec", "run a HIP program with the simulator as its GPU (wmmasim's libamdhip64)", run_exec},
    Command{"kernels", "list the code objects built from kernels/ and their targets", run_kernels},
    Command{"layout", "where each WMMA/SWMMAC/global_load_tr matrix element lives: tables, queries, pictures", run_layout},
    Command{"machine", "the timing model's machine description: every parameter, its value and source", run_machine},
    Command{"run", "run a code object's kernel on the simulator with .npy buffers; optionally time it", run_run},
};
}  // namespace

std::span<const Command> commands() { return kCommands; }

}  // namespace wmmasim::cli
