// The one simulated device: its properties from the machine description (timing/machines/*.json), kernel attributes and
// occupancy from the kernel descriptor, versions, errors and synchronisation.
#include <hip/hip_runtime_api.h>

#include <algorithm>
#include <climits>
#include <cstring>

#include "api.h"
#include "device_properties.h"
#include "wmmasim/timing/model.h"

using namespace wmmasim;
using namespace wmmasim::hiprt;

namespace {

// HIP_VERSION of the headers each ABI stands for: Debian's HIP 5.2.21153 and ROCm 6.2.
int hip_version() { return abi_version() >= 6 ? 60241134 : 50221153; }

// "AMD Radeon RX 9070 XT (wmmasim)": the simulated board, marked as simulated.
std::string device_name(const sim::MachineDescription& machine) {
  const std::string board = machine.board.substr(0, machine.board.find(" ("));
  return board + " (wmmasim)";
}

// The fields both layouts share, filled the way ROCm clr does (hipamd/src/hip_device.cpp ihipGetDeviceProperties).
template <class Properties>
void fill_common(Properties& p, Runtime& rt) {
  std::memset(&p, 0, sizeof p);
  const sim::MachineDescription& m = rt.machine();
  const isa::Target target = rt.target();
  std::snprintf(p.name, sizeof p.name, "%s", device_name(m).c_str());
  std::snprintf(p.gcnArchName, sizeof p.gcnArchName, "%.*s", static_cast<int>(target.name.size()), target.name.data());
  p.totalGlobalMem = Runtime::device_memory_bytes(target);
  p.sharedMemPerBlock = sim::Lds::kMaxBytes;
  p.regsPerBlock = m.simds_per_cu * m.vgprs_per_simd_lane * 32;
  p.warpSize = 32;
  p.maxThreadsPerBlock = 1024;
  p.maxThreadsDim[0] = p.maxThreadsDim[1] = p.maxThreadsDim[2] = 1024;
  p.maxGridSize[0] = INT32_MAX;
  p.maxGridSize[1] = p.maxGridSize[2] = 65536;
  p.clockRate = m.clock_mhz * 1000;  // kHz
  p.totalConstMem = Runtime::device_memory_bytes(target);
  // gfxMMmS: major MM, minor m (ROCm reports gfx1151 as 11.5, gfx1201 as 12.0).
  p.major = target.family == isa::Family::Gfx12 ? 12 : 11;
  p.minor = target.name[5] - '0';
  p.multiProcessorCount = m.compute_units;
  p.maxThreadsPerMultiProcessor = m.max_waves_per_simd * m.simds_per_cu * 32;
  p.concurrentKernels = 1;
  p.canMapHostMemory = 1;
  p.managedMemory = 1;
  p.maxSharedMemoryPerMultiProcessor = static_cast<std::size_t>(m.lds_bytes_per_cu);
  p.clockInstructionRate = 100000;  // kHz of the 100 MHz timestamp counter
  p.memPitch = INT32_MAX;
  p.textureAlignment = 256;
  p.texturePitchAlignment = 256;
  p.arch.hasGlobalInt32Atomics = p.arch.hasGlobalFloatAtomicExch = p.arch.hasSharedInt32Atomics = 1;
  p.arch.hasSharedFloatAtomicExch = p.arch.hasFloatAtomicAdd = p.arch.hasGlobalInt64Atomics = 1;
  p.arch.hasSharedInt64Atomics = p.arch.hasDoubles = p.arch.hasWarpVote = p.arch.hasWarpBallot = 1;
  p.arch.hasWarpShuffle = p.arch.hasThreadFenceSystem = p.arch.has3dGrid = 1;
}

void fill(hipDeviceProp_t& p, Runtime& rt) {
  fill_common(p, rt);
  p.gcnArch = p.major * 100 + (rt.target().name.ends_with("1201") ? 1 : 0);
}

void fill(DevicePropertiesR0600& p, Runtime& rt) {
  fill_common(p, rt);
  const sim::MachineDescription& m = rt.machine();
  p.regsPerMultiprocessor = p.regsPerBlock;
  p.sharedMemPerMultiprocessor = static_cast<std::size_t>(m.lds_bytes_per_cu);
  p.sharedMemPerBlockOptin = sim::Lds::kMaxBytes;
  p.maxBlocksPerMultiProcessor = p.maxThreadsPerMultiProcessor / 1024;
  p.unifiedAddressing = 1;
  p.deviceOverlap = 1;
  p.asyncEngineCount = 1;  // copies and kernels on streams are accepted; clr's deviceOverlap is asyncEngineCount > 0
  // As clr sets them whatever the board (hipamd/src/hip_device.cpp ihipGetDeviceProperties).
  p.streamPrioritiesSupported = 1;
  p.globalL1CacheSupported = p.localL1CacheSupported = 1;
  p.persistingL2CacheMaxSize = p.l2CacheSize;
}

hipError_t check_device(int device) { return device == 0 ? hipSuccess : hipErrorInvalidDevice; }

// The attributes ROCm 6 added (hipDeviceAttribute_t of ROCm/HIP rocm-6.2.0); libamdhip64.so.6's callers name them,
// the HIP 5.2 headers this file is compiled with do not. Outside HIP 5.2's values.
constexpr int kVirtualMemoryManagementSupported = -100;
constexpr int kHostRegisterSupported = -101;
constexpr int kMemoryPoolSupportedHandleTypes = -102;
constexpr int kWallClockRate = -103;
constexpr int kNoAttribute = -1;  // hipDeviceAttributeUnused1..5 and numbers no header names

// The HIP 5.2 attribute that ROCm 6.2's number `n` names. HIP 6 inserted hipDeviceAttributeUnused1..5 and four new
// attributes into HIP 5's list, so from 64 on one attribute has two numbers (docs/runtime.md has the table).
int from_hip6(int n) {
  if (n < 64) return n;                                    // EccEnabled .. MultiprocessorCount: unchanged
  if (n == 64 || n == 87) return kNoAttribute;             // Unused1, Unused2
  if (n < 87) return n - 1;                                // Name .. UnifiedAddressing
  if (n < 91) return n - 2;                                // Uuid, WarpSize, MemoryPoolsSupported
  if (n == 91) return kVirtualMemoryManagementSupported;
  if (n == 92) return kHostRegisterSupported;
  if (n == 93) return kMemoryPoolSupportedHandleTypes;
  if (n == hipDeviceAttributeClockInstructionRate) return n;  // 10000
  if (n == 10002 || n == 10003) return n - 1;              // Arch, MaxSharedMemoryPerMultiprocessor
  if (n == 10005) return hipDeviceAttributeGcnArch;
  if (n >= 10007 && n <= 10019) return n - 3;              // GcnArchName .. FineGrainSupport
  if (n == 10020) return kWallClockRate;
  return kNoAttribute;                                     // Unused3..5 (10001, 10004, 10006), anything else
}

// What hipDeviceGetAttribute answers, attribute by attribute as ROCm clr's hipDeviceGetAttribute does
// (hipamd/src/hip_device_runtime.cpp, rocm-6.2.0) for a device without images: clr's image limits are 0 when the
// agent has no image extension, and so is ImageSupport. `known` is false for what clr answers with
// hipErrorInvalidValue (Name, Uuid, Luid, Arch, GcnArch, GcnArchName, MaxThreadsDim, the layered, gather, linear-2D,
// mipmap-2D, alternate-3D and cubemap-layered texture and surface limits, SingleToDoublePrecisionPerfRatio,
// TccDriver, the Unused ones). Where this device differs from clr's answer the line says why.
int attribute(int a, const DevicePropertiesR0600& p, bool& known) {
  constexpr std::size_t kIntMax = INT_MAX;
  known = true;
  switch (a) {
    case hipDeviceAttributeMaxThreadsPerBlock: return p.maxThreadsPerBlock;
    case hipDeviceAttributeAsyncEngineCount: return p.asyncEngineCount;
    case hipDeviceAttributeMaxBlockDimX:
    case hipDeviceAttributeMaxBlockDimY:
    case hipDeviceAttributeMaxBlockDimZ: return p.maxThreadsDim[a - hipDeviceAttributeMaxBlockDimX];
    case hipDeviceAttributeMaxGridDimX:
    case hipDeviceAttributeMaxGridDimY:
    case hipDeviceAttributeMaxGridDimZ: return p.maxGridSize[a - hipDeviceAttributeMaxGridDimX];
    case hipDeviceAttributeMaxSurface1D: return p.maxSurface1D;
    case hipDeviceAttributeMaxSharedMemoryPerBlock: return static_cast<int>(p.sharedMemPerBlock);
    case hipDeviceAttributeSharedMemPerBlockOptin: return static_cast<int>(p.sharedMemPerBlockOptin);
    case hipDeviceAttributeSharedMemPerMultiprocessor: return static_cast<int>(p.sharedMemPerMultiprocessor);
    case hipDeviceAttributeStreamPrioritiesSupported: return p.streamPrioritiesSupported;
    case hipDeviceAttributeSurfaceAlignment: return static_cast<int>(p.surfaceAlignment);
    case hipDeviceAttributeTotalConstantMemory: return static_cast<int>(std::min(p.totalConstMem, kIntMax));
    case hipDeviceAttributeTotalGlobalMem: return static_cast<int>(std::min(p.totalGlobalMem, kIntMax));
    case hipDeviceAttributeWarpSize: return p.warpSize;
    case hipDeviceAttributeMaxRegistersPerBlock: return p.regsPerBlock;
    case hipDeviceAttributeClockRate: return p.clockRate;
    case kWallClockRate: return p.clockInstructionRate;  // the 100 MHz counter s_sendmsg_rtn REALTIME reads, in kHz
    case hipDeviceAttributeMemoryClockRate: return p.memoryClockRate;
    case hipDeviceAttributeMemoryBusWidth: return p.memoryBusWidth;
    case hipDeviceAttributeMultiprocessorCount: return p.multiProcessorCount;
    case hipDeviceAttributeComputeMode: return p.computeMode;
    case hipDeviceAttributeComputePreemptionSupported: return p.computePreemptionSupported;
    case hipDeviceAttributeL2CacheSize: return p.l2CacheSize;
    case hipDeviceAttributeLocalL1CacheSupported: return p.localL1CacheSupported;
    case hipDeviceAttributeLuidDeviceNodeMask: return static_cast<int>(p.luidDeviceNodeMask);
    case hipDeviceAttributeMaxThreadsPerMultiProcessor: return p.maxThreadsPerMultiProcessor;
    case hipDeviceAttributeComputeCapabilityMajor: return p.major;
    case hipDeviceAttributeComputeCapabilityMinor: return p.minor;
    case hipDeviceAttributeMultiGpuBoardGroupID: return p.multiGpuBoardGroupID;
    case hipDeviceAttributePciBusId: return p.pciBusID;
    case hipDeviceAttributeConcurrentKernels: return p.concurrentKernels;
    case hipDeviceAttributePciDeviceId: return p.pciDeviceID;
    case hipDeviceAttributePciDomainID: return p.pciDomainID;
    case hipDeviceAttributePersistingL2CacheMaxSize: return p.persistingL2CacheMaxSize;
    case hipDeviceAttributeMaxRegistersPerMultiprocessor: return p.regsPerMultiprocessor;
    case hipDeviceAttributeReservedSharedMemPerBlock: return static_cast<int>(p.reservedSharedMemPerBlock);
    case hipDeviceAttributeMaxSharedMemoryPerMultiprocessor: return static_cast<int>(p.maxSharedMemoryPerMultiProcessor);
    case hipDeviceAttributeIsMultiGpuBoard: return p.isMultiGpuBoard;
    case hipDeviceAttributeCooperativeLaunch: return p.cooperativeLaunch;
    case kHostRegisterSupported: return 0;  // clr: always 1; hipHostRegister is not implemented here
    case hipDeviceAttributeDeviceOverlap: return p.asyncEngineCount > 0 ? 1 : 0;
    case hipDeviceAttributeCooperativeMultiDeviceLaunch: return p.cooperativeMultiDeviceLaunch;
    case hipDeviceAttributeIntegrated: return p.integrated;
    case hipDeviceAttributeMaxTexture1DWidth: return p.maxTexture1D;
    case hipDeviceAttributeMaxTexture1DLinear: return p.maxTexture1DLinear;
    case hipDeviceAttributeMaxTexture1DMipmap: return p.maxTexture1DMipmap;
    case hipDeviceAttributeMaxTextureCubemap: return p.maxTextureCubemap;
    case hipDeviceAttributeMaxTexture2DWidth: return p.maxTexture2D[0];
    case hipDeviceAttributeMaxTexture2DHeight: return p.maxTexture2D[1];
    case hipDeviceAttributeMaxTexture3DWidth: return p.maxTexture3D[0];
    case hipDeviceAttributeMaxTexture3DHeight: return p.maxTexture3D[1];
    case hipDeviceAttributeMaxTexture3DDepth: return p.maxTexture3D[2];
    case hipDeviceAttributeMaxPitch: return static_cast<int>(std::min(p.memPitch, kIntMax));
    case hipDeviceAttributeTextureAlignment: return static_cast<int>(p.textureAlignment);
    case hipDeviceAttributeTexturePitchAlignment: return static_cast<int>(p.texturePitchAlignment);
    case hipDeviceAttributeKernelExecTimeout: return p.kernelExecTimeoutEnabled;
    case hipDeviceAttributeCanMapHostMemory: return p.canMapHostMemory;
    case hipDeviceAttributeCanUseHostPointerForRegisteredMem: return p.canUseHostPointerForRegisteredMem;
    case hipDeviceAttributeEccEnabled: return p.ECCEnabled;
    case hipDeviceAttributeCooperativeMultiDeviceUnmatchedFunc: return p.cooperativeMultiDeviceUnmatchedFunc;
    case hipDeviceAttributeCooperativeMultiDeviceUnmatchedGridDim: return p.cooperativeMultiDeviceUnmatchedGridDim;
    case hipDeviceAttributeCooperativeMultiDeviceUnmatchedBlockDim: return p.cooperativeMultiDeviceUnmatchedBlockDim;
    case hipDeviceAttributeCooperativeMultiDeviceUnmatchedSharedMem: return p.cooperativeMultiDeviceUnmatchedSharedMem;
    case hipDeviceAttributeAsicRevision: return p.asicRevision;
    case hipDeviceAttributeManagedMemory: return p.managedMemory;
    case hipDeviceAttributeMaxBlocksPerMultiProcessor: return p.maxBlocksPerMultiProcessor;
    case hipDeviceAttributeDirectManagedMemAccessFromHost: return p.directManagedMemAccessFromHost;
    case hipDeviceAttributeGlobalL1CacheSupported: return p.globalL1CacheSupported;
    case hipDeviceAttributeHostNativeAtomicSupported: return p.hostNativeAtomicSupported;
    case hipDeviceAttributeConcurrentManagedAccess: return p.concurrentManagedAccess;
    case hipDeviceAttributePageableMemoryAccess: return p.pageableMemoryAccess;
    case hipDeviceAttributePageableMemoryAccessUsesHostPageTables: return p.pageableMemoryAccessUsesHostPageTables;
    case hipDeviceAttributeIsLargeBar: return p.isLargeBar;
    case hipDeviceAttributeUnifiedAddressing: return 1;
    case hipDeviceAttributeCanUseStreamWaitValue: return 0;  // hipStreamWaitValue32/64 are not implemented
    case hipDeviceAttributeImageSupport: return 0;
    case hipDeviceAttributePhysicalMultiProcessorCount: return p.multiProcessorCount;
    case hipDeviceAttributeFineGrainSupport: return 0;  // clr asks the agent; host and device memory here are one coherent copy, but no fine-grained pools are offered
    case hipDeviceAttributeMemoryPoolsSupported: return 0;  // clr: 1; the stream-ordered allocator is not implemented
    case kMemoryPoolSupportedHandleTypes: return static_cast<int>(p.memoryPoolSupportedHandleTypes);
    case kVirtualMemoryManagementSupported: return 0;  // hipMemCreate and the rest are not implemented
    case hipDeviceAttributeAccessPolicyMaxWindowSize: return p.accessPolicyMaxWindowSize;
    case hipDeviceAttributeClockInstructionRate: return p.clockInstructionRate;  // clr answers it outside the switch
    default: known = false; return 0;
  }
}

const sim::KernelProgram* program_of(Runtime& rt, Function* function, hipError_t& error) {
  if (function == nullptr) {
    error = hipErrorInvalidDeviceFunction;
    return nullptr;
  }
  return rt.program(*function, error);
}

// Work-groups of `block_size` work-items one compute unit holds at once (CU-mode resources: waves, VGPRs, LDS).
int blocks_per_cu(Runtime& rt, const sim::KernelInfo& info, int block_size, std::size_t dynamic_lds) {
  if (block_size <= 0 || static_cast<std::uint32_t>(block_size) > info.max_flat_workgroup_size) return 0;
  try {
    const sim::TimingLaunch launch{info.name, {1, 1, 1}, {static_cast<std::uint32_t>(block_size), 1, 1}, info.wave_size,
                                   info.vgpr_count, static_cast<int>(info.group_segment_size + dynamic_lds), false};
    return sim::occupancy_for(rt.machine(), launch).workgroups_per_unit;
  } catch (const std::exception&) {
    return 0;  // a workgroup does not fit
  }
}

}  // namespace

namespace wmmasim::hiprt {

hipError_t max_active_blocks(Function* function, int* blocks, int block_size, std::size_t dynamic_lds) {
  return api("hipOccupancyMaxActiveBlocksPerMultiprocessor", [&](Runtime& rt) {
    hipError_t error = hipSuccess;
    const sim::KernelProgram* program = program_of(rt, function, error);
    if (program == nullptr) return error;
    if (blocks == nullptr) return hipErrorInvalidValue;
    *blocks = blocks_per_cu(rt, program->info(), block_size, dynamic_lds);
    return hipSuccess;
  });
}

// The block size (a multiple of the wave size) that keeps the most work-items resident per compute unit, and the
// grid that fills every compute unit with it.
hipError_t max_potential_block_size(Function* function, int* grid_size, int* block_size, std::size_t dynamic_lds, int limit) {
  return api("hipOccupancyMaxPotentialBlockSize", [&](Runtime& rt) {
    hipError_t error = hipSuccess;
    const sim::KernelProgram* program = program_of(rt, function, error);
    if (program == nullptr) return error;
    if (grid_size == nullptr || block_size == nullptr) return hipErrorInvalidValue;
    const sim::KernelInfo& info = program->info();
    int upper = static_cast<int>(std::min<std::uint32_t>(1024, info.max_flat_workgroup_size));
    if (limit > 0) upper = std::min(upper, limit);
    int best_block = 0, best_blocks = 0;
    for (int size = info.wave_size; size <= upper; size += info.wave_size) {
      const int blocks = blocks_per_cu(rt, info, size, dynamic_lds);
      if (blocks * size >= best_blocks * best_block && blocks > 0) {
        best_block = size;
        best_blocks = blocks;
      }
    }
    *block_size = best_block;
    *grid_size = best_blocks * rt.machine().compute_units;
    return hipSuccess;
  });
}

hipError_t function_attributes(Function* function, hipFuncAttributes* attributes) {
  return api("hipFuncGetAttributes", [&](Runtime& rt) {
    hipError_t error = hipSuccess;
    const sim::KernelProgram* program = program_of(rt, function, error);
    if (program == nullptr) return error;
    if (attributes == nullptr) return hipErrorInvalidValue;
    const sim::KernelInfo& info = program->info();
    *attributes = hipFuncAttributes{};
    const int version = (info.target.family == isa::Family::Gfx12 ? 12 : 11) * 10;
    attributes->binaryVersion = attributes->ptxVersion = version;
    attributes->localSizeBytes = info.private_segment_size;
    attributes->sharedSizeBytes = info.group_segment_size;
    attributes->maxDynamicSharedSizeBytes = static_cast<int>(sim::Lds::kMaxBytes - info.group_segment_size);
    attributes->maxThreadsPerBlock = static_cast<int>(std::min<std::uint32_t>(1024, info.max_flat_workgroup_size));
    attributes->numRegs = info.vgpr_count;
    return hipSuccess;
  });
}

}  // namespace wmmasim::hiprt

extern "C" {

hipError_t hipInit(unsigned) { return hipSuccess; }

hipError_t hipGetDeviceCount(int* count) {
  return api("hipGetDeviceCount", [&](Runtime&) {
    if (count == nullptr) return hipErrorInvalidValue;
    *count = 1;
    return hipSuccess;
  });
}

hipError_t hipSetDevice(int device) { return api("hipSetDevice", [&](Runtime&) { return check_device(device); }); }

hipError_t hipGetDevice(int* device) {
  return api("hipGetDevice", [&](Runtime&) {
    if (device == nullptr) return hipErrorInvalidValue;
    *device = 0;
    return hipSuccess;
  });
}

hipError_t hipDeviceGet(hipDevice_t* device, int ordinal) {
  return api("hipDeviceGet", [&](Runtime&) {
    if (device == nullptr) return hipErrorInvalidValue;
    *device = 0;
    return check_device(ordinal);
  });
}

hipError_t hipSetDeviceFlags(unsigned) { return hipSuccess; }
hipError_t hipGetDeviceFlags(unsigned* flags) {
  if (flags != nullptr) *flags = 0;
  return hipSuccess;
}

hipError_t hipGetDeviceProperties(hipDeviceProp_t* properties, int device) {
  return api("hipGetDeviceProperties", [&](Runtime& rt) {
    if (properties == nullptr) return hipErrorInvalidValue;
    if (const hipError_t e = check_device(device); e != hipSuccess) return e;
    fill(*properties, rt);
    return hipSuccess;
  });
}

hipError_t hipGetDevicePropertiesR0000(hipDeviceProp_t* properties, int device) {
  return hipGetDeviceProperties(properties, device);
}

hipError_t hipGetDevicePropertiesR0600(DevicePropertiesR0600* properties, int device) {
  return api("hipGetDevicePropertiesR0600", [&](Runtime& rt) {
    if (properties == nullptr) return hipErrorInvalidValue;
    if (const hipError_t e = check_device(device); e != hipSuccess) return e;
    fill(*properties, rt);
    return hipSuccess;
  });
}

hipError_t hipChooseDevice(int* device, const hipDeviceProp_t*) {
  if (device == nullptr) return hipErrorInvalidValue;
  *device = 0;
  return hipSuccess;
}
hipError_t hipChooseDeviceR0000(int* device, const hipDeviceProp_t* p) { return hipChooseDevice(device, p); }
hipError_t hipChooseDeviceR0600(int* device, const void*) { return hipChooseDevice(device, nullptr); }

hipError_t hipDeviceGetAttribute(int* value, hipDeviceAttribute_t attribute, int device) {
  return api("hipDeviceGetAttribute", [&](Runtime& rt) {
    if (value == nullptr) return hipErrorInvalidValue;
    if (const hipError_t e = check_device(device); e != hipSuccess) return e;
    DevicePropertiesR0600 p;
    fill(p, rt);
    const int number = static_cast<int>(attribute);
    const int name = abi_version() >= 6 ? from_hip6(number) : number;
    if (name == hipDeviceAttributeHdpMemFlushCntl || name == hipDeviceAttributeHdpRegFlushCntl) {
      // clr stores a pointer to the register there (the caller passes a pointer's room); this device has none.
      const unsigned* none = nullptr;
      std::memcpy(value, &none, sizeof none);
      return hipSuccess;
    }
    bool known = false;
    const int answer = ::attribute(name, p, known);
    if (!known) {
      report(fmt::format("hipDeviceGetAttribute: attribute {} has no value (ROCm answers hipErrorInvalidValue too)", number));
      return hipErrorInvalidValue;
    }
    *value = answer;
    return hipSuccess;
  });
}

hipError_t hipDeviceGetName(char* name, int length, hipDevice_t device) {
  return api("hipDeviceGetName", [&](Runtime& rt) {
    if (name == nullptr || length <= 0) return hipErrorInvalidValue;
    std::snprintf(name, static_cast<std::size_t>(length), "%s", device_name(rt.machine()).c_str());
    return check_device(device);
  });
}

hipError_t hipDeviceComputeCapability(int* major, int* minor, hipDevice_t device) {
  return api("hipDeviceComputeCapability", [&](Runtime& rt) {
    if (major == nullptr || minor == nullptr) return hipErrorInvalidValue;
    *major = rt.target().family == isa::Family::Gfx12 ? 12 : 11;
    *minor = 0;
    return check_device(device);
  });
}

hipError_t hipDeviceTotalMem(std::size_t* bytes, hipDevice_t device) {
  return api("hipDeviceTotalMem", [&](Runtime& rt) {
    if (bytes == nullptr) return hipErrorInvalidValue;
    *bytes = Runtime::device_memory_bytes(rt.target());
    return check_device(device);
  });
}

hipError_t hipRuntimeGetVersion(int* version) {
  if (version == nullptr) return hipErrorInvalidValue;
  *version = hip_version();
  return hipSuccess;
}

hipError_t hipDriverGetVersion(int* version) { return hipRuntimeGetVersion(version); }

hipError_t hipDeviceSynchronize() {
  return api("hipDeviceSynchronize", [&](Runtime& rt) { return rt.sticky(); });
}

hipError_t hipDeviceReset() {
  return api("hipDeviceReset", [&](Runtime& rt) { return rt.sticky(); });
}

hipError_t hipGetLastError() {
  Runtime& rt = Runtime::get();
  const std::scoped_lock lock(rt.mutex());
  return rt.take_last_error();
}

hipError_t hipExtGetLastError() { return hipGetLastError(); }

hipError_t hipPeekAtLastError() {
  Runtime& rt = Runtime::get();
  const std::scoped_lock lock(rt.mutex());
  return rt.peek_last_error();
}

hipError_t hipFuncGetAttributes(hipFuncAttributes* attributes, const void* function) {
  Function* f = nullptr;
  {
    Runtime& rt = Runtime::get();
    const std::scoped_lock lock(rt.mutex());
    f = rt.function_for_host(function);
  }
  return function_attributes(f, attributes);
}

hipError_t hipFuncSetCacheConfig(const void*, hipFuncCache_t) { return hipSuccess; }
hipError_t hipFuncSetSharedMemConfig(const void*, hipSharedMemConfig) { return hipSuccess; }
hipError_t hipFuncSetAttribute(const void*, hipFuncAttribute, int) { return hipSuccess; }
hipError_t hipDeviceSetCacheConfig(hipFuncCache_t) { return hipSuccess; }
hipError_t hipDeviceGetCacheConfig(hipFuncCache_t* config) {
  if (config != nullptr) *config = hipFuncCachePreferNone;
  return hipSuccess;
}
hipError_t hipDeviceSetSharedMemConfig(hipSharedMemConfig) { return hipSuccess; }
hipError_t hipDeviceGetSharedMemConfig(hipSharedMemConfig* config) {
  if (config != nullptr) *config = hipSharedMemBankSizeFourByte;
  return hipSuccess;
}

hipError_t hipOccupancyMaxActiveBlocksPerMultiprocessor(int* blocks, const void* function, int block_size,
                                                        std::size_t dynamic_lds) {
  Function* f = nullptr;
  {
    Runtime& rt = Runtime::get();
    const std::scoped_lock lock(rt.mutex());
    f = rt.function_for_host(function);
  }
  return max_active_blocks(f, blocks, block_size, dynamic_lds);
}

hipError_t hipOccupancyMaxActiveBlocksPerMultiprocessorWithFlags(int* blocks, const void* function, int block_size,
                                                                 std::size_t dynamic_lds, unsigned) {
  return hipOccupancyMaxActiveBlocksPerMultiprocessor(blocks, function, block_size, dynamic_lds);
}

hipError_t hipOccupancyMaxPotentialBlockSize(int* grid_size, int* block_size, const void* function,
                                             std::size_t dynamic_lds, int limit) {
  Function* f = nullptr;
  {
    Runtime& rt = Runtime::get();
    const std::scoped_lock lock(rt.mutex());
    f = rt.function_for_host(function);
  }
  return max_potential_block_size(f, grid_size, block_size, dynamic_lds, limit);
}

}  // extern "C"
