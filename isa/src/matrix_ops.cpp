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

constexpr int bits_of(ElementType type) {
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

// VGPRs per lane that `elements` elements of `bits` each take when spread over `lanes` lanes, packed into dwords.
constexpr std::uint8_t vgprs(int elements, int bits, int lanes) {
  return static_cast<std::uint8_t>((elements * bits + 32 * lanes - 1) / (32 * lanes));
}

// Register counts per lane {A, B, C/D, index}, from where the layouts (layouts/src/hardware_layouts.cpp) put the
// elements: A (m x k, SWMMAC's compressed m x k/2) and B (k x n) are spread over the wave, except that gfx11 keeps
// them 16 lanes wide and replicates them into each lane half (wave32) or quarter (wave64); C/D (m x n) over the
// wave, a gfx11 16-bit accumulator taking one VGPR half per element (OPSEL[2] picks it); the SWMMAC index is one
// VGPR. tests/test_isa_matrix_ops.cpp checks every count with llvm-mc-19, test_layouts_* against the layouts.
constexpr OperandRegisters registers(Family family, MatrixKind kind, int m, int n, int k, ElementType a,
                                     ElementType b, ElementType cd, int wave_size) {
  const bool gfx11 = family == G11;
  const int ab_lanes = gfx11 ? 16 : wave_size;
  const int stored_k = kind == Sparse ? k / 2 : k;
  return {vgprs(m * stored_k, bits_of(a), ab_lanes), vgprs(k * n, bits_of(b), ab_lanes),
          vgprs(m * n, gfx11 ? 32 : bits_of(cd), wave_size), static_cast<std::uint8_t>(kind == Sparse ? 1 : 0)};
}

constexpr MatrixOp op(std::string_view mnemonic, Family family, std::uint16_t opcode, MatrixKind kind, int m, int n,
                      int k, ElementType a, ElementType b, ElementType cd, int cycles, OperandPlans plans) {
  const auto u8 = [](int v) { return static_cast<std::uint8_t>(v); };
  return MatrixOp{mnemonic, family, opcode, kind, u8(m), u8(n), u8(k), a, b, cd, u8(cycles), plans,
                  registers(family, kind, m, n, k, a, b, cd, 32), registers(family, kind, m, n, k, a, b, cd, 64)};
}

// Each operand's register layout (layouts/src/hardware_layouts.cpp holds the plans). A SWMMAC's compressed A
// (M x K/2) takes the dense plan of its element type at K/2 ([CALC]: the RDNA4 calculator's sparse A formulas
// reduce to rows 9/11/12/13/16-19); its B has plans of its own, except iu4 at K = 32, which is the dense
// 16x16x32 iu4 plan.
using enum RegisterPlan;
constexpr OperandPlans kGfx11Inputs16{Gfx11Input16, Gfx11Input16, Gfx11Accumulator};
constexpr OperandPlans kGfx11Inputs8{Gfx11Input8, Gfx11Input8, Gfx11Accumulator};
constexpr OperandPlans kGfx11Inputs4{Gfx11Input4, Gfx11Input4, Gfx11Accumulator};
constexpr OperandPlans kGfx12Inputs16Acc32{Gfx12Input16, Gfx12Input16, Gfx12Accumulator32};
constexpr OperandPlans kGfx12Inputs16Acc16{Gfx12Input16, Gfx12Input16, Gfx12Accumulator16};
constexpr OperandPlans kGfx12Inputs8{Gfx12Input8, Gfx12Input8, Gfx12Accumulator32};
constexpr OperandPlans kGfx12Inputs4{Gfx12Input4, Gfx12Input4, Gfx12Accumulator32};
constexpr OperandPlans kGfx12Inputs4K32{Gfx12Input4K32, Gfx12Input4K32, Gfx12Accumulator32};
constexpr OperandPlans kSparse16Acc32{Gfx12Input16, Gfx12SparseB16, Gfx12Accumulator32};
constexpr OperandPlans kSparse16Acc16{Gfx12Input16, Gfx12SparseB16, Gfx12Accumulator16};
constexpr OperandPlans kSparse8{Gfx12Input8, Gfx12SparseB8, Gfx12Accumulator32};
constexpr OperandPlans kSparse4K32{Gfx12Input4, Gfx12Input4K32, Gfx12Accumulator32};
constexpr OperandPlans kSparse4K64{Gfx12Input4K32, Gfx12SparseB4, Gfx12Accumulator32};

constexpr std::array kMatrixOps{
    // ---- gfx11 (RDNA3): 6 WMMA ----
    op("v_wmma_f32_16x16x16_f16", G11, 0x40, Dense, 16, 16, 16, F16, F16, F32, 32, kGfx11Inputs16),
    op("v_wmma_f32_16x16x16_bf16", G11, 0x41, Dense, 16, 16, 16, BF16, BF16, F32, 32, kGfx11Inputs16),
    op("v_wmma_f16_16x16x16_f16", G11, 0x42, Dense, 16, 16, 16, F16, F16, F16, 32, kGfx11Inputs16),
    op("v_wmma_bf16_16x16x16_bf16", G11, 0x43, Dense, 16, 16, 16, BF16, BF16, BF16, 32, kGfx11Inputs16),
    op("v_wmma_i32_16x16x16_iu8", G11, 0x44, Dense, 16, 16, 16, IU8, IU8, I32, 32, kGfx11Inputs8),
    op("v_wmma_i32_16x16x16_iu4", G11, 0x45, Dense, 16, 16, 16, IU4, IU4, I32, 16, kGfx11Inputs4),
    // ---- gfx12 (RDNA4): 11 WMMA ----
    op("v_wmma_f32_16x16x16_f16", G12, 0x40, Dense, 16, 16, 16, F16, F16, F32, 16, kGfx12Inputs16Acc32),
    op("v_wmma_f32_16x16x16_bf16", G12, 0x41, Dense, 16, 16, 16, BF16, BF16, F32, 16, kGfx12Inputs16Acc32),
    op("v_wmma_f16_16x16x16_f16", G12, 0x42, Dense, 16, 16, 16, F16, F16, F16, 16, kGfx12Inputs16Acc16),
    op("v_wmma_bf16_16x16x16_bf16", G12, 0x43, Dense, 16, 16, 16, BF16, BF16, BF16, 16, kGfx12Inputs16Acc16),
    op("v_wmma_i32_16x16x16_iu8", G12, 0x44, Dense, 16, 16, 16, IU8, IU8, I32, 8, kGfx12Inputs8),
    op("v_wmma_i32_16x16x16_iu4", G12, 0x45, Dense, 16, 16, 16, IU4, IU4, I32, 8, kGfx12Inputs4),
    op("v_wmma_f32_16x16x16_fp8_fp8", G12, 0x46, Dense, 16, 16, 16, FP8, FP8, F32, 8, kGfx12Inputs8),
    op("v_wmma_f32_16x16x16_fp8_bf8", G12, 0x47, Dense, 16, 16, 16, FP8, BF8, F32, 8, kGfx12Inputs8),
    op("v_wmma_f32_16x16x16_bf8_fp8", G12, 0x48, Dense, 16, 16, 16, BF8, FP8, F32, 8, kGfx12Inputs8),
    op("v_wmma_f32_16x16x16_bf8_bf8", G12, 0x49, Dense, 16, 16, 16, BF8, BF8, F32, 8, kGfx12Inputs8),
    op("v_wmma_i32_16x16x32_iu4", G12, 0x4a, Dense, 16, 16, 32, IU4, IU4, I32, 8, kGfx12Inputs4K32),
    // ---- gfx12 (RDNA4): 11 SWMMAC; C is the tied destination, src2 holds the sparsity index ----
    op("v_swmmac_f32_16x16x32_f16", G12, 0x50, Sparse, 16, 16, 32, F16, F16, F32, 16, kSparse16Acc32),
    op("v_swmmac_f32_16x16x32_bf16", G12, 0x51, Sparse, 16, 16, 32, BF16, BF16, F32, 16, kSparse16Acc32),
    op("v_swmmac_f16_16x16x32_f16", G12, 0x52, Sparse, 16, 16, 32, F16, F16, F16, 16, kSparse16Acc16),
    op("v_swmmac_bf16_16x16x32_bf16", G12, 0x53, Sparse, 16, 16, 32, BF16, BF16, BF16, 16, kSparse16Acc16),
    op("v_swmmac_i32_16x16x32_iu8", G12, 0x54, Sparse, 16, 16, 32, IU8, IU8, I32, 8, kSparse8),
    op("v_swmmac_i32_16x16x32_iu4", G12, 0x55, Sparse, 16, 16, 32, IU4, IU4, I32, 8, kSparse4K32),
    op("v_swmmac_i32_16x16x64_iu4", G12, 0x56, Sparse, 16, 16, 64, IU4, IU4, I32, 8, kSparse4K64),
    op("v_swmmac_f32_16x16x32_fp8_fp8", G12, 0x57, Sparse, 16, 16, 32, FP8, FP8, F32, 8, kSparse8),
    op("v_swmmac_f32_16x16x32_fp8_bf8", G12, 0x58, Sparse, 16, 16, 32, FP8, BF8, F32, 8, kSparse8),
    op("v_swmmac_f32_16x16x32_bf8_fp8", G12, 0x59, Sparse, 16, 16, 32, BF8, FP8, F32, 8, kSparse8),
    op("v_swmmac_f32_16x16x32_bf8_bf8", G12, 0x5a, Sparse, 16, 16, 32, BF8, BF8, F32, 8, kSparse8),
};

// The gfx11 records come first, then gfx12 (checked by tests/test_isa_matrix_ops.cpp).
constexpr std::size_t kGfx11Count = static_cast<std::size_t>(
    std::ranges::partition_point(kMatrixOps, [](const MatrixOp& op) { return op.family == G11; }) -
    kMatrixOps.begin());

constexpr std::array kTransposeLoads{
    TransposeLoad{"global_load_tr_b128", 0x57, 16, 4, 2, TransposeB128},
    TransposeLoad{"global_load_tr_b64", 0x58, 8, 2, 1, TransposeB64},
};

}  // namespace

int element_bits(ElementType type) { return bits_of(type); }

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
