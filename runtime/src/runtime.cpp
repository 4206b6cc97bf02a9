#include "runtime.h"

#include <fmt/format.h>
#include <fmt/ranges.h>

#include <algorithm>
#include <charconv>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <limits>
#include <nlohmann/json.hpp>
#include <sys/mman.h>

#include "deadlock_report.h"
#include "wmmasim/isa/container.h"
#include "wmmasim/numerics/numerics.h"
#include "wmmasim/timing/hazards.h"
#include "wmmasim/timing/model.h"
#include "wmmasim/timing/report.h"

namespace wmmasim::hiprt {
namespace {

thread_local hipError_t last_error = hipSuccess;

std::string environment(const char* name) {
  const char* value = std::getenv(name);
  return value != nullptr ? value : "";
}

// Whether 0 is accepted below the range, as "not set" (WMMASIM_SHADER_CLOCK=0: the machine's own clock).
enum class ZeroMeansUnset : bool { no, yes };

// The variable `name` as a whole number from `low` to `high`; unset or empty leaves `value` as it is, and anything
// else (letters, a sign where none fits, a trailing unit, out of range) is reported in one line and ignored.
template <typename Number>
void environment_number(const char* name, Number low, Number high, std::string_view meaning, Number& value,
                        ZeroMeansUnset zero = ZeroMeansUnset::no) {
  const std::string text = environment(name);
  if (text.empty()) return;
  Number parsed{};
  const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), parsed);
  const bool unset = zero == ZeroMeansUnset::yes && parsed == 0;
  if (error != std::errc{} || end != text.data() + text.size() || (!unset && (parsed < low || parsed > high))) {
    report(fmt::format("{}='{}' is not {} ({}{} to {}); the variable is ignored", name, text, meaning,
                       zero == ZeroMeansUnset::yes ? "0, or " : "", low, high));
    return;
  }
  value = parsed;
}

// WMMASIM_SAMPLE_UNITS: auto (also when unset or empty), all or a number of compute units; anything else is
// reported and ignored.
void sample_units_from_environment(std::uint32_t& value) {
  const std::string text = environment("WMMASIM_SAMPLE_UNITS");
  if (text.empty()) return;
  const std::optional<std::uint32_t> parsed = sim::parse_sampled_units(text);
  if (!parsed) {
    report(fmt::format("WMMASIM_SAMPLE_UNITS='{}' is not auto, all or a number of compute units (1 to {}); the "
                       "variable is ignored", text, sim::TimingOptions::kMaxSampledUnits));
    return;
  }
  value = *parsed;
}

}  // namespace

void report(std::string_view message) { std::fprintf(stderr, "wmmasim: %.*s\n", static_cast<int>(message.size()), message.data()); }

Options Options::from_environment() {
  Options o;
  o.arch = environment("WMMASIM_ARCH");
  o.machine = environment("WMMASIM_MACHINE");
  o.timing = !environment("WMMASIM_TIMING").empty() && environment("WMMASIM_TIMING") != "0";
  o.summary = o.timing;
  o.report = environment("WMMASIM_REPORT");
  o.trace = environment("WMMASIM_TRACE");
  o.roofline = environment("WMMASIM_ROOFLINE");
  o.csv = environment("WMMASIM_CSV");
  o.numerics = environment("WMMASIM_NUMERICS");
  o.record = environment("WMMASIM_RECORD");
  o.checks = environment("WMMASIM_CHECK");
  o.provenance = !environment("WMMASIM_PROVENANCE").empty() && environment("WMMASIM_PROVENANCE") != "0";
  environment_number("WMMASIM_CHECK_EXIT_CODE", 0, 255, "an exit code", o.check_exit_code);
  environment_number("WMMASIM_THREADS", 0u, 1024u, "a number of host threads", o.threads);
  environment_number("WMMASIM_MAX_INSTRUCTIONS", std::uint64_t{1}, std::numeric_limits<std::uint64_t>::max(),
                     "a number of instructions", o.max_instructions);
  sample_units_from_environment(o.sample_units);
  environment_number("WMMASIM_SHADER_CLOCK", sim::TimingOptions::kMinShaderClockMhz,
                     sim::TimingOptions::kMaxShaderClockMhz, "a shader clock in MHz", o.shader_clock_mhz,
                     ZeroMeansUnset::yes);
  // A report, trace, roofline or CSV needs the timing model's cycles.
  if (!o.report.empty() || !o.trace.empty() || !o.roofline.empty() || !o.csv.empty()) o.timing = true;
  return o;
}

Runtime& Runtime::get() {
  static Runtime* runtime = new Runtime;
  return *runtime;
}

Runtime::Runtime() : options_(Options::from_environment()) {
  if (!options_.arch.empty()) {
    const auto target = isa::find_target(options_.arch);
    if (!target) {
      report(fmt::format("WMMASIM_ARCH='{}' is not a target the simulator knows ({}); using the program's",
                         options_.arch, isa::accepted_target_names()));
    } else {
      target_ = *target;
    }
  } else if (!options_.machine.empty()) {
    // Without WMMASIM_ARCH, a machine names the target: --machine rx7900xtx runs a program's gfx1100 code.
    try {
      target_ = sim::machine_target(sim::machine_description_named(options_.machine));
    } catch (const sim::MachineError&) {
      // machine() reports the bad name when it is first needed.
    }
  }
  if (!options_.numerics.empty() && !sim::parse_numerics_model(options_.numerics)) {
    report(fmt::format("WMMASIM_NUMERICS='{}' is not a numerics model (exact, sequential, gfx11-dot2); using the target's default",
                       options_.numerics));
    options_.numerics.clear();
  }
  if (!options_.checks.empty()) {
    try {
      sanitizer_.emplace(sim::parse_checks(options_.checks));
      std::atexit([] { Runtime::get().finish_checks_at_exit(); });
    } catch (const std::invalid_argument& e) {
      report(fmt::format("WMMASIM_CHECK='{}': {}; running without checks", options_.checks, e.what()));
    }
  }
  if (!options_.report.empty() || !options_.trace.empty() || !options_.roofline.empty() || !options_.csv.empty()) {
    std::atexit([] { Runtime::get().write_outputs_at_exit(); });
  }
  if (options_.provenance) start_provenance();
}

void Runtime::print_new_reports(const sim::PcLocator& locate) {
  const auto& reports = sanitizer_->reports();
  for (; reports_printed_ < reports.size(); ++reports_printed_) {
    std::fprintf(stderr, "%s\n", sim::render_report(reports[reports_printed_], locate).c_str());
  }
}

// Runs after the report and trace are written (atexit handlers run in reverse order of registration).
void Runtime::finish_checks_at_exit() {
  const std::scoped_lock lock(mutex_);
  const std::uint64_t occurrences = sanitizer_->report_count();
  if (occurrences == 0) return;
  report(fmt::format("sanitizer: {} distinct report(s), {} occurrence(s){}", sanitizer_->reports().size(), occurrences,
                     sanitizer_->dropped_reports() > 0
                         ? fmt::format(" ({} past the first {} not shown)", sanitizer_->dropped_reports(),
                                       sim::Sanitizer::kDefaultMaxReports)
                         : std::string()));
  if (options_.check_exit_code >= 0) {
    std::fflush(nullptr);
    std::_Exit(options_.check_exit_code);
  }
}

// ---------------------------------------------------------------------------------------------- device

isa::Target Runtime::target() const { return target_.value_or(*isa::find_target("gfx1201")); }

// The program's target when neither WMMASIM_ARCH nor a machine names one: its only code object's, or the first of
// several, said on one line (a fat binary runs as one GPU, as it would on the machine the user chose).
void Runtime::choose_target_from(std::span<const std::string> targets) {
  if (target_ || targets.empty()) return;
  const auto target = isa::find_target(targets.front());
  if (!target) return;
  target_ = *target;
  if (targets.size() > 1) {
    report(fmt::format("the program has code objects for {}; running the first, {} (choose another with wmmasim exec "
                       "--arch or WMMASIM_ARCH)",
                       fmt::join(targets, ", "), target->name));
  }
}

const sim::MachineDescription& Runtime::machine() {
  if (!machine_) {
    try {
      machine_ = sim::machine_description_for(options_.machine, target());
    } catch (const std::exception& e) {
      report(fmt::format("{}; using the built-in description of {}", e.what(), target().name));
      machine_ = sim::builtin_machine_description(target().name);
    }
  }
  return *machine_;
}

// Board memory of the simulated GPUs (AMD product pages: RX 7900 XTX 24 GB, RX 9070 XT 16 GB GDDR6).
std::uint64_t Runtime::device_memory_bytes(const isa::Target& target) {
  return (target.family == isa::Family::Gfx11 ? 24ull : 16ull) << 30;
}

// ---------------------------------------------------------------------------------------------- errors

hipError_t Runtime::result(hipError_t error) {
  if (error != hipSuccess) last_error = error;
  if (error != hipSuccess && error == sticky_) sticky_reported_ = true;
  return error;
}

// A kernel fault reaches hipGetLastError only once a synchronising call has reported it (before that, as on a GPU,
// the launch looks fine); from then on it sticks.
hipError_t Runtime::take_last_error() {
  const hipError_t error = sticky_reported_ ? sticky_ : last_error;
  last_error = hipSuccess;
  return error;
}

hipError_t Runtime::peek_last_error() const { return sticky_reported_ ? sticky_ : last_error; }

// ---------------------------------------------------------------------------------------------- memory

hipError_t Runtime::allocate(void** out, std::size_t size, std::string_view api) {
  if (out == nullptr) return hipErrorInvalidValue;
  *out = nullptr;
  if (size == 0) return hipSuccess;
  const std::uint64_t capacity = device_memory_bytes(target());
  if (size > capacity - std::min(bytes_allocated_, capacity)) return hipErrorOutOfMemory;
  try {
    const std::uint64_t base =
        memory_.allocate(fmt::format("{} #{} ({} bytes)", api, ++allocation_counter_, size), size, 256);
    blocks_.emplace(base, Block{base, size, BlockKind::Device});
    bytes_allocated_ += size;
    if (sanitizer_) sanitizer_->uninitialised(base, size);  // device memory holds garbage until written
    *out = reinterpret_cast<void*>(base);
    return hipSuccess;
  } catch (const std::bad_alloc&) {
    return hipErrorOutOfMemory;
  } catch (const std::length_error&) {
    return hipErrorOutOfMemory;
  }
}

hipError_t Runtime::allocate_mirrored(void** out, std::size_t size, std::string_view api) {
  if (out == nullptr) return hipErrorInvalidValue;
  *out = nullptr;
  if (size == 0) return hipSuccess;
  // Pages of their own (mmap places them far above the simulator's device addresses).
  void* host = mmap(nullptr, size, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
  if (host == MAP_FAILED) return hipErrorOutOfMemory;
  const auto base = reinterpret_cast<std::uint64_t>(host);
  try {
    memory_.allocate_at(fmt::format("{} #{} ({} bytes, host-visible)", api, ++allocation_counter_, size), base, size);
  } catch (const std::exception&) {
    munmap(host, size);
    return hipErrorOutOfMemory;
  }
  blocks_.emplace(base, Block{base, size, BlockKind::Mirrored});
  *out = host;
  return hipSuccess;
}

hipError_t Runtime::free(const void* pointer) {
  if (pointer == nullptr) return hipSuccess;
  const auto it = blocks_.find(reinterpret_cast<std::uint64_t>(pointer));
  if (it == blocks_.end() || it->second.kind == BlockKind::CodeObject) return hipErrorInvalidValue;
  const Block block = it->second;
  memory_.free(block.base);
  if (sanitizer_) sanitizer_->forget(block.base);
  copied_ranges_ -= AddressRange(block.base, block.base + block.size);
  device_caches_.forget(block.base, block.size);
  blocks_.erase(it);
  if (block.mirrored()) {
    munmap(reinterpret_cast<void*>(block.base), block.size);
  } else {
    bytes_allocated_ -= block.size;
  }
  return hipSuccess;
}

std::optional<Runtime::Block> Runtime::block(const void* pointer) const {
  const auto address = reinterpret_cast<std::uint64_t>(pointer);
  auto it = blocks_.upper_bound(address);
  if (it == blocks_.begin()) return std::nullopt;
  --it;
  if (address >= it->first + it->second.size) return std::nullopt;
  return it->second;
}

CodeObjectImage& Runtime::loaded(CodeObjectImage& image) {
  if (!image.loaded()) {
    const std::uint64_t base = image.load(memory_);
    blocks_.emplace(base, Block{base, image.image_size(), BlockKind::CodeObject});
  }
  return image;
}

void Runtime::copy_mirrors_to_device() {
  for (const auto& [base, b] : blocks_) {
    if (b.mirrored()) memory_.write(base, std::span(reinterpret_cast<const std::byte*>(base), b.size));
  }
}

void Runtime::copy_mirrors_to_host() {
  for (const auto& [base, b] : blocks_) {
    if (b.mirrored()) memory_.read(base, std::span(reinterpret_cast<std::byte*>(base), b.size));
  }
}

hipError_t Runtime::copy(void* dst, const void* src, std::size_t bytes, hipMemcpyKind kind) {
  if (kind < hipMemcpyHostToHost || kind > hipMemcpyDefault) return hipErrorInvalidMemcpyDirection;
  if (bytes == 0) return hipSuccess;
  if (dst == nullptr || src == nullptr) return hipErrorInvalidValue;
  const auto dst_block = block(dst);
  const auto src_block = block(src);
  // An explicit direction must name an allocation where it says "device"; host memory is any other address.
  const bool wants_dst_device = kind == hipMemcpyHostToDevice || kind == hipMemcpyDeviceToDevice;
  const bool wants_src_device = kind == hipMemcpyDeviceToHost || kind == hipMemcpyDeviceToDevice;
  if ((wants_dst_device && !dst_block) || (wants_src_device && !src_block)) return hipErrorInvalidValue;
  const auto fits = [&](const std::optional<Block>& b, const void* p) {
    return !b || bytes <= b->base + b->size - reinterpret_cast<std::uint64_t>(p);
  };
  if (!fits(dst_block, dst) || !fits(src_block, src)) return hipErrorInvalidValue;
  // Mirrored memory is host memory between launches.
  const bool dst_device = dst_block && !dst_block->mirrored();
  const bool src_device = src_block && !src_block->mirrored();
  const auto dst_address = reinterpret_cast<std::uint64_t>(dst);
  const auto src_address = reinterpret_cast<std::uint64_t>(src);
  if (dst_device && sanitizer_) sanitizer_->initialised(dst_address, bytes);
  if (dst_device) copied_ranges_ += AddressRange(dst_address, dst_address + bytes);
  if (dst_device && src_device) {
    std::vector<std::byte> staging(bytes);
    memory_.read(src_address, staging);
    memory_.write(dst_address, staging);
  } else if (dst_device) {
    memory_.write(dst_address, std::span(static_cast<const std::byte*>(src), bytes));
  } else if (src_device) {
    memory_.read(src_address, std::span(static_cast<std::byte*>(dst), bytes));
  } else {
    std::memmove(dst, src, bytes);
  }
  return hipSuccess;
}

hipError_t Runtime::fill(void* dst, const void* pattern, std::size_t pattern_size, std::size_t count) {
  if (count == 0) return hipSuccess;
  const auto b = block(dst);
  const auto address = reinterpret_cast<std::uint64_t>(dst);
  if (!b || count > (b->base + b->size - address) / pattern_size) return hipErrorInvalidValue;
  if (b->mirrored()) {
    for (std::size_t i = 0; i < count; ++i) std::memcpy(static_cast<std::byte*>(dst) + i * pattern_size, pattern, pattern_size);
    return hipSuccess;
  }
  if (sanitizer_) sanitizer_->initialised(address, count * pattern_size);
  copied_ranges_ += AddressRange(address, address + count * pattern_size);
  constexpr std::size_t kChunkElements = std::size_t{1} << 16;
  std::vector<std::byte> chunk(std::min(count, kChunkElements) * pattern_size);
  for (std::size_t i = 0; i < chunk.size(); i += pattern_size) std::memcpy(chunk.data() + i, pattern, pattern_size);
  for (std::size_t done = 0; done < count;) {
    const std::size_t n = std::min(count - done, kChunkElements);
    memory_.write(address + done * pattern_size, std::span(chunk).first(n * pattern_size));
    done += n;
  }
  return hipSuccess;
}

// ---------------------------------------------------------------------------------------------- code objects

Module& Runtime::adopt_module(std::unique_ptr<Module> module) {
  // Placed in memory now, before the program allocates: an access running far off a buffer then names that buffer
  // as the nearest allocation, not a code object loaded after it.
  try {
    if (module->image) loaded(*module->image);
  } catch (const std::exception&) {
    // Not loadable: the first launch of one of its kernels says why (program()).
  }
  modules_.push_back(std::move(module));
  return *modules_.back();
}

std::unique_ptr<Module> Runtime::make_module(std::span<const std::byte> bytes, std::string origin) {
  auto module = std::make_unique<Module>();
  module->origin = origin;
  const std::vector<isa::CodeObjectEntry> entries = isa::extract_code_objects(bytes, origin);
  std::vector<std::string> targets;
  for (const isa::CodeObjectEntry& entry : entries) {
    if (entry.target) targets.emplace_back(entry.target->name);
  }
  choose_target_from(targets);
  const isa::Target simulated = target();
  const auto it = std::ranges::find_if(entries, [&](const isa::CodeObjectEntry& e) { return e.target && e.target->name == simulated.name; });
  if (it == entries.end()) {
    module->missing = fmt::format("{} has no code object for {} (it has: {}); rebuild with --offload-arch={} or choose "
                                  "the simulated target with wmmasim exec --arch",
                                  origin, simulated.name, entries.empty() ? "none" : isa::entry_targets(entries),
                                  simulated.name);
    return module;
  }
  module->image = std::make_unique<CodeObjectImage>(it->code_object, std::move(origin));
  return module;
}

void Runtime::unload_module(Module* module) {
  std::erase_if(host_functions_, [&](const auto& entry) { return entry.second->module == module; });
  std::erase_if(module_functions_, [&](const auto& entry) { return entry.first.first == module; });
  std::erase_if(host_variables_, [&](const auto& entry) { return entry.second->module == module; });
  for (Function& f : functions_) {
    if (f.module == module) f.module = nullptr;
  }
  if (module->image && module->image->loaded()) {
    const std::uint64_t base = module->image->load(memory_);
    memory_.free(base);
    blocks_.erase(base);
  }
  std::erase_if(modules_, [&](const auto& m) { return m.get() == module; });
}

bool Runtime::is_module(const void* module) const {
  return std::ranges::any_of(modules_, [&](const auto& m) { return m.get() == module; });
}

void Runtime::unregister_fat_binary(Module* module) {
  if (is_module(module)) unload_module(module);
}

void Runtime::register_function(Module& module, const void* host_function, std::string name) {
  host_functions_[host_function] = &function_of(module, name);
}

Function& Runtime::function_of(Module& module, std::string_view name) {
  const auto key = std::make_pair(&module, std::string(name));
  if (const auto it = module_functions_.find(key); it != module_functions_.end()) return *it->second;
  Function& f = functions_.emplace_back(Function{&module, std::string(name)});
  module_functions_.emplace(key, &f);
  return f;
}

bool Runtime::is_function(const void* function) const {
  return std::ranges::any_of(functions_, [&](const Function& f) { return &f == function && f.module != nullptr; });
}

void Runtime::register_variable(Module& module, const void* host_variable, std::string name, std::uint64_t size) {
  host_variables_[host_variable] = &variables_.emplace_back(Variable{&module, std::move(name), size});
}

void Runtime::register_managed_variable(Module& module, void** pointer, const void* init_value, std::string name,
                                        std::uint64_t size) {
  void* host = nullptr;
  if (allocate_mirrored(&host, size, "__managed__ " + name) != hipSuccess) {
    report(fmt::format("cannot allocate __managed__ variable '{}' ({} bytes)", name, size));
    return;
  }
  if (init_value != nullptr) std::memcpy(host, init_value, size);
  *pointer = host;
  // Kernels reach the variable through the device symbol of the same name, which holds its address.
  if (const auto symbol = global(module, name); symbol && symbol->size >= sizeof(std::uint64_t)) {
    memory_.store(symbol->address, reinterpret_cast<std::uint64_t>(host));
  }
  register_variable(module, pointer, std::move(name), size);
}

Function* Runtime::function_for_host(const void* host_function) {
  const auto it = host_functions_.find(host_function);
  return it == host_functions_.end() ? nullptr : it->second;
}

Variable* Runtime::variable_for_host(const void* host_variable) {
  const auto it = host_variables_.find(host_variable);
  return it == host_variables_.end() ? nullptr : it->second;
}

std::optional<CodeObjectImage::Symbol> Runtime::global(Module& module, std::string_view name) {
  if (!module.image) return std::nullopt;
  return loaded(*module.image).global(name, memory_);
}

const sim::KernelProgram* Runtime::program(Function& function, hipError_t& error) {
  Module* module = function.module;
  if (module == nullptr) {
    error = hipErrorInvalidDeviceFunction;
    return nullptr;
  }
  if (!module->image) {
    report(fmt::format("cannot launch '{}': {}", function.name, module->missing));
    error = hipErrorNoBinaryForGpu;
    return nullptr;
  }
  try {
    return &loaded(*module->image).program(function.name, memory_);
  } catch (const std::exception& e) {
    report(fmt::format("cannot launch '{}': {}", function.name, e.what()));
    error = hipErrorInvalidDeviceFunction;
    return nullptr;
  }
}

// ---------------------------------------------------------------------------------------------- launches

std::optional<Runtime::LaunchConfig> Runtime::pop_configuration() {
  if (configurations_.empty()) return std::nullopt;
  LaunchConfig config = configurations_.back();
  configurations_.pop_back();
  return config;
}

namespace {

// The explicit arguments at their kernarg offsets (code-object metadata), from HIP's array of pointers to each.
std::vector<std::byte> pack_arguments(const sim::KernelInfo& info, void** args) {
  const auto explicit_args = info.explicit_args();
  std::uint32_t end = 0;
  for (const sim::KernelArgument* arg : explicit_args) end = std::max(end, arg->offset + arg->size);
  std::vector<std::byte> kernarg(end);
  for (std::size_t i = 0; i < explicit_args.size(); ++i) {
    if (args == nullptr || args[i] == nullptr) throw hip_failure{hipErrorInvalidValue};
    std::memcpy(kernarg.data() + explicit_args[i]->offset, args[i], explicit_args[i]->size);
  }
  return kernarg;
}

// "; source: kernels/x.hip:56 (...)" when the code object has a line for the faulting instruction.
std::string source_of(const sim::KernelFault& fault, CodeObjectImage& image, const sim::KernelInfo& info) {
  if (!fault.pc()) return {};
  const debuginfo::SourcePosition position = image.source_lines().at(info.debug_address(*fault.pc()));
  return position.known() ? "; source: " + position.describe() : std::string();
}

// WMMASIM_TIMING: one line per launch on stderr, what `wmmasim run --timing` says first: the whole-device time
// (hipEventElapsedTime around the launch measures the same), what bound it and the roofline's lower bound.
void print_timing_line(const LaunchRecord& record, const sim::TimingResult& timed) {
  const sim::Bottleneck& b = timed.bottleneck;
  const sim::Roofline roof = sim::roofline_of(timed);
  report(fmt::format("timing: {} grid {}x{}x{} block {}x{}x{} on {}: {} cycles, {:.3f} us; bound by {} (matrix pipe "
                     "{:.0f} %, issue {:.0f} %, LDS {:.0f} %, L2 {:.0f} %, DRAM {:.0f} %){}",
                     record.kernel, record.grid[0], record.grid[1], record.grid[2], record.block[0], record.block[1],
                     record.block[2], timed.machine.name, timed.cycles, timed.microseconds(), b.bound,
                     100 * b.matrix_pipe, 100 * b.issue, 100 * b.lds, 100 * b.l2, 100 * b.dram,
                     roof.bound_cycles > 0 ? fmt::format("; roofline bound {:.0f} cycles", roof.bound_cycles) : ""));
}

// A launch's entry in the report: the timing report (docs/timing.md) without the machine's parameters, which are
// the same for every launch, with the cycles per source line when the code object has line tables, plus the device time under the name hipEventElapsedTime users look for.
nlohmann::json launch_timing_json(const sim::TimingResult& timed, const std::vector<sim::SourceLineProfile>& by_line) {
  nlohmann::json entry = sim::timing_report(timed);
  if (!by_line.empty()) entry["source_lines"] = sim::source_lines_json(by_line);
  entry.erase("machine_parameters");
  entry.erase("hazards");
  entry["microseconds"] = timed.microseconds();
  entry["wmma_flop_per_clk_per_cu"] = timed.flop_per_clk_per_cu;
  return entry;
}

hipError_t fault_error(const sim::KernelFault& fault) {
  return dynamic_cast<const sim::MemoryFault*>(&fault) != nullptr ? hipErrorIllegalAddress : hipErrorLaunchFailure;
}

}  // namespace

hipError_t Runtime::launch(Function& function, const LaunchConfig& config, void** args, std::span<const std::byte> kernarg) {
  if (sticky_ != hipSuccess) return sticky_;
  if (!valid_stream(config.stream)) return hipErrorInvalidHandle;
  hipError_t error = hipSuccess;
  const sim::KernelProgram* program = this->program(function, error);
  if (program == nullptr) return error;
  const sim::KernelInfo& info = program->info();
  if (config.dynamic_lds > sim::Lds::kMaxBytes) {
    report(fmt::format("cannot launch '{}': {} bytes of dynamic shared memory exceed the 64 KiB of a workgroup", info.display_name(),
                       config.dynamic_lds));
    return hipErrorInvalidValue;
  }
  sim::Dispatch dispatch{config.grid, config.block, {}, static_cast<std::uint32_t>(config.dynamic_lds)};
  if (args != nullptr || kernarg.empty()) {
    dispatch.kernarg = pack_arguments(info, args);
  } else {
    dispatch.kernarg.assign(kernarg.begin(), kernarg.end());
  }
  try {
    sim::validate_dispatch(info, dispatch);
  } catch (const sim::LaunchError& e) {
    report(fmt::format("cannot launch '{}': {}", info.display_name(), e.what()));
    return hipErrorInvalidConfiguration;
  }

  sim::ExecutionOptions options;
  options.threads = options_.threads;
  options.instruction_budget = options_.max_instructions;
  if (!options_.numerics.empty()) options.numerics = sim::parse_numerics_model(options_.numerics);
  std::optional<sim::HazardChecker> hazards;
  std::vector<sim::EventObserver*> observers;
  if (sanitizer_) {
    sanitizer_->begin_launch(info.display_name(), info.target.family);
    if (sanitizer_->checks().sync) {
      hazards.emplace(info.display_name(), info.target.family);
      observers.push_back(&*hazards);
    }
    observers.push_back(&*sanitizer_);
    options.threads = 1;  // races between workgroups are seen in one stream
  }
  sim::ObserverList observer_list(observers);
  if (!observers.empty()) options.observer = &observer_list;
  CodeObjectImage& image = *function.module->image;
  const sim::PcLocator locate = [&image, &info](std::uint32_t pc) {
    const debuginfo::SourcePosition position = image.source_lines().at(info.debug_address(pc));
    return position.known() ? sim::CheckSource{position.file_line(), position.inlined_chain()}
                            : sim::CheckSource{fmt::format("pc {:#x}", pc), ""};
  };
  std::optional<sim::TimingModel> model;
  if (options_.timing) {
    sim::TimingOptions timing_options{!options_.trace.empty(), options_.sample_units, options_.shader_clock_mhz};
    timing_options.threads = options_.threads;
    model.emplace(machine(),
                  sim::TimingLaunch{info.display_name(), config.grid, config.block, info.wave_size, info.vgpr_count,
                                    static_cast<int>(info.group_segment_size + config.dynamic_lds), info.wgp_mode},
                  timing_options);
    for (const auto& range : copied_ranges_) model->copied_to_device(range.lower(), range.upper() - range.lower());
    model->run_on(device_caches_);
    options.recorder = &*model;
  }
  LaunchRecord record{info.display_name(), info.name, config.grid, config.block, static_cast<std::uint32_t>(config.dynamic_lds), {}, {}};
  std::optional<sim::RecordedLaunch> recorded = record_before(function, info, dispatch);
  copy_mirrors_to_device();
  try {
    record.stats = sim::execute(*program, dispatch, memory_, options);
    copy_mirrors_to_host();
    if (recorded) record_after(*recorded, "");
    if (sanitizer_) {
      sanitizer_->end_launch();
      if (hazards) {
        for (const sim::Hazard& h : hazards->hazards()) {
          sanitizer_->add({sim::CheckKind::Sync, h.kernel, "WMMA hazard", h.describe(),
                           {{h.pc, h.workgroup, h.wave, -1, h.instruction, "read"}}});
        }
      }
      print_new_reports(locate);
    }
  } catch (const sim::KernelFault& fault) {
    copy_mirrors_to_host();
    if (recorded) record_after(*recorded, fault.what());
    if (sanitizer_) {
      print_new_reports(locate);
      if (sanitizer_->checks().memory && dynamic_cast<const sim::MemoryFault*>(&fault) != nullptr && fault.pc()) {
        std::fprintf(stderr, "memory: %s: %s\n", locate(*fault.pc()).text().c_str(), fault.what());
        sanitizer_->add({sim::CheckKind::Memory, info.display_name(), "memory fault", fault.what(),
                         {{*fault.pc(), 0, 0, -1, "", "access"}}});
        reports_printed_ = sanitizer_->reports().size();
      }
    }
    const auto* deadlock = dynamic_cast<const sim::Deadlock*>(&fault);
    if (deadlock != nullptr && sanitizer_ && sanitizer_->checks().sync) {
      sanitizer_->add(deadlock_report(info.display_name(), *deadlock));
      print_new_reports(locate);
    }
    report(fmt::format("kernel fault: {}{}{}", fault.what(), source_of(fault, *function.module->image, info),
                       deadlock != nullptr ? deadlock_sources(*deadlock, locate) : std::string()));
    sticky_ = fault_error(fault);
    return hipSuccess;  // as on a GPU: the launch was accepted; the fault surfaces at the next synchronising call
  } catch (const std::exception& e) {
    copy_mirrors_to_host();
    report(fmt::format("cannot launch '{}': {}", info.display_name(), e.what()));
    return hipErrorLaunchFailure;
  }
  if (model) {
    const sim::TimingResult timed = model->finish();
    if (!options_.trace.empty()) add_to_trace(record, config.stream, simulated_ms_ * 1000.0, timed);
    simulated_ms_ += timed.microseconds() / 1000.0;
    const auto line_of = [&image, &info](std::uint32_t pc) {
      return image.source_lines().at(info.debug_address(pc)).file_line();
    };
    if (options_.summary) {
      print_timing_line(record, timed);
      // The five hottest source lines, as `wmmasim run --timing` prints them (nothing without line tables).
      std::fputs(sim::hottest_lines_text(sim::profile_by_source_line(timed, line_of), 5, timed).c_str(), stderr);
    }
    if (!options_.report.empty())
      record.timing_json = launch_timing_json(timed, sim::profile_by_source_line(timed, line_of)).dump();
    if (!options_.roofline.empty()) roofline_panels_.push_back(sim::roofline_panel(timed));
    if (!options_.csv.empty()) csv_rows_ += sim::launch_csv_row(timed);
  }
  if (!options_.report.empty()) launches_.push_back(std::move(record));
  return hipSuccess;
}

// ---------------------------------------------------------------------------------------------- streams, events

bool Runtime::valid_stream(hipStream_t stream) const {
  // hipStreamPerThread is ((hipStream_t)2) in ROCm 6's headers.
  if (stream == nullptr || stream == reinterpret_cast<hipStream_t>(2)) return true;
  return std::ranges::any_of(streams_, [&](const auto& s) { return reinterpret_cast<hipStream_t>(s.get()) == stream; });
}

hipStream_t Runtime::create_stream(unsigned flags, int priority) {
  streams_.push_back(std::make_unique<Stream>(Stream{flags, priority}));
  return reinterpret_cast<hipStream_t>(streams_.back().get());
}

Stream* Runtime::stream(hipStream_t stream) {
  for (const auto& s : streams_) {
    if (reinterpret_cast<hipStream_t>(s.get()) == stream) return s.get();
  }
  return nullptr;
}

hipError_t Runtime::destroy_stream(hipStream_t stream) {
  const auto removed = std::erase_if(streams_, [&](const auto& s) { return reinterpret_cast<hipStream_t>(s.get()) == stream; });
  return removed == 0 ? hipErrorInvalidHandle : hipSuccess;
}

hipEvent_t Runtime::create_event(unsigned flags) {
  events_.push_back(std::make_unique<Event>(Event{flags, false, 0}));
  return reinterpret_cast<hipEvent_t>(events_.back().get());
}

Event* Runtime::event(hipEvent_t event) {
  for (const auto& e : events_) {
    if (reinterpret_cast<hipEvent_t>(e.get()) == event) return e.get();
  }
  return nullptr;
}

hipError_t Runtime::destroy_event(hipEvent_t event) {
  const auto removed = std::erase_if(events_, [&](const auto& e) { return reinterpret_cast<hipEvent_t>(e.get()) == event; });
  return removed == 0 ? hipErrorInvalidHandle : hipSuccess;
}

double Runtime::device_time_ms() const {
  if (options_.timing) return simulated_ms_;
  return std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start_).count();
}

// ---------------------------------------------------------------------------------------------- outputs

namespace {

// All or nothing: the file appears complete or not at all.
void write_file(const std::string& path, const std::string& text, std::string_view what) {
  const std::string temporary = path + ".partial";
  {
    std::ofstream out(temporary, std::ios::binary);
    out << text;
    if (!out) {
      report(fmt::format("cannot write {} to '{}'", what, path));
      std::filesystem::remove(temporary);
      return;
    }
  }
  std::filesystem::rename(temporary, path);
}

}  // namespace

void Runtime::append_trace_event(const nlohmann::json& event) {
  if (!trace_events_.empty()) trace_events_ += ",\n";
  trace_events_ += event.dump();
}

namespace {
constexpr int kStreamsProcess = 1'000'000;
}  // namespace

int Runtime::trace_stream_track(hipStream_t stream) {
  int stream_index = 0;
  for (std::size_t i = 0; i < streams_.size(); ++i) {
    if (reinterpret_cast<hipStream_t>(streams_[i].get()) == stream) stream_index = static_cast<int>(i) + 1;
  }
  append_trace_event({{"ph", "M"}, {"name", "process_name"}, {"pid", kStreamsProcess}, {"args", {{"name", "HIP streams"}}}});
  append_trace_event({{"ph", "M"}, {"name", "thread_name"}, {"pid", kStreamsProcess}, {"tid", stream_index},
                      {"args", {{"name", stream_index == 0 ? std::string("null stream") : fmt::format("stream {}", stream_index)}}}});
  return stream_index;
}

void Runtime::trace_transfer(std::string_view api, std::uint64_t bytes, hipStream_t stream) {
  if (options_.trace.empty()) return;
  const int track = trace_stream_track(stream);
  append_trace_event({{"name", api}, {"ph", "X"}, {"pid", kStreamsProcess}, {"tid", track}, {"ts", simulated_ms_ * 1000.0},
                      {"dur", 0}, {"args", {{"bytes", bytes}}}});
}

// The program's trace: a track per stream with a slice per launch (at its simulated start) and per copy or fill,
// and inside each launch the timing model's per-wave timeline (sim::perfetto_trace), shifted to the launch's start;
// each launch's waves get tracks of their own, named after the kernel.
void Runtime::add_to_trace(const LaunchRecord& record, hipStream_t stream, double start_us, const sim::TimingResult& timed) {
  const std::size_t launch = launches_traced_++;
  const int stream_index = trace_stream_track(stream);
  const auto append = [&](const nlohmann::json& event) { append_trace_event(event); };
  append({{"name", record.kernel}, {"ph", "X"}, {"pid", kStreamsProcess}, {"tid", stream_index}, {"ts", start_us},
          {"dur", timed.microseconds()},
          {"args", {{"launch", launch}, {"grid", record.grid}, {"block", record.block}, {"cycles", timed.cycles}}}});
  nlohmann::json waves = sim::perfetto_trace(timed);
  for (nlohmann::json& event : waves["traceEvents"]) {
    if (event.contains("ts")) event["ts"] = event["ts"].get<double>() + start_us;
    if (event.contains("tid")) event["tid"] = event["tid"].get<std::uint64_t>() + (std::uint64_t{launch} << 20);
    if (event["name"] == "thread_name") {
      event["args"]["name"] = fmt::format("launch {} {}: {}", launch, record.kernel, event["args"]["name"].get<std::string>());
    }
    append(event);
  }
}

void Runtime::write_outputs_at_exit() {
  const std::scoped_lock lock(mutex_);
  if (!options_.trace.empty()) {
    write_file(options_.trace, "{\"displayTimeUnit\": \"ns\", \"traceEvents\": [\n" + trace_events_ + "\n]}\n",
               "the trace");
  }
  if (!options_.roofline.empty()) write_file(options_.roofline, sim::roofline_svg(roofline_panels_), "the roofline");
  if (!options_.csv.empty()) write_file(options_.csv, sim::launch_csv_header() + csv_rows_, "the launch CSV");
  if (options_.report.empty()) return;
  nlohmann::json launches = nlohmann::json::array();
  for (const LaunchRecord& r : launches_) {
    nlohmann::json entry{{"kernel", r.kernel},
                         {"symbol", r.symbol},
                         {"grid", r.grid},
                         {"block", r.block},
                         {"dynamic_lds_bytes", r.dynamic_lds},
                         {"workgroups", r.stats.workgroups},
                         {"waves", r.stats.waves},
                         {"wave_instructions", r.stats.wave_instructions}};
    if (r.timing_json) entry["timing"] = nlohmann::json::parse(*r.timing_json);
    launches.push_back(std::move(entry));
  }
  const nlohmann::json document{
      {"target", target().name}, {"machine", machine().name}, {"timing", options_.timing}, {"launches", launches}};
  write_file(options_.report, document.dump(2) + "\n", "the launch report");
}

}  // namespace wmmasim::hiprt
