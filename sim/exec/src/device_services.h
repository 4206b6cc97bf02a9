// What a launch offers a kernel besides memory: the hostcall buffer (hidden_hostcall_buffer), through which the
// default device printf reaches the host, and the printf buffer (hidden_printf_buffer) of buffered printf. Both
// are placed in global memory when the kernel's metadata asks for them. A wave waiting for the host spins with
// s_sleep (ROCm-Device-Libs ockl/src/hostcall_impl.cl, get_return_value), which is when the packets are served;
// buffered printf's records are printed when the launch ends. Messages go to stdout (stderr when the kernel asks).
#pragma once

#include <cstdint>
#include <map>
#include <memory>
#include <mutex>
#include <string>
#include <vector>

#include "wmmasim/exec/executor.h"

namespace wmmasim::sim::exec {

class DeviceServices {
 public:
  // The buffers `info`'s hidden arguments ask for, in `memory`; null when it asks for none.
  static std::unique_ptr<DeviceServices> for_kernel(const KernelInfo& info, GlobalMemory& memory);
  DeviceServices(const KernelInfo& info, GlobalMemory& memory);

  std::uint64_t hostcall_buffer() const { return hostcall_buffer_; }
  std::uint64_t printf_buffer() const { return printf_buffer_; }

  // Serves every packet on the hostcall buffer's ready stack and hands it back (clears its READY flag). Throws
  // KernelFault for a service other than printf (device malloc, function calls).
  void serve_hostcalls(GlobalMemory& memory);
  // Prints buffered printf's records and frees the buffers; never throws.
  void finish(GlobalMemory& memory) noexcept;

 private:
  void serve_printf(std::uint64_t slot[8]);
  void place_hostcall_buffer(GlobalMemory& memory);

  std::uint64_t hostcall_buffer_ = 0;
  std::uint64_t doorbell_ = 0;
  std::uint64_t printf_buffer_ = 0;
  std::map<std::uint64_t, std::string> printf_formats_;
  std::mutex mutex_;
  std::map<std::uint64_t, std::vector<std::uint64_t>> messages_;  // hostcall printf messages being sent, by id
  std::uint64_t next_message_ = 0;
};

}  // namespace wmmasim::sim::exec
