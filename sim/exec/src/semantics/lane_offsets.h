// The translated executor's GLOBAL and FLAT accesses (vmem.cpp; vmem_atomic.cpp): the active lanes of one
// instruction as offsets from one base inside one global allocation, found with one lookup for all of them.
#pragma once

#include <algorithm>
#include <bit>
#include <cstddef>
#include <cstdint>
#include <utility>

#include "../internal.h"

namespace wmmasim::sim::exec {

// GLOBAL instructions reach global memory only; FLAT ones go where the address's aperture says.
enum class Space { Global, Flat };

// A GLOBAL instruction's lanes as one 64-bit base plus a 32-bit offset per lane, read in place from a VGPR: SADDR +
// the instruction offset with the VGPR offsets, or, without SADDR, the 64-bit VGPR addresses' common high half +
// the instruction offset with their low halves. Each lane reads its own offset before writing its own lane of vdst,
// so a vdst that overlaps the address changes no offset still to be read. `base` is nullptr when the reference
// step must run: an observer wants lane accesses, no lane is active, the high halves differ, or the accesses do
// not all lie inside one allocation (also when a lane reaches past its end into the mapped page: the reference
// step then logs it; for FLAT, also when the range reaches into the LDS or the private aperture).
struct LaneOffsets {
  const std::uint32_t* offsets = nullptr;
  std::uint32_t lowest = 0;   // no active lane has a lower offset; `base` holds its byte
  std::uint32_t highest = 0;  // nor a higher one
  std::byte* base = nullptr;
  std::uint64_t address = 0;  // the device address of `base`'s byte
  std::byte* at(int lane) const { return base + (offsets[lane] - lowest); }
  std::uint64_t address_of(int lane) const { return address + (offsets[lane] - lowest); }
  // Whether the lanes may be read or written 4, 8 or 16 at a time (lane_rows.h quad_dwords, octet_dwords,
  // row_consecutive): EXEC full, and a span of offsets in which 16 consecutive ones cannot wrap.
  bool by_groups(const WaveContext& w) const {
    return w.exec() == w.state.all_lanes_mask() && highest - lowest < 0xffffffc0u;
  }
};

// The lowest and highest of the active lanes' offsets (GLOBAL's lanes that span an allocation's end; BUFFER's).
[[gnu::always_inline]] inline std::pair<std::uint32_t, std::uint32_t> offset_range(const std::uint32_t* offsets,
                                                                                    std::uint64_t exec) {
  std::uint32_t lo = ~0u;
  std::uint32_t hi = 0;
  for (std::uint64_t left = exec; left != 0; left &= left - 1) {
    lo = std::min(lo, offsets[std::countr_zero(left)]);
    hi = std::max(hi, offsets[std::countr_zero(left)]);
  }
  return {lo, hi};
}

// The lanes of a GLOBAL (kSpace Global) or FLAT instruction accessing `bytes` each (vmem.cpp).
template <Space kSpace>
LaneOffsets lane_offsets(WaveContext& w, const isa::DecodedInstruction& d, std::uint32_t bytes);

}  // namespace wmmasim::sim::exec
