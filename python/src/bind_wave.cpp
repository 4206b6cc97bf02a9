// wmmasim.Wave: the wave-level API (sim/wave.h, docs/api.md) for unit tests of one wave: registers as numpy views
// (no copy), matrices in and out through the operand layouts, one matrix instruction or transpose load by
// mnemonic, and any instruction by its encoding (sim::execute_instruction).
#include <fmt/format.h>
#include <pybind11/eigen.h>
#include <pybind11/numpy.h>
#include <pybind11/stl.h>

#include <cstring>

#include "bindings.h"
#include "wmmasim/exec/executor.h"
#include "wmmasim/matrix/wave.h"

namespace py = pybind11;

namespace wmmasim::python {
namespace {

using layouts::MatrixOperand;

// sim::Wave with the LDS a one-wave workgroup would have, kept between execute() calls.
struct WaveWithLds : sim::Wave {
  using sim::Wave::Wave;
  sim::Lds lds{sim::Lds::kMaxBytes};
};

// An instruction's dwords from an int (one dword), a sequence of ints (dwords) or bytes (little-endian).
std::vector<std::uint32_t> encoding_words(const py::handle& encoding) {
  if (py::isinstance<py::bytes>(encoding) || py::isinstance<py::bytearray>(encoding)) {
    const std::string bytes = encoding.cast<std::string>();
    if (bytes.empty() || bytes.size() % 4 != 0) {
      throw py::value_error(fmt::format("an encoding of {} bytes: instructions are whole dwords", bytes.size()));
    }
    std::vector<std::uint32_t> words(bytes.size() / 4);
    std::memcpy(words.data(), bytes.data(), bytes.size());
    return words;
  }
  if (py::isinstance<py::int_>(encoding)) return {encoding.cast<std::uint32_t>()};
  return encoding.cast<std::vector<std::uint32_t>>();
}

MatrixOperand operand_named(const std::string& name) {
  const std::optional<MatrixOperand> operand = layouts::parse_operand(name);
  if (!operand) throw py::value_error("unknown operand '" + name + "': use A, B, C, D or index");
  return *operand;
}

// A numpy view of `count` uint32 words owned by `owner` (kept alive by the view).
py::array_t<std::uint32_t> view(std::uint32_t* data, std::vector<py::ssize_t> shape, const py::handle& owner) {
  std::vector<py::ssize_t> strides(shape.size(), sizeof(std::uint32_t));
  for (std::size_t i = shape.size() - 1; i-- > 0;) strides[i] = strides[i + 1] * shape[i + 1];
  return py::array_t<std::uint32_t>(shape, strides, data, owner);
}

sim::MatrixOperands matrix_operands(int d, int a, int b, std::optional<int> c, std::optional<std::uint32_t> c_constant,
                                    int index, int index_key, int neg, int neg_hi, int opsel, bool clamp) {
  sim::MatrixOperands o;
  o.d = d;
  o.a = a;
  o.b = b;
  o.c = c.value_or(d);
  o.c_constant = c_constant;
  o.index = index;
  auto field = [](int value, int bits, const char* name) {
    if (value < 0 || value >= (1 << bits)) throw py::value_error(fmt::format("{}={} is outside 0..{}", name, value, (1 << bits) - 1));
    return static_cast<std::uint8_t>(value);
  };
  o.index_key = field(index_key, 2, "index_key");
  o.neg = field(neg, 3, "neg");
  o.neg_hi = field(neg_hi, 3, "neg_hi");
  o.opsel = field(opsel, 3, "opsel");
  o.clamp = clamp;
  return o;
}

}  // namespace

void bind_wave(py::module_& m) {
  py::class_<WaveWithLds>(m, "Wave",
                   "One wave of a target with 256 VGPRs, EXEC all ones and an empty global memory (sim/wave.h). The\n"
                   "register files are numpy views: writing wave.vgprs[4] = array sets v4 in every lane.")
      .def(py::init([](const std::string& arch, int wave, const std::optional<std::string>& numerics) {
             return WaveWithLds(arch, wave, numerics_named(numerics));
           }),
           py::arg("arch"), py::kw_only(), py::arg("wave") = 32, py::arg("numerics") = py::none(),
           "Wave(arch, wave=32, numerics=None): numerics 'exact', 'sequential' or 'gfx11-dot2' (default: the\n"
           "target's)")
      .def_property_readonly("arch", [](const WaveWithLds& w) { return std::string(w.target().name); })
      .def_property_readonly("wave", &WaveWithLds::wave_size)
      .def_property("numerics", [](const WaveWithLds& w) { return std::string(sim::numerics_model_name(w.numerics())); },
                    [](WaveWithLds& w, const std::string& name) { w.set_numerics(*numerics_named(name)); })
      .def_property_readonly("vgprs", [](py::object self) {
        WaveWithLds& w = self.cast<WaveWithLds&>();
        return view(w.state().vgprs.data(), {w.state().vgpr_count, w.wave_size()}, self);
      }, "uint32 array (vgpr, lane), a view of the VGPR file: vgprs[r] is v<r> in every lane")
      .def_property_readonly("sgprs", [](py::object self) {
        WaveWithLds& w = self.cast<WaveWithLds&>();
        return view(w.state().sgprs.data(), {sim::kSgprCount}, self);
      }, "uint32 array of s0..s105, a view")
      .def_property("exec", [](const WaveWithLds& w) { return w.state().exec; },
                    [](WaveWithLds& w, std::uint64_t v) { w.state().exec = v; }, "the EXEC mask (bit per lane)")
      .def_property("vcc", [](const WaveWithLds& w) { return w.state().vcc; }, [](WaveWithLds& w, std::uint64_t v) { w.state().vcc = v; })
      .def_property("m0", [](const WaveWithLds& w) { return w.state().m0; }, [](WaveWithLds& w, std::uint32_t v) { w.state().m0 = v; })
      .def_property("scc", [](const WaveWithLds& w) { return w.state().scc; }, [](WaveWithLds& w, bool v) { w.state().scc = v; })
      .def("load", [](WaveWithLds& w, const std::string& instr, const std::string& operand, int first_vgpr,
                      const Eigen::MatrixXd& matrix, int opsel) {
        w.load(instr, operand_named(operand), first_vgpr, matrix, opsel);
      }, py::arg("instr"), py::arg("operand"), py::arg("first_vgpr"), py::arg("matrix"), py::arg("opsel") = 0,
           "Puts a 2-D array into the operand's VGPRs through its hardware layout, rounding each value to the\n"
           "operand's element type; a replicated layout gets every copy. ValueError for a wrong shape or a value\n"
           "the type cannot hold.")
      .def("read", [](const WaveWithLds& w, const std::string& instr, const std::string& operand, int first_vgpr, int opsel,
                      bool is_signed) { return w.read(instr, operand_named(operand), first_vgpr, opsel, is_signed); },
           py::arg("instr"), py::arg("operand"), py::arg("first_vgpr"), py::arg("opsel") = 0,
           py::arg("signed") = true, "The operand's matrix as float64 (`signed`: how iu8/iu4 read back).")
      .def("load_codes", [](WaveWithLds& w, const std::string& instr, const std::string& operand, int first_vgpr,
                            const sim::CodeMatrix& codes, int opsel) {
        w.load_codes(instr, operand_named(operand), first_vgpr, codes, opsel);
      }, py::arg("instr"), py::arg("operand"), py::arg("first_vgpr"), py::arg("codes"), py::arg("opsel") = 0,
           "As load(), with raw element codes (uint32) instead of values.")
      .def("read_codes", [](const WaveWithLds& w, const std::string& instr, const std::string& operand, int first_vgpr,
                            int opsel) { return w.read_codes(instr, operand_named(operand), first_vgpr, opsel); },
           py::arg("instr"), py::arg("operand"), py::arg("first_vgpr"), py::arg("opsel") = 0)
      .def("run", [](WaveWithLds& w, const std::string& instr, int d, int a, int b, std::optional<int> c,
                     std::optional<std::uint32_t> c_constant, int index, int index_key, int neg, int neg_hi, int opsel,
                     bool clamp) {
        const sim::MatrixOperands operands =
            matrix_operands(d, a, b, c, c_constant, index, index_key, neg, neg_hi, opsel, clamp);
        sim::MatrixDiagnostics diagnostics;
        {
          py::gil_scoped_release released;
          diagnostics = w.run(instr, operands);
        }
        return py::dict(py::arg("replicas_differ") = diagnostics.replicas_differ,
                        py::arg("partial_exec") = diagnostics.partial_exec);
      }, py::arg("instr"), py::kw_only(), py::arg("d"), py::arg("a"), py::arg("b"), py::arg("c") = py::none(),
           py::arg("c_constant") = py::none(), py::arg("index") = 0, py::arg("index_key") = 0, py::arg("neg") = 0,
           py::arg("neg_hi") = 0, py::arg("opsel") = 0, py::arg("clamp") = false,
           "Executes one WMMA/SWMMAC by mnemonic with the VOP3P fields: first VGPRs d, a, b, c (default: d),\n"
           "c_constant (an inline constant's bits in C's type), SWMMAC index VGPR and index_key, neg, neg_hi,\n"
           "opsel, clamp. Returns {'replicas_differ', 'partial_exec'}. KernelFault for modifiers the ISA forbids.")
      .def("global_load_tr", [](WaveWithLds& w, const std::string& instr, int vdst, const std::vector<std::uint64_t>& addresses) {
        w.global_load_tr(instr, vdst, addresses);
      }, py::arg("instr"), py::arg("vdst"), py::arg("lane_addresses"),
           "gfx12 global_load_tr_b64/_b128 from the wave's memory: one address per lane.")
      .def("execute", [](WaveWithLds& w, const py::handle& encoding) {
        const std::vector<std::uint32_t> words = encoding_words(encoding);
        py::gil_scoped_release released;
        sim::execute_instruction(w.target(), words, w.state(), w.memory(), w.lds, w.numerics());
      }, py::arg("encoding"),
           "Executes any one instruction given by its encoding: bytes (little-endian, as llvm-mc -show-encoding\n"
           "prints them), an int (one dword) or a list of dwords, literal included. The wave's registers, memory and\n"
           "lds are its state; branches and s_endpgm change nothing else. UnimplementedInstruction when the\n"
           "simulator lacks its semantics; KernelFault/MemoryFault as in a kernel; the wave is unchanged then.")
      .def_property_readonly("lds", [](py::object self) {
        sim::Lds& lds = self.cast<WaveWithLds&>().lds;
        return py::array_t<std::uint8_t>({static_cast<py::ssize_t>(lds.size())}, {1},
                                         reinterpret_cast<std::uint8_t*>(lds.bytes().data()), self);
      }, "the 64 KiB LDS execute() uses, a uint8 view")
      .def("allocate", [](WaveWithLds& w, const std::string& name, const py::buffer& data) {
        const py::buffer_info info = data.request();
        const auto size = static_cast<std::uint64_t>(info.size * info.itemsize);
        const std::uint64_t address = w.memory().allocate(name, size);
        py::array_t<std::uint8_t, py::array::c_style | py::array::forcecast> bytes(
            py::array(data).attr("view")("uint8").attr("reshape")(-1));
        std::memcpy(w.memory().allocation(name).bytes.data(), bytes.data(), size);
        return address;
      }, py::arg("name"), py::arg("data"),
           "A global allocation holding a copy of `data` (a numpy array); returns its address.")
      .def("memory", [](py::object self, const std::string& name) {
        sim::Allocation& a = self.cast<WaveWithLds&>().memory().allocation(name);
        return py::array_t<std::uint8_t>({static_cast<py::ssize_t>(a.size())}, {1},
                                         reinterpret_cast<std::uint8_t*>(a.bytes.data()), self);
      }, py::arg("name"), "The bytes of an allocation, a uint8 view (.view(np.float32) etc. reinterprets it).")
      .def("__repr__", [](const WaveWithLds& w) {
        return fmt::format("<wmmasim.WaveWithLds {} wave{} numerics={}>", w.target().name, w.wave_size(),
                           sim::numerics_model_name(w.numerics()));
      });
}

}  // namespace wmmasim::python
