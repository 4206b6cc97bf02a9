// The translated executor's test of a memory instruction's byte range against global memory's allocations (GLOBAL
// and FLAT in vmem.cpp, BUFFER in buffer.cpp): one lookup for all active lanes' accesses instead of one per lane.
#pragma once

#include <cstddef>
#include <cstdint>

#include "../internal.h"

namespace wmmasim::sim::exec {

// The allocation holding [low, end) found by the memory's search, remembered as the wave's most recent one; nullptr
// when the range is not inside one allocation.
[[gnu::noinline]] inline std::byte* search_allocation(WaveContext& w, std::uint64_t low, std::uint64_t end) {
  const GlobalMemory::Mapping mapping = w.group->memory->mapping(low, end);
  if (!mapping.inside) return nullptr;
  const Allocation& allocation = *mapping.allocation;
  w.reached[1] = w.reached[0];
  w.reached[0] = {allocation.base, allocation.end(), mapping.bytes - (low - allocation.base)};
  return mapping.bytes;
}

// The bytes of [low, end) when they lie inside one allocation, else nullptr. The wave's two allocations reached last
// are tried before the memory's search: an allocation holding the range is the one the search would find
// (allocations never overlap). A hit leaves their order alone (a GEMM's loads alternate between A and B).
[[gnu::always_inline]] inline std::byte* bytes_in_one_allocation(WaveContext& w, std::uint64_t low, std::uint64_t end) {
  for (const WaveContext::ReachedAllocation& reached : w.reached) {
    if (low >= reached.base && end <= reached.end) return reached.bytes + (low - reached.base);
  }
  return search_allocation(w, low, end);
}

}  // namespace wmmasim::sim::exec
