// Renderings of operand layouts, all produced from the same OperandLayout data: a text or Markdown grid
// (lanes x register slots), the CSV contract, JSON, an SVG picture and a self-contained HTML page.
//
// CSV contract (tests and other tools rely on it exactly): header `lane,vgpr,bit_lo,bit_hi,matrix,row,col`,
// one line per occupied register slot, replicas included; vgpr relative to the operand's first VGPR;
// matrix is A, B, C, D, index (SWMMAC sparsity index) or M (global_load_tr: row = source lane, col =
// element of that lane's run); A: row = m, col = k (SWMMAC: k in the compressed K); B: row = k, col = n;
// C/D: row = m, col = n; index: row = m, col = compressed k.
#pragma once

#include <functional>
#include <string>
#include <vector>

#include "wmmasim/layouts/operand_layout.h"

namespace wmmasim::layouts {

// What is being shown: an instruction in one wave size, and the layouts of some of its operands.
struct LayoutDocument {
  std::string arch;         // e.g. "gfx1201"
  std::string instruction;  // mnemonic
  int wave_size = 32;
  int opsel = 0;
  std::vector<const OperandLayout*> operands;
  std::vector<std::string> notes;  // printed with the document (caveats, conventions)
};

enum class ColorBy { Row, Col };

// The CSV header line, without the newline.
inline constexpr const char* kCsvHeader = "lane,vgpr,bit_lo,bit_hi,matrix,row,col";

std::string csv_row(const Slot& slot, const std::string& matrix, const Element& element);
std::string render_csv(const LayoutDocument& doc);
std::string render_json(const LayoutDocument& doc);
std::string render_text(const LayoutDocument& doc);
std::string render_markdown(const LayoutDocument& doc);
// One SVG per document: the operands' grids stacked top to bottom.
std::string render_svg(const LayoutDocument& doc, ColorBy color_by);
// One page with all operands side by side; hovering a cell shows its lane, register bits and element.
std::string render_html(const LayoutDocument& doc, ColorBy color_by);

// A layout's grid with what the caller wants shown in each occupied cell (operand provenance: each slot's source).
struct CellAnnotation {
  std::string text;   // in the cell
  std::string fill;   // SVG fill colour, "#rrggbb"
  std::string title;  // SVG hover text, after the lane and register bits
};
using CellAnnotator = std::function<CellAnnotation(const Slot& slot, const Element& element)>;
struct AnnotatedOperand {
  std::string title;  // the operand's heading
  const OperandLayout* layout = nullptr;
  CellAnnotator annotate;
};
// Lanes x register slots, as render_text, with each cell's text from its annotation.
std::string render_annotated_text(const std::vector<AnnotatedOperand>& operands);
// The operands' grids stacked top to bottom, as render_svg, coloured and labelled by their annotations.
std::string render_annotated_svg(const std::vector<AnnotatedOperand>& operands);

// "A[3][5]"-style label of an element of `layout`.
std::string element_label(const OperandLayout& layout, const Element& e);
// "v1[31:16]"-style label of a register slot.
std::string slot_label(const Slot& slot);

}  // namespace wmmasim::layouts
