// The module API on a separately built code object (module_kernels.hip, path in argv[1]): load, find a kernel and a
// global, launch with kernelParams and with the `extra` argument buffer, unload; and the errors for a missing file
// and a missing kernel.
#include <cstring>
#include <vector>

#include "conformance.h"

namespace {

std::vector<float> run_and_copy(float* out, int n) {
  HIP_CHECK(hipDeviceSynchronize());
  std::vector<float> host(n);
  HIP_CHECK(hipMemcpy(host.data(), out, n * sizeof(float), hipMemcpyDeviceToHost));
  return host;
}

}  // namespace

int main(int argc, char** argv) {
  if (argc != 2) {
    std::fprintf(stderr, "usage: %s MODULE.co\n", argv[0]);
    return 2;
  }
  hipModule_t module;
  HIP_CHECK(hipModuleLoad(&module, argv[1]));
  hipFunction_t function;
  HIP_CHECK(hipModuleGetFunction(&function, module, "scale_add"));
  hipDeviceptr_t scale_address;
  size_t scale_bytes = 0;
  HIP_CHECK(hipModuleGetGlobal(&scale_address, &scale_bytes, module, "module_scale"));
  CHECK(scale_bytes == sizeof(float), "module_scale is %zu bytes", scale_bytes);
  const float scale = 3.0f;
  HIP_CHECK(hipMemcpyHtoD(scale_address, const_cast<float*>(&scale), sizeof(float)));

  constexpr int n = 300;
  std::vector<float> in(n);
  for (int i = 0; i < n; ++i) in[i] = static_cast<float>(i);
  float *in_device, *out_device;
  HIP_CHECK(hipMalloc(&in_device, n * sizeof(float)));
  HIP_CHECK(hipMalloc(&out_device, n * sizeof(float)));
  HIP_CHECK(hipMemcpy(in_device, in.data(), n * sizeof(float), hipMemcpyHostToDevice));

  float offset = 0.5f;
  int count = n;
  void* params[] = {&out_device, &in_device, &offset, &count};
  HIP_CHECK(hipModuleLaunchKernel(function, (n + 63) / 64, 1, 1, 64, 1, 1, 0, nullptr, params, nullptr));
  std::vector<float> out = run_and_copy(out_device, n);
  int wrong = 0;
  for (int i = 0; i < n; ++i) wrong += out[i] != 3.0f * i + 0.5f;
  CHECK(wrong == 0, "kernelParams launch: %d of %d wrong (out[2] = %g, expected 6.5)", wrong, n, out[2]);

  // The same arguments laid out as the kernel's argument buffer: two pointers, a float and an int.
  struct {
    float* out;
    const float* in;
    float offset;
    int n;
  } buffer{out_device, in_device, -1.0f, n};
  size_t buffer_size = sizeof(buffer);
  void* extra[] = {HIP_LAUNCH_PARAM_BUFFER_POINTER, &buffer, HIP_LAUNCH_PARAM_BUFFER_SIZE, &buffer_size,
                   HIP_LAUNCH_PARAM_END};
  HIP_CHECK(hipModuleLaunchKernel(function, (n + 63) / 64, 1, 1, 64, 1, 1, 0, nullptr, nullptr, extra));
  out = run_and_copy(out_device, n);
  wrong = 0;
  for (int i = 0; i < n; ++i) wrong += out[i] != 3.0f * i - 1.0f;
  CHECK(wrong == 0, "extra launch: %d of %d wrong (out[2] = %g, expected 5)", wrong, n, out[2]);

  hipFunction_t missing;
  CHECK_ERROR(hipModuleGetFunction(&missing, module, "no_such_kernel"), hipErrorNotFound);
  HIP_CHECK(hipModuleUnload(module));
  hipModule_t not_loaded;
  CHECK_ERROR(hipModuleLoad(&not_loaded, "/nonexistent/module.co"), hipErrorFileNotFound);
  HIP_CHECK(hipFree(in_device));
  HIP_CHECK(hipFree(out_device));
  return finish("module_api");
}
