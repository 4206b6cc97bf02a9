// Device enumeration and properties: count, selection, the properties structure against hipDeviceGetAttribute,
// RDNA3/RDNA4 facts (wave32, 64 KiB LDS per workgroup, 1024 work-items), versions, and an invalid device ordinal.
#include <cstring>

#include "conformance.h"

int main() {
  int count = 0;
  HIP_CHECK(hipGetDeviceCount(&count));
  CHECK(count >= 1, "%d devices", count);
  HIP_CHECK(hipSetDevice(0));
  int current = -1;
  HIP_CHECK(hipGetDevice(&current));
  CHECK(current == 0, "current device %d", current);
  CHECK_ERROR(hipSetDevice(count), hipErrorInvalidDevice);

  hipDeviceProp_t properties;
  HIP_CHECK(hipGetDeviceProperties(&properties, 0));
  std::printf("device 0: %s, %s, %d compute units, wave%d, %zu bytes LDS per block, %zu MiB\n", properties.name,
              properties.gcnArchName, properties.multiProcessorCount, properties.warpSize,
              properties.sharedMemPerBlock, properties.totalGlobalMem >> 20);
  CHECK(std::strncmp(properties.gcnArchName, "gfx11", 5) == 0 || std::strncmp(properties.gcnArchName, "gfx12", 5) == 0,
        "gcnArchName %s is not RDNA3/RDNA4", properties.gcnArchName);
  CHECK(properties.warpSize == 32, "warpSize %d", properties.warpSize);
  CHECK(properties.maxThreadsPerBlock == 1024, "maxThreadsPerBlock %d", properties.maxThreadsPerBlock);
  CHECK(properties.sharedMemPerBlock == 64 * 1024, "sharedMemPerBlock %zu", properties.sharedMemPerBlock);
  CHECK(properties.multiProcessorCount > 0, "multiProcessorCount %d", properties.multiProcessorCount);
  CHECK(properties.totalGlobalMem > 0, "totalGlobalMem %zu", properties.totalGlobalMem);
  CHECK(properties.major >= 11, "major %d", properties.major);

  const struct {
    hipDeviceAttribute_t attribute;
    int expected;
    const char* name;
  } attributes[] = {
      {hipDeviceAttributeWarpSize, properties.warpSize, "WarpSize"},
      {hipDeviceAttributeMaxThreadsPerBlock, properties.maxThreadsPerBlock, "MaxThreadsPerBlock"},
      {hipDeviceAttributeMultiprocessorCount, properties.multiProcessorCount, "MultiprocessorCount"},
      {hipDeviceAttributeMaxSharedMemoryPerBlock, static_cast<int>(properties.sharedMemPerBlock),
       "MaxSharedMemoryPerBlock"},
      {hipDeviceAttributeMaxBlockDimX, properties.maxThreadsDim[0], "MaxBlockDimX"},
      {hipDeviceAttributeMaxGridDimX, properties.maxGridSize[0], "MaxGridDimX"},
      {hipDeviceAttributeComputeCapabilityMajor, properties.major, "ComputeCapabilityMajor"},
  };
  for (const auto& a : attributes) {
    int value = -1;
    HIP_CHECK(hipDeviceGetAttribute(&value, a.attribute, 0));
    CHECK(value == a.expected, "hipDeviceAttribute%s = %d, properties say %d", a.name, value, a.expected);
  }

  int runtime_version = 0, driver_version = 0;
  HIP_CHECK(hipRuntimeGetVersion(&runtime_version));
  HIP_CHECK(hipDriverGetVersion(&driver_version));
  CHECK(runtime_version > 0 && driver_version > 0, "runtime version %d, driver version %d", runtime_version,
        driver_version);
  hipDeviceProp_t unused;
  CHECK_ERROR(hipGetDeviceProperties(&unused, count), hipErrorInvalidDevice);
  return finish("device_query");
}
