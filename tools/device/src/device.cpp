#include "wmmasim/device/device.h"

#include <cstring>
#include <type_traits>

#if WMMASIM_WITH_HIP
#include <dlfcn.h>
#include <hip/hip_runtime_api.h>
#endif

namespace wmmasim::sim {

#if WMMASIM_WITH_HIP

namespace {

// The HIP runtime is loaded the first time the device is asked for, not when the process starts: linked, its ROCm
// runtime (libhsa-runtime64) initialises in every process before main, about 14 ms of a spinning clock calibration
// and relocations that every wmmasim command and test paid without ever touching a GPU (docs/device.md).
// The functions the backend calls, with their C signatures (hip_runtime_api.h; hipMalloc is also a C++ template
// there, so the types are written out).
#define WMMASIM_HIP_FUNCTIONS(X)                                                                                \
  X(hipGetDeviceCount, hipError_t(int*))                                                                        \
  X(hipGetDeviceProperties, hipError_t(hipDeviceProp_t*, int))                                                  \
  X(hipGetErrorName, const char*(hipError_t))                                                                   \
  X(hipGetErrorString, const char*(hipError_t))                                                                 \
  X(hipMalloc, hipError_t(void**, size_t))                                                                      \
  X(hipFree, hipError_t(void*))                                                                                 \
  X(hipMemcpy, hipError_t(void*, const void*, size_t, hipMemcpyKind))                                           \
  X(hipModuleLoadData, hipError_t(hipModule_t*, const void*))                                                   \
  X(hipModuleUnload, hipError_t(hipModule_t))                                                                   \
  X(hipModuleGetFunction, hipError_t(hipFunction_t*, hipModule_t, const char*))                                 \
  X(hipModuleLaunchKernel, hipError_t(hipFunction_t, unsigned, unsigned, unsigned, unsigned, unsigned, unsigned, \
                                      unsigned, hipStream_t, void**, void**))                                   \
  X(hipDeviceSynchronize, hipError_t())
// A ROCm 6 header renames some functions to versioned symbols by macro: the symbol is the name after expansion.
#define WMMASIM_SYMBOL_NAME(name) WMMASIM_QUOTE(name)
#define WMMASIM_QUOTE(name) #name

struct HipRuntime {
#define WMMASIM_HIP_POINTER(name, ...) std::add_pointer_t<__VA_ARGS__> name = nullptr;
  WMMASIM_HIP_FUNCTIONS(WMMASIM_HIP_POINTER)
#undef WMMASIM_HIP_POINTER
  std::string error;  // why it could not be loaded; empty when every function is there
};

// The library CMake found (WMMASIM_HIP_LIBRARY_PATH), by its path: a libamdhip64 on LD_LIBRARY_PATH may be wmmasim's
// own simulated runtime (runtime/), which must never stand in for the device. Never unloaded (it keeps threads).
HipRuntime load_hip_runtime() {
  HipRuntime hip;
  void* library = dlopen(WMMASIM_HIP_LIBRARY_PATH, RTLD_NOW | RTLD_LOCAL);
  if (library == nullptr) {
    hip.error = std::string("the HIP runtime could not be loaded (") + dlerror() + ")";
    return hip;
  }
#define WMMASIM_HIP_RESOLVE(name, ...)                                                                         \
  hip.name = reinterpret_cast<std::add_pointer_t<__VA_ARGS__>>(dlsym(library, WMMASIM_SYMBOL_NAME(name)));    \
  if (hip.name == nullptr && hip.error.empty())                                                                \
    hip.error = std::string("the HIP runtime " WMMASIM_HIP_LIBRARY_PATH " has no ") + WMMASIM_SYMBOL_NAME(name);
  WMMASIM_HIP_FUNCTIONS(WMMASIM_HIP_RESOLVE)
#undef WMMASIM_HIP_RESOLVE
  return hip;
}

const HipRuntime& hip() {
  static const HipRuntime runtime = load_hip_runtime();
  return runtime;
}

void check(hipError_t status, const char* call) {
  if (status != hipSuccess) {
    throw DeviceError(std::string(call) + " failed: " + hip().hipGetErrorName(status) + " (" +
                      hip().hipGetErrorString(status) + ")");
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
    for (void* p : pointers_) static_cast<void>(hip().hipFree(p));
  }
  void* allocate(std::size_t bytes) {
    void* p = nullptr;
    check(hip().hipMalloc(&p, bytes == 0 ? 1 : bytes), "hipMalloc");
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
    check(hip().hipModuleLoadData(&module_, code_object.data()), "hipModuleLoadData");
  }
  ~LoadedModule() { static_cast<void>(hip().hipModuleUnload(module_)); }
  LoadedModule(const LoadedModule&) = delete;
  LoadedModule& operator=(const LoadedModule&) = delete;
  hipFunction_t function(const std::string& name) const {
    hipFunction_t f = nullptr;
    check(hip().hipModuleGetFunction(&f, module_, name.c_str()), ("hipModuleGetFunction(" + name + ")").c_str());
    return f;
  }

 private:
  hipModule_t module_ = nullptr;
};

}  // namespace

bool device_backend_compiled() { return true; }

std::optional<DeviceInfo> probe_device(std::string& why_not) {
  if (!hip().error.empty()) {
    why_not = hip().error;
    return std::nullopt;
  }
  int count = 0;
  const hipError_t status = hip().hipGetDeviceCount(&count);
  if (status != hipSuccess || count == 0) {
    why_not = std::string("no HIP device found (hipGetDeviceCount: ") + hip().hipGetErrorName(status) + ")";
    return std::nullopt;
  }
  hipDeviceProp_t props{};
  if (hip().hipGetDeviceProperties(&props, 0) != hipSuccess) {
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
    check(hip().hipMemcpy(p, b.contents.data(), b.contents.size(), hipMemcpyHostToDevice), "hipMemcpy (to device)");
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
  check(hip().hipModuleLaunchKernel(function, d.grid[0], d.grid[1], d.grid[2], d.block[0], d.block[1], d.block[2],
                                    d.dynamic_lds_bytes, nullptr, nullptr, config),
        "hipModuleLaunchKernel");
  check(hip().hipDeviceSynchronize(), "hipDeviceSynchronize (the kernel faulted on the device?)");

  std::vector<std::vector<std::byte>> results;
  for (std::size_t i = 0; i < launch.buffers.size(); ++i) {
    std::vector<std::byte> host(launch.buffers[i].contents.size());
    check(hip().hipMemcpy(host.data(), device_buffers[i], host.size(), hipMemcpyDeviceToHost), "hipMemcpy (to host)");
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
