#include "wmmasim/provenance/report.h"

#include <fmt/format.h>

#include "wmmasim/layouts/render.h"

namespace wmmasim::sim {
namespace {

using layouts::CellAnnotation;
using layouts::Element;
using layouts::OperandLayout;
using layouts::Slot;

const OperandLayout& layout_of(const InstructionProvenance& instruction, const OperandProvenance& operand) {
  const int opsel = operand.operand == layouts::MatrixOperand::C ? instruction.opsel : 0;
  return layouts::layout_for(*instruction.op, operand.operand, instruction.wave_size, opsel);
}

std::string describe(const OperandProvenance& p, const PcName& name) {
  const std::string_view operand = layouts::operand_name(p.operand);
  switch (p.verdict) {
    case OperandVerdict::Expected: return fmt::format("{} ok", operand);
    case OperandVerdict::Computed: return fmt::format("{} computed", operand);
    case OperandVerdict::Untraced: return fmt::format("{} not traced (elements too narrow for tags)", operand);
    case OperandVerdict::Wrong: break;
  }
  const std::string pattern = p.patterns.empty() ? fmt::format("{} element(s) not as expected, no known pattern",
                                                               p.wrong_slots)
                                                 : fmt::format("{}", fmt::join(p.patterns, " or "));
  const std::string load = p.load_pc == kNoLoad ? "" : fmt::format(" (load at {})", name(p.load_pc));
  const std::string how_often = p.wrong == p.executions ? "" : fmt::format(" in {} of {} executions", p.wrong, p.executions);
  return fmt::format("{} wrong: {}{}{}", operand, pattern, load, how_often);
}

// What the grids show of an operand: its first wrong execution, else its first; nothing for an operand no slot of
// which came from a tagged buffer.
const OperandSnapshot* shown(const OperandProvenance& p) {
  if (p.verdict == OperandVerdict::Computed || p.verdict == OperandVerdict::Untraced) return nullptr;
  if (p.first_wrong) return &*p.first_wrong;
  return p.first && !p.first->actual.empty() ? &*p.first : nullptr;
}

std::string source_label(const TagSpace& tags, const ElementSource& s) {
  if (!s.from_memory()) return ".";
  return fmt::format("{}[{},{}]", tags.buffers()[static_cast<std::size_t>(s.buffer)].name, s.row, s.col);
}

struct ShownCell {
  ElementSource actual, expected;
  bool right() const { return actual == expected; }
};

ShownCell cell_of(const OperandLayout& layout, const OperandSnapshot& s, const Element& e) {
  const auto i = static_cast<std::size_t>(e.row * layout.cols() + e.col);
  return {s.actual[i], s.expected[i]};
}

// "v_wmma_f32_16x16x16_f16 B at tile.hip:33: wrong (transpose), workgroup 0 wave 0"; `where` names the pc.
std::string operand_title(const InstructionProvenance& instruction, const OperandProvenance& p,
                          const OperandSnapshot& s, const std::string& where) {
  return fmt::format("{} {} at {}: {} ({}), workgroup {} wave {}", instruction.op->mnemonic,
                     layouts::operand_name(p.operand), where, verdict_name(p.verdict),
                     p.patterns.empty() ? "slot = buffer[row,col] it held" : fmt::format("{}", fmt::join(p.patterns, " or ")),
                     s.workgroup, s.wave);
}

// The grids of the operands shown (shown()), each cell annotated by annotate(layout, cell, element).
template <typename Annotate>
std::vector<layouts::AnnotatedOperand> shown_grids(const InstructionProvenance& instruction, const Annotate& annotate,
                                                   const std::string& where) {
  std::vector<layouts::AnnotatedOperand> grids;
  for (const OperandProvenance& p : instruction.per_operand) {
    const OperandSnapshot* s = shown(p);
    if (s == nullptr) continue;
    const OperandLayout& layout = layout_of(instruction, p);
    grids.push_back({operand_title(instruction, p, *s, where), &layout, [annotate, &layout, s](const Slot&, const Element& e) {
                       return annotate(layout, cell_of(layout, *s, e), e);
                     }});
  }
  return grids;
}

}  // namespace

std::string provenance_line(const InstructionProvenance& instruction, const PcName& name) {
  std::vector<std::string> operands;
  for (const OperandProvenance& p : instruction.per_operand) operands.push_back(describe(p, name));
  const OperandProvenance& a = instruction.per_operand.front();
  std::string k_order;
  if (a.shared_k_order > 0) {
    const std::string how_often =
        a.shared_k_order == instruction.executions ? "" : fmt::format(" in {} of {} executions", a.shared_k_order,
                                                                     instruction.executions);
    k_order = fmt::format("; A and B in K order {}{} (the layout's own differs: the same products, summed in another "
                          "order)",
                          a.k_order, how_often);
  }
  if (!a.a_k_order.empty()) {
    k_order += fmt::format("; A and B do not share a K order: A holds K in the order {}, B in {}", a.a_k_order,
                           a.b_k_order);
  }
  return fmt::format("provenance: {} {} {}{}", name(instruction.pc), instruction.op->mnemonic, fmt::join(operands, ", "),
                     k_order);
}

std::string provenance_grid_text(const InstructionProvenance& instruction, const TagSpace& tags) {
  return layouts::render_annotated_text(
      shown_grids(instruction, [&tags](const OperandLayout&, const ShownCell& c, const Element&) {
        return CellAnnotation{source_label(tags, c.actual) + (c.right() ? "" : "!"), "", ""};
      },
      fmt::format("pc {:#x}", instruction.pc)));
}

std::string provenance_svg(const InstructionProvenance& instruction, const TagSpace& tags, const PcName& name) {
  return layouts::render_annotated_svg(
      shown_grids(instruction, [&tags](const OperandLayout& layout, const ShownCell& c, const Element& e) {
        const std::string wants =
            fmt::format("{}[{}][{}] wants {}", layout.matrix_name(), e.row, e.col, source_label(tags, c.expected));
        if (!c.actual.from_memory()) return CellAnnotation{".", "#dddddd", wants + ", holds no tagged element"};
        const std::string text = fmt::format("{},{}", c.actual.row, c.actual.col);
        return CellAnnotation{text, c.right() ? "#c8ecc4" : "#f4a6a6", wants + ", holds " + source_label(tags, c.actual)};
      },
      name(instruction.pc)));
}

nlohmann::json provenance_json(const std::vector<InstructionProvenance>& instructions, const TagSpace& tags,
                               const PcName& name) {
  nlohmann::json all = nlohmann::json::array();
  for (const InstructionProvenance& instruction : instructions) {
    nlohmann::json by_operand = nlohmann::json::object();
    for (const OperandProvenance& p : instruction.per_operand) {
      nlohmann::json o{{"verdict", verdict_name(p.verdict)}, {"executions", p.executions}, {"expected", p.expected},
                       {"shared_k_order", p.shared_k_order}, {"wrong", p.wrong}, {"patterns", p.patterns}};
      if (p.wrong > 0) {
        o["wrong_elements"] = p.wrong_slots;
        if (p.load_pc != kNoLoad) o["load"] = {{"pc", p.load_pc}, {"source", name(p.load_pc)}};
      }
      if (const OperandSnapshot* s = shown(p)) {
        const OperandLayout& layout = layout_of(instruction, p);
        nlohmann::json elements = nlohmann::json::array();
        for (int r = 0; r < layout.rows(); ++r) {
          for (int c = 0; c < layout.cols(); ++c) {
            const ShownCell cell = cell_of(layout, *s, {r, c});
            elements.push_back({{"row", r}, {"col", c}, {"holds", source_label(tags, cell.actual)},
                                {"expected", source_label(tags, cell.expected)}});
          }
        }
        o["shown"] = {{"workgroup", s->workgroup}, {"wave", s->wave}, {"elements", elements}};
      }
      by_operand[std::string(layouts::operand_name(p.operand))] = o;
    }
    all.push_back({{"pc", instruction.pc}, {"source", name(instruction.pc)}, {"instruction", instruction.op->mnemonic},
                   {"executions", instruction.executions}, {"operands", by_operand}});
  }
  return all;
}

}  // namespace wmmasim::sim
