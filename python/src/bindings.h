// The pieces of the wmmasim._core extension (docs/python.md). Each bind_* adds one part of the C++ library to
// the module; nothing here re-implements what the libraries compute.
#pragma once

#include <pybind11/pybind11.h>

#include <optional>
#include <string>

#include "wmmasim/isa/arch.h"
#include "wmmasim/numerics/numerics.h"

namespace wmmasim::python {

void bind_errors(pybind11::module_& m);
void bind_layouts(pybind11::module_& m);
void bind_kernels(pybind11::module_& m);
void bind_wave(pybind11::module_& m);

// A target by processor name or alias; throws ValueError listing the accepted names.
isa::Target target_named(const std::string& name);
// A numerics model by name (None: the target's default); throws ValueError listing the models.
std::optional<sim::NumericsModel> numerics_named(const std::optional<std::string>& name);

}  // namespace wmmasim::python
