// gfx11 buffer instructions through a buffer resource (V#) built in SGPRs: raw and structured addressing, range
// checking by OOB_SELECT, typed (FORMAT) loads and stores, atomics, loads into LDS and s_buffer_load, against
// hand-computed values; gfx12's VBUFFER encoding of the same instructions on gfx1201. Programs assembled by llvm-mc-19.
#include <doctest/doctest.h>

#include <bit>
#include <fmt/format.h>
#include <string>
#include <vector>

#include "exec_test_support.h"

using namespace wmmasim::test;
namespace sim = wmmasim::sim;

namespace {

// s[4:7] = a V# over the input buffer (s[2:3]), s[8:11] over the output buffer (s[0:1]).
std::string resource(int first_sgpr, int base_sgpr, unsigned stride, unsigned num_records, unsigned word3) {
  return fmt::format(
      "s_mov_b32 s{0}, s{1}\n"
      "s_and_b32 s{2}, s{3}, 0xffff\n"
      "s_or_b32 s{2}, s{2}, {4}\n"
      "s_mov_b32 s{5}, {6}\n"
      "s_mov_b32 s{7}, {8}\n",
      first_sgpr, base_sgpr, first_sgpr + 1, base_sgpr + 1, stride << 16, first_sgpr + 2, num_records,
      first_sgpr + 3, word3);
}
constexpr unsigned kRaw = 3u << 28;         // OOB_SELECT 3
constexpr unsigned kStructured = 0u << 28;  // OOB_SELECT 0: index and offset checked

// Runs `body` after the V# setup on 32 lanes (v0 = lane id) with `in` as the input buffer; returns the output
// buffer's `out_words` dwords.
std::vector<std::uint32_t> run(const std::string& body, const std::vector<std::uint32_t>& in, std::size_t out_words,
                               std::uint32_t lds_bytes = 0, const std::string& target = "gfx1100") {
  auto info = test_kernel(target);
  info.group_segment_size = lds_bytes;
  const sim::KernelProgram program(info, assemble(target, prologue(target) + body + "s_endpgm\n"));
  return run_program(program, out_words, in).out;
}

std::vector<std::uint32_t> iota(std::size_t n, std::uint32_t first) {
  std::vector<std::uint32_t> v(n);
  for (std::size_t i = 0; i < n; ++i) v[i] = first + static_cast<std::uint32_t>(i);
  return v;
}

}  // namespace

TEST_CASE("raw buffer loads and stores: lanes past NUM_RECORDS read 0 and write nothing") {
  // Input: 100, 101, ...; V# over it with NUM_RECORDS = 40 bytes (10 dwords); output V# with 64 bytes (16 dwords).
  const auto out = run(resource(4, 2, 0, 40, kRaw) + resource(8, 0, 0, 64, kRaw) +
                           "v_lshlrev_b32 v1, 2, v0\n"
                           "buffer_load_b32 v2, v1, s[4:7], 0 offen\n"
                           "s_waitcnt vmcnt(0)\n"
                           "buffer_store_b32 v2, v1, s[8:11], 0 offen\n",
                       iota(32, 100), 32);
  for (std::uint32_t lane = 0; lane < 32; ++lane) {
    CAPTURE(lane);
    if (lane < 10) CHECK(out[lane] == 100 + lane);
    if (lane >= 10 && lane < 16) CHECK(out[lane] == 0);          // loaded out of range: 0
    if (lane >= 16) CHECK(out[lane] == 0xdeadbeef);              // stored out of range: nothing written
  }
}

TEST_CASE("structured buffers: index * stride + offset, instruction offset and SOFFSET; OOB_SELECT 0") {
  // Records of 8 bytes (stride 8), 4 records; lane l loads the second dword of record l (offset:4) with SOFFSET 0.
  // Lanes 4.. are out of range by index.
  const auto out = run(resource(4, 2, 8, 4, kStructured) + resource(8, 0, 0, 256, kRaw) +
                           "v_lshlrev_b32 v1, 2, v0\n"
                           "s_mov_b32 s12, 0\n"
                           "buffer_load_b32 v2, v0, s[4:7], s12 idxen offset:4\n"
                           // offset 8 + 4 bytes > stride 8: out of range for every lane
                           "buffer_load_b32 v3, v0, s[4:7], s12 idxen offset:8\n"
                           "s_waitcnt vmcnt(0)\n"
                           "buffer_store_b32 v2, v1, s[8:11], 0 offen\n"
                           "buffer_store_b32 v3, v1, s[8:11], 0 offen offset:128\n",
                       iota(32, 100), 64);
  for (std::uint32_t lane = 0; lane < 32; ++lane) {
    CAPTURE(lane);
    CHECK(out[lane] == (lane < 4 ? 100 + 2 * lane + 1 : 0));
    CHECK(out[32 + lane] == 0);
  }
}

TEST_CASE("raw buffers: a multi-dword access is range-checked dword by dword; SOFFSET reduces NUM_RECORDS") {
  // RDNA4 ISA §9.4.1: "each DWORD is bounds checked separately" for B64/B96/B128, and in OOB_SELECT 3
  // "num_records is reduced by sgpr_offset". Input 100, 101, ...: V# s[4:7] of NUM_RECORDS 40 bytes (dwords 0..9).
  // Lane l loads 4 dwords at byte 8 l: lane 4 (bytes 32..47) gets dwords 8, 9 and two zeros, lane 5 only zeros.
  // Lane l loads 1 dword at byte 4 l with SOFFSET 8: in range while 4 l + 4 <= 40 - 8 (lanes 0..7), value 102 + l.
  // Output V# s[8:11] of 640 bytes, and s[12:15] over the same output with NUM_RECORDS 532: lane l stores 2 dwords
  // at byte 512 + 8 l; lane 2 (bytes 528..535) writes its first dword only.
  const auto out = run(resource(4, 2, 0, 40, kRaw) + resource(8, 0, 0, 640, kRaw) + resource(12, 0, 0, 532, kRaw) +
                           "v_lshlrev_b32 v1, 3, v0\n"
                           "v_lshlrev_b32 v2, 4, v0\n"
                           "v_lshlrev_b32 v3, 2, v0\n"
                           "s_mov_b32 s16, 8\n"
                           "buffer_load_b128 v[4:7], v1, s[4:7], 0 offen\n"
                           "buffer_load_b32 v8, v3, s[4:7], s16 offen\n"
                           "v_mov_b32 v10, 7\n"
                           "v_mov_b32 v11, 9\n"
                           "s_waitcnt vmcnt(0)\n"
                           "buffer_store_b128 v[4:7], v2, s[8:11], 0 offen\n"
                           "buffer_store_b32 v8, v3, s[8:11], 0 offen offset:384\n"
                           "buffer_store_b64 v[10:11], v1, s[12:15], 0 offen offset:512\n",
                       iota(32, 100), 160);
  for (std::uint32_t lane = 0; lane < 6; ++lane) {
    CAPTURE(lane);
    for (std::uint32_t i = 0; i < 4; ++i) {
      const std::uint32_t byte = 8 * lane + 4 * i;
      CHECK(out[4 * lane + i] == (byte + 4 <= 40 ? 100 + byte / 4 : 0u));
    }
  }
  for (std::uint32_t lane = 0; lane < 32; ++lane) {
    CAPTURE(lane);
    CHECK(out[96 + lane] == (lane < 8 ? 102 + lane : 0u));
  }
  CHECK(out[128] == 7);  // lane 0: bytes 512..519
  CHECK(out[129] == 9);
  CHECK(out[132] == 7);  // lane 2: bytes 528..531 in range, 532..535 not
  CHECK(out[133] == 0xdeadbeef);
  CHECK(out[134] == 0xdeadbeef);  // lane 3: out of range
}

TEST_CASE("buffer atomics: returned old values in lane order, 64-bit, cmpswap") {
  // Every lane adds 1 to dword 0 (returns 0, 1, 2, ...), cmpswap on dword 1 succeeds for lane 0 only.
  const auto out = run(resource(8, 0, 0, 256, kRaw) +
                           "v_mov_b32 v1, 0\n"
                           "v_mov_b32 v2, 1\n"
                           "s_mov_b32 s12, 0\n"
                           "buffer_store_b32 v1, off, s[8:11], 0\n"
                           "buffer_store_b32 v1, off, s[8:11], 0 offset:4\n"
                           "buffer_atomic_add_u32 v2, off, s[8:11], s12 glc\n"
                           "v_add_nc_u32 v4, 7, v0\n"   // new value 7 + lane
                           "v_mov_b32 v5, 0\n"          // comparand 0
                           "buffer_atomic_cmpswap_b32 v[4:5], off, s[8:11], s12 offset:4 glc\n"
                           "v_mov_b32 v6, 5\n"
                           "v_mov_b32 v7, 0\n"
                           "buffer_atomic_add_u64 v[6:7], off, s[8:11], s12 offset:8\n"
                           "v_lshlrev_b32 v1, 2, v0\n"
                           "buffer_store_b32 v2, v1, s[8:11], 0 offen offset:64\n"
                           "buffer_store_b32 v4, v1, s[8:11], 0 offen offset:192\n",
                       {1}, 64);
  CHECK(out[0] == 32);
  CHECK(out[1] == 7);  // lane 0 swapped 0 for 7; the others found 7 != 0
  CHECK(out[2] == 0xdeadbeef + 32 * 5);  // 64-bit add of 5 per lane to 0xdeadbeef_deadbeef
  CHECK(out[3] == 0xdeadbeef);
  for (std::uint32_t lane = 0; lane < 32; ++lane) {
    CAPTURE(lane);
    CHECK(out[16 + lane] == lane);              // old values of the add, in lane order
    if (lane < 16) CHECK(out[48 + lane] == (lane == 0 ? 0u : 7u));  // old values of the cmpswap
  }
}

TEST_CASE("typed buffer access converts through the V#'s FORMAT") {
  // Input dword 0 = 0xff80_4000 read as 8_8_8_8_UNORM (42): 0/255, 0x40/255, 0x80/255, 1.0.
  // Output: store_format_xy in 16_16_FLOAT (29) of (1.5, -2.0) = f16 0x3e00, 0xc000; load_format_xyzw of a
  // 32_UINT (20) element gives (x, 0, 0, 1).
  const auto out = run(resource(4, 2, 0, 64, kRaw | 42u << 12) + resource(8, 0, 0, 64, kRaw | 29u << 12) +
                           resource(12, 2, 0, 64, kRaw | 20u << 12) + resource(16, 0, 0, 64, kRaw) +
                           "buffer_load_format_xyzw v[2:5], off, s[4:7], 0\n"
                           "v_mov_b32 v6, 1.5\n"
                           "v_mov_b32 v7, -2.0\n"
                           "buffer_store_format_xy v[6:7], off, s[8:11], 0 offset:32\n"
                           "buffer_load_format_xyzw v[8:11], off, s[12:15], 0 offset:4\n"
                           "s_waitcnt vmcnt(0)\n"
                           "buffer_store_b128 v[2:5], off, s[16:19], 0\n"
                           "buffer_store_b128 v[8:11], off, s[16:19], 0 offset:16\n",
                       {0xff804000u, 77u}, 16);
  CHECK(out[0] == std::bit_cast<std::uint32_t>(0.0f));
  CHECK(out[1] == std::bit_cast<std::uint32_t>(static_cast<float>(64.0 / 255.0)));
  CHECK(out[2] == std::bit_cast<std::uint32_t>(static_cast<float>(128.0 / 255.0)));
  CHECK(out[3] == std::bit_cast<std::uint32_t>(1.0f));
  CHECK(out[4] == 77);
  CHECK(out[5] == 0);
  CHECK(out[6] == 0);
  CHECK(out[7] == 1);
  CHECK(out[8] == 0xc0003e00u);
}

TEST_CASE("buffer_load_lds_b32 writes M0 + 4 x lane; s_buffer_load reads 0 past NUM_RECORDS") {
  const auto out = run(resource(4, 2, 0, 128, kRaw) + resource(8, 0, 0, 256, kRaw) +
                           "v_lshlrev_b32 v1, 2, v0\n"
                           "s_mov_b32 m0, 16\n"
                           "buffer_load_lds_b32 v1, s[4:7], 0 offen\n"
                           "s_waitcnt vmcnt(0)\n"
                           "ds_load_b32 v2, v1 offset:16\n"
                           "s_waitcnt lgkmcnt(0)\n"
                           "buffer_store_b32 v2, v1, s[8:11], 0 offen\n"
                           "s_buffer_load_b64 s[20:21], s[4:7], 0x78\n"  // bytes 120..127: in range
                           "s_buffer_load_b64 s[22:23], s[4:7], 0x7c\n"  // 124..131: the second dword is out
                           "s_waitcnt lgkmcnt(0)\n"
                           "v_mov_b32 v3, 0\n"
                           "v_mov_b32 v4, s20\nv_mov_b32 v5, s21\nv_mov_b32 v6, s22\nv_mov_b32 v7, s23\n"
                           "buffer_store_b128 v[4:7], v3, s[8:11], 0 offen offset:128\n",
                       iota(32, 100), 36, 256);
  for (std::uint32_t lane = 0; lane < 32; ++lane) CHECK(out[lane] == 100 + lane);
  CHECK(out[32] == 130);
  CHECK(out[33] == 131);
  CHECK(out[34] == 131);
  CHECK(out[35] == 0);
}

TEST_CASE("gfx12 VBUFFER on gfx1201: raw and structured loads and stores, an atomic with return, SOFFSET") {
  // Input 100, 101, ...: raw V# s[4:7] of 40 bytes, structured V# s[12:15] of 4 records of 8 bytes; output V# s[8:11]
  // of 512 bytes over 128 dwords, initially 0xdeadbeef.
  const auto out = run(resource(4, 2, 0, 40, kRaw) + resource(12, 2, 8, 4, kStructured) +
                           resource(8, 0, 0, 512, kRaw) +
                           "v_lshlrev_b32 v1, 2, v0\n"
                           "s_mov_b32 s16, 4\n"
                           "v_mov_b32 v5, 1\n"
                           "buffer_load_b32 v2, v1, s[4:7], null offen\n"
                           "buffer_load_b32 v3, v0, s[12:15], null idxen offset:4\n"
                           // dword 96 = SOFFSET 4 + offset 380; every lane adds 1 and gets the old value back
                           "buffer_atomic_add_u32 v5, off, s[8:11], s16 offset:380 th:TH_ATOMIC_RETURN\n"
                           "s_wait_loadcnt 0x0\n"
                           "buffer_store_b32 v2, v1, s[8:11], null offen\n"
                           "buffer_store_b32 v3, v1, s[8:11], null offen offset:128\n"
                           "buffer_store_b32 v5, v1, s[8:11], s16 offen offset:252\n",
                       iota(32, 100), 128, 0, "gfx1201");
  CHECK(out[96] == 0xdeadbeef + 32);
  for (std::uint32_t lane = 0; lane < 32; ++lane) {
    CAPTURE(lane);
    CHECK(out[lane] == (lane < 10 ? 100 + lane : 0));               // raw: past NUM_RECORDS reads 0
    CHECK(out[32 + lane] == (lane < 4 ? 100 + 2 * lane + 1 : 0));   // structured: record lane, second dword
    CHECK(out[64 + lane] == 0xdeadbeef + lane);                      // old values of the add, in lane order
  }
}
