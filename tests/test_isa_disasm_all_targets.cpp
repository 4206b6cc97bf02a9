// The all-targets fat binaries (examples/hip's *_all programs, tests/hip's printf_hello_all): each holds one code
// object per target, and each code object disassembles equal to llvm-objdump-19 run with that target's -mcpu.
#include <doctest/doctest.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <set>
#include <string>

#include "disasm_compare.h"
#include "wmmasim/isa/arch.h"
#include "wmmasim/isa/container.h"

using namespace wmmasim;

namespace {

std::vector<std::string> programs() {
  std::vector<std::string> paths;
  std::stringstream list(WMMASIM_ALL_TARGET_PROGRAMS);
  for (std::string path; std::getline(list, path, ',');) paths.push_back(path);
  return paths;
}

}  // namespace

TEST_CASE("every target's code object of the all-targets programs disassembles equal to llvm-objdump-19") {
  const auto paths = programs();
  REQUIRE(paths.size() >= 6);  // WMMA, LDS tiling, two atomics, DPP, printf
  const std::filesystem::path scratch = std::filesystem::temp_directory_path() /
                                        ("wmmasim_all_targets_" + std::to_string(::getpid()));
  std::filesystem::create_directories(scratch);
  for (const std::string& path : paths) {
    CAPTURE(path);
    const auto entries = isa::extract_code_objects(test::file_bytes(path), path);
    std::set<std::string_view> targets;
    for (const isa::CodeObjectEntry& entry : entries) {
      REQUIRE(entry.target);
      targets.insert(entry.target->name);
      const std::filesystem::path file = scratch / (std::string(entry.target->name) + ".co");
      std::ofstream(file, std::ios::binary)
          .write(reinterpret_cast<const char*>(entry.code_object.data()),
                 static_cast<std::streamsize>(entry.code_object.size()));
      const auto lines = test::parse_objdump(test::objdump_file(file.string(), std::string(entry.target->name), 32));
      REQUIRE_FALSE(lines.empty());
      const auto result = test::compare_with_objdump(lines, entry.target->family, 32);
      std::cout << "coverage " << std::filesystem::path(path).filename().string() << " " << entry.target->name << ": "
                << result.equal << "/" << result.compared() << "\n";
      for (std::size_t i = 0; i < result.differences.size() && i < 10; ++i)
        std::cout << "  " << result.differences[i] << "\n";
      CHECK(result.differences.empty());
      CHECK(result.compared() == static_cast<int>(lines.size()));
    }
    // A program is built for all nine targets, a gfx12-only one for gfx1200 and gfx1201.
    const bool gfx12_only = path.find("gemm_tr_b128") != std::string::npos;
    CHECK(targets.size() == (gfx12_only ? 2u : isa::all_targets().size()));
  }
  std::filesystem::remove_all(scratch);
}

// A fat binary runs the code object of the target --arch or WMMASIM_ARCH names, timed by that target's default
// machine; without either, its first code object's, said on one line.
TEST_CASE("wmmasim exec runs the named target of a fat binary, else its first, and says so") {
  const auto paths = programs();
  const auto printf_program =
      std::ranges::find_if(paths, [](const std::string& p) { return test::contains(p, "printf"); });
  REQUIRE(printf_program != paths.end());
  const std::filesystem::path report = std::filesystem::temp_directory_path() /
                                       ("wmmasim_all_targets_report_" + std::to_string(::getpid()) + ".json");
  const auto run = [&](const std::string& prefix, const std::string& options) {
    const auto r = test::run_command(prefix + WMMASIM_CLI + " exec --report " + report.string() + options + " -- " +
                                     *printf_program);
    CHECK(r.exit_code == 0);
    CHECK(test::contains(r.out, "printf_hello: PASSED"));
    return std::pair{r, nlohmann::json::parse(test::file_text(report))};
  };
  const auto [first, first_report] = run("", "");
  CHECK(test::contains(first.err, "the program has code objects for gfx1100, gfx1101, gfx1102, gfx1103, gfx1150, "
                                  "gfx1151, gfx1152, gfx1200, gfx1201; running the first, gfx1100"));
  CHECK(first_report["target"] == "gfx1100");
  const auto [halo, halo_report] = run("", " --arch gfx1151");
  CHECK_FALSE(test::contains(halo.err, "running the first"));
  CHECK(halo_report["target"] == "gfx1151");
  CHECK(halo_report["machine"] == "radeon8060s");
  const auto [krackan, krackan_report] = run("WMMASIM_ARCH=gfx1152 ", "");
  CHECK(krackan_report["target"] == "gfx1152");
  CHECK(krackan_report["machine"] == "radeon860m");
  std::filesystem::remove(report);
}
