#include "operands.h"

#include <fmt/format.h>

namespace wmmasim::sim::exec {
namespace {

// Inline float constants 240..248: 0.5, -0.5, 1, -1, 2, -2, 4, -4, 1/(2*pi), as f32, f16, bf16 and f64 bits
// (RDNA3 ISA §4.4.2 "Inline Constants"; the 1/(2*pi) codes are those llvm-mc-19 prints: 0.15915494 = 0x3e22f983,
// f16 0x3118, f64 0x3fc45f306dc9c882).
constexpr std::uint32_t kFloat32[9] = {0x3f000000, 0xbf000000, 0x3f800000, 0xbf800000, 0x40000000,
                                       0xc0000000, 0x40800000, 0xc0800000, 0x3e22f983};
constexpr std::uint16_t kFloat16[9] = {0x3800, 0xb800, 0x3c00, 0xbc00, 0x4000, 0xc000, 0x4400, 0xc400, 0x3118};
constexpr std::uint16_t kBFloat16[9] = {0x3f00, 0xbf00, 0x3f80, 0xbf80, 0x4000, 0xc000, 0x4080, 0xc080, 0x3e23};
constexpr std::uint64_t kFloat64[9] = {0x3fe0000000000000, 0xbfe0000000000000, 0x3ff0000000000000,
                                       0xbff0000000000000, 0x4000000000000000, 0xc000000000000000,
                                       0x4010000000000000, 0xc010000000000000, 0x3fc45f306dc9c882};

}  // namespace

std::uint64_t constant_value(std::uint16_t code, std::uint32_t literal, ConstType type) {
  if (code >= 128 && code <= 208) {
    const std::int64_t value = code <= 192 ? code - 128 : 192 - code;
    return static_cast<std::uint64_t>(value);  // sign-extended; 32-bit users truncate
  }
  if (code >= 240 && code <= 248) {
    const int i = code - 240;
    switch (type) {
      case ConstType::B32: return kFloat32[i];
      case ConstType::F16: return kFloat16[i];
      case ConstType::BF16: return kBFloat16[i];
      case ConstType::F64:
      case ConstType::I64: return kFloat64[i];
    }
  }
  if (code == isa::src::kLiteral) {
    switch (type) {
      case ConstType::F16:
      case ConstType::BF16: return literal & 0xffffu;
      case ConstType::F64: return static_cast<std::uint64_t>(literal) << 32;
      default: return literal;
    }
  }
  if (code >= 235 && code <= 238) {
    // src_shared_base/limit, src_private_base/limit: the apertures' first and last addresses. As LLVM notes
    // (SIISelLowering getSegmentAperture), a 32-bit read gives the low half; the base's high half needs a 64-bit
    // read, which is what the compiler emits.
    const std::uint64_t base = code <= 236 ? kSharedAperture : kPrivateAperture;
    const std::uint64_t value = code % 2 == 1 ? base : base | 0xffffffffu;
    return type == ConstType::I64 || type == ConstType::F64 ? value : value & 0xffffffffu;
  }
  if (code == 239) fault("source operand 239 (pops_exiting_wave_id) is not modelled");
  if (code == 254) fault("lds_direct is not modelled");
  fault(fmt::format("source operand code {} is not a constant", code));
}

std::uint32_t read_sreg(const WaveContext& wave, unsigned code) {
  const WaveState& s = wave.state;
  if (code < static_cast<unsigned>(kSgprCount)) return s.sgprs[code];
  switch (code) {
    case 106: return static_cast<std::uint32_t>(s.vcc);
    case 107: return static_cast<std::uint32_t>(s.vcc >> 32);
    case 124: return 0;  // null
    case 125: return s.m0;
    case 126: return static_cast<std::uint32_t>(s.exec);
    case 127: return static_cast<std::uint32_t>(s.exec >> 32);
    case 251: return (s.vcc & s.all_lanes_mask()) == 0 ? 1u : 0u;   // vccz
    case 252: return (s.exec & s.all_lanes_mask()) == 0 ? 1u : 0u;  // execz
    case 253: return s.scc ? 1u : 0u;
    default: break;
  }
  if (code >= 108 && code <= 123) return s.ttmp[code - 108];
  fault(fmt::format("scalar operand code {} is not a register", code));
}

void write_sreg(WaveContext& wave, unsigned code, std::uint32_t value) {
  WaveState& s = wave.state;
  if (code < static_cast<unsigned>(kSgprCount)) {
    s.sgprs[code] = value;
    return;
  }
  switch (code) {
    case 106: s.vcc = (s.vcc & 0xffffffff00000000ull) | value; return;
    case 107: s.vcc = (s.vcc & 0xffffffffull) | static_cast<std::uint64_t>(value) << 32; return;
    case 124: return;  // writes to null are dropped
    case 125: s.m0 = value; return;
    case 126: s.exec = (s.exec & 0xffffffff00000000ull) | value; return;
    case 127: s.exec = (s.exec & 0xffffffffull) | static_cast<std::uint64_t>(value) << 32; return;
    default: break;
  }
  if (code >= 108 && code <= 123) {
    // Trap temporaries are the trap handler's; a kernel writing them is a bug the hardware would not report.
    fault(fmt::format("the kernel writes ttmp{}, which belongs to the trap handler", code - 108));
  }
  fault(fmt::format("scalar destination code {} is not a writable register", code));
}

std::uint64_t read_mask_through_sregs(const WaveContext& wave, const isa::DecodedInstruction& d,
                                      const isa::Operand& o) {
  const std::uint64_t value = wave.size() == 64 ? scalar64(wave, d, o) : scalar32(wave, d, o);
  return value & wave.state.all_lanes_mask();
}

void write_mask_through_sregs(WaveContext& wave, const isa::Operand& o, std::uint64_t mask) {
  if (wave.size() == 64) {
    set_scalar64(wave, o, mask);
  } else {
    set_scalar32(wave, o, static_cast<std::uint32_t>(mask));
  }
}

void lanes32(const WaveContext& wave, const isa::DecodedInstruction& d, const isa::Operand& o, Lanes& out) {
  const int n = wave.size();
  if (o.is_vgpr()) {
    const std::uint32_t* src = wave.vgpr(o.vgpr());
    if (o.high) {
      for (int lane = 0; lane < n; ++lane) out[lane] = src[lane] >> 16;
    } else {
      for (int lane = 0; lane < n; ++lane) out[lane] = src[lane];
    }
    return;
  }
  const std::uint32_t value = scalar32(wave, d, o);
  for (int lane = 0; lane < n; ++lane) out[lane] = value;
}

void lanes64(const WaveContext& wave, const isa::DecodedInstruction& d, const isa::Operand& o, Lanes64& out) {
  const int n = wave.size();
  if (o.is_vgpr()) {
    const std::uint32_t* lo = wave.vgpr(o.vgpr());
    const std::uint32_t* hi = wave.vgpr(o.vgpr() + 1);
    for (int lane = 0; lane < n; ++lane) out[lane] = lo[lane] | static_cast<std::uint64_t>(hi[lane]) << 32;
    return;
  }
  const std::uint64_t value = scalar64(wave, d, o);
  for (int lane = 0; lane < n; ++lane) out[lane] = value;
}

}  // namespace wmmasim::sim::exec
