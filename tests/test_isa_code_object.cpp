// The code-object loader against independent references: llvm-readelf-19 (symbols, metadata note), llvm-objdump-19
// (machine-code bytes, decoded kernel descriptors) and the JSON that describes each tests/data/hw-traces code object;
// and against broken files (truncated, wrong magic, wrong machine, unsupported target, no descriptor, no metadata,
// random byte flips): one CodeObjectError line each, never a crash.
#include <doctest/doctest.h>

#include <array>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <nlohmann/json.hpp>
#include <random>
#include <regex>

#include "disasm_compare.h"
#include "wmmasim/isa/code_object.h"

namespace fs = std::filesystem;
using namespace wmmasim;

namespace {

std::vector<std::byte> read_bytes(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  std::vector<std::byte> bytes;
  for (std::istreambuf_iterator<char> it(in), end; it != end; ++it) bytes.push_back(static_cast<std::byte>(*it));
  return bytes;
}

// "name: value" lines of `llvm-readelf-19 --notes` (the metadata printed as YAML), per kernel in order.
struct YamlKernel {
  std::string name;
  std::map<std::string, std::string> fields;
  std::vector<std::map<std::string, std::string>> args;
};

std::vector<YamlKernel> readelf_kernels(const std::string& path) {
  const std::string notes = test::run_command(std::string(WMMASIM_READELF) + " --notes " + path).out;
  std::vector<YamlKernel> kernels;
  std::istringstream in(notes);
  std::string line;
  static const std::regex field(R"(^(\s*)(- )?(\.[a-z_]+):\s*(.*)$)");
  bool in_args = false;
  while (std::getline(in, line)) {
    std::smatch m;
    if (line.starts_with("  - .args:")) {
      kernels.emplace_back();
      in_args = true;
      continue;
    }
    if (!std::regex_match(line, m, field) || kernels.empty()) continue;
    const std::size_t indent = m[1].length();
    if (in_args && indent >= 6) {
      if (m[2].matched) kernels.back().args.emplace_back();
      if (!kernels.back().args.empty()) kernels.back().args.back()[m[3]] = m[4];
      continue;
    }
    in_args = false;
    if (indent == 4 || (indent == 2 && m[2].matched)) kernels.back().fields[m[3]] = m[4];
    if (m[3] == ".args") in_args = true;
  }
  for (auto& k : kernels) k.name = k.fields[".name"];
  return kernels;
}

// `.amdhsa_*` directives llvm-objdump-19 decodes from a kernel descriptor, or empty if it refuses (toolchain.md §6.12).
std::map<std::string, long> objdump_descriptor(const std::string& path, const std::string& cpu, const std::string& kd) {
  const std::string out =
      test::run_command(std::string(WMMASIM_OBJDUMP) + " -D --mcpu=" + cpu + " -j .rodata " + path).out;
  std::map<std::string, long> fields;
  const std::size_t at = out.find("<" + kd + ">:");
  if (at == std::string::npos) return fields;
  std::istringstream in(out.substr(at));
  std::string line;
  std::getline(in, line);
  static const std::regex directive(R"(^\s*\.(amdhsa_[a-z0-9_]+) (-?\d+)$)");
  while (std::getline(in, line) && line.find(".end_amdhsa_kernel") == std::string::npos) {
    std::smatch m;
    if (line.find("error decoding") != std::string::npos) return {};
    if (std::regex_match(line, m, directive)) fields[m[1]] = std::stol(m[2]);
  }
  return fields;
}

void check_against_llvm(const std::string& path, const std::string& cpu) {
  CAPTURE(path);
  const isa::CodeObject co = isa::CodeObject::load(path);
  CHECK(co.target().name == cpu);
  const auto yaml = readelf_kernels(path);
  REQUIRE(yaml.size() == co.kernels().size());
  const auto listing = test::parse_objdump(test::objdump_file(path, cpu, 32));
  std::map<std::uint64_t, std::vector<std::uint32_t>> bytes_at;
  for (const auto& l : listing) bytes_at[l.address] = l.words;
  for (const isa::Kernel& k : co.kernels()) {
    CAPTURE(k.name);
    const auto y = std::ranges::find(yaml, k.name, &YamlKernel::name);
    REQUIRE(y != yaml.end());
    CHECK(std::to_string(k.kernarg_segment_size) == y->fields.at(".kernarg_segment_size"));
    CHECK(std::to_string(k.wavefront_size) == y->fields.at(".wavefront_size"));
    CHECK(std::to_string(k.vgpr_count) == y->fields.at(".vgpr_count"));
    CHECK(std::to_string(k.sgpr_count) == y->fields.at(".sgpr_count"));
    CHECK(std::to_string(k.group_segment_fixed_size) == y->fields.at(".group_segment_fixed_size"));
    REQUIRE(k.arguments.size() == y->args.size());
    for (std::size_t i = 0; i < k.arguments.size(); ++i) {
      CHECK(std::to_string(k.arguments[i].offset) == y->args[i].at(".offset"));
      CHECK(std::to_string(k.arguments[i].size) == y->args[i].at(".size"));
      CHECK(k.arguments[i].value_kind == y->args[i].at(".value_kind"));
      if (y->args[i].contains(".name")) CHECK(k.arguments[i].name == y->args[i].at(".name"));
    }
    CHECK(k.wave_size() == k.wavefront_size);
    // Machine code: the loader's words at the entry point are objdump's.
    const auto code = co.code(k);
    REQUIRE(code.size() > 0);
    REQUIRE(bytes_at.contains(k.entry_address));
    const auto& first = bytes_at[k.entry_address];
    CHECK(std::equal(first.begin(), first.end(), code.begin()));
    // Descriptor fields as objdump decodes them. LLVM 19 writes a non-zero rsrc1[9:6] SGPR granule into many
    // descriptors and then refuses to decode them (toolchain.md §6 item 12); wmmasim ignores that field on gfx10+, so
    // objdump reads a copy with the field cleared.
    const isa::KernelDescriptor& d = k.descriptor;
    auto kd = objdump_descriptor(path, cpu, k.name + ".kd");
    if (kd.empty()) {
      const fs::path copy = fs::temp_directory_path() / ("wmmasim_kd_" + k.name + ".hsaco");
      auto bytes = read_bytes(path);
      std::array<std::uint32_t, 3> rsrc{d.compute_pgm_rsrc3, d.compute_pgm_rsrc1, d.compute_pgm_rsrc2};
      const std::string_view all(reinterpret_cast<const char*>(bytes.data()), bytes.size());
      const std::size_t at = all.find(std::string_view(reinterpret_cast<const char*>(rsrc.data()), 12));
      REQUIRE(at != std::string_view::npos);
      const std::uint32_t rsrc1 = d.compute_pgm_rsrc1 & ~(0xFu << 6);
      std::memcpy(bytes.data() + at + 4, &rsrc1, 4);
      std::ofstream(copy, std::ios::binary).write(reinterpret_cast<const char*>(bytes.data()),
                                                  static_cast<std::streamsize>(bytes.size()));
      kd = objdump_descriptor(copy.string(), cpu, k.name + ".kd");
      fs::remove(copy);
    }
    REQUIRE_FALSE(kd.empty());
    CHECK(kd.at("amdhsa_group_segment_fixed_size") == d.group_segment_fixed_size);
    CHECK(kd.at("amdhsa_private_segment_fixed_size") == d.private_segment_fixed_size);
    CHECK(kd.at("amdhsa_kernarg_size") == d.kernarg_size);
    CHECK(kd.at("amdhsa_next_free_vgpr") == d.allocated_vgprs());
    CHECK(kd.at("amdhsa_wavefront_size32") == (d.wave_size() == 32));
    CHECK(kd.at("amdhsa_user_sgpr_kernarg_segment_ptr") == d.kernarg_segment_ptr());
    CHECK(kd.at("amdhsa_user_sgpr_dispatch_ptr") == d.dispatch_ptr());
    CHECK(kd.at("amdhsa_user_sgpr_queue_ptr") == d.queue_ptr());
    CHECK(kd.at("amdhsa_user_sgpr_dispatch_id") == d.dispatch_id());
    CHECK(kd.at("amdhsa_system_sgpr_workgroup_id_x") == d.workgroup_id(0));
    CHECK(kd.at("amdhsa_system_sgpr_workgroup_id_y") == d.workgroup_id(1));
    CHECK(kd.at("amdhsa_system_sgpr_workgroup_id_z") == d.workgroup_id(2));
    CHECK(kd.at("amdhsa_system_vgpr_workitem_id") + 1 == d.workitem_id_dims());
    CHECK(kd.at("amdhsa_enable_private_segment") == d.private_segment());
  }
}

std::string error_of(std::vector<std::byte> bytes) {
  try {
    isa::CodeObject::parse(std::move(bytes), "broken.hsaco");
  } catch (const isa::CodeObjectError& e) {
    return e.what();
  }
  return "";
}

void replace_all(std::vector<std::byte>& bytes, std::string_view from, std::string_view to) {
  REQUIRE(from.size() == to.size());
  const auto* b = reinterpret_cast<const char*>(bytes.data());
  std::string_view all(b, bytes.size());
  for (std::size_t at = all.find(from); at != std::string_view::npos; at = all.find(from, at + 1)) {
    std::memcpy(bytes.data() + at, to.data(), to.size());
  }
}

}  // namespace

TEST_CASE("kernels/ code objects load as llvm-readelf-19 and llvm-objdump-19 describe them") {
  for (const test::BuiltKernel& k : test::built_kernels()) check_against_llvm(k.path, k.target);
}

TEST_CASE("hw-traces code objects (LLVM and tinygrad-patched) load as their JSON and LLVM describe them") {
  const fs::path root = fs::path(WMMASIM_HW_TRACES_DIR);
  if (!fs::exists(root)) {
    MESSAGE("skipped: " << root << " is not available on this machine");
    return;
  }
  int objects = 0;
  for (const char* cpu : {"gfx1100", "gfx1201"}) {
    for (const auto& entry : fs::directory_iterator(root / cpu)) {
      if (entry.path().extension() != ".hsaco") continue;
      ++objects;
      const std::string path = entry.path().string();
      check_against_llvm(path, cpu);
      fs::path json_path = entry.path();
      json_path.replace_extension(".json");
      std::ifstream in(json_path);
      const nlohmann::json info = nlohmann::json::parse(in);
      const auto& j = info["code_object"];
      const isa::CodeObject co = isa::CodeObject::load(path);
      REQUIRE(co.kernels().size() == 1);
      const isa::Kernel& k = co.kernels()[0];
      CAPTURE(path);
      CHECK(k.entry_address == j["entry_address"].get<std::uint64_t>());
      CHECK(k.descriptor_address == j["kernel_descriptor_address"].get<std::uint64_t>());
      const auto& kd = j["kernel_descriptor"];
      CHECK(k.descriptor.kernarg_size == kd["kernarg_size"].get<std::uint32_t>());
      CHECK(k.descriptor.group_segment_fixed_size == kd["group_segment_fixed_size"].get<std::uint32_t>());
      CHECK(k.descriptor.user_sgpr_count() == kd["decoded"]["user_sgpr_count"].get<int>());
      CHECK(k.descriptor.allocated_vgprs() == kd["decoded"]["vgprs_allocated_wave32"].get<int>());
      for (int dim = 0; dim < 3; ++dim) {
        CHECK(k.descriptor.workgroup_id(dim) == (kd["decoded"]["enable_sgpr_workgroup_id_xyz"][dim].get<int>() == 1));
      }
      CHECK(k.descriptor.compute_pgm_rsrc1 == std::stoul(kd["compute_pgm_rsrc1"].get<std::string>(), nullptr, 16));
      CHECK(k.descriptor.compute_pgm_rsrc2 == std::stoul(kd["compute_pgm_rsrc2"].get<std::string>(), nullptr, 16));
      CHECK_FALSE(co.decode(k).instructions.empty());
    }
  }
  CHECK(objects == 21);
}

TEST_CASE("gfx1100 pads the user SGPRs so that user + system SGPRs end at s15 (toolchain.md §3.6)") {
  int checked = 0;
  for (const test::BuiltKernel& b : test::built_kernels()) {
    if (b.target != "gfx1100" || b.wave_size != 32) continue;
    const isa::CodeObject co = isa::CodeObject::load(b.path);
    for (const isa::Kernel& k : co.kernels()) {
      const isa::KernelDescriptor& d = k.descriptor;
      const int system = d.workgroup_id(0) + d.workgroup_id(1) + d.workgroup_id(2) + d.workgroup_info();
      CHECK(d.enabled_user_sgprs() <= d.user_sgpr_count());
      CHECK(d.user_sgpr_count() + system == 16);
      CHECK(k.first_system_sgpr() == d.user_sgpr_count());
      CHECK(d.kernarg_sgpr() == 0);
      ++checked;
    }
  }
  CHECK(checked > 0);
  for (const test::BuiltKernel& b : test::built_kernels()) {
    if (b.target != "gfx1201") continue;
    const isa::CodeObject co = isa::CodeObject::load(b.path);
    for (const isa::Kernel& k : co.kernels()) CHECK(k.descriptor.user_sgpr_count() == k.descriptor.enabled_user_sgprs());
  }
}

TEST_CASE("broken code objects give one clear line, never a crash") {
  const auto kernels = test::built_kernels();
  REQUIRE_FALSE(kernels.empty());
  const std::vector<std::byte> good = read_bytes(kernels.front().path);
  REQUIRE(error_of(good).empty());

  auto one_line = [](const std::string& message) {
    CHECK_FALSE(message.empty());
    CHECK(message.find('\n') == std::string::npos);
    CHECK(message.starts_with("broken.hsaco: "));
  };
  for (std::size_t size : {std::size_t{0}, std::size_t{3}, std::size_t{16}, std::size_t{64}, good.size() / 4,
                           good.size() / 2, good.size() - 1}) {
    CAPTURE(size);
    const std::string message = error_of(std::vector<std::byte>(good.begin(), good.begin() + static_cast<long>(size)));
    one_line(message);
    // Once the \177ELF magic is there, a cut file says it is truncated (not "no .text section").
    CHECK(message.find(size < 4 ? "not an ELF file" : "truncated") != std::string::npos);
  }
  auto table_offset = good;
  table_offset[45] = std::byte{0x7F};  // e_shoff (bytes 40-47) far beyond the end of the file
  CHECK(error_of(table_offset).find("truncated or corrupt: its section headers") != std::string::npos);
  auto magic = good;
  magic[1] = std::byte{'X'};
  CHECK(error_of(magic).find("not an ELF file") != std::string::npos);
  auto machine = good;
  machine[18] = std::byte{62};  // e_machine = EM_X86_64
  machine[19] = std::byte{0};
  CHECK(error_of(machine).find("not AMDGPU") != std::string::npos);
  auto mach = good;
  mach[48] = std::byte{0x2F};  // e_flags EF_AMDGPU_MACH = gfx90a
  CHECK(error_of(mach).find("EF_AMDGPU_MACH 0x2f") != std::string::npos);
  auto no_kd = good;
  replace_all(no_kd, ".kd", ".xd");
  CHECK(error_of(no_kd).find("no kernel descriptor") != std::string::npos);
  auto no_metadata = good;
  replace_all(no_metadata, "AMDGPU", "AMDGPX");  // the note's owner name
  CHECK(error_of(no_metadata).find("no NT_AMDGPU_METADATA note") != std::string::npos);

  const isa::CodeObject co = isa::CodeObject::parse(good, "good.hsaco");
  try {
    (void)co.kernel("no_such_kernel");
    FAIL("expected an error for an unknown kernel");
  } catch (const isa::CodeObjectError& e) {
    CHECK(std::string(e.what()).find("no kernel 'no_such_kernel': use one of " + co.kernel_names()) !=
          std::string::npos);
  }
  CHECK(error_of(read_bytes("/nonexistent/file.hsaco")).starts_with("broken.hsaco: "));
  try {
    isa::CodeObject::load("/nonexistent/file.hsaco");
    FAIL("expected an error for a missing file");
  } catch (const isa::CodeObjectError& e) {
    CHECK(std::string(e.what()) == "/nonexistent/file.hsaco: cannot read the file: check the path");
  }

  // Random corruption: either it still loads (the flipped byte did not matter) or it fails with one line.
  std::mt19937 rng(19);
  for (int trial = 0; trial < 300; ++trial) {
    auto bytes = good;
    for (int flips = 0; flips < 4; ++flips) {
      bytes[rng() % bytes.size()] = static_cast<std::byte>(rng());
    }
    try {
      const isa::CodeObject loaded = isa::CodeObject::parse(bytes, "broken.hsaco");
      for (const isa::Kernel& k : loaded.kernels()) (void)loaded.decode(k);
    } catch (const isa::CodeObjectError& e) {
      one_line(e.what());
    }
  }
}
