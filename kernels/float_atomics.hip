// float_atomics: a reduction with float atomics, one atomic per work-item: f32 add without and with the returned
// value, f32 max and min, and the same in f64. Built with -munsafe-fp-atomics, as users of hardware float atomics
// build: the f32 operations become global_atomic_add_f32 / min / max (gfx12: min_num / max_num; clang's atomic
// optimizer first combines each wave's values); f64 has no such instructions on gfx11/gfx12 and stays a
// global_atomic_cmpswap_b64 loop.
//
// Launch: grid (N/256, 1, 1), block (256, 1, 1). Arguments:
//   0 x      const f32 [N]   in
//   1 sums   f32 [4]         inout: [0] sum of x (start 0), [1] max (start -inf), [2] min (start +inf),
//                            [3] sum of x by the returning add (start 0)
//   2 sums64 f64 [3]         inout: [0] sum of x, [1] max, [2] min (as sums)
//   3 seen   f32 [N]         out: the value sums[3] had before each work-item's add
//   4 N      i32 (multiple of 256)
#include "hip_min.h"

#define RELAXED_AGENT __ATOMIC_RELAXED, __HIP_MEMORY_SCOPE_AGENT

extern "C" __global__ __launch_bounds__(256) void float_atomics(const float* x, float* sums, double* sums64,
                                                                  float* seen, int n) {
  (void)n;
  const unsigned i = blockIdx.x * 256 + threadIdx.x;
  const float v = x[i];
  __hip_atomic_fetch_add(&sums[0], v, RELAXED_AGENT);
  __hip_atomic_fetch_max(&sums[1], v, RELAXED_AGENT);
  __hip_atomic_fetch_min(&sums[2], v, RELAXED_AGENT);
  seen[i] = __hip_atomic_fetch_add(&sums[3], v, RELAXED_AGENT);
  __hip_atomic_fetch_add(&sums64[0], static_cast<double>(v), RELAXED_AGENT);
  __hip_atomic_fetch_max(&sums64[1], static_cast<double>(v), RELAXED_AGENT);
  __hip_atomic_fetch_min(&sums64[2], static_cast<double>(v), RELAXED_AGENT);
}
