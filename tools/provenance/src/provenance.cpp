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

std::vector<std::string> diagnose_snapshot(const OperandLayout& layout, const OperandContext& context,
                                           const OperandSnapshot& s) {
  Eigen::MatrixXd expected(layout.rows(), layout.cols()), actual(layout.rows(), layout.cols());
  for (int i = 0; i < layout.rows(); ++i) {
    for (int j = 0; j < layout.cols(); ++j) {
      const auto e = static_cast<std::size_t>(i * layout.cols() + j);
      expected(i, j) = source_code(s.expected[e]);
      actual(i, j) = source_code(s.actual[e]);
    }
  }
  return diagnose(context, expected, actual);
}

// The permutation of K that maps the expected elements onto the actual ones, when that is all that differs: A holds
// column perm[k] of its tile in column k, B row perm[k] in row k. nullopt for anything else.
std::optional<std::vector<int>> k_permutation(const OperandLayout& layout, MatrixOperand operand, const OperandSnapshot& s) {
  const bool a = operand == MatrixOperand::A;
  const int rows = layout.rows(), cols = layout.cols();
  const int ks = a ? cols : rows, others = a ? rows : cols;
  const auto at = [&](int k, int other) { return static_cast<std::size_t>(a ? other * cols + k : k * cols + other); };
  std::vector<int> perm(static_cast<std::size_t>(ks), -1);
  std::vector<bool> used(static_cast<std::size_t>(ks), false);
  const ElementSource& corner = s.expected.front();
  for (int k = 0; k < ks; ++k) {
    const ElementSource& first = s.actual[at(k, 0)];
    const int from = a ? first.col - corner.col : first.row - corner.row;
    if (!first.from_memory() || from < 0 || from >= ks || used[static_cast<std::size_t>(from)]) return std::nullopt;
    used[static_cast<std::size_t>(from)] = true;
    perm[static_cast<std::size_t>(k)] = static_cast<int>(from);
    for (int other = 0; other < others; ++other) {
      if (s.actual[at(k, other)] != s.expected[at(static_cast<int>(from), other)]) return std::nullopt;
    }
  }
  return perm;
}

// One operand of one execution before it is counted.
struct Judged {
  OperandVerdict verdict = OperandVerdict::Computed;
  const OperandLayout* layout = nullptr;
  int opsel = 0;
};

Judged judge(const TagSpace& tags, const MatrixOperandRegisters& r, MatrixOperand operand,
             const std::vector<std::uint32_t>& loads, const SlotPlan& plan, OperandSnapshot& s) {
  Judged j;
  j.opsel = operand == MatrixOperand::C ? r.opsel : 0;
  j.layout = &layouts::layout_for(*r.op, operand, r.wave_size, j.opsel);
  s.actual.clear();
  s.expected.clear();
  s.load_pc.clear();
  if (plan.bits != 16 && plan.bits != 32) {
    j.verdict = OperandVerdict::Untraced;
    return j;
  }
  if (operand == MatrixOperand::C && r.c_constant) return j;
  const int first = operand == MatrixOperand::A ? r.a : operand == MatrixOperand::B ? r.b : r.c;
  const bool replicas_differ = read_operand(tags, plan, r, first, loads, s);
  if (std::ranges::none_of(s.actual, &ElementSource::from_memory)) {
    s.expected = s.actual;
    return j;
  }
  expected_elements(plan, tags.buffers().size(), s.actual, s.expected);
  const bool right = s.actual == s.expected && !replicas_differ;
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
    p.first_wrong = snapshot;
  }
  if (!p.first) p.first = snapshot;
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
    auto plan = plans_.find(&layout);
    if (plan == plans_.end()) plan = plans_.emplace(&layout, SlotPlan(layout)).first;
    judged[i] = judge(*tags_, r, kOperands[i], loads, plan->second, scratch_[i]);
    scratch_[i].workgroup = workgroup;
    scratch_[i].wave = wave;
  }
  // A and B with K in the same other order give the same products: not a mistake.
  Judged& a = judged[0];
  Judged& b = judged[1];
  if (a.verdict == OperandVerdict::Wrong && b.verdict == OperandVerdict::Wrong) {
    const auto a_order = k_permutation(*a.layout, MatrixOperand::A, scratch_[0]);
    if (a_order && a_order == k_permutation(*b.layout, MatrixOperand::B, scratch_[1])) {
      a.verdict = b.verdict = OperandVerdict::Expected;
      ++instruction.per_operand[0].shared_k_order;
      ++instruction.per_operand[1].shared_k_order;
    }
  }
  for (std::size_t i = 0; i < kOperands.size(); ++i) {
    OperandProvenance& p = instruction.per_operand[i];
    const Judged& j = judged[i];
    std::vector<std::string> patterns;
    if (j.verdict == OperandVerdict::Wrong && p.wrong == 0) {
      patterns = diagnose_snapshot(*j.layout, OperandContext{r.op, p.operand, r.wave_size, j.opsel}, scratch_[i]);
    }
    record(p, j.verdict, scratch_[i], patterns);
  }
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
    for (std::size_t i = 0; i < mine.per_operand.size(); ++i) {
      OperandProvenance& m = mine.per_operand[i];
      const OperandProvenance& t = theirs.per_operand[i];
      m.executions += t.executions;
      m.expected += t.expected;
      m.shared_k_order += t.shared_k_order;
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
