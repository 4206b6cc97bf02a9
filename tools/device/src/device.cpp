#include "wmmasim/device/device.h"

#include <cstring>

#if WMMASIM_WITH_HIP
#include <hip/hip_runtime_api.h>
#endif

namespace wmmasim::sim {

#if WMMASIM_WITH_HIP

namespace {

void check(hipError_t status, const char* call) {
  if (status != hipSuccess) {
    throw DeviceError(std::string(call) + " failed: " + hipGetErrorName(status) + " (" + hipGetErrorString(status) +
                      ")");
  }
}

// hipDeviceProp_t::gcnArchName carries feature suffixes ("gfx1201:sramecc-:xnack-"); the target is the prefix.
std::string base_arch(const char* gcn_arch_name) {
  const std::string full = gcn_arch_name;
  return full.substr(0, full.find(':'));
}

// Device allocations released on every path, including exceptions.
class DeviceBuffers {
 public:
  ~DeviceBuffers() {
    for (void* p : pointers_) static_cast<void>(hipFree(p));
  }
  void* allocate(std::size_t bytes) {
    void* p = nullptr;
    check(hipMalloc(&p, bytes == 0 ? 1 : bytes), "hipMalloc");
    pointers_.push_back(p);
    return p;
  }
  void* operator[](std::size_t i) const { return pointers_[i]; }

 private:
  std::vector<void*> pointers_;
};

class LoadedModule {
 public:
  explicit LoadedModule(std::span<const std::byte> code_object) {
    check(hipModuleLoadData(&module_, code_object.data()), "hipModuleLoadData");
  }
  ~LoadedModule() { static_cast<void>(hipModuleUnload(module_)); }
  LoadedModule(const LoadedModule&) = delete;
  LoadedModule& operator=(const LoadedModule&) = delete;
  hipFunction_t function(const std::string& name) const {
    hipFunction_t f = nullptr;
    check(hipModuleGetFunction(&f, module_, name.c_str()), ("hipModuleGetFunction(" + name + ")").c_str());
    return f;
  }

 private:
  hipModule_t module_ = nullptr;
};

}  // namespace

bool device_backend_compiled() { return true; }

std::optional<DeviceInfo> probe_device(std::string& why_not) {
  int count = 0;
  const hipError_t status = hipGetDeviceCount(&count);
  if (status != hipSuccess || count == 0) {
    why_not = std::string("no HIP device found (hipGetDeviceCount: ") + hipGetErrorName(status) + ")";
    return std::nullopt;
  }
  hipDeviceProp_t props{};
  if (hipGetDeviceProperties(&props, 0) != hipSuccess) {
    why_not = "hipGetDeviceProperties failed for device 0";
    return std::nullopt;
  }
  return DeviceInfo{props.name, base_arch(props.gcnArchName), props.multiProcessorCount};
}

std::vector<std::vector<std::byte>> run_on_device(const KernelLaunch& launch, const std::string& expected_arch) {
  std::string why_not;
  const auto device = probe_device(why_not);
  if (!device) throw DeviceError(why_not);
  if (device->gcn_arch != expected_arch) {
    throw DeviceError("the device is " + device->gcn_arch + " but the code object is for " + expected_arch +
                      ": build the kernel for the device's architecture");
  }
  const LoadedModule module(launch.code_object);
  const hipFunction_t function = module.function(launch.kernel);

  DeviceBuffers device_buffers;
  std::vector<std::byte> kernarg = launch.dispatch.kernarg;
  for (const KernelLaunch::Buffer& b : launch.buffers) {
    void* p = device_buffers.allocate(b.contents.size());
    check(hipMemcpy(p, b.contents.data(), b.contents.size(), hipMemcpyHostToDevice), "hipMemcpy (to device)");
    if (b.kernarg_offset + sizeof(p) > kernarg.size()) throw DeviceError("buffer address lies outside the kernarg");
    std::memcpy(kernarg.data() + b.kernarg_offset, &p, sizeof(p));
  }
  for (const KernelLaunch::Pointer& pointer : launch.pointers) {
    if (pointer.buffer >= launch.buffers.size() || pointer.kernarg_offset + sizeof(void*) > kernarg.size()) {
      throw DeviceError("a pointer argument lies outside the kernarg or names no buffer");
    }
    void* p = static_cast<std::byte*>(device_buffers[pointer.buffer]) + pointer.offset;
    std::memcpy(kernarg.data() + pointer.kernarg_offset, &p, sizeof(p));
  }

  std::size_t kernarg_size = kernarg.size();
  void* config[] = {HIP_LAUNCH_PARAM_BUFFER_POINTER, kernarg.data(), HIP_LAUNCH_PARAM_BUFFER_SIZE, &kernarg_size,
                    HIP_LAUNCH_PARAM_END};
  const Dispatch& d = launch.dispatch;
  check(hipModuleLaunchKernel(function, d.grid[0], d.grid[1], d.grid[2], d.block[0], d.block[1], d.block[2],
                              d.dynamic_lds_bytes, nullptr, nullptr, config),
        "hipModuleLaunchKernel");
  check(hipDeviceSynchronize(), "hipDeviceSynchronize (the kernel faulted on the device?)");

  std::vector<std::vector<std::byte>> results;
  for (std::size_t i = 0; i < launch.buffers.size(); ++i) {
    std::vector<std::byte> host(launch.buffers[i].contents.size());
    check(hipMemcpy(host.data(), device_buffers[i], host.size(), hipMemcpyDeviceToHost), "hipMemcpy (to host)");
    results.push_back(std::move(host));
  }
  return results;
}

#else  // built without the HIP runtime

bool device_backend_compiled() { return false; }

std::optional<DeviceInfo> probe_device(std::string& why_not) {
  why_not = "wmmasim was built without the HIP backend (install the HIP runtime, e.g. Debian's libamdhip64-dev, "
            "and reconfigure with -DWMMASIM_WITH_HIP=ON)";
  return std::nullopt;
}

std::vector<std::vector<std::byte>> run_on_device(const KernelLaunch&, const std::string&) {
  std::string why_not;
  probe_device(why_not);
  throw DeviceError(why_not);
}

#endif

}  // namespace wmmasim::sim
