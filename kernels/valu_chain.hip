// valu_chain: a VALU/SALU-heavy kernel without matrix instructions and with little memory traffic, for the
// wave-instructions-per-second benchmark (`wmmasim bench`, docs/performance.md). Each work-item runs
// `iterations` rounds of a xorshift32 generator and a float recurrence on its own element:
//   h ^= h << 13; h ^= h >> 17; h ^= h << 5;
//   x = fma(x, 0.75f, (float)(h & 1023) * (1.0f / 1024));
// The loop counter is uniform, so the loop control is scalar (s_add, s_cmp, s_cbranch).
//
// Launch: grid (N/256, 1, 1), block (256, 1, 1). Arguments:
//   0 x  const f32 [N]    in
//   1 y  f32 [N]          out: x after the rounds
//   2 h  u32 [N]          out: the generator state after the rounds, started from i + 1
//   3 N  i32 (multiple of 256), 4 iterations i32
#include "hip_min.h"

extern "C" __global__ __launch_bounds__(256) void valu_chain(const float* x_in, float* y, unsigned* h_out, int n,
                                                               int iterations) {
  (void)n;  // the grid covers N; kept so that the argument list states the problem size
  const int i = blockIdx.x * 256 + threadIdx.x;
  float x = x_in[i];
  unsigned h = i + 1;
  for (int round = 0; round < iterations; ++round) {
    h ^= h << 13;
    h ^= h >> 17;
    h ^= h << 5;
    x = __builtin_fmaf(x, 0.75f, static_cast<float>(h & 1023u) * (1.0f / 1024));
  }
  y[i] = x;
  h_out[i] = h;
}
