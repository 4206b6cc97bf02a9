// gfx12 global_load_tr_b128 / _b64 against docs/reference/layouts.md rows 22 and 23, the EXEC rule of
// [ISA4] §11.6.2 (all ones, or zero = no-op), and faults that leave the registers untouched.
#include <doctest/doctest.h>

#include <algorithm>
#include <string>
#include <cstdint>
#include <vector>

#include "wmmasim/state/errors.h"
#include "wmmasim/state/memory.h"
#include "wmmasim/matrix/wave.h"

using namespace wmmasim::sim;

namespace {

// Lane L's run holds distinct elements: 16-bit (L * 8 + x + 0x100) for B128, byte (L * 8 + x) for B64.
std::vector<std::uint64_t> fill_runs(Wave& wave, int element_bytes) {
  const int run_bytes = 8 * element_bytes;
  const std::uint64_t base = wave.memory().allocate("M", 32 * run_bytes);
  std::vector<std::uint64_t> addresses(wave.wave_size(), 0);
  for (int lane = 0; lane < 32; ++lane) {
    addresses[lane] = base + lane * run_bytes;
    for (int x = 0; x < 8; ++x) {
      if (element_bytes == 2) {
        wave.memory().store<std::uint16_t>(addresses[lane] + 2 * x, static_cast<std::uint16_t>(lane * 8 + x + 0x100));
      } else {
        wave.memory().store<std::uint8_t>(addresses[lane] + x, static_cast<std::uint8_t>(lane * 8 + x));
      }
    }
  }
  return addresses;
}

std::uint32_t element_in(const Wave& wave, int vdst, int lane, int vgpr, int bit_lo, int bits) {
  return (wave.vgpr(vdst + vgpr, lane) >> bit_lo) & ((1u << bits) - 1);
}

}  // namespace

TEST_CASE("global_load_tr_b128 wave32: an 8x8 transpose inside each group of 8 lanes (layouts.md row 22)") {
  Wave wave("gfx1201");
  const auto addresses = fill_runs(wave, 2);
  wave.global_load_tr("global_load_tr_b128", 40, addresses);
  for (int lane = 0; lane < 32; ++lane) {
    for (int e = 0; e < 8; ++e) {
      // res(L, e) = R(8*(L/8) + e)[L % 8]; element e -> v = e/2, half e%2
      const int source_lane = 8 * (lane / 8) + e;
      const std::uint32_t expected = source_lane * 8 + lane % 8 + 0x100;
      CHECK(element_in(wave, 40, lane, e / 2, 16 * (e % 2), 16) == expected);
    }
  }
}

TEST_CASE("global_load_tr_b64 wave32: the measured byte transpose (layouts.md row 23)") {
  Wave wave("gfx1201");
  const auto addresses = fill_runs(wave, 1);
  wave.global_load_tr("global_load_tr_b64", 40, addresses);
  for (int lane = 0; lane < 32; ++lane) {
    for (int s = 0; s < 8; ++s) {
      // res(L, s) = R(16*(L/16) + 8*(s/4) + 4*((L/8)%2) + (s%4))[L%8]; slot s -> v = s/4, byte s%4
      const int source_lane = 16 * (lane / 16) + 8 * (s / 4) + 4 * ((lane / 8) % 2) + (s % 4);
      const std::uint32_t expected = (source_lane * 8 + lane % 8) & 0xff;
      CHECK(element_in(wave, 40, lane, s / 4, 8 * (s % 4), 8) == expected);
    }
  }
}

TEST_CASE("global_load_tr wave64 uses the addresses of lanes 0-31 only and delivers every element once") {
  for (const char* mnemonic : {"global_load_tr_b128", "global_load_tr_b64"}) {
    CAPTURE(mnemonic);
    const int element_bytes = mnemonic == std::string("global_load_tr_b128") ? 2 : 1;
    Wave wave("gfx1201", 64);
    const auto addresses = fill_runs(wave, element_bytes);  // lanes 32..63 get address 0: never read
    wave.global_load_tr(mnemonic, 40, addresses);
    std::vector<std::uint32_t> delivered;
    const int vgprs = element_bytes == 2 ? 2 : 1;
    for (int v = 0; v < vgprs; ++v) {
      for (int lane = 0; lane < 64; ++lane) {
        for (int bit = 0; bit < 32; bit += 8 * element_bytes) delivered.push_back(element_in(wave, 40, lane, v, bit, 8 * element_bytes));
      }
    }
    std::vector<std::uint32_t> expected;
    for (int lane = 0; lane < 32; ++lane) {
      for (int x = 0; x < 8; ++x) expected.push_back(element_bytes == 2 ? lane * 8 + x + 0x100 : (lane * 8 + x) & 0xff);
    }
    std::ranges::sort(delivered);
    std::ranges::sort(expected);
    CHECK(delivered == expected);
  }
}

TEST_CASE("global_load_tr: EXEC zero is a no-op, a partial EXEC is a fault; faults leave registers unchanged") {
  Wave wave("gfx1201");
  const auto addresses = fill_runs(wave, 2);
  for (int lane = 0; lane < 32; ++lane) wave.set_vgpr(40, lane, 0x5a5a5a5a);

  wave.state().exec = 0;
  const std::vector<std::uint64_t> nowhere(32, 0);
  CHECK_NOTHROW(wave.global_load_tr("global_load_tr_b128", 40, nowhere));  // no memory is touched
  CHECK(wave.vgpr(40, 7) == 0x5a5a5a5a);

  wave.state().exec = 0xfffffffe;
  CHECK_THROWS_AS(wave.global_load_tr("global_load_tr_b128", 40, addresses), KernelFault);
  CHECK(wave.vgpr(40, 7) == 0x5a5a5a5a);

  wave.state().exec = 0xffffffff;
  auto bad = addresses;
  bad[31] = addresses[0] + 4096 - 8;  // the last run straddles the end of M's page (the page is mapped, the next not)
  CHECK_THROWS_AS(wave.global_load_tr("global_load_tr_b128", 40, bad), MemoryFault);
  CHECK(wave.vgpr(40, 7) == 0x5a5a5a5a);

  CHECK_THROWS_AS(wave.global_load_tr("global_load_tr_b128", 254, addresses), std::out_of_range);
  CHECK_THROWS_AS(wave.global_load_tr("global_load_tr_b128", 40, std::vector<std::uint64_t>(16, 0)), std::invalid_argument);
  CHECK_THROWS_AS(wave.global_load_tr("global_load_tr_b32", 40, addresses), std::invalid_argument);
}
