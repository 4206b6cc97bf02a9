// Running the kernels of kernels/kernels.json on the simulator and checking them against Eigen references: the
// manifest (launch contracts), input generation, and the per-kernel references with their error bounds.
#pragma once

#include <doctest/doctest.h>

#include <Eigen/Core>
#include <bit>
#include <cmath>
#include <cstdint>
#include <cstring>
#include <fstream>
#include <limits>
#include <map>
#include <nlohmann/json.hpp>
#include <random>
#include <string>
#include <vector>

#include "kernel_oracle.h"
#include "support.h"
#include "wmmasim/exec/executor.h"
#include "wmmasim/numerics/formats.h"
#include "wmmasim/numerics/numerics.h"

namespace wmmasim::test {

using nlohmann::json;


// A dimension: an integer or "a*b/c" over integers and by-value argument names, left to right (docs/kernels.md).
inline std::int64_t evaluate_dimension(const json& dim, const std::map<std::string, std::int64_t>& values) {
  if (dim.is_number_integer()) return dim.get<std::int64_t>();
  const std::string text = dim.get<std::string>();
  std::int64_t result = 0;
  char op = '=';
  std::size_t pos = 0;
  while (pos <= text.size()) {
    const std::size_t end = std::min(text.find_first_of("*/", pos), text.size());
    const std::string token = text.substr(pos, end - pos);
    const std::int64_t v = std::isdigit(static_cast<unsigned char>(token[0])) ? std::stoll(token) : values.at(token);
    result = op == '=' ? v : op == '*' ? result * v : result / v;
    if (end == text.size()) break;
    op = text[end];
    pos = end + 1;
  }
  return result;
}

inline std::size_t dtype_bytes(const std::string& dtype) {
  if (dtype == "f16" || dtype == "bf16") return 2;
  if (dtype == "f32" || dtype == "i32" || dtype == "u32") return 4;
  if (dtype == "f64" || dtype == "u64") return 8;
  return 1;  // i8, u8, fp8, bf8
}

struct ArgumentData {
  std::string name;
  std::string kind;
  std::string dtype;
  std::vector<std::int64_t> shape;
  std::vector<std::byte> bytes;  // buffers
  std::int64_t value = 0;        // by-value arguments

  std::size_t elements() const { return bytes.size() / dtype_bytes(dtype); }
  template <class T>
  T at(std::size_t i) const {
    T v;
    std::memcpy(&v, bytes.data() + i * sizeof(T), sizeof(T));
    return v;
  }
  template <class T>
  void set(std::size_t i, T v) {
    std::memcpy(bytes.data() + i * sizeof(T), &v, sizeof(T));
  }
};

// Random element codes in ranges where every sum the references form is exact in double: normal values with
// exponents in [-4, 0] (f16, bf16, fp8, f32) and any integer for i8/u8.
struct InputGenerator {
  std::mt19937 rng;
  explicit InputGenerator(std::uint32_t seed) : rng(seed) {}
  std::uint32_t bits(int n) { return static_cast<std::uint32_t>(rng()) & ((1u << n) - 1u); }
  int exponent() { return static_cast<int>(rng() % 5) - 4; }
  std::uint16_t f16() { return static_cast<std::uint16_t>(bits(1) << 15 | (exponent() + 15) << 10 | bits(10)); }
  std::uint16_t bf16() { return static_cast<std::uint16_t>(bits(1) << 15 | (exponent() + 127) << 7 | bits(7)); }
  std::uint8_t fp8() { return static_cast<std::uint8_t>(bits(1) << 7 | (exponent() + 7) << 3 | bits(3)); }
  std::uint32_t f32() { return bits(1) << 31 | static_cast<std::uint32_t>(exponent() + 127) << 23 | bits(23); }
  void fill(ArgumentData& arg) {
    const std::size_t n = arg.elements();
    for (std::size_t i = 0; i < n; ++i) {
      if (arg.dtype == "f16") arg.set(i, f16());
      else if (arg.dtype == "bf16") arg.set(i, bf16());
      else if (arg.dtype == "fp8") arg.set(i, fp8());
      else if (arg.dtype == "f32") arg.set(i, f32());
      else if (arg.dtype == "i8" || arg.dtype == "u8") arg.set(i, static_cast<std::uint8_t>(bits(8)));
      else if (arg.dtype == "f64") arg.set(i, static_cast<double>(std::bit_cast<float>(f32())));
      else if (arg.dtype == "u64") arg.set(i, std::uint64_t{rng()} << 32 | rng());
      else arg.set(i, static_cast<std::uint32_t>(rng()));
    }
  }
};

// An inout buffer's `start` values from the manifest (repeated over the buffer; "inf"/"-inf" for floats).
inline void set_start_values(ArgumentData& a, const json& start) {
  const auto number = [](const json& v) {
    if (v.is_string()) return (v.get<std::string>() == "-inf" ? -1.0 : 1.0) * std::numeric_limits<double>::infinity();
    return v.get<double>();
  };
  for (std::size_t i = 0; i < a.elements(); ++i) {
    const json& v = start.at(i % start.size());
    if (a.dtype == "f32") a.set(i, static_cast<float>(number(v)));
    else if (a.dtype == "f64") a.set(i, number(v));
    else if (a.dtype == "u64") a.set(i, v.get<std::uint64_t>());
    else if (a.dtype == "i32") a.set(i, v.get<std::int32_t>());
    else a.set(i, v.get<std::uint32_t>());
  }
}

// The arguments of a manifest entry with its default by-value arguments (or `overrides`), buffers allocated:
// inputs random (inout buffers with a manifest `start` take those values), outputs filled with 0xff bytes so that
// an element the kernel never writes is noticed.
inline std::vector<ArgumentData> make_arguments(const json& entry, InputGenerator& gen,
                                                const std::map<std::string, std::int64_t>& overrides = {}) {
  std::map<std::string, std::int64_t> values;
  for (const auto& arg : entry.at("args")) {
    if (arg.at("kind") == "value") values[arg.at("name")] = arg.at("default").get<std::int64_t>();
  }
  for (const auto& [k, v] : overrides) values[k] = v;
  std::vector<ArgumentData> args;
  for (const auto& arg : entry.at("args")) {
    ArgumentData a;
    a.name = arg.at("name");
    a.kind = arg.at("kind");
    a.dtype = arg.at("dtype");
    if (a.kind == "value") {
      a.value = values.at(a.name);
    } else {
      std::int64_t count = 1;
      for (const auto& d : arg.at("shape")) {
        a.shape.push_back(evaluate_dimension(d, values));
        count *= a.shape.back();
      }
      a.bytes.assign(static_cast<std::size_t>(count) * dtype_bytes(a.dtype), std::byte{0xff});
      if (a.kind != "buffer_out") gen.fill(a);
      if (arg.contains("start")) set_start_values(a, arg.at("start"));
    }
    args.push_back(std::move(a));
  }
  return args;
}

inline std::array<std::uint32_t, 3> launch_dims(const json& dims, const std::vector<ArgumentData>& args) {
  std::map<std::string, std::int64_t> values;
  for (const ArgumentData& a : args) {
    if (a.kind == "value") values[a.name] = a.value;
  }
  std::array<std::uint32_t, 3> out{};
  for (int i = 0; i < 3; ++i) out[i] = static_cast<std::uint32_t>(evaluate_dimension(dims.at(i), values));
  return out;
}

// The KernelLaunch of `args`: buffers at their metadata offsets, by-value integers in place.
inline sim::KernelLaunch make_launch(const sim::KernelInfo& info, const json& entry, const std::vector<ArgumentData>& args) {
  sim::KernelLaunch launch;
  launch.kernel = info.name;
  launch.dispatch.grid = launch_dims(entry.at("grid"), args);
  launch.dispatch.block = launch_dims(entry.at("block"), args);
  const auto explicit_args = info.explicit_args();
  REQUIRE(explicit_args.size() == args.size());
  std::uint32_t end = 0;
  for (const auto* a : explicit_args) end = std::max(end, a->offset + a->size);
  launch.dispatch.kernarg.assign(end, std::byte{0});
  for (std::size_t i = 0; i < args.size(); ++i) {
    if (args[i].kind == "value") {
      const auto v = static_cast<std::int32_t>(args[i].value);
      std::memcpy(launch.dispatch.kernarg.data() + explicit_args[i]->offset, &v, sizeof v);
    } else {
      launch.buffers.push_back({explicit_args[i]->offset, args[i].bytes});
    }
  }
  return launch;
}

// Runs the manifest entry's kernel; the output buffers of `args` receive the results.
inline sim::ExecutionStats run_kernel(const OracleKernel& kernel, const json& entry, std::vector<ArgumentData>& args,
                                      const sim::ExecutionOptions& options = {}) {
  const sim::KernelProgram program(kernel.info, kernel.code);
  const sim::SimulatedLaunch result = sim::run_on_simulator(program, make_launch(kernel.info, entry, args), options);
  std::size_t buffer = 0;
  for (ArgumentData& a : args) {
    if (a.kind != "value") a.bytes = result.buffers[buffer++];
  }
  return result.stats;
}

// ---- references ----

inline isa::ElementType element_type(const std::string& dtype) {
  if (dtype == "f16") return isa::ElementType::F16;
  if (dtype == "bf16") return isa::ElementType::BF16;
  if (dtype == "fp8") return isa::ElementType::FP8;
  if (dtype == "bf8") return isa::ElementType::BF8;
  if (dtype == "f32") return isa::ElementType::F32;
  return isa::ElementType::I32;
}
inline double element_value(isa::ElementType type, std::uint32_t code) { return sim::decode_element(type, code); }

// |D - S| for a dot product accumulated by WMMA steps of `step` products, D's type `cd`, starting from C = c0:
// the sum over steps of numerics.h's a-priori bound, each step's C taken at the largest magnitude the running
// accumulator can have (the bounds grow with |C|). Errors of earlier steps pass into later ones unchanged.
inline double chained_bound(sim::NumericsModel model, isa::ElementType a_type, isa::ElementType b_type,
                            isa::ElementType cd, const std::vector<std::uint16_t>& a, const std::vector<std::uint16_t>& b,
                            double c0, std::size_t step = 16) {
  double total = 0;
  double magnitude = std::fabs(c0);
  for (std::size_t s = 0; s < a.size(); s += step) {
    const float c = std::nextafter(static_cast<float>(magnitude + total), INFINITY);
    std::uint32_t c_code = 0;
    if (cd == isa::ElementType::F32) std::memcpy(&c_code, &c, 4);
    if (cd == isa::ElementType::F16) c_code = sim::encode_f16(c);
    if (cd == isa::ElementType::BF16) c_code = sim::encode_bf16(c);
    const std::size_t n = std::min(step, a.size() - s);
    const sim::FloatDot dot{a_type, b_type, cd, std::span(a).subspan(s, n), std::span(b).subspan(s, n), c_code};
    // numerics.h bounds |D_model - D_exact|; D_exact itself is within u_D * T + eta_D of the real sum
    // (docs/numerics.md "Error bounds": p = 24, 11, 8 bits; eta_D = 2^-150, 2^-25, 2^-134).
    const int precision = cd == isa::ElementType::F32 ? 24 : cd == isa::ElementType::F16 ? 11 : 8;
    const double eta = std::ldexp(1.0, cd == isa::ElementType::F32 ? -150 : cd == isa::ElementType::F16 ? -25 : -134);
    double step_magnitude = magnitude + total;
    for (std::size_t k = s; k < s + n; ++k) step_magnitude += std::fabs(element_value(a_type, a[k]) * element_value(b_type, b[k]));
    total += sim::float_dot_error_bound(model, dot) + std::ldexp(step_magnitude, -precision) + eta;
    for (std::size_t k = s; k < s + n; ++k) {
      magnitude += std::fabs(element_value(a_type, a[k]) * element_value(b_type, b[k]));
    }
  }
  return total;
}

}  // namespace wmmasim::test
