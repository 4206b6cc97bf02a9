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

// The register layout an operand uses, by name: each is one bit plan (per wave size) of layouts/ and one row, or
// rows, of docs/reference/layouts.md §1a/§1c. A record names the plan of each of its operands, as CuTe's
// MMA_Traits name ALayout/BLayout/CLayout, so that the layouts are found from the instruction, never from a
// (family, element size, K, wave size) key.
enum class RegisterPlan : std::uint8_t {
  Gfx11Input16,        // gfx11 A/B, 16-bit: all of K in every lane, lanes 0-15 replicated (rows 1, 2)
  Gfx11Input8,         // gfx11 A/B, 8-bit (row 3)
  Gfx11Input4,         // gfx11 A/B, 4-bit (row 4)
  Gfx12Input16,        // gfx12 A/B, 16-bit, K = 16: "runs of four", lane half = k[2] (rows 9, 10, 16)
  Gfx12Input8,         // gfx12 A/B, 8-bit, K = 16 (rows 11, 17)
  Gfx12Input4,         // gfx12 A/B, 4-bit, K = 16 (rows 12, 18)
  Gfx12Input4K32,      // gfx12 A/B, 4-bit, K = 32 (rows 13, 19)
  Gfx12SparseB16,      // gfx12 SWMMAC B, 16-bit, K = 32: runs of eight, lane half = k[3]
  Gfx12SparseB8,       // gfx12 SWMMAC B, 8-bit, K = 32
  Gfx12SparseB4,       // gfx12 SWMMAC B, 4-bit, K = 64
  Gfx11Accumulator,    // gfx11 C/D, 32-bit or one 16-bit half per VGPR (rows 5, 6, 8)
  Gfx12Accumulator32,  // gfx12 C/D, 32-bit (rows 14, 20)
  Gfx12Accumulator16,  // gfx12 C/D, 16-bit: rows 2v and 2v+1 packed in one VGPR (row 15)
  TransposeB128,       // global_load_tr_b128 result (row 22)
  TransposeB64,        // global_load_tr_b64 result (row 23)
};

// The plans of a matrix instruction's operands. A SWMMAC's A is its compressed M x K/2 matrix; its index operand
// follows A's plan (one 2-bit field per compressed A element), so it has none of its own.
struct OperandPlans {
  RegisterPlan a;
  RegisterPlan b;
  RegisterPlan cd;
};

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
  OperandPlans plans;         // the register layout of each operand
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
  RegisterPlan plan;           // where each element of each source lane's run lands
  std::uint8_t bytes_per_lane_wave32() const { return static_cast<std::uint8_t>(vgprs_wave32 * 4); }
};

std::span<const TransposeLoad> all_transpose_loads();
const TransposeLoad* find_transpose_load(std::string_view mnemonic);

}  // namespace wmmasim::isa
