// Fused multiply-add over 32 lanes with the host's FMA instruction, chosen once (host_isa.h exec_isa: AVX-512F,
// else AVX2+FMA); the baseline ISA has none (std::fma is a libm call there, one per lane).
//
// A fused multiply-add is exactly rounded (IEEE 754 fusedMultiplyAdd, in the host's current rounding direction)
// whatever computes it, so the bits equal std::fma's, with one exception: which NaN comes out when several
// inputs are NaNs depends on the instruction form (x86's vfmadd132/213/231 propagate different operands; Intel SDM
// Vol. 1 §4.8.3.5 "Operating on SNaNs and QNaNs"). fma_lanes32 therefore declines a group with a NaN input and the
// caller computes it lane by lane with the operation functor, whose NaN rule (semantics/valu.h first_nan_or) both
// executors share.
#pragma once

#include <cstdint>

namespace wmmasim::sim::exec {

// out[i] = fma(a[i], b[i], c[i]) for i < 32, as float bits. False, with `out` untouched, when the host has no FMA
// instruction or an input is a NaN.
bool fma_lanes32(const std::uint32_t* a, const std::uint32_t* b, const std::uint32_t* c, std::uint32_t* out);

}  // namespace wmmasim::sim::exec
