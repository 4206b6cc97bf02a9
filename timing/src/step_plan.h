// What issuing a program step takes from its event, worked out once: the compute unit (compute_unit.cpp) keeps a
// plan per step of the compact streams' static table, and works one out per instruction of a full stream. Part of
// the compute unit's issue logic; see docs/timing.md ("Streamed replay").
#pragma once

#include <cstdint>
#include <vector>

#include "vgpr_banks.h"
#include "wmmasim/events/events.h"
#include "wmmasim/timing/compute_unit.h"

namespace wmmasim::sim {

// The issue ports of a SIMD: per cycle at most one instruction each.
enum IssuePort : std::uint8_t {
  kPortValu, kPortSalu, kPortScalarMemory, kPortVectorMemory, kPortLds, kPortControl, kPorts
};

// A wave's registers as the replay tracks them: slots of one array, VGPR v at v and SGPR s at kSgprSlot + s;
// registers past a file's 256 are not tracked.
inline constexpr std::uint16_t kSgprSlot = 256;
inline constexpr std::size_t kRegisterSlots = 512;

struct StepPlan {
  static constexpr std::uint16_t kSlotMask = 0x3ff;
  static constexpr std::uint16_t kCarry = 1u << 14;       // VCC, which a VALU forwards to the next VALU
  static constexpr std::uint16_t kAccumulator = 1u << 15;  // a WMMA's C, which may chain (RegisterReady::chained)

  bool known = false;  // worked out (a unit fills its plans in as waves reach the steps)
  // The event's own fields that issuing reads (a copy: the plans of a loop stay in a few cache lines, where the
  // events would take two each).
  TimingClass cls = TimingClass::Hint;
  Control control = Control::None;
  MemoryAccess memory = MemoryAccess::None;
  std::uint8_t flags = 0;  // the static ones (kDualIssue, ...)
  std::uint16_t immediate = 0;
  WaitThresholds wait{};
  std::uint32_t pc = 0;
  const isa::MatrixOp* matrix = nullptr;
  IssuePort port = kPortControl;
  bool issue_free = false;  // passes without an issue slot (s_delay_alu, s_wait_alu, s_barrier_wait)
  bool queued = false;      // waits for room in the SIMD's VALU queue (VALU class and SALU)
  InstructionGroup group = InstructionGroup::Other;
  std::uint32_t block = 0;  // the instruction-cache block holding its last byte
  DelayAlu delay{};         // of an s_delay_alu
  VgprReads reads;          // the VGPRs it reads from the banks (vgpr_banks.h)
  bool reads_conflict = false;  // two of `reads` share a bank (else they take one cycle, cached or not)
  std::vector<std::uint16_t> sources;       // slot | kCarry | kAccumulator, in operand order
  std::vector<std::uint16_t> destinations;  // slots
};

// Works out `plan` from `event`; `icache_block_shift` is log2 of the instruction cache's block, `vgpr_banks` the
// machine's (vgpr_read_cycles).
void fill_step_plan(StepPlan& plan, const TimingEvent& event, int icache_block_shift, int vgpr_banks);

}  // namespace wmmasim::sim
