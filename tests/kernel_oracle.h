// What LLVM's own tools say about a code object, as a sim::KernelInfo and machine code: llvm-readelf-19 for
// sections, symbols and the metadata note, the 64-byte kernel descriptor read from the file at the `.kd` symbol
// (layout: llvm/Support/AMDHSAKernelDescriptor.h, docs/reference/toolchain.md §5). Tests use it as an
// independent description of a kernel, so the executor can be checked without trusting wmmasim's own loader.
#pragma once

#include <doctest/doctest.h>

#include <cstdint>
#include <cstring>
#include <fstream>
#include <iterator>
#include <regex>
#include <sstream>
#include <string>
#include <vector>

#include "support.h"
#include "wmmasim/isa/arch.h"
#include "wmmasim/exec/executor.h"

namespace wmmasim::test {

struct OracleKernel {
  sim::KernelInfo info;
  std::vector<std::uint32_t> code;  // the entry point's whole section (info.entry_offset locates the entry)
};

inline std::string readelf(const std::string& options, const std::string& path) {
  const CommandResult r = run_command(std::string(WMMASIM_READELF) + " " + options + " " + path);
  REQUIRE_MESSAGE(r.exit_code == 0, r.err);
  return r.out;
}

template <class T>
T read_le(const std::vector<char>& bytes, std::size_t offset) {
  T value;
  std::memcpy(&value, bytes.data() + offset, sizeof value);
  return value;
}

// The metadata of kernel `name` from `llvm-readelf --notes`: its .args (name, offset, size, value kind) and the
// kernel-level fields the executor needs.
inline void read_metadata(const std::string& notes, const std::string& name, sim::KernelInfo& info) {
  std::istringstream in(notes);
  std::vector<std::string> kernel_lines;
  std::vector<std::vector<std::string>> kernels;
  for (std::string line; std::getline(in, line);) {
    if (line.rfind("  - .", 0) == 0) kernels.emplace_back();  // a new entry of amdhsa.kernels
    if (!kernels.empty()) kernels.back().push_back(line);
  }
  const std::regex field(R"(^\s+(- )?\.([a-z_]+):\s+(\S*)\s*$)");
  for (const auto& lines : kernels) {
    std::vector<sim::KernelArgument> args;
    sim::KernelInfo found;
    bool in_args = false;
    for (const std::string& line : lines) {
      if (line.find(".args:") != std::string::npos) {
        in_args = true;
        continue;
      }
      std::smatch m;
      if (!std::regex_match(line, m, field)) continue;
      const std::size_t indent = line.find_first_not_of(' ');
      if (in_args && indent <= 4) in_args = false;
      const std::string key = m[2];
      const std::string value = m[3];
      if (in_args) {
        if (m[1].matched) args.emplace_back();
        if (key == "name") args.back().name = value;
        if (key == "offset") args.back().offset = static_cast<std::uint32_t>(std::stoul(value));
        if (key == "size") args.back().size = static_cast<std::uint32_t>(std::stoul(value));
        if (key == "value_kind") args.back().value_kind = value;
      } else {
        if (key == "name") found.name = value;
        if (key == "kernarg_segment_size") found.kernarg_segment_size = static_cast<std::uint32_t>(std::stoul(value));
        if (key == "max_flat_workgroup_size") found.max_flat_workgroup_size = static_cast<std::uint32_t>(std::stoul(value));
      }
    }
    if (found.name == name) {
      info.args = args;
      info.kernarg_segment_size = found.kernarg_segment_size;
      info.max_flat_workgroup_size = found.max_flat_workgroup_size;
      return;
    }
  }
  FAIL("no metadata for kernel " << name);
}

inline OracleKernel oracle_kernel(const std::string& path, const std::string& name, const std::string& target) {
  std::ifstream file(path, std::ios::binary);
  REQUIRE_MESSAGE(file, "cannot read " << path);
  const std::vector<char> bytes{std::istreambuf_iterator<char>(file), {}};

  struct Section {
    std::string name;
    std::uint64_t address, offset, size;
  };
  std::vector<Section> sections;
  const std::regex section_line(R"(\[\s*\d+\]\s+(\S+)\s+\S+\s+([0-9a-f]+)\s+([0-9a-f]+)\s+([0-9a-f]+))");
  const std::string section_text = readelf("-S -W", path);
  for (auto it = std::sregex_iterator(section_text.begin(), section_text.end(), section_line); it != std::sregex_iterator(); ++it) {
    sections.push_back({(*it)[1], std::stoull((*it)[2], nullptr, 16), std::stoull((*it)[3], nullptr, 16),
                        std::stoull((*it)[4], nullptr, 16)});
  }
  const auto file_offset = [&](std::uint64_t address) -> std::pair<std::uint64_t, std::uint64_t> {
    for (const Section& s : sections) {
      if (s.name != ".bss" && s.address != 0 && address >= s.address && address < s.address + s.size) {
        return {s.offset + (address - s.address), s.offset + s.size};
      }
    }
    FAIL("address " << address << " is in no section");
    return {0, 0};
  };

  const std::regex kd_symbol("\\s([0-9a-f]{16})\\s+\\d+\\s+OBJECT.*\\s" + name + "\\.kd$");
  std::uint64_t kd_address = 0;
  std::istringstream symbols(readelf("-s -W", path));
  for (std::string line; std::getline(symbols, line);) {
    std::smatch m;
    if (std::regex_search(line, m, kd_symbol)) kd_address = std::stoull(m[1], nullptr, 16);
  }
  REQUIRE_MESSAGE(kd_address != 0, "no symbol " << name << ".kd in " << path);
  const std::uint64_t kd = file_offset(kd_address).first;

  OracleKernel k;
  sim::KernelInfo& info = k.info;
  info.name = name;
  info.target = *isa::find_target(target);
  info.group_segment_size = read_le<std::uint32_t>(bytes, kd + 0);
  info.private_segment_size = read_le<std::uint32_t>(bytes, kd + 4);
  const std::int64_t entry_offset = read_le<std::int64_t>(bytes, kd + 16);
  const auto rsrc1 = read_le<std::uint32_t>(bytes, kd + 48);
  const auto rsrc2 = read_le<std::uint32_t>(bytes, kd + 52);
  const auto properties = read_le<std::uint16_t>(bytes, kd + 56);
  const bool wave32 = (properties >> 10) & 1;
  info.wave_size = wave32 ? 32 : 64;
  info.vgpr_count = static_cast<int>(((rsrc1 & 0x3f) + 1) * (wave32 ? 8 : 4));
  info.wgp_mode = (rsrc1 >> 29) & 1;
  info.user_sgprs = properties & 0x7f;
  info.user_sgpr_count = (rsrc2 >> 1) & 0x1f;
  info.private_segment = rsrc2 & 1;
  info.workgroup_id = {((rsrc2 >> 7) & 1) != 0, ((rsrc2 >> 8) & 1) != 0, ((rsrc2 >> 9) & 1) != 0};
  info.workgroup_info = (rsrc2 >> 10) & 1;
  info.workitem_id_dims = static_cast<int>((rsrc2 >> 11) & 3);
  info.dynamic_stack = (properties >> 11) & 1;
  read_metadata(readelf("--notes", path), name, info);

  // The whole section of the entry point: functions the kernel calls may come before it.
  const std::uint64_t entry = kd_address + static_cast<std::uint64_t>(entry_offset);
  const auto [entry_in_file, section_end] = file_offset(entry);
  std::uint64_t section_start = 0;
  for (const Section& s : sections) {
    if (s.name != ".bss" && s.address != 0 && entry >= s.address && entry < s.address + s.size) section_start = s.address;
  }
  info.code_address = section_start;
  info.entry_offset = static_cast<std::uint32_t>(entry - section_start);
  const std::uint64_t code_start = entry_in_file - info.entry_offset;
  k.code.resize((section_end - code_start) / 4);
  std::memcpy(k.code.data(), bytes.data() + code_start, 4 * k.code.size());
  return k;
}

}  // namespace wmmasim::test
