// Every kernel of kernels/kernels.json, for every target it is built for, runs on the simulator (C++ API, the
// code object described by LLVM's tools: kernel_oracle.h) and matches a reference computed here with Eigen /
// plain double arithmetic: integers exactly, floats within the bound docs/numerics.md gives for the target's
// default numerics model (numerics.h float_dot_error_bound, summed over the WMMA steps of each dot product).
#include <doctest/doctest.h>

#include <Eigen/Core>
#include <bit>
#include <cmath>
#include <fmt/format.h>
#include <algorithm>
#include <array>
#include <limits>
#include <optional>
#include <set>
#include <utility>
#include <string>

#include "kernel_runs.h"

using namespace wmmasim::test;
namespace sim = wmmasim::sim;
namespace isa = wmmasim::isa;

namespace {

std::optional<BuiltKernel> built(const std::string& name, const std::string& target, int wave) {
  for (const BuiltKernel& k : built_kernels()) {
    if (k.name == name && k.target == target && k.wave_size == wave) return k;
  }
  return std::nullopt;
}

const ArgumentData& arg(const std::vector<ArgumentData>& args, const std::string& name) {
  for (const ArgumentData& a : args) {
    if (a.name == name) return a;
  }
  FAIL("no argument " << name);
  return args.front();
}

ArgumentData& arg(std::vector<ArgumentData>& args, const std::string& name) {
  return const_cast<ArgumentData&>(arg(std::as_const(args), name));
}

sim::NumericsModel model_for(const std::string& target) {
  return sim::default_numerics_model(isa::find_target(target)->family);
}

// out (f32, M x N) against sum_k A[i][k] * B[k][j] (+ C[i][j]); A and B given as element codes through accessors.
template <class CodeA, class CodeB>
void check_float_gemm(const ArgumentData& out, int m, int n, int k, const std::string& a_dtype,
                      const std::string& b_dtype, CodeA a_code, CodeB b_code, sim::NumericsModel model,
                      const ArgumentData* c = nullptr) {
  const isa::ElementType at = element_type(a_dtype);
  const isa::ElementType bt = element_type(b_dtype);
  int bad = 0;
  std::vector<std::uint16_t> row(static_cast<std::size_t>(k));
  std::vector<std::uint16_t> col(static_cast<std::size_t>(k));
  for (int i = 0; i < m; ++i) {
    for (int j = 0; j < n; ++j) {
      double sum = c ? c->at<float>(static_cast<std::size_t>(i * n + j)) : 0.0;
      for (int kk = 0; kk < k; ++kk) {
        row[kk] = a_code(i, kk);
        col[kk] = b_code(kk, j);
        sum += element_value(at, row[kk]) * element_value(bt, col[kk]);
      }
      const double bound = chained_bound(model, at, bt, isa::ElementType::F32, row, col, c ? c->at<float>(i * n + j) : 0.0);
      const double got = out.at<float>(static_cast<std::size_t>(i * n + j));
      if (!(std::fabs(got - sum) <= bound) && bad++ < 5) {
        FAIL_CHECK(fmt::format("{}[{}][{}] = {} but the reference is {} (bound {:g})", out.name, i, j, got, sum, bound));
      }
    }
  }
  CHECK(bad == 0);
}

// y = r(r(x W1^T) W2^T) W3^T with r(v) = round16(max(v, 0)), one WMMA step per layer (K = 16). The exact model
// rounds each layer once, so the reference rounds the same way and the output must match bit for bit; other
// models carry their bound through the layers (a rounding to 16 bits can then go either way: one ulp more).
void check_mlp(const std::vector<ArgumentData>& args, const std::string& dtype, sim::NumericsModel model) {
  const ArgumentData& x = arg(args, "x");
  const ArgumentData& w = arg(args, "w");
  const ArgumentData& y = arg(args, "y");
  const isa::ElementType type = element_type(dtype);
  const auto round16 = [&](float v) -> std::uint16_t {
    return dtype == "f16" ? sim::encode_f16(v) : sim::encode_bf16(v);
  };
  int bad = 0;
  for (int s = 0; s < 16; ++s) {
    std::vector<std::uint16_t> input(16);
    std::vector<double> slack(16, 0.0);  // how far the simulator's input may be from the reference's
    for (int i = 0; i < 16; ++i) input[i] = x.at<std::uint16_t>(s * 16 + i);
    for (int layer = 0; layer < 3; ++layer) {
      std::vector<std::uint16_t> next(16);
      std::vector<double> next_slack(16);
      for (int o = 0; o < 16; ++o) {
        std::vector<std::uint16_t> weights(16);
        double sum = 0;
        double propagated = 0;
        for (int i = 0; i < 16; ++i) {
          weights[i] = w.at<std::uint16_t>((layer * 16 + o) * 16 + i);
          sum += element_value(type, weights[i]) * element_value(type, input[i]);
          propagated += std::fabs(element_value(type, weights[i])) * slack[i];
        }
        const bool exact = model == sim::NumericsModel::Exact && propagated == 0;
        const double bound = exact ? 0 : propagated + chained_bound(model, type, type, isa::ElementType::F32, weights, input, 0.0);
        const float d = static_cast<float>(sum);  // the exact model's single rounding
        if (layer == 2) {
          const float got = y.at<float>(s * 16 + o);
          const bool ok = exact ? std::bit_cast<std::uint32_t>(got) == std::bit_cast<std::uint32_t>(d)
                                : std::fabs(got - sum) <= bound;
          if (!ok && bad++ < 5) {
            FAIL_CHECK(fmt::format("y[{}][{}] = {} but the reference is {} (bound {:g})", s, o, got, exact ? d : sum, bound));
          }
        } else {
          next[o] = round16(std::max(d, 0.0f));
          const double ulp = std::fabs(element_value(type, round16(std::nextafter(std::max(d, 0.0f) + static_cast<float>(bound), INFINITY))) -
                                       element_value(type, next[o]));
          next_slack[o] = exact ? 0 : bound + ulp;
        }
      }
      input = next;
      slack = next_slack;
    }
  }
  CHECK(bad == 0);
}

// x_t must be the transpose of x bit for bit (-0 as +0 where the kernel multiplies by the identity matrix:
// D = x * I adds x[i][j] to +0 products).
void check_transpose(const std::vector<ArgumentData>& args, int rows, int cols, bool zero_sign_dropped) {
  const ArgumentData& x = arg(args, "x");
  const ArgumentData& x_t = arg(args, "x_t");
  int bad = 0;
  for (int i = 0; i < rows; ++i) {
    for (int j = 0; j < cols; ++j) {
      std::uint16_t expected = x.at<std::uint16_t>(i * cols + j);
      if (zero_sign_dropped && expected == 0x8000) expected = 0;
      const std::uint16_t got = x_t.at<std::uint16_t>(j * rows + i);
      if (got != expected && bad++ < 5) FAIL_CHECK(fmt::format("x_t[{}][{}] = {:#06x}, x[{}][{}] = {:#06x}", j, i, got, i, j, expected));
    }
  }
  CHECK(bad == 0);
}

// Microkernels (docs/kernels.md "Timing microkernels") with B = 0: every instruction returns C unchanged (positive
// float accumulators, so that no -0 product meets a positive C in gfx11-dot2's sign frame), hence every wave's
// d is the XOR over chains of C's raw words.
void prepare_microbench(std::vector<ArgumentData>& args, InputGenerator& gen) {
  for (ArgumentData& a : args) {
    if (a.name == "a" || a.name == "b" || a.name == "index") std::fill(a.bytes.begin(), a.bytes.end(), std::byte{0});
    if (a.name == "c") {
      for (std::size_t i = 0; i < a.elements(); ++i) {
        // Positive normal f32 and two positive f16/bf16 halves are all valid accumulators for their kinds;
        // integer accumulators take them as plain integers.
        a.set(i, static_cast<std::uint32_t>(gen.f16() & 0x7fff) << 16 | (gen.f16() & 0x7fff));
      }
    }
    if (a.name == "iterations") a.value = 2;
  }
}
// `defined_bits`: the bits of each word the contract defines (gfx11 lat_a: the D -> A copy carries only the
// OPSEL half of each 16-bit accumulator word; the other half is whatever the registers held).
void check_microbench(const std::vector<ArgumentData>& args, std::uint32_t defined_bits) {
  const ArgumentData& c = arg(args, "c");
  const ArgumentData& d = arg(args, "d");
  const std::size_t chains = static_cast<std::size_t>(c.shape[0]);
  const std::size_t words = static_cast<std::size_t>(c.shape[1] * c.shape[2]);
  const std::size_t waves = static_cast<std::size_t>(d.shape[0]);
  int bad = 0;
  for (std::size_t w = 0; w < waves; ++w) {
    for (std::size_t i = 0; i < words; ++i) {
      std::uint32_t expected = 0;
      for (std::size_t chain = 0; chain < chains; ++chain) expected ^= c.at<std::uint32_t>(chain * words + i);
      const std::uint32_t got = d.at<std::uint32_t>(w * words + i);
      if ((got & defined_bits) != (expected & defined_bits) && bad++ < 5) FAIL_CHECK(fmt::format("d[{}] word {}: {:#010x}, expected {:#010x}", w, i, got, expected));
    }
  }
  CHECK(bad == 0);
}

// ---- kernels of ordinary HIP code: DPP, global atomics (references from the ISA's definitions, by hand) ----

// The lane each lane of a 16-lane row reads for row r of dpp_patterns (kernels/dpp_patterns.hip; RDNA3 ISA §7.7
// "DPP_CTRL" enumeration), or -1 when it reads nothing (the kernel then writes `old`, or 0 with bound_ctrl).
int dpp_pattern_source(int row, int lane) {
  const int r = lane % 16, base = lane - r, e = lane % 8, base8 = lane - e;
  switch (row) {
    case 0: return (lane & ~3) + std::array{2, 3, 0, 1}[lane & 3];  // quad_perm:[2,3,0,1]
    case 1: return r + 3 < 16 ? lane + 3 : -1;                      // row_shl:3
    case 2: return r >= 5 ? lane - 5 : -1;                          // row_shr:5
    case 3: return base + (r + 11) % 16;                            // row_ror:5
    case 4: return base + 15 - r;                                   // row_mirror
    case 5: return base8 + 7 - e;                                   // row_half_mirror
    case 6: return base + 7;                                        // row_share:7
    case 7: return base + (r ^ 5);                                  // row_xmask:5
    case 8: return (lane / 16) % 2 == 0 && r >= 1 ? lane - 1 : -1;  // row_shr:1, rows 0 and 2 only
    case 9: return r < 8 && r >= 1 ? lane - 1 : -1;                 // row_shr:1, banks 0 and 1 only
    case 10: return base8 + 7 - e;                                  // dpp8:[7,6,5,4,3,2,1,0]
    default: return r >= 1 ? lane - 1 : -1;                         // 11: row_shr:1 into v_add_nc_u32
  }
}

// What a lane that reads nothing gets in row r: the `old` operand (-1) or, under bound_ctrl:1, 0.
std::int32_t dpp_pattern_fallback(int row, int lane) {
  if (row == 8) return (lane / 16) % 2 == 0 ? 0 : -1;  // rows 0/2: bound_ctrl zero; rows 1/3 masked: old
  if (row == 9) return lane % 16 < 8 ? 0 : -1;         // banks 0/1: bound_ctrl zero; banks 2/3 masked: old
  return row == 2 ? -1 : 0;
}

void check_dpp_patterns(const std::vector<ArgumentData>& args, int n) {
  const ArgumentData& in = arg(args, "in");
  const ArgumentData& out = arg(args, "out");
  int bad = 0;
  for (int row = 0; row < 12; ++row) {
    for (int i = 0; i < n; ++i) {
      const int lane = i % 256;  // the pattern repeats every 16 lanes; 256 is a multiple of both wave sizes
      const int from = dpp_pattern_source(row, lane);
      std::int32_t want = from < 0 ? dpp_pattern_fallback(row, lane) : in.at<std::int32_t>(i - lane + from);
      if (row == 11) want = static_cast<std::int32_t>(static_cast<std::uint32_t>(in.at<std::int32_t>(i)) + static_cast<std::uint32_t>(want));
      const auto got = out.at<std::int32_t>(static_cast<std::size_t>(row * n + i));
      if (got != want && bad++ < 5) FAIL_CHECK(fmt::format("dpp pattern {} element {}: {}, expected {}", row, i, got, want));
    }
  }
  CHECK(bad == 0);
}

void check_dpp_scan(const std::vector<ArgumentData>& args, int n) {
  const ArgumentData& in = arg(args, "in");
  int bad = 0;
  for (int b = 0; b < n / 256; ++b) {
    std::uint32_t sum = 0;
    std::int32_t max = INT32_MIN;
    for (int i = b * 256; i < b * 256 + 256; ++i) {
      sum += static_cast<std::uint32_t>(in.at<std::int32_t>(i));
      max = std::max(max, in.at<std::int32_t>(i));
      const auto got = static_cast<std::uint32_t>(arg(args, "scan").at<std::int32_t>(i));
      if (got != sum && bad++ < 5) FAIL_CHECK(fmt::format("scan[{}] = {}, expected {}", i, got, sum));
    }
    CHECK(arg(args, "maxv").at<std::int32_t>(b) == max);
  }
  CHECK(bad == 0);
}

// Zero padding by the range check: in[-1] and in[N] are out of the V#'s NUM_RECORDS and read 0. 2 in[i] is exact in
// f32, so the sum is the same with or without the compiler's fused multiply-add.
void check_buffer_stencil(const std::vector<ArgumentData>& args, int n) {
  const ArgumentData& in = arg(args, "in");
  const auto at = [&](int i) { return i < 0 || i >= n ? 0.0f : in.at<float>(static_cast<std::size_t>(i)); };
  int bad = 0;
  for (int i = 0; i < n; ++i) {
    const float want = (at(i - 1) + 2.0f * at(i)) + at(i + 1);
    const float got = arg(args, "out").at<float>(static_cast<std::size_t>(i));
    if (std::bit_cast<std::uint32_t>(got) != std::bit_cast<std::uint32_t>(want) && bad++ < 5)
      FAIL_CHECK(fmt::format("out[{}] = {}, expected {}", i, got, want));
  }
  CHECK(bad == 0);
}

void check_histogram(const std::vector<ArgumentData>& args, int n) {
  const ArgumentData& values = arg(args, "values");
  std::array<std::uint32_t, 64> bins{};
  std::array<std::uint32_t, 10> stats = {0, 0xffffffffu, 0, 0xffffffffu, 0, 0x80000000u, 0x7fffffffu, 0, 0, 0};
  std::uint64_t sum = 0, max_square = 0;
  std::set<std::uint32_t> seen_values;
  for (int i = 0; i < n; ++i) {
    const auto v = values.at<std::uint32_t>(i);
    ++bins[v % 64];
    stats[0] = std::max(stats[0], v);
    stats[1] = std::min(stats[1], v);
    stats[2] |= v;
    stats[3] &= v;
    stats[4] ^= v;
    stats[5] = static_cast<std::uint32_t>(std::max(static_cast<std::int32_t>(stats[5]), static_cast<std::int32_t>(v)));
    stats[6] = static_cast<std::uint32_t>(std::min(static_cast<std::int32_t>(stats[6]), static_cast<std::int32_t>(v)));
    stats[7] += 1;
    stats[8] += v % 8;
    sum += v;
    max_square = std::max(max_square, std::uint64_t{v} * v);
    seen_values.insert(v);
  }
  for (int b = 0; b < 64; ++b) CHECK_MESSAGE(arg(args, "bins").at<std::uint32_t>(b) == bins[b], "bin " << b);
  for (int k = 0; k < 9; ++k) CHECK_MESSAGE(arg(args, "stats").at<std::uint32_t>(k) == stats[k], "stats[" << k << "]");
  CHECK(seen_values.contains(arg(args, "stats").at<std::uint32_t>(9)));  // the last swap wins; one of the values
  CHECK(arg(args, "wide").at<std::uint64_t>(0) == sum);
  CHECK(arg(args, "wide").at<std::uint64_t>(1) == max_square);
  std::vector<std::uint32_t> order(static_cast<std::size_t>(n));
  for (int i = 0; i < n; ++i) order[i] = arg(args, "order").at<std::uint32_t>(i);
  std::ranges::sort(order);
  for (int i = 0; i < n; ++i) {
    if (order[i] != static_cast<std::uint32_t>(i)) FAIL_CHECK("order is not a permutation: sorted[" << i << "] = " << order[i]);
    if (order[i] != static_cast<std::uint32_t>(i)) break;
  }
}

// x = k/4 for k in 1..64: every partial sum is a multiple of 1/4 below 2^14, exact in f32 in any order, so the
// atomics' results are exact whatever order the lanes and waves add in.
void prepare_float_atomics(std::vector<ArgumentData>& args, InputGenerator& gen) {
  ArgumentData& x = arg(args, "x");
  for (std::size_t i = 0; i < x.elements(); ++i) x.set(i, static_cast<float>(1 + gen.bits(6)) / 4.0f);
}

void check_float_atomics(const std::vector<ArgumentData>& args, int n) {
  const ArgumentData& x = arg(args, "x");
  const ArgumentData& seen = arg(args, "seen");
  double sum = 0, max = -INFINITY, min = INFINITY;
  for (int i = 0; i < n; ++i) {
    sum += x.at<float>(i);
    max = std::max<double>(max, x.at<float>(i));
    min = std::min<double>(min, x.at<float>(i));
  }
  const ArgumentData& sums = arg(args, "sums");
  const ArgumentData& sums64 = arg(args, "sums64");
  CHECK(sums.at<float>(0) == sum);
  CHECK(sums.at<float>(1) == max);
  CHECK(sums.at<float>(2) == min);
  CHECK(sums.at<float>(3) == sum);
  CHECK(sums64.at<double>(0) == sum);
  CHECK(sums64.at<double>(1) == max);
  CHECK(sums64.at<double>(2) == min);
  // The returning add: the first add saw 0, and every add saw a partial sum that, with its own value, stays within
  // the total; the largest of those reaches it.
  int zeros = 0;
  double reached = 0;
  for (int i = 0; i < n; ++i) {
    zeros += seen.at<float>(i) == 0.0f;
    CHECK(seen.at<float>(i) + x.at<float>(i) <= sum);
    reached = std::max<double>(reached, seen.at<float>(i) + x.at<float>(i));
  }
  CHECK(zeros == 1);
  CHECK(reached == sum);
}

void check_private_array(const std::vector<ArgumentData>& args, int n) {
  const ArgumentData& in = arg(args, "in");
  const ArgumentData& idx = arg(args, "idx");
  int bad = 0;
  for (int i = 0; i < n; ++i) {
    const auto a = [&](std::uint32_t k) {
      return static_cast<std::uint32_t>(in.at<std::int32_t>(k)) * static_cast<std::uint32_t>(i + 1) + k;
    };
    const std::uint32_t j = idx.at<std::uint32_t>(i);
    const std::uint32_t want = a(j & 255u) - a((j >> 8) & 255u);
    const auto got = static_cast<std::uint32_t>(arg(args, "out").at<std::int32_t>(i));
    if (got != want && bad++ < 5) FAIL_CHECK(fmt::format("out[{}] = {}, expected {}", i, got, want));
  }
  CHECK(bad == 0);
}

void check_recursion(const std::vector<ArgumentData>& args, int n) {
  std::array<std::uint32_t, 13> fib{0, 1};
  for (std::size_t k = 2; k < fib.size(); ++k) fib[k] = fib[k - 1] + fib[k - 2];
  int bad = 0;
  for (int i = 0; i < n; ++i) {
    const std::uint32_t want = fib[arg(args, "n").at<std::uint32_t>(i) % 13];
    const auto got = arg(args, "out").at<std::uint32_t>(i);
    if (got != want && bad++ < 5) FAIL_CHECK(fmt::format("out[{}] = {}, expected {}", i, got, want));
  }
  CHECK(bad == 0);
}

// sgemm_naive and sgemm_lds: every element is the fma chain over k in order, bit for bit (the kernels' sources say so).
void check_sgemm(const std::vector<ArgumentData>& args, int m, int n, int k) {
  const ArgumentData& a = arg(args, "a");
  const ArgumentData& b = arg(args, "b");
  const ArgumentData& c = arg(args, "c");
  int bad = 0;
  for (int i = 0; i < m; ++i) {
    for (int j = 0; j < n; ++j) {
      float want = 0.0f;
      for (int kk = 0; kk < k; ++kk) want = std::fma(a.at<float>(i * k + kk), b.at<float>(kk * n + j), want);
      const float got = c.at<float>(i * n + j);
      if (std::bit_cast<std::uint32_t>(got) != std::bit_cast<std::uint32_t>(want) && bad++ < 5) {
        FAIL_CHECK(fmt::format("c[{}][{}] = {}, expected {}", i, j, got, want));
      }
    }
  }
  CHECK(bad == 0);
}

void prepare_inputs(const std::string& name, std::vector<ArgumentData>& args, InputGenerator& gen) {
  if (name == "float_atomics") prepare_float_atomics(args, gen);
}

void check_entry(const json& entry, const std::string& target, std::vector<ArgumentData>& args) {
  const std::string name = entry.at("name");
  const sim::NumericsModel model = model_for(target);
  const auto value = [&](const std::string& n) { return static_cast<int>(arg(args, n).value); };
  if (name == "wmma_matmul") {
    const ArgumentData& a = arg(args, "a");
    const ArgumentData& b = arg(args, "b_col_major");
    check_float_gemm(arg(args, "d"), 16, 16, 16, "f16", "f16",
                     [&](int i, int k) { return a.at<std::uint16_t>(i * 16 + k); },
                     [&](int k, int j) { return b.at<std::uint16_t>(j * 16 + k); }, model, &arg(args, "c"));
  } else if (name == "minimum_mlp") {
    check_mlp(args, "f16", model);
  } else if (name == "bf16_mlp") {
    check_mlp(args, "bf16", model);
  } else if (name == "wmma_movmatrix") {
    check_transpose(args, 16, 16, true);
  } else if (name == "shfl_movmatrix") {
    check_transpose(args, 16, 16, false);
  } else if (name == "ck_register_transpose") {
    check_transpose(args, value("rows"), value("cols"), false);
  } else if (name == "gemm_lds_f16" || name == "gemm_tr_b128") {
    const ArgumentData& a = arg(args, "a");
    const ArgumentData& b = arg(args, "b");
    const int m = value("M"), n = value("N"), k = value("K");
    check_float_gemm(arg(args, "c"), m, n, k, "f16", "f16", [&](int i, int kk) { return a.at<std::uint16_t>(i * k + kk); },
                     [&](int kk, int j) { return b.at<std::uint16_t>(kk * n + j); }, model);
  } else if (name == "gemm_fp8") {
    const ArgumentData& a = arg(args, "a");
    const ArgumentData& b = arg(args, "b_t");
    const int m = value("M"), n = value("N"), k = value("K");
    check_float_gemm(arg(args, "c"), m, n, k, "fp8", "fp8", [&](int i, int kk) { return std::uint16_t{a.at<std::uint8_t>(i * k + kk)}; },
                     [&](int kk, int j) { return std::uint16_t{b.at<std::uint8_t>(j * k + kk)}; }, model);
  } else if (name == "gemm_iu8") {
    const ArgumentData& a = arg(args, "a");
    const ArgumentData& b = arg(args, "b_t");
    const ArgumentData& c = arg(args, "c");
    const int m = value("M"), n = value("N"), k = value("K");
    Eigen::MatrixXd am(m, k), bm(k, n);
    for (int i = 0; i < m; ++i) for (int kk = 0; kk < k; ++kk) am(i, kk) = a.at<std::int8_t>(i * k + kk);
    for (int j = 0; j < n; ++j) for (int kk = 0; kk < k; ++kk) bm(kk, j) = b.at<std::uint8_t>(j * k + kk);
    const Eigen::MatrixXd expected = am * bm;  // exact: |sums| < 2^53
    int bad = 0;
    for (int i = 0; i < m; ++i) {
      for (int j = 0; j < n; ++j) {
        const auto want = static_cast<std::int32_t>(static_cast<std::int64_t>(expected(i, j)));
        if (c.at<std::int32_t>(i * n + j) != want && bad++ < 5) FAIL_CHECK(fmt::format("c[{}][{}] = {}, expected {}", i, j, c.at<std::int32_t>(i * n + j), want));
      }
    }
    CHECK(bad == 0);
  } else if (name == "valu_chain") {
    // Bit-exact: u32 xorshift, and one fma (a single rounding) per round, as kernels/valu_chain.hip states.
    const ArgumentData& x = arg(args, "x");
    const ArgumentData& y = arg(args, "y");
    const ArgumentData& h = arg(args, "h");
    int bad = 0;
    for (int i = 0; i < value("N"); ++i) {
      float v = x.at<float>(static_cast<std::size_t>(i));
      std::uint32_t state = static_cast<std::uint32_t>(i) + 1;
      for (int round = 0; round < value("iterations"); ++round) {
        state ^= state << 13;
        state ^= state >> 17;
        state ^= state << 5;
        v = std::fma(v, 0.75f, static_cast<float>(state & 1023u) / 1024.0f);
      }
      const bool same = std::bit_cast<std::uint32_t>(y.at<float>(static_cast<std::size_t>(i))) == std::bit_cast<std::uint32_t>(v) &&
                        h.at<std::uint32_t>(static_cast<std::size_t>(i)) == state;
      if (!same && bad++ < 5) FAIL_CHECK(fmt::format("element {}: y = {}, h = {:#x}; expected {}, {:#x}", i, y.at<float>(i), h.at<std::uint32_t>(i), v, state));
    }
    CHECK(bad == 0);
  } else if (name == "sgemm_naive" || name == "sgemm_lds") {
    check_sgemm(args, value("M"), value("N"), value("K"));
  } else if (name == "buffer_stencil") {
    check_buffer_stencil(args, value("N"));
  } else if (name == "dpp_patterns") {
    check_dpp_patterns(args, value("N"));
  } else if (name == "dpp_scan") {
    check_dpp_scan(args, value("N"));
  } else if (name == "histogram") {
    check_histogram(args, value("N"));
  } else if (name == "float_atomics") {
    check_float_atomics(args, value("N"));
  } else if (name == "private_array") {
    check_private_array(args, value("N"));
  } else if (name == "recursion") {
    check_recursion(args, value("N"));
  } else if (name.starts_with("mb_")) {
    check_microbench(args, name.starts_with("mb_lat_a_gfx11") ? 0x0000ffffu : 0xffffffffu);
  } else {
    FAIL("no reference for kernel " << name << ": add one to tests/test_sim_kernels.cpp");
  }
}

// Runs the code object at `path` with the entry's launch on fresh inputs and checks it against the reference.
void run_and_check(const json& entry, const std::string& target, const std::string& path, bool microbenchmark,
                   std::uint32_t seed) {
  const std::string name = entry.at("name");
  const OracleKernel kernel = oracle_kernel(path, name, target);
  InputGenerator gen(seed);
  std::vector<ArgumentData> args = make_arguments(entry, gen);
  if (microbenchmark) prepare_microbench(args, gen);
  prepare_inputs(name, args, gen);
  try {
    const sim::ExecutionStats stats = run_kernel(kernel, entry, args);
    CHECK(stats.workgroups > 0);
    check_entry(entry, target, args);
  } catch (const std::exception& e) {
    FAIL_CHECK(std::string(e.what()));
  }
}

// Every manifest kernel for each target, and its -O0 build where there is one (kernels_O0.txt).
void run_entries(bool microbenchmarks) {
  std::uint32_t seed = 1;
  const std::vector<BuiltKernel> o0 = built_kernels_O0();
  for (const json& entry : kernel_manifest()) {
    const std::string name = entry.at("name");
    if (name.starts_with("mb_") != microbenchmarks) continue;
    const int wave = entry.at("wave");
    for (const std::string target : entry.at("targets")) {
      CAPTURE(name);
      CAPTURE(target);
      CAPTURE(wave);
      const auto k = built(name, target, wave);
      REQUIRE_MESSAGE(k, "not built: " << name << " " << target);
      run_and_check(entry, target, k->path, microbenchmarks, seed++);
      for (const BuiltKernel& debug : o0) {
        if (debug.name != name || debug.target != target || debug.wave_size != wave) continue;
        CAPTURE(debug.path);
        run_and_check(entry, target, debug.path, microbenchmarks, seed++);
      }
    }
  }
}

}  // namespace

TEST_CASE("kernels.json: seed kernels, transposes, MLPs and GEMMs match their references on both targets") {
  run_entries(false);
}

TEST_CASE("kernels.json: every timing microkernel returns the XOR of its accumulators when B = 0") {
  run_entries(true);
}
