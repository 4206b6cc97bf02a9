// The translated executor: the reference steps (program.cpp) copied once per kernel, with the hottest
// instructions' semantic functions replaced by handlers specialised for their operands. A handler is a template
// instantiated per operation and per operand kind (VGPR, SGPR, constant); the registers, the constant's value and
// the source modifiers are resolved when the kernel is translated and bound to the step (BoundOperands), so nothing
// of the instruction is decoded while it runs. Every other instruction keeps its reference step.
//
// A translated handler computes with the same operation functor as the reference (semantics/*.cpp), so the two
// executors agree bit for bit; tests/test_sim_translated.cpp runs both on every kernel and a random instruction
// corpus and compares registers, memory, faults and event streams.
#pragma once

#include <array>
#include <cstdint>
#include <deque>
#include <vector>

#include "internal.h"

namespace wmmasim::sim::exec {

// Lanes are processed in groups of a fixed 32 (a wave64 is two groups): a loop of constant length, which the
// compiler unrolls into whole-register vector operations and whose copies become a few vector moves.
inline constexpr int kLaneGroup = 32;

// Where a source operand's value comes from, decided when the kernel is translated.
enum class SourceKind : std::uint8_t {
  Vgpr,      // a VGPR: one value per lane
  Sgpr,      // s0..s105: one value for all lanes, read when the instruction runs
  Constant,  // an inline constant or the literal: its bits known at translation
};

// What a translated handler knows of its instruction. For a VALU operation `dst` and a VGPR source are offsets
// of lane 0 in the register file; for SALU they are SGPR indices; a constant source holds its bits. `clear` and
// `flip` are the float sources' abs and neg as masks (all ones and zero for integer sources).
struct BoundOperands;
struct DppGather;
// A VALU operation's lanes, computed without writing anything (the translated counterpart of LaneOp). Returns
// false when the wave's state asks for what the specialisation leaves out (a MODE that flushes denormals): the
// caller then runs the reference step.
using BoundLaneOp = bool (*)(const WaveContext& wave, const BoundOperands& bound, Lanes& result);

struct BoundOperands {
  BoundLaneOp compute = nullptr;
  std::uint32_t dst = 0;
  std::array<std::uint32_t, 3> src{};
  std::array<std::uint32_t, 3> clear{0xffffffffu, 0xffffffffu, 0xffffffffu};
  std::array<std::uint32_t, 3> flip{};
  const BoundOperands* dual = nullptr;  // VOPD: the Y half
  const DppGather* gather = nullptr;    // DPP: src0's lanes under a full EXEC
  std::array<SourceKind, 3> kinds{};    // what each source is (the handler was picked for these)
};

// A DPP step's gather of src0 when every lane is active, computed once when the kernel is translated (dpp.cpp): lane
// l of the DPP register takes lane row_source[l] of l's row of 16 in src0 (DPP16's controls and DPP8's groups of 8
// never leave the row), ANDed with keep[l] (zero for a lane whose source is outside its row: BOUND_CTRL's 0).
// `writes_all`: the DPP controls write every lane (the row and bank masks are full and no lane is left unwritten), so
// EXEC stays as it is while the instruction runs; otherwise the step gathers as the reference.
struct DppGather {
  std::array<std::uint32_t, kMaxLanes> row_source{};
  std::array<std::uint32_t, kMaxLanes> keep{};
  bool writes_all = false;
};
DppGather dpp_full_exec_gather(const isa::DecodedInstruction& d, int wave_size);
// The translated DPP step: Step::inner is the instruction's own translated step (or its reference one), Step::bound
// holds the gather. The handler for the host: the gather eight lanes at a time on an AVX2 host (host_isa.h).
SemanticFn dpp_translated_for_host();

// What a translator makes of one instruction. `execute` empty: the instruction keeps its reference step.
// `straight`: the handler (or the reference step kept) neither branches, ends nor waits, so a run of such steps
// executes without the run loop's per-instruction bookkeeping (workgroup.cpp); a memory instruction's may fault,
// and the run then places the fault at that instruction (TranslatedProgram::effect_step). `no_effect`: a straight
// instruction that changes nothing (s_nop, s_delay_alu, the waits: the functional executor has no counters),
// skipped inside a run.
struct Translation {
  SemanticFn execute = nullptr;
  BoundLaneOp compute = nullptr;  // VALU lane operations: what a VOPD half runs
  bool straight = false;
  bool no_effect = false;
};
// A Translator (internal.h) translates one instruction of a program of `wave_size` lanes, filling `bound`; it
// returns an empty Translation when the instruction's operands or modifiers are outside what its specialisations
// cover.

// The translator of an instruction without operands or effect (the reference step stays).
inline Translation translate_no_effect(const isa::DecodedInstruction&, const isa::Operands&, int, BoundOperands&) {
  return {nullptr, nullptr, true, true};
}

// The translator of an instruction whose reference step runs inside straight runs as it is (a scalar load: it
// neither branches, ends nor waits, and a fault of its is placed at it).
inline Translation translate_reference_straight(const isa::DecodedInstruction&, const isa::Operands&, int,
                                                BoundOperands&) {
  return {nullptr, nullptr, true, false};
}

// The translator of a memory instruction whose translated handler `kHandler` reads its operands as the reference
// does and checks the addresses of all lanes at once, running the reference step when one is outside (so it faults
// with the same message). Straight: a fault inside a run is placed at its instruction.
template <SemanticFn kHandler>
Translation translate_checked(const isa::DecodedInstruction&, const isa::Operands&, int, BoundOperands&) {
  return {kHandler, nullptr, true, false};
}

// A uniform source of a translated scalar handler.
template <SourceKind K>
std::uint32_t scalar_source(const WaveContext& w, const BoundOperands& b, int i) {
  if constexpr (K == SourceKind::Sgpr) return w.state.sgprs[b.src[i]];
  return b.src[i];
}

// The handler Op::execute<kinds...> for scalar sources (SGPR or constant), chosen among Op's instantiations.
template <class Op, SourceKind... Chosen>
Translation pick_scalar(const std::array<SourceKind, 3>& kinds) {
  if constexpr (sizeof...(Chosen) == Op::kSources) {
    return {&Op::template execute<Chosen...>, nullptr, true, false};
  } else {
    return kinds[sizeof...(Chosen)] == SourceKind::Sgpr ? pick_scalar<Op, Chosen..., SourceKind::Sgpr>(kinds)
                                                          : pick_scalar<Op, Chosen..., SourceKind::Constant>(kinds);
  }
}

// The handler that runs two consecutive translated steps of a straight run as one, when one covers the pair (a
// 64-bit add in two halves: valu_wide.cpp), or nullptr. It is bound to a copy of `first` whose `inner` is `second`.
SemanticFn joined_handler(const Step& first, const Step& second);

// The translator bound to a semantics key (semantics/table.cpp), or nullptr.
Translator translator(isa::Semantic semantic);

// The kernel translated: its steps (one per reference step, the sentinel included) and its straight runs.
struct TranslatedProgram {
  std::vector<Step> steps;
  // Per step: the index of the first step after the straight run starting at it (itself when it is not straight),
  // and the position in `effects` of the first straight step at or after it that has an effect. A run from i to
  // run_end[i] executes effects[first_effect[i]] up to effects[first_effect[run_end[i]]].
  std::vector<std::uint32_t> run_end;
  // The same runs for a wave recorded for its vector memory instructions only (workgroup.cpp): cut before each of
  // those, which are recorded one by one.
  std::vector<std::uint32_t> unrecorded_run_end;
  // The same runs for a wave recorded into a compact stream (workgroup.cpp): cut after a step that writes EXEC, so
  // that every step of a run executes under the EXEC its first saw (the events' kExecAllOnes), and before a step
  // with a memory access (whose event carries a footprint).
  std::vector<std::uint32_t> recorded_run_end;
  std::vector<std::uint32_t> first_effect;
  std::vector<const Step*> effects;
  std::vector<std::uint32_t> effect_step;  // per effect: the step it executes (the first of a joined pair)
  std::deque<BoundOperands> bound;  // the steps point into it
  std::deque<DppGather> gathers;     // DPP steps' gathers (BoundOperands::gather)
  std::deque<Step> dpp_inner;        // DPP steps' own instructions, translated (Step::inner)
  std::deque<Step> joined;           // steps that run a pair of steps as one (joined_handler), in `effects`
};
void translate_program(const Program& program, TranslatedProgram& out);

// An operand's kind for a translated handler, or false when no specialisation covers it (VCC, EXEC, M0, ttmp,
// apertures, a 16-bit half). Fills `value` with the VGPR offset, SGPR index or constant bits.
bool bind_source(const isa::DecodedInstruction& d, const isa::Operand& o, int wave_size, SourceKind& kind,
                 std::uint32_t& value);

}  // namespace wmmasim::sim::exec
