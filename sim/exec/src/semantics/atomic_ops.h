// The read-modify-write operations of the atomics, shared by LDS (DS_*) and global/flat (GLOBAL_ATOMIC_*,
// FLAT_ATOMIC_*) instructions: new = op(old, data0, data1) on the element's bits (RDNA3 ISA §16.15 DS opcodes,
// §16.18 FLAT/GLOBAL opcodes; RDNA4 ISA the same tables). data1 is the second data operand (mskor, the
// comparand of cmpstore/cmpswap) and 0 where the instruction has none.
#pragma once

#include <bit>
#include <cstdint>
#include <type_traits>

#include "valu.h"
#include "wmmasim/numerics/formats.h"

namespace wmmasim::sim::exec {

template <class T>
using AtomicOp = T (*)(T old, T data0, T data1);

template <class T> T op_add(T o, T d, T) { return o + d; }
template <class T> T op_sub(T o, T d, T) { return o - d; }
template <class T> T op_rsub(T o, T d, T) { return d - o; }
template <class T> T op_inc(T o, T d, T) { return o >= d ? T{0} : T(o + 1); }
template <class T> T op_dec(T o, T d, T) { return o == 0 || o > d ? d : T(o - 1); }
template <class T> T op_min_u(T o, T d, T) { return d < o ? d : o; }
template <class T> T op_max_u(T o, T d, T) { return d > o ? d : o; }
template <class T> T op_min_i(T o, T d, T) { return std::make_signed_t<T>(d) < std::make_signed_t<T>(o) ? d : o; }
template <class T> T op_max_i(T o, T d, T) { return std::make_signed_t<T>(d) > std::make_signed_t<T>(o) ? d : o; }
template <class T> T op_and(T o, T d, T) { return o & d; }
template <class T> T op_or(T o, T d, T) { return o | d; }
template <class T> T op_xor(T o, T d, T) { return o ^ d; }
template <class T> T op_mskor(T o, T d0, T d1) { return (o & ~d0) | d1; }
template <class T> T op_swap(T, T d, T) { return d; }
// cmpstore/cmpswap: data0 is the new value, data1 the comparand (DS_CMPSTORE_B32: MEM = tmp == DATA2 ? DATA : tmp;
// GLOBAL_ATOMIC_CMPSWAP_B32: src = DATA[0], cmp = DATA[1], MEM = tmp == cmp ? src : tmp).
template <class T> T op_cmpstore(T o, T d0, T d1) { return o == d1 ? d0 : o; }
// Unsigned subtractions that stop at 0 (DS_SUB_CLAMP_U32) or skip (DS_COND_SUB_U32) instead of wrapping.
template <class T> T op_sub_clamp(T o, T d, T) { return o >= d ? T(o - d) : T{0}; }
template <class T> T op_cond_sub(T o, T d, T) { return o >= d ? T(o - d) : o; }
// DS_WRAP_RTN_B32: MEM = tmp >= DATA ? tmp - DATA : tmp + DATA2 (a ring-buffer index wrapping at DATA).
template <class T> T op_wrap(T o, T d0, T d1) { return o >= d0 ? T(o - d0) : T(o + d1); }
// Floats: bits in, bits out.
template <class T> using FloatOf = std::conditional_t<sizeof(T) == 4, float, double>;
template <class T> T op_add_f(T o, T d, T) { return std::bit_cast<T>(std::bit_cast<FloatOf<T>>(o) + std::bit_cast<FloatOf<T>>(d)); }
template <class T> T op_min_f(T o, T d, T) { return std::bit_cast<T>(min_num(std::bit_cast<FloatOf<T>>(o), std::bit_cast<FloatOf<T>>(d))); }
template <class T> T op_max_f(T o, T d, T) { return std::bit_cast<T>(max_num(std::bit_cast<FloatOf<T>>(o), std::bit_cast<FloatOf<T>>(d))); }
template <class T> T op_cmpstore_f(T o, T d0, T d1) { return std::bit_cast<FloatOf<T>>(o) == std::bit_cast<FloatOf<T>>(d1) ? d0 : o; }
// Packed 16-bit float adds, each half rounded to its format.
inline std::uint32_t op_pk_add_f16(std::uint32_t o, std::uint32_t d, std::uint32_t) {
  const auto half = [](std::uint32_t a, std::uint32_t b) -> std::uint32_t {
    return round_to_f16(decode_f16(static_cast<std::uint16_t>(a)) + decode_f16(static_cast<std::uint16_t>(b)));
  };
  return half(o, d) | (half(o >> 16, d >> 16) << 16);
}
inline std::uint32_t op_pk_add_bf16(std::uint32_t o, std::uint32_t d, std::uint32_t) {
  const auto half = [](std::uint32_t a, std::uint32_t b) -> std::uint32_t {
    const double sum = decode_bf16(static_cast<std::uint16_t>(a)) + decode_bf16(static_cast<std::uint16_t>(b));
    return encode_bf16(static_cast<float>(sum));  // the sum of two bf16 values is exact in float
  };
  return half(o, d) | (half(o >> 16, d >> 16) << 16);
}

}  // namespace wmmasim::sim::exec
