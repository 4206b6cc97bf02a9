// A compute unit's instruction cache: blocks of code (`icache_block_bytes`), at most `icache_bytes` of them, the
// block requested least recently out first. Part of the compute unit's issue logic; see docs/timing.md
// ("Instruction fetch").
#pragma once

#include <cstddef>
#include <cstdint>
#include <unordered_map>

namespace wmmasim::sim {

class InstructionCache {
 public:
  explicit InstructionCache(std::size_t capacity_blocks) : capacity_(capacity_blocks) {}
  // Requests `block`: a block held (fetched, or on its way) keeps the cycle its fetch completes; a block not held
  // is fetched to complete at `ready_if_missing`, evicting the least recently requested block when the cache is
  // full. Returns the cycle the block is there. Either way the block is now the most recently requested.
  std::uint64_t request(std::uint32_t block, std::uint64_t ready_if_missing);

 private:
  struct Entry {
    std::uint64_t ready;
    std::uint64_t last_request;
  };
  std::size_t capacity_;
  std::unordered_map<std::uint32_t, Entry> blocks_;
  std::uint64_t requests_ = 0;
};

}  // namespace wmmasim::sim
