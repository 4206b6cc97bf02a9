// The host's vector instructions as the translated executor uses them. A lane-loop handler may have an AVX2 twin:
// the same code compiled through GCC's target attribute, eight 32-bit lanes per instruction instead of SSE2's four,
// bound in place of the plain handler when the host has AVX2 (decided once: exec_isa below). The project is built
// for any x86-64 host, so AVX2 may be used only this way.
//
// Two rules of GCC's that decide whether a twin gains anything: a function of the default target is inlined into a
// twin only when it is `always_inline` (else the twin calls the SSE2 code: lane_offsets' helpers were, and got
// slower), and an AVX2-only helper that a shared body calls must be a plain `inline` function with the target
// attribute, not `always_inline` (GCC rejects that in the body before the body is inlined into its twin; a plain
// one is inlined there afterwards).
#pragma once

#include "internal.h"
#include "translate.h"

#if defined(__x86_64__)
#define WMMASIM_TARGET_AVX2 gnu::target("avx2")
#else
#define WMMASIM_TARGET_AVX2
#endif

namespace wmmasim::sim::exec {

// The widest vector instruction set the executor's handlers use: the host's (CPUID; AVX-512 means AVX-512F, AVX2
// means AVX2 with FMA), capped by WMMASIM_EXEC_ISA=baseline|avx2|avx512 so that one host can test the narrower
// handlers too (any other value is one line on stderr and otherwise ignored). Decided once per process.
enum class ExecIsa { Baseline, Avx2, Avx512 };
ExecIsa exec_isa();

// Whether AVX2 twins are bound.
inline bool host_has_avx2() { return exec_isa() >= ExecIsa::Avx2; }

// The function to bind: its AVX2 twin on an AVX2 host, else the plain one (a handler, or a helper that handlers call
// through a pointer chosen once).
template <class Fn>
Fn* for_host(Fn* plain, Fn* avx2) {
  return host_has_avx2() ? avx2 : plain;
}

// translate_checked (translate.h) with the handler for the host.
template <SemanticFn kPlain, SemanticFn kAvx2>
Translation translate_checked_for_host(const isa::DecodedInstruction&, const isa::Operands&, int, BoundOperands&) {
  return {for_host(kPlain, kAvx2), nullptr, true, false};
}

}  // namespace wmmasim::sim::exec
