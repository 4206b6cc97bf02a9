#include "wmmasim/events/observer.h"

#include <algorithm>
#include <stdexcept>

namespace wmmasim::sim {

CompactWaveEvents& EventRecorder::compact_wave_events(std::uint32_t, std::uint32_t) {
  throw std::logic_error("EventRecorder: compact streams asked of a recorder that did not accept them");
}

std::unique_ptr<EventObserver> ObserverList::fork() const {
  auto list = std::make_unique<ObserverList>(std::vector<EventObserver*>{});
  for (const EventObserver* o : observers_) {
    list->owned_.push_back(o->fork());
    list->observers_.push_back(list->owned_.back().get());
  }
  return list;
}

void ObserverList::merge(const EventObserver& workgroup_observer) {
  const auto& other = dynamic_cast<const ObserverList&>(workgroup_observer);
  for (std::size_t i = 0; i < observers_.size() && i < other.observers_.size(); ++i) observers_[i]->merge(*other.observers_[i]);
}

bool ObserverList::wants_lane_accesses() const {
  for (const EventObserver* o : observers_) {
    if (o->wants_lane_accesses()) return true;
  }
  return false;
}

bool ObserverList::follows_sample() const {
  return std::ranges::all_of(observers_, [](const EventObserver* o) { return o->follows_sample(); });
}

bool ObserverList::wants_matrix_operands() const {
  for (const EventObserver* o : observers_) {
    if (o->wants_matrix_operands()) return true;
  }
  return false;
}

}  // namespace wmmasim::sim
