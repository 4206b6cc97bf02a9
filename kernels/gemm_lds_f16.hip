// gemm_lds_f16: C = A * B, f16 inputs, f32 accumulation (v_wmma_f32_16x16x16_f16), tiled through double-buffered
// LDS. The GEMM the simulator's benchmark (`wmmasim bench`) runs at 512^3 and 1024^3.
//
// Launch: grid (N/64, M/64, 1), block (128,1,1): one workgroup of 4 wave32s per 64x64 tile of C.
// Arguments (dense, row-major):
//   0 a  const f16 [M][K]
//   1 b  const f16 [K][N]
//   2 c  f32 [M][N]        out
//   3 M  i32, 4 N  i32, 5 K  i32   all multiples of 64
// Reference: c = a @ b (Eigen float GEMM of the f16 values; f32 accumulation, 16 products per WMMA step).
//
// Structure: the workgroup walks K in tiles of 32. Each step, every thread loads two 16-byte chunks of the next
// A tile (64x32) and two of the next B tile (32x64) into registers while the waves compute on the current LDS
// buffer, then writes them into the other LDS buffer (A as is, B transposed so that a lane's K values are
// contiguous), and one barrier per step separates the buffers' uses. Wave w computes the 32x32 quadrant
// (w/2, w%2) of the tile as 2x2 WMMA tiles.
#include "wmma_fragments.h"

namespace {

constexpr int kTile = 64;               // C tile per workgroup (M and N)
constexpr int kTileK = 32;              // K per LDS buffer
constexpr int kLdsStride = kTileK + 8;  // halves per LDS row: +16 bytes of padding against bank conflicts
constexpr int kThreads = 128;

struct alignas(16) LdsBuffers {  // 16-byte aligned rows for ds_load_b128 / ds_store_b128
  _Float16 a[2][kTile][kLdsStride];    // a[buf][m][k]
  _Float16 b_t[2][kTile][kLdsStride];  // b_t[buf][n][k] = B[k][n]
};

// The two 16-byte chunks of A and of B one thread moves per K tile.
struct StagedTile {
  half8 a[2];
  half8 b[2];
};

__device__ inline StagedTile load_tile(const _Float16* a, const _Float16* b, int n_cols, int k_cols, int m0, int n0,
                                       int k0) {
  StagedTile staged;
  for (int i = 0; i < 2; ++i) {
    const int chunk = threadIdx.x + i * kThreads;  // 256 chunks of 8 halves per tile
    const int a_row = chunk / (kTileK / 8), a_k = 8 * (chunk % (kTileK / 8));
    staged.a[i] = *(const half8*)(a + (m0 + a_row) * k_cols + k0 + a_k);
    const int b_k = chunk / (kTile / 8), b_col = 8 * (chunk % (kTile / 8));
    staged.b[i] = *(const half8*)(b + (k0 + b_k) * n_cols + n0 + b_col);
  }
  return staged;
}

__device__ inline void store_tile(LdsBuffers& lds, int buf, const StagedTile& staged) {
  for (int i = 0; i < 2; ++i) {
    const int chunk = threadIdx.x + i * kThreads;
    const int a_row = chunk / (kTileK / 8), a_k = 8 * (chunk % (kTileK / 8));
    *(half8*)&lds.a[buf][a_row][a_k] = staged.a[i];
    const int b_k = chunk / (kTile / 8), b_col = 8 * (chunk % (kTile / 8));
    for (int e = 0; e < 8; ++e) lds.b_t[buf][b_col + e][b_k] = staged.b[i][e];
  }
}

#if defined(WMMASIM_GFX11)
typedef half16 Fragment;
__device__ inline Fragment load_fragment(const _Float16* k_line) { return load_k16_fragment<half16>(k_line); }
__device__ inline float8 mma(Fragment a, Fragment b, float8 c) {
  return __builtin_amdgcn_wmma_f32_16x16x16_f16_w32(a, b, c);
}
#elif defined(WMMASIM_GFX12)
typedef half8 Fragment;
__device__ inline Fragment load_fragment(const _Float16* k_line) { return load_k16_fragment_isa<half8>(k_line); }
__device__ inline float8 mma(Fragment a, Fragment b, float8 c) {
  return __builtin_amdgcn_wmma_f32_16x16x16_f16_w32_gfx12(a, b, c);
}
#else
#error "gemm_lds_f16: build for gfx11 or gfx12"
#endif

}  // namespace

extern "C" __global__ __launch_bounds__(kThreads) void gemm_lds_f16(const _Float16* a, const _Float16* b, float* c,
                                                                    int M, int N, int K) {
  (void)M;  // the grid covers M; kept so that the argument list states the problem size
  __shared__ LdsBuffers lds;
  const int m0 = kTile * blockIdx.y;
  const int n0 = kTile * blockIdx.x;
  const int wave = threadIdx.x / 32;
  const int wave_m = 32 * (wave / 2), wave_n = 32 * (wave % 2);
  const int lane_line = lane32() % 16;  // row of A / column of B this lane feeds

  float8 acc[2][2] = {};
  const int k_tiles = K / kTileK;
  store_tile(lds, 0, load_tile(a, b, N, K, m0, n0, 0));
  __syncthreads();
  for (int kt = 0; kt < k_tiles; ++kt) {
    const int buf = kt % 2;
    const bool more = kt + 1 < k_tiles;
    StagedTile next;
    if (more) next = load_tile(a, b, N, K, m0, n0, (kt + 1) * kTileK);  // in flight during the WMMAs
    for (int ks = 0; ks < kTileK; ks += 16) {
      Fragment a_frag[2], b_frag[2];
      for (int t = 0; t < 2; ++t) {
        a_frag[t] = load_fragment(&lds.a[buf][wave_m + 16 * t + lane_line][ks]);
        b_frag[t] = load_fragment(&lds.b_t[buf][wave_n + 16 * t + lane_line][ks]);
      }
      for (int tm = 0; tm < 2; ++tm)
        for (int tn = 0; tn < 2; ++tn) acc[tm][tn] = mma(a_frag[tm], b_frag[tn], acc[tm][tn]);
    }
    if (more) store_tile(lds, buf ^ 1, next);
    __syncthreads();
  }
  for (int tm = 0; tm < 2; ++tm)
    for (int tn = 0; tn < 2; ++tn)
      for (int v = 0; v < 8; ++v)
        c[(m0 + wave_m + 16 * tm + acc_row(v)) * N + n0 + wave_n + 16 * tn + lane_line] = acc[tm][tn][v];
}
