// The command line contract of docs/cli.md: --version, --help, and exit code 2 with one line for bad usage.
#include <doctest/doctest.h>

#include <algorithm>

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
