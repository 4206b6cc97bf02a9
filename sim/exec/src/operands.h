// Reading and writing instruction operands: scalar registers, special registers, inline constants, literals and
// VGPR lane arrays. Operand codes are the hardware's 9-bit source space (isa/decoder.h); register ranges were
// validated when the program was built (program.cpp), so VGPR accesses here index directly.
#pragma once

#include <bit>
#include <cstdint>

#include "internal.h"

namespace wmmasim::sim::exec {

// How an inline constant or a literal expands for the operand that reads it (RDNA3/RDNA4 ISA "Inline
// Constants"; 64-bit literals as LLVM's AMDGPUDisassembler::decodeLiteralConstant expands them).
enum class ConstType : std::uint8_t {
  B32,   // 32-bit: integers as two's complement, floats as f32 bits
  F16,   // 16-bit float operand: floats as f16 bits; a literal's low 16 bits
  BF16,  // 16-bit bfloat operand
  F64,   // 64-bit float: floats as f64 bits, a literal in the high dword
  I64,   // 64-bit integer: integers sign-extended, floats as f64 bits, a literal zero-extended
};

// How a constant expands in an operand of the record's value format (the formats are LLVM's operand types, whose
// inline constants and literals expand as the hardware's do): packed f16 operands take f16 constants, 16-bit and
// packed integer operands 32-bit ones. `untyped`: for operands the record gives no format (lane masks, addresses).
constexpr ConstType constant_type(isa::ValueFormat format, ConstType untyped) {
  switch (format) {
    case isa::ValueFormat::None: return untyped;
    case isa::ValueFormat::F16:
    case isa::ValueFormat::V2F16: return ConstType::F16;
    case isa::ValueFormat::BF16: return ConstType::BF16;
    case isa::ValueFormat::F64: return ConstType::F64;
    case isa::ValueFormat::I64: return ConstType::I64;
    default: return ConstType::B32;
  }
}

// The value of a constant source (codes 128..208, 240..248, 255); faults for any other code.
std::uint64_t constant_value(std::uint16_t code, std::uint32_t literal, ConstType type);

inline bool is_constant(std::uint16_t code) {
  return (code >= 128 && code <= 208) || (code >= 240 && code <= 248) || code == isa::src::kLiteral;
}

// One dword of the scalar register file by its code (SGPR, vcc, ttmp, null, m0, exec, vccz, execz, scc).
std::uint32_t read_sreg(const WaveContext& wave, unsigned code);
void write_sreg(WaveContext& wave, unsigned code, std::uint32_t value);

// A scalar source: a register (dword `code` [+1]), an inline constant or the literal, expanded for the operand's
// value format.
inline std::uint32_t scalar32(const WaveContext& wave, const isa::DecodedInstruction& d, const isa::Operand& o) {
  if (o.code < 128 || (o.code >= 251 && o.code <= 253)) return read_sreg(wave, o.code);
  return static_cast<std::uint32_t>(constant_value(o.code, d.literal, constant_type(o.format, ConstType::B32)));
}
inline std::uint64_t scalar64(const WaveContext& wave, const isa::DecodedInstruction& d, const isa::Operand& o) {
  if (o.code == isa::src::kNull) return 0;  // both dwords (code + 1 would be M0)
  if (o.code < 128) {
    return read_sreg(wave, o.code) | static_cast<std::uint64_t>(read_sreg(wave, o.code + 1u)) << 32;
  }
  if (o.code >= 251 && o.code <= 253) return read_sreg(wave, o.code);
  return constant_value(o.code, d.literal, constant_type(o.format, ConstType::I64));
}
// A source the ISA requires to be uniform (an SGPR or constant: lane selects, v_writelane's value, the gfx12
// v_s_* transcendentals). discover_ops (hw-traces) encodes VGPRs there, which LLVM rejects and the GPU ran; what
// the hardware reads then is not documented: the simulator takes the VGPR's first active lane, as
// v_readfirstlane_b32 would (the trace records no result to check it against).
inline std::uint32_t uniform32(const WaveContext& wave, const isa::DecodedInstruction& d, const isa::Operand& o) {
  if (!o.is_vgpr()) return scalar32(wave, d, o);
  const std::uint64_t exec = wave.exec();
  return wave.vgpr(o.vgpr())[exec == 0 ? 0 : std::countr_zero(exec)];
}
inline void set_scalar32(WaveContext& wave, const isa::Operand& o, std::uint32_t value) {
  write_sreg(wave, o.code, value);
}
// NULL as a 64-bit destination discards both dwords (code + 1 would be M0).
inline void set_scalar64(WaveContext& wave, const isa::Operand& o, std::uint64_t value) {
  if (o.code == isa::src::kNull) return;
  write_sreg(wave, o.code, static_cast<std::uint32_t>(value));
  write_sreg(wave, o.code + 1u, static_cast<std::uint32_t>(value >> 32));
}

// A lane mask operand (VCC or an SGPR/SGPR pair; one dword in wave32, two in wave64). VCC and the SGPRs are read
// and written in place (the carry instructions' masks, every VALU compare); any other code (null, EXEC, a constant)
// goes through the scalar register file, out of line so that the common cases inline.
std::uint64_t read_mask_through_sregs(const WaveContext& wave, const isa::DecodedInstruction& d, const isa::Operand& o);
void write_mask_through_sregs(WaveContext& wave, const isa::Operand& o, std::uint64_t mask);

// Whether a lane mask of `wave_size` lanes at `o` lies wholly in s0..s105 (a wave64 pair: both dwords).
inline bool mask_in_sgprs(const isa::Operand& o, int wave_size) {
  return o.code + (wave_size == 64 ? 1u : 0u) < static_cast<unsigned>(kSgprCount);
}
inline std::uint64_t read_mask(const WaveContext& wave, const isa::DecodedInstruction& d, const isa::Operand& o) {
  const WaveState& st = wave.state;
  if (o.code == isa::src::kVcc) return st.vcc & st.all_lanes_mask();
  if (!mask_in_sgprs(o, wave.size())) return read_mask_through_sregs(wave, d, o);
  const std::uint64_t high = wave.size() == 64 ? std::uint64_t{st.sgprs[o.code + 1u]} << 32 : 0;
  return st.sgprs[o.code] | high;
}
inline void write_mask(WaveContext& wave, const isa::Operand& o, std::uint64_t mask) {
  WaveState& st = wave.state;
  if (o.code == isa::src::kVcc) {
    st.vcc = wave.size() == 64 ? mask : (st.vcc & 0xffffffff00000000ull) | static_cast<std::uint32_t>(mask);
  } else if (mask_in_sgprs(o, wave.size())) {
    st.sgprs[o.code] = static_cast<std::uint32_t>(mask);
    if (wave.size() == 64) st.sgprs[o.code + 1u] = static_cast<std::uint32_t>(mask >> 32);
  } else {
    write_mask_through_sregs(wave, o, mask);
  }
}

// Every lane's value of a 32-bit source: a VGPR's lanes, or a scalar broadcast. DPP lane selection is applied
// to src0 by the VALU driver, not here.
void lanes32(const WaveContext& wave, const isa::DecodedInstruction& d, const isa::Operand& o, Lanes& out);
// A 64-bit source: a VGPR pair, an SGPR pair or a constant.
void lanes64(const WaveContext& wave, const isa::DecodedInstruction& d, const isa::Operand& o, Lanes64& out);

// Writes the lanes set in `mask` of v[reg] (and v[reg+1] for 64-bit values).
inline void write_lanes32(WaveContext& wave, int reg, const Lanes& values, std::uint64_t mask) {
  std::uint32_t* dst = wave.vgpr(reg);
  const int n = wave.size();
  for (int lane = 0; lane < n; ++lane) dst[lane] = ((mask >> lane) & 1) ? values[lane] : dst[lane];
}
inline void write_lanes64(WaveContext& wave, int reg, const Lanes64& values, std::uint64_t mask) {
  std::uint32_t* lo = wave.vgpr(reg);
  std::uint32_t* hi = wave.vgpr(reg + 1);
  const int n = wave.size();
  for (int lane = 0; lane < n; ++lane) {
    const bool on = ((mask >> lane) & 1) != 0;
    lo[lane] = on ? static_cast<std::uint32_t>(values[lane]) : lo[lane];
    hi[lane] = on ? static_cast<std::uint32_t>(values[lane] >> 32) : hi[lane];
  }
}
// A 16-bit result into one half of v[reg]; the other half keeps its bits (gfx11/gfx12 16-bit VALU writes).
inline void write_lanes16(WaveContext& wave, int reg, bool high, const Lanes& values, std::uint64_t mask) {
  std::uint32_t* dst = wave.vgpr(reg);
  const int n = wave.size();
  const int shift = high ? 16 : 0;
  const std::uint32_t keep = high ? 0x0000ffffu : 0xffff0000u;
  for (int lane = 0; lane < n; ++lane) {
    const std::uint32_t merged = (dst[lane] & keep) | ((values[lane] & 0xffffu) << shift);
    dst[lane] = ((mask >> lane) & 1) ? merged : dst[lane];
  }
}

inline float as_float(std::uint32_t bits) { return std::bit_cast<float>(bits); }
inline std::uint32_t as_bits(float value) { return std::bit_cast<std::uint32_t>(value); }
inline double as_double(std::uint64_t bits) { return std::bit_cast<double>(bits); }
inline std::uint64_t as_bits(double value) { return std::bit_cast<std::uint64_t>(value); }

}  // namespace wmmasim::sim::exec
