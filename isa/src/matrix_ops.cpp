#include "wmmasim/isa/matrix_ops.h"

#include <algorithm>
#include <array>

namespace wmmasim::isa {
namespace {

using enum ElementType;
constexpr auto G11 = Family::Gfx11;
constexpr auto G12 = Family::Gfx12;
constexpr auto Dense = MatrixKind::Dense;
constexpr auto Sparse = MatrixKind::Sparse;

// Register counts per lane {A, B, C/D, index} for wave32 and wave64 (llvm-facts.md §1.1 and §1.2 tables).
// gfx11 A/B keep their wave32 size in wave64: the fragment is replicated into all four lane quarters.
constexpr std::array kMatrixOps{
    // ---- gfx11 (RDNA3): 6 WMMA ----
    MatrixOp{"v_wmma_f32_16x16x16_f16", G11, 0x40, Dense, 16, 16, 16, F16, F16, F32, 32, {8, 8, 8, 0}, {8, 8, 4, 0}},
    MatrixOp{"v_wmma_f32_16x16x16_bf16", G11, 0x41, Dense, 16, 16, 16, BF16, BF16, F32, 32, {8, 8, 8, 0}, {8, 8, 4, 0}},
    MatrixOp{"v_wmma_f16_16x16x16_f16", G11, 0x42, Dense, 16, 16, 16, F16, F16, F16, 32, {8, 8, 8, 0}, {8, 8, 4, 0}},
    MatrixOp{"v_wmma_bf16_16x16x16_bf16", G11, 0x43, Dense, 16, 16, 16, BF16, BF16, BF16, 32, {8, 8, 8, 0}, {8, 8, 4, 0}},
    MatrixOp{"v_wmma_i32_16x16x16_iu8", G11, 0x44, Dense, 16, 16, 16, IU8, IU8, I32, 32, {4, 4, 8, 0}, {4, 4, 4, 0}},
    MatrixOp{"v_wmma_i32_16x16x16_iu4", G11, 0x45, Dense, 16, 16, 16, IU4, IU4, I32, 16, {2, 2, 8, 0}, {2, 2, 4, 0}},
    // ---- gfx12 (RDNA4): 11 WMMA ----
    MatrixOp{"v_wmma_f32_16x16x16_f16", G12, 0x40, Dense, 16, 16, 16, F16, F16, F32, 16, {4, 4, 8, 0}, {2, 2, 4, 0}},
    MatrixOp{"v_wmma_f32_16x16x16_bf16", G12, 0x41, Dense, 16, 16, 16, BF16, BF16, F32, 16, {4, 4, 8, 0}, {2, 2, 4, 0}},
    MatrixOp{"v_wmma_f16_16x16x16_f16", G12, 0x42, Dense, 16, 16, 16, F16, F16, F16, 16, {4, 4, 4, 0}, {2, 2, 2, 0}},
    MatrixOp{"v_wmma_bf16_16x16x16_bf16", G12, 0x43, Dense, 16, 16, 16, BF16, BF16, BF16, 16, {4, 4, 4, 0}, {2, 2, 2, 0}},
    MatrixOp{"v_wmma_i32_16x16x16_iu8", G12, 0x44, Dense, 16, 16, 16, IU8, IU8, I32, 8, {2, 2, 8, 0}, {1, 1, 4, 0}},
    MatrixOp{"v_wmma_i32_16x16x16_iu4", G12, 0x45, Dense, 16, 16, 16, IU4, IU4, I32, 8, {1, 1, 8, 0}, {1, 1, 4, 0}},
    MatrixOp{"v_wmma_f32_16x16x16_fp8_fp8", G12, 0x46, Dense, 16, 16, 16, FP8, FP8, F32, 8, {2, 2, 8, 0}, {1, 1, 4, 0}},
    MatrixOp{"v_wmma_f32_16x16x16_fp8_bf8", G12, 0x47, Dense, 16, 16, 16, FP8, BF8, F32, 8, {2, 2, 8, 0}, {1, 1, 4, 0}},
    MatrixOp{"v_wmma_f32_16x16x16_bf8_fp8", G12, 0x48, Dense, 16, 16, 16, BF8, FP8, F32, 8, {2, 2, 8, 0}, {1, 1, 4, 0}},
    MatrixOp{"v_wmma_f32_16x16x16_bf8_bf8", G12, 0x49, Dense, 16, 16, 16, BF8, BF8, F32, 8, {2, 2, 8, 0}, {1, 1, 4, 0}},
    MatrixOp{"v_wmma_i32_16x16x32_iu4", G12, 0x4a, Dense, 16, 16, 32, IU4, IU4, I32, 8, {2, 2, 8, 0}, {1, 1, 4, 0}},
    // ---- gfx12 (RDNA4): 11 SWMMAC; C is the tied destination, src2 holds the sparsity index ----
    MatrixOp{"v_swmmac_f32_16x16x32_f16", G12, 0x50, Sparse, 16, 16, 32, F16, F16, F32, 16, {4, 8, 8, 1}, {2, 4, 4, 1}},
    MatrixOp{"v_swmmac_f32_16x16x32_bf16", G12, 0x51, Sparse, 16, 16, 32, BF16, BF16, F32, 16, {4, 8, 8, 1}, {2, 4, 4, 1}},
    MatrixOp{"v_swmmac_f16_16x16x32_f16", G12, 0x52, Sparse, 16, 16, 32, F16, F16, F16, 16, {4, 8, 4, 1}, {2, 4, 2, 1}},
    MatrixOp{"v_swmmac_bf16_16x16x32_bf16", G12, 0x53, Sparse, 16, 16, 32, BF16, BF16, BF16, 16, {4, 8, 4, 1}, {2, 4, 2, 1}},
    MatrixOp{"v_swmmac_i32_16x16x32_iu8", G12, 0x54, Sparse, 16, 16, 32, IU8, IU8, I32, 8, {2, 4, 8, 1}, {1, 2, 4, 1}},
    MatrixOp{"v_swmmac_i32_16x16x32_iu4", G12, 0x55, Sparse, 16, 16, 32, IU4, IU4, I32, 8, {1, 2, 8, 1}, {1, 1, 4, 1}},
    MatrixOp{"v_swmmac_i32_16x16x64_iu4", G12, 0x56, Sparse, 16, 16, 64, IU4, IU4, I32, 8, {2, 4, 8, 1}, {1, 2, 4, 1}},
    MatrixOp{"v_swmmac_f32_16x16x32_fp8_fp8", G12, 0x57, Sparse, 16, 16, 32, FP8, FP8, F32, 8, {2, 4, 8, 1}, {1, 2, 4, 1}},
    MatrixOp{"v_swmmac_f32_16x16x32_fp8_bf8", G12, 0x58, Sparse, 16, 16, 32, FP8, BF8, F32, 8, {2, 4, 8, 1}, {1, 2, 4, 1}},
    MatrixOp{"v_swmmac_f32_16x16x32_bf8_fp8", G12, 0x59, Sparse, 16, 16, 32, BF8, FP8, F32, 8, {2, 4, 8, 1}, {1, 2, 4, 1}},
    MatrixOp{"v_swmmac_f32_16x16x32_bf8_bf8", G12, 0x5a, Sparse, 16, 16, 32, BF8, BF8, F32, 8, {2, 4, 8, 1}, {1, 2, 4, 1}},
};

// The gfx11 records come first, then gfx12 (checked by tests/test_isa_matrix_ops.cpp).
constexpr std::size_t kGfx11Count = static_cast<std::size_t>(
    std::ranges::partition_point(kMatrixOps, [](const MatrixOp& op) { return op.family == G11; }) -
    kMatrixOps.begin());

constexpr std::array kTransposeLoads{
    TransposeLoad{"global_load_tr_b128", 0x57, 16, 4, 2},
    TransposeLoad{"global_load_tr_b64", 0x58, 8, 2, 1},
};

}  // namespace

int element_bits(ElementType type) {
  switch (type) {
    case F32:
    case I32: return 32;
    case F16:
    case BF16: return 16;
    case FP8:
    case BF8:
    case IU8: return 8;
    case IU4: return 4;
  }
  return 0;
}

std::string_view element_type_name(ElementType type) {
  switch (type) {
    case F16: return "f16";
    case BF16: return "bf16";
    case F32: return "f32";
    case I32: return "i32";
    case FP8: return "fp8";
    case BF8: return "bf8";
    case IU8: return "iu8";
    case IU4: return "iu4";
  }
  return "?";
}

bool is_integer(ElementType type) { return type == IU8 || type == IU4 || type == I32; }

std::span<const MatrixOp> all_matrix_ops() { return kMatrixOps; }

std::span<const MatrixOp> matrix_ops(Family family) {
  const std::span<const MatrixOp> all = kMatrixOps;
  return family == Family::Gfx11 ? all.first(kGfx11Count) : all.subspan(kGfx11Count);
}

const MatrixOp* find_matrix_op(Family family, std::string_view mnemonic) {
  for (const MatrixOp& op : matrix_ops(family)) {
    if (op.mnemonic == mnemonic) return &op;
  }
  return nullptr;
}

const MatrixOp* find_matrix_op(Family family, std::uint16_t vop3p_opcode) {
  for (const MatrixOp& op : matrix_ops(family)) {
    if (op.opcode == vop3p_opcode) return &op;
  }
  return nullptr;
}

std::span<const TransposeLoad> all_transpose_loads() { return kTransposeLoads; }

const TransposeLoad* find_transpose_load(std::string_view mnemonic) {
  const auto it = std::ranges::find(kTransposeLoads, mnemonic, &TransposeLoad::mnemonic);
  return it == kTransposeLoads.end() ? nullptr : &*it;
}

}  // namespace wmmasim::isa
