#include "run_provenance.h"

#include <fmt/format.h>

#include <fcntl.h>
#include <unistd.h>

#include <algorithm>
#include <charconv>
#include <cstdio>
#include <iostream>
#include <memory>

#include "command.h"
#include "replay.h"
#include "wmmasim/debuginfo/source_lines.h"
#include "wmmasim/isa/symbols.h"
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

namespace {

// The shadow launch's device printf would print the tags: stdout goes to /dev/null while it runs.
class DevicePrintfSilenced {
 public:
  DevicePrintfSilenced() {
    std::fflush(stdout);
    saved_ = dup(STDOUT_FILENO);
    const int null = open("/dev/null", O_WRONLY);
    if (saved_ >= 0 && null >= 0) dup2(null, STDOUT_FILENO);
    if (null >= 0) close(null);
  }
  DevicePrintfSilenced(const DevicePrintfSilenced&) = delete;
  DevicePrintfSilenced& operator=(const DevicePrintfSilenced&) = delete;
  ~DevicePrintfSilenced() {
    std::fflush(stdout);
    if (saved_ < 0) return;
    dup2(saved_, STDOUT_FILENO);
    close(saved_);
  }

 private:
  int saved_ = -1;
};

// The shadow launch's options: the observer only, on one thread. Its products are never looked at (a slot that holds
// one is "computed" whatever its value): the cheapest rounding model does, and exact sums of tags of every magnitude
// cost several times more.
sim::ExecutionOptions shadow_options(sim::ExecutionOptions options, sim::ProvenanceObserver& observer) {
  options.recorder = nullptr;
  options.observer = &observer;
  options.threads = 1;
  options.numerics = sim::NumericsModel::Sequential;
  return options;
}

std::shared_ptr<const sim::TagSpace> tag_space(std::vector<sim::TaggedBuffer> views) {
  try {
    return std::make_shared<const sim::TagSpace>(std::move(views));
  } catch (const std::invalid_argument& e) {
    throw UsageError(fmt::format("--provenance: {}", e.what()));
  }
}

UsageError shadow_fault(const sim::KernelFault& e) {
  return UsageError(fmt::format("--provenance: the launch with tagged buffers faulted where the real one did not ({}): "
                                "the kernel's addresses or control flow depend on its data",
                                e.what()));
}

// The report of a shadow launch: its lines (and grids), whether an operand was wrong, the picture and the JSON.
ProvenanceOutcome describe(std::vector<sim::InstructionProvenance> all, const sim::TagSpace& tags,
                           const ProvenanceRequest& request, const sim::PcName& name) {
  ProvenanceOutcome outcome;
  std::vector<sim::InstructionProvenance> shown;
  for (sim::InstructionProvenance& instruction : all) {
    if (selected(instruction, request.at, name)) shown.push_back(std::move(instruction));
  }
  if (shown.empty()) {
    outcome.text = request.at.empty() ? "provenance: the launch executed no WMMA or SWMMAC\n"
                                      : fmt::format("provenance: no WMMA or SWMMAC executed at {}\n", request.at);
  }
  const sim::InstructionProvenance* pictured = shown.empty() ? nullptr : &shown.front();
  for (const sim::InstructionProvenance& instruction : shown) {
    outcome.text += sim::provenance_line(instruction, name) + "\n";
    if (request.grid) outcome.text += sim::provenance_grid_text(instruction, tags);
    for (const sim::OperandProvenance& p : instruction.per_operand) {
      if (p.verdict != sim::OperandVerdict::Wrong) continue;
      if (!outcome.wrong) pictured = &instruction;
      outcome.wrong = true;
    }
  }
  if (!request.report.empty()) outcome.json_text = sim::provenance_json(shown, tags, name).dump(2) + "\n";
  if (!request.svg.empty() && pictured != nullptr) outcome.svg = sim::provenance_svg(*pictured, tags, name);
  return outcome;
}

}  // namespace

ProvenanceOutcome trace_provenance(const PreparedLaunch& prepared, sim::ExecutionOptions options,
                                   const ProvenanceRequest& request, const sim::PcName& name, OutputFiles& files) {
  std::vector<sim::TaggedBuffer> views;
  for (const BufferArgument& b : prepared.buffers) views.push_back(buffer_view(b));
  for (const std::string& shape : request.shapes) apply_shape(views, prepared, shape);
  const std::shared_ptr<const sim::TagSpace> tags = tag_space(std::move(views));
  sim::KernelLaunch shadow = prepared.launch;
  for (std::size_t i = 0; i < shadow.buffers.size(); ++i) tags->fill(i, shadow.buffers[i].contents);

  sim::ProvenanceObserver observer(tags);
  try {
    const DevicePrintfSilenced silenced;
    sim::run_on_simulator(prepared.program, shadow, shadow_options(options, observer));
  } catch (const sim::KernelFault& e) {
    throw shadow_fault(e);
  }
  ProvenanceOutcome outcome = describe(observer.instructions(), *tags, request, name);
  if (!request.report.empty()) files.add(request.report, outcome.json_text, "the provenance report");
  if (!request.svg.empty()) {
    if (outcome.svg.empty()) throw UsageError("--provenance-svg: no matrix instruction to draw");
    files.add(request.svg, outcome.svg, "the provenance picture");
  }
  return outcome;
}

namespace {

// The recorded launch once with `views`' tags in its buffers, under the provenance observer.
std::vector<sim::InstructionProvenance> shadow_replay(const sim::RecordedLaunch& launch,
                                                      const std::shared_ptr<const sim::TagSpace>& tags,
                                                      const sim::ExecutionOptions& options) {
  sim::RecordedLaunch shadow = launch;
  for (std::size_t i = 0; i < shadow.buffers.size(); ++i) tags->fill(i, shadow.buffers[i].before);
  sim::ProvenanceObserver observer(tags);
  try {
    const DevicePrintfSilenced silenced;
    sim::replay_recorded_launch(shadow, shadow_options(options, observer));
  } catch (const sim::KernelFault& e) {
    throw shadow_fault(e);
  }
  return observer.instructions();
}

// What the first launch, every buffer tagged in flat order at one width, says of a buffer: the element indices one
// operand read from it, and that operand's columns.
struct FlatUse {
  int bits = 0;
  std::vector<std::int64_t> indices;
  int tile_cols = 0;
};

void collect_flat_uses(const std::vector<sim::InstructionProvenance>& instructions, int bits, std::vector<FlatUse>& uses) {
  for (const sim::InstructionProvenance& instruction : instructions) {
    for (const sim::OperandProvenance& p : instruction.per_operand) {
      if (!p.first) continue;
      const int opsel = p.operand == layouts::MatrixOperand::C ? instruction.opsel : 0;
      const int cols = layouts::layout_for(*instruction.op, p.operand, instruction.wave_size, opsel).cols();
      std::vector<bool> fresh(uses.size(), false);
      std::vector<sim::ElementSource> held = p.first->actual;
      held.insert(held.end(), p.first->other_half.begin(), p.first->other_half.end());
      for (const sim::ElementSource& s : held) {
        if (!s.from_memory()) continue;
        FlatUse& use = uses[static_cast<std::size_t>(s.buffer)];
        if (use.bits == 0) {
          use = FlatUse{bits, {}, cols};
          fresh[static_cast<std::size_t>(s.buffer)] = true;
        }
        if (fresh[static_cast<std::size_t>(s.buffer)]) use.indices.push_back(s.col);
      }
    }
  }
}

// The leading dimension a tile was read with: the distance between the starts of its first two runs of consecutive
// elements; a tile in one run (the buffer is the tile) has the operand's columns.
std::int64_t leading_dimension(std::vector<std::int64_t> indices, int tile_cols) {
  std::ranges::sort(indices);
  const auto [end, last] = std::ranges::unique(indices);
  indices.erase(end, last);
  for (std::size_t i = 1; i < indices.size(); ++i) {
    if (indices[i] != indices[i - 1] + 1) return indices[i] - indices.front();
  }
  return tile_cols;
}

// The buffer the first wrong execution of an operand should have read its tile from; -1: none.
int wrong_buffer(const sim::OperandProvenance& p) {
  if (p.verdict != sim::OperandVerdict::Wrong || !p.first_wrong || p.first_wrong->expected.empty()) return -1;
  return p.first_wrong->expected.front().buffer;
}

std::size_t wrong_operands(const std::vector<sim::InstructionProvenance>& traced) {
  std::size_t wrong = 0;
  for (const sim::InstructionProvenance& instruction : traced) {
    wrong += static_cast<std::size_t>(std::ranges::count_if(
        instruction.per_operand, [](const sim::OperandProvenance& p) { return p.verdict == sim::OperandVerdict::Wrong; }));
  }
  return wrong;
}

std::uint64_t k_tiles_unpaired(const std::vector<sim::InstructionProvenance>& traced) {
  std::uint64_t unpaired = 0;
  for (const sim::InstructionProvenance& instruction : traced) unpaired += instruction.k_tiles_unpaired;
  return unpaired;
}

bool reads_wrongly(const std::vector<sim::InstructionProvenance>& traced, std::size_t buffer) {
  return std::ranges::any_of(traced, [buffer](const sim::InstructionProvenance& instruction) {
    return std::ranges::any_of(instruction.per_operand, [buffer](const sim::OperandProvenance& p) {
      return wrong_buffer(p) == static_cast<int>(buffer);
    });
  });
}

// Whether every operand read wrongly from `buffer` in `traced` is as expected in `retraced` (the same launch, the
// buffer viewed otherwise): right, not merely no longer wrong (an accumulator in the wrong OPSEL half whose buffer
// reads as garbage column-major is no explanation).
bool made_right(const std::vector<sim::InstructionProvenance>& traced,
                const std::vector<sim::InstructionProvenance>& retraced, std::size_t buffer) {
  for (const sim::InstructionProvenance& before : traced) {
    const auto after = std::ranges::find(retraced, before.pc, &sim::InstructionProvenance::pc);
    for (std::size_t k = 0; k < before.per_operand.size(); ++k) {
      if (wrong_buffer(before.per_operand[k]) != static_cast<int>(buffer)) continue;
      if (after == retraced.end() || after->per_operand[k].verdict != sim::OperandVerdict::Expected) return false;
    }
  }
  return true;
}

// A device buffer has no storage order: a B kept N x K (column-major) is read "transposed" by a row-major view. Each
// buffer an operand read wrongly is viewed column-major once more, with the same leading dimension; that view is kept
// when it makes every such operand right in every execution, with no more WMMAs whose wave pairs A's
// and B's K tiles at another offset than before (a B loaded transposed from a row-major K x N buffer inside a K loop
// pairs its second K tile wrongly when viewed column-major). Returns the buffers kept column-major; `tags` and
// `traced` become those of the views kept.
std::vector<std::size_t> prefer_column_major(const sim::RecordedLaunch& launch, const sim::ExecutionOptions& options,
                                             std::shared_ptr<const sim::TagSpace>& tags,
                                             std::vector<sim::InstructionProvenance>& traced) {
  std::vector<std::size_t> column_major;
  for (std::size_t i = 0; i < tags->buffers().size(); ++i) {
    if (!reads_wrongly(traced, i) || tags->buffers()[i].elements() <= 1) continue;
    std::vector<sim::TaggedBuffer> views = tags->buffers();
    views[i].col_major = true;
    std::shared_ptr<const sim::TagSpace> flipped = tag_space(std::move(views));
    std::vector<sim::InstructionProvenance> retraced = shadow_replay(launch, flipped, options);
    if (!made_right(traced, retraced, i) || wrong_operands(retraced) >= wrong_operands(traced) ||
        k_tiles_unpaired(retraced) > k_tiles_unpaired(traced)) {
      continue;
    }
    tags = std::move(flipped);
    traced = std::move(retraced);
    column_major.push_back(i);
  }
  return column_major;
}

// A kernel without a WMMA or SWMMAC in its code needs no shadow launch.
bool has_matrix_instructions(const sim::KernelProgram& program) {
  for (std::size_t i = 0; i < program.instruction_count(); ++i) {
    const isa::DecodedInstruction& instruction = program.instruction(i);
    if (instruction.valid() && instruction.record->timing == isa::TimingClass::Wmma) return true;
  }
  return false;
}

std::vector<std::string> argument_names(const sim::RecordedLaunch& launch, const sim::KernelInfo& info) {
  const auto args = info.explicit_args();
  std::vector<std::string> names(launch.buffers.size());
  for (const sim::RecordedLaunch::Pointer& p : launch.pointers) {
    if (!names[p.buffer].empty()) continue;
    const std::string& name = p.argument < args.size() ? args[p.argument]->name : std::string();
    names[p.buffer] = name.empty() ? fmt::format("arg{}", p.argument) : name;
  }
  return names;
}

}  // namespace

ProvenanceOutcome trace_recorded_provenance(const sim::RecordedLaunch& launch, sim::ExecutionOptions options,
                                            const ProvenanceRequest& request) {
  if (!request.shapes.empty()) {
    throw UsageError("--provenance-shape is for .npy buffers: a recorded launch's buffers get their shapes from how "
                     "its tiles are read");
  }
  const std::uint64_t image_base = launch.image ? launch.image->address : 0;
  const sim::KernelProgram program = sim::KernelProgram::from_code_object(launch.code_object, launch.kernel, image_base);
  if (!has_matrix_instructions(program)) {
    ProvenanceOutcome none;
    none.text = "provenance: the launch executed no WMMA or SWMMAC\n";
    return none;
  }
  const std::vector<std::string> names = argument_names(launch, program.info());

  std::vector<FlatUse> uses(launch.buffers.size());
  for (const int bits : {16, 32}) {
    std::vector<sim::TaggedBuffer> flat;
    for (std::size_t i = 0; i < launch.buffers.size(); ++i) {
      const auto elements = static_cast<std::int64_t>(launch.buffers[i].before.size() / static_cast<std::size_t>(bits / 8));
      flat.push_back({names[i], uses[i].bits == 0 ? bits : 0, 1, std::max<std::int64_t>(elements, 1), false});
    }
    collect_flat_uses(shadow_replay(launch, tag_space(std::move(flat)), options), bits, uses);
  }
  std::vector<sim::TaggedBuffer> views;
  for (std::size_t i = 0; i < launch.buffers.size(); ++i) {
    const FlatUse& use = uses[i];
    sim::TaggedBuffer view{names[i], use.bits, 1, 1, false};
    if (use.bits != 0) {
      const auto elements = static_cast<std::int64_t>(launch.buffers[i].before.size() / static_cast<std::size_t>(use.bits / 8));
      view.cols = std::max<std::int64_t>(leading_dimension(use.indices, use.tile_cols), 1);
      view.rows = std::max<std::int64_t>(elements / view.cols, 1);
    }
    views.push_back(view);
  }
  std::shared_ptr<const sim::TagSpace> tags = tag_space(std::move(views));
  std::vector<sim::InstructionProvenance> traced = shadow_replay(launch, tags, options);
  const std::vector<std::size_t> column_major = prefer_column_major(launch, options, tags, traced);

  const debuginfo::SourceLines lines = debuginfo::SourceLines::from_code_object(launch.code_object);
  const sim::KernelInfo& info = program.info();
  const sim::PcName name = [&lines, &info](std::uint32_t pc) {
    const debuginfo::SourcePosition position = lines.at(info.debug_address(pc));
    return position.known() ? position.file_line() : fmt::format("pc {:#x}", pc);
  };
  ProvenanceOutcome outcome = describe(std::move(traced), *tags, request, name);
  for (const std::size_t i : column_major) {
    outcome.text += fmt::format("provenance: {} is read column-major (its element [r][c] is the operand's [c][r]), "
                                "consistently in every WMMA: judged as such\n",
                                tags->buffers()[i].name);
  }
  if (!lines.has_lines() && !outcome.text.starts_with("provenance: the launch executed no")) {
    outcome.text += "provenance: the program has no line tables, so instructions are named by pc: build it with "
                    "-gline-tables-only for source lines\n";
  }
  return outcome;
}

int replay_with_provenance(const std::string& path, const sim::ExecutionOptions& options,
                           const ProvenanceRequest& request) {
  const sim::RecordedLaunch launch = read_case(path);
  ProvenanceOutcome outcome = trace_recorded_provenance(launch, options, request);
  OutputFiles files;
  if (!request.report.empty()) files.add(request.report, outcome.json_text, "the provenance report");
  if (!request.svg.empty()) {
    if (outcome.svg.empty()) throw UsageError("--provenance-svg: no matrix instruction to draw");
    files.add(request.svg, outcome.svg, "the provenance picture");
  }
  files.commit();
  std::cout << fmt::format("provenance of {} ({})\n", isa::short_name(launch.kernel), path) << outcome.text;
  return outcome.wrong ? kExitCheckReported : kExitOk;
}

}  // namespace wmmasim::cli
