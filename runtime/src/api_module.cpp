// The module API: code objects a program loads itself (a bare AMDGPU ELF, an offload bundle, plain or compressed),
// their kernels and globals, and launches with kernelParams or `extra` (ROCm clr hipamd/src/hip_module.cpp).
#include <hip/hip_ext.h>
#include <hip/hip_runtime_api.h>

#include <cstring>
#include <fstream>
#include <iterator>

#include "api.h"
#include "wmmasim/isa/container.h"

using namespace wmmasim;
using namespace wmmasim::hiprt;

namespace {

Module* module_of(Runtime& rt, hipModule_t module) {
  return rt.is_module(module) ? reinterpret_cast<Module*>(module) : nullptr;
}

Function* function_of(Runtime& rt, hipFunction_t function) {
  return rt.is_function(function) ? reinterpret_cast<Function*>(function) : nullptr;
}

// How many bytes the image at `image` has: clang's formats carry no outer size, their headers give it.
std::size_t image_size(const std::byte* image) {
  if (std::memcmp(image, "\x7f" "ELF", 4) == 0) return elf_image_size(image);
  return isa::offload_bundle_size(image);
}

hipError_t load(Runtime& rt, hipModule_t* out, std::span<const std::byte> bytes, std::string origin) {
  if (out == nullptr) return hipErrorInvalidValue;
  std::unique_ptr<Module> module;
  try {
    module = rt.make_module(bytes, std::move(origin));
  } catch (const std::exception& e) {
    report(e.what());
    return hipErrorInvalidImage;
  }
  if (!module->image) {
    report(module->missing);
    return hipErrorNoBinaryForGpu;
  }
  *out = reinterpret_cast<hipModule_t>(&rt.adopt_module(std::move(module)));
  return hipSuccess;
}

// `extra` = {HIP_LAUNCH_PARAM_BUFFER_POINTER, buffer, HIP_LAUNCH_PARAM_BUFFER_SIZE, &size, HIP_LAUNCH_PARAM_END}:
// the explicit arguments already at their kernarg offsets. clr accepts exactly this order.
std::span<const std::byte> extra_arguments(void** extra) {
  if (extra[0] != HIP_LAUNCH_PARAM_BUFFER_POINTER || extra[2] != HIP_LAUNCH_PARAM_BUFFER_SIZE ||
      extra[4] != HIP_LAUNCH_PARAM_END || extra[3] == nullptr) {
    throw hip_failure{hipErrorInvalidValue};
  }
  return std::span(static_cast<const std::byte*>(extra[1]), *static_cast<const std::size_t*>(extra[3]));
}

hipError_t module_launch(const char* name, hipFunction_t f, std::array<std::uint32_t, 3> grid,
                         std::array<std::uint32_t, 3> block, std::size_t shared_memory, hipStream_t stream,
                         void** params, void** extra) {
  return api(name, [&](Runtime& rt) {
    Function* function = function_of(rt, f);
    if (function == nullptr) return hipErrorInvalidResourceHandle;
    if ((params == nullptr) == (extra == nullptr)) {
      report(fmt::format("{}: give the arguments either as kernelParams or as extra, not {}", name,
                         params == nullptr ? "neither" : "both"));
      return hipErrorInvalidValue;
    }
    const Runtime::LaunchConfig config{grid, block, shared_memory, stream};
    if (params != nullptr) return rt.launch(*function, config, params, {});
    const std::span<const std::byte> kernarg = extra_arguments(extra);
    if (kernarg.empty()) return rt.launch(*function, config, nullptr, {});
    return rt.launch(*function, config, nullptr, kernarg);
  });
}

// hipExtModuleLaunchKernel counts work-items, not workgroups; the simulator runs whole workgroups only.
hipError_t ext_module_launch(hipFunction_t f, std::uint32_t gx, std::uint32_t gy, std::uint32_t gz, std::uint32_t lx,
                             std::uint32_t ly, std::uint32_t lz, std::size_t shared_memory, hipStream_t stream,
                             void** params, void** extra, hipEvent_t start, hipEvent_t stop) {
  if (lx == 0 || ly == 0 || lz == 0) return hipErrorInvalidValue;
  if (gx % lx != 0 || gy % ly != 0 || gz % lz != 0) {
    report("hipExtModuleLaunchKernel: a global size that is not a multiple of the local size (a partial workgroup) is "
           "not supported by the simulator");
    return hipErrorNotSupported;
  }
  if (start != nullptr) {
    if (const hipError_t e = hipEventRecord(start, stream); e != hipSuccess) return e;
  }
  const hipError_t e = module_launch("hipExtModuleLaunchKernel", f, {gx / lx, gy / ly, gz / lz}, {lx, ly, lz},
                                     shared_memory, stream, params, extra);
  if (e != hipSuccess) return e;
  return stop != nullptr ? hipEventRecord(stop, stream) : hipSuccess;
}

}  // namespace

extern "C" {

hipError_t hipModuleLoad(hipModule_t* module, const char* path) {
  return api("hipModuleLoad", [&](Runtime& rt) {
    if (path == nullptr) return hipErrorInvalidValue;
    std::ifstream in(path, std::ios::binary);
    if (!in) {
      report(fmt::format("hipModuleLoad: cannot open '{}'", path));
      return hipErrorFileNotFound;
    }
    const std::vector<char> text{std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
    return load(rt, module, std::as_bytes(std::span(text)), path);
  });
}

hipError_t hipModuleLoadData(hipModule_t* module, const void* image) {
  return api("hipModuleLoadData", [&](Runtime& rt) {
    if (image == nullptr) return hipErrorInvalidValue;
    const auto* bytes = static_cast<const std::byte*>(image);
    std::size_t size = 0;
    try {
      size = image_size(bytes);
    } catch (const std::exception& e) {
      report(fmt::format("hipModuleLoadData: {}", e.what()));
      return hipErrorInvalidImage;
    }
    if (size == 0) return hipErrorInvalidImage;
    return load(rt, module, std::span(bytes, size), "the image given to hipModuleLoadData");
  });
}

hipError_t hipModuleLoadDataEx(hipModule_t* module, const void* image, unsigned, hipJitOption*, void**) {
  return hipModuleLoadData(module, image);
}

hipError_t hipModuleUnload(hipModule_t module) {
  return api("hipModuleUnload", [&](Runtime& rt) {
    Module* m = module_of(rt, module);
    if (m == nullptr) return hipErrorInvalidResourceHandle;
    rt.unload_module(m);
    return hipSuccess;
  });
}

hipError_t hipModuleGetFunction(hipFunction_t* function, hipModule_t module, const char* name) {
  return api("hipModuleGetFunction", [&](Runtime& rt) {
    Module* m = module_of(rt, module);
    if (m == nullptr) return hipErrorInvalidResourceHandle;
    if (function == nullptr || name == nullptr) return hipErrorInvalidValue;
    if (!m->image || !m->image->has_kernel(name)) return hipErrorNotFound;
    *function = reinterpret_cast<hipFunction_t>(&rt.function_of(*m, name));
    return hipSuccess;
  });
}

hipError_t hipModuleGetGlobal(hipDeviceptr_t* pointer, std::size_t* bytes, hipModule_t module, const char* name) {
  return api("hipModuleGetGlobal", [&](Runtime& rt) {
    Module* m = module_of(rt, module);
    if (m == nullptr) return hipErrorInvalidResourceHandle;
    if (name == nullptr) return hipErrorInvalidValue;
    const auto symbol = rt.global(*m, name);
    if (!symbol) return hipErrorNotFound;
    if (pointer != nullptr) *pointer = reinterpret_cast<hipDeviceptr_t>(symbol->address);
    if (bytes != nullptr) *bytes = symbol->size;
    return hipSuccess;
  });
}

hipError_t hipModuleLaunchKernel(hipFunction_t f, unsigned gx, unsigned gy, unsigned gz, unsigned bx, unsigned by,
                                 unsigned bz, unsigned shared_memory, hipStream_t stream, void** params, void** extra) {
  return module_launch("hipModuleLaunchKernel", f, {gx, gy, gz}, {bx, by, bz}, shared_memory, stream, params, extra);
}

hipError_t hipModuleLaunchCooperativeKernel(hipFunction_t f, unsigned gx, unsigned gy, unsigned gz, unsigned bx,
                                            unsigned by, unsigned bz, unsigned shared_memory, hipStream_t stream,
                                            void** params) {
  if (const hipError_t e = cooperative_grid_fits("hipModuleLaunchCooperativeKernel", gx, gy, gz); e != hipSuccess) {
    return Runtime::get().result(e);
  }
  return module_launch("hipModuleLaunchCooperativeKernel", f, {gx, gy, gz}, {bx, by, bz}, shared_memory, stream, params,
                       nullptr);
}

hipError_t hipFuncGetAttribute(int* value, hipFunction_attribute attribute, hipFunction_t f) {
  hipFuncAttributes a;
  Function* function = nullptr;
  {
    Runtime& rt = Runtime::get();
    const std::scoped_lock lock(rt.mutex());
    function = function_of(rt, f);
  }
  if (const hipError_t e = function_attributes(function, &a); e != hipSuccess) return e;
  if (value == nullptr) return hipErrorInvalidValue;
  switch (attribute) {
    case HIP_FUNC_ATTRIBUTE_MAX_THREADS_PER_BLOCK: *value = a.maxThreadsPerBlock; break;
    case HIP_FUNC_ATTRIBUTE_SHARED_SIZE_BYTES: *value = static_cast<int>(a.sharedSizeBytes); break;
    case HIP_FUNC_ATTRIBUTE_LOCAL_SIZE_BYTES: *value = static_cast<int>(a.localSizeBytes); break;
    case HIP_FUNC_ATTRIBUTE_NUM_REGS: *value = a.numRegs; break;
    case HIP_FUNC_ATTRIBUTE_PTX_VERSION: *value = a.ptxVersion; break;
    case HIP_FUNC_ATTRIBUTE_BINARY_VERSION: *value = a.binaryVersion; break;
    case HIP_FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES: *value = a.maxDynamicSharedSizeBytes; break;
    default: *value = 0; break;
  }
  return hipSuccess;
}

hipError_t hipModuleOccupancyMaxActiveBlocksPerMultiprocessor(int* blocks, hipFunction_t f, int block_size,
                                                              std::size_t dynamic_lds) {
  Function* function = nullptr;
  {
    Runtime& rt = Runtime::get();
    const std::scoped_lock lock(rt.mutex());
    function = function_of(rt, f);
  }
  return max_active_blocks(function, blocks, block_size, dynamic_lds);
}

hipError_t hipModuleOccupancyMaxActiveBlocksPerMultiprocessorWithFlags(int* blocks, hipFunction_t f, int block_size,
                                                                       std::size_t dynamic_lds, unsigned) {
  return hipModuleOccupancyMaxActiveBlocksPerMultiprocessor(blocks, f, block_size, dynamic_lds);
}

hipError_t hipModuleOccupancyMaxPotentialBlockSize(int* grid_size, int* block_size, hipFunction_t f,
                                                   std::size_t dynamic_lds, int limit) {
  Function* function = nullptr;
  {
    Runtime& rt = Runtime::get();
    const std::scoped_lock lock(rt.mutex());
    function = function_of(rt, f);
  }
  return max_potential_block_size(function, grid_size, block_size, dynamic_lds, limit);
}

hipError_t hipModuleOccupancyMaxPotentialBlockSizeWithFlags(int* grid_size, int* block_size, hipFunction_t f,
                                                            std::size_t dynamic_lds, int limit, unsigned) {
  return hipModuleOccupancyMaxPotentialBlockSize(grid_size, block_size, f, dynamic_lds, limit);
}

}  // extern "C"

// C++ linkage, as the real library exports them (hip_ext.h).
hipError_t hipExtModuleLaunchKernel(hipFunction_t f, std::uint32_t gx, std::uint32_t gy, std::uint32_t gz,
                                    std::uint32_t lx, std::uint32_t ly, std::uint32_t lz, std::size_t shared_memory,
                                    hipStream_t stream, void** params, void** extra, hipEvent_t start, hipEvent_t stop,
                                    std::uint32_t) {
  return ext_module_launch(f, gx, gy, gz, lx, ly, lz, shared_memory, stream, params, extra, start, stop);
}

hipError_t hipHccModuleLaunchKernel(hipFunction_t f, std::uint32_t gx, std::uint32_t gy, std::uint32_t gz,
                                    std::uint32_t lx, std::uint32_t ly, std::uint32_t lz, std::size_t shared_memory,
                                    hipStream_t stream, void** params, void** extra, hipEvent_t start, hipEvent_t stop) {
  return ext_module_launch(f, gx, gy, gz, lx, ly, lz, shared_memory, stream, params, extra, start, stop);
}
