// The translated executor against the reference one (executor.h Executor): every kernel of kernels/kernels.json and
// every instruction of the decoder's corpus (tests/fuzz/corpus/fuzz_decoder: the kernels' code and the hardware
// traces' kernels, which exercise most instruction forms) run both ways and must leave the same registers, memory
// and LDS, raise the same fault with the same message, and record the same event streams, bit for bit. The HIP
// examples (examples/hip) run through the runtime (`wmmasim exec --executor`) both ways and must print the same
// and leave every launch's buffers the same.
#include <doctest/doctest.h>
#include <fmt/format.h>
#include <unistd.h>

#include <algorithm>
#include <array>
#include <bit>
#include <cmath>
#include <cstdint>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <functional>
#include <map>
#include <optional>
#include <random>
#include <set>
#include <span>
#include <stdexcept>
#include <sstream>
#include <string>
#include <string_view>
#include <tuple>
#include <typeinfo>
#include <vector>

#include "exec_test_support.h"
#include "kernel_runs.h"
#include "support.h"
#include "wmmasim/exec/executor.h"
#include "wmmasim/exec/recorded_launch.h"
#include "wmmasim/isa/arch.h"
#include "wmmasim/isa/container.h"

using namespace wmmasim::test;
namespace sim = wmmasim::sim;
namespace isa = wmmasim::isa;
namespace fs = std::filesystem;

namespace {

// Every wave's event stream, keyed by (workgroup, wave).
class Streams : public sim::EventRecorder {
 public:
  std::vector<sim::TimingEvent>& wave_events(std::uint32_t workgroup, std::uint32_t wave) override {
    return streams[{workgroup, wave}];
  }
  std::map<std::pair<std::uint32_t, std::uint32_t>, std::vector<sim::TimingEvent>> streams;
};

// The same in the compact form the timing model takes, expanded against the static table for comparison.
class CompactStreams : public sim::EventRecorder {
 public:
  std::vector<sim::TimingEvent>& wave_events(std::uint32_t, std::uint32_t) override {
    throw std::logic_error("CompactStreams: a full stream was asked for");
  }
  bool accepts_compact(std::span<const sim::TimingEvent> static_events) override {
    table.assign(static_events.begin(), static_events.end());
    return true;
  }
  sim::CompactWaveEvents& compact_wave_events(std::uint32_t workgroup, std::uint32_t wave) override {
    return streams[{workgroup, wave}];
  }
  std::vector<sim::TimingEvent> expanded(std::pair<std::uint32_t, std::uint32_t> key) const {
    return sim::expand(streams.at(key), table);
  }
  std::vector<sim::TimingEvent> table;
  std::map<std::pair<std::uint32_t, std::uint32_t>, sim::CompactWaveEvents> streams;
};

// The parts of an event the executor fills in as it runs (the rest is the program's static table).
bool same_event(const sim::TimingEvent& a, const sim::TimingEvent& b) {
  return a.pc == b.pc && a.flags == b.flags && a.address == b.address && a.lanes == b.lanes &&
         a.lane_bytes == b.lane_bytes && a.span == b.span && a.mnemonic == b.mnemonic;
}

// What one run leaves: the buffers, the statistics, or the fault.
struct Outcome {
  std::vector<std::vector<std::byte>> buffers;
  sim::ExecutionStats stats;
  std::string fault;
};

Outcome run(const sim::KernelProgram& program, const sim::KernelLaunch& launch, sim::Executor executor,
            sim::EventRecorder* recorder, unsigned threads = 1) {
  sim::ExecutionOptions options;
  options.executor = executor;
  options.recorder = recorder;
  options.threads = threads;
  // The executors share the matrix semantics; the fast `exact` model keeps the gfx11 kernels quick.
  options.numerics = sim::NumericsModel::Exact;
  Outcome out;
  try {
    sim::SimulatedLaunch result = sim::run_on_simulator(program, launch, options);
    out.buffers = std::move(result.buffers);
    out.stats = result.stats;
  } catch (const std::exception& e) {
    out.fault = std::string(typeid(e).name()) + ": " + e.what();
  }
  return out;
}

void check_same(const Outcome& reference, const Outcome& translated) {
  CHECK(reference.fault == translated.fault);
  CHECK(reference.stats.wave_instructions == translated.stats.wave_instructions);
  CHECK(reference.stats.waves == translated.stats.waves);
  REQUIRE(reference.buffers.size() == translated.buffers.size());
  for (std::size_t i = 0; i < reference.buffers.size(); ++i) {
    CAPTURE(i);
    CHECK(reference.buffers[i] == translated.buffers[i]);
  }
}

std::optional<BuiltKernel> built(const std::string& name, const std::string& target, int wave) {
  for (const BuiltKernel& k : built_kernels()) {
    if (k.name == name && k.target == target && k.wave_size == wave) return k;
  }
  return std::nullopt;
}

// ---- the instruction corpus ----

struct CorpusInstruction {
  std::string target;
  int wave_size;
  std::vector<std::uint32_t> words;
};

// Every distinct instruction of the decoder's corpus (the target is in each file's name), for both wave sizes.
std::vector<CorpusInstruction> corpus_instructions() {
  std::vector<CorpusInstruction> out;
  std::set<std::tuple<std::string, int, std::vector<std::uint32_t>>> seen;
  const fs::path folder = fs::path(WMMASIM_SOURCE_DIR) / "tests/fuzz/corpus/fuzz_decoder";
  std::vector<fs::path> files;
  for (const auto& entry : fs::directory_iterator(folder)) files.push_back(entry.path());
  std::ranges::sort(files);
  for (const fs::path& file : files) {
    const std::string name = file.filename().string();
    const std::string target = name.find("gfx1100") != std::string::npos ? "gfx1100" : "gfx1201";
    const std::vector<std::byte> bytes = file_bytes(file);
    std::vector<std::uint32_t> words(bytes.size() / 4);
    std::memcpy(words.data(), bytes.data(), words.size() * 4);
    for (const int wave_size : {32, 64}) {
      sim::KernelInfo info;
      info.target = *isa::find_target(target);
      info.wave_size = wave_size;
      const sim::KernelProgram program(info, words);
      for (std::size_t i = 0; i < program.instruction_count(); ++i) {
        const isa::DecodedInstruction& d = program.instruction(i);
        if (!d.valid()) continue;
        const std::uint32_t at = program.instruction_offset(i) / 4;
        std::vector<std::uint32_t> own(words.begin() + at, words.begin() + at + d.size / 4);
        if (seen.emplace(target, wave_size, own).second) out.push_back({target, wave_size, std::move(own)});
      }
    }
  }
  return out;
}

// A wave with every register random; EXEC all ones or random. `special`: float codes where the host's
// instructions and libm may differ (NaNs with payloads, quiet and signalling, infinities, zeros, denormals), so
// that several NaN inputs meet in one lane and the NaN rule (semantics/valu.h first_nan_or) decides.
sim::WaveState random_wave(int wave_size, std::mt19937& rng, bool full_exec, bool special = false) {
  sim::WaveState state(wave_size);
  // A mix of small integers, float-like bit patterns and anything: shifts, compares and float paths all matter.
  const auto value = [&] {
    if (special) {
      const std::uint32_t sign = (rng() % 2) << 31;
      switch (rng() % 6) {
        case 0: return sign | 0x7fc00000u | static_cast<std::uint32_t>(rng() % 0x00400000u);      // quiet NaN
        case 1: return sign | 0x7f800000u | (1 + static_cast<std::uint32_t>(rng() % 0x003fffffu));  // signalling
        case 2: return sign | 0x7f800000u;                                                          // infinity
        case 3: return sign | static_cast<std::uint32_t>(rng() % 0x00800000u);                      // zero, denormal
        case 4: return sign | 0x3f800000u;
        default: return static_cast<std::uint32_t>(rng());
      }
    }
    switch (rng() % 4) {
      case 0: return static_cast<std::uint32_t>(rng() % 64);
      case 1: return 0x3f000000u + static_cast<std::uint32_t>(rng() % 0x02000000u);
      case 2: return static_cast<std::uint32_t>(rng() % 0x00800000u);  // denormal floats
      default: return static_cast<std::uint32_t>(rng());
    }
  };
  for (std::uint32_t& v : state.vgprs) v = value();
  for (std::uint32_t& s : state.sgprs) s = value();
  state.vcc = (std::uint64_t{rng()} << 32 | rng()) & state.all_lanes_mask();
  state.exec = full_exec ? state.all_lanes_mask() : (std::uint64_t{rng()} << 32 | rng()) & state.all_lanes_mask();
  state.m0 = value();
  state.scc = rng() % 2 != 0;
  return state;
}

struct InstructionOutcome {
  sim::WaveState state;
  std::vector<std::byte> memory;
  std::vector<std::byte> lds;
  std::string fault;
};

InstructionOutcome run_instruction(const CorpusInstruction& c, const sim::WaveState& start, std::uint32_t mode,
                                   sim::Executor executor) {
  InstructionOutcome out{start, {}, {}, {}};
  sim::GlobalMemory memory;
  const std::uint64_t base = memory.allocate("buffer", 4096);
  std::vector<std::byte> contents(4096);
  for (std::size_t i = 0; i < contents.size(); ++i) contents[i] = static_cast<std::byte>(i * 7 + 3);
  memory.write(base, contents);
  sim::Lds lds(1024);
  for (std::size_t i = 0; i < lds.bytes().size(); ++i) lds.bytes()[i] = static_cast<std::byte>(i * 5 + 1);
  try {
    sim::execute_instruction(*isa::find_target(c.target), c.words, out.state, memory, lds, sim::NumericsModel::Exact,
                             executor, mode);
  } catch (const std::exception& e) {
    out.fault = std::string(typeid(e).name()) + ": " + e.what();
  }
  out.memory.resize(4096);
  memory.read(base, out.memory);
  out.lds.assign(lds.bytes().begin(), lds.bytes().end());
  return out;
}

bool same_state(const sim::WaveState& a, const sim::WaveState& b) {
  return a.sgprs == b.sgprs && a.ttmp == b.ttmp && a.vcc == b.vcc && a.exec == b.exec && a.m0 == b.m0 &&
         a.scc == b.scc && a.vgprs == b.vgprs;
}

// The 64-bit add tests' operands: v[2:3] = 0xffffffff - lane : (even lane ? 0xffffffff : lane), so low halves
// carry and high halves carry out; s6 = 3, s7 = 0xfffffffe; with `partial`, EXEC cut to the lanes below 23.
std::string add_64_operands(const std::string& vcc, bool partial) {
  std::string setup = fmt::format(
      "v_sub_nc_u32 v2, -1, v0\nv_and_b32 v4, 1, v0\nv_cmp_eq_u32 {0}, 0, v4\nv_cndmask_b32 v3, v0, -1, {0}\n"
      "s_mov_b32 s6, 3\ns_mov_b32 s7, 0xfffffffe\n",
      vcc);
  if (partial) setup += "v_cmpx_gt_u32 23, v0\n";
  return setup;
}

// run_stored_registers (exec_test_support.h) of `count` registers under each executor: [0] the reference's, [1]
// the translated executor's.
std::array<std::vector<std::vector<std::uint32_t>>, 2> stored_registers_both_ways(const std::string& target,
                                                                                  const std::string& setup, int count,
                                                                                  int wave_size) {
  std::array<std::vector<std::vector<std::uint32_t>>, 2> runs;
  for (const sim::Executor executor : {sim::Executor::Reference, sim::Executor::Translated}) {
    sim::ExecutionOptions options;
    options.executor = executor;
    runs[executor == sim::Executor::Translated] =
        run_stored_registers(target, setup, count, static_cast<std::uint32_t>(wave_size), 0, options, wave_size);
  }
  return runs;
}

}  // namespace

TEST_CASE("translated executor: every kernel of kernels.json, on one and two threads and with event streams, as the reference") {
  std::uint32_t seed = 1;
  std::size_t runs = 0;
  for (const json& entry : kernel_manifest()) {
    const std::string name = entry.at("name");
    const int wave = entry.at("wave");
    for (const std::string target : entry.at("targets")) {
      CAPTURE(name);
      CAPTURE(target);
      const auto k = built(name, target, wave);
      REQUIRE_MESSAGE(k, "not built: " << name << " " << target);
      const sim::KernelProgram program = sim::KernelProgram::from_code_object(file_bytes(k->path), name);
      InputGenerator gen(seed++);
      // Microkernels repeat one WMMA `iterations_arg` times: two rounds exercise every instruction of them.
      std::map<std::string, std::int64_t> overrides;
      if (entry.contains("timing")) overrides[entry.at("timing").at("iterations_arg")] = 2;
      const std::vector<ArgumentData> args = make_arguments(entry, gen, overrides);
      sim::KernelLaunch launch = make_launch(program.info(), entry, args);
      // Two workgroups at most: every instruction of a kernel runs in each, and the test stays quick.
      launch.dispatch.grid = {std::min(launch.dispatch.grid[0], 2u), 1, 1};
      const Outcome reference = run(program, launch, sim::Executor::Reference, nullptr);
      check_same(reference, run(program, launch, sim::Executor::Translated, nullptr));
      // The two workgroups on two threads: each executor leaves what the reference leaves on one.
      check_same(reference, run(program, launch, sim::Executor::Reference, nullptr, 2));
      check_same(reference, run(program, launch, sim::Executor::Translated, nullptr, 2));
      Streams reference_streams;
      Streams translated_streams;
      check_same(run(program, launch, sim::Executor::Reference, &reference_streams),
                 run(program, launch, sim::Executor::Translated, &translated_streams));
      REQUIRE(reference_streams.streams.size() == translated_streams.streams.size());
      for (const auto& [key, events] : reference_streams.streams) {
        const std::vector<sim::TimingEvent>& other = translated_streams.streams[key];
        REQUIRE(events.size() == other.size());
        CHECK(std::ranges::equal(events, other, same_event));
      }
      // Compact streams: the translated executor records a straight run in one go (workgroup.cpp).
      CompactStreams reference_compact;
      CompactStreams translated_compact;
      check_same(reference, run(program, launch, sim::Executor::Reference, &reference_compact));
      check_same(reference, run(program, launch, sim::Executor::Translated, &translated_compact));
      REQUIRE(reference_compact.streams.size() == reference_streams.streams.size());
      REQUIRE(translated_compact.streams.size() == reference_streams.streams.size());
      for (const auto& [key, events] : reference_streams.streams) {
        CHECK(std::ranges::equal(events, reference_compact.expanded(key), same_event));
        CHECK(std::ranges::equal(events, translated_compact.expanded(key), same_event));
      }
      ++runs;
    }
  }
  CHECK(runs > 20);
}

// -O0 code keeps its variables in stack slots, reached by SCRATCH instructions at one private offset for all lanes
// and by FLAT ones through the private aperture, and its pointers by FLAT instructions: the translated executor
// copies those as scratch rows or as GLOBAL accesses (semantics/private_rows.h, scratch.cpp, vmem.cpp).
TEST_CASE("translated executor: every -O0 kernel (stack slots by SCRATCH and FLAT), as the reference") {
  std::uint32_t seed = 100;
  std::size_t runs = 0;
  for (const BuiltKernel& k : built_kernels_O0()) {
    CAPTURE(k.path);
    const json* entry = nullptr;
    for (const json& e : kernel_manifest()) {
      if (e.at("name") == k.name) entry = &e;
    }
    REQUIRE_MESSAGE(entry != nullptr, "not in kernels.json: " << k.name);
    const sim::KernelProgram program = sim::KernelProgram::from_code_object(file_bytes(k.path), k.name);
    InputGenerator gen(seed++);
    const std::vector<ArgumentData> args = make_arguments(*entry, gen, {});
    sim::KernelLaunch launch = make_launch(program.info(), *entry, args);
    launch.dispatch.grid = {std::min(launch.dispatch.grid[0], 2u), 1, 1};
    const Outcome reference = run(program, launch, sim::Executor::Reference, nullptr);
    check_same(reference, run(program, launch, sim::Executor::Translated, nullptr));
    check_same(reference, run(program, launch, sim::Executor::Translated, nullptr, 2));
    Streams reference_streams;
    Streams translated_streams;
    check_same(reference, run(program, launch, sim::Executor::Reference, &reference_streams));
    check_same(reference, run(program, launch, sim::Executor::Translated, &translated_streams));
    REQUIRE(reference_streams.streams.size() == translated_streams.streams.size());
    for (const auto& [key, events] : reference_streams.streams) {
      const std::vector<sim::TimingEvent>& other = translated_streams.streams[key];
      REQUIRE(events.size() == other.size());
      CHECK(std::ranges::equal(events, other, same_event));
    }
    ++runs;
  }
  CHECK(runs >= 24);  // six kernels, two targets, wave32 and wave64
}

TEST_CASE("translated executor: a faulting kernel and a runaway one fault with the same message") {
  // The budget cut inside a straight run: the translated loop falls back to single steps there.
  for (const std::uint64_t budget : {1ull, 7ull, 100ull, 250ull}) {
    CAPTURE(budget);
    const auto k = built("valu_chain", "gfx1201", 32);
    REQUIRE(k);
    const sim::KernelProgram program = sim::KernelProgram::from_code_object(file_bytes(k->path), "valu_chain");
    const json* entry = nullptr;
    for (const json& e : kernel_manifest()) {
      if (e.at("name") == "valu_chain") entry = &e;
    }
    REQUIRE(entry != nullptr);
    InputGenerator gen(7);
    const std::vector<ArgumentData> args = make_arguments(*entry, gen);
    const sim::KernelLaunch launch = make_launch(program.info(), *entry, args);
    std::string faults[2];
    for (const sim::Executor executor : {sim::Executor::Reference, sim::Executor::Translated}) {
      sim::ExecutionOptions options;
      options.executor = executor;
      options.instruction_budget = budget;
      try {
        sim::run_on_simulator(program, launch, options);
      } catch (const sim::InstructionBudgetExceeded& e) {
        faults[executor == sim::Executor::Translated] = e.what();
      }
    }
    CHECK(!faults[0].empty());
    CHECK(faults[0] == faults[1]);
  }
}

TEST_CASE("translated executor: every instruction of the decoder corpus on random waves, as the reference") {
  const std::vector<CorpusInstruction> corpus = corpus_instructions();
  CHECK(corpus.size() > 1000);
  // A few random waves per wave size and EXEC kind, reused: drawing 256 VGPRs per run would dominate the test.
  std::mt19937 rng(2024);
  std::map<std::pair<int, bool>, std::vector<sim::WaveState>> waves;
  std::map<int, std::vector<sim::WaveState>> special_waves;
  for (const int wave_size : {32, 64}) {
    for (const bool full_exec : {true, false}) {
      for (int i = 0; i < 8; ++i) waves[{wave_size, full_exec}].push_back(random_wave(wave_size, rng, full_exec));
    }
    for (int i = 0; i < 8; ++i) special_waves[wave_size].push_back(random_wave(wave_size, rng, true, true));
  }
  std::size_t completed = 0;
  for (const CorpusInstruction& c : corpus) {
    // MODE 0xf0 (denormals kept: what kernels run with, the translated handlers' case) and 0 (flushed: the
    // handlers decline and the reference runs), EXEC all ones and random.
    // And MODE 0xf0 on a wave of special float codes.
    for (const auto& [mode, full_exec, special] : {std::tuple{0xf0u, true, false}, std::tuple{0xf0u, false, false},
                                                   std::tuple{0u, true, false}, std::tuple{0xf0u, true, true}}) {
      const std::vector<sim::WaveState>& pool =
          special ? special_waves.at(c.wave_size) : waves.at({c.wave_size, full_exec});
      const sim::WaveState& start = pool[rng() % pool.size()];
      const InstructionOutcome reference = run_instruction(c, start, mode, sim::Executor::Reference);
      const InstructionOutcome translated = run_instruction(c, start, mode, sim::Executor::Translated);
      const bool same = reference.fault == translated.fault &&
                        same_state(reference.state, translated.state) &&
                        reference.memory == translated.memory && reference.lds == translated.lds;
      if (!same) {
        sim::KernelInfo info;
        info.target = *isa::find_target(c.target);
        info.wave_size = c.wave_size;
        const sim::KernelProgram program(info, c.words);
        FAIL_CHECK(c.target << " wave" << c.wave_size << " mode " << mode << ": " << program.describe(0)
                            << "\n  reference: " << reference.fault << "\n  translated: " << translated.fault);
      }
      if (reference.fault.empty()) ++completed;
    }
  }
  CHECK(completed > 1000);
}

namespace {

// The targets whose device code a HIP program holds.
std::set<std::string> program_targets(const fs::path& program) {
  std::set<std::string> targets;
  for (const isa::CodeObjectEntry& entry : isa::extract_code_objects(file_bytes(program), program.string())) {
    targets.insert(std::string(isa::CodeObject::parse(entry.code_object, program.string()).target().name));
  }
  return targets;
}

// What a program run under `wmmasim exec` shows: its exit code, its output and its recorded launches.
struct ProgramRun {
  int exit_code = 0;
  std::string out;
  std::vector<sim::RecordedLaunch> launches;
};

ProgramRun run_program(const fs::path& program, const std::string& target, sim::Executor executor, unsigned threads) {
  const fs::path record = fs::temp_directory_path() /
                          fmt::format("wmmasim_translated_{}_{}_{}_{}_{}", getpid(), program.filename().string(), target,
                                      sim::executor_name(executor), threads);
  fs::remove_all(record);
  const CommandResult result =
      run_cli(fmt::format("exec --arch {} --executor {} --threads {} --record {} -- {}", target,
                          sim::executor_name(executor), threads, record.string(), program.string()));
  ProgramRun run{result.exit_code, {}, {}};
  // A line with a host time (hipEventElapsedTime without --timing measures the host) differs from run to run.
  std::istringstream lines(result.out);
  for (std::string line; std::getline(lines, line);) {
    if (line.find("hipEventElapsedTime") == std::string::npos) run.out += line + "\n";
  }
  std::vector<fs::path> cases;
  if (fs::is_directory(record)) {
    for (const auto& entry : fs::directory_iterator(record)) cases.push_back(entry.path());
  }
  std::ranges::sort(cases);
  for (const fs::path& c : cases) run.launches.push_back(sim::read_recorded_launch(c));
  fs::remove_all(record);
  return run;
}

}  // namespace

TEST_CASE("translated executor: every HIP example through the runtime, as the reference") {
  const fs::path folder = fs::path(WMMASIM_BINARY_DIR) / "examples/hip/bin";
  REQUIRE_MESSAGE(fs::is_directory(folder), folder.string() << " is missing: build the HIP examples");
  std::vector<fs::path> programs;
  for (const auto& entry : fs::directory_iterator(folder)) programs.push_back(entry.path());
  std::ranges::sort(programs);
  std::size_t launches = 0;
  for (const fs::path& program : programs) {
    for (const std::string& target : program_targets(program)) {
      CAPTURE(program.filename().string());
      CAPTURE(target);
      const ProgramRun reference = run_program(program, target, sim::Executor::Reference, 1);
      CHECK(reference.exit_code == 0);
      // The translated executor on one thread and on two: the same output and buffers as the reference on one.
      for (const unsigned threads : {1u, 2u}) {
        CAPTURE(threads);
        const ProgramRun translated = run_program(program, target, sim::Executor::Translated, threads);
        CHECK(translated.exit_code == reference.exit_code);
        CHECK(translated.out == reference.out);
        REQUIRE(translated.launches.size() == reference.launches.size());
        for (std::size_t i = 0; i < reference.launches.size(); ++i) {
          CAPTURE(i);
          const sim::RecordedLaunch& r = reference.launches[i];
          const sim::RecordedLaunch& t = translated.launches[i];
          CHECK(t.kernel == r.kernel);
          CHECK(t.fault == r.fault);
          REQUIRE(t.buffers.size() == r.buffers.size());
          for (std::size_t b = 0; b < r.buffers.size(); ++b) CHECK(t.buffers[b].after == r.buffers[b].after);
          CHECK(t.image.has_value() == r.image.has_value());
          if (t.image && r.image) CHECK(t.image->after == r.image->after);
          if (threads == 1) ++launches;
        }
      }
    }
  }
  CHECK(programs.size() >= 10);
  CHECK(launches >= programs.size());
}

TEST_CASE("translated executor: GLOBAL loads at an allocation's end, as the reference and as the buffer holds") {
  // gfx1201 encodings from llvm-mc-19 -mcpu=gfx1201 -show-encoding:
  // global_load_b32 v1, v[2:3], off and global_load_b32 v1, v2, s[4:5] offset:-8.
  const std::vector<std::uint32_t> vaddr_form{0xee05007cu, 0x00000001u, 0x00000002u};
  const std::vector<std::uint32_t> saddr_form{0xee050004u, 0x00000001u, 0xfffff802u};
  // Less than a page: the bytes from its end to the page's end are mapped (memory.h GlobalMemory::kPageBytes).
  constexpr std::uint64_t kBytes = 4000;
  // Where each lane reads, as a byte offset into the buffer: lanes counting down from its end (their offsets
  // differ in low bits only, yet a range rounded out to those bits passes the end); two rows, one at each end; the
  // last lane two bytes past the end (inside the mapped page: the reference runs, reads zeros there and warns).
  const std::vector<std::function<std::uint64_t(int, int)>> layouts{
      [](int lane, int) { return kBytes - 4 * static_cast<std::uint64_t>(lane + 1); },
      [](int lane, int n) { return lane < n / 2 ? 4u * lane : kBytes - 4 * static_cast<std::uint64_t>(n - lane); },
      [](int lane, int n) { return lane == n - 1 ? kBytes - 2 : 4u * lane; },
  };
  std::mt19937 rng(32);
  std::size_t compared = 0;
  for (const int wave_size : {32, 64}) {
    for (const bool saddr : {false, true}) {
      for (std::size_t layout = 0; layout < layouts.size(); ++layout) {
        for (const bool full_exec : {true, false}) {
          CAPTURE(wave_size);
          CAPTURE(saddr);
          CAPTURE(layout);
          CAPTURE(full_exec);
          std::vector<std::uint32_t> registers[2];
          std::vector<std::byte> contents(kBytes);
          for (std::size_t i = 0; i < kBytes; ++i) contents[i] = static_cast<std::byte>(i * 7 + 3);
          sim::WaveState start(wave_size);
          start.exec = full_exec ? start.all_lanes_mask() : (std::uint64_t{rng()} << 32 | rng()) & start.all_lanes_mask();
          for (const sim::Executor executor : {sim::Executor::Reference, sim::Executor::Translated}) {
            sim::GlobalMemory memory;
            const std::uint64_t base = memory.allocate("buffer", kBytes);
            memory.write(base, contents);
            sim::WaveState state = start;
            for (int lane = 0; lane < wave_size; ++lane) {
              const std::uint64_t at = base + layouts[layout](lane, wave_size);
              state.vgpr(1)[lane] = 0xdeadbeefu;
              if (saddr) {
                state.vgpr(2)[lane] = static_cast<std::uint32_t>(at - base);
              } else {
                state.vgpr(2)[lane] = static_cast<std::uint32_t>(at);
                state.vgpr(3)[lane] = static_cast<std::uint32_t>(at >> 32);
              }
            }
            state.sgprs[4] = static_cast<std::uint32_t>(base + 8);  // the instruction offset is -8
            state.sgprs[5] = static_cast<std::uint32_t>((base + 8) >> 32);
            sim::Lds lds(1024);
            sim::execute_instruction(*isa::find_target("gfx1201"), saddr ? saddr_form : vaddr_form, state, memory,
                                     lds, sim::NumericsModel::Exact, executor, 0xf0);
            registers[executor == sim::Executor::Translated].assign(state.vgpr(1).begin(), state.vgpr(1).end());
          }
          CHECK(registers[0] == registers[1]);
          // Independently: an active lane holds the buffer's four bytes at its offset (zeros past the end, as
          // memory.h says of mapped bytes outside an allocation), an inactive lane its old value.
          for (int lane = 0; lane < wave_size; ++lane) {
            std::uint32_t expected = 0xdeadbeefu;
            if (((start.exec >> lane) & 1) != 0) {
              expected = 0;
              const std::uint64_t at = layouts[layout](lane, wave_size);
              for (std::uint64_t b = 0; b < 4; ++b) {
                const std::uint32_t byte = at + b < kBytes ? std::to_integer<std::uint32_t>(contents[at + b]) : 0u;
                expected |= byte << (8 * b);
              }
            }
            CAPTURE(lane);
            CHECK(registers[1][lane] == expected);
          }
          ++compared;
        }
      }
    }
  }
  CHECK(compared == 24);
}

namespace {

// The dword at byte `at` of `bytes`, little-endian.
std::uint32_t dword_at(std::span<const std::byte> bytes, std::uint32_t at) {
  std::uint32_t value = 0;
  for (std::uint32_t b = 0; b < 4; ++b) value |= std::to_integer<std::uint32_t>(bytes[at + b]) << (8 * b);
  return value;
}

// A returning 32-bit add of v1 by every active lane on one element, worked out by hand: lane k receives the
// element's value before it (`before`) plus v1 of the active lanes before k, and the element ends (`after`) as
// `before` plus all of them.
void check_running_sums(const sim::WaveState& start, std::span<const std::uint32_t> returned, std::uint32_t before,
                        std::uint32_t after) {
  std::uint32_t running = before;
  for (int lane = 0; lane < start.wave_size; ++lane) {
    if (((start.exec >> lane) & 1) == 0) continue;
    CAPTURE(lane);
    CHECK(returned[static_cast<std::size_t>(lane)] == running);
    running += start.vgpr(1)[lane];
  }
  CHECK(after == running);
}

// The cases each memory test below runs: both targets, each form, each of `layouts` layouts, wave32 and wave64,
// EXEC full and random. `run(target, form, layout, start)` gets a fresh wave of that size and EXEC and returns
// whether it compared (false: a case the form skips); the count of compared cases is returned.
template <class Form, class Run>
std::size_t for_each_memory_case(const std::vector<Form>& forms, std::size_t layouts, std::mt19937& rng, Run run) {
  std::size_t compared = 0;
  for (const char* target : {"gfx1100", "gfx1201"}) {
    for (const Form& form : forms) {
      for (std::size_t layout = 0; layout < layouts; ++layout) {
        for (const int wave_size : {32, 64}) {
          for (const bool full_exec : {true, false}) {
            const std::string what = fmt::format("{} on {}, layout {}, wave{}, EXEC {}", form.text, target, layout,
                                                 wave_size, full_exec ? "full" : "random");
            CAPTURE(what);
            sim::WaveState start(wave_size);
            start.exec = full_exec ? start.all_lanes_mask()
                                   : (std::uint64_t{rng()} << 32 | rng()) & start.all_lanes_mask();
            compared += run(target, form, layout, start) ? 1 : 0;
          }
        }
      }
    }
  }
  return compared;
}

}  // namespace

TEST_CASE("translated executor: GLOBAL and FLAT atomics in one allocation, as the reference and by hand") {
  // llvm-mc-19 -show-encoding; the returning forms take GLC (gfx11) or TH_ATOMIC_RETURN (gfx12). Addresses in
  // v[2:3], data in v1 (v[4:5] for cmpswap: new value, comparand; for the u64 add: the addend).
  struct Form {
    const char* text;
    std::vector<std::uint32_t> gfx1100, gfx1201;
    int element_bytes;
  };
  const std::vector<Form> forms{
      {"global_atomic_add_u32 v0, v[2:3], v1, off (returning)", {0xdcd64000u, 0x007c0102u},
       {0xee0d407cu, 0x00900000u, 0x00000002u}, 4},
      {"global_atomic_add_u32 v2, v[2:3], v1, off (returning over its own address)", {0xdcd64000u, 0x027c0102u},
       {0xee0d407cu, 0x00900002u, 0x00000002u}, 4},
      {"global_atomic_add_u32 v[2:3], v1, off", {0xdcd60000u, 0x007c0102u}, {0xee0d407cu, 0x00800000u, 0x00000002u},
       4},
      {"global_atomic_cmpswap_b32 v0, v[2:3], v[4:5], off (returning)", {0xdcd24000u, 0x007c0402u},
       {0xee0d007cu, 0x02100000u, 0x00000002u}, 4},
      {"global_atomic_add_u64 v[6:7], v[2:3], v[4:5], off (returning)", {0xdd0e4000u, 0x067c0402u},
       {0xee10c07cu, 0x02100006u, 0x00000002u}, 8},
      {"flat_atomic_add_u32 v0, v[2:3], v1 (returning)", {0xdcd44000u, 0x007c0102u},
       {0xec0d407cu, 0x00900000u, 0x00000002u}, 4},
  };
  constexpr std::uint64_t kBytes = 1000;  // less than a page: the rest of it is mapped
  // Each lane's element as a byte offset: distinct elements, every lane on one element (each sees the updates of
  // the lanes before it), one lane misaligned (a fault), the last lane in the mapped bytes past the end.
  const std::vector<std::function<std::uint64_t(int, int, int)>> layouts{
      [](int lane, int, int bytes) { return static_cast<std::uint64_t>(bytes) * lane; },
      [](int, int, int) { return std::uint64_t{64}; },
      [](int lane, int, int bytes) { return lane == 5 ? 2u : static_cast<std::uint64_t>(bytes) * lane; },
      [](int lane, int n, int bytes) { return lane == n - 1 ? kBytes : static_cast<std::uint64_t>(bytes) * lane; },
  };
  std::mt19937 rng(35);
  const auto run = [&](const char* target, const Form& form, std::size_t layout, sim::WaveState& start) {
    const int wave_size = start.wave_size;
    std::vector<std::byte> contents(kBytes);
    for (std::size_t i = 0; i < kBytes; ++i) contents[i] = static_cast<std::byte>(i * 13 + 5);
    for (const int v : {0, 1, 4, 5, 6, 7}) {
      for (int lane = 0; lane < wave_size; ++lane) start.vgpr(v)[lane] = rng() % 3 == 0 ? 0x01020304u : rng();
    }
    std::vector<std::uint32_t> registers[2];
    std::vector<std::byte> memory_after[2];
    std::string fault[2];
    for (const sim::Executor executor : {sim::Executor::Reference, sim::Executor::Translated}) {
      const int at = executor == sim::Executor::Translated;
      sim::GlobalMemory memory;
      const std::uint64_t base = memory.allocate("atomics", kBytes);
      memory.write(base, contents);
      sim::WaveState state = start;
      for (int lane = 0; lane < wave_size; ++lane) {
        const std::uint64_t address = base + layouts[layout](lane, wave_size, form.element_bytes);
        state.vgpr(2)[lane] = static_cast<std::uint32_t>(address);
        state.vgpr(3)[lane] = static_cast<std::uint32_t>(address >> 32);
      }
      sim::Lds lds(1024);
      const std::vector<std::uint32_t>& encoding =
          std::string_view(target) == "gfx1100" ? form.gfx1100 : form.gfx1201;
      try {
        sim::execute_instruction(*isa::find_target(target), encoding, state, memory, lds,
                                 sim::NumericsModel::Exact, executor, 0xf0);
      } catch (const sim::KernelFault& e) {
        fault[at] = e.what();
      }
      for (int v = 0; v <= 7; ++v) {
        registers[at].insert(registers[at].end(), state.vgpr(v).begin(), state.vgpr(v).end());
      }
      memory_after[at].resize(kBytes);
      memory.read(base, memory_after[at]);
    }
    CHECK(fault[0] == fault[1]);
    CHECK(registers[0] == registers[1]);
    CHECK(memory_after[0] == memory_after[1]);
    CHECK(fault[1].empty() == (layout != 2 || ((start.exec >> 5) & 1) == 0));  // a misaligned active lane
    // By hand, for the returning u32 add with every lane on one element.
    if (layout == 1 && std::string_view(form.text).starts_with("global_atomic_add_u32 v0")) {
      check_running_sums(start, registers[1], dword_at(contents, 64), dword_at(memory_after[1], 64));
    }
    return true;
  };
  CHECK(for_each_memory_case(forms, layouts.size(), rng, run) == 2 * 6 * 4 * 2 * 2);
}

TEST_CASE("translated executor: LDS atomics, as the reference and by hand") {
  // llvm-mc-19 -show-encoding (the same words on gfx1100 and gfx1201). Addresses in v2, data in v1 (v[4:5] for the
  // u64 add, v4 and v5 for cmpstore's comparand and new value).
  struct Form {
    const char* text;
    std::vector<std::uint32_t> encoding;
    int element_bytes;
  };
  const std::vector<Form> forms{
      {"ds_add_rtn_u32 v0, v2, v1 offset:16", {0xd8800010u, 0x00000102u}, 4},
      {"ds_add_rtn_u32 v2, v2, v1 (returning over its own address)", {0xd8800000u, 0x02000102u}, 4},
      {"ds_max_i32 v2, v1 offset:8", {0xd8180008u, 0x00000102u}, 4},
      {"ds_cmpstore_rtn_b32 v0, v2, v4, v5", {0xd8c00000u, 0x00050402u}, 4},
      {"ds_add_rtn_u64 v[6:7], v2, v[4:5]", {0xd9800000u, 0x06000402u}, 8},
  };
  constexpr std::uint32_t kLdsBytes = 1024;
  // Each lane's address: distinct elements, every lane on one element (each sees the updates of the lanes before
  // it), one lane unaligned, the last lane past the LDS (its access is dropped, as the hardware's range check does).
  const std::vector<std::function<std::uint32_t(int, int, int)>> layouts{
      [](int lane, int, int bytes) { return static_cast<std::uint32_t>(bytes * lane); },
      [](int, int, int) { return 96u; },
      [](int lane, int, int bytes) { return lane == 5 ? 2u : static_cast<std::uint32_t>(bytes * lane); },
      [](int lane, int n, int bytes) { return lane == n - 1 ? kLdsBytes : static_cast<std::uint32_t>(bytes * lane); },
  };
  std::mt19937 rng(36);
  const auto run = [&](const char* target, const Form& form, std::size_t layout, sim::WaveState& start) {
    const int wave_size = start.wave_size;
    std::vector<std::byte> contents(kLdsBytes);
    for (std::size_t i = 0; i < kLdsBytes; ++i) contents[i] = static_cast<std::byte>(i * 11 + 7);
    for (const int v : {0, 1, 4, 5, 6, 7}) {
      for (int lane = 0; lane < wave_size; ++lane) start.vgpr(v)[lane] = rng();
    }
    for (int lane = 0; lane < wave_size; ++lane) {
      start.vgpr(2)[lane] = layouts[layout](lane, wave_size, form.element_bytes);
    }
    std::vector<std::uint32_t> registers[2];
    std::vector<std::byte> lds_after[2];
    for (const sim::Executor executor : {sim::Executor::Reference, sim::Executor::Translated}) {
      const int at = executor == sim::Executor::Translated;
      sim::GlobalMemory memory;
      sim::WaveState state = start;
      sim::Lds lds(kLdsBytes);
      std::ranges::copy(contents, lds.bytes().begin());
      sim::execute_instruction(*isa::find_target(target), form.encoding, state, memory, lds,
                               sim::NumericsModel::Exact, executor, 0xf0);
      for (int v = 0; v <= 7; ++v) {
        registers[at].insert(registers[at].end(), state.vgpr(v).begin(), state.vgpr(v).end());
      }
      lds_after[at].assign(lds.bytes().begin(), lds.bytes().end());
    }
    CHECK(registers[0] == registers[1]);
    CHECK(lds_after[0] == lds_after[1]);
    // By hand, for the returning u32 add at offset 16 with every lane on one element.
    if (layout == 1 && &form == &forms.front()) {
      check_running_sums(start, registers[1], dword_at(contents, 96 + 16), dword_at(lds_after[1], 96 + 16));
    }
    return true;
  };
  CHECK(for_each_memory_case(forms, layouts.size(), rng, run) == 2 * 5 * 4 * 2 * 2);
}

TEST_CASE("translated executor: 64-bit integer compares (register pairs, constants, v_cmpx), as the reference and by hand") {
  // llvm-mc-19 -mattr=+wavefrontsize32 -show-encoding, the same words on gfx1100 and gfx1201 (a wave64 writes the
  // SGPR pair s[4:5] and all of VCC with them). a = v[0:1], b = v[2:3], s[8:9] a scalar.
  struct Form {
    const char* text;
    std::vector<std::uint32_t> encoding;
    std::function<bool(std::uint64_t a, std::uint64_t b, std::uint64_t scalar)> holds;
    enum { Vcc, Sgpr, Exec } destination;
  };
  const std::vector<Form> forms{
      {"v_cmp_gt_u64_e32 vcc, v[0:1], v[2:3]", {0x7cb80500u},
       [](std::uint64_t a, std::uint64_t b, std::uint64_t) { return a > b; }, Form::Vcc},
      {"v_cmp_lt_i64_e64 s4, s[8:9], v[2:3]", {0xd4510004u, 0x00020408u},
       [](std::uint64_t, std::uint64_t b, std::uint64_t s) {
         return static_cast<std::int64_t>(s) < static_cast<std::int64_t>(b);
       },
       Form::Sgpr},
      {"v_cmp_ne_u64_e64 s4, -1, v[2:3]", {0xd45d0004u, 0x000204c1u},
       [](std::uint64_t, std::uint64_t b, std::uint64_t) { return ~std::uint64_t{0} != b; }, Form::Sgpr},
      {"v_cmp_le_u64_e64 s4, 0x12345678, v[2:3]", {0xd45b0004u, 0x000204ffu, 0x12345678u},
       [](std::uint64_t, std::uint64_t b, std::uint64_t) { return std::uint64_t{0x12345678u} <= b; }, Form::Sgpr},
      {"v_cmpx_lt_i64_e32 v[0:1], v[2:3]", {0x7da20500u},
       [](std::uint64_t a, std::uint64_t b, std::uint64_t) {
         return static_cast<std::int64_t>(a) < static_cast<std::int64_t>(b);
       },
       Form::Exec},
  };
  std::mt19937_64 rng(37);
  std::size_t compared = 0;
  for (const char* target : {"gfx1100", "gfx1201"}) {
    for (const Form& form : forms) {
      for (const int wave_size : {32, 64}) {
        for (const bool full_exec : {true, false}) {
          const std::string what = fmt::format("{} on {}", form.text, target);
          CAPTURE(what);
          CAPTURE(wave_size);
          CAPTURE(full_exec);
          sim::WaveState start(wave_size);
          start.exec = full_exec ? start.all_lanes_mask() : rng() & start.all_lanes_mask();
          start.vcc = rng();
          const std::uint64_t scalar = rng();
          start.sgprs[4] = 0xdeadbeefu;
          start.sgprs[5] = 0xfeedfaceu;
          start.sgprs[8] = static_cast<std::uint32_t>(scalar);
          start.sgprs[9] = static_cast<std::uint32_t>(scalar >> 32);
          std::vector<std::uint64_t> a(static_cast<std::size_t>(wave_size)), b(a.size());
          for (std::size_t lane = 0; lane < a.size(); ++lane) {
            a[lane] = rng();
            switch (lane % 6) {  // equal, the sign bit apart, one high half, the scalar, the literal, anything
              case 0: b[lane] = a[lane]; break;
              case 1: b[lane] = a[lane] ^ (std::uint64_t{1} << 63); break;
              case 2: b[lane] = (a[lane] & 0xffffffff00000000ull) | (rng() & 0xffffffffu); break;
              case 3: b[lane] = scalar; break;
              case 4: b[lane] = 0x12345678u - (rng() % 2); break;
              default: b[lane] = rng(); break;
            }
            start.vgpr(0)[lane] = static_cast<std::uint32_t>(a[lane]);
            start.vgpr(1)[lane] = static_cast<std::uint32_t>(a[lane] >> 32);
            start.vgpr(2)[lane] = static_cast<std::uint32_t>(b[lane]);
            start.vgpr(3)[lane] = static_cast<std::uint32_t>(b[lane] >> 32);
          }
          std::uint64_t results[2][3];  // VCC, s[4:5], EXEC
          for (const sim::Executor executor : {sim::Executor::Reference, sim::Executor::Translated}) {
            sim::GlobalMemory memory;
            sim::Lds lds(1024);
            sim::WaveState state = start;
            sim::execute_instruction(*isa::find_target(target), form.encoding, state, memory, lds,
                                     sim::NumericsModel::Exact, executor, 0xf0);
            const int at = executor == sim::Executor::Translated;
            results[at][0] = state.vcc;
            results[at][1] = state.sgprs[4] | std::uint64_t{state.sgprs[5]} << 32;
            results[at][2] = state.exec;
          }
          for (int i = 0; i < 3; ++i) CHECK(results[0][i] == results[1][i]);
          std::uint64_t expected = 0;
          for (int lane = 0; lane < wave_size; ++lane) {
            const bool active = ((start.exec >> lane) & 1) != 0;
            expected |= static_cast<std::uint64_t>(active && form.holds(a[lane], b[lane], scalar)) << lane;
          }
          const std::uint64_t lanes = start.all_lanes_mask();
          switch (form.destination) {
            case Form::Vcc: CHECK((results[1][0] & lanes) == expected); break;
            case Form::Sgpr: CHECK((results[1][1] & lanes) == expected); break;
            case Form::Exec: CHECK(results[1][2] == expected); break;
          }
          ++compared;
        }
      }
    }
  }
  CHECK(compared == 2 * 5 * 2 * 2);
}

TEST_CASE("translated executor: FLAT byte and short loads and stores, as the reference and by hand") {
  // llvm-mc-19 -show-encoding. The address in v[2:3], the data v1.
  struct Form {
    const char* text;
    std::vector<std::uint32_t> gfx1100, gfx1201;
    int bytes;
    bool store;
    // A load's new v1 from its old value and the loaded bytes (zero-extended); a store's bytes from v1.
    std::function<std::uint32_t(std::uint32_t old, std::uint32_t loaded)> result;
  };
  const std::vector<Form> forms{
      {"flat_load_u8 v1, v[2:3]", {0xdc400000u, 0x017c0002u}, {0xec04007cu, 0x00000001u, 0x00000002u}, 1, false,
       [](std::uint32_t, std::uint32_t loaded) { return loaded; }},
      {"flat_load_i16 v1, v[2:3]", {0xdc4c0000u, 0x017c0002u}, {0xec04c07cu, 0x00000001u, 0x00000002u}, 2, false,
       [](std::uint32_t, std::uint32_t loaded) {
         return static_cast<std::uint32_t>(static_cast<std::int32_t>(static_cast<std::int16_t>(loaded)));
       }},
      {"flat_load_d16_hi_b16 v1, v[2:3]", {0xdc8c0000u, 0x017c0002u}, {0xec08c07cu, 0x00000001u, 0x00000002u}, 2,
       false, [](std::uint32_t old, std::uint32_t loaded) { return (old & 0xffffu) | loaded << 16; }},
      {"flat_store_b8 v[2:3], v1", {0xdc600000u, 0x007c0102u}, {0xec06007cu, 0x00800000u, 0x00000002u}, 1, true,
       [](std::uint32_t data, std::uint32_t) { return data & 0xffu; }},
      {"flat_store_d16_hi_b16 v[2:3], v1", {0xdc940000u, 0x007c0102u}, {0xec09407cu, 0x00800000u, 0x00000002u}, 2,
       true, [](std::uint32_t data, std::uint32_t) { return data >> 16; }},
  };
  constexpr std::uint64_t kBytes = 3000;  // less than a page: the rest of it is mapped
  // Each lane's byte offset: consecutive elements, one element for all, counting down to the last byte, the last
  // lane in the mapped bytes past the end (the reference step, which reads zeros and warns).
  const std::vector<std::function<std::uint64_t(int, int, int)>> layouts{
      [](int lane, int, int bytes) { return static_cast<std::uint64_t>(bytes) * lane + 1; },
      [](int, int, int) { return std::uint64_t{77}; },
      [](int lane, int, int bytes) { return kBytes - static_cast<std::uint64_t>(bytes) * (lane + 1); },
      [](int lane, int n, int bytes) { return lane == n - 1 ? kBytes : static_cast<std::uint64_t>(bytes) * lane; },
  };
  std::mt19937 rng(38);
  const auto run = [&](const char* target, const Form& form, std::size_t layout, sim::WaveState& start) {
    const int wave_size = start.wave_size;
    if (form.store && layout == 1) return false;  // lanes racing on one element: the last writer's value
    std::vector<std::byte> contents(kBytes);
    for (std::size_t i = 0; i < kBytes; ++i) contents[i] = static_cast<std::byte>(i * 29 + 11);
    for (int lane = 0; lane < wave_size; ++lane) start.vgpr(1)[lane] = rng();
    std::vector<std::uint32_t> registers[2];
    std::vector<std::byte> memory_after[2];
    for (const sim::Executor executor : {sim::Executor::Reference, sim::Executor::Translated}) {
      const int at = executor == sim::Executor::Translated;
      sim::GlobalMemory memory;
      const std::uint64_t base = memory.allocate("bytes", kBytes);
      memory.write(base, contents);
      sim::WaveState state = start;
      for (int lane = 0; lane < wave_size; ++lane) {
        const std::uint64_t address = base + layouts[layout](lane, wave_size, form.bytes);
        state.vgpr(2)[lane] = static_cast<std::uint32_t>(address);
        state.vgpr(3)[lane] = static_cast<std::uint32_t>(address >> 32);
      }
      sim::Lds lds(1024);
      const std::vector<std::uint32_t>& encoding =
          std::string_view(target) == "gfx1100" ? form.gfx1100 : form.gfx1201;
      sim::execute_instruction(*isa::find_target(target), encoding, state, memory, lds,
                               sim::NumericsModel::Exact, executor, 0xf0);
      registers[at].assign(state.vgpr(1).begin(), state.vgpr(1).end());
      memory_after[at].resize(kBytes);
      memory.read(base, memory_after[at]);
    }
    CHECK(registers[0] == registers[1]);
    CHECK(memory_after[0] == memory_after[1]);
    // By hand: a load's lanes from the buffer's bytes (zeros in the mapped bytes past its end), a store's
    // bytes in the buffer.
    std::vector<std::byte> expected_memory = contents;
    for (int lane = 0; lane < wave_size; ++lane) {
      if (((start.exec >> lane) & 1) == 0) continue;
      CAPTURE(lane);
      const std::uint64_t at = layouts[layout](lane, wave_size, form.bytes);
      const std::uint32_t old = start.vgpr(1)[lane];
      if (form.store) {
        const std::uint32_t value = form.result(old, 0);
        for (int b = 0; b < form.bytes && at + b < kBytes; ++b) {
          expected_memory[at + b] = static_cast<std::byte>(value >> (8 * b));
        }
        continue;
      }
      std::uint32_t loaded = 0;
      for (int b = 0; b < form.bytes; ++b) {
        loaded |= (at + b < kBytes ? std::to_integer<std::uint32_t>(contents[at + b]) : 0u) << (8 * b);
      }
      CHECK(registers[1][static_cast<std::size_t>(lane)] == form.result(old, loaded));
    }
    CHECK(memory_after[1] == expected_memory);
    return true;
  };
  CHECK(for_each_memory_case(forms, layouts.size(), rng, run) == 2 * (5 * 4 - 2) * 2 * 2);
}

namespace {

// A BUFFER form under test: its encoding per target (llvm-mc-19 -show-encoding), how many dwords it moves, whether
// it stores, and whether it takes VGPR offsets (OFFEN, from v2). The data is v1 (one dword) or v[10:13]; the b64
// load writes v[2:3] over its own offsets. Every form: s[4:7] the V#, s8 SOFFSET, instruction offset 16.
struct BufferForm {
  const char* text;
  std::vector<std::uint32_t> gfx1100, gfx1201;
  int dwords;
  bool store;
  bool offen;
  int data_vgpr;
};

const std::vector<BufferForm>& buffer_forms() {
  static const std::vector<BufferForm> forms{
      {"buffer_load_b32 v1, v2, s[4:7], s8 offen offset:16", {0xe0500010u, 0x08410102u},
       {0xc4050008u, 0x40800801u, 0x00001002u}, 1, false, true, 1},
      {"buffer_load_b128 v[10:13], v2, s[4:7], s8 offen offset:16", {0xe05c0010u, 0x08410a02u},
       {0xc405c008u, 0x4080080au, 0x00001002u}, 4, false, true, 10},
      {"buffer_load_b64 v[2:3], v2, s[4:7], s8 offen offset:16", {0xe0540010u, 0x08410202u},
       {0xc4054008u, 0x40800802u, 0x00001002u}, 2, false, true, 2},
      {"buffer_load_b32 v1, off, s[4:7], s8 offset:16", {0xe0500010u, 0x08010100u},
       {0xc4050008u, 0x00800801u, 0x00001000u}, 1, false, false, 1},
      {"buffer_store_b32 v1, v2, s[4:7], s8 offen offset:16", {0xe0680010u, 0x08410102u},
       {0xc4068008u, 0x40800801u, 0x00001002u}, 1, true, true, 1},
      {"buffer_store_b128 v[10:13], v2, s[4:7], s8 offen offset:16", {0xe0740010u, 0x08410a02u},
       {0xc4074008u, 0x4080080au, 0x00001002u}, 4, true, true, 10},
  };
  return forms;
}

}  // namespace

TEST_CASE("translated executor: BUFFER dword loads and stores of a raw buffer, as the reference and as the range check gives") {
  // A raw buffer as CK builds one (dword3 0x31004000, ck.hpp's CK_BUFFER_RESOURCE_3RD_DWORD for gfx11: OOB_SELECT 3)
  // over an allocation of kBytes (less than a page: the bytes from its end to the page's end are mapped). A lane's
  // byte `p` from the V#'s base is SOFFSET (8) + its VGPR offset + 16; dword i of it passes the range check when
  // p + 4i + 4 <= NUM_RECORDS (RDNA3 ISA §9.1.9 "Range Checking", raw buffers: NUM_RECORDS less SOFFSET against the
  // offset); out of range a load reads 0 and a store is dropped.
  constexpr std::uint32_t kBytes = 4000;
  constexpr std::uint32_t kSoffset = 8;
  constexpr std::uint32_t kInstructionOffset = 16;
  struct Layout {
    const char* what;
    std::uint32_t num_records;
    std::function<std::uint32_t(int lane, int lanes, std::uint32_t bytes)> position;  // p
  };
  const std::vector<Layout> layouts{
      {"consecutive, all in range", kBytes, [](int lane, int, std::uint32_t bytes) { return 24 + bytes * lane; }},
      {"counting down to the last byte", kBytes,
       [](int lane, int, std::uint32_t bytes) { return kBytes - bytes * static_cast<std::uint32_t>(lane + 1); }},
      {"the last lane's last dword across NUM_RECORDS", kBytes,
       [](int lane, int n, std::uint32_t bytes) { return lane == n - 1 ? kBytes - bytes + 2 : 24 + bytes * lane; }},
      {"a lane at a wild offset", kBytes,
       [](int lane, int, std::uint32_t bytes) { return lane == 3 ? 0xfffffff0u : 24 + bytes * lane; }},
      {"NUM_RECORDS past the allocation, the last lane there", kBytes + 64,
       [](int lane, int n, std::uint32_t bytes) { return lane == n - 1 ? kBytes + 4 : 24 + bytes * lane; }},
  };
  std::mt19937 rng(9);
  const auto run = [&](const char* target, const BufferForm& form, std::size_t layout_index, sim::WaveState& start) {
    const Layout& layout = layouts[layout_index];
    const std::string layout_shape = layout.what;
    CAPTURE(layout_shape);
    const int wave_size = start.wave_size;
    const std::uint32_t bytes = 4u * static_cast<std::uint32_t>(form.dwords);
    if (!form.offen && &layout != &layouts.front()) return false;  // every lane at the instruction offset
    const auto position = [&](int lane) {
      return form.offen ? layout.position(lane, wave_size, bytes) : kSoffset + kInstructionOffset;
    };
    std::vector<std::byte> contents(kBytes);
    for (std::size_t i = 0; i < kBytes; ++i) contents[i] = static_cast<std::byte>(i * 7 + 3);
    for (int v = 1; v <= 13; ++v) {
      for (int lane = 0; lane < wave_size; ++lane) start.vgpr(v)[lane] = 0xdeadbeefu ^ (v * 977u + lane);
    }
    for (int lane = 0; lane < wave_size; ++lane) {
      start.vgpr(2)[lane] = position(lane) - kSoffset - kInstructionOffset;
    }
    std::vector<std::uint32_t> registers[2];
    std::vector<std::byte> memory_after[2];
    for (const sim::Executor executor : {sim::Executor::Reference, sim::Executor::Translated}) {
      sim::GlobalMemory memory;
      const std::uint64_t base = memory.allocate("buffer", kBytes);
      memory.write(base, contents);
      sim::WaveState state = start;
      state.sgprs[4] = static_cast<std::uint32_t>(base);
      state.sgprs[5] = static_cast<std::uint32_t>(base >> 32) & 0xffffu;  // stride 0, no swizzle
      state.sgprs[6] = layout.num_records;
      state.sgprs[7] = 0x31004000u;
      state.sgprs[8] = kSoffset;
      sim::Lds lds(1024);
      const std::vector<std::uint32_t>& encoding =
          std::string_view(target) == "gfx1100" ? form.gfx1100 : form.gfx1201;
      sim::execute_instruction(*isa::find_target(target), encoding, state, memory, lds, sim::NumericsModel::Exact,
                               executor, 0xf0);
      auto& regs = registers[executor == sim::Executor::Translated];
      for (int v = 1; v <= 13; ++v) regs.insert(regs.end(), state.vgpr(v).begin(), state.vgpr(v).end());
      memory_after[executor == sim::Executor::Translated].resize(kBytes);
      memory.read(base, memory_after[executor == sim::Executor::Translated]);
    }
    CHECK(registers[0] == registers[1]);
    CHECK(memory_after[0] == memory_after[1]);
    // Independently, by the range check: each active lane's in-range dwords hold the buffer's bytes (zeros
    // where mapped past the allocation) or were written there; the rest read 0 or were dropped.
    std::vector<std::byte> expected_memory = contents;
    for (int lane = 0; lane < wave_size; ++lane) {
      const bool active = ((start.exec >> lane) & 1) != 0;
      for (int i = 0; i < form.dwords; ++i) {
        CAPTURE(lane);
        CAPTURE(i);
        const std::uint64_t at = std::uint64_t{position(lane)} + 4u * static_cast<std::uint32_t>(i);
        const bool in_range = at + 4 <= layout.num_records;
        const std::uint32_t old = start.vgpr(form.data_vgpr + i)[lane];
        if (form.store) {
          if (!active || !in_range || at + 4 > kBytes) continue;
          for (std::uint32_t b = 0; b < 4; ++b) expected_memory[at + b] = static_cast<std::byte>(old >> (8 * b));
          continue;
        }
        std::uint32_t expected = old;
        if (active) {
          expected = 0;
          for (std::uint64_t b = 0; in_range && b < 4; ++b) {
            expected |= (at + b < kBytes ? std::to_integer<std::uint32_t>(contents[at + b]) : 0u) << (8 * b);
          }
        }
        const std::size_t row = static_cast<std::size_t>(form.data_vgpr + i - 1) * static_cast<std::size_t>(wave_size);
        CHECK(registers[1][row + static_cast<std::size_t>(lane)] == expected);
      }
    }
    CHECK(memory_after[1] == expected_memory);
    return true;
  };
  CHECK(for_each_memory_case(buffer_forms(), layouts.size(), rng, run) == 2 * (5 * 5 + 1) * 2 * 2);
}

namespace {

// A wave's byte offsets in the shapes the translated loads and stores copy differently (semantics/lane_rows.h,
// lds.cpp), a row of 16 lanes at a time: 16 consecutive dwords (row_consecutive), the previous row's offsets again
// (a tile's row that both rows of a wave32 read), one dword for all 16 (row_same), or two groups of eight lanes:
// eight consecutive dwords, one dword for all eight, seven consecutive and one elsewhere (octet_dwords on an AVX2
// host), or two quads each in a shape of its own: consecutive dwords, one dword for all four, four anywhere, three
// consecutive and one elsewhere, consecutive backwards (quad_dwords). Each a multiple of 4, at most `limit` - 8.
std::vector<std::uint32_t> quad_layout(int wave_size, std::uint32_t limit, std::mt19937& rng) {
  std::vector<std::uint32_t> offsets(static_cast<std::size_t>(wave_size));
  const auto anywhere = [&] { return 4 * static_cast<std::uint32_t>(rng() % (limit / 4 - 8)); };
  const auto row_start = [&] { return 4 * static_cast<std::uint32_t>(rng() % (limit / 4 - 23)); };
  const auto quad = [&](std::uint32_t* at) {
    const std::uint32_t o = anywhere();
    const unsigned shape = rng() % 5;
    for (std::uint32_t i = 0; i < 4; ++i) {
      switch (shape) {
        case 0: at[i] = o + 4 * i; break;
        case 1: at[i] = o; break;
        case 2: at[i] = anywhere(); break;
        case 3: at[i] = i < 3 ? o + 4 * i : anywhere(); break;
        default: at[i] = o + 12 - 4 * i; break;
      }
    }
  };
  const auto octet = [&](std::uint32_t* at) {
    const std::uint32_t o = anywhere();
    switch (rng() % 4) {
      case 0: for (std::uint32_t i = 0; i < 8; ++i) at[i] = o + 4 * i; break;
      case 1: std::fill_n(at, 8, o); break;
      case 2: for (std::uint32_t i = 0; i < 8; ++i) at[i] = i == 5 ? anywhere() : o + 4 * i; break;
      default: quad(at), quad(at + 4); break;
    }
  };
  // A third of the waves are a tile's rows throughout (every row consecutive or the previous row again): the
  // whole-wave copies of the LDS handlers (lds.cpp consecutive_rows_inside).
  const bool tile_rows = rng() % 3 == 0;
  for (int row = 0; row < wave_size; row += 16) {
    std::uint32_t* at = &offsets[static_cast<std::size_t>(row)];
    const unsigned shape = tile_rows ? rng() % 2 : rng() % 5;
    if (shape == 0) {
      const std::uint32_t o = row_start();
      for (std::uint32_t i = 0; i < 16; ++i) at[i] = o + 4 * i;
    } else if (shape == 1 && row > 0) {
      std::copy_n(at - 16, 16, at);
    } else if (shape == 2) {
      std::fill_n(at, 16, anywhere());
    } else {
      octet(at), octet(at + 8);
    }
  }
  return offsets;
}

// Both wave sizes, eight rounds each of quad_layout offsets below `limit`, EXEC full but in the last round (random
// there, lane by lane): run_round(wave_size, offsets, start state with that EXEC).
template <class Round>
void for_each_quad_round(std::uint32_t limit, std::mt19937& rng, Round run_round) {
  for (const int wave_size : {32, 64}) {
    for (int round = 0; round < 8; ++round) {
      CAPTURE(wave_size);
      CAPTURE(round);
      const bool full_exec = round != 7;
      const std::vector<std::uint32_t> offsets = quad_layout(wave_size, limit, rng);
      sim::WaveState start(wave_size);
      start.exec = full_exec ? start.all_lanes_mask() : (std::uint64_t{rng()} << 32 | rng()) & start.all_lanes_mask();
      run_round(wave_size, offsets, start);
    }
  }
}

}  // namespace

TEST_CASE("translated executor: GLOBAL, FLAT and LDS dword loads four and eight lanes at a time, as the reference and as memory holds") {
  // gfx1201 encodings from llvm-mc-19 -mcpu=gfx1201 -show-encoding; each loads the dword(s) at the lane's
  // address + `element` bytes into `into` (one or two VGPRs), from global memory or the LDS.
  struct Load {
    const char* text;
    std::vector<std::uint32_t> words;
    bool lds;
    bool saddr;                           // global: the VGPR is an offset from s[4:5] (else v[2:3] is the address)
    std::int64_t instruction_offset;      // global: the offset field
    int address_vgpr;
    int into;
    std::vector<std::uint32_t> elements;  // byte offsets the instruction adds, one per destination VGPR
    bool shared_aperture = false;         // flat: v[2:3] in the LDS aperture (1 << 48, internal.h), not the buffer
  };
  const std::vector<Load> loads{
      {"global_load_b32 v1, v2, s[4:5]", {0xee050004u, 0x00000001u, 0x00000002u}, false, true, 0, 2, 1, {0}},
      {"global_load_b32 v2, v2, s[4:5] offset:-8", {0xee050004u, 0x00000002u, 0xfffff802u}, false, true, -8, 2, 2, {0}},
      {"global_load_b32 v1, v[2:3], off", {0xee05007cu, 0x00000001u, 0x00000002u}, false, false, 0, 2, 1, {0}},
      // FLAT: global memory by the buffer's addresses, the LDS by the shared aperture's (the reference step).
      {"flat_load_b32 v1, v[2:3]", {0xec05007cu, 0x00000001u, 0x00000002u}, false, false, 0, 2, 1, {0}},
      {"flat_load_b32 v4, v[2:3] offset:8", {0xec05007cu, 0x00000004u, 0x00000802u}, false, false, 0, 2, 4, {8}},
      {"flat_load_b64 v[4:5], v[2:3]", {0xec05407cu, 0x00000004u, 0x00000002u}, false, false, 0, 2, 4, {0, 4}},
      {"flat_load_b32 v1, v[2:3] (LDS aperture)", {0xec05007cu, 0x00000001u, 0x00000002u}, false, false, 0, 2, 1, {0},
       true},
      {"flat_load_b64 v[4:5], v[2:3] (LDS aperture)", {0xec05407cu, 0x00000004u, 0x00000002u}, false, false, 0, 2, 4,
       {0, 4}, true},
      {"ds_load_b32 v1, v3 offset:8", {0xd8d80008u, 0x01000003u}, true, false, 0, 3, 1, {8}},
      {"ds_load_b32 v3, v3", {0xd8d80000u, 0x03000003u}, true, false, 0, 3, 3, {0}},
      {"ds_load_2addr_b32 v[1:2], v3 offset0:3 offset1:16", {0xd8dc1003u, 0x01000003u}, true, false, 0, 3, 1, {12, 64}},
      {"ds_load_2addr_b32 v[3:4], v3 offset1:16", {0xd8dc1000u, 0x03000003u}, true, false, 0, 3, 3, {0, 64}},
      {"ds_load_b64 v[4:5], v3 offset:8", {0xd9d80008u, 0x04000003u}, true, false, 0, 3, 4, {8, 12}},
      {"ds_load_b64 v[3:4], v3", {0xd9d80000u, 0x03000003u}, true, false, 0, 3, 3, {0, 4}},
      // The 64-bit pairs: two 8-byte elements per lane, four lanes transposed into the rows (lds.cpp).
      {"ds_load_2addr_b64 v[4:7], v3 offset0:2 offset1:4", {0xd9dc0402u, 0x04000003u}, true, false, 0, 3, 4, {16, 20, 32, 36}},
      {"ds_load_2addr_b64 v[3:6], v3 offset0:1 offset1:6", {0xd9dc0601u, 0x03000003u}, true, false, 0, 3, 3, {8, 12, 48, 52}},
      // 16 bytes per lane: a quad of lanes at one address is one load broadcast, the others transposed (lds.cpp).
      {"ds_load_b128 v[4:7], v3 offset:16", {0xdbfc0010u, 0x04000003u}, true, false, 0, 3, 4, {16, 20, 24, 28}},
      {"ds_load_b128 v[3:6], v3", {0xdbfc0000u, 0x03000003u}, true, false, 0, 3, 3, {0, 4, 8, 12}},
  };
  constexpr std::uint32_t kBytes = 1024;
  constexpr std::uint32_t kLimit = kBytes - 64;  // room for the largest element offset
  constexpr std::uint64_t kSharedAperture = std::uint64_t{1} << 48;  // the LDS's FLAT aperture (KFD's base)
  std::vector<std::byte> contents(kBytes);
  for (std::size_t i = 0; i < kBytes; ++i) contents[i] = static_cast<std::byte>(i * 13 + 5);
  std::mt19937 rng(14);
  std::size_t compared = 0;
  for (const Load& load : loads) {
    CAPTURE(load.text);
    for_each_quad_round(kLimit, rng, [&](int wave_size, const std::vector<std::uint32_t>& offsets,
                                        sim::WaveState start) {
      std::vector<std::uint32_t> results[2];
      for (const sim::Executor executor : {sim::Executor::Reference, sim::Executor::Translated}) {
        sim::GlobalMemory memory;
        const std::uint64_t base = memory.allocate("buffer", kBytes);
        memory.write(base, contents);
        sim::Lds lds(kBytes);
        std::ranges::copy(contents, lds.bytes().begin());
        sim::WaveState state = start;
        const std::uint64_t vaddr_base = base - static_cast<std::uint64_t>(load.instruction_offset);
        for (int lane = 0; lane < wave_size; ++lane) {
          for (int r = 0; r < static_cast<int>(load.elements.size()); ++r) state.vgpr(load.into + r)[lane] = 0xdeadbeefu;
          const std::uint32_t offset = offsets[static_cast<std::size_t>(lane)];
          if (load.lds || load.saddr) {
            state.vgpr(load.address_vgpr)[lane] = offset;
          } else {
            const std::uint64_t at = (load.shared_aperture ? kSharedAperture : base) + offset;
            state.vgpr(2)[lane] = static_cast<std::uint32_t>(at);
            state.vgpr(3)[lane] = static_cast<std::uint32_t>(at >> 32);
          }
        }
        state.sgprs[4] = static_cast<std::uint32_t>(vaddr_base);
        state.sgprs[5] = static_cast<std::uint32_t>(vaddr_base >> 32);
        sim::execute_instruction(*isa::find_target("gfx1201"), load.words, state, memory, lds,
                                 sim::NumericsModel::Exact, executor, 0xf0);
        std::vector<std::uint32_t>& out = results[executor == sim::Executor::Translated];
        for (int r = 0; r < static_cast<int>(load.elements.size()); ++r) {
          out.insert(out.end(), state.vgpr(load.into + r).begin(), state.vgpr(load.into + r).end());
        }
      }
      CHECK(results[0] == results[1]);
      // Independently: an active lane holds the dword at its offset + the element's, an inactive one its old value.
      for (std::size_t r = 0; r < load.elements.size(); ++r) {
        for (int lane = 0; lane < wave_size; ++lane) {
          const bool active = ((start.exec >> lane) & 1) != 0;
          const std::uint32_t offset = offsets[static_cast<std::size_t>(lane)];
          const bool held_address = load.into + static_cast<int>(r) == load.address_vgpr;  // vdst overlaps it
          const std::uint32_t expected =
              active ? dword_at(contents, offset + load.elements[r]) : held_address ? offset : 0xdeadbeefu;
          CAPTURE(r);
          CAPTURE(lane);
          CHECK(results[1][r * static_cast<std::size_t>(wave_size) + static_cast<std::size_t>(lane)] == expected);
        }
      }
      ++compared;
    });
  }
  CHECK(compared == loads.size() * 2 * 8);
}

TEST_CASE("translated executor: an LDS load's range check counts only active lanes, full or partial EXEC") {
  // gfx1201 ds_load_b32 v1, v3 offset:8 (llvm-mc-19 -mcpu=gfx1201 -show-encoding). One stray lane's address lies
  // at the LDS's last dword (inside), the dword past it, or where address + offset wraps (to 4); the others inside.
  // The reference reads 0 for an active lane outside the LDS (lds_dropped, as a one-instruction run sets it up)
  // and wraps the sum as the hardware does; the translated executor must leave both to it, and must not for an
  // inactive stray lane.
  const std::vector<std::uint32_t> words{0xd8d80008u, 0x01000003u};
  constexpr std::uint32_t kBytes = 1024;
  const std::vector<std::uint32_t> strays{kBytes - 12, kBytes - 8, 0xfffffffcu};
  std::mt19937 rng(16);
  std::size_t compared = 0;
  for (const int wave_size : {32, 64}) {
    const std::uint64_t all = wave_size == 64 ? ~std::uint64_t{0} : 0xffffffffu;
    for (const std::uint64_t exec : {all, all & 0x5555555555555555u, all & 0xf0f0f0f0aaaaaaaau}) {
      for (const int stray_lane : {0, 9, wave_size - 1}) {
        for (const std::uint32_t stray : strays) {
          CAPTURE(wave_size);
          CAPTURE(exec);
          CAPTURE(stray_lane);
          CAPTURE(stray);
          sim::WaveState start(wave_size);
          start.exec = exec;
          for (int lane = 0; lane < wave_size; ++lane) {
            start.vgpr(3)[lane] = lane == stray_lane ? stray : 4 * static_cast<std::uint32_t>(rng() % 240);
            start.vgpr(1)[lane] = 0xdeadbeefu;
          }
          std::vector<std::byte> contents(kBytes);
          for (std::size_t i = 0; i < kBytes; ++i) contents[i] = static_cast<std::byte>(i * 7 + 3);
          std::vector<std::uint32_t> results[2];
          bool faulted[2] = {false, false};
          for (const sim::Executor executor : {sim::Executor::Reference, sim::Executor::Translated}) {
            sim::GlobalMemory memory;
            sim::Lds lds(kBytes);
            std::ranges::copy(contents, lds.bytes().begin());
            sim::WaveState state = start;
            const bool translated = executor == sim::Executor::Translated;
            try {
              sim::execute_instruction(*isa::find_target("gfx1201"), words, state, memory, lds,
                                       sim::NumericsModel::Exact, executor, 0xf0);
            } catch (const sim::MemoryFault&) {
              faulted[translated] = true;
            }
            results[translated].assign(state.vgpr(1).begin(), state.vgpr(1).end());
          }
          CHECK_FALSE(faulted[0]);
          CHECK_FALSE(faulted[1]);
          CHECK(results[0] == results[1]);
          for (int lane = 0; lane < wave_size; ++lane) {
            const bool active = ((exec >> lane) & 1) != 0;
            const std::uint32_t at = start.vgpr(3)[lane] + 8;  // wraps modulo 2^32
            const std::uint32_t loaded = at <= kBytes - 4 ? dword_at(contents, at) : 0;
            CHECK(results[1][static_cast<std::size_t>(lane)] == (active ? loaded : 0xdeadbeefu));
          }
          ++compared;
        }
      }
    }
  }
  CHECK(compared == 2 * 3 * 3 * 3);
}

TEST_CASE("translated executor: a wave of a tile's rows at the LDS's end, its last dword inside or one past") {
  // gfx1201 encodings from llvm-mc-19 -mcpu=gfx1201 -show-encoding. Every row of 16 lanes holds consecutive dword
  // addresses (the rows one after another, or all the same), the last row ending at the LDS's last dword for the
  // instruction's largest element offset, or one dword past it: the translated executor copies such a wave by rows
  // only when every lane is inside, and leaves the other to the reference (an active lane outside reads 0, its store
  // is dropped).
  struct Access {
    const char* text;
    std::vector<std::uint32_t> words;
    std::vector<std::uint32_t> elements;  // byte offsets of the lane's dwords (one per VGPR of vdst or data)
    bool store;
  };
  const std::vector<Access> accesses{
      {"ds_load_b32 v1, v3 offset:8", {0xd8d80008u, 0x01000003u}, {8}, false},
      {"ds_load_2addr_b32 v[1:2], v3 offset0:3 offset1:16", {0xd8dc1003u, 0x01000003u}, {12, 64}, false},
      {"ds_store_b32 v3, v4 offset:12", {0xd834000cu, 0x00000403u}, {12}, true},
  };
  constexpr std::uint32_t kBytes = 1024;
  std::vector<std::byte> contents(kBytes);
  for (std::size_t i = 0; i < kBytes; ++i) contents[i] = static_cast<std::byte>(i * 11 + 7);
  std::mt19937 rng(17);
  std::size_t compared = 0;
  for (const Access& access : accesses) {
    const std::uint32_t last_element = access.elements.back();
    for (const int wave_size : {32, 64}) {
      for (const bool same_rows : {false, true}) {
        for (const std::uint32_t past : {0u, 4u}) {
          CAPTURE(access.text);
          CAPTURE(wave_size);
          CAPTURE(same_rows);
          CAPTURE(past);
          const int rows = wave_size / 16;
          const std::uint32_t last_row = kBytes - 64 - last_element + past;
          sim::WaveState start(wave_size);
          for (int lane = 0; lane < wave_size; ++lane) {
            const int row = lane / 16;
            const std::uint32_t rows_after = static_cast<std::uint32_t>(rows - 1 - row);
            const std::uint32_t row_at = same_rows ? last_row : last_row - 64 * rows_after;
            start.vgpr(3)[lane] = row_at + 4 * static_cast<std::uint32_t>(lane % 16);
            start.vgpr(1)[lane] = 0xdeadbeefu;
            start.vgpr(2)[lane] = 0xdeadbeefu;
            start.vgpr(4)[lane] = rng();
          }
          std::vector<std::uint32_t> registers[2];
          std::vector<std::byte> lds_after[2];
          for (const sim::Executor executor : {sim::Executor::Reference, sim::Executor::Translated}) {
            sim::GlobalMemory memory;
            sim::Lds lds(kBytes);
            std::ranges::copy(contents, lds.bytes().begin());
            sim::WaveState state = start;
            sim::execute_instruction(*isa::find_target("gfx1201"), access.words, state, memory, lds,
                                     sim::NumericsModel::Exact, executor, 0xf0);
            const bool translated = executor == sim::Executor::Translated;
            for (int r = 1; r <= 2; ++r) {
              registers[translated].insert(registers[translated].end(), state.vgpr(r).begin(), state.vgpr(r).end());
            }
            lds_after[translated].assign(lds.bytes().begin(), lds.bytes().end());
          }
          CHECK(registers[0] == registers[1]);
          CHECK(lds_after[0] == lds_after[1]);
          // Independently: a load's lane holds the dword at its address + the element's (0 past the LDS), a store's
          // dwords land in lane order (none past the LDS).
          std::vector<std::byte> expected_lds = contents;
          for (int lane = 0; lane < wave_size; ++lane) {
            const std::uint32_t address = start.vgpr(3)[lane];
            for (std::size_t r = 0; r < access.elements.size(); ++r) {
              const std::uint32_t at = address + access.elements[r];
              const bool inside = at + 4 <= kBytes;
              if (access.store) {
                const std::uint32_t value = start.vgpr(4)[lane];
                for (std::uint32_t b = 0; b < 4 && inside; ++b) {
                  expected_lds[at + b] = static_cast<std::byte>(value >> (8 * b));
                }
                continue;
              }
              CAPTURE(lane);
              CAPTURE(r);
              CHECK(registers[1][r * static_cast<std::size_t>(wave_size) + static_cast<std::size_t>(lane)] ==
                    (inside ? dword_at(contents, at) : 0u));
            }
          }
          CHECK(lds_after[1] == expected_lds);
          ++compared;
        }
      }
    }
  }
  CHECK(compared == 3 * 2 * 2 * 2);
}

TEST_CASE("translated executor: ds_store_b128, ds_store_b32 and ds_store_b16 with EXEC full, as the reference and as lane-order stores give") {
  // gfx1201 encodings from llvm-mc-19 -mcpu=gfx1201 -show-encoding. The lanes' addresses take the quad shapes
  // above: lanes of one address, and consecutive ones backwards, overlap, and the later lane's bytes must win.
  struct Store {
    const char* text;
    std::vector<std::uint32_t> words;
    std::uint32_t offset;
    int data;
    int dwords;     // 4 or 1: the lane's VGPRs; 0: 16 bits of one
    int low_bit;    // the 16 bits' place in the VGPR (0, or 16 for _d16_hi)
  };
  const std::vector<Store> stores{
      {"ds_store_b128 v3, v[4:7] offset:16", {0xdb7c0010u, 0x00000403u}, 16, 4, 4, 0},
      {"ds_store_b128 v3, v[3:6]", {0xdb7c0000u, 0x00000303u}, 0, 3, 4, 0},  // the address is also the first data VGPR
      {"ds_store_b32 v3, v4 offset:12", {0xd834000cu, 0x00000403u}, 12, 4, 1, 0},
      {"ds_store_b32 v3, v3", {0xd8340000u, 0x00000303u}, 0, 3, 1, 0},  // the address is also the data
      {"ds_store_b16 v3, v4 offset:8", {0xd87c0008u, 0x00000403u}, 8, 4, 0, 0},
      {"ds_store_b16_d16_hi v3, v4 offset:6", {0xda840006u, 0x00000403u}, 6, 4, 0, 16},
  };
  constexpr std::uint32_t kBytes = 1024;
  constexpr std::uint32_t kLimit = kBytes - 64;
  std::mt19937 rng(15);
  std::size_t compared = 0;
  for (const Store& store : stores) {
    CAPTURE(store.text);
    for_each_quad_round(kLimit, rng, [&](int wave_size, const std::vector<std::uint32_t>& offsets,
                                        sim::WaveState start) {
      for (int lane = 0; lane < wave_size; ++lane) {
        for (int r = 0; r < 4; ++r) start.vgpr(store.data + r)[lane] = rng();
        start.vgpr(3)[lane] = offsets[static_cast<std::size_t>(lane)];
      }
      std::vector<std::byte> results[2];
      for (const sim::Executor executor : {sim::Executor::Reference, sim::Executor::Translated}) {
        sim::GlobalMemory memory;
        sim::Lds lds(kBytes);
        std::ranges::fill(lds.bytes(), std::byte{0x5a});
        sim::WaveState state = start;
        sim::execute_instruction(*isa::find_target("gfx1201"), store.words, state, memory, lds,
                                 sim::NumericsModel::Exact, executor, 0xf0);
        results[executor == sim::Executor::Translated].assign(lds.bytes().begin(), lds.bytes().end());
      }
      CHECK(results[0] == results[1]);
      // Independently: every active lane's bytes stored in lane order, little-endian.
      std::vector<std::byte> expected(kBytes, std::byte{0x5a});
      for (int lane = 0; lane < wave_size; ++lane) {
        if (((start.exec >> lane) & 1) == 0) continue;
        if (store.dwords == 0) {
          const std::uint32_t value = start.vgpr(store.data)[lane] >> store.low_bit;
          const std::uint32_t at = offsets[static_cast<std::size_t>(lane)] + store.offset;
          expected[at] = static_cast<std::byte>(value);
          expected[at + 1] = static_cast<std::byte>(value >> 8);
          continue;
        }
        for (int r = 0; r < store.dwords; ++r) {
          const std::uint32_t value = start.vgpr(store.data + r)[lane];
          for (std::uint32_t b = 0; b < 4; ++b) {
            expected[offsets[static_cast<std::size_t>(lane)] + store.offset + 4 * static_cast<std::uint32_t>(r) + b] =
                static_cast<std::byte>(value >> (8 * b));
          }
        }
      }
      CHECK(results[1] == expected);
      ++compared;
    });
  }
  CHECK(compared == stores.size() * 2 * 8);
}

TEST_CASE("translated executor: v_cndmask_b32 with VCC and SGPR masks and float modifiers, as the reference and by hand") {
  // gfx1201 encodings from llvm-mc-19 -mcpu=gfx1201 -show-encoding (the same words with +wavefrontsize64, where the
  // mask is s[4:5] or VCC): D = mask bit ? modified src1 : modified src0, abs clearing and neg flipping bit 31.
  struct Case {
    const char* text;
    std::vector<std::uint32_t> words;
    bool vcc;                  // else s4 (s[4:5])
    std::uint32_t clear0, flip0, clear1, flip1;
    std::optional<std::uint32_t> constant1;  // src1 an inline constant
  };
  constexpr std::uint32_t kAll = 0xffffffffu, kAbs = 0x7fffffffu, kNeg = 0x80000000u;
  const std::vector<Case> cases{
      {"v_cndmask_b32_e64 v1, -v2, |v3|, s4", {0xd5010201u, 0x20120702u}, false, kAll, kNeg, kAbs, 0, std::nullopt},
      {"v_cndmask_b32_e64 v1, |v2|, -v3, vcc_lo", {0xd5010101u, 0x41aa0702u}, true, kAbs, 0, kAll, kNeg, std::nullopt},
      {"v_cndmask_b32_e32 v1, v2, v3, vcc_lo", {0x02020702u}, true, kAll, 0, kAll, 0, std::nullopt},
      {"v_cndmask_b32_e64 v1, -|v2|, 0.5, s4", {0xd5010101u, 0x2011e102u}, false, kAbs, kNeg, kAll, 0, 0x3f000000u},
  };
  std::mt19937 rng(61);
  std::size_t compared = 0;
  for (const Case& c : cases) {
    for (const int wave_size : {32, 64}) {
      for (const bool full_exec : {true, false}) {
        CAPTURE(c.text);
        CAPTURE(wave_size);
        CAPTURE(full_exec);
        sim::WaveState start(wave_size);
        start.exec = full_exec ? start.all_lanes_mask() : (std::uint64_t{rng()} << 32 | rng()) & start.all_lanes_mask();
        start.vcc = (std::uint64_t{rng()} << 32 | rng()) & start.all_lanes_mask();
        start.sgprs[4] = rng();
        start.sgprs[5] = rng();
        for (int lane = 0; lane < wave_size; ++lane) {
          start.vgpr(1)[lane] = 0xdeadbeefu;
          start.vgpr(2)[lane] = rng();
          start.vgpr(3)[lane] = rng();
        }
        std::vector<std::uint32_t> results[2];
        for (const sim::Executor executor : {sim::Executor::Reference, sim::Executor::Translated}) {
          sim::GlobalMemory memory;
          sim::Lds lds(64);
          sim::WaveState state = start;
          sim::execute_instruction(*isa::find_target("gfx1201"), c.words, state, memory, lds, sim::NumericsModel::Exact,
                                   executor, 0xf0);
          results[executor == sim::Executor::Translated].assign(state.vgpr(1).begin(), state.vgpr(1).end());
        }
        CHECK(results[0] == results[1]);
        const std::uint64_t sgpr_mask =
            wave_size == 64 ? (std::uint64_t{start.sgprs[5]} << 32 | start.sgprs[4]) : start.sgprs[4];
        const std::uint64_t mask = c.vcc ? start.vcc : sgpr_mask;
        for (int lane = 0; lane < wave_size; ++lane) {
          CAPTURE(lane);
          const std::uint32_t src1 = c.constant1 ? *c.constant1 : start.vgpr(3)[lane];
          const std::uint32_t selected = ((mask >> lane) & 1) != 0 ? (src1 & c.clear1) ^ c.flip1
                                                                   : (start.vgpr(2)[lane] & c.clear0) ^ c.flip0;
          CHECK(results[1][lane] == (((start.exec >> lane) & 1) != 0 ? selected : 0xdeadbeefu));
        }
        ++compared;
      }
    }
  }
  CHECK(compared == cases.size() * 4);
}

TEST_CASE("NULL as a 64-bit source reads zero in both dwords, whatever M0 holds") {
  // s_mov_b64 s[0:1], null (llvm-mc-19, gfx1100 and gfx1201: 0xbe80017c). RDNA3 ISA "Scalar Operands": NULL reads
  // return zero; the dword after null's code is M0, which a pair read must not reach.
  for (const char* target : {"gfx1100", "gfx1201"}) {
    for (const sim::Executor executor : {sim::Executor::Reference, sim::Executor::Translated}) {
      sim::WaveState start(32);
      start.exec = start.all_lanes_mask();
      start.m0 = 0xdeadbeefu;
      start.sgprs[0] = 1u;
      start.sgprs[1] = 2u;
      const InstructionOutcome out = run_instruction({target, 32, {0xbe80017cu}}, start, 0xf0u, executor);
      INFO(target);
      CHECK(out.fault.empty());
      CHECK(out.state.sgprs[0] == 0u);
      CHECK(out.state.sgprs[1] == 0u);
    }
  }
}

TEST_CASE("translated executor: 64-bit address arithmetic (carries in VCC, SGPRs and null, 64-bit shifts), as the reference") {
  // Encodings by llvm-mc-19 (-mattr=+wavefrontsize32 / +wavefrontsize64). wave32: v_add_co_u32 v2, vcc_lo, s4, v2;
  // v_add_co_ci_u32_e32 v3, vcc_lo, s5, v3, vcc_lo; v_add_co_u32 v2, s10, v2, 4; v_add_co_ci_u32_e64 v3, s11, 0,
  // v3, s10; v_sub_co_u32 v4, s12, v5, v6; v_subrev_co_ci_u32_e64 v4, s13, v5, v4, s12; v_add_co_u32 v2, null, v2,
  // v3. wave64: the first four with vcc and s[10:11] / s[12:13], v_sub_co_ci_u32_e64 v4, s[14:15], v5, v4,
  // s[12:13]. Both: v_add_co_ci_u32_e64 v3, s10 / s[10:11], 0, v3, null (a carry in from null is zero in wave64
  // too, whatever M0 holds); v_lshlrev_b64 v[2:3], 2, v[2:3]; v_lshlrev_b64 v[3:4], s4, v[2:3] (vdst overlapping
  // the value one register up); v_lshrrev_b64 v[2:3], v5, v[6:7]; v_ashrrev_i64 v[6:7], v2, v[5:6]; by one amount
  // for all lanes: v_lshrrev_b64 v[2:3], s6, v[6:7]; v_ashrrev_i64 v[6:7], s7, v[5:6]; v_lshlrev_b64 v[4:5], s8,
  // v[2:3]; v_ashrrev_i64 v[2:3], 33, v[6:7] (VOP3; gfx12 has v_lshlrev_b64 as VOP2, the form it encodes). The SGPR
  // amounts take 0, one below 32, 32 and up, and one above 63 (only its low six bits count) in the four rounds.
  const std::vector<std::vector<std::uint32_t>> wave32 = {
      {0xd7006a02, 0x00020404}, {0x40060605}, {0xd7000a02, 0x00010902}, {0xd5200b03, 0x002a0680},
      {0xd7010c04, 0x00020d05}, {0xd5220d04, 0x00320905}, {0xd7007c02, 0x00020702}, {0xd5200a03, 0x01f20680}};
  const std::vector<std::vector<std::uint32_t>> wave64 = {
      {0xd7006a02, 0x00020404}, {0x40060605}, {0xd7000a02, 0x00010902}, {0xd5200c03, 0x002a0680},
      {0xd5210e04, 0x00320905}, {0xd7007c02, 0x00020702}, {0xd5200a03, 0x01f20680}};
  const std::vector<std::vector<std::uint32_t>> shifts_gfx11 = {
      {0xd73c0002, 0x00020482}, {0xd73c0003, 0x00020404}, {0xd73d0002, 0x00020d05}, {0xd73e0006, 0x00020b02},
      {0xd73d0002, 0x00020c06}, {0xd73e0006, 0x00020a07}, {0xd73c0004, 0x00020408}, {0xd73e0002, 0x00020ca1}};
  const std::vector<std::vector<std::uint32_t>> shifts_gfx12 = {
      {0x3e040482}, {0x3e060404}, {0xd73d0002, 0x00020d05}, {0xd73e0006, 0x00020b02},
      {0xd73d0002, 0x00020c06}, {0xd73e0006, 0x00020a07}, {0x3e080408}, {0xd73e0002, 0x00020ca1}};
  const std::uint32_t uniform_amounts[4][3] = {{0, 0, 0}, {1, 31, 17}, {32, 45, 63}, {64 + 3, 128 + 40, 0xffffffe0u}};
  std::mt19937 rng(64);
  int runs = 0;
  for (const char* target : {"gfx1100", "gfx1201"}) {
    for (const int wave_size : {32, 64}) {
      std::vector<std::vector<std::uint32_t>> program = wave_size == 32 ? wave32 : wave64;
      const auto& shifts = std::string_view(target) == "gfx1100" ? shifts_gfx11 : shifts_gfx12;
      program.insert(program.end(), shifts.begin(), shifts.end());
      for (const bool full_exec : {true, false}) {
        for (int round = 0; round < 4; ++round) {
          sim::WaveState start = random_wave(wave_size, rng, full_exec);
          // Address-like pairs whose low halves sit just below 2^32, so most additions carry into the high half.
          for (int reg = 2; reg <= 7; ++reg) {
            for (int lane = 0; lane < wave_size; ++lane) {
              start.vgprs[static_cast<std::size_t>(reg * wave_size + lane)] =
                  reg % 2 == 0 ? 0xffffffffu - static_cast<std::uint32_t>(rng() % 8) : static_cast<std::uint32_t>(rng() % 64);
            }
          }
          start.sgprs[4] = 0xfffffff0u + static_cast<std::uint32_t>(rng() % 16);
          for (int i = 0; i < 3; ++i) start.sgprs[static_cast<std::size_t>(6 + i)] = uniform_amounts[round][i];
          for (const std::vector<std::uint32_t>& words : program) {
            const CorpusInstruction c{target, wave_size, words};
            const InstructionOutcome reference = run_instruction(c, start, 0xf0u, sim::Executor::Reference);
            const InstructionOutcome translated = run_instruction(c, start, 0xf0u, sim::Executor::Translated);
            INFO(target << " wave" << wave_size << " exec " << (full_exec ? "full" : "partial") << " word 0x" << std::hex
                        << words[0]);
            CHECK(reference.fault.empty());
            CHECK(translated.fault.empty());
            CHECK(same_state(reference.state, translated.state));
            ++runs;
          }
        }
      }
    }
  }
  CHECK(runs == 2 * 4 * 2 * (8 + 8 + 7 + 8));

  // By hand (RDNA3 ISA V_ADD_CO_U32: D = S0 + S1, the carry out in SDST): 0xfffffffe + 4 = 2 with a carry.
  sim::WaveState start(32);
  start.exec = start.all_lanes_mask();
  for (int lane = 0; lane < 32; ++lane) start.vgprs[static_cast<std::size_t>(2 * 32 + lane)] = lane % 2 == 0 ? 0xfffffffeu : 7u;
  const InstructionOutcome out =
      run_instruction({"gfx1201", 32, {0xd7000a02, 0x00010902}}, start, 0xf0u, sim::Executor::Translated);
  CHECK(out.state.vgprs[2 * 32] == 2u);
  CHECK(out.state.vgprs[2 * 32 + 1] == 11u);
  CHECK(out.state.sgprs[10] == 0x55555555u);
}

TEST_CASE("translated executor: a 64-bit add in two halves (v_add_co_u32 then v_add_co_ci_u32), as the reference and by hand") {
  // The translated executor runs such a pair as one step when nothing but no-effect instructions lies between them.
  // v[2:3] = 0xffffffff - lane : (even lane ? 0xffffffff : lane), so low halves carry and high halves carry out.
  // Pair A adds a constant (VCC), pair B an SGPR pair with a wait between the halves and the high half reading the
  // low half's result (carries in SGPRs), pair C ((v2:v2) + (v3:v3)) writes the high half over v2, a source of the low half. Under a partial
  // EXEC (lanes below 23) each half writes only active lanes and the masks only their bits.
  for (const std::string target : kTargets) {
    for (const int wave_size : {32, 64}) {
      for (const bool partial : {false, true}) {
        CAPTURE(target);
        CAPTURE(wave_size);
        CAPTURE(partial);
        const bool w64 = wave_size == 64;
        const std::string vcc = w64 ? "vcc" : "vcc_lo";
        const std::string carry_lo = w64 ? "s[10:11]" : "s10";
        const std::string carry_hi = w64 ? "s[12:13]" : "s12";
        const bool gfx12 = target == "gfx1201";
        std::string setup = add_64_operands(vcc, partial);
        setup += fmt::format(
            "v_add_co_u32 v10, {0}, v2, 5\nv_add_co_ci_u32 v11, {0}, 0, v3, {0}\nv_mov_b32 v12, vcc_lo\n"
            "v_add_co_u32 v13, {1}, s6, v2\n{3}\nv_add_co_ci_u32 v14, {2}, s7, v13, {1}\n"
            "v_mov_b32 v15, s10\nv_mov_b32 v16, s12\n"
            "v_add_co_u32 v17, {0}, v2, v3\nv_add_co_ci_u32 v2, {0}, v2, v3, {0}\nv_mov_b32 v18, v2\nv_mov_b32 v19, vcc_lo\n"
            "v_mov_b32 v20, s13\nv_mov_b32 v21, vcc_hi\n",
            vcc, carry_lo, carry_hi, gfx12 ? "s_wait_alu 0xfffd" : "s_nop 0");
        const auto runs = stored_registers_both_ways(target, setup, 12, wave_size);
        CHECK(runs[0] == runs[1]);
        // By hand, in 64-bit arithmetic: each pair is (x_hi:x_lo) + (y_hi:y_lo) with the carry into bit 64.
        const auto& r = runs[1];
        std::uint64_t masks[3] = {};  // the high halves' carries: pairs A, B (the low half's too), C
        std::uint64_t low_b = 0;
        const int active = partial ? 23 : wave_size;
        for (int lane = 0; lane < active; ++lane) {
          const std::uint64_t x = (std::uint64_t{lane % 2 == 0 ? 0xffffffffu : static_cast<std::uint32_t>(lane)} << 32) |
                                  (0xffffffffu - static_cast<std::uint32_t>(lane));
          const auto add = [](std::uint64_t a, std::uint64_t b) {
            const unsigned __int128 sum = static_cast<unsigned __int128>(a) + b;
            return std::pair{static_cast<std::uint64_t>(sum), static_cast<bool>(sum >> 64)};
          };
          const auto [a, carry_a] = add(x, 5);
          const std::uint32_t b_lo = static_cast<std::uint32_t>(x) + 3u;
          const bool b_lo_carry = b_lo < 3u;
          const std::uint64_t b_hi = std::uint64_t{0xfffffffeu} + b_lo + b_lo_carry;
          const std::uint64_t x_lo = x & 0xffffffffu, x_hi = x >> 32;  // pair C: (v2:v2) + (v3:v3)
          const auto [c, carry_c] = add(x_lo << 32 | x_lo, x_hi << 32 | x_hi);
          CHECK(r[0][lane] == static_cast<std::uint32_t>(a));
          CHECK(r[1][lane] == static_cast<std::uint32_t>(a >> 32));
          CHECK(r[3][lane] == b_lo);
          CHECK(r[4][lane] == static_cast<std::uint32_t>(b_hi));
          CHECK(r[7][lane] == static_cast<std::uint32_t>(c));
          CHECK(r[8][lane] == static_cast<std::uint32_t>(c >> 32));
          masks[0] |= std::uint64_t{carry_a} << lane;
          masks[1] |= std::uint64_t{b_hi > 0xffffffffu} << lane;
          masks[2] |= std::uint64_t{carry_c} << lane;
          low_b |= std::uint64_t{b_lo_carry} << lane;
        }
        // The masks' low dwords (and in wave64 the high dwords of the last two), as lane 0 read them.
        CHECK(r[2][0] == static_cast<std::uint32_t>(masks[0]));
        CHECK(r[5][0] == static_cast<std::uint32_t>(low_b));
        CHECK(r[6][0] == static_cast<std::uint32_t>(masks[1]));
        CHECK(r[9][0] == static_cast<std::uint32_t>(masks[2]));
        if (w64) {
          CHECK(r[10][0] == static_cast<std::uint32_t>(masks[1] >> 32));
          CHECK(r[11][0] == static_cast<std::uint32_t>(masks[2] >> 32));
        }
      }
    }
  }
}

TEST_CASE("translated executor: a 64-bit add in two halves with every mix of VGPR and uniform sources, as the reference and by hand") {
  // The joined step is specialised by which of its four sources are VGPR rows: pair k has source j a row when bit j
  // of k is set (the low half's two, then the high half's two), else an SGPR or a constant.
  constexpr int kPairs = 16;
  const auto row_value = [](int source, int lane) {  // v2 for sources 0 and 3, v3 for 1 and 2
    const auto x = static_cast<std::uint32_t>(lane);
    return source == 0 || source == 3 ? 0xffffffffu - x : (lane % 2 == 0 ? 0xffffffffu : x);
  };
  const std::uint32_t uniform_value[] = {3, 5, 0xfffffffeu, 0xfffffffeu};  // s6, 5, s7, -2
  const char* const uniform_text[] = {"s6", "5", "s7", "-2"};
  const char* const row_text[] = {"v2", "v3", "v3", "v2"};
  for (const std::string target : kTargets) {
    for (const int wave_size : {32, 64}) {
      for (const bool partial : {false, true}) {
        CAPTURE(target);
        CAPTURE(wave_size);
        CAPTURE(partial);
        const std::string vcc = wave_size == 64 ? "vcc" : "vcc_lo";
        std::string setup = add_64_operands(vcc, partial);
        for (int k = 0; k < kPairs; ++k) {
          std::string source[4];
          for (int j = 0; j < 4; ++j) source[j] = (k >> j & 1) != 0 ? row_text[j] : uniform_text[j];
          setup += fmt::format("v_add_co_u32 v{0}, {2}, {3}, {4}\nv_add_co_ci_u32 v{1}, {2}, {5}, {6}, {2}\n"
                               "v_mov_b32 v{7}, vcc_lo\n",
                               10 + 3 * k, 11 + 3 * k, vcc, source[0], source[1], source[2], source[3], 12 + 3 * k);
        }
        const auto runs = stored_registers_both_ways(target, setup, 3 * kPairs, wave_size);
        CHECK(runs[0] == runs[1]);
        const auto& r = runs[1];
        const int active = partial ? 23 : wave_size;
        for (int k = 0; k < kPairs; ++k) {
          CAPTURE(k);
          std::uint32_t carries = 0;  // the high halves' carries of lanes 0-31, as vcc_lo holds them
          for (int lane = 0; lane < active; ++lane) {
            std::uint64_t v[4];
            for (int j = 0; j < 4; ++j) v[j] = (k >> j & 1) != 0 ? row_value(j, lane) : uniform_value[j];
            const std::uint64_t low = v[0] + v[1];
            const std::uint64_t high = v[2] + v[3] + (low >> 32);
            CHECK(r[static_cast<std::size_t>(3 * k)][static_cast<std::size_t>(lane)] == static_cast<std::uint32_t>(low));
            CHECK(r[static_cast<std::size_t>(3 * k + 1)][static_cast<std::size_t>(lane)] ==
                  static_cast<std::uint32_t>(high));
            if (lane < 32) carries |= static_cast<std::uint32_t>(high >> 32) << lane;
          }
          CHECK(r[static_cast<std::size_t>(3 * k + 2)][0] == carries);
        }
      }
    }
  }
}

TEST_CASE("translated executor: FMAs with and without abs and neg on their VGPR sources, as the reference and by hand") {
  // An FMA whose VGPR sources carry no modifier reads them in place; one with abs or neg gathers them through its
  // masks (pick_fma). Both against the reference and against the host's fused multiply-add.
  const std::string setup =
      "v_cvt_f32_i32 v1, v0\nv_sub_nc_u32 v4, 7, v0\nv_cvt_f32_i32 v2, v4\nv_mul_f32 v3, 0.5, v1\n"
      "v_fma_f32 v10, -v1, |v2|, v3\n"
      "v_fma_f32 v11, v1, -v2, -|v3|\n"
      "v_mov_b32 v12, v3\nv_fmac_f32_e64 v12, -|v1|, v2\n"
      "v_fma_f32 v13, |v2|, 0.5, -v1\n"
      "v_fma_f32 v14, v1, v2, v3\n"
      "v_mov_b32 v15, v3\nv_fmac_f32 v15, v1, v2\n";
  for (const std::string target : kTargets) {
    for (const int wave_size : {32, 64}) {
      CAPTURE(target);
      CAPTURE(wave_size);
      const auto runs = stored_registers_both_ways(target, setup, 6, wave_size);
      CHECK(runs[0] == runs[1]);
      for (int lane = 0; lane < wave_size; ++lane) {
        const auto x = static_cast<float>(lane);
        const auto y = static_cast<float>(7 - lane);
        const float z = 0.5f * x;
        const float expected[] = {std::fma(-x, std::fabs(y), z), std::fma(x, -y, -std::fabs(z)),
                                  std::fma(-std::fabs(x), y, z), std::fma(std::fabs(y), 0.5f, -x), std::fma(x, y, z),
                                  std::fma(x, y, z)};
        for (std::size_t k = 0; k < std::size(expected); ++k) {
          CAPTURE(lane);
          CAPTURE(k);
          CHECK(runs[1][k][static_cast<std::size_t>(lane)] == std::bit_cast<std::uint32_t>(expected[k]));
        }
      }
    }
  }
}

TEST_CASE("translated executor: a recorded straight run that writes EXEC flags its later instructions by the new EXEC") {
  // v_cmpx keeps lanes 0-15 of 32: the compact stream, recorded a straight run at a time, must say EXEC was full for
  // the instructions before it and for itself (it reads EXEC before writing it), and partial for those after it.
  for (const std::string target : kTargets) {
    CAPTURE(target);
    const std::string body = "v_mov_b32 v1, 1\nv_cmpx_gt_u32 16, v0\nv_add_nc_u32 v1, v1, v0\nv_mov_b32 v2, 3\ns_endpgm\n";
    const sim::KernelProgram program(test_kernel(target), assemble(target, prologue(target) + body));
    std::vector<std::vector<sim::TimingEvent>> streams;
    for (const sim::Executor executor : {sim::Executor::Reference, sim::Executor::Translated}) {
      CompactStreams recorded;
      sim::ExecutionOptions options;
      options.executor = executor;
      options.recorder = &recorded;
      run_program(program, 1, {1}, {1, 1, 1}, {32, 1, 1}, options);
      streams.push_back(recorded.expanded({0, 0}));
    }
    CHECK(std::ranges::equal(streams[0], streams[1], same_event));
    const std::vector<sim::TimingEvent>& events = streams[1];
    const auto cmpx = std::ranges::find_if(events, [](const sim::TimingEvent& e) { return e.mnemonic.starts_with("v_cmpx"); });
    REQUIRE(cmpx - events.begin() >= 1);
    REQUIRE(events.end() - cmpx == 4);  // v_cmpx, v_add, v_mov, s_endpgm
    const auto full = [](const sim::TimingEvent& e) { return (e.flags & sim::kExecAllOnes) != 0; };
    CHECK(full(cmpx[-1]));  // the first v_mov_b32
    CHECK(full(cmpx[0]));
    CHECK_FALSE(full(cmpx[1]));
    CHECK_FALSE(full(cmpx[2]));
  }
}

TEST_CASE("translated executor: scalar instructions on EXEC, VCC, M0 and register pairs inside straight runs, as the reference and by hand") {
  // The EXEC updates around a divergent branch, M0, SOPK and 64-bit shifts keep their reference steps inside the
  // translated executor's straight runs: the same registers and event streams as the reference loop, and the VALU
  // steps between the EXEC writes see the EXEC of the moment (lanes 0-7, then 8 up, then all).
  const auto setup = [](int wave_size) {
    const bool w64 = wave_size == 64;
    const std::string exec = w64 ? "exec" : "exec_lo";
    const std::string vcc = w64 ? "vcc" : "vcc_lo";
    const std::string b = w64 ? "_b64" : "_b32";
    const std::string saved = w64 ? "s[10:11]" : "s10";
    return fmt::format(
        "s_mov{2} {3}, {0}\n"
        "v_cmp_gt_u32 {1}, 8, v0\n"
        "s_and_saveexec{2} {4}, {1}\n"
        "v_mov_b32 v10, 7\n"
        "s_xor{2} {0}, {0}, {4}\n"
        "v_mov_b32 v10, 9\n"
        "s_or{2} {0}, {0}, {4}\n"
        "s_mov_b32 m0, s8\n"
        "s_movk_i32 s14, 0x1234\n"
        "s_bitset1_b32 s14, 0\n"
        "{5}"
        "s_lshl_b64 s[12:13], s[12:13], 4\n"
        "v_mov_b32 v11, s14\nv_mov_b32 v12, s10\nv_mov_b32 v13, m0\nv_mov_b32 v14, s12\nv_mov_b32 v15, s13\n"
        "v_mov_b32 v16, vcc_lo\n",
        exec, vcc, b, w64 ? "s[8:9]" : "s8", saved,
        w64 ? "s_mov_b64 s[12:13], exec\n" : "s_mov_b32 s12, exec_lo\ns_mov_b32 s13, 5\n");
  };
  for (const std::string target : kTargets) {
    for (const int wave_size : {32, 64}) {
      CAPTURE(target);
      CAPTURE(wave_size);
      std::vector<std::vector<std::uint32_t>> results[2];
      std::vector<sim::TimingEvent> streams[2];
      for (const sim::Executor executor : {sim::Executor::Reference, sim::Executor::Translated}) {
        CompactStreams recorded;
        sim::ExecutionOptions options;
        options.executor = executor;
        options.recorder = &recorded;
        const bool translated = executor == sim::Executor::Translated;
        results[translated] = run_stored_registers(target, setup(wave_size), 7, static_cast<std::uint32_t>(wave_size),
                                                   0, options, wave_size);
        streams[translated] = recorded.expanded({0, 0});
      }
      CHECK(results[0] == results[1]);
      CHECK(std::ranges::equal(streams[0], streams[1], same_event));
      // By hand: the two branches' moves, s_movk then bit 0 set, the old EXEC (every lane: its low dword all ones),
      // M0 = the saved EXEC, the 64-bit shift (wave32: EXEC_LO beside 5), VCC = lanes 0-7.
      const std::vector<std::vector<std::uint32_t>>& r = results[1];
      const std::uint32_t high = wave_size == 64 ? 0xffffffffu : (5u << 4) | 0xfu;
      for (int lane = 0; lane < wave_size; ++lane) {
        CAPTURE(lane);
        CHECK(r[0][static_cast<std::size_t>(lane)] == (lane < 8 ? 7u : 9u));
        CHECK(r[1][static_cast<std::size_t>(lane)] == 0x1235u);
        CHECK(r[2][static_cast<std::size_t>(lane)] == 0xffffffffu);
        CHECK(r[3][static_cast<std::size_t>(lane)] == 0xffffffffu);
        CHECK(r[4][static_cast<std::size_t>(lane)] == 0xfffffff0u);
        CHECK(r[5][static_cast<std::size_t>(lane)] == high);
        CHECK(r[6][static_cast<std::size_t>(lane)] == 0xffu);
      }
      // The compact stream, recorded a straight run at a time: each step flagged by the EXEC it ran under.
      const std::vector<sim::TimingEvent>& events = streams[1];
      const auto full = [](const sim::TimingEvent& e) { return (e.flags & sim::kExecAllOnes) != 0; };
      std::vector<bool> moves_full;
      for (const sim::TimingEvent& e : events) {
        if (e.mnemonic == "v_mov_b32") moves_full.push_back(full(e));
      }
      REQUIRE(moves_full.size() >= 3);
      CHECK_FALSE(moves_full[0]);  // v10 = 7 under lanes 0-7
      CHECK_FALSE(moves_full[1]);  // v10 = 9 under lanes 8 up
      CHECK(moves_full[2]);        // v11 after s_or restored EXEC
    }
  }
}

TEST_CASE("translated executor: a scalar write to a trap register faults at that instruction, as the reference") {
  // ttmp belongs to the trap handler: write_sreg faults, and the fault must name this instruction whether the
  // step runs alone (translate_in_place keeps a ttmp write out of straight runs) or inside a run (place_fault).
  for (const std::string target : kTargets) {
    CAPTURE(target);
    const std::string body = "v_mov_b32 v1, 1\ns_mov_b32 s5, 3\ns_mov_b32 ttmp0, s4\nv_mov_b32 v2, 3\ns_endpgm\n";
    const sim::KernelProgram program(test_kernel(target), assemble(target, prologue(target) + body));
    std::string faults[2];
    for (const sim::Executor executor : {sim::Executor::Reference, sim::Executor::Translated}) {
      sim::ExecutionOptions options;
      options.executor = executor;
      try {
        run_program(program, 1, {1}, {1, 1, 1}, {32, 1, 1}, options);
      } catch (const sim::KernelFault& e) {
        faults[executor == sim::Executor::Translated] = e.what();
      }
    }
    CHECK(faults[0].find("s_mov_b32 ttmp0, s4") != std::string::npos);
    CHECK(faults[0].find("ttmp0, which belongs to the trap handler") != std::string::npos);
    CHECK(faults[0] == faults[1]);
  }
}

TEST_CASE("translated executor: a memory instruction faulting inside a straight run faults at that instruction, as the reference") {
  // Loads and stores (vector, LDS, scalar) run inside straight runs; one whose address is outside memory must fault
  // naming itself and its pc, as in the reference loop, not the run's first instruction. Before it in the first
  // case's run: a load and a store that succeed, VALU steps and an LDS store; the third case faults at the LDS store
  // itself, the fourth at a scalar load.
  const std::string unmapped = "v_mov_b32 v6, 0x1000\nv_mov_b32 v7, 0\n";  // below every allocation
  const std::string bodies[] = {
      "v_mov_b32 v1, 0\nglobal_load_b32 v2, v1, s[2:3]\nv_add_nc_u32 v3, 1, v2\nglobal_store_b32 v1, v3, s[0:1]\n" +
          unmapped + "ds_store_b32 v1, v3\nglobal_load_b32 v5, v[6:7], off\nv_mov_b32 v8, 1\ns_endpgm\n",
      "v_mov_b32 v1, 0\n" + unmapped + "global_store_b32 v[6:7], v1, off\nv_mov_b32 v8, 1\ns_endpgm\n",
      "v_mov_b32 v1, 0x10000\nv_mov_b32 v3, 1\nds_store_b32 v1, v3\nv_mov_b32 v8, 1\ns_endpgm\n",
      "v_mov_b32 v1, 0\ns_mov_b32 s6, 0x1000\ns_mov_b32 s7, 0\ns_load_b32 s8, s[6:7], 0x0\nv_mov_b32 v8, 1\n"
      "s_endpgm\n",
  };
  const std::string faulting[] = {"global_load_b32 v5, v[6:7], off", "global_store_b32 v[6:7], v1, off",
                                  "ds_store_b32 v1, v3", "s_load_b32 s8, s[6:7]"};
  for (const std::string target : kTargets) {
    for (std::size_t c = 0; c < std::size(bodies); ++c) {
      CAPTURE(target);
      CAPTURE(c);
      sim::KernelInfo info = test_kernel(target);
      info.group_segment_size = 256;
      const sim::KernelProgram program(info, assemble(target, prologue(target) + bodies[c]));
      std::string faults[2];
      std::optional<std::uint32_t> pcs[2];
      for (const sim::Executor executor : {sim::Executor::Reference, sim::Executor::Translated}) {
        sim::ExecutionOptions options;
        options.executor = executor;
        options.lds_bounds = sim::LdsBounds::Fault;
        try {
          run_program(program, 1, {1}, {1, 1, 1}, {32, 1, 1}, options);
        } catch (const sim::KernelFault& e) {
          faults[executor == sim::Executor::Translated] = e.what();
          pcs[executor == sim::Executor::Translated] = e.pc();
        }
      }
      INFO(faults[0]);
      CHECK(faults[0].find(faulting[c]) != std::string::npos);
      CHECK(faults[0] == faults[1]);
      REQUIRE(pcs[0].has_value());
      CHECK(pcs[0] == pcs[1]);
    }
  }
}
