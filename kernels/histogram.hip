// histogram: global atomics as users write them. Every work-item adds 1 to the bin of its value (u32 add without
// return), takes a slot with a returning add and writes its index there (order[] becomes a permutation), folds
// its value into u32 max/min/or/and/xor, i32 max/min, u64 add/max, a swap, and a compare-and-swap loop.
//
// Launch: grid (N/256, 1, 1), block (256, 1, 1). Arguments:
//   0 values const u32 [N]   in
//   1 bins   u32 [64]        inout (zero): bins[b] = count of values with v % 64 == b
//   2 stats  u32 [10]        inout: [0] max, [1] min (start 0xffffffff), [2] or, [3] and (start 0xffffffff),
//                            [4] xor, [5] i32 max and [6] i32 min of (int)v (start INT_MIN / INT_MAX),
//                            [7] slot counter (= N), [8] CAS-loop sum of v % 8, [9] swap (some v; start 0)
//   3 wide   u64 [2]         inout (zero): [0] sum of v, [1] max of v * v
//   4 order  u32 [N]         out: a permutation of 0..N-1
//   5 N      i32 (multiple of 256)
#include "hip_min.h"

#define RELAXED_AGENT __ATOMIC_RELAXED, __HIP_MEMORY_SCOPE_AGENT

extern "C" __global__ __launch_bounds__(256) void histogram(const unsigned* values, unsigned* bins, unsigned* stats,
                                                              unsigned long long* wide, unsigned* order, int n) {
  (void)n;
  const unsigned i = blockIdx.x * 256 + threadIdx.x;
  const unsigned v = values[i];
  __hip_atomic_fetch_add(&bins[v % 64], 1u, RELAXED_AGENT);
  order[__hip_atomic_fetch_add(&stats[7], 1u, RELAXED_AGENT)] = i;
  __hip_atomic_fetch_max(&stats[0], v, RELAXED_AGENT);
  __hip_atomic_fetch_min(&stats[1], v, RELAXED_AGENT);
  __hip_atomic_fetch_or(&stats[2], v, RELAXED_AGENT);
  __hip_atomic_fetch_and(&stats[3], v, RELAXED_AGENT);
  __hip_atomic_fetch_xor(&stats[4], v, RELAXED_AGENT);
  __hip_atomic_fetch_max(reinterpret_cast<int*>(&stats[5]), static_cast<int>(v), RELAXED_AGENT);
  __hip_atomic_fetch_min(reinterpret_cast<int*>(&stats[6]), static_cast<int>(v), RELAXED_AGENT);
  unsigned expected = __hip_atomic_load(&stats[8], RELAXED_AGENT);
  while (!__hip_atomic_compare_exchange_strong(&stats[8], &expected, expected + v % 8, __ATOMIC_RELAXED,
                                               __ATOMIC_RELAXED, __HIP_MEMORY_SCOPE_AGENT)) {
  }
  __hip_atomic_exchange(&stats[9], v, RELAXED_AGENT);
  __hip_atomic_fetch_add(&wide[0], static_cast<unsigned long long>(v), RELAXED_AGENT);
  __hip_atomic_fetch_max(&wide[1], static_cast<unsigned long long>(v) * v, RELAXED_AGENT);
}
