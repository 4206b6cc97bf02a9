// The executor: runs a kernel's machine code over a grid of workgroups, wave by wave, the way a gfx11/gfx12
// compute unit does functionally. docs/execution.md describes how a launch becomes wave state, what is
// implemented, and the errors.
//
// Design: the code is decoded once (isa/decoder.h) into a flat array of steps, each bound to the
// semantic function of its isa::Semantic key; execution walks that array by index. Workgroups share nothing
// mutable except global memory, so they run on any thread in any order with identical results
// (ExecutionOptions::threads).
#pragma once

#include <array>
#include <cstddef>
#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <span>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

#include "wmmasim/isa/arch.h"
#include "wmmasim/isa/code_object.h"
#include "wmmasim/isa/instruction.h"
#include "wmmasim/events/observer.h"
#include "wmmasim/events/timing_launch.h"
#include "wmmasim/exec/launch.h"
#include "wmmasim/state/errors.h"
#include "wmmasim/state/memory.h"
#include "wmmasim/numerics/numerics.h"
#include "wmmasim/state/state.h"

namespace wmmasim::isa {
struct DecodedInstruction;
}

namespace wmmasim::sim {

// A launch that cannot start: a grid or block of 0 or over the limits, LDS over 64 KiB, arguments that do not
// fit the kernel. The CLI maps it to exit code 2.
class LaunchError : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};

// A code object that cannot be loaded (not an AMDGPU ELF, unsupported target, no such kernel, bad descriptor or
// metadata): the isa loader's error, one type for both. The CLI maps it to exit code 2.
using CodeObjectError = isa::CodeObjectError;

// The kernel reached an instruction the simulator has no semantic function for (or could not decode).
class UnimplementedInstruction : public KernelFault {
 public:
  using KernelFault::KernelFault;
};

// The kernel ran longer than ExecutionOptions::instruction_budget in one wave.
class InstructionBudgetExceeded : public KernelFault {
 public:
  using KernelFault::KernelFault;
};

// A wave of a deadlocked workgroup, and what it waits for.
struct DeadlockedWave {
  std::uint32_t wave = 0;
  std::uint32_t pc = 0;   // its barrier wait, or the load it polls with (a byte offset from the kernel's start)
  std::string waits_for;  // "the barrier", "4 bytes at 0x7f0000001000 (global_load_b32)"; empty: it loops on
};

// The budget ran out in a wave that loops without reaching the barrier other waves of its workgroup wait at: a
// deadlock (a wave polling a flag another wave sets after the barrier). The fault's pc is the looping wave's;
// waves() lists it first (what it polls, when its loop loads memory), then the waves at the barrier.
class Deadlock : public InstructionBudgetExceeded {
 public:
  Deadlock(const std::string& what, std::uint32_t pc, std::vector<DeadlockedWave> waves)
      : InstructionBudgetExceeded(what, pc), waves_(std::move(waves)) {}
  const std::vector<DeadlockedWave>& waves() const { return waves_; }

 private:
  std::vector<DeadlockedWave> waves_;
};

// One kernel argument as the code-object metadata describes it (AMDGPUUsage "Code Object V5 Metadata"): the isa
// loader's record.
using KernelArgument = isa::KernelArgument;
inline bool is_buffer(const KernelArgument& arg) { return arg.value_kind == "global_buffer"; }
inline bool is_hidden(const KernelArgument& arg) { return arg.value_kind.starts_with("hidden_"); }

// Kernel-code-properties bits that enable user SGPRs, in the order the hardware loads them
// (llvm/Support/AMDHSAKernelDescriptor.h; AMDGPUUsage "Initial Kernel Execution State").
namespace user_sgpr {
inline constexpr std::uint16_t kPrivateSegmentBuffer = 1u << 0;  // 4 SGPRs
inline constexpr std::uint16_t kDispatchPtr = 1u << 1;           // 2
inline constexpr std::uint16_t kQueuePtr = 1u << 2;              // 2
inline constexpr std::uint16_t kKernargSegmentPtr = 1u << 3;     // 2
inline constexpr std::uint16_t kDispatchId = 1u << 4;            // 2
inline constexpr std::uint16_t kFlatScratchInit = 1u << 5;       // 2
inline constexpr std::uint16_t kPrivateSegmentSize = 1u << 6;    // 1
}  // namespace user_sgpr

// What the executor needs from a kernel's descriptor and metadata.
struct KernelInfo {
  std::string name;
  isa::Target target{};
  int wave_size = 32;
  int vgpr_count = 256;                 // VGPRs allocated per lane (descriptor granules)
  bool wgp_mode = false;                // rsrc1 WGP_MODE: workgroups run on a workgroup processor (timing only)
  std::uint32_t user_sgpr_count = 0;    // rsrc2 USER_SGPR_COUNT: where system SGPRs start on gfx11
  std::uint16_t user_sgprs = 0;         // user_sgpr:: bits of kernel_code_properties
  std::array<bool, 3> workgroup_id{};   // rsrc2 ENABLE_SGPR_WORKGROUP_ID_X/Y/Z
  bool workgroup_info = false;          // rsrc2 ENABLE_SGPR_WORKGROUP_INFO
  bool private_segment = false;         // rsrc2 ENABLE_PRIVATE_SEGMENT (scratch)
  int workitem_id_dims = 0;             // rsrc2 ENABLE_VGPR_WORKITEM_ID: 0 = x, 1 = x,y, 2 = x,y,z
  std::uint32_t group_segment_size = 0;    // LDS bytes
  std::uint32_t private_segment_size = 0;  // scratch bytes per work-item
  bool dynamic_stack = false;              // kernel_code_properties USES_DYNAMIC_STACK (recursion, indirect calls)
  std::uint32_t initial_mode = 0xf0;       // the MODE register a wave starts with (rsrc1 float modes, DX10_CLAMP,
                                           // IEEE; the default: round to nearest even, denormals kept)
  std::uint32_t kernarg_segment_size = 0;
  std::uint32_t max_flat_workgroup_size = 1024;
  std::uint64_t code_address = 0;       // address of the first instruction of the code (its section's start)
  std::uint32_t entry_offset = 0;       // bytes from code_address to the kernel's entry point (functions the
                                        // kernel calls may come before it)
  std::uint64_t load_address = 0;       // where the code object's image was placed (0: at the ELF's own addresses)
  std::vector<KernelArgument> args;     // in order, hidden ones included
  std::vector<std::string> printf_formats;  // the code object's amdhsa.printf entries (buffered device printf)

  // The explicit (non-hidden) arguments, the ones `wmmasim run --arg` addresses by position.
  std::vector<const KernelArgument*> explicit_args() const;
  // The ELF address (the one DWARF line tables use) of the instruction at `pc`, a byte offset from code_address
  // (TimingEvent::pc, KernelFault::pc).
  std::uint64_t debug_address(std::uint32_t pc) const { return code_address - load_address + pc; }
  // The launch as the timing model takes it: this kernel's resources and mode with the given shape.
  TimingLaunch timing_launch(const Dispatch& dispatch) const;  // named by display_name()
  // The name as the source wrote it, for messages and reports: "wmma_gemm(_Float16 const*, ...)" for
  // "_Z9wmma_gemmPKDF16_S0_Pfiii" (isa::demangle); an extern "C" name as it is.
  std::string display_name() const;
};

// Whether the executor binds a semantic function to a records' semantics key (sim/exec/src/semantics/table.cpp).
bool has_semantic_function(isa::Semantic semantic);

// A semantics key the executor deliberately leaves out (sim/exec/src/semantics/excluded.cpp): what kind of
// instruction it is and why a compute kernel cannot meaningfully use it or the simulator cannot model it. A kernel
// that reaches one stops with exit code 4 and this reason.
struct SemanticExclusion {
  isa::Semantic semantic;
  std::string_view category;
  std::string_view reason;
};
std::span<const SemanticExclusion> excluded_semantics();

// A kernel decoded once and bound to semantic functions; run it as often as needed.
class KernelProgram {
 public:
  // `code` is the machine code from info.code_address to the end of the kernel's code section; execution starts
  // at info.entry_offset. Throws std::invalid_argument when the entry point is not an instruction boundary.
  KernelProgram(KernelInfo info, std::span<const std::uint32_t> code);
  // Loads `kernel` from an AMDGPU code object (isa/code_object.h): descriptor, metadata and machine code.
  // `load_address` is where the code object's image starts in global memory (a runtime that places it there, so
  // that PC-relative accesses to its globals work); 0 keeps the ELF's own addresses. Throws CodeObjectError.
  static KernelProgram from_code_object(std::span<const std::byte> code_object, std::string_view kernel,
                                        std::uint64_t load_address = 0);

  KernelProgram(KernelProgram&&) noexcept;
  KernelProgram& operator=(KernelProgram&&) noexcept;
  ~KernelProgram();

  const KernelInfo& info() const;
  std::size_t instruction_count() const;
  const isa::DecodedInstruction& instruction(std::size_t index) const;
  std::uint32_t instruction_offset(std::size_t index) const;  // bytes from the entry point
  // True when the instruction decoded and has a semantic function (false: running it stops the kernel).
  bool is_implemented(std::size_t index) const;
  // One line for messages: "pc 0x1c: <encoding bytes> <disassembly>" ("undecodable" when it did not decode).
  std::string describe(std::size_t index) const;

  struct Impl;
  const Impl& impl() const { return *impl_; }

 private:
  std::unique_ptr<Impl> impl_;
};

// What an LDS access outside the kernel's LDS allocation does.
enum class LdsBounds {
  Fault,  // stop the run with a KernelFault naming the access (for a kernel that must never do it)
  Zero,   // default, as the hardware does: the read returns 0, the write is dropped, and the launch warns once
          // (hw-traces custom_lds_sync kernels read 4 bytes past their LDS and completed on real GPUs)
};

// Which executor runs a kernel. Both give the same registers, memory, faults and events, bit for bit
// (tests/test_sim_translated.cpp); docs/performance.md "Translation" compares their speed.
enum class Executor {
  Reference,   // the interpreter: every instruction through its semantic function, operands decoded as it runs
  Translated,  // the hottest instructions through handlers specialised for their operands, straight runs fused
};
// The executor a run takes unless told otherwise: WMMASIM_EXECUTOR=reference|translated from the environment, else
// the build's default (CMake WMMASIM_EXECUTOR). Throws std::invalid_argument, naming the variable, for any other
// value.
Executor default_executor();
// "reference" / "translated", and back (nullopt for any other name).
std::string_view executor_name(Executor executor);
std::optional<Executor> parse_executor(std::string_view name);

// How a run behaves. The defaults suit any kernel that terminates.
struct ExecutionOptions {
  static constexpr std::uint64_t kDefaultInstructionBudget = 100'000'000;
  std::optional<NumericsModel> numerics;  // default: default_numerics_model(family)
  // Instructions one wave may execute before the run stops with InstructionBudgetExceeded.
  std::uint64_t instruction_budget = kDefaultInstructionBudget;
  LdsBounds lds_bounds = LdsBounds::Zero;
  // When set, every executed instruction becomes a TimingEvent in the recorder's stream of its wave (the timing
  // model), and/or is shown to the observer (the hazard checker): wmmasim/events/observer.h. Both null: a
  // functional run, which builds no events.
  EventRecorder* recorder = nullptr;
  EventObserver* observer = nullptr;
  // Threads the workgroups are spread over (0: std::thread::hardware_concurrency()). Results are bitwise
  // identical for any count (docs/performance.md "Threads"): workgroups share only global memory, a fault is the
  // one of the first faulting workgroup in dispatch order, hazards come in dispatch order, and a kernel with
  // global atomics runs on one thread (the order of its atomics is the serial dispatch order).
  unsigned threads = 1;
  Executor executor = default_executor();
  // Where the launch's warning goes: one line at most per launch, when the kernel accessed memory where a GPU does
  // not fault, so neither does the run: outside every allocation but inside mapped pages (GlobalMemory), or outside
  // the workgroup's LDS with LdsBounds::Zero (a launch that faults gives its fault only). Empty: printed to stderr as
  // "wmmasim: warning: <line>".
  std::function<void(const std::string&)> warning;
};

struct ExecutionStats {
  std::uint64_t wave_instructions = 0;
  std::uint64_t waves = 0;
  std::uint64_t workgroups = 0;
};

// Checks the launch against the kernel and the hardware limits; throws LaunchError naming the problem.
void validate_dispatch(const KernelInfo& info, const Dispatch& dispatch);

// Runs every workgroup of the dispatch against `memory`, which holds the buffers the kernarg points to. The
// segments the launch adds to `memory` (kernarg, dispatch packet, queue) are freed again when it returns.
// Throws LaunchError before anything runs, KernelFault (with kernel, workgroup, wave, pc and instruction) when
// the kernel faults.
ExecutionStats execute(const KernelProgram& program, const Dispatch& dispatch, GlobalMemory& memory,
                       const ExecutionOptions& options = {});

// The same KernelLaunch the device backend runs (wmmasim/device/device.h), on the simulator: each buffer becomes an allocation
// named after its argument, and the result holds every buffer's contents afterwards, in `buffers` order.
struct SimulatedLaunch {
  std::vector<std::vector<std::byte>> buffers;
  ExecutionStats stats;
};
SimulatedLaunch run_on_simulator(const KernelProgram& program, const KernelLaunch& launch,
                                 const ExecutionOptions& options = {});
// The same in `memory`, which may hold allocations already (a recorded launch's code-object image).
SimulatedLaunch run_on_simulator(const KernelProgram& program, const KernelLaunch& launch,
                                 const ExecutionOptions& options, GlobalMemory& memory);

// Runs one instruction, given by its encoding (the instruction's dwords, literal included), on `state`, `memory` and
// `lds`, as a kernel's one-wave workgroup would: how the wave-level API tests the semantics of any instruction.
// Branches only choose what would run next, s_endpgm ends nothing; the wave's pc is left as it is. Throws
// std::invalid_argument when the encoding is not exactly one instruction, UnimplementedInstruction when the
// simulator has no semantics for it, KernelFault (MemoryFault) as a kernel would; `state` is unchanged then.
// `mode` is the MODE register it runs under (0: round to nearest even, denormals flushed; a kernel starts with its
// descriptor's, KernelInfo::initial_mode).
void execute_instruction(const isa::Target& target, std::span<const std::uint32_t> encoding, WaveState& state,
                         GlobalMemory& memory, Lds& lds, NumericsModel numerics,
                         Executor executor = default_executor(), std::uint32_t mode = 0);

}  // namespace wmmasim::sim
