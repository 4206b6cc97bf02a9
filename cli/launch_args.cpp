#include "launch_args.h"

#include <charconv>
#include <cstring>
#include <filesystem>
#include <fmt/format.h>
#include <fmt/ranges.h>
#include <iostream>
#include <limits>
#include <map>
#include <optional>

#include "command.h"
#include "wmmasim/isa/container.h"
#include "wmmasim/isa/symbols.h"
#include "wmmasim/numerics/formats.h"

namespace po = boost::program_options;

namespace wmmasim::cli {
namespace {

struct KeyValue {
  std::string key;
  std::string value;
};

KeyValue split(const std::string& text, const std::string& option) {
  const std::size_t eq = text.find('=');
  if (eq == std::string::npos || eq == 0) {
    throw UsageError(fmt::format("{} '{}' is not KEY=VALUE: KEY is the argument's name or position 0, 1, ...", option, text));
  }
  return {text.substr(0, eq), text.substr(eq + 1)};
}

std::vector<std::byte> read_file(const std::string& path, const std::string& what) {
  std::optional<std::vector<std::byte>> bytes = read_bytes(path);
  if (!bytes) throw UsageError(fmt::format("cannot read {} '{}' (check the path)", what, path));
  return std::move(*bytes);
}

std::string describe(std::size_t position, const sim::KernelArgument& arg) {
  return arg.name.empty() ? fmt::format("argument {}", position) : fmt::format("argument {} ({})", position, arg.name);
}

// The explicit argument KEY names: its metadata name, or its position.
std::size_t find_argument(const std::vector<const sim::KernelArgument*>& args, const std::string& key,
                          const sim::KernelInfo& info, const std::string& option) {
  for (std::size_t i = 0; i < args.size(); ++i) {
    if (!args[i]->name.empty() && args[i]->name == key) return i;
  }
  std::size_t position = 0;
  const auto [end, error] = std::from_chars(key.data(), key.data() + key.size(), position);
  if (error == std::errc() && end == key.data() + key.size() && position < args.size()) return position;
  std::string names;
  for (std::size_t i = 0; i < args.size(); ++i) names += (i ? ", " : "") + describe(i, *args[i]);
  throw UsageError(fmt::format("{} {}: kernel '{}' has no argument '{}' (its arguments: {})", option, key, isa::short_name(info.name),
                               key, names.empty() ? "none" : names));
}

// One by-value scalar of `size` bytes: an integer, or a float when `text` has a decimal point.
std::vector<std::byte> encode_scalar(const std::string& text, std::size_t size, const std::string& label) {
  std::vector<std::byte> bytes(size);
  const auto put = [&](auto value) {
    static_assert(sizeof value <= 8);
    std::memcpy(bytes.data(), &value, std::min<std::size_t>(sizeof value, bytes.size()));
  };
  const char* first = text.data();
  const char* last = text.data() + text.size();
  if (text.find('.') != std::string::npos) {
    double value = 0;
    const auto [end, error] = std::from_chars(first, last, value);
    if (error != std::errc() || end != last) throw UsageError(fmt::format("--arg for {}: '{}' is not a number", label, text));
    if (size == 8) put(value);
    else if (size == 4) put(static_cast<float>(value));
    else if (size == 2) put(sim::encode_f16(static_cast<float>(value)));
    else throw UsageError(fmt::format("--arg for {}: a float does not fit its {} bytes", label, size));
    return bytes;
  }
  std::int64_t value = 0;
  const bool hex = text.starts_with("0x") || text.starts_with("0X");
  const auto [end, error] = std::from_chars(first + (hex ? 2 : 0), last, value, hex ? 16 : 10);
  if (error != std::errc() || end != last || text.empty()) {
    throw UsageError(fmt::format("--arg for {}: '{}' is not an integer (a float needs a decimal point)", label, text));
  }
  if (size < 8) {
    const std::int64_t bits = 8 * static_cast<std::int64_t>(size);
    const std::int64_t low = -(std::int64_t{1} << (bits - 1));
    const std::int64_t high = (std::int64_t{1} << bits) - 1;
    if (value < low || value > high) {
      throw UsageError(fmt::format("--arg for {}: {} does not fit its {} bytes ([{}, {}])", label, value, size, low, high));
    }
  }
  put(value);
  return bytes;
}

// A by-value argument, its size from the metadata: one scalar, or comma-separated elements of equal size that fill
// it (a HIP vector type: uint4 is 1,2,3,4).
std::vector<std::byte> encode_value(const std::string& text, const sim::KernelArgument& arg, const std::string& label) {
  std::vector<std::string> elements;
  for (std::size_t from = 0;;) {
    const std::size_t comma = text.find(',', from);
    elements.push_back(text.substr(from, comma - from));
    if (comma == std::string::npos) break;
    from = comma + 1;
  }
  const std::size_t element = arg.size / elements.size();
  if (arg.size == 0 || arg.size % elements.size() != 0 || element > 8) {
    throw UsageError(fmt::format("--arg for {}: {} value(s) cannot fill its {} bytes (give one value of up to 8 bytes, "
                                 "or one per element of a vector type: 4 for a uint4)",
                                 label, elements.size(), arg.size));
  }
  std::vector<std::byte> bytes;
  for (const std::string& e : elements) {
    const std::vector<std::byte> encoded = encode_scalar(e, element, label);
    bytes.insert(bytes.end(), encoded.begin(), encoded.end());
  }
  return bytes;
}

// Element types a buffer can be declared with (@file.npy:TYPE): short names and numpy's.
struct ElementType {
  std::string_view short_name, numpy_name;
  sim::NpyDtype dtype;
};
constexpr ElementType kElementTypes[] = {
    {"f16", "float16", sim::NpyDtype::Float16}, {"f32", "float32", sim::NpyDtype::Float32},
    {"f64", "float64", sim::NpyDtype::Float64}, {"bf16", "bfloat16", sim::NpyDtype::BFloat16Raw},
    {"i8", "int8", sim::NpyDtype::Int8},        {"i16", "int16", sim::NpyDtype::Int16},
    {"i32", "int32", sim::NpyDtype::Int32},     {"i64", "int64", sim::NpyDtype::Int64},
    {"u8", "uint8", sim::NpyDtype::UInt8},      {"u16", "uint16", sim::NpyDtype::UInt16},
    {"u32", "uint32", sim::NpyDtype::UInt32},   {"u64", "uint64", sim::NpyDtype::UInt64},
};

std::string element_type_names() {
  std::string names;
  for (const ElementType& t : kElementTypes) names += (names.empty() ? "" : ", ") + std::string(t.short_name);
  return names;
}

std::string_view short_name_of(sim::NpyDtype dtype) {
  for (const ElementType& t : kElementTypes) {
    if (t.dtype == dtype) return t.short_name;
  }
  return "?";
}

// "@file.npy[:TYPE]": the path and the declared element type.
struct BufferValue {
  std::string path;
  std::optional<sim::NpyDtype> declared;
};

BufferValue parse_buffer_value(const std::string& value, const std::string& key) {
  BufferValue b{value.substr(1), std::nullopt};
  const std::size_t colon = b.path.rfind(':');
  if (colon == std::string::npos || b.path.find_first_of("/.", colon) != std::string::npos) return b;
  const std::string type = b.path.substr(colon + 1);
  for (const ElementType& t : kElementTypes) {
    if (type == t.short_name || type == t.numpy_name) b.declared = t.dtype;
  }
  if (!b.declared) {
    throw UsageError(fmt::format("--arg {}: unknown element type '{}' after ':' (accepted: {})", key, type,
                                 element_type_names()));
  }
  b.path.resize(colon);
  return b;
}

// The element type a buffer must have: the declared one, else the pointee in the kernel's C++ signature.
struct ExpectedType {
  sim::NpyDtype dtype;
  std::string source;  // "declared", or the signature's parameter type
};

std::optional<ExpectedType> expected_type(const BufferValue& b, const std::optional<std::vector<std::string>>& params,
                                          std::size_t position) {
  if (b.declared) return ExpectedType{*b.declared, "declared"};
  if (!params || position >= params->size()) return std::nullopt;
  const auto dtype = pointee_dtype((*params)[position]);
  if (!dtype) return std::nullopt;
  return ExpectedType{*dtype, "the kernel's parameter is " + (*params)[position]};
}

void check_element_type(const sim::NpyArray& array, const std::optional<ExpectedType>& expected,
                        const std::string& key, const BufferValue& b, const std::string& label) {
  if (!expected || array.dtype == expected->dtype) return;
  throw UsageError(fmt::format("--arg {}: {} holds {} but {} expects {} ({}): convert it (numpy: "
                               "a.astype(np.{})) or declare the type it holds ({}=@{}:{})",
                               key, b.path, sim::npy_dtype_name(array.dtype), label,
                               short_name_of(expected->dtype), expected->source,
                               sim::npy_dtype_name(expected->dtype), key, b.path, short_name_of(array.dtype)));
}

// The container's code object for --arch (or its only target).
std::vector<std::byte> select_code_object(const LaunchArguments& a) {
  std::optional<isa::Target> target;
  if (!a.arch.empty()) {
    target = isa::find_target(a.arch);
    if (!target) throw UsageError(fmt::format("unknown --arch '{}' (accepted: {})", a.arch, isa::accepted_target_names()));
  }
  const std::vector<std::byte> file = read_file(a.code_object, "code object");
  try {
    const auto entries = isa::extract_code_objects(file, a.code_object);
    return isa::select_code_object(entries, target, a.code_object).code_object;
  } catch (const isa::CodeObjectError& e) {
    throw UsageError(e.what());
  }
}

}  // namespace

std::optional<sim::NpyDtype> pointee_dtype(std::string type) {
  if (!type.ends_with("*")) return std::nullopt;
  type.pop_back();
  for (const std::string_view qualifier : {" __restrict", " const", " volatile"}) {
    while (type.ends_with(qualifier)) type.resize(type.size() - qualifier.size());
  }
  static const std::map<std::string, sim::NpyDtype, std::less<>> kCTypes = {
      {"float", sim::NpyDtype::Float32},          {"double", sim::NpyDtype::Float64},
      {"_Float16", sim::NpyDtype::Float16},       {"__half", sim::NpyDtype::Float16},
      {"signed char", sim::NpyDtype::Int8},       {"char", sim::NpyDtype::Int8},
      {"unsigned char", sim::NpyDtype::UInt8},    {"short", sim::NpyDtype::Int16},
      {"unsigned short", sim::NpyDtype::UInt16},  {"int", sim::NpyDtype::Int32},
      {"unsigned int", sim::NpyDtype::UInt32},    {"long", sim::NpyDtype::Int64},
      {"long long", sim::NpyDtype::Int64},        {"unsigned long", sim::NpyDtype::UInt64},
      {"unsigned long long", sim::NpyDtype::UInt64}};
  const auto it = kCTypes.find(type);
  return it == kCTypes.end() ? std::nullopt : std::optional(it->second);
}

void add_launch_options(po::options_description& options, LaunchArguments& launch) {
  options.add_options()
      ("kernel", po::value(&launch.kernel),
       "the kernel: its name as written (wmma_gemm), demangled or mangled, or an unambiguous prefix (default: the "
       "code object's only kernel)")
      ("grid", po::value(&launch.grid), "workgroups per dimension: X[,Y,Z]")
      ("block", po::value(&launch.block), "work-items per workgroup: X[,Y,Z]")
      ("arg", po::value(&launch.args)->composing(),
       "KEY=@file.npy[:TYPE] (a buffer's initial contents; TYPE, e.g. f32, the element type the kernel expects: "
       "a different .npy dtype is an error) or KEY=VALUE (integer, or float with a decimal point; a vector type "
       "by value as its elements, e.g. 1,2,3,4 for a uint4); KEY is the argument's name or position 0, 1, ...; "
       "repeat for every argument")
      ("out", po::value(&launch.outs)->composing(), "KEY=file.npy: write a buffer back after the run (same dtype and shape)")
      ("verbose", po::bool_switch(&launch.verbose), "say which buffers' element types nothing checks");
}

std::array<std::uint32_t, 3> parse_dimensions(const std::string& text, const std::string& option) {
  std::array<std::uint32_t, 3> dims{1, 1, 1};
  std::size_t pos = 0;
  for (int i = 0; i < 3; ++i) {
    const std::size_t comma = text.find(',', pos);
    const std::string part = text.substr(pos, comma == std::string::npos ? std::string::npos : comma - pos);
    std::uint32_t value = 0;
    const auto [end, error] = std::from_chars(part.data(), part.data() + part.size(), value);
    if (part.empty() || error != std::errc() || end != part.data() + part.size()) {
      throw UsageError(fmt::format("{} '{}' is not X[,Y,Z] with unsigned integers", option, text));
    }
    dims[i] = value;
    if (comma == std::string::npos) return dims;
    pos = comma + 1;
  }
  throw UsageError(fmt::format("{} '{}' has more than three dimensions", option, text));
}

PreparedLaunch prepare_launch(const LaunchArguments& a) {
  if (a.grid.empty()) throw UsageError("--grid is required: workgroups per dimension X[,Y,Z]");
  if (a.block.empty()) throw UsageError("--block is required: work-items per workgroup X[,Y,Z]");
  std::vector<std::byte> code_object = select_code_object(a);
  std::optional<sim::KernelProgram> loaded;
  try {
    loaded.emplace(sim::KernelProgram::from_code_object(code_object, a.kernel));
  } catch (const sim::CodeObjectError& e) {
    throw UsageError(fmt::format("{}: {}", a.code_object, e.what()));
  }
  PreparedLaunch prepared{std::move(*loaded), std::move(code_object), {}, {}, {}};
  const sim::KernelInfo& info = prepared.program.info();
  sim::KernelLaunch& launch = prepared.launch;
  launch.code_object = prepared.code_object;
  launch.kernel = info.name;
  launch.dispatch.grid = parse_dimensions(a.grid, "--grid");
  launch.dispatch.block = parse_dimensions(a.block, "--block");

  const auto args = info.explicit_args();
  std::uint32_t end = 0;
  for (const sim::KernelArgument* arg : args) end = std::max(end, arg->offset + arg->size);
  launch.dispatch.kernarg.assign(end, std::byte{0});

  std::vector<bool> given(args.size(), false);
  std::map<std::size_t, std::size_t> buffer_of;  // argument -> index in launch.buffers
  const auto params = isa::parameter_types(info.name);
  if (params && params->size() != args.size()) {
    throw UsageError(fmt::format("kernel '{}': its signature has {} parameters but the metadata {} explicit arguments: "
                                 "rebuild the code object", isa::demangle(info.name), params->size(), args.size()));
  }
  std::vector<std::string> unchecked;
  for (const std::string& text : a.args) {
    const auto [key, value] = split(text, "--arg");
    const std::size_t i = find_argument(args, key, info, "--arg");
    const std::string label = describe(i, *args[i]);
    if (given[i]) throw UsageError(fmt::format("--arg {}: {} is given twice", key, label));
    given[i] = true;
    if (sim::is_buffer(*args[i])) {
      if (!value.starts_with("@")) {
        throw UsageError(fmt::format("--arg {}: {} is a buffer: give its contents as {}=@file.npy", key, label, key));
      }
      const BufferValue buffer = parse_buffer_value(value, key);
      sim::NpyArray array;
      try {
        array = sim::read_npy(buffer.path);
      } catch (const sim::NpyError& e) {
        throw UsageError(e.what());
      }
      if (array.data.empty()) throw UsageError(fmt::format("--arg {}: {} holds no elements", key, buffer.path));
      const auto expected = expected_type(buffer, params, i);
      check_element_type(array, expected, key, buffer, label);
      if (!expected) unchecked.push_back(label);
      buffer_of[i] = launch.buffers.size();
      launch.buffers.push_back({args[i]->offset, array.data});
      prepared.buffers.push_back({label, std::move(array), args[i]->name.empty() ? std::to_string(i) : args[i]->name, i});
    } else if (args[i]->value_kind == "by_value") {
      if (value.starts_with("@")) throw UsageError(fmt::format("--arg {}: {} is passed by value: give a number", key, label));
      const std::vector<std::byte> bytes = encode_value(value, *args[i], label);
      std::memcpy(launch.dispatch.kernarg.data() + args[i]->offset, bytes.data(), bytes.size());
    } else {
      throw UsageError(fmt::format("--arg {}: {} has value kind '{}', which wmmasim run cannot pass", key, label,
                                   args[i]->value_kind));
    }
  }
  for (std::size_t i = 0; i < args.size(); ++i) {
    if (!given[i]) {
      throw UsageError(fmt::format("kernel '{}' takes {} arguments; {} is missing: add --arg {}=...", isa::short_name(info.name),
                                   args.size(), describe(i, *args[i]), args[i]->name.empty() ? std::to_string(i) : args[i]->name));
    }
  }
  if (a.verbose && !unchecked.empty()) {
    std::cerr << fmt::format("wmmasim: note: nothing checks the element type of {}: the kernel's symbol has no C++ "
                             "signature (extern \"C\") and the metadata names no type; declare it as @file.npy:TYPE\n",
                             fmt::join(unchecked, ", "));
  }
  for (const std::string& text : a.outs) {
    const auto [key, path] = split(text, "--out");
    const std::size_t i = find_argument(args, key, info, "--out");
    const auto it = buffer_of.find(i);
    if (it == buffer_of.end()) {
      throw UsageError(fmt::format("--out {}: {} is not a buffer given with --arg {}=@file.npy", key, describe(i, *args[i]), key));
    }
    if (path.empty()) throw UsageError(fmt::format("--out {}: no file name after '='", key));
    prepared.outputs.push_back({it->second, path});
  }
  return prepared;
}

void add_outputs(OutputFiles& files, const PreparedLaunch& prepared, const std::vector<std::vector<std::byte>>& buffers) {
  for (const OutputFile& out : prepared.outputs) {
    const BufferArgument& buffer = prepared.buffers.at(out.buffer);
    sim::NpyArray array = buffer.input;
    array.data = buffers.at(out.buffer);
    const std::vector<std::byte> bytes = sim::serialize_npy(array);
    files.add(out.path, std::string(reinterpret_cast<const char*>(bytes.data()), bytes.size()), buffer.label);
  }
}

}  // namespace wmmasim::cli
