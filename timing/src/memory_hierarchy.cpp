#include "wmmasim/timing/memory_hierarchy.h"

#include <algorithm>
#include <bit>
#include <cmath>

namespace wmmasim::sim {

std::uint64_t event_bytes(const TimingEvent& event) {
  if (event.span == 0) return std::uint64_t{32} * std::max<std::uint8_t>(event.lane_bytes, 4);
  return std::max<std::uint64_t>(1, std::min<std::uint64_t>(std::uint64_t{event.lanes} * event.lane_bytes, event.span));
}

LineFootprint line_footprint(const TimingEvent& event, std::uint64_t line_bytes) {
  const std::uint64_t span = std::max<std::uint64_t>(event.span == 0 ? event_bytes(event) : event.span, 1);
  LineFootprint lines{event.address / line_bytes, 1, 1};
  const std::uint64_t last = (event.address + span - 1) / line_bytes;
  const std::uint64_t spanned = last - lines.first + 1;
  lines.count = event.lines == 0 ? spanned : std::min<std::uint64_t>(event.lines, spanned);
  if (lines.count > 1) lines.stride = std::max<std::uint64_t>(1, (spanned - 1) / (lines.count - 1));
  return lines;
}

std::uint64_t lds_passes(const TimingEvent& event) { return std::max<std::uint16_t>(event.lds_passes, 1); }

// Every lane goes through the banks, a broadcast's too (lds_bank_passes(): lanes share a dword only within a phase),
// so without conflicts an access takes one pass per phase of its lanes; an event without lanes (a hardware trace's)
// its bytes over the banks' bytes a cycle.
std::uint64_t lds_conflict_free_passes(const TimingEvent& event, std::uint64_t bytes_per_pass) {
  const std::uint64_t per_pass = std::max<std::uint64_t>(bytes_per_pass, 1);
  if (event.lanes == 0) return std::max<std::uint64_t>(1, (event_bytes(event) + per_pass - 1) / per_pass);
  const std::uint64_t per_phase = lds_accesses_per_phase(event.lane_bytes, static_cast<std::uint32_t>(per_pass));
  return (std::uint64_t{event.lanes} + per_phase - 1) / per_phase;
}

template <class Payload>
LineCache<Payload>::LineCache(std::uint64_t capacity_lines, int ways) {
  if (capacity_lines == 0) return;
  ways_ = static_cast<std::size_t>(std::clamp<std::uint64_t>(static_cast<std::uint64_t>(std::max(ways, 1)), 1, capacity_lines));
  sets_ = static_cast<std::size_t>(capacity_lines / ways_);
  if (std::has_single_bit(sets_)) set_mask_ = sets_ - 1;
  block_bytes_ = ways_ * (sizeof(std::uint64_t) + sizeof(Recency) + kPayloadBytes);
  blocks_ = std::make_unique_for_overwrite<std::byte[]>(sets_ * block_bytes_);
  places_.assign(sets_, SetPlace{});
}

template <class Payload>
std::size_t LineCache<Payload>::set_of(std::uint64_t line) const {
  std::uint64_t x = line + 0x9e3779b97f4a7c15ULL;  // splitmix64's finaliser: neighbouring lines spread over the sets
  x = (x ^ (x >> 30)) * 0xbf58476d1ce4e5b9ULL;
  x = (x ^ (x >> 27)) * 0x94d049bb133111ebULL;
  x ^= x >> 31;
  return static_cast<std::size_t>(set_mask_ != 0 ? x & set_mask_ : x % sets_);
}

// The victim is the set's least recent line: the smallest stamp, among equal stamps the one that came first.
template <class Payload>
typename LineCache<Payload>::Access LineCache<Payload>::access(std::uint64_t line, std::int64_t stamp) {
  if (sets_ == 0) return {false, kNone};
  ++uses_;
  SetPlace& place = places_[set_of(line)];
  if (place.filled == 0) place.block = blocks_used_++;
  const std::size_t block = place.block;
  std::uint64_t* const held = lines(block);
  Recency* const used = recency(block);
  const std::size_t filled = place.filled;
  for (std::size_t way = 0; way != filled; ++way) {
    if (held[way] == line) {
      used[way] = {std::max(used[way].stamp, stamp), uses_};
      return {true, kNone, payloads(block) + way};
    }
  }
  std::size_t victim = filled;
  std::uint64_t evicted = kNone;
  if (filled < ways_) {
    ++place.filled;
  } else {
    const auto older = [](const Recency& a, const Recency& b) {
      return a.stamp != b.stamp ? a.stamp < b.stamp : a.order < b.order;
    };
    victim = 0;
    for (std::size_t way = 1; way != ways_; ++way)
      if (older(used[way], used[victim])) victim = way;
    evicted = held[victim];
  }
  held[victim] = line;
  used[victim] = {stamp, uses_};
  return {false, evicted, payloads(block) + victim};
}

template <class Payload>
std::vector<std::uint64_t> LineCache<Payload>::lines_by_recency() const {
  std::vector<std::pair<std::int64_t, std::uint64_t>> held;
  for (const SetPlace& place : places_) {
    for (std::size_t way = 0; way < place.filled; ++way)
      held.emplace_back(recency(place.block)[way].stamp, lines(place.block)[way]);
  }
  std::ranges::sort(held, [](const auto& x, const auto& y) { return x.first != y.first ? x.first > y.first : x.second < y.second; });
  std::vector<std::uint64_t> lines;
  lines.reserve(held.size());
  for (const auto& [stamp, line] : held) lines.push_back(line);
  return lines;
}

template class LineCache<NoPayload>;
template class LineCache<LineFill>;

MemorySystem::MemorySystem(const MachineDescription& machine, double share)
    : machine_(machine),
      // GB/s over MHz: bytes per shader cycle.
      dram_bytes_per_cycle_(machine.dram_bandwidth_gbs > 0
                                ? share * machine.dram_bandwidth_gbs * 1000.0 / machine.clock_mhz
                                : 0.0),
      channel_bytes_per_cycle_(share * machine.l2_channel_bytes_per_cycle),
      channel_free_(static_cast<std::size_t>(std::max(machine.l2_channels, 1)), 0.0),
      l2_(std::uint64_t{1024} * static_cast<std::uint64_t>(std::max(machine.l2_cache_kib, 0)) /
              static_cast<std::uint64_t>(machine.memory_line_bytes),
          machine.l2_ways),
      infinity_(std::uint64_t{1024 * 1024} * static_cast<std::uint64_t>(std::max(machine.infinity_cache_mib, 0)) /
                    static_cast<std::uint64_t>(machine.memory_line_bytes),
                machine.infinity_cache_ways),
      infinity_cycles_(static_cast<std::uint64_t>(
          std::llround(machine.infinity_cache_latency_ns * static_cast<double>(machine.clock_mhz) / 1000.0))) {}

// Compute units are simulated in windows, one after another (model.cpp), so an access can reach the memory system
// after one of a later cycle: the page is there at the earliest access's own fill.
std::uint64_t MemorySystem::page_ready(std::unordered_map<std::uint64_t, std::uint64_t>& pages, std::uint64_t key,
                                       std::uint64_t issue_cycle, int fill_latency) {
  const std::uint64_t own_fill = issue_cycle + static_cast<std::uint64_t>(fill_latency);
  const auto [it, inserted] = pages.try_emplace(key, own_fill);
  it->second = std::min(it->second, own_fill);
  return it->second;
}

void DeviceCaches::forget(std::uint64_t address, std::uint64_t bytes) {
  if (line_bytes == 0 || page_bytes == 0) return;
  const auto freed = [address, bytes](std::uint64_t unit, std::uint64_t unit_bytes) {
    return unit * unit_bytes < address + bytes && (unit + 1) * unit_bytes > address;
  };
  std::erase_if(l2_lines, [&](std::uint64_t line) { return freed(line, line_bytes); });
  std::erase_if(infinity_lines, [&](std::uint64_t line) { return freed(line, line_bytes); });
  std::erase_if(warm_pages, [&](std::uint64_t page) { return freed(page, page_bytes); });
}

// The lines come most recently used first: they enter their caches older than every request of this launch (-1 the
// most recent of them, -2 the next, ...), the oldest first, so a full set keeps the more recent ones.
void MemorySystem::start_with(const DeviceCaches& caches) {
  if (caches.line_bytes == static_cast<std::uint64_t>(machine_.memory_line_bytes)) {
    for (std::size_t i = caches.infinity_lines.size(); i-- > 0;)
      infinity_.access(caches.infinity_lines[i], -1 - static_cast<std::int64_t>(i));
    // The L2's lines are there from the start: each one's fill is ready at cycle 0.
    for (std::size_t i = caches.l2_lines.size(); i-- > 0;) {
      const auto l2 = l2_.access(caches.l2_lines[i], -1 - static_cast<std::int64_t>(i));
      if (l2.payload != nullptr) *l2.payload = LineFill{};
    }
  }
  if (caches.page_bytes == static_cast<std::uint64_t>(machine_.memory_page_bytes))
    for (const std::uint64_t page : caches.warm_pages) vector_pages_[page] = 0;
}

DeviceCaches MemorySystem::caches_after() const {
  DeviceCaches caches{static_cast<std::uint64_t>(machine_.memory_line_bytes),
                      static_cast<std::uint64_t>(machine_.memory_page_bytes), l2_.lines_by_recency(),
                      infinity_.lines_by_recency(), {}};
  for (const auto& [page, ready] : vector_pages_) caches.warm_pages.push_back(page);
  std::ranges::sort(caches.warm_pages);
  return caches;
}

void MemorySystem::copied_before_launch(std::uint64_t address, std::uint64_t bytes) {
  const auto page_bytes = static_cast<std::uint64_t>(machine_.memory_page_bytes);
  for (std::uint64_t page = address / page_bytes; page * page_bytes < address + bytes; ++page) vector_pages_[page] = 0;
}

std::uint64_t MemorySystem::dram_delivery(double queued_until, std::uint64_t bytes, std::uint64_t cycle) const {
  if (dram_bytes_per_cycle_ <= 0) return cycle;
  return static_cast<std::uint64_t>(
      std::ceil(std::max(queued_until, static_cast<double>(cycle)) + static_cast<double>(bytes) / dram_bytes_per_cycle_));
}

std::uint64_t MemorySystem::dram_transfer(std::uint64_t bytes, std::uint64_t cycle) {
  traffic_.dram_bytes += bytes;
  if (dram_bytes_per_cycle_ <= 0) return cycle;
  const double duration = static_cast<double>(bytes) / dram_bytes_per_cycle_;
  dram_free_ = std::max(dram_free_, static_cast<double>(cycle)) + duration;
  traffic_.dram_busy_cycles += static_cast<std::uint64_t>(std::ceil(duration));
  return static_cast<std::uint64_t>(std::ceil(dram_free_));
}

// A line the L2 holds was fetched once, by the first request that reached the memory system since it entered the
// L2; the requests after it wait for that fill (they hit under the miss) or hit the line after it. A request's own
// fill is the Infinity Cache's latency when the Infinity Cache returned the line, else the later of the miss latency
// and the line's DRAM transfer started no earlier than the request (behind what DRAM had been given before the
// line). A request earlier in simulated time than the first one (the windows again) moves the fill to its own, when
// that is earlier, without a second transfer; every request waits for the earliest, and for the line's page. A line
// the L2 does not hold (never fetched, or evicted by the lines after it) is fetched again.
std::uint64_t MemorySystem::line_ready(std::uint64_t line, std::uint64_t issue_cycle) {
  const auto l2 = l2_.access(line, static_cast<std::int64_t>(issue_cycle));
  if (l2.hit) {
    LineFill& held = *l2.payload;
    held.ready = std::min(held.ready, own_fill(held, issue_cycle));
    return held.ready;
  }
  ++traffic_.l2_line_misses;
  const LineFill fill = fetch(line, issue_cycle);
  if (l2.payload != nullptr) *l2.payload = fill;
  return fill.ready;
}

LineFill MemorySystem::fetch(std::uint64_t line, std::uint64_t issue_cycle) {
  if (infinity_.access(line, static_cast<std::int64_t>(issue_cycle)).hit) {
    ++traffic_.infinity_cache_hits;
    return LineFill{issue_cycle + infinity_cycles_, 0, false};
  }
  LineFill fill{0, dram_free_, true};
  fill.ready = std::max(issue_cycle + static_cast<std::uint64_t>(machine_.vector_load_miss),
                        dram_transfer(static_cast<std::uint64_t>(machine_.memory_line_bytes), issue_cycle));
  return fill;
}

std::uint64_t MemorySystem::own_fill(const LineFill& fill, std::uint64_t issue_cycle) const {
  if (!fill.from_dram) return issue_cycle + infinity_cycles_;
  return std::max(issue_cycle + static_cast<std::uint64_t>(machine_.vector_load_miss),
                  dram_delivery(fill.dram_queued_until, static_cast<std::uint64_t>(machine_.memory_line_bytes), issue_cycle));
}

// A write's bytes queue at the L2 channels of their addresses (split at the channels' interleave); the write is
// acknowledged when its last piece is. A coalesced write is one range from its lowest address; a scattered one
// (fewer lines than its span covers) puts its bytes over its lines, an equal share in each.
std::uint64_t MemorySystem::write_acknowledged(const TimingEvent& event, std::uint64_t bytes,
                                               std::uint64_t issue_cycle) {
  const auto line_bytes = static_cast<std::uint64_t>(machine_.memory_line_bytes);
  const LineFootprint lines = line_footprint(event, line_bytes);
  const auto last_line = (event.address + std::max<std::uint64_t>(bytes, 1) - 1) / line_bytes;
  if (lines.stride == 1 && lines.first + lines.count - 1 >= last_line)
    return channels_accept(event.address, event.address + bytes, issue_cycle);
  const std::uint64_t share = std::max<std::uint64_t>(1, bytes / lines.count);
  std::uint64_t acknowledged = 0;
  for (std::uint64_t i = 0; i < lines.count; ++i) {
    const std::uint64_t line_start = (lines.first + i * lines.stride) * line_bytes;
    const std::uint64_t start = i == 0 ? event.address : line_start;
    acknowledged = std::max(acknowledged, channels_accept(start, std::min(start + share, line_start + line_bytes), issue_cycle));
  }
  return acknowledged;
}

std::uint64_t MemorySystem::channels_accept(std::uint64_t begin, std::uint64_t end, std::uint64_t issue_cycle) {
  const auto interleave = static_cast<std::uint64_t>(machine_.l2_channel_interleave_bytes);
  const double arrives = static_cast<double>(issue_cycle + static_cast<std::uint64_t>(machine_.vector_store));
  double acknowledged = arrives;
  for (std::uint64_t at = begin; at < end;) {
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

// The L2 writes every line a store touches back to DRAM once, as a whole line, the unit fills move in too (rewrites
// of a line stay in the L2); that takes DRAM time from the fills, but the store is acknowledged by the L2.
void MemorySystem::write_back_once(const TimingEvent& event, std::uint64_t issue_cycle) {
  const auto line_bytes = static_cast<std::uint64_t>(machine_.memory_line_bytes);
  const LineFootprint lines = line_footprint(event, line_bytes);
  for (std::uint64_t i = 0; i < lines.count; ++i)
    if (written_lines_.insert(lines.first + i * lines.stride).second) dram_transfer(line_bytes, issue_cycle);
}

// Every line of the access is filled (the cold latency on its page's first touch, the miss latency on a warm page,
// either no earlier than DRAM has delivered the line); the access returns with its last line.
std::uint64_t MemorySystem::load_ready(const TimingEvent& event, std::uint64_t issue_cycle) {
  const auto line_bytes = static_cast<std::uint64_t>(machine_.memory_line_bytes);
  const auto page_bytes = static_cast<std::uint64_t>(machine_.memory_page_bytes);
  const LineFootprint lines = line_footprint(event, line_bytes);
  std::uint64_t ready = issue_cycle + static_cast<std::uint64_t>(machine_.vector_load_hit);
  std::uint64_t page = ~std::uint64_t{0};  // the page of the line before: asked once (the same answer at one cycle)
  for (std::uint64_t i = 0; i < lines.count; ++i) {
    const std::uint64_t line = lines.first + i * lines.stride;
    const std::uint64_t line_page = line * line_bytes / page_bytes;
    if (line_page != page) {
      page = line_page;
      ready = std::max(ready, page_ready(vector_pages_, page, issue_cycle, machine_.vector_load_cold));
    }
    ready = std::max(ready, line_ready(line, issue_cycle));
  }
  return ready;
}

std::uint64_t MemorySystem::completion_cycle(const TimingEvent& event, std::uint64_t issue_cycle) {
  switch (event.cls) {
    case TimingClass::Smem: {
      traffic_.scalar_bytes += std::max<std::uint32_t>(event.span, 4);
      const std::uint64_t page = event.address / static_cast<std::uint64_t>(machine_.memory_page_bytes);
      const std::uint64_t filled = page_ready(scalar_pages_, page, issue_cycle, machine_.scalar_load_cold);
      return std::max(filled, issue_cycle + static_cast<std::uint64_t>(machine_.scalar_load_warm));
    }
    case TimingClass::VmemLoad:
    case TimingClass::VmemStore:
    case TimingClass::VmemAtomic: {
      const std::uint64_t bytes = event_bytes(event);
      traffic_.vector_lines += line_footprint(event, static_cast<std::uint64_t>(machine_.memory_line_bytes)).count;
      if (event.memory == MemoryAccess::Store || event.memory == MemoryAccess::Atomic) {
        traffic_.vector_write_bytes += bytes;
        const std::uint64_t acknowledged = write_acknowledged(event, bytes, issue_cycle);
        write_back_once(event, issue_cycle);
        if (event.memory == MemoryAccess::Store) return acknowledged;
      } else {
        traffic_.vector_read_bytes += bytes;
      }
      return load_ready(event, issue_cycle);
    }
    default: return issue_cycle;
  }
}

}  // namespace wmmasim::sim
