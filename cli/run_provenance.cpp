#include "run_provenance.h"

#include <fmt/format.h>

#include <charconv>
#include <memory>

#include "command.h"
#include "wmmasim/provenance/provenance.h"

namespace po = boost::program_options;

namespace wmmasim::cli {
namespace {

int element_bits(sim::NpyDtype dtype) {
  return dtype == sim::NpyDtype::BFloat16Raw ? 16 : static_cast<int>(sim::npy_dtype_size(dtype) * 8);
}

// The 2-D view of a .npy shape: its last dimension is the columns, the others the rows. Named by its metadata name,
// or "arg3" when the code object names no arguments (clang's kernels without -g).
sim::TaggedBuffer buffer_view(const BufferArgument& b) {
  const bool named = b.key != std::to_string(b.argument);
  sim::TaggedBuffer t{named ? b.key : fmt::format("arg{}", b.argument), element_bits(b.input.dtype), 1, 1, false};
  const std::vector<std::size_t>& shape = b.input.shape;
  if (!shape.empty()) t.cols = static_cast<std::int64_t>(shape.back());
  t.rows = static_cast<std::int64_t>(b.input.element_count()) / std::max<std::int64_t>(t.cols, 1);
  return t;
}

std::int64_t parse_count(std::string_view text, const std::string& option) {
  std::int64_t value = 0;
  const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), value);
  if (error != std::errc() || end != text.data() + text.size() || value <= 0) {
    throw UsageError(fmt::format("--provenance-shape {}: '{}' is not a positive number", option, text));
  }
  return value;
}

// KEY=RxC, KEY=RxC:col, KEY=col, KEY=row: the matrix a buffer holds and whether it is stored transposed.
void apply_shape(std::vector<sim::TaggedBuffer>& views, const PreparedLaunch& prepared, const std::string& option) {
  const std::size_t equals = option.find('=');
  if (equals == std::string::npos) throw UsageError(fmt::format("--provenance-shape {}: expected KEY=RxC[:row|col]", option));
  const std::string key = option.substr(0, equals);
  std::string value = option.substr(equals + 1);
  std::size_t i = 0;
  while (i < prepared.buffers.size() && prepared.buffers[i].key != key &&
         std::to_string(prepared.buffers[i].argument) != key) {
    ++i;
  }
  if (i == prepared.buffers.size()) {
    throw UsageError(fmt::format("--provenance-shape {}: no buffer argument is called '{}'", option, key));
  }
  sim::TaggedBuffer& view = views[i];
  const std::size_t colon = value.find(':');
  std::string order = colon == std::string::npos ? "" : value.substr(colon + 1);
  std::string dims = colon == std::string::npos ? value : value.substr(0, colon);
  if (order.empty() && (dims == "row" || dims == "col")) std::swap(order, dims);
  if (!order.empty() && order != "row" && order != "col") {
    throw UsageError(fmt::format("--provenance-shape {}: the order is row or col, not '{}'", option, order));
  }
  view.col_major = order == "col";
  if (dims.empty()) return;
  const std::size_t x = dims.find('x');
  if (x == std::string::npos) throw UsageError(fmt::format("--provenance-shape {}: expected ROWSxCOLS", option));
  const std::int64_t rows = parse_count(std::string_view(dims).substr(0, x), option);
  const std::int64_t cols = parse_count(std::string_view(dims).substr(x + 1), option);
  if (rows * cols > view.elements()) {
    throw UsageError(fmt::format("--provenance-shape {}: {} x {} elements, but the buffer holds {}", option, rows, cols,
                                 view.elements()));
  }
  view.rows = rows;
  view.cols = cols;
}

// --provenance-at: a pc (0x1a4, as the disassembly gives it) or the end of a source line ("gemm.hip:42").
bool selected(const sim::InstructionProvenance& instruction, const std::string& at, const sim::PcName& name) {
  if (at.empty()) return true;
  if (at == fmt::format("{:#x}", instruction.pc) || at == std::to_string(instruction.pc)) return true;
  return name(instruction.pc).ends_with(at);
}

}  // namespace

void ProvenanceRequest::validate() const {
  if (wanted) return;
  if (!shapes.empty() || grid || !at.empty() || !report.empty() || !svg.empty()) {
    throw UsageError("--provenance-shape, --provenance-grid, --provenance-at, --provenance-report and "
                     "--provenance-svg need --provenance");
  }
}

void add_provenance_options(po::options_description& options, ProvenanceRequest& request) {
  options.add_options()
      ("provenance", po::bool_switch(&request.wanted),
       "run the launch again with tagged buffers and say where every WMMA operand element came from (docs/sanitizer.md)")
      ("provenance-shape", po::value(&request.shapes)->composing(),
       "the matrix a buffer holds: KEY=RxC[:row|col] (col: stored transposed); default: the .npy's shape, row-major")
      ("provenance-grid", po::bool_switch(&request.grid), "print each matrix instruction's operand grids with their sources")
      ("provenance-at", po::value(&request.at), "only the matrix instruction at this pc (0x1a4) or source line (x.hip:42)")
      ("provenance-report", po::value(&request.report), "write the provenance of every slot (JSON)")
      ("provenance-svg", po::value(&request.svg),
       "write the operand grids of the first wrong instruction (or the first one) as an SVG picture");
}

ProvenanceOutcome trace_provenance(const PreparedLaunch& prepared, sim::ExecutionOptions options,
                                   const ProvenanceRequest& request, const sim::PcName& name, OutputFiles& files) {
  std::vector<sim::TaggedBuffer> views;
  for (const BufferArgument& b : prepared.buffers) views.push_back(buffer_view(b));
  for (const std::string& shape : request.shapes) apply_shape(views, prepared, shape);
  std::shared_ptr<const sim::TagSpace> tags;
  try {
    tags = std::make_shared<const sim::TagSpace>(std::move(views));
  } catch (const std::invalid_argument& e) {
    throw UsageError(fmt::format("--provenance: {}", e.what()));
  }
  sim::KernelLaunch shadow = prepared.launch;
  for (std::size_t i = 0; i < shadow.buffers.size(); ++i) tags->fill(i, shadow.buffers[i].contents);

  sim::ProvenanceObserver observer(tags);
  options.recorder = nullptr;
  options.observer = &observer;
  options.threads = 1;
  // The shadow launch's products are never looked at (a slot that holds one is "computed" whatever its value): the
  // cheapest rounding model does, and exact sums of tags of every magnitude cost several times more.
  options.numerics = sim::NumericsModel::Sequential;
  try {
    sim::run_on_simulator(prepared.program, shadow, options);
  } catch (const sim::KernelFault& e) {
    throw UsageError(fmt::format("--provenance: the launch with tagged buffers faulted where the real one did not ({}): "
                                 "the kernel's addresses or control flow depend on its data",
                                 e.what()));
  }

  ProvenanceOutcome outcome;
  std::vector<sim::InstructionProvenance> shown;
  for (sim::InstructionProvenance& instruction : observer.instructions()) {
    if (selected(instruction, request.at, name)) shown.push_back(std::move(instruction));
  }
  if (shown.empty()) {
    outcome.text = request.at.empty() ? "provenance: the launch executed no WMMA or SWMMAC\n"
                                      : fmt::format("provenance: no WMMA or SWMMAC executed at {}\n", request.at);
  }
  const sim::InstructionProvenance* pictured = shown.empty() ? nullptr : &shown.front();
  for (const sim::InstructionProvenance& instruction : shown) {
    outcome.text += sim::provenance_line(instruction, name) + "\n";
    if (request.grid) outcome.text += sim::provenance_grid_text(instruction, *tags);
    for (const sim::OperandProvenance& p : instruction.per_operand) {
      if (p.verdict != sim::OperandVerdict::Wrong) continue;
      if (!outcome.wrong) pictured = &instruction;
      outcome.wrong = true;
    }
  }
  if (!request.report.empty()) {
    files.add(request.report, sim::provenance_json(shown, *tags, name).dump(2) + "\n", "the provenance report");
  }
  if (!request.svg.empty()) {
    if (pictured == nullptr) throw UsageError("--provenance-svg: no matrix instruction to draw");
    files.add(request.svg, sim::provenance_svg(*pictured, *tags), "the provenance picture");
  }
  return outcome;
}

}  // namespace wmmasim::cli
