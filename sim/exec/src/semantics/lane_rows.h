// What the translated memory handlers (lds.cpp, vmem.cpp) share: a wave's VGPRs as rows read once per instruction,
// and a loop over its active lanes with the wave size and EXEC in locals.
//
// Why not WaveContext::vgpr(reg)[lane] per lane: a VGPR store is a store of a 32-bit integer, which the compiler must
// assume may change the wave size (an int) that vgpr() multiplies by, so it reloaded the size and the register
// file's address after every lane's store (callgrind: two thirds of a ds_load_b128's cost).
#pragma once

#include <bit>
#include <cstddef>
#include <cstdint>
#include <cstring>

#include "../internal.h"

#if defined(__SSE2__)
#include <emmintrin.h>
#endif

namespace wmmasim::sim::exec {

// VGPRs `first`, `first + 1`, ... of a wave: row r, lane l at rows[r * stride + l].
struct VgprRows {
  VgprRows(WaveContext& w, int first) : rows(w.vgpr(first)), stride(static_cast<std::size_t>(w.size())) {}
  std::uint32_t& operator()(int row, int lane) const { return rows[static_cast<std::size_t>(row) * stride + static_cast<std::size_t>(lane)]; }
  std::uint32_t* rows;
  std::size_t stride;
};

// Calls each(lane) for every active lane, in lane order: a plain counted loop when every lane is active.
template <class Each>
[[gnu::always_inline]] inline void for_active_lanes(const WaveContext& w, Each each) {
  const std::uint64_t exec = w.exec();
  const int lanes = w.size();
  if (exec == w.state.all_lanes_mask()) {
    for (int lane = 0; lane < lanes; ++lane) each(lane);
    return;
  }
  for (std::uint64_t left = exec; left != 0; left &= left - 1) each(std::countr_zero(left));
}

// Four dwords per lane from `bytes(lane)` (a lane's 16 bytes) into VGPR rows 0..3, for every lane: four lanes at
// a time as one 4 x 4 transpose of dwords with SSE2 (every x86-64 host), one lane at a time elsewhere. All four
// lanes' bytes are read before their rows are written, and a group writes only its own lanes.
template <class Bytes>
[[gnu::always_inline]] inline void quads_into_rows(const VgprRows& rows, int lanes, Bytes bytes) {
#if defined(__SSE2__)
  const auto load = [&](int lane) { return _mm_loadu_si128(reinterpret_cast<const __m128i*>(bytes(lane))); };
  const auto store = [&](int row, int lane, __m128i four) {
    _mm_storeu_si128(reinterpret_cast<__m128i*>(&rows(row, lane)), four);
  };
  for (int lane = 0; lane < lanes; lane += 4) {
    const __m128i a = load(lane), b = load(lane + 1), c = load(lane + 2), d = load(lane + 3);
    const __m128i ab01 = _mm_unpacklo_epi32(a, b), ab23 = _mm_unpackhi_epi32(a, b);  // a0 b0 a1 b1, a2 b2 a3 b3
    const __m128i cd01 = _mm_unpacklo_epi32(c, d), cd23 = _mm_unpackhi_epi32(c, d);
    store(0, lane, _mm_unpacklo_epi64(ab01, cd01));  // a0 b0 c0 d0
    store(1, lane, _mm_unpackhi_epi64(ab01, cd01));
    store(2, lane, _mm_unpacklo_epi64(ab23, cd23));
    store(3, lane, _mm_unpackhi_epi64(ab23, cd23));
  }
#else
  for (int lane = 0; lane < lanes; ++lane) {
    std::uint32_t data[4];
    std::memcpy(data, bytes(lane), sizeof data);
    for (int row = 0; row < 4; ++row) rows(row, lane) = data[row];
  }
#endif
}

}  // namespace wmmasim::sim::exec
