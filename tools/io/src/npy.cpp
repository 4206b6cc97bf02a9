#include "wmmasim/io/npy.h"

#include <array>
#include <cstdint>
#include <cstring>
#include <filesystem>
#include <fmt/format.h>
#include <fmt/ranges.h>
#include <fstream>
#include <functional>
#include <iterator>
#include <limits>
#include <numeric>
#include <system_error>

namespace wmmasim::sim {
namespace {

constexpr std::array<unsigned char, 6> kMagic{0x93, 'N', 'U', 'M', 'P', 'Y'};

struct DtypeInfo {
  NpyDtype dtype;
  std::string_view descr;  // NumPy's dtype.str
  std::string_view name;
  std::size_t size;
};

constexpr std::array kDtypes{
    DtypeInfo{NpyDtype::Float16, "<f2", "float16", 2},   DtypeInfo{NpyDtype::Float32, "<f4", "float32", 4},
    DtypeInfo{NpyDtype::Float64, "<f8", "float64", 8},   DtypeInfo{NpyDtype::Int8, "|i1", "int8", 1},
    DtypeInfo{NpyDtype::Int16, "<i2", "int16", 2},       DtypeInfo{NpyDtype::Int32, "<i4", "int32", 4},
    DtypeInfo{NpyDtype::Int64, "<i8", "int64", 8},       DtypeInfo{NpyDtype::UInt8, "|u1", "uint8", 1},
    DtypeInfo{NpyDtype::UInt16, "<u2", "uint16", 2},     DtypeInfo{NpyDtype::UInt32, "<u4", "uint32", 4},
    DtypeInfo{NpyDtype::UInt64, "<u8", "uint64", 8},     DtypeInfo{NpyDtype::BFloat16Raw, "|V2", "bfloat16 (raw |V2)", 2},
};

const DtypeInfo& info(NpyDtype dtype) {
  for (const DtypeInfo& d : kDtypes) {
    if (d.dtype == dtype) return d;
  }
  throw std::logic_error("unknown NpyDtype");
}

// One-byte and void types have no byte order: NumPy writes "|", but "<" and "=" mean the same for them.
const DtypeInfo* find_dtype(std::string_view descr) {
  for (const DtypeInfo& d : kDtypes) {
    if (d.descr == descr) return &d;
    const bool order_free = d.descr[0] == '|';
    if (order_free && descr.size() == d.descr.size() && (descr[0] == '<' || descr[0] == '=') &&
        descr.substr(1) == d.descr.substr(1)) {
      return &d;
    }
  }
  return nullptr;
}

[[noreturn]] void fail(const std::string& source, const std::string& what) { throw NpyError(source + ": " + what); }

// The header is a Python dict literal such as {'descr': '<f4', 'fortran_order': False, 'shape': (16, 16), }.
class HeaderParser {
 public:
  HeaderParser(std::string_view text, const std::string& source) : text_(text), source_(source) {}

  std::string string_value(std::string_view key) const {
    const std::string_view rest = value_of(key);
    if (rest.empty() || (rest[0] != '\'' && rest[0] != '"')) fail(source_, "'" + std::string(key) + "' is not a string");
    const auto end = rest.find(rest[0], 1);
    if (end == std::string_view::npos) fail(source_, "unterminated string in the .npy header");
    return std::string(rest.substr(1, end - 1));
  }

  bool bool_value(std::string_view key) const {
    const std::string_view rest = value_of(key);
    if (rest.starts_with("False")) return false;
    if (rest.starts_with("True")) return true;
    fail(source_, "'" + std::string(key) + "' is neither True nor False");
  }

  std::vector<std::size_t> tuple_value(std::string_view key) const {
    const std::string_view rest = value_of(key);
    const auto end = rest.find(')');
    if (rest.empty() || rest[0] != '(' || end == std::string_view::npos) fail(source_, "'shape' is not a tuple");
    std::vector<std::size_t> dims;
    for (std::size_t pos = 1; pos < end;) {
      if (rest[pos] == ' ' || rest[pos] == ',') {
        ++pos;
        continue;
      }
      std::size_t value = 0;
      const std::size_t first_digit = pos;
      for (; pos < end && rest[pos] >= '0' && rest[pos] <= '9'; ++pos) {
        if (value > (std::numeric_limits<std::size_t>::max() - 9) / 10) fail(source_, "a shape dimension is too large");
        value = value * 10 + static_cast<std::size_t>(rest[pos] - '0');
      }
      if (pos == first_digit) fail(source_, "the shape holds something that is not a non-negative integer");
      dims.push_back(value);
    }
    return dims;
  }

 private:
  std::string_view value_of(std::string_view key) const {
    const std::string quoted = fmt::format("'{}'", key);  // not "'" + std::string: g++-12 -O3 -Wrestrict false positive
    const auto at = text_.find(quoted);
    if (at == std::string_view::npos) fail(source_, "the .npy header has no '" + std::string(key) + "' entry");
    auto pos = text_.find(':', at + quoted.size());
    if (pos == std::string_view::npos) fail(source_, "malformed .npy header near '" + std::string(key) + "'");
    for (++pos; pos < text_.size() && text_[pos] == ' '; ++pos) {
    }
    return text_.substr(pos);
  }

  std::string_view text_;
  const std::string& source_;
};

std::size_t checked_byte_count(const std::vector<std::size_t>& shape, std::size_t element_size,
                               const std::string& source) {
  std::size_t bytes = element_size;
  for (const std::size_t d : shape) {
    if (d != 0 && bytes > std::numeric_limits<std::size_t>::max() / d) fail(source, "the shape is too large");
    bytes *= d;
  }
  return bytes;
}

std::string python_tuple(const std::vector<std::size_t>& shape) {
  // fmt rather than "(" + std::to_string(...): g++-12 -O3 reports a false -Wrestrict on the latter (GCC PR 105329).
  if (shape.size() == 1) return fmt::format("({},)", shape[0]);
  return fmt::format("({})", fmt::join(shape, ", "));
}

}  // namespace

std::size_t npy_dtype_size(NpyDtype dtype) { return info(dtype).size; }
std::string_view npy_dtype_name(NpyDtype dtype) { return info(dtype).name; }

std::size_t NpyArray::element_count() const {
  return std::accumulate(shape.begin(), shape.end(), std::size_t{1}, std::multiplies<>());
}

NpyArray parse_npy(std::span<const std::byte> bytes, const std::string& source) {
  if (bytes.size() < 10 || std::memcmp(bytes.data(), kMagic.data(), kMagic.size()) != 0) {
    fail(source, "not a .npy file (no \\x93NUMPY magic): write it with numpy.save");
  }
  const auto version = static_cast<unsigned>(bytes[6]);
  std::size_t header_len = 0;
  std::size_t header_start = 0;
  if (version == 1) {
    header_len = static_cast<std::size_t>(bytes[8]) | static_cast<std::size_t>(bytes[9]) << 8;
    header_start = 10;
  } else if (version == 2 || version == 3) {
    if (bytes.size() < 12) fail(source, "truncated .npy header");
    for (int i = 3; i >= 0; --i) header_len = header_len << 8 | static_cast<std::size_t>(bytes[8 + i]);
    header_start = 12;
  } else {
    fail(source, "unsupported .npy format version " + std::to_string(version) + " (expected 1, 2 or 3)");
  }
  if (header_len > bytes.size() - header_start) fail(source, "truncated .npy header");
  const std::string_view header(reinterpret_cast<const char*>(bytes.data() + header_start), header_len);

  const HeaderParser parser(header, source);
  const std::string descr = parser.string_value("descr");
  const DtypeInfo* dtype = find_dtype(descr);
  if (dtype == nullptr) fail(source, "unsupported dtype '" + descr + "' (use a little-endian int, uint or float type)");
  if (parser.bool_value("fortran_order")) {
    fail(source, "Fortran-order arrays are not supported: save numpy.ascontiguousarray(x) instead");
  }
  NpyArray array;
  array.dtype = dtype->dtype;
  array.shape = parser.tuple_value("shape");

  const std::size_t data_start = header_start + header_len;
  const std::size_t expected = checked_byte_count(array.shape, dtype->size, source);
  if (bytes.size() - data_start != expected) {
    fail(source, "holds " + std::to_string(bytes.size() - data_start) + " data bytes but its header promises " +
                     std::to_string(expected) + " (truncated or corrupt file)");
  }
  array.data.assign(bytes.begin() + static_cast<std::ptrdiff_t>(data_start), bytes.end());
  return array;
}

namespace {

// The whole file: a regular file in one read of its size (copied through istreambuf_iterator it went a byte at a
// time, about 0.1 GB/s: a tenth of a second for a 1024 x 1024 GEMM's inputs), anything else (a pipe) byte by byte.
std::vector<char> file_contents(const std::filesystem::path& path, std::ifstream& in) {
  std::error_code error;
  if (std::filesystem::is_regular_file(path, error)) {
    const std::uintmax_t size = std::filesystem::file_size(path, error);
    if (!error) {
      std::vector<char> raw(static_cast<std::size_t>(size));
      if (in.read(raw.data(), static_cast<std::streamsize>(size)) && in.peek() == std::ifstream::traits_type::eof()) {
        return raw;
      }
      in.clear();  // the file changed size under us: read it as it is now
      in.seekg(0);
    }
  }
  return {std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
}

}  // namespace

NpyArray read_npy(const std::filesystem::path& path) {
  std::error_code error;
  if (std::filesystem::is_directory(path, error)) {
    throw NpyError(path.string() + ": is a folder, not a .npy file (give the path of the file)");
  }
  std::ifstream in(path, std::ios::binary);
  if (!in) throw NpyError(path.string() + ": cannot open the file (check the path)");
  const std::vector<char> raw = file_contents(path, in);
  return parse_npy(std::as_bytes(std::span(raw)), path.string());
}

std::vector<std::byte> serialize_npy(const NpyArray& array) {
  std::string header = "{'descr': '" + std::string(info(array.dtype).descr) +
                       "', 'fortran_order': False, 'shape': " + python_tuple(array.shape) + ", }";
  // Pad with spaces so that magic + version + length + header + '\n' is a multiple of 64 bytes.
  const std::size_t unpadded = kMagic.size() + 2 + 2 + header.size() + 1;
  header.append((64 - unpadded % 64) % 64, ' ');
  header += '\n';

  std::vector<std::byte> out;
  for (const unsigned char c : kMagic) out.push_back(static_cast<std::byte>(c));
  out.push_back(std::byte{1});
  out.push_back(std::byte{0});
  out.push_back(static_cast<std::byte>(header.size() & 0xff));
  out.push_back(static_cast<std::byte>(header.size() >> 8));
  for (const char c : header) out.push_back(static_cast<std::byte>(c));
  out.insert(out.end(), array.data.begin(), array.data.end());
  return out;
}

void write_npy(const std::filesystem::path& path, const NpyArray& array) {
  const std::vector<std::byte> bytes = serialize_npy(array);
  std::filesystem::path partial = path;
  partial += ".partial";
  std::error_code ignored;
  {
    std::ofstream out(partial, std::ios::binary | std::ios::trunc);
    if (!out) throw NpyError(path.string() + ": cannot create the output file (does the directory exist?)");
    out.write(reinterpret_cast<const char*>(bytes.data()), static_cast<std::streamsize>(bytes.size()));
    if (!out.flush()) {
      std::filesystem::remove(partial, ignored);
      throw NpyError(path.string() + ": write failed (is the disk full?)");
    }
  }
  std::error_code error;
  std::filesystem::rename(partial, path, error);
  if (error) {
    std::filesystem::remove(partial, ignored);
    throw NpyError(path.string() + ": cannot move the finished file into place: " + error.message());
  }
}

}  // namespace wmmasim::sim
