// The cross-lane sweep: every ds_swizzle_b32 mode, every DPP16 control with its row and bank masks, BOUND_CTRL and
// FI, DPP8 with and without FI, v_permlane16/x16_b32 (and gfx12's _var forms) with their FI and BOUND_CTRL bits,
// v_permlane64_b32, ds_bpermute_b32/ds_permute_b32, v_readlane/v_writelane/v_readfirstlane, each checked lane by
// lane against a permutation written here from the ISA text (AMD "RDNA3" and "RDNA4" Instruction Set Architecture
// reference guides: the opcode pseudocode of §16, the DPP controls of §7.7), never from the executor's code: wave32
// and wave64, gfx1100 and gfx1201, the reference interpreter and the translated executor.
//
// Every lane's source value is 0x100 + lane; every destination starts as 0xdd000000 | lane, so a lane an
// instruction must not write shows that value, and a lane that reads an invalid source reads 0.
#include <doctest/doctest.h>

#include <array>
#include <bit>
#include <cstdint>
#include <fmt/format.h>
#include <fmt/ranges.h>
#include <functional>
#include <string>
#include <utility>
#include <vector>

#include "exec_test_support.h"

using namespace wmmasim::test;
namespace sim = wmmasim::sim;

namespace {

std::uint32_t data(int lane) { return 0x100u + static_cast<std::uint32_t>(lane); }
std::uint32_t kept(int lane) { return 0xdd000000u | static_cast<std::uint32_t>(lane); }
bool active(std::uint64_t exec, int lane) { return ((exec >> lane) & 1) != 0; }

// The EXEC of the masked cases: some lanes of every quad, row and half off.
constexpr std::uint64_t kMask = 0x96e3'5b0f'c3a5'7e69ull;

struct Case {
  std::string instruction;  // "{d}" names the destination VGPR; "{all}", "{none}", "{top}" set EXEC (below)
  bool masked = false;      // runs under kMask
  std::function<std::uint32_t(int lane, int wave, std::uint64_t exec)> expected;
  std::string setup = {};   // instructions before it (scalar selectors)
};

std::string exec_write(int wave, std::uint64_t value) {
  std::string s = fmt::format("s_mov_b32 exec_lo, {:#x}\n", static_cast<std::uint32_t>(value));
  if (wave == 64) s += fmt::format("s_mov_b32 exec_hi, {:#x}\n", static_cast<std::uint32_t>(value >> 32));
  return s;
}

std::uint64_t all_lanes(int wave) { return wave == 64 ? ~0ull : 0xffffffffull; }
// The lanes "{top}" leaves active: the top four of the wave.
std::uint64_t top_lanes(int wave) { return all_lanes(wave) & ~(all_lanes(wave) >> 4); }

// The case's instruction for one wave size: the destination named, the EXEC placeholders written out.
std::string instance(std::string text, int wave, int destination) {
  const std::pair<const char*, std::string> fills[] = {{"{d}", fmt::format("v{}", destination)},
                                                       {"{all}", exec_write(wave, all_lanes(wave))},
                                                       {"{none}", exec_write(wave, 0)},
                                                       {"{top}", exec_write(wave, top_lanes(wave))}};
  for (const auto& [key, value] : fills) {
    for (std::size_t at = text.find(key); at != std::string::npos; at = text.find(key)) text.replace(at, std::string(key).size(), value);
  }
  return text;
}

// Runs `cases` (at most 200) as one program per target, wave size and executor, and checks every lane.
void check_cases(const std::vector<Case>& cases, std::vector<int> waves = {32, 64},
                 const std::vector<std::string>& targets = {kTargets[0], kTargets[1]}) {
  REQUIRE(cases.size() <= 200);
  for (const std::string& target : targets) {
    for (const int wave : waves) {
      std::string program = "v_add_nc_u32 v1, 0x100, v0\nv_or_b32 v3, 0xdd000000, v0\n";
      for (std::size_t k = 0; k < cases.size(); ++k) {
        const Case& c = cases[k];
        program += c.setup + fmt::format("v_mov_b32 v{}, v3\n", 10 + k);
        if (c.masked) program += exec_write(wave, kMask);
        program += instance(c.instruction, wave, static_cast<int>(10 + k)) + "\ns_waitcnt lgkmcnt(0)\n";
        if (c.masked) program += exec_write(wave, all_lanes(wave));
      }
      for (const sim::Executor executor : {sim::Executor::Reference, sim::Executor::Translated}) {
        CAPTURE(target);
        CAPTURE(wave);
        CAPTURE(sim::executor_name(executor));
        sim::ExecutionOptions options;
        options.executor = executor;
        const auto results = run_stored_registers(target, program, static_cast<int>(cases.size()),
                                                  static_cast<std::uint32_t>(wave), 0, options, wave);
        for (std::size_t k = 0; k < cases.size(); ++k) {
          const Case& c = cases[k];
          CAPTURE(c.instruction);
          const std::uint64_t exec = c.masked ? kMask & all_lanes(wave) : all_lanes(wave);
          for (int lane = 0; lane < wave; ++lane) {
            CAPTURE(lane);
            CHECK(fmt::format("{:#x}", results[k][static_cast<std::size_t>(lane)]) ==
                  fmt::format("{:#x}", c.expected(lane, wave, exec)));
          }
        }
      }
    }
  }
}

// A gather: an inactive lane keeps its value; an active one reads `source`, or 0 when that lane is inactive and
// inactive lanes are not fetched ("reading from an invalid thread results in 0x0").
std::function<std::uint32_t(int, int, std::uint64_t)> gather(std::function<int(int lane, int wave)> source,
                                                             bool fetch_inactive = false) {
  return [source, fetch_inactive](int lane, int wave, std::uint64_t exec) {
    if (!active(exec, lane)) return kept(lane);
    const int from = source(lane, wave);
    return fetch_inactive || active(exec, from) ? data(from) : 0u;
  };
}

// ---- ds_swizzle_b32: the DS_SWIZZLE_B32 pseudocode of the RDNA3 and RDNA4 guides, transcribed ----
int reverse5(int v) {
  int r = 0;
  for (int bit = 0; bit < 5; ++bit) {
    if ((v & (1 << bit)) != 0) r |= 1 << (4 - bit);
  }
  return r;
}
int swizzle_pseudocode(std::uint32_t offset, int i) {
  int j = 0;
  if (offset >= 0xe000) {  // FFT decomposition
    const int mask = static_cast<int>(offset & 0x1f);
    j = reverse5(i & 0x1f);
    j = j >> std::popcount(static_cast<unsigned>(mask));
    j |= i & mask;
  } else if (offset >= 0xc000) {  // rotate; the 5-bit lane index wraps (the guides' examples: lane 31 reads lane 0)
    int rotate = static_cast<int>((offset >> 5) & 0x1f);
    const int mask = static_cast<int>(offset & 0x1f);
    if ((offset & 0x400) != 0) rotate = -rotate;
    j = (i & mask) | ((i + rotate) & ~mask & 0x1f);
  } else if ((offset & 0x8000) != 0) {  // full data sharing within 4 consecutive threads
    j = (i & 0x1c) + static_cast<int>((offset >> (2 * (i & 3))) & 3);
  } else {  // limited data sharing within 32 consecutive threads
    const int and_mask = static_cast<int>(offset & 0x1f);
    const int or_mask = static_cast<int>((offset >> 5) & 0x1f);
    const int xor_mask = static_cast<int>((offset >> 10) & 0x1f);
    j = (((i & 0x1f) & and_mask) | or_mask) ^ xor_mask;
  }
  return j | (i & 0x20);  // which group of 32
}

Case swizzle(std::uint32_t offset, bool masked, std::function<int(int, int)> source) {
  return {fmt::format("ds_swizzle_b32 {{d}}, v1 offset:{:#x}", offset), masked, gather(std::move(source))};
}
Case swizzle(std::uint32_t offset, bool masked) {
  return swizzle(offset, masked, [offset](int lane, int) { return swizzle_pseudocode(offset, lane); });
}

// The guides' worked examples, input {1, 2, ... 0x20} (lane i holds i + 1): the value each lane of a 32-lane group
// ends with. The rotate examples are the RDNA3.5 and RDNA4 guides'; the RDNA3 guide prints other values for
// mask 1, which its own pseudocode does not give (docs/execution.md).
struct Example {
  std::uint32_t offset;
  std::array<int, 32> values;
};
const Example kExamples[] = {
    {0xe000, {0x1, 0x11, 0x9, 0x19, 0x5, 0x15, 0xd, 0x1d, 0x3, 0x13, 0xb, 0x1b, 0x7, 0x17, 0xf, 0x1f,
              0x2, 0x12, 0xa, 0x1a, 0x6, 0x16, 0xe, 0x1e, 0x4, 0x14, 0xc, 0x1c, 0x8, 0x18, 0x10, 0x20}},  // FFT 0x00
    {0xe010, {0x1, 0x9, 0x5, 0xd, 0x3, 0xb, 0x7, 0xf, 0x2, 0xa, 0x6, 0xe, 0x4, 0xc, 0x8, 0x10,
              0x11, 0x19, 0x15, 0x1d, 0x13, 0x1b, 0x17, 0x1f, 0x12, 0x1a, 0x16, 0x1e, 0x14, 0x1c, 0x18, 0x20}},  // FFT 0x10
    {0xc020, {0x2, 0x3, 0x4, 0x5, 0x6, 0x7, 0x8, 0x9, 0xa, 0xb, 0xc, 0xd, 0xe, 0xf, 0x10, 0x11,
              0x12, 0x13, 0x14, 0x15, 0x16, 0x17, 0x18, 0x19, 0x1a, 0x1b, 0x1c, 0x1d, 0x1e, 0x1f, 0x20, 0x1}},  // left 1
    {0xc420, {0x20, 0x1, 0x2, 0x3, 0x4, 0x5, 0x6, 0x7, 0x8, 0x9, 0xa, 0xb, 0xc, 0xd, 0xe, 0xf,
              0x10, 0x11, 0x12, 0x13, 0x14, 0x15, 0x16, 0x17, 0x18, 0x19, 0x1a, 0x1b, 0x1c, 0x1d, 0x1e, 0x1f}},  // right 1
    {0xc021, {0x1, 0x4, 0x3, 0x6, 0x5, 0x8, 0x7, 0xa, 0x9, 0xc, 0xb, 0xe, 0xd, 0x10, 0xf, 0x12,
              0x11, 0x14, 0x13, 0x16, 0x15, 0x18, 0x17, 0x1a, 0x19, 0x1c, 0x1b, 0x1e, 0x1d, 0x20, 0x1f, 0x2}},  // left 1, mask 1
    {0xc421, {0x1f, 0x2, 0x1, 0x4, 0x3, 0x6, 0x5, 0x8, 0x7, 0xa, 0x9, 0xc, 0xb, 0xe, 0xd, 0x10,
              0xf, 0x12, 0x11, 0x14, 0x13, 0x16, 0x15, 0x18, 0x17, 0x1a, 0x19, 0x1c, 0x1b, 0x1e, 0x1d, 0x20}},  // right 1, mask 1
};

// ---- DPP16 (RDNA3/RDNA4 ISA §7.7, DPP_CTRL): the lane of its row of 16 that lane r of the row reads; -1 when the
// source is outside the row ----
struct Dpp16Control {
  std::string syntax;
  std::function<int(int r)> source;
};
std::vector<Dpp16Control> dpp16_controls() {
  std::vector<Dpp16Control> controls = {
      {"quad_perm:[3,2,1,0]", [](int r) { return (r & ~3) + 3 - (r & 3); }},
      {"quad_perm:[1,1,0,2]", [](int r) { return (r & ~3) + std::array{1, 1, 0, 2}[r & 3]; }},
      {"quad_perm:[0,1,2,3]", [](int r) { return r; }},
      {"row_mirror", [](int r) { return 15 - r; }},
      {"row_half_mirror", [](int r) { return (r < 8 ? 7 : 23) - r; }},
  };
  for (const int n : {1, 4, 15}) {
    controls.push_back({fmt::format("row_shl:{}", n), [n](int r) { return r + n < 16 ? r + n : -1; }});  // lane r reads r + n
    controls.push_back({fmt::format("row_shr:{}", n), [n](int r) { return r - n >= 0 ? r - n : -1; }});  // lane r reads r - n
    controls.push_back({fmt::format("row_ror:{}", n), [n](int r) { return (r + 16 - n) % 16; }});        // rotated right
    controls.push_back({fmt::format("row_share:{}", n), [n](int) { return n; }});                        // lane n to all
    controls.push_back({fmt::format("row_xmask:{}", n), [n](int r) { return r ^ n; }});
  }
  return controls;
}

// PlainBound: every lane active and BOUND_CTRL set, so every lane is written (a row shift's lanes past the row
// read 0), as compilers emit a scan's row_shr.
enum class Dpp16Variant { Plain, PlainBound, Masked, MaskedBound, MaskedFetch, RowBankMasks };

Case dpp16(const Dpp16Control& control, Dpp16Variant variant) {
  const bool masked = variant == Dpp16Variant::Masked || variant == Dpp16Variant::MaskedBound ||
                      variant == Dpp16Variant::MaskedFetch;
  const bool bound = variant == Dpp16Variant::MaskedBound || variant == Dpp16Variant::PlainBound;
  const bool fetch = variant == Dpp16Variant::MaskedFetch;
  const unsigned row_mask = variant == Dpp16Variant::RowBankMasks ? 0x5 : 0xf;
  const unsigned bank_mask = variant == Dpp16Variant::RowBankMasks ? 0x9 : 0xf;
  std::string text = fmt::format("v_mov_b32_dpp {{d}}, v1 {} row_mask:{:#x} bank_mask:{:#x}", control.syntax, row_mask,
                                 bank_mask);
  if (bound) text += " bound_ctrl:1";
  if (fetch) text += " fi:1";
  auto source = control.source;
  return {text, masked, [=](int lane, int, std::uint64_t exec) {
            if (!active(exec, lane)) return kept(lane);
            // A row or bank the masks disable is not written.
            if (((row_mask >> (lane / 16)) & 1) == 0 || ((bank_mask >> ((lane % 16) / 4)) & 1) == 0) return kept(lane);
            const int r = source(lane % 16);
            const int from = lane - lane % 16 + r;
            const bool valid = r >= 0 && (fetch || active(exec, from));
            if (valid) return data(from);
            return bound ? 0u : kept(lane);  // BOUND_CTRL: an invalid source reads 0, else the lane is not written
          }};
}

// ---- DPP8: lane i of each group of 8 reads lane sel[i]; an inactive source reads 0 unless FI ----
Case dpp8(std::array<int, 8> sel, bool masked, bool fetch) {
  std::string text = fmt::format("v_mov_b32_dpp {{d}}, v1 dpp8:[{}]{}", fmt::join(sel, ","), fetch ? " fi:1" : "");
  return {text, masked, gather([sel](int lane, int) { return (lane & ~7) + sel[static_cast<std::size_t>(lane & 7)]; }, fetch)};
}

// ---- v_permlane16_b32 / v_permlanex16_b32 (RDNA3 ISA V_PERMLANE16_B32): lane i of row r reads nibble i of
// {S2, S1} from row r (x16: the other row of its 32-lane half); OP_SEL[0] is DPP's FI, OP_SEL[1] its BOUND_CTRL ----
enum class PermlaneBits { None, Fetch, Bound };
Case permlane16(bool cross, std::uint32_t sel_lo, std::uint32_t sel_hi, bool masked, PermlaneBits bits) {
  const char* op_sel = bits == PermlaneBits::Fetch ? " op_sel:[1,0]" : bits == PermlaneBits::Bound ? " op_sel:[0,1]" : "";
  Case c;
  c.setup = fmt::format("s_mov_b32 s4, {:#x}\ns_mov_b32 s5, {:#x}\n", sel_lo, sel_hi);
  c.instruction = fmt::format("{} {{d}}, v1, s4, s5{}", cross ? "v_permlanex16_b32" : "v_permlane16_b32", op_sel);
  c.masked = masked;
  const std::uint64_t select = sel_lo | std::uint64_t{sel_hi} << 32;
  c.expected = [=](int lane, int, std::uint64_t exec) {
    if (!active(exec, lane)) return kept(lane);
    const int row = lane / 16;
    const int from = (cross ? row ^ 1 : row) * 16 + static_cast<int>((select >> (4 * (lane % 16))) & 0xf);
    if (bits == PermlaneBits::Fetch || active(exec, from)) return data(from);
    return bits == PermlaneBits::Bound ? 0u : kept(lane);
  };
  return c;
}

}  // namespace

TEST_CASE("ds_swizzle_b32: the guides' worked examples of FFT and rotate") {
  std::vector<Case> cases;
  for (const Example& e : kExamples) {
    const auto values = e.values;
    cases.push_back(swizzle(e.offset, false, [values](int lane, int) {
      return (lane & 0x20) + values[static_cast<std::size_t>(lane & 31)] - 1;
    }));
  }
  cases.push_back(swizzle(0xe01f, false, [](int lane, int) { return lane; }));  // "0x1f: No swizzle"
  check_cases(cases);
}

TEST_CASE("ds_swizzle_b32: every mode against the pseudocode, and rocWMMA's group rotations") {
  std::vector<Case> cases;
  // quad-permute (bits [13:8] ignored), bit-mask (swaps, reverses, broadcasts, a mixed one).
  for (const std::uint32_t offset : {0x801bu, 0x8000u, 0x80ffu, 0x8039u, 0x80e4u, 0xbf1bu, 0x041fu, 0x401fu, 0x7c1fu,
                                     0x001fu, 0x00a0u, 0x0070u, 0x2455u, 0x0000u, 0x7fffu}) {
    cases.push_back(swizzle(offset, false));
  }
  // rotate: both directions, amounts 0..31, lane masks that keep groups of 32/16/8/4/2/1 and odd ones; bits
  // [12:11] ignored.
  for (const std::uint32_t dir : {0u, 1u}) {
    for (const std::uint32_t amount : {0u, 1u, 3u, 16u, 31u}) {
      for (const std::uint32_t mask : {0x00u, 0x10u, 0x18u, 0x1cu, 0x1eu, 0x1fu, 0x01u, 0x05u}) {
        cases.push_back(swizzle(0xc000u | dir << 10 | amount << 5 | mask, false));
      }
    }
  }
  cases.push_back(swizzle(0xd820, false));  // = 0xc020
  // FFT: every popcount of the mask; bits [12:5] ignored.
  for (const std::uint32_t mask : {0x00u, 0x10u, 0x1fu, 0x01u, 0x03u, 0x0fu, 0x15u, 0x08u, 0x1eu}) {
    cases.push_back(swizzle(0xe000u | mask, false));
  }
  cases.push_back(swizzle(0xfff0, false));  // = 0xe010
  check_cases(cases);

  // rocWMMA's rotate (swizzle_impl.hpp: offset 0xc000 | dir << 10 | distance << 5 | (32 - group size)): in each
  // group of g lanes, lane p reads lane p + d (left, towards lane 0) or p - d (right), modulo g.
  std::vector<Case> groups;
  for (const int g : {32, 16, 8, 4, 2}) {
    for (const int d : {1, 3, 5}) {
      for (const int right : {0, 1}) {
        const std::uint32_t offset = 0xc000u | static_cast<std::uint32_t>(right << 10 | d << 5 | ((32 - g) & 31));
        groups.push_back(swizzle(offset, false, [=](int lane, int) {
          const int p = lane % g;
          return lane - p + (right != 0 ? (p - d % g + g) % g : (p + d) % g);
        }));
      }
    }
  }
  check_cases(groups);
}

TEST_CASE("ds_swizzle_b32: inactive lanes are not written, an inactive source reads 0") {
  std::vector<Case> cases;
  for (const std::uint32_t offset : {0x801bu, 0x041fu, 0x00a0u, 0xc020u, 0xc430u, 0xc07cu, 0xe000u, 0xe015u}) {
    cases.push_back(swizzle(offset, true));
  }
  check_cases(cases);
}

TEST_CASE("DPP16: every control with row and bank masks, BOUND_CTRL and FI") {
  std::vector<Case> cases;
  for (const Dpp16Control& control : dpp16_controls()) {
    for (const Dpp16Variant variant : {Dpp16Variant::Plain, Dpp16Variant::PlainBound, Dpp16Variant::Masked,
                                       Dpp16Variant::MaskedBound, Dpp16Variant::MaskedFetch,
                                       Dpp16Variant::RowBankMasks}) {
      cases.push_back(dpp16(control, variant));
    }
  }
  check_cases(cases);
}

TEST_CASE("DPP8 with and without FI") {
  std::vector<Case> cases;
  for (const std::array<int, 8> sel : {std::array{7, 6, 5, 4, 3, 2, 1, 0}, std::array{1, 0, 3, 2, 5, 4, 7, 6},
                                       std::array{0, 0, 0, 0, 7, 7, 7, 7}, std::array{3, 1, 4, 1, 5, 2, 6, 5}}) {
    cases.push_back(dpp8(sel, false, false));
    cases.push_back(dpp8(sel, true, false));
    cases.push_back(dpp8(sel, true, true));
  }
  check_cases(cases);
}

TEST_CASE("v_permlane16_b32 / v_permlanex16_b32 with FI and BOUND_CTRL") {
  std::vector<Case> cases;
  // The guide's example (a rotation within each row), a reversal, a broadcast, a mixed selector.
  const std::pair<std::uint32_t, std::uint32_t> selectors[] = {
      {0x87654321u, 0x0fedcba9u}, {0x89abcdefu, 0x01234567u}, {0u, 0u}, {0x3f2e1d0cu, 0xb7a69584u}};
  for (const bool cross : {false, true}) {
    for (const auto& [lo, hi] : selectors) {
      cases.push_back(permlane16(cross, lo, hi, false, PermlaneBits::None));
      cases.push_back(permlane16(cross, lo, hi, true, PermlaneBits::None));
      cases.push_back(permlane16(cross, lo, hi, true, PermlaneBits::Fetch));
      cases.push_back(permlane16(cross, lo, hi, true, PermlaneBits::Bound));
    }
  }
  check_cases(cases);
}

TEST_CASE("gfx12 v_permlane16_var_b32 / v_permlanex16_var_b32: the selector's low 4 bits of each lane") {
  // RDNA4 ISA V_PERMLANE16_VAR_B32: lane i reads lane S1[i][3:0] of its row (x16: of the other row of its half).
  std::vector<Case> cases;
  for (const bool cross : {false, true}) {
    for (const char* op_sel : {"", " op_sel:[1,0]", " op_sel:[0,1]"}) {
      for (const bool masked : {false, true}) {
        Case c;
        c.setup = "v_mad_u32_u24 v2, v0, 7, 3\n";  // 7 x lane + 3: bits above [3:0] set too
        c.instruction = fmt::format("{} {{d}}, v1, v2{}", cross ? "v_permlanex16_var_b32" : "v_permlane16_var_b32", op_sel);
        c.masked = masked;
        const bool fetch = std::string(op_sel) == " op_sel:[1,0]";
        const bool bound = std::string(op_sel) == " op_sel:[0,1]";
        c.expected = [=](int lane, int, std::uint64_t exec) {
          if (!active(exec, lane)) return kept(lane);
          const int row = lane / 16;
          const int from = (cross ? row ^ 1 : row) * 16 + (lane * 7 + 3) % 16;
          if (fetch || active(exec, from)) return data(from);
          return bound ? 0u : kept(lane);
        };
        cases.push_back(c);
      }
    }
  }
  check_cases(cases, {32, 64}, {"gfx1201"});
}

TEST_CASE("v_permlane64_b32: the halves of a wave64 swap, inactive lanes read; a no-op in wave32") {
  // RDNA3 ISA V_PERMLANE64_B32: tmp is every lane's S0; an active lane i writes tmp[i ^ 32]. Wave32: no writes.
  std::vector<Case> cases;
  for (const bool masked : {false, true}) {
    cases.push_back({"v_permlane64_b32 {d}, v1", masked, [](int lane, int wave, std::uint64_t exec) {
                       if (wave == 32 || !active(exec, lane)) return kept(lane);
                       return data(lane ^ 32);
                     }});
  }
  check_cases(cases);
}

TEST_CASE("ds_bpermute_b32 / ds_permute_b32: addresses / 4 modulo the wave size, EXEC on both sides") {
  // RDNA4 ISA DS_BPERMUTE_B32: lane i reads lane ((addr[i] + offset) / 4) % lanes if that lane is active, else 0.
  // DS_PERMUTE_B32: an active lane i writes its data to that lane; the highest such source wins; an active lane
  // no source writes gets 0. The address is 4 x (5 x lane + 3) + 0x1000 (high bits ignored), plus offset.
  std::vector<Case> cases;
  for (const std::uint32_t offset : {0u, 8u, 0x104u}) {
    for (const bool masked : {false, true}) {
      auto target_lane = [offset](int lane, int wave) {
        return static_cast<int>(((4u * (5u * static_cast<unsigned>(lane) + 3u) + 0x1000u + offset) / 4u) %
                                static_cast<unsigned>(wave));
      };
      Case b;
      b.setup = "v_mad_u32_u24 v2, v0, 5, 3\nv_lshlrev_b32 v2, 2, v2\nv_add_nc_u32 v2, 0x1000, v2\n";
      b.instruction = fmt::format("ds_bpermute_b32 {{d}}, v2, v1 offset:{}", offset);
      b.masked = masked;
      b.expected = gather(target_lane);
      cases.push_back(b);
      Case p = b;
      p.instruction = fmt::format("ds_permute_b32 {{d}}, v2, v1 offset:{}", offset);
      p.expected = [target_lane](int lane, int wave, std::uint64_t exec) {
        if (!active(exec, lane)) return kept(lane);
        std::uint32_t value = 0;
        for (int source = 0; source < wave; ++source) {
          if (active(exec, source) && target_lane(source, wave) == lane) value = data(source);
        }
        return value;
      };
      cases.push_back(p);
    }
  }
  // A many-to-one permute: every lane writes lane 5; the highest active source wins.
  Case all_to_one;
  all_to_one.setup = "v_mov_b32 v2, 20\n";
  all_to_one.instruction = "ds_permute_b32 {d}, v2, v1";
  all_to_one.masked = true;
  all_to_one.expected = [](int lane, int wave, std::uint64_t exec) {
    if (!active(exec, lane)) return kept(lane);
    if (lane != 5) return 0u;
    return data(63 - std::countl_zero(exec & all_lanes(wave)));
  };
  cases.push_back(all_to_one);
  check_cases(cases);
}

TEST_CASE("v_readlane_b32, v_writelane_b32, v_readfirstlane_b32") {
  // RDNA3 ISA: V_READLANE_B32 reads lane S1[4:0] (wave32) / S1[5:0] (wave64) into an SGPR whatever EXEC says;
  // V_WRITELANE_B32 writes lane S1[4:0]/[5:0] whatever EXEC says; V_READFIRSTLANE_B32 reads the lowest active lane
  // (lane 0 when EXEC is 0). The SGPR results are broadcast back with v_mov_b32.
  std::vector<Case> cases;
  for (const int select : {0, 5, 31, 37, 63, 0x45}) {
    Case r;
    r.masked = true;
    // A lane select past an inline constant's range comes from an SGPR (VOP3 takes no literal here).
    const std::string lane_select = select > 64 ? "s9" : std::to_string(select);
    r.setup = fmt::format("s_mov_b32 s9, {}\n", select);
    r.instruction = fmt::format("v_readlane_b32 s6, v1, {}\n{{all}}v_mov_b32 {{d}}, s6", lane_select);
    r.expected = [select](int, int wave, std::uint64_t) { return data(select & (wave - 1)); };
    cases.push_back(r);
    Case w;
    w.masked = true;
    w.setup = fmt::format("s_mov_b32 s7, 0x5eed\ns_mov_b32 s9, {}\n", select);
    w.instruction = fmt::format("v_writelane_b32 {{d}}, s7, {}", lane_select);
    w.expected = [select](int lane, int wave, std::uint64_t) { return lane == (select & (wave - 1)) ? 0x5eedu : kept(lane); };
    cases.push_back(w);
  }
  Case first;
  first.instruction = "{top}v_readfirstlane_b32 s6, v1\n{all}v_mov_b32 {d}, s6";
  first.expected = [](int, int wave, std::uint64_t) { return data(std::countr_zero(top_lanes(wave))); };
  cases.push_back(first);
  Case none;
  none.instruction = "{none}v_readfirstlane_b32 s6, v1\n{all}v_mov_b32 {d}, s6";
  none.expected = [](int, int, std::uint64_t) { return data(0); };
  cases.push_back(none);
  check_cases(cases);
}
