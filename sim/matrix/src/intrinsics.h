// <immintrin.h> for the tile kernels. GCC 12 reports its own _mm256/_mm512_undefined_*() helpers as
// maybe-uninitialized when they are inlined (GCC bug 105593): the warning is about the header, not the kernels.
#pragma once

#if defined(__x86_64__)
#pragma GCC diagnostic push
#if !defined(__clang__)  // a GCC-only warning group (clang rejects the name under -Werror)
#pragma GCC diagnostic ignored "-Wmaybe-uninitialized"
#endif
#pragma GCC diagnostic ignored "-Wuninitialized"
#include <immintrin.h>
#pragma GCC diagnostic pop
#endif
