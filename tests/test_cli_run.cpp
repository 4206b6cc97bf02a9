// `wmmasim run` from the command line, the way a numpy user drives it: .npy files in, .npy files out, checked
// against Eigen references; and every error of docs/execution.md's catalogue: one line on stderr, its exit code,
// no output file.
#include <doctest/doctest.h>

#include <filesystem>
#include <fmt/format.h>
#include <regex>
#include <set>
#include <string>
#include <unistd.h>

#include "hw_trace_adapter.h"
#include "kernel_runs.h"
#include "wmmasim/io/npy.h"

using namespace wmmasim::test;
namespace sim = wmmasim::sim;
namespace fs = std::filesystem;

namespace {

const ScratchDir kScratch("wmmasim_test_cli_run");
const fs::path& kDir = kScratch.path();

std::string kernel_path(const std::string& name, const std::string& target, int wave = 32) {
  for (const BuiltKernel& k : built_kernels()) {
    if (k.name == name && k.target == target && k.wave_size == wave) return k.path;
  }
  FAIL("not built: " << name << " " << target);
  return {};
}

const json& manifest_entry(const std::string& name) {
  for (const json& e : kernel_manifest()) {
    if (e.at("name") == name) return e;
  }
  FAIL("no manifest entry " << name);
  return kernel_manifest().front();
}

// The .npy dtype that carries a manifest dtype (bf16/fp8 as raw bytes).
sim::NpyDtype npy_dtype(const std::string& dtype) {
  if (dtype == "f16") return sim::NpyDtype::Float16;
  if (dtype == "f32") return sim::NpyDtype::Float32;
  if (dtype == "i32") return sim::NpyDtype::Int32;
  if (dtype == "u32") return sim::NpyDtype::UInt32;
  if (dtype == "i8") return sim::NpyDtype::Int8;
  if (dtype == "bf16") return sim::NpyDtype::UInt16;
  return sim::NpyDtype::UInt8;
}

// Writes every buffer of `args` as <dir>/<name>.npy and returns the --arg options (by position) for them.
std::string write_arguments(const std::vector<ArgumentData>& args, const fs::path& dir = kDir) {
  std::string options;
  for (std::size_t i = 0; i < args.size(); ++i) {
    const ArgumentData& a = args[i];
    if (a.kind == "value") {
      options += fmt::format(" --arg {}={}", i, a.value);
      continue;
    }
    sim::NpyArray array;
    array.dtype = npy_dtype(a.dtype);
    for (std::int64_t d : a.shape) array.shape.push_back(static_cast<std::size_t>(d));
    array.data = a.bytes;
    const fs::path path = dir / (a.name + ".npy");
    sim::write_npy(path, array);
    options += fmt::format(" --arg {}=@{}", i, path.string());  // clang -O3 writes no argument names
  }
  return options;
}

// `wmmasim run` of gemm_lds_f16 for `target` on 3 x 2 workgroups of 128 lanes, its arguments random (`seed`) and
// written into `dir`, then `options`.
CommandResult run_gemm_lds(const std::string& target, std::uint32_t seed, const fs::path& dir,
                           const std::string& options) {
  InputGenerator gen(seed);
  const std::vector<ArgumentData> args = make_arguments(manifest_entry("gemm_lds_f16"), gen);
  return run_cli("run " + kernel_path("gemm_lds_f16", target) + " --kernel gemm_lds_f16 --grid 3,2 --block 128" +
                 write_arguments(args, dir) + options);
}

int lines(const std::string& text) { return static_cast<int>(std::count(text.begin(), text.end(), '\n')); }

}  // namespace

TEST_CASE("wmmasim run: wmma_matmul on both targets and gemm_iu8 with by-value sizes, .npy in and out") {
  fs::create_directories(kDir);
  for (const std::string target : {"gfx1100", "gfx1201"}) {
    CAPTURE(target);
    InputGenerator gen(target == "gfx1100" ? 11 : 12);
    std::vector<ArgumentData> args = make_arguments(manifest_entry("wmma_matmul"), gen);
    const fs::path out = kDir / "d_out.npy";
    fs::remove(out);
    const auto r = run_cli("run " + kernel_path("wmma_matmul", target) + " --kernel wmma_matmul --grid 1 --block 32" +
                           write_arguments(args) + " --out 3=" + out.string());
    INFO(r.err);
    REQUIRE(r.exit_code == 0);
    CHECK(r.out.find("ran wmma_matmul on " + target) != std::string::npos);
    CHECK(r.out.find(": 1 workgroup, 1 wave, ") != std::string::npos);  // singular for one
    const sim::NpyArray d = sim::read_npy(out);
    CHECK(d.dtype == sim::NpyDtype::Float32);
    CHECK(d.shape == std::vector<std::size_t>{16, 16});
    const auto& a = args[0];
    const auto& b = args[1];
    const auto& c = args[2];
    const auto model = sim::default_numerics_model(wmmasim::isa::find_target(target)->family);
    for (int i = 0; i < 16; ++i) {
      for (int j = 0; j < 16; ++j) {
        std::vector<std::uint16_t> row(16), col(16);
        double sum = c.at<float>(i * 16 + j);
        for (int k = 0; k < 16; ++k) {
          row[k] = a.at<std::uint16_t>(i * 16 + k);
          col[k] = b.at<std::uint16_t>(j * 16 + k);
          sum += sim::decode_f16(row[k]) * sim::decode_f16(col[k]);
        }
        float got;
        std::memcpy(&got, d.data.data() + 4 * (i * 16 + j), 4);
        const double bound = chained_bound(model, wmmasim::isa::ElementType::F16, wmmasim::isa::ElementType::F16,
                                           wmmasim::isa::ElementType::F32, row, col, c.at<float>(i * 16 + j));
        CHECK(std::fabs(got - sum) <= bound);
      }
    }
  }

  // gemm_iu8: signed A x unsigned B, exact; M, N, K by value (positions 3, 4, 5), non-default sizes.
  InputGenerator gen(13);
  std::vector<ArgumentData> args = make_arguments(manifest_entry("gemm_iu8"), gen, {{"M", 32}, {"N", 64}, {"K", 32}});
  const fs::path out = kDir / "c_out.npy";
  const auto r = run_cli("run " + kernel_path("gemm_iu8", "gfx1201") + " --kernel gemm_iu8 --grid 2,1 --block 128" +
                         write_arguments(args) + " --out 2=" + out.string());
  INFO(r.err);
  REQUIRE(r.exit_code == 0);
  const sim::NpyArray c = sim::read_npy(out);
  REQUIRE(c.shape == std::vector<std::size_t>{32, 64});
  int bad = 0;
  for (int i = 0; i < 32; ++i) {
    for (int j = 0; j < 64; ++j) {
      std::int64_t sum = 0;
      for (int k = 0; k < 32; ++k) sum += std::int64_t{args[0].at<std::int8_t>(i * 32 + k)} * args[1].at<std::uint8_t>(j * 32 + k);
      std::int32_t got;
      std::memcpy(&got, c.data.data() + 4 * (i * 64 + j), 4);
      bad += got != sum;
    }
  }
  CHECK(bad == 0);
  fs::remove_all(kDir);
}

TEST_CASE("wmmasim run errors: one line, exit 2 for bad input and 4 for kernel faults, never an output file") {
  fs::create_directories(kDir);
  InputGenerator gen(5);
  const std::vector<ArgumentData> args = make_arguments(manifest_entry("gemm_iu8"), gen);
  const std::string good_args = write_arguments(args);
  const std::string gemm = kernel_path("gemm_iu8", "gfx1201");
  const std::string run = "run " + gemm + " --kernel gemm_iu8 --grid 3,2 --block 128" + good_args;
  const fs::path out = kDir / "out.npy";
  const std::string out_option = " --out 2=" + out.string();

  std::ofstream(kDir / "text.hsaco") << "not an ELF file\n";
  std::ofstream(kDir / "bad.npy") << "\x93NUMPY garbage";
  sim::NpyArray small;
  small.dtype = sim::NpyDtype::Int8;
  small.shape = {4};
  small.data.resize(4);
  sim::write_npy(kDir / "small.npy", small);
  const std::string lds_hog = std::string(WMMASIM_HW_TRACES_DIR) + "/gfx1201/discover_ops__3eb550f0.hsaco";

  const std::pair<std::string, std::string> bad_input[] = {
      {"run /nonexistent.hsaco --kernel k --grid 1 --block 1", "cannot read code object"},
      {"run " + (kDir / "text.hsaco").string() + " --kernel k --grid 1 --block 1", "text.hsaco"},
      {"run " + gemm + " --kernel no_such_kernel --grid 1 --block 32", "no_such_kernel"},
      {"run " + gemm + " --grid 1 --block 32", "kernel 'gemm_iu8' takes"},  // its only kernel: no --kernel needed
      {"run " + gemm + " --kernel gemm_iu8 --grid 1,x --block 32" + good_args, "is not X[,Y,Z]"},
      {"run " + gemm + " --kernel gemm_iu8 --grid 0,2 --block 128" + good_args, "zero dimension"},
      {"run " + gemm + " --kernel gemm_iu8 --grid 3,2 --block 2048" + good_args, "at most"},
      {run + " --arg 7=1", "has no argument '7'"},
      {"run " + gemm + " --kernel gemm_iu8 --grid 3,2 --block 128 --arg 0=@" + (kDir / "bad.npy").string(), "bad.npy"},
      {"run " + gemm + " --kernel gemm_iu8 --grid 3,2 --block 128 --arg 0=@" + (kDir / "missing.npy").string(), "missing.npy"},
      {"run " + gemm + " --kernel gemm_iu8 --grid 3,2 --block 128 --arg 0=@" + (kDir / "small.npy").string(), "is missing"},
      {run + " --arg 3=64", "given twice"},
      {"run " + gemm + " --kernel gemm_iu8 --grid 3,2 --block 128 --arg 0=5", "is a buffer"},
      {run + " --out 3=" + out.string(), "not a buffer"},
      {run + " --numerics fastest", "unknown --numerics"},
      {run + " --executor fastest", "unknown --executor 'fastest' (accepted: reference, translated)"},
      {run + " --sample-units 4", "--sample-units needs --timing"},
      {run + " --sample-units all", "--sample-units needs --timing"},
      {run + " --timing --sample-units 0", "--sample-units 0 is not auto, all or a number of compute units (1 to 65536)"},
      {run + " --timing --sample-units 70000", "--sample-units 70000 is not auto, all or a number of compute units"},
      {run + " --timing --sample-units 4x", "--sample-units 4x is not auto, all or a number of compute units"},
      {run + " --shader-clock 900", "--shader-clock needs --timing"},
      {run + " --timing --shader-clock 50", "--shader-clock 50 is not a shader clock: give MHz from 100 to 10000"},
      {run + " --timing --machine rx7900xtx", "--machine rx7900xtx is a gfx11 machine and cannot time gfx1201 code"},
      {"run " + lds_hog + " --kernel discover_ops --grid 1 --block 32 --arg 0=@" + (kDir / "small.npy").string() +
           " --arg 1=@" + (kDir / "small.npy").string() + " --arg 2=@" + (kDir / "small.npy").string(),
       "1048576 bytes of LDS"},
  };
  for (const auto& [command, message] : bad_input) {
    CAPTURE(command);
    const auto r = run_cli(command + out_option);
    CHECK(r.exit_code == 2);
    CHECK(lines(r.err) == 1);
    CHECK(r.err.find(message) != std::string::npos);
    CHECK_FALSE(fs::exists(out));
  }

  // Kernel faults: A is too small for M x K (an out-of-bounds load), a budget the kernel cannot finish in. The
  // fault is the one line (no warning for the reads that stayed in A's page).
  // A holds 4 bytes; rows 0..63 of K = 64 lie in its 4 KiB page (mapped: a GPU reads them), the workgroups of rows
  // 64..127 read past it and fault.
  const auto oob = run_cli("run " + gemm + " --kernel gemm_iu8 --grid 3,4 --block 128 --arg 0=@" +
                           (kDir / "small.npy").string() + " --arg 1=@" + (kDir / "b_t.npy").string() + " --arg 2=@" +
                           (kDir / "c.npy").string() + " --arg 3=128 --arg 4=96 --arg 5=64" + out_option);
  CHECK(oob.exit_code == 4);
  CHECK(lines(oob.err) == 1);
  CHECK(oob.err.find("global memory fault") != std::string::npos);
  CHECK(oob.err.find("argument 0") != std::string::npos);
  CHECK(oob.err.find("lane ") != std::string::npos);
  CHECK_FALSE(fs::exists(out));

  const auto runaway = run_cli(run + " --max-instructions 50" + out_option);
  CHECK(runaway.exit_code == 4);
  CHECK(lines(runaway.err) == 1);
  CHECK(runaway.err.find("executed 50 instructions") != std::string::npos);
  CHECK_FALSE(fs::exists(out));
  fs::remove_all(kDir);
}

TEST_CASE("wmmasim run --timing --report --trace --timeline: gemm_lds_f16 on gfx1201, outputs checked against each other and llvm-objdump") {
  // 6 workgroups of 4 waves with barriers and 2 x 128 x 192 x 128 WMMA FLOPs; the machine's published numbers
  // (reference/timing.md §1.1): 64 CUs of 2 SIMDs at 2970 MHz.
  // A directory of this process's own: worktrees run the suite concurrently.
  const fs::path dir = kDir / fmt::format("timing_{}", getpid());
  fs::create_directories(dir);
  const std::string gemm = kernel_path("gemm_lds_f16", "gfx1201");
  const fs::path report = dir / "report.json", trace = dir / "trace.json", timeline = dir / "timeline.csv";
  const auto r = run_gemm_lds("gfx1201", 17, dir,
                              " --timing --strict --report " + report.string() + " --trace " + trace.string() +
                                  " --timeline " + timeline.string());
  INFO(r.out << r.err);
  REQUIRE(r.exit_code == 0);
  CHECK(r.err.empty());  // clang's code: no hazard
  const std::uint64_t flops = 2ull * 128 * 192 * 128;
  constexpr int kCus = 64, kSimds = 128;
  constexpr double kClockMhz = 2970;

  // The summary.
  std::smatch m;
  REQUIRE(std::regex_search(r.out, m, std::regex(R"(ran gemm_lds_f16 on gfx1201 \(wave32\): 6 workgroups, 24 waves, (\d+) wave-instructions)")));
  const std::uint64_t instructions = std::stoull(m[1]);
  REQUIRE(std::regex_search(r.out, m, std::regex(R"(cycles\s+(\d+)\s+\(([0-9.]+) us\))")));
  const std::uint64_t cycles = std::stoull(m[1]);
  CHECK(std::stod(m[2]) == doctest::Approx(static_cast<double>(cycles) / kClockMhz).epsilon(1e-3));
  REQUIRE(std::regex_search(r.out, m, std::regex(R"(WMMA FLOPs\s+(\d+))")));
  CHECK(std::stoull(m[1]) == flops);
  REQUIRE(std::regex_search(r.out, m, std::regex(R"(FLOP/clk/CU\s+([0-9.]+))")));
  const double per_cu = static_cast<double>(flops) / (static_cast<double>(cycles) * kCus);
  CHECK(std::abs(std::stod(m[1]) - per_cu) <= 0.05 + 1e-9);  // printed to 0.1
  for (const char* reason : {"issued", "dependency", "matrix_pipe", "wait_counter", "barrier", "instruction_fetch", "idle"})
    CHECK(r.out.find(reason) != std::string::npos);

  // The report: the documented keys (docs/timing.md); the stall breakdown accounts for every SIMD-cycle of the machine.
  std::ifstream report_in(report);
  const json j = json::parse(report_in);
  CHECK(j.at("cycles").get<std::uint64_t>() == cycles);
  CHECK(j.at("wmma_flops").get<std::uint64_t>() == flops);
  CHECK(j.at("flop_per_clk_per_cu").get<double>() == doctest::Approx(per_cu));
  std::uint64_t simd_cycles = 0;
  for (const auto& [reason, value] : j.at("stalls").items())
    if (reason != "unit") simd_cycles += value.get<std::uint64_t>();
  CHECK(simd_cycles == cycles * kSimds);
  CHECK(j.at("stalls").at("barrier").get<std::uint64_t>() > 0);

  // Per source line (the kernels are built with line tables): hottest first, every executed instruction and every
  // issue slot on exactly one line, and the lines' SIMD-cycles within the machine's.
  const json& by_line = j.at("source_lines");
  REQUIRE(!by_line.empty());
  std::uint64_t executed = 0, issued = 0, line_cycles = 0, previous = UINT64_MAX;
  for (const json& line : by_line) {
    const auto cycles_of_line = line.at("simd_cycles").get<std::uint64_t>();
    CHECK(cycles_of_line <= previous);
    previous = cycles_of_line;
    std::uint64_t parts = line.at("issued").get<std::uint64_t>();
    for (const auto& [reason, value] : line.at("stalls").items()) parts += value.get<std::uint64_t>();
    CHECK(parts == cycles_of_line);
    executed += line.at("executed").get<std::uint64_t>();
    issued += line.at("issued").get<std::uint64_t>();
    line_cycles += cycles_of_line;
  }
  CHECK(by_line.front().at("line").get<std::string>().starts_with("kernels/gemm_lds_f16.hip:"));
  CHECK(executed == instructions);
  CHECK(issued == j.at("stalls").at("issued").get<std::uint64_t>());
  CHECK(line_cycles <= cycles * kSimds);
  CHECK(r.out.find("hottest source lines") != std::string::npos);

  // The timeline: one row per executed instruction, mnemonics as llvm-objdump-19 prints the code at each pc.
  const CsvTable rows = read_csv(timeline.string());
  CHECK(rows.header == std::vector<std::string>{"workgroup", "wave", "simd", "pc", "mnemonic", "issue_cycle", "complete_cycle"});
  CHECK(rows.rows.size() == instructions);
  const Program code = disassemble(gemm, "gfx1201");
  std::map<std::pair<int, int>, std::vector<const std::map<std::string, std::string>*>> waves;
  std::uint64_t wmmas = 0, last_endpgm = 0;
  int bad_mnemonics = 0;
  for (const auto& row : rows.rows) {
    waves[{std::stoi(row.at("workgroup")), std::stoi(row.at("wave"))}].push_back(&row);
    const auto listed = code.listing.find(static_cast<std::uint32_t>(std::stoul(row.at("pc"), nullptr, 16)));
    // The timeline names the instruction, LLVM also its encoding (v_or_b32_e32); VOPD by its first half.
    const std::string llvm = listed == code.listing.end() ? "" : std::regex_replace(listed->second.mnemonic, std::regex("_e(32|64)$"), "");
    bad_mnemonics += llvm != row.at("mnemonic");
    wmmas += row.at("mnemonic").starts_with("v_wmma");
    if (row.at("mnemonic") == "s_endpgm") last_endpgm = std::max<std::uint64_t>(last_endpgm, std::stoull(row.at("issue_cycle")));
    CHECK(std::stoull(row.at("complete_cycle")) >= std::stoull(row.at("issue_cycle")));
  }
  CHECK(bad_mnemonics == 0);
  CHECK(wmmas * 2 * 16 * 16 * 16 == flops);
  CHECK(last_endpgm + 1 == cycles);
  CHECK(waves.size() == 24);
  std::map<std::pair<int, int>, int> simd_of_wave;
  for (const auto& [key, wave_rows] : waves) {
    CHECK(wave_rows.front()->at("pc") == "0x0000");
    CHECK(wave_rows.back()->at("mnemonic") == "s_endpgm");
    // In order, at most one instruction per wave and cycle; s_delay_alu, s_wait_alu and s_barrier_wait take no
    // issue slot (the hardware traces show no packet for them), they pass in the cycle of the next instruction.
    std::uint64_t last_issue = 0;
    for (std::size_t i = 0; i < wave_rows.size(); ++i) {
      const std::uint64_t issue = std::stoull(wave_rows[i]->at("issue_cycle"));
      const std::string& mnemonic = wave_rows[i]->at("mnemonic");
      const bool issue_free = mnemonic == "s_delay_alu" || mnemonic == "s_wait_alu" || mnemonic == "s_barrier_wait";
      CHECK((i == 0 || (issue_free ? issue >= last_issue : issue > last_issue)));
      if (!issue_free) last_issue = issue;
      CHECK(wave_rows[i]->at("simd") == wave_rows[0]->at("simd"));
    }
    simd_of_wave[key] = std::stoi(wave_rows[0]->at("simd"));
  }
  // WGP mode (clang's default): a workgroup's waves share one workgroup processor of 4 SIMDs.
  for (int g = 0; g < 6; ++g)
    for (int w = 1; w < 4; ++w) CHECK(simd_of_wave[{g, w}] / 4 == simd_of_wave[{g, 0}] / 4);

  // The Perfetto trace: one track (tid) per wave inside the process (pid) of its SIMD, one slice per instruction,
  // slices of a track never overlap.
  std::ifstream trace_in(trace);
  const json t = json::parse(trace_in);
  std::map<int, std::vector<std::pair<double, double>>> slices;  // tid -> (ts, end)
  std::map<int, int> pid_of_tid;
  std::set<int> named_pids;
  std::size_t complete_events = 0;
  for (const json& e : t.at("traceEvents")) {
    if (e.at("ph") == "M" && e.at("name") == "process_name") named_pids.insert(e.at("pid").get<int>());
    if (e.at("ph") != "X") continue;
    ++complete_events;
    const int tid = e.at("tid"), pid = e.at("pid");
    CHECK(pid_of_tid.emplace(tid, pid).first->second == pid);
    const double ts = e.at("ts"), dur = e.at("dur");
    CHECK(ts * kClockMhz == doctest::Approx(e.at("args").at("issue_cycle").get<double>()));
    slices[tid].push_back({ts, ts + dur});
  }
  CHECK(complete_events == instructions);
  CHECK(slices.size() == 24);
  for (auto& [tid, spans] : slices) {
    std::ranges::sort(spans);
    for (std::size_t i = 1; i < spans.size(); ++i) CHECK(spans[i].first >= spans[i - 1].second - 1e-9);
    CHECK(named_pids.count(pid_of_tid[tid]) == 1);
  }
  for (const auto& [key, simd] : simd_of_wave) CHECK(pid_of_tid[key.first * 4 + key.second] == simd);
  fs::remove_all(dir);
}

TEST_CASE("wmmasim run --timing --shader-clock: the device time at that clock, the cold latencies scaled") {
  const fs::path dir = kDir / fmt::format("shader_clock_{}", getpid());
  fs::create_directories(dir);
  const auto timed = [&](const std::string& clock, const fs::path& report) {
    const auto r = run_gemm_lds("gfx1100", 19, dir, " --timing" + clock + " --report " + report.string());
    INFO(r.out << r.err);
    REQUIRE(r.exit_code == 0);
    std::ifstream in(report);
    return json::parse(in);
  };
  const json boost = timed("", dir / "boost.json"), slow = timed(" --shader-clock 1000", dir / "slow.json");
  const auto microseconds = [](const json& t) { return t.at("time_us").get<double>(); };
  // 2500 MHz is the gfx1100 machine's boost clock (timing/machines/gfx1100.json).
  CHECK(microseconds(boost) == doctest::Approx(boost.at("cycles").get<double>() / 2500).epsilon(1e-6));
  CHECK(microseconds(slow) == doctest::Approx(slow.at("cycles").get<double>() / 1000).epsilon(1e-6));
  // The memory side of the cold accesses takes fewer shader cycles at the lower clock.
  CHECK(slow.at("cycles").get<std::uint64_t>() < boost.at("cycles").get<std::uint64_t>());
  fs::remove_all(dir);
}

TEST_CASE("wmmasim run --timing samples 4 units by default when every unit gets 2 workgroups, else times all") {
  const fs::path dir = kDir / fmt::format("auto_sampled_{}", getpid());
  fs::create_directories(dir);
  const fs::path report = dir / "report.json";
  // A machine of 6 workgroup processors (12 CUs; gemm_lds_f16 runs in WGP mode): a grid of 6 x 2 workgroups gives
  // each unit 2, so 4 of the 6 are simulated; 6 x 1 gives each 1: all 6.
  const auto gemm = [&](int grid_y, const std::string& options) {
    InputGenerator gen(23);
    const std::vector<ArgumentData> args =
        make_arguments(manifest_entry("gemm_lds_f16"), gen, {{"M", 64 * grid_y}, {"N", 384}, {"K", 64}});
    return run_cli("run " + kernel_path("gemm_lds_f16", "gfx1201") +
                   fmt::format(" --kernel gemm_lds_f16 --grid 6,{} --block 128", grid_y) + write_arguments(args, dir) +
                   " --timing --set compute_units=12 --report " + report.string() + options);
  };
  const auto simulated = [&] {
    std::ifstream in(report);
    const json timing = json::parse(in);
    CHECK(timing.at("units_with_work") == 6);
    return timing.at("simulated_units").get<int>();
  };
  const CommandResult sampled = gemm(2, "");
  INFO(sampled.out << sampled.err);
  REQUIRE(sampled.exit_code == 0);
  CHECK(sampled.out.find("(4 simulated, the rest extrapolated)") != std::string::npos);
  CHECK(sampled.out.find("hottest source lines of the 4 simulated units") != std::string::npos);
  CHECK(simulated() == 4);
  REQUIRE(gemm(2, " --sample-units all").exit_code == 0);
  CHECK(simulated() == 6);
  REQUIRE(gemm(2, " --timeline " + (dir / "timeline.csv").string()).exit_code == 0);  // per instruction: all
  CHECK(simulated() == 6);
  REQUIRE(gemm(1, "").exit_code == 0);
  CHECK(simulated() == 6);
  fs::remove_all(dir);
}

TEST_CASE("wmmasim run --timing --sample-units: the other units extrapolated, the summary says so") {
  const fs::path dir = kDir / fmt::format("sampled_{}", getpid());
  fs::create_directories(dir);
  const fs::path report = dir / "report.json";
  // 6 workgroups, one per workgroup processor; 2 of the 6 simulated, each doing a sixth of the WMMAs.
  const auto r = run_gemm_lds("gfx1201", 17, dir, " --timing --sample-units 2 --report " + report.string());
  INFO(r.out << r.err);
  REQUIRE(r.exit_code == 0);
  CHECK(r.out.find("(2 simulated, the rest extrapolated)") != std::string::npos);
  std::ifstream in(report);
  const json timing = json::parse(in);
  CHECK(timing.at("simulated_units") == 2);
  CHECK(timing.at("units_with_work") == 6);
  CHECK(timing.at("wmma_flops") == 2ull * 128 * 192 * 128);
}
