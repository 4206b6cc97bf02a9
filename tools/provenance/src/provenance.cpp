#include "wmmasim/provenance/provenance.h"

#include <Eigen/Core>
#include <algorithm>
#include <array>
#include <climits>
#include <optional>

#include "wmmasim/diagnosis/diagnosis.h"

namespace wmmasim::sim {
namespace {

using layouts::MatrixOperand;
using layouts::OperandLayout;

constexpr std::array kOperands{MatrixOperand::A, MatrixOperand::B, MatrixOperand::C};
constexpr std::size_t kTrackedVgprs = 512;  // v0..v255 and the executor's DPP scratch beyond them

// The worse of two verdicts for an operand's summary over a launch: one wrong execution makes the operand wrong.
int severity(OperandVerdict v) {
  switch (v) {
    case OperandVerdict::Expected: return 0;
    case OperandVerdict::Computed: return 1;
    case OperandVerdict::Untraced: return 2;
    case OperandVerdict::Wrong: return 3;
  }
  return 0;
}

// One number per source for the diagnosis library, which compares matrices of numbers; -1 for no source.
double source_code(const ElementSource& s) {
  if (!s.from_memory()) return -1.0;
  return static_cast<double>(s.buffer) * 1e12 + static_cast<double>(s.row) * 1e6 + static_cast<double>(s.col);
}

}  // namespace

// A layout's occupied slots as read_operand walks them, made once per layout: where each slot's word is (relative to
// the operand's first VGPR), its shift, and which element it holds.
SlotPlan::SlotPlan(const OperandLayout& layout)
    : rows(layout.rows()), cols(layout.cols()), bits(layout.element_bits()),
      elements(static_cast<std::size_t>(rows * cols)) {
  std::vector<bool> seen(elements, false);
  for (const auto& [slot, element] : layout.occupied()) {
    const auto e = static_cast<std::size_t>(element.row * cols + element.col);
    slots.push_back(SlotRef{static_cast<std::uint32_t>(slot.vgpr * layout.wave_size() + slot.lane),
                            static_cast<std::uint32_t>(e), static_cast<std::uint16_t>(slot.vgpr),
                            static_cast<std::uint8_t>(slot.bit_lo), seen[e]});
    seen[e] = true;
  }
}

namespace {

// What the operand's slots hold, into `s`: per element its source (from the lowest lane holding it) and the load that
// wrote its register. Returns whether replicas disagree (a replicated gfx11 A with different halves).
bool read_operand(const TagSpace& tags, const SlotPlan& plan, const MatrixOperandRegisters& r, int first,
                  const std::vector<std::uint32_t>& loads, OperandSnapshot& s) {
  s.actual.assign(plan.elements, ElementSource{});
  s.load_pc.assign(plan.elements, kNoLoad);
  const std::size_t base = static_cast<std::size_t>(first) * static_cast<std::size_t>(r.wave_size);
  const std::uint32_t mask = plan.bits == 32 ? 0xFFFFFFFFu : (1u << plan.bits) - 1;
  bool replicas_differ = false;
  for (const SlotRef& slot : plan.slots) {
    const std::size_t word = base + slot.word;
    const std::uint32_t value = word < r.vgprs.size() ? r.vgprs[word] >> slot.shift & mask : 0;
    const ElementSource source = tags.source_of(plan.bits, value);
    if (slot.replica) {
      replicas_differ |= source != s.actual[slot.element];
      continue;
    }
    s.actual[slot.element] = source;
    const auto reg = static_cast<std::size_t>(first) + slot.vgpr;
    s.load_pc[slot.element] = reg < loads.size() ? loads[reg] : kNoLoad;
  }
  return replicas_differ;
}

// The elements the layout expects: the tile of the buffer most slots came from, whose corner is the smallest row and
// column seen, element (i, j) of the operand at (row + i, col + j). (The expectation is relative: a whole tile read
// from the wrong place looks like another tile read right.)
void expected_elements(const SlotPlan& plan, std::size_t buffers, const std::vector<ElementSource>& actual,
                       std::vector<ElementSource>& expected) {
  std::vector<int> per_buffer(buffers, 0);
  for (const ElementSource& s : actual) {
    if (s.from_memory()) ++per_buffer[static_cast<std::size_t>(s.buffer)];
  }
  const int buffer = static_cast<int>(std::ranges::max_element(per_buffer) - per_buffer.begin());
  int row = INT_MAX, col = INT_MAX;
  for (const ElementSource& s : actual) {
    if (s.buffer != buffer) continue;
    row = std::min(row, s.row);
    col = std::min(col, s.col);
  }
  expected.resize(actual.size());
  for (int i = 0; i < plan.rows; ++i) {
    for (int j = 0; j < plan.cols; ++j) expected[static_cast<std::size_t>(i * plan.cols + j)] = {buffer, row + i, col + j};
  }
}

// The sources as numbers, one matrix each, for the diagnosis library.
OperandObservation observation(const OperandLayout& layout, const OperandContext& context, const OperandSnapshot& s,
                               bool replicas_differ) {
  OperandObservation o{context, Eigen::MatrixXd(layout.rows(), layout.cols()), Eigen::MatrixXd(layout.rows(), layout.cols()),
                       replicas_differ};
  for (int i = 0; i < layout.rows(); ++i) {
    for (int j = 0; j < layout.cols(); ++j) {
      const auto e = static_cast<std::size_t>(i * layout.cols() + j);
      o.expected(i, j) = source_code(s.expected[e]);
      o.actual(i, j) = source_code(s.actual[e]);
    }
  }
  return o;
}

// The expected elements of A (columns) or B (rows) reordered into the kernel's K order.
void reorder_expected(const OperandLayout& layout, MatrixOperand operand, const KOrder& order, OperandSnapshot& s) {
  const std::vector<ElementSource> own = s.expected;
  for (int i = 0; i < layout.rows(); ++i) {
    for (int j = 0; j < layout.cols(); ++j) {
      const bool a = operand == MatrixOperand::A;
      const int from_i = a ? i : order[static_cast<std::size_t>(i)], from_j = a ? order[static_cast<std::size_t>(j)] : j;
      s.expected[static_cast<std::size_t>(i * layout.cols() + j)] =
          own[static_cast<std::size_t>(from_i * layout.cols() + from_j)];
    }
  }
}

// One operand of one execution before it is counted.
struct Judged {
  OperandVerdict verdict = OperandVerdict::Computed;
  const OperandLayout* layout = nullptr;
  int opsel = 0;
  bool replicas_differ = false;
  std::vector<std::string> patterns;
  bool traced() const { return verdict == OperandVerdict::Expected || verdict == OperandVerdict::Wrong; }
};

// One operand read through `plan` (the layout of `opsel`), its slots compared with the tile it came from.
Judged judge(const TagSpace& tags, const MatrixOperandRegisters& r, MatrixOperand operand,
             const std::vector<std::uint32_t>& loads, const SlotPlan& plan, OperandSnapshot& s, int opsel) {
  Judged j;
  j.opsel = opsel;
  j.layout = &layouts::layout_for(*r.op, operand, r.wave_size, j.opsel);
  s.actual.clear();
  s.expected.clear();
  s.load_pc.clear();
  s.other_half.clear();
  if (plan.bits != 16 && plan.bits != 32) {
    j.verdict = OperandVerdict::Untraced;
    return j;
  }
  if (operand == MatrixOperand::C && r.c_constant) return j;
  const int first = operand == MatrixOperand::A ? r.a : operand == MatrixOperand::B ? r.b : r.c;
  j.replicas_differ = read_operand(tags, plan, r, first, loads, s);
  if (std::ranges::none_of(s.actual, &ElementSource::from_memory)) {
    s.expected = s.actual;
    return j;
  }
  expected_elements(plan, tags.buffers().size(), s.actual, s.expected);
  const bool right = s.actual == s.expected && !j.replicas_differ;
  j.verdict = right ? OperandVerdict::Expected : OperandVerdict::Wrong;
  return j;
}

// Counts one execution; keeps a copy of the snapshot when it is the operand's first, or its first wrong one.
void record(OperandProvenance& p, OperandVerdict verdict, const OperandSnapshot& snapshot,
            const std::vector<std::string>& patterns) {
  ++p.executions;
  if (verdict == OperandVerdict::Expected) ++p.expected;
  if (severity(verdict) > severity(p.verdict)) p.verdict = verdict;
  if (verdict == OperandVerdict::Wrong && ++p.wrong == 1) {
    p.patterns = patterns;
    for (std::size_t e = 0; e < snapshot.actual.size(); ++e) {
      if (snapshot.actual[e] == snapshot.expected[e]) continue;
      if (p.wrong_slots++ == 0) p.load_pc = snapshot.load_pc[e];
    }
    if (p.wrong_slots == 0) p.wrong_slots = snapshot.actual.size();  // replicas differ, each element right somewhere
    // Every element where the layout's K order puts it, but the pair is wrong (K orders not shared): the operand's load.
    for (std::size_t e = 0; e < snapshot.load_pc.size() && p.load_pc == kNoLoad; ++e) p.load_pc = snapshot.load_pc[e];
    p.first_wrong = snapshot;
  }
  if (!p.first) p.first = snapshot;
}

using Plans = std::map<const OperandLayout*, SlotPlan>;

const SlotPlan& plan_of(Plans& plans, const OperandLayout& layout) {
  auto plan = plans.find(&layout);
  if (plan == plans.end()) plan = plans.emplace(&layout, SlotPlan(layout)).first;
  return plan->second;
}

// A and B judged together (diagnosis.h diagnose_pair): in the K order they share, each operand right or named.
void judge_pair(const MatrixOperandRegisters& r, std::array<Judged, 3>& judged, InstructionProvenance& instruction,
                std::array<OperandSnapshot, 3>& scratch_) {
  Judged& a = judged[0];
  Judged& b = judged[1];
  const bool all_right = (!a.traced() || a.verdict == OperandVerdict::Expected) &&
                         (!b.traced() || b.verdict == OperandVerdict::Expected);
  if (all_right) return;
  std::optional<OperandObservation> seen[2];
  for (std::size_t i = 0; i < 2; ++i) {
    if (!judged[i].traced()) continue;
    seen[i] = observation(*judged[i].layout, OperandContext{r.op, kOperands[i], r.wave_size, 0}, scratch_[i],
                          judged[i].replicas_differ);
  }
  const PairDiagnosis d = diagnose_pair(seen[0], seen[1]);
  const bool own_order = !d.order.empty() && !std::ranges::is_sorted(d.order);  // not the layout's
  for (std::size_t i = 0; i < 2; ++i) {
    if (!seen[i]) continue;
    const OperandFinding& f = i == 0 ? d.a : d.b;
    OperandProvenance& p = instruction.per_operand[i];
    judged[i].verdict = f.right ? OperandVerdict::Expected : OperandVerdict::Wrong;
    judged[i].patterns = f.patterns;
    if (own_order && !d.a_order) reorder_expected(*judged[i].layout, kOperands[i], d.order, scratch_[i]);
    if (own_order && f.right) {
      ++p.shared_k_order;
      if (p.k_order.empty()) p.k_order = k_order_name(seen[i]->context, d.order);
    }
    if (d.a_order && p.a_k_order.empty()) {
      p.a_k_order = k_order_text(*d.a_order);
      p.b_k_order = k_order_text(*d.b_order);
    }
  }
}

// A gfx11 16-bit accumulator in the half of its VGPRs OPSEL does not pick: the other half holds C's tile as expected.
void judge_accumulator_half(const TagSpace& tags, Plans& plans, const MatrixOperandRegisters& r,
                            const std::vector<std::uint32_t>& loads, Judged& c, OperandSnapshot& shown) {
  if (!r.op->has_opsel_half() || r.c_constant || c.verdict == OperandVerdict::Expected ||
      c.verdict == OperandVerdict::Untraced) {
    return;
  }
  const int other = r.opsel ^ 4;
  const OperandLayout& layout = layouts::layout_for(*r.op, MatrixOperand::C, r.wave_size, other);
  OperandSnapshot s;
  const Judged there = judge(tags, r, MatrixOperand::C, loads, plan_of(plans, layout), s, other);
  if (!there.traced()) return;
  if (there.verdict != OperandVerdict::Expected) {
    shown.other_half = s.actual;  // buffer elements, in another arrangement: kept for what they say of the buffer
    return;
  }
  c.verdict = OperandVerdict::Wrong;
  c.patterns = {"opsel-half"};
  s.workgroup = shown.workgroup;
  s.wave = shown.wave;
  // Shown as the half OPSEL picks would have been read: what the other half holds, in the slots it should be in.
  shown.load_pc = s.load_pc;
  if (shown.actual.empty()) shown.actual.assign(s.actual.size(), ElementSource{});
  shown.expected = s.expected;
  shown.other_half = s.actual;
}

// The K corner of an operand's expected tile: A's K runs along its columns, B's along its rows.
int k_corner(MatrixOperand operand, const OperandSnapshot& s) {
  int corner = INT_MAX;
  for (const ElementSource& e : s.expected) corner = std::min(corner, operand == MatrixOperand::A ? e.col : e.row);
  return corner;
}

}  // namespace

std::string_view verdict_name(OperandVerdict verdict) {
  switch (verdict) {
    case OperandVerdict::Expected: return "ok";
    case OperandVerdict::Wrong: return "wrong";
    case OperandVerdict::Computed: return "computed";
    case OperandVerdict::Untraced: return "not traced";
  }
  return "?";
}

std::vector<std::uint32_t>& ProvenanceObserver::loads_of(std::uint32_t wave) {
  if (wave >= load_pc_.size()) load_pc_.resize(wave + 1);
  std::vector<std::uint32_t>& loads = load_pc_[wave];
  if (loads.empty()) loads.assign(kTrackedVgprs, kNoLoad);
  return loads;
}

void ProvenanceObserver::wave_started(std::uint32_t, std::uint32_t wave, const WaveStart&) {
  std::ranges::fill(loads_of(wave), kNoLoad);
  std::erase_if(k_offsets_, [wave](const auto& entry) { return entry.first[0] == wave; });
}

// A load names itself; a matrix instruction computes; anything else passes on the load of its first VGPR source
// (register by register when the sizes agree): moves, permutes and conversions keep the load that brought the data.
// Register granularity: a register packed from two loads names the one its first source came from.
void ProvenanceObserver::observe(std::uint32_t, std::uint32_t wave, const TimingEvent& event) {
  std::vector<std::uint32_t>& loads = loads_of(wave);
  const RegisterRange* source = nullptr;
  for (const RegisterRange& s : event.src) {
    if (s.file == RegisterFile::Vgpr && s.count > 0) {
      source = &s;
      break;
    }
  }
  for (const RegisterRange& d : event.dst) {
    if (d.file != RegisterFile::Vgpr) continue;
    for (int i = 0; i < d.count && d.first + i < static_cast<int>(loads.size()); ++i) {
      std::uint32_t pc = kNoLoad;
      if (event.memory == MemoryAccess::Load) {
        pc = event.pc;
      } else if (event.cls != TimingClass::Wmma && source != nullptr) {
        const int from = source->first + (source->count == d.count ? i : 0);
        pc = from < static_cast<int>(loads.size()) ? loads[static_cast<std::size_t>(from)] : kNoLoad;
      }
      loads[static_cast<std::size_t>(d.first + i)] = pc;
    }
  }
}

void ProvenanceObserver::matrix_operands(std::uint32_t workgroup, std::uint32_t wave, const MatrixOperandRegisters& r) {
  InstructionProvenance& instruction = instructions_[r.pc];
  if (instruction.per_operand.empty()) {
    instruction = InstructionProvenance{r.pc, r.op, r.wave_size, r.opsel, 0, {}};
    for (const MatrixOperand operand : kOperands) {
      OperandProvenance p;
      p.operand = operand;
      instruction.per_operand.push_back(std::move(p));
    }
  }
  ++instruction.executions;
  const std::vector<std::uint32_t>& loads = loads_of(wave);
  std::array<Judged, kOperands.size()> judged;
  for (std::size_t i = 0; i < kOperands.size(); ++i) {
    const int opsel = kOperands[i] == MatrixOperand::C ? r.opsel : 0;
    const OperandLayout& layout = layouts::layout_for(*r.op, kOperands[i], r.wave_size, opsel);
    judged[i] = judge(*tags_, r, kOperands[i], loads, plan_of(plans_, layout), scratch_[i], opsel);
    scratch_[i].workgroup = workgroup;
    scratch_[i].wave = wave;
  }
  judge_pair(r, judged, instruction, scratch_);
  note_k_pairing(wave, judged[0].verdict, judged[1].verdict, instruction);
  Judged& c = judged[2];
  if (c.verdict == OperandVerdict::Wrong && instruction.per_operand[2].wrong == 0) {
    const OperandContext context{r.op, MatrixOperand::C, r.wave_size, c.opsel};
    const OperandObservation o = observation(*c.layout, context, scratch_[2], false);
    c.patterns = diagnose(context, o.expected, o.actual);
  }
  judge_accumulator_half(*tags_, plans_, r, loads, c, scratch_[2]);
  for (std::size_t i = 0; i < kOperands.size(); ++i) record(instruction.per_operand[i], judged[i].verdict, scratch_[i], judged[i].patterns);
}

// In a K loop, each WMMA of a wave pairs A's K tile with B's at the same offset (zero, or a batch's fixed shift).
void ProvenanceObserver::note_k_pairing(std::uint32_t wave, OperandVerdict a, OperandVerdict b,
                                        InstructionProvenance& instruction) {
  if (a != OperandVerdict::Expected || b != OperandVerdict::Expected) return;
  const std::array<std::uint32_t, 3> key{wave, static_cast<std::uint32_t>(scratch_[0].expected.front().buffer),
                                         static_cast<std::uint32_t>(scratch_[1].expected.front().buffer)};
  const int offset = k_corner(MatrixOperand::A, scratch_[0]) - k_corner(MatrixOperand::B, scratch_[1]);
  const auto [it, fresh] = k_offsets_.try_emplace(key, offset);
  if (!fresh && it->second != offset) ++instruction.k_tiles_unpaired;
}

std::unique_ptr<EventObserver> ProvenanceObserver::fork() const { return std::make_unique<ProvenanceObserver>(tags_); }

// Workgroups merge in dispatch order: counts add up, the first (wrong) execution stays the earliest one.
void ProvenanceObserver::merge(const EventObserver& workgroup_observer) {
  const auto& other = dynamic_cast<const ProvenanceObserver&>(workgroup_observer);
  for (const auto& [pc, theirs] : other.instructions_) {
    auto [it, fresh] = instructions_.try_emplace(pc, theirs);
    if (fresh) continue;
    InstructionProvenance& mine = it->second;
    mine.executions += theirs.executions;
    mine.k_tiles_unpaired += theirs.k_tiles_unpaired;
    for (std::size_t i = 0; i < mine.per_operand.size(); ++i) {
      OperandProvenance& m = mine.per_operand[i];
      const OperandProvenance& t = theirs.per_operand[i];
      m.executions += t.executions;
      m.expected += t.expected;
      m.shared_k_order += t.shared_k_order;
      if (m.k_order.empty()) m.k_order = t.k_order;
      if (m.a_k_order.empty()) {
        m.a_k_order = t.a_k_order;
        m.b_k_order = t.b_k_order;
      }
      if (severity(t.verdict) > severity(m.verdict)) m.verdict = t.verdict;
      if (m.wrong == 0 && t.wrong > 0) {
        m.patterns = t.patterns;
        m.load_pc = t.load_pc;
        m.wrong_slots = t.wrong_slots;
        m.first_wrong = t.first_wrong;
      }
      m.wrong += t.wrong;
    }
  }
}

std::vector<InstructionProvenance> ProvenanceObserver::instructions() const {
  std::vector<InstructionProvenance> all;
  for (const auto& [pc, instruction] : instructions_) all.push_back(instruction);
  return all;
}

}  // namespace wmmasim::sim
