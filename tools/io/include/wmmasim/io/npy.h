// NumPy .npy files (format versions 1.0-3.0, little-endian, C order): how users hand matrices to wmmasim and
// get results back. Spec: numpy.lib.format (NEP 1). Debian ships no standalone .npy library (xtensor's reader
// needs the dtype at compile time; wmmasim must discover it from the file).
#pragma once

#include <cstddef>
#include <filesystem>
#include <span>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

namespace wmmasim::sim {

// The element types wmmasim reads and writes. bf16 has no NumPy dtype; such arrays arrive as raw 2-byte voids.
enum class NpyDtype { Float16, Float32, Float64, Int8, Int16, Int32, Int64, UInt8, UInt16, UInt32, UInt64, BFloat16Raw };

std::size_t npy_dtype_size(NpyDtype dtype);
std::string_view npy_dtype_name(NpyDtype dtype);  // "float16", "int32", ...

struct NpyArray {
  NpyDtype dtype = NpyDtype::Float32;
  std::vector<std::size_t> shape;  // empty = scalar
  std::vector<std::byte> data;     // little-endian, C order

  std::size_t element_count() const;
};

// Carries one clear line: the file, what is wrong, what to do.
struct NpyError : std::runtime_error {
  using std::runtime_error::runtime_error;
};

// Parses a whole .npy image; `source` names it in error messages.
NpyArray parse_npy(std::span<const std::byte> bytes, const std::string& source);
NpyArray read_npy(const std::filesystem::path& path);

std::vector<std::byte> serialize_npy(const NpyArray& array);
// Writes to a temporary name next to `path` and renames it, so a failure leaves no partial file.
void write_npy(const std::filesystem::path& path, const NpyArray& array);

}  // namespace wmmasim::sim
