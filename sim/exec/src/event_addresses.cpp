// The run-time part of timing events (wmmasim/events/events.h): the first active lane's memory address. The static part
// comes from timing_event_for() once per program step.
#include <bit>

#include "internal.h"
#include "operands.h"

namespace wmmasim::sim::exec {

std::uint64_t first_lane_address(const WaveContext& w, const Step& s) {
  using T = isa::TimingClass;
  const isa::DecodedInstruction& d = *s.decoded;
  const std::uint64_t exec = w.exec();
  const int lane = exec == 0 ? 0 : std::countr_zero(exec);
  switch (d.record->timing) {
    case T::Smem:
      return scalar64(w, d, d.operands.sbase()) + static_cast<std::uint64_t>(static_cast<std::int64_t>(d.offset));
    case T::VmemLoad:
    case T::VmemStore:
    case T::VmemAtomic: {
      // Cache controls (global_inv, global_wb, buffer_gl*_inv) have the class but no address operand.
      if (!d.operands.vaddr().is_vgpr()) return 0;
      std::array<std::uint64_t, kMaxLanes> addresses;
      vector_memory_addresses(w, d, addresses);
      return addresses[static_cast<std::size_t>(lane)];
    }
    case T::Lds:
      if (!d.operands.addr().is_vgpr()) return 0;
      return w.vgpr(d.operands.addr().vgpr())[lane] + (static_cast<std::uint32_t>(d.offset) & 0xffffu);
    default: return 0;
  }
}

}  // namespace wmmasim::sim::exec
