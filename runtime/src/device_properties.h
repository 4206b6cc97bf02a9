// hipDeviceProp_t as ROCm 6 lays it out (hipDeviceProp_tR0600, 1472 bytes; ROCm/HIP include/hip/hip_runtime_api.h),
// which hipGetDevicePropertiesR0600 fills. hipGetDeviceProperties fills the HIP 5 layout (792 bytes), which is the
// hipDeviceProp_t of the Debian headers the runtime is compiled against.
#pragma once

#include <hip/hip_runtime_api.h>

#include <cstddef>

namespace wmmasim::hiprt {

struct DevicePropertiesR0600 {
  char name[256];
  char uuid[16];
  char luid[8];
  unsigned luidDeviceNodeMask;
  std::size_t totalGlobalMem;
  std::size_t sharedMemPerBlock;
  int regsPerBlock;
  int warpSize;
  std::size_t memPitch;
  int maxThreadsPerBlock;
  int maxThreadsDim[3];
  int maxGridSize[3];
  int clockRate;
  std::size_t totalConstMem;
  int major;
  int minor;
  std::size_t textureAlignment;
  std::size_t texturePitchAlignment;
  int deviceOverlap;
  int multiProcessorCount;
  int kernelExecTimeoutEnabled;
  int integrated;
  int canMapHostMemory;
  int computeMode;
  int maxTexture1D;
  int maxTexture1DMipmap;
  int maxTexture1DLinear;
  int maxTexture2D[2];
  int maxTexture2DMipmap[2];
  int maxTexture2DLinear[3];
  int maxTexture2DGather[2];
  int maxTexture3D[3];
  int maxTexture3DAlt[3];
  int maxTextureCubemap;
  int maxTexture1DLayered[2];
  int maxTexture2DLayered[3];
  int maxTextureCubemapLayered[2];
  int maxSurface1D;
  int maxSurface2D[2];
  int maxSurface3D[3];
  int maxSurface1DLayered[2];
  int maxSurface2DLayered[3];
  int maxSurfaceCubemap;
  int maxSurfaceCubemapLayered[2];
  std::size_t surfaceAlignment;
  int concurrentKernels;
  int ECCEnabled;
  int pciBusID;
  int pciDeviceID;
  int pciDomainID;
  int tccDriver;
  int asyncEngineCount;
  int unifiedAddressing;
  int memoryClockRate;
  int memoryBusWidth;
  int l2CacheSize;
  int persistingL2CacheMaxSize;
  int maxThreadsPerMultiProcessor;
  int streamPrioritiesSupported;
  int globalL1CacheSupported;
  int localL1CacheSupported;
  std::size_t sharedMemPerMultiprocessor;
  int regsPerMultiprocessor;
  int managedMemory;
  int isMultiGpuBoard;
  int multiGpuBoardGroupID;
  int hostNativeAtomicSupported;
  int singleToDoublePrecisionPerfRatio;
  int pageableMemoryAccess;
  int concurrentManagedAccess;
  int computePreemptionSupported;
  int canUseHostPointerForRegisteredMem;
  int cooperativeLaunch;
  int cooperativeMultiDeviceLaunch;
  std::size_t sharedMemPerBlockOptin;
  int pageableMemoryAccessUsesHostPageTables;
  int directManagedMemAccessFromHost;
  int maxBlocksPerMultiProcessor;
  int accessPolicyMaxWindowSize;
  std::size_t reservedSharedMemPerBlock;
  int hostRegisterSupported;
  int sparseHipArraySupported;
  int hostRegisterReadOnlySupported;
  int timelineSemaphoreInteropSupported;
  int memoryPoolsSupported;
  int gpuDirectRDMASupported;
  unsigned gpuDirectRDMAFlushWritesOptions;
  int gpuDirectRDMAWritesOrdering;
  unsigned memoryPoolSupportedHandleTypes;
  int deferredMappingHipArraySupported;
  int ipcEventSupported;
  int clusterLaunch;
  int unifiedFunctionPointers;
  int reserved[63];
  int hipReserved[32];
  char gcnArchName[256];
  std::size_t maxSharedMemoryPerMultiProcessor;
  int clockInstructionRate;
  hipDeviceArch_t arch;
  unsigned* hdpMemFlushCntl;
  unsigned* hdpRegFlushCntl;
  int cooperativeMultiDeviceUnmatchedFunc;
  int cooperativeMultiDeviceUnmatchedGridDim;
  int cooperativeMultiDeviceUnmatchedBlockDim;
  int cooperativeMultiDeviceUnmatchedSharedMem;
  int isLargeBar;
  int asicRevision;
};

// Offsets printed by a host program compiled against ROCm/HIP's header.
static_assert(sizeof(DevicePropertiesR0600) == 1472);
static_assert(offsetof(DevicePropertiesR0600, totalGlobalMem) == 288);
static_assert(offsetof(DevicePropertiesR0600, maxThreadsPerBlock) == 320);
static_assert(offsetof(DevicePropertiesR0600, multiProcessorCount) == 388);
static_assert(offsetof(DevicePropertiesR0600, surfaceAlignment) == 568);
static_assert(offsetof(DevicePropertiesR0600, sharedMemPerMultiprocessor) == 640);
static_assert(offsetof(DevicePropertiesR0600, sharedMemPerBlockOptin) == 696);
static_assert(offsetof(DevicePropertiesR0600, reservedSharedMemPerBlock) == 720);
static_assert(offsetof(DevicePropertiesR0600, gcnArchName) == 1160);
static_assert(offsetof(DevicePropertiesR0600, arch) == 1428);
static_assert(offsetof(DevicePropertiesR0600, asicRevision) == 1468);
// And the HIP 5 layout of the headers in use (Debian libamdhip64-dev 5.2).
static_assert(sizeof(hipDeviceProp_t) == 792);
static_assert(offsetof(hipDeviceProp_t, gcnArchName) == 396);

}  // namespace wmmasim::hiprt
