// Vector memory: FLAT/GLOBAL (gfx11) and VFLAT/VGLOBAL (gfx12) loads and stores, lane by lane under EXEC,
// bounds-checked against the allocations in global memory; FLAT addresses in the shared or private aperture reach
// the workgroup's LDS or the lane's private segment (flat_read and flat_write in internal.h). Cache write-backs and
// invalidations are no-ops in the functional model.
#include <algorithm>
#include <array>
#include <bit>
#include <cstring>
#include <tuple>
#include <utility>
#include <fmt/format.h>

#include "../host_isa.h"
#include "../internal.h"
#include "../operands.h"
#include "../translate.h"
#include "lane_offsets.h"
#include "lane_rows.h"
#include "one_allocation.h"
#include "private_rows.h"

namespace wmmasim::sim::exec {
namespace {

using S = isa::Semantic;

// Per-lane addresses: SADDR (an SGPR pair) + the 32-bit VGPR offset + the instruction offset, or, without SADDR
// (saddr = off / null), the 64-bit VGPR address + the offset (RDNA3 ISA §10.3 "Global addressing"). In groups of
// kLaneGroup lanes: loops of a constant count, which the compiler turns into vector operations.
void lane_addresses(const WaveContext& w, const isa::DecodedInstruction& d, std::array<std::uint64_t, kMaxLanes>& out) {
  const isa::Operand& vaddr = d.operands.vaddr();
  const isa::Operand& saddr = d.operands.saddr();
  const auto offset = static_cast<std::uint64_t>(static_cast<std::int64_t>(d.offset));
  const int n = w.size();
  const std::uint32_t* lo = w.vgpr(vaddr.vgpr());
  if (saddr.dwords != 0 && saddr.code != isa::src::kNull) {
    const std::uint64_t base = scalar64(w, d, saddr) + offset;
    for (int first = 0; first < n; first += kLaneGroup) {
      for (int i = 0; i < kLaneGroup; ++i) out[first + i] = base + lo[first + i];
    }
  } else {
    const std::uint32_t* hi = lo + n;  // the next VGPR's row (WaveContext::vgpr)
    for (int first = 0; first < n; first += kLaneGroup) {
      for (int i = 0; i < kLaneGroup; ++i) out[first + i] = (lo[first + i] | std::uint64_t{hi[first + i]} << 32) + offset;
    }
  }
}

// Runs `access(lane, address)` for every active lane; a memory fault names the lane.
template <class Access>
void each_lane(WaveContext& w, const isa::DecodedInstruction& d, Access access) {
  std::array<std::uint64_t, kMaxLanes> addresses;
  lane_addresses(w, d, addresses);
  const std::uint64_t exec = w.exec();
  for (int lane = 0; lane < w.size(); ++lane) {
    if (((exec >> lane) & 1) == 0) continue;
    try {
      access(lane, addresses[lane]);
    } catch (const MemoryFault& e) {
      throw MemoryFault(fmt::format("lane {}: {}", lane, e.what()));
    }
  }
}

template <Space kSpace>
void read(const WaveContext& w, int lane, std::uint64_t address, std::span<std::byte> out) {
  if (kSpace == Space::Flat) {
    flat_read(w, lane, address, out);
  } else {
    lane_access(w, lane, AddressSpace::Global, LaneAccessKind::Read, address, out.size());
    w.group->memory->read(address, out);
  }
}
template <Space kSpace>
void write(WaveContext& w, int lane, std::uint64_t address, std::span<const std::byte> data) {
  if (kSpace == Space::Flat) {
    flat_write(w, lane, address, data);
  } else {
    lane_access(w, lane, AddressSpace::Global, LaneAccessKind::Write, address, data.size());
    w.group->memory->write(address, data);
  }
}
template <class T, Space kSpace>
T load(const WaveContext& w, int lane, std::uint64_t address) {
  T value;
  read<kSpace>(w, lane, address, std::as_writable_bytes(std::span(&value, 1)));
  return value;
}
template <class T, Space kSpace>
void store(WaveContext& w, int lane, std::uint64_t address, T value) {
  write<kSpace>(w, lane, address, std::as_bytes(std::span(&value, 1)));
}

template <int kDwords, Space kSpace = Space::Global>
void load_dwords(WaveContext& w, const Step& s) {
  const isa::DecodedInstruction& d = *s.decoded;
  const int vdst = d.operands.dst().vgpr();
  each_lane(w, d, [&](int lane, std::uint64_t address) {
    std::array<std::uint32_t, kDwords> data;
    read<kSpace>(w, lane, address, std::as_writable_bytes(std::span(data)));
    for (int i = 0; i < kDwords; ++i) w.vgpr(vdst + i)[lane] = data[i];
  });
}

// Sub-dword loads: T extended to 32 bits, or (D16) into one half of vdst with the other half kept.
enum class Into { Dword, Low16, High16 };
template <class T, Into kInto, Space kSpace = Space::Global>
void load_small(WaveContext& w, const Step& s) {
  const isa::DecodedInstruction& d = *s.decoded;
  std::uint32_t* vdst = w.vgpr(d.operands.dst().vgpr());
  each_lane(w, d, [&](int lane, std::uint64_t address) {
    const auto value = static_cast<std::uint32_t>(static_cast<std::int32_t>(load<T, kSpace>(w, lane, address)));
    switch (kInto) {
      case Into::Dword: vdst[lane] = value; break;
      case Into::Low16: vdst[lane] = (vdst[lane] & 0xffff0000u) | (value & 0xffffu); break;
      case Into::High16: vdst[lane] = (vdst[lane] & 0x0000ffffu) | (value << 16); break;
    }
  });
}

template <int kDwords, Space kSpace = Space::Global>
void store_dwords(WaveContext& w, const Step& s) {
  const isa::DecodedInstruction& d = *s.decoded;
  const int vdata = d.operands.vdata().vgpr();
  each_lane(w, d, [&](int lane, std::uint64_t address) {
    std::array<std::uint32_t, kDwords> data;
    for (int i = 0; i < kDwords; ++i) data[i] = w.vgpr(vdata + i)[lane];
    write<kSpace>(w, lane, address, std::as_bytes(std::span(data)));
  });
}

// Byte and short stores from the low half, or (D16_HI) from bits [23:16] / [31:16].
template <class T, bool kHigh, Space kSpace = Space::Global>
void store_small(WaveContext& w, const Step& s) {
  const isa::DecodedInstruction& d = *s.decoded;
  const std::uint32_t* vdata = w.vgpr(d.operands.vdata().vgpr());
  each_lane(w, d, [&](int lane, std::uint64_t address) {
    store<T, kSpace>(w, lane, address, static_cast<T>(kHigh ? vdata[lane] >> 16 : vdata[lane]));
  });
}

// global_load_addtid_b32 / global_store_addtid_b32: no address VGPR; lane l accesses SADDR + offset + 4 l
// (RDNA3 ISA GLOBAL_LOAD_ADDTID_B32).
template <bool kStore>
void global_addtid(WaveContext& w, const Step& s) {
  const isa::DecodedInstruction& d = *s.decoded;
  const isa::Operand& saddr = d.operands.saddr();
  const std::uint64_t base = saddr.dwords != 0 && saddr.code != isa::src::kNull ? scalar64(w, d, saddr) : 0;
  const auto offset = static_cast<std::uint64_t>(static_cast<std::int64_t>(d.offset));
  GlobalMemory& memory = *w.group->memory;
  const std::uint64_t exec = w.exec();
  for (int lane = 0; lane < w.size(); ++lane) {
    if (((exec >> lane) & 1) == 0) continue;
    const std::uint64_t address = base + offset + 4u * static_cast<std::uint64_t>(lane);
    try {
      if (kStore) {
        memory.store(address, w.vgpr(d.operands.vdata().vgpr())[lane]);
      } else {
        w.vgpr(d.operands.dst().vgpr())[lane] = memory.load<std::uint32_t>(address);
      }
    } catch (const MemoryFault& e) {
      throw MemoryFault(fmt::format("lane {}: {}", lane, e.what()));
    }
  }
}

// gfx12 global_load_block / global_store_block: up to 32 VGPRs per lane from 32 consecutive dwords at the lane's
// address; VGPR vdst + i takes part when bit i of M0 is set (RDNA4 ISA §11.5 "block" loads and stores).
template <bool kStore>
void global_block(WaveContext& w, const Step& s) {
  const isa::DecodedInstruction& d = *s.decoded;
  const std::uint32_t mask = read_sreg(w, 125);
  const int first = kStore ? d.operands.vdata().vgpr() : d.operands.dst().vgpr();
  const int count = w.state.vgpr_count;
  if (first + 32 - std::countl_zero(mask) > count) {
    fault("global block access: M0 selects VGPRs past the kernel's VGPR allocation");
  }
  GlobalMemory& memory = *w.group->memory;
  each_lane(w, d, [&](int lane, std::uint64_t address) {
    for (int i = 0; i < 32; ++i) {
      if (((mask >> i) & 1) == 0) continue;
      if (kStore) {
        memory.store(address + 4u * i, w.vgpr(first + i)[lane]);
      } else {
        w.vgpr(first + i)[lane] = memory.load<std::uint32_t>(address + 4u * i);
      }
    }
  });
}

// ---- the translated executor's GLOBAL loads and stores (translate.h): one allocation lookup per instruction for
// the range of all active lanes' accesses instead of one per lane; when they do not all lie in one allocation, or
// an observer wants lane accesses, the reference step runs, before anything is written, and faults or reports
// exactly as always. ----

// The bits in which the active lanes' words differ from `first`'s (an OR of XORs: a loop of constant count when
// every lane is active, which the compiler turns into vector operations).
[[gnu::always_inline]] inline std::uint32_t differing_bits(const std::uint32_t* words, std::uint64_t exec, bool all,
                                                           int lanes, std::uint32_t first) {
  std::uint32_t differ = 0;
  if (all) {
    for (int group = 0; group < lanes; group += kLaneGroup) {
      for (int i = 0; i < kLaneGroup; ++i) differ |= words[group + i] ^ first;
    }
  } else {
    for (std::uint64_t left = exec; left != 0; left &= left - 1) differ |= words[std::countr_zero(left)] ^ first;
  }
  return differ;
}

// The bits in which the active lanes' 64-bit addresses differ from `first`'s, low and high halves apart, in one
// pass over both VGPR rows (`words` and the row after it).
[[gnu::always_inline]] inline void differing_bits64(const std::uint32_t* words, std::uint64_t exec, bool all, int lanes,
                                                    int first, std::uint32_t& low, std::uint32_t& high) {
  const std::uint32_t* upper = words + lanes;
  const std::uint32_t first_low = words[first], first_high = upper[first];
  low = 0;
  high = 0;
  if (all) {
    for (int group = 0; group < lanes; group += kLaneGroup) {
      for (int i = 0; i < kLaneGroup; ++i) {
        low |= words[group + i] ^ first_low;
        high |= upper[group + i] ^ first_high;
      }
    }
  } else {
    for (std::uint64_t left = exec; left != 0; left &= left - 1) {
      low |= words[std::countr_zero(left)] ^ first_low;
      high |= upper[std::countr_zero(left)] ^ first_high;
    }
  }
}

// The bytes of [base + lo, base + hi + bytes) when they lie inside one allocation, or nullptr (also when the sum
// wraps: the reference computes it lane by lane).
[[gnu::always_inline]] inline std::byte* inside_one_allocation(WaveContext& w, std::uint64_t base, std::uint32_t lo,
                                                               std::uint32_t hi, std::uint32_t bytes) {
  const std::uint64_t low = base + lo;
  const std::uint64_t end = base + hi + bytes;
  if (low < base || end < low) return nullptr;
  return bytes_in_one_allocation(w, low, end);
}

// Whether [low, end) reaches into the shared or the private aperture, where a FLAT access goes to the LDS or to
// scratch instead of global memory.
[[gnu::always_inline]] inline bool reaches_aperture(std::uint64_t low, std::uint64_t end) {
  constexpr std::uint64_t kApertureBytes = std::uint64_t{1} << 32;
  return (low < kSharedAperture + kApertureBytes && end > kSharedAperture) ||
         (low < kPrivateAperture + kApertureBytes && end > kPrivateAperture);
}

template <Space kSpace>
[[gnu::always_inline]] inline LaneOffsets lane_offsets_body(WaveContext& w, const isa::DecodedInstruction& d,
                                                          std::uint32_t bytes) {
  const std::uint64_t exec = w.exec();
  if (w.group->access_observer != nullptr || exec == 0) return {};
  const bool all = exec == w.state.all_lanes_mask();
  const int lanes = w.size();
  const int first = std::countr_zero(exec);
  const isa::Operand& vaddr = d.operands.vaddr();
  const isa::Operand& saddr = d.operands.saddr();
  const std::uint32_t* offsets = w.vgpr(vaddr.vgpr());
  std::uint64_t base = static_cast<std::uint64_t>(static_cast<std::int64_t>(d.offset));
  const std::uint32_t at_first = offsets[first];
  std::uint32_t differ = 0;
  if (saddr.dwords != 0 && saddr.code != isa::src::kNull) {
    base += scalar64(w, d, saddr);
    differ = differing_bits(offsets, exec, all, lanes, at_first);
  } else {
    std::uint32_t high_differ = 0;
    differing_bits64(offsets, exec, all, lanes, first, differ, high_differ);
    if (high_differ != 0) return {};
    base += std::uint64_t{offsets[lanes + first]} << 32;  // the next VGPR's row
  }
  // Every offset agrees with the first lane's above its highest differing bit, so all lie in [first & ~spread,
  // first | spread]: when that range is inside one allocation (nearly always), no minimum and maximum are needed.
  // (The result is put together from locals at the end: a LaneOffsets filled field by field in memory and then
  // returned costs a failed store-to-load forward on x86-64.)
  const std::uint32_t spread = differ == 0 ? 0 : ~0u >> std::countl_zero(differ);
  std::uint32_t lowest = at_first & ~spread;
  std::uint32_t highest = at_first | spread;
  std::byte* at_lowest = inside_one_allocation(w, base, lowest, highest, bytes);
  if (at_lowest == nullptr && spread != 0) {
    std::tie(lowest, highest) = offset_range(offsets, exec);
    at_lowest = inside_one_allocation(w, base, lowest, highest, bytes);
  }
  // A FLAT access is global memory's only outside the apertures (an allocation never lies there, but the reference
  // decides lane by lane).
  if (kSpace == Space::Flat && at_lowest != nullptr && reaches_aperture(base + lowest, base + highest + bytes))
    return {};
  return {offsets, lowest, highest, at_lowest, base + lowest};
}

// The range check, plain and as its AVX2 twin (host_isa.h: the OR of XORs over the address rows eight lanes at a
// time), chosen once for the host; for GLOBAL and for FLAT instructions.
template <Space kSpace>
LaneOffsets lane_offsets_plain(WaveContext& w, const isa::DecodedInstruction& d, std::uint32_t bytes) {
  return lane_offsets_body<kSpace>(w, d, bytes);
}
template <Space kSpace>
[[WMMASIM_TARGET_AVX2]] LaneOffsets lane_offsets_avx2(WaveContext& w, const isa::DecodedInstruction& d,
                                                      std::uint32_t bytes) {
  return lane_offsets_body<kSpace>(w, d, bytes);
}
using LaneOffsetsFn = LaneOffsets (*)(WaveContext&, const isa::DecodedInstruction&, std::uint32_t);
const LaneOffsetsFn global_lane_offsets =
    for_host(lane_offsets_plain<Space::Global>, lane_offsets_avx2<Space::Global>);
const LaneOffsetsFn flat_lane_offsets = for_host(lane_offsets_plain<Space::Flat>, lane_offsets_avx2<Space::Flat>);

}  // namespace

template <Space kSpace>
LaneOffsets lane_offsets(WaveContext& w, const isa::DecodedInstruction& d, std::uint32_t bytes) {
  return (kSpace == Space::Flat ? flat_lane_offsets : global_lane_offsets)(w, d, bytes);
}
template LaneOffsets lane_offsets<Space::Global>(WaveContext&, const isa::DecodedInstruction&, std::uint32_t);
template LaneOffsets lane_offsets<Space::Flat>(WaveContext&, const isa::DecodedInstruction&, std::uint32_t);

namespace {

// A FLAT access whose active lanes all hold one address in the private aperture (-O0 code reaches its stack slots
// so): the scratch rows at its offset (private_rows), else nullptr.
std::byte* flat_private_rows(WaveContext& w, const isa::DecodedInstruction& d, std::uint32_t bytes) {
  const std::uint64_t exec = w.exec();
  const isa::Operand& saddr = d.operands.saddr();
  if (exec == 0 || (saddr.dwords != 0 && saddr.code != isa::src::kNull)) return nullptr;
  const int lanes = w.size();
  const int first = std::countr_zero(exec);
  const std::uint32_t* words = w.vgpr(d.operands.vaddr().vgpr());
  std::uint32_t low_differ = 0;
  std::uint32_t high_differ = 0;
  differing_bits64(words, exec, exec == w.state.all_lanes_mask(), lanes, first, low_differ, high_differ);
  if ((low_differ | high_differ) != 0) return nullptr;
  const std::uint64_t address = (words[first] | std::uint64_t{words[lanes + first]} << 32) +
                                static_cast<std::uint64_t>(static_cast<std::int64_t>(d.offset));
  if ((address >> 32) != (kPrivateAperture >> 32)) return nullptr;
  return private_rows(w, static_cast<std::uint32_t>(address), bytes);
}

template <int kDwords, bool kAvx2 = false, Space kSpace = Space::Global>
[[gnu::always_inline]] inline void load_dwords_body(WaveContext& w, const Step& s) {
  const LaneOffsets lanes = lane_offsets<kSpace>(w, *s.decoded, 4 * kDwords);
  if (lanes.base == nullptr) return load_dwords<kDwords, kSpace>(w, s);
  const VgprRows vdst(w, s.decoded->operands.dst().vgpr());
  if (kDwords == 4 && w.exec() == w.state.all_lanes_mask()) {
    return quads_into_rows(vdst, w.size(), [&](int lane) { return lanes.at(lane); });
  }
  if (kDwords == 1 && lanes.by_groups(w)) {
    // A row of 16 lanes at consecutive addresses (a row of a matrix) is one 64-byte copy, at one address (an
    // element every lane of the row uses) one load; any other row eight or four lanes at a time.
    for (int row = 0; row < w.size(); row += 16) {
      if (row_consecutive(lanes.offsets, row)) {
        std::memcpy(&vdst(0, row), lanes.at(row), 64);
        continue;
      }
      if (row_same(lanes.offsets, row)) {
        std::uint32_t value;
        std::memcpy(&value, lanes.at(row), sizeof value);
        std::fill_n(&vdst(0, row), 16, value);
        continue;
      }
#if defined(__x86_64__)
      if constexpr (kAvx2) {
        for (int lane = row; lane < row + 16; lane += 8) {
          std::uint32_t eight[8];
          octet_dwords(lanes.offsets, lane, [&](int l) { return lanes.at(l); }, eight);
          std::memcpy(&vdst(0, lane), eight, sizeof eight);
        }
        continue;
      }
#endif
      for (int lane = row; lane < row + 16; lane += 4) {
        std::uint32_t four[4];
        quad_dwords(lanes.offsets, lane, [&](int l) { return lanes.at(l); }, four);
        std::memcpy(&vdst(0, lane), four, sizeof four);
      }
    }
    return;
  }
  for_active_lanes(w, [&](int lane) {
    std::array<std::uint32_t, kDwords> data;
    std::memcpy(data.data(), lanes.at(lane), sizeof data);
    for (int i = 0; i < kDwords; ++i) vdst(i, lane) = data[i];
  });
}
template <int kDwords>
void load_dwords_translated(WaveContext& w, const Step& s) {
  load_dwords_body<kDwords>(w, s);
}
// A dword per lane, eight lanes at a time (octet_dwords), for an AVX2 host.
[[WMMASIM_TARGET_AVX2]] void load_dword_translated_avx2(WaveContext& w, const Step& s) {
  load_dwords_body<1, true>(w, s);
}
template <class T, Into kInto, Space kSpace = Space::Global>
void load_small_translated(WaveContext& w, const Step& s) {
  const LaneOffsets lanes = lane_offsets<kSpace>(w, *s.decoded, sizeof(T));
  if (lanes.base == nullptr) return load_small<T, kInto, kSpace>(w, s);
  std::uint32_t* vdst = w.vgpr(s.decoded->operands.dst().vgpr());
  for_active_lanes(w, [&](int lane) {
    T loaded;
    std::memcpy(&loaded, lanes.at(lane), sizeof loaded);
    const auto value = static_cast<std::uint32_t>(static_cast<std::int32_t>(loaded));
    switch (kInto) {
      case Into::Dword: vdst[lane] = value; break;
      case Into::Low16: vdst[lane] = (vdst[lane] & 0xffff0000u) | (value & 0xffffu); break;
      case Into::High16: vdst[lane] = (vdst[lane] & 0x0000ffffu) | (value << 16); break;
    }
  });
}
template <int kDwords, Space kSpace = Space::Global>
void store_dwords_translated(WaveContext& w, const Step& s) {
  const LaneOffsets lanes = lane_offsets<kSpace>(w, *s.decoded, 4 * kDwords);
  if (lanes.base == nullptr) return store_dwords<kDwords, kSpace>(w, s);
  const VgprRows vdata(w, s.decoded->operands.vdata().vgpr());
  for_active_lanes(w, [&](int lane) {
    std::array<std::uint32_t, kDwords> data;
    for (int i = 0; i < kDwords; ++i) data[i] = vdata(i, lane);
    std::memcpy(lanes.at(lane), data.data(), sizeof data);
  });
}
template <class T, bool kHigh, Space kSpace = Space::Global>
void store_small_translated(WaveContext& w, const Step& s) {
  const LaneOffsets lanes = lane_offsets<kSpace>(w, *s.decoded, sizeof(T));
  if (lanes.base == nullptr) return store_small<T, kHigh, kSpace>(w, s);
  const std::uint32_t* vdata = w.vgpr(s.decoded->operands.vdata().vgpr());
  for_active_lanes(w, [&](int lane) {
    const T value = static_cast<T>(kHigh ? vdata[lane] >> 16 : vdata[lane]);
    std::memcpy(lanes.at(lane), &value, sizeof value);
  });
}

// FLAT dword loads and stores: a stack slot in the private aperture by scratch rows, an access inside one global
// allocation as GLOBAL's, anything else (the LDS aperture, lanes in several places) by the reference step.
template <int kDwords>
void flat_load_dwords_translated(WaveContext& w, const Step& s) {
  if (const std::byte* rows = flat_private_rows(w, *s.decoded, 4 * kDwords))
    return private_rows_into_vgprs<kDwords>(w, rows, s.decoded->operands.dst().vgpr());
  load_dwords_body<kDwords, false, Space::Flat>(w, s);
}
template <int kDwords>
void flat_store_dwords_translated(WaveContext& w, const Step& s) {
  if (std::byte* rows = flat_private_rows(w, *s.decoded, 4 * kDwords))
    return vgprs_into_private_rows<kDwords>(w, s.decoded->operands.vdata().vgpr(), rows);
  store_dwords_translated<kDwords, Space::Flat>(w, s);
}

void no_effect(WaveContext&, const Step&) {}

constexpr Binding kBindings[] = {
    {S::GLOBAL_LOAD_DWORD_ADDTID, global_addtid<false>},
    {S::GLOBAL_STORE_DWORD_ADDTID, global_addtid<true>},
    {S::GLOBAL_LOAD_BLOCK, global_block<false>},
    {S::GLOBAL_STORE_BLOCK, global_block<true>},
    {S::GLOBAL_LOAD_DWORD, load_dwords<1>, translate_checked_for_host<load_dwords_translated<1>, load_dword_translated_avx2>},
    {S::GLOBAL_LOAD_DWORDX2, load_dwords<2>, translate_checked<load_dwords_translated<2>>},
    {S::GLOBAL_LOAD_DWORDX3, load_dwords<3>, translate_checked<load_dwords_translated<3>>},
    {S::GLOBAL_LOAD_DWORDX4, load_dwords<4>, translate_checked<load_dwords_translated<4>>},
    {S::GLOBAL_LOAD_UBYTE, load_small<std::uint8_t, Into::Dword>, translate_checked<load_small_translated<std::uint8_t, Into::Dword>>},
    {S::GLOBAL_LOAD_SBYTE, load_small<std::int8_t, Into::Dword>, translate_checked<load_small_translated<std::int8_t, Into::Dword>>},
    {S::GLOBAL_LOAD_USHORT, load_small<std::uint16_t, Into::Dword>, translate_checked<load_small_translated<std::uint16_t, Into::Dword>>},
    {S::GLOBAL_LOAD_SSHORT, load_small<std::int16_t, Into::Dword>, translate_checked<load_small_translated<std::int16_t, Into::Dword>>},
    {S::GLOBAL_LOAD_UBYTE_D16, load_small<std::uint8_t, Into::Low16>, translate_checked<load_small_translated<std::uint8_t, Into::Low16>>},
    {S::GLOBAL_LOAD_SBYTE_D16, load_small<std::int8_t, Into::Low16>, translate_checked<load_small_translated<std::int8_t, Into::Low16>>},
    {S::GLOBAL_LOAD_SHORT_D16, load_small<std::uint16_t, Into::Low16>, translate_checked<load_small_translated<std::uint16_t, Into::Low16>>},
    {S::GLOBAL_LOAD_UBYTE_D16_HI, load_small<std::uint8_t, Into::High16>, translate_checked<load_small_translated<std::uint8_t, Into::High16>>},
    {S::GLOBAL_LOAD_SBYTE_D16_HI, load_small<std::int8_t, Into::High16>, translate_checked<load_small_translated<std::int8_t, Into::High16>>},
    {S::GLOBAL_LOAD_SHORT_D16_HI, load_small<std::uint16_t, Into::High16>, translate_checked<load_small_translated<std::uint16_t, Into::High16>>},
    {S::GLOBAL_STORE_DWORD, store_dwords<1>, translate_checked<store_dwords_translated<1>>},
    {S::GLOBAL_STORE_DWORDX2, store_dwords<2>, translate_checked<store_dwords_translated<2>>},
    {S::GLOBAL_STORE_DWORDX3, store_dwords<3>, translate_checked<store_dwords_translated<3>>},
    {S::GLOBAL_STORE_DWORDX4, store_dwords<4>, translate_checked<store_dwords_translated<4>>},
    {S::GLOBAL_STORE_BYTE, store_small<std::uint8_t, false>, translate_checked<store_small_translated<std::uint8_t, false>>},
    {S::GLOBAL_STORE_SHORT, store_small<std::uint16_t, false>, translate_checked<store_small_translated<std::uint16_t, false>>},
    {S::GLOBAL_STORE_BYTE_D16_HI, store_small<std::uint8_t, true>, translate_checked<store_small_translated<std::uint8_t, true>>},
    {S::GLOBAL_STORE_SHORT_D16_HI, store_small<std::uint16_t, true>, translate_checked<store_small_translated<std::uint16_t, true>>},
    {S::FLAT_LOAD_DWORD, load_dwords<1, Space::Flat>, translate_checked<flat_load_dwords_translated<1>>},
    {S::FLAT_LOAD_DWORDX2, load_dwords<2, Space::Flat>, translate_checked<flat_load_dwords_translated<2>>},
    {S::FLAT_LOAD_DWORDX3, load_dwords<3, Space::Flat>, translate_checked<flat_load_dwords_translated<3>>},
    {S::FLAT_LOAD_DWORDX4, load_dwords<4, Space::Flat>, translate_checked<flat_load_dwords_translated<4>>},
    {S::FLAT_LOAD_UBYTE, load_small<std::uint8_t, Into::Dword, Space::Flat>,
     translate_checked<load_small_translated<std::uint8_t, Into::Dword, Space::Flat>>},
    {S::FLAT_LOAD_SBYTE, load_small<std::int8_t, Into::Dword, Space::Flat>,
     translate_checked<load_small_translated<std::int8_t, Into::Dword, Space::Flat>>},
    {S::FLAT_LOAD_USHORT, load_small<std::uint16_t, Into::Dword, Space::Flat>,
     translate_checked<load_small_translated<std::uint16_t, Into::Dword, Space::Flat>>},
    {S::FLAT_LOAD_SSHORT, load_small<std::int16_t, Into::Dword, Space::Flat>,
     translate_checked<load_small_translated<std::int16_t, Into::Dword, Space::Flat>>},
    {S::FLAT_LOAD_SHORT_D16, load_small<std::uint16_t, Into::Low16, Space::Flat>,
     translate_checked<load_small_translated<std::uint16_t, Into::Low16, Space::Flat>>},
    {S::FLAT_LOAD_SHORT_D16_HI, load_small<std::uint16_t, Into::High16, Space::Flat>,
     translate_checked<load_small_translated<std::uint16_t, Into::High16, Space::Flat>>},
    {S::FLAT_LOAD_UBYTE_D16, load_small<std::uint8_t, Into::Low16, Space::Flat>,
     translate_checked<load_small_translated<std::uint8_t, Into::Low16, Space::Flat>>},
    {S::FLAT_LOAD_SBYTE_D16, load_small<std::int8_t, Into::Low16, Space::Flat>,
     translate_checked<load_small_translated<std::int8_t, Into::Low16, Space::Flat>>},
    {S::FLAT_LOAD_UBYTE_D16_HI, load_small<std::uint8_t, Into::High16, Space::Flat>,
     translate_checked<load_small_translated<std::uint8_t, Into::High16, Space::Flat>>},
    {S::FLAT_LOAD_SBYTE_D16_HI, load_small<std::int8_t, Into::High16, Space::Flat>,
     translate_checked<load_small_translated<std::int8_t, Into::High16, Space::Flat>>},
    {S::FLAT_STORE_DWORD, store_dwords<1, Space::Flat>, translate_checked<flat_store_dwords_translated<1>>},
    {S::FLAT_STORE_DWORDX2, store_dwords<2, Space::Flat>, translate_checked<flat_store_dwords_translated<2>>},
    {S::FLAT_STORE_DWORDX3, store_dwords<3, Space::Flat>, translate_checked<flat_store_dwords_translated<3>>},
    {S::FLAT_STORE_DWORDX4, store_dwords<4, Space::Flat>, translate_checked<flat_store_dwords_translated<4>>},
    {S::FLAT_STORE_BYTE, store_small<std::uint8_t, false, Space::Flat>,
     translate_checked<store_small_translated<std::uint8_t, false, Space::Flat>>},
    {S::FLAT_STORE_SHORT, store_small<std::uint16_t, false, Space::Flat>,
     translate_checked<store_small_translated<std::uint16_t, false, Space::Flat>>},
    {S::FLAT_STORE_BYTE_D16_HI, store_small<std::uint8_t, true, Space::Flat>,
     translate_checked<store_small_translated<std::uint8_t, true, Space::Flat>>},
    {S::FLAT_STORE_SHORT_D16_HI, store_small<std::uint16_t, true, Space::Flat>,
     translate_checked<store_small_translated<std::uint16_t, true, Space::Flat>>},
    {S::GLOBAL_INV, no_effect, translate_no_effect},
    {S::GLOBAL_WB, no_effect, translate_no_effect},
    {S::GLOBAL_WBINV, no_effect, translate_no_effect},
    {S::BUFFER_GL0_INV, no_effect, translate_no_effect},
    {S::BUFFER_GL1_INV, no_effect, translate_no_effect},
};

}  // namespace

std::span<const Binding> vmem_bindings() { return kBindings; }

// The addresses global_load_tr reads (semantics/matrix.cpp).
void vector_memory_addresses(const WaveContext& w, const isa::DecodedInstruction& d,
                             std::array<std::uint64_t, kMaxLanes>& out) {
  lane_addresses(w, d, out);
}

}  // namespace wmmasim::sim::exec
