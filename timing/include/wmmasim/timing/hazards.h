// Hazards that make real hardware compute garbage, found in the executed instruction stream (the same events the
// timing model consumes). They are reported, not timed:
//  * a WMMA/SWMMAC reads as A or B (or, on gfx12, as the SWMMAC sparsity index) a register the previous WMMA of the
//    wave wrote as D, with no VALU instruction (v_nop included) in between. The hardware does not interlock
//    this; LLVM inserts a v_nop (GCNHazardRecognizer::fixWMMAHazards, llvm-facts.md §3; layouts.md §5). D->C
//    accumulation chains are interlocked and are timed instead.
//  * a global_load_tr_* executes with EXEC not all ones (layouts.md §1c).
// By default hazards are warnings; strict mode makes the caller treat them as errors.
#pragma once

#include <cstdint>
#include <string>
#include <unordered_map>
#include <vector>

#include "wmmasim/isa/arch.h"
#include "wmmasim/isa/instruction.h"
#include "wmmasim/events/events.h"
#include "wmmasim/events/observer.h"

namespace wmmasim::sim {

struct Hazard {
  enum class Kind { WmmaReadsPreviousD, TransposeLoadPartialExec };
  Kind kind;
  std::string kernel;
  std::uint32_t workgroup = 0;
  std::uint32_t wave = 0;
  std::uint32_t pc = 0;
  std::string instruction;           // the instruction that reads too early / runs with partial EXEC
  std::uint32_t previous_pc = 0;     // WmmaReadsPreviousD: the WMMA that wrote D
  std::string previous_instruction;

  // "kernel k, workgroup 0 wave 1, pc 0x24: v_wmma_... reads as A the D of v_wmma_... at pc 0x1c with no VALU or
  // v_nop between them (insert v_nop)".
  std::string describe() const;
};

class HazardChecker : public EventObserver {
 public:
  HazardChecker(std::string kernel, isa::Family family) : kernel_(std::move(kernel)), family_(family) {}
  HazardChecker(const HazardChecker&) = delete;  // it points into its own map
  HazardChecker& operator=(const HazardChecker&) = delete;

  // Whether an instruction can take part in a hazard the checker finds: a WMMA/SWMMAC or a transpose load. A kernel
  // with none has none of these hazards, and its run need not show the checker anything (which lets a timing run
  // record only the workgroups it simulates).
  static bool watches(const isa::InstructionRecord& record);

  // Feed every executed instruction of a wave in program order (waves may interleave).
  void observe(std::uint32_t workgroup, std::uint32_t wave, const TimingEvent& event) override;
  std::unique_ptr<EventObserver> fork() const override;
  // A sampled timing run checks the workgroups of the units it simulates (a wave's hazards are in its instruction
  // order, which the waves of a grid nearly always share); the sanitizer's sync check, beside it, sees every one.
  bool follows_sample() const override { return true; }
  // A finished workgroup's waves are forgotten: the checker holds the histories of the running workgroups only.
  void workgroup_finished(std::uint32_t workgroup) override;
  void merge(const EventObserver& workgroup_observer) override;

  const std::string& kernel() const { return kernel_; }
  isa::Family family() const { return family_; }
  const std::vector<Hazard>& hazards() const { return hazards_; }

 private:
  struct WaveHistory {
    bool last_valu_was_matrix = false;  // the most recent VALU-class instruction is a WMMA/SWMMAC
    RegisterRange previous_d;
    std::uint32_t previous_pc = 0;
    std::string_view previous_mnemonic;
  };

  std::string kernel_;
  isa::Family family_;
  std::unordered_map<std::uint64_t, WaveHistory> waves_;  // key: workgroup << 32 | wave
  std::uint64_t current_key_ = 0;                         // the wave observed last, and its history
  WaveHistory* current_ = nullptr;
  std::vector<Hazard> hazards_;
};

}  // namespace wmmasim::sim
