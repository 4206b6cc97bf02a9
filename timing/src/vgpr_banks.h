// How many cycles a one-pass VALU instruction (VOP1/2/3 or a VOPD pair) occupies the VALU to read its VGPR sources
// from the register file's banks. Part of the compute unit's issue logic; see docs/timing.md ("VGPR banks").
#pragma once

#include <array>
#include <cstdint>

#include "wmmasim/events/events.h"

namespace wmmasim::sim {

// The VGPRs an instruction read from the register file, kept per wave for the register (operand) cache.
struct VgprReads {
  static constexpr std::size_t kMax = 6;  // a VOPD pair of FMACs: two sources and the addend per half
  std::array<std::uint16_t, kMax> reg{};
  std::uint8_t count = 0;

  bool contains(std::uint16_t vgpr) const;
};

// The single-VGPR sources of `event` (a VOPD pair: both halves' sources) and the destinations it also reads (an
// FMAC's addend: kReadsDst0/kReadsDst1). Constants, literals and SGPRs are not read from the VGPR banks.
VgprReads vgpr_reads_of(const TimingEvent& event);

// Cycles the instruction holds the VALU to read `reads`: VGPR v sits in bank v mod `banks`, a bank delivers one
// register a cycle, and a register the wave's previous VALU instruction read (`previous`) comes from the register
// cache instead of its bank. At least one cycle; `banks` 0 turns the rule off (one cycle).
int vgpr_read_cycles(const VgprReads& reads, const VgprReads& previous, int banks);

}  // namespace wmmasim::sim
