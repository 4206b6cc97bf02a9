// Operand provenance as people read it: one line per matrix instruction, the operand grids (lanes x register slots,
// each slot's source) as text and SVG through the layout renderers, and every detail as JSON.
#pragma once

#include <cstdint>
#include <functional>
#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "wmmasim/provenance/provenance.h"

namespace wmmasim::sim {

// Names an instruction for reports: its source line ("kernels/x.hip:56") or its pc.
using PcName = std::function<std::string(std::uint32_t pc)>;

// "provenance: kernels/x.hip:56 v_wmma_f32_16x16x16_f16 A ok, B wrong: transpose (load at kernels/x.hip:50), C ok"
std::string provenance_line(const InstructionProvenance& instruction, const PcName& name);

// The grids of the first wrong execution of each operand (or of the first execution when none was wrong): per
// register slot the buffer element it held ("b[3,5]"), "!" after a slot that is not the element expected there,
// "." for a slot with no tagged element. Operands no slot of which held a tagged element (computed) are left out.
std::string provenance_grid_text(const InstructionProvenance& instruction, const TagSpace& tags);
// The same as an SVG picture: expected slots green, wrong ones red with the expected element in the hover text; each
// grid's title names the instruction by `name` (its source line, as the report line does).
std::string provenance_svg(const InstructionProvenance& instruction, const TagSpace& tags, const PcName& name);

nlohmann::json provenance_json(const std::vector<InstructionProvenance>& instructions, const TagSpace& tags,
                               const PcName& name);

}  // namespace wmmasim::sim
