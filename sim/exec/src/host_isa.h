// The host's vector instructions as the translated executor uses them. A lane-loop handler may have an AVX2 twin:
// the same code compiled through GCC's target attribute, eight 32-bit lanes per instruction instead of SSE2's four,
// bound in place of the plain handler when the host has AVX2 (decided once, from CPUID). The project is built for
// any x86-64 host, so AVX2 may be used only this way.
#pragma once

#include "internal.h"

#if defined(__x86_64__)
#define WMMASIM_TARGET_AVX2 gnu::target("avx2")
#else
#define WMMASIM_TARGET_AVX2
#endif

namespace wmmasim::sim::exec {

inline bool host_has_avx2() {
#if defined(__x86_64__)
  static const bool has = [] {
    __builtin_cpu_init();
    return __builtin_cpu_supports("avx2") != 0;
  }();
  return has;
#else
  return false;
#endif
}

// The handler to bind: its AVX2 twin on an AVX2 host, else the plain one.
inline SemanticFn for_host(SemanticFn plain, SemanticFn avx2) { return host_has_avx2() ? avx2 : plain; }

}  // namespace wmmasim::sim::exec
