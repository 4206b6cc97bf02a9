#include "instruction_cache.h"

#include <algorithm>

namespace wmmasim::sim {

std::uint64_t InstructionCache::request(std::uint32_t block, std::uint64_t ready_if_missing) {
  ++requests_;
  if (const auto held = blocks_.find(block); held != blocks_.end()) {
    held->second.last_request = requests_;
    return held->second.ready;
  }
  // A miss is rare beside the requests (one per block entered), so the victim is found by a scan.
  if (blocks_.size() >= capacity_) {
    const auto victim = std::ranges::min_element(
        blocks_, [](const auto& a, const auto& b) { return a.second.last_request < b.second.last_request; });
    blocks_.erase(victim);
  }
  blocks_.emplace(block, Entry{ready_if_missing, requests_});
  return ready_if_missing;
}

}  // namespace wmmasim::sim
