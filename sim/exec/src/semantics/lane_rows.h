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

#include "../host_isa.h"
#include "../internal.h"

#if defined(__SSE2__)
#include <emmintrin.h>
#endif
#if defined(__x86_64__)
#include <immintrin.h>
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

#if defined(__SSE2__)
// Four dwords of a row, lanes lane .. lane + 3.
[[gnu::always_inline]] inline void store_row(const VgprRows& rows, int row, int lane, __m128i four) {
  _mm_storeu_si128(reinterpret_cast<__m128i*>(&rows(row, lane)), four);
}
// Lanes lane .. lane + 3's four dwords a, b, c, d transposed into rows 0..3.
[[gnu::always_inline]] inline void store_quad_transposed(const VgprRows& rows, int lane, __m128i a, __m128i b,
                                                         __m128i c, __m128i d) {
  const __m128i ab01 = _mm_unpacklo_epi32(a, b), ab23 = _mm_unpackhi_epi32(a, b);  // a0 b0 a1 b1, a2 b2 a3 b3
  const __m128i cd01 = _mm_unpacklo_epi32(c, d), cd23 = _mm_unpackhi_epi32(c, d);
  store_row(rows, 0, lane, _mm_unpacklo_epi64(ab01, cd01));  // a0 b0 c0 d0
  store_row(rows, 1, lane, _mm_unpackhi_epi64(ab01, cd01));
  store_row(rows, 2, lane, _mm_unpacklo_epi64(ab23, cd23));
  store_row(rows, 3, lane, _mm_unpackhi_epi64(ab23, cd23));
}
// Four dwords per lane, given as a vector by `load(lane)`, into VGPR rows 0..3, for every lane: four lanes at a time
// as one 4 x 4 transpose of dwords. All four lanes' loads come before their rows are written, and a group writes
// only its own lanes.
template <class Load>
[[gnu::always_inline]] inline void quad_vectors_into_rows(const VgprRows& rows, int lanes, Load load) {
  for (int lane = 0; lane < lanes; lane += 4) {
    store_quad_transposed(rows, lane, load(lane), load(lane + 1), load(lane + 2), load(lane + 3));
  }
}

// The inverse: VGPR rows 0..3 of every lane, four lanes at a time transposed, handed to `store(lane, four)` as each
// lane's four dwords, in lane order (where two lanes' bytes overlap, the later lane's are stored last).
template <class Store>
[[gnu::always_inline]] inline void rows_into_quad_vectors(const VgprRows& rows, int lanes, Store store) {
  const auto load = [&](int row, int lane) { return _mm_loadu_si128(reinterpret_cast<const __m128i*>(&rows(row, lane))); };
  for (int lane = 0; lane < lanes; lane += 4) {
    const __m128i r0 = load(0, lane), r1 = load(1, lane), r2 = load(2, lane), r3 = load(3, lane);
    const __m128i ab01 = _mm_unpacklo_epi32(r0, r1), cd01 = _mm_unpackhi_epi32(r0, r1);  // a0 a1 b0 b1, c0 c1 d0 d1
    const __m128i ab23 = _mm_unpacklo_epi32(r2, r3), cd23 = _mm_unpackhi_epi32(r2, r3);
    store(lane, _mm_unpacklo_epi64(ab01, ab23));  // a0 a1 a2 a3
    store(lane + 1, _mm_unpackhi_epi64(ab01, ab23));
    store(lane + 2, _mm_unpacklo_epi64(cd01, cd23));
    store(lane + 3, _mm_unpackhi_epi64(cd01, cd23));
  }
}
#endif

// The same from `bytes(lane)` (a lane's 16 bytes) with SSE2 (every x86-64 host), one lane at a time elsewhere.
template <class Bytes>
[[gnu::always_inline]] inline void quads_into_rows(const VgprRows& rows, int lanes, Bytes bytes) {
#if defined(__SSE2__)
  quad_vectors_into_rows(rows, lanes, [&](int lane) { return _mm_loadu_si128(reinterpret_cast<const __m128i*>(bytes(lane))); });
#else
  for (int lane = 0; lane < lanes; ++lane) {
    std::uint32_t data[4];
    std::memcpy(data, bytes(lane), sizeof data);
    for (int row = 0; row < 4; ++row) rows(row, lane) = data[row];
  }
#endif
}

// Whether the 16 lanes `lane` .. lane + 15 (a row of 64 bytes in a VGPR) hold offsets[lane] + kStride i: with
// kStride 4 consecutive dwords (row_consecutive: a row of a tile that a row of lanes reads or writes, one 64-byte
// copy instead of four quads), with 0 one offset (row_same: an element the row's lanes share, one load). Offsets
// compare modulo 2^32: the wave's offsets must span less than 2^32 - 60 bytes, so that 16 consecutive ones are
// consecutive in memory too.
template <std::uint32_t kStride>
inline bool row_offsets_step(const std::uint32_t* offsets, int lane) {
  if (offsets[lane + 15] != offsets[lane] + 15 * kStride) return false;  // most other rows fail here, at once
#if defined(__SSE2__)
  const __m128i first = _mm_set1_epi32(static_cast<int>(offsets[lane]));
  const __m128i quad_step = _mm_set1_epi32(static_cast<int>(4 * kStride));
  __m128i expected = _mm_add_epi32(first, _mm_setr_epi32(0, kStride, 2 * kStride, 3 * kStride));
  __m128i equal = _mm_set1_epi32(-1);
  for (int quad = 0; quad < 4; ++quad) {
    const __m128i four = _mm_loadu_si128(reinterpret_cast<const __m128i*>(offsets + lane + 4 * quad));
    equal = _mm_and_si128(equal, _mm_cmpeq_epi32(four, expected));
    expected = _mm_add_epi32(expected, quad_step);
  }
  return _mm_movemask_epi8(equal) == 0xffff;
#else
  for (std::uint32_t i = 1; i < 15; ++i) {
    if (offsets[lane + static_cast<int>(i)] != offsets[lane] + i * kStride) return false;
  }
  return true;
#endif
}
inline bool row_consecutive(const std::uint32_t* offsets, int lane) { return row_offsets_step<4>(offsets, lane); }
inline bool row_same(const std::uint32_t* offsets, int lane) { return row_offsets_step<0>(offsets, lane); }

// The same where lane l's 16 bytes are at `bytes(l)` and `offsets[l]` is their address: lanes at one address (a row
// of a tile that a group of lanes shares, such as the A operand an LDS-tiled GEMM reads) are one load whose dwords
// are broadcast into the rows, a row of 16 lanes or a quad at a time; the others are transposed as above. A row's
// or quad's offsets are read before its lanes are written.
template <class Bytes>
[[gnu::always_inline]] inline void quads_into_rows_broadcasting(const VgprRows& rows, int lanes,
                                                                const std::uint32_t* offsets, Bytes bytes) {
#if defined(__SSE2__)
  const auto load = [&](int lane) { return _mm_loadu_si128(reinterpret_cast<const __m128i*>(bytes(lane))); };
  const auto broadcast = [&](int first, int count, __m128i v) {
    const __m128i dwords[4] = {_mm_shuffle_epi32(v, 0x00), _mm_shuffle_epi32(v, 0x55), _mm_shuffle_epi32(v, 0xaa),
                               _mm_shuffle_epi32(v, 0xff)};
    for (int row = 0; row < 4; ++row) {
      for (int lane = first; lane < first + count; lane += 4) store_row(rows, row, lane, dwords[row]);
    }
  };
  for (int row_lane = 0; row_lane < lanes; row_lane += 16) {
    if (row_same(offsets, row_lane)) {
      broadcast(row_lane, 16, load(row_lane));
      continue;
    }
    for (int lane = row_lane; lane < row_lane + 16; lane += 4) {
      const __m128i four = _mm_loadu_si128(reinterpret_cast<const __m128i*>(offsets + lane));
      if (_mm_movemask_epi8(_mm_cmpeq_epi32(four, _mm_shuffle_epi32(four, 0))) == 0xffff) {
        broadcast(lane, 4, load(lane));
      } else {
        store_quad_transposed(rows, lane, load(lane), load(lane + 1), load(lane + 2), load(lane + 3));
      }
    }
  }
#else
  (void)offsets;
  quads_into_rows(rows, lanes, bytes);
#endif
}

// Four lanes' dwords, lanes `lane` .. lane + 3, where lane l's is at `at(l)` and `offsets[l]` is its address in
// some space: when the four offsets are consecutive (offsets[lane] + 4 i) one 16-byte copy from at(lane), when they
// are one offset one load broadcast, else four loads. Offsets compare modulo 2^32: the wave's offsets must span
// less than 2^32 - 12 bytes, so that four consecutive ones are consecutive in memory too. The offsets are read
// before `out` is written; the caller writes the lanes.
enum class QuadShape { Consecutive, Same, Other };
inline QuadShape quad_shape(const std::uint32_t* offsets) {
#if defined(__SSE2__)
  const __m128i four = _mm_loadu_si128(reinterpret_cast<const __m128i*>(offsets));
  const __m128i first = _mm_shuffle_epi32(four, 0);
  if (_mm_movemask_epi8(_mm_cmpeq_epi32(four, _mm_add_epi32(first, _mm_setr_epi32(0, 4, 8, 12)))) == 0xffff) {
    return QuadShape::Consecutive;
  }
  return _mm_movemask_epi8(_mm_cmpeq_epi32(four, first)) == 0xffff ? QuadShape::Same : QuadShape::Other;
#else
  const std::uint32_t o = offsets[0];
  if (offsets[1] == o + 4 && offsets[2] == o + 8 && offsets[3] == o + 12) return QuadShape::Consecutive;
  return offsets[1] == o && offsets[2] == o && offsets[3] == o ? QuadShape::Same : QuadShape::Other;
#endif
}
template <class At>
[[gnu::always_inline]] inline void quad_dwords(const std::uint32_t* offsets, int lane, At at, std::uint32_t (&out)[4]) {
  switch (quad_shape(offsets + lane)) {
    case QuadShape::Consecutive: std::memcpy(out, at(lane), sizeof out); return;
    case QuadShape::Same:
      std::memcpy(&out[0], at(lane), 4);
      out[1] = out[2] = out[3] = out[0];
      return;
    case QuadShape::Other:
      for (int i = 0; i < 4; ++i) std::memcpy(&out[i], at(lane + i), 4);
      return;
  }
}

// The inverse for stores: lanes lane .. lane + 3's dwords `values[lane..lane+3]` stored at `at(l)` as four stores in
// lane order would leave them: consecutive offsets one 16-byte copy, one offset the last lane's dword (it lands
// last), else four stores.
template <class At>
[[gnu::always_inline]] inline void quad_store_dwords(const std::uint32_t* offsets, int lane, At at,
                                                     const std::uint32_t* values) {
  switch (quad_shape(offsets + lane)) {
    case QuadShape::Consecutive: std::memcpy(at(lane), values + lane, 16); return;
    case QuadShape::Same: std::memcpy(at(lane), values + lane + 3, 4); return;
    case QuadShape::Other:
      for (int i = 0; i < 4; ++i) std::memcpy(at(lane + i), values + lane + i, 4);
      return;
  }
}

#if defined(__x86_64__)
// The same for eight lanes in an AVX2 twin (host_isa.h): one 32-byte copy when the eight offsets are consecutive,
// one load broadcast when they are one offset, else two quads. The wave's offsets must span less than 2^32 - 28
// bytes.
template <class At>
[[WMMASIM_TARGET_AVX2]] inline void octet_dwords(const std::uint32_t* offsets, int lane, At at,
                                                std::uint32_t (&out)[8]) {
  const __m256i eight = _mm256_loadu_si256(reinterpret_cast<const __m256i*>(offsets + lane));
  const __m256i first = _mm256_set1_epi32(static_cast<int>(offsets[lane]));
  const __m256i steps = _mm256_setr_epi32(0, 4, 8, 12, 16, 20, 24, 28);
  if (_mm256_movemask_epi8(_mm256_cmpeq_epi32(eight, _mm256_add_epi32(first, steps))) == -1) {
    std::memcpy(out, at(lane), sizeof out);
    return;
  }
  if (_mm256_movemask_epi8(_mm256_cmpeq_epi32(eight, first)) == -1) {
    std::uint32_t value;
    std::memcpy(&value, at(lane), sizeof value);
    _mm256_storeu_si256(reinterpret_cast<__m256i*>(out), _mm256_set1_epi32(static_cast<int>(value)));
    return;
  }
  std::uint32_t (&low)[4] = *reinterpret_cast<std::uint32_t(*)[4]>(out);
  std::uint32_t (&high)[4] = *reinterpret_cast<std::uint32_t(*)[4]>(out + 4);
  quad_dwords(offsets, lane, at, low);
  quad_dwords(offsets, lane + 4, at, high);
}
#endif

}  // namespace wmmasim::sim::exec
