// Matrix-instruction details beyond the plain product: raw register placement against the tables of
// docs/reference/layouts.md, NEG/NEG_HI, {ABS, NEG} on C, OPSEL half preservation, inline-constant C,
// gfx11 A/B replicas, special values, and the errors a misuse produces.
#include <doctest/doctest.h>

#include <bit>
#include <cmath>
#include <random>
#include <string>

#include "matrix_test_support.h"
#include "support.h"
#include "wmmasim/state/errors.h"
#include "wmmasim/numerics/formats.h"
#include "wmmasim/matrix/wave.h"

using namespace wmmasim;
using namespace wmmasim::sim;
using wmmasim::layouts::MatrixOperand;
using wmmasim::test::contains;
using wmmasim::test::message_of;

namespace {

// Small integers: every product and sum below is exact in f16/f32, so D is known exactly under `exact`. (Not
// under gfx11-dot2: its opposite-sign terms subtract one grid unit even when nothing is truncated.)
Eigen::MatrixXd small_integers(int rows, int cols, std::mt19937& rng) {
  std::uniform_int_distribution<int> value(-4, 4);
  return Eigen::MatrixXd::NullaryExpr(rows, cols, [&] { return static_cast<double>(value(rng)); });
}

std::uint32_t f32_bits(double value) { return std::bit_cast<std::uint32_t>(static_cast<float>(value)); }
std::uint16_t f16_bits(double value) { return encode_f16(static_cast<float>(value)); }


void set_half(Wave& wave, int reg, int lane, int half, std::uint16_t value) {
  std::uint32_t word = wave.vgpr(reg, lane);
  word = half == 0 ? (word & 0xffff0000u) | value : (word & 0x0000ffffu) | (static_cast<std::uint32_t>(value) << 16);
  wave.set_vgpr(reg, lane, word);
}
std::uint16_t get_half(const Wave& wave, int reg, int lane, int half) {
  return static_cast<std::uint16_t>(wave.vgpr(reg, lane) >> (16 * half));
}

constexpr const char* kF32F16 = "v_wmma_f32_16x16x16_f16";
constexpr const char* kF16F16 = "v_wmma_f16_16x16x16_f16";

}  // namespace

// ---- raw placement against the reference tables (independent of layouts/) ----

TEST_CASE("gfx11 wave32 f32 <- f16: registers placed per layouts.md rows 1, 2 and 5") {
  std::mt19937 rng(1);
  const Eigen::MatrixXd a = small_integers(16, 16, rng), b = small_integers(16, 16, rng), c = small_integers(16, 16, rng);
  Wave wave("gfx1100", 32, NumericsModel::Exact);
  for (int i = 0; i < 16; ++i) {
    for (int k = 0; k < 16; ++k) {
      for (int lane : {i, i + 16}) set_half(wave, 0 + k / 2, lane, k % 2, f16_bits(a(i, k)));  // row 1
      for (int lane : {i, i + 16}) set_half(wave, 8 + k / 2, lane, k % 2, f16_bits(b(k, i)));  // row 2 (j = i)
    }
  }
  for (int i = 0; i < 16; ++i) {
    for (int j = 0; j < 16; ++j) wave.set_vgpr(16 + i / 2, j + 16 * (i % 2), f32_bits(c(i, j)));  // row 5
  }
  wave.run(kF32F16, MatrixOperands::wmma(24, 0, 8, 16));
  const Eigen::MatrixXd expected = a * b + c;
  for (int i = 0; i < 16; ++i) {
    for (int j = 0; j < 16; ++j) CHECK(wave.vgpr(24 + i / 2, j + 16 * (i % 2)) == f32_bits(expected(i, j)));
  }
}

TEST_CASE("gfx12 wave32 f32 <- f16 and f16 <- f16: registers placed per layouts.md rows 9, 10, 14 and 15") {
  std::mt19937 rng(2);
  const Eigen::MatrixXd a = small_integers(16, 16, rng), b = small_integers(16, 16, rng), c = small_integers(16, 16, rng);
  Wave wave("gfx1201", 32, NumericsModel::Exact);
  for (int x = 0; x < 16; ++x) {
    for (int k = 0; k < 16; ++k) {
      const int lane = x + 16 * ((k / 4) % 2);  // rows 9/10: "runs of four"
      const int vgpr = 2 * (k / 8) + (k / 2) % 2;
      set_half(wave, 0 + vgpr, lane, k % 2, f16_bits(a(x, k)));
      set_half(wave, 4 + vgpr, lane, k % 2, f16_bits(b(k, x)));
    }
  }
  for (int i = 0; i < 16; ++i) {
    for (int j = 0; j < 16; ++j) {
      wave.set_vgpr(8 + i % 8, j + 16 * (i / 8), f32_bits(c(i, j)));              // row 14
      set_half(wave, 16 + (i % 8) / 2, j + 16 * (i / 8), i % 2, f16_bits(c(i, j)));  // row 15
    }
  }
  wave.run(kF32F16, MatrixOperands::wmma(24, 0, 4, 8));
  wave.run(kF16F16, MatrixOperands::wmma(32, 0, 4, 16));
  const Eigen::MatrixXd expected = a * b + c;
  for (int i = 0; i < 16; ++i) {
    for (int j = 0; j < 16; ++j) {
      CHECK(wave.vgpr(24 + i % 8, j + 16 * (i / 8)) == f32_bits(expected(i, j)));
      CHECK(get_half(wave, 32 + (i % 8) / 2, j + 16 * (i / 8), i % 2) == f16_bits(expected(i, j)));
    }
  }
}

// ---- NEG / NEG_HI / ABS ----

TEST_CASE("NEG and NEG_HI negate the low / high 16-bit halves of A and B; C takes {ABS, NEG}") {
  std::mt19937 rng(3);
  for (const char* target : {"gfx1100", "gfx1201"}) {
    for (int wave_size : {32, 64}) {
      CAPTURE(target);
      CAPTURE(wave_size);
      const Eigen::MatrixXd a = small_integers(16, 16, rng), b = small_integers(16, 16, rng), c = small_integers(16, 16, rng);
      // In every 16-bit A/B layout element k sits in half k % 2 (layouts.md rows 1, 2, 9, 10, 16).
      const auto negate_k = [](const Eigen::MatrixXd& m, bool k_is_column, int parity) {
        Eigen::MatrixXd out = m;
        for (int k = parity; k < 16; k += 2) {
          if (k_is_column) out.col(k) *= -1; else out.row(k) *= -1;
        }
        return out;
      };
      struct Case {
        std::uint8_t neg, neg_hi;
        Eigen::MatrixXd expected;
      };
      const Case cases[] = {
          {1, 0, negate_k(a, true, 0) * b + c},
          {0, 1, negate_k(a, true, 1) * b + c},
          {3, 3, a * b + c},                   // -A * -B
          {2, 2, -(a * b) + c},
          {2, 0, a * negate_k(b, false, 0) + c},
          {4, 0, a * b - c},                   // NEG C
          {0, 4, a * b + c.cwiseAbs()},        // ABS C
          {4, 4, a * b - c.cwiseAbs()},        // ABS first, then NEG
      };
      for (const Case& test : cases) {
        CAPTURE(int(test.neg));
        CAPTURE(int(test.neg_hi));
        Wave wave(target, wave_size, NumericsModel::Exact);
        wave.load(kF32F16, MatrixOperand::A, 0, a);
        wave.load(kF32F16, MatrixOperand::B, 8, b);
        wave.load(kF32F16, MatrixOperand::C, 16, c);
        MatrixOperands operands = MatrixOperands::wmma(24, 0, 8, 16);
        operands.neg = test.neg;
        operands.neg_hi = test.neg_hi;
        wave.run(kF32F16, operands);
        CHECK(wave.read(kF32F16, MatrixOperand::D, 24) == test.expected);
      }
    }
  }
}

// ---- gfx11 16-bit accumulators: OPSEL half, the other half preserved ----

TEST_CASE("gfx11 f16/bf16 accumulators: OPSEL[2] picks the half of C and D, the other half of D is preserved") {
  std::mt19937 rng(4);
  for (const char* mnemonic : {"v_wmma_f16_16x16x16_f16", "v_wmma_bf16_16x16x16_bf16"}) {
    for (int wave_size : {32, 64}) {
      for (int opsel : {0, 4}) {
        CAPTURE(mnemonic);
        CAPTURE(wave_size);
        CAPTURE(opsel);
        const Eigen::MatrixXd a = small_integers(16, 16, rng), b = small_integers(16, 16, rng),
                              c = small_integers(16, 16, rng), junk = small_integers(16, 16, rng);
        Wave wave("gfx1100", wave_size, NumericsModel::Exact);
        const int vgprs = wave.layout(mnemonic, MatrixOperand::D).vgprs();
        for (int r = 0; r < vgprs; ++r) {
          for (int lane = 0; lane < wave_size; ++lane) wave.set_vgpr(24 + r, lane, 0xabcdabcdu);  // D's old contents
        }
        wave.load(mnemonic, MatrixOperand::A, 0, a);
        wave.load(mnemonic, MatrixOperand::B, 8, b);
        wave.load(mnemonic, MatrixOperand::C, 16, c, opsel);
        wave.load(mnemonic, MatrixOperand::C, 16, junk, 4 - opsel);  // the other half of C must not be read
        MatrixOperands operands = MatrixOperands::wmma(24, 0, 8, 16);
        operands.opsel = static_cast<std::uint8_t>(opsel);
        wave.run(mnemonic, operands);
        CHECK(wave.read(mnemonic, MatrixOperand::D, 24, opsel) == a * b + c);
        const int kept_half = opsel == 4 ? 0 : 1;
        for (int r = 0; r < vgprs; ++r) {
          for (int lane = 0; lane < wave_size; ++lane) CHECK(get_half(wave, 24 + r, lane, kept_half) == 0xabcd);
        }
      }
    }
  }
}

// ---- inline-constant C ----

TEST_CASE("inline-constant C: f32, i32, and f16 replicated into both halves") {
  std::mt19937 rng(5);
  const Eigen::MatrixXd a = small_integers(16, 16, rng), b = small_integers(16, 16, rng);
  const Eigen::MatrixXd ones = Eigen::MatrixXd::Ones(16, 16);
  for (const char* target : {"gfx1100", "gfx1201"}) {
    for (int wave_size : {32, 64}) {
      CAPTURE(target);
      CAPTURE(wave_size);
      Wave wave(target, wave_size, NumericsModel::Exact);
      wave.load(kF32F16, MatrixOperand::A, 0, a);
      wave.load(kF32F16, MatrixOperand::B, 8, b);
      MatrixOperands operands = MatrixOperands::wmma(24, 0, 8, 200);
      operands.c_constant = f32_bits(1.0);
      wave.run(kF32F16, operands);
      CHECK(wave.read(kF32F16, MatrixOperand::D, 24) == a * b + ones);

      operands.c_constant = 0x3c00;  // f16 1.0: every C element, both halves of each dword
      wave.run(kF16F16, operands);
      CHECK(wave.read(kF16F16, MatrixOperand::D, 24) == a * b + ones);

      const char* iu8 = "v_wmma_i32_16x16x16_iu8";
      wave.load(iu8, MatrixOperand::A, 0, a);
      wave.load(iu8, MatrixOperand::B, 8, b);
      operands.c_constant = static_cast<std::uint32_t>(-5);
      operands.neg = 3;  // signed A and B
      wave.run(iu8, operands);
      CHECK(wave.read(iu8, MatrixOperand::D, 24) == a * b - 5 * ones);
    }
  }
}

// ---- gfx11 replicas ----

TEST_CASE("gfx11: each output lane reads the A/B replica of its own 16-lane group") {
  std::mt19937 rng(6);
  for (int wave_size : {32, 64}) {
    CAPTURE(wave_size);
    const Eigen::MatrixXd a = small_integers(16, 16, rng), other = small_integers(16, 16, rng),
                          b = small_integers(16, 16, rng), c = small_integers(16, 16, rng);
    Wave wave("gfx1100", wave_size, NumericsModel::Exact);
    wave.load(kF32F16, MatrixOperand::A, 0, a);
    wave.load(kF32F16, MatrixOperand::A, 40, other);
    for (int r = 0; r < 8; ++r) {  // replace the copy in lanes 16..31 by `other`
      for (int lane = 16; lane < 32; ++lane) wave.set_vgpr(r, lane, wave.vgpr(40 + r, lane));
    }
    wave.load(kF32F16, MatrixOperand::B, 8, b);
    wave.load(kF32F16, MatrixOperand::C, 16, c);
    const MatrixDiagnostics diagnostics = wave.run(kF32F16, MatrixOperands::wmma(24, 0, 8, 16));
    CHECK(diagnostics.replicas_differ);
    CHECK_FALSE(diagnostics.partial_exec);
    // D row i lives in lane group i % 2 (wave32, row 5) or i % 4 (wave64, row 8); group 1 used `other`.
    const int groups = wave_size / 16;
    Eigen::MatrixXd expected = a * b + c;
    for (int i = 0; i < 16; ++i) {
      if (i % groups == 1) expected.row(i) = other.row(i) * b + c.row(i);
    }
    CHECK(wave.read(kF32F16, MatrixOperand::D, 24) == expected);
  }
  Wave clean("gfx1100");
  clean.load(kF32F16, MatrixOperand::A, 0, Eigen::MatrixXd::Ones(16, 16));
  CHECK_FALSE(clean.run(kF32F16, MatrixOperands::wmma(24, 0, 0, 0)).replicas_differ);
}

// ---- special values ----

TEST_CASE("special values: Inf, NaN, signed zeros, subnormals (exact model)") {
  std::mt19937 rng(7);
  Eigen::MatrixXd a = small_integers(16, 16, rng), c = small_integers(16, 16, rng);
  Eigen::MatrixXd b = small_integers(16, 16, rng).cwiseAbs();  // +0 or positive: -0 * b stays -0
  b.row(0).setConstant(std::ldexp(1.0, -10));
  b(0, 3) = 0;     // Inf * 0 -> NaN in D(0, 3)
  a(0, 0) = INFINITY;
  a(1, 5) = NAN;   // NaN row
  a.row(2).setConstant(-0.0);
  c.row(2).setConstant(-0.0);  // all terms -0: D = -0
  a.row(3).setZero();
  a(3, 0) = std::ldexp(1.0, -24);  // f16 subnormal
  c.row(3).setZero();
  Wave wave("gfx1201", 32, NumericsModel::Exact);
  wave.load(kF32F16, MatrixOperand::A, 0, a);
  wave.load(kF32F16, MatrixOperand::B, 4, b);
  wave.load(kF32F16, MatrixOperand::C, 8, c);
  wave.run(kF32F16, MatrixOperands::wmma(16, 0, 4, 8));
  const Eigen::MatrixXd d = wave.read(kF32F16, MatrixOperand::D, 16);
  const Eigen::MatrixXd reference = a * b + c;  // Eigen in double: Inf/NaN propagate as IEEE says
  for (int i = 0; i < 16; ++i) {
    for (int j = 0; j < 16; ++j) {
      CAPTURE(i);
      CAPTURE(j);
      if (std::isnan(reference(i, j))) {
        CHECK(std::isnan(d(i, j)));
      } else if (i == 2) {
        CHECK((d(i, j) == 0 && std::signbit(d(i, j))));
      } else {
        CHECK(d(i, j) == reference(i, j));
      }
    }
  }
  CHECK(std::isnan(d(0, 3)));
  CHECK(std::isinf(d(0, 0)));
  CHECK(d(3, 7) == std::ldexp(1.0, -34));

  // bf16 subnormal inputs: exact keeps them, gfx11-dot2 reads them as zero.
  const char* bf16 = "v_wmma_f32_16x16x16_bf16";
  Eigen::MatrixXd tiny = Eigen::MatrixXd::Zero(16, 16);
  tiny(0, 0) = std::ldexp(1.0, -133);
  Eigen::MatrixXd big = Eigen::MatrixXd::Zero(16, 16);
  big(0, 0) = std::ldexp(1.0, 100);
  for (NumericsModel model : {NumericsModel::Exact, NumericsModel::Gfx11Dot2}) {
    Wave gfx11("gfx1100", 32, model);
    gfx11.load(bf16, MatrixOperand::A, 0, tiny);
    gfx11.load(bf16, MatrixOperand::B, 8, big);
    gfx11.load(bf16, MatrixOperand::C, 16, Eigen::MatrixXd::Zero(16, 16));
    gfx11.run(bf16, MatrixOperands::wmma(24, 0, 8, 16));
    CHECK(gfx11.read(bf16, MatrixOperand::D, 24)(0, 0) == (model == NumericsModel::Exact ? std::ldexp(1.0, -33) : 0.0));
  }
}

TEST_CASE("partial EXEC is reported; D is written in every lane") {
  Wave wave("gfx1201");
  wave.load(kF32F16, MatrixOperand::A, 0, Eigen::MatrixXd::Identity(16, 16));
  wave.load(kF32F16, MatrixOperand::B, 4, Eigen::MatrixXd::Constant(16, 16, 2.0));
  wave.state().exec = 0x0000ffff;
  const MatrixDiagnostics diagnostics = wave.run(kF32F16, MatrixOperands::wmma(8, 0, 4, 8));
  CHECK(diagnostics.partial_exec);
  CHECK(wave.read(kF32F16, MatrixOperand::D, 8) == Eigen::MatrixXd::Constant(16, 16, 2.0));
}

// ---- misuse ----

TEST_CASE("misuse through the API is an exception with a clear message") {
  CHECK(contains(message_of([] { Wave("gfx9000"); }), "gfx1100"));
  CHECK_THROWS_AS(Wave("gfx1100", 48), std::invalid_argument);

  Wave gfx11("gfx1100");
  CHECK(contains(message_of([&] { gfx11.run("v_wmma_f32_16x16x16_fp8_fp8", {}); }), "is a gfx12 instruction"));
  CHECK(contains(message_of([&] { gfx11.run("v_wmma_f32_16x16x16_f17", {}); }), "unknown matrix instruction"));
  CHECK(contains(message_of([&] { gfx11.global_load_tr("global_load_tr_b128", 0, {}); }), "gfx12 instruction"));

  Wave wave("gfx1201");
  const std::string d_range = message_of([&] { wave.run(kF32F16, MatrixOperands::wmma(250, 0, 4, 8)); });
  CHECK(contains(d_range, "D of v_wmma_f32_16x16x16_f16"));
  CHECK(contains(d_range, "v[250:257]"));
  CHECK_THROWS_AS(wave.run(kF32F16, MatrixOperands::wmma(0, -1, 4, 8)), std::out_of_range);
  CHECK_THROWS_AS(wave.load(kF32F16, MatrixOperand::A, 254, Eigen::MatrixXd::Zero(16, 16)), std::out_of_range);
  CHECK(contains(message_of([&] { wave.load(kF32F16, MatrixOperand::A, 0, Eigen::MatrixXd::Zero(16, 8)); }), "16x16"));
  CHECK_THROWS_AS(wave.load("v_wmma_i32_16x16x16_iu8", MatrixOperand::A, 0, Eigen::MatrixXd::Constant(16, 16, 300)),
                  std::invalid_argument);
  CHECK_THROWS_AS(wave.set_vgpr(256, 0, 1), std::out_of_range);
  CHECK_THROWS_AS(wave.set_vgpr(0, 32, 1), std::out_of_range);

  MatrixOperands fp8 = MatrixOperands::wmma(16, 0, 4, 8);
  fp8.neg = 1;
  CHECK_THROWS_AS(wave.run("v_wmma_f32_16x16x16_fp8_fp8", fp8), KernelFault);
  MatrixOperands opsel = MatrixOperands::wmma(16, 0, 4, 8);
  opsel.opsel = 4;
  CHECK(contains(message_of([&] { wave.run(kF16F16, opsel); }), "OPSEL must be zero"));

  MatrixOperands sparse = MatrixOperands::swmmac(16, 0, 4, 30, /*index_key=*/2);  // wave32 has 2 index sets
  CHECK_THROWS_AS(wave.run("v_swmmac_f32_16x16x32_f16", sparse), std::invalid_argument);
  sparse.index_key = 0;
  sparse.c_constant = 0;
  CHECK(contains(message_of([&] { wave.run("v_swmmac_f32_16x16x32_f16", sparse); }), "SWMMAC has no C operand"));

  // A model that does not apply: an error, and D untouched.
  wave.set_numerics(NumericsModel::Gfx11Dot2);
  wave.set_vgpr(16, 0, 0x12345678);
  CHECK(contains(message_of([&] { wave.run("v_wmma_f32_16x16x16_fp8_fp8", MatrixOperands::wmma(16, 0, 4, 8)); }),
                 "gfx11-dot2"));
  CHECK(wave.vgpr(16, 0) == 0x12345678);
}
