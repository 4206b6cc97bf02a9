// kernels/kernels.json is the launch contract of every kernel (docs/kernels.md). This test holds the manifest and
// the built code objects to each other, with independent oracles: llvm-objdump-19 for the instructions each kernel is
// about (and the matrix instructions inside microkernel loops), llvm-readelf-19 for the argument metadata clang wrote.
#include <doctest/doctest.h>

#include <algorithm>
#include <cstdint>
#include <filesystem>
#include <fstream>
#include <map>
#include <optional>
#include <regex>
#include <set>
#include <sstream>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "support.h"
#include "wmmasim/isa/arch.h"
#include "wmmasim/isa/matrix_ops.h"

using nlohmann::json;
using wmmasim::test::BuiltKernel;
using wmmasim::test::kernel_manifest;

namespace {

std::string entry_label(const json& entry) {
  return entry.at("name").get<std::string>() + " (wave" + std::to_string(entry.at("wave").get<int>()) + ")";
}

// Default values of the by-value arguments, by name.
std::map<std::string, std::int64_t> default_values(const json& entry) {
  std::map<std::string, std::int64_t> values;
  for (const auto& arg : entry.at("args"))
    if (arg.at("kind") == "value") values[arg.at("name")] = arg.at("default").get<std::int64_t>();
  return values;
}

// A dimension is an integer or an expression "a*b/c" over integers and by-value argument names, evaluated left to
// right; every division must be exact.
std::int64_t evaluate_dimension(const json& dim, const std::map<std::string, std::int64_t>& values) {
  if (dim.is_number_integer()) return dim.get<std::int64_t>();
  REQUIRE(dim.is_string());
  const std::string text = dim.get<std::string>();
  std::int64_t result = 0;
  char op = '=';
  std::size_t pos = 0;
  while (pos <= text.size()) {
    const std::size_t end = text.find_first_of("*/", pos);
    const std::string token = text.substr(pos, end == std::string::npos ? std::string::npos : end - pos);
    REQUIRE_MESSAGE(!token.empty(), "bad dimension expression '" << text << "'");
    std::int64_t operand = 0;
    if (std::isdigit(static_cast<unsigned char>(token[0]))) {
      operand = std::stoll(token);
    } else {
      REQUIRE_MESSAGE(values.count(token) == 1, "'" << token << "' in '" << text << "' is not a by-value argument");
      operand = values.at(token);
    }
    if (op == '=') result = operand;
    if (op == '*') result *= operand;
    if (op == '/') {
      REQUIRE_MESSAGE(operand != 0, text);
      CHECK_MESSAGE(result % operand == 0, "'" << text << "' does not divide evenly with the default values");
      result /= operand;
    }
    if (end == std::string::npos) break;
    op = text[end];
    pos = end + 1;
  }
  return result;
}

std::int64_t product(const json& dims, const std::map<std::string, std::int64_t>& values) {
  std::int64_t p = 1;
  for (const auto& d : dims) p *= evaluate_dimension(d, values);
  return p;
}

int dtype_bytes(const std::string& dtype) {
  static const std::map<std::string, int> sizes = {{"f16", 2}, {"bf16", 2}, {"f32", 4}, {"i32", 4},
                                                   {"u32", 4}, {"i8", 1},   {"u8", 1},  {"fp8", 1},
                                                   {"bf8", 1}, {"u16", 2},  {"u64", 8},
                                                   {"f64", 8}};
  const auto it = sizes.find(dtype);
  REQUIRE_MESSAGE(it != sizes.end(), "unknown dtype '" << dtype << "'");
  return it->second;
}

std::optional<BuiltKernel> find_built(const std::string& name, const std::string& target, int wave) {
  for (const auto& k : wmmasim::test::built_kernels())
    if (k.name == name && k.target == target && k.wave_size == wave) return k;
  return std::nullopt;
}

// One instruction of llvm-objdump-19 output: its address, mnemonic, operands and the whole line (which ends with
// a branch's target as <kernel+0xOFFSET>).
struct Instruction {
  std::uint64_t address;
  std::string mnemonic;
  std::string operands;
  std::string line;
};

// The instructions of kernel k.name, from its symbol to its last s_endpgm (the padding after that is dropped);
// with `callees`, those of every other function of the code object too (the device functions it calls).
std::vector<Instruction> disassemble_uncached(const BuiltKernel& k, bool callees = false) {
  std::istringstream text(wmmasim::test::objdump(k));
  const std::regex symbol_line(R"(^([0-9a-f]+) <(\w+)>:$)");
  const std::regex instruction_line(R"(^\s+(\S+)\s*(.*?)\s*// ([0-9A-F]+):)");
  std::vector<Instruction> instructions;
  bool inside = false;
  std::string line;
  std::smatch m;
  while (std::getline(text, line)) {
    if (std::regex_match(line, m, symbol_line)) {
      inside = callees || m[2] == k.name;
    } else if (inside && std::regex_search(line, m, instruction_line)) {
      instructions.push_back({std::stoull(m[3], nullptr, 16), m[1], m[2], line});
    }
  }
  while (!instructions.empty() && instructions.back().mnemonic != "s_endpgm") instructions.pop_back();
  return instructions;
}

const std::vector<Instruction>& disassemble(const BuiltKernel& k) {
  static std::map<std::string, std::vector<Instruction>> cache;
  auto it = cache.find(k.path);
  if (it == cache.end()) it = cache.emplace(k.path, disassemble_uncached(k)).first;
  return it->second;
}

// `expected` is a mnemonic prefix, optionally followed by words that must all appear among the operands
// (e.g. "v_wmma_i32_16x16x16_iu8 neg_lo:[1,0,0]").
bool has_instruction(const std::vector<Instruction>& code, const std::string& expected) {
  std::istringstream words(expected);
  std::string mnemonic, word;
  words >> mnemonic;
  std::vector<std::string> operand_words;
  while (words >> word) operand_words.push_back(word);
  return std::any_of(code.begin(), code.end(), [&](const Instruction& i) {
    return i.mnemonic.rfind(mnemonic, 0) == 0 &&
           std::all_of(operand_words.begin(), operand_words.end(),
                       [&](const std::string& w) { return i.operands.find(w) != std::string::npos; });
  });
}

struct Loop {
  std::size_t first;  // index of the branch target
  std::size_t last;   // index of the backward branch
};

// Loops = backward branches. llvm-objdump prints a branch's target as <kernel+0xOFFSET>.
std::vector<Loop> find_loops(const std::vector<Instruction>& code, const std::string& kernel) {
  std::vector<Loop> loops;
  if (code.empty()) return loops;
  const std::regex target_pattern("<" + kernel + R"(\+0x([0-9a-f]+)>)");
  const std::uint64_t base = code.front().address;
  for (std::size_t i = 0; i < code.size(); ++i) {
    std::smatch m;
    if (code[i].mnemonic.rfind("s_cbranch", 0) != 0 && code[i].mnemonic != "s_branch") continue;
    if (!std::regex_search(code[i].line, m, target_pattern)) continue;
    const std::uint64_t target = base + std::stoull(m[1], nullptr, 16);
    if (target > code[i].address) continue;
    const auto first = std::find_if(code.begin(), code.end(), [&](const Instruction& x) { return x.address == target; });
    REQUIRE(first != code.end());
    loops.push_back({static_cast<std::size_t>(first - code.begin()), i});
  }
  return loops;
}

int count_in(const std::vector<Instruction>& code, const Loop& loop, const std::string& prefix) {
  int n = 0;
  for (std::size_t i = loop.first; i <= loop.last; ++i) n += code[i].mnemonic.rfind(prefix, 0) == 0;
  return n;
}

// The code-object metadata as llvm-readelf-19 --notes prints it (YAML), reduced to what the manifest states.
struct Metadata {
  struct Arg {
    std::string value_kind;
    int size = 0;
  };
  std::vector<Arg> args;  // hidden_* arguments excluded
  int wavefront_size = 0;
  int private_segment_fixed_size = -1;
  int max_flat_workgroup_size = 0;
};

int yaml_int(const std::string& notes, const std::string& key) {
  std::smatch m;
  const std::regex pattern("\\n\\s+\\." + key + ":\\s+(\\d+)");
  REQUIRE_MESSAGE(std::regex_search(notes, m, pattern), "no ." << key << " in the metadata");
  return std::stoi(m[1]);
}

Metadata read_metadata(const BuiltKernel& k) {
  const auto r = wmmasim::test::run_command(std::string(WMMASIM_READELF) + " --notes " + k.path);
  REQUIRE(r.exit_code == 0);
  Metadata meta;
  meta.wavefront_size = yaml_int(r.out, "wavefront_size");
  meta.private_segment_fixed_size = yaml_int(r.out, "private_segment_fixed_size");
  meta.max_flat_workgroup_size = yaml_int(r.out, "max_flat_workgroup_size");
  std::istringstream lines(r.out);
  std::string line;
  std::size_t args_indent = std::string::npos;
  std::vector<Metadata::Arg> all;
  while (std::getline(lines, line)) {
    const std::size_t indent = line.find_first_not_of(" -");
    if (indent == std::string::npos) continue;
    if (line.compare(indent, 6, ".args:") == 0) {
      args_indent = indent;
      continue;
    }
    if (args_indent == std::string::npos) continue;
    if (indent <= args_indent) break;  // the next key of the kernel: the argument list is over
    if (line.find("- ") != std::string::npos && line.find("- ") < indent) all.emplace_back();
    std::smatch m;
    if (std::regex_search(line, m, std::regex(R"(\.value_kind:\s+(\S+))"))) all.back().value_kind = m[1];
    if (std::regex_search(line, m, std::regex(R"(\.size:\s+(\d+))"))) all.back().size = std::stoi(m[1]);
  }
  for (const auto& arg : all)
    if (arg.value_kind.rfind("hidden_", 0) != 0) meta.args.push_back(arg);
  return meta;
}

}  // namespace

TEST_CASE("the manifest is well formed") {
  REQUIRE(kernel_manifest().is_array());
  REQUIRE(!kernel_manifest().empty());
  std::set<std::pair<std::string, int>> seen;
  for (const auto& entry : kernel_manifest()) {
    CAPTURE(entry.dump());
    const std::string name = entry.at("name");
    const int wave = entry.at("wave");
    CHECK(seen.insert({name, wave}).second);
    CHECK((wave == 32 || wave == 64));
    CHECK(!entry.at("targets").empty());
    CHECK(!entry.at("reference").get<std::string>().empty());
    const auto values = default_values(entry);
    for (const auto& arg : entry.at("args")) {
      const std::string kind = arg.at("kind");
      CHECK((kind == "buffer_in" || kind == "buffer_out" || kind == "buffer_inout" || kind == "value"));
      dtype_bytes(arg.at("dtype"));
      if (kind == "value") {
        if (arg.contains("multiple_of"))
          CHECK(arg.at("default").get<std::int64_t>() % arg.at("multiple_of").get<std::int64_t>() == 0);
      } else {
        CHECK(product(arg.at("shape"), values) > 0);
      }
    }
    REQUIRE(entry.at("grid").size() == 3);
    REQUIRE(entry.at("block").size() == 3);
    CHECK(product(entry.at("grid"), values) > 0);
    const std::int64_t threads = product(entry.at("block"), values);
    CHECK(threads % wave == 0);  // whole waves only
    for (const auto& target : entry.at("targets")) CHECK(entry.at("exercises").contains(target.get<std::string>()));
  }
}

TEST_CASE("every built code object is in the manifest, and every manifest target was built") {
  std::set<std::tuple<std::string, std::string, int>> listed;
  for (const auto& entry : kernel_manifest())
    for (const auto& target : entry.at("targets"))
      listed.insert({entry.at("name").get<std::string>(), target.get<std::string>(), entry.at("wave").get<int>()});
  std::set<std::tuple<std::string, std::string, int>> built;
  for (const auto& k : wmmasim::test::built_kernels()) {
    CAPTURE(k.path);
    CHECK(std::filesystem::exists(k.path));
    built.insert({k.name, k.target, k.wave_size});
  }
  CHECK(listed == built);
}

TEST_CASE("each code object contains the instructions its kernel exercises") {
  for (const auto& entry : kernel_manifest()) {
    for (const auto& target_json : entry.at("targets")) {
      const std::string target = target_json;
      const auto k = find_built(entry.at("name"), target, entry.at("wave"));
      CAPTURE(entry_label(entry));
      CAPTURE(target);
      REQUIRE(k.has_value());
      const auto code = disassemble_uncached(*k, true);
      REQUIRE(!code.empty());
      for (const auto& mnemonic : entry.at("exercises").at(target)) {
        CAPTURE(mnemonic.get<std::string>());
        CHECK(has_instruction(code, mnemonic));
      }
    }
  }
}

TEST_CASE("code-object metadata matches the manifest's arguments and launch") {
  for (const auto& entry : kernel_manifest()) {
    for (const auto& target : entry.at("targets")) {
      const auto k = find_built(entry.at("name"), target, entry.at("wave"));
      CAPTURE(entry_label(entry));
      CAPTURE(target.get<std::string>());
      REQUIRE(k.has_value());
      const Metadata meta = read_metadata(*k);
      const auto& args = entry.at("args");
      REQUIRE(meta.args.size() == args.size());
      for (std::size_t i = 0; i < args.size(); ++i) {
        CAPTURE(i);
        if (args[i].at("kind") == "value") {
          CHECK(meta.args[i].value_kind == "by_value");
          CHECK(meta.args[i].size == dtype_bytes(args[i].at("dtype")));
        } else {
          CHECK(meta.args[i].value_kind == "global_buffer");
          CHECK(meta.args[i].size == 8);
        }
      }
      CHECK(meta.wavefront_size == entry.at("wave").get<int>());
      // Scratch only where the kernel is there to exercise it (a spill elsewhere would be a surprise).
      const auto& exercised = entry.at("exercises").at(target.get<std::string>());
      const bool uses_scratch = std::ranges::any_of(exercised, [](const auto& m) {
        return m.template get<std::string>().starts_with("scratch_");
      });
      if (!uses_scratch) CHECK(meta.private_segment_fixed_size == 0);
      CHECK(meta.max_flat_workgroup_size >= product(entry.at("block"), default_values(entry)));
    }
  }
}

TEST_CASE("microkernel loops contain the stated number of matrix instructions") {
  int checked = 0;
  for (const auto& entry : kernel_manifest()) {
    if (!entry.contains("timing")) continue;
    const auto& timing = entry.at("timing");
    const std::string instruction = timing.at("instruction");
    for (const auto& target : entry.at("targets")) {
      const auto k = find_built(entry.at("name"), target, entry.at("wave"));
      CAPTURE(entry_label(entry));
      CAPTURE(target.get<std::string>());
      REQUIRE(k.has_value());
      const auto code = disassemble(*k);
      const auto loops = find_loops(code, k->name);
      REQUIRE(loops.size() == 1);
      const Loop& loop = loops.front();
      CHECK(count_in(code, loop, instruction) == timing.at("per_iteration").get<int>());
      // No other matrix instruction may hide in the loop.
      CHECK(count_in(code, loop, "v_wmma") + count_in(code, loop, "v_swmmac") == timing.at("per_iteration"));
      CHECK(count_in(code, loop, "v_nop") == timing.at("v_nop_per_iteration").at(target.get<std::string>()));
      ++checked;
    }
  }
  CHECK(checked > 0);
}

TEST_CASE("microkernel operand shapes are the instruction's VGPR counts (isa/ matrix-op records)") {
  for (const auto& entry : kernel_manifest()) {
    if (!entry.contains("timing")) continue;
    CAPTURE(entry_label(entry));
    const auto values = default_values(entry);
    const std::string mnemonic = entry.at("timing").at("instruction");
    const int chains = entry.at("timing").at("chains");
    const int wave = entry.at("wave");
    const std::int64_t waves = product(entry.at("grid"), values) * product(entry.at("block"), values) / wave;
    std::map<std::string, json> args;
    for (const auto& arg : entry.at("args")) args[arg.at("name")] = arg;
    for (const auto& target : entry.at("targets")) {
      const auto t = wmmasim::isa::find_target(target.get<std::string>());
      REQUIRE(t.has_value());
      const auto* op = wmmasim::isa::find_matrix_op(t->family, mnemonic);
      REQUIRE_MESSAGE(op != nullptr, mnemonic);
      const auto& regs = op->registers(wave);
      CHECK(args.at("a").at("shape") == json::array({wave, regs.a}));
      CHECK(args.at("b").at("shape") == json::array({wave, regs.b}));
      CHECK(args.at("c").at("shape") == json::array({chains, wave, regs.cd}));
      CHECK(args.at("d").at("shape") == json::array({waves, wave, regs.cd}));
      CHECK(args.count("index") == (op->kind == wmmasim::isa::MatrixKind::Sparse ? 1u : 0u));
    }
  }
}
