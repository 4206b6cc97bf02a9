// Program control: branches, s_endpgm, barriers, and the instructions that only matter for timing.
//
// Memory instructions complete before the next instruction issues in the functional model, so every wait
// (s_waitcnt*, s_wait_*cnt), dependency hint (s_delay_alu, s_wait_alu, s_clause), prefetch and cache
// invalidation has no functional effect and is a no-op here; the timing model gives them their cost.
#include <fmt/format.h>

#include "../internal.h"
#include "../translate.h"
#include "../operands.h"

namespace wmmasim::sim::exec {
namespace {

using S = isa::Semantic;

void no_effect(WaveContext&, const Step&) {}
void wait_for_host(WaveContext& wave, const Step&) { host_wait(wave); }

void take_branch(WaveContext& w, const Step& s) {
  if (s.target == Step::kNoTarget) {
    fault(fmt::format("branch offset {} leads outside the kernel's instructions", s.decoded->offset));
  }
  w.next = s.target;
}

void s_branch(WaveContext& w, const Step& s) { take_branch(w, s); }

enum class Condition { Scc0, Scc1, Vccz, Vccnz, Execz, Execnz };
template <Condition kCondition>
void s_cbranch(WaveContext& w, const Step& s) {
  const WaveState& st = w.state;
  bool taken = false;
  switch (kCondition) {
    case Condition::Scc0: taken = !st.scc; break;
    case Condition::Scc1: taken = st.scc; break;
    case Condition::Vccz: taken = (st.vcc & st.all_lanes_mask()) == 0; break;
    case Condition::Vccnz: taken = (st.vcc & st.all_lanes_mask()) != 0; break;
    case Condition::Execz: taken = w.exec() == 0; break;
    case Condition::Execnz: taken = w.exec() != 0; break;
  }
  if (taken) take_branch(w, s);
}

void s_endpgm(WaveContext& w, const Step&) { end_wave(w); }

void s_code_end(WaveContext&, const Step&) {
  fault("executed s_code_end padding: the kernel ran past the end of its code without s_endpgm");
}

// s_trap: the wave enters its trap handler with the trap id (abort(), __builtin_trap() and a failed assert compile
// to s_trap 2). The simulator installs no trap handler: the run stops, naming the id.
void s_trap(WaveContext&, const Step& s) {
  fault(fmt::format("s_trap {}: the kernel trapped (abort(), __builtin_trap() and failed asserts give s_trap 2)",
                    s.decoded->offset & 0xff));
}

// gfx11 s_barrier: arrive, then wait for every wave of the workgroup.
void s_barrier(WaveContext& w, const Step&) {
  signal_barrier(w);
  wait_barrier(w);
}

// gfx12 split barrier. The operand names the barrier: -1 is the workgroup barrier, the only one compute kernels
// use (RDNA4 ISA §4.5 "Workgroup barriers"; named barriers are not modelled).
void s_barrier_signal(WaveContext& w, const Step& s) {
  const std::uint32_t id = scalar32(w, *s.decoded, s.decoded->operands.src0());
  if (id != 0xffffffffu) fault(fmt::format("s_barrier_signal {}: only the workgroup barrier (-1) is modelled", static_cast<std::int32_t>(id)));
  signal_barrier(w);
}
void s_barrier_wait(WaveContext& w, const Step&) { wait_barrier(w); }

// s_barrier_signal_isfirst: as s_barrier_signal, and SCC = whether this wave is the first to signal the barrier.
// In a workgroup of one wave the hardware makes barrier instructions no-ops and leaves SCC alone (LLVM sets SCC
// before it for that reason: llvm-project PR #143634).
void s_barrier_signal_isfirst(WaveContext& w, const Step& s) {
  if (w.group->wave_count == 1) return;
  const bool first = w.group->barrier_arrived == 0 && !w.barrier_signalled;
  s_barrier_signal(w, s);
  w.state.scc = first;
}

constexpr Binding kBindings[] = {
    {S::S_BRANCH, s_branch},
    {S::S_CBRANCH_SCC0, s_cbranch<Condition::Scc0>},
    {S::S_CBRANCH_SCC1, s_cbranch<Condition::Scc1>},
    {S::S_CBRANCH_VCCZ, s_cbranch<Condition::Vccz>},
    {S::S_CBRANCH_VCCNZ, s_cbranch<Condition::Vccnz>},
    {S::S_CBRANCH_EXECZ, s_cbranch<Condition::Execz>},
    {S::S_CBRANCH_EXECNZ, s_cbranch<Condition::Execnz>},
    {S::S_ENDPGM, s_endpgm},
    {S::S_CODE_END, s_code_end},
    {S::S_TRAP, s_trap},
    {S::S_BARRIER, s_barrier},
    {S::S_BARRIER_SIGNAL, s_barrier_signal, translate_reference_straight},  // only the wait blocks
    {S::S_BARRIER_WAIT, s_barrier_wait},
    {S::S_BARRIER_SIGNAL_ISFIRST, s_barrier_signal_isfirst, translate_reference_straight},
    // Timing-only instructions.
    {S::S_NOP, no_effect, translate_no_effect},
    {S::S_CLAUSE, no_effect, translate_no_effect},
    {S::S_DELAY_ALU, no_effect, translate_no_effect},
    {S::S_WAITCNT, no_effect, translate_no_effect},
    {S::S_WAITCNT_DEPCTR, no_effect, translate_no_effect},
    {S::S_WAITCNT_VSCNT, no_effect, translate_no_effect},
    {S::S_WAITCNT_VMCNT, no_effect, translate_no_effect},
    {S::S_WAITCNT_EXPCNT, no_effect, translate_no_effect},
    {S::S_WAITCNT_LGKMCNT, no_effect, translate_no_effect},
    {S::S_WAIT_LOADCNT, no_effect, translate_no_effect},
    {S::S_WAIT_STORECNT, no_effect, translate_no_effect},
    {S::S_WAIT_SAMPLECNT, no_effect, translate_no_effect},
    {S::S_WAIT_BVHCNT, no_effect, translate_no_effect},
    {S::S_WAIT_EXPCNT, no_effect, translate_no_effect},
    {S::S_WAIT_DSCNT, no_effect, translate_no_effect},
    {S::S_WAIT_KMCNT, no_effect, translate_no_effect},
    {S::S_WAIT_LOADCNT_DSCNT, no_effect, translate_no_effect},
    {S::S_WAIT_STORECNT_DSCNT, no_effect, translate_no_effect},
    {S::S_WAIT_IDLE, no_effect, translate_no_effect},
    {S::S_WAIT_EVENT, no_effect, translate_no_effect},
    {S::S_SETPRIO, no_effect, translate_no_effect},
    // s_sleep is where a wave waiting for the host (a hostcall packet, e.g. printf) lets the host serve it; no
    // wave otherwise sleeps, so s_wakeup has none to wake. An address-translation probe only warms a cache.
    {S::S_SLEEP, wait_for_host},
    {S::S_SLEEP_VAR, wait_for_host},
    {S::S_WAKEUP, no_effect, translate_no_effect},
    {S::S_ATC_PROBE, no_effect, translate_no_effect},
    {S::S_ATC_PROBE_BUFFER, no_effect, translate_no_effect},
    // The debugger's conditional branches test STATUS.COND_DBG_SYS/USER, which only a debugger sets; none is
    // attached, so they are never taken.
    {S::S_CBRANCH_CDBGSYS, no_effect, translate_no_effect},
    {S::S_CBRANCH_CDBGUSER, no_effect, translate_no_effect},
    {S::S_CBRANCH_CDBGSYS_OR_USER, no_effect, translate_no_effect},
    {S::S_CBRANCH_CDBGSYS_AND_USER, no_effect, translate_no_effect},
    {S::S_ICACHE_INV, no_effect, translate_no_effect},
    {S::S_INST_PREFETCH, no_effect, translate_no_effect},
    {S::S_SINGLEUSE_VDST, no_effect, translate_no_effect},
    {S::S_TTRACEDATA, no_effect, translate_no_effect},
    {S::S_INCPERFLEVEL, no_effect, translate_no_effect},
    {S::S_DECPERFLEVEL, no_effect, translate_no_effect},
    {S::S_VERSION, no_effect, translate_no_effect},
    // Messages a compute kernel sends (MSG_DEALLOC_VGPRS before s_endpgm, ...) change nothing it computes.
    {S::S_SENDMSG, no_effect, translate_no_effect},
};

}  // namespace

std::span<const Binding> control_bindings() { return kBindings; }

}  // namespace wmmasim::sim::exec
