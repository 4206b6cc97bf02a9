// The memory side of the timing model: latency from issue to the wait-counter decrement, per access kind. It is
// a latency model with first-touch state, not a cache simulator: the first access to a page pays the cold
// latency (TLB and DRAM, as the freshly reset GPUs of tests/data/hw-traces do), the first access to a line of a
// warm page the miss latency, later accesses the hit latency; an access never completes before the fill it
// depends on. Writes pass through the L2 channel of their address (`l2_channel_interleave_bytes` of consecutive
// addresses per channel, `l2_channels` channels): a channel accepts `l2_channel_bytes_per_cycle`, so writes to one
// channel are acknowledged one after another, a write of B bytes B / bytes-per-cycle cycles after the previous one.
#pragma once

#include <cstdint>
#include <unordered_map>
#include <vector>

#include "wmmasim/events/events.h"
#include "wmmasim/timing/machine.h"

namespace wmmasim::sim {

class MemorySystem {
 public:
  explicit MemorySystem(const MachineDescription& machine) : machine_(machine) {}

  // The cycle at which the access issued at `issue_cycle` decrements its wait counter.
  std::uint64_t completion_cycle(const TimingEvent& event, std::uint64_t issue_cycle);

 private:
  // The fill of `key` (a page or a line) in `fills`: returns the cycle the data is there for an access at
  // `issue_cycle`, starting a fill of `fill_latency` when there is none.
  static std::uint64_t touch(std::unordered_map<std::uint64_t, std::uint64_t>& fills, std::uint64_t key,
                             std::uint64_t issue_cycle, int fill_latency, bool& first_touch);

  const MachineDescription& machine_;
  std::unordered_map<std::uint64_t, std::uint64_t> scalar_pages_;  // page -> cycle its first fill returns
  std::unordered_map<std::uint64_t, std::uint64_t> vector_pages_;
  std::unordered_map<std::uint64_t, std::uint64_t> vector_lines_;  // line -> cycle its fill returns
  // The cycle the last write through each L2 channel is acknowledged.
  std::uint64_t write_acknowledged(const TimingEvent& event, std::uint64_t issue_cycle);
  std::vector<std::uint64_t> channel_writes_;  // channel -> its last write's acknowledgement x bytes per cycle
};

}  // namespace wmmasim::sim
