// Test-side adapter: turns a hardware thread-trace timeline of tests/data/hw-traces (one row per issued
// instruction, README §4) into the timing model's event streams. Each instruction is decoded by the isa decoder from
// the traced code object's words at entry + pc (read with llvm-objdump-19) and turned into an event by
// sim::timing_event_for(); only words the decoder rejects (discover_ops fills unused fields, README §6) fall back to
// the hardware's own class (`sqtt_op`) and tinygrad's operand text (`inst`). Instructions the trace cannot show
// (s_delay_alu, s_wait_alu, s_barrier_wait) are re-inserted from the code between consecutive rows of a wave.
#pragma once

#include <fmt/format.h>

#include <algorithm>
#include <cstdint>
#include <filesystem>
#include <fstream>
#include <map>
#include <memory>
#include <optional>
#include <regex>
#include <sstream>
#include <string>
#include <vector>

#include "support.h"
#include "wmmasim/isa/arch.h"
#include "wmmasim/isa/decoder.h"
#include "wmmasim/isa/matrix_ops.h"
#include "wmmasim/events/events.h"

namespace wmmasim::test {

using sim::RegisterRange;
using sim::TimingClass;
using sim::TimingEvent;

// ---- CSV ----------------------------------------------------------------------------------------------------

inline std::vector<std::string> split_csv_line(const std::string& line) {
  std::vector<std::string> fields(1);
  bool quoted = false;
  for (std::size_t i = 0; i < line.size(); ++i) {
    const char c = line[i];
    if (c == '"') {
      if (quoted && i + 1 < line.size() && line[i + 1] == '"') fields.back() += '"', ++i;
      else quoted = !quoted;
    } else if (c == ',' && !quoted) {
      fields.emplace_back();
    } else if (c != '\r') {
      fields.back() += c;
    }
  }
  return fields;
}

struct CsvTable {
  std::vector<std::string> header;
  std::vector<std::map<std::string, std::string>> rows;
};

inline CsvTable read_csv(const std::string& path) {
  std::ifstream in(path);
  if (!in) throw std::runtime_error("cannot read " + path);
  CsvTable table;
  std::string line;
  std::getline(in, line);
  table.header = split_csv_line(line);
  while (std::getline(in, line)) {
    if (line.empty()) continue;
    const auto fields = split_csv_line(line);
    std::map<std::string, std::string> row;
    for (std::size_t i = 0; i < table.header.size() && i < fields.size(); ++i) row[table.header[i]] = fields[i];
    table.rows.push_back(std::move(row));
  }
  return table;
}

// A recorded run's row of recording_clocks.csv (README §9): the shader clock it ran at while its waves ran
// (`sclk_mhz`, measured from the SQTT realtime markers, the GPU's 100 MHz timestamp) and the `driver` it was
// recorded through (AM: tinygrad's own, KFD: the amdgpu kernel driver); empty when the run is not there.
inline std::map<std::string, std::string> recording_of(const std::string& hw_dir, const std::string& csv) {
  static const CsvTable clocks = read_csv(hw_dir + "/recording_clocks.csv");
  const std::string file = std::filesystem::path(csv).filename().string();
  for (const auto& row : clocks.rows)
    if (file.find("__" + row.at("run_blob") + "__") != std::string::npos) return row;
  return {};
}

// The shader clock of a recorded run in MHz; 0 when it was not measured.
inline double recorded_clock_mhz(const std::string& hw_dir, const std::string& csv) {
  const auto row = recording_of(hw_dir, csv);
  return row.empty() ? 0 : std::stod(row.at("sclk_mhz"));
}

// Whether the run was recorded through the amdgpu kernel driver (KFD), whose profile_standard ran the shaders at
// ~1650 MHz and the fabric at its lowest level, by an amount the recording does not give; every other recording
// went through tinygrad's own driver, which pins every clock to its top level.
inline bool recorded_through_kernel_driver(const std::string& hw_dir, const std::string& csv) {
  const auto row = recording_of(hw_dir, csv);
  return !row.empty() && row.at("driver") == "KFD";
}

// ---- the code object, as llvm-objdump-19 prints it ------------------------------------------------------------

struct StaticInstruction {
  std::string text;      // "v_add_f32_e32 v0, v0, v3"; ".long ..." where LLVM rejects the encoding
  std::string mnemonic;  // first word of text
  std::uint8_t size = 4;
};

// A kernel's code as llvm-objdump-19 prints it, and its words, from the kernel entry.
struct Program {
  std::map<std::uint32_t, StaticInstruction> listing;  // by byte offset from the entry
  std::vector<std::uint32_t> words;                     // words[i] is the dword at offset 4 i

  std::span<const std::uint32_t> words_at(std::uint32_t pc) const {
    return pc / 4 < words.size() ? std::span<const std::uint32_t>(words).subspan(pc / 4)
                                 : std::span<const std::uint32_t>();
  }
  bool has_branches() const {
    return std::any_of(listing.begin(), listing.end(), [](const auto& entry) {
      return entry.second.mnemonic.rfind("s_cbranch", 0) == 0 || entry.second.mnemonic == "s_branch";
    });
  }
};

// `mcpu` may carry extra llvm-objdump options ("gfx1100 --mattr=+wavefrontsize64").
inline Program disassemble(const std::string& hsaco, const std::string& mcpu) {
  const std::string out =
      run_command(std::string(WMMASIM_OBJDUMP) + " -d --mcpu=" + mcpu + " " + hsaco).out;
  // "\t<text>  // <12 hex digits>: <encoding words>[ <branch target label>]"
  static const std::regex line_re(R"(^\t(.*?)\s*// ([0-9A-F]{12}): ([0-9A-F]+(?: [0-9A-F]+)*)(?: <[^>]*>)?\s*$)");
  Program program;
  std::optional<std::uint64_t> entry;
  std::istringstream lines(out);
  std::string line;
  while (std::getline(lines, line)) {
    std::smatch m;
    if (!std::regex_match(line, m, line_re)) continue;
    const std::uint64_t address = std::stoull(m[2].str(), nullptr, 16);
    if (!entry) entry = address;
    if (address - *entry != 4 * program.words.size()) break;  // only the first function's contiguous code
    StaticInstruction inst;
    inst.text = m[1].str();
    inst.mnemonic = inst.text.substr(0, inst.text.find(' '));
    std::istringstream words(m[3].str());
    std::string word;
    while (words >> word) program.words.push_back(static_cast<std::uint32_t>(std::stoul(word, nullptr, 16)));
    inst.size = static_cast<std::uint8_t>(4 * program.words.size() - (address - *entry));
    program.listing[static_cast<std::uint32_t>(address - *entry)] = inst;
  }
  return program;
}

// ---- register operands from assembly text ---------------------------------------------------------------------

inline std::vector<RegisterRange> registers_in(const std::string& text) {
  static const std::regex reg_re(
      R"(\b([vs])(?:\[(\d+):(\d+)\]|(\d+)\b)|\b(vcc_lo|vcc_hi|vcc|exec_lo|exec_hi|exec|m0|scc|VCC_LO|EXEC_LO|NULL)\b)");
  std::vector<RegisterRange> out;
  for (auto it = std::sregex_iterator(text.begin(), text.end(), reg_re); it != std::sregex_iterator(); ++it) {
    const std::smatch& m = *it;
    if (m[5].matched) {
      const std::string name = m[5].str();
      if (name == "NULL") continue;
      if (name == "vcc_lo" || name == "VCC_LO") out.push_back(sim::sgprs(sim::kVccLo));
      else if (name == "vcc") out.push_back(sim::sgprs(sim::kVccLo, 2));
      else if (name == "vcc_hi") out.push_back(sim::sgprs(sim::kVccLo + 1));
      else if (name == "exec_lo" || name == "EXEC_LO") out.push_back(sim::sgprs(sim::kExecLo));
      else if (name == "exec") out.push_back(sim::sgprs(sim::kExecLo, 2));
      else if (name == "exec_hi") out.push_back(sim::sgprs(sim::kExecLo + 1));
      else if (name == "m0") out.push_back(sim::sgprs(125));
      else out.push_back(sim::sgprs(sim::kScc));
      continue;
    }
    const bool vector = m[1].str() == "v";
    const int first = m[2].matched ? std::stoi(m[2].str()) : std::stoi(m[4].str());
    const int last = m[2].matched ? std::stoi(m[3].str()) : first;
    const auto range = RegisterRange{vector ? sim::RegisterFile::Vgpr : sim::RegisterFile::Sgpr,
                                     static_cast<std::uint8_t>(last - first + 1), static_cast<std::uint16_t>(first)};
    out.push_back(range);
  }
  return out;
}

inline bool starts_with_any(const std::string& s, std::initializer_list<const char*> prefixes) {
  return std::any_of(prefixes.begin(), prefixes.end(), [&](const char* p) { return s.rfind(p, 0) == 0; });
}

// Destinations and sources of one instruction written as "mnemonic dst, src, ..." (LLVM or tinygrad syntax).
inline void parse_operands(const std::string& mnemonic, const std::string& operands, std::vector<RegisterRange>& dst,
                           std::vector<RegisterRange>& src) {
  const auto regs = registers_in(operands);
  if (regs.empty()) return;
  if (starts_with_any(mnemonic, {"global_store", "ds_store", "ds_write", "buffer_store", "scratch_store",
                                 "flat_store", "s_cbranch", "s_waitcnt", "s_wait_", "s_barrier", "s_sendmsg"}) ||
      (starts_with_any(mnemonic, {"ds_"}) && mnemonic.find("_rtn") == std::string::npos &&
       !starts_with_any(mnemonic, {"ds_load", "ds_read"}))) {
    src.insert(src.end(), regs.begin(), regs.end());
    return;
  }
  if (starts_with_any(mnemonic, {"s_cmp", "s_bitcmp"})) {
    dst.push_back(sim::sgprs(sim::kScc));
    src.insert(src.end(), regs.begin(), regs.end());
    return;
  }
  if (starts_with_any(mnemonic, {"v_cmpx"}) && mnemonic.find("_e64") == std::string::npos) {
    dst.push_back(sim::sgprs(sim::kExecLo));
    src.insert(src.end(), regs.begin(), regs.end());
    return;
  }
  const std::string first_operand = operands.substr(0, operands.find(','));
  std::size_t destinations = registers_in(first_operand).size();
  // VOP3 carry-out forms write an SGPR pair as their second operand.
  if (starts_with_any(mnemonic, {"v_add_co_", "v_sub_co_", "v_subrev_co_", "v_mad_co_", "v_mad_u64", "v_mad_i64"}) &&
      mnemonic.find("_e32") == std::string::npos && regs.size() > destinations)
    destinations = std::min(regs.size(), destinations + 1);
  dst.insert(dst.end(), regs.begin(), regs.begin() + static_cast<std::ptrdiff_t>(destinations));
  src.insert(src.end(), regs.begin() + static_cast<std::ptrdiff_t>(destinations), regs.end());
  // Scalar ALU instructions other than moves write SCC.
  if (mnemonic.rfind("s_", 0) == 0 && !starts_with_any(mnemonic, {"s_load", "s_buffer_load", "s_mov", "s_getpc"}))
    dst.push_back(sim::sgprs(sim::kScc));
}

// ---- the hardware's packet class, for words the decoder rejects ----------------------------------------------

inline void classify_from_trace(TimingEvent& event, const std::string& sqtt_op, const std::string& mnemonic) {
  using isa::TimingClass;
  event.cls = TimingClass::Hint;
  if (mnemonic.rfind("v_wmma", 0) == 0 || mnemonic.rfind("v_swmmac", 0) == 0) event.cls = TimingClass::Wmma;
  else if (sqtt_op.rfind("SALU", 0) == 0) event.cls = TimingClass::Salu;
  else if (sqtt_op.rfind("SMEM", 0) == 0) event.cls = TimingClass::Smem;
  else if (sqtt_op == "VALUB_2") event.cls = TimingClass::Valu64;
  else if (sqtt_op == "VALUB_4") event.cls = TimingClass::ValuQuarter;
  else if (sqtt_op == "VALUB_16" || sqtt_op == "VALU_DPFP") event.cls = TimingClass::ValuDouble;
  else if (sqtt_op == "VALUT_4") event.cls = TimingClass::ValuTrans;
  else if (sqtt_op.rfind("VALU", 0) == 0 || sqtt_op == "VINTERP") event.cls = TimingClass::Valu;
  else if (sqtt_op.rfind("LDS", 0) == 0) event.cls = TimingClass::Lds;
  else if (sqtt_op.rfind("VMEM_WR", 0) == 0 || sqtt_op.rfind("SGMEM_WR", 0) == 0) event.cls = TimingClass::VmemStore;
  else if (sqtt_op.rfind("VMEM", 0) == 0 || sqtt_op.rfind("SGMEM", 0) == 0) event.cls = TimingClass::VmemLoad;
  else if (sqtt_op.rfind("JUMP", 0) == 0) event.cls = TimingClass::Branch;
  else if (sqtt_op == "WAVEEND") event.cls = TimingClass::EndProgram;
  else if (mnemonic == "s_nop") event.cls = TimingClass::Nop;
  if (event.cls == TimingClass::Lds)
    event.memory = mnemonic.find("store") != std::string::npos ? sim::MemoryAccess::Store : sim::MemoryAccess::Load;
  if (event.cls == TimingClass::VmemLoad) event.memory = sim::MemoryAccess::Load;
  if (event.cls == TimingClass::VmemStore) event.memory = sim::MemoryAccess::Store;
}

// ---- one traced wave ------------------------------------------------------------------------------------------

struct TracedInstruction {
  std::optional<std::int64_t> hw_issue;  // relative to the timeline's first issue; none for packet-less rows
  std::string sqtt_op;
};

struct TracedWave {
  int slot = 0;
  int instance = 0;
  std::vector<TimingEvent> events;
  std::vector<TracedInstruction> rows;  // parallel to events
};

// Everything a replay needs about one timeline CSV.
struct TraceReplay {
  std::string csv;
  std::string gpu;  // gfx1100 / gfx1201
  std::string kernel;
  std::string code_object;        // the .hsaco, relative to the hw-traces folder
  std::vector<TracedWave> waves;  // in order of first issue
  std::vector<std::unique_ptr<std::string>> strings;  // mnemonic storage the events point into
};

// The event of the instruction at `pc`: decoded by the isa decoder when it can; otherwise (discover_ops' words
// LLVM and the decoder reject) from the hardware's class and tinygrad's operands "name(dst, src, ...)".
inline void fill_event(TimingEvent& event, const Program& program, std::uint32_t pc, const std::string& mnemonic,
                       const std::string& inst_column, const std::string& sqtt_op, isa::Family family,
                       TraceReplay& replay, int wave_size = 32) {
  const auto words = program.words_at(pc);
  if (!words.empty()) {
    const isa::DecodedInstruction decoded = isa::decode(isa::InstructionSet::get(family), words, wave_size);
    if (decoded.valid()) {
      event = sim::timing_event_for(decoded, pc);
      return;
    }
  }
  event.pc = pc;
  classify_from_trace(event, sqtt_op, mnemonic);
  replay.strings.push_back(std::make_unique<std::string>(mnemonic));
  event.mnemonic = *replay.strings.back();
  const auto found = program.listing.find(pc);
  event.size = found == program.listing.end() ? 4 : found->second.size;
  const auto open = inst_column.find('(');
  std::vector<RegisterRange> dst, src;
  parse_operands(mnemonic, open == std::string::npos ? "" : inst_column.substr(open + 1), dst, src);
  for (std::size_t i = 0; i < dst.size() && i < event.dst.size(); ++i) event.dst[i] = dst[i];
  for (std::size_t i = 0; i < src.size() && i < event.src.size(); ++i) event.src[i] = src[i];
}

// The gfx1100 discover_ops timestamps jump by this much at one row (hw-traces README §6): not time.
constexpr std::int64_t kTimestampArtifact = 8'591'138'816;

inline TraceReplay load_trace(const std::string& hw_dir, const std::map<std::string, std::string>& manifest_row) {
  TraceReplay replay;
  replay.csv = manifest_row.at("csv");
  replay.gpu = manifest_row.at("gpu");
  replay.kernel = manifest_row.at("kernel");
  replay.code_object = manifest_row.at("code_object");
  const isa::Family family = replay.gpu == "gfx1100" ? isa::Family::Gfx11 : isa::Family::Gfx12;
  const Program program = disassemble(hw_dir + "/" + manifest_row.at("code_object"), replay.gpu);
  const CsvTable table = read_csv(hw_dir + "/" + replay.csv);

  std::map<std::pair<int, int>, std::vector<const std::map<std::string, std::string>*>> by_wave;
  std::vector<std::pair<int, int>> order;
  std::int64_t first_issue = -1;
  for (const auto& row : table.rows) {
    if (row.count("align") && row.at("align") == "extra_packet") continue;
    if (row.at("pc").empty()) continue;
    // Realigned rows without a packet leave the wave columns empty: they belong to the only wave.
    const auto number = [&](const char* column) { return row.at(column).empty() ? 0 : std::stoi(row.at(column)); };
    const auto key = std::make_pair(number("wave"), number("wave_instance"));
    if (!by_wave.count(key)) order.push_back(key);
    by_wave[key].push_back(&row);
    if (first_issue < 0 && !row.at("issue_cycle").empty()) first_issue = std::stoll(row.at("issue_cycle"));
  }

  for (const auto& key : order) {
    TracedWave wave;
    wave.slot = key.first;
    wave.instance = key.second;
    std::int64_t wave_artifact = 0, last = 0;
    std::map<std::uint32_t, std::uint64_t> executions;  // per pc
    const auto& rows = by_wave[key];
    for (std::size_t i = 0; i < rows.size(); ++i) {
      const auto& row = *rows[i];
      const std::uint32_t pc = static_cast<std::uint32_t>(std::stoul(row.at("pc"), nullptr, 16));
      TimingEvent event;
      fill_event(event, program, pc, row.at("mnemonic"), row.at("inst"), row.at("sqtt_op"), family, replay);
      TracedInstruction traced{std::nullopt, row.at("sqtt_op")};
      if (!row.at("issue_cycle").empty()) {
        std::int64_t cycle = std::stoll(row.at("issue_cycle"));
        if (last > 0 && cycle - last > kTimestampArtifact / 2) wave_artifact = kTimestampArtifact;
        last = cycle;
        traced.hw_issue = cycle - wave_artifact - first_issue;
      }
      // A branch was taken when the next row of the wave is not the next instruction in memory.
      const bool last_row = i + 1 == rows.size();
      const std::uint32_t next_pc =
          last_row ? pc : static_cast<std::uint32_t>(std::stoul(rows[i + 1]->at("pc"), nullptr, 16));
      if (event.cls == TimingClass::Branch && !last_row && next_pc != pc + event.size) event.flags |= sim::kBranchTaken;
      // The replay does not know the real addresses. Vector memory gets a page per static instruction and wave
      // and a new 128-byte line per execution; scalar memory reads the kernel arguments (one page for all).
      if (sim::is_vector_memory(event.cls))
        event.address = ((static_cast<std::uint64_t>(pc) + 1) << 32) + (static_cast<std::uint64_t>(key.first) << 24) +
                        executions[pc]++ * 128;
      wave.events.push_back(event);
      wave.rows.push_back(traced);
      // Instructions without a packet between this row and the next (straight-line code only).
      if (event.cls != TimingClass::Branch && event.cls != TimingClass::EndProgram && !last_row) {
        for (std::uint32_t q = pc + event.size; q < next_pc;) {
          TimingEvent hidden;
          const auto listed = program.listing.find(q);
          fill_event(hidden, program, q, listed == program.listing.end() ? "" : listed->second.mnemonic, "", "", family,
                     replay);
          wave.events.push_back(hidden);
          wave.rows.push_back({std::nullopt, ""});
          q += hidden.size;
        }
      }
    }
    replay.waves.push_back(std::move(wave));
  }
  std::stable_sort(replay.waves.begin(), replay.waves.end(), [](const TracedWave& a, const TracedWave& b) {
    return a.rows.front().hw_issue.value_or(0) < b.rows.front().hw_issue.value_or(0);
  });
  return replay;
}

}  // namespace wmmasim::test
