#include "wmmasim/events/events.h"

namespace wmmasim::sim {

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

bool decode_s_wait(std::string_view mnemonic, std::uint16_t simm16, WaitThresholds& out) {
  const auto low6 = static_cast<std::uint8_t>(simm16 & 0x3f);
  const auto high6 = static_cast<std::uint8_t>((simm16 >> 8) & 0x3f);  // load/store in the combined gfx12 forms
  out = WaitThresholds{};
  if (mnemonic == "s_wait_loadcnt" || mnemonic == "s_waitcnt_vmcnt") out.load = low6;
  else if (mnemonic == "s_wait_storecnt" || mnemonic == "s_waitcnt_vscnt") out.store = low6;
  else if (mnemonic == "s_wait_dscnt") out.ds = low6;
  else if (mnemonic == "s_wait_kmcnt") out.km = static_cast<std::uint8_t>(simm16 & 0x1f);
  else if (mnemonic == "s_waitcnt_lgkmcnt") out.lgkm = low6;
  else if (mnemonic == "s_wait_expcnt" || mnemonic == "s_waitcnt_expcnt") out.exp = static_cast<std::uint8_t>(simm16 & 7);
  else if (mnemonic == "s_wait_loadcnt_dscnt") out.load = high6, out.ds = low6;
  else if (mnemonic == "s_wait_storecnt_dscnt") out.store = high6, out.ds = low6;
  else return false;
  return true;
}

namespace {

DelayAluRule delay_rule(unsigned instid) {
  using Kind = DelayAluRule::Kind;
  if (instid >= 1 && instid <= 4) return {Kind::ValuDep, static_cast<std::uint8_t>(instid)};
  if (instid >= 5 && instid <= 7) return {Kind::TransDep, static_cast<std::uint8_t>(instid - 4)};
  if (instid == 8) return {Kind::FmaAccumCycle, 1};
  if (instid >= 9 && instid <= 11) return {Kind::SaluCycle, static_cast<std::uint8_t>(instid - 8)};
  return {};
}

}  // namespace

DelayAlu decode_s_delay_alu(std::uint16_t simm16) {
  DelayAlu delay;
  delay.first = delay_rule(simm16 & 0xf);
  delay.skip = static_cast<std::uint8_t>((simm16 >> 4) & 0x7);
  delay.second = delay_rule((simm16 >> 7) & 0xf);
  return delay;
}

}  // namespace wmmasim::sim
