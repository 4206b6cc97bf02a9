// An ordinary HIP program, written the way a newcomer writes one: host and device code in one file, the HIP headers,
// a WMMA kernel, a template kernel, a device function that is not inlined, and printf. tests/CMakeLists.txt builds it
// with plain clang++-19 -x hip for gfx1100 and gfx1201 as an executable, a .o and an offload bundle (plain and
// compressed); the tests read the code objects out of them and run the kernels in the simulator. The host code is
// what a GPU would run (it checks its own results); no test runs it, as there is no GPU here.
#include <hip/hip_runtime.h>

#include <cmath>
#include <cstdio>
#include <vector>

typedef _Float16 half8 __attribute__((ext_vector_type(8)));
typedef _Float16 half16 __attribute__((ext_vector_type(16)));
typedef float float8 __attribute__((ext_vector_type(8)));

// C = A x B, A row-major m x k, B row-major k x n, C row-major m x n (f16 in, f32 out); m, n, k multiples of 16.
// One wave32 per 16x16 tile of C: grid (n/16, m/16), block 32. Register fragments in the layouts of
// AMD's RDNA3/RDNA4 ISA guides (WMMA sections): gfx11 lanes hold all 16 K values of a row of A (column of B), twice;
// gfx12 lanes hold K in runs of four, the two half-waves interleaved.
__global__ void wmma_gemm(const _Float16* a, const _Float16* b, float* c, int m, int n, int k) {
  const int lane = threadIdx.x;
  const int row = lane % 16, half = lane / 16;
  const int tile_row = blockIdx.y * 16, tile_col = blockIdx.x * 16;
  float8 acc = {};
  for (int k0 = 0; k0 < k; k0 += 16) {
#if defined(__gfx1100__)
    half16 a_frag, b_frag;
    for (int e = 0; e < 16; ++e) {
      a_frag[e] = a[(tile_row + row) * k + k0 + e];
      b_frag[e] = b[(k0 + e) * n + tile_col + row];
    }
    acc = __builtin_amdgcn_wmma_f32_16x16x16_f16_w32(a_frag, b_frag, acc);
#elif defined(__gfx1201__)
    half8 a_frag, b_frag;
    for (int e = 0; e < 8; ++e) {
      const int kk = k0 + 8 * (e / 4) + 4 * half + e % 4;
      a_frag[e] = a[(tile_row + row) * k + kk];
      b_frag[e] = b[kk * n + tile_col + row];
    }
    acc = __builtin_amdgcn_wmma_f32_16x16x16_f16_w32_gfx12(a_frag, b_frag, acc);
#endif
  }
  for (int v = 0; v < 8; ++v) {
#if defined(__gfx1100__)
    const int r = 2 * v + half;
#else
    const int r = 8 * half + v;
#endif
    if (tile_row + r < m) c[(tile_row + r) * n + tile_col + row] = acc[v];
  }
}

// A device function the compiler keeps as a function of its own (called with s_swappc_b64).
__device__ __attribute__((noinline)) float saxpy_element(float alpha, float x, float y) { return alpha * x + y; }

template <typename T>
__global__ void axpy(T alpha, const T* x, T* y, int n) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) y[i] = saxpy_element(alpha, x[i], y[i]);
}

__global__ void report(const float* values, int n) {
  const int i = threadIdx.x;
  if (i < n) printf("value %d = %f\n", i, values[i]);
}

#define CHECK(call)                                                                          \
  do {                                                                                       \
    if (hipError_t status = (call); status != hipSuccess) {                                  \
      std::fprintf(stderr, "%s: %s\n", #call, hipGetErrorString(status));                    \
      return 1;                                                                              \
    }                                                                                        \
  } while (0)

int main() {
  const int m = 32, n = 32, k = 32;
  std::vector<_Float16> a(m * k), b(k * n);
  for (int i = 0; i < m * k; ++i) a[i] = static_cast<_Float16>((i % 7) - 3);
  for (int i = 0; i < k * n; ++i) b[i] = static_cast<_Float16>((i % 5) - 2);
  _Float16 *da, *db;
  float* dc;
  CHECK(hipMalloc(&da, a.size() * sizeof(_Float16)));
  CHECK(hipMalloc(&db, b.size() * sizeof(_Float16)));
  CHECK(hipMalloc(&dc, m * n * sizeof(float)));
  CHECK(hipMemcpy(da, a.data(), a.size() * sizeof(_Float16), hipMemcpyHostToDevice));
  CHECK(hipMemcpy(db, b.data(), b.size() * sizeof(_Float16), hipMemcpyHostToDevice));
  wmma_gemm<<<dim3(n / 16, m / 16), 32>>>(da, db, dc, m, n, k);
  std::vector<float> c(m * n);
  CHECK(hipMemcpy(c.data(), dc, c.size() * sizeof(float), hipMemcpyDeviceToHost));
  int wrong = 0;
  for (int i = 0; i < m; ++i) {
    for (int j = 0; j < n; ++j) {
      float expected = 0;
      for (int p = 0; p < k; ++p) expected += float(a[i * k + p]) * float(b[p * n + j]);
      wrong += std::fabs(c[i * n + j] - expected) > 1e-3f;
    }
  }
  axpy<float><<<1, 64>>>(2.0f, dc, dc, 64);
  report<<<1, 4>>>(dc, 4);
  CHECK(hipDeviceSynchronize());
  std::printf("%s: %d of %d elements wrong\n", wrong ? "FAIL" : "PASS", wrong, m * n);
  return wrong ? 1 : 0;
}
