#include "wmmasim/provenance/tags.h"

#include <fmt/format.h>

#include <cstring>
#include <stdexcept>

namespace wmmasim::sim {
namespace {

constexpr std::int64_t kMantissas = 1023;  // 1..1023: mantissa 0 would make powers of two (1.0, 0.5, 2.0, ...)
constexpr std::int64_t kPerSign = 30 * kMantissas;
constexpr std::uint32_t kTag32Base = 0x4B000000u;  // 2^23 as f32

std::uint32_t tag_bits(int bits, std::int64_t tag) {
  if (bits == 32) return kTag32Base | static_cast<std::uint32_t>(tag);
  const auto sign = static_cast<std::uint32_t>(tag / kPerSign);
  const std::int64_t rest = tag % kPerSign;
  const auto exponent = static_cast<std::uint32_t>(1 + rest / kMantissas);
  const auto mantissa = static_cast<std::uint32_t>(1 + rest % kMantissas);
  return sign << 15 | exponent << 10 | mantissa;
}

std::optional<std::int64_t> tag_of(int bits, std::uint32_t value) {
  if (bits == 32) {
    if ((value & 0xFF800000u) != kTag32Base) return std::nullopt;
    return value & 0x7FFFFFu;
  }
  const std::uint32_t exponent = value >> 10 & 0x1F, mantissa = value & 0x3FF;
  if (exponent == 0 || exponent == 31 || mantissa == 0) return std::nullopt;
  return (value >> 15 & 1) * kPerSign + (exponent - 1) * kMantissas + (mantissa - 1);
}

}  // namespace

TagSpace::TagSpace(std::vector<TaggedBuffer> buffers) : buffers_(std::move(buffers)), first_tag_(buffers_.size()) {
  std::int64_t next16 = 0, next32 = 0;
  for (std::size_t i = 0; i < buffers_.size(); ++i) {
    const TaggedBuffer& b = buffers_[i];
    std::int64_t* next = b.element_bits == 16 ? &next16 : b.element_bits == 32 ? &next32 : nullptr;
    if (next == nullptr) continue;
    first_tag_[i] = *next;
    *next += b.elements();
  }
  if (next16 > kTags16) {
    throw std::invalid_argument(fmt::format("the 16-bit buffers have {} elements, but there are only {} distinct 16-bit "
                                            "tags: trace a smaller problem",
                                            next16, kTags16));
  }
  if (next32 > kTags32) {
    throw std::invalid_argument(fmt::format("the 32-bit buffers have {} elements, but there are only {} distinct 32-bit "
                                            "tags: trace a smaller problem",
                                            next32, kTags32));
  }
}

void TagSpace::fill(std::size_t buffer, std::span<std::byte> bytes) const {
  if (!tagged(buffer)) return;
  const TaggedBuffer& b = buffers_[buffer];
  const std::size_t size = static_cast<std::size_t>(b.element_bits / 8);
  const std::int64_t count = std::min<std::int64_t>(b.elements(), static_cast<std::int64_t>(bytes.size() / size));
  for (std::int64_t i = 0; i < count; ++i) {
    const std::uint32_t bits = tag_bits(b.element_bits, *first_tag_[buffer] + i);
    std::memcpy(bytes.data() + static_cast<std::size_t>(i) * size, &bits, size);  // little-endian host
  }
}

ElementSource TagSpace::source_of(int bits, std::uint32_t value) const {
  const std::optional<std::int64_t> tag = tag_of(bits, value);
  if (!tag) return {};
  for (std::size_t i = 0; i < buffers_.size(); ++i) {
    const TaggedBuffer& b = buffers_[i];
    if (!tagged(i) || b.element_bits != bits || *tag < *first_tag_[i] || *tag >= *first_tag_[i] + b.elements()) continue;
    const std::int64_t index = *tag - *first_tag_[i];
    const auto r = static_cast<int>(index / b.cols), c = static_cast<int>(index % b.cols);
    return b.col_major ? ElementSource{static_cast<int>(i), c, r} : ElementSource{static_cast<int>(i), r, c};
  }
  return {};
}

}  // namespace wmmasim::sim
