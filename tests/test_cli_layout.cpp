// `wmmasim layout`: every output format describes the same placement (CSV, JSON, text, Markdown, SVG and
// HTML are parsed back and compared), the CSV contract, the calculator's worked example through the CLI,
// and one clear error line with exit code 2 and an empty stdout for each kind of bad input.
#include <doctest/doctest.h>
#include <fmt/format.h>

#include <nlohmann/json.hpp>
#include <map>
#include <regex>
#include <set>
#include <sstream>
#include <tuple>

#include "support.h"

using wmmasim::test::run_cli;

namespace {

// (matrix, lane, vgpr, bit_lo, bit_hi, row, col)
using Placement = std::tuple<std::string, int, int, int, int, int, int>;

std::set<Placement> parse_csv(const std::string& csv) {
  std::istringstream in(csv);
  std::string line;
  std::getline(in, line);
  REQUIRE(line == "lane,vgpr,bit_lo,bit_hi,matrix,row,col");
  std::set<Placement> rows;
  while (std::getline(in, line)) {
    int lane = 0, vgpr = 0, lo = 0, hi = 0, row = 0, col = 0;
    char matrix[16] = {};
    REQUIRE(std::sscanf(line.c_str(), "%d,%d,%d,%d,%15[^,],%d,%d", &lane, &vgpr, &lo, &hi, matrix, &row, &col) == 7);
    REQUIRE(rows.emplace(matrix, lane, vgpr, lo, hi, row, col).second);  // no duplicate lines
  }
  return rows;
}

std::set<Placement> parse_json(const std::string& text) {
  const auto json = nlohmann::json::parse(text);
  std::set<Placement> rows;
  for (const auto& op : json["operands"]) {
    for (const auto& s : op["slots"]) {
      rows.emplace(op["matrix"].get<std::string>(), s["lane"], s["vgpr"], s["bit_lo"], s["bit_hi"], s["row"], s["col"]);
    }
  }
  return rows;
}

// SVG and HTML carry one <title>lane L vV[hi:lo] = M[r][c]</title> per occupied cell.
std::set<Placement> parse_titles(const std::string& markup) {
  static const std::regex title(R"(<title>lane (\d+) v(\d+)\[(\d+):(\d+)\] = (\w+)\[(\d+)\]\[(\d+)\]</title>)");
  std::set<Placement> rows;
  for (std::sregex_iterator it(markup.begin(), markup.end(), title), end; it != end; ++it) {
    const auto& m = *it;
    rows.emplace(m[5], std::stoi(m[1]), std::stoi(m[2]), std::stoi(m[4]), std::stoi(m[3]), std::stoi(m[6]),
                 std::stoi(m[7]));
  }
  return rows;
}

// Text and Markdown grids: a header row of "vV[hi:lo]" columns, then one row per lane of "M[r][c]" or "-".
std::set<Placement> parse_grid(const std::string& text) {
  static const std::regex column(R"(v(\d+)\[(\d+):(\d+)\])");
  static const std::regex cell(R"((\w+)\[(\d+)\]\[(\d+)\])");
  std::set<Placement> rows;
  std::vector<std::tuple<int, int, int>> columns;
  std::istringstream in(text);
  for (std::string line; std::getline(in, line);) {
    std::string trimmed = std::regex_replace(line, std::regex(R"([|])"), " ");
    std::istringstream words(trimmed);
    std::vector<std::string> w{std::istream_iterator<std::string>(words), {}};
    if (w.empty()) continue;
    if (w[0] == "lane") {
      columns.clear();
      for (std::size_t i = 1; i < w.size(); ++i) {
        std::smatch m;
        REQUIRE(std::regex_match(w[i], m, column));
        columns.emplace_back(std::stoi(m[1]), std::stoi(m[3]), std::stoi(m[2]));
      }
      continue;
    }
    if (columns.empty() || !std::all_of(w[0].begin(), w[0].end(), ::isdigit) || w.size() != columns.size() + 1) {
      continue;
    }
    for (std::size_t i = 1; i < w.size(); ++i) {
      std::smatch m;
      if (!std::regex_match(w[i], m, cell)) continue;
      const auto [v, lo, hi] = columns[i - 1];
      rows.emplace(m[1], std::stoi(w[0]), v, lo, hi, std::stoi(m[2]), std::stoi(m[3]));
    }
  }
  return rows;
}

void check_formats_agree(const std::string& args) {
  CAPTURE(args);
  const auto csv = run_cli("layout " + args + " --format csv");
  REQUIRE(csv.exit_code == 0);
  const std::set<Placement> reference = parse_csv(csv.out);
  REQUIRE(!reference.empty());
  const auto json = run_cli("layout " + args + " --format json");
  CHECK(parse_json(json.out) == reference);
  CHECK(parse_grid(run_cli("layout " + args + " --format text").out) == reference);
  CHECK(parse_grid(run_cli("layout " + args + " --format markdown").out) == reference);
  CHECK(parse_titles(run_cli("layout " + args + " --format svg").out) == reference);
  const auto html = run_cli("layout " + args + " --format html");
  CHECK(html.out.starts_with("<!DOCTYPE html>"));
  CHECK(parse_titles(html.out) == reference);
}

void check_bad_input(const std::string& args, const std::string& expected_words) {
  CAPTURE(args);
  const auto r = run_cli("layout " + args);
  CHECK(r.exit_code == 2);
  CHECK(r.out.empty());
  CHECK(std::count(r.err.begin(), r.err.end(), '\n') == 1);
  CHECK(r.err.starts_with("wmmasim: error: "));
  CHECK(r.err.find(expected_words) != std::string::npos);
}

}  // namespace

TEST_CASE("every format describes the same placement") {
  check_formats_agree("--arch gfx1100 --instr v_wmma_f16_16x16x16_f16 --opsel 4");  // replication, OPSEL half
  check_formats_agree("--arch rdna4 --instr v_wmma_f32_16x16x16_f16 --wave 64");
  check_formats_agree("--arch gfx1201 --instr v_wmma_i32_16x16x16_iu4 --wave 64");  // unused lanes
  check_formats_agree("--arch gfx1200 --instr v_swmmac_i32_16x16x64_iu4");          // A, B, D, index
  check_formats_agree("--arch gfx1201 --instr global_load_tr_b64");
}

TEST_CASE("SVG cells sit in a lanes x register-slots grid: one row per lane, one column per slot") {
  const auto svg = run_cli("layout --arch gfx1201 --instr v_wmma_i32_16x16x16_iu8 --operand A --format svg").out;
  static const std::regex cell(R"re(<title>lane (\d+) v(\d+)\[\d+:(\d+)\] = [^<]*</title><rect x="(\d+)" y="(\d+)")re");
  std::map<int, int> lane_y;
  std::map<std::pair<int, int>, int> slot_x;
  int cells = 0;
  for (std::sregex_iterator it(svg.begin(), svg.end(), cell), end; it != end; ++it, ++cells) {
    const auto& m = *it;
    const int lane = std::stoi(m[1]), x = std::stoi(m[4]), y = std::stoi(m[5]);
    CHECK(lane_y.emplace(lane, y).first->second == y);
    CHECK(slot_x.emplace(std::pair{std::stoi(m[2]), std::stoi(m[3])}, x).first->second == x);
  }
  CHECK(cells == 32 * 8);
  CHECK(lane_y.size() == 32);
  CHECK(slot_x.size() == 8);
  auto increasing = [](const auto& map) {
    int previous = -1;
    for (const auto& [key, position] : map) {
      if (position <= previous) return false;
      previous = position;
    }
    return true;
  };
  CHECK(increasing(lane_y));
  CHECK(increasing(slot_x));
}

TEST_CASE("CSV contract: header, one line per occupied slot with replicas, matrix names") {
  const auto r = run_cli("layout --arch gfx1100 --instr v_wmma_f32_16x16x16_f16 --operand A --format csv");
  REQUIRE(r.exit_code == 0);
  CHECK(r.out.starts_with("lane,vgpr,bit_lo,bit_hi,matrix,row,col\n"));
  const auto rows = parse_csv(r.out);
  CHECK(rows.size() == 16 * 16 * 2);                   // lanes 16-31 replicate lanes 0-15
  CHECK(rows.count({"A", 21, 2, 16, 31, 5, 5}) == 1);  // A[5][5]: lane 5+16, v = 5/2, high half
  const auto sparse = parse_csv(run_cli("layout --arch gfx1201 --instr v_swmmac_f32_16x16x32_f16 --format csv").out);
  std::set<std::string> matrices;
  for (const auto& p : sparse) matrices.insert(std::get<0>(p));
  CHECK(matrices == std::set<std::string>{"A", "B", "D", "index"});
  const auto tr = parse_csv(run_cli("layout --arch gfx1201 --instr global_load_tr_b128 --format csv").out);
  CHECK(tr.count({"M", 9, 1, 16, 31, 11, 1}) == 1);  // row 22: res(9, e=3) = R(8 + 3)[1]
}

TEST_CASE("queries: the calculator's D[3][5] example in both directions") {
  const std::string op = "layout --arch gfx1100 --instr v_wmma_f16_16x16x16_f16 --operand D ";
  const auto reg = run_cli(op + "--opsel 4 --get-register -I 3 -J 5");
  CHECK(reg.exit_code == 0);
  CHECK(reg.out == "D[3][5] = v1{21}.[31:16]\n");
  CHECK(run_cli(op + "--get-register -I 3 -J 5").out == "D[3][5] = v1{21}.[15:0]\n");
  CHECK(run_cli(op + "--opsel 4 --get-element --lane 21 --vgpr 1 --bit 20").out == "v1{21}.[31:16] = D[3][5]\n");
  CHECK(run_cli(op + "--get-element --lane 21 --vgpr 1 --bit 20").out == "v1{21} bit 20 holds no element of D\n");
  // All of an instruction's operands at once: A needs -I and -K, B -K and -J, C/D -I and -J.
  const auto all = run_cli("layout --arch gfx1201 --instr v_wmma_f32_16x16x16_f16 --get-register -I 0 -J 2 -K 5");
  CHECK(all.out ==
        "A[0][5] = v0{16}.[31:16]\nB[5][2] = v0{18}.[31:16]\nC[0][2] = v0{2}.[31:0]\nD[0][2] = v0{2}.[31:0]\n");
  const auto json = nlohmann::json::parse(
      run_cli(
          "layout --arch gfx1100 --instr v_wmma_f32_16x16x16_f16 --operand A --get-register -I 1 -K 2 --format json")
          .out);
  CHECK(json["locations"].size() == 2);  // replicated in lanes 1 and 17
}

TEST_CASE("--list and --detail carry the record's facts") {
  const auto list = nlohmann::json::parse(run_cli("layout --arch gfx1201 --list --format json").out);
  CHECK(list["instructions"].size() == 24);  // 11 WMMA + 11 SWMMAC + 2 transpose loads
  CHECK(list["instructions"][0]["mnemonic"] == "v_wmma_f32_16x16x16_f16");
  CHECK(list["instructions"][0]["vgprs_wave64"]["a"] == 2);
  CHECK(list["instructions"][0]["opcode"] == 0x40);
  for (const char* arch : {"gfx1100", "gfx1101", "gfx1102", "gfx1103", "gfx1150", "gfx1151", "gfx1152", "gfx1200",
                           "gfx1201", "rdna3", "rdna4"}) {
    CAPTURE(arch);
    CHECK(run_cli(fmt::format("layout --arch {} --list", arch)).exit_code == 0);
  }
  CHECK(run_cli("layout --arch gfx1153 --list").exit_code != 0);  // clang-19 rejects gfx1153
  const auto detail = run_cli("layout --arch gfx1201 --instr v_swmmac_f32_16x16x32_f16 --detail");
  CHECK(detail.out.find("index_key:     0..1 (OPSEL)") != std::string::npos);
  CHECK(detail.out.find("compressed") != std::string::npos);
}

TEST_CASE("global_load_tr wave64 says UNVERIFIED in every format") {
  const std::string base = "layout --arch gfx1201 --instr global_load_tr_b128 --wave 64 --format ";
  for (const char* format : {"text", "markdown", "json", "svg", "html"}) {
    CAPTURE(format);
    CHECK(run_cli(base + format).out.find("UNVERIFIED") != std::string::npos);
  }
  CHECK(run_cli("layout --arch gfx1201 --instr global_load_tr_b128 --detail --wave 64").out.find("UNVERIFIED") !=
        std::string::npos);
  CHECK(run_cli("layout --arch gfx1201 --instr global_load_tr_b128").out.find("UNVERIFIED") == std::string::npos);
}

TEST_CASE("bad input: one line on stderr, exit code 2, nothing on stdout") {
  const std::string f16 = "--arch gfx1201 --instr v_wmma_f32_16x16x16_f16 ";
  check_bad_input("--arch gfx1300 --list", "unknown --arch 'gfx1300'");
  check_bad_input("--arch gfx1201 --instr v_wmma_f32_16x16x8_f16", "unknown --instr");
  check_bad_input("--arch gfx1100 --instr global_load_tr_b128", "gfx12 only");
  check_bad_input(f16 + "--operand index", "has no sparsity index");
  check_bad_input(f16 + "--operand E", "unknown --operand");
  check_bad_input(f16 + "--wave 48", "--wave 48");
  check_bad_input(f16 + "--operand A --get-register -I 16 -K 0", "-I 16 is outside 0..15");
  check_bad_input(f16 + "--operand A --get-register -I 0 -K -1", "-K -1 is outside");
  check_bad_input(f16 + "--operand B --get-register -K 3", "needs -J");
  check_bad_input(f16 + "--operand A --get-element --lane 32 --vgpr 0 --bit 0", "--lane 32 is outside 0..31");
  check_bad_input(f16 + "--operand A --get-element --lane 0 --vgpr 4 --bit 0", "--vgpr 4 is outside 0..3");
  check_bad_input(f16 + "--operand A --get-element --lane 0 --vgpr 0 --bit 32", "--bit 32 is outside 0..31");
  check_bad_input(f16 + "--get-element --lane 0 --vgpr 0 --bit 0", "needs --operand");
  check_bad_input(f16 + "--format pdf", "unknown --format 'pdf'");
  check_bad_input(f16 + "--opsel 4", "no OPSEL-dependent layout");
  check_bad_input("--arch gfx1100 --instr v_wmma_f16_16x16x16_f16 --opsel 8", "outside the 3-bit field");
  check_bad_input("--arch gfx1100 --instr v_wmma_f16_16x16x16_f16 --opsel 4 --operand A", "only the C and D");
  check_bad_input("--arch gfx1201 --instr v_swmmac_i32_16x16x64_iu4 --operand index --opsel 1", "index_key");
  check_bad_input("--arch gfx1201 --instr global_load_tr_b64 --operand A", "drop --operand");
  check_bad_input(f16 + "--get-register -I 0 -J 0 -K 0 --format svg", "--get-register prints");
  check_bad_input("--arch gfx1201", "--instr is required");
  check_bad_input("--instr v_wmma_f32_16x16x16_f16", "--arch is required");
  check_bad_input(f16 + "--list --detail", "choose one of");
}
