// Device printf as the HIP runtime prints it. Both forms clang emits for gfx11/gfx12 end here: the default hostcall
// printf (the kernel sends the format and arguments through the hostcall buffer, ROCm-Device-Libs
// ockl/src/services.cl) and buffered printf (-mprintf-kind=buffered: records in a printf buffer, the format
// strings in the code object's amdhsa.printf metadata, llvm/lib/Transforms/Utils/AMDGPUEmitPrintf.cpp). The
// executor serves both during a launch (docs/execution.md "Device printf").
#pragma once

#include <cstdint>
#include <map>
#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace wmmasim::sim {

// The text of one printf: `format` with its arguments as the device packs them, each in one 64-bit word
// (integers zero-extended, floats as double, pointers as addresses), a %s argument inline as its bytes up to the
// NUL, padded to whole words. Conversions and flags are those of C's printf; a conversion without an argument
// left ends the text (as ROCm's runtime does), except %s, which prints "(null)" (a null string takes no room).
std::string format_device_printf(std::string_view format, std::span<const std::uint64_t> arguments);

// The amdhsa.printf entries ("0:0:<hex MD5 low 64 bits>,<format>") by hash.
std::map<std::uint64_t, std::string> printf_formats_by_hash(std::span<const std::string> entries);

// The messages of a printf buffer after a launch (its header: u32 bytes used, u32 capacity; then the records:
// u32 control = size << 2 | constant-format << 1 | stderr, the format's hash or the format inline, the arguments),
// in the order the kernel reserved them. A record whose hash is unknown prints as one line saying so.
struct DevicePrintfMessage {
  std::string text;
  bool to_stderr = false;
};
std::vector<DevicePrintfMessage> decode_printf_buffer(std::span<const std::byte> buffer,
                                                      const std::map<std::uint64_t, std::string>& formats);

}  // namespace wmmasim::sim
