// The state behind the HIP API: one simulated device, its global memory, the code objects programs register or
// load, streams, events and the error state. The extern "C" entry points (api_*.cpp) are thin: they lock the
// runtime, translate their arguments and call into this. docs/runtime.md describes the mapping.
#pragma once

#include <hip/hip_runtime_api.h>

#include <boost/icl/interval_set.hpp>
#include <boost/icl/right_open_interval.hpp>

#include <array>
#include <chrono>
#include <cstdint>
#include <deque>
#include <map>
#include <memory>
#include <mutex>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include <nlohmann/json_fwd.hpp>

#include "code_object_image.h"
#include "wmmasim/check/sanitizer.h"
#include "wmmasim/exec/executor.h"
#include "wmmasim/exec/recorded_launch.h"
#include "wmmasim/state/memory.h"
#include "wmmasim/timing/machine.h"
#include "wmmasim/timing/model.h"
#include "wmmasim/timing/report.h"

namespace wmmasim::hiprt {

// 5 in libamdhip64.so.5 (HIP 5.x structs and enums), 6 in libamdhip64.so.6 (ROCm 6's).
int abi_version();

// How the simulated device behaves; every field comes from an environment variable (docs/runtime.md), which
// `wmmasim exec` sets from its options.
struct Options {
  std::string arch;      // WMMASIM_ARCH: gfx1201 or gfx1100; empty: the binary's only target, else gfx1201
  std::string machine;   // WMMASIM_MACHINE: a machine description file instead of the target's built-in one
  bool timing = false;   // WMMASIM_TIMING=1: run every launch through the timing model
  std::string report;    // WMMASIM_REPORT: JSON report of every launch, written at exit
  std::string trace;     // WMMASIM_TRACE: Perfetto trace of the whole program, written at exit
  std::string roofline;  // WMMASIM_ROOFLINE: the launches' roofline pictures (one SVG), written at exit
  std::string csv;       // WMMASIM_CSV: one CSV row per launch (duration, bound, counts, bytes), written at exit
  bool summary = false;  // WMMASIM_TIMING=1 itself: one line per launch on stderr (device time, bottleneck)
  std::string numerics;  // WMMASIM_NUMERICS: WMMA numerics model
  unsigned threads = 0;  // WMMASIM_THREADS: host threads per launch (0: one per hardware thread)
  // WMMASIM_MAX_INSTRUCTIONS: instructions one wave may execute before its launch fails as a runaway kernel
  std::uint64_t max_instructions = sim::ExecutionOptions::kDefaultInstructionBudget;
  // WMMASIM_SAMPLE_UNITS (auto when unset or empty, all, or a number): the compute units the timing model
  // simulates (TimingOptions::sampled_units)
  std::uint32_t sample_units = sim::TimingOptions::kAutoSample;
  std::uint32_t shader_clock_mhz = 0;  // WMMASIM_SHADER_CLOCK: the timing model's shader clock (0: the machine's)
  std::string record;    // WMMASIM_RECORD: a folder that gets every launch as a case `wmmasim run --replay` runs
  std::string checks;    // WMMASIM_CHECK: the sanitizer's checks (memory,race,init,sync); launches run on one thread
  int check_exit_code = -1;  // WMMASIM_CHECK_EXIT_CODE: the process's exit code when a check reported (-1: the program's)
  bool provenance = false;   // WMMASIM_PROVENANCE=1: every launch recorded and traced at exit by `wmmasim` (provenance.cpp)
  static Options from_environment();
};

// A code object a program registered (__hipRegisterFatBinary) or loaded (hipModuleLoad*): the image for the
// simulated target, or why there is none.
struct Module {
  std::string origin;
  std::unique_ptr<CodeObjectImage> image;  // null: the binary has no code object for the simulated target
  std::string missing;                     // then: one line saying which targets the binary has
};

// A kernel: hipFunction_t points to one of these, and __hipRegisterFunction maps a host stub to one.
struct Function {
  Module* module = nullptr;
  std::string name;
};

// A device variable registered by __hipRegisterVar / __hipRegisterManagedVar.
struct Variable {
  Module* module = nullptr;
  std::string name;
  std::uint64_t size = 0;
};

struct Stream {
  unsigned flags = 0;
  int priority = 0;
};

struct Event {
  unsigned flags = 0;
  bool recorded = false;
  double time_ms = 0;  // device time of the record (see Runtime::device_time_ms)
};

// One launch, as the report lists it.
struct LaunchRecord {
  std::string kernel;  // as the source names it (KernelInfo::display_name)
  std::string symbol;  // the code object's symbol (mangled for C++ kernels)
  std::array<std::uint32_t, 3> grid{}, block{};
  std::uint32_t dynamic_lds = 0;
  sim::ExecutionStats stats;
  std::optional<std::string> timing_json;  // timing_report() of the launch when timing is on
};

class Runtime {
 public:
  // The process's runtime; created at first use and never destroyed (programs call into it from atexit handlers).
  static Runtime& get();
  std::recursive_mutex& mutex() { return mutex_; }
  const Options& options() const { return options_; }

  // --- device ---
  isa::Target target() const;
  const sim::MachineDescription& machine();
  void choose_target_from(std::span<const std::string> targets);  // the binary's gfx targets, before first use

  // --- errors ---
  // Records `error` as the calling thread's last error (hipGetLastError) unless it is hipSuccess.
  hipError_t result(hipError_t error);
  hipError_t take_last_error();
  hipError_t peek_last_error() const;
  // A kernel fault is sticky: every synchronising call returns it from then on.
  hipError_t sticky() const { return sticky_; }

  // --- memory ---
  // Device memory: an allocation of the simulator's global memory, at an address no host pointer has.
  hipError_t allocate(void** out, std::size_t size, std::string_view api);
  // Memory both sides reach at the same address (hipHostMalloc, hipMallocManaged, __managed__): host pages
  // mirrored in the simulator's global memory at their host address, copied in before and out after every launch.
  hipError_t allocate_mirrored(void** out, std::size_t size, std::string_view api);
  // Frees either kind; hipErrorInvalidValue for anything that is not the start of a live allocation.
  hipError_t free(const void* pointer);
  enum class BlockKind {
    Device,      // hipMalloc
    Mirrored,    // host memory mirrored for kernels (allocate_mirrored)
    CodeObject,  // a loaded code object's segments (its __device__ variables); not freeable
  };
  struct Block {
    std::uint64_t base = 0;
    std::uint64_t size = 0;
    BlockKind kind = BlockKind::Device;
    bool mirrored() const { return kind == BlockKind::Mirrored; }
  };
  // The allocation holding `pointer`, if it points into one.
  std::optional<Block> block(const void* pointer) const;
  hipError_t copy(void* dst, const void* src, std::size_t bytes, hipMemcpyKind kind);
  hipError_t fill(void* dst, const void* pattern, std::size_t pattern_size, std::size_t count);
  std::uint64_t bytes_allocated() const { return bytes_allocated_; }
  static std::uint64_t device_memory_bytes(const isa::Target& target);

  // --- code objects ---
  Module& register_fat_binary(const void* wrapper);
  void unregister_fat_binary(Module* module);
  Module& adopt_module(std::unique_ptr<Module> module);
  // A module for the simulated target out of a bare code object, an offload bundle (plain or compressed) or a host
  // ELF with a .hip_fatbin section: its image, or the one line saying which targets the binary has instead. Throws
  // isa::CodeObjectError when the bytes hold no usable code object.
  std::unique_ptr<Module> make_module(std::span<const std::byte> bytes, std::string origin);
  void unload_module(Module* module);
  bool is_module(const void* module) const;
  void register_function(Module& module, const void* host_function, std::string name);
  void register_variable(Module& module, const void* host_variable, std::string name, std::uint64_t size);
  void register_managed_variable(Module& module, void** pointer, const void* init_value, std::string name,
                                 std::uint64_t size);
  Function* function_for_host(const void* host_function);
  Function& function_of(Module& module, std::string_view name);
  bool is_function(const void* function) const;
  Variable* variable_for_host(const void* host_variable);
  // The device address and size of a module's global, or nullopt.
  std::optional<CodeObjectImage::Symbol> global(Module& module, std::string_view name);
  const sim::KernelProgram* program(Function& function, hipError_t& error);

  // --- launches ---
  struct LaunchConfig {
    std::array<std::uint32_t, 3> grid{1, 1, 1}, block{1, 1, 1};
    std::size_t dynamic_lds = 0;
    hipStream_t stream = nullptr;
  };
  void push_configuration(const LaunchConfig& config) { configurations_.push_back(config); }
  std::optional<LaunchConfig> pop_configuration();
  // Runs the kernel now (launches are synchronous). `args` holds pointers to each explicit argument, or
  // `kernarg` the explicit arguments already laid out (HIP_LAUNCH_PARAM_BUFFER_POINTER).
  hipError_t launch(Function& function, const LaunchConfig& config, void** args, std::span<const std::byte> kernarg);

  // --- streams and events ---
  bool valid_stream(hipStream_t stream) const;
  hipStream_t create_stream(unsigned flags, int priority);
  hipError_t destroy_stream(hipStream_t stream);
  Stream* stream(hipStream_t stream);
  hipEvent_t create_event(unsigned flags);
  Event* event(hipEvent_t event);
  hipError_t destroy_event(hipEvent_t event);
  // WMMASIM_TRACE: a copy or fill of `bytes` on `stream`'s track at the simulated time so far (copies take no
  // simulated time: the timing model does not model them).
  void trace_transfer(std::string_view api, std::uint64_t bytes, hipStream_t stream);
  // Milliseconds of simulated device time so far when timing is on (each launch adds its simulated duration);
  // host wall-clock milliseconds since the runtime started otherwise.
  double device_time_ms() const;

 private:
  Runtime();
  void write_outputs_at_exit();

  std::recursive_mutex mutex_;
  Options options_;
  std::optional<isa::Target> target_;
  std::optional<sim::MachineDescription> machine_;
  hipError_t sticky_ = hipSuccess;
  bool sticky_reported_ = false;

  sim::GlobalMemory memory_;
  // The sanitizer of the whole program (WMMASIM_CHECK): it follows which device memory was written across launches.
  std::optional<sim::Sanitizer> sanitizer_;
  std::size_t reports_printed_ = 0;
  void print_new_reports(const sim::PcLocator& locate);
  void finish_checks_at_exit();
  std::map<std::uint64_t, Block> blocks_;  // every allocation by base address
  // Device memory a copy or fill wrote: the timing model finds those pages' translations warm, as a GPU's copy
  // engine leaves them. Forgotten when the allocation is freed.
  using AddressRange = boost::icl::right_open_interval<std::uint64_t>;
  boost::icl::interval_set<std::uint64_t, std::less, AddressRange> copied_ranges_;
  // What the device's L2 and TLB hold after the launches so far: each timed launch starts from it, as a GPU's next
  // dispatch does (docs/timing.md "State across launches"). Forgotten for memory that is freed.
  sim::DeviceCaches device_caches_;
  CodeObjectImage& loaded(CodeObjectImage& image);  // placed in memory, its block recorded
  void copy_mirrors_to_device();
  void copy_mirrors_to_host();
  std::uint64_t bytes_allocated_ = 0;
  std::uint64_t allocation_counter_ = 0;

  std::vector<std::unique_ptr<Module>> modules_;
  std::deque<Function> functions_;
  std::map<const void*, Function*> host_functions_;
  std::map<std::pair<Module*, std::string>, Function*> module_functions_;
  std::deque<Variable> variables_;
  std::map<const void*, Variable*> host_variables_;
  std::vector<LaunchConfig> configurations_;

  std::vector<std::unique_ptr<Stream>> streams_;
  std::vector<std::unique_ptr<Event>> events_;
  double simulated_ms_ = 0;
  std::chrono::steady_clock::time_point start_ = std::chrono::steady_clock::now();

  // WMMASIM_RECORD: the case of a launch about to run (its before-states), completed and written after it.
  std::optional<sim::RecordedLaunch> record_before(Function& function, const sim::KernelInfo& info,
                                                   const sim::Dispatch& dispatch);
  void record_after(sim::RecordedLaunch& recorded, std::string fault);
  std::vector<std::byte> contents(const Block& block);
  std::size_t launches_recorded_ = 0;
  // WMMASIM_PROVENANCE: the recorded launches traced at exit; the scratch folder they went to when WMMASIM_RECORD
  // gave none (removed then).
  void start_provenance();
  void trace_provenance_at_exit();
  std::string provenance_scratch_;

  std::vector<LaunchRecord> launches_;
  std::size_t launches_traced_ = 0;
  std::string trace_events_;  // Perfetto events of the whole program, comma-separated (WMMASIM_TRACE)
  std::vector<sim::RooflinePanel> roofline_panels_;  // one per launch (WMMASIM_ROOFLINE)
  std::string csv_rows_;                             // one per launch (WMMASIM_CSV)
  void add_to_trace(const LaunchRecord& record, hipStream_t stream, double start_us, const sim::TimingResult& timed);
  void append_trace_event(const nlohmann::json& event);
  int trace_stream_track(hipStream_t stream);  // the stream's track (its name written once per use)
};

// Thrown inside the runtime to leave an API call with a hipError_t; the message has been printed already.
struct hip_failure {
  hipError_t error;
};

// Kernel queries shared by the runtime API (host function) and the module API (hipFunction_t).
hipError_t max_active_blocks(Function* function, int* blocks, int block_size, std::size_t dynamic_lds);
hipError_t max_potential_block_size(Function* function, int* grid_size, int* block_size, std::size_t dynamic_lds, int limit);
hipError_t function_attributes(Function* function, hipFuncAttributes* attributes);

// A cooperative launch needs every workgroup resident at once; the simulator runs them one after another, so the
// grid may hold one workgroup: hipErrorCooperativeLaunchTooLarge (and one line) for more.
hipError_t cooperative_grid_fits(std::string_view api, unsigned x, unsigned y, unsigned z);

// One line on stderr, prefixed "wmmasim: ".
void report(std::string_view message);

}  // namespace wmmasim::hiprt
