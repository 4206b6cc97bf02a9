// Building a KernelProgram: decode the kernel once (isa/decoder.h), bind each instruction to its semantic
// function, resolve branch targets to step indices, and check every register range against what the kernel
// descriptor allocates, so the semantic functions can index register files without checks.
#include <algorithm>
#include <fmt/format.h>
#include <stdexcept>

#include "internal.h"
#include "operands.h"
#include "translate.h"
#include "wmmasim/isa/disassembler.h"
#include "wmmasim/isa/symbols.h"

namespace wmmasim::sim {
namespace exec {
namespace {

using S = isa::Semantic;

bool is_branch(S semantic) {
  switch (semantic) {
    case S::S_BRANCH:
    case S::S_CBRANCH_SCC0:
    case S::S_CBRANCH_SCC1:
    case S::S_CBRANCH_VCCZ:
    case S::S_CBRANCH_VCCNZ:
    case S::S_CBRANCH_EXECZ:
    case S::S_CBRANCH_EXECNZ:
    case S::S_CALL_B64: return true;
    default: return false;
  }
}

void ran_off_the_end(WaveContext&, const Step&) { fault("ran past the end of the kernel's code without s_endpgm"); }

// Registers an operand names must exist: VGPRs below the kernel's allocation, SGPRs below s106.
std::string check_operands(const isa::InstructionRecord& record, const isa::Operands& ops,
                           const KernelInfo& info) {
  for (const isa::OperandSpec& spec : record.operand_specs()) {
    const isa::Operand& o = ops.of(spec);
    const bool immediate = spec.field == isa::Field::Simm16 || spec.field == isa::Field::SdataImm ||
                           spec.field == isa::Field::LiteralK;
    if (o.dwords == 0 || immediate) continue;
    if (o.is_vgpr()) {
      if (o.vgpr() + o.dwords > info.vgpr_count) {
        return fmt::format("{} uses v{} to v{}, but the kernel descriptor allocates {} VGPRs", record.mnemonic,
                           o.vgpr(), o.vgpr() + o.dwords - 1, info.vgpr_count);
      }
    } else if (o.code < kSgprCount && o.code + o.dwords > kSgprCount) {
      return fmt::format("{} uses s{} to s{}, past the last SGPR s{}", record.mnemonic, o.code,
                         o.code + o.dwords - 1, kSgprCount - 1);
    }
  }
  return {};
}

// Why a key without a semantic function stops the run: its exclusion's reason, or that none is written.
std::string unimplemented_problem(S semantic) {
  for (const SemanticExclusion& e : excluded_semantics()) {
    if (e.semantic == semantic) {
      return fmt::format("not implemented by the simulator ({}: {})", e.category, e.reason);
    }
  }
  return fmt::format("not implemented by the simulator (no semantic function for {})", isa::semantic_name(semantic));
}

}  // namespace

void run_lane_op(WaveContext& w, const Step& s) {
  Lanes result;
  s.lane(w, *s.decoded, s.decoded->operands, result);
  write_lanes32(w, s.decoded->operands.dst().vgpr(), result, w.exec());
}

// VOPD: both halves read their sources before either writes (RDNA3 ISA §7.6 "Dual issue VALU").
void run_vopd(WaveContext& w, const Step& s) {
  Lanes x;
  Lanes y;
  s.lane(w, *s.decoded, s.decoded->operands, x);
  s.dual(w, *s.decoded, s.decoded->dual_operands, y);
  const std::uint64_t exec = w.exec();
  write_lanes32(w, s.decoded->operands.dst().vgpr(), x, exec);
  write_lanes32(w, s.decoded->dual_operands.dst().vgpr(), y, exec);
}

// An invalid step runs only as the wave's current one (the reference's or the translated copy of it).
void invalid_step(WaveContext& w, const Step&) {
  const Program& program = *w.group->program;
  const std::size_t index = w.current;
  if (program.unimplemented[index]) throw UnimplementedInstruction(program.problems[index]);
  fault(program.problems[index]);
}

}  // namespace exec

std::vector<const KernelArgument*> KernelInfo::explicit_args() const {
  std::vector<const KernelArgument*> result;
  for (const KernelArgument& arg : args) {
    if (!is_hidden(arg)) result.push_back(&arg);
  }
  return result;
}

TimingLaunch KernelInfo::timing_launch(const Dispatch& dispatch) const {
  return TimingLaunch{display_name(), dispatch.grid, dispatch.block, wave_size, vgpr_count, static_cast<int>(group_segment_size),
                      wgp_mode};
}

std::string KernelInfo::display_name() const { return isa::demangle(name); }

std::uint32_t KernelProgram::Impl::step_at(std::uint64_t pc) const {
  const auto it = std::ranges::lower_bound(decoded.offsets, pc);
  if (it == decoded.offsets.end() || *it != pc) return exec::Step::kNoTarget;
  return static_cast<std::uint32_t>(it - decoded.offsets.begin());
}

std::string KernelProgram::Impl::describe(std::size_t index) const {
  if (index >= decoded.instructions.size()) return "past the end of the code";
  const isa::DecodedInstruction& d = decoded.instructions[index];
  const std::uint32_t offset = decoded.offsets[index];
  std::string bytes;
  for (std::uint32_t i = 0; i < d.size / 4 && offset / 4 + i < words.size(); ++i) {
    bytes += fmt::format("{}{:08X}", i == 0 ? "" : " ", words[offset / 4 + i]);
  }
  const std::string text =
      d.valid() ? isa::disassemble(d, isa::InstructionSet::get(info.target.family), info.wave_size, words[offset / 4])
                : "undecodable";
  // pc relative to the entry point; code before it (called functions) has negative offsets.
  const std::int64_t pc = std::int64_t{offset} - std::int64_t{info.entry_offset};
  return fmt::format("pc {}{:#x} [{}] {}", pc < 0 ? "-" : "", pc < 0 ? -pc : pc, bytes, text);
}

KernelProgram::KernelProgram(KernelInfo info, std::span<const std::uint32_t> code) : impl_(std::make_unique<Impl>()) {
  using exec::Step;
  Impl& p = *impl_;
  if (info.wave_size != 32 && info.wave_size != 64) {
    throw std::invalid_argument(fmt::format("kernel '{}': wave size {} (32 or 64 expected)", info.display_name(), info.wave_size));
  }
  p.info = std::move(info);
  p.words.assign(code.begin(), code.end());
  p.decoded = isa::decode_program(isa::InstructionSet::get(p.info.target.family), p.words, p.info.wave_size);
  const std::size_t count = p.decoded.instructions.size();
  p.steps.resize(count + 1);
  p.problems.resize(count + 1);
  p.unimplemented.assign(count + 1, false);

  for (std::size_t i = 0; i < count; ++i) {
    const isa::DecodedInstruction& d = p.decoded.instructions[i];
    Step& step = p.steps[i];
    step.decoded = &d;
    step.pc = p.decoded.offsets[i];
    step.next = static_cast<std::uint32_t>(i + 1);
    step.target = Step::kNoTarget;
    std::string& problem = p.problems[i];
    if (!d.valid()) {
      problem = "no instruction of the target has this encoding";
      p.unimplemented[i] = true;
    } else if (d.record->encoding == isa::Encoding::VopdX) {
      step.lane = exec::lane_op(d.record->semantic);
      step.dual = exec::lane_op(d.dual->semantic);
      step.execute = exec::run_vopd;
      if (step.lane == nullptr || step.dual == nullptr) {
        problem = fmt::format("no semantic function for VOPD half {}",
                              step.lane == nullptr ? d.record->mnemonic : d.dual->mnemonic);
        p.unimplemented[i] = true;
      }
    } else if (const exec::SemanticFn fn = exec::semantic_function(d.record->semantic)) {
      step.execute = fn;
    } else if (const exec::LaneOp lane = exec::lane_op(d.record->semantic)) {
      step.lane = lane;
      step.execute = exec::run_lane_op;
    } else {
      problem = exec::unimplemented_problem(d.record->semantic);
      p.unimplemented[i] = true;
    }
    if (problem.empty() && d.dpp != isa::Dpp::None) {
      problem = exec::dpp_problem(d);
      if (problem.empty()) {
        isa::DecodedInstruction& renamed = p.dpp_decoded.emplace_back(d);
        renamed.dpp = isa::Dpp::None;
        renamed.operands.src(0).code = static_cast<std::uint16_t>(isa::src::kVgpr0 + p.info.vgpr_count);
        exec::Step& inner = p.dpp_inner.emplace_back(step);
        inner.decoded = &renamed;
        step.inner = &inner;
        step.execute = exec::run_dpp;
      }
    }
    if (problem.empty()) problem = exec::check_operands(*d.record, d.operands, p.info);
    if (problem.empty() && d.dual != nullptr) problem = exec::check_operands(*d.dual, d.dual_operands, p.info);
    if (!problem.empty()) {
      step.execute = exec::invalid_step;
      continue;
    }
    if (exec::is_branch(d.record->semantic)) {
      const std::int64_t target = std::int64_t{step.pc} + d.size + std::int64_t{d.offset} * 4;
      if (target >= 0) step.target = p.step_at(static_cast<std::uint64_t>(target));
    }
  }
  p.events.reserve(count);
  for (std::size_t i = 0; i < count; ++i) {
    const isa::DecodedInstruction& d = p.decoded.instructions[i];
    TimingEvent& event = p.events.emplace_back(timing_event_for(d, p.decoded.offsets[i]));
    // A ds_*_2addr instruction accesses two elements per lane (its data register is one of them).
    if (d.valid() && event.cls == TimingClass::Lds)
      if (const std::optional<exec::LdsTwoAddresses> pair = exec::lds_two_addresses(d))
        event.lane_bytes = static_cast<std::uint8_t>(2 * pair->element_bytes);
  }
  p.entry = p.step_at(p.info.entry_offset);
  if (p.entry == Step::kNoTarget) {
    throw std::invalid_argument(fmt::format("kernel '{}': its entry point (offset {:#x} of the code) is not an "
                                            "instruction boundary", p.info.display_name(), p.info.entry_offset));
  }
  Step& sentinel = p.steps[count];
  sentinel.execute = exec::ran_off_the_end;
  sentinel.pc = static_cast<std::uint32_t>(4 * p.words.size());
  sentinel.next = static_cast<std::uint32_t>(count);
  p.translated = std::make_unique<exec::TranslatedProgram>();
  exec::translate_program(p, *p.translated);
}

KernelProgram::KernelProgram(KernelProgram&&) noexcept = default;
KernelProgram& KernelProgram::operator=(KernelProgram&&) noexcept = default;
KernelProgram::~KernelProgram() = default;

const KernelInfo& KernelProgram::info() const { return impl_->info; }
std::size_t KernelProgram::instruction_count() const { return impl_->decoded.instructions.size(); }
const isa::DecodedInstruction& KernelProgram::instruction(std::size_t index) const {
  return impl_->decoded.instructions.at(index);
}
std::uint32_t KernelProgram::instruction_offset(std::size_t index) const { return impl_->decoded.offsets.at(index); }
bool KernelProgram::is_implemented(std::size_t index) const {
  return index < instruction_count() && !impl_->unimplemented[index];
}
std::string KernelProgram::describe(std::size_t index) const { return impl_->describe(index); }

}  // namespace wmmasim::sim
