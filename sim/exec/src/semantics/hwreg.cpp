// The wave's hardware registers and the messages that return a value: s_round_mode, s_denorm_mode,
// s_getreg_b32 / s_setreg_b32 / s_setreg_imm32_b32 (hwreg(id, offset, size) = simm16 [5:0], [10:6], [15:11] + 1),
// and s_sendmsg_rtn_b32/b64. Register ids as LLVM's AMDGPU HwReg table numbers them for gfx11 and gfx12
// (llvm/lib/Target/AMDGPU/Utils/AMDGPUAsmUtils.cpp); the ones a compute kernel reads are modelled, any other stops
// the run with a fault naming it rather than inventing its value.
//
// Clocks: gfx11 HW_REG_SHADER_CYCLES (20 bits; clock64()) and gfx12 HW_REG_SHADER_CYCLES_LO/HI count one cycle per
// instruction the wave has executed (the functional model has no cycle clock; the count is monotonic and
// deterministic). MSG_RTN_GET_REALTIME (wall_clock64()) is the host's steady clock in ticks of the 100 MHz constant
// clock the hardware's REALTIME counter runs at.
#include <chrono>
#include <fmt/format.h>

#include "../float_mode.h"
#include "../internal.h"
#include "../operands.h"

namespace wmmasim::sim::exec {
namespace {

using S = isa::Semantic;
using u32 = std::uint32_t;
using u64 = std::uint64_t;


// ---- MODE ----
void set_mode(WaveContext& w, u32 mode) {
  w.mode = mode;
  std::fesetround(host_rounding(f32_round(mode)));  // the run loop's HostRounding restores nearest at its end
}
// s_round_mode: MODE.FP_ROUND = simm16[3:0]; s_denorm_mode: MODE.FP_DENORM = simm16[3:0] (RDNA3 ISA §16.5).
void s_round_mode(WaveContext& w, const Step& s) {
  set_mode(w, (w.mode & ~mode::kRoundMask) | (static_cast<u32>(s.decoded->offset) & 0xfu));
}
void s_denorm_mode(WaveContext& w, const Step& s) {
  set_mode(w, (w.mode & ~mode::kDenormMask) | (static_cast<u32>(s.decoded->offset) & 0xfu) << mode::kDenormShift);
}

// ---- hardware registers ----
namespace hwreg {
constexpr u32 kUnassigned = 0;  // the hardware reads 0 and ignores writes
constexpr u32 kMode = 1;
constexpr u32 kHwId1 = 23;
constexpr u32 kShaderCycles = 29;    // gfx11 HW_REG_SHADER_CYCLES (20 bits), gfx12 HW_REG_SHADER_CYCLES_LO
constexpr u32 kShaderCyclesHi = 30;  // gfx12
}  // namespace hwreg

struct Field {
  u32 id;
  u32 offset;
  u32 mask;  // of the field's bits, in place
};
Field hwreg_field(std::int32_t simm16) {
  const auto v = static_cast<u32>(simm16);
  const u32 offset = (v >> 6) & 0x1fu;
  const u32 size = ((v >> 11) & 0x1fu) + 1;
  const u32 bits = size >= 32 ? 0xffffffffu : (1u << size) - 1;
  return {v & 0x3fu, offset, bits << offset};
}

bool is_gfx12(const WaveContext& w) { return w.group->program->info.target.family == isa::Family::Gfx12; }

[[noreturn]] void not_modelled(const char* what, u32 id) {
  fault(fmt::format("{} of hardware register {}: not modelled by the simulator (modelled: 0, MODE, HW_ID1, "
                    "SHADER_CYCLES)",
                    what, id));
}

u32 read_hwreg(const WaveContext& w, u32 id) {
  const u64 cycles = w.executed;
  switch (id) {
    case hwreg::kUnassigned: return 0;
    case hwreg::kMode: return w.mode;
    // HW_ID1: WAVE_ID [4:0]; every workgroup runs on SIMD 0 of WGP 0 of SA 0 of SE 0 in the simulator.
    case hwreg::kHwId1: return w.id & 0x1fu;
    case hwreg::kShaderCycles: return is_gfx12(w) ? static_cast<u32>(cycles) : static_cast<u32>(cycles) & 0xfffffu;
    case hwreg::kShaderCyclesHi:
      if (is_gfx12(w)) return static_cast<u32>(cycles >> 32);
      break;
    default: break;
  }
  not_modelled("s_getreg_b32", id);
}

void s_getreg_b32(WaveContext& w, const Step& s) {
  const Field f = hwreg_field(s.decoded->offset);
  set_scalar32(w, s.decoded->operands.dst(), (read_hwreg(w, f.id) & f.mask) >> f.offset);
}

// Writes the field; MODE is the only writable register modelled (clocks and ids are read-only).
void write_hwreg(WaveContext& w, const Field& f, u32 value) {
  if (f.id == hwreg::kUnassigned) return;
  if (f.id != hwreg::kMode) not_modelled("s_setreg", f.id);
  set_mode(w, (w.mode & ~f.mask) | ((value << f.offset) & f.mask));
}
void s_setreg_b32(WaveContext& w, const Step& s) {
  write_hwreg(w, hwreg_field(s.decoded->offset), scalar32(w, *s.decoded, s.decoded->operands.dst()));
}
void s_setreg_imm32_b32(WaveContext& w, const Step& s) { write_hwreg(w, hwreg_field(s.decoded->offset), s.decoded->literal); }

// ---- s_sendmsg_rtn (RDNA3 ISA §16.5, "Message types"; ids from LLVM's SIDefines.h MSG_RTN_*) ----
u64 realtime_ticks() {
  const auto since = std::chrono::steady_clock::now().time_since_epoch();
  return static_cast<u64>(std::chrono::duration_cast<std::chrono::nanoseconds>(since).count()) / 10;  // 100 MHz
}
u64 message_value(u32 message) {
  switch (message) {
    case 0:  // MSG_RTN_GET_DOORBELL: the queue's doorbell id (the simulator's one queue has doorbell 0)
    case 1:  // MSG_RTN_GET_DDID: the dispatch id (0, as the dispatch-id user SGPR)
    case 7:  // MSG_RTN_GET_SE_AID_ID (gfx12): shader engine 0
      return 0;
    case 2:  // MSG_RTN_GET_TMA
    case 5:  // MSG_RTN_GET_TBA
    case 6:  // MSG_RTN_GET_TBA_TO_PC: no trap handler is installed, its addresses are 0
      return 0;
    case 3:  // MSG_RTN_GET_REALTIME
      return realtime_ticks();
    default: break;
  }
  fault(fmt::format("s_sendmsg_rtn message {}: not modelled (MSG_RTN_SAVE_WAVE belongs to the trap handler's "
                    "context save)",
                    message));
}
template <bool k64>
void s_sendmsg_rtn(WaveContext& w, const Step& s) {
  const u64 value = message_value(scalar32(w, *s.decoded, s.decoded->operands.src0()) & 0xffu);
  if (k64) {
    set_scalar64(w, s.decoded->operands.dst(), value);
  } else {
    set_scalar32(w, s.decoded->operands.dst(), static_cast<u32>(value));
  }
}

constexpr Binding kBindings[] = {
    {S::S_ROUND_MODE, s_round_mode},
    {S::S_DENORM_MODE, s_denorm_mode},
    {S::S_GETREG_B32, s_getreg_b32},
    {S::S_SETREG_B32, s_setreg_b32},
    {S::S_SETREG_IMM32_B32, s_setreg_imm32_b32},
    {S::S_SENDMSG_RTN_B32, s_sendmsg_rtn<false>},
    {S::S_SENDMSG_RTN_B64, s_sendmsg_rtn<true>},
};

}  // namespace

std::span<const Binding> hwreg_bindings() { return kBindings; }

}  // namespace wmmasim::sim::exec
