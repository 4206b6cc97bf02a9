#include "wmmasim/layouts/operand_layout.h"

#include <fmt/format.h>

#include <algorithm>
#include <bit>
#include <cctype>
#include <stdexcept>

namespace wmmasim::layouts {
namespace {

enum InDim { kLane = 0, kVgpr = 1, kSlot = 2 };
enum OutDim { kRow = 0, kCol = 1 };

}  // namespace

std::string_view operand_name(MatrixOperand operand) {
  switch (operand) {
    case MatrixOperand::A:
      return "A";
    case MatrixOperand::B:
      return "B";
    case MatrixOperand::C:
      return "C";
    case MatrixOperand::D:
      return "D";
    case MatrixOperand::Index:
      return "index";
  }
  return "?";
}

std::optional<MatrixOperand> parse_operand(std::string_view name) {
  std::string lower(name);
  std::ranges::transform(lower, lower.begin(), [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
  for (MatrixOperand o : {MatrixOperand::A, MatrixOperand::B, MatrixOperand::C, MatrixOperand::D, MatrixOperand::Index}) {
    std::string candidate(operand_name(o));
    std::ranges::transform(candidate, candidate.begin(),
                           [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
    if (candidate == lower) return o;
  }
  return std::nullopt;
}

std::string matrix_name(const MatrixRole& role) {
  const std::string name = role.load_source ? "M" : std::string(operand_name(role.operand));
  return role.transposed ? name + "^T" : name;
}

OperandLayout::OperandLayout(MatrixRole role, LinearLayout map, int wave_size, int element_bits, int bit_offset,
                             std::string caveat)
    : role_(role),
      caveat_(std::move(caveat)),
      map_(std::move(map)),
      inverse_(map_.right_inverse()),
      replication_(map_.kernel()),
      wave_size_(wave_size),
      element_bits_(element_bits),
      bit_offset_(bit_offset) {
  if (map_.in_dims().size() != 3 || map_.out_dims().size() != 2) {
    throw std::invalid_argument("an operand layout maps (lane, vgpr, slot) to (row, col)");
  }
  if (lanes_used() > wave_size_ || bit_offset_ + element_bits_ * slots_per_vgpr() > 32) {
    throw std::invalid_argument("an operand layout must fit the wave and 32-bit VGPRs");
  }
  for (std::uint32_t flat = 0; flat < (1u << map_.in_bits()); ++flat) {
    const LinearLayout::Coordinates in = map_.unflatten_in(flat);
    const LinearLayout::Coordinates out = map_.unflatten_out(map_.apply_flat(flat));
    occupied_.emplace_back(slot_at(in[kLane], in[kVgpr], in[kSlot]), Element{out[kRow], out[kCol]});
  }
  std::ranges::sort(occupied_);
}

int OperandLayout::vgprs() const { return map_.in_dims()[kVgpr].size(); }
int OperandLayout::rows() const { return map_.out_dims()[kRow].size(); }
int OperandLayout::cols() const { return map_.out_dims()[kCol].size(); }
int OperandLayout::lanes_used() const { return map_.in_dims()[kLane].size(); }
int OperandLayout::slots_per_vgpr() const { return map_.in_dims()[kSlot].size(); }
int OperandLayout::copies() const { return 1 << replication_.size(); }

Slot OperandLayout::slot_at(int lane, int vgpr, int slot) const {
  const int lo = bit_offset_ + slot * element_bits_;
  return Slot{lane, vgpr, lo, lo + element_bits_ - 1};
}

std::vector<Slot> OperandLayout::slots_of(Element e) const {
  if (e.row < 0 || e.row >= rows() || e.col < 0 || e.col >= cols()) {
    throw std::out_of_range(
        fmt::format("element ({}, {}) is outside the {}x{} matrix {}", e.row, e.col, rows(), cols(), matrix_name()));
  }
  const std::uint32_t first = inverse_.apply_flat(map_.flatten_out({e.row, e.col}));
  std::vector<Slot> slots;
  for (std::uint32_t combination = 0; combination < (1u << replication_.size()); ++combination) {
    std::uint32_t flat = first;
    for (std::size_t i = 0; i < replication_.size(); ++i) {
      if (combination >> i & 1u) flat ^= replication_[i];
    }
    const LinearLayout::Coordinates in = map_.unflatten_in(flat);
    slots.push_back(slot_at(in[kLane], in[kVgpr], in[kSlot]));
  }
  std::ranges::sort(slots);
  return slots;
}

std::optional<Element> OperandLayout::element_at(int lane, int vgpr, int bit) const {
  if (lane < 0 || lane >= wave_size_) {
    throw std::out_of_range(fmt::format("lane {} is outside 0..{}", lane, wave_size_ - 1));
  }
  if (vgpr < 0 || vgpr >= vgprs()) {
    throw std::out_of_range(fmt::format("vgpr {} is outside 0..{} (operand {} has {} VGPRs)", vgpr, vgprs() - 1,
                                        operand_name(role_.operand), vgprs()));
  }
  if (bit < 0 || bit > 31) throw std::out_of_range(fmt::format("bit {} is outside 0..31", bit));
  const int offset = bit - bit_offset_;
  if (lane >= lanes_used() || offset < 0 || offset >= element_bits_ * slots_per_vgpr()) return std::nullopt;
  const LinearLayout::Coordinates out = map_.apply({lane, vgpr, offset / element_bits_});
  return Element{out[kRow], out[kCol]};
}

namespace {

// "row[3:0]"-style names for a run of consecutive bits of one output dimension, high bit first.
std::string bit_run(const std::string& dim, int high, int low) {
  return high == low ? fmt::format("{}[{}]", dim, high) : fmt::format("{}[{}:{}]", dim, high, low);
}

// Describes one input dimension in the ISA's notation: its bits from high to low, each naming the matrix
// bit it carries ("*" for a replica bit that carries none).
std::string describe_dimension(const LinearLayout& map, int in_dim) {
  struct Bit {
    std::string dim;  // empty: replica
    int index;
  };
  std::vector<Bit> bits;
  for (int b = map.in_dims()[static_cast<std::size_t>(in_dim)].bits - 1; b >= 0; --b) {
    const LinearLayout::Coordinates image = map.basis(in_dim, b);
    Bit bit{"", 0};
    for (std::size_t o = 0; o < image.size(); ++o) {
      if (image[o] != 0 && std::has_single_bit(static_cast<unsigned>(image[o]))) {
        bit = Bit{map.out_dims()[o].name, std::countr_zero(static_cast<unsigned>(image[o]))};
      }
    }
    bits.push_back(bit);
  }
  if (bits.empty()) return "0";
  std::vector<std::string> parts;
  for (std::size_t i = 0; i < bits.size();) {
    std::size_t j = i;
    while (j + 1 < bits.size() && !bits[i].dim.empty() && bits[j + 1].dim == bits[i].dim &&
           bits[j + 1].index == bits[j].index - 1) {
      ++j;
    }
    parts.push_back(bits[i].dim.empty() ? "*" : bit_run(bits[i].dim, bits[i].index, bits[j].index));
    i = j + 1;
  }
  if (parts.size() == 1) return parts.front();
  std::string joined = "{";
  for (std::size_t p = 0; p < parts.size(); ++p) joined += (p ? ", " : "") + parts[p];
  return joined + "}";
}

}  // namespace

std::string OperandLayout::formula() const {
  std::string text = fmt::format("lane = {}; vgpr = {}; slot = {}", describe_dimension(map_, kLane),
                                 describe_dimension(map_, kVgpr), describe_dimension(map_, kSlot));
  if (lanes_used() < wave_size_) text += fmt::format("; lanes {}..{} unused", lanes_used(), wave_size_ - 1);
  if (bit_offset_ != 0) text += fmt::format("; slot 0 starts at bit {}", bit_offset_);
  return text;
}

bool OperandLayout::operator==(const OperandLayout& other) const {
  return role_ == other.role_ && map_ == other.map_ &&
         wave_size_ == other.wave_size_ && element_bits_ == other.element_bits_ && bit_offset_ == other.bit_offset_;
}

}  // namespace wmmasim::layouts
