// A HIP program with seeded bugs for the sanitizer (`wmmasim exec --check ...`, tests/test_sanitizer.cpp), built
// with the HIP headers as users build it:
// `sanitizer_app uninitialised` scales a hipMalloc buffer it never copied anything into; `sanitizer_app copied`
// copies the input first. Either way it prints the first element and exits 0 (the bug does not show in the results
// on the simulator, whose memory starts zeroed; on a GPU it reads garbage).
// `sanitizer_app split_barrier` runs a kernel whose two waves call __syncthreads() at two places in the code (the
// sync check names the program's lines, not the HIP header that implements the barrier).
#include <hip/hip_runtime.h>

#include <cstdio>
#include <cstring>
#include <vector>

__global__ void scale(const float* in, float* out, float factor) {
  out[threadIdx.x] = factor * in[threadIdx.x];  // marker: uninitialised read
}

// Wave 0 (threads 0-31) and wave 1 (threads 32-63) take different ways, each to a barrier of its own (the
// condition is made wave-uniform so that each wave runs only its own branch).
__global__ void split_barrier(float* out) {
  __shared__ float tile[64];
  const unsigned i = threadIdx.x;
  if (__builtin_amdgcn_readfirstlane(i) < 32) {
    tile[i] = 1.0f;
    __syncthreads();  // marker: first barrier
    out[i] = tile[63 - i];
  } else {
    tile[i] = 2.0f;
    __syncthreads();  // marker: second barrier
    out[i] = 3.0f * tile[63 - i];
  }
}

int main(int argc, char** argv) {
  if (argc > 1 && std::strcmp(argv[1], "split_barrier") == 0) {
    float* out = nullptr;
    if (hipMalloc(&out, 64 * sizeof(float)) != hipSuccess) return 1;
    split_barrier<<<1, 64>>>(out);
    return hipDeviceSynchronize() == hipSuccess && hipFree(out) == hipSuccess ? 0 : 1;
  }
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
