// The wave-level C++ API: write a matrix "kernel" without a compiler. Create a wave for a target, put host
// matrices into VGPRs through the instruction's operand layouts, run WMMA / SWMMAC / global_load_tr by
// mnemonic, read matrices back, or poke at raw lanes. docs/api.md has a walkthrough.
//
//   wmmasim::sim::Wave wave("gfx1201");                       // wave32, numerics per the target's default
//   wave.load("v_wmma_f32_16x16x16_f16", MatrixOperand::A, 0, a);   // a: 16x16 Eigen::MatrixXd, rounded to f16
//   wave.load("v_wmma_f32_16x16x16_f16", MatrixOperand::B, 4, b);
//   wave.load("v_wmma_f32_16x16x16_f16", MatrixOperand::C, 8, c);
//   wave.run("v_wmma_f32_16x16x16_f16", MatrixOperands::wmma(/*d=*/8, /*a=*/0, /*b=*/4, /*c=*/8));
//   Eigen::MatrixXd d = wave.read("v_wmma_f32_16x16x16_f16", MatrixOperand::D, 8);
//
// Every misuse (unknown target or mnemonic, an instruction the target lacks, a matrix of the wrong shape, a
// VGPR range outside the wave, a value the element type cannot hold) throws an exception whose message says
// what was wrong; nothing is undefined behaviour.
#pragma once

#include <Eigen/Core>
#include <cstdint>
#include <optional>
#include <span>
#include <string_view>

#include "wmmasim/isa/arch.h"
#include "wmmasim/isa/matrix_ops.h"
#include "wmmasim/layouts/operand_layout.h"
#include "wmmasim/matrix/matrix.h"
#include "wmmasim/state/memory.h"
#include "wmmasim/numerics/numerics.h"
#include "wmmasim/state/state.h"

namespace wmmasim::sim {

using CodeMatrix = Eigen::Matrix<std::uint32_t, Eigen::Dynamic, Eigen::Dynamic>;

class Wave {
 public:
  // `target` is a processor name or alias ("gfx1100", "gfx1201", "rdna3", "rdna4"). Without a model, the
  // target family's default numerics model (default_numerics_model()).
  explicit Wave(std::string_view target, int wave_size = 32, std::optional<NumericsModel> model = std::nullopt);

  const isa::Target& target() const { return target_; }
  isa::Family family() const { return target_.family; }
  int wave_size() const { return state_.wave_size; }
  NumericsModel numerics() const { return model_; }
  void set_numerics(NumericsModel model) { model_ = model; }

  WaveState& state() { return state_; }
  const WaveState& state() const { return state_; }
  GlobalMemory& memory() { return memory_; }
  const GlobalMemory& memory() const { return memory_; }

  // The target's record for a WMMA/SWMMAC mnemonic; throws std::invalid_argument naming the family and listing
  // its instructions when the target has no such instruction.
  const isa::MatrixOp& matrix_op(std::string_view mnemonic) const;
  const isa::TransposeLoad& transpose_load(std::string_view mnemonic) const;
  // The hardware layout of an operand for this wave (opsel: gfx11 16-bit C/D half, or a SWMMAC index_key).
  const layouts::OperandLayout& layout(std::string_view mnemonic, layouts::MatrixOperand operand, int opsel = 0) const;

  // ---- raw register access ----
  std::uint32_t vgpr(int reg, int lane) const;
  void set_vgpr(int reg, int lane, std::uint32_t value);
  std::span<std::uint32_t> vgpr(int reg) { return state_.vgpr(reg); }
  std::span<const std::uint32_t> vgpr(int reg) const { return state_.vgpr(reg); }

  // ---- host matrix <-> VGPRs through a layout ----
  // Element values are rounded to the operand's element type (encode_element; the SWMMAC index operand holds
  // 2-bit positions 0..3). A replicated layout (gfx11 A/B) writes every copy; bits no element occupies (the other
  // half of a gfx11 16-bit accumulator) are left as they are.
  void load(std::string_view mnemonic, layouts::MatrixOperand operand, int first_vgpr, const Eigen::MatrixXd& matrix,
            int opsel = 0);
  // `is_signed` decides how iu8/iu4 elements read back.
  Eigen::MatrixXd read(std::string_view mnemonic, layouts::MatrixOperand operand, int first_vgpr, int opsel = 0,
                       bool is_signed = true) const;
  // Raw codes instead of values, for bit-level tests.
  void load_codes(std::string_view mnemonic, layouts::MatrixOperand operand, int first_vgpr, const CodeMatrix& codes,
                  int opsel = 0);
  CodeMatrix read_codes(std::string_view mnemonic, layouts::MatrixOperand operand, int first_vgpr, int opsel = 0) const;
  // Any layout, e.g. a software convention built with layouts::layout_from_plan(). `type` is the element type.
  void load(const layouts::OperandLayout& layout, isa::ElementType type, int first_vgpr, const Eigen::MatrixXd& matrix);
  Eigen::MatrixXd read(const layouts::OperandLayout& layout, isa::ElementType type, int first_vgpr,
                       bool is_signed = true) const;
  void load_codes(const layouts::OperandLayout& layout, int first_vgpr, const CodeMatrix& codes);
  CodeMatrix read_codes(const layouts::OperandLayout& layout, int first_vgpr) const;

  // ---- instructions ----
  MatrixDiagnostics run(std::string_view mnemonic, const MatrixOperands& operands);
  // lane_addresses: one per lane of the wave.
  void global_load_tr(std::string_view mnemonic, int vdst, std::span<const std::uint64_t> lane_addresses);

 private:
  isa::ElementType element_type(const isa::MatrixOp& op, layouts::MatrixOperand operand) const;

  isa::Target target_;
  NumericsModel model_;
  WaveState state_;
  GlobalMemory memory_;
};

}  // namespace wmmasim::sim
