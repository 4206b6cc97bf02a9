// Lane masks (VCC, an SGPR pair) to and from one flag word per lane, kLaneGroup lanes at a time, so that a carry
// or a compare is computed as plain lane-wise words (vector operations) and only packed into bits at the end. With
// SSE2 (every x86-64 host) four lanes per instruction (MOVMSKPS, PCMPEQD); elsewhere a loop over the lanes.
#pragma once

#include <cstdint>

#include "../host_isa.h"
#include "../translate.h"

#if defined(__SSE2__)
#include <emmintrin.h>
#endif
#if defined(__x86_64__)
#include <immintrin.h>
#endif

namespace wmmasim::sim::exec {

// Bit i of the result is set when flags[i] is all ones; every flag is all ones or zero.
[[gnu::always_inline]] inline std::uint32_t pack_lane_flags(const std::uint32_t* flags) {
  std::uint32_t mask = 0;
#if defined(__SSE2__)
  for (int i = 0; i < kLaneGroup; i += 4) {
    const __m128i four = _mm_loadu_si128(reinterpret_cast<const __m128i*>(flags + i));
    mask |= static_cast<std::uint32_t>(_mm_movemask_ps(_mm_castsi128_ps(four))) << i;
  }
#else
  for (int i = 0; i < kLaneGroup; ++i) mask |= (flags[i] & 1u) << i;
#endif
  return mask;
}

#if defined(__x86_64__)
// The same in an AVX2 twin (host_isa.h): eight lanes per VMOVMSKPS.
[[WMMASIM_TARGET_AVX2]] inline std::uint32_t pack_lane_flags_avx2(const std::uint32_t* flags) {
  std::uint32_t mask = 0;
  for (int i = 0; i < kLaneGroup; i += 8) {
    const __m256 eight = _mm256_loadu_ps(reinterpret_cast<const float*>(flags + i));
    mask |= static_cast<std::uint32_t>(_mm256_movemask_ps(eight)) << i;
  }
  return mask;
}
#endif

// flags[i] = all ones when bit i of `mask` is set, else zero.
[[gnu::always_inline]] inline void unpack_lane_mask(std::uint32_t mask, std::uint32_t* flags) {
#if defined(__SSE2__)
  const __m128i all = _mm_set1_epi32(static_cast<int>(mask));
  __m128i bits = _mm_setr_epi32(1, 2, 4, 8);
  for (int i = 0; i < kLaneGroup; i += 4) {
    _mm_storeu_si128(reinterpret_cast<__m128i*>(flags + i), _mm_cmpeq_epi32(_mm_and_si128(all, bits), bits));
    bits = _mm_slli_epi32(bits, 4);
  }
#else
  for (int i = 0; i < kLaneGroup; ++i) flags[i] = ((mask >> i) & 1u) != 0 ? ~0u : 0u;
#endif
}

}  // namespace wmmasim::sim::exec
