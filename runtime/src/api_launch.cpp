// What clang's host code calls: registration of the program's offload bundle, kernels and device variables (from
// __hip_module_ctor), the <<<>>> configuration stack, and the launches. Signatures: ROCm clr
// hipamd/src/hip_platform.cpp; calls as clang-19 emits them: clang/lib/CodeGen/CGCUDANV.cpp.
#include <hip/hip_ext.h>
#include <hip/hip_runtime_api.h>

#include <fmt/format.h>

#include <cstring>

#include "api.h"
#include "unsupported.h"
#include "wmmasim/isa/container.h"

using wmmasim::hiprt::api;
using wmmasim::hiprt::Runtime;

namespace wmmasim::hiprt {
namespace {

// The wrapper clang places in .hipFatBinSegment: magic "HIPF" (__hipFatMAGIC2), version 1, the bundle.
struct FatBinaryWrapper {
  std::uint32_t magic;
  std::uint32_t version;
  const void* binary;
  const void* unused;
};
constexpr std::uint32_t kFatBinaryMagic = 0x48495046;

std::array<std::uint32_t, 3> dims(const dim3& d) { return {d.x, d.y, d.z}; }


// The module of a registered bundle: what clang's wrapper points to has no size, the bundle header gives it.
std::unique_ptr<Module> bundle_module(Runtime& runtime, const void* binary) {
  const auto* bundle = static_cast<const std::byte*>(binary);
  return runtime.make_module(std::span(bundle, isa::offload_bundle_size(bundle)), "the program's offload bundle");
}

}  // namespace

hipError_t cooperative_grid_fits(std::string_view api, unsigned x, unsigned y, unsigned z) {
  if (std::uint64_t{x} * y * z <= 1) return hipSuccess;
  report(fmt::format("{}: a grid of {}x{}x{} workgroups cannot be co-resident: the simulator runs workgroups one after "
                     "another, so grid-wide sync cannot be honoured (hipDeviceAttributeCooperativeLaunch is 0); "
                     "cooperative launches take one workgroup",
                     api, x, y, z));
  return hipErrorCooperativeLaunchTooLarge;
}

}  // namespace wmmasim::hiprt

using namespace wmmasim::hiprt;

extern "C" {

void** __hipRegisterFatBinary(const void* data) {
  Runtime& runtime = Runtime::get();
  const std::scoped_lock lock(runtime.mutex());
  const auto* wrapper = static_cast<const FatBinaryWrapper*>(data);
  std::unique_ptr<Module> module;
  try {
    if (wrapper == nullptr || wrapper->magic != kFatBinaryMagic || wrapper->version != 1) {
      throw std::runtime_error("the program's fat binary wrapper is not clang's (magic \"HIPF\", version 1)");
    }
    module = bundle_module(runtime, wrapper->binary);
  } catch (const std::exception& e) {
    module = std::make_unique<Module>();
    module->origin = "the program's offload bundle";
    module->missing = e.what();
  }
  // Said once here; a launch of one of its kernels says it again and fails with hipErrorNoBinaryForGpu.
  if (!module->image) report(module->missing);
  return reinterpret_cast<void**>(&runtime.adopt_module(std::move(module)));
}

void __hipUnregisterFatBinary(void** handle) {
  Runtime& runtime = Runtime::get();
  const std::scoped_lock lock(runtime.mutex());
  runtime.unregister_fat_binary(reinterpret_cast<Module*>(handle));
}

void __hipRegisterFunction(void** handle, const void* host_function, char* device_function, const char* /*device_name*/,
                           unsigned /*thread_limit*/, void* /*tid*/, void* /*bid*/, dim3* /*block*/, dim3* /*grid*/,
                           int* /*wave_size*/) {
  Runtime& runtime = Runtime::get();
  const std::scoped_lock lock(runtime.mutex());
  if (!runtime.is_module(handle) || device_function == nullptr) return;
  runtime.register_function(*reinterpret_cast<Module*>(handle), host_function, device_function);
}

void __hipRegisterVar(void** handle, void* host_variable, char* /*host_name*/, char* device_name, int /*ext*/,
                      std::size_t size, int /*constant*/, int /*global*/) {
  Runtime& runtime = Runtime::get();
  const std::scoped_lock lock(runtime.mutex());
  if (!runtime.is_module(handle) || device_name == nullptr) return;
  runtime.register_variable(*reinterpret_cast<Module*>(handle), host_variable, device_name, size);
}

// A __managed__ variable: the host reads and writes it through *pointer, kernels through the device symbol `name`,
// which holds the address of the managed allocation (reference: clang CGCUDANV.cpp, the ".managed" init value).
void __hipRegisterManagedVar(void* handle, void** pointer, void* init_value, const char* name, std::size_t size,
                             unsigned /*align*/) {
  Runtime& runtime = Runtime::get();
  const std::scoped_lock lock(runtime.mutex());
  if (!runtime.is_module(handle) || pointer == nullptr || name == nullptr) return;
  runtime.register_managed_variable(*static_cast<Module*>(handle), pointer, init_value, name, size);
}

void __hipRegisterSurface(void**, void*, char*, char*, int, int) { unsupported("__hipRegisterSurface"); }
void __hipRegisterTexture(void**, void*, char*, char*, int, int, int) { unsupported("__hipRegisterTexture"); }

hipError_t __hipPushCallConfiguration(dim3 grid, dim3 block, std::size_t shared_memory, hipStream_t stream) {
  return api("__hipPushCallConfiguration", [&](Runtime& rt) {
    rt.push_configuration(Runtime::LaunchConfig{dims(grid), dims(block), shared_memory, stream});
    return hipSuccess;
  });
}

hipError_t __hipPopCallConfiguration(dim3* grid, dim3* block, std::size_t* shared_memory, hipStream_t* stream) {
  return api("__hipPopCallConfiguration", [&](Runtime& rt) {
    const auto config = rt.pop_configuration();
    if (!config) return hipErrorMissingConfiguration;
    *grid = dim3(config->grid[0], config->grid[1], config->grid[2]);
    *block = dim3(config->block[0], config->block[1], config->block[2]);
    *shared_memory = config->dynamic_lds;
    *stream = config->stream;
    return hipSuccess;
  });
}

hipError_t hipLaunchKernel(const void* function_address, dim3 grid, dim3 block, void** args, std::size_t shared_memory,
                           hipStream_t stream) {
  return api("hipLaunchKernel", [&](Runtime& rt) {
    Function* function = rt.function_for_host(function_address);
    if (function == nullptr) {
      report(fmt::format("hipLaunchKernel: {} is not a registered kernel", function_address));
      return hipErrorInvalidDeviceFunction;
    }
    return rt.launch(*function, Runtime::LaunchConfig{dims(grid), dims(block), shared_memory, stream}, args, {});
  });
}

hipError_t hipLaunchKernel_spt(const void* function_address, dim3 grid, dim3 block, void** args,
                               std::size_t shared_memory, hipStream_t stream) {
  return hipLaunchKernel(function_address, grid, block, args, shared_memory, stream);
}

// hip_ext.h: a launch that records `start` before and `stop` after the kernel.
hipError_t hipExtLaunchKernel(const void* function_address, dim3 grid, dim3 block, void** args, std::size_t shared_memory,
                              hipStream_t stream, hipEvent_t start, hipEvent_t stop, int /*flags*/) {
  if (start != nullptr) {
    if (const hipError_t e = hipEventRecord(start, stream); e != hipSuccess) return e;
  }
  if (const hipError_t e = hipLaunchKernel(function_address, grid, block, args, shared_memory, stream); e != hipSuccess) {
    return e;
  }
  return stop != nullptr ? hipEventRecord(stop, stream) : hipSuccess;
}

hipError_t hipLaunchCooperativeKernel(const void* function_address, dim3 grid, dim3 block, void** args,
                                      unsigned shared_memory, hipStream_t stream) {
  if (const hipError_t e = cooperative_grid_fits("hipLaunchCooperativeKernel", grid.x, grid.y, grid.z); e != hipSuccess) {
    return Runtime::get().result(e);
  }
  return hipLaunchKernel(function_address, grid, block, args, shared_memory, stream);
}

hipError_t hipLaunchCooperativeKernel_spt(const void* function_address, dim3 grid, dim3 block, void** args,
                                          unsigned shared_memory, hipStream_t stream) {
  return hipLaunchCooperativeKernel(function_address, grid, block, args, shared_memory, stream);
}

}  // extern "C"
