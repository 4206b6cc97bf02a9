// A recorder that consumes the streams while the launch runs (the timing model's streamed replay) may tell the
// executor which workgroup it waits for. The executor asks for this interface beside EventRecorder
// (observer.h); a recorder that does not implement it gets the workgroups in dispatch order.
#pragma once

#include <cstdint>
#include <optional>

namespace wmmasim::sim {

class WorkgroupOrderHint {
 public:
  virtual ~WorkgroupOrderHint() = default;
  // The workgroup whose streams the recorder needs before it can go on, if any. An executor free to choose the
  // order of independent workgroups runs that one next, so the recorder holds the streams it is replaying and
  // not those of workgroups it will need only later. Called from the executor's threads.
  virtual std::optional<std::uint32_t> wanted_workgroup() = 0;
};

}  // namespace wmmasim::sim
