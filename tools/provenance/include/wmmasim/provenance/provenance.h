// Operand provenance: for every WMMA/SWMMAC of a shadow launch whose input buffers hold tags (tags.h), where each A,
// B and C register slot's value came from, compared with the element the instruction's layout expects in that slot;
// where they differ, the layout mistake named by the diagnosis library and the load that put the value in the
// register. An EventObserver: it asks the executor for the registers of each matrix instruction
// (wants_matrix_operands) and follows, per wave and VGPR, the last load that wrote the register through moves.
#pragma once

#include <array>
#include <cstdint>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "wmmasim/events/observer.h"
#include "wmmasim/layouts/operand_layout.h"
#include "wmmasim/provenance/tags.h"

namespace wmmasim::sim {

enum class OperandVerdict : std::uint8_t {
  Expected,   // every slot holds the element the layout expects (relative to the tile the operand came from)
  Wrong,      // slots hold elements of a buffer, some not the expected ones
  Computed,   // no slot holds a tagged element (computed, a constant, or from a buffer without tags)
  Untraced,   // the operand's elements are too narrow for tags (8-bit and 4-bit types)
};

// One operand of one execution of a matrix instruction, slot by slot.
struct OperandSnapshot {
  std::uint32_t workgroup = 0, wave = 0;
  std::vector<ElementSource> actual;    // per element of the operand (row-major over its rows x cols)
  std::vector<ElementSource> expected;  // the same elements where the layout wants them
  std::vector<std::uint32_t> load_pc;   // per element: the last load that wrote its register (kNoLoad: none)
  // A 16-bit accumulator whose tile sits in the half of its VGPRs OPSEL does not pick: what that half holds.
  std::vector<ElementSource> other_half;
};

inline constexpr std::uint32_t kNoLoad = 0xFFFFFFFFu;

// What one operand (A, B or C) of one instruction (pc) did over the whole launch.
struct OperandProvenance {
  layouts::MatrixOperand operand = layouts::MatrixOperand::A;
  OperandVerdict verdict = OperandVerdict::Expected;  // the worst over all executions (Wrong > Computed > Expected)
  std::uint64_t executions = 0;
  std::uint64_t expected = 0;  // executions with every slot as expected
  // Executions judged in a K order other than the layout's, one A and B share (the products are the same: the sum
  // runs over K in another order), and the first such order's name (diagnosis.h known_k_orders, or its text).
  std::uint64_t shared_k_order = 0;
  std::string k_order;
  // With the pattern "k-order-not-shared": the K orders A and B hold their tiles in ("0 1 2 3 8 9 ...").
  std::string a_k_order, b_k_order;
  std::uint64_t wrong = 0;
  std::vector<std::string> patterns;  // the diagnosis of the first wrong execution (empty: no known pattern)
  std::uint32_t load_pc = kNoLoad;    // the load of the first wrong slot of the first wrong execution
  std::uint64_t wrong_slots = 0;      // elements not as expected in the first wrong execution
  std::optional<OperandSnapshot> first;        // the first execution
  std::optional<OperandSnapshot> first_wrong;  // the first wrong one
};

struct InstructionProvenance {
  std::uint32_t pc = 0;
  const isa::MatrixOp* op = nullptr;
  int wave_size = 32;
  int opsel = 0;
  std::uint64_t executions = 0;
  std::vector<OperandProvenance> per_operand;  // A, B, C
  // Executions whose A and B, each as expected, sit at K tiles their wave's earlier WMMAs on the same two buffers do
  // not pair the same way (A's K corner minus B's changed): as each buffer is viewed, the K loop does not add up.
  // Not a verdict of its own: it tells a storage order of a buffer that explains each WMMA but not the loop.
  std::uint64_t k_tiles_unpaired = 0;
};

// A layout's occupied slots in the order the observer reads them (provenance.cpp).
struct SlotRef {
  std::uint32_t word;     // lane + wave_size * VGPR, from the operand's first VGPR
  std::uint32_t element;  // row * cols + col
  std::uint16_t vgpr;     // relative to the operand's first VGPR
  std::uint8_t shift;     // the slot's lowest bit
  bool replica;           // another slot of the element comes first
};
struct SlotPlan {
  explicit SlotPlan(const layouts::OperandLayout& layout);
  int rows, cols, bits;
  std::size_t elements;
  std::vector<SlotRef> slots;
};

class ProvenanceObserver : public EventObserver {
 public:
  explicit ProvenanceObserver(std::shared_ptr<const TagSpace> tags) : tags_(std::move(tags)) {}

  void observe(std::uint32_t workgroup, std::uint32_t wave, const TimingEvent& event) override;
  std::unique_ptr<EventObserver> fork() const override;
  void merge(const EventObserver& workgroup_observer) override;
  void wave_started(std::uint32_t workgroup, std::uint32_t wave, const WaveStart& start) override;
  bool wants_matrix_operands() const override { return true; }
  void matrix_operands(std::uint32_t workgroup, std::uint32_t wave, const MatrixOperandRegisters& registers) override;

  // Per matrix instruction, in pc order.
  std::vector<InstructionProvenance> instructions() const;
  const TagSpace& tags() const { return *tags_; }

 private:
  std::vector<std::uint32_t>& loads_of(std::uint32_t wave);
  void note_k_pairing(std::uint32_t wave, OperandVerdict a, OperandVerdict b, InstructionProvenance& instruction);

  std::shared_ptr<const TagSpace> tags_;
  std::vector<std::vector<std::uint32_t>> load_pc_;  // [wave][vgpr]: the last load that wrote it (kNoLoad: none)
  std::map<std::uint32_t, InstructionProvenance> instructions_;
  std::map<const layouts::OperandLayout*, SlotPlan> plans_;  // layouts live as long as the program
  // Per (wave, A's buffer, B's buffer): A's K corner minus B's at the wave's first WMMA on them.
  std::map<std::array<std::uint32_t, 3>, int> k_offsets_;
  std::array<OperandSnapshot, 3> scratch_;                   // A, B, C of the execution being judged
};

std::string_view verdict_name(OperandVerdict verdict);  // "ok", "wrong", "computed", "not traced"

}  // namespace wmmasim::sim
