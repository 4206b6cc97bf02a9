#include "wmmasim/events/events.h"

#include <algorithm>
#include <array>
#include <optional>

namespace wmmasim::sim {

namespace {

DelayAluRule delay_rule(unsigned instid) {
  using Kind = DelayAluRule::Kind;
  if (instid >= 1 && instid <= 4) return {Kind::ValuDep, static_cast<std::uint8_t>(instid)};
  if (instid >= 5 && instid <= 7) return {Kind::TransDep, static_cast<std::uint8_t>(instid - 4)};
  if (instid == 8) return {Kind::FmaAccumCycle, 1};
  if (instid >= 9 && instid <= 11) return {Kind::SaluCycle, static_cast<std::uint8_t>(instid - 8)};
  return {};
}

// A wave's accesses: at most 128 (a wave64's two per lane of ds_*_2addr).
std::span<const std::uint64_t> wave_accesses(std::span<const std::uint64_t> addresses) {
  return addresses.first(std::min<std::size_t>(addresses.size(), 128));
}

// The distinct `unit`-byte blocks that accesses of `lane_bytes` at `addresses` (wave_accesses) touch, sorted in
// `blocks` (at most 128 accesses x 16 bytes, unaligned: 5 dwords or 2 lines each); returns how many.
// The unit is a compile-time constant so that the divisions are shifts (this runs for every memory instruction of
// a timed run).
constexpr std::size_t kMaxBlocks = 128 * 5;
template <std::uint64_t kUnit>
std::size_t touched_blocks(std::span<const std::uint64_t> addresses, std::uint32_t lane_bytes,
                           std::array<std::uint64_t, kMaxBlocks>& blocks) {
  std::size_t n = 0;
  const std::uint64_t bytes = std::clamp<std::uint32_t>(lane_bytes, 1, 16);
  for (const std::uint64_t address : addresses)
    for (std::uint64_t block = address / kUnit; block <= (address + bytes - 1) / kUnit; ++block) blocks[n++] = block;
  // Lanes usually access ascending addresses (a wave's row or column): then the blocks come sorted.
  const auto end = blocks.begin() + static_cast<std::ptrdiff_t>(n);
  if (!std::is_sorted(blocks.begin(), end)) std::sort(blocks.begin(), end);
  return static_cast<std::size_t>(std::unique(blocks.begin(), end) - blocks.begin());
}

// The distinct lines of accesses whose first lines never go down from lane to lane (a wave's row or a broadcast),
// counted in one pass: a lane's lines up to the highest line counted so far were counted with the lane that reached
// it (an access of at most 16 bytes spans at most two lines, the first at or after every earlier lane's first), the
// rest are new. std::nullopt when a lane's first line is below the one before it.
std::optional<std::uint16_t> lines_of_ascending(std::span<const std::uint64_t> addresses, std::uint64_t bytes) {
  std::uint64_t count = 0;
  std::uint64_t previous_first = 0;
  std::uint64_t highest = 0;  // one past the highest line counted
  for (const std::uint64_t address : addresses) {
    const std::uint64_t first = address / kCacheLineBytes;
    const std::uint64_t end = (address + bytes - 1) / kCacheLineBytes + 1;
    if (first < previous_first) return std::nullopt;
    previous_first = first;
    if (end > highest) {
      count += end - std::max(first, highest);
      highest = end;
    }
  }
  return static_cast<std::uint16_t>(count);
}

// Accesses whose dwords lie within this many of each other (any access inside a workgroup's 64 KB of LDS) are
// counted with one bit per dword, without sorting.
constexpr std::uint64_t kBitmapDwords = 64 * 1024 / kLdsBankBytes;

// The bank passes of accesses whose dwords lie in [first, first + kBitmapDwords): a dword counts for its bank the
// first time a lane touches it.
std::uint16_t bank_passes_in_window(std::span<const std::uint64_t> addresses, std::uint64_t bytes,
                                    std::uint64_t first, std::uint64_t last) {
  std::array<std::uint64_t, kBitmapDwords / 64> seen;
  std::fill_n(seen.begin(), (last - first) / 64 + 1, std::uint64_t{0});
  std::array<std::uint16_t, kLdsBanks> per_bank{};
  for (const std::uint64_t address : addresses) {
    for (std::uint64_t dword = address / kLdsBankBytes; dword <= (address + bytes - 1) / kLdsBankBytes; ++dword) {
      const std::uint64_t index = dword - first;
      std::uint64_t& word = seen[index / 64];
      const std::uint64_t bit = std::uint64_t{1} << (index % 64);
      per_bank[dword % kLdsBanks] += (word & bit) == 0 ? 1 : 0;
      word |= bit;
    }
  }
  return *std::ranges::max_element(per_bank);
}

// The passes of the accesses of one phase: the most distinct dwords any bank holds among them.
std::uint16_t phase_passes(std::span<const std::uint64_t> addresses, std::uint32_t lane_bytes) {
  const std::uint64_t bytes = std::clamp<std::uint32_t>(lane_bytes, 1, 16);
  const auto [lowest, highest] = std::ranges::minmax(addresses);
  const std::uint64_t first = lowest / kLdsBankBytes, last = (highest + bytes - 1) / kLdsBankBytes;
  if (last - first < kBitmapDwords) return bank_passes_in_window(addresses, bytes, first, last);
  // Addresses far apart (out of bounds: the access faults or is dropped): the sorted distinct dwords.
  std::array<std::uint64_t, kMaxBlocks> dwords;
  const std::size_t n = touched_blocks<kLdsBankBytes>(addresses, lane_bytes, dwords);
  std::array<std::uint16_t, kLdsBanks> per_bank{};
  for (std::size_t i = 0; i < n; ++i) ++per_bank[dwords[i] % kLdsBanks];
  return *std::ranges::max_element(per_bank);
}

}  // namespace

WaitCounter wait_counter_for(TimingClass cls, MemoryAccess access) {
  switch (cls) {
    case TimingClass::Smem: return WaitCounter::Km;
    case TimingClass::Lds: return WaitCounter::Ds;
    case TimingClass::VmemLoad:
    case TimingClass::VmemStore:
    case TimingClass::VmemAtomic: return access == MemoryAccess::Store ? WaitCounter::Store : WaitCounter::Load;
    default: return WaitCounter::None;
  }
}

WaitThresholds decode_s_waitcnt(std::uint16_t simm16) {
  WaitThresholds wait;
  wait.exp = static_cast<std::uint8_t>(simm16 & 0x7);
  wait.lgkm = static_cast<std::uint8_t>((simm16 >> 4) & 0x3f);
  wait.load = static_cast<std::uint8_t>((simm16 >> 10) & 0x3f);
  return wait;
}

WaitThresholds decode_wait(isa::WaitCounters counters, std::uint16_t simm16) {
  using enum isa::WaitCounters;
  const auto low6 = static_cast<std::uint8_t>(simm16 & 0x3f);
  const auto high6 = static_cast<std::uint8_t>((simm16 >> 8) & 0x3f);  // load/store in the combined gfx12 forms
  WaitThresholds wait;
  switch (counters) {
    case None: break;
    case Packed: wait = decode_s_waitcnt(simm16); break;
    case Load: wait.load = low6; break;
    case Store: wait.store = low6; break;
    case Ds: wait.ds = low6; break;
    case Km: wait.km = static_cast<std::uint8_t>(simm16 & 0x1f); break;
    case Lgkm: wait.lgkm = low6; break;
    case Exp: wait.exp = static_cast<std::uint8_t>(simm16 & 7); break;
    case LoadDs: wait.load = high6, wait.ds = low6; break;
    case StoreDs: wait.store = high6, wait.ds = low6; break;
  }
  return wait;
}

DelayAlu decode_s_delay_alu(std::uint16_t simm16) {
  DelayAlu delay;
  delay.first = delay_rule(simm16 & 0xf);
  delay.skip = static_cast<std::uint8_t>((simm16 >> 4) & 0x7);
  delay.second = delay_rule((simm16 >> 7) & 0xf);
  return delay;
}

std::uint16_t distinct_lines(std::span<const std::uint64_t> addresses, std::uint32_t lane_bytes) {
  addresses = wave_accesses(addresses);
  if (const auto ascending = lines_of_ascending(addresses, std::clamp<std::uint32_t>(lane_bytes, 1, 16)))
    return *ascending;
  std::array<std::uint64_t, kMaxBlocks> blocks;
  return static_cast<std::uint16_t>(touched_blocks<kCacheLineBytes>(addresses, lane_bytes, blocks));
}

std::uint16_t lds_bank_passes(std::span<const std::uint64_t> addresses, std::uint32_t lane_bytes) {
  addresses = wave_accesses(addresses);
  const std::size_t per_phase = lds_accesses_per_phase(lane_bytes);
  std::uint16_t passes = 0;
  for (std::size_t first = 0; first < addresses.size(); first += per_phase)
    passes += phase_passes(addresses.subspan(first, std::min(per_phase, addresses.size() - first)), lane_bytes);
  return passes;
}

namespace {

// gfx11's b128 phases, each half of a wave64 as a wave32 (lds_lane_order()): phase p holds lanes 4p..4p+3 and
// 16 + 4(p xor 1)..+3 of its half.
constexpr std::array<std::uint8_t, 64> gfx11_wide_lane_order() {
  std::array<std::uint8_t, 64> order{};
  std::size_t next = 0;
  for (unsigned half = 0; half < 64; half += 32)
    for (unsigned phase = 0; phase < 4; ++phase)
      for (const unsigned first : {4 * phase, 16 + 4 * (phase ^ 1)})
        for (unsigned lane = first; lane < first + 4; ++lane) order[next++] = static_cast<std::uint8_t>(half + lane);
  return order;
}

constexpr std::array<std::uint8_t, 64> kGfx11WideLaneOrder = gfx11_wide_lane_order();

}  // namespace

std::span<const std::uint8_t> lds_lane_order(isa::Family family, MemoryAccess access, std::uint32_t lane_bytes) {
  if (family == isa::Family::Gfx11 && access == MemoryAccess::Load && lane_bytes == 16) return kGfx11WideLaneOrder;
  return {};
}

void apply_footprint(TimingEvent& event, const MemoryFootprint& footprint) {
  event.address = footprint.address;
  event.span = footprint.span;
  event.lanes = footprint.lanes;
  if (event.cls == TimingClass::Lds)
    event.lds_passes = footprint.lines_or_passes;
  else
    event.lines = footprint.lines_or_passes;
}

void expand_into(TimingEvent& event, const TimingEvent& static_event, CompactEvent compact,
                 const MemoryFootprint& footprint) {
  event = static_event;
  event.flags |= compact.runtime_flags();
  if (event.memory != MemoryAccess::None) apply_footprint(event, footprint);
}

TimingEvent expand(const TimingEvent& static_event, CompactEvent compact, const MemoryFootprint& footprint) {
  TimingEvent event;
  expand_into(event, static_event, compact, footprint);
  return event;
}

std::vector<TimingEvent> expand(const CompactWaveEvents& stream, std::span<const TimingEvent> static_events) {
  std::vector<TimingEvent> events;
  events.reserve(stream.size());
  std::size_t footprint = 0;
  for (const CompactEvent compact : stream.events) {
    const TimingEvent& static_event = static_events[compact.step()];
    const bool memory = static_event.memory != MemoryAccess::None;
    events.push_back(expand(static_event, compact, memory ? stream.footprints[footprint++] : MemoryFootprint{}));
  }
  return events;
}

}  // namespace wmmasim::sim
