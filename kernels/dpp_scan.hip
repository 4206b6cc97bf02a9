// dpp_scan: inclusive prefix sum of each workgroup's 256 values, the way rocPRIM-style block scans do it on
// gfx11/gfx12: inside a row of 16 lanes with DPP row shifts (row_shr:1,2,4,8; lanes before the row start add 0),
// across the rows of a wave with v_readlane of each row's last lane, across the waves through LDS.
// Also the block maximum, by a DPP butterfly (row_xmask:1,2,4,8) inside rows, then v_readlane across rows and an
// LDS atomic max across waves.
//
// Launch: grid (N/256, 1, 1), block (256, 1, 1). Arguments:
//   0 in   const i32 [N]   in
//   1 scan i32 [N]         out: scan[i] = sum of in[b*256 .. i] for i in workgroup b
//   2 maxv i32 [N / 256]   out: maxv[b] = max of in[b*256 .. b*256 + 255]
//   3 N    i32 (multiple of 256)
#include "hip_min.h"

template <int Control>
static __device__ int dpp_zero(int x) {  // lanes whose source is outside the row read 0 (bound_ctrl)
  return __builtin_amdgcn_update_dpp(0, x, Control, 0xf, 0xf, true);
}

static __device__ int imax(int a, int b) { return a > b ? a : b; }

static __device__ int lane_id() {
  const unsigned lo = __builtin_amdgcn_mbcnt_lo(~0u, 0u);
#if __AMDGCN_WAVEFRONT_SIZE == 64
  return static_cast<int>(__builtin_amdgcn_mbcnt_hi(~0u, lo));
#else
  return static_cast<int>(lo);
#endif
}

extern "C" __global__ __launch_bounds__(256) void dpp_scan(const int* in, int* scan, int* maxv, int n) {
  (void)n;
  constexpr int wave = __AMDGCN_WAVEFRONT_SIZE;
  constexpr int waves = 256 / wave;
  __shared__ int wave_sums[waves];
  __shared__ int block_max;
  const int i = blockIdx.x * 256 + threadIdx.x;
  const int lane = lane_id();
  const int w = threadIdx.x / wave;
  const int v = in[i];

  int x = v;
  x += dpp_zero<0x111>(x);  // row_shr:1
  x += dpp_zero<0x112>(x);  // row_shr:2
  x += dpp_zero<0x114>(x);  // row_shr:4
  x += dpp_zero<0x118>(x);  // row_shr:8
  for (int row = 1; row < wave / 16; ++row) {  // the previous row's last lane holds the wave's sum up to it
    const int carry = __builtin_amdgcn_readlane(x, row * 16 - 1);
    if (lane >= row * 16 && lane < row * 16 + 16) x += carry;
  }

  int m = v;
  m = imax(m, __builtin_amdgcn_update_dpp(0, m, 0x161, 0xf, 0xf, false));  // row_xmask:1
  m = imax(m, __builtin_amdgcn_update_dpp(0, m, 0x162, 0xf, 0xf, false));  // row_xmask:2
  m = imax(m, __builtin_amdgcn_update_dpp(0, m, 0x164, 0xf, 0xf, false));  // row_xmask:4
  m = imax(m, __builtin_amdgcn_update_dpp(0, m, 0x168, 0xf, 0xf, false));  // row_xmask:8
  for (int row = 1; row < wave / 16; ++row) m = imax(m, __builtin_amdgcn_readlane(m, row * 16));

  if (threadIdx.x == 0) block_max = m;
  if (lane == wave - 1) wave_sums[w] = x;
  __syncthreads();
  if (lane == 0) __hip_atomic_fetch_max(&block_max, m, __ATOMIC_RELAXED, __HIP_MEMORY_SCOPE_WORKGROUP);
  int before = 0;
  for (int k = 0; k < w; ++k) before += wave_sums[k];
  __syncthreads();
  scan[i] = x + before;
  if (threadIdx.x == 0) maxv[blockIdx.x] = block_max;
}
