#include "wmmasim/matrix/wave.h"

#include <cmath>
#include <fmt/format.h>
#include <stdexcept>
#include <string>

#include "wmmasim/numerics/formats.h"

namespace wmmasim::sim {
namespace {

using layouts::MatrixOperand;

isa::Target resolve_target(std::string_view name) {
  const std::optional<isa::Target> target = isa::find_target(name);
  if (!target) {
    throw std::invalid_argument(
        fmt::format("unknown target '{}': use one of {}", name, isa::accepted_target_names()));
  }
  return *target;
}

std::string mnemonics_of(isa::Family family) {
  std::string list;
  for (const isa::MatrixOp& op : isa::matrix_ops(family)) list += fmt::format("{}{}", list.empty() ? "" : ", ", op.mnemonic);
  return list;
}

void check_shape(const layouts::OperandLayout& layout, Eigen::Index rows, Eigen::Index cols) {
  if (rows != layout.rows() || cols != layout.cols()) {
    throw std::invalid_argument(fmt::format("operand {} is {}x{}, but the matrix given is {}x{}",
                                            layouts::operand_name(layout.operand()), layout.rows(), layout.cols(), rows,
                                            cols));
  }
}

std::uint32_t& word_at(WaveState& state, int first_vgpr, const layouts::Slot& slot) {
  return state.vgprs[static_cast<std::size_t>(first_vgpr + slot.vgpr) * static_cast<std::size_t>(state.wave_size) +
                     static_cast<std::size_t>(slot.lane)];
}

std::uint32_t word_at(const WaveState& state, int first_vgpr, const layouts::Slot& slot) {
  return state.vgprs[static_cast<std::size_t>(first_vgpr + slot.vgpr) * static_cast<std::size_t>(state.wave_size) +
                     static_cast<std::size_t>(slot.lane)];
}

std::uint32_t slot_mask(const layouts::Slot& slot) {
  const int bits = slot.bit_hi - slot.bit_lo + 1;
  return bits == 32 ? ~0u : (1u << bits) - 1;
}

void check_registers(const WaveState& state, const layouts::OperandLayout& layout, int first_vgpr) {
  state.check_vgpr_range(first_vgpr, layout.vgprs(),
                         fmt::format("operand {} ({} VGPRs)", layouts::operand_name(layout.operand()), layout.vgprs()));
}

// The SWMMAC index operand holds 2-bit positions (0..3) inside each group of four K.
CodeMatrix index_codes(const Eigen::MatrixXd& matrix) {
  CodeMatrix codes(matrix.rows(), matrix.cols());
  for (Eigen::Index r = 0; r < matrix.rows(); ++r) {
    for (Eigen::Index c = 0; c < matrix.cols(); ++c) {
      const double value = matrix(r, c);
      if (!(value == 0 || value == 1 || value == 2 || value == 3)) {
        throw std::invalid_argument(fmt::format("index value {} at ({}, {}) is not a position 0..3", value, r, c));
      }
      codes(r, c) = static_cast<std::uint32_t>(value);
    }
  }
  return codes;
}

}  // namespace

Wave::Wave(std::string_view target, int wave_size, std::optional<NumericsModel> model)
    : target_(resolve_target(target)),
      model_(model.value_or(default_numerics_model(target_.family))),
      state_(wave_size) {}

const isa::MatrixOp& Wave::matrix_op(std::string_view mnemonic) const {
  if (const isa::MatrixOp* op = isa::find_matrix_op(family(), mnemonic)) return *op;
  const isa::Family other = family() == isa::Family::Gfx11 ? isa::Family::Gfx12 : isa::Family::Gfx11;
  if (isa::find_matrix_op(other, mnemonic) != nullptr) {
    throw std::invalid_argument(fmt::format("{} is a {} instruction; {} ({}) has: {}", mnemonic, isa::family_name(other),
                                            target_.name, isa::family_name(family()), mnemonics_of(family())));
  }
  throw std::invalid_argument(fmt::format("unknown matrix instruction '{}'; {} ({}) has: {}", mnemonic, target_.name,
                                          isa::family_name(family()), mnemonics_of(family())));
}

const isa::TransposeLoad& Wave::transpose_load(std::string_view mnemonic) const {
  const isa::TransposeLoad* load = isa::find_transpose_load(mnemonic);
  if (load == nullptr) {
    throw std::invalid_argument(
        fmt::format("unknown transpose load '{}': use global_load_tr_b128 or global_load_tr_b64", mnemonic));
  }
  if (family() != isa::Family::Gfx12) {
    throw std::invalid_argument(fmt::format("{} is a gfx12 instruction; {} is {}", mnemonic, target_.name,
                                            isa::family_name(family())));
  }
  return *load;
}

const layouts::OperandLayout& Wave::layout(std::string_view mnemonic, MatrixOperand operand, int opsel) const {
  return layouts::layout_for(matrix_op(mnemonic), operand, wave_size(), opsel);
}

std::uint32_t Wave::vgpr(int reg, int lane) const {
  if (lane < 0 || lane >= wave_size()) {
    throw std::out_of_range(fmt::format("lane {} is outside the wave's lanes 0..{}", lane, wave_size() - 1));
  }
  return state_.vgpr(reg)[static_cast<std::size_t>(lane)];
}

void Wave::set_vgpr(int reg, int lane, std::uint32_t value) {
  if (lane < 0 || lane >= wave_size()) {
    throw std::out_of_range(fmt::format("lane {} is outside the wave's lanes 0..{}", lane, wave_size() - 1));
  }
  state_.vgpr(reg)[static_cast<std::size_t>(lane)] = value;
}

isa::ElementType Wave::element_type(const isa::MatrixOp& op, MatrixOperand operand) const {
  switch (operand) {
    case MatrixOperand::A: return op.a_type;
    case MatrixOperand::B: return op.b_type;
    case MatrixOperand::C:
    case MatrixOperand::D: return op.cd_type;
    case MatrixOperand::Index: break;
  }
  throw std::invalid_argument("the SWMMAC index operand holds 2-bit positions, not elements of a type");
}

void Wave::load(std::string_view mnemonic, MatrixOperand operand, int first_vgpr, const Eigen::MatrixXd& matrix, int opsel) {
  const isa::MatrixOp& op = matrix_op(mnemonic);
  const layouts::OperandLayout& operand_layout = layouts::layout_for(op, operand, wave_size(), opsel);
  if (operand == MatrixOperand::Index) {
    check_shape(operand_layout, matrix.rows(), matrix.cols());
    load_codes(operand_layout, first_vgpr, index_codes(matrix));
    return;
  }
  load(operand_layout, element_type(op, operand), first_vgpr, matrix);
}

Eigen::MatrixXd Wave::read(std::string_view mnemonic, MatrixOperand operand, int first_vgpr, int opsel,
                           bool is_signed) const {
  const isa::MatrixOp& op = matrix_op(mnemonic);
  const layouts::OperandLayout& operand_layout = layouts::layout_for(op, operand, wave_size(), opsel);
  if (operand == MatrixOperand::Index) return read_codes(operand_layout, first_vgpr).cast<double>();
  return read(operand_layout, element_type(op, operand), first_vgpr, is_signed);
}

void Wave::load_codes(std::string_view mnemonic, MatrixOperand operand, int first_vgpr, const CodeMatrix& codes, int opsel) {
  load_codes(layout(mnemonic, operand, opsel), first_vgpr, codes);
}

CodeMatrix Wave::read_codes(std::string_view mnemonic, MatrixOperand operand, int first_vgpr, int opsel) const {
  return read_codes(layout(mnemonic, operand, opsel), first_vgpr);
}

void Wave::load(const layouts::OperandLayout& layout, isa::ElementType type, int first_vgpr,
                const Eigen::MatrixXd& matrix) {
  check_shape(layout, matrix.rows(), matrix.cols());
  if (isa::element_bits(type) != layout.element_bits()) {
    throw std::invalid_argument(fmt::format("element type {} has {} bits, the layout's elements {}",
                                            isa::element_type_name(type), isa::element_bits(type),
                                            layout.element_bits()));
  }
  CodeMatrix codes(matrix.rows(), matrix.cols());
  for (Eigen::Index r = 0; r < matrix.rows(); ++r) {
    for (Eigen::Index c = 0; c < matrix.cols(); ++c) codes(r, c) = encode_element(type, matrix(r, c));
  }
  load_codes(layout, first_vgpr, codes);
}

Eigen::MatrixXd Wave::read(const layouts::OperandLayout& layout, isa::ElementType type, int first_vgpr,
                           bool is_signed) const {
  const CodeMatrix codes = read_codes(layout, first_vgpr);
  Eigen::MatrixXd matrix(codes.rows(), codes.cols());
  for (Eigen::Index r = 0; r < codes.rows(); ++r) {
    for (Eigen::Index c = 0; c < codes.cols(); ++c) matrix(r, c) = decode_element(type, codes(r, c), is_signed);
  }
  return matrix;
}

void Wave::load_codes(const layouts::OperandLayout& layout, int first_vgpr, const CodeMatrix& codes) {
  check_shape(layout, codes.rows(), codes.cols());
  check_registers(state_, layout, first_vgpr);
  const std::uint32_t limit = layout.element_bits() == 32 ? ~0u : (1u << layout.element_bits()) - 1;
  for (Eigen::Index r = 0; r < codes.rows(); ++r) {
    for (Eigen::Index c = 0; c < codes.cols(); ++c) {
      if (codes(r, c) > limit) {
        throw std::invalid_argument(fmt::format("code {:#x} at ({}, {}) does not fit in {} bits", codes(r, c), r, c,
                                                layout.element_bits()));
      }
    }
  }
  for (const auto& [slot, element] : layout.occupied()) {
    std::uint32_t& word = word_at(state_, first_vgpr, slot);
    const std::uint32_t mask = slot_mask(slot) << slot.bit_lo;
    word = (word & ~mask) | ((codes(element.row, element.col) << slot.bit_lo) & mask);
  }
}

CodeMatrix Wave::read_codes(const layouts::OperandLayout& layout, int first_vgpr) const {
  check_registers(state_, layout, first_vgpr);
  CodeMatrix codes(layout.rows(), layout.cols());
  Eigen::Matrix<bool, Eigen::Dynamic, Eigen::Dynamic> seen = decltype(seen)::Constant(layout.rows(), layout.cols(), false);
  for (const auto& [slot, element] : layout.occupied()) {  // sorted by lane: a replicated element reads its first copy
    if (seen(element.row, element.col)) continue;
    seen(element.row, element.col) = true;
    const std::uint32_t word = word_at(state_, first_vgpr, slot);
    codes(element.row, element.col) = (word >> slot.bit_lo) & slot_mask(slot);
  }
  return codes;
}

MatrixDiagnostics Wave::run(std::string_view mnemonic, const MatrixOperands& operands) {
  return execute_matrix_op(state_, matrix_op(mnemonic), operands, model_);
}

void Wave::global_load_tr(std::string_view mnemonic, int vdst, std::span<const std::uint64_t> lane_addresses) {
  execute_transpose_load(state_, memory_, transpose_load(mnemonic), vdst, lane_addresses);
}

}  // namespace wmmasim::sim
