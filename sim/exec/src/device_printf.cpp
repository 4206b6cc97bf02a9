#include "wmmasim/exec/device_printf.h"

#include <fmt/format.h>

#include <algorithm>
#include <cstdio>
#include <cstring>

namespace wmmasim::sim {
namespace {

constexpr std::string_view kConversions = "diouxXfFeEgGaAcspn";

// One conversion with C's printf, its argument given the type the conversion and length modifier name.
template <class... Values>
std::string c_format(const std::string& spec, Values... values) {
  const int size = std::snprintf(nullptr, 0, spec.c_str(), values...);
  if (size <= 0) return "";
  std::string text(static_cast<std::size_t>(size) + 1, '\0');
  std::snprintf(text.data(), text.size(), spec.c_str(), values...);
  text.resize(static_cast<std::size_t>(size));
  return text;
}

// Reads the arguments in order: 64-bit words, and strings inline.
class Arguments {
 public:
  explicit Arguments(std::span<const std::uint64_t> words) : words_(words) {}
  bool empty() const { return next_ >= words_.size(); }
  std::uint64_t word() { return empty() ? 0 : words_[next_++]; }
  std::string string() {
    const auto bytes = std::as_bytes(words_.subspan(std::min(next_, words_.size())));
    const auto* chars = reinterpret_cast<const char*>(bytes.data());
    const std::size_t length = strnlen(chars, bytes.size());
    next_ += (length + 1 + 7) / 8;
    return std::string(chars, length);
  }

 private:
  std::span<const std::uint64_t> words_;
  std::size_t next_ = 0;
};

// One conversion specification `spec` ("%-08.3lld"): its text, consuming its arguments.
std::string convert(std::string spec, Arguments& args) {
  const char conversion = spec.back();
  std::string length;  // the length modifier, cut out of spec: the value is passed at the width it names
  const std::size_t length_start = spec.find_first_of("hljztL");
  if (length_start != std::string::npos) {
    length = spec.substr(length_start, spec.size() - 1 - length_start);
    spec.erase(length_start, length.size());
  }
  // '*' width and precision come first, as ints.
  std::vector<int> stars;
  for (const char c : spec) {
    if (c == '*') stars.push_back(static_cast<int>(static_cast<std::int32_t>(args.word())));
  }
  const auto with_stars = [&](auto value, const std::string& s) {
    if (stars.size() == 2) return c_format(s, stars[0], stars[1], value);
    if (stars.size() == 1) return c_format(s, stars[0], value);
    return c_format(s, value);
  };
  const bool wide = length == "l" || length == "ll" || length == "j" || length == "z" || length == "t";
  const std::uint64_t word = conversion == 's' ? 0 : args.word();
  switch (conversion) {
    case 'd':
    case 'i': {
      const std::string s = spec.substr(0, spec.size() - 1) + "ll" + conversion;
      const long long value = wide ? static_cast<long long>(word)
                              : length == "hh" ? static_cast<std::int8_t>(word)
                              : length == "h"  ? static_cast<std::int16_t>(word)
                                               : static_cast<std::int32_t>(word);
      return with_stars(value, s);
    }
    case 'o':
    case 'u':
    case 'x':
    case 'X': {
      const std::string s = spec.substr(0, spec.size() - 1) + "ll" + conversion;
      const unsigned long long value = wide ? word
                                       : length == "hh" ? static_cast<std::uint8_t>(word)
                                       : length == "h"  ? static_cast<std::uint16_t>(word)
                                                        : static_cast<std::uint32_t>(word);
      return with_stars(value, s);
    }
    case 'c':
      return with_stars(static_cast<int>(static_cast<unsigned char>(word)), spec);
    case 's':
      return with_stars(args.string().c_str(), spec);
    case 'p':
      return with_stars(reinterpret_cast<const void*>(static_cast<std::uintptr_t>(word)), spec);
    case 'n':
      return "";
    default: {  // a floating-point conversion: the device promoted the value to double
      double value = 0;
      std::memcpy(&value, &word, sizeof value);
      return with_stars(value, spec);
    }
  }
}

}  // namespace

std::string format_device_printf(std::string_view format, std::span<const std::uint64_t> arguments) {
  Arguments args(arguments);
  std::string text;
  std::size_t point = 0;
  while (point < format.size()) {
    const std::size_t percent = format.find('%', point);
    text.append(format.substr(point, percent == std::string_view::npos ? std::string_view::npos : percent - point));
    if (percent == std::string_view::npos) break;
    if (percent + 1 < format.size() && format[percent + 1] == '%') {
      text += '%';
      point = percent + 2;
      continue;
    }
    const std::size_t end = format.find_first_of(kConversions, percent + 1);
    if (end == std::string_view::npos) break;
    if (args.empty()) {
      // A null string argument takes no room (the device copies nothing): print it as glibc does, and go on.
      if (format[end] != 's') break;  // no argument left for the conversion
      text += "(null)";
    } else {
      text += convert(std::string(format.substr(percent, end + 1 - percent)), args);
    }
    point = end + 1;
  }
  return text;
}

std::map<std::uint64_t, std::string> printf_formats_by_hash(std::span<const std::string> entries) {
  std::map<std::uint64_t, std::string> formats;
  for (const std::string& entry : entries) {
    // "0:0:<hash>,<format>": the id and argument-size fields of OpenCL's llvm.printf.fmts, unused by HIP.
    const std::size_t second_colon = entry.find(':', entry.find(':') + 1);
    const std::size_t comma = entry.find(',');
    if (second_colon == std::string::npos || comma == std::string::npos || comma < second_colon) continue;
    const std::string hash = entry.substr(second_colon + 1, comma - second_colon - 1);
    formats[std::strtoull(hash.c_str(), nullptr, 16)] = entry.substr(comma + 1);
  }
  return formats;
}

std::vector<DevicePrintfMessage> decode_printf_buffer(std::span<const std::byte> buffer,
                                                      const std::map<std::uint64_t, std::string>& formats) {
  std::vector<DevicePrintfMessage> messages;
  const auto u32_at = [&](std::size_t offset) {
    std::uint32_t value = 0;
    std::memcpy(&value, buffer.data() + offset, sizeof value);
    return value;
  };
  if (buffer.size() < 8) return messages;
  const std::size_t end = std::min<std::size_t>(buffer.size(), 8 + std::size_t{u32_at(0)});
  for (std::size_t record = 8; record + 4 <= end;) {
    const std::uint32_t control = u32_at(record);
    const std::size_t size = control >> 2;
    if (size < 4 || record + size > end) break;
    const auto body = buffer.subspan(record + 4, size - 4);
    DevicePrintfMessage message{"", (control & 1) != 0};
    std::string format;
    std::size_t arguments_at = 0;
    if ((control & 2) != 0) {  // a constant format: the low 64 bits of its MD5 hash
      std::uint64_t hash = 0;
      std::memcpy(&hash, body.data(), std::min<std::size_t>(8, body.size()));
      const auto it = formats.find(hash);
      if (it == formats.end()) {
        message.text = fmt::format("wmmasim: a buffered printf record names format hash {:016x}, which the code "
                                   "object's amdhsa.printf metadata lacks\n", hash);
        message.to_stderr = true;
      }
      if (it != formats.end()) format = it->second;
      arguments_at = 8;
    } else {  // the format inline, NUL-terminated and padded to 8 bytes
      const auto* chars = reinterpret_cast<const char*>(body.data());
      format.assign(chars, strnlen(chars, body.size()));
      arguments_at = (format.size() + 1 + 7) / 8 * 8;
    }
    if (message.text.empty()) {
      std::vector<std::uint64_t> words((body.size() - std::min(arguments_at, body.size())) / 8);
      std::memcpy(words.data(), body.data() + arguments_at, words.size() * 8);
      message.text = format_device_printf(format, words);
    }
    messages.push_back(std::move(message));
    record += size;
  }
  return messages;
}

}  // namespace wmmasim::sim
