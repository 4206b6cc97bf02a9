// The matrix instructions (WMMA, SWMMAC) and transpose loads as data: one record per instruction per
// family. The decoder, disassembler, executor, layout tool and timing model all read these records;
// nothing about a matrix instruction is written anywhere else.
//
// Sources: opcodes and register counts from LLVM 19 VOP3PInstructions.td / FLATInstructions.td
// (docs/reference/llvm-facts.md §1.1, §1.2, §1.5, each form assembled with llvm-mc-19); cycles from
// AMD's matrix-instruction calculator (docs/reference/timing.md §1.2).
#pragma once

#include <cstdint>
#include <optional>
#include <span>
#include <string_view>

#include "wmmasim/isa/arch.h"

namespace wmmasim::isa {

enum class ElementType { F16, BF16, F32, I32, FP8, BF8, IU8, IU4 };

int element_bits(ElementType type);
std::string_view element_type_name(ElementType type);  // "f16", "bf16", "f32", "i32", "fp8", "bf8", "iu8", "iu4"
bool is_integer(ElementType type);                      // iu8, iu4, i32

enum class MatrixKind { Dense, Sparse };  // WMMA, SWMMAC (A is 2:4 structured-sparse, stored compressed)

// VGPRs per lane of each operand. C shares D's count; `index` is the SWMMAC sparsity-index register.
struct OperandRegisters {
  std::uint8_t a;
  std::uint8_t b;
  std::uint8_t cd;
  std::uint8_t index;
};

struct MatrixOp {
  std::string_view mnemonic;  // as LLVM prints it
  Family family;
  std::uint16_t opcode;       // VOP3P opcode field
  MatrixKind kind;
  std::uint8_t m, n, k;       // D is m x n; the reduction is over k (SWMMAC: the logical, uncompressed k)
  ElementType a_type, b_type, cd_type;
  std::uint8_t cycles;        // execution cycles on one SIMD, wave32 (AMD matrix-instruction calculator)
  OperandRegisters wave32;
  OperandRegisters wave64;

  const OperandRegisters& registers(int wave_size) const { return wave_size == 64 ? wave64 : wave32; }
  // Multiply-adds counted as 2 FLOPs over the logical (dense) shape, as AMD's throughput tables do.
  std::uint64_t flops() const { return 2ull * m * n * k; }
  // Peak per CU: 2 SIMDs per CU, one matrix instruction in flight per SIMD (timing.md §1.1).
  double flop_per_clk_per_cu() const { return 2.0 * static_cast<double>(flops()) / cycles; }
  // gfx11 16-bit accumulators occupy one 16-bit half of each VGPR, chosen by OPSEL[2].
  bool has_opsel_half() const { return family == Family::Gfx11 && element_bits(cd_type) == 16; }
};

std::span<const MatrixOp> all_matrix_ops();
std::span<const MatrixOp> matrix_ops(Family family);
const MatrixOp* find_matrix_op(Family family, std::string_view mnemonic);
const MatrixOp* find_matrix_op(Family family, std::uint16_t vop3p_opcode);

// gfx12 global_load_tr_*: a global load whose destination lanes receive a transposed 8x8 block
// (docs/reference/layouts.md §1c).
struct TransposeLoad {
  std::string_view mnemonic;
  std::uint16_t opcode;        // VGLOBAL opcode
  std::uint8_t element_bits;   // size of one transposed element
  std::uint8_t vgprs_wave32;   // destination VGPRs per lane
  std::uint8_t vgprs_wave64;
  std::uint8_t bytes_per_lane_wave32() const { return static_cast<std::uint8_t>(vgprs_wave32 * 4); }
};

std::span<const TransposeLoad> all_transpose_loads();
const TransposeLoad* find_transpose_load(std::string_view mnemonic);

}  // namespace wmmasim::isa
