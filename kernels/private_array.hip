// private_array: a per-work-item array indexed at run time, too large for registers, so it lives in scratch
// (the private segment): every work-item fills a[k] = in[k] * (i + 1) + k, then reads two entries chosen by idx.
//
// Launch: grid (N/64, 1, 1), block (64, 1, 1). Arguments:
//   0 in  const i32 [256]   in
//   1 idx const u32 [N]     in: two 8-bit indices per work-item (bits 7:0 and 15:8)
//   2 out i32 [N]           out: out[i] = a[idx[i] & 255] - a[(idx[i] >> 8) & 255]
//   3 N   i32 (multiple of 64)
#include "hip_min.h"

extern "C" __global__ __launch_bounds__(64) void private_array(const int* in, const unsigned* idx, int* out, int n) {
  (void)n;
  const int i = blockIdx.x * 64 + threadIdx.x;
  int a[256];
  for (int k = 0; k < 256; ++k) a[k] = in[k] * (i + 1) + k;
  const unsigned j = idx[i];
  out[i] = a[j & 255] - a[(j >> 8) & 255];
}
