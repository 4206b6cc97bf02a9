#include "wmmasim/layouts/render.h"

#include <fmt/format.h>

#include <algorithm>
#include <cmath>
#include <functional>
#include <map>
#include <nlohmann/json.hpp>
#include <optional>

namespace wmmasim::layouts {
namespace {

// The register slots of a layout in column order (VGPR, then bit position), and what each lane holds.
struct Grid {
  std::vector<Slot> columns;                               // lane field unused
  std::vector<std::vector<std::optional<Element>>> cells;  // [lane][column]
};

Grid grid_of(const OperandLayout& layout) {
  Grid grid;
  for (int v = 0; v < layout.vgprs(); ++v) {
    for (int s = 0; s < layout.slots_per_vgpr(); ++s) {
      const int lo = layout.bit_offset() + s * layout.element_bits();
      grid.columns.push_back(Slot{0, v, lo, lo + layout.element_bits() - 1});
    }
  }
  grid.cells.assign(static_cast<std::size_t>(layout.wave_size()),
                    std::vector<std::optional<Element>>(grid.columns.size()));
  for (const auto& [slot, element] : layout.occupied()) {
    const auto column = static_cast<std::size_t>(slot.vgpr * layout.slots_per_vgpr() +
                                                 (slot.bit_lo - layout.bit_offset()) / layout.element_bits());
    grid.cells[static_cast<std::size_t>(slot.lane)][column] = element;
  }
  return grid;
}

std::string escape_xml(const std::string& text) {
  std::string out;
  for (char c : text) {
    switch (c) {
      case '<':
        out += "&lt;";
        break;
      case '>':
        out += "&gt;";
        break;
      case '&':
        out += "&amp;";
        break;
      case '"':
        out += "&quot;";
        break;
      default:
        out += c;
    }
  }
  return out;
}

// What the coordinates of `layout` mean, for legends: "A (row m, col k)".
std::string coordinate_names(const OperandLayout& layout) {
  const MatrixRole& role = layout.role();
  const std::string name = layout.matrix_name();
  if (role.transposed) return name + "[m][n]";
  if (role.load_source) return "M[source lane][element]";
  switch (role.operand) {
    case MatrixOperand::A:
      return "A[m][k]";
    case MatrixOperand::B:
      return "B[k][n]";
    case MatrixOperand::Index:
      return "index[m][compressed k]";
    default:
      return name + "[m][n]";
  }
}

std::string header_line(const LayoutDocument& doc) {
  return fmt::format("{} {} wave{}{}", doc.arch, doc.instruction, doc.wave_size,
                     doc.opsel ? fmt::format(" OPSEL {}", doc.opsel) : "");
}

}  // namespace

std::string element_label(const OperandLayout& layout, const Element& e) {
  return fmt::format("{}[{}][{}]", layout.matrix_name(), e.row, e.col);
}

std::string slot_label(const Slot& slot) { return fmt::format("v{}[{}:{}]", slot.vgpr, slot.bit_hi, slot.bit_lo); }

std::string csv_row(const Slot& slot, const std::string& matrix, const Element& element) {
  return fmt::format("{},{},{},{},{},{},{}", slot.lane, slot.vgpr, slot.bit_lo, slot.bit_hi, matrix, element.row,
                     element.col);
}

std::string render_csv(const LayoutDocument& doc) {
  std::string out = std::string(kCsvHeader) + "\n";
  for (const OperandLayout* layout : doc.operands) {
    for (const auto& [slot, element] : layout->occupied()) out += csv_row(slot, layout->matrix_name(), element) + "\n";
  }
  return out;
}

std::string render_json(const LayoutDocument& doc) {
  nlohmann::ordered_json root;
  root["arch"] = doc.arch;
  root["instruction"] = doc.instruction;
  root["wave"] = doc.wave_size;
  root["opsel"] = doc.opsel;
  root["notes"] = doc.notes;
  root["operands"] = nlohmann::ordered_json::array();
  for (const OperandLayout* layout : doc.operands) {
    nlohmann::ordered_json op;
    op["operand"] = std::string(operand_name(layout->operand()));
    op["matrix"] = layout->matrix_name();
    op["rows"] = layout->rows();
    op["cols"] = layout->cols();
    op["element_bits"] = layout->element_bits();
    op["vgprs"] = layout->vgprs();
    op["lanes_used"] = layout->lanes_used();
    op["copies"] = layout->copies();
    op["formula"] = layout->formula();
    op["bases"] = layout->map().to_string();
    op["caveat"] = layout->caveat();
    op["slots"] = nlohmann::ordered_json::array();
    for (const auto& [slot, element] : layout->occupied()) {
      op["slots"].push_back({{"lane", slot.lane},
                             {"vgpr", slot.vgpr},
                             {"bit_lo", slot.bit_lo},
                             {"bit_hi", slot.bit_hi},
                             {"row", element.row},
                             {"col", element.col}});
    }
    root["operands"].push_back(std::move(op));
  }
  return root.dump(1) + "\n";
}

namespace {

// One operand's lanes x slots table, each occupied cell's text from `text`; `markdown` selects the Markdown syntax.
std::string grid_table(const OperandLayout& layout, const std::function<std::string(const Slot&, const Element&)>& text,
                       bool markdown) {
  const Grid grid = grid_of(layout);
  std::vector<std::string> header{"lane"};
  for (const Slot& c : grid.columns) header.push_back(slot_label(c));
  std::vector<std::vector<std::string>> rows;
  std::size_t width = 4;
  for (const auto& h : header) width = std::max(width, h.size());
  for (int lane = 0; lane < layout.wave_size(); ++lane) {
    std::vector<std::string> row{std::to_string(lane)};
    for (std::size_t c = 0; c < grid.columns.size(); ++c) {
      const auto& cell = grid.cells[static_cast<std::size_t>(lane)][c];
      Slot where = grid.columns[c];
      where.lane = lane;
      row.push_back(cell ? text(where, *cell) : "-");
      width = std::max(width, row.back().size());
    }
    rows.push_back(std::move(row));
  }
  auto line = [&](const std::vector<std::string>& cells) {
    std::string out = markdown ? "|" : "";
    for (std::size_t i = 0; i < cells.size(); ++i) {
      out += markdown ? fmt::format(" {} |", cells[i]) : fmt::format("{:>{}}{}", cells[i], width, " ");
    }
    if (!markdown) out.pop_back();
    return out + "\n";
  };
  std::string out = line(header);
  if (markdown) out += line(std::vector<std::string>(header.size(), "---"));
  for (const auto& row : rows) out += line(row);
  return out;
}

// A lanes x slots table per operand; `markdown` selects the Markdown table syntax.
std::string render_grid(const LayoutDocument& doc, bool markdown) {
  std::string out = markdown ? fmt::format("# {}\n\n", header_line(doc)) : header_line(doc) + "\n";
  for (const std::string& note : doc.notes) out += markdown ? fmt::format("> {}\n\n", note) : "note: " + note + "\n";
  for (const OperandLayout* layout : doc.operands) {
    out += markdown ? fmt::format("\n## {} ({}-bit elements, {})\n\n", coordinate_names(*layout),
                                  layout->element_bits(), layout->formula())
                    : fmt::format("\n{} ({}-bit elements): {}\n", coordinate_names(*layout), layout->element_bits(),
                                  layout->formula());
    if (!layout->caveat().empty()) out += markdown ? "> " + layout->caveat() + "\n\n" : layout->caveat() + "\n";
    out += grid_table(*layout, [layout](const Slot&, const Element& e) { return element_label(*layout, e); }, markdown);
  }
  return out;
}

// A pastel colour for value v of n, evenly spaced in hue.
std::string colour(int v, int n) {
  const double hue = 360.0 * v / std::max(n, 1);
  const double s = 0.55, l = 0.78;
  const double c = (1 - std::abs(2 * l - 1)) * s;
  const double h = hue / 60.0;
  const double x = c * (1 - std::abs(std::fmod(h, 2.0) - 1));
  double r = 0, g = 0, b = 0;
  if (h < 1)
    r = c, g = x;
  else if (h < 2)
    r = x, g = c;
  else if (h < 3)
    g = c, b = x;
  else if (h < 4)
    g = x, b = c;
  else if (h < 5)
    r = x, b = c;
  else
    r = c, b = x;
  const double m = l - c / 2;
  auto byte = [m](double v) { return static_cast<int>(std::lround((v + m) * 255)); };
  return fmt::format("#{:02x}{:02x}{:02x}", byte(r), byte(g), byte(b));
}

constexpr int kCellWidth = 50;
constexpr int kCellHeight = 18;
constexpr int kLaneLabelWidth = 52;
constexpr int kHeaderHeight = 64;

struct SvgBlock {
  std::string body;
  int width;
  int height;
};

// One operand's grid as SVG elements, with its top-left corner at (0, top): a title, a second line, and each occupied
// cell as `annotate` says.
SvgBlock svg_block(const std::string& title, const std::string& subtitle, const OperandLayout& layout,
                   const CellAnnotator& annotate, int top) {
  const Grid grid = grid_of(layout);
  const int columns = static_cast<int>(grid.columns.size());
  SvgBlock block{"", kLaneLabelWidth + columns * kCellWidth + 8, kHeaderHeight + layout.wave_size() * kCellHeight + 8};
  std::string& s = block.body;
  // Wide enough for the title (13px bold, ~8px a character) and the second line (10px, ~6.1px).
  block.width = std::max({block.width, static_cast<int>(title.size()) * 8 + 8,
                          static_cast<int>(static_cast<double>(subtitle.size()) * 6.1) + 8});
  s += fmt::format("<text x=\"4\" y=\"{}\" class=\"title\">{}</text>\n", top + 16, escape_xml(title));
  s += fmt::format("<text x=\"4\" y=\"{}\" class=\"small\">{}</text>\n", top + 32, escape_xml(subtitle));
  for (int c = 0; c < columns; ++c) {
    const Slot& col = grid.columns[static_cast<std::size_t>(c)];
    const int x = kLaneLabelWidth + c * kCellWidth + kCellWidth / 2;
    s += fmt::format("<text x=\"{}\" y=\"{}\" class=\"head\">v{}</text>\n", x, top + 48, col.vgpr);
    s += fmt::format("<text x=\"{}\" y=\"{}\" class=\"head\">[{}:{}]</text>\n", x, top + 60, col.bit_hi, col.bit_lo);
  }
  for (int lane = 0; lane < layout.wave_size(); ++lane) {
    const int y = top + kHeaderHeight + lane * kCellHeight;
    s += fmt::format("<text x=\"{}\" y=\"{}\" class=\"lane\">lane {}</text>\n", kLaneLabelWidth - 4, y + 13, lane);
    for (int c = 0; c < columns; ++c) {
      const int x = kLaneLabelWidth + c * kCellWidth;
      Slot where = grid.columns[static_cast<std::size_t>(c)];
      where.lane = lane;
      const auto& cell = grid.cells[static_cast<std::size_t>(lane)][static_cast<std::size_t>(c)];
      if (!cell) {
        s += fmt::format(
            "<g><title>lane {} {}: unused</title><rect x=\"{}\" y=\"{}\" width=\"{}\" height=\"{}\" "
            "class=\"unused\"/></g>\n",
            lane, slot_label(where), x, y, kCellWidth, kCellHeight);
        continue;
      }
      const CellAnnotation a = annotate(where, *cell);
      s += fmt::format(
          "<g class=\"cell\"><title>lane {} {} = {}</title>"
          "<rect x=\"{}\" y=\"{}\" width=\"{}\" height=\"{}\" fill=\"{}\"/>"
          "<text x=\"{}\" y=\"{}\">{}</text></g>\n",
          lane, slot_label(where), escape_xml(a.title), x, y, kCellWidth, kCellHeight, a.fill, x + kCellWidth / 2,
          y + 13, escape_xml(a.text));
    }
  }
  return block;
}

// The layout pictures' cells: the element's row and column, coloured by one of them.
CellAnnotator element_cells(const OperandLayout& layout, ColorBy color_by) {
  return [&layout, color_by](const Slot&, const Element& e) {
    const std::string fill = color_by == ColorBy::Row ? colour(e.row, layout.rows()) : colour(e.col, layout.cols());
    return CellAnnotation{fmt::format("{},{}", e.row, e.col), fill, element_label(layout, e)};
  };
}

constexpr const char* kSvgStyle =
    "<style>text{font-family:DejaVu Sans Mono,monospace;font-size:11px;text-anchor:middle}"
    ".title{font-size:13px;font-weight:bold;text-anchor:start}.small{font-size:10px;text-anchor:start}"
    ".head{font-size:10px}.lane{text-anchor:end;font-size:10px}"
    "rect{stroke:#888;stroke-width:0.5}.unused{fill:#eee}.cell:hover rect{stroke:#000;stroke-width:2}</style>\n";

// The white background is styled inline: the style sheet's `rect` stroke beats presentation attributes (CSS over
// SVG attributes) and drew a grey frame on the picture's edges.
std::string svg_page(const std::string& body, int width, int height) {
  return fmt::format(
      "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"{}\" height=\"{}\" viewBox=\"0 0 {} {}\">\n{}"
      "<rect x=\"0\" y=\"0\" width=\"{}\" height=\"{}\" style=\"fill:white;stroke:none\"/>\n{}</svg>\n",
      width, height, width, height, kSvgStyle, width, height, body);
}

std::string svg_document(const LayoutDocument& doc, const std::vector<const OperandLayout*>& layouts,
                         ColorBy color_by) {
  std::string body;
  int width = 0, height = 0;
  for (const OperandLayout* layout : layouts) {
    const std::string title =
        fmt::format("{} — {} wave{} — {} ({}-bit), colour = {}", doc.instruction, layout->matrix_name(),
                    layout->wave_size(), coordinate_names(*layout), layout->element_bits(),
                    color_by == ColorBy::Row ? "row" : "col");
    const std::string formula = layout->formula() + (layout->caveat().empty() ? "" : " — " + layout->caveat());
    const SvgBlock block = svg_block(title, formula, *layout, element_cells(*layout, color_by), height);
    body += block.body;
    width = std::max(width, block.width);
    height += block.height + 12;
  }
  return svg_page(body, width, height);
}

}  // namespace

std::string render_text(const LayoutDocument& doc) { return render_grid(doc, false); }

std::string render_annotated_text(const std::vector<AnnotatedOperand>& operands) {
  std::string out;
  for (const AnnotatedOperand& o : operands) {
    out += o.title + "\n";
    out += grid_table(*o.layout, [&o](const Slot& slot, const Element& e) { return o.annotate(slot, e).text; }, false);
  }
  return out;
}

std::string render_annotated_svg(const std::vector<AnnotatedOperand>& operands) {
  std::string body;
  int width = 0, height = 0;
  for (const AnnotatedOperand& o : operands) {
    const SvgBlock block = svg_block(o.title, o.layout->formula(), *o.layout, o.annotate, height);
    body += block.body;
    width = std::max(width, block.width);
    height += block.height + 12;
  }
  return svg_page(body, width, height);
}
std::string render_markdown(const LayoutDocument& doc) { return render_grid(doc, true); }

std::string render_svg(const LayoutDocument& doc, ColorBy color_by) {
  return svg_document(doc, doc.operands, color_by);
}

std::string render_html(const LayoutDocument& doc, ColorBy color_by) {
  std::string page = fmt::format(
      "<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\"><title>{}</title>\n"
      "<style>body{{font-family:sans-serif;margin:16px}}.operands{{display:flex;flex-wrap:wrap;gap:24px;align-items:flex-start}}"
      ".operands>div{{width:min-content}}.operands code{{overflow-wrap:anywhere}}"
      "#info{{position:sticky;top:0;background:#fffbe6;border:1px solid #ccc;padding:6px;font-family:monospace;"
      "min-height:1.2em}}</style></head><body>\n<h1>{}</h1>\n",
      escape_xml(header_line(doc)), escape_xml(header_line(doc)));
  for (const std::string& note : doc.notes) page += "<p>" + escape_xml(note) + "</p>\n";
  page += "<div id=\"info\">hover a cell: lane, register bits and element</div>\n<div class=\"operands\">\n";
  for (const OperandLayout* layout : doc.operands) {
    page += fmt::format("<div><h2>{}</h2><p><code>{}</code></p>\n", coordinate_names(*layout),
                        escape_xml(layout->formula()));
    if (!layout->caveat().empty()) page += "<p><b>" + escape_xml(layout->caveat()) + "</b></p>\n";
    page += svg_document(doc, {layout}, color_by) + "</div>\n";
  }
  page +=
      "</div>\n<script>document.querySelectorAll('g.cell').forEach(function(g){g.addEventListener('mouseenter',"
      "function(){document.getElementById('info').textContent=g.querySelector('title').textContent;});});</script>\n"
      "</body></html>\n";
  return page;
}

}  // namespace wmmasim::layouts
