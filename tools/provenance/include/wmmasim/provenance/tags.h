// Tags: for operand provenance, a copy of the launch's input buffers in which every element holds a distinct value
// that says which buffer and which element it is. The values are exactly representable in the element's width and
// ordinary (no NaN, infinity, zero, denormal or power of two), so loads, LDS round trips, moves, permutes and transpose
// loads carry them through unchanged; a register slot holding one of them was copied from that element.
#pragma once

#include <cstddef>
#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <vector>

namespace wmmasim::sim {

// One buffer argument of the launch as provenance sees it: a matrix of rows x cols elements.
struct TaggedBuffer {
  std::string name;         // as reports name it ("b")
  int element_bits = 0;     // 16 and 32 get tags; other widths (8-bit fp8/iu8, 64-bit) have too few or no room
  std::int64_t rows = 1;    // the buffer's 2-D view: element i is (i / cols, i % cols)
  std::int64_t cols = 1;
  bool col_major = false;   // the buffer holds the matrix transposed: its element (r, c) is the matrix's (c, r)
  std::int64_t elements() const { return rows * cols; }
};

// Where one register slot's value came from, in matrix coordinates (col_major already undone).
// 12 bytes, returned in registers: the observer decodes every slot of every WMMA.
struct ElementSource {
  int buffer = -1;  // -1: no tag (computed, a constant, or a buffer without tags)
  int row = 0;      // fewer than 2^23 elements per buffer (the tags there are)
  int col = 0;
  bool from_memory() const { return buffer >= 0; }
  bool operator==(const ElementSource&) const = default;
};

class TagSpace {
 public:
  // 16-bit tags: sign x exponents 1..30 x mantissas 1..1023 (f16 normals that are not powers of two; as bf16 bits they
  // are normals too). 32-bit tags: the f32 values 2^23 + n (exact integers), n < 2^23.
  static constexpr std::int64_t kTags16 = 2 * 30 * 1023;
  static constexpr std::int64_t kTags32 = std::int64_t{1} << 23;

  // Gives every element of every 16- and 32-bit buffer its own tag. Throws std::invalid_argument (one line: the width,
  // the elements needed, the tags there are) when the buffers of one width have more elements than tags.
  explicit TagSpace(std::vector<TaggedBuffer> buffers);

  const std::vector<TaggedBuffer>& buffers() const { return buffers_; }
  bool tagged(std::size_t buffer) const { return first_tag_[buffer].has_value(); }
  // Writes buffer `buffer`'s tags into its bytes (little-endian elements; bytes past the last element stay as they
  // are). A buffer without tags is left alone.
  void fill(std::size_t buffer, std::span<std::byte> bytes) const;
  // The element a `bits`-wide slot holding `value` was copied from, or an ElementSource without a buffer.
  ElementSource source_of(int bits, std::uint32_t value) const;

 private:
  std::vector<TaggedBuffer> buffers_;
  std::vector<std::optional<std::int64_t>> first_tag_;  // per buffer, in its width's numbering
};

}  // namespace wmmasim::sim
