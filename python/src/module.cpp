// wmmasim._core: the C++ library as a Python extension. The package's __init__.py re-exports it.
#include <fmt/format.h>
#include <pybind11/stl.h>

#include <stdexcept>

#include "bindings.h"
#include "wmmasim/exec/executor.h"

namespace py = pybind11;

namespace wmmasim::python {

isa::Target target_named(const std::string& name) {
  const std::optional<isa::Target> target = isa::find_target(name);
  if (!target) throw py::value_error(fmt::format("unknown arch '{}': use one of {}", name, isa::accepted_target_names()));
  return *target;
}

std::optional<sim::NumericsModel> numerics_named(const std::optional<std::string>& name) {
  if (!name) return std::nullopt;
  if (const auto model = sim::parse_numerics_model(*name)) return model;
  std::string names;
  for (const sim::NumericsModel m : sim::all_numerics_models()) {
    names += (names.empty() ? "" : ", ") + std::string(sim::numerics_model_name(m));
  }
  throw py::value_error(fmt::format("unknown numerics '{}': use one of {}", *name, names));
}

}  // namespace wmmasim::python

PYBIND11_MODULE(_core, m) {
  m.doc() = "wmmasim: AMD RDNA3/RDNA4 matrix-instruction layouts, kernels and waves, simulated on the CPU.";
  // C++ argument errors are Python's ValueError/IndexError (pybind11 translates invalid_argument and
  // out_of_range); the simulator's own errors get classes of their own (bind_errors).
  wmmasim::python::bind_errors(m);
  wmmasim::python::bind_layouts(m);
  wmmasim::python::bind_kernels(m);
  wmmasim::python::bind_wave(m);
}
