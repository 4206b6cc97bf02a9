// wmmasim.CodeObject and Kernel: load the code objects of a file (a .hsaco, an offload bundle or a HIP executable:
// isa/container.h), call a kernel on numpy arrays the way a GPU launch takes device buffers. A launch is the same sim::KernelLaunch `wmmasim run` builds, run by sim::run_on_simulator();
// timing goes through the same TimingModel, HazardChecker and reports (timing/).
#include <fmt/format.h>
#include <fmt/ranges.h>
#include <pybind11/stl.h>

#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstring>
#include <fstream>
#include <iterator>
#include <limits>
#include <map>
#include <memory>
#include <optional>

#include "bindings.h"
#include "wmmasim/isa/code_object.h"
#include "wmmasim/isa/container.h"
#include "wmmasim/isa/symbols.h"
#include "wmmasim/exec/executor.h"
#include "wmmasim/numerics/formats.h"
#include "wmmasim/timing/hazards.h"
#include "wmmasim/timing/machine.h"
#include "wmmasim/timing/model.h"
#include "wmmasim/timing/report.h"

namespace py = pybind11;

namespace wmmasim::python {
namespace {

// One target's build of a kernel, decoded once.
struct Variant {
  std::shared_ptr<const std::vector<std::byte>> code_object;
  std::shared_ptr<const sim::KernelProgram> program;
};

// A kernel of a file, on each target the file holds it for (a HIP executable usually has several).
struct FileKernel {
  std::string name;
  std::string origin;
  std::vector<std::string> arches;           // in file order
  std::map<std::string, Variant> variants;   // by target name

  // The variant for `arch`, or the only one; ValueError naming the targets otherwise.
  const Variant& variant(const std::optional<std::string>& arch) const {
    if (!arch && arches.size() == 1) return variants.begin()->second;
    if (!arch) {
      throw py::value_error(fmt::format("{} holds kernel '{}' for {}: pass arch=", origin, name, fmt::join(arches, ", ")));
    }
    const std::string target(target_named(*arch).name);
    const auto it = variants.find(target);
    if (it == variants.end()) {
      throw py::value_error(fmt::format("{} holds kernel '{}' for {}, not {}", origin, name, fmt::join(arches, ", "), *arch));
    }
    return it->second;
  }
  // What the properties describe: the first target's build.
  const sim::KernelInfo& info() const { return variants.at(arches.front()).program->info(); }
};

struct CodeObject {
  std::string path;
  std::vector<std::string> arches;
  std::map<std::string, FileKernel> kernels;
};

std::vector<std::byte> read_file(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  if (!in) throw py::value_error(fmt::format("cannot read code object '{}' (check the path)", path));
  std::vector<char> chars{std::istreambuf_iterator<char>(in), {}};
  std::vector<std::byte> bytes(chars.size());
  std::memcpy(bytes.data(), chars.data(), chars.size());
  return bytes;
}

// Every kernel of every code object in the file; of several builds for one target (one per translation unit), a
// kernel's first.
CodeObject load_code_object(const std::string& path) {
  CodeObject result{path, {}, {}};
  for (isa::CodeObjectEntry& entry : isa::extract_code_objects(read_file(path), path)) {
    if (!entry.target) continue;  // an AMDGPU code object of a target wmmasim does not know
    const std::string target(entry.target->name);
    if (std::ranges::find(result.arches, target) == result.arches.end()) result.arches.push_back(target);
    auto bytes = std::make_shared<const std::vector<std::byte>>(std::move(entry.code_object));
    const isa::CodeObject parsed = isa::CodeObject::parse(*bytes, path);
    for (const isa::Kernel& k : parsed.kernels()) {
      FileKernel& kernel = result.kernels.try_emplace(k.name, FileKernel{k.name, path, {}, {}}).first->second;
      if (kernel.variants.contains(target)) continue;
      try {
        auto program = std::make_shared<const sim::KernelProgram>(sim::KernelProgram::from_code_object(*bytes, k.name));
        kernel.variants.emplace(target, Variant{bytes, std::move(program)});
        kernel.arches.push_back(target);
      } catch (const sim::CodeObjectError& e) {
        throw sim::CodeObjectError(fmt::format("{}: {}", path, e.what()));
      }
    }
  }
  if (result.arches.empty()) throw isa::CodeObjectError(path + ": no code object for a target wmmasim supports");
  return result;
}

std::array<std::uint32_t, 3> dimensions(const py::handle& value, const char* what) {
  std::array<std::uint32_t, 3> dims{1, 1, 1};
  if (py::isinstance<py::int_>(value)) {
    dims[0] = value.cast<std::uint32_t>();
    return dims;
  }
  const auto list = value.cast<std::vector<std::uint32_t>>();
  if (list.empty() || list.size() > 3) {
    throw py::value_error(fmt::format("{} must be an int or 1 to 3 ints, not {} values", what, list.size()));
  }
  std::copy(list.begin(), list.end(), dims.begin());
  return dims;
}

std::string describe(std::size_t position, const sim::KernelArgument& arg) {
  const std::string type = arg.type_name.empty() ? "" : ": " + arg.type_name;
  return arg.name.empty() ? fmt::format("argument {}{}", position, type)
                          : fmt::format("argument {} ({}{})", position, arg.name, type);
}

bool is_float_type(const std::string& type_name) {
  for (const char* name : {"float", "double", "half", "_Float16", "__fp16"}) {
    if (type_name.find(name) != std::string::npos) return true;
  }
  return false;
}

// A by-value argument from a Python number, as the metadata's size and type name say.
void encode_scalar(const py::handle& value, const sim::KernelArgument& arg, const std::string& label,
                   std::span<std::byte> out) {
  const bool float_type = is_float_type(arg.type_name) || (arg.type_name.empty() && py::isinstance<py::float_>(value));
  auto put = [&](auto v) { std::memcpy(out.data(), &v, sizeof v); };
  if (float_type) {
    const double v = value.cast<double>();
    if (arg.size == 8) return put(v);
    if (arg.size == 4) return put(static_cast<float>(v));
    if (arg.size == 2) return put(sim::encode_f16(static_cast<float>(v)));
    throw py::type_error(fmt::format("{}: a float of {} bytes is not supported", label, arg.size));
  }
  if (!py::isinstance<py::int_>(value) && !py::hasattr(value, "__index__")) {
    throw py::type_error(fmt::format("{} takes an integer, not {}", label, py::str(py::type::of(value)).cast<std::string>()));
  }
  if (arg.size == 0 || arg.size > 8) throw py::type_error(fmt::format("{}: {} bytes by value is not supported", label, arg.size));
  const bool is_unsigned = arg.type_name.find("unsigned") != std::string::npos || arg.type_name.starts_with("uint") ||
                           arg.type_name == "size_t";
  const bool is_signed = !is_unsigned && !arg.type_name.empty();  // no type name: either reading fits
  const int bits = static_cast<int>(8 * arg.size);
  const __int128 low = is_unsigned ? 0 : -(__int128{1} << (bits - 1));
  const __int128 high = (__int128{1} << (is_signed ? bits - 1 : bits)) - 1;
  const py::int_ number = py::reinterpret_steal<py::int_>(PyNumber_Index(value.ptr()));
  if (!number) throw py::error_already_set();
  int overflow = 0;
  const long long as_signed = PyLong_AsLongLongAndOverflow(number.ptr(), &overflow);
  __int128 v = as_signed;
  if (overflow > 0) {
    const unsigned long long as_unsigned = PyLong_AsUnsignedLongLong(number.ptr());
    if (PyErr_Occurred()) PyErr_Clear(), overflow = 2;
    v = as_unsigned;
  }
  if (overflow < 0 || overflow == 2 || v < low || v > high) {
    throw py::value_error(fmt::format("{}: {} does not fit its {} bytes", label, py::cast<std::string>(py::str(py::object(number))),
                                      arg.size));
  }
  const auto bits_value = static_cast<std::uint64_t>(v);
  std::memcpy(out.data(), &bits_value, arg.size);  // little-endian: the low bytes
}

// A buffer argument: a C-contiguous, writable buffer (a numpy array), viewed without a copy until the launch.
struct BufferView {
  Py_buffer view{};
  BufferView(const py::handle& object, const std::string& label) {
    if (PyObject_GetBuffer(object.ptr(), &view, PyBUF_C_CONTIGUOUS | PyBUF_WRITABLE) != 0) {
      PyErr_Clear();
      throw py::type_error(fmt::format("{} is a buffer: pass a writable, C-contiguous numpy array (got {})", label,
                                       py::str(py::type::of(object)).cast<std::string>()));
    }
  }
  BufferView(const BufferView&) = delete;
  BufferView& operator=(const BufferView&) = delete;
  ~BufferView() { PyBuffer_Release(&view); }
  std::span<std::byte> bytes() const { return {static_cast<std::byte*>(view.buf), static_cast<std::size_t>(view.len)}; }
};

// Where the faulting instruction comes from, from the code object's line tables (read on a fault only).
debuginfo::SourcePosition source_position(const Variant& variant, const sim::KernelInfo& info,
                                          const sim::KernelFault& fault) {
  if (!fault.pc()) return {};
  return debuginfo::SourceLines::from_code_object(*variant.code_object).at(info.debug_address(*fault.pc()));
}

py::dict call(const FileKernel& kernel, const py::handle& grid, const py::handle& block, const py::args& args,
              const std::optional<std::string>& arch, const std::optional<std::string>& numerics, bool timing,
              const std::optional<std::string>& trace, unsigned threads, std::uint64_t max_instructions) {
  const Variant& variant = kernel.variant(arch);
  const sim::KernelInfo& info = variant.program->info();
  const auto explicit_args = info.explicit_args();
  if (args.size() != explicit_args.size()) {
    std::string names;
    for (std::size_t i = 0; i < explicit_args.size(); ++i) names += (i ? ", " : "") + describe(i, *explicit_args[i]);
    throw py::type_error(fmt::format("kernel '{}' takes {} arguments ({}), got {}", info.display_name(), explicit_args.size(),
                                     names, args.size()));
  }
  sim::KernelLaunch launch;
  launch.code_object = *variant.code_object;
  launch.kernel = info.name;
  launch.dispatch.grid = dimensions(grid, "grid");
  launch.dispatch.block = dimensions(block, "block");
  std::uint32_t end = 0;
  for (const sim::KernelArgument* arg : explicit_args) end = std::max(end, arg->offset + arg->size);
  launch.dispatch.kernarg.assign(end, std::byte{0});
  std::vector<std::unique_ptr<BufferView>> views;  // parallel to launch.buffers
  for (std::size_t i = 0; i < explicit_args.size(); ++i) {
    const sim::KernelArgument& arg = *explicit_args[i];
    const std::string label = describe(i, arg);
    if (sim::is_buffer(arg)) {
      views.push_back(std::make_unique<BufferView>(args[i], label));
      const std::span<std::byte> bytes = views.back()->bytes();
      launch.buffers.push_back({arg.offset, std::vector<std::byte>(bytes.begin(), bytes.end())});
    } else if (arg.value_kind == "by_value") {
      encode_scalar(args[i], arg, label, std::span(launch.dispatch.kernarg).subspan(arg.offset, arg.size));
    } else {
      throw py::type_error(fmt::format("{} has value kind '{}', which wmmasim cannot pass", label, arg.value_kind));
    }
  }

  sim::ExecutionOptions options;
  options.numerics = numerics_named(numerics);
  options.threads = threads;
  if (max_instructions == 0) throw py::value_error("max_instructions must be at least 1");
  options.instruction_budget = max_instructions;
  std::optional<sim::TimingModel> model;
  std::optional<sim::HazardChecker> hazards;
  if (timing || trace) {
    sim::validate_dispatch(info, launch.dispatch);  // before sizing the model
    sim::TimingOptions timing_options{trace.has_value()};
    timing_options.threads = threads;
    model.emplace(sim::builtin_machine_description(info.target.name), info.timing_launch(launch.dispatch),
                  timing_options);
    hazards.emplace(info.display_name(), info.target.family);
    options.recorder = &*model;
    options.observer = &*hazards;
  }

  sim::SimulatedLaunch result;
  std::optional<sim::TimingResult> timed;
  std::chrono::duration<double> seconds{};
  try {
    py::gil_scoped_release released;
    const auto start = std::chrono::steady_clock::now();
    result = sim::run_on_simulator(*variant.program, launch, options);
    seconds = std::chrono::steady_clock::now() - start;
    if (model) timed = model->finish();
  } catch (const sim::KernelFault& fault) {
    raise_kernel_fault(fault, source_position(variant, info, fault));
  }
  // As a GPU launch does: the buffers come back into the caller's arrays.
  for (std::size_t i = 0; i < views.size(); ++i) {
    std::memcpy(views[i]->bytes().data(), result.buffers[i].data(), result.buffers[i].size());
  }
  py::dict out;
  out["workgroups"] = result.stats.workgroups;
  out["waves"] = result.stats.waves;
  out["wave_instructions"] = result.stats.wave_instructions;
  out["seconds"] = seconds.count();
  if (timed) {
    if (trace) sim::write_perfetto_trace(*trace, *timed);
    if (timing) {
      out["timing"] = py::module_::import("json").attr("loads")(sim::timing_report(*timed, hazards->hazards()).dump());
    }
  }
  return out;
}

py::dict argument_dict(const sim::KernelArgument& arg) {
  return py::dict(py::arg("name") = arg.name, py::arg("kind") = arg.value_kind, py::arg("type") = arg.type_name,
                  py::arg("offset") = arg.offset, py::arg("size") = arg.size);
}

}  // namespace

void bind_kernels(py::module_& m) {
  py::class_<FileKernel>(m, "Kernel",
                     "One kernel of a file, decoded once per target the file holds it for; call it to launch it on the\n"
                     "simulator. The properties describe the build for arches[0].")
      .def_property_readonly("name", [](const FileKernel& k) { return k.name; })
      .def_property_readonly("arches", [](const FileKernel& k) { return k.arches; }, "the targets, in file order")
      .def_property_readonly("arch", [](const FileKernel& k) { return k.arches.front(); })
      .def_property_readonly("wave", [](const FileKernel& k) { return k.info().wave_size; })
      .def_property_readonly("vgprs", [](const FileKernel& k) { return k.info().vgpr_count; }, "VGPRs allocated per lane")
      .def_property_readonly("lds_bytes", [](const FileKernel& k) { return k.info().group_segment_size; })
      .def_property_readonly("max_block", [](const FileKernel& k) { return k.info().max_flat_workgroup_size; })
      .def_property_readonly("arguments", [](const FileKernel& k) {
        py::list result;
        for (const sim::KernelArgument* arg : k.info().explicit_args()) result.append(argument_dict(*arg));
        return result;
      }, "the explicit arguments in order: dicts with name, kind (global_buffer, by_value), type, offset, size")
      .def_property_readonly("disassembly", [](const FileKernel& k) {
        std::string text;
        const sim::KernelProgram& program = *k.variants.at(k.arches.front()).program;
        for (std::size_t i = 0; i < program.instruction_count(); ++i) text += program.describe(i) + "\n";
        return text;
      }, "one line per instruction: pc, encoding, LLVM syntax")
      .def("__call__", &call, py::arg("grid"), py::arg("block"), py::kw_only(), py::arg("arch") = py::none(),
           py::arg("numerics") = py::none(), py::arg("timing") = false, py::arg("trace") = py::none(),
           py::arg("threads") = 1, py::arg("max_instructions") = sim::ExecutionOptions::kDefaultInstructionBudget,
           "kernel(grid, block, *args, arch=None, numerics=None, timing=False, trace=None, threads=1,\n"
           "       max_instructions=100_000_000) -> dict\n\n"
           "Launches the kernel: `grid` workgroups of `block` work-items (an int or up to three ints). Buffer\n"
           "arguments are writable C-contiguous numpy arrays, copied in and written back in place afterwards (as a\n"
           "GPU launch would); by-value arguments are Python numbers, encoded by the metadata's size and type. `arch`\n"
           "picks the target's build (needed when the file holds several). `numerics`: 'exact', 'sequential' or 'gfx11-dot2' (default:\n"
           "the target's). timing=True adds 'timing', the timing report as a dict (cycles, stalls, occupancy,\n"
           "hazards; docs/timing.md); trace='file.json' writes the Perfetto trace. `threads`: host threads for the\n"
           "workgroups and the timing model's replay (results are identical for any count). The simulator runs\n"
           "without the GIL. Returns {'workgroups', 'waves', 'wave_instructions', 'seconds'[, 'timing']}. Raises KernelFault\n"
           "(with kernel, pc, lane, address, ...), LaunchError, TypeError/ValueError for arguments.")
      .def("__repr__", [](const FileKernel& k) {
        return fmt::format("<wmmasim.FileKernel {} ({}, wave{}, {} arguments)>", k.name, fmt::join(k.arches, ", "),
                           k.info().wave_size, k.info().explicit_args().size());
      });

  py::class_<CodeObject>(m, "CodeObject",
                         "The AMDGPU code objects of a file and their kernels: a .hsaco, a clang offload bundle, or a\n"
                         "HIP executable, shared library or object file with a .hip_fatbin (isa/container.h).")
      .def(py::init(&load_code_object), py::arg("path"),
           "Reads every code object of the file; CodeObjectError for a file that holds none.")
      .def_property_readonly("path", [](const CodeObject& c) { return c.path; })
      .def_property_readonly("arches", [](const CodeObject& c) { return c.arches; }, "the targets, in file order")
      .def_property_readonly("kernels", [](const CodeObject& c) { return c.kernels; },
                             "{name: Kernel} for every kernel of the code object")
      .def("__getitem__", [](const CodeObject& c, const std::string& name) {
        // As the command line names kernels: symbol, source name ("wmma_tile"), demangled name, or a prefix.
        std::vector<std::string> symbols;
        for (const auto& [symbol, k] : c.kernels) symbols.push_back(symbol);
        const std::vector<std::size_t> found = isa::symbols_named(symbols, name);
        if (found.size() == 1) return c.kernels.at(symbols[found.front()]);
        std::string names;
        for (const std::string& symbol : symbols) names += (names.empty() ? "" : ", ") + isa::demangle(symbol);
        throw py::key_error(fmt::format("{} has {} kernel '{}' (it has: {})", c.path,
                                        found.empty() ? "no" : "more than one", name, names));
      }, py::arg("name"))
      .def("__repr__", [](const CodeObject& c) {
        return fmt::format("<wmmasim.CodeObject {} ({}, {} kernels)>", c.path, fmt::join(c.arches, ", "), c.kernels.size());
      });
}

}  // namespace wmmasim::python
