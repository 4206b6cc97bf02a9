// What the simulator's HIP runtime does beyond the conformance suite (tests/hip): simulated event times under
// --timing, host-visible memory (hipHostMalloc, __managed__) written by kernels, pointer attributes, the module
// API's `extra` argument buffer, hipExtLaunchKernel's events, stream callbacks, kernel attributes, ROCm 6's
// hipGetDevicePropertiesR0600 layout in libamdhip64.so.6, and an unsupported API's hipErrorNotSupported.
// Prints "elapsed_ms <value>" for the report check (check_report.py).
#include <dlfcn.h>
#include <hip/hip_ext.h>

#include <cstring>
#include <vector>

#include "tests/hip/conformance.h"

__managed__ int managed_total = 5;

__global__ void add_one(int* data, int n) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) data[i] += 1;
  if (i == 0) managed_total += 10;
}

extern "C" __global__ void scale_by(float* data, float factor, int n) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) data[i] *= factor;
}

static void record_call(hipStream_t, hipError_t status, void* user) { *static_cast<int*>(user) = status == hipSuccess ? 1 : -1; }

static void host_memory_and_managed() {
  constexpr int n = 100;
  int* host = nullptr;
  HIP_CHECK(hipHostMalloc(reinterpret_cast<void**>(&host), n * sizeof(int), hipHostMallocDefault));
  for (int i = 0; i < n; ++i) host[i] = i;
  add_one<<<1, 128>>>(host, n);
  HIP_CHECK(hipDeviceSynchronize());
  int wrong = 0;
  for (int i = 0; i < n; ++i) wrong += host[i] != i + 1;
  CHECK(wrong == 0, "%d elements of hipHostMalloc memory not incremented by the kernel", wrong);
  CHECK(managed_total == 15, "__managed__ variable is %d after the kernel, expected 15", managed_total);

  hipPointerAttribute_t attributes;
  HIP_CHECK(hipPointerGetAttributes(&attributes, host));
  CHECK(attributes.memoryType == hipMemoryTypeHost, "hipHostMalloc memory has memory type %d", attributes.memoryType);
  int* device = nullptr;
  HIP_CHECK(hipMalloc(&device, n * sizeof(int)));
  HIP_CHECK(hipPointerGetAttributes(&attributes, device + 10));
  CHECK(attributes.memoryType == hipMemoryTypeDevice, "hipMalloc memory has memory type %d", attributes.memoryType);
  int on_stack = 0;
  CHECK_ERROR(hipPointerGetAttributes(&attributes, &on_stack), hipErrorInvalidValue);
  HIP_CHECK(hipFree(device));
  HIP_CHECK(hipHostFree(host));
}

// The module API with the `extra` form: the explicit arguments laid out as the metadata says (pointer at 0,
// float at 8, int at 12).
static void module_extra(const char* path) {
  hipModule_t module;
  HIP_CHECK(hipModuleLoad(&module, path));
  hipFunction_t function;
  HIP_CHECK(hipModuleGetFunction(&function, module, "scale_by"));
  CHECK_ERROR(hipModuleGetFunction(&function, module, "no_such_kernel"), hipErrorNotFound);
  HIP_CHECK(hipModuleGetFunction(&function, module, "scale_by"));
  constexpr int n = 64;
  std::vector<float> values(n, 2.0f);
  float* data;
  HIP_CHECK(hipMalloc(&data, n * sizeof(float)));
  HIP_CHECK(hipMemcpy(data, values.data(), n * sizeof(float), hipMemcpyHostToDevice));
  struct {
    float* data;
    float factor;
    int n;
  } arguments{data, 1.5f, n};
  std::size_t size = sizeof arguments;
  void* extra[] = {HIP_LAUNCH_PARAM_BUFFER_POINTER, &arguments, HIP_LAUNCH_PARAM_BUFFER_SIZE, &size, HIP_LAUNCH_PARAM_END};
  HIP_CHECK(hipModuleLaunchKernel(function, 1, 1, 1, 64, 1, 1, 0, nullptr, nullptr, extra));
  void* bad_extra[] = {HIP_LAUNCH_PARAM_BUFFER_SIZE, &size, HIP_LAUNCH_PARAM_BUFFER_POINTER, &arguments, HIP_LAUNCH_PARAM_END};
  CHECK_ERROR(hipModuleLaunchKernel(function, 1, 1, 1, 64, 1, 1, 0, nullptr, nullptr, bad_extra), hipErrorInvalidValue);
  HIP_CHECK(hipMemcpy(values.data(), data, n * sizeof(float), hipMemcpyDeviceToHost));
  CHECK(values[0] == 3.0f && values[n - 1] == 3.0f, "scale_by through extra gave %g", values[0]);
  HIP_CHECK(hipFree(data));
  HIP_CHECK(hipModuleUnload(module));
  CHECK_ERROR(hipModuleUnload(module), hipErrorInvalidResourceHandle);
}

// Events around one launch: the simulated time of that launch (the report has the same number).
static void events_and_callbacks() {
  constexpr int n = 4096;
  int* data;
  HIP_CHECK(hipMalloc(&data, n * sizeof(int)));
  HIP_CHECK(hipMemset(data, 0, n * sizeof(int)));
  hipEvent_t start, stop;
  HIP_CHECK(hipEventCreate(&start));
  HIP_CHECK(hipEventCreate(&stop));
  hipStream_t stream;
  HIP_CHECK(hipStreamCreate(&stream));
  void* args[] = {&data, const_cast<int*>(&n)};
  HIP_CHECK(hipExtLaunchKernel(reinterpret_cast<const void*>(add_one), dim3(n / 256), dim3(256), args, 0, stream, start,
                               stop, 0));
  HIP_CHECK(hipEventSynchronize(stop));
  float ms = -1;
  HIP_CHECK(hipEventElapsedTime(&ms, start, stop));
  CHECK(ms >= 0, "elapsed time %g ms", ms);
  std::printf("elapsed_ms %.9g\n", ms);
  int called = 0;
  HIP_CHECK(hipStreamAddCallback(stream, record_call, &called, 0));
  CHECK(called == 1, "the stream callback ran with status %d", called);
  CHECK_ERROR(hipStreamQuery(stream), hipSuccess);
  HIP_CHECK(hipStreamDestroy(stream));
  CHECK_ERROR(hipStreamDestroy(stream), hipErrorInvalidHandle);
  HIP_CHECK(hipEventDestroy(start));
  HIP_CHECK(hipEventDestroy(stop));
  HIP_CHECK(hipFree(data));
}

static void kernel_attributes() {
  hipFuncAttributes attributes;
  HIP_CHECK(hipFuncGetAttributes(&attributes, reinterpret_cast<const void*>(add_one)));
  CHECK(attributes.maxThreadsPerBlock == 1024, "maxThreadsPerBlock %d", attributes.maxThreadsPerBlock);
  CHECK(attributes.numRegs > 0, "numRegs %d", attributes.numRegs);
  int blocks = 0;
  HIP_CHECK(hipOccupancyMaxActiveBlocksPerMultiprocessor(&blocks, reinterpret_cast<const void*>(add_one), 256, 0));
  CHECK(blocks >= 1, "%d resident blocks of 256 work-items", blocks);
  CHECK_ERROR(hipFuncGetAttributes(&attributes, reinterpret_cast<const void*>(&blocks)), hipErrorInvalidDeviceFunction);
}

// ROCm 6's layout (hipDeviceProp_tR0600: gcnArchName at 1160, 1472 bytes) from libamdhip64.so.6.
static void rocm6_properties() {
  void* library = dlopen("libamdhip64.so.6", RTLD_NOW | RTLD_LOCAL);
  CHECK(library != nullptr, "cannot load libamdhip64.so.6: %s", dlerror());
  if (library == nullptr) return;
  using Properties = hipError_t (*)(void*, int);
  const auto properties = reinterpret_cast<Properties>(dlsym(library, "hipGetDevicePropertiesR0600"));
  CHECK(properties != nullptr, "libamdhip64.so.6 lacks hipGetDevicePropertiesR0600");
  if (properties == nullptr) return;
  std::vector<char> bytes(1472 + 64, '\x55');
  HIP_CHECK(properties(bytes.data(), 0));
  hipDeviceProp_t v5;
  HIP_CHECK(hipGetDeviceProperties(&v5, 0));
  CHECK(std::strcmp(bytes.data() + 1160, v5.gcnArchName) == 0, "R0600 gcnArchName '%s', HIP 5 '%s'", bytes.data() + 1160,
        v5.gcnArchName);
  int warp = 0;
  std::memcpy(&warp, bytes.data() + 308, sizeof warp);
  CHECK(warp == 32, "R0600 warpSize %d", warp);
  CHECK(bytes[1472] == '\x55', "hipGetDevicePropertiesR0600 wrote past 1472 bytes");
}

int main(int argc, char** argv) {
  if (argc != 2) {
    std::fprintf(stderr, "usage: runtime_features MODULE.co\n");
    return 2;
  }
  host_memory_and_managed();
  module_extra(argv[1]);
  events_and_callbacks();
  kernel_attributes();
  rocm6_properties();
  hipGraph_t graph;
  CHECK_ERROR(hipGraphCreate(&graph, 0), hipErrorNotSupported);
  return finish("runtime_features");
}
