#include "wmmasim/timing/hazards.h"

#include <fmt/format.h>

namespace wmmasim::sim {

std::string Hazard::describe() const {
  const std::string where = fmt::format("kernel {}, workgroup {} wave {}, pc {:#x}", kernel, workgroup, wave, pc);
  if (kind == Kind::TransposeLoadPartialExec)
    return fmt::format("{}: {} runs with EXEC not all ones; the transposed layout needs every lane (set EXEC to -1)",
                       where, instruction);
  return fmt::format("{}: {} reads the D of {} at pc {:#x} as a source with no VALU or v_nop between them; "
                     "the hardware does not wait for it (insert v_nop)",
                     where, instruction, previous_instruction, previous_pc);
}

bool HazardChecker::watches(const isa::InstructionRecord& record) {
  return record.timing == TimingClass::Wmma || record.transpose != nullptr;
}

void HazardChecker::observe(std::uint32_t workgroup, std::uint32_t wave, const TimingEvent& event) {
  if ((event.flags & kTransposeLoad) && !(event.flags & kExecAllOnes))
    hazards_.push_back({Hazard::Kind::TransposeLoadPartialExec, kernel_, workgroup, wave, event.pc,
                        std::string(event.mnemonic), 0, ""});
  if (!event.is_valu_class()) return;

  // A wave runs many instructions in a row: its history stays at hand (a map's elements never move).
  const std::uint64_t key = static_cast<std::uint64_t>(workgroup) << 32 | wave;
  if (current_ == nullptr || key != current_key_) {
    current_ = &waves_[key];
    current_key_ = key;
  }
  WaveHistory& state = *current_;
  if (event.cls == TimingClass::Wmma && state.last_valu_was_matrix) {
    const bool sparse = event.matrix && event.matrix->kind == isa::MatrixKind::Sparse;
    // A and B always; the SWMMAC index only on gfx12 (GCNHazardRecognizer::fixWMMAHazards). C is interlocked.
    bool reads_previous_d = event.src[0].overlaps(state.previous_d) || event.src[1].overlaps(state.previous_d);
    if (sparse && family_ == isa::Family::Gfx12) reads_previous_d |= event.src[3].overlaps(state.previous_d);
    if (reads_previous_d)
      hazards_.push_back({Hazard::Kind::WmmaReadsPreviousD, kernel_, workgroup, wave, event.pc,
                          std::string(event.mnemonic), state.previous_pc, std::string(state.previous_mnemonic)});
  }
  state.last_valu_was_matrix = event.cls == TimingClass::Wmma;
  if (state.last_valu_was_matrix) {
    state.previous_d = event.dst[0];
    state.previous_pc = event.pc;
    state.previous_mnemonic = event.mnemonic;
  }
}

void HazardChecker::workgroup_finished(std::uint32_t workgroup) {
  std::erase_if(waves_, [&](const auto& entry) { return entry.first >> 32 == workgroup; });
  current_ = nullptr;
}

std::unique_ptr<EventObserver> HazardChecker::fork() const { return std::make_unique<HazardChecker>(kernel_, family_); }

// Appends what the checker of one workgroup found (a workgroup checked on another thread: executor.h threads).
void HazardChecker::merge(const EventObserver& workgroup_observer) {
  const auto& found = dynamic_cast<const HazardChecker&>(workgroup_observer).hazards_;
  hazards_.insert(hazards_.end(), found.begin(), found.end());
}

}  // namespace wmmasim::sim
