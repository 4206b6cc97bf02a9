// hipDeviceGetAttribute for every attribute HIP 5.2 and ROCm 6.2 define, answered as ROCm clr's
// hipDeviceGetAttribute answers (hipamd/src/hip_device_runtime.cpp, rocm-6.2.0) for a device without images: the
// value clr takes from the properties structure is checked against hipGetDeviceProperties, clr's constants and this
// device's documented choices (docs/runtime.md) against literals, and what clr rejects must return
// hipErrorInvalidValue. libamdhip64.so.6 is asked the same through ROCm 6.2's numbering, which differs from 64 on.
#include <dlfcn.h>

#include <algorithm>
#include <climits>
#include <cstdint>
#include <cstring>
#include <vector>

#include "conformance.h"

namespace {

constexpr int kError = INT_MIN;  // the attribute must return hipErrorInvalidValue
constexpr int kNullPointer = INT_MIN + 1;  // the attribute stores a null pointer (the HDP registers)

struct Expectation {
  int attribute;  // HIP 5.2's number, from the header's enumerator
  const char* name;
  int value;      // or kError / kNullPointer
};

int clamp_int(std::size_t v) { return static_cast<int>(std::min<std::size_t>(v, INT_MAX)); }

std::vector<Expectation> expectations(const hipDeviceProp_t& p) {
#define A(name, value) {hipDeviceAttribute##name, #name, value}
  return {
      A(EccEnabled, p.ECCEnabled), A(AccessPolicyMaxWindowSize, 0), A(AsyncEngineCount, 1),
      A(CanMapHostMemory, p.canMapHostMemory), A(CanUseHostPointerForRegisteredMem, 0), A(ClockRate, p.clockRate),
      A(ComputeMode, p.computeMode), A(ComputePreemptionSupported, 0), A(ConcurrentKernels, p.concurrentKernels),
      A(ConcurrentManagedAccess, p.concurrentManagedAccess), A(CooperativeLaunch, p.cooperativeLaunch),
      A(CooperativeMultiDeviceLaunch, p.cooperativeMultiDeviceLaunch), A(DeviceOverlap, 1),
      A(DirectManagedMemAccessFromHost, p.directManagedMemAccessFromHost), A(GlobalL1CacheSupported, 1),
      A(HostNativeAtomicSupported, 0), A(Integrated, p.integrated), A(IsMultiGpuBoard, p.isMultiGpuBoard),
      A(KernelExecTimeout, p.kernelExecTimeoutEnabled), A(L2CacheSize, p.l2CacheSize), A(LocalL1CacheSupported, 1),
      A(Luid, kError), A(LuidDeviceNodeMask, 0), A(ComputeCapabilityMajor, p.major),
      A(ManagedMemory, p.managedMemory),
      A(MaxBlocksPerMultiProcessor, p.maxThreadsPerMultiProcessor / p.maxThreadsPerBlock),  // clr: per CU / per group
      A(MaxBlockDimX, p.maxThreadsDim[0]), A(MaxBlockDimY, p.maxThreadsDim[1]), A(MaxBlockDimZ, p.maxThreadsDim[2]),
      A(MaxGridDimX, p.maxGridSize[0]), A(MaxGridDimY, p.maxGridSize[1]), A(MaxGridDimZ, p.maxGridSize[2]),
      A(MaxSurface1D, 0), A(MaxSurface1DLayered, kError), A(MaxSurface2D, kError), A(MaxSurface2DLayered, kError),
      A(MaxSurface3D, kError), A(MaxSurfaceCubemap, kError), A(MaxSurfaceCubemapLayered, kError),
      A(MaxTexture1DWidth, 0), A(MaxTexture1DLayered, kError), A(MaxTexture1DLinear, 0), A(MaxTexture1DMipmap, 0),
      A(MaxTexture2DWidth, 0), A(MaxTexture2DHeight, 0), A(MaxTexture2DGather, kError),
      A(MaxTexture2DLayered, kError), A(MaxTexture2DLinear, kError), A(MaxTexture2DMipmap, kError),
      A(MaxTexture3DWidth, 0), A(MaxTexture3DHeight, 0), A(MaxTexture3DDepth, 0), A(MaxTexture3DAlt, kError),
      A(MaxTextureCubemap, 0), A(MaxTextureCubemapLayered, kError), A(MaxThreadsDim, kError),
      A(MaxThreadsPerBlock, p.maxThreadsPerBlock), A(MaxThreadsPerMultiProcessor, p.maxThreadsPerMultiProcessor),
      A(MaxPitch, clamp_int(p.memPitch)), A(MemoryBusWidth, p.memoryBusWidth),
      A(MemoryClockRate, p.memoryClockRate), A(ComputeCapabilityMinor, p.minor), A(MultiGpuBoardGroupID, 0),
      A(MultiprocessorCount, p.multiProcessorCount), A(Name, kError),
      A(PageableMemoryAccess, p.pageableMemoryAccess),
      A(PageableMemoryAccessUsesHostPageTables, p.pageableMemoryAccessUsesHostPageTables),
      A(PciBusId, p.pciBusID), A(PciDeviceId, p.pciDeviceID), A(PciDomainID, p.pciDomainID),
      A(PersistingL2CacheMaxSize, p.l2CacheSize),  // clr: the L2's size
      A(MaxRegistersPerBlock, p.regsPerBlock), A(MaxRegistersPerMultiprocessor, p.regsPerBlock),
      A(ReservedSharedMemPerBlock, 0), A(MaxSharedMemoryPerBlock, clamp_int(p.sharedMemPerBlock)),
      A(SharedMemPerBlockOptin, clamp_int(p.sharedMemPerBlock)),
      A(SharedMemPerMultiprocessor, clamp_int(p.maxSharedMemoryPerMultiProcessor)),
      A(SingleToDoublePrecisionPerfRatio, kError), A(StreamPrioritiesSupported, 1), A(SurfaceAlignment, 0),
      A(TccDriver, kError), A(TextureAlignment, clamp_int(p.textureAlignment)),
      A(TexturePitchAlignment, clamp_int(p.texturePitchAlignment)),
      A(TotalConstantMemory, clamp_int(p.totalConstMem)), A(TotalGlobalMem, clamp_int(p.totalGlobalMem)),
      A(UnifiedAddressing, 1), A(Uuid, kError), A(WarpSize, p.warpSize), A(MemoryPoolsSupported, 0),
      A(CudaCompatibleEnd, kError),
      A(ClockInstructionRate, p.clockInstructionRate), A(Arch, kError),
      A(MaxSharedMemoryPerMultiprocessor, clamp_int(p.maxSharedMemoryPerMultiProcessor)), A(GcnArch, kError),
      A(GcnArchName, kError), A(HdpMemFlushCntl, kNullPointer), A(HdpRegFlushCntl, kNullPointer),
      A(CooperativeMultiDeviceUnmatchedFunc, p.cooperativeMultiDeviceUnmatchedFunc),
      A(CooperativeMultiDeviceUnmatchedGridDim, p.cooperativeMultiDeviceUnmatchedGridDim),
      A(CooperativeMultiDeviceUnmatchedBlockDim, p.cooperativeMultiDeviceUnmatchedBlockDim),
      A(CooperativeMultiDeviceUnmatchedSharedMem, p.cooperativeMultiDeviceUnmatchedSharedMem),
      A(IsLargeBar, p.isLargeBar), A(AsicRevision, p.asicRevision), A(CanUseStreamWaitValue, 0),
      A(ImageSupport, 0), A(PhysicalMultiProcessorCount, p.multiProcessorCount), A(FineGrainSupport, 0),
      A(AmdSpecificEnd, kError), A(VendorSpecificBegin, kError),
  };
#undef A
}

// ROCm 6.2's attributes from 64 on, in its enum's order (ROCm/HIP rocm-6.2.0 include/hip/hip_runtime_api.h): 64..93
// and 10000..10020; 0..63 are HIP 5.2's. Negative: an attribute HIP 5.2 does not have.
constexpr int kUnused = -1, kVirtualMemoryManagementSupported = -2, kHostRegisterSupported = -3,
              kMemoryPoolSupportedHandleTypes = -4, kWallClockRate = -5;
const int kHip6From64[] = {
    kUnused, hipDeviceAttributeName, hipDeviceAttributePageableMemoryAccess,
    hipDeviceAttributePageableMemoryAccessUsesHostPageTables, hipDeviceAttributePciBusId,
    hipDeviceAttributePciDeviceId, hipDeviceAttributePciDomainID, hipDeviceAttributePersistingL2CacheMaxSize,
    hipDeviceAttributeMaxRegistersPerBlock, hipDeviceAttributeMaxRegistersPerMultiprocessor,
    hipDeviceAttributeReservedSharedMemPerBlock, hipDeviceAttributeMaxSharedMemoryPerBlock,
    hipDeviceAttributeSharedMemPerBlockOptin, hipDeviceAttributeSharedMemPerMultiprocessor,
    hipDeviceAttributeSingleToDoublePrecisionPerfRatio, hipDeviceAttributeStreamPrioritiesSupported,
    hipDeviceAttributeSurfaceAlignment, hipDeviceAttributeTccDriver, hipDeviceAttributeTextureAlignment,
    hipDeviceAttributeTexturePitchAlignment, hipDeviceAttributeTotalConstantMemory, hipDeviceAttributeTotalGlobalMem,
    hipDeviceAttributeUnifiedAddressing, kUnused, hipDeviceAttributeUuid, hipDeviceAttributeWarpSize,
    hipDeviceAttributeMemoryPoolsSupported, kVirtualMemoryManagementSupported, kHostRegisterSupported,
    kMemoryPoolSupportedHandleTypes};
const int kHip6From10000[] = {
    hipDeviceAttributeClockInstructionRate, kUnused, hipDeviceAttributeArch,
    hipDeviceAttributeMaxSharedMemoryPerMultiprocessor, kUnused, hipDeviceAttributeGcnArch, kUnused,
    hipDeviceAttributeGcnArchName, hipDeviceAttributeHdpMemFlushCntl, hipDeviceAttributeHdpRegFlushCntl,
    hipDeviceAttributeCooperativeMultiDeviceUnmatchedFunc, hipDeviceAttributeCooperativeMultiDeviceUnmatchedGridDim,
    hipDeviceAttributeCooperativeMultiDeviceUnmatchedBlockDim,
    hipDeviceAttributeCooperativeMultiDeviceUnmatchedSharedMem, hipDeviceAttributeIsLargeBar,
    hipDeviceAttributeAsicRevision, hipDeviceAttributeCanUseStreamWaitValue, hipDeviceAttributeImageSupport,
    hipDeviceAttributePhysicalMultiProcessorCount, hipDeviceAttributeFineGrainSupport, kWallClockRate};

using GetAttribute = hipError_t (*)(int*, int, int);

// One query into pointer-sized room (the HDP attributes store a pointer); the answer or kError / kNullPointer.
int ask(GetAttribute get, int attribute, int hip6_number, const char* name, const char* abi) {
  union {
    int value;
    void* pointer;
  } room;
  room.pointer = reinterpret_cast<void*>(static_cast<std::uintptr_t>(0x5a5a5a5a5a5a5a5aull));
  const hipError_t status = get(&room.value, hip6_number >= 0 ? hip6_number : attribute, 0);
  if (status == hipErrorInvalidValue) return kError;
  CHECK(status == hipSuccess, "%s: %s returned %s", abi, name, hipGetErrorName(status));
  if (attribute == hipDeviceAttributeHdpMemFlushCntl || attribute == hipDeviceAttributeHdpRegFlushCntl) {
    return room.pointer == nullptr ? kNullPointer : room.value;
  }
  return room.value;
}

}  // namespace

int main() {
  hipDeviceProp_t p;
  HIP_CHECK(hipGetDeviceProperties(&p, 0));
  const auto hip5 = [](int* value, int attribute, int device) {
    return hipDeviceGetAttribute(value, static_cast<hipDeviceAttribute_t>(attribute), device);
  };

  // HIP 5.2: every enumerator of the header, each once; the values 0..88 and 10000..10016 all covered.
  const std::vector<Expectation> all = expectations(p);
  std::vector<int> answers5(20001, kError);
  for (const Expectation& e : all) {
    const int got = ask(hip5, e.attribute, -1, e.name, "libamdhip64.so.5");
    CHECK(got == e.value, "hipDeviceAttribute%s (%d) = %d, expected %d (%d: error, %d: null pointer)", e.name,
          e.attribute, got, e.value, kError, kNullPointer);
    if (e.attribute >= 0 && e.attribute < 20001) answers5[static_cast<std::size_t>(e.attribute)] = got;
  }
  for (int n = 0; n <= 10016; n = n == hipDeviceAttributeMemoryPoolsSupported ? 10000 : n + 1) {
    const bool listed = std::any_of(all.begin(), all.end(), [n](const Expectation& e) { return e.attribute == n; });
    CHECK(listed, "HIP 5.2 attribute %d has no expectation", n);
  }
  CHECK(ask(hip5, 89, -1, "89", "libamdhip64.so.5") == kError, "attribute 89 (no such attribute) answered");
  CHECK_ERROR(hipDeviceGetAttribute(nullptr, hipDeviceAttributeWarpSize, 0), hipErrorInvalidValue);
  int unused = 0;
  CHECK_ERROR(hipDeviceGetAttribute(&unused, hipDeviceAttributeWarpSize, 1), hipErrorInvalidDevice);

  // ROCm 6.2's numbering through libamdhip64.so.6: the same answer as HIP 5.2 for the same attribute.
  void* library = dlopen("libamdhip64.so.6", RTLD_NOW | RTLD_LOCAL);
  CHECK(library != nullptr, "cannot load libamdhip64.so.6: %s", dlerror());
  if (library == nullptr) return finish("device_attributes");
  const auto hip6 = reinterpret_cast<GetAttribute>(dlsym(library, "hipDeviceGetAttribute"));
  CHECK(hip6 != nullptr, "libamdhip64.so.6 lacks hipDeviceGetAttribute");
  if (hip6 == nullptr) return finish("device_attributes");
  const auto check6 = [&](int number, int attribute) {
    int expected = kError;
    if (attribute >= 0) expected = answers5[static_cast<std::size_t>(attribute)];
    if (attribute == kVirtualMemoryManagementSupported || attribute == kHostRegisterSupported ||
        attribute == kMemoryPoolSupportedHandleTypes) {
      expected = 0;  // not implemented here (docs/runtime.md)
    }
    if (attribute == kWallClockRate) expected = p.clockInstructionRate;  // the 100 MHz counter, in kHz
    const int got = ask(hip6, attribute, number, "(ROCm 6.2 number)", "libamdhip64.so.6");
    CHECK(got == expected, "ROCm 6.2 attribute %d = %d, expected %d", number, got, expected);
  };
  for (int n = 0; n < 64; ++n) check6(n, n);
  for (int k = 0; k < static_cast<int>(sizeof kHip6From64 / sizeof(int)); ++k) check6(64 + k, kHip6From64[k]);
  for (int k = 0; k < static_cast<int>(sizeof kHip6From10000 / sizeof(int)); ++k) check6(10000 + k, kHip6From10000[k]);
  check6(94, kUnused);
  check6(10021, kUnused);
  return finish("device_attributes");
}
