// The semantics of the matrix instructions: every gfx11/gfx12 WMMA and SWMMAC, and gfx12 global_load_tr_b128/_b64.
//
// Driven entirely by the instruction record (isa/matrix_ops.h) and the layouts (layouts/operand_layout.h):
// A, B and C are unpacked from the VGPRs through the operand layouts, each D element is computed by the
// numerics model (numerics.h), and D is packed back through D's layout. Nothing here knows a lane formula.
// Modifier rules: docs/reference/layouts.md §4; the decisions this file makes are in docs/numerics.md
// "Matrix instruction semantics".
#pragma once

#include <cstdint>
#include <optional>
#include <span>

#include "wmmasim/isa/matrix_ops.h"
#include "wmmasim/state/memory.h"
#include "wmmasim/numerics/numerics.h"
#include "wmmasim/state/state.h"

namespace wmmasim::sim {

// The operands of one WMMA/SWMMAC as the VOP3P encoding gives them (VGPR numbers are absolute).
struct MatrixOperands {
  int d = 0;  // first VGPR of D (for SWMMAC also C: the accumulator is the tied destination)
  int a = 0;  // first VGPR of A (SWMMAC: the compressed A)
  int b = 0;  // first VGPR of B
  int c = 0;  // WMMA: first VGPR of C; ignored when c_constant is set
  // WMMA: an inline constant as C, encoded in C's element type (f32/i32 bits; an f16/bf16 code in the low 16
  // bits, which the hardware replicates into both halves of the dword, [ISA3] §7.9).
  std::optional<std::uint32_t> c_constant;
  int index = 0;            // SWMMAC: the VGPR holding the sparsity index (the encoding's src2)
  std::uint8_t neg = 0;     // NEG[2:0]: f16/bf16 A/B low halves and C negate; iu8/iu4 A/B signed
  std::uint8_t neg_hi = 0;  // NEG_HI[2:0]: f16/bf16 A/B high halves; NEG_HI[2] = ABS of C
  std::uint8_t opsel = 0;   // OPSEL[2:0] of a WMMA: OPSEL[2] picks the half of a gfx11 16-bit accumulator
  std::uint8_t index_key = 0;  // SWMMAC: which index set of the index VGPR (the encoding's OPSEL bits)
  bool clamp = false;       // integer saturation; no effect on float instructions

  // The common cases; set modifiers on the result. (Plain aggregate initialisation works too.)
  static MatrixOperands wmma(int d, int a, int b, int c) {
    MatrixOperands operands;
    operands.d = d;
    operands.a = a;
    operands.b = b;
    operands.c = c;
    return operands;
  }
  static MatrixOperands swmmac(int d, int a, int b, int index, std::uint8_t index_key = 0) {
    MatrixOperands operands;
    operands.d = d;
    operands.a = a;
    operands.b = b;
    operands.index = index;
    operands.index_key = index_key;
    return operands;
  }

  bool operator==(const MatrixOperands&) const = default;
};

// Conditions a WMMA executes through but that hardware behaviour for is not documented; the executor may warn.
struct MatrixDiagnostics {
  // gfx11: some A/B replica differs from the copy in lanes 0-15. Each output lane used the copy in its own
  // 16-lane group (docs/numerics.md).
  bool replicas_differ = false;
  // EXEC was not all ones. D is still written in every lane.
  bool partial_exec = false;
};

// Which implementation computes D. Both give bit-identical results (tests/test_sim_fast_path.cpp checks it for
// every instruction, wave size and model). Reference calls float_dot()/integer_dot() once per element and is the
// executable specification; Fast decodes each element once and multiplies fixed-size tiles, and falls back to the
// reference for any element whose rounding it cannot prove (docs/performance.md "WMMA fast path").
enum class MatrixPath { Fast, Reference };

// Executes `op` on `wave`. Throws std::out_of_range when an operand's VGPRs are outside the wave,
// std::invalid_argument for operands the instruction cannot take (an inline constant on SWMMAC, a wave size the
// layouts do not define, an index_key outside the instruction's sets), KernelFault for a modifier the ISA says
// must be zero, and std::invalid_argument from the numerics model when it does not apply (gfx11-dot2 on fp8).
// On any exception the wave is unchanged.
MatrixDiagnostics execute_matrix_op(WaveState& wave, const isa::MatrixOp& op, const MatrixOperands& operands,
                                    NumericsModel model, MatrixPath path = MatrixPath::Fast);

// gfx12 global_load_tr_b128 / _b64: each lane supplies the address of a contiguous run (16 or 8 bytes);
// `lane_addresses` has one entry per lane of the wave (wave64 reads only lanes 0-31's, [ISA4] §11.6.2). The
// runs arrive transposed in v[vdst...] as layouts::transpose_load_layout() says. With EXEC == 0 the instruction
// does nothing ([ISA4]: "acts like an S_NOP"); with any other EXEC that is not all ones it throws KernelFault
// (undefined on hardware). A bad address throws MemoryFault before any register is written.
void execute_transpose_load(WaveState& wave, const GlobalMemory& memory, const isa::TransposeLoad& load, int vdst,
                            std::span<const std::uint64_t> lane_addresses);

}  // namespace wmmasim::sim
