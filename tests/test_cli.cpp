// The command line contract of docs/cli.md: --version, --help, and exit code 2 with one line for bad usage.
#include <doctest/doctest.h>

#include <algorithm>
#include <regex>
#include <sstream>
#include <string>
#include <vector>

#include "support.h"

using wmmasim::test::run_cli;

namespace {
long line_count(const std::string& text) { return std::count(text.begin(), text.end(), '\n'); }
}  // namespace

TEST_CASE("--version prints the version and exits 0") {
  const auto r = run_cli("--version");
  CHECK(r.exit_code == 0);
  CHECK(r.out.starts_with("wmmasim 0."));
}

TEST_CASE("--help lists the commands") {
  const auto r = run_cli("--help");
  CHECK(r.exit_code == 0);
  CHECK(r.out.find("kernels") != std::string::npos);
}

TEST_CASE("every command's --help ends with its exit codes and an example; no help text holds an absolute path") {
  const auto top = run_cli("--help");
  REQUIRE(top.exit_code == 0);
  std::vector<std::string> commands;
  std::istringstream in(top.out.substr(top.out.find("commands:\n")));
  std::string line;
  std::getline(in, line);
  while (std::getline(in, line) && line.starts_with("  ")) commands.push_back(line.substr(2, line.find(' ', 2) - 2));
  CHECK(commands.size() >= 8);
  // An absolute path: a '/' that starts a word ("/usr/...", "'/work/...").
  static const std::regex absolute_path(R"((^|[\s'"(=])/[A-Za-z_.])");
  CHECK_FALSE(std::regex_search(top.out, absolute_path));
  CHECK(top.out.find("\nexit codes: ") != std::string::npos);
  // Every exit code of docs/cli.md's table (0 to 6) is named on the top-level help.
  for (const char* code : {"0 ok", "1 diff", "2 bad input", "3 no HIP device", "4 the simulated kernel", "5 internal",
                           "6 run --check"}) {
    CHECK_MESSAGE(top.out.find(code) != std::string::npos, code);
  }
  for (const std::string& command : commands) {
    CAPTURE(command);
    const auto r = run_cli(command + " --help");
    CHECK(r.exit_code == 0);
    const std::size_t exit_codes = r.out.find("\nexit codes: 0 ");
    const std::size_t example = r.out.find("\nexample: wmmasim " + command);
    CHECK(exit_codes != std::string::npos);
    CHECK(example != std::string::npos);
    CHECK(exit_codes < example);
    CHECK(r.out.find('\n', example + 1) == r.out.size() - 1);  // the example is the last line
    std::smatch m;
    CHECK_MESSAGE(!std::regex_search(r.out, m, absolute_path), m.str());
  }
}

TEST_CASE("an unknown command is one line on stderr and exit code 2") {
  const auto r = run_cli("frobnicate");
  CHECK(r.exit_code == 2);
  CHECK(r.out.empty());
  CHECK(line_count(r.err) == 1);
  CHECK(r.err.find("unknown command 'frobnicate'") != std::string::npos);
}

TEST_CASE("an unknown option is one line on stderr and exit code 2") {
  const auto top = run_cli("--frobnicate");
  CHECK(top.exit_code == 2);
  CHECK(line_count(top.err) == 1);
  const auto sub = run_cli("kernels --frobnicate");
  CHECK(sub.exit_code == 2);
  CHECK(line_count(sub.err) == 1);
  CHECK(sub.err.find("frobnicate") != std::string::npos);
}

TEST_CASE("kernels lists the built code objects") {
  const auto r = run_cli("kernels");
  CHECK(r.exit_code == 0);
  CHECK(r.out.find("wmma_matmul") != std::string::npos);
  CHECK(r.out.find("gfx1201") != std::string::npos);
  CHECK(r.out.find("not built") == std::string::npos);
}
