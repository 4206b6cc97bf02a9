// Kernels with one seeded bug each, and the same kernel fixed, for the sanitizer (`wmmasim run --check`,
// tests/test_sanitizer.cpp, docs/sanitizer.md). Built like kernels/ (same flags, line tables, kernels/hip_min.h) for
// gfx1201 by tests/CMakeLists.txt. Each buggy line carries a marker comment the test looks the line up by.
#include "hip_min.h"

typedef _Float16 half8 __attribute__((ext_vector_type(8)));
typedef float float8 __attribute__((ext_vector_type(8)));

constexpr int kTile = 16;

// C = A * B for n x n row-major floats, one 16 x 16 tile of C per workgroup of 16 x 16 threads (8 waves), through
// 16 x 16 tiles of A and B in LDS. kBarrier false leaves out the barrier between storing the tiles and reading them:
// a wave reads elements other waves have not stored yet.
template <bool kBarrier>
__device__ void tiled_gemm(const float* a, const float* b, float* c, int n) {
  __shared__ float a_tile[kTile][kTile];
  __shared__ float b_tile[kTile][kTile];
  const int tx = threadIdx.x, ty = threadIdx.y;
  const int row = blockIdx.y * kTile + ty, col = blockIdx.x * kTile + tx;
  float sum = 0.0f;
  for (int k0 = 0; k0 < n; k0 += kTile) {
    a_tile[ty][tx] = a[row * n + k0 + tx];
    b_tile[ty][tx] = b[(k0 + ty) * n + col];  // marker: b tile store
    if (kBarrier) __syncthreads();
    for (int k = 0; k < kTile; ++k) sum += a_tile[ty][k] * b_tile[k][tx];  // marker: tile load
    __syncthreads();
  }
  c[row * n + col] = sum;
}
extern "C" __global__ void gemm_no_barrier(const float* a, const float* b, float* c, int n) { tiled_gemm<false>(a, b, c, n); }
extern "C" __global__ void gemm_barrier(const float* a, const float* b, float* c, int n) { tiled_gemm<true>(a, b, c, n); }

// D = A * B (+ C) with one WMMA, A and B 16 x 16 f16 (B column-major), one wave. The buggy one never sets the
// accumulator: the WMMA reads C registers no instruction wrote.
template <bool kZeroed>
__device__ void wmma_product(const _Float16* a, const _Float16* b_col_major, float* d) {
  const unsigned lane = threadIdx.x, row = lane % 16, half_wave = lane / 16;
  half8 a_frag, b_frag;
  for (int e = 0; e < 8; ++e) {
    const int k = 8 * (e / 4) + 4 * half_wave + e % 4;
    a_frag[e] = a[row * 16 + k];
    b_frag[e] = b_col_major[row * 16 + k];
  }
  float8 acc;
  if (kZeroed) acc = float8{};
  acc = __builtin_amdgcn_wmma_f32_16x16x16_f16_w32_gfx12(a_frag, b_frag, acc);  // marker: wmma
  for (int v = 0; v < 8; ++v) d[(8 * half_wave + v) * 16 + row] = acc[v];
}
extern "C" __global__ void wmma_unzeroed(const _Float16* a, const _Float16* b, float* d) { wmma_product<false>(a, b, d); }
extern "C" __global__ void wmma_zeroed(const _Float16* a, const _Float16* b, float* d) { wmma_product<true>(a, b, d); }

// Doubles out[i] through LDS with a workgroup of 64 (2 waves). The buggy one has its barrier inside a branch that
// depends on the lane: wave 0 reaches it with half its lanes, wave 1 not at all.
template <bool kUniform>
__device__ void shared_double(float* out) {
  __shared__ float tile[64];
  const unsigned i = threadIdx.x;
  tile[i] = 2.0f * out[i];
  if (kUniform) {
    __syncthreads();
  } else if (i < 16) {
    __syncthreads();  // marker: divergent barrier
  }
  out[i] = tile[63 - i];
}
extern "C" __global__ void barrier_divergent(float* out) { shared_double<false>(out); }
extern "C" __global__ void barrier_uniform(float* out) { shared_double<true>(out); }

// Sums each of the `rows` rows of a row-major rows x 16 matrix. The buggy loop runs one row too far.
template <bool kOffByOne>
__device__ void row_sums(const float* m, float* sums, int rows) {
  const unsigned col = threadIdx.x;
  float sum = 0.0f;
  for (int r = 0; kOffByOne ? r <= rows : r < rows; ++r) sum += m[r * 16 + col];  // marker: row load
  sums[col] = sum;
}
extern "C" __global__ void rows_off_by_one(const float* m, float* sums, int rows) { row_sums<true>(m, sums, rows); }
extern "C" __global__ void rows_in_bounds(const float* m, float* sums, int rows) { row_sums<false>(m, sums, rows); }

// out[i] = in[i] + 1 in hand-written gfx12 code (clang would insert the wait itself). The buggy one adds before the
// load's data has arrived: no s_wait_loadcnt between the load and the use.
template <bool kWait>
__device__ void add_one(const int* in, int* out) {
  const int* p = in + threadIdx.x;
  int value;
  if (kWait) {
    asm volatile("global_load_b32 %0, %1, off\n s_wait_loadcnt 0x0\n v_add_nc_u32 %0, 1, %0" : "=&v"(value) : "v"(p) : "memory");
  } else {
    asm volatile("global_load_b32 %0, %1, off\n v_add_nc_u32 %0, 1, %0" : "=&v"(value) : "v"(p) : "memory");  // marker: use before wait
  }
  out[threadIdx.x] = value;
}
extern "C" __global__ void use_before_wait(const int* in, int* out) { add_one<false>(in, out); }
extern "C" __global__ void use_after_wait(const int* in, int* out) { add_one<true>(in, out); }

// Reads LDS that nothing wrote in this launch (tile[32..63] of a 64-element tile only half written).
template <bool kAllWritten>
__device__ void lds_rotate(float* out) {
  __shared__ float tile[64];
  const unsigned i = threadIdx.x;
  tile[i] = out[i];
  if (kAllWritten) tile[i + 32] = out[i + 32];
  __syncthreads();
  out[i] = tile[63 - i];  // marker: lds read
}
extern "C" __global__ void lds_half_written(float* out) { lds_rotate<false>(out); }
extern "C" __global__ void lds_all_written(float* out) { lds_rotate<true>(out); }

// Adds 1 to the int that starts `offset` bytes into an LDS tile, once per lane, and writes the tile out. An atomic
// must be aligned to its size (the hardware raises a memory violation otherwise); a plain load or store need not be
// (HIP runs the hardware in its unaligned mode), so the plain twin at the same offset is clean.
template <bool kAtomic>
__device__ void count_at(int offset, int* out) {
  __shared__ int tile[33];
  const unsigned i = threadIdx.x;
  tile[i] = 0;
  if (i == 0) tile[32] = 0;
  __syncthreads();
  int* counter = reinterpret_cast<int*>(reinterpret_cast<char*>(tile) + offset);
  if (kAtomic) {
    __hip_atomic_fetch_add(counter, 1, __ATOMIC_RELAXED, __HIP_MEMORY_SCOPE_WORKGROUP);  // marker: misaligned atomic
  } else if (i == 0) {
    *counter = 32;
  }
  __syncthreads();
  out[i] = tile[i];
}
extern "C" __global__ void atomic_at(int offset, int* out) { count_at<true>(offset, out); }
extern "C" __global__ void store_at(int offset, int* out) { count_at<false>(offset, out); }
