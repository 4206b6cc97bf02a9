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

std::uint64_t MemorySystem::completion_cycle(TimingClass cls, MemoryAccess access, std::uint64_t address,
                                             std::uint64_t issue_cycle) {
  const std::uint64_t page = address / static_cast<std::uint64_t>(machine_.memory_page_bytes);
  const std::uint64_t line = address / static_cast<std::uint64_t>(machine_.memory_line_bytes);
  bool first = false;
  switch (cls) {
    case TimingClass::Lds: {
      const bool returns_data = access == MemoryAccess::Load || access == MemoryAccess::Atomic;
      return issue_cycle + static_cast<std::uint64_t>(returns_data ? machine_.lds_load : machine_.lds_store);
    }
    case TimingClass::Smem: {
      const std::uint64_t filled = touch(scalar_pages_, page, issue_cycle, machine_.scalar_load_cold, first);
      return std::max(filled, issue_cycle + static_cast<std::uint64_t>(machine_.scalar_load_warm));
    }
    case TimingClass::VmemLoad:
    case TimingClass::VmemStore:
    case TimingClass::VmemAtomic: {
      if (access == MemoryAccess::Store || access == MemoryAccess::Atomic) {
        // Writes to one line are acknowledged in order, one every memory_line_write_cycles.
        std::uint64_t& last = line_writes_[line];
        last = std::max(issue_cycle + static_cast<std::uint64_t>(machine_.vector_store),
                        last + static_cast<std::uint64_t>(machine_.memory_line_write_cycles));
        if (access == MemoryAccess::Store) return last;
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
