// Compares wmmasim's disassembly with llvm-objdump-19's, instruction by instruction (used by test_isa_disasm_*.cpp).
//
// The bytes come from objdump's own listing (every line carries its address and encoding dwords), so the comparison
// does not depend on wmmasim's code-object loader; tests/test_isa_code_object.cpp checks that the loader finds the same
// bytes.
#pragma once

#include <cstdint>
#include <map>
#include <regex>
#include <set>
#include <sstream>
#include <string>
#include <vector>

#include "support.h"
#include "wmmasim/isa/decoder.h"
#include "wmmasim/isa/disassembler.h"

namespace wmmasim::test {

struct ObjdumpLine {
  std::uint64_t address;
  std::string text;  // instruction text, whitespace-normalised
  std::vector<std::uint32_t> words;
};

inline std::string normalise_whitespace(const std::string& s) {
  std::istringstream in(s);
  std::string word, out;
  while (in >> word) out += (out.empty() ? "" : " ") + word;
  return out;
}

// Instruction lines of `llvm-objdump-19 -d`: "\t<text>  // <address>: <dwords> [<target>] [; Warning: <what>]" (the
// warning names an operand LLVM finds odd, e.g. a misaligned SGPR pair it still prints).
inline std::vector<ObjdumpLine> parse_objdump(const std::string& listing) {
  static const std::regex line_re(R"(^\t(.*?)\s*// ([0-9A-F]+): ([0-9A-F]{8}(?: [0-9A-F]{8})*)(?: <.*>)?(?: ; .*)?$)");
  std::vector<ObjdumpLine> lines;
  std::istringstream in(listing);
  std::string line;
  std::smatch m;
  while (std::getline(in, line)) {
    if (!std::regex_match(line, m, line_re)) continue;
    ObjdumpLine l{std::stoull(m[2].str(), nullptr, 16), normalise_whitespace(m[1].str()), {}};
    std::istringstream words(m[3].str());
    std::string w;
    while (words >> w) l.words.push_back(static_cast<std::uint32_t>(std::stoul(w, nullptr, 16)));
    lines.push_back(std::move(l));
  }
  return lines;
}

struct DisasmComparison {
  int llvm_decoded = 0;       // instructions objdump decodes (not .long)
  int equal = 0;              // ... that wmmasim prints identically at the same address
  int inside_rejected = 0;    // ... that lie inside an instruction whose start objdump rejects (.long): LLVM split it
  int decoded_where_llvm_rejects = 0;  // instructions wmmasim decodes at an address objdump prints as .long
  std::vector<std::string> differences;  // "address: llvm | wmmasim"
  int compared() const { return llvm_decoded - inside_rejected; }
  double coverage_percent() const { return compared() == 0 ? 100.0 : 100.0 * equal / compared(); }
};

// `decoded`, if given, collects the records of every instruction wmmasim decoded (VOPD: both halves).
inline DisasmComparison compare_with_objdump(const std::vector<ObjdumpLine>& lines, isa::Family family, int wave_size,
                                             std::set<const isa::InstructionRecord*>* decoded = nullptr) {
  DisasmComparison result;
  const isa::InstructionSet& set = isa::InstructionSet::get(family);
  // Contiguous runs of objdump lines become one word stream each.
  std::map<std::uint64_t, std::pair<std::string, std::uint64_t>> ours;  // start -> (text, end)
  std::size_t i = 0;
  while (i < lines.size()) {
    std::vector<std::uint32_t> words;
    const std::uint64_t base = lines[i].address;
    std::uint64_t next = base;
    while (i < lines.size() && lines[i].address == next) {
      words.insert(words.end(), lines[i].words.begin(), lines[i].words.end());
      next += 4 * lines[i].words.size();
      ++i;
    }
    const isa::DecodedProgram program = isa::decode_program(set, words, wave_size, base);
    for (std::size_t k = 0; k < program.instructions.size(); ++k) {
      const auto& d = program.instructions[k];
      const std::uint32_t offset = program.offsets[k];
      if (decoded && d.record) decoded->insert(d.record);
      if (decoded && d.dual) decoded->insert(d.dual);
      ours[base + offset] = {isa::disassemble(d, set, wave_size, words[offset / 4]), base + offset + d.size};
    }
  }
  std::map<std::uint64_t, bool> llvm_rejects;
  for (const ObjdumpLine& l : lines) llvm_rejects[l.address] = l.text.starts_with(".long");
  for (const auto& [address, ours_at] : ours) {
    if (llvm_rejects[address] && !ours_at.first.starts_with(".long")) ++result.decoded_where_llvm_rejects;
  }
  for (const ObjdumpLine& l : lines) {
    if (l.text.starts_with(".long")) continue;
    ++result.llvm_decoded;
    auto it = ours.find(l.address);
    if (it != ours.end() && it->second.first == l.text) {
      ++result.equal;
      continue;
    }
    if (it == ours.end()) {
      auto prev = ours.upper_bound(l.address);
      if (prev != ours.begin()) {
        --prev;
        if (l.address < prev->second.second && llvm_rejects[prev->first]) {
          ++result.inside_rejected;
          continue;
        }
      }
    }
    std::ostringstream diff;
    diff << std::hex << l.address << ": llvm '" << l.text << "' | wmmasim '"
         << (it == ours.end() ? std::string("<not an instruction start>") : it->second.first) << "'";
    result.differences.push_back(diff.str());
  }
  return result;
}

inline std::string objdump_file(const std::string& path, const std::string& cpu, int wave_size) {
  const std::string wave = wave_size == 64 ? " --mattr=+wavefrontsize64" : "";
  return run_command(std::string(WMMASIM_OBJDUMP) + " -d --mcpu=" + cpu + wave + " " + path).out;
}

}  // namespace wmmasim::test
