// fma_lanes32 (fma_lanes.h): the AVX-512F and AVX2+FMA bodies, compiled for their instruction sets only (GCC's
// target attribute), and the choice between them made once (host_isa.h exec_isa).
#include "fma_lanes.h"

#include "host_isa.h"

#if defined(__x86_64__)
#include <immintrin.h>
#endif

namespace wmmasim::sim::exec {
namespace {

#if defined(__x86_64__)
[[gnu::target("avx512f")]] bool fma_avx512(const std::uint32_t* a, const std::uint32_t* b, const std::uint32_t* c,
                                           std::uint32_t* out) {
  __m512 x[2], y[2], z[2];
  __mmask16 nan = 0;
  for (int i = 0; i < 2; ++i) {
    x[i] = _mm512_loadu_ps(a + 16 * i);
    y[i] = _mm512_loadu_ps(b + 16 * i);
    z[i] = _mm512_loadu_ps(c + 16 * i);
    nan |= _mm512_cmp_ps_mask(x[i], y[i], _CMP_UNORD_Q) | _mm512_cmp_ps_mask(z[i], z[i], _CMP_UNORD_Q);
  }
  if (nan != 0) return false;
  for (int i = 0; i < 2; ++i) _mm512_storeu_ps(out + 16 * i, _mm512_fmadd_ps(x[i], y[i], z[i]));
  return true;
}

[[gnu::target("avx2,fma")]] bool fma_avx2(const std::uint32_t* a, const std::uint32_t* b, const std::uint32_t* c,
                                          std::uint32_t* out) {
  __m256 x[4], y[4], z[4];
  __m256 nan = _mm256_setzero_ps();
  for (int i = 0; i < 4; ++i) {
    x[i] = _mm256_loadu_ps(reinterpret_cast<const float*>(a + 8 * i));
    y[i] = _mm256_loadu_ps(reinterpret_cast<const float*>(b + 8 * i));
    z[i] = _mm256_loadu_ps(reinterpret_cast<const float*>(c + 8 * i));
    nan = _mm256_or_ps(nan, _mm256_or_ps(_mm256_cmp_ps(x[i], y[i], _CMP_UNORD_Q), _mm256_cmp_ps(z[i], z[i], _CMP_UNORD_Q)));
  }
  if (_mm256_movemask_ps(nan) != 0) return false;
  for (int i = 0; i < 4; ++i) {
    _mm256_storeu_ps(reinterpret_cast<float*>(out + 8 * i), _mm256_fmadd_ps(x[i], y[i], z[i]));
  }
  return true;
}
#endif

bool no_fma(const std::uint32_t*, const std::uint32_t*, const std::uint32_t*, std::uint32_t*) { return false; }

using FmaBody = bool (*)(const std::uint32_t*, const std::uint32_t*, const std::uint32_t*, std::uint32_t*);

FmaBody host_fma() {
#if defined(__x86_64__)
  switch (exec_isa()) {
    case ExecIsa::Avx512: return fma_avx512;
    case ExecIsa::Avx2: return fma_avx2;
    case ExecIsa::Baseline: break;
  }
#endif
  return no_fma;
}

const FmaBody kHostFma = host_fma();

}  // namespace

bool fma_lanes32(const std::uint32_t* a, const std::uint32_t* b, const std::uint32_t* c, std::uint32_t* out) {
  return kHostFma(a, b, c, out);
}

}  // namespace wmmasim::sim::exec
