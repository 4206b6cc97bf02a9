// The two kinds of error the simulator reports.
//
// * The simulated program did something the hardware faults on or leaves undefined (an out-of-bounds memory
//   access, global_load_tr with EXEC not all ones, an invalid modifier combination): KernelFault. The CLI maps
//   it to exit code 4 ("simulated kernel fault", docs/cli.md).
// * The caller misused the C++ API (a VGPR index out of range, the wrong number of registers, an instruction the
//   target does not have): std::invalid_argument or std::out_of_range, with a message saying what and where.
//
// Neither is ever undefined behaviour.
#pragma once

#include <cstdint>
#include <optional>
#include <stdexcept>
#include <string>

namespace wmmasim::sim {

class KernelFault : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
  // `pc`: the faulting instruction, a byte offset from the start of the kernel's code (KernelInfo::code_address).
  KernelFault(const std::string& what, std::uint32_t pc) : std::runtime_error(what), pc_(pc) {}

  // Set by the executor for a fault of a running kernel (what source lines are looked up by).
  std::optional<std::uint32_t> pc() const { return pc_; }

 private:
  std::optional<std::uint32_t> pc_;
};

}  // namespace wmmasim::sim
