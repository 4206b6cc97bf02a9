// Translating a kernel (translate.h): each reference step copied, the ones a translator covers given their
// specialised handler and bound operands, VOPD pairs of translated halves joined, DPP steps given their gather and
// their own instruction translated, and the straight runs found.
#include "translate.h"

#include <algorithm>

#include "operands.h"
#include "translate_valu.h"

namespace wmmasim::sim::exec {
namespace {

// VOPD of two translated halves: both compute before either writes (RDNA3 ISA §7.6 "Dual issue VALU").
void run_bound_vopd(WaveContext& w, const Step& s) {
  const BoundOperands& x = *s.bound;
  const BoundOperands& y = *x.dual;
  Lanes rx;
  Lanes ry;
  if (!x.compute(w, x, rx) || !y.compute(w, y, ry)) {
    run_vopd(w, s);
    return;
  }
  commit_bound(w, x.dst, rx);
  commit_bound(w, y.dst, ry);
}

// The translation of one valid reference step (not DPP; for DPP its inner instruction), or an empty one.
Translation translate_step(const isa::DecodedInstruction& d, int wave_size, std::deque<BoundOperands>& bound,
                           const BoundOperands*& bound_out) {
  const Translator translate = translator(d.record->semantic);
  if (translate == nullptr) return {};
  BoundOperands operands;
  const Translation t = translate(d, d.operands, wave_size, operands);
  if (t.execute == nullptr) return t;
  if (d.record->encoding == isa::Encoding::VopdX) {
    const Translator translate_y = translator(d.dual->semantic);
    BoundOperands dual;
    if (t.compute == nullptr || translate_y == nullptr) return {};
    const Translation ty = translate_y(d, d.dual_operands, wave_size, dual);
    if (ty.compute == nullptr) return {};
    operands.compute = t.compute;
    dual.compute = ty.compute;
    operands.dual = &bound.emplace_back(dual);
    bound_out = &bound.emplace_back(operands);
    return {run_bound_vopd, nullptr, true, false};
  }
  operands.compute = t.compute;
  bound_out = &bound.emplace_back(operands);
  return t;
}

// A DPP step: its gather under a full EXEC bound to it, its own instruction (src0 renamed, the reference's
// Step::inner) translated when a translator covers it. Straight when that instruction is.
Translation translate_dpp(Step& step, int wave_size, TranslatedProgram& out) {
  Step& inner = out.dpp_inner.emplace_back(*step.inner);
  const BoundOperands* inner_bound = nullptr;
  const Translation t = translate_step(*inner.decoded, wave_size, out.bound, inner_bound);
  if (t.execute != nullptr) {
    inner.execute = t.execute;
    inner.bound = inner_bound;
  }
  BoundOperands operands;
  operands.gather = &out.gathers.emplace_back(dpp_full_exec_gather(*step.decoded, wave_size));
  step.inner = &inner;
  step.bound = &out.bound.emplace_back(operands);
  return {dpp_translated_for_host(), nullptr, t.execute != nullptr && t.straight, false};
}

// Pairs of consecutive effects of a straight run that one handler runs as one (joined_handler): the joined step
// takes the first's place among the effects and the second's is dropped. No run may then start after the first
// and up to the second (those steps run one by one, each its own handler), so a run executes both halves or
// neither; a run through the first must go on past the second, recorded or not.
void join_pairs(const std::vector<bool>& straight, const std::vector<bool>& no_effect, TranslatedProgram& out,
                std::vector<const Step*>& effect) {
  const std::size_t count = effect.size();
  for (std::size_t i = 0; i < count; ++i) {
    if (effect[i] == nullptr) continue;
    std::size_t j = i + 1;
    while (j < count && straight[j] && no_effect[j]) ++j;
    if (j == count || effect[j] == nullptr || out.run_end[i] <= j || out.unrecorded_run_end[i] <= j ||
        out.recorded_run_end[i] <= j) {
      continue;
    }
    const SemanticFn joined = joined_handler(out.steps[i], out.steps[j]);
    if (joined == nullptr) continue;
    Step& step = out.joined.emplace_back(out.steps[i]);
    step.execute = joined;
    step.inner = &out.steps[j];
    effect[i] = &step;
    effect[j] = nullptr;
    for (std::size_t k = i + 1; k <= j; ++k) {
      out.run_end[k] = static_cast<std::uint32_t>(k);
      out.unrecorded_run_end[k] = static_cast<std::uint32_t>(k);
      out.recorded_run_end[k] = static_cast<std::uint32_t>(k);
    }
    i = j;
  }
}

}  // namespace

bool bind_source(const isa::DecodedInstruction& d, const isa::Operand& o, int wave_size, SourceKind& kind,
                 std::uint32_t& value) {
  if (o.is_vgpr()) {
    if (o.high) return false;
    kind = SourceKind::Vgpr;
    value = static_cast<std::uint32_t>(o.vgpr() * wave_size);
    return true;
  }
  if (o.code < kSgprCount) {
    kind = SourceKind::Sgpr;
    value = o.code;
    return true;
  }
  if (!is_constant(o.code)) return false;
  kind = SourceKind::Constant;
  value = static_cast<std::uint32_t>(constant_value(o.code, d.literal, constant_type(o.format, ConstType::B32)));
  return true;
}

bool bind_valu(const isa::DecodedInstruction& d, const isa::Operands& ops, int wave_size, bool is_float,
               std::span<const int> from, BoundOperands& bound, std::array<SourceKind, 3>& kinds) {
  const isa::Operand& dst = ops.dst();
  if (!dst.is_vgpr() || dst.high || dst.dwords != 1) return false;
  bound.dst = static_cast<std::uint32_t>(dst.vgpr() * wave_size);
  return bind_sources(d, ops, wave_size, is_float, from, bound, kinds);
}

bool bind_sources(const isa::DecodedInstruction& d, const isa::Operands& ops, int wave_size, bool is_float,
                  std::span<const int> from, BoundOperands& bound, std::array<SourceKind, 3>& kinds) {
  for (std::size_t i = 0; i < from.size(); ++i) {
    const int source = from[i];
    if (!bind_source(d, ops.src(source), wave_size, kinds[i], bound.src[i])) return false;
    const std::uint32_t clear = is_float && d.abs(source) ? 0x7fffffffu : 0xffffffffu;
    const std::uint32_t flip = is_float && d.neg(source) ? 0x80000000u : 0u;
    bound.kinds[i] = kinds[i];
    if (kinds[i] == SourceKind::Constant) {
      bound.src[i] = (bound.src[i] & clear) ^ flip;
    } else {
      bound.clear[i] = clear;
      bound.flip[i] = flip;
    }
  }
  return true;
}

void translate_program(const Program& program, TranslatedProgram& out) {
  const std::size_t count = program.steps.size();  // the sentinel included
  out.steps = program.steps;
  out.run_end.assign(count, 0);
  out.unrecorded_run_end.assign(count, 0);
  out.recorded_run_end.assign(count, 0);
  out.first_effect.assign(count, 0);
  out.effects.clear();
  out.effect_step.clear();
  std::vector<bool> straight(count, false);
  std::vector<bool> vector_memory(count, false);
  std::vector<bool> no_effect(count, false);
  const int wave_size = program.info.wave_size;
  for (std::size_t i = 0; i + 1 < count; ++i) {
    Step& step = out.steps[i];
    const isa::DecodedInstruction& d = *step.decoded;
    if (!program.problems[i].empty()) continue;
    if (d.dpp != isa::Dpp::None) {
      const Translation t = translate_dpp(step, wave_size, out);
      step.execute = t.execute;
      straight[i] = t.straight;
      continue;
    }
    const BoundOperands* bound = nullptr;
    const Translation t = translate_step(d, wave_size, out.bound, bound);
    if (t.execute != nullptr) {
      step.execute = t.execute;
      step.bound = bound;
    }
    vector_memory[i] = i < program.events.size() && is_vector_memory(program.events[i].cls);
    straight[i] = t.straight;
    no_effect[i] = t.no_effect;
  }
  out.run_end[count - 1] = static_cast<std::uint32_t>(count - 1);
  out.unrecorded_run_end[count - 1] = static_cast<std::uint32_t>(count - 1);
  out.recorded_run_end[count - 1] = static_cast<std::uint32_t>(count - 1);
  for (std::size_t i = count - 1; i-- > 0;) {
    out.run_end[i] = straight[i] ? out.run_end[i + 1] : static_cast<std::uint32_t>(i);
    out.unrecorded_run_end[i] =
        straight[i] && !vector_memory[i] ? out.unrecorded_run_end[i + 1] : static_cast<std::uint32_t>(i);
    const bool recorded = straight[i] && i < program.events.size() && program.events[i].memory == MemoryAccess::None;
    const bool writes_exec = recorded && std::ranges::any_of(program.events[i].dst, [](const RegisterRange& r) {
      return r.overlaps(sgprs(kExecLo, 2));
    });
    out.recorded_run_end[i] = !recorded     ? static_cast<std::uint32_t>(i)
                              : writes_exec ? static_cast<std::uint32_t>(i + 1)
                                            : out.recorded_run_end[i + 1];
  }
  std::vector<const Step*> effect(count, nullptr);
  for (std::size_t i = 0; i < count; ++i) {
    if (straight[i] && !no_effect[i]) effect[i] = &out.steps[i];
  }
  join_pairs(straight, no_effect, out, effect);
  for (std::size_t i = 0; i < count; ++i) {
    out.first_effect[i] = static_cast<std::uint32_t>(out.effects.size());
    if (effect[i] != nullptr) {
      out.effects.push_back(effect[i]);
      out.effect_step.push_back(static_cast<std::uint32_t>(i));
    }
  }
}

}  // namespace wmmasim::sim::exec
