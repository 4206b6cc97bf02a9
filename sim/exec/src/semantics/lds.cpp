// LDS (DS encoding): loads and stores to the workgroup's local data share, and the lane exchanges that go through
// the LDS crossbar without touching LDS memory (ds_bpermute_b32, ds_permute_b32). Addresses are the VGPR `addr`
// plus the instruction's unsigned offset(s), checked against the LDS the kernel asked for (its
// group_segment_fixed_size); the 2addr forms use two 8-bit offsets scaled by the element size
// (RDNA3 ISA §11 "Data Share Operations").
#include <algorithm>
#include <array>
#include <bit>
#include <cstring>
#include <fmt/format.h>
#include <limits>
#include <type_traits>

#include "../host_isa.h"
#include "../internal.h"
#include "../operands.h"
#include "../translate.h"
#include "atomic_ops.h"
#include "lane_rows.h"
#include "valu.h"
#include "wmmasim/numerics/formats.h"

namespace wmmasim::sim::exec {
namespace {

using S = isa::Semantic;

// The addr VGPR of every lane, read before the instruction writes anything (vdst may overlap addr).
Lanes addresses(const WaveContext& w, const isa::DecodedInstruction& d) {
  Lanes addr;
  const std::uint32_t* v = w.vgpr(d.operands.addr().vgpr());
  std::copy_n(v, w.size(), addr.begin());
  return addr;
}

// Runs `access(lane, address)` for every active lane with address = addr + offset; a fault names the lane.
template <class Access>
void each_lane(WaveContext& w, const Lanes& addr, std::uint32_t offset, Access access) {
  const std::uint64_t exec = w.exec();
  for (int lane = 0; lane < w.size(); ++lane) {
    if (((exec >> lane) & 1) == 0) continue;
    w.access_lane = lane;
    try {
      access(lane, addr[lane] + offset);
    } catch (const MemoryFault& e) {
      throw MemoryFault(fmt::format("lane {}: {}", lane, e.what()));
    }
  }
}

// Inlined into each caller, where the size is a constant: the copy becomes a move, not a memcpy call per lane.
[[gnu::always_inline]] inline void lds_read(const WaveContext& w, std::uint32_t address, std::span<std::byte> out) {
  lane_access(w, w.access_lane, AddressSpace::Lds, LaneAccessKind::Read, address, out.size());
  if (lds_dropped(w, address, out.size(), false)) {
    std::ranges::fill(out, std::byte{0});
  } else {
    w.group->lds.read(address, out);
  }
}
[[gnu::always_inline]] inline void lds_write(WaveContext& w, std::uint32_t address, std::span<const std::byte> data) {
  lane_access(w, w.access_lane, AddressSpace::Lds, LaneAccessKind::Write, address, data.size());
  if (!lds_dropped(w, address, data.size(), true)) w.group->lds.write(address, data);
}
template <class T>
T lds_load(const WaveContext& w, std::uint32_t address) {
  T value;
  lds_read(w, address, std::as_writable_bytes(std::span(&value, 1)));
  return value;
}

std::uint32_t offset16(const isa::DecodedInstruction& d) { return static_cast<std::uint32_t>(d.offset) & 0xffffu; }
std::uint32_t offset0(const isa::DecodedInstruction& d) { return static_cast<std::uint32_t>(d.offset) & 0xffu; }
std::uint32_t offset1(const isa::DecodedInstruction& d) { return (static_cast<std::uint32_t>(d.offset) >> 8) & 0xffu; }

// The ds_*_2addr forms: each one's element size and the stride its offsets count in elements (64 for _stride64).
// Their semantics below and lds_two_addresses() read both from here.
struct TwoAddressForm {
  S semantic;
  std::uint32_t element_bytes;
  std::uint32_t stride;
};
constexpr TwoAddressForm kTwoAddressForms[] = {
    {S::DS_READ2_B32, 4, 1},       {S::DS_READ2_B64, 8, 1},       {S::DS_READ2ST64_B32, 4, 64},
    {S::DS_READ2ST64_B64, 8, 64},  {S::DS_WRITE2_B32, 4, 1},      {S::DS_WRITE2_B64, 8, 1},
    {S::DS_WRITE2ST64_B32, 4, 64}, {S::DS_WRITE2ST64_B64, 8, 64}, {S::DS_WRXCHG2_RTN_B32, 4, 1},
    {S::DS_WRXCHG2_RTN_B64, 8, 1}, {S::DS_WRXCHG2ST64_RTN_B32, 4, 64}, {S::DS_WRXCHG2ST64_RTN_B64, 8, 64},
};

// The form of a 2addr semantic, at compile time (any other semantic does not compile).
consteval TwoAddressForm two_address_form(S semantic) {
  for (const TwoAddressForm& form : kTwoAddressForms) {
    if (form.semantic == semantic) return form;
  }
  throw "not a ds_*_2addr semantic";
}

// The two elements' byte offsets from addr: offset0 and offset1 x element size x stride.
LdsTwoAddresses two_addresses(const isa::DecodedInstruction& d, const TwoAddressForm& form) {
  const std::uint32_t scale = form.element_bytes * form.stride;
  return {{offset0(d) * scale, offset1(d) * scale}, form.element_bytes};
}

template <int kDwords>
void read_dwords_at(WaveContext& w, const Lanes& addr, int first_vgpr, std::uint32_t offset) {
  each_lane(w, addr, offset, [&](int lane, std::uint32_t address) {
    std::array<std::uint32_t, kDwords> data;
    lds_read(w, address, std::as_writable_bytes(std::span(data)));
    for (int i = 0; i < kDwords; ++i) w.vgpr(first_vgpr + i)[lane] = data[i];
  });
}
template <int kDwords>
void write_dwords_at(WaveContext& w, const Lanes& addr, int first_vgpr, std::uint32_t offset) {
  each_lane(w, addr, offset, [&](int lane, std::uint32_t address) {
    std::array<std::uint32_t, kDwords> data;
    for (int i = 0; i < kDwords; ++i) data[i] = w.vgpr(first_vgpr + i)[lane];
    lds_write(w, address, std::as_bytes(std::span(data)));
  });
}

template <int kDwords>
void ds_read(WaveContext& w, const Step& s) {
  read_dwords_at<kDwords>(w, addresses(w, *s.decoded), s.decoded->operands.dst().vgpr(), offset16(*s.decoded));
}
template <int kDwords>
void ds_write(WaveContext& w, const Step& s) {
  write_dwords_at<kDwords>(w, addresses(w, *s.decoded), s.decoded->operands.data0().vgpr(), offset16(*s.decoded));
}

// ds_load_2addr_* / ds_store_2addr_*: two elements at addr + offset0 * size * stride and
// addr + offset1 * size * stride (stride 64 for the _stride64 forms).
template <S kForm>
void ds_read2(WaveContext& w, const Step& s) {
  constexpr int kDwords = two_address_form(kForm).element_bytes / 4;
  const isa::DecodedInstruction& d = *s.decoded;
  const LdsTwoAddresses at = two_addresses(d, two_address_form(kForm));
  const int vdst = d.operands.dst().vgpr();
  const Lanes addr = addresses(w, d);
  read_dwords_at<kDwords>(w, addr, vdst, at.offsets[0]);
  read_dwords_at<kDwords>(w, addr, vdst + kDwords, at.offsets[1]);
}
template <S kForm>
void ds_write2(WaveContext& w, const Step& s) {
  constexpr int kDwords = two_address_form(kForm).element_bytes / 4;
  const isa::DecodedInstruction& d = *s.decoded;
  const LdsTwoAddresses at = two_addresses(d, two_address_form(kForm));
  const Lanes addr = addresses(w, d);
  write_dwords_at<kDwords>(w, addr, d.operands.data0().vgpr(), at.offsets[0]);
  write_dwords_at<kDwords>(w, addr, d.operands.data1().vgpr(), at.offsets[1]);
}

// Sub-dword loads (extended to 32 bits, or D16 into one half of vdst) and stores (D16_HI: from bits 31:16).
enum class Into { Dword, Low16, High16 };
template <class T, Into kInto>
void ds_read_small(WaveContext& w, const Step& s) {
  const isa::DecodedInstruction& d = *s.decoded;
  std::uint32_t* vdst = w.vgpr(d.operands.dst().vgpr());
  each_lane(w, addresses(w, d), offset16(d), [&](int lane, std::uint32_t address) {
    const auto value = static_cast<std::uint32_t>(static_cast<std::int32_t>(lds_load<T>(w, address)));
    switch (kInto) {
      case Into::Dword: vdst[lane] = value; break;
      case Into::Low16: vdst[lane] = (vdst[lane] & 0xffff0000u) | (value & 0xffffu); break;
      case Into::High16: vdst[lane] = (vdst[lane] & 0x0000ffffu) | (value << 16); break;
    }
  });
}
template <class T, bool kHigh>
void ds_write_small(WaveContext& w, const Step& s) {
  const isa::DecodedInstruction& d = *s.decoded;
  const std::uint32_t* data = w.vgpr(d.operands.data0().vgpr());
  each_lane(w, addresses(w, d), offset16(d), [&](int lane, std::uint32_t address) {
    const T value = static_cast<T>(kHigh ? data[lane] >> 16 : data[lane]);
    lds_write(w, address, std::as_bytes(std::span(&value, 1)));
  });
}

// ds_bpermute_b32: lane l reads data0 of lane ((addr[l] + offset) / 4) mod wave size; a source lane that is
// not active gives 0. ds_permute_b32: lane l writes its data0 to that lane (the last writer wins). Neither
// touches LDS memory (RDNA3 ISA DS_BPERMUTE_B32 / DS_PERMUTE_B32). ds_bpermute_fi_b32 also reads inactive lanes
// ("fetch inactive", RDNA4 ISA DS_BPERMUTE_FI_B32).
template <bool kBackward, bool kFetchInactive = false>
void ds_permute(WaveContext& w, const Step& s) {
  const isa::DecodedInstruction& d = *s.decoded;
  const std::uint32_t* addr = w.vgpr(d.operands.addr().vgpr());
  const std::uint32_t* data = w.vgpr(d.operands.data0().vgpr());
  const std::uint64_t exec = w.exec();
  const int n = w.size();
  const std::uint32_t offset = offset16(d);
  Lanes result{};
  for (int lane = 0; lane < n; ++lane) {
    if (((exec >> lane) & 1) == 0) continue;
    const int other = static_cast<int>(((addr[lane] + offset) / 4) % static_cast<std::uint32_t>(n));
    if (kBackward) {
      result[lane] = (kFetchInactive || ((exec >> other) & 1)) ? data[other] : 0u;
    } else {
      result[other] = data[lane];
    }
  }
  write_lanes32(w, d.operands.dst().vgpr(), result, exec);
}

// The accesses of an LDS atomic are reported as atomic ones (the sanitizer exempts them from the race check).
struct AtomicAccesses {
  explicit AtomicAccesses(WaveContext& w) : wave(w) { wave.lds_atomic = true; }
  ~AtomicAccesses() { wave.lds_atomic = false; }
  AtomicAccesses(const AtomicAccesses&) = delete;
  AtomicAccesses& operator=(const AtomicAccesses&) = delete;
  WaveContext& wave;
};

// ---- atomics (RDNA3 ISA §16.15 DS_*): read the element at addr + offset, combine it with data0 (and data1)
// through one of atomic_ops.h's operations, write the result back, and for the _RTN forms return the old
// value in vdst. Lanes run in lane order, so two lanes on one address see each other's results. ----
template <class T>
T lane_value(const WaveContext& w, int first_vgpr, int lane) {
  if constexpr (sizeof(T) == 4) return w.vgpr(first_vgpr)[lane];
  return w.vgpr(first_vgpr)[lane] | static_cast<std::uint64_t>(w.vgpr(first_vgpr + 1)[lane]) << 32;
}
template <class T>
void set_lane_value(WaveContext& w, int first_vgpr, int lane, T value) {
  w.vgpr(first_vgpr)[lane] = static_cast<std::uint32_t>(value);
  if constexpr (sizeof(T) == 8) w.vgpr(first_vgpr + 1)[lane] = static_cast<std::uint32_t>(value >> 32);
}

template <class T, AtomicOp<T> kOp, bool kReturn>
void ds_atomic(WaveContext& w, const Step& s) {
  const AtomicAccesses atomic(w);
  const isa::DecodedInstruction& d = *s.decoded;
  const bool has_data1 = d.operands.data1().dwords != 0;
  each_lane(w, addresses(w, d), offset16(d), [&](int lane, std::uint32_t address) {
    const T old = lds_load<T>(w, address);
    const T data0 = d.operands.data0().dwords != 0 ? lane_value<T>(w, d.operands.data0().vgpr(), lane) : T{0};
    const T data1 = has_data1 ? lane_value<T>(w, d.operands.data1().vgpr(), lane) : T{0};
    const T updated = kOp(old, data0, data1);
    lds_write(w, address, std::as_bytes(std::span(&updated, 1)));
    if (kReturn) set_lane_value<T>(w, d.operands.dst().vgpr(), lane, old);
  });
}

// ds_storexchg_2addr[_stride64]_rtn: two exchanges at the ds_load_2addr addresses; vdst gets both old values.
template <S kForm>
void ds_wrxchg2(WaveContext& w, const Step& s) {
  using T = std::conditional_t<two_address_form(kForm).element_bytes == 8, std::uint64_t, std::uint32_t>;
  constexpr int kDwords = sizeof(T) / 4;
  const AtomicAccesses atomic(w);
  const isa::DecodedInstruction& d = *s.decoded;
  const Lanes addr = addresses(w, d);
  const LdsTwoAddresses at = two_addresses(d, two_address_form(kForm));
  for (int half = 0; half < 2; ++half) {
    const int data = half == 0 ? d.operands.data0().vgpr() : d.operands.data1().vgpr();
    each_lane(w, addr, at.offsets[half], [&](int lane, std::uint32_t address) {
      const T old = lds_load<T>(w, address);
      const T value = lane_value<T>(w, data, lane);
      lds_write(w, address, std::as_bytes(std::span(&value, 1)));
      set_lane_value<T>(w, d.operands.dst().vgpr() + half * kDwords, lane, old);
    });
  }
}

// ds_condxchg32_rtn_b64: two dwords at (addr + offset) & ~7; each is replaced by bits [30:0] of its half of data0
// when bit 31 of that half is set; vdst gets both old dwords (RDNA3 ISA DS_CONDXCHG32_RTN_B64).
void ds_condxchg32_rtn_b64(WaveContext& w, const Step& s) {
  const AtomicAccesses atomic(w);
  const isa::DecodedInstruction& d = *s.decoded;
  each_lane(w, addresses(w, d), offset16(d), [&](int lane, std::uint32_t address) {
    const std::uint32_t base = address & ~7u;
    for (int i = 0; i < 2; ++i) {
      const std::uint32_t old = lds_load<std::uint32_t>(w, base + 4u * i);
      const std::uint32_t data = w.vgpr(d.operands.data0().vgpr() + i)[lane];
      if (data >> 31) {
        const std::uint32_t value = data & 0x7fffffffu;
        lds_write(w, base + 4u * i, std::as_bytes(std::span(&value, 1)));
      }
      w.vgpr(d.operands.dst().vgpr() + i)[lane] = old;
    }
  });
}

// ds_append / ds_consume: one counter at M0[15:0] + offset; every active lane gets its old value and the counter
// moves by the number of active lanes (RDNA3 ISA DS_APPEND / DS_CONSUME).
template <bool kConsume>
void ds_append(WaveContext& w, const Step& s) {
  const AtomicAccesses atomic(w);
  const isa::DecodedInstruction& d = *s.decoded;
  const std::uint64_t exec = w.exec();
  if (exec == 0) return;
  const std::uint32_t address = (read_sreg(w, 125) & 0xffffu) + offset16(d);
  std::uint32_t old = 0;
  w.access_lane = std::countr_zero(exec);
  try {
    old = lds_load<std::uint32_t>(w, address);
    const auto count = static_cast<std::uint32_t>(std::popcount(exec));
    const std::uint32_t updated = kConsume ? old - count : old + count;
    lds_write(w, address, std::as_bytes(std::span(&updated, 1)));
  } catch (const MemoryFault& e) {
    fault(e.what());
  }
  Lanes result;
  result.fill(old);
  write_lanes32(w, d.operands.dst().vgpr(), result, exec);
}

// ds_load_addtid_b32 / ds_store_addtid_b32: address M0[15:0] + offset + 4 * lane id, no address VGPR
// (RDNA3 ISA DS_LOAD_ADDTID_B32).
template <bool kStore>
void ds_addtid(WaveContext& w, const Step& s) {
  const isa::DecodedInstruction& d = *s.decoded;
  Lanes addr;
  const std::uint32_t base = read_sreg(w, 125) & 0xffffu;
  for (int lane = 0; lane < w.size(); ++lane) addr[lane] = base + 4u * static_cast<std::uint32_t>(lane);
  if (kStore) {
    write_dwords_at<1>(w, addr, d.operands.data0().vgpr(), offset16(d));
  } else {
    read_dwords_at<1>(w, addr, d.operands.dst().vgpr(), offset16(d));
  }
}

// ds_swizzle_b32 (RDNA3 ISA §16.15, RDNA4 ISA §16.15 DS_SWIZZLE_B32, the same pseudocode in both): the lane of
// its group of 32 that lane `lane` reads under the 16-bit `pattern`. Every pattern selects one of four modes, so no
// encoding is reserved; bits a mode does not read are ignored (offset[13:8] in quad-permute, [12:11] in rotate,
// [12:5] in FFT mode).
//   offset >= 0xe000, FFT: j = (reverse5(i) >> popcount(mask)) | (i & mask), mask = offset[4:0].
//   offset >= 0xc000, rotate: j = (i & mask) | ((i + r) & ~mask) in 5 bits, r = offset[9:5], negated when
//     offset[10] (rotate right); mask = offset[4:0] keeps those lane bits, so mask 0x10 rotates within 16 lanes.
//   offset[15], quad-permute: lane i of each quad reads lane offset[2i+1:2i] of its quad.
//   otherwise bit-mask: j = ((i & and_mask) | or_mask) ^ xor_mask, masks offset[4:0], [9:5], [14:10].
// The RDNA3 guide's worked example of rotate with mask 1 contradicts its own pseudocode; the RDNA3.5 and RDNA4
// guides print the example the pseudocode gives, which is what this follows (docs/execution.md).
int swizzle_source(std::uint32_t pattern, int lane) {
  const int i = lane & 31;
  const int mask = static_cast<int>(pattern & 31);
  int j = 0;
  if (pattern >= 0xe000u) {
    int reversed = 0;
    for (int bit = 0; bit < 5; ++bit) reversed |= ((i >> bit) & 1) << (4 - bit);
    j = (reversed >> std::popcount(static_cast<unsigned>(mask))) | (i & mask);
  } else if (pattern >= 0xc000u) {
    const int amount = static_cast<int>((pattern >> 5) & 31);
    const int rotate = (pattern & 0x400u) != 0 ? -amount : amount;
    j = (i & mask) | ((i + rotate) & ~mask & 31);
  } else if ((pattern & 0x8000u) != 0) {
    j = (i & ~3) + static_cast<int>((pattern >> (2 * (i & 3))) & 3);
  } else {
    const int or_mask = static_cast<int>((pattern >> 5) & 31);
    const int xor_mask = static_cast<int>((pattern >> 10) & 31);
    j = ((i & mask) | or_mask) ^ xor_mask;
  }
  return (lane & ~31) + j;
}

// An inactive source lane gives 0 ("reading from an invalid thread results in 0x0").
void ds_swizzle_b32(WaveContext& w, const Step& s) {
  const isa::DecodedInstruction& d = *s.decoded;
  const std::uint32_t pattern = offset16(d);
  const std::uint32_t* data = w.vgpr(d.operands.addr().vgpr());  // the value to swizzle (LLVM's "addr" operand)
  const std::uint64_t exec = w.exec();
  Lanes result{};
  for (int lane = 0; lane < w.size(); ++lane) {
    const int from = swizzle_source(pattern, lane);
    result[lane] = ((exec >> from) & 1) ? data[from] : 0u;
  }
  write_lanes32(w, d.operands.dst().vgpr(), result, exec);
}

// ---- the translated executor's loads and stores (translate.h): the lanes' addresses checked once per instruction;
// when every active lane's access lies inside the LDS and no observer wants lane accesses, the lanes copy without
// a check each. Otherwise the reference step runs, before anything is written, and faults, drops or reports
// exactly as always. The addresses are read in place from the addr VGPR: each lane reads its own address before
// it writes anything, and writes only its own lane of vdst, so a vdst that overlaps addr changes no address still
// to be read. ----

// Whether every one of `lanes` (a multiple of kLaneGroup) addresses is at most `limit`: a test per lane ORed
// together, not a maximum (independent compares instead of a chain). With SSE2 (every x86-64 host) four lanes per
// compare: SSE2 compares only signed words, and x > y unsigned is (x ^ 2^31) > (y ^ 2^31) signed.
bool no_lane_above_plain(const std::uint32_t* addr, int lanes, std::uint32_t limit) {
#if defined(__SSE2__)
  const __m128i sign = _mm_set1_epi32(std::numeric_limits<std::int32_t>::min());
  const __m128i biased_limit = _mm_xor_si128(_mm_set1_epi32(static_cast<int>(limit)), sign);
  __m128i outside = _mm_setzero_si128();
  for (int first = 0; first < lanes; first += kLaneGroup) {
#pragma GCC unroll 8
    for (int i = 0; i < kLaneGroup; i += 4) {
      const __m128i four = _mm_loadu_si128(reinterpret_cast<const __m128i*>(addr + first + i));
      outside = _mm_or_si128(outside, _mm_cmpgt_epi32(_mm_xor_si128(four, sign), biased_limit));
    }
  }
  return _mm_movemask_epi8(outside) == 0;
#else
  std::uint32_t outside = 0;
  for (int first = 0; first < lanes; first += kLaneGroup) {
    for (int i = 0; i < kLaneGroup; ++i) outside |= addr[first + i] > limit ? 1u : 0u;
  }
  return outside == 0;
#endif
}
#if defined(__x86_64__)
// The same as an AVX2 twin (host_isa.h): the lanes' unsigned maximum, eight at a time, against the limit.
[[WMMASIM_TARGET_AVX2]] bool no_lane_above_avx2(const std::uint32_t* addr, int lanes, std::uint32_t limit) {
  const __m256i bound = _mm256_set1_epi32(static_cast<int>(limit));
  __m256i highest = _mm256_setzero_si256();
  for (int first = 0; first < lanes; first += kLaneGroup) {
#pragma GCC unroll 4
    for (int i = 0; i < kLaneGroup; i += 8) {
      highest = _mm256_max_epu32(highest, _mm256_loadu_si256(reinterpret_cast<const __m256i*>(addr + first + i)));
    }
  }
  return _mm256_movemask_epi8(_mm256_cmpeq_epi32(_mm256_max_epu32(highest, bound), bound)) == -1;
}
#endif
// Chosen once for the host.
bool (*const no_lane_above)(const std::uint32_t*, int, std::uint32_t) =
#if defined(__x86_64__)
    for_host(no_lane_above_plain, no_lane_above_avx2);
#else
    no_lane_above_plain;
#endif

// Every active lane's [addr + offset, addr + offset + bytes) inside the LDS, without a sum that wraps (one that
// does is left to the reference, which wraps it as the hardware does).
bool lanes_inside(const WaveContext& w, const std::uint32_t* addr, std::uint32_t offset, std::uint32_t bytes) {
  if (w.group->access_observer != nullptr) return false;
  const std::uint32_t size = w.group->lds.size();
  if (bytes > size || offset > size - bytes) return false;
  const std::uint32_t limit = size - bytes - offset;
  const std::uint64_t exec = w.exec();
  if (exec == w.state.all_lanes_mask()) return no_lane_above(addr, w.size(), limit);
  std::uint32_t highest = 0;
  for (int lane = 0; lane < w.size(); ++lane) highest = std::max(highest, ((exec >> lane) & 1) != 0 ? addr[lane] : 0u);
  return highest <= limit;
}
// The addr VGPR's lanes, in place.
const std::uint32_t* address_lanes(const WaveContext& w, const isa::DecodedInstruction& d) {
  return w.vgpr(d.operands.addr().vgpr());
}

// Whether the wave's dword accesses at addr + offset, for every offset up to `last_offset`, are rows of 16 lanes
// each at consecutive addresses (row_consecutive) inside the LDS, with every lane active: a tile's row, read or
// written by a row of lanes (and repeated by the wave's other rows), is then one 64-byte copy per row. Decides what
// lanes_inside decides for such a wave, from each row's first lane.
[[gnu::always_inline]] inline bool consecutive_rows_inside(const WaveContext& w, const std::uint32_t* addr,
                                                      std::uint32_t last_offset) {
  if (w.group->access_observer != nullptr || w.exec() != w.state.all_lanes_mask()) return false;
  const std::uint64_t size = w.group->lds.size();
  for (int row = 0; row < w.size(); row += 16) {
    if (!row_consecutive(addr, row) || std::uint64_t{addr[row]} + last_offset + 64 > size) return false;
  }
  return true;
}

// Atomics whose active lanes all lie inside the LDS (lanes_inside): each lane's read-modify-write on the LDS's
// bytes in lane order, as ds_atomic does through its checks per lane. A lane's address is read in place before
// its own lane of vdst is written (vdst may overlap addr).
template <class T, AtomicOp<T> kOp, bool kReturn>
void ds_atomic_translated(WaveContext& w, const Step& s) {
  const isa::DecodedInstruction& d = *s.decoded;
  const std::uint32_t* addr = address_lanes(w, d);
  const std::uint32_t offset = offset16(d);
  if (!lanes_inside(w, addr, offset, sizeof(T))) return ds_atomic<T, kOp, kReturn>(w, s);
  std::byte* const lds = w.group->lds.bytes().data();
  const bool has_data0 = d.operands.data0().dwords != 0;
  const bool has_data1 = d.operands.data1().dwords != 0;
  for_active_lanes(w, [&](int lane) {
    std::byte* const element = lds + (addr[lane] + offset);
    T old;
    std::memcpy(&old, element, sizeof old);
    const T data0 = has_data0 ? lane_value<T>(w, d.operands.data0().vgpr(), lane) : T{0};
    const T data1 = has_data1 ? lane_value<T>(w, d.operands.data1().vgpr(), lane) : T{0};
    const T updated = kOp(old, data0, data1);
    std::memcpy(element, &updated, sizeof updated);
    if (kReturn) set_lane_value<T>(w, d.operands.dst().vgpr(), lane, old);
  });
}

// A DS atomic's binding: the reference step and its translation.
template <class T, AtomicOp<T> kOp, bool kReturn>
constexpr Binding atomic_binding(S semantic) {
  return {semantic, ds_atomic<T, kOp, kReturn>, translate_checked<ds_atomic_translated<T, kOp, kReturn>>};
}

template <int kDwords>
void ds_read_translated(WaveContext& w, const Step& s) {
  const isa::DecodedInstruction& d = *s.decoded;
  const std::uint32_t* addr = address_lanes(w, d);
  const std::uint32_t offset = offset16(d);
  const std::byte* lds = w.group->lds.bytes().data();
  const VgprRows vdst(w, d.operands.dst().vgpr());
  if (kDwords == 1 && consecutive_rows_inside(w, addr, offset)) {
    for (int row = 0; row < w.size(); row += 16) std::memcpy(&vdst(0, row), lds + (addr[row] + offset), 64);
    return;
  }
  if (!lanes_inside(w, addr, offset, 4 * kDwords)) return ds_read<kDwords>(w, s);
  if (kDwords == 4 && w.exec() == w.state.all_lanes_mask()) {
    return quads_into_rows_broadcasting(vdst, w.size(), addr, [&](int lane) { return lds + (addr[lane] + offset); });
  }
#if defined(__SSE2__)
  if (kDwords == 2 && w.exec() == w.state.all_lanes_mask()) {
    // Four lanes' 8 bytes, two 2 x 2 dword transposes into rows 0 and 1; the four loads come before the stores.
    const auto pair = [&](int lane) { return _mm_loadl_epi64(reinterpret_cast<const __m128i*>(lds + (addr[lane] + offset))); };
    for (int lane = 0; lane < w.size(); lane += 4) {
      const __m128i ab = _mm_unpacklo_epi32(pair(lane), pair(lane + 1));  // a0 b0 a1 b1
      const __m128i cd = _mm_unpacklo_epi32(pair(lane + 2), pair(lane + 3));
      _mm_storeu_si128(reinterpret_cast<__m128i*>(&vdst(0, lane)), _mm_unpacklo_epi64(ab, cd));  // a0 b0 c0 d0
      _mm_storeu_si128(reinterpret_cast<__m128i*>(&vdst(1, lane)), _mm_unpackhi_epi64(ab, cd));  // a1 b1 c1 d1
    }
    return;
  }
#endif
  if (kDwords == 1 && w.exec() == w.state.all_lanes_mask()) {
    for (int lane = 0; lane < w.size(); lane += 4) {
      std::uint32_t four[4];
      quad_dwords(addr, lane, [&](int l) { return lds + (addr[l] + offset); }, four);
      std::memcpy(&vdst(0, lane), four, sizeof four);
    }
    return;
  }
  for_active_lanes(w, [&](int lane) {
    std::array<std::uint32_t, kDwords> data;
    std::memcpy(data.data(), lds + (addr[lane] + offset), sizeof data);
    for (int i = 0; i < kDwords; ++i) vdst(i, lane) = data[i];
  });
}
template <int kDwords>
void ds_write_translated(WaveContext& w, const Step& s) {
  const isa::DecodedInstruction& d = *s.decoded;
  const std::uint32_t* addr = address_lanes(w, d);
  const std::uint32_t offset = offset16(d);
  std::byte* lds = w.group->lds.bytes().data();
  const VgprRows data0(w, d.operands.data0().vgpr());
  if (kDwords == 1 && consecutive_rows_inside(w, addr, offset)) {
    // Row after row, as the lanes in order: where rows overlap, the later row's dwords land last.
    for (int row = 0; row < w.size(); row += 16) std::memcpy(lds + (addr[row] + offset), &data0(0, row), 64);
    return;
  }
  if (!lanes_inside(w, addr, offset, 4 * kDwords)) return ds_write<kDwords>(w, s);
#if defined(__SSE2__)
  if (kDwords == 4 && w.exec() == w.state.all_lanes_mask()) {
    return rows_into_quad_vectors(data0, w.size(), [&](int lane, __m128i four) {
      _mm_storeu_si128(reinterpret_cast<__m128i*>(lds + (addr[lane] + offset)), four);
    });
  }
#endif
  if (kDwords == 1 && w.exec() == w.state.all_lanes_mask()) {
    // A quad of lanes at a time, in lane order (no sum wraps: lanes_inside checked addr + offset).
    for (int lane = 0; lane < w.size(); lane += 4) {
      quad_store_dwords(addr, lane, [&](int l) { return lds + (addr[l] + offset); }, &data0(0, 0));
    }
    return;
  }
  for_active_lanes(w, [&](int lane) {
    std::array<std::uint32_t, kDwords> data;
    for (int i = 0; i < kDwords; ++i) data[i] = data0(i, lane);
    std::memcpy(lds + (addr[lane] + offset), data.data(), sizeof data);
  });
}
// Both elements of a lane are read before either is written (vdst may overlap addr).
template <S kForm>
void ds_read2_translated(WaveContext& w, const Step& s) {
  constexpr int kDwords = two_address_form(kForm).element_bytes / 4;
  const isa::DecodedInstruction& d = *s.decoded;
  const std::uint32_t* addr = address_lanes(w, d);
  const auto [first, second] = two_addresses(d, two_address_form(kForm)).offsets;
  const std::byte* lds = w.group->lds.bytes().data();
  const VgprRows vdst(w, d.operands.dst().vgpr());
  if (kDwords == 1 && consecutive_rows_inside(w, addr, std::max(first, second))) {
    for (int row = 0; row < w.size(); row += 16) {
      const std::byte* const one = lds + (addr[row] + first);  // both found before vdst (maybe addr) is written
      const std::byte* const two = lds + (addr[row] + second);
      std::memcpy(&vdst(0, row), one, 64);
      std::memcpy(&vdst(1, row), two, 64);
    }
    return;
  }
  if (!lanes_inside(w, addr, std::max(first, second), 4 * kDwords)) return ds_read2<kForm>(w, s);
  if (kDwords == 1 && w.exec() == w.state.all_lanes_mask()) {
    for (int lane = 0; lane < w.size(); lane += 4) {
      std::uint32_t one[4];
      std::uint32_t two[4];
      quad_dwords(addr, lane, [&](int l) { return lds + (addr[l] + first); }, one);
      quad_dwords(addr, lane, [&](int l) { return lds + (addr[l] + second); }, two);
      std::memcpy(&vdst(0, lane), one, sizeof one);
      std::memcpy(&vdst(1, lane), two, sizeof two);
    }
    return;
  }
#if defined(__SSE2__)
  if (kDwords == 2 && w.exec() == w.state.all_lanes_mask()) {
    // A lane's two 8-byte elements as one vector (first in dwords 0-1, second in 2-3), four lanes transposed.
    return quad_vectors_into_rows(vdst, w.size(), [&](int lane) {
      const __m128i one = _mm_loadl_epi64(reinterpret_cast<const __m128i*>(lds + (addr[lane] + first)));
      const __m128i two = _mm_loadl_epi64(reinterpret_cast<const __m128i*>(lds + (addr[lane] + second)));
      return _mm_unpacklo_epi64(one, two);
    });
  }
#endif
  for_active_lanes(w, [&](int lane) {
    std::array<std::uint32_t, 2 * kDwords> data;
    std::memcpy(data.data(), lds + (addr[lane] + first), 4 * kDwords);
    std::memcpy(data.data() + kDwords, lds + (addr[lane] + second), 4 * kDwords);
    for (int i = 0; i < 2 * kDwords; ++i) vdst(i, lane) = data[i];
  });
}
template <S kForm>
void ds_write2_translated(WaveContext& w, const Step& s) {
  constexpr int kDwords = two_address_form(kForm).element_bytes / 4;
  const isa::DecodedInstruction& d = *s.decoded;
  const std::uint32_t* addr = address_lanes(w, d);
  const auto [first, second] = two_addresses(d, two_address_form(kForm)).offsets;
  if (!lanes_inside(w, addr, std::max(first, second), 4 * kDwords)) return ds_write2<kForm>(w, s);
  std::byte* lds = w.group->lds.bytes().data();
  // Every lane's first element, then every lane's second, as the reference: where a second element lands on
  // another lane's first, the second wins.
  for (const auto& [data_vgpr, offset] : {std::pair{d.operands.data0().vgpr(), first}, std::pair{d.operands.data1().vgpr(), second}}) {
    const VgprRows rows(w, data_vgpr);
    for_active_lanes(w, [&](int lane) {
      std::array<std::uint32_t, kDwords> data;
      for (int i = 0; i < kDwords; ++i) data[i] = rows(i, lane);
      std::memcpy(lds + (addr[lane] + offset), data.data(), sizeof data);
    });
  }
}
template <class T, Into kInto>
void ds_read_small_translated(WaveContext& w, const Step& s) {
  const isa::DecodedInstruction& d = *s.decoded;
  const std::uint32_t* addr = address_lanes(w, d);
  const std::uint32_t offset = offset16(d);
  if (!lanes_inside(w, addr, offset, sizeof(T))) return ds_read_small<T, kInto>(w, s);
  const std::byte* lds = w.group->lds.bytes().data();
  std::uint32_t* vdst = w.vgpr(d.operands.dst().vgpr());
  for_active_lanes(w, [&](int lane) {
    T loaded;
    std::memcpy(&loaded, lds + (addr[lane] + offset), sizeof loaded);
    const auto value = static_cast<std::uint32_t>(static_cast<std::int32_t>(loaded));
    switch (kInto) {
      case Into::Dword: vdst[lane] = value; break;
      case Into::Low16: vdst[lane] = (vdst[lane] & 0xffff0000u) | (value & 0xffffu); break;
      case Into::High16: vdst[lane] = (vdst[lane] & 0x0000ffffu) | (value << 16); break;
    }
  });
}
template <class T, bool kHigh>
void ds_write_small_translated(WaveContext& w, const Step& s) {
  const isa::DecodedInstruction& d = *s.decoded;
  const std::uint32_t* addr = address_lanes(w, d);
  const std::uint32_t offset = offset16(d);
  if (!lanes_inside(w, addr, offset, sizeof(T))) return ds_write_small<T, kHigh>(w, s);
  std::byte* lds = w.group->lds.bytes().data();
  const std::uint32_t* data = w.vgpr(d.operands.data0().vgpr());
  if (w.exec() == w.state.all_lanes_mask()) {
    // Scattered stores, a lane at a time in lane order, unrolled (no sum wraps: lanes_inside checked addr + offset).
    std::byte* at = lds + offset;
    const int lanes = w.size();
#pragma GCC unroll 8
    for (int lane = 0; lane < lanes; ++lane) {
      const T value = static_cast<T>(kHigh ? data[lane] >> 16 : data[lane]);
      std::memcpy(at + addr[lane], &value, sizeof value);
    }
    return;
  }
  for_active_lanes(w, [&](int lane) {
    const T value = static_cast<T>(kHigh ? data[lane] >> 16 : data[lane]);
    std::memcpy(lds + (addr[lane] + offset), &value, sizeof value);
  });
}

// The 2addr forms' bindings name their semantic once.
template <S kForm>
constexpr Binding ds_read2_binding() {
  return {kForm, ds_read2<kForm>, translate_checked<ds_read2_translated<kForm>>};
}
template <S kForm>
constexpr Binding ds_write2_binding() {
  return {kForm, ds_write2<kForm>, translate_checked<ds_write2_translated<kForm>>};
}
template <S kForm>
constexpr Binding ds_wrxchg2_binding() {
  return {kForm, ds_wrxchg2<kForm>};
}

constexpr Binding kBindings[] = {
    {S::DS_READ_B32, ds_read<1>, translate_checked<ds_read_translated<1>>},
    {S::DS_READ_B64, ds_read<2>, translate_checked<ds_read_translated<2>>},
    {S::DS_READ_B96, ds_read<3>, translate_checked<ds_read_translated<3>>},
    {S::DS_READ_B128, ds_read<4>, translate_checked<ds_read_translated<4>>},
    ds_read2_binding<S::DS_READ2_B32>(),
    ds_read2_binding<S::DS_READ2_B64>(),
    ds_read2_binding<S::DS_READ2ST64_B32>(),
    ds_read2_binding<S::DS_READ2ST64_B64>(),
    {S::DS_READ_U8, ds_read_small<std::uint8_t, Into::Dword>, translate_checked<ds_read_small_translated<std::uint8_t, Into::Dword>>},
    {S::DS_READ_I8, ds_read_small<std::int8_t, Into::Dword>, translate_checked<ds_read_small_translated<std::int8_t, Into::Dword>>},
    {S::DS_READ_U16, ds_read_small<std::uint16_t, Into::Dword>, translate_checked<ds_read_small_translated<std::uint16_t, Into::Dword>>},
    {S::DS_READ_I16, ds_read_small<std::int16_t, Into::Dword>, translate_checked<ds_read_small_translated<std::int16_t, Into::Dword>>},
    {S::DS_READ_U8_D16, ds_read_small<std::uint8_t, Into::Low16>, translate_checked<ds_read_small_translated<std::uint8_t, Into::Low16>>},
    {S::DS_READ_I8_D16, ds_read_small<std::int8_t, Into::Low16>, translate_checked<ds_read_small_translated<std::int8_t, Into::Low16>>},
    {S::DS_READ_U16_D16, ds_read_small<std::uint16_t, Into::Low16>, translate_checked<ds_read_small_translated<std::uint16_t, Into::Low16>>},
    {S::DS_READ_U8_D16_HI, ds_read_small<std::uint8_t, Into::High16>, translate_checked<ds_read_small_translated<std::uint8_t, Into::High16>>},
    {S::DS_READ_I8_D16_HI, ds_read_small<std::int8_t, Into::High16>, translate_checked<ds_read_small_translated<std::int8_t, Into::High16>>},
    {S::DS_READ_U16_D16_HI, ds_read_small<std::uint16_t, Into::High16>, translate_checked<ds_read_small_translated<std::uint16_t, Into::High16>>},
    {S::DS_WRITE_B32, ds_write<1>, translate_checked<ds_write_translated<1>>},
    {S::DS_WRITE_B64, ds_write<2>, translate_checked<ds_write_translated<2>>},
    {S::DS_WRITE_B96, ds_write<3>, translate_checked<ds_write_translated<3>>},
    {S::DS_WRITE_B128, ds_write<4>, translate_checked<ds_write_translated<4>>},
    ds_write2_binding<S::DS_WRITE2_B32>(),
    ds_write2_binding<S::DS_WRITE2_B64>(),
    ds_write2_binding<S::DS_WRITE2ST64_B32>(),
    ds_write2_binding<S::DS_WRITE2ST64_B64>(),
    {S::DS_WRITE_B8, ds_write_small<std::uint8_t, false>, translate_checked<ds_write_small_translated<std::uint8_t, false>>},
    {S::DS_WRITE_B16, ds_write_small<std::uint16_t, false>, translate_checked<ds_write_small_translated<std::uint16_t, false>>},
    {S::DS_WRITE_B8_D16_HI, ds_write_small<std::uint8_t, true>, translate_checked<ds_write_small_translated<std::uint8_t, true>>},
    {S::DS_WRITE_B16_D16_HI, ds_write_small<std::uint16_t, true>, translate_checked<ds_write_small_translated<std::uint16_t, true>>},
    {S::DS_BPERMUTE_B32, ds_permute<true>},
    {S::DS_PERMUTE_B32, ds_permute<false>},
    atomic_binding<std::uint32_t, op_add<std::uint32_t>, false>(S::DS_ADD_U32),
    atomic_binding<std::uint32_t, op_wrap<std::uint32_t>, true>(S::DS_WRAP_RTN_B32),
    atomic_binding<std::uint32_t, op_add<std::uint32_t>, true>(S::DS_ADD_RTN_U32),
    atomic_binding<std::uint64_t, op_add<std::uint64_t>, false>(S::DS_ADD_U64),
    atomic_binding<std::uint64_t, op_add<std::uint64_t>, true>(S::DS_ADD_RTN_U64),
    atomic_binding<std::uint32_t, op_sub<std::uint32_t>, false>(S::DS_SUB_U32),
    atomic_binding<std::uint32_t, op_sub<std::uint32_t>, true>(S::DS_SUB_RTN_U32),
    atomic_binding<std::uint64_t, op_sub<std::uint64_t>, false>(S::DS_SUB_U64),
    atomic_binding<std::uint64_t, op_sub<std::uint64_t>, true>(S::DS_SUB_RTN_U64),
    atomic_binding<std::uint32_t, op_rsub<std::uint32_t>, false>(S::DS_RSUB_U32),
    atomic_binding<std::uint32_t, op_rsub<std::uint32_t>, true>(S::DS_RSUB_RTN_U32),
    atomic_binding<std::uint64_t, op_rsub<std::uint64_t>, false>(S::DS_RSUB_U64),
    atomic_binding<std::uint64_t, op_rsub<std::uint64_t>, true>(S::DS_RSUB_RTN_U64),
    atomic_binding<std::uint32_t, op_inc<std::uint32_t>, false>(S::DS_INC_U32),
    atomic_binding<std::uint32_t, op_inc<std::uint32_t>, true>(S::DS_INC_RTN_U32),
    atomic_binding<std::uint64_t, op_inc<std::uint64_t>, false>(S::DS_INC_U64),
    atomic_binding<std::uint64_t, op_inc<std::uint64_t>, true>(S::DS_INC_RTN_U64),
    atomic_binding<std::uint32_t, op_dec<std::uint32_t>, false>(S::DS_DEC_U32),
    atomic_binding<std::uint32_t, op_dec<std::uint32_t>, true>(S::DS_DEC_RTN_U32),
    atomic_binding<std::uint64_t, op_dec<std::uint64_t>, false>(S::DS_DEC_U64),
    atomic_binding<std::uint64_t, op_dec<std::uint64_t>, true>(S::DS_DEC_RTN_U64),
    atomic_binding<std::uint32_t, op_min_u<std::uint32_t>, false>(S::DS_MIN_U32),
    atomic_binding<std::uint32_t, op_min_u<std::uint32_t>, true>(S::DS_MIN_RTN_U32),
    atomic_binding<std::uint64_t, op_min_u<std::uint64_t>, false>(S::DS_MIN_U64),
    atomic_binding<std::uint64_t, op_min_u<std::uint64_t>, true>(S::DS_MIN_RTN_U64),
    atomic_binding<std::uint32_t, op_max_u<std::uint32_t>, false>(S::DS_MAX_U32),
    atomic_binding<std::uint32_t, op_max_u<std::uint32_t>, true>(S::DS_MAX_RTN_U32),
    atomic_binding<std::uint64_t, op_max_u<std::uint64_t>, false>(S::DS_MAX_U64),
    atomic_binding<std::uint64_t, op_max_u<std::uint64_t>, true>(S::DS_MAX_RTN_U64),
    atomic_binding<std::uint32_t, op_min_i<std::uint32_t>, false>(S::DS_MIN_I32),
    atomic_binding<std::uint32_t, op_min_i<std::uint32_t>, true>(S::DS_MIN_RTN_I32),
    atomic_binding<std::uint64_t, op_min_i<std::uint64_t>, false>(S::DS_MIN_I64),
    atomic_binding<std::uint64_t, op_min_i<std::uint64_t>, true>(S::DS_MIN_RTN_I64),
    atomic_binding<std::uint32_t, op_max_i<std::uint32_t>, false>(S::DS_MAX_I32),
    atomic_binding<std::uint32_t, op_max_i<std::uint32_t>, true>(S::DS_MAX_RTN_I32),
    atomic_binding<std::uint64_t, op_max_i<std::uint64_t>, false>(S::DS_MAX_I64),
    atomic_binding<std::uint64_t, op_max_i<std::uint64_t>, true>(S::DS_MAX_RTN_I64),
    atomic_binding<std::uint32_t, op_and<std::uint32_t>, false>(S::DS_AND_B32),
    atomic_binding<std::uint32_t, op_and<std::uint32_t>, true>(S::DS_AND_RTN_B32),
    atomic_binding<std::uint64_t, op_and<std::uint64_t>, false>(S::DS_AND_B64),
    atomic_binding<std::uint64_t, op_and<std::uint64_t>, true>(S::DS_AND_RTN_B64),
    atomic_binding<std::uint32_t, op_or<std::uint32_t>, false>(S::DS_OR_B32),
    atomic_binding<std::uint32_t, op_or<std::uint32_t>, true>(S::DS_OR_RTN_B32),
    atomic_binding<std::uint64_t, op_or<std::uint64_t>, false>(S::DS_OR_B64),
    atomic_binding<std::uint64_t, op_or<std::uint64_t>, true>(S::DS_OR_RTN_B64),
    atomic_binding<std::uint32_t, op_xor<std::uint32_t>, false>(S::DS_XOR_B32),
    atomic_binding<std::uint32_t, op_xor<std::uint32_t>, true>(S::DS_XOR_RTN_B32),
    atomic_binding<std::uint64_t, op_xor<std::uint64_t>, false>(S::DS_XOR_B64),
    atomic_binding<std::uint64_t, op_xor<std::uint64_t>, true>(S::DS_XOR_RTN_B64),
    atomic_binding<std::uint32_t, op_mskor<std::uint32_t>, false>(S::DS_MSKOR_B32),
    atomic_binding<std::uint32_t, op_mskor<std::uint32_t>, true>(S::DS_MSKOR_RTN_B32),
    atomic_binding<std::uint64_t, op_mskor<std::uint64_t>, false>(S::DS_MSKOR_B64),
    atomic_binding<std::uint64_t, op_mskor<std::uint64_t>, true>(S::DS_MSKOR_RTN_B64),
    atomic_binding<std::uint32_t, op_cmpstore<std::uint32_t>, false>(S::DS_CMPSTORE_B32),
    atomic_binding<std::uint32_t, op_cmpstore<std::uint32_t>, true>(S::DS_CMPSTORE_RTN_B32),
    atomic_binding<std::uint64_t, op_cmpstore<std::uint64_t>, false>(S::DS_CMPSTORE_B64),
    atomic_binding<std::uint64_t, op_cmpstore<std::uint64_t>, true>(S::DS_CMPSTORE_RTN_B64),
    atomic_binding<std::uint32_t, op_min_f<std::uint32_t>, false>(S::DS_MIN_F32),
    atomic_binding<std::uint32_t, op_min_f<std::uint32_t>, true>(S::DS_MIN_RTN_F32),
    atomic_binding<std::uint64_t, op_min_f<std::uint64_t>, false>(S::DS_MIN_F64),
    atomic_binding<std::uint64_t, op_min_f<std::uint64_t>, true>(S::DS_MIN_RTN_F64),
    atomic_binding<std::uint32_t, op_max_f<std::uint32_t>, false>(S::DS_MAX_F32),
    atomic_binding<std::uint32_t, op_max_f<std::uint32_t>, true>(S::DS_MAX_RTN_F32),
    atomic_binding<std::uint64_t, op_max_f<std::uint64_t>, false>(S::DS_MAX_F64),
    atomic_binding<std::uint64_t, op_max_f<std::uint64_t>, true>(S::DS_MAX_RTN_F64),
    atomic_binding<std::uint32_t, op_cmpstore_f<std::uint32_t>, false>(S::DS_CMPSTORE_F32),
    atomic_binding<std::uint32_t, op_cmpstore_f<std::uint32_t>, true>(S::DS_CMPSTORE_RTN_F32),
    atomic_binding<std::uint64_t, op_cmpstore_f<std::uint64_t>, false>(S::DS_CMPSTORE_F64),
    atomic_binding<std::uint64_t, op_cmpstore_f<std::uint64_t>, true>(S::DS_CMPSTORE_RTN_F64),
    atomic_binding<std::uint32_t, op_add_f<std::uint32_t>, false>(S::DS_ADD_F32),
    atomic_binding<std::uint32_t, op_add_f<std::uint32_t>, true>(S::DS_ADD_RTN_F32),
    atomic_binding<std::uint32_t, op_sub_clamp<std::uint32_t>, false>(S::DS_SUB_CLAMP_U32),
    atomic_binding<std::uint32_t, op_sub_clamp<std::uint32_t>, true>(S::DS_SUB_CLAMP_RTN_U32),
    atomic_binding<std::uint32_t, op_cond_sub<std::uint32_t>, false>(S::DS_COND_SUB_U32),
    atomic_binding<std::uint32_t, op_cond_sub<std::uint32_t>, true>(S::DS_COND_SUB_RTN_U32),
    atomic_binding<std::uint32_t, op_swap<std::uint32_t>, true>(S::DS_WRXCHG_RTN_B32),
    atomic_binding<std::uint64_t, op_swap<std::uint64_t>, true>(S::DS_WRXCHG_RTN_B64),
    atomic_binding<std::uint32_t, op_pk_add_f16, false>(S::DS_PK_ADD_F16),
    atomic_binding<std::uint32_t, op_pk_add_f16, true>(S::DS_PK_ADD_RTN_F16),
    atomic_binding<std::uint32_t, op_pk_add_bf16, false>(S::DS_PK_ADD_BF16),
    atomic_binding<std::uint32_t, op_pk_add_bf16, true>(S::DS_PK_ADD_RTN_BF16),
    ds_wrxchg2_binding<S::DS_WRXCHG2_RTN_B32>(),
    ds_wrxchg2_binding<S::DS_WRXCHG2_RTN_B64>(),
    ds_wrxchg2_binding<S::DS_WRXCHG2ST64_RTN_B32>(),
    ds_wrxchg2_binding<S::DS_WRXCHG2ST64_RTN_B64>(),
    {S::DS_CONDXCHG32_RTN_B64, ds_condxchg32_rtn_b64},
    {S::DS_APPEND, ds_append<false>},
    {S::DS_CONSUME, ds_append<true>},
    {S::DS_READ_ADDTID_B32, ds_addtid<false>},
    {S::DS_WRITE_ADDTID_B32, ds_addtid<true>},
    {S::DS_SWIZZLE_B32, ds_swizzle_b32},
    {S::DS_BPERMUTE_FI_B32, ds_permute<true, true>},
};

}  // namespace

std::span<const Binding> lds_bindings() { return kBindings; }

std::optional<LdsTwoAddresses> lds_two_addresses(const isa::DecodedInstruction& d) {
  for (const TwoAddressForm& form : kTwoAddressForms) {
    if (form.semantic == d.record->semantic) return two_addresses(d, form);
  }
  return std::nullopt;
}

}  // namespace wmmasim::sim::exec
