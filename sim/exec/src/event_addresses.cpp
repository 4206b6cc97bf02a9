// The run-time part of timing events (wmmasim/events/events.h): where a memory instruction's active lanes access
// memory. The static part comes from timing_event_for() once per program step.
#include <algorithm>
#include <bit>
#include <memory>

#include "internal.h"
#include "operands.h"

namespace wmmasim::sim::exec {

namespace {

// lds_bank_passes() of the addresses of an LDS access by step `step`, or of the same addresses moved by a multiple of 4
// bytes, which the step's last access had: moving every dword by the same number of banks only renames the banks,
// and the waves of a kernel repeat a step's pattern from loop iteration to iteration and wave to wave, so most LDS
// accesses of a timed run are not counted again.
std::uint16_t bank_passes(Workgroup& group, std::uint32_t step, std::span<const std::uint64_t> addresses,
                          std::uint64_t lowest, std::uint32_t access_bytes) {
  if (group.lds_patterns.size() <= step) group.lds_patterns.resize(group.program->steps.size());
  std::unique_ptr<LdsBankPattern>& pattern = group.lds_patterns[step];
  if (!pattern) pattern = std::make_unique<LdsBankPattern>();
  const std::uint64_t base = lowest / kLdsBankBytes * kLdsBankBytes;
  const std::size_t n = addresses.size();
  bool same = pattern->count == n && pattern->access_bytes == access_bytes;
  for (std::size_t i = 0; i < n; ++i) same &= addresses[i] - base == pattern->relative[i];
  if (same) return pattern->passes;
  for (std::size_t i = 0; i < n; ++i) pattern->relative[i] = addresses[i] - base;
  pattern->count = static_cast<std::uint32_t>(n);
  pattern->access_bytes = access_bytes;
  pattern->passes = lds_bank_passes(addresses, access_bytes);
  return pattern->passes;
}

// Lowest address, `lanes`, span and the lines or LDS bank passes of accesses of `access_bytes` at `addresses` by the
// wave's current instruction, of class `cls`.
MemoryFootprint footprint_of(const WaveContext& w, std::span<const std::uint64_t> addresses, std::size_t lanes,
                             std::uint32_t access_bytes, TimingClass cls) {
  if (addresses.empty()) return {};
  const auto [lowest, highest] = std::ranges::minmax(addresses);
  MemoryFootprint footprint;
  footprint.address = lowest;
  footprint.lanes = static_cast<std::uint8_t>(lanes);
  footprint.span = static_cast<std::uint32_t>(std::min<std::uint64_t>(highest - lowest + access_bytes, UINT32_MAX));
  footprint.lines_or_passes = cls == TimingClass::Lds
                                  ? bank_passes(*w.group, w.current, addresses, lowest, access_bytes)
                                  : distinct_lines(addresses, access_bytes);
  return footprint;
}

// Lowest address, active lanes, span and the lines or LDS bank passes of the wave's active lanes, whose addresses
// `address_of(lane)` gives, taken in lane order or in `order` (lds_lane_order()).
template <typename AddressOf>
MemoryFootprint lane_footprint(const WaveContext& w, const TimingEvent& event, AddressOf address_of,
                               std::span<const std::uint8_t> order = {}) {
  std::array<std::uint64_t, kMaxLanes> addresses;
  std::size_t lanes = 0;
  const std::uint64_t exec = w.exec();
  if (order.empty()) {
    for (std::uint64_t m = exec; m != 0; m &= m - 1) addresses[lanes++] = address_of(std::countr_zero(m));
  } else {
    for (const std::uint8_t lane : order.first(static_cast<std::size_t>(w.size())))
      if ((exec >> lane) & 1u) addresses[lanes++] = address_of(lane);
  }
  return footprint_of(w, std::span<const std::uint64_t>(addresses.data(), lanes), lanes, event.lane_bytes, event.cls);
}

// A ds_*_2addr instruction: two elements per lane, both through the banks (its static event's lane_bytes are both:
// program.cpp).
MemoryFootprint two_address_footprint(const WaveContext& w, const std::uint32_t* base, const LdsTwoAddresses& pair) {
  std::array<std::uint64_t, 2 * kMaxLanes> addresses;
  std::size_t n = 0;
  for (std::uint64_t m = w.exec(); m != 0; m &= m - 1) {
    const int lane = std::countr_zero(m);
    for (const std::uint32_t offset : pair.offsets) addresses[n++] = std::uint32_t{base[lane] + offset};
  }
  return footprint_of(w, std::span<const std::uint64_t>(addresses.data(), n), n / 2, pair.element_bytes,
                      TimingClass::Lds);
}

}  // namespace

MemoryFootprint memory_footprint(const WaveContext& w, const Step& s, const TimingEvent& event) {
  using T = isa::TimingClass;
  const isa::DecodedInstruction& d = *s.decoded;
  switch (d.record->timing) {
    case T::Smem: {
      MemoryFootprint footprint;
      footprint.address = scalar64(w, d, d.operands.sbase()) + static_cast<std::uint64_t>(static_cast<std::int64_t>(d.offset));
      footprint.lanes = 1;
      footprint.span = 4u * d.operands.dst().dwords;
      return footprint;
    }
    case T::VmemLoad:
    case T::VmemStore:
    case T::VmemAtomic: {
      // Cache controls (global_inv, global_wb, buffer_gl*_inv) have the class but no address operand.
      if (!d.operands.vaddr().is_vgpr()) return {};
      std::array<std::uint64_t, kMaxLanes> addresses;
      vector_memory_addresses(w, d, addresses);
      return lane_footprint(w, event, [&](int lane) { return addresses[static_cast<std::size_t>(lane)]; });
    }
    case T::Lds: {
      if (!d.operands.addr().is_vgpr()) return {};
      const auto* base = w.vgpr(d.operands.addr().vgpr());
      if (const std::optional<LdsTwoAddresses> pair = lds_two_addresses(d)) return two_address_footprint(w, base, *pair);
      const std::uint32_t offset = static_cast<std::uint32_t>(d.offset) & 0xffffu;
      return lane_footprint(w, event, [&](int lane) { return std::uint64_t{base[lane] + offset}; },
                            lds_lane_order(w.group->program->info.target.family, event.memory, event.lane_bytes));
    }
    default: return {};
  }
}

void report_lane_access(const WaveContext& w, int lane, AddressSpace space, LaneAccessKind kind, std::uint64_t address,
                        std::size_t size) {
  const Workgroup& group = *w.group;
  const TimingEvent& event = group.program->events[w.current];
  if (event.cls == TimingClass::VmemAtomic || w.lds_atomic) {
    kind = kind == LaneAccessKind::Read ? LaneAccessKind::AtomicRead : LaneAccessKind::AtomicWrite;
  }
  LaneAccess access{event.pc, address, static_cast<std::uint32_t>(size), static_cast<std::uint8_t>(lane), space, kind,
                    event.mnemonic};
  AllocationOverrun overrun;
  if (space == AddressSpace::Global) {
    if (const Allocation* a = group.memory->overrun(address, size)) {
      overrun = {a->name, a->base, a->size()};
      access.overrun = &overrun;
    }
  }
  group.access_observer->lane_access(group.linear_id, w.id, access);
}

}  // namespace wmmasim::sim::exec
