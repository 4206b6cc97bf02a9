// A HIP program with a seeded init bug for the sanitizer (`wmmasim exec --check init`, tests/test_sanitizer.cpp):
// `sanitizer_app uninitialised` scales a hipMalloc buffer it never copied anything into; `sanitizer_app copied`
// copies the input first. Either way it prints the first element and exits 0 (the bug does not show in the results
// on the simulator, whose memory starts zeroed; on a GPU it reads garbage).
#include <hip/hip_runtime.h>

#include <cstdio>
#include <cstring>
#include <vector>

__global__ void scale(const float* in, float* out, float factor) {
  out[threadIdx.x] = factor * in[threadIdx.x];  // marker: uninitialised read
}

int main(int argc, char** argv) {
  const bool copy = argc > 1 && std::strcmp(argv[1], "copied") == 0;
  constexpr int n = 64;
  std::vector<float> host(n, 1.0f);
  float *in = nullptr, *out = nullptr;
  if (hipMalloc(&in, n * sizeof(float)) != hipSuccess || hipMalloc(&out, n * sizeof(float)) != hipSuccess) return 1;
  if (copy && hipMemcpy(in, host.data(), n * sizeof(float), hipMemcpyHostToDevice) != hipSuccess) return 1;
  scale<<<1, n>>>(in, out, 2.0f);
  if (hipMemcpy(host.data(), out, n * sizeof(float), hipMemcpyDeviceToHost) != hipSuccess) return 1;
  std::printf("out[0] = %g\n", host[0]);
  hipFree(in);
  hipFree(out);
  return 0;
}
