// The executor's door for whoever watches execution: the timing model records each wave's event stream, the hazard
// checker looks at every event as it happens. The executor knows these two interfaces only; it never links the
// timing library, and the timing library never sees the executor (docs/architecture.md).
#pragma once

#include <cstdint>
#include <memory>
#include <vector>

#include "wmmasim/events/events.h"

namespace wmmasim::sim {

// Collects the executed instructions of every wave, one stream per (workgroup, wave), for a model that replays
// them afterwards (the timing model). The executor appends to the stream while the wave runs.
class EventRecorder {
 public:
  virtual ~EventRecorder() = default;
  virtual std::vector<TimingEvent>& wave_events(std::uint32_t workgroup, std::uint32_t wave) = 0;
};

// Sees every executed instruction as it executes (the hazard checker). Waves of a workgroup interleave; each
// wave's events come in program order.
class EventObserver {
 public:
  virtual ~EventObserver() = default;
  virtual void observe(std::uint32_t workgroup, std::uint32_t wave, const TimingEvent& event) = 0;
  // A fresh observer of the same kind for one workgroup run on another thread; the executor merges the
  // workgroups' observers back in dispatch order, so the result does not depend on the thread count.
  virtual std::unique_ptr<EventObserver> fork() const = 0;
  virtual void merge(const EventObserver& workgroup_observer) = 0;
};

}  // namespace wmmasim::sim
