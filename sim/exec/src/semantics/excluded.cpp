// The semantics keys of the instruction records the executor deliberately leaves out, each with its reason. Only
// instructions a compute kernel cannot meaningfully use (trap-handler and debugger machinery, ray tracing, graphics
// stream-out) or that the simulator cannot model from what is documented belong here;
// tests/test_sim_semantics_coverage.cpp fails on any key that is neither bound to a semantic function nor listed
// here, and on a key that is both. A kernel reaching one stops with exit code 4 and the reason.
#include "wmmasim/exec/executor.h"

namespace wmmasim::sim {
namespace {

using S = isa::Semantic;

constexpr std::string_view kTrap = "trap handler and debugger";
constexpr std::string_view kRayTracing = "ray tracing";
constexpr std::string_view kStreamOut = "graphics stream-out";
constexpr std::string_view kNamedBarriers = "named barriers";
constexpr std::string_view kSubvector = "wave64 subvector loops";

constexpr SemanticExclusion kExcluded[] = {
    {S::S_RFE_B64, kTrap, "returns from the trap handler; the simulator installs none (s_trap stops the run)"},
    {S::S_ENDPGM_SAVED, kTrap, "ends a wave the trap handler's context save has saved; no trap handler runs"},
    {S::S_SETKILL, kTrap, "the trap handler's request to kill the wave; no trap handler runs"},
    {S::S_SETHALT, kTrap, "halts the wave until a debugger resumes it; no debugger is attached (after s_trap's fault "
                          "it is unreachable in clang's abort() sequence)"},
    {S::S_SENDMSGHALT, kTrap, "sends a message and halts the wave for a debugger; no debugger is attached"},
    {S::DS_BVH_STACK_RTN_B32, kRayTracing,
     "the BVH traversal stack of image_bvh_intersect_ray, an image instruction the records (and the simulator) do "
     "not have"},
    {S::GLOBAL_ATOMIC_ORDERED_ADD_B64, kStreamOut,
     "orders the stream-out of geometry waves (gfx12 NGG); the RDNA4 ISA guide gives no operational semantics for "
     "its ordered-ID handshake"},
    {S::S_BARRIER_INIT, kNamedBarriers,
     "named barriers: LLVM 19 assembles them for gfx12, but RDNA4 has only the workgroup barrier and later LLVM "
     "removed them from gfx12 (llvm-project PR #129548)"},
    {S::S_BARRIER_JOIN, kNamedBarriers, "named barriers: not on RDNA4 (llvm-project PR #129548)"},
    {S::S_BARRIER_LEAVE, kNamedBarriers, "named barriers: not on RDNA4 (llvm-project PR #129548)"},
    {S::S_WAKEUP_BARRIER, kNamedBarriers, "named barriers: gfx1250 only in later LLVM (llvm-project PR #170501)"},
    {S::S_GET_BARRIER_STATE, kNamedBarriers,
     "reads a barrier's member and signal counts, whose bit layout the RDNA4 ISA guide the simulator cites does "
     "not give"},
    {S::S_SUBVECTOR_LOOP_BEGIN, kSubvector,
     "wave64 subvector execution (run a loop once per 32-lane half); no compiler emits it and the RDNA3 ISA guide "
     "does not specify how it saves and restores EXEC precisely enough to model"},
    {S::S_SUBVECTOR_LOOP_END, kSubvector, "the end of a wave64 subvector loop (see s_subvector_loop_begin)"},
};

}  // namespace

std::span<const SemanticExclusion> excluded_semantics() { return kExcluded; }

}  // namespace wmmasim::sim
