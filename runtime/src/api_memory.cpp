// Memory: allocations in the simulator's global memory, copies, fills, symbols, pointer queries. Every copy and
// fill is synchronous (streams are in order and launches complete before they return), so the Async variants are
// the same calls. Errors follow ROCm clr (hipamd/src/hip_memory.cpp): a pointer that is not the start of a live
// allocation, a copy or fill past an allocation's end -> hipErrorInvalidValue.
#include <hip/hip_runtime_api.h>

#include <cstring>
#include <functional>

#include "api.h"

using namespace wmmasim::hiprt;

namespace {

// A synchronising call returns a kernel fault from before it.
hipError_t synchronised(Runtime& rt, hipError_t error) { return rt.sticky() != hipSuccess ? rt.sticky() : error; }

// A copy or fill that succeeded is a slice on its stream's track of the trace (WMMASIM_TRACE).
hipError_t traced(Runtime& rt, hipError_t error, const char* name, std::size_t bytes, hipStream_t stream) {
  if (error == hipSuccess) rt.trace_transfer(name, bytes, stream);
  return error;
}

hipError_t copy(const char* name, void* dst, const void* src, std::size_t bytes, hipMemcpyKind kind,
                hipStream_t stream = nullptr) {
  return api(name, [&](Runtime& rt) { return traced(rt, synchronised(rt, rt.copy(dst, src, bytes, kind)), name, bytes, stream); });
}

hipError_t copy_2d(const char* name, void* dst, std::size_t dst_pitch, const void* src, std::size_t src_pitch,
                   std::size_t width, std::size_t height, hipMemcpyKind kind, hipStream_t stream = nullptr) {
  return api(name, [&](Runtime& rt) {
    if (width > dst_pitch || width > src_pitch) return hipErrorInvalidPitchValue;
    for (std::size_t row = 0; row < height; ++row) {
      const hipError_t e = rt.copy(static_cast<std::byte*>(dst) + row * dst_pitch,
                                   static_cast<const std::byte*>(src) + row * src_pitch, width, kind);
      if (e != hipSuccess) return e;
    }
    return traced(rt, synchronised(rt, hipSuccess), name, width * height, stream);
  });
}

template <class T>
hipError_t fill(const char* name, void* dst, T value, std::size_t count, hipStream_t stream = nullptr) {
  return api(name, [&](Runtime& rt) {
    return traced(rt, synchronised(rt, rt.fill(dst, &value, sizeof value, count)), name, count * sizeof value, stream);
  });
}

// The device address of a registered __device__/__constant__ variable (its host shadow's address is the key).
std::optional<wmmasim::hiprt::CodeObjectImage::Symbol> symbol_of(Runtime& rt, const void* symbol) {
  Variable* variable = rt.variable_for_host(symbol);
  if (variable == nullptr || variable->module == nullptr) return std::nullopt;
  return rt.global(*variable->module, variable->name);
}

hipError_t symbol_copy(const char* name, const void* symbol, std::size_t bytes, std::size_t offset,
                       const std::function<hipError_t(Runtime&, void* device)>& body) {
  return api(name, [&](Runtime& rt) {
    const auto s = symbol_of(rt, symbol);
    if (!s) return hipErrorInvalidSymbol;
    if (offset > s->size || bytes > s->size - offset) return hipErrorInvalidValue;
    return synchronised(rt, body(rt, reinterpret_cast<void*>(s->address + offset)));
  });
}

}  // namespace

extern "C" {

hipError_t hipMalloc(void** pointer, std::size_t size) {
  return api("hipMalloc", [&](Runtime& rt) { return rt.allocate(pointer, size, "hipMalloc"); });
}

hipError_t hipExtMallocWithFlags(void** pointer, std::size_t size, unsigned /*flags*/) {
  return api("hipExtMallocWithFlags", [&](Runtime& rt) { return rt.allocate(pointer, size, "hipExtMallocWithFlags"); });
}

hipError_t hipMallocPitch(void** pointer, std::size_t* pitch, std::size_t width, std::size_t height) {
  return api("hipMallocPitch", [&](Runtime& rt) {
    if (pitch == nullptr) return hipErrorInvalidValue;
    *pitch = (width + 255) / 256 * 256;
    return rt.allocate(pointer, *pitch * height, "hipMallocPitch");
  });
}

hipError_t hipMallocManaged(void** pointer, std::size_t size, unsigned /*flags*/) {
  return api("hipMallocManaged", [&](Runtime& rt) { return rt.allocate_mirrored(pointer, size, "hipMallocManaged"); });
}

hipError_t hipHostMalloc(void** pointer, std::size_t size, unsigned /*flags*/) {
  return api("hipHostMalloc", [&](Runtime& rt) { return rt.allocate_mirrored(pointer, size, "hipHostMalloc"); });
}

hipError_t hipHostAlloc(void** pointer, std::size_t size, unsigned flags) { return hipHostMalloc(pointer, size, flags); }
hipError_t hipMallocHost(void** pointer, std::size_t size) { return hipHostMalloc(pointer, size, 0); }
hipError_t hipMemAllocHost(void** pointer, std::size_t size) { return hipHostMalloc(pointer, size, 0); }

hipError_t hipFree(void* pointer) {
  return api("hipFree", [&](Runtime& rt) { return synchronised(rt, rt.free(pointer)); });
}

hipError_t hipHostFree(void* pointer) {
  return api("hipHostFree", [&](Runtime& rt) { return synchronised(rt, rt.free(pointer)); });
}

hipError_t hipFreeHost(void* pointer) { return hipHostFree(pointer); }

hipError_t hipHostGetDevicePointer(void** device_pointer, void* host_pointer, unsigned /*flags*/) {
  return api("hipHostGetDevicePointer", [&](Runtime& rt) {
    if (device_pointer == nullptr || !rt.block(host_pointer)) return hipErrorInvalidValue;
    *device_pointer = host_pointer;  // mirrored memory has the same address on both sides
    return hipSuccess;
  });
}

hipError_t hipMemcpy(void* dst, const void* src, std::size_t bytes, hipMemcpyKind kind) {
  return copy("hipMemcpy", dst, src, bytes, kind);
}
hipError_t hipMemcpy_spt(void* dst, const void* src, std::size_t bytes, hipMemcpyKind kind) {
  return copy("hipMemcpy", dst, src, bytes, kind);
}
hipError_t hipMemcpyWithStream(void* dst, const void* src, std::size_t bytes, hipMemcpyKind kind, hipStream_t stream) {
  return copy("hipMemcpyWithStream", dst, src, bytes, kind, stream);
}
hipError_t hipMemcpyAsync(void* dst, const void* src, std::size_t bytes, hipMemcpyKind kind, hipStream_t stream) {
  return copy("hipMemcpyAsync", dst, src, bytes, kind, stream);
}
hipError_t hipMemcpyHtoD(hipDeviceptr_t dst, void* src, std::size_t bytes) {
  return copy("hipMemcpyHtoD", dst, src, bytes, hipMemcpyHostToDevice);
}
hipError_t hipMemcpyDtoH(void* dst, hipDeviceptr_t src, std::size_t bytes) {
  return copy("hipMemcpyDtoH", dst, src, bytes, hipMemcpyDeviceToHost);
}
hipError_t hipMemcpyDtoD(hipDeviceptr_t dst, hipDeviceptr_t src, std::size_t bytes) {
  return copy("hipMemcpyDtoD", dst, src, bytes, hipMemcpyDeviceToDevice);
}
hipError_t hipMemcpyHtoDAsync(hipDeviceptr_t dst, void* src, std::size_t bytes, hipStream_t stream) {
  return copy("hipMemcpyHtoDAsync", dst, src, bytes, hipMemcpyHostToDevice, stream);
}
hipError_t hipMemcpyDtoHAsync(void* dst, hipDeviceptr_t src, std::size_t bytes, hipStream_t stream) {
  return copy("hipMemcpyDtoHAsync", dst, src, bytes, hipMemcpyDeviceToHost, stream);
}
hipError_t hipMemcpyDtoDAsync(hipDeviceptr_t dst, hipDeviceptr_t src, std::size_t bytes, hipStream_t stream) {
  return copy("hipMemcpyDtoDAsync", dst, src, bytes, hipMemcpyDeviceToDevice, stream);
}
hipError_t hipMemcpy2D(void* dst, std::size_t dst_pitch, const void* src, std::size_t src_pitch, std::size_t width,
                       std::size_t height, hipMemcpyKind kind) {
  return copy_2d("hipMemcpy2D", dst, dst_pitch, src, src_pitch, width, height, kind);
}
hipError_t hipMemcpy2DAsync(void* dst, std::size_t dst_pitch, const void* src, std::size_t src_pitch, std::size_t width,
                            std::size_t height, hipMemcpyKind kind, hipStream_t stream) {
  return copy_2d("hipMemcpy2DAsync", dst, dst_pitch, src, src_pitch, width, height, kind, stream);
}

hipError_t hipMemcpyToSymbol(const void* symbol, const void* src, std::size_t bytes, std::size_t offset,
                             hipMemcpyKind kind) {
  return symbol_copy("hipMemcpyToSymbol", symbol, bytes, offset, [&](Runtime& rt, void* device) {
    return rt.copy(device, src, bytes, kind == hipMemcpyDeviceToDevice ? hipMemcpyDeviceToDevice : hipMemcpyDefault);
  });
}
hipError_t hipMemcpyToSymbolAsync(const void* symbol, const void* src, std::size_t bytes, std::size_t offset,
                                  hipMemcpyKind kind, hipStream_t) {
  return hipMemcpyToSymbol(symbol, src, bytes, offset, kind);
}
hipError_t hipMemcpyFromSymbol(void* dst, const void* symbol, std::size_t bytes, std::size_t offset, hipMemcpyKind kind) {
  return symbol_copy("hipMemcpyFromSymbol", symbol, bytes, offset, [&](Runtime& rt, void* device) {
    return rt.copy(dst, device, bytes, kind == hipMemcpyDeviceToDevice ? hipMemcpyDeviceToDevice : hipMemcpyDefault);
  });
}
hipError_t hipMemcpyFromSymbolAsync(void* dst, const void* symbol, std::size_t bytes, std::size_t offset,
                                    hipMemcpyKind kind, hipStream_t) {
  return hipMemcpyFromSymbol(dst, symbol, bytes, offset, kind);
}

hipError_t hipGetSymbolAddress(void** device_pointer, const void* symbol) {
  return api("hipGetSymbolAddress", [&](Runtime& rt) {
    const auto s = symbol_of(rt, symbol);
    if (!s) return hipErrorInvalidSymbol;
    if (device_pointer == nullptr) return hipErrorInvalidValue;
    *device_pointer = reinterpret_cast<void*>(s->address);
    return hipSuccess;
  });
}

hipError_t hipGetSymbolSize(std::size_t* size, const void* symbol) {
  return api("hipGetSymbolSize", [&](Runtime& rt) {
    const auto s = symbol_of(rt, symbol);
    if (!s) return hipErrorInvalidSymbol;
    if (size == nullptr) return hipErrorInvalidValue;
    *size = s->size;
    return hipSuccess;
  });
}

hipError_t hipMemset(void* dst, int value, std::size_t bytes) {
  return fill("hipMemset", dst, static_cast<std::uint8_t>(value), bytes);
}
hipError_t hipMemsetAsync(void* dst, int value, std::size_t bytes, hipStream_t stream) {
  return fill("hipMemsetAsync", dst, static_cast<std::uint8_t>(value), bytes, stream);
}
hipError_t hipMemsetD8(hipDeviceptr_t dst, unsigned char value, std::size_t count) { return fill("hipMemsetD8", dst, value, count); }
hipError_t hipMemsetD8Async(hipDeviceptr_t dst, unsigned char value, std::size_t count, hipStream_t stream) {
  return fill("hipMemsetD8Async", dst, value, count, stream);
}
hipError_t hipMemsetD16(hipDeviceptr_t dst, unsigned short value, std::size_t count) {
  return fill("hipMemsetD16", dst, value, count);
}
hipError_t hipMemsetD16Async(hipDeviceptr_t dst, unsigned short value, std::size_t count, hipStream_t stream) {
  return fill("hipMemsetD16Async", dst, value, count, stream);
}
hipError_t hipMemsetD32(hipDeviceptr_t dst, int value, std::size_t count) { return fill("hipMemsetD32", dst, value, count); }
hipError_t hipMemsetD32Async(hipDeviceptr_t dst, int value, std::size_t count, hipStream_t stream) {
  return fill("hipMemsetD32Async", dst, value, count, stream);
}
hipError_t hipMemset2D(void* dst, std::size_t pitch, int value, std::size_t width, std::size_t height) {
  return api("hipMemset2D", [&](Runtime& rt) {
    const auto byte = static_cast<std::uint8_t>(value);
    for (std::size_t row = 0; row < height; ++row) {
      if (const hipError_t e = rt.fill(static_cast<std::byte*>(dst) + row * pitch, &byte, 1, width); e != hipSuccess) return e;
    }
    return synchronised(rt, hipSuccess);
  });
}

hipError_t hipMemGetInfo(std::size_t* free, std::size_t* total) {
  return api("hipMemGetInfo", [&](Runtime& rt) {
    if (free == nullptr || total == nullptr) return hipErrorInvalidValue;
    *total = Runtime::device_memory_bytes(rt.target());
    *free = *total - std::min<std::size_t>(*total, rt.bytes_allocated());
    return hipSuccess;
  });
}

hipError_t hipMemPtrGetInfo(void* pointer, std::size_t* size) {
  return api("hipMemPtrGetInfo", [&](Runtime& rt) {
    const auto b = rt.block(pointer);
    if (!b || size == nullptr) return hipErrorInvalidValue;
    *size = b->size;
    return hipSuccess;
  });
}

hipError_t hipMemGetAddressRange(hipDeviceptr_t* base, std::size_t* size, hipDeviceptr_t pointer) {
  return api("hipMemGetAddressRange", [&](Runtime& rt) {
    const auto b = rt.block(pointer);
    if (!b) return hipErrorNotFound;
    if (base != nullptr) *base = reinterpret_cast<hipDeviceptr_t>(b->base);
    if (size != nullptr) *size = b->size;
    return hipSuccess;
  });
}

// hipMemoryType differs between the two ABIs: HIP 5 (Host 0, Device 1, Array 2, Unified 3, Managed 4) and ROCm 6
// (Unregistered 0, Host 1, Device 2, Managed 3); ROCm 6 also answers for unknown host pointers instead of failing.
hipError_t hipPointerGetAttributes(hipPointerAttribute_t* attributes, const void* pointer) {
  return api("hipPointerGetAttributes", [&](Runtime& rt) {
    if (attributes == nullptr) return hipErrorInvalidValue;
    std::memset(attributes, 0, sizeof *attributes);
    const auto b = rt.block(pointer);
    const bool v6 = abi_version() >= 6;
    if (!b) {
      if (!v6) return hipErrorInvalidValue;
      attributes->hostPointer = const_cast<void*>(pointer);
      attributes->device = -1;
      return hipSuccess;  // hipMemoryTypeUnregistered
    }
    const int host = v6 ? 1 : 0, device = v6 ? 2 : 1;
    attributes->memoryType = static_cast<hipMemoryType>(b->mirrored() ? host : device);
    attributes->device = 0;
    attributes->devicePointer = const_cast<void*>(pointer);
    attributes->hostPointer = b->mirrored() ? const_cast<void*>(pointer) : nullptr;
    return hipSuccess;
  });
}

}  // extern "C"
