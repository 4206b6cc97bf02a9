#include "replay.h"

#include <fmt/format.h>

#include <iostream>
#include <sstream>

#include "command.h"
#include "launch_args.h"
#include "wmmasim/device/device.h"
#include "wmmasim/io/compare.h"
#include "wmmasim/isa/symbols.h"

namespace wmmasim::cli {
namespace {

// How a buffer is compared: as the element type its first argument's C++ parameter points to, else bytes.
sim::NpyDtype element_type(const sim::RecordedLaunch& recorded, std::size_t buffer) {
  const auto params = isa::parameter_types(recorded.kernel);
  for (const sim::RecordedLaunch::Pointer& p : recorded.pointers) {
    if (p.buffer != buffer || !params || p.argument >= params->size()) continue;
    const auto dtype = pointee_dtype((*params)[p.argument]);
    if (!dtype) break;
    const std::size_t element = sim::npy_dtype_size(*dtype);
    const auto& r = recorded.buffers[buffer];
    if (r.before.size() % element == 0 && p.offset % element == 0) return *dtype;
    break;
  }
  return sim::NpyDtype::UInt8;
}

std::string label(const sim::RecordedLaunch& recorded, std::size_t buffer) {
  if (buffer == recorded.buffers.size()) return "the code object's variables";
  std::string arguments;
  for (const sim::RecordedLaunch::Pointer& p : recorded.pointers) {
    if (p.buffer == buffer) arguments += fmt::format("{}{}", arguments.empty() ? "argument " : ", ", p.argument);
  }
  return fmt::format("{} ({})", arguments, recorded.buffers[buffer].name);
}

// Compares one buffer; appends its line (and its first mismatches) to `out`. True when equal.
bool compare_buffer(const sim::RecordedLaunch& recorded, std::size_t buffer, const std::vector<std::byte>& expected_bytes,
                    const std::vector<std::byte>& actual_bytes, double tolerance, std::string_view expected_name,
                    std::string_view actual_name, std::ostringstream& out) {
  sim::NpyArray expected;
  expected.dtype = buffer < recorded.buffers.size() ? element_type(recorded, buffer) : sim::NpyDtype::UInt8;
  expected.data = expected_bytes;
  expected.shape = {expected_bytes.size() / sim::npy_dtype_size(expected.dtype)};
  sim::NpyArray actual = expected;
  actual.data = actual_bytes;
  const sim::Comparison c = sim::compare_arrays(expected, actual, tolerance);
  out << fmt::format("{}: {} {} elements, {} differ", label(recorded, buffer), c.elements,
                     sim::npy_dtype_name(expected.dtype), c.mismatches);
  if (c.mismatches == 0) {
    out << "\n";
    return true;
  }
  out << fmt::format("; max abs error {:g}\n", c.max_abs_error);
  for (const sim::Mismatch& m : c.first) {
    out << fmt::format("  [{}]: {} {:g}, {} {:g}\n", m.index, expected_name, m.expected, actual_name, m.actual);
  }
  return false;
}

}  // namespace

sim::RecordedLaunch read_case(const std::string& path) {
  try {
    return sim::read_recorded_launch(path);
  } catch (const sim::RecordError& e) {
    throw UsageError(e.what());
  }
}

int replay_on_simulator(const std::string& path, const sim::ExecutionOptions& options) {
  const sim::RecordedLaunch recorded = read_case(path);
  sim::ReplayResult replay;
  try {
    replay = sim::replay_recorded_launch(recorded, options);
  } catch (const sim::CodeObjectError& e) {
    throw UsageError(fmt::format("{}: {}", path, e.what()));
  } catch (const sim::RecordError& e) {
    throw UsageError(fmt::format("{}: {}", path, e.what()));
  } catch (const sim::LaunchError& e) {
    throw UsageError(fmt::format("{}: {}", path, e.what()));
  } catch (const sim::KernelFault& e) {
    std::cerr << "wmmasim: error: " << e.what()
              << (recorded.fault.empty() ? " (the recorded launch did not fault)\n" : " (the recorded launch faulted too)\n");
    return kExitKernelFault;
  }
  std::ostringstream out;
  out << fmt::format("replayed {} on {}: {} workgroup(s), {} wave(s), {} wave-instructions\n",
                     isa::short_name(recorded.kernel), recorded.target, replay.stats.workgroups, replay.stats.waves,
                     replay.stats.wave_instructions);
  bool equal = true;
  for (std::size_t i = 0; i < replay.after.size(); ++i) {
    const auto& expected = i < recorded.buffers.size() ? recorded.buffers[i].after : recorded.image->after;
    equal &= compare_buffer(recorded, i, expected, replay.after[i], 0.0, "recorded", "replay", out);
  }
  if (!recorded.fault.empty()) {
    out << "the recorded launch faulted, the replay did not: " << recorded.fault << "\n";
    equal = false;
  }
  out << (equal ? "identical to the recording\n" : "the replay differs from the recording\n");
  std::cout << out.str();
  return equal ? kExitOk : kExitDifferent;
}

int replay_on_device(const std::string& path, double tolerance) {
  const sim::RecordedLaunch recorded = read_case(path);
  std::string why_not;
  if (!sim::probe_device(why_not)) {
    std::cerr << "wmmasim: " << why_not << ": nothing to replay the case on\n";
    return kExitNoDevice;
  }
  std::vector<std::vector<std::byte>> device;
  try {
    device = sim::run_on_device(sim::to_kernel_launch(recorded), recorded.target);
  } catch (const sim::DeviceError& e) {
    std::cerr << "wmmasim: error: " << e.what() << "\n";
    return kExitNoDevice;
  }
  std::ostringstream out;
  bool equal = true;
  for (std::size_t i = 0; i < recorded.buffers.size(); ++i) {
    equal &= compare_buffer(recorded, i, device.at(i), recorded.buffers[i].after, tolerance, "device", "simulator", out);
  }
  std::cout << out.str();
  return equal ? kExitOk : kExitDifferent;
}

}  // namespace wmmasim::cli
