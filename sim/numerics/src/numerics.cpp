#include "wmmasim/numerics/numerics.h"

#include <algorithm>
#include <array>
#include <bit>
#include <cmath>
#include <fmt/format.h>
#include <limits>
#include <stdexcept>

#include "wmmasim/numerics/exact_sum.h"
#include "wmmasim/numerics/gfx11_dot2.h"
#include "wmmasim/numerics/formats.h"

namespace wmmasim::sim {
namespace {

using isa::ElementType;

constexpr std::array kModels{NumericsModel::Exact, NumericsModel::Sequential, NumericsModel::Gfx11Dot2};

constexpr const ElementFormat& kF32 = kFormat<ElementType::F32>;
constexpr const ElementFormat& kF16 = kFormat<ElementType::F16>;

const ElementFormat& output_format(ElementType cd_type) {
  switch (cd_type) {
    case ElementType::F32:
    case ElementType::F16:
    case ElementType::BF16: return element_format(cd_type);
    default: break;
  }
  throw std::invalid_argument(fmt::format("float_dot: {} is not a floating-point accumulator type",
                                          isa::element_type_name(cd_type)));
}

std::uint32_t canonical_nan(ElementType cd_type) { return output_format(cd_type).quiet_nan; }

// A double that cd_type represents exactly (or +-Inf, or NaN) as cd_type's code.
std::uint32_t encode_result(ElementType cd_type, double value) {
  if (std::isnan(value)) return canonical_nan(cd_type);
  return encode_element(cd_type, value);
}

void check_shape(const FloatDot& dot) {
  const auto is_input_type = [](ElementType t) {
    return t == ElementType::F16 || t == ElementType::BF16 || t == ElementType::FP8 || t == ElementType::BF8;
  };
  if (!is_input_type(dot.a_type) || !is_input_type(dot.b_type)) {
    throw std::invalid_argument(fmt::format("float_dot: unsupported input types {} x {}",
                                            isa::element_type_name(dot.a_type), isa::element_type_name(dot.b_type)));
  }
  output_format(dot.cd_type);
  if (dot.a.size() != dot.b.size()) {
    throw std::invalid_argument(
        fmt::format("float_dot: {} A elements but {} B elements", dot.a.size(), dot.b.size()));
  }
}

double accumulator_value(const FloatDot& dot) { return decode_element(dot.cd_type, dot.c); }

// ---- exact ----

std::uint32_t exact_dot(const FloatDot& dot) {
  detail::ExactSum sum;
  bool plus_inf = false;
  bool minus_inf = false;
  bool nan = false;
  bool all_negative_zero = true;  // IEEE: an exact zero sum is -0 only if every term is -0
  const auto add_term = [&](double term) {
    if (std::isnan(term)) {
      nan = true;
    } else if (std::isinf(term)) {
      (term > 0 ? plus_inf : minus_inf) = true;
    } else {
      sum.add(term);
    }
    all_negative_zero = all_negative_zero && term == 0 && std::signbit(term);
  };
  for (std::size_t k = 0; k < dot.a.size(); ++k) {
    add_term(decode_element(dot.a_type, dot.a[k]) * decode_element(dot.b_type, dot.b[k]));  // exact (exact_sum.h)
  }
  add_term(accumulator_value(dot));
  if (nan || (plus_inf && minus_inf)) return canonical_nan(dot.cd_type);
  if (plus_inf || minus_inf) return encode_result(dot.cd_type, plus_inf ? INFINITY : -INFINITY);
  if (sum.is_zero()) return encode_result(dot.cd_type, all_negative_zero ? -0.0 : 0.0);
  return encode_result(dot.cd_type, sum.rounded(output_format(dot.cd_type)));
}

// ---- sequential ----

std::uint32_t sequential_dot(const FloatDot& dot) {
  float sum = 0.0f;
  for (std::size_t k = 0; k < dot.a.size(); ++k) {
    // The double product is exact (exact_sum.h), so the cast rounds once: fl32(a*b).
    const auto product =
        static_cast<float>(decode_element(dot.a_type, dot.a[k]) * decode_element(dot.b_type, dot.b[k]));
    sum = sum + product;
  }
  sum = sum + static_cast<float>(accumulator_value(dot));
  return encode_result(dot.cd_type, sum);  // a 16-bit D rounds once more, to nearest even
}

// ---- gfx11-dot2 ----

detail::Dot2Output dot2_output(ElementType cd_type) {
  switch (cd_type) {
    case ElementType::F16: return detail::Dot2Output::F16;
    case ElementType::BF16: return detail::Dot2Output::BF16;
    default: return detail::Dot2Output::F32;
  }
}

void check_dot2_applies(const FloatDot& dot) {
  const bool sixteen_bit = (dot.a_type == ElementType::F16 || dot.a_type == ElementType::BF16) &&
                           dot.b_type == dot.a_type;
  if (!sixteen_bit) {
    throw std::invalid_argument(fmt::format(
        "numerics model gfx11-dot2 models the gfx11 f16/bf16 DOT2 datapath; it does not apply to {} x {} inputs "
        "(use exact or sequential)",
        isa::element_type_name(dot.a_type), isa::element_type_name(dot.b_type)));
  }
  if (dot.a.size() % 2 != 0) throw std::invalid_argument("gfx11-dot2: the number of products must be even");
}

std::uint32_t gfx11_dot2_dot(const FloatDot& dot) {
  check_dot2_applies(dot);
  const bool bf16 = dot.a_type == ElementType::BF16;
  const detail::Dot2Output output = dot2_output(dot.cd_type);
  std::uint32_t acc = dot.c;
  for (std::size_t k = 0; k < dot.a.size(); k += 2) {
    const std::uint32_t acc_f32 =
        output == detail::Dot2Output::F32 ? acc : detail::widen_to_f32_bits(static_cast<std::uint16_t>(acc), bf16);
    acc = detail::gfx11_dot2_step(bf16, dot.a[k], dot.b[k], dot.a[k + 1], dot.b[k + 1], acc_f32, output);
  }
  return acc;
}

// ---- error bounds (docs/numerics.md "Error bounds") ----

constexpr double kInfinity = std::numeric_limits<double>::infinity();

// Unit roundoff 2^-p and half the smallest subnormal of a format.
double unit_roundoff(const ElementFormat& format) { return std::ldexp(1.0, -format.precision()); }
double half_min_subnormal(const ElementFormat& format) { return std::ldexp(1.0, format.quantum() - 1); }

struct DecodedTerms {
  std::array<double, 64> a{};
  std::array<double, 64> b{};
  double c = 0;
  double absolute_sum = 0;  // |C| + sum |a*b|
  bool finite = true;
};

DecodedTerms decode_terms(const FloatDot& dot) {
  if (dot.a.size() > 64) throw std::invalid_argument("float_dot_error_bound: more than 64 products");
  DecodedTerms terms;
  terms.c = accumulator_value(dot);
  terms.absolute_sum = std::fabs(terms.c);
  terms.finite = std::isfinite(terms.c);
  for (std::size_t k = 0; k < dot.a.size(); ++k) {
    terms.a[k] = decode_element(dot.a_type, dot.a[k]);
    terms.b[k] = decode_element(dot.b_type, dot.b[k]);
    terms.finite = terms.finite && std::isfinite(terms.a[k]) && std::isfinite(terms.b[k]);
    terms.absolute_sum += std::fabs(terms.a[k] * terms.b[k]);
  }
  return terms;
}

// |exact model - real sum| <= 2^-p |S| + half the smallest subnormal.
double exact_vs_real(const ElementFormat& format, double absolute_sum) {
  return unit_roundoff(format) * absolute_sum + half_min_subnormal(format);
}

double sequential_vs_real(const FloatDot& dot, const DecodedTerms& terms) {
  const double u = unit_roundoff(kF32);
  const double product_underflow = half_min_subnormal(kF32);
  double reach = 0;  // bound on |exact partial sum| (sum of magnitudes so far)
  double error = 0;
  for (std::size_t k = 0; k < dot.a.size(); ++k) {
    const double product = std::fabs(terms.a[k] * terms.b[k]);
    error += u * product + product_underflow;  // fl32(a*b)
    reach += product;
    error += u * (reach + error);  // fl32(s + p); an f32 sum that is subnormal is exact
  }
  reach += std::fabs(terms.c);
  error += u * (reach + error);
  const ElementFormat& format = output_format(dot.cd_type);
  if (dot.cd_type != ElementType::F32) error += unit_roundoff(format) * (reach + error) + half_min_subnormal(format);
  return error;
}

double gfx11_dot2_vs_real(const FloatDot& dot, const DecodedTerms& terms) {
  const bool bf16 = dot.a_type == ElementType::BF16;
  const double f32_min_normal = std::ldexp(1.0, kF32.min_exponent());
  const double f32_u = unit_roundoff(kF32);
  double reach = std::fabs(terms.c);
  double error = 0;
  // An f32-subnormal accumulator reads as zero (a bf16 C widens to f32 bits unchanged).
  if (dot.cd_type != ElementType::F16 && reach < f32_min_normal) error += reach;

  // 2^(ea+eb) with the multiplier's per-operand exponent floor, for a product whose factors are not flushed.
  const auto alignment_weight = [&](double x) {
    const int floor_exponent = bf16 ? kFormat<ElementType::BF16>.min_exponent() : kF16.min_exponent();
    int exponent = 0;
    std::frexp(x, &exponent);
    return std::ldexp(1.0, std::max(exponent - 1, floor_exponent));
  };
  const auto flushed = [&](double x) { return bf16 && x != 0 && std::fabs(x) < f32_min_normal; };

  for (std::size_t k = 0; k < dot.a.size(); k += 2) {
    double weight = 0;
    for (std::size_t j = k; j < k + 2; ++j) {
      const double product = std::fabs(terms.a[j] * terms.b[j]);
      reach += product;
      if (flushed(terms.a[j]) || flushed(terms.b[j])) {
        error += product;  // a bf16 subnormal factor reads as zero
      } else if (product != 0) {
        weight = std::max(weight, alignment_weight(terms.a[j]) * alignment_weight(terms.b[j]));
      }
    }
    const double magnitude = reach + error;  // bounds every term of this step and their sum
    double unit = std::max(std::ldexp(weight, -24), std::ldexp(magnitude, -26));
    if (dot.cd_type == ElementType::F16) unit = std::max(unit, std::ldexp(1.0, -40));
    error += 3 * unit;  // each of the three terms is truncated by less than one grid unit
    const double result = magnitude + 3 * unit;
    switch (dot.cd_type) {
      case ElementType::F16: error += unit_roundoff(kF16) * result + half_min_subnormal(kF16); break;
      case ElementType::BF16:  // f32 rounding, then truncation to bf16 (less than one unit in the last place)
        error += (f32_u + std::ldexp(1.0, 1 - kFormat<ElementType::BF16>.precision())) * result + f32_min_normal;
        break;
      default: error += f32_u * result + f32_min_normal; break;  // RNE, and results below 2^-126 flush
    }
  }
  return error;
}

}  // namespace

std::string_view numerics_model_name(NumericsModel model) {
  switch (model) {
    case NumericsModel::Exact: return "exact";
    case NumericsModel::Sequential: return "sequential";
    case NumericsModel::Gfx11Dot2: return "gfx11-dot2";
  }
  return "?";
}

std::optional<NumericsModel> parse_numerics_model(std::string_view name) {
  for (NumericsModel model : kModels) {
    if (numerics_model_name(model) == name) return model;
  }
  return std::nullopt;
}

std::span<const NumericsModel> all_numerics_models() { return kModels; }

NumericsModel default_numerics_model(isa::Family family) {
  return family == isa::Family::Gfx11 ? NumericsModel::Gfx11Dot2 : NumericsModel::Exact;
}

std::uint32_t float_dot(NumericsModel model, const FloatDot& dot) {
  check_shape(dot);
  switch (model) {
    case NumericsModel::Exact: return exact_dot(dot);
    case NumericsModel::Sequential: return sequential_dot(dot);
    case NumericsModel::Gfx11Dot2: return gfx11_dot2_dot(dot);
  }
  throw std::logic_error("float_dot: unknown numerics model");
}

double float_dot_error_bound(NumericsModel model, const FloatDot& dot) {
  check_shape(dot);
  if (model == NumericsModel::Gfx11Dot2) check_dot2_applies(dot);
  if (model == NumericsModel::Exact) return 0;
  const DecodedTerms terms = decode_terms(dot);
  const ElementFormat& format = output_format(dot.cd_type);
  if (!terms.finite || terms.absolute_sum > 0.5 * largest_finite_value(format)) return kInfinity;
  const double model_error =
      model == NumericsModel::Sequential ? sequential_vs_real(dot, terms) : gfx11_dot2_vs_real(dot, terms);
  return model_error + exact_vs_real(format, terms.absolute_sum);
}

std::int32_t integer_dot(const IntegerDot& dot) {
  if (dot.bits != kFormat<ElementType::IU4>.bits && dot.bits != kFormat<ElementType::IU8>.bits) throw std::invalid_argument("integer_dot: bits must be 4 or 8");
  if (dot.a.size() != dot.b.size()) throw std::invalid_argument("integer_dot: A and B sizes differ");
  std::int64_t sum = dot.c;
  for (std::size_t k = 0; k < dot.a.size(); ++k) {
    sum += static_cast<std::int64_t>(decode_integer(dot.a[k], dot.bits, dot.a_signed)) *
           decode_integer(dot.b[k], dot.bits, dot.b_signed);
  }
  if (dot.clamp) {
    return static_cast<std::int32_t>(std::clamp<std::int64_t>(sum, std::numeric_limits<std::int32_t>::min(),
                                                              std::numeric_limits<std::int32_t>::max()));
  }
  return static_cast<std::int32_t>(static_cast<std::uint32_t>(sum));  // wraps modulo 2^32
}

}  // namespace wmmasim::sim
