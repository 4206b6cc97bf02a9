// The semantic-function tables: every component's bindings joined into arrays indexed by isa::Semantic, built
// once. A key bound twice is a programming error caught at start-up.
#include <array>
#include <stdexcept>
#include <string>
#include <vector>

#include "../internal.h"
#include "../translate.h"

namespace wmmasim::sim::exec {
namespace {

struct Tables {
  std::vector<SemanticFn> step;
  std::vector<LaneOp> lane;
  std::vector<Translator> translate;
};

const Tables& tables() {
  static const Tables built = [] {
    Tables t;
    const std::size_t count = isa::all_semantics().size();
    t.step.assign(count, nullptr);
    t.lane.assign(count, nullptr);
    t.translate.assign(count, nullptr);
    const auto bind_steps = [&](std::span<const Binding> bindings) {
      for (const Binding& b : bindings) {
        auto& slot = t.step[static_cast<std::size_t>(b.semantic)];
        if (slot != nullptr) throw std::logic_error("semantic bound twice: " + std::string(isa::semantic_name(b.semantic)));
        slot = b.execute;
        t.translate[static_cast<std::size_t>(b.semantic)] = b.translate;
      }
    };
    const auto bind_lanes = [&](std::span<const LaneBinding> bindings) {
      for (const LaneBinding& b : bindings) {
        auto& slot = t.lane[static_cast<std::size_t>(b.semantic)];
        if (slot != nullptr || t.step[static_cast<std::size_t>(b.semantic)] != nullptr) {
          throw std::logic_error("semantic bound twice: " + std::string(isa::semantic_name(b.semantic)));
        }
        slot = b.compute;
        t.translate[static_cast<std::size_t>(b.semantic)] = b.translate;
      }
    };
    for (const auto bindings : {salu_bindings(), control_bindings(), smem_bindings(), valu_int_bindings(),
                                valu_float_bindings(), valu_wide_bindings(), vcmp_bindings(), vmem_bindings(),
                                vmem_atomic_bindings(), buffer_bindings(), scratch_bindings(), lds_bindings(), matrix_bindings(),
                                salu_float_bindings(), hwreg_bindings(), valu16_bindings(), valu_packed_bindings(),
                                valu_misc_bindings()}) {
      bind_steps(bindings);
    }
    bind_lanes(valu_int_lane_ops());
    bind_lanes(valu_float_lane_ops());
    bind_lanes(valu_misc_lane_ops());
    return t;
  }();
  return built;
}

}  // namespace

SemanticFn semantic_function(isa::Semantic semantic) { return tables().step[static_cast<std::size_t>(semantic)]; }
LaneOp lane_op(isa::Semantic semantic) { return tables().lane[static_cast<std::size_t>(semantic)]; }
Translator translator(isa::Semantic semantic) { return tables().translate[static_cast<std::size_t>(semantic)]; }

}  // namespace wmmasim::sim::exec

namespace wmmasim::sim {

bool has_semantic_function(isa::Semantic semantic) {
  return exec::semantic_function(semantic) != nullptr || exec::lane_op(semantic) != nullptr;
}

}  // namespace wmmasim::sim
