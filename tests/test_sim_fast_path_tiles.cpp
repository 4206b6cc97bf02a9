// The matrix fast path's tile kernels (AVX-512 where the host has it, else the portable ones; CTest also runs this
// file with WMMASIM_MATRIX_ISA=baseline) against the reference path, bit for bit, on many random tiles built to land
// on every side of the kernels' certificates: values whose products' sums need from 0 to over 60 bits (a float
// sum is exact below 24, a double sum below 53), with ±0, subnormals, the largest finite values, Inf and NaN
// (fp8's one NaN magnitude, bf8's Inf and NaNs) sprinkled in, accumulators near overflow, and integer sums at the
// limits of clamping and wrap-around.
#include <doctest/doctest.h>

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <random>
#include <string>

#include "matrix_test_support.h"
#include "wmmasim/layouts/sparsity.h"
#include "wmmasim/numerics/element_format.h"
#include "wmmasim/numerics/formats.h"
#include "wmmasim/matrix/matrix.h"
#include "wmmasim/matrix/wave.h"

using namespace wmmasim;
using namespace wmmasim::sim;
using isa::ElementType;
using layouts::MatrixOperand;

namespace {

using test::kA, test::kB, test::kC, test::kD, test::kIndex;

// How one operand's values are drawn: exponents in [exponent, exponent + spread], `mantissa_bits` of the fraction in
// use (the lower ones zero), and per cent of ±0 and of special codes.
struct Recipe {
  int exponent;
  int spread;
  int mantissa_bits;
  int zero_percent;
  int special_percent;
};

Recipe random_recipe(ElementType type, std::mt19937& rng) {
  const ElementFormat& f = element_format(type);
  constexpr int kSpreads[] = {0, 0, 1, 2, 3, 5, 8, 12, 20, 40};
  const int spread = kSpreads[std::uniform_int_distribution<int>(0, 9)(rng)];
  const int lowest = f.quantum();
  const int highest = f.max_exponent();
  // Mostly moderate exponents (where GEMMs live), sometimes anywhere in the format's range.
  const bool anywhere = std::uniform_int_distribution<int>(0, 3)(rng) == 0;
  const int from = anywhere ? lowest : std::max(lowest, -10);
  const int to = std::max(from, (anywhere ? highest : std::min(highest, 4)) - spread);
  std::uniform_int_distribution<int> percent(0, 99);
  return {std::uniform_int_distribution<int>(from, to)(rng), spread,
          std::uniform_int_distribution<int>(0, f.mantissa_bits)(rng), percent(rng) < 30 ? percent(rng) : 0,
          percent(rng) < 15 ? std::uniform_int_distribution<int>(1, 5)(rng) : 0};
}

std::uint32_t special_code(ElementType type, std::mt19937& rng) {
  const ElementFormat& f = element_format(type);
  const std::uint32_t sign = std::uniform_int_distribution<int>(0, 1)(rng) != 0 ? f.sign_mask() : 0u;
  switch (std::uniform_int_distribution<int>(0, 4)(rng)) {
    case 0: return sign | f.quiet_nan;
    case 1: return sign | f.first_special();  // Inf, or fp8's NaN
    case 2: return sign | f.magnitude_mask();  // a NaN with every mantissa bit set
    case 3: return sign | f.largest_finite;
    default: return sign | 1u;  // the smallest subnormal
  }
}

std::uint32_t float_code(ElementType type, const Recipe& r, std::mt19937& rng) {
  std::uniform_int_distribution<int> percent(0, 99);
  const bool negative = percent(rng) < 50;
  if (percent(rng) < r.zero_percent) return encode_element(type, negative ? -0.0 : 0.0);
  if (percent(rng) < r.special_percent) return special_code(type, rng);
  const int exponent = std::uniform_int_distribution<int>(r.exponent, r.exponent + r.spread)(rng);
  const auto fraction = std::uniform_int_distribution<std::uint32_t>(0, (1u << r.mantissa_bits) - 1)(rng);
  const double value = std::ldexp(1.0 + std::ldexp(fraction, -r.mantissa_bits), exponent);
  return encode_element(type, negative ? -value : value);  // rounded (or saturated) into the type
}

std::uint32_t integer_code(ElementType type, std::mt19937& rng) {
  std::uniform_int_distribution<int> percent(0, 99);
  const int roll = percent(rng);
  if (type == ElementType::I32) {
    if (roll < 30) return 0x7fffffffu - std::uniform_int_distribution<std::uint32_t>(0, 1u << 21)(rng);
    if (roll < 60) return 0x80000000u + std::uniform_int_distribution<std::uint32_t>(0, 1u << 21)(rng);
  }
  const std::uint32_t mask = element_format(type).code_mask();
  if (roll < 25) return roll % 2 == 0 ? mask : mask >> 1;  // -1 / the largest signed, 255 / 127 unsigned
  if (roll < 40) return (mask >> 1) + 1;                   // the smallest signed
  return std::uniform_int_distribution<std::uint32_t>(0, mask)(rng);
}

CodeMatrix random_codes(ElementType type, int rows, int cols, std::mt19937& rng) {
  const Recipe recipe = random_recipe(type, rng);
  CodeMatrix m(rows, cols);
  for (Eigen::Index e = 0; e < m.size(); ++e) {
    m(e) = isa::is_integer(type) ? integer_code(type, rng) : float_code(type, recipe, rng);
  }
  return m;
}

bool is_sparse(const isa::MatrixOp& op) { return op.kind == isa::MatrixKind::Sparse; }

MatrixOperands random_modifiers(const isa::MatrixOp& op, int wave_size, std::mt19937& rng) {
  MatrixOperands operands =
      is_sparse(op) ? MatrixOperands::swmmac(kD, kA, kB, kIndex) : MatrixOperands::wmma(kD, kA, kB, kC);
  std::uniform_int_distribution<int> bits(0, 7);
  if (isa::is_integer(op.a_type)) {
    operands.neg = static_cast<std::uint8_t>(bits(rng) & 3);  // signedness of A and B
    operands.clamp = (bits(rng) & 1) != 0;
    return operands;
  }
  if (op.a_type == ElementType::F16 || op.a_type == ElementType::BF16) {
    operands.neg = static_cast<std::uint8_t>(bits(rng) & 3);
    operands.neg_hi = static_cast<std::uint8_t>(bits(rng) & 3);
  }
  if (!is_sparse(op)) {  // C's NEG and ABS, or an inline constant
    operands.neg |= static_cast<std::uint8_t>(bits(rng) & 4);
    operands.neg_hi |= static_cast<std::uint8_t>(bits(rng) & 4);
  }
  if (is_sparse(op)) operands.index_key = static_cast<std::uint8_t>(bits(rng) % layouts::index_key_count(op, wave_size));
  if (op.has_opsel_half()) operands.opsel = static_cast<std::uint8_t>(bits(rng) & 4);
  return operands;
}

// One random tile: fast and reference on copies of the same wave, the whole register files compared.
void check_random_tile(const isa::MatrixOp& op, int wave_size, NumericsModel model, std::mt19937& rng) {
  MatrixOperands operands = random_modifiers(op, wave_size, rng);
  Wave wave(test::target_for(op.family), wave_size, model);
  for (std::uint32_t& word : wave.state().vgprs) word = std::uniform_int_distribution<std::uint32_t>()(rng);
  const int a_cols = is_sparse(op) ? op.k / 2 : op.k;
  wave.load_codes(op.mnemonic, MatrixOperand::A, kA, random_codes(op.a_type, 16, a_cols, rng));
  wave.load_codes(op.mnemonic, MatrixOperand::B, kB, random_codes(op.b_type, op.k, 16, rng));
  if (is_sparse(op)) {
    CodeMatrix positions(16, a_cols);
    for (Eigen::Index e = 0; e < positions.size(); ++e) positions(e) = std::uniform_int_distribution<std::uint32_t>(0, 3)(rng);
    wave.load_codes(op.mnemonic, MatrixOperand::Index, kIndex, positions, operands.index_key);
  }
  const CodeMatrix c = random_codes(op.cd_type, 16, 16, rng);
  wave.load_codes(op.mnemonic, MatrixOperand::C, is_sparse(op) ? kD : kC, c, operands.opsel);
  if (!is_sparse(op) && std::uniform_int_distribution<int>(0, 9)(rng) == 0) operands.c_constant = c(0, 0);

  WaveState fast = wave.state();
  WaveState reference = wave.state();
  execute_matrix_op(fast, op, operands, model, MatrixPath::Fast);
  execute_matrix_op(reference, op, operands, model, MatrixPath::Reference);
  if (fast.vgprs == reference.vgprs) return;
  const auto mismatch = std::mismatch(fast.vgprs.begin(), fast.vgprs.end(), reference.vgprs.begin());
  const auto word = mismatch.first - fast.vgprs.begin();
  FAIL_CHECK("neg " << int{operands.neg} << " neg_hi " << int{operands.neg_hi} << ": v" << word / wave_size << " lane "
                    << word % wave_size << ": fast " << std::hex << *mismatch.first << " reference "
                    << *mismatch.second);
}

}  // namespace

TEST_CASE("fast tile kernels == reference path on random tiles around every certificate's limits") {
  std::mt19937 rng(18);
  constexpr int kTiles = 60;
  for (const isa::MatrixOp& op : isa::all_matrix_ops()) {
    const bool integer = isa::is_integer(op.a_type);
    for (int wave_size : {32, 64}) {
      for (NumericsModel model : {NumericsModel::Exact, NumericsModel::Sequential}) {
        if (integer && model != NumericsModel::Exact) continue;  // integers are exact in every model
        CAPTURE(std::string(op.mnemonic) + " " + std::string(isa::family_name(op.family)) + " wave" +
                std::to_string(wave_size) + " " + std::string(numerics_model_name(model)));
        for (int tile = 0; tile < kTiles; ++tile) check_random_tile(op, wave_size, model, rng);
      }
    }
  }
}
