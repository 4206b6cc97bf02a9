// libFuzzer target: the .npy parser must reject any byte string with an NpyError, never crash or hang.
#include <cstddef>
#include <cstdint>
#include <span>

#include "wmmasim/io/npy.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  try {
    const auto array = wmmasim::sim::parse_npy(std::as_bytes(std::span(data, size)), "fuzz.npy");
    // A parsed array is self-consistent: its bytes are exactly its shape times its element size, and it
    // serializes back to a file that parses to the same array.
    if (array.data.size() != array.element_count() * wmmasim::sim::npy_dtype_size(array.dtype)) __builtin_trap();
    const auto again = wmmasim::sim::parse_npy(wmmasim::sim::serialize_npy(array), "round-trip.npy");
    if (again.shape != array.shape || again.data != array.data || again.dtype != array.dtype) __builtin_trap();
  } catch (const wmmasim::sim::NpyError&) {
  }
  return 0;
}
