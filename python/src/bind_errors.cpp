// The simulator's errors as Python exceptions. A KernelFault carries where it happened as attributes, read from
// the executor's one-line message ("kernel 'k' workgroup (x,y,z) wave w: pc 0x1c [bytes] text: lane l: ... at
// 0xaddr ..."; docs/execution.md "Errors"); an attribute the message does not give is None. A fault of a kernel
// launch also gets its source line (raise_kernel_fault), from the code object's line tables.
#include <pybind11/stl.h>

#include <regex>

#include "bindings.h"
#include "wmmasim/isa/code_object.h"
#include "wmmasim/exec/executor.h"
#include "wmmasim/state/memory.h"
#include "wmmasim/timing/machine.h"

namespace py = pybind11;

namespace wmmasim::python {
namespace {

struct ErrorTypes {
  py::object kernel_fault, memory_fault, unimplemented, budget, launch_error, code_object_error;
};
ErrorTypes* types = nullptr;  // leaked on purpose: exception types must outlive module teardown

py::object new_exception(py::module_& m, const char* name, PyObject* base, const char* doc) {
  py::object type = py::reinterpret_steal<py::object>(
      PyErr_NewExceptionWithDoc((std::string("wmmasim.") + name).c_str(), doc, base, nullptr));
  if (!type) throw py::error_already_set();
  m.attr(name) = type;
  return type;
}

py::object match_or_none(const std::string& text, const std::regex& pattern, int base) {
  std::smatch match;
  if (!std::regex_search(text, match, pattern)) return py::none();
  return py::int_(std::stoull(match[1].str(), nullptr, base));
}

// Raises `type` with the fault's location attributes.
void raise_fault(const py::object& type, const std::string& message, const std::string& source_line = {}) {
  static const std::regex kernel(R"(kernel '([^']*)')"), workgroup(R"(workgroup \((\d+),(\d+),(\d+)\))"),
      wave(R"(wave (\d+):)"), pc(R"(pc (0x[0-9a-f]+))"), instruction(R"(pc 0x[0-9a-f]+ \[[0-9A-F ]+\] (.+?): )"),
      lane(R"(lane (\d+):)"), address(R"( at (0x[0-9a-f]+))");
  py::object error = type(message);
  std::smatch match;
  error.attr("kernel") = std::regex_search(message, match, kernel) ? py::object(py::str(match[1].str())) : py::none();
  error.attr("workgroup") = std::regex_search(message, match, workgroup)
                                ? py::object(py::make_tuple(std::stoi(match[1]), std::stoi(match[2]), std::stoi(match[3])))
                                : py::none();
  error.attr("wave") = match_or_none(message, wave, 10);
  error.attr("pc") = match_or_none(message, pc, 16);
  error.attr("instruction") =
      std::regex_search(message, match, instruction) ? py::object(py::str(match[1].str())) : py::none();
  error.attr("lane") = match_or_none(message, lane, 10);
  error.attr("address") = match_or_none(message, address, 16);
  error.attr("source_line") = source_line.empty() ? py::none() : py::object(py::str(source_line));
  PyErr_SetObject(type.ptr(), error.ptr());
}

const py::object& type_of(const sim::KernelFault& fault) {
  if (dynamic_cast<const sim::MemoryFault*>(&fault)) return types->memory_fault;
  if (dynamic_cast<const sim::UnimplementedInstruction*>(&fault)) return types->unimplemented;
  if (dynamic_cast<const sim::InstructionBudgetExceeded*>(&fault)) return types->budget;
  return types->kernel_fault;
}

void translate(std::exception_ptr thrown) {
  try {
    std::rethrow_exception(thrown);
  } catch (const sim::MemoryFault& e) {
    raise_fault(types->memory_fault, e.what());
  } catch (const sim::UnimplementedInstruction& e) {
    raise_fault(types->unimplemented, e.what());
  } catch (const sim::InstructionBudgetExceeded& e) {
    raise_fault(types->budget, e.what());
  } catch (const sim::KernelFault& e) {
    raise_fault(types->kernel_fault, e.what());
  } catch (const sim::LaunchError& e) {
    PyErr_SetString(types->launch_error.ptr(), e.what());
  } catch (const isa::CodeObjectError& e) {
    PyErr_SetString(types->code_object_error.ptr(), e.what());
  } catch (const sim::MachineError& e) {
    PyErr_SetString(PyExc_ValueError, e.what());
  }
}

}  // namespace

void raise_kernel_fault(const sim::KernelFault& fault, const debuginfo::SourcePosition& position) {
  const std::string message = position.known() ? fault.what() + std::string("; source: ") + position.describe()
                                               : std::string(fault.what());
  raise_fault(type_of(fault), message, position.file_line());
  throw py::error_already_set();
}

void bind_errors(py::module_& m) {
  types = new ErrorTypes;
  types->kernel_fault = new_exception(
      m, "KernelFault", PyExc_RuntimeError,
      "The simulated program did something the hardware faults on or leaves undefined. Attributes (None when the\n"
      "fault does not say): kernel, workgroup (x, y, z), wave, pc (byte offset from the entry point), instruction,\n"
      "lane, address, source_line.");
  types->memory_fault = new_exception(m, "MemoryFault", types->kernel_fault.ptr(),
                                      "An access outside every global allocation or outside LDS; the message names "
                                      "the nearest allocation.");
  types->unimplemented = new_exception(m, "UnimplementedInstruction", types->kernel_fault.ptr(),
                                       "The kernel reached an instruction the simulator has no semantics for.");
  types->budget = new_exception(m, "InstructionBudgetExceeded", types->kernel_fault.ptr(),
                                "A wave ran longer than max_instructions.");
  types->launch_error = new_exception(m, "LaunchError", PyExc_ValueError,
                                      "A launch that cannot start: grid, block, LDS or arguments.");
  types->code_object_error = new_exception(m, "CodeObjectError", PyExc_ValueError,
                                           "A file that is not a usable code object, or a kernel it lacks.");
  py::register_exception_translator(&translate);
}

}  // namespace wmmasim::python
