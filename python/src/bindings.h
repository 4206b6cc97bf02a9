// The pieces of the wmmasim._core extension (docs/python.md). Each bind_* adds one part of the C++ library to
// the module; nothing here re-implements what the libraries compute.
#pragma once

#include <pybind11/pybind11.h>

#include <optional>
#include <string>

#include "wmmasim/debuginfo/source_lines.h"
#include "wmmasim/isa/arch.h"
#include "wmmasim/numerics/numerics.h"
#include "wmmasim/state/errors.h"

namespace wmmasim::python {

void bind_errors(pybind11::module_& m);
void bind_layouts(pybind11::module_& m);
void bind_kernels(pybind11::module_& m);
void bind_wave(pybind11::module_& m);

// A target by processor name or alias; throws ValueError listing the accepted names.
isa::Target target_named(const std::string& name);
// A numerics model by name (None: the target's default); throws ValueError listing the models.
std::optional<sim::NumericsModel> numerics_named(const std::optional<std::string>& name);
// Raises the KernelFault subclass of `fault` as a Python exception (throws pybind11::error_already_set) with the
// source position of the faulting instruction: its message ends "; source: <file:line (inlined chain)>", as the
// CLI's does, and source_line is "file:line" (None when the code object has no line for it).
[[noreturn]] void raise_kernel_fault(const sim::KernelFault& fault, const debuginfo::SourcePosition& position);

}  // namespace wmmasim::python
