// The MODE hardware register and how the float semantics honour it (RDNA3 ISA §3.3 "MODE", RDNA4 ISA §3.3):
// FP_ROUND [3:0] (f32 in [1:0], f64 and f16 in [3:2]: 0 nearest even, 1 toward +inf, 2 toward -inf, 3 toward
// zero) and FP_DENORM [7:4] (f32 in [5:4], f64 and f16 in [7:6]: 0 flush inputs and outputs, 1 allow inputs and
// flush outputs, 2 flush inputs and allow outputs, 3 allow both; LLVM SIDefines.h FP_DENORM_*).
//
// Rounding: the f32 and f64 VALU compute with the host's float operations, so a wave runs with the host's
// rounding direction set to its f32 mode (HostRounding around each run of a wave, set again when the wave changes
// MODE); the f64 driver switches to the f64 mode for its instruction when the two differ. Denormals: flushed
// explicitly by the drivers (the host's DAZ/FTZ would flush f32 and f64 together, MODE separates them).
#pragma once

#include <bit>
#include <cfenv>
#include <cstdint>

namespace wmmasim::sim::exec {

namespace mode {
inline constexpr std::uint32_t kRoundMask = 0xfu;
inline constexpr std::uint32_t kDenormShift = 4;
inline constexpr std::uint32_t kDenormMask = 0xf0u;
inline constexpr std::uint32_t kAllowAll = 0xf0u;  // nearest even, denormals kept: clang's default for HIP
}  // namespace mode

// The host's rounding direction for a 2-bit MODE round field.
inline int host_rounding(std::uint32_t field) {
  switch (field & 3u) {
    case 1: return FE_UPWARD;
    case 2: return FE_DOWNWARD;
    case 3: return FE_TOWARDZERO;
    default: return FE_TONEAREST;
  }
}
inline std::uint32_t f32_round(std::uint32_t mode) { return mode & 3u; }
inline std::uint32_t f64_round(std::uint32_t mode) { return (mode >> 2) & 3u; }

// Sets the host's rounding to `field` for its lifetime when it is not nearest even.
class HostRounding {
 public:
  explicit HostRounding(std::uint32_t field) : active_(field != 0) {
    if (active_) std::fesetround(host_rounding(field));
  }
  ~HostRounding() {
    if (active_) std::fesetround(FE_TONEAREST);
  }
  HostRounding(const HostRounding&) = delete;
  HostRounding& operator=(const HostRounding&) = delete;

 private:
  bool active_;
};

// Switches the host's rounding from `current` to `wanted` for its lifetime when they differ (the f64 driver under
// a MODE whose f64 field is not the f32 one the wave runs with).
class SwitchedRounding {
 public:
  SwitchedRounding(std::uint32_t current, std::uint32_t wanted) : current_(current), active_(current != wanted) {
    if (active_) std::fesetround(host_rounding(wanted));
  }
  ~SwitchedRounding() {
    if (active_) std::fesetround(host_rounding(current_));
  }
  SwitchedRounding(const SwitchedRounding&) = delete;
  SwitchedRounding& operator=(const SwitchedRounding&) = delete;

 private:
  std::uint32_t current_;
  bool active_;
};

// What FP_DENORM says for one precision.
struct DenormFlush {
  bool inputs = false;
  bool outputs = false;
  bool any() const { return inputs || outputs; }
};
inline DenormFlush f32_denorms(std::uint32_t mode) {
  const std::uint32_t field = (mode >> 4) & 3u;
  return {(field & 1u) == 0, (field & 2u) == 0};
}
inline DenormFlush f64_f16_denorms(std::uint32_t mode) {
  const std::uint32_t field = (mode >> 6) & 3u;
  return {(field & 1u) == 0, (field & 2u) == 0};
}

// A denormal to zero of its sign; anything else unchanged.
inline std::uint32_t flush_f32(std::uint32_t bits) {
  return (bits & 0x7f800000u) == 0 ? bits & 0x80000000u : bits;
}
inline std::uint64_t flush_f64(std::uint64_t bits) {
  return (bits & 0x7ff0000000000000ull) == 0 ? bits & 0x8000000000000000ull : bits;
}
inline std::uint32_t flush_f16(std::uint32_t bits) {
  return (bits & 0x7c00u) == 0 ? bits & 0x8000u : bits;
}

}  // namespace wmmasim::sim::exec
