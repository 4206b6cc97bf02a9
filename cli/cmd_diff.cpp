// `wmmasim diff`: compare the simulator with a device, or an expected with an actual matrix, and name the
// layout mistake when they differ (sim/diagnosis.h).
#include <filesystem>
#include <fmt/format.h>
#include <fmt/ranges.h>
#include <iostream>
#include <sstream>

#include "command.h"
#include "launch_args.h"
#include "replay.h"
#include "wmmasim/isa/arch.h"
#include "wmmasim/layouts/operand_layout.h"
#include "wmmasim/io/compare.h"
#include "wmmasim/device/device.h"
#include "wmmasim/diagnosis/diagnosis.h"
#include "wmmasim/exec/executor.h"

namespace po = boost::program_options;

namespace wmmasim::cli {
namespace {

constexpr std::string_view kUsage =
    "wmmasim diff --expected E.npy --actual A.npy --arch ARCH --instr MNEMONIC [--operand D] [--wave 32]\n"
    "                    [--opsel N] [--tolerance T]\n"
    "       wmmasim diff FILE [--kernel NAME] --grid X[,Y,Z] --block X[,Y,Z] --arg KEY=... [--out KEY=FILE]\n"
    "                    [--tolerance T] [--numerics MODEL] [--arch ARCH --instr MNEMONIC]\n"
    "       wmmasim diff --replay CASE [--tolerance T]";

constexpr std::string_view kHelpTail =
    "Compares two matrices of one instruction's operand and names the layout mistake that explains a difference;\n"
    "or runs FILE's kernel (code object, bundle or HIP program; --arch picks its target) on the simulator and on\n"
    "the HIP device and compares every buffer; or runs a launch recorded by `wmmasim exec --record` on the device\n"
    "and compares it with the recorded (simulated) after-state.\n\n"
    "exit codes: 0 equal; 1 different; 2 bad input; 3 no HIP device; 4 the simulated kernel faulted; 5 internal\n"
    "error\n"
    "example: wmmasim diff --expected d_ref.npy --actual d.npy --arch gfx1201 --instr v_wmma_f32_16x16x16_f16";

struct MatrixDiffOptions {
  std::string expected, actual, arch, instr, operand = "D";
  int wave = 32;
  int opsel = 0;
  double tolerance = 0;
};

const isa::MatrixOp& resolve_instruction(const MatrixDiffOptions& o) {
  const auto target = isa::find_target(o.arch);
  if (!target) throw UsageError("unknown --arch '" + o.arch + "' (accepted: " + isa::accepted_target_names() + ")");
  const isa::MatrixOp* op = isa::find_matrix_op(target->family, o.instr);
  if (op == nullptr) {
    throw UsageError("unknown --instr '" + o.instr + "' for " + std::string(target->name) +
                     " (see wmmasim layout --list --arch " + std::string(target->name) + ")");
  }
  return *op;
}

sim::NpyArray read_input(const std::string& path) {
  try {
    return sim::read_npy(path);
  } catch (const sim::NpyError& e) {
    throw UsageError(e.what());
  }
}

std::string location_text(const layouts::OperandLayout& layout, int row, int col) {
  const auto slots = layout.slots_of({row, col});
  const auto& s = slots.front();
  std::string text = fmt::format("lane {}, v{}, bits [{}:{}]", s.lane, s.vgpr, s.bit_hi, s.bit_lo);
  if (slots.size() > 1) text += fmt::format(" (+{} replicas)", slots.size() - 1);
  return text;
}

// A or B that the layout's own K order does not explain: the K orders kernels write (diagnosis.h known_k_orders), the
// operand in one of them, or a mistake named in one of them. "diagnosis: none" when nothing explains it.
std::string k_order_diagnosis(const sim::OperandContext& context, const Eigen::MatrixXd& expected,
                              const Eigen::MatrixXd& actual, double tolerance) {
  if (context.operand != layouts::MatrixOperand::A && context.operand != layouts::MatrixOperand::B) {
    return "diagnosis: none\n";
  }
  const std::string_view other = context.operand == layouts::MatrixOperand::A ? "B" : "A";
  if (const auto order = sim::k_order_of(context, expected, actual, tolerance)) {
    return fmt::format("diagnosis: K order {} (the same D when {} holds K in the same order; else the K orders are "
                       "not shared)\n",
                       sim::k_order_name(context, *order), other);
  }
  for (const sim::NamedKOrder& known : sim::known_k_orders(context)) {
    const auto names = sim::diagnose(context, known.order, expected, actual, tolerance);
    if (names.empty()) continue;
    return fmt::format("diagnosis: {}, in K order {} (when {} holds K in that order)\n", fmt::join(names, " or "),
                       known.name, other);
  }
  return "diagnosis: none\n";
}

int diff_matrices(const MatrixDiffOptions& o) {
  const isa::MatrixOp& op = resolve_instruction(o);
  const auto operand = layouts::parse_operand(o.operand);
  if (!operand) throw UsageError("unknown --operand '" + o.operand + "' (use A, B, C, D or index)");
  const layouts::OperandLayout* layout = nullptr;
  try {
    layout = &layouts::layout_for(op, *operand, o.wave, o.opsel);
  } catch (const std::invalid_argument& e) {
    throw UsageError(e.what());
  }
  const sim::NpyArray expected = read_input(o.expected);
  const sim::NpyArray actual = read_input(o.actual);
  const std::size_t elements = static_cast<std::size_t>(layout->rows() * layout->cols());
  for (const auto& [array, path] : {std::pair{&expected, &o.expected}, std::pair{&actual, &o.actual}}) {
    if (array->element_count() != elements) {
      throw UsageError(fmt::format("{}: holds {} elements but {} of {} is {}x{}", *path, array->element_count(),
                                   o.operand, op.mnemonic, layout->rows(), layout->cols()));
    }
  }
  sim::Comparison comparison;
  try {
    comparison = sim::compare_arrays(expected, actual, o.tolerance);
  } catch (const sim::NpyError& e) {
    throw UsageError(std::string(e.what()) + " (" + o.expected + " vs " + o.actual + ")");
  }

  std::ostringstream out;
  out << fmt::format("compared {} elements of {} ({}x{}, {}): {} differ", comparison.elements,
                     layouts::operand_name(*operand), layout->rows(), layout->cols(),
                     sim::npy_dtype_name(expected.dtype), comparison.mismatches);
  if (comparison.mismatches == 0) {
    std::cout << out.str() << "\n";
    return kExitOk;
  }
  out << fmt::format("; max abs error {:g}", comparison.max_abs_error);
  if (sim::is_float_dtype(expected.dtype)) out << fmt::format(", max {} ULP", comparison.max_ulp);
  out << "\nfirst mismatches:\n";
  for (const sim::Mismatch& m : comparison.first) {
    const int row = static_cast<int>(m.index) / layout->cols();
    const int col = static_cast<int>(m.index) % layout->cols();
    out << fmt::format("  {}[{}][{}]: expected {:g}, actual {:g}   at {}\n", layouts::operand_name(*operand), row,
                       col, m.expected, m.actual, location_text(*layout, row, col));
  }
  const sim::OperandContext context{&op, *operand, o.wave, o.opsel};
  const Eigen::MatrixXd expected_matrix = sim::to_matrix(expected, layout->rows(), layout->cols());
  const Eigen::MatrixXd actual_matrix = sim::to_matrix(actual, layout->rows(), layout->cols());
  const auto names = sim::diagnose(context, expected_matrix, actual_matrix, o.tolerance);
  if (names.empty()) {
    out << k_order_diagnosis(context, expected_matrix, actual_matrix, o.tolerance);
  } else {
    for (const auto& c : sim::diagnosis_candidates()) {
      if (c.name == names.front()) out << "diagnosis: " << c.name << " (" << c.explanation << ")\n";
    }
    if (names.size() > 1) {
      out << "also consistent with:";
      for (std::size_t i = 1; i < names.size(); ++i) out << " " << names[i];
      out << "\n";
    }
  }
  std::cout << out.str();
  return kExitDifferent;
}

// One buffer, device (expected) against simulator (actual): the comparison and, when an instruction is named and
// the buffer has the shape of its D, the layout mistake that explains the difference.
bool report_buffer(const BufferArgument& buffer, const std::vector<std::byte>& device,
                   const std::vector<std::byte>& simulator, const MatrixDiffOptions& o, std::ostringstream& out) {
  sim::NpyArray expected = buffer.input;
  sim::NpyArray actual = buffer.input;
  expected.data = device;
  actual.data = simulator;
  const sim::Comparison c = sim::compare_arrays(expected, actual, o.tolerance);
  out << fmt::format("{}: {} elements, {} differ", buffer.label, c.elements, c.mismatches);
  if (c.mismatches == 0) {
    out << "\n";
    return true;
  }
  out << fmt::format("; max abs error {:g}\n", c.max_abs_error);
  for (const sim::Mismatch& m : c.first) {
    out << fmt::format("  [{}]: device {:g}, simulator {:g}\n", m.index, m.expected, m.actual);
  }
  if (!o.instr.empty() && !o.arch.empty()) {
    const isa::MatrixOp& op = resolve_instruction(o);
    if (c.elements == static_cast<std::size_t>(op.m) * op.n) {
      const sim::OperandContext context{&op, layouts::MatrixOperand::D, o.wave, o.opsel};
      const auto names = sim::diagnose(context, sim::to_matrix(expected, op.m, op.n), sim::to_matrix(actual, op.m, op.n),
                                       o.tolerance);
      out << "  diagnosis: " << (names.empty() ? std::string("none") : names.front()) << "\n";
    }
  }
  return false;
}

// The same launch on the simulator and on the device, every buffer compared afterwards. Without a device there
// is nothing to compare against, which is its own exit code.
int diff_on_device(const LaunchArguments& launch_args, const MatrixDiffOptions& o, const sim::ExecutionOptions& options) {
  if (!std::filesystem::is_regular_file(launch_args.code_object)) {
    throw UsageError("cannot read code object '" + launch_args.code_object + "' (check the path)");
  }
  std::string why_not;
  if (!sim::probe_device(why_not)) {
    std::cerr << "wmmasim: " << why_not << ": nothing to diff against (use --expected/--actual without a device)\n";
    return kExitNoDevice;
  }
  const PreparedLaunch prepared = prepare_launch(launch_args);
  sim::SimulatedLaunch simulated;
  try {
    simulated = sim::run_on_simulator(prepared.program, prepared.launch, options);
  } catch (const sim::LaunchError& e) {
    throw UsageError(e.what());
  } catch (const sim::KernelFault& e) {
    std::cerr << "wmmasim: error: " << e.what() << "\n";
    return kExitKernelFault;
  }
  std::vector<std::vector<std::byte>> device;
  try {
    device = sim::run_on_device(prepared.launch, std::string(prepared.program.info().target.name));
  } catch (const sim::DeviceError& e) {
    std::cerr << "wmmasim: error: " << e.what() << "\n";
    return kExitNoDevice;
  }
  OutputFiles files;
  add_outputs(files, prepared, simulated.buffers);
  files.commit();
  std::ostringstream out;
  bool equal = true;
  for (std::size_t i = 0; i < prepared.buffers.size(); ++i) {
    equal &= report_buffer(prepared.buffers[i], device.at(i), simulated.buffers.at(i), o, out);
  }
  std::cout << out.str();
  return equal ? kExitOk : kExitDifferent;
}

}  // namespace

int run_diff(const Arguments& args) {
  MatrixDiffOptions o;
  LaunchArguments launch;
  std::string numerics, replay;
  std::string& code_object = launch.code_object;
  po::options_description options("options");
  options.add_options()
      ("replay", po::value(&replay), "a launch recorded by wmmasim exec --record (its folder or case.json)")
      ("code-object", po::value(&code_object),
       "code object, offload bundle or HIP program to run on the simulator and the device")
      ("expected", po::value(&o.expected), "expected matrix (.npy)")
      ("actual", po::value(&o.actual), "actual matrix (.npy)")
      ("arch", po::value(&o.arch),
       "target or alias (gfx1100, gfx1201, rdna3, rdna4, ...); with FILE, also which of its code objects runs")
      ("instr", po::value(&o.instr), "matrix instruction as LLVM prints it")
      ("operand", po::value(&o.operand)->default_value("D"), "operand the matrices are: A, B, C or D")
      ("wave", po::value(&o.wave)->default_value(32), "wave size: 32 or 64")
      ("opsel", po::value(&o.opsel)->default_value(0), "the instruction's 3-bit OPSEL field")
      ("tolerance", po::value(&o.tolerance)->default_value(0.0), "largest absolute float difference still equal")
      ("numerics", po::value(&numerics),
       ("numerics model of the simulator side (device mode): " + numerics_model_names()).c_str());
  add_launch_options(options, launch);
  po::positional_options_description positionals;
  positionals.add("code-object", 1);
  po::variables_map values;
  if (!parse_command_line(args, kUsage, options, positionals, values, kHelpTail)) return kExitOk;

  if (!replay.empty()) {
    if (!code_object.empty() || !o.expected.empty() || !o.actual.empty()) {
      throw UsageError("--replay takes the launch from the case: give no FILE, --expected or --actual");
    }
    return replay_on_device(replay, o.tolerance);
  }
  if (!code_object.empty()) {
    launch.arch = o.arch;  // also picks the code object of a file with several targets
    sim::ExecutionOptions options;
    options.numerics = numerics_option(numerics);
    return diff_on_device(launch, o, options);
  }
  if (o.expected.empty() || o.actual.empty() || o.arch.empty() || o.instr.empty()) {
    throw UsageError("diff needs a code object, or --expected, --actual, --arch and --instr (see --help)");
  }
  return diff_matrices(o);
}

}  // namespace wmmasim::cli
