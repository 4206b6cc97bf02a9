// Element formats: all 256 fp8 (OCP E4M3) and bf8 (OCP E5M2) codes both ways, against hand-computed values and
// an independent formula from the OCP spec; f16/bf16 spot checks; iu8/iu4 extension; the format table's rows
// against the host's float, Eigen's f16/bf16 and hand-computed values.
#include <doctest/doctest.h>

#include <bit>
#include <cmath>
#include <cstdint>
#include <limits>
#include <stdexcept>

#include "wmmasim/numerics/element_format.h"
#include "wmmasim/numerics/formats.h"

using namespace wmmasim::sim;
using wmmasim::isa::ElementType;

namespace {

// OCP OFP8 spec, written as the spec's table formula (not the library's bit manipulation):
// normal:    (-1)^S * 2^(E - bias) * (1 + M / 2^m)
// subnormal: (-1)^S * 2^(1 - bias) * (M / 2^m)
double ocp_formula(int code, int exponent_bits, int mantissa_bits, int bias) {
  const int sign = code >> 7;
  const int e = (code >> mantissa_bits) & ((1 << exponent_bits) - 1);
  const int m = code & ((1 << mantissa_bits) - 1);
  const double fraction = m / std::pow(2.0, mantissa_bits);
  const double magnitude = e == 0 ? std::pow(2.0, 1 - bias) * fraction : std::pow(2.0, e - bias) * (1 + fraction);
  return sign ? -magnitude : magnitude;
}

bool fp8_is_nan(int code) { return (code & 0x7f) == 0x7f; }                   // S.1111.111 only
bool bf8_is_nan(int code) { return (code & 0x7f) > 0x7c; }                    // S.11111.{01,10,11}
bool bf8_is_inf(int code) { return (code & 0x7f) == 0x7c; }                   // S.11111.00

bool same_value(double a, double b) { return a == b && std::signbit(a) == std::signbit(b); }

}  // namespace

TEST_CASE("fp8 (E4M3): hand-computed codes") {
  CHECK(same_value(decode_fp8(0x00), 0.0));
  CHECK(same_value(decode_fp8(0x80), -0.0));
  CHECK(decode_fp8(0x01) == std::ldexp(1.0, -9));   // smallest subnormal
  CHECK(decode_fp8(0x07) == 7 * std::ldexp(1.0, -9));  // largest subnormal
  CHECK(decode_fp8(0x08) == std::ldexp(1.0, -6));   // smallest normal
  CHECK(decode_fp8(0x38) == 1.0);
  CHECK(decode_fp8(0x3c) == 1.5);
  CHECK(decode_fp8(0xc0) == -2.0);
  CHECK(decode_fp8(0x77) == 240.0);
  CHECK(decode_fp8(0x78) == 256.0);  // exponent field 1111 is still finite in E4M3
  CHECK(decode_fp8(0x7e) == 448.0);  // largest finite
  CHECK(decode_fp8(0xfe) == -448.0);
  CHECK(std::isnan(decode_fp8(0x7f)));
  CHECK(std::isnan(decode_fp8(0xff)));
}

TEST_CASE("fp8 (E4M3): all 256 codes decode per the OCP formula and encode back") {
  int nan_count = 0;
  for (int code = 0; code < 256; ++code) {
    CAPTURE(code);
    const double value = decode_fp8(static_cast<std::uint8_t>(code));
    if (fp8_is_nan(code)) {
      ++nan_count;
      CHECK(std::isnan(value));
      CHECK(encode_fp8(value) == code);  // the only NaN codes are the canonical ones, and the sign is kept
      continue;
    }
    CHECK(same_value(value, ocp_formula(code, 4, 3, 7)));
    CHECK(encode_fp8(value) == code);
    CHECK(encode_fp8(value, Overflow::Saturate) == code);
  }
  CHECK(nan_count == 2);
}

TEST_CASE("fp8 (E4M3): rounding to nearest even, overflow, underflow") {
  // Between every two adjacent positive finite codes: the midpoint goes to the even code.
  for (int code = 0; code < 0x7e; ++code) {
    CAPTURE(code);
    const double low = decode_fp8(static_cast<std::uint8_t>(code));
    const double high = decode_fp8(static_cast<std::uint8_t>(code + 1));
    const double middle = (low + high) / 2;
    CHECK(encode_fp8(middle) == (code % 2 == 0 ? code : code + 1));
    CHECK(encode_fp8(std::nextafter(middle, 0.0)) == code);
    CHECK(encode_fp8(std::nextafter(middle, 1e9)) == code + 1);
    CHECK(encode_fp8(-middle) == 0x80 + (code % 2 == 0 ? code : code + 1));
  }
  CHECK(encode_fp8(464.0) == 0x7e);  // halfway to the (non-existent) 480: ties to the even 448
  CHECK(encode_fp8(464.5) == 0x7f);  // rounds past 448: NaN (no infinity in E4M3)
  CHECK(encode_fp8(464.5, Overflow::Saturate) == 0x7e);
  CHECK(encode_fp8(1e6) == 0x7f);
  CHECK(encode_fp8(-1e6) == 0xff);
  CHECK(encode_fp8(INFINITY) == 0x7f);
  CHECK(encode_fp8(-INFINITY, Overflow::Saturate) == 0xfe);
  CHECK(encode_fp8(std::ldexp(1.0, -10)) == 0x00);  // half the smallest subnormal: ties to even zero
  CHECK(encode_fp8(std::ldexp(1.5, -10)) == 0x01);
  CHECK(encode_fp8(-std::ldexp(1.0, -11)) == 0x80);  // -0
}

TEST_CASE("bf8 (E5M2): hand-computed codes") {
  CHECK(same_value(decode_bf8(0x80), -0.0));
  CHECK(decode_bf8(0x01) == std::ldexp(1.0, -16));  // smallest subnormal
  CHECK(decode_bf8(0x03) == 3 * std::ldexp(1.0, -16));
  CHECK(decode_bf8(0x04) == std::ldexp(1.0, -14));  // smallest normal
  CHECK(decode_bf8(0x3c) == 1.0);
  CHECK(decode_bf8(0x3e) == 1.5);
  CHECK(decode_bf8(0x7b) == 57344.0);  // largest finite
  CHECK(decode_bf8(0x7c) == INFINITY);
  CHECK(decode_bf8(0xfc) == -INFINITY);
  CHECK(std::isnan(decode_bf8(0x7d)));
  CHECK(std::isnan(decode_bf8(0x7e)));
  CHECK(std::isnan(decode_bf8(0xff)));
}

TEST_CASE("bf8 (E5M2): all 256 codes decode per the OCP formula and encode back") {
  for (int code = 0; code < 256; ++code) {
    CAPTURE(code);
    const double value = decode_bf8(static_cast<std::uint8_t>(code));
    if (bf8_is_nan(code)) {
      CHECK(std::isnan(value));
      CHECK(encode_bf8(value) == (code & 0x80) + 0x7e);
    } else if (bf8_is_inf(code)) {
      CHECK(value == ((code & 0x80) ? -INFINITY : INFINITY));
      CHECK(encode_bf8(value) == code);
      CHECK(encode_bf8(value, Overflow::Saturate) == (code & 0x80) + 0x7b);
    } else {
      CHECK(same_value(value, ocp_formula(code, 5, 2, 15)));
      CHECK(encode_bf8(value) == code);
    }
  }
}

TEST_CASE("bf8 (E5M2): rounding to nearest even and overflow") {
  for (int code = 0; code < 0x7b; ++code) {
    CAPTURE(code);
    const double middle = (decode_bf8(static_cast<std::uint8_t>(code)) + decode_bf8(static_cast<std::uint8_t>(code + 1))) / 2;
    CHECK(encode_bf8(middle) == (code % 2 == 0 ? code : code + 1));
  }
  CHECK(encode_bf8(61439.0) == 0x7b);
  CHECK(encode_bf8(61440.0) == 0x7c);  // halfway to 2^16 ties to the even 2^16, which overflows: Inf
  CHECK(encode_bf8(61440.0, Overflow::Saturate) == 0x7b);
  CHECK(encode_bf8(std::ldexp(1.0, -17)) == 0x00);
}

TEST_CASE("f16 and bf16 through Eigen") {
  CHECK(decode_f16(0x3c00) == 1.0);
  CHECK(decode_f16(0x0001) == std::ldexp(1.0, -24));
  CHECK(decode_f16(0x7bff) == 65504.0);
  CHECK(decode_f16(0xfc00) == -INFINITY);
  CHECK(std::isnan(decode_f16(0x7e00)));
  CHECK(encode_f16(1.0f + std::ldexp(1.0f, -11)) == 0x3c00);       // tie to even
  CHECK(encode_f16(1.0f + 3 * std::ldexp(1.0f, -11)) == 0x3c02);   // tie to even (up)
  CHECK(encode_f16(65520.0f) == 0x7c00);                           // rounds past 65504: Inf
  CHECK(decode_bf16(0x3f80) == 1.0);
  CHECK(decode_bf16(0x0001) == std::ldexp(1.0, -133));
  CHECK(encode_bf16(1.0f + std::ldexp(1.0f, -8)) == 0x3f80);
  CHECK(encode_bf16(1.0f + 3 * std::ldexp(1.0f, -8)) == 0x3f82);
}

TEST_CASE("iu8 / iu4 zero and sign extension") {
  CHECK(decode_integer(0xff, 8, false) == 255);
  CHECK(decode_integer(0xff, 8, true) == -1);
  CHECK(decode_integer(0x80, 8, true) == -128);
  CHECK(decode_integer(0x7f, 8, true) == 127);
  CHECK(decode_integer(0xf, 4, false) == 15);
  CHECK(decode_integer(0xf, 4, true) == -1);
  CHECK(decode_integer(0x8, 4, true) == -8);
  CHECK(decode_integer(0x7, 4, true) == 7);
  CHECK(decode_integer(0xf7, 4, true) == 7);  // only the low 4 bits count
}

TEST_CASE("encode_element / decode_element") {
  CHECK(encode_element(ElementType::IU8, -1) == 0xff);
  CHECK(encode_element(ElementType::IU8, 255) == 0xff);
  CHECK(encode_element(ElementType::IU4, -8) == 0x8);
  CHECK(encode_element(ElementType::I32, -2) == 0xfffffffeu);
  CHECK(encode_element(ElementType::F32, 1.0) == 0x3f800000u);
  CHECK(encode_element(ElementType::FP8, 448) == 0x7e);
  CHECK_THROWS_AS(encode_element(ElementType::IU8, 256), std::invalid_argument);
  CHECK_THROWS_AS(encode_element(ElementType::IU4, 1.5), std::invalid_argument);
  CHECK_THROWS_AS(encode_element(ElementType::I32, 3e9), std::invalid_argument);
  CHECK(decode_element(ElementType::IU8, 0xff, false) == 255);
  CHECK(decode_element(ElementType::IU8, 0xff, true) == -1);
  CHECK(decode_element(ElementType::F32, 0xc0000000u) == -2.0);
}

TEST_CASE("element format table: each row agrees with the instruction records and the conversions") {
  for (const ElementFormat& format : kElementFormats) {
    CAPTURE(format.name);
    CHECK(format.name == wmmasim::isa::element_type_name(format.type));
    CHECK(format.bits == wmmasim::isa::element_bits(format.type));
    CHECK(format.is_float() == !wmmasim::isa::is_integer(format.type));
    if (!format.is_float()) {
      CHECK_THROWS_AS(encode_element(format.type, static_cast<double>(format.largest_finite) + 1), std::invalid_argument);
      CHECK(encode_element(format.type, static_cast<double>(format.largest_finite)) == format.largest_finite);
      continue;
    }
    // Decoded by the conversions (Eigen for f16/bf16, the host for f32): the row's special codes are what it says.
    const auto value = [&](std::uint32_t code) { return decode_element(format.type, code); };
    CHECK(std::isnan(value(format.quiet_nan)));
    CHECK(std::isnan(value(format.sign_mask() | format.quiet_nan)));
    CHECK(value(format.largest_finite) == largest_finite_value(format));
    CHECK(std::isfinite(value(format.first_special() - 1)));
    CHECK(!std::isfinite(value(format.first_special())));
    CHECK(value(1) == std::ldexp(1.0, format.quantum()));  // the smallest subnormal
    if (format.has_infinity) CHECK(value(format.infinity()) == INFINITY);
  }
}

TEST_CASE("element format table: hand-computed facts and the host's binary32") {
  const ElementFormat& f32 = kFormat<ElementType::F32>;
  CHECK(f32.precision() == std::numeric_limits<float>::digits);
  CHECK(f32.min_exponent() == std::numeric_limits<float>::min_exponent - 1);  // the host counts from [0.5, 1)
  CHECK(f32.max_exponent() == std::numeric_limits<float>::max_exponent - 1);
  CHECK(f32.largest_finite == std::bit_cast<std::uint32_t>(std::numeric_limits<float>::max()));
  CHECK(f32.quiet_nan == 0x7fc00000u);
  CHECK(largest_finite_value(kFormat<ElementType::F16>) == 65504.0);
  CHECK(largest_finite_value(kFormat<ElementType::BF16>) == 0x1.fep127);
  CHECK(largest_finite_value(kFormat<ElementType::FP8>) == 448.0);
  CHECK(largest_finite_value(kFormat<ElementType::BF8>) == 57344.0);
  CHECK(kFormat<ElementType::F16>.quantum() == -24);
  CHECK(kFormat<ElementType::BF16>.quantum() == -133);
  CHECK(kFormat<ElementType::FP8>.quantum() == -9);
  CHECK(kFormat<ElementType::BF8>.quantum() == -16);
  CHECK(kFormat<ElementType::FP8>.first_special() == 0x7f);  // E4M3: S.1111.111 only
  CHECK(kFormat<ElementType::BF8>.first_special() == 0x7c);  // E5M2: S.11111.00 is Inf
  CHECK(kFormat<ElementType::F16>.first_special() == 0x7c00);
  CHECK(kFormat<ElementType::BF16>.first_special() == 0x7f80);
}
