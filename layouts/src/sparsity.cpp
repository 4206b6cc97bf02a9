#include "wmmasim/layouts/sparsity.h"

namespace wmmasim::layouts {

int index_key_count(const isa::MatrixOp& op, int wave_size) {
  const OperandLayout& index = layout_for(op, MatrixOperand::Index, wave_size, 0);
  return 32 / (index.element_bits() * index.slots_per_vgpr());
}

int sparse_logical_k(const isa::MatrixOp& op, int wave_size, int index_key, Element a, std::uint32_t index_vgpr) {
  const OperandLayout& index = layout_for(op, MatrixOperand::Index, wave_size, index_key);
  const Slot field = index.slots_of(a).front();  // gfx12 layouts have no replication: exactly one field
  const int position = static_cast<int>((index_vgpr >> field.bit_lo) & 3u);
  return 4 * (a.col / 2) + position;
}

}  // namespace wmmasim::layouts
