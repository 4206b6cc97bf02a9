// The bad-input catalogue of docs/reliability.md through the command line: every bad code object, launch and
// kernel gives one line on stderr and its documented exit code (cli/command.h), and a failed run leaves no output
// file behind, not even a temporary one. Kernels that fault on purpose come from tests/data/fault_probes.hip; code
// objects are broken with llvm-objcopy-19 or by patching ELF header fields (offsets from the ELF64 specification).
// Also: repeated runs, on any number of threads, write bitwise identical outputs and timing reports.
#include <doctest/doctest.h>

#include <algorithm>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <string>
#include <vector>

#include "support.h"
#include "wmmasim/io/npy.h"

using namespace wmmasim::test;
namespace sim = wmmasim::sim;
namespace fs = std::filesystem;

namespace {

const ScratchDir kScratch("wmmasim_test_cli_robustness");
const fs::path& kDir = kScratch.path();
const std::string kProbes = WMMASIM_FAULT_PROBES;

int lines(const std::string& text) { return static_cast<int>(std::count(text.begin(), text.end(), '\n')); }

void write_text(const fs::path& path, const std::string& text) { std::ofstream(path, std::ios::binary) << text; }

// An int32 .npy of `count` zeros; returns "@path" for --arg.
std::string int_buffer(const std::string& name, std::size_t count) {
  return npy_arg(kDir, name, sim::NpyDtype::Int32, {count});
}

// Every file a run may write, and the temporary names they are written under first.
struct Outputs {
  fs::path npy = kDir / "out.npy", report = kDir / "report.json", trace = kDir / "trace.json",
           timeline = kDir / "timeline.csv";
  std::string options(const std::string& buffer_key) const {
    return " --out " + buffer_key + "=" + npy.string() + " --report " + report.string() + " --trace " +
           trace.string() + " --timeline " + timeline.string();
  }
  void remove() const {
    for (const fs::path& p : {npy, report, trace, timeline}) {
      fs::remove(p);
      fs::remove(fs::path(p) += ".partial");
    }
  }
  // Names of the files (final or temporary) that exist.
  std::vector<std::string> existing() const {
    std::vector<std::string> found;
    for (const auto& entry : fs::directory_iterator(kDir)) {
      const std::string name = entry.path().filename().string();
      for (const fs::path& p : {npy, report, trace, timeline}) {
        if (name.starts_with(p.filename().string())) found.push_back(name);
      }
    }
    return found;
  }
};

// A failed command: `exit_code`, exactly one line on stderr containing every one of `phrases`, and no output file.
void check_failure(const std::string& command, int exit_code, const std::vector<std::string>& phrases,
                   const Outputs& outputs) {
  CAPTURE(command);
  outputs.remove();
  const CommandResult r = run_cli(command);
  CAPTURE(r.err);
  CHECK(r.exit_code == exit_code);
  CHECK(lines(r.err) == 1);
  CHECK(r.err.starts_with("wmmasim: error: "));
  for (const std::string& phrase : phrases) CHECK_MESSAGE(r.err.find(phrase) != std::string::npos, phrase);
  CHECK(outputs.existing().empty());
}

// A copy of the probes' code object with `patch` applied to its bytes.
fs::path patched_probes(const std::string& name, std::size_t offset, std::vector<unsigned char> bytes) {
  std::string content = file_text(kProbes);
  REQUIRE(content.size() > offset + bytes.size());
  std::memcpy(content.data() + offset, bytes.data(), bytes.size());
  write_text(kDir / name, content);
  return kDir / name;
}

}  // namespace

TEST_CASE("broken code objects: exit 2, one line naming the file and the problem, no output file") {
  fs::create_directories(kDir);
  const Outputs outputs;
  const std::string launch = " --kernel global_probe --grid 1 --block 32 --arg 0=" + int_buffer("buffer.npy", 32) +
                             " --arg 1=0" + outputs.options("0");
  // The probes run as they are: the baseline every broken copy below differs from.
  outputs.remove();
  const CommandResult good = run_cli("run " + kProbes + launch);
  INFO(good.err);
  REQUIRE(good.exit_code == 0);

  const std::string content = file_text(kProbes);
  write_text(kDir / "cut.hsaco", content.substr(0, content.size() / 2));
  check_failure("run " + (kDir / "cut.hsaco").string() + launch, 2, {"cut.hsaco", "truncated"}, outputs);

  // e_shoff (bytes 40-47) far past the end of the file.
  const fs::path headers = patched_probes("headers.hsaco", 45, {0x7f});
  check_failure("run " + headers.string() + launch, 2, {"headers.hsaco", "truncated or corrupt"}, outputs);

  write_text(kDir / "text.hsaco", "#!/bin/sh\necho not a code object\n");
  check_failure("run " + (kDir / "text.hsaco").string() + launch, 2, {"text.hsaco", "not an ELF file"}, outputs);

  // e_machine (bytes 18-19) = EM_X86_64 (62).
  const fs::path x86 = patched_probes("x86.hsaco", 18, {62, 0});
  check_failure("run " + x86.string() + launch, 2, {"x86.hsaco", "without HIP device code"}, outputs);

  // e_flags (bytes 48-51) EF_AMDGPU_MACH = 0x2f, gfx90a: an AMDGPU target wmmasim does not simulate.
  const fs::path gfx90a = patched_probes("gfx90a.hsaco", 48, {0x2f});
  check_failure("run " + gfx90a.string() + launch, 2, {"gfx90a.hsaco", "EF_AMDGPU_MACH 0x2f"}, outputs);

  const std::string objcopy = WMMASIM_OBJCOPY;
  const fs::path no_notes = kDir / "no_notes.hsaco";
  REQUIRE(run_command(objcopy + " --remove-section=.note " + kProbes + " " + no_notes.string()).exit_code == 0);
  check_failure("run " + no_notes.string() + launch, 2, {"no_notes.hsaco", "no NT_AMDGPU_METADATA note"}, outputs);

  // Every "<kernel>.kd" symbol renamed (in .symtab, .dynsym and the metadata): no kernel descriptor is left.
  std::string no_descriptors = content;
  for (std::size_t at = no_descriptors.find(".kd"); at != std::string::npos; at = no_descriptors.find(".kd", at)) {
    no_descriptors[at + 1] = 'x';
  }
  write_text(kDir / "no_kd.hsaco", no_descriptors);
  check_failure("run " + (kDir / "no_kd.hsaco").string() + launch, 2, {"no_kd.hsaco", "no kernel descriptor"}, outputs);

  check_failure("run " + kProbes + " --kernel no_such_kernel --grid 1 --block 32", 2,
                {"no kernel 'no_such_kernel'", "global_probe"}, outputs);
  fs::remove_all(kDir);
}

TEST_CASE("bad launches: exit 2, one line, no output file") {
  fs::create_directories(kDir);
  const Outputs outputs;
  const std::string buffer = int_buffer("buffer.npy", 32);
  const std::string run = "run " + kProbes + " --kernel global_probe ";
  const std::string rest = " --arg 0=" + buffer + " --arg 1=0" + outputs.options("0");
  check_failure(run + "--grid 134217728 --block 64" + rest, 2, {"2^32-1"}, outputs);
  check_failure(run + "--grid 1 --block 32 --arg 0=" + buffer + " --arg 1=4294967296" + outputs.options("0"), 2,
                {"argument 1", "does not fit its 4 bytes"}, outputs);
  check_failure(run + "--grid 1 --block 32 --arg 0=" + buffer + " --arg 1=@" + (kDir / "buffer.npy").string() +
                    outputs.options("0"),
                2, {"argument 1", "passed by value"}, outputs);
  write_text(kDir / "cut.npy", file_text(kDir / "buffer.npy").substr(0, 100));
  check_failure(run + "--grid 1 --block 32 --arg 0=@" + (kDir / "cut.npy").string() + " --arg 1=0" +
                    outputs.options("0"),
                2, {"cut.npy"}, outputs);
  fs::remove_all(kDir);
}

TEST_CASE("a vector type by value: its elements comma-separated, each element's size the argument's over their count") {
  fs::create_directories(kDir);
  const Outputs outputs;
  const std::string run = "run " + kProbes + " --kernel vector_probe --grid 1 --block 32 --arg 0=" +
                          int_buffer("buffer.npy", 4 * 32) + " --out 0=" + outputs.npy.string() + " --arg 1=";
  const CommandResult good = run_cli(run + "1,2,0x3,-4");
  INFO(good.err);
  REQUIRE(good.exit_code == 0);
  const sim::NpyArray out = sim::read_npy(outputs.npy.string());
  REQUIRE(out.data.size() == 4 * 32 * 4);
  std::vector<std::int32_t> values(4 * 32);
  std::memcpy(values.data(), out.data.data(), out.data.size());
  for (std::size_t lane = 0; lane < 32; ++lane) {
    CHECK(values[4 * lane] == 1);
    CHECK(values[4 * lane + 1] == 2);
    CHECK(values[4 * lane + 2] == 3);
    CHECK(values[4 * lane + 3] == -4);
  }
  check_failure(run + "1,2,3", 2, {"argument 1", "3 value(s) cannot fill its 16 bytes"}, outputs);
  check_failure(run + "1", 2, {"argument 1", "1 value(s) cannot fill its 16 bytes"}, outputs);
  check_failure(run + "1,2,x,4", 2, {"argument 1", "'x' is not an integer"}, outputs);
  fs::remove_all(kDir);
}

TEST_CASE("kernel faults: exit 4, one line with kernel, workgroup, wave, lane, pc, instruction, address, allocation") {
  fs::create_directories(kDir);
  const Outputs outputs;
  const std::string out = int_buffer("buffer.npy", 32);
  const std::string table = int_buffer("table.npy", 4);

  // Lane 0 stores to out[1032]: byte 4128 of a 128-byte buffer, past its page (what lies before is mapped).
  check_failure("run " + kProbes + " --kernel global_probe --grid 2 --block 32 --arg 0=" + out + " --arg 1=1032" +
                    outputs.options("0"),
                4,
                {"kernel 'global_probe'", "workgroup (0,0,0)", "wave 0", "lane 0", "pc 0x", "global_store_b32",
                 "global memory fault", "argument 0", "offset 4128"},
                outputs);

  // s_load_b32 of table[1032]: byte 4128 of a 16-byte buffer, past its page, read by the scalar unit (no lane).
  check_failure("run " + kProbes + " --kernel scalar_probe --grid 1 --block 32 --arg 0=" + table + " --arg 1=" + out +
                    " --arg 2=1032" + outputs.options("1"),
                4,
                {"kernel 'scalar_probe'", "workgroup (0,0,0)", "wave 0", "pc 0x", "s_load_b32", "global memory fault",
                 "argument 0", "offset 4128"},
                outputs);

  // Lane 0 reads tile[128]: byte 512 of the workgroup's 256-byte LDS, past its 512-byte allocation (a GPU reads 0
  // there: --lds-bounds fault stops).
  check_failure("run " + kProbes + " --kernel lds_probe --grid 1 --block 32 --arg 0=" + out +
                    " --arg 1=128 --lds-bounds fault" +
                    outputs.options("0"),
                4, {"kernel 'lds_probe'", "workgroup (0,0,0)", "wave 0", "lane 0", "pc 0x", "ds_load_b32", "LDS fault",
                    "0x200", "512-byte LDS"},
                outputs);

  check_failure("run " + kProbes + " --kernel undecodable_probe --grid 1 --block 32 --arg 0=" + out +
                    outputs.options("0"),
                4, {"kernel 'undecodable_probe'", "[FFFFFFFF] undecodable"}, outputs);

  check_failure("run " + kProbes + " --kernel global_probe --grid 1 --block 32 --arg 0=" + out + " --arg 1=0" +
                    " --max-instructions 3" + outputs.options("0"),
                4, {"kernel 'global_probe'", "executed 3 instructions"}, outputs);

  // A hazard is a warning (the run succeeds and writes its files), and an error with --strict.
  const std::string floats = int_buffer("floats.npy", 32);
  outputs.remove();
  const CommandResult warned = run_cli("run " + kProbes + " --kernel hazard_probe --grid 1 --block 32 --arg 0=" +
                                       floats + outputs.options("0"));
  CHECK(warned.exit_code == 0);
  CHECK(warned.err.starts_with("wmmasim: warning: "));
  CHECK(outputs.existing().size() == 4);
  check_failure("run " + kProbes + " --kernel hazard_probe --grid 1 --block 32 --arg 0=" + floats + " --strict" +
                    outputs.options("0"),
                4, {"hazard(s) with --strict", "v_wmma_f32_16x16x16_f16"}, outputs);
  fs::remove_all(kDir);
}

TEST_CASE("timing a gfx12 kernel with fences: global_wb and global_inv have no address") {
  // Regression (fixed in bba095f): with timing on, the executor computed a lane address for global_wb/global_inv
  // (the fences around __syncthreads on gfx12) from a VGPR they do not have, outside the register file; this run
  // crashed with SIGSEGV.
  fs::create_directories(kDir);
  const fs::path out = kDir / "tile.npy";
  const CommandResult r = run_cli("run " + kProbes + " --kernel lds_probe --grid 1 --block 32 --arg 0=" +
                                  int_buffer("buffer.npy", 32) + " --arg 1=0 --timing --out 0=" + out.string());
  INFO(r.err);
  REQUIRE(r.exit_code == 0);
  const sim::NpyArray tile = sim::read_npy(out);
  REQUIRE(tile.data.size() == 128);
  for (std::int32_t i = 0; i < 32; ++i) {
    std::int32_t value = -1;
    std::memcpy(&value, tile.data.data() + 4 * i, 4);
    CHECK(value == i);
  }
  fs::remove_all(kDir);
}

// LDS is allocated in 512-byte units (wmmasim/isa/lds_allocation.h, from LLVM 19): lds_probe declares 256 bytes, so
// tile[64..95] (bytes 256-383) lie inside its allocation and a GPU reads them (stale data; the simulator's zeroed
// LDS), while tile[128] (byte 512) lies past it and reads 0 with the launch's one warning line. --check memory names
// both, and says which is which.
TEST_CASE("LDS past the declared size: inside the 512-byte allocation no drop, past it a drop; --check names both") {
  fs::create_directories(kDir);
  const std::string out = int_buffer("buffer.npy", 32);
  const std::string run = "run " + kProbes + " --kernel lds_probe --grid 1 --block 32 --arg 0=" + out;

  const CommandResult inside = run_cli(run + " --arg 1=64");
  INFO(inside.err);
  CHECK(inside.exit_code == 0);
  CHECK(inside.err.empty());
  const CommandResult inside_checked = run_cli(run + " --arg 1=64 --check memory");
  INFO(inside_checked.err);
  CHECK(inside_checked.exit_code == 6);
  CHECK(contains(inside_checked.err, "out-of-bounds LDS access"));
  CHECK(contains(inside_checked.err, "4-byte read at LDS offset 0x100, 4 bytes past the end of the workgroup's 256-byte "
                                     "LDS, inside its 512-byte allocation"));

  const CommandResult past = run_cli(run + " --arg 1=128");
  INFO(past.err);
  CHECK(past.exit_code == 0);
  CHECK(contains(past.err, "wmmasim: warning: "));
  CHECK(contains(past.err, "32 LDS accesses outside the workgroup's 512-byte LDS, which read 0"));
  const CommandResult past_checked = run_cli(run + " --arg 1=128 --check memory");
  INFO(past_checked.err);
  CHECK(past_checked.exit_code == 6);
  CHECK(contains(past_checked.err, "4-byte read at LDS offset 0x200, 260 bytes past the end of the workgroup's 256-byte "
                                   "LDS, past its 512-byte allocation (a GPU reads 0 and drops the write)"));
  fs::remove_all(kDir);
}

TEST_CASE("output files: all or nothing, never a .partial file left") {
  fs::create_directories(kDir);
  const Outputs outputs;
  const std::string launch = "run " + kProbes + " --kernel global_probe --grid 1 --block 32 --arg 0=" +
                             int_buffer("buffer.npy", 32) + " --arg 1=0";
  outputs.remove();
  const CommandResult ok = run_cli(launch + outputs.options("0"));
  INFO(ok.err);
  REQUIRE(ok.exit_code == 0);
  std::vector<std::string> written = outputs.existing();
  std::sort(written.begin(), written.end());
  CHECK(written == std::vector<std::string>{"out.npy", "report.json", "timeline.csv", "trace.json"});
  // The kernel stored 1 in every element.
  const sim::NpyArray result = sim::read_npy(outputs.npy);
  REQUIRE(result.data.size() == 128);
  for (std::size_t i = 0; i < 32; ++i) {
    std::int32_t value = 0;
    std::memcpy(&value, result.data.data() + 4 * i, 4);
    CHECK(value == 1);
  }

  // The report cannot be written (its directory does not exist): nothing is written, the .npy included.
  outputs.remove();
  const std::string unwritable = (kDir / "no_such_directory" / "report.json").string();
  const CommandResult failed = run_cli(launch + " --out 0=" + outputs.npy.string() + " --report " + unwritable);
  CHECK(failed.exit_code == 2);
  CHECK(lines(failed.err) == 1);
  CHECK(failed.err.find(unwritable) != std::string::npos);
  CHECK(outputs.existing().empty());
  fs::remove_all(kDir);
}

TEST_CASE("determinism: repeated runs on 1, 2 and 3 threads write bitwise identical outputs, reports, traces, timelines") {
  fs::create_directories(kDir);
  // gemm_iu8 on 3 x 2 workgroups of 4 waves: LDS, barriers, WMMA and several workgroups per run.
  std::string gemm;
  for (const BuiltKernel& k : built_kernels()) {
    if (k.name == "gemm_iu8" && k.target == "gfx1201") gemm = k.path;
  }
  REQUIRE_FALSE(gemm.empty());
  sim::NpyArray a;
  a.dtype = sim::NpyDtype::Int8;
  a.shape = {64, 64};
  for (std::size_t i = 0; i < 64 * 64; ++i) a.data.push_back(static_cast<std::byte>((i * 37 + 11) % 251));
  sim::write_npy(kDir / "a.npy", a);
  sim::NpyArray c;
  c.dtype = sim::NpyDtype::Int32;
  c.shape = {64, 96};
  c.data.resize(4 * 64 * 96);
  sim::write_npy(kDir / "c.npy", c);
  sim::NpyArray b = a;
  b.dtype = sim::NpyDtype::UInt8;
  b.shape = {96, 64};
  b.data.clear();
  for (std::size_t i = 0; i < 96 * 64; ++i) b.data.push_back(static_cast<std::byte>((i * 13 + 5) % 256));
  sim::write_npy(kDir / "b.npy", b);

  // Twice on one thread, then on 2 and 3 threads (workgroups spread over threads): every run must equal the first.
  const int thread_counts[] = {1, 1, 2, 3};
  std::vector<std::vector<std::string>> runs;
  for (const int threads : thread_counts) {
    const fs::path dir = kDir / ("run" + std::to_string(runs.size()));
    fs::create_directories(dir);
    const CommandResult r = run_cli(
        "run " + gemm + " --kernel gemm_iu8 --grid 3,2 --block 128 --arg 0=@" + (kDir / "a.npy").string() +
        " --arg 1=@" + (kDir / "b.npy").string() + " --arg 2=@" + (kDir / "c.npy").string() +
        " --arg 3=64 --arg 4=96 --arg 5=64 --timing --threads " + std::to_string(threads) + " --out 2=" +
        (dir / "c.npy").string() + " --report " + (dir / "report.json").string() + " --trace " +
        (dir / "trace.json").string() + " --timeline " + (dir / "timeline.csv").string());
    INFO(r.err);
    REQUIRE(r.exit_code == 0);
    runs.push_back({r.out, file_text(dir / "c.npy"), file_text(dir / "report.json"), file_text(dir / "trace.json"),
                    file_text(dir / "timeline.csv")});
    for (const std::string& content : runs.back()) CHECK_FALSE(content.empty());
  }
  const char* names[] = {"stdout (with the timing summary)", "c.npy", "report.json", "trace.json", "timeline.csv"};
  for (std::size_t run = 1; run < runs.size(); ++run) {
    CAPTURE(run);
    CAPTURE(thread_counts[run]);
    for (std::size_t i = 0; i < runs[0].size(); ++i) {
      CAPTURE(names[i]);
      CHECK(runs[run][i] == runs[0][i]);
    }
  }
  fs::remove_all(kDir);
}
