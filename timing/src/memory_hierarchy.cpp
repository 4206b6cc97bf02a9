#include "wmmasim/timing/memory_hierarchy.h"

#include <algorithm>
#include <cmath>

namespace wmmasim::sim {

std::uint64_t event_bytes(const TimingEvent& event) {
  if (event.span == 0) return std::uint64_t{32} * std::max<std::uint8_t>(event.lane_bytes, 4);
  return std::max<std::uint64_t>(1, std::min<std::uint64_t>(std::uint64_t{event.lanes} * event.lane_bytes, event.span));
}

MemorySystem::MemorySystem(const MachineDescription& machine, double share)
    : machine_(machine),
      // GB/s over MHz: bytes per shader cycle.
      dram_bytes_per_cycle_(machine.dram_bandwidth_gbs > 0
                                ? share * machine.dram_bandwidth_gbs * 1000.0 / machine.clock_mhz
                                : 0.0),
      channel_bytes_per_cycle_(share * machine.l2_channel_bytes_per_cycle),
      channel_free_(static_cast<std::size_t>(std::max(machine.l2_channels, 1)), 0.0) {}

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

std::uint64_t MemorySystem::dram_transfer(std::uint64_t bytes, std::uint64_t cycle) {
  traffic_.dram_bytes += bytes;
  if (dram_bytes_per_cycle_ <= 0) return cycle;
  const double duration = static_cast<double>(bytes) / dram_bytes_per_cycle_;
  dram_free_ = std::max(dram_free_, static_cast<double>(cycle)) + duration;
  traffic_.dram_busy_cycles += static_cast<std::uint64_t>(std::ceil(duration));
  return static_cast<std::uint64_t>(std::ceil(dram_free_));
}

// A write's bytes, split at channel boundaries, queue at their channels; the write is acknowledged when its last
// piece is. The footprint is taken as contiguous from the lowest lane address (a scattered write counts its lanes'
// bytes at the channels of that range).
std::uint64_t MemorySystem::write_acknowledged(const TimingEvent& event, std::uint64_t bytes,
                                               std::uint64_t issue_cycle) {
  const auto interleave = static_cast<std::uint64_t>(machine_.l2_channel_interleave_bytes);
  const double arrives = static_cast<double>(issue_cycle + static_cast<std::uint64_t>(machine_.vector_store));
  double acknowledged = arrives;
  for (std::uint64_t at = event.address, end = event.address + bytes; at < end;) {
    const std::uint64_t piece_end = std::min(end, (at / interleave + 1) * interleave);
    const double duration = static_cast<double>(piece_end - at) / channel_bytes_per_cycle_;
    double& free = channel_free_[(at / interleave) % channel_free_.size()];
    free = std::max(arrives, free + duration);
    traffic_.l2_channel_busy_cycles += static_cast<std::uint64_t>(std::ceil(duration));
    acknowledged = std::max(acknowledged, free);
    at = piece_end;
  }
  return static_cast<std::uint64_t>(std::ceil(acknowledged));
}

std::uint64_t MemorySystem::completion_cycle(const TimingEvent& event, std::uint64_t issue_cycle) {
  const std::uint64_t address = event.address;
  const std::uint64_t page = address / static_cast<std::uint64_t>(machine_.memory_page_bytes);
  const std::uint64_t line = address / static_cast<std::uint64_t>(machine_.memory_line_bytes);
  const auto line_bytes = static_cast<std::uint64_t>(machine_.memory_line_bytes);
  bool first = false;
  switch (event.cls) {
    case TimingClass::Lds: {
      traffic_.lds_bytes += event_bytes(event);
      const bool returns_data = event.memory == MemoryAccess::Load || event.memory == MemoryAccess::Atomic;
      return issue_cycle + static_cast<std::uint64_t>(returns_data ? machine_.lds_load : machine_.lds_store);
    }
    case TimingClass::Smem: {
      traffic_.scalar_bytes += std::max<std::uint32_t>(event.span, 4);
      const std::uint64_t filled = touch(scalar_pages_, page, issue_cycle, machine_.scalar_load_cold, first);
      return std::max(filled, issue_cycle + static_cast<std::uint64_t>(machine_.scalar_load_warm));
    }
    case TimingClass::VmemLoad:
    case TimingClass::VmemStore:
    case TimingClass::VmemAtomic: {
      const std::uint64_t bytes = event_bytes(event);
      if (event.memory == MemoryAccess::Store || event.memory == MemoryAccess::Atomic) {
        traffic_.vector_write_bytes += bytes;
        const std::uint64_t acknowledged = write_acknowledged(event, bytes, issue_cycle);
        // The L2 writes a line back to DRAM once (rewrites of a line stay in the L2); that takes DRAM time from
        // the fills, but the store is acknowledged by the L2.
        if (written_lines_.insert(line).second) dram_transfer(bytes, issue_cycle);
        if (event.memory == MemoryAccess::Store) return acknowledged;
      } else {
        traffic_.vector_read_bytes += bytes;
      }
      // The lines the access covers come from DRAM when its first line is not cached yet.
      const std::uint64_t lines_bytes = (bytes + (address % line_bytes) + line_bytes - 1) / line_bytes * line_bytes;
      const std::uint64_t page_ready = touch(vector_pages_, page, issue_cycle, machine_.vector_load_cold, first);
      if (first) {
        const std::uint64_t ready = std::max(page_ready, dram_transfer(lines_bytes, issue_cycle));
        vector_lines_[line] = ready;
        return ready;
      }
      std::uint64_t line_ready = touch(vector_lines_, line, issue_cycle, machine_.vector_load_miss, first);
      if (first) line_ready = vector_lines_[line] = std::max(line_ready, dram_transfer(lines_bytes, issue_cycle));
      return std::max({line_ready, page_ready, issue_cycle + static_cast<std::uint64_t>(machine_.vector_load_hit)});
    }
    default: return issue_cycle;
  }
}

}  // namespace wmmasim::sim
