// `wmmasim layout`: where each matrix element of a WMMA/SWMMAC operand or a global_load_tr result lives
// (lane, VGPR, bits), in both directions, with instruction facts and pictures. All output comes from
// layouts/ (OperandLayout and the renderers); the whole output is built in memory and printed at the end,
// so an error leaves stdout empty. docs/cli.md and docs/layouts.md describe it.
#include <fmt/format.h>

#include <iostream>
#include <nlohmann/json.hpp>
#include <optional>
#include <stdexcept>

#include "command.h"
#include "wmmasim/isa/arch.h"
#include "wmmasim/isa/matrix_ops.h"
#include "wmmasim/layouts/operand_layout.h"
#include "wmmasim/layouts/render.h"
#include "wmmasim/layouts/sparsity.h"

namespace po = boost::program_options;

namespace wmmasim::cli {
namespace {

using layouts::Element;
using layouts::LayoutDocument;
using layouts::MatrixOperand;
using layouts::OperandLayout;
using layouts::Slot;

constexpr std::string_view kUsage =
    "wmmasim layout --arch ARCH (--list | --instr MNEMONIC [--wave 32|64] [--operand A|B|C|D|index] [--opsel N]\n"
    "               [--detail | --get-register -I i -J j -K k | --get-element --lane L --vgpr V --bit B])\n"
    "               [--format text|markdown|csv|json|svg|html] [--color-by row|col]";

constexpr std::string_view kHelpTail =
    "Where each element of a WMMA/SWMMAC operand or a global_load_tr result lives (lane, VGPR, bits), both ways,\n"
    "with the instruction's facts and pictures (docs/layouts.md).\n\n"
    "exit codes: 0 printed; 2 bad input (unknown target, instruction, operand or index)\n"
    "example: wmmasim layout --arch gfx1201 --instr v_wmma_f32_16x16x16_f16 --operand A";

struct Options {
  std::string arch, instr, operand, format = "text", color_by = "row";
  int wave = 32, opsel = 0;
  bool list = false, detail = false, get_register = false, get_element = false;
  std::optional<int> i, j, k, lane, vgpr, bit;
};

enum class Format { Text, Markdown, Csv, Json, Svg, Html };

Format parse_format(const std::string& name) {
  if (name == "text") return Format::Text;
  if (name == "markdown") return Format::Markdown;
  if (name == "csv") return Format::Csv;
  if (name == "json") return Format::Json;
  if (name == "svg") return Format::Svg;
  if (name == "html") return Format::Html;
  throw UsageError("unknown --format '" + name + "': use text, markdown, csv, json, svg or html");
}

// The instruction being described: a matrix op or a transpose load (exactly one is set).
struct Instruction {
  const isa::MatrixOp* op = nullptr;
  const isa::TransposeLoad* load = nullptr;
};

Instruction find_instruction(const isa::Target& target, const std::string& mnemonic) {
  if (const isa::MatrixOp* op = isa::find_matrix_op(target.family, mnemonic)) return {op, nullptr};
  if (const isa::TransposeLoad* load = isa::find_transpose_load(mnemonic)) {
    if (target.family != isa::Family::Gfx12) {
      throw UsageError(fmt::format("--instr {} exists on gfx12 only, not on {}: use --arch gfx1200 or gfx1201",
                                   mnemonic, target.name));
    }
    return {nullptr, load};
  }
  throw UsageError(fmt::format("unknown --instr '{}' for {}: see 'wmmasim layout --arch {} --list'", mnemonic,
                               target.name, target.name));
}

std::vector<MatrixOperand> operands_of(const isa::MatrixOp& op) {
  if (op.kind == isa::MatrixKind::Sparse) return {MatrixOperand::A, MatrixOperand::B, MatrixOperand::D, MatrixOperand::Index};
  return {MatrixOperand::A, MatrixOperand::B, MatrixOperand::C, MatrixOperand::D};
}

// OPSEL changes gfx11 16-bit C/D (OPSEL[2]) and the SWMMAC index (index_key); refuse it elsewhere, as AMD's
// calculator does.
void check_opsel(const isa::MatrixOp& op, const std::vector<MatrixOperand>& shown, int opsel) {
  if (opsel == 0) return;
  if (opsel < 0 || opsel > 7) throw UsageError(fmt::format("--opsel {} is outside the 3-bit field 0..7", opsel));
  auto shows = [&](MatrixOperand o) { return std::ranges::find(shown, o) != shown.end(); };
  if (op.has_opsel_half()) {
    if (opsel != 4) throw UsageError(fmt::format("--opsel {}: {} accepts only 0 and 4 (OPSEL[2])", opsel, op.mnemonic));
    if (!shows(MatrixOperand::C) && !shows(MatrixOperand::D)) {
      throw UsageError("--opsel changes only the C and D layouts of " + std::string(op.mnemonic));
    }
    return;
  }
  if (op.kind == isa::MatrixKind::Sparse) {
    if (!shows(MatrixOperand::Index)) {
      throw UsageError("--opsel (index_key) changes only the index layout of " + std::string(op.mnemonic));
    }
    return;
  }
  throw UsageError(
      fmt::format("--opsel: {} on {} has no OPSEL-dependent layout", op.mnemonic, isa::family_name(op.family)));
}

struct Selection {
  LayoutDocument doc;
  Instruction instruction;
};

Selection select(const Options& o, const isa::Target& target) {
  const Instruction ins = find_instruction(target, o.instr);
  if (o.wave != 32 && o.wave != 64) throw UsageError(fmt::format("--wave {} is not 32 or 64", o.wave));
  Selection sel{LayoutDocument{std::string(target.name), o.instr, o.wave, o.opsel, {}, {}}, ins};
  if (ins.load) {
    if (!o.operand.empty()) {
      throw UsageError(
          fmt::format("--operand: {} has one layout (memory run -> destination VGPRs); drop --operand", o.instr));
    }
    if (o.opsel != 0) throw UsageError(fmt::format("--opsel: {} has no OPSEL field", o.instr));
    sel.doc.operands.push_back(&layouts::transpose_load_layout(*ins.load, o.wave));
    sel.doc.notes.push_back(
        "M[source lane][element]: the element-th value of the contiguous run that source lane's address points to; "
        "EXEC must be all ones");
    if (o.wave == 64) sel.doc.notes.push_back(sel.doc.operands.front()->caveat());
    return sel;
  }
  std::vector<MatrixOperand> shown = operands_of(*ins.op);
  if (!o.operand.empty()) {
    const std::optional<MatrixOperand> operand = layouts::parse_operand(o.operand);
    if (!operand) throw UsageError("unknown --operand '" + o.operand + "': use A, B, C, D or index");
    if (*operand == MatrixOperand::Index && ins.op->kind != isa::MatrixKind::Sparse) {
      throw UsageError(fmt::format("--operand index: {} has no sparsity index (only v_swmmac_* do)", o.instr));
    }
    shown = {*operand};
  }
  check_opsel(*ins.op, shown, o.opsel);
  for (MatrixOperand operand : shown) {
    const bool reads_opsel = operand == MatrixOperand::Index || ins.op->has_opsel_half();
    sel.doc.operands.push_back(&layouts::layout_for(*ins.op, operand, o.wave, reads_opsel ? o.opsel : 0));
  }
  if (ins.op->kind == isa::MatrixKind::Sparse) {
    sel.doc.notes.push_back(
        "SWMMAC: A is stored compressed (16 x K/2); A's col is the position c in the compressed K; the index holds "
        "2 bits per compressed element, its position p in its group of four, so logical k = 4*(c/2) + p; C is D");
  }
  if (ins.op->family == isa::Family::Gfx12 && isa::element_bits(ins.op->a_type) == 16) {
    sel.doc.notes.push_back(
        "16-bit A/B follow the ISA's \"runs of four\" K order; most software loads \"contiguous eight\", which gives "
        "the same D (a K permutation; docs/layouts.md)");
  }
  return sel;
}

// ---- --list ---------------------------------------------------------------------------------------------

std::string vgprs(const isa::MatrixOp& op, int wave) {
  const isa::OperandRegisters& r = op.registers(wave);
  return fmt::format("{}/{}/{}{}", r.a, r.b, r.cd,
                     op.kind == isa::MatrixKind::Sparse ? fmt::format("/{}", r.index) : "");
}

std::string types(const isa::MatrixOp& op) {
  return fmt::format("{} <- {} x {}", isa::element_type_name(op.cd_type), isa::element_type_name(op.a_type),
                     isa::element_type_name(op.b_type));
}

std::string render_list(const isa::Target& target, Format format) {
  const auto ops = isa::matrix_ops(target.family);
  if (format == Format::Json) {
    nlohmann::ordered_json root;
    root["arch"] = std::string(target.name);
    root["instructions"] = nlohmann::ordered_json::array();
    for (const isa::MatrixOp& op : ops) {
      nlohmann::ordered_json entry{{"mnemonic", op.mnemonic},
                                   {"kind", op.kind == isa::MatrixKind::Sparse ? "swmmac" : "wmma"},
                                   {"m", op.m},
                                   {"n", op.n},
                                   {"k", op.k},
                                   {"a_type", isa::element_type_name(op.a_type)},
                                   {"b_type", isa::element_type_name(op.b_type)},
                                   {"cd_type", isa::element_type_name(op.cd_type)},
                                   {"cycles", op.cycles},
                                   {"flops", op.flops()},
                                   {"flop_per_clk_per_cu", op.flop_per_clk_per_cu()},
                                   {"opcode", op.opcode}};
      for (int wave : {32, 64}) {
        const isa::OperandRegisters& r = op.registers(wave);
        entry[fmt::format("vgprs_wave{}", wave)] = {{"a", r.a}, {"b", r.b}, {"cd", r.cd}, {"index", r.index}};
      }
      root["instructions"].push_back(entry);
    }
    if (target.family == isa::Family::Gfx12) {
      for (const isa::TransposeLoad& t : isa::all_transpose_loads()) {
        root["instructions"].push_back({{"mnemonic", t.mnemonic},
                                        {"kind", "transpose_load"},
                                        {"element_bits", t.element_bits},
                                        {"vgprs_wave32", t.vgprs_wave32},
                                        {"vgprs_wave64", t.vgprs_wave64},
                                        {"opcode", t.opcode}});
      }
    }
    return root.dump(1) + "\n";
  }
  const std::vector<std::string> header{"mnemonic", "shape",  "types",        "VGPRs A/B/CD[/idx] w32",
                                        "w64",      "cycles", "FLOPs/clk/CU", "opcode"};
  std::vector<std::vector<std::string>> rows;
  for (const isa::MatrixOp& op : ops) {
    rows.push_back({std::string(op.mnemonic), fmt::format("{}x{}x{}", op.m, op.n, op.k), types(op), vgprs(op, 32),
                    vgprs(op, 64), std::to_string(op.cycles), fmt::format("{:.0f}", op.flop_per_clk_per_cu()),
                    fmt::format("0x{:02x}", op.opcode)});
  }
  if (target.family == isa::Family::Gfx12) {
    for (const isa::TransposeLoad& t : isa::all_transpose_loads()) {
      rows.push_back({std::string(t.mnemonic), "16x16 (load)", fmt::format("{}-bit", t.element_bits),
                      std::to_string(t.vgprs_wave32), std::to_string(t.vgprs_wave64), "-", "-",
                      fmt::format("0x{:02x}", t.opcode)});
    }
  }
  std::string out;
  if (format == Format::Csv) {
    out = "mnemonic,shape,types,vgprs_wave32,vgprs_wave64,cycles,flop_per_clk_per_cu,opcode\n";
    for (const auto& r : rows) out += fmt::format("{}\n", fmt::join(r, ","));
    return out;
  }
  const bool md = format == Format::Markdown;
  std::vector<std::size_t> width(header.size());
  for (std::size_t c = 0; c < header.size(); ++c) {
    width[c] = header[c].size();
    for (const auto& r : rows) width[c] = std::max(width[c], r[c].size());
  }
  auto line = [&](const std::vector<std::string>& cells) {
    std::string text = md ? "|" : "";
    for (std::size_t c = 0; c < cells.size(); ++c) {
      text += md ? fmt::format(" {} |", cells[c]) : fmt::format("{:<{}}  ", cells[c], width[c]);
    }
    while (!md && text.ends_with(' ')) text.pop_back();
    return text + "\n";
  };
  out = md ? fmt::format("# Matrix instructions of {} ({})\n\n", target.name, isa::family_name(target.family))
           : fmt::format("{} ({}): cycles are wave32 issue cycles; FLOPs count 2 per multiply-add\n", target.name,
                         isa::family_name(target.family));
  out += line(header);
  if (md) out += line(std::vector<std::string>(header.size(), "---"));
  for (const auto& r : rows) out += line(r);
  return out;
}

// ---- --detail -------------------------------------------------------------------------------------------

std::string render_detail(const Selection& sel, Format format) {
  const LayoutDocument& doc = sel.doc;
  if (format == Format::Json) {
    nlohmann::ordered_json root = nlohmann::ordered_json::parse(layouts::render_json(doc));
    for (auto& op : root["operands"]) op.erase("slots");
    if (const isa::MatrixOp* op = sel.instruction.op) {
      root["shape"] = {op->m, op->n, op->k};
      root["types"] = types(*op);
      root["cycles"] = op->cycles;
      root["flop_per_clk_per_cu"] = op->flop_per_clk_per_cu();
      root["opcode"] = op->opcode;
    } else {
      root["opcode"] = sel.instruction.load->opcode;
    }
    return root.dump(1) + "\n";
  }
  if (format != Format::Text && format != Format::Markdown) {
    throw UsageError("--detail prints text, markdown or json; use --format text, markdown or json");
  }
  const bool md = format == Format::Markdown;
  std::string out = md ? fmt::format("# {} on {} (wave{})\n\n", doc.instruction, doc.arch, doc.wave_size)
                       : fmt::format("{} on {} (wave{})\n", doc.instruction, doc.arch, doc.wave_size);
  auto item = [&](const std::string& key, const std::string& value) {
    out += md ? fmt::format("* **{}**: {}\n", key, value) : fmt::format("  {:<14} {}\n", key + ":", value);
  };
  if (const isa::MatrixOp* op = sel.instruction.op) {
    item("family", std::string(isa::family_name(op->family)));
    item("encoding", fmt::format("VOP3P opcode 0x{:02x}", op->opcode));
    item("shape", fmt::format("M={} N={} K={}{}", op->m, op->n, op->k,
                              op->kind == isa::MatrixKind::Sparse ? " (A 2:4 sparse, stored 16 x K/2)" : ""));
    item("types", types(*op));
    item("cycles", fmt::format("{} (wave32, AMD matrix-instruction calculator)", op->cycles));
    item("FLOPs", fmt::format("{} per instruction, {:.0f} per clock per CU", op->flops(), op->flop_per_clk_per_cu()));
    item("VGPRs wave32", vgprs(*op, 32) + " (A/B/CD" + (op->kind == isa::MatrixKind::Sparse ? "/index)" : ")"));
    item("VGPRs wave64", vgprs(*op, 64));
    if (op->kind == isa::MatrixKind::Sparse) {
      item("index_key", fmt::format("0..{} (OPSEL)", layouts::index_key_count(*op, doc.wave_size) - 1));
    }
    if (op->has_opsel_half()) item("OPSEL", "4 (OPSEL[2]) puts C/D in bits [31:16]; 0 in [15:0]");
  } else {
    const isa::TransposeLoad& t = *sel.instruction.load;
    item("encoding", fmt::format("VGLOBAL opcode 0x{:02x}", t.opcode));
    item("elements", fmt::format("{}-bit, 8 per source lane", t.element_bits));
    item("VGPRs", fmt::format("{} (wave32), {} (wave64)", t.vgprs_wave32, t.vgprs_wave64));
  }
  for (const std::string& note : doc.notes) item("note", note);
  out += md ? "\n## Operands\n\n" : "operands:\n";
  for (const OperandLayout* layout : doc.operands) {
    const std::string summary =
        fmt::format("{}x{} {}-bit elements in {} VGPRs, lanes 0..{}, {} cop{} of each element", layout->rows(),
                    layout->cols(), layout->element_bits(), layout->vgprs(), layout->lanes_used() - 1, layout->copies(),
                    layout->copies() == 1 ? "y" : "ies");
    out += md ? fmt::format("* **{}**: {}; `{}`{}\n", layout->matrix_name(), summary, layout->formula(),
                            layout->caveat().empty() ? "" : "; " + layout->caveat())
              : fmt::format("  {:<6} {}\n         {}\n{}", layout->matrix_name(), summary, layout->formula(),
                            layout->caveat().empty() ? "" : "         " + layout->caveat() + "\n");
  }
  return out;
}

// ---- --get-register / --get-element ---------------------------------------------------------------------

// The element of `layout` the user asked for with -I/-J/-K, checked against the matrix shape.
Element requested_element(const OperandLayout& layout, const Options& o) {
  struct Index {
    const char* flag;
    const std::optional<int>* value;
  };
  const std::string m = layout.matrix_name();
  const layouts::MatrixRole& role = layout.role();
  const bool k_cols = role.operand == layouts::MatrixOperand::A || role.operand == layouts::MatrixOperand::Index;
  Index row{"-I", &o.i}, col{"-J", &o.j};
  if (!role.load_source && k_cols) col = {"-K", &o.k};
  if (!role.load_source && role.operand == layouts::MatrixOperand::B) row = {"-K", &o.k};
  auto get = [&](const Index& index, int size, const char* what) {
    if (!index.value->has_value()) {
      throw UsageError(fmt::format("--get-register: {} needs {} ({})", m, index.flag, what));
    }
    const int v = **index.value;
    if (v < 0 || v >= size) {
      throw UsageError(fmt::format("--get-register: {} {} is outside 0..{} for {} ({}x{})", index.flag, v, size - 1, m,
                                   layout.rows(), layout.cols()));
    }
    return v;
  };
  const char* row_name = m == "B" ? "k" : m == "M" ? "source lane" : "m";
  const char* col_name = m == "A" ? "k" : m == "index" ? "compressed k" : m == "M" ? "element" : "n";
  return Element{get(row, layout.rows(), row_name), get(col, layout.cols(), col_name)};
}

std::string render_get_register(const Selection& sel, const Options& o, Format format) {
  struct Hit {
    const OperandLayout* layout;
    Element element;
    std::vector<Slot> slots;
  };
  std::vector<Hit> hits;
  for (const OperandLayout* layout : sel.doc.operands) {
    const Element e = requested_element(*layout, o);
    hits.push_back({layout, e, layout->slots_of(e)});
  }
  switch (format) {
    case Format::Csv: {
      std::string out = std::string(layouts::kCsvHeader) + "\n";
      for (const Hit& h : hits) {
        for (const Slot& s : h.slots) out += layouts::csv_row(s, h.layout->matrix_name(), h.element) + "\n";
      }
      return out;
    }
    case Format::Json: {
      nlohmann::ordered_json root{{"arch", sel.doc.arch},
                                  {"instruction", sel.doc.instruction},
                                  {"wave", sel.doc.wave_size},
                                  {"opsel", sel.doc.opsel}};
      root["locations"] = nlohmann::ordered_json::array();
      for (const Hit& h : hits) {
        for (const Slot& s : h.slots) {
          root["locations"].push_back({{"matrix", h.layout->matrix_name()},
                                       {"row", h.element.row},
                                       {"col", h.element.col},
                                       {"lane", s.lane},
                                       {"vgpr", s.vgpr},
                                       {"bit_lo", s.bit_lo},
                                       {"bit_hi", s.bit_hi}});
        }
      }
      return root.dump(1) + "\n";
    }
    case Format::Text:
    case Format::Markdown: {
      std::string out;
      for (const Hit& h : hits) {
        std::vector<std::string> where;
        for (const Slot& s : h.slots)
          where.push_back(fmt::format("v{}{{{}}}.[{}:{}]", s.vgpr, s.lane, s.bit_hi, s.bit_lo));
        const std::string text =
            fmt::format("{} = {}", layouts::element_label(*h.layout, h.element), fmt::join(where, ", "));
        out += format == Format::Markdown ? "* `" + text + "`\n" : text + "\n";
      }
      return out;
    }
    default:
      throw UsageError("--get-register prints text, markdown, csv or json");
  }
}

std::string render_get_element(const Selection& sel, const Options& o, Format format) {
  if (sel.doc.operands.size() != 1) {
    throw UsageError("--get-element needs --operand (A, B, C, D or index) for " + sel.doc.instruction);
  }
  if (!o.lane || !o.vgpr || !o.bit) throw UsageError("--get-element needs --lane, --vgpr and --bit");
  const OperandLayout& layout = *sel.doc.operands.front();
  if (*o.lane < 0 || *o.lane >= layout.wave_size()) {
    throw UsageError(
        fmt::format("--lane {} is outside 0..{} (wave{})", *o.lane, layout.wave_size() - 1, layout.wave_size()));
  }
  if (*o.vgpr < 0 || *o.vgpr >= layout.vgprs()) {
    throw UsageError(fmt::format("--vgpr {} is outside 0..{}: {} has {} VGPRs per lane", *o.vgpr, layout.vgprs() - 1,
                                 layout.matrix_name(), layout.vgprs()));
  }
  if (*o.bit < 0 || *o.bit > 31) throw UsageError(fmt::format("--bit {} is outside 0..31", *o.bit));
  const std::optional<Element> e = layout.element_at(*o.lane, *o.vgpr, *o.bit);
  std::optional<Slot> slot;
  if (e) {
    for (const Slot& s : layout.slots_of(*e)) {
      if (s.lane == *o.lane && s.vgpr == *o.vgpr && s.bit_lo <= *o.bit && *o.bit <= s.bit_hi) slot = s;
    }
  }
  switch (format) {
    case Format::Csv:
      return std::string(layouts::kCsvHeader) + "\n" + (e ? layouts::csv_row(*slot, layout.matrix_name(), *e) + "\n" : "");
    case Format::Json: {
      nlohmann::ordered_json root{{"arch", sel.doc.arch},
                                  {"instruction", sel.doc.instruction},
                                  {"wave", sel.doc.wave_size},
                                  {"opsel", sel.doc.opsel},
                                  {"lane", *o.lane},
                                  {"vgpr", *o.vgpr},
                                  {"bit", *o.bit}};
      root["element"] = e ? nlohmann::ordered_json{{"matrix", layout.matrix_name()},
                                                   {"row", e->row},
                                                   {"col", e->col},
                                                   {"bit_lo", slot->bit_lo},
                                                   {"bit_hi", slot->bit_hi}}
                          : nlohmann::ordered_json(nullptr);
      return root.dump(1) + "\n";
    }
    case Format::Text:
    case Format::Markdown:
      return e ? fmt::format("v{}{{{}}}.[{}:{}] = {}\n", *o.vgpr, *o.lane, slot->bit_hi, slot->bit_lo,
                             layouts::element_label(layout, *e))
               : fmt::format("v{}{{{}}} bit {} holds no element of {}\n", *o.vgpr, *o.lane, *o.bit, layout.matrix_name());
    default:
      throw UsageError("--get-element prints text, markdown, csv or json");
  }
}

std::string render_layout(const Selection& sel, Format format, layouts::ColorBy color_by) {
  switch (format) {
    case Format::Text:
      return layouts::render_text(sel.doc);
    case Format::Markdown:
      return layouts::render_markdown(sel.doc);
    case Format::Csv:
      return layouts::render_csv(sel.doc);
    case Format::Json:
      return layouts::render_json(sel.doc);
    case Format::Svg:
      return layouts::render_svg(sel.doc, color_by);
    case Format::Html:
      return layouts::render_html(sel.doc, color_by);
  }
  return {};
}

std::string run(const Options& o) {
  if (o.arch.empty()) throw UsageError("--arch is required (" + isa::accepted_target_names() + ")");
  const std::optional<isa::Target> target = isa::find_target(o.arch);
  if (!target) throw UsageError("unknown --arch '" + o.arch + "': use one of " + isa::accepted_target_names());
  const Format format = parse_format(o.format);
  if (o.color_by != "row" && o.color_by != "col") throw UsageError("--color-by must be row or col");
  const int actions = o.list + o.detail + o.get_register + o.get_element;
  if (actions > 1) throw UsageError("choose one of --list, --detail, --get-register and --get-element");
  if (o.list) {
    if (format == Format::Svg || format == Format::Html) throw UsageError("--list prints text, markdown, csv or json");
    return render_list(*target, format);
  }
  if (o.instr.empty()) throw UsageError("--instr is required (see 'wmmasim layout --arch " + o.arch + " --list')");
  const Selection sel = select(o, *target);
  if (o.detail) return render_detail(sel, format);
  if (o.get_register) return render_get_register(sel, o, format);
  if (o.get_element) return render_get_element(sel, o, format);
  return render_layout(sel, format, o.color_by == "row" ? layouts::ColorBy::Row : layouts::ColorBy::Col);
}

}  // namespace

int run_layout(const Arguments& args) {
  Options o;
  po::options_description options("options");
  auto optional_int = [](std::optional<int>* target) {
    return po::value<int>()->notifier([target](int v) { *target = v; });
  };
  // clang-format off
  options.add_options()
      ("arch", po::value(&o.arch), "gfx1100-gfx1103, gfx1150-gfx1152, gfx1200, gfx1201, rdna3, rdna4")
      ("instr", po::value(&o.instr), "mnemonic as LLVM prints it, e.g. v_wmma_f32_16x16x16_f16, global_load_tr_b128")
      ("wave", po::value(&o.wave)->default_value(32), "wave size: 32 or 64")
      ("operand", po::value(&o.operand), "A, B, C, D or index (default: every operand)")
      ("opsel", po::value(&o.opsel)->default_value(0),
       "the 3-bit OPSEL field as a number: 4 = OPSEL[2] (gfx11 16-bit C/D half); SWMMAC: index_key")
      ("list", po::bool_switch(&o.list), "list the architecture's matrix instructions")
      ("detail", po::bool_switch(&o.detail), "instruction facts and each operand's layout formula")
      ("get-register", po::bool_switch(&o.get_register), "element -> every location (-I, -J, -K)")
      (",I", optional_int(&o.i), "row index i (m)")
      (",J", optional_int(&o.j), "column index j (n)")
      (",K", optional_int(&o.k), "reduction index k (SWMMAC A and index: compressed k)")
      ("get-element", po::bool_switch(&o.get_element), "location -> element (--lane, --vgpr, --bit)")
      ("lane", optional_int(&o.lane), "lane")
      ("vgpr", optional_int(&o.vgpr), "VGPR relative to the operand's first")
      ("bit", optional_int(&o.bit), "bit 0..31")
      ("format", po::value(&o.format)->default_value("text"), "text, markdown, csv, json, svg or html")
      ("color-by", po::value(&o.color_by)->default_value("row"), "svg/html: colour cells by row or col");
  // clang-format on
  po::variables_map values;
  if (!parse_command_line(args, kUsage, options, {}, values, kHelpTail)) return kExitOk;
  std::string out;
  try {
    out = run(o);
  } catch (const std::invalid_argument& e) {
    throw UsageError(e.what());
  } catch (const std::out_of_range& e) {
    throw UsageError(e.what());
  }
  std::cout << out;
  return kExitOk;
}

}  // namespace wmmasim::cli
