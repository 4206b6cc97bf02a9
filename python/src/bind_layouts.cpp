// wmmasim.instructions(), wmmasim.layout() and the Layout class, the algebra and the CK-style descriptors: the
// layouts library (layouts/) as Python objects. Every answer comes from OperandLayout and the renderers.
#include <fmt/format.h>
#include <pybind11/numpy.h>
#include <pybind11/stl.h>

#include <memory>
#include <stdexcept>

#include "bindings.h"
#include "wmmasim/isa/matrix_ops.h"
#include "wmmasim/layouts/algebra.h"
#include "wmmasim/layouts/linear_layout.h"
#include "wmmasim/layouts/operand_layout.h"
#include "wmmasim/layouts/render.h"
#include "wmmasim/layouts/tensor_descriptor.h"

namespace py = pybind11;

namespace wmmasim::python {
namespace {

using layouts::Element;
using layouts::LinearLayout;
using layouts::MatrixOperand;
using layouts::OperandLayout;
using layouts::Slot;

// One row of Layout.table(): the CSV contract of render.h without the matrix column.
struct TableRow {
  std::int32_t lane, vgpr, bit_lo, bit_hi, row, col;
};

// An operand layout with what describes it: the instruction it belongs to, for renderings and repr.
struct Layout {
  std::shared_ptr<const OperandLayout> layout;  // cached layouts have an empty owner (layout_for keeps them alive)
  std::string arch;
  std::string instruction;
  int opsel = 0;

  const OperandLayout& get() const { return *layout; }
  layouts::LayoutDocument document() const {
    return layouts::LayoutDocument{arch, instruction, get().wave_size(), opsel, {layout.get()}, {}};
  }
};

Layout cached(const OperandLayout& layout, std::string arch, std::string instruction, int opsel) {
  return Layout{std::shared_ptr<const OperandLayout>(std::shared_ptr<void>(), &layout), std::move(arch),
                std::move(instruction), opsel};
}

Layout derived(OperandLayout layout, const Layout& from) {
  return Layout{std::make_shared<const OperandLayout>(std::move(layout)), from.arch, from.instruction, from.opsel};
}

// The named tuples where() and element() return, created once at import (collections.namedtuple).
struct TupleTypes {
  py::object location;
  py::object element;
};
TupleTypes* tuple_types = nullptr;  // leaked on purpose: it must outlive the interpreter's module teardown

py::object location_tuple(const Slot& s) { return tuple_types->location(s.lane, s.vgpr, s.bit_lo, s.bit_hi); }
py::object element_tuple(const Element& e) { return tuple_types->element(e.row, e.col); }

layouts::ColorBy color_named(const std::string& name) {
  if (name == "row") return layouts::ColorBy::Row;
  if (name == "col") return layouts::ColorBy::Col;
  throw py::value_error("color_by must be 'row' or 'col', not '" + name + "'");
}

// OPSEL selects a layout only for gfx11 16-bit C/D (OPSEL[2]) and the SWMMAC index (index_key); elsewhere a
// non-zero value is a mistake, refused as `wmmasim layout --opsel` refuses it.
int opsel_for(const isa::MatrixOp& op, MatrixOperand operand, int opsel) {
  const bool reads_opsel = operand == MatrixOperand::Index ||
                           (op.has_opsel_half() && (operand == MatrixOperand::C || operand == MatrixOperand::D));
  if (opsel != 0 && !reads_opsel) {
    throw py::value_error(fmt::format("opsel={}: operand {} of {} on {} has no OPSEL-dependent layout", opsel,
                                      layouts::operand_name(operand), op.mnemonic, isa::family_name(op.family)));
  }
  return opsel;
}

Layout layout_of(const std::string& instruction, const std::optional<std::string>& operand_name,
                 const std::string& arch, int wave, int opsel) {
  const isa::Target target = target_named(arch);
  if (wave != 32 && wave != 64) throw py::value_error(fmt::format("wave={} is not 32 or 64", wave));
  if (const isa::MatrixOp* op = isa::find_matrix_op(target.family, instruction)) {
    if (!operand_name) throw py::value_error(instruction + " has operands A, B, C/D (and index): pass operand=...");
    const std::optional<MatrixOperand> operand = layouts::parse_operand(*operand_name);
    if (!operand) throw py::value_error("unknown operand '" + *operand_name + "': use A, B, C, D or index");
    const int used = opsel_for(*op, *operand, opsel);
    return cached(layouts::layout_for(*op, *operand, wave, used), std::string(target.name), instruction, used);
  }
  if (const isa::TransposeLoad* load = isa::find_transpose_load(instruction)) {
    if (target.family != isa::Family::Gfx12) {
      throw py::value_error(fmt::format("{} exists on gfx12 only, not on {}", instruction, target.name));
    }
    if (operand_name) throw py::value_error(instruction + " has one layout (memory run -> VGPRs): drop operand");
    if (opsel != 0) throw py::value_error(instruction + " has no OPSEL field");
    return cached(layouts::transpose_load_layout(*load, wave), std::string(target.name), instruction, 0);
  }
  throw py::value_error(fmt::format("unknown instruction '{}' for {}: see wmmasim.instructions('{}')", instruction,
                                    target.name, target.name));
}

py::array table_of(const OperandLayout& layout) {
  // Registered on first use, not at import: registering imports numpy, which would double `import wmmasim`.
  static const bool registered = [] {
    PYBIND11_NUMPY_DTYPE(TableRow, lane, vgpr, bit_lo, bit_hi, row, col);
    return true;
  }();
  (void)registered;
  const auto occupied = layout.occupied();
  py::array_t<TableRow> table(static_cast<py::ssize_t>(occupied.size()));
  TableRow* rows = table.mutable_data();
  for (std::size_t i = 0; i < occupied.size(); ++i) {
    const auto& [s, e] = occupied[i];
    rows[i] = TableRow{s.lane, s.vgpr, s.bit_lo, s.bit_hi, e.row, e.col};
  }
  return table;
}

std::string repr(const Layout& l) {
  const OperandLayout& o = l.get();
  return fmt::format("<wmmasim.Layout {} {} on {} wave{}{}: {}x{} {}-bit elements in {} VGPRs, {} cop{}>",
                     l.instruction, o.matrix_name(), l.arch, o.wave_size(), l.opsel ? fmt::format(" opsel={}", l.opsel) : "",
                     o.rows(), o.cols(), o.element_bits(), o.vgprs(), o.copies(), o.copies() == 1 ? "y" : "ies");
}

std::string_view equivalence_name(layouts::Equivalence kind) {
  switch (kind) {
    case layouts::Equivalence::Exact: return "exact";
    case layouts::Equivalence::Permuted: return "permuted";
    case layouts::Equivalence::Different: return "different";
  }
  return "different";
}

void bind_instruction_records(py::module_& m) {
  py::class_<isa::MatrixOp>(m, "MatrixInstruction", "A WMMA or SWMMAC instruction record (isa/matrix_ops.h).")
      .def_property_readonly("mnemonic", [](const isa::MatrixOp& op) { return std::string(op.mnemonic); })
      .def_property_readonly("family", [](const isa::MatrixOp& op) { return std::string(isa::family_name(op.family)); })
      .def_property_readonly("kind", [](const isa::MatrixOp& op) {
        return op.kind == isa::MatrixKind::Sparse ? "swmmac" : "wmma";
      }, "'wmma' or 'swmmac' (A 2:4 structured-sparse, stored compressed)")
      .def_property_readonly("shape", [](const isa::MatrixOp& op) { return py::make_tuple(op.m, op.n, op.k); },
                             "(m, n, k): D is m x n, the reduction runs over the logical k")
      .def_property_readonly("a_type", [](const isa::MatrixOp& op) { return std::string(isa::element_type_name(op.a_type)); })
      .def_property_readonly("b_type", [](const isa::MatrixOp& op) { return std::string(isa::element_type_name(op.b_type)); })
      .def_property_readonly("cd_type", [](const isa::MatrixOp& op) { return std::string(isa::element_type_name(op.cd_type)); })
      .def_readonly("cycles", &isa::MatrixOp::cycles, "issue cycles on one SIMD, wave32")
      .def_readonly("opcode", &isa::MatrixOp::opcode, "the VOP3P opcode field")
      .def_property_readonly("flops", &isa::MatrixOp::flops, "2 * m * n * k")
      .def_property_readonly("flop_per_clk_per_cu", &isa::MatrixOp::flop_per_clk_per_cu)
      .def("vgprs", [](const isa::MatrixOp& op, int wave) {
        if (wave != 32 && wave != 64) throw py::value_error(fmt::format("wave={} is not 32 or 64", wave));
        const isa::OperandRegisters& r = op.registers(wave);
        return py::dict(py::arg("a") = r.a, py::arg("b") = r.b, py::arg("cd") = r.cd, py::arg("index") = r.index);
      }, py::arg("wave") = 32, "VGPRs per lane of each operand: {'a', 'b', 'cd', 'index'}")
      .def("__repr__", [](const isa::MatrixOp& op) {
        return fmt::format("<wmmasim.MatrixInstruction {} ({}x{}x{}, {} <- {} x {})>", op.mnemonic, op.m, op.n, op.k,
                           isa::element_type_name(op.cd_type), isa::element_type_name(op.a_type),
                           isa::element_type_name(op.b_type));
      });
  py::class_<isa::TransposeLoad>(m, "TransposeLoad", "A gfx12 global_load_tr_* record (isa/matrix_ops.h).")
      .def_property_readonly("mnemonic", [](const isa::TransposeLoad& t) { return std::string(t.mnemonic); })
      .def_property_readonly("kind", [](const isa::TransposeLoad&) { return "transpose_load"; })
      .def_readonly("opcode", &isa::TransposeLoad::opcode, "the VGLOBAL opcode field")
      .def_readonly("element_bits", &isa::TransposeLoad::element_bits)
      .def("vgprs", [](const isa::TransposeLoad& t, int wave) {
        if (wave != 32 && wave != 64) throw py::value_error(fmt::format("wave={} is not 32 or 64", wave));
        return wave == 32 ? t.vgprs_wave32 : t.vgprs_wave64;
      }, py::arg("wave") = 32, "destination VGPRs per lane")
      .def("__repr__", [](const isa::TransposeLoad& t) {
        return fmt::format("<wmmasim.TransposeLoad {} ({}-bit elements)>", t.mnemonic, t.element_bits);
      });

  m.def("instructions", [](const std::string& arch) {
    const isa::Target target = target_named(arch);
    py::list result;
    for (const isa::MatrixOp& op : isa::matrix_ops(target.family)) result.append(py::cast(&op, py::return_value_policy::reference));
    if (target.family == isa::Family::Gfx12) {
      for (const isa::TransposeLoad& t : isa::all_transpose_loads()) result.append(py::cast(&t, py::return_value_policy::reference));
    }
    return result;
  }, py::arg("arch"),
        "The matrix instructions of `arch` (a processor name such as 'gfx1201', or 'rdna3'/'rdna4'): every WMMA and\n"
        "SWMMAC record, then (gfx12) the global_load_tr transpose loads, in the order `wmmasim layout --list` prints.");
}

void bind_layout_class(py::module_& m) {
  py::class_<Layout>(m, "Layout",
                     "Where each element of one matrix-instruction operand lives: lane, VGPR (relative to the operand's\n"
                     "first VGPR) and bits. Coordinates: A[m][k] is (row m, col k), B[k][n] is (k, n), C/D[m][n] is\n"
                     "(m, n); SWMMAC A and index use the compressed k; a transpose load's 'M' is (source lane, element).")
      .def_property_readonly("arch", [](const Layout& l) { return l.arch; })
      .def_property_readonly("instruction", [](const Layout& l) { return l.instruction; })
      .def_property_readonly("operand", [](const Layout& l) { return std::string(layouts::operand_name(l.get().operand())); })
      .def_property_readonly("matrix", [](const Layout& l) { return l.get().matrix_name(); },
                             "'A', 'B', 'C', 'D', 'index' or 'M' (a transpose load's memory side)")
      .def_property_readonly("wave", [](const Layout& l) { return l.get().wave_size(); })
      .def_property_readonly("opsel", [](const Layout& l) { return l.opsel; })
      .def_property_readonly("shape", [](const Layout& l) { return py::make_tuple(l.get().rows(), l.get().cols()); })
      .def_property_readonly("vgprs", [](const Layout& l) { return l.get().vgprs(); })
      .def_property_readonly("element_bits", [](const Layout& l) { return l.get().element_bits(); })
      .def_property_readonly("bit_offset", [](const Layout& l) { return l.get().bit_offset(); })
      .def_property_readonly("lanes_used", [](const Layout& l) { return l.get().lanes_used(); })
      .def_property_readonly("slots_per_vgpr", [](const Layout& l) { return l.get().slots_per_vgpr(); })
      .def_property_readonly("copies", [](const Layout& l) { return l.get().copies(); },
                             "locations per element (1 unless replicated, as gfx11 A/B are)")
      .def_property_readonly("formula", [](const Layout& l) { return l.get().formula(); },
                             "the ISA-style bit formula, e.g. 'lane = {col[2], row[3:0]}; ...'")
      .def_property_readonly("caveat", [](const Layout& l) { return l.get().caveat(); },
                             "empty when a primary source confirms the layout, else what is not verified")
      .def_property_readonly("map", [](const Layout& l) { return l.get().map(); },
                             "the LinearLayout from (lane, vgpr, slot) to (row, col)")
      .def("where", [](const Layout& l, int row, int col) {
        py::list result;
        for (const Slot& s : l.get().slots_of(Element{row, col})) result.append(location_tuple(s));
        return result;
      }, py::arg("row"), py::arg("col"),
           "Every location of element (row, col), replicas included, as Location(lane, vgpr, bit_lo, bit_hi) sorted\n"
           "by (lane, vgpr, bit): `wmmasim layout --get-register`. IndexError outside the matrix.")
      .def("element", [](const Layout& l, int lane, int vgpr, int bit) -> py::object {
        const std::optional<Element> e = l.get().element_at(lane, vgpr, bit);
        return e ? element_tuple(*e) : py::none();
      }, py::arg("lane"), py::arg("vgpr"), py::arg("bit_lo"),
           "The Element(row, col) held at (lane, vgpr, bit), or None where nothing is: `wmmasim layout\n"
           "--get-element`. IndexError outside the wave, the operand's VGPRs or bits 0..31.")
      .def("table", [](const Layout& l) { return table_of(l.get()); },
           "Every occupied register slot as a numpy structured array with fields lane, vgpr, bit_lo, bit_hi, row,\n"
           "col (int32), sorted by (lane, vgpr, bit_lo): the rows of to_csv().")
      .def("to_text", [](const Layout& l) { return layouts::render_text(l.document()); }, "the text grid")
      .def("to_markdown", [](const Layout& l) { return layouts::render_markdown(l.document()); },
           "the grid as a Markdown table (lanes x register slots)")
      .def("to_csv", [](const Layout& l) { return layouts::render_csv(l.document()); },
           "header lane,vgpr,bit_lo,bit_hi,matrix,row,col and one line per occupied slot")
      .def("to_json", [](const Layout& l) { return layouts::render_json(l.document()); })
      .def("to_svg", [](const Layout& l, const std::string& color_by) {
        return layouts::render_svg(l.document(), color_named(color_by));
      }, py::arg("color_by") = "row", "an SVG picture of the lane grid, cells coloured by row or col")
      .def("to_html", [](const Layout& l, const std::string& color_by) {
        return layouts::render_html(l.document(), color_named(color_by));
      }, py::arg("color_by") = "row", "a self-contained HTML page; hovering a cell shows lane, bits and element")
      .def("_repr_svg_", [](const Layout& l) { return layouts::render_svg(l.document(), layouts::ColorBy::Row); })
      .def("_repr_html_", [](const Layout& l) { return layouts::render_html(l.document(), layouts::ColorBy::Row); })
      .def("__repr__", &repr)
      .def("__eq__", [](const Layout& a, const Layout& b) { return a.get() == b.get(); },
           "the same register geometry and the same map")
      .def("__hash__", [](const Layout& l) { return py::hash(py::str(l.get().map().to_string())); });

  m.def("layout", &layout_of, py::arg("instr"), py::arg("operand") = py::none(), py::kw_only(), py::arg("arch"),
        py::arg("wave") = 32, py::arg("opsel") = 0,
        "The hardware layout of `operand` ('A', 'B', 'C', 'D' or 'index', any case) of matrix instruction `instr`\n"
        "on `arch`, in a wave of `wave` lanes. `opsel` is the 3-bit OPSEL field where it selects a layout: 4 puts\n"
        "a gfx11 16-bit C/D in bits [31:16]; for a SWMMAC index it is the index_key. A global_load_tr_* takes no\n"
        "operand. ValueError for anything the instruction lacks.");
}

void bind_linear_layout(py::module_& m) {
  using Dims = std::vector<std::pair<std::string, int>>;
  auto to_dims = [](const Dims& dims) {
    std::vector<layouts::Dimension> out;
    for (const auto& [name, bits] : dims) out.push_back({name, bits});
    return out;
  };
  auto from_dims = [](const std::vector<layouts::Dimension>& dims) {
    Dims out;
    for (const auto& d : dims) out.emplace_back(d.name, d.bits);
    return out;
  };
  py::class_<LinearLayout>(m, "LinearLayout",
                           "A map over GF(2) from named input dimensions to named output dimensions, after Triton's\n"
                           "LinearLayout (layouts/linear_layout.h). Dimensions are (name, bits) pairs.")
      .def(py::init([to_dims](const Dims& in, const Dims& out, const std::vector<std::vector<std::vector<int>>>& bases) {
             return LinearLayout(to_dims(in), to_dims(out), bases);
           }),
           py::arg("in_dims"), py::arg("out_dims"), py::arg("bases"),
           "bases[d][b] is the image of bit b of input dimension d: one coordinate per output dimension.")
      .def_static("identity", [to_dims](const Dims& dims) { return LinearLayout::identity(to_dims(dims)); },
                  py::arg("dims"))
      .def_property_readonly("in_dims", [from_dims](const LinearLayout& l) { return from_dims(l.in_dims()); })
      .def_property_readonly("out_dims", [from_dims](const LinearLayout& l) { return from_dims(l.out_dims()); })
      .def("apply", &LinearLayout::apply, py::arg("coordinates"), "the image of one input (one value per input dim)")
      .def("basis", &LinearLayout::basis, py::arg("in_dim"), py::arg("bit"))
      .def("compose", &LinearLayout::compose, py::arg("outer"), "outer after self (self first)")
      .def("invert", &LinearLayout::invert, "the inverse of a bijective map (ValueError otherwise)")
      .def("right_inverse", &LinearLayout::right_inverse, "g with self(g(y)) == y; needs a surjective map")
      .def("kernel", &LinearLayout::kernel, "a basis of the inputs mapping to zero (flattened): the replication")
      .def_property_readonly("rank", &LinearLayout::rank)
      .def_property_readonly("is_injective", &LinearLayout::is_injective)
      .def_property_readonly("is_surjective", &LinearLayout::is_surjective)
      .def("__eq__", [](const LinearLayout& a, const LinearLayout& b) { return a == b; })
      .def("__str__", &LinearLayout::to_string)
      .def("__repr__", [](const LinearLayout& l) { return "<wmmasim.LinearLayout " + l.to_string() + ">"; });
}

void bind_algebra(py::module_& m) {
  m.def("compare_up_to_permutation", [](const Layout& reference, const Layout& candidate, int dim) {
    const layouts::PermutationCheck c = layouts::compare_up_to_permutation(reference.get(), candidate.get(), dim);
    return py::make_tuple(equivalence_name(c.kind), c.permutation);
  }, py::arg("reference"), py::arg("candidate"), py::arg("dim"),
        "('exact' | 'permuted' | 'different', permutation): is candidate the reference with matrix coordinate `dim`\n"
        "(0 = row, 1 = col) relabelled? candidate's coordinate = permutation[reference's].");
  m.def("classify_k_order", [](const Layout& hardware, const Layout& loader) {
    const layouts::KOrderCheck c = layouts::classify_k_order(hardware.get(), loader.get());
    return py::make_tuple(std::string(layouts::k_order_name(c.order)), c.permutation);
  }, py::arg("hardware"), py::arg("loader"),
        "('hardware-exact' | 'K-permuted' | 'wrong', permutation) for an A or B loader layout against the hardware's;\n"
        "loader's k = permutation[hardware's k].");
  m.def("classify_k_order", [](const Layout& hardware_a, const Layout& loader_a, const Layout& hardware_b,
                               const Layout& loader_b) {
    const layouts::KOrderCheck c =
        layouts::classify_k_order(hardware_a.get(), loader_a.get(), hardware_b.get(), loader_b.get());
    return py::make_tuple(std::string(layouts::k_order_name(c.order)), c.permutation);
  }, py::arg("hardware_a"), py::arg("loader_a"), py::arg("hardware_b"), py::arg("loader_b"),
        "The pair (A loader, B loader): K-permuted only when both use the same K permutation.");
  m.def("check_feed", [](const Layout& d, const Layout& b) {
    const layouts::FeedCheck c = layouts::check_feed(d.get(), b.get());
    return py::make_tuple(c.lane_local, c.k_permutation);
  }, py::arg("d"), py::arg("b"),
        "(lane_local, k_permutation or None): can accumulator layout `d` feed operand layout `b` of the next\n"
        "instruction without cross-lane movement (as is, or after relabelling K)?");
  m.def("transposed", [](const Layout& l) { return derived(layouts::transposed(l.get()), l); }, py::arg("layout"),
        "the same registers read as the transposed matrix");
  m.def("is_transpose", [](const Layout& a, const Layout& b) { return layouts::is_transpose(a.get(), b.get()); },
        py::arg("a"), py::arg("b"));
  m.def("layout_from_plan", [](const Layout& like, const std::string& slot, const std::string& vgpr,
                               const std::string& lane) {
    return derived(layouts::layout_from_plan(like.get(), layouts::BitPlan{slot, vgpr, lane}), like);
  }, py::arg("like"), py::arg("slot"), py::arg("vgpr"), py::arg("lane"),
        "A layout with `like`'s register geometry placed by a bit plan: for each register-side bit, lowest first,\n"
        "the matrix bit it carries ('k0', 'x3', 'm1', 'n2', '-'), e.g. slot='k0', vgpr='k1 k3',\n"
        "lane='x0 x1 x2 x3 k2' (docs/layouts.md).");
}

void bind_descriptors(py::module_& m) {
  using layouts::TensorDescriptor;
  using layouts::Transform;
  py::class_<Transform>(m, "Transform", "A Composable-Kernel-style coordinate transform (layouts/tensor_descriptor.h).")
      .def_static("pass_through", &Transform::pass_through, py::arg("length"))
      .def_static("embed", &Transform::embed, py::arg("upper_lengths"), py::arg("coefficients"),
                  "lower = sum(upper[i] * coefficients[i])")
      .def_static("unmerge", &Transform::unmerge, py::arg("upper_lengths"), "one dimension split, row-major")
      .def_static("merge", &Transform::merge, py::arg("lower_lengths"), "several dimensions fused, row-major")
      .def_property_readonly("upper_lengths", &Transform::upper_lengths)
      .def_property_readonly("lower_lengths", &Transform::lower_lengths);
  py::class_<TensorDescriptor>(m, "TensorDescriptor",
                               "A chain of transforms from the indices a kernel uses down to one element offset.")
      .def_static("naive", &TensorDescriptor::naive, py::arg("lengths"), py::arg("strides"))
      .def_static("packed", &TensorDescriptor::packed, py::arg("lengths"), "row-major, the last dimension stride 1")
      .def("transform", &TensorDescriptor::transform, py::arg("transforms"), py::arg("lower_dims"),
           py::arg("upper_dims"),
           "A descriptor on top of this one: transform t reads dimensions lower_dims[t] and defines upper_dims[t].")
      .def_property_readonly("rank", &TensorDescriptor::rank)
      .def_property_readonly("lengths", &TensorDescriptor::lengths)
      .def_property_readonly("element_count", &TensorDescriptor::element_count)
      .def("offset", [](const TensorDescriptor& d, const py::args& index) {
        std::vector<std::int64_t> values;
        for (const py::handle& i : index) values.push_back(i.cast<std::int64_t>());
        return d.offset(values);
      }, "offset(i, j, ...): the element offset of one index (IndexError outside the lengths)")
      .def("offsets", [](const TensorDescriptor& d) {
        // Every index in row-major order, as a numpy array shaped like the descriptor.
        std::vector<py::ssize_t> shape(d.lengths().begin(), d.lengths().end());
        py::array_t<std::int64_t> result(shape);
        std::int64_t* out = result.mutable_data();
        std::vector<std::int64_t> index(shape.size(), 0);
        for (std::int64_t n = 0; n < result.size(); ++n) {
          out[n] = d.offset(index);
          for (std::size_t k = index.size(); k-- > 0;) {
            if (++index[k] < shape[k]) break;
            index[k] = 0;
          }
        }
        return result;
      }, "the offset of every index, as an int64 array of shape `lengths`");
}

}  // namespace

void bind_layouts(py::module_& m) {
  const py::object namedtuple = py::module_::import("collections").attr("namedtuple");
  tuple_types = new TupleTypes{namedtuple("Location", "lane vgpr bit_lo bit_hi", py::arg("module") = "wmmasim"),
                               namedtuple("Element", "row col", py::arg("module") = "wmmasim")};
  m.attr("Location") = tuple_types->location;
  m.attr("Element") = tuple_types->element;
  bind_instruction_records(m);
  bind_layout_class(m);
  bind_linear_layout(m);
  bind_algebra(m);
  bind_descriptors(m);
}

}  // namespace wmmasim::python
