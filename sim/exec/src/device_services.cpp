#include "device_services.h"

#include <fmt/format.h>

#include <cstdio>
#include <ranges>

#include "internal.h"
#include "launch.h"
#include "wmmasim/exec/device_printf.h"

namespace wmmasim::sim::exec {
namespace {

// The hostcall buffer as ROCm's runtime lays it out (clr rocclr/device/devhostcall.cpp; the device side:
// ROCm-Device-Libs ockl/src/hostcall_impl.cl): {headers*, payloads*, doorbell signal, free_stack, ready_stack,
// index_mask}, then the packet headers {u64 next, u64 activemask, u32 service, u32 control}, then one payload per
// packet: 64 lanes x 8 u64 slots. Stack entries are tagged packet indices (index & index_mask).
constexpr std::uint64_t kPackets = 16;  // waves of a workgroup run one at a time: one waits at most
constexpr std::uint64_t kBufferHeaderBytes = 48;
constexpr std::uint64_t kHeaderBytes = 24;
constexpr std::uint64_t kPayloadBytes = 64 * 8 * 8;
constexpr std::uint64_t kHeadersAt = 64;
constexpr std::uint64_t kPayloadsAt = kHeadersAt + kPackets * kHeaderBytes;
constexpr std::uint64_t kReadyStackAt = 32;
constexpr std::uint32_t kReadyFlag = 1;
// hsa amd_signal_t: kind, value, event_mailbox_ptr (0: the device raises no interrupt), event_id, ...
constexpr std::uint64_t kSignalBytes = 64;

// Services of the hostcall protocol (clr rocclr/device/devhcmessages.hpp).
constexpr std::uint32_t kServicePrintf = 2;
std::string_view service_name(std::uint32_t service) {
  switch (service) {
    case 1: return "a host function call";
    case 3: return "device malloc (its heap refill)";
    case 4: return "the address sanitizer";
    default: return "an unknown service";
  }
}

// A printf message's descriptor in slot 0 (devhcmessages.cpp): bit 0 begin, bit 1 end, bits 5-7 how many of the
// slot's other words belong to the message, bits 8-63 the message id the host assigned at its beginning.
constexpr std::uint64_t kBegin = 1, kEnd = 2;

// A hostcall printf message: u64 control (bit 0: stderr), the format packed in words, then the arguments.
DevicePrintfMessage hostcall_printf(const std::vector<std::uint64_t>& words) {
  if (words.empty() || (words[0] & ~std::uint64_t{1}) != 0) return {};
  const auto rest = std::span(words).subspan(1);
  const auto bytes = std::as_bytes(rest);
  const auto* chars = reinterpret_cast<const char*>(bytes.data());
  const std::string format(chars, strnlen(chars, bytes.size()));
  const std::size_t format_words = std::min((format.size() + 1 + 7) / 8, rest.size());
  return {format_device_printf(format, rest.subspan(format_words)), (words[0] & 1) != 0};
}

void emit(const DevicePrintfMessage& message) {
  std::fwrite(message.text.data(), 1, message.text.size(), message.to_stderr ? stderr : stdout);
}

bool has_argument(const KernelInfo& info, std::string_view kind) {
  return std::ranges::any_of(info.args, [&](const KernelArgument& a) { return a.value_kind == kind; });
}

}  // namespace

std::unique_ptr<DeviceServices> DeviceServices::for_kernel(const KernelInfo& info, GlobalMemory& memory) {
  if (!has_argument(info, "hidden_hostcall_buffer") && !has_argument(info, "hidden_printf_buffer")) return nullptr;
  return std::make_unique<DeviceServices>(info, memory);
}

DeviceServices::DeviceServices(const KernelInfo& info, GlobalMemory& memory) {
  if (has_argument(info, "hidden_hostcall_buffer")) place_hostcall_buffer(memory);
  if (has_argument(info, "hidden_printf_buffer")) {
    // {u32 bytes used, u32 capacity}, then the records (the device side: __printf_alloc in ROCm-Device-Libs'
    // opencl library). 1 MiB, HIP's default printf FIFO.
    constexpr std::uint32_t kCapacity = 1u << 20;
    printf_buffer_ = allocate_launch_segment(memory, "printf buffer", kCapacity, 64);
    memory.store<std::uint32_t>(printf_buffer_ + 4, kCapacity);
    printf_formats_ = printf_formats_by_hash(info.printf_formats);
  }
}

void DeviceServices::place_hostcall_buffer(GlobalMemory& memory) {
  hostcall_buffer_ = allocate_launch_segment(memory, "hostcall buffer", kPayloadsAt + kPackets * kPayloadBytes, 4096);
  doorbell_ = allocate_launch_segment(memory, "hostcall doorbell signal", kSignalBytes, 64);
  const std::uint64_t headers = hostcall_buffer_ + kHeadersAt;
  const std::uint64_t index_mask = kPackets - 1;
  // The free stack holds every packet; header 0's "next" is 0 and the others chain down to it, with the first
  // pointer to index 0 tagged so that it is not null (clr HostcallBuffer::initialize).
  std::uint64_t next = index_mask + 1;
  for (std::uint64_t i = 1; i < kPackets; ++i) {
    memory.store<std::uint64_t>(headers + i * kHeaderBytes, next);
    next = i;
  }
  memory.store<std::uint64_t>(hostcall_buffer_, headers);
  memory.store<std::uint64_t>(hostcall_buffer_ + 8, hostcall_buffer_ + kPayloadsAt);
  memory.store<std::uint64_t>(hostcall_buffer_ + 16, doorbell_);
  memory.store<std::uint64_t>(hostcall_buffer_ + 24, next);  // free stack
  memory.store<std::uint64_t>(hostcall_buffer_ + 40, index_mask);
  static_assert(kBufferHeaderBytes <= kHeadersAt);
}

void DeviceServices::serve_hostcalls(GlobalMemory& memory) {
  if (hostcall_buffer_ == 0) return;
  const std::scoped_lock lock(mutex_);
  std::uint64_t packet = memory.load<std::uint64_t>(hostcall_buffer_ + kReadyStackAt);
  if (packet == 0) return;
  memory.store<std::uint64_t>(hostcall_buffer_ + kReadyStackAt, 0);
  while (packet != 0) {
    const std::uint64_t index = packet & (kPackets - 1);
    const std::uint64_t header = hostcall_buffer_ + kHeadersAt + index * kHeaderBytes;
    const std::uint64_t payload = hostcall_buffer_ + kPayloadsAt + index * kPayloadBytes;
    const auto next = memory.load<std::uint64_t>(header);
    const auto active = memory.load<std::uint64_t>(header + 8);
    const auto service = memory.load<std::uint32_t>(header + 16);
    if (service != kServicePrintf) {
      fault(fmt::format("the kernel asked the host for {} (hostcall service {}), which the simulator does not serve",
                        service_name(service), service));
    }
    for (int lane = 0; lane < 64; ++lane) {
      if (((active >> lane) & 1) == 0) continue;
      std::uint64_t slot[8];
      const std::uint64_t address = payload + static_cast<std::uint64_t>(lane) * 64;
      memory.read(address, std::as_writable_bytes(std::span(slot)));
      serve_printf(slot);
      memory.write(address, std::as_bytes(std::span(slot)));
    }
    const auto control = memory.load<std::uint32_t>(header + 20);
    memory.store<std::uint32_t>(header + 20, control & ~kReadyFlag);
    packet = next;
  }
}

void DeviceServices::serve_printf(std::uint64_t slot[8]) {
  std::uint64_t descriptor = slot[0];
  if ((descriptor & kBegin) != 0) {
    descriptor = (descriptor & 0xfe) | (next_message_ << 8);
    messages_[next_message_++];
    slot[0] = descriptor;
  }
  const auto message = messages_.find(descriptor >> 8);
  if (message == messages_.end()) fault(fmt::format("a hostcall printf continues message {}, which never began", descriptor >> 8));
  const std::uint64_t words = (descriptor >> 5) & 7;
  message->second.insert(message->second.end(), slot + 1, slot + 1 + words);
  if ((descriptor & kEnd) == 0) return;
  const DevicePrintfMessage printed = hostcall_printf(message->second);
  emit(printed);
  slot[0] = printed.text.size();  // printf's return value
  messages_.erase(message);
}

void DeviceServices::finish(GlobalMemory& memory) noexcept {
  try {
    if (printf_buffer_ != 0) {
      const Allocation& buffer = *std::ranges::find(memory.allocations(), printf_buffer_, &Allocation::base);
      const std::span<const std::byte> contents = std::span(buffer.bytes).first(buffer.size());  // not the page tail
      for (const DevicePrintfMessage& message : decode_printf_buffer(contents, printf_formats_)) emit(message);
      memory.free(printf_buffer_);
    }
    if (hostcall_buffer_ != 0) {
      memory.free(hostcall_buffer_);
      memory.free(doorbell_);
    }
  } catch (...) {
    // The buffers live in the launch's memory; a failure here loses printf output, never the launch's result.
  }
}

}  // namespace wmmasim::sim::exec
