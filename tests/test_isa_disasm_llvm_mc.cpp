// The decoder and disassembler on every encoding of LLVM 19's own gfx11/gfx12 MC tests (tests/data/llvm-mc: the
// bytes of llvm/test/MC/Disassembler/AMDGPU/gfx1{1,150,2}_dasm_*.txt and of the `encoding:` checks of
// llvm/test/MC/AMDGPU/gfx1{1,150,2}_asm_*.s, extracted by scripts/extract_llvm_mc_encodings.py).
//
// The oracle runs here: each encoding becomes its own labelled piece of an object assembled by llvm-mc-19 (so no
// encoding can run into the next one), llvm-objdump-19 disassembles it, and wmmasim decodes the same bytes alone.
// One llvm-mc and one llvm-objdump process per processor and wave size, for the encodings of all files at once.
// Every encoding LLVM decodes must print equal, unless kKnownGaps below names it with a reason.
#include <doctest/doctest.h>
#include <zstd.h>

#include <filesystem>
#include <algorithm>
#include <fstream>
#include <iostream>
#include <map>
#include <regex>
#include <sstream>
#include <string_view>

#include "disasm_compare.h"
#include "wmmasim/isa/arch.h"

namespace fs = std::filesystem;
using namespace wmmasim;

namespace {

// What wmmasim does not decode or print like LLVM, reviewed one by one: family, a regular expression on LLVM's
// instruction text, why. An entry that no longer matches any difference fails the test (remove it).
struct KnownGap {
  std::string_view family;
  std::string_view llvm_text;
  std::string_view reason;
};
constexpr KnownGap kKnownGaps[] = {
    // Encodings the records do not have (the decoder returns an invalid instruction, as documented in docs/isa.md).
    {"gfx11", "^image_", "MIMG: image loads, stores, samples and atomics through a texture descriptor (graphics)"},
    {"gfx12", "^image_", "VIMAGE/VSAMPLE: image loads, stores, samples and atomics (graphics)"},
    {"gfx11", "^tbuffer_", "MTBUF: typed buffer access, the format in the instruction (clang emits MUBUF)"},
    {"gfx12", "^tbuffer_", "gfx12 VBUFFER typed form (MTBUF)"},
    {"gfx11", "^exp ", "EXP: exports of vertex and pixel shaders (graphics)"},
    {"gfx12", "^export ", "EXPORT: exports of vertex and pixel shaders (graphics)"},
    {"gfx11", "^lds_(direct|param)_load ", "LDSDIR: interpolation inputs of pixel shaders (graphics)"},
    {"gfx12", "^ds_(direct|param)_load ", "VDSDIR: interpolation inputs of pixel shaders (graphics)"},
    {"gfx11", "^ds_(gws_|ordered_count|add_gs_reg_rtn|sub_gs_reg_rtn)",
     "GDS/GWS (global data share, global wave sync): LLVM prints them only with the gds bit, which the DS probe "
     "of scripts/gen_isa_records.py does not set; no HIP code reaches them"},
    {"gfx11", "^ds_nop$", "DS opcode 0x14: LLVM prints ds_nop only when every operand field is 0, the DS probe sets them"},
    {"gfx12", "^ds_nop$", "DS opcode 0x14: LLVM prints ds_nop only when every operand field is 0, the DS probe sets them"},
    // Printing differences on encodings LLVM's assembler would not produce.
    {"gfx11", "/\\*Invalid register, operand has 'VS_32_Lo128'",
     "VGPR above v127 in a 16-bit VOP1/VOP2 operand: LLVM adds this comment, wmmasim prints the register alone"},
    {"gfx12", "^v_s?wmmac?_.*/\\*Invalid (register|immediate)",
     "SGPR or constant in a WMMA/SWMMAC A/B operand: LLVM adds a comment, wmmasim prints the operand alone"},
    {"gfx11", "^v_dot2_(f16_f16|bf16_bf16)_e64_dpp .*op_sel:\\[0,0,",
     "DPP forms of v_dot2_f16_f16/v_dot2_bf16_bf16: LLVM 19 drops op_sel of src0/src1, wmmasim prints the bits"},
    {"gfx12", "^v_dot2_(f16_f16|bf16_bf16)_e64_dpp .*op_sel:\\[0,0,",
     "DPP forms of v_dot2_f16_f16/v_dot2_bf16_bf16: LLVM 19 drops op_sel of src0/src1, wmmasim prints the bits"},
};

struct LlvmMcFile {
  std::string name;  // e.g. gfx11_dasm_vop1.txt
  std::string cpu;   // the -mcpu of its RUN lines
  std::vector<int> wave_sizes;
  std::vector<std::pair<std::string, int>> encodings;  // hex bytes, in file order; the one wave size it is for or 0
  bool tested_in(const std::pair<std::string, int>& encoding, int wave) const {
    return encoding.second == 0 || encoding.second == wave;
  }
};

std::string decompress_zstd(const fs::path& path) {
  std::ifstream in(path, std::ios::binary);
  REQUIRE_MESSAGE(in, "missing " << path);
  const std::string packed{std::istreambuf_iterator<char>(in), {}};
  const unsigned long long size = ZSTD_getFrameContentSize(packed.data(), packed.size());
  REQUIRE_MESSAGE((size != ZSTD_CONTENTSIZE_ERROR && size != ZSTD_CONTENTSIZE_UNKNOWN), path << ": not a zstd frame");
  std::string plain(size, '\0');
  const std::size_t n = ZSTD_decompress(plain.data(), plain.size(), packed.data(), packed.size());
  REQUIRE_MESSAGE(!ZSTD_isError(n), path << ": " << ZSTD_getErrorName(n));
  return plain;
}

std::vector<LlvmMcFile> read_llvm_mc_files(const std::string& text) {
  std::vector<LlvmMcFile> files;
  std::istringstream in(text);
  std::string line;
  while (std::getline(in, line)) {
    if (line.empty() || line[0] == '#') continue;
    if (line.starts_with("file ")) {
      std::istringstream fields(line.substr(5));
      LlvmMcFile f;
      std::string waves;
      fields >> f.name >> f.cpu >> waves;
      for (std::size_t p = 0; p < waves.size(); p = waves.find(',', p) == std::string::npos ? waves.size()
                                                                                              : waves.find(',', p) + 1) {
        f.wave_sizes.push_back(std::stoi(waves.substr(p)));
      }
      files.push_back(std::move(f));
    } else {
      if (files.empty()) FAIL("encodings before the first 'file' line");
      const std::size_t space = line.find(' ');
      files.back().encodings.emplace_back(line.substr(0, space),
                                          space == std::string::npos ? 0 : std::stoi(line.substr(space + 1)));
    }
  }
  return files;
}

std::vector<std::uint32_t> words_of(const std::string& hex) {
  std::vector<std::uint32_t> words;
  for (std::size_t i = 0; i + 8 <= hex.size(); i += 8) {
    std::uint32_t w = 0;
    for (int b = 0; b < 4; ++b) w |= static_cast<std::uint32_t>(std::stoul(hex.substr(i + 2 * b, 2), nullptr, 16)) << (8 * b);
    words.push_back(w);
  }
  return words;
}

enum class Outcome { Equal, Different, NotDecoded, RejectedByBoth, DecodedWhereLlvmRejects };

struct EncodingResult {
  Outcome outcome;
  std::string llvm;     // LLVM's text of the first instruction
  std::string wmmasim;  // ours
};

// Assembles the encodings, one label each, disassembles them with llvm-objdump-19 and compares with wmmasim.
std::map<std::string, EncodingResult> compare_encodings(const std::vector<std::string>& encodings,
                                                        const std::string& cpu, int wave) {
  const auto target = isa::find_target(cpu);
  REQUIRE_MESSAGE(target, cpu);
  const isa::InstructionSet& set = isa::InstructionSet::get(target->family);
  const std::string stem = (fs::temp_directory_path() / ("wmmasim_llvm_mc_" + cpu + "_w" + std::to_string(wave) +
                                                         "_" + std::to_string(getpid()))).string();
  std::vector<std::uint64_t> addresses;
  {
    std::ofstream source(stem + ".s");
    source << ".text\n";
    std::uint64_t address = 0;
    for (std::size_t i = 0; i < encodings.size(); ++i) {
      addresses.push_back(address);
      // A function symbol each: objdump starts decoding afresh at each, and never prints one as a branch target.
      source << ".type e" << i << ",@function\ne" << i << ":\n.byte ";
      for (std::size_t b = 0; b < encodings[i].size(); b += 2) source << (b ? ",0x" : "0x") << encodings[i].substr(b, 2);
      source << "\n";
      address += encodings[i].size() / 2;
    }
  }
  const std::string attr = wave == 64 ? " -mattr=+wavefrontsize64" : "";
  const auto as = test::run_command(std::string(WMMASIM_LLVM_MC) + " -triple=amdgcn-amd-amdhsa -mcpu=" + cpu + attr +
                                    " -filetype=obj " + stem + ".s -o " + stem + ".o");
  REQUIRE_MESSAGE(as.exit_code == 0, as.err);
  const auto lines = test::parse_objdump(test::objdump_file(stem + ".o", cpu, wave));
  fs::remove(stem + ".s");
  fs::remove(stem + ".o");

  std::map<std::uint64_t, const test::ObjdumpLine*> llvm_at;
  for (const auto& l : lines) llvm_at[l.address] = &l;
  std::map<std::string, EncodingResult> results;
  for (std::size_t i = 0; i < encodings.size(); ++i) {
    const std::uint64_t base = addresses[i];
    const std::uint64_t end = base + encodings[i].size() / 2;
    const std::vector<std::uint32_t> words = words_of(encodings[i]);
    const isa::DecodedProgram ours = isa::decode_program(set, words, wave, base);
    std::vector<std::pair<std::uint64_t, std::string>> ours_texts, llvm_texts;
    for (std::size_t k = 0; k < ours.instructions.size(); ++k) {
      const std::uint32_t offset = ours.offsets[k];
      ours_texts.emplace_back(base + offset, isa::disassemble(ours.instructions[k], set, wave, words[offset / 4]));
    }
    for (auto it = llvm_at.lower_bound(base); it != llvm_at.end() && it->first < end; ++it) {
      llvm_texts.emplace_back(it->first, it->second->text);
    }
    if (llvm_texts.empty() || llvm_texts.front().first != base) {
      FAIL("llvm-objdump-19 printed no instruction at the start of encoding " << encodings[i] << " (" << cpu
                                                                                << ", wave" << wave << ")");
    }
    const bool llvm_decodes = !llvm_texts.front().second.starts_with(".long");
    const bool we_decode = ours.instructions.front().valid();
    Outcome outcome = Outcome::Equal;
    if (!llvm_decodes) {
      outcome = we_decode ? Outcome::DecodedWhereLlvmRejects : Outcome::RejectedByBoth;
    } else if (!we_decode) {
      outcome = Outcome::NotDecoded;
    } else if (ours_texts != llvm_texts) {
      outcome = Outcome::Different;
    }
    results[encodings[i]] = {outcome, llvm_texts.front().second, ours_texts.front().second};
  }
  return results;
}

const KnownGap* known_gap(const std::string& family, const std::string& llvm_text) {
  static const std::vector<std::regex> patterns = [] {
    std::vector<std::regex> compiled;
    for (const KnownGap& gap : kKnownGaps) compiled.emplace_back(std::string(gap.llvm_text));
    return compiled;
  }();
  for (std::size_t i = 0; i < std::size(kKnownGaps); ++i) {
    if (kKnownGaps[i].family == family && std::regex_search(llvm_text, patterns[i])) return &kKnownGaps[i];
  }
  return nullptr;
}

}  // namespace

TEST_CASE("every encoding of LLVM 19's gfx11/gfx12 MC tests decodes and prints as llvm-objdump-19 does") {
  const fs::path data = fs::path(WMMASIM_SOURCE_DIR) / "tests" / "data" / "llvm-mc" / "encodings.txt.zst";
  const std::vector<LlvmMcFile> files = read_llvm_mc_files(decompress_zstd(data));
  REQUIRE(files.size() > 150);

  // One oracle run per (processor, wave size) over the encodings of all its files, without repeats.
  std::map<std::pair<std::string, int>, std::vector<std::string>> batches;
  for (const LlvmMcFile& f : files) {
    for (int wave : f.wave_sizes) {
      auto& batch = batches[{f.cpu, wave}];
      for (const auto& e : f.encodings) {
        if (f.tested_in(e, wave)) batch.push_back(e.first);
      }
    }
  }
  std::map<std::pair<std::string, int>, std::map<std::string, EncodingResult>> results;
  for (auto& [key, encodings] : batches) {
    std::ranges::sort(encodings);
    encodings.erase(std::unique(encodings.begin(), encodings.end()), encodings.end());
    results[key] = compare_encodings(encodings, key.first, key.second);
  }

  std::map<const KnownGap*, int> gap_uses;
  std::vector<std::string> unexplained;
  int totals[5] = {};
  for (const LlvmMcFile& f : files) {
    const std::string family(isa::family_name(isa::find_target(f.cpu)->family));
    for (int wave : f.wave_sizes) {
      int counts[5] = {};
      int tested = 0;
      for (const auto& [encoding, only_wave] : f.encodings) {
        if (!f.tested_in({encoding, only_wave}, wave)) continue;
        ++tested;
        const EncodingResult& r = results[{f.cpu, wave}].at(encoding);
        ++counts[static_cast<int>(r.outcome)];
        if (r.outcome != Outcome::Different && r.outcome != Outcome::NotDecoded) continue;
        if (const KnownGap* gap = known_gap(family, r.llvm)) {
          ++gap_uses[gap];
          continue;
        }
        unexplained.push_back(f.name + " wave" + std::to_string(wave) + " [" + encoding + "]: llvm '" + r.llvm +
                              "' | wmmasim '" + r.wmmasim + "'");
      }
      for (int k = 0; k < 5; ++k) totals[k] += counts[k];
      std::cout << "llvm-mc " << f.name << " " << f.cpu << " wave" << wave << ": " << tested
                << " encodings, equal " << counts[0] << ", different " << counts[1] << ", not decoded " << counts[2]
                << "; LLVM rejects " << counts[3] + counts[4] << " (wmmasim decodes " << counts[4] << ")\n";
    }
  }
  std::cout << "llvm-mc total: equal " << totals[0] << ", different " << totals[1] << ", not decoded " << totals[2]
            << "; LLVM rejects " << totals[3] + totals[4] << " (wmmasim decodes " << totals[4] << ")\n";
  for (const KnownGap& gap : kKnownGaps) {
    std::cout << "known gap " << gap.family << " /" << gap.llvm_text << "/: " << gap_uses[&gap] << " ("
              << gap.reason << ")\n";
    CHECK_MESSAGE(gap_uses[&gap] > 0, "known gap /" << gap.llvm_text << "/ matches nothing any more: remove it");
  }
  for (std::size_t i = 0; i < unexplained.size(); ++i) std::cout << "  " << unexplained[i] << "\n";
  CHECK_MESSAGE(unexplained.empty(), unexplained.size() << " encodings differ from LLVM without a known gap");
}
