// Translated handlers of the 32-bit VALU lane operations (translate.h): the reference drivers of semantics/valu.h
// with every operand's kind a template parameter, so the lane loop reads a register row, a uniform value or a
// constant without asking which one per instruction, and writes vdst without a mask when EXEC is all ones.
// semantics/valu_int.cpp and valu_float.cpp name the operations they translate (translated_u32, translated_f32).
#pragma once

#include <array>
#include <cstring>
#include <utility>

#include "float_mode.h"
#include "fma_lanes.h"
#include "operands.h"
#include "translate.h"

namespace wmmasim::sim::exec {

// One source as a translated handler reads it; float sources with their abs/neg masks (constants got theirs at
// translation).
template <SourceKind K, bool kFloat>
struct BoundSource;
template <bool kFloat>
struct BoundSource<SourceKind::Vgpr, kFloat> {
  BoundSource(const WaveContext& w, const BoundOperands& b, int i)
      : lanes(w.state.vgprs.data() + b.src[i]), clear(b.clear[i]), flip(b.flip[i]) {}
  std::uint32_t operator[](int lane) const { return kFloat ? (lanes[lane] & clear) ^ flip : lanes[lane]; }
  const std::uint32_t* lanes;
  std::uint32_t clear;
  std::uint32_t flip;
};
template <bool kFloat>
struct BoundSource<SourceKind::Sgpr, kFloat> {
  BoundSource(const WaveContext& w, const BoundOperands& b, int i)
      : value(kFloat ? (w.state.sgprs[b.src[i]] & b.clear[i]) ^ b.flip[i] : w.state.sgprs[b.src[i]]) {}
  std::uint32_t operator[](int) const { return value; }
  std::uint32_t value;
};
template <bool kFloat>
struct BoundSource<SourceKind::Constant, kFloat> {
  BoundSource(const WaveContext&, const BoundOperands& b, int i) : value(b.src[i]) {}
  std::uint32_t operator[](int) const { return value; }
  std::uint32_t value;
};

template <bool kFloat, SourceKind... K, std::size_t... I, class Body>
[[gnu::always_inline]] inline void with_sources(const WaveContext& w, const BoundOperands& b, std::index_sequence<I...>, Body&& body) {
  body(BoundSource<K, kFloat>(w, b, static_cast<int>(I))...);
}

// An operation computes one group of lanes (`first` .. first + kLaneGroup - 1) into `out`, reading its sources
// through BoundSource; `accepts` says whether the wave's state is one the specialisation covers.

// Integer operation F::apply(u32...) -> u32 (semantics/valu.h lanes_u32).
template <class F>
struct BoundU32 {
  static constexpr int kSources = F::kSources;
  static bool accepts(const WaveContext&) { return true; }
  template <SourceKind... K>
  [[gnu::always_inline]] static void group(const WaveContext& w, const BoundOperands& b, int first, std::uint32_t* out) {
    with_sources<false, K...>(w, b, std::index_sequence_for<decltype(K)...>{}, [&](const auto&... s) [[gnu::always_inline]] {
      for (int i = 0; i < kLaneGroup; ++i) out[i] = F::apply(s[first + i]...);
    });
  }
};

// Float operation F::apply(float...) -> float without output modifiers (semantics/valu.h lanes_f32). A MODE that
// flushes f32 denormals is left to the reference driver.
template <class F>
struct BoundF32 {
  static constexpr int kSources = F::kSources;
  static bool accepts(const WaveContext& w) { return !f32_denorms(w.mode).any(); }
  template <SourceKind... K>
  [[gnu::always_inline]] static void group(const WaveContext& w, const BoundOperands& b, int first, std::uint32_t* out) {
    with_sources<true, K...>(w, b, std::index_sequence_for<decltype(K)...>{}, [&](const auto&... s) [[gnu::always_inline]] {
      for (int i = 0; i < kLaneGroup; ++i) out[i] = as_bits(F::apply(as_float(s[first + i])...));
    });
  }
};

// One group of an FMA source as fma_lanes32 reads it: a VGPR without modifiers in place, anything else gathered
// (with its modifiers, or broadcast) into `buffer`. kModifiers false: no VGPR source has any (known at translation).
template <SourceKind K, bool kModifiers>
[[gnu::always_inline]] inline const std::uint32_t* fma_source(const WaveContext& w, const BoundOperands& b, int i,
                                                             int first, std::array<std::uint32_t, kLaneGroup>& buffer) {
  if constexpr (K == SourceKind::Vgpr) {
    const std::uint32_t* lanes = w.state.vgprs.data() + b.src[i] + first;
    if (!kModifiers || (b.clear[i] == 0xffffffffu && b.flip[i] == 0)) return lanes;
    for (int lane = 0; lane < kLaneGroup; ++lane) buffer[lane] = (lanes[lane] & b.clear[i]) ^ b.flip[i];
  } else {
    buffer.fill(BoundSource<K, true>(w, b, i)[0]);
  }
  return buffer.data();
}

// A fused multiply-add F (F::apply: std::fma with the NaN rule) on the host's FMA instruction when it has one
// (fma_lanes.h); a group fma_lanes32 declines (no FMA instruction, a NaN input) takes F::apply lane by lane, as
// BoundF32 does. kModifiers false: the translator found no abs or neg on a VGPR source (pick_fma in
// semantics/valu_float.cpp), so none is tested as the step runs.
template <class F, bool kModifiers = true>
struct BoundFmaF32 {
  static constexpr int kSources = 3;
  // A group may be written into vdst's own row, a source's too: fma_lanes32 loads every input before it stores, and
  // the fallback below reads a lane's inputs before it writes that lane.
  static constexpr bool kInPlace = true;
  static bool accepts(const WaveContext& w) { return !f32_denorms(w.mode).any(); }
  template <SourceKind K0, SourceKind K1, SourceKind K2>
  [[gnu::always_inline]] static void group(const WaveContext& w, const BoundOperands& b, int first, std::uint32_t* out) {
    std::array<std::array<std::uint32_t, kLaneGroup>, 3> buffers;
    const std::uint32_t* x = fma_source<K0, kModifiers>(w, b, 0, first, buffers[0]);
    const std::uint32_t* y = fma_source<K1, kModifiers>(w, b, 1, first, buffers[1]);
    const std::uint32_t* z = fma_source<K2, kModifiers>(w, b, 2, first, buffers[2]);
    if (fma_lanes32(x, y, z, out)) return;
    for (int i = 0; i < kLaneGroup; ++i) out[i] = as_bits(F::apply(as_float(x[i]), as_float(y[i]), as_float(z[i])));
  }
};

// All lanes of Op into `out` without writing anything (a VOPD half; a single instruction under a partial EXEC);
// false when Op does not accept the wave's state.
template <class Op, SourceKind... K>
bool bound_lanes(const WaveContext& w, const BoundOperands& b, Lanes& out) {
  if (!Op::accepts(w)) return false;
  for (int first = 0; first < w.size(); first += kLaneGroup) Op::template group<K...>(w, b, first, out.data() + first);
  return true;
}

// vdst's lanes under EXEC; all of them at once when EXEC is all ones.
inline void commit_bound(WaveContext& w, std::uint32_t dst, const Lanes& result) {
  std::uint32_t* lanes = w.state.vgprs.data() + dst;
  const std::uint64_t exec = w.exec();
  const int n = w.size();
  if (exec == w.state.all_lanes_mask()) {
    for (int group = 0; group < n; group += kLaneGroup) {
      std::memcpy(lanes + group, result.data() + group, kLaneGroup * sizeof(std::uint32_t));
    }
    return;
  }
  for (int lane = 0; lane < n; ++lane) lanes[lane] = ((exec >> lane) & 1) ? result[lane] : lanes[lane];
}

// Whether Op::group may write into vdst's row directly (Op::kInPlace), rather than into a buffer copied there.
template <class Op>
constexpr bool kGroupInPlace = requires { requires Op::kInPlace; };

// A translated single VALU instruction. With EXEC all ones each group goes straight to vdst (a group reads lanes
// of its sources that no earlier group wrote: the operations are lane-wise); otherwise all lanes are computed
// first and written under EXEC. The reference lane operation (Step::lane) runs when Op declines.
template <class Op, SourceKind... K>
void run_bound(WaveContext& w, const Step& s) {
  const BoundOperands& b = *s.bound;
  if (Op::accepts(w) && w.exec() == w.state.all_lanes_mask()) {
    std::uint32_t* dst = w.state.vgprs.data() + b.dst;
    for (int first = 0; first < w.size(); first += kLaneGroup) {
      if constexpr (kGroupInPlace<Op>) {
        Op::template group<K...>(w, b, first, dst + first);
      } else {
        std::array<std::uint32_t, kLaneGroup> group;
        Op::template group<K...>(w, b, first, group.data());
        std::memcpy(dst + first, group.data(), sizeof group);
      }
    }
    return;
  }
  Lanes result;
  if (!bound_lanes<Op, K...>(w, b, result)) s.lane(w, *s.decoded, s.decoded->operands, result);
  commit_bound(w, b.dst, result);
}

// The handler of Op for the operand kinds in `kinds`, chosen among Op's instantiations.
template <class Op, SourceKind... Chosen>
Translation pick_bound(const std::array<SourceKind, 3>& kinds) {
  if constexpr (sizeof...(Chosen) == Op::kSources) {
    return {run_bound<Op, Chosen...>, bound_lanes<Op, Chosen...>, true};
  } else {
    switch (kinds[sizeof...(Chosen)]) {
      case SourceKind::Vgpr: return pick_bound<Op, Chosen..., SourceKind::Vgpr>(kinds);
      case SourceKind::Sgpr: return pick_bound<Op, Chosen..., SourceKind::Sgpr>(kinds);
      case SourceKind::Constant: return pick_bound<Op, Chosen..., SourceKind::Constant>(kinds);
    }
    return {};
  }
}

// Binds sources `from[0..count)` of the instruction to positions 0..count-1 of `bound` (a float source with its
// modifiers, a constant with them applied), and a 32-bit VGPR destination. False when one is not covered.
bool bind_valu(const isa::DecodedInstruction& d, const isa::Operands& ops, int wave_size, bool is_float,
               std::span<const int> from, BoundOperands& bound, std::array<SourceKind, 3>& kinds);
// The sources alone (a compare writes a mask, not a VGPR).
bool bind_sources(const isa::DecodedInstruction& d, const isa::Operands& ops, int wave_size, bool is_float,
                  std::span<const int> from, BoundOperands& bound, std::array<SourceKind, 3>& kinds);

template <class F>
Translation translate_u32(const isa::DecodedInstruction& d, const isa::Operands& ops, int wave_size,
                          BoundOperands& bound) {
  static constexpr int kFrom[] = {0, 1, 2};
  std::array<SourceKind, 3> kinds{};
  if (!bind_valu(d, ops, wave_size, false, std::span(kFrom, F::kSources), bound, kinds)) return {};
  return pick_bound<BoundU32<F>>(kinds);
}

// Float operations translate without output modifiers (OMOD, CLAMP): the reference runs those.
template <class F, template <class> class Bound = BoundF32>
Translation translate_f32(const isa::DecodedInstruction& d, const isa::Operands& ops, int wave_size,
                          BoundOperands& bound) {
  static constexpr int kFrom[] = {0, 1, 2};
  if (d.omod() != 0 || d.clamp()) return {};
  std::array<SourceKind, 3> kinds{};
  if (!bind_valu(d, ops, wave_size, true, std::span(kFrom, F::kSources), bound, kinds)) return {};
  return pick_bound<Bound<F>>(kinds);
}

}  // namespace wmmasim::sim::exec
