#include "wmmasim/timing/memory_hierarchy.h"

#include <algorithm>

namespace wmmasim::sim {

std::uint64_t MemorySystem::touch(std::unordered_map<std::uint64_t, std::uint64_t>& fills, std::uint64_t key,
                                  std::uint64_t issue_cycle, int fill_latency, bool& first_touch) {
  const std::uint64_t own_fill = issue_cycle + static_cast<std::uint64_t>(fill_latency);
  const auto [it, inserted] = fills.try_emplace(key, own_fill);
  // Compute units are simulated one after another, so an access can come with an earlier cycle than the fill
  // already recorded: it then is the first touch.
  first_touch = inserted || own_fill < it->second;
  if (first_touch) it->second = own_fill;
  return it->second;
}

// A write's bytes, split at channel boundaries, queue at their channels; the write is acknowledged when its last
// piece is. The footprint is taken as contiguous from the lowest lane address (a scattered write counts its lanes'
// bytes at the channels of that range).
std::uint64_t MemorySystem::write_acknowledged(const TimingEvent& event, std::uint64_t issue_cycle) {
  const auto interleave = static_cast<std::uint64_t>(machine_.l2_channel_interleave_bytes);
  const auto channels = static_cast<std::uint64_t>(machine_.l2_channels);
  const auto rate = static_cast<std::uint64_t>(machine_.l2_channel_bytes_per_cycle);
  if (channel_writes_.size() != channels) channel_writes_.assign(channels, 0);
  // A footprint the event does not know (a replayed trace) is a full wave32's.
  const std::uint64_t bytes =
      event.span == 0 ? std::uint64_t{32} * event.lane_bytes
                      : std::min<std::uint64_t>(std::uint64_t{event.lanes} * event.lane_bytes, event.span);
  const std::uint64_t arrives = issue_cycle + static_cast<std::uint64_t>(machine_.vector_store);
  std::uint64_t acknowledged = arrives;
  for (std::uint64_t at = event.address, end = event.address + std::max<std::uint64_t>(bytes, 1); at < end;) {
    const std::uint64_t piece_end = std::min(end, (at / interleave + 1) * interleave);
    // In units of 1/rate cycle, so that pieces that are not a multiple of the rate add up exactly.
    std::uint64_t& busy = channel_writes_[(at / interleave) % channels];
    busy = std::max(arrives * rate, busy + (piece_end - at));
    acknowledged = std::max(acknowledged, (busy + rate - 1) / rate);
    at = piece_end;
  }
  return acknowledged;
}

std::uint64_t MemorySystem::completion_cycle(const TimingEvent& event, std::uint64_t issue_cycle) {
  const std::uint64_t address = event.address;
  const std::uint64_t page = address / static_cast<std::uint64_t>(machine_.memory_page_bytes);
  const std::uint64_t line = address / static_cast<std::uint64_t>(machine_.memory_line_bytes);
  bool first = false;
  switch (event.cls) {
    case TimingClass::Lds: {
      const bool returns_data = event.memory == MemoryAccess::Load || event.memory == MemoryAccess::Atomic;
      return issue_cycle + static_cast<std::uint64_t>(returns_data ? machine_.lds_load : machine_.lds_store);
    }
    case TimingClass::Smem: {
      const std::uint64_t filled = touch(scalar_pages_, page, issue_cycle, machine_.scalar_load_cold, first);
      return std::max(filled, issue_cycle + static_cast<std::uint64_t>(machine_.scalar_load_warm));
    }
    case TimingClass::VmemLoad:
    case TimingClass::VmemStore:
    case TimingClass::VmemAtomic: {
      if (event.memory == MemoryAccess::Store || event.memory == MemoryAccess::Atomic) {
        const std::uint64_t acknowledged = write_acknowledged(event, issue_cycle);
        if (event.memory == MemoryAccess::Store) return acknowledged;
      }
      const std::uint64_t page_ready = touch(vector_pages_, page, issue_cycle, machine_.vector_load_cold, first);
      if (first) {
        vector_lines_[line] = page_ready;
        return page_ready;
      }
      const std::uint64_t line_ready = touch(vector_lines_, line, issue_cycle, machine_.vector_load_miss, first);
      return std::max({line_ready, page_ready, issue_cycle + static_cast<std::uint64_t>(machine_.vector_load_hit)});
    }
    default: return issue_cycle;
  }
}

}  // namespace wmmasim::sim
