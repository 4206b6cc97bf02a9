// Fault injection: how many bugs the sanitizer finds in real kernels. Each row of kInjections injects one fault into
// a kernel of kernels/, the way a programmer gets it wrong: in the source (a barrier left out or misplaced, a buffer
// index off, an accumulator never zeroed, an atomic written as a plain read-modify-write), or, for a missing wait,
// in the machine code clang-19 emits (an s_waitcnt / s_wait_*cnt of the -S output removed or its count raised, then
// reassembled: clang inserts every wait itself). It builds the changed kernel with clang-19 as kernels/ are built,
// runs it on its kernels.json launch under every check and looks for a report of the row's check naming the row's
// line. docs/sanitizer.md "Fault injection" is the table this test makes from its rows and results (the test fails
// when the two differ; WMMASIM_UPDATE_DOCS=1 writes it there).
#include <doctest/doctest.h>
#include <fmt/format.h>
#include <unistd.h>

#include <algorithm>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <map>
#include <set>
#include <sstream>
#include <string>
#include <vector>

#include "kernel_runs.h"
#include "support.h"
#include "wmmasim/check/sanitizer.h"
#include "wmmasim/debuginfo/source_lines.h"

using namespace wmmasim::test;
namespace sim = wmmasim::sim;
namespace fs = std::filesystem;

namespace {

constexpr auto kRace = sim::CheckKind::Race;
constexpr auto kInit = sim::CheckKind::Init;
constexpr auto kMemory = sim::CheckKind::Memory;
constexpr auto kSync = sim::CheckKind::Sync;

constexpr const char* kMissingBarrier = "missing barrier";
constexpr const char* kLdsRace = "race in LDS";
constexpr const char* kGlobalRace = "race in global memory across workgroups";
constexpr const char* kMissingWait = "missing s_waitcnt";
constexpr const char* kUninitialised = "uninitialised read";
constexpr const char* kOutOfBounds = "out-of-bounds";
constexpr const char* kClasses[] = {kLdsRace, kGlobalRace, kMissingBarrier, kMissingWait, kUninitialised, kOutOfBounds};

struct Injection {
  const char* fault;   // the class of the injected bug
  const char* kernel;  // kernels/<kernel>.hip and its manifest entry (wave32)
  const char* change;  // the table's description of the fault
  // In the source: `find` (a text of the kernel's source, found once) becomes `replace`. In the machine code
  // (wait >= 0): the wait-th s_waitcnt / s_wait_*cnt of the -S output becomes `replace` ("" removes it).
  const char* find;
  const char* replace;
  int wait;
  const char* arch;
  sim::CheckKind check;  // the check that must report it
  const char* at;        // a text on the line the report must name (in the changed source)
  const char* missed = nullptr;  // why the sanitizer does not find it: the test requires that it is not found
};

// A row the sanitizer is known to miss, with the reason (the table says "no" and why; the test fails when it is found,
// so that the table is corrected).
constexpr Injection missed(Injection row, const char* why) {
  row.missed = why;
  return row;
}

constexpr Injection source(const char* fault, const char* kernel, const char* change, const char* find,
                           const char* replace, sim::CheckKind check, const char* at) {
  return {fault, kernel, change, find, replace, -1, "gfx1201", check, at};
}

constexpr Injection machine(const char* kernel, const char* arch, int wait, const char* replace, const char* change,
                            const char* at) {
  return {kMissingWait, kernel, change, "", replace, wait, arch, kSync, at};
}

const Injection kInjections[] = {
    // ---- A barrier left out or misplaced: the accesses it ordered race.
    source(kMissingBarrier, "gemm_lds_f16", "the `__syncthreads()` after the first `store_tile` left out",
           "store_tile(lds, 0, load_tile(a, b, N, K, m0, n0, 0));\n  __syncthreads();",
           "store_tile(lds, 0, load_tile(a, b, N, K, m0, n0, 0));", kRace, "a_frag[t] = load_fragment(&lds.a[buf]"),
    source(kMissingBarrier, "gemm_lds_f16", "the `__syncthreads()` ending each K step left out",
           "if (more) store_tile(lds, buf ^ 1, next);\n    __syncthreads();", "if (more) store_tile(lds, buf ^ 1, next);",
           kRace, "*(half8*)&lds.a[buf][a_row][a_k] = staged.a[i];"),
    source(kMissingBarrier, "gemm_lds_f16", "the first `__syncthreads()` put before the first `store_tile`",
           "store_tile(lds, 0, load_tile(a, b, N, K, m0, n0, 0));\n  __syncthreads();",
           "__syncthreads();\n  store_tile(lds, 0, load_tile(a, b, N, K, m0, n0, 0));", kRace,
           "a_frag[t] = load_fragment(&lds.a[buf]"),
    source(kMissingBarrier, "gemm_lds_f16", "the K step's `__syncthreads()` put before its `store_tile`",
           "if (more) store_tile(lds, buf ^ 1, next);\n    __syncthreads();",
           "__syncthreads();\n    if (more) store_tile(lds, buf ^ 1, next);", kRace,
           "a_frag[t] = load_fragment(&lds.a[buf]"),
    source(kMissingBarrier, "gemm_lds_f16", "the K step's `__syncthreads()` only on odd steps (`if (kt % 2)`)",
           "if (more) store_tile(lds, buf ^ 1, next);\n    __syncthreads();",
           "if (more) store_tile(lds, buf ^ 1, next);\n    if (kt % 2) __syncthreads();", kRace,
           "a_frag[t] = load_fragment(&lds.a[buf]"),
    source(kMissingBarrier, "dpp_scan", "the `__syncthreads()` after `wave_sums[w] = x` left out",
           "wave_sums[w] = x;\n  __syncthreads();", "wave_sums[w] = x;", kRace, "before += wave_sums[k]"),
    source(kMissingBarrier, "dpp_scan", "that `__syncthreads()` put before `wave_sums[w] = x`",
           "if (lane == wave - 1) wave_sums[w] = x;\n  __syncthreads();",
           "__syncthreads();\n  if (lane == wave - 1) wave_sums[w] = x;", kRace, "before += wave_sums[k]"),
    source(kMissingBarrier, "dpp_scan", "that `__syncthreads()` in wave 0 only (`if (w == 0)`)",
           "wave_sums[w] = x;\n  __syncthreads();", "wave_sums[w] = x;\n  if (w == 0) __syncthreads();", kRace,
           "before += wave_sums[k]"),
    missed(source(kMissingBarrier, "dpp_scan", "the `__syncthreads()` before the block maximum is read left out",
                  "before += wave_sums[k];\n  __syncthreads();", "before += wave_sums[k];", kRace,
                  "maxv[blockIdx.x] = block_max;"),
           "thread 0's plain read of `block_max` races only with the other waves' atomic max on it, and atomics are "
           "exempt from the race check (a relaxed atomic load compiles to a plain load, so the sanitizer cannot tell "
           "one from a plain read)"),

    // ---- LDS written where other waves of the workgroup read in the same barrier interval.
    source(kLdsRace, "gemm_lds_f16", "the next tile stored into the buffer being read (`buf` for `buf ^ 1`)",
           "if (more) store_tile(lds, buf ^ 1, next);", "if (more) store_tile(lds, buf, next);", kRace,
           "*(half8*)&lds.a[buf][a_row][a_k] = staged.a[i];"),
    source(kLdsRace, "gemm_lds_f16", "A fragments read from the buffer being stored (`lds.a[buf ^ 1]`)",
           "a_frag[t] = load_fragment(&lds.a[buf]", "a_frag[t] = load_fragment(&lds.a[buf ^ 1]", kRace,
           "a_frag[t] = load_fragment(&lds.a[buf ^ 1]"),
    source(kLdsRace, "gemm_lds_f16", "B fragments read from the buffer being stored (`lds.b_t[buf ^ 1]`)",
           "b_frag[t] = load_fragment(&lds.b_t[buf]", "b_frag[t] = load_fragment(&lds.b_t[buf ^ 1]", kRace,
           "b_frag[t] = load_fragment(&lds.b_t[buf ^ 1]"),
    source(kLdsRace, "gemm_lds_f16", "`store_tile` writes A into the other buffer than asked (`lds.a[buf ^ 1]`)",
           "*(half8*)&lds.a[buf][a_row][a_k] = staged.a[i];", "*(half8*)&lds.a[buf ^ 1][a_row][a_k] = staged.a[i];",
           kRace, "*(half8*)&lds.a[buf ^ 1][a_row][a_k] = staged.a[i];"),
    source(kLdsRace, "gemm_lds_f16", "`store_tile` writes B into the other buffer than asked (`lds.b_t[buf ^ 1]`)",
           "lds.b_t[buf][b_col + e][b_k] = staged.b[i][e];", "lds.b_t[buf ^ 1][b_col + e][b_k] = staged.b[i][e];",
           kRace, "lds.b_t[buf ^ 1][b_col + e][b_k] = staged.b[i][e];"),
    source(kLdsRace, "gemm_lds_f16", "A fragment rows one too far (`lane_line + 1`): the last reads the other buffer",
           "a_frag[t] = load_fragment(&lds.a[buf][wave_m + 16 * t + lane_line][ks]);",
           "a_frag[t] = load_fragment(&lds.a[buf][wave_m + 16 * t + lane_line + 1][ks]);", kRace,
           "a_frag[t] = load_fragment(&lds.a[buf][wave_m + 16 * t + lane_line + 1][ks]);"),
    source(kLdsRace, "dpp_scan", "the block maximum as `block_max = imax(block_max, m)` by one lane per wave, no atomic",
           "if (lane == 0) __hip_atomic_fetch_max(&block_max, m, __ATOMIC_RELAXED, __HIP_MEMORY_SCOPE_WORKGROUP);",
           "if (lane == 0) block_max = imax(block_max, m);", kRace, "if (lane == 0) block_max = imax(block_max, m);"),
    source(kLdsRace, "dpp_scan", "the other waves' sums read above the barrier (the `before` loop moved up)",
           "  __syncthreads();\n  if (lane == 0) __hip_atomic_fetch_max(&block_max, m, __ATOMIC_RELAXED, "
           "__HIP_MEMORY_SCOPE_WORKGROUP);\n  int before = 0;\n  for (int k = 0; k < w; ++k) before += wave_sums[k];",
           "  int before = 0;\n  for (int k = 0; k < w; ++k) before += wave_sums[k];\n  __syncthreads();\n  if (lane == 0) "
           "__hip_atomic_fetch_max(&block_max, m, __ATOMIC_RELAXED, __HIP_MEMORY_SCOPE_WORKGROUP);",
           kRace, "before += wave_sums[k]"),

    // ---- A read-modify-write of one global word by every workgroup, without an atomic.
    source(kGlobalRace, "dpp_scan", "`maxv[0] = imax(maxv[0], block_max)` in every workgroup, no atomic",
           "if (threadIdx.x == 0) maxv[blockIdx.x] = block_max;",
           "if (threadIdx.x == 0) maxv[0] = imax(maxv[0], block_max);", kRace, "maxv[0] = imax(maxv[0], block_max);"),
    source(kGlobalRace, "histogram", "`bins[v % 64] += 1u` for the atomic add", "__hip_atomic_fetch_add(&bins[v % 64], 1u, RELAXED_AGENT);",
           "bins[v % 64] += 1u;", kRace, "bins[v % 64] += 1u;"),
    source(kGlobalRace, "histogram", "`order[stats[7]++] = i`: the slot counter without an atomic",
           "order[__hip_atomic_fetch_add(&stats[7], 1u, RELAXED_AGENT)] = i;", "order[stats[7]++ % 512] = i;", kRace,
           "order[stats[7]++ % 512] = i;"),
    source(kGlobalRace, "histogram", "the maximum as `stats[0] = max(stats[0], v)`", "__hip_atomic_fetch_max(&stats[0], v, RELAXED_AGENT);",
           "stats[0] = stats[0] > v ? stats[0] : v;", kRace, "stats[0] = stats[0] > v ? stats[0] : v;"),
    source(kGlobalRace, "histogram", "the or as `stats[2] |= v`", "__hip_atomic_fetch_or(&stats[2], v, RELAXED_AGENT);",
           "stats[2] |= v;", kRace, "stats[2] |= v;"),
    source(kGlobalRace, "histogram", "the 64-bit sum as `wide[0] += v`",
           "__hip_atomic_fetch_add(&wide[0], static_cast<unsigned long long>(v), RELAXED_AGENT);", "wide[0] += v;",
           kRace, "wide[0] += v;"),
    source(kGlobalRace, "float_atomics", "`sums[0] += v` for the atomic add", "__hip_atomic_fetch_add(&sums[0], v, RELAXED_AGENT);",
           "sums[0] += v;", kRace, "sums[0] += v;"),
    source(kGlobalRace, "float_atomics", "the maximum as `sums[1] = fmaxf(sums[1], v)`",
           "__hip_atomic_fetch_max(&sums[1], v, RELAXED_AGENT);", "sums[1] = __builtin_fmaxf(sums[1], v);", kRace,
           "sums[1] = __builtin_fmaxf(sums[1], v);"),
    source(kGlobalRace, "float_atomics", "the returning add as `seen[i] = sums[3]; sums[3] += v`",
           "seen[i] = __hip_atomic_fetch_add(&sums[3], v, RELAXED_AGENT);", "seen[i] = sums[3];\n  sums[3] += v;",
           kRace, "sums[3] += v;"),
    source(kGlobalRace, "float_atomics", "the f64 sum as `sums64[0] += v`",
           "__hip_atomic_fetch_add(&sums64[0], static_cast<double>(v), RELAXED_AGENT);", "sums64[0] += v;", kRace,
           "sums64[0] += v;"),

    // ---- A wait removed or raised in the machine code: a register read before its load arrived.
    machine("gemm_lds_f16", "gfx1201", 1, "", "`s_wait_loadcnt 0x3` before the first LDS store of A removed",
            "*(half8*)&lds.a[buf][a_row][a_k] = staged.a[i];"),
    machine("gemm_lds_f16", "gfx1201", 9, "s_wait_loadcnt 0x1",
            "the K step's last `s_wait_loadcnt 0x0` raised to 0x1 (the B chunk's load)",
            "for (int e = 0; e < 8; ++e) lds.b_t[buf][b_col + e][b_k] = staged.b[i][e];"),
    machine("gemm_lds_f16", "gfx1201", 12, "", "`s_wait_dscnt 0x0` before the last WMMAs of a K step removed",
            "b_frag[t] = load_fragment(&lds.b_t[buf]"),
    machine("gemm_lds_f16", "gfx1100", 1, "", "`s_waitcnt vmcnt(3)` before the first LDS store of A removed",
            "*(half8*)&lds.a[buf][a_row][a_k] = staged.a[i];"),
    machine("gemm_lds_f16", "gfx1100", 11, "s_waitcnt lgkmcnt(5)",
            "`s_waitcnt lgkmcnt(4)` before a WMMA raised to 5 (a fragment's LDS load)",
            "b_frag[t] = load_fragment(&lds.b_t[buf]"),
    machine("dpp_scan", "gfx1201", 1, "", "`s_wait_loadcnt 0x0` after `in[i]` removed", "const int v = in[i];"),
    machine("dpp_scan", "gfx1201", 6, "", "`s_wait_dscnt 0x0` in the loop adding `wave_sums[k]` removed",
            "for (int k = 0; k < w; ++k) before += wave_sums[k];"),
    machine("dpp_scan", "gfx1100", 0, "", "`s_waitcnt lgkmcnt(0)` after the kernel-argument loads removed",
            "const int v = in[i];"),
    machine("histogram", "gfx1201", 1, "", "`s_wait_loadcnt 0x0` after `values[i]` removed",
            "const unsigned v = values[i];"),
    machine("histogram", "gfx1100", 2, "", "`s_waitcnt vmcnt(0)` after the returning atomic add removed",
            "order[__hip_atomic_fetch_add(&stats[7], 1u, RELAXED_AGENT)] = i;"),
    machine("gemm_iu8", "gfx1100", 1, "", "`s_waitcnt vmcnt(0)` before the WMMA removed",
            "const auto a_frag = load_k16_bytes("),
    machine("ck_register_transpose", "gfx1201", 1, "s_wait_loadcnt 0x3",
            "`s_wait_loadcnt 0x2` before the first `v_perm_b32` raised to 0x3", "block[r] = *(const int2v*)"),

    // ---- Memory read before anything wrote it.
    source(kUninitialised, "dpp_scan", "wave 0's `wave_sums` entry never written",
           "if (lane == wave - 1) wave_sums[w] = x;", "if (lane == wave - 1 && w > 0) wave_sums[w] = x;", kInit,
           "before += wave_sums[k]"),
    source(kUninitialised, "dpp_scan", "`block_max = m` left out before the LDS atomic max on it",
           "if (threadIdx.x == 0) block_max = m;", "", kInit, "__hip_atomic_fetch_max(&block_max"),
    source(kUninitialised, "gemm_lds_f16", "the first tile stored into buffer 1, buffer 0 read",
           "store_tile(lds, 0, load_tile(a, b, N, K, m0, n0, 0));", "store_tile(lds, 1, load_tile(a, b, N, K, m0, n0, 0));",
           kInit, "a_frag[t] = load_fragment(&lds.a[buf]"),
    source(kUninitialised, "gemm_lds_f16", "half of each B tile stored (`e < 4` for `e < 8`)",
           "for (int e = 0; e < 8; ++e) lds.b_t[buf]", "for (int e = 0; e < 4; ++e) lds.b_t[buf]", kInit,
           "b_frag[t] = load_fragment(&lds.b_t[buf]"),
    missed(source(kUninitialised, "gemm_lds_f16", "the accumulators never zeroed (`float8 acc[2][2];`)",
                  "float8 acc[2][2] = {};", "float8 acc[2][2];", kInit,
                  "acc[tm][tn] = mma(a_frag[tm], b_frag[tn], acc[tm][tn]);"),
           "clang gives the accumulators registers that earlier instructions of the kernel wrote with other values "
           "(addresses, staged tiles), and initialisation is followed per register, not per value"),
    source(kUninitialised, "wmma_matmul", "the accumulator's load from C left out",
           "  for (int v = 0; v < 8; ++v) acc[v] = c[(8 * half_wave + v) * 16 + row];\n", "", kInit,
           "acc = __builtin_amdgcn_wmma_f32_16x16x16_f16_w32_gfx12(a_frag, b_frag, acc);"),
    source(kUninitialised, "gemm_tr_b128", "the accumulators never zeroed (`float8 acc[2][2];`)",
           "float8 acc[2][2] = {};", "float8 acc[2][2];", kInit,
           "acc[tm][tn] = __builtin_amdgcn_wmma_f32_16x16x16_f16_w32_gfx12(a_frag[tm], b_frag[tn], acc[tm][tn]);"),
    source(kUninitialised, "gemm_iu8", "the accumulator never zeroed (`int8v acc;`)", "int8v acc = {};", "int8v acc;",
           kInit, "acc = __builtin_amdgcn_wmma_i32_16x16x16_iu8_w32_gfx12("),
    source(kUninitialised, "gemm_fp8", "the accumulator never zeroed (`float8 acc;`)", "float8 acc = {};", "float8 acc;",
           kInit, "acc = __builtin_amdgcn_wmma_f32_16x16x16_fp8_fp8_w32_gfx12("),

    // ---- An index past the end of a buffer.
    source(kOutOfBounds, "dpp_scan", "`scan[i + 1] = ...`", "scan[i] = x + before;", "scan[i + 1] = x + before;",
           kMemory, "scan[i + 1] = x + before;"),
    source(kOutOfBounds, "dpp_scan", "`in[i + 1]` read", "const int v = in[i];", "const int v = in[i + 1];", kMemory,
           "const int v = in[i + 1];"),
    source(kOutOfBounds, "histogram", "`order[... + 1] = i`", "order[__hip_atomic_fetch_add(&stats[7], 1u, RELAXED_AGENT)] = i;",
           "order[__hip_atomic_fetch_add(&stats[7], 1u, RELAXED_AGENT) + 1] = i;", kMemory, "order[__hip_atomic_fetch_add"),
    source(kOutOfBounds, "gemm_lds_f16", "the C store a row of N further (`* N + N + n0 ...`)",
           "* N + n0 + wave_n + 16 * tn + lane_line] = acc[tm][tn][v];",
           "* N + N + n0 + wave_n + 16 * tn + lane_line] = acc[tm][tn][v];", kMemory, "* N + N + n0"),
    source(kOutOfBounds, "gemm_tr_b128", "the K loop one step too far (`k0 <= K`)", "for (int k0 = 0; k0 < K; k0 += 16)",
           "for (int k0 = 0; k0 <= K; k0 += 16)", kMemory, "b_frag[t] = load_b_fragment_transposed(b, N, k0, n0 + 16 * t);"),
    source(kOutOfBounds, "gemm_iu8", "the C store a column further (`lane_line + 1`)",
           "c[(m0 + acc_row(v)) * N + n0 + lane_line] = acc[v];", "c[(m0 + acc_row(v)) * N + n0 + lane_line + 1] = acc[v];",
           kMemory, "c[(m0 + acc_row(v)) * N + n0 + lane_line + 1] = acc[v];"),
    source(kOutOfBounds, "ck_register_transpose", "the transposed rows one further (`col0 + c + 1`)",
           "*(int2v*)(x_t + (col0 + c) * rows + row0) = out;", "*(int2v*)(x_t + (col0 + c + 1) * rows + row0) = out;",
           kMemory, "*(int2v*)(x_t + (col0 + c + 1) * rows + row0) = out;"),
    source(kOutOfBounds, "float_atomics", "`seen[i + 1] = ...`", "seen[i] = __hip_atomic_fetch_add", "seen[i + 1] = __hip_atomic_fetch_add",
           kMemory, "seen[i + 1] = __hip_atomic_fetch_add"),
    source(kOutOfBounds, "gemm_lds_f16", "B fragments read 32 columns further (`wave_n + 32`): past the LDS",
           "b_frag[t] = load_fragment(&lds.b_t[buf][wave_n + 16 * t + lane_line][ks]);",
           "b_frag[t] = load_fragment(&lds.b_t[buf][wave_n + 32 + 16 * t + lane_line][ks]);", kMemory,
           "b_frag[t] = load_fragment(&lds.b_t[buf][wave_n + 32 + 16 * t + lane_line][ks]);"),
};

const fs::path kDir = fs::temp_directory_path() / ("wmmasim_test_injection." + std::to_string(getpid()));

fs::path kernel_path(const Injection& row) { return kDir / "kernels" / (std::string(row.kernel) + ".hip"); }

// The kernel's source, with the row's change when it is a source change, written as <kDir>/kernels/<kernel>.hip
// (built with the source root mapped away, so that its lines read "kernels/<kernel>.hip" like the original's).
fs::path write_source(const Injection& row) {
  std::string source = file_text(std::string(WMMASIM_SOURCE_DIR) + "/kernels/" + row.kernel + ".hip");
  if (row.wait < 0) {
    const std::size_t found = source.find(row.find);
    REQUIRE_MESSAGE(found != std::string::npos, row.kernel << ".hip has no '" << row.find << "'");
    REQUIRE_MESSAGE(source.find(row.find, found + 1) == std::string::npos, row.kernel << ".hip has '" << row.find << "' twice");
    source.replace(found, std::string(row.find).size(), row.replace);
  }
  const fs::path path = kernel_path(row);
  fs::create_directories(path.parent_path());
  std::ofstream(path) << source;
  return path;
}

// "kernels/<kernel>.hip:<line>" of the first line of the (changed) source holding `text`.
std::string line_of(const fs::path& source, const std::string& kernel, const std::string& text) {
  std::ifstream in(source);
  std::string line;
  for (int number = 1; std::getline(in, line); ++number) {
    if (line.find(text) != std::string::npos) return fmt::format("kernels/{}.hip:{}", kernel, number);
  }
  FAIL("the changed " << kernel << ".hip has no line with '" << text << "'");
  return {};
}

std::string compile(const fs::path& source, const std::string& arch, const std::string& output_option) {
  return fmt::format(
      "{} -x hip --cuda-device-only -nogpulib -nogpuinc -O3 --no-gpu-bundle-output -std=c++20 -gline-tables-only "
      "-ffile-prefix-map={}/= --offload-arch={} -I {}/kernels {} {}",
      WMMASIM_CLANG, kDir.string(), arch, WMMASIM_SOURCE_DIR, source.string(), output_option);
}

void run_or_fail(const std::string& command) {
  const CommandResult r = run_command(command);
  REQUIRE_MESSAGE(r.exit_code == 0, command << "\n" << r.err);
}

bool is_wait_counter(const std::string& mnemonic) {
  // s_waitcnt (gfx11: vmcnt, expcnt, lgkmcnt in one), s_wait_loadcnt / storecnt / dscnt / kmcnt / ... (gfx12);
  // the export counter orders no register read.
  return mnemonic == "s_waitcnt" ||
         (mnemonic.starts_with("s_wait_") && mnemonic.ends_with("cnt") && mnemonic != "s_wait_expcnt");
}

// The -S output with its wait-th wait instruction replaced by `replacement` ("" removes it).
std::string inject_wait(const std::string& assembly, int wait, const std::string& replacement) {
  std::istringstream in(assembly);
  std::string out, line;
  int seen = 0;
  while (std::getline(in, line)) {
    std::istringstream words(line);
    std::string mnemonic;
    words >> mnemonic;
    if (is_wait_counter(mnemonic) && seen++ == wait) {
      if (!replacement.empty()) out += "\t" + replacement + "\n";
      continue;
    }
    out += line + "\n";
  }
  REQUIRE_MESSAGE(seen > wait, "the assembly has only " << seen << " waits");
  return out;
}

// The row's code object: its changed source built as kernels/ are built, or its source built to assembly, the wait
// changed, and assembled and linked by clang-19.
fs::path build(const Injection& row, const fs::path& source) {
  const fs::path output = fs::path(source).replace_extension(fmt::format(".{}.hsaco", row.arch));
  if (row.wait < 0) {
    run_or_fail(compile(source, row.arch, "-c -o " + output.string()));
    return output;
  }
  const fs::path assembly = fs::path(source).replace_extension(".s");
  run_or_fail(compile(source, row.arch, "-S -o " + assembly.string()));
  const std::string injected = inject_wait(file_text(assembly), row.wait, row.replace);
  std::ofstream(assembly) << injected;
  run_or_fail(fmt::format("{} -x assembler --target=amdgcn-amd-amdhsa -mcpu={} {} -o {}", WMMASIM_CLANG, row.arch,
                          assembly.string(), output.string()));
  return output;
}

const json& manifest_entry(const std::string& kernel) {
  for (const json& entry : kernel_manifest()) {
    if (entry.at("name") == kernel && entry.at("wave") == 32) return entry;
  }
  FAIL("no wave32 entry for " << kernel << " in kernels.json");
  static const json none;
  return none;
}

// The source lines of every site of every report of `check`, and of the fault when the run stopped at one (the
// memory check's report of an access outside every allocation): each site's line and the call sites it was inlined
// through (a race inside an inlined helper is found at the helper's line and at the kernel's line that calls it).
std::set<std::string> reported_lines(const fs::path& code_object, const std::string& kernel, sim::CheckKind check) {
  const std::vector<std::byte> bytes = file_bytes(code_object);
  const sim::KernelProgram program = sim::KernelProgram::from_code_object(bytes, kernel);
  const auto lines = wmmasim::debuginfo::SourceLines::from_code_object(bytes);
  std::set<std::string> found;
  const auto locate = [&](std::uint32_t pc) {
    const wmmasim::debuginfo::SourcePosition position = lines.at(program.info().debug_address(pc));
    for (std::size_t i = position.user_frame(); i < position.frames.size(); ++i) found.insert(position.frames[i].file_line());
  };
  InputGenerator gen(1);
  std::vector<ArgumentData> args = make_arguments(manifest_entry(kernel), gen);
  sim::Sanitizer sanitizer(sim::CheckSet{true, true, true, true});
  sanitizer.begin_launch(kernel, program.info().target.family);
  sim::ExecutionOptions options;
  options.observer = &sanitizer;
  options.threads = 1;  // races between workgroups are seen in one stream
  try {
    sim::run_on_simulator(program, make_launch(program.info(), manifest_entry(kernel), args), options);
  } catch (const sim::MemoryFault& fault) {
    if (check == sim::CheckKind::Memory && fault.pc()) locate(*fault.pc());
  }
  sanitizer.end_launch();
  for (const sim::CheckReport& r : sanitizer.reports()) {
    if (r.kind != check) continue;
    for (const sim::CheckSite& site : r.sites) locate(site.pc);
  }
  return found;
}

struct Outcome {
  std::string line;  // where the report must be
  std::set<std::string> reported;
  bool found() const { return reported.contains(line); }
};

Outcome inject_and_run(const Injection& row) {
  const fs::path source = write_source(row);
  Outcome outcome{line_of(source, row.kernel, row.at), {}};
  outcome.reported = reported_lines(build(row, source), row.kernel, row.check);
  return outcome;
}

// The docs' table: one row per injection, in kInjections' order, then the count found per class.
std::string markdown_table(const std::vector<Outcome>& outcomes) {
  std::string table =
      "| fault class | kernel | target | injected fault | check | line | found |\n"
      "|---|---|---|---|---|---|---|\n";
  std::map<std::string, std::pair<int, int>> per_class;  // found, rows
  for (std::size_t i = 0; i < outcomes.size(); ++i) {
    const Injection& row = kInjections[i];
    const Outcome& o = outcomes[i];
    std::string found = o.found() ? "yes" : "**no**";
    if (row.missed != nullptr) {
      found += std::string(": ") + row.missed;
    } else if (!o.found()) {
      std::string elsewhere;
      for (const std::string& line : o.reported) elsewhere += (elsewhere.empty() ? "" : ", ") + line;
      found += elsewhere.empty() ? " (no report)" : " (reported at " + elsewhere + ")";
    }
    table += fmt::format("| {} | `{}` | {} | {} | {} | `{}` | {} |\n", row.fault, row.kernel, row.arch, row.change,
                         sim::check_kind_name(row.check), o.line, found);
    auto& [hits, rows] = per_class[row.fault];
    hits += o.found() ? 1 : 0;
    ++rows;
  }
  table += "\nFound per class:";
  for (const char* fault : kClasses) {
    table += fmt::format(" {} {} of {};", fault, per_class[fault].first, per_class[fault].second);
  }
  table.back() = '.';
  return table + "\n";
}

constexpr const char* kTableStart = "<!-- fault-injection table: made by test_sanitizer_injection -->\n";
constexpr const char* kTableEnd = "<!-- end of the fault-injection table -->\n";

// Checks that docs/sanitizer.md holds `table` between the markers; WMMASIM_UPDATE_DOCS=1 writes it there.
void check_docs_table(const std::string& table) {
  const fs::path docs = fs::path(WMMASIM_SOURCE_DIR) / "docs" / "sanitizer.md";
  std::string text = file_text(docs);
  const std::size_t start = text.find(kTableStart);
  const std::size_t end = text.find(kTableEnd);
  REQUIRE_MESSAGE((start != std::string::npos && end != std::string::npos && start < end),
                  "docs/sanitizer.md has no fault-injection table markers");
  const std::size_t body = start + std::string(kTableStart).size();
  if (std::getenv("WMMASIM_UPDATE_DOCS") != nullptr) {
    text.replace(body, end - body, table);
    std::ofstream(docs, std::ios::binary) << text;
    return;
  }
  CHECK_MESSAGE(text.substr(body, end - body) == table,
                "docs/sanitizer.md's fault-injection table differs from the test's results (run the test with "
                "WMMASIM_UPDATE_DOCS=1 to write it):\n"
                    << table);
}

}  // namespace

TEST_CASE("every class has at least eight injected faults the sanitizer finds") {
  for (const char* fault : kClasses) {
    CAPTURE(fault);
    CHECK(std::ranges::count_if(kInjections, [&](const Injection& row) {
            return std::string(row.fault) == fault && row.missed == nullptr;
          }) >= 8);
  }
}

TEST_CASE("every injected fault is reported by its check at its line; docs/sanitizer.md has the table") {
  std::vector<Outcome> outcomes;
  for (const Injection& row : kInjections) {
    CAPTURE(row.fault);
    CAPTURE(row.kernel);
    CAPTURE(row.change);
    outcomes.push_back(inject_and_run(row));
    const Outcome& o = outcomes.back();
    std::string seen;
    for (const std::string& line : o.reported) seen += " " + line;
    if (row.missed != nullptr) {
      CHECK_MESSAGE(!o.found(), "a fault the table says is missed was found at " << o.line << ": correct the row");
    } else {
      CHECK_MESSAGE(o.found(), sim::check_kind_name(row.check) << " at " << o.line << " not reported; reported at:" << seen);
    }
  }
  fs::remove_all(kDir);
  check_docs_table(markdown_table(outcomes));
}
