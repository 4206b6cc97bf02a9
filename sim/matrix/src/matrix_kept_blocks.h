// Internal: decoded operand blocks kept per thread by the vector tile kernels (matrix_tile_avx512.cpp,
// matrix_tile_avx2.cpp).
//
// A GEMM feeds each fragment of A to two WMMAs (one per fragment of B) and each of B to two, so the last two blocks
// of A and of B a thread decoded are kept with their words: a block whose words, element type, lines and modifiers
// are those of a kept one takes its range (the certificate's statistics) and its values as doubles from there.
// Keyed by the words themselves, so a block whose registers changed in between (another wave, another step) only
// misses. The plans' Place tables live as long as the process (matrix.cpp), so their address names the layout.
#pragma once

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <cstring>
#include <span>

#include "matrix_certificate.h"
#include "matrix_fast.h"

namespace wmmasim::sim::detail {

inline constexpr std::size_t kMaxKeptWords = 512;         // the largest dense f16 A or B: 8 VGPRs of a wave64
inline constexpr std::size_t kMaxKeptValues = 32 * kTile;  // up to 32 lines of 16 values (B of a float SWMMAC)

struct KeptBlock {
  alignas(64) std::uint32_t words[kMaxKeptWords];
  std::size_t count = 0;  // 0: empty
  isa::ElementType type{};
  int element_bits = 0;
  const Place* lines = nullptr;
  std::size_t line_count = 0;
  std::uint32_t clear = 0;
  std::uint32_t flip = 0;
  Range range{};
  bool has_values = false;  // `values` holds the lines as doubles: values[r * 16 + j]
  alignas(64) double values[kMaxKeptValues];

  bool holds(isa::ElementType t, const RegisterBlock& block, std::span<const Place> l) const {
    return count == block.words.size() && type == t && element_bits == block.element_bits && lines == l.data() &&
           line_count == l.size() && clear == block.clear && flip == block.flip &&
           std::memcmp(words, block.words.data(), count * sizeof(std::uint32_t)) == 0;
  }
};

class KeptBlocks {
 public:
  // The kept entry of `block` read by `lines`, or null.
  KeptBlock* find(isa::ElementType type, const RegisterBlock& block, std::span<const Place> lines) {
    for (int e = 0; e < 2; ++e) {
      if (entries_[e].holds(type, block, lines)) {
        older_ = 1 - e;
        return &entries_[e];
      }
    }
    return nullptr;
  }

  // The older entry, now keyed by `block` (its words copied; range and values still to fill), or null for a block
  // larger than an entry.
  KeptBlock* replace(isa::ElementType type, const RegisterBlock& block, std::span<const Place> lines) {
    const std::size_t count = block.words.size();
    if (count > kMaxKeptWords || lines.size() * kTile > kMaxKeptValues) return nullptr;
    KeptBlock& entry = entries_[older_];
    older_ = 1 - older_;
    std::copy_n(block.words.data(), count, entry.words);
    entry.count = count;
    entry.type = type;
    entry.element_bits = block.element_bits;
    entry.lines = lines.data();
    entry.line_count = lines.size();
    entry.clear = block.clear;
    entry.flip = block.flip;
    entry.has_values = false;
    return &entry;
  }

 private:
  KeptBlock entries_[2];
  int older_ = 0;  // the entry a miss replaces
};

}  // namespace wmmasim::sim::detail
