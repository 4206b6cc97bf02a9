// A program step's plan for the replay (step_plan.h).
#include "step_plan.h"

#include <algorithm>
#include <optional>

namespace wmmasim::sim {

namespace {

// Instructions the trace shows without an issue slot of their own: hints and waits that hold the next instruction.
bool is_issue_free(const TimingEvent& event) {
  return event.control == Control::DelayAlu || event.control == Control::WaitAlu ||
         event.control == Control::BarrierWait;
}

IssuePort port_of(const TimingEvent& event) {
  switch (event.cls) {
    case TimingClass::Salu:
    case TimingClass::SaluFloat: return kPortSalu;
    case TimingClass::Smem: return kPortScalarMemory;
    case TimingClass::VmemLoad:
    case TimingClass::VmemStore:
    case TimingClass::VmemAtomic: return kPortVectorMemory;
    case TimingClass::Lds: return kPortLds;
    default: return event.is_valu_class() ? kPortValu : kPortControl;
  }
}

// The slot of the range's `offset`-th register, or nullopt past the 256 of its file.
std::optional<std::uint16_t> register_slot(const RegisterRange& range, int offset) {
  const int index = range.first + offset;
  if (index >= static_cast<int>(kSgprSlot)) return std::nullopt;
  return static_cast<std::uint16_t>(range.file == RegisterFile::Vgpr ? index : kSgprSlot + index);
}

// VCC written by a VALU reaches the next VALU without the result latency: in the gfx1100 traces every
// v_add_co_ci_u32_e32 that takes its carry in VCC from the v_add_co_u32 just before it issues and completes one
// cycle after it (r_2_8_16_4_4_16_4, r_32_32_16_2; docs/timing.md, "VCC carry").
bool is_carry(const RegisterRange& range, int offset) {
  const int index = range.first + offset;
  return range.file == RegisterFile::Sgpr && (index == kVccLo || index == kVccLo + 1);
}

}  // namespace

void fill_step_plan(StepPlan& plan, const TimingEvent& event, int icache_block_shift, int vgpr_banks) {
  plan.known = true;
  plan.cls = event.cls;
  plan.control = event.control;
  plan.memory = event.memory;
  plan.flags = event.flags;
  plan.immediate = event.immediate;
  plan.wait = event.wait;
  plan.pc = event.pc;
  plan.matrix = event.matrix;
  plan.port = port_of(event);
  plan.issue_free = is_issue_free(event);
  plan.queued = event.is_valu_class() || is_salu(event.cls);
  plan.group = instruction_group(event.cls);
  plan.block = (event.pc + std::max<std::uint32_t>(event.size, 1) - 1) >> icache_block_shift;
  if (event.control == Control::DelayAlu) plan.delay = decode_s_delay_alu(event.immediate);
  plan.reads = vgpr_reads_of(event);
  plan.reads_conflict = vgpr_read_cycles(plan.reads, VgprReads{}, vgpr_banks) > 1;
  plan.sources.clear();
  for (std::size_t i = 0; i < event.src.size(); ++i) {
    const RegisterRange& range = event.src[i];
    for (int r = 0; r < (range.empty() ? 0 : range.count); ++r) {
      const std::optional<std::uint16_t> slot = register_slot(range, r);
      if (!slot) continue;
      const bool accumulator = event.cls == TimingClass::Wmma && i == 2;
      plan.sources.push_back(*slot | (is_carry(range, r) ? StepPlan::kCarry : 0) |
                             (accumulator ? StepPlan::kAccumulator : 0));
    }
  }
  plan.destinations.clear();
  for (const RegisterRange& range : event.dst)
    for (int r = 0; r < (range.empty() ? 0 : range.count); ++r)
      if (const std::optional<std::uint16_t> slot = register_slot(range, r)) plan.destinations.push_back(*slot);
}

}  // namespace wmmasim::sim
