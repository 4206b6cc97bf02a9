// Device printf's formatting against the host C library's printf (the reference for every conversion), and the
// decoding of a buffered-printf buffer built by hand as AMDGPUEmitPrintf.cpp lays records out.
#include <doctest/doctest.h>

#include <cstdio>
#include <cstring>
#include <vector>

#include "wmmasim/exec/device_printf.h"

using namespace wmmasim;

namespace {

template <class... Values>
std::string host_printf(const char* format, Values... values) {
  char text[256];
  std::snprintf(text, sizeof text, format, values...);
  return text;
}

std::uint64_t bits(double value) {
  std::uint64_t word;
  std::memcpy(&word, &value, sizeof word);
  return word;
}

// A string as the device packs it: its bytes and NUL, padded with zeros to whole 64-bit words.
std::vector<std::uint64_t> packed(const std::string& text) {
  std::vector<std::uint64_t> words((text.size() + 1 + 7) / 8, 0);
  std::memcpy(words.data(), text.c_str(), text.size() + 1);
  return words;
}

void append(std::vector<std::byte>& buffer, const void* data, std::size_t size) {
  const auto* bytes = static_cast<const std::byte*>(data);
  buffer.insert(buffer.end(), bytes, bytes + size);
}

}  // namespace

TEST_CASE("format_device_printf: each conversion as the host's printf prints it") {
  // Integers arrive zero-extended to 64 bits: a negative int is its 32-bit pattern.
  CHECK(sim::format_device_printf("%d|%+05d|%-4u|%x|%X|%o", std::vector<std::uint64_t>{0xffffffffu, 0xfffffffeu, 7, 255, 48879, 8}) ==
        host_printf("%d|%+05d|%-4u|%x|%X|%o", -1, -2, 7u, 255u, 48879u, 8u));
  CHECK(sim::format_device_printf("%lld %llu %ld %hd %hhu", std::vector<std::uint64_t>{static_cast<std::uint64_t>(-5LL), ~0ULL, 1ULL << 40, 0x1ffff, 0x1ff}) ==
        host_printf("%lld %llu %ld %hd %hhu", -5LL, ~0ULL, 1L << 40, static_cast<short>(0xffff), static_cast<unsigned char>(0xff)));
  CHECK(sim::format_device_printf("%f %.3e %g %10.2f %a", std::vector<std::uint64_t>{bits(1.5), bits(-12345.678), bits(1e-7), bits(3.14159), bits(0.5)}) ==
        host_printf("%f %.3e %g %10.2f %a", 1.5, -12345.678, 1e-7, 3.14159, 0.5));
  CHECK(sim::format_device_printf("[%*d] [%-*.*f]", std::vector<std::uint64_t>{6, 42, 8, 2, bits(2.5)}) ==
        host_printf("[%*d] [%-*.*f]", 6, 42, 8, 2, 2.5));
  CHECK(sim::format_device_printf("%c%c %p", std::vector<std::uint64_t>{'o', 'k', 0x1000}) ==
        host_printf("%c%c %p", 'o', 'k', reinterpret_cast<void*>(0x1000)));
  CHECK(sim::format_device_printf("100%% sure\n", {}) == "100% sure\n");
}

TEST_CASE("format_device_printf: strings inline; a conversion without an argument ends the text") {
  std::vector<std::uint64_t> words = packed("seventeen chars!!");
  words.push_back(3);
  CHECK(sim::format_device_printf("<%s> %d", words) == "<seventeen chars!!> 3");
  CHECK(sim::format_device_printf("<%8s|%-3s>", [] {
          std::vector<std::uint64_t> w = packed("ab");
          const auto more = packed("c");
          w.insert(w.end(), more.begin(), more.end());
          return w;
        }()) == "<      ab|c  >");
  CHECK(sim::format_device_printf("a=%d b=%d", std::vector<std::uint64_t>{1}) == "a=1 b=");
  CHECK(sim::format_device_printf("s=%s.\n", {}) == "s=(null).\n");
}

TEST_CASE("decode_printf_buffer: constant and inline formats, in reservation order; an unknown hash says so") {
  const std::vector<std::string> metadata{"0:0:3f3fc1195a143958,plain %d\n", "0:0:ff,x=%f\n"};
  const auto formats = sim::printf_formats_by_hash(metadata);
  REQUIRE(formats.size() == 2);
  CHECK(formats.at(0x3f3fc1195a143958ull) == "plain %d\n");

  std::vector<std::byte> buffer(8);  // header: bytes used, capacity
  const auto record = [&](std::uint32_t flags, const std::vector<std::uint64_t>& head, const std::vector<std::uint64_t>& args) {
    const auto size = static_cast<std::uint32_t>(4 + 8 * (head.size() + args.size()));
    const std::uint32_t control = size << 2 | flags;
    append(buffer, &control, 4);
    append(buffer, head.data(), 8 * head.size());  // the hash right after the control word, unaligned
    append(buffer, args.data(), 8 * args.size());
  };
  record(2, {0x3f3fc1195a143958ull}, {7});
  record(0 | 1, packed("inline %s!"), packed("text"));  // an inline format, to stderr
  record(2, {0xff}, {bits(0.25)});
  record(2, {0x1234}, {});
  const auto used = static_cast<std::uint32_t>(buffer.size() - 8);
  const std::uint32_t capacity = 4096;
  std::memcpy(buffer.data(), &used, 4);
  std::memcpy(buffer.data() + 4, &capacity, 4);
  buffer.resize(capacity);

  const auto messages = sim::decode_printf_buffer(buffer, formats);
  REQUIRE(messages.size() == 4);
  CHECK(messages[0].text == "plain 7\n");
  CHECK_FALSE(messages[0].to_stderr);
  CHECK(messages[1].text == "inline text!");
  CHECK(messages[1].to_stderr);
  CHECK(messages[2].text == "x=0.250000\n");
  CHECK(messages[3].text.find("format hash 0000000000001234") != std::string::npos);
}
