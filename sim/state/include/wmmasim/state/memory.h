// Memory a simulated wave can reach: a flat 64-bit global address space of named allocations, and the
// workgroup's LDS. Every access is bounds-checked; a bad access throws MemoryFault (a KernelFault) whose message
// names the nearest allocation, so "8 bytes past the end of 'B'" is what a user reads, not a crash.
#pragma once

#include <algorithm>
#include <atomic>
#include <cstdint>
#include <cstring>
#include <span>
#include <string>
#include <string_view>
#include <type_traits>
#include <vector>

#include "wmmasim/state/errors.h"

namespace wmmasim::sim {

class MemoryFault : public KernelFault {
 public:
  using KernelFault::KernelFault;
};

struct Allocation {
  std::string name;
  std::uint64_t base;
  std::vector<std::byte> bytes;

  std::uint64_t size() const { return bytes.size(); }
  std::uint64_t end() const { return base + bytes.size(); }  // one past the last byte
};

class GlobalMemory {
 public:
  // Nothing is mapped below this address, so null and small integers used as pointers fault.
  static constexpr std::uint64_t kFirstAddress = 0x1'0000'0000ull;
  // Unmapped bytes between allocations, so running off one allocation never lands in the next.
  static constexpr std::uint64_t kGuardBytes = 0x1000;

  // A zero-filled allocation; returns its base address. Throws std::invalid_argument for an empty or duplicate
  // name, a zero size or an alignment that is not a power of two.
  std::uint64_t allocate(std::string name, std::uint64_t size, std::uint64_t alignment = 256);

  // A zero-filled allocation at a base the caller chooses (a HIP runtime mirrors host memory that kernels may reach
  // at the host address, so that a pointer means the same on both sides). Throws std::invalid_argument as
  // allocate() does, and when [base, base + size) overlaps another allocation (no guard bytes: the caller's
  // memory decides what lies next to it).
  std::uint64_t allocate_at(std::string name, std::uint64_t base, std::uint64_t size);

  // Removes the allocation that starts at `base`; its addresses are never handed out again, so a later access
  // through a stale pointer faults, and the fault names the freed allocation. Throws std::invalid_argument when no
  // allocation starts there.
  void free(std::uint64_t base);

  // Why [address, address + size) is not inside one allocation: inside a freed one (use after free), or how far
  // from the nearest one; empty when the access is inside an allocation.
  std::string describe_outside(std::uint64_t address, std::uint64_t size) const;

  const Allocation& allocation(std::string_view name) const;  // throws std::out_of_range
  Allocation& allocation(std::string_view name);
  std::span<const Allocation> allocations() const { return allocations_; }

  // Inline, like Lds's: called once per lane with a size known at the call site.
  void read(std::uint64_t address, std::span<std::byte> out) const {
    const Allocation* allocation = find(address, out.size());
    if (allocation == nullptr) fault("read", address, out.size());
    std::copy_n(allocation->bytes.begin() + static_cast<std::ptrdiff_t>(address - allocation->base), out.size(),
                out.begin());
  }
  void write(std::uint64_t address, std::span<const std::byte> data) {
    Allocation* allocation = const_cast<Allocation*>(find(address, data.size()));
    if (allocation == nullptr) fault("write", address, data.size());
    std::copy_n(data.begin(), data.size(),
                allocation->bytes.begin() + static_cast<std::ptrdiff_t>(address - allocation->base));
  }

  template <class T>
  T load(std::uint64_t address) const {
    static_assert(std::is_trivially_copyable_v<T>);
    T value;
    read(address, std::as_writable_bytes(std::span(&value, 1)));
    return value;
  }
  template <class T>
  void store(std::uint64_t address, const T& value) {
    static_assert(std::is_trivially_copyable_v<T>);
    write(address, std::as_bytes(std::span(&value, 1)));
  }

 private:
  // The allocation holding [address, address + size), or nullptr. The allocation found last is tried first: the
  // lanes of one instruction, and most instructions of a kernel, reach the same allocation. Allocations never
  // overlap, so a hit is the allocation the search would find; the hint is only a hint (an index checked against
  // the list, read and written atomically because workgroups on several threads share the memory).
  const Allocation* find(std::uint64_t address, std::uint64_t size) const {
    const std::size_t hint = std::atomic_ref(last_found_).load(std::memory_order_relaxed);
    if (hint < allocations_.size() && holds(allocations_[hint], address, size)) return &allocations_[hint];
    return search(address, size);
  }
  static bool holds(const Allocation& a, std::uint64_t address, std::uint64_t size) {
    return address >= a.base && address < a.end() && size <= a.end() - address;
  }
  const Allocation* search(std::uint64_t address, std::uint64_t size) const;  // binary search; updates the hint
  [[noreturn]] void fault(std::string_view access, std::uint64_t address, std::uint64_t size) const;
  void check_new_allocation(const std::string& name, std::uint64_t size) const;
  std::uint64_t insert(std::string name, std::uint64_t base, std::uint64_t size);

  struct Freed {
    std::string name;
    std::uint64_t base, size;
  };
  std::vector<Allocation> allocations_;  // ascending base addresses
  std::vector<Freed> freed_;             // in the order they were freed
  std::uint64_t next_address_ = kFirstAddress;
  alignas(std::atomic_ref<std::size_t>::required_alignment) mutable std::size_t last_found_ = 0;
};

// The local data share of one workgroup (64 KiB on gfx11/gfx12).
class Lds {
 public:
  static constexpr std::uint32_t kMaxBytes = 64 * 1024;

  explicit Lds(std::uint32_t size = kMaxBytes);  // throws std::invalid_argument if size > kMaxBytes

  std::uint32_t size() const { return static_cast<std::uint32_t>(bytes_.size()); }
  std::span<std::byte> bytes() { return bytes_; }
  std::span<const std::byte> bytes() const { return bytes_; }

  // Inline: the executor calls these once per lane with a size known at the call site (a DS instruction
  // was a third of a GEMM's time through out-of-line calls of a few bytes each).
  void read(std::uint32_t address, std::span<std::byte> out) const {
    if (!inside(address, out.size())) fault("read", address, out.size());
    std::copy_n(bytes_.begin() + address, out.size(), out.begin());
  }
  void write(std::uint32_t address, std::span<const std::byte> data) {
    if (!inside(address, data.size())) fault("write", address, data.size());
    std::copy_n(data.begin(), data.size(), bytes_.begin() + address);
  }

  template <class T>
  T load(std::uint32_t address) const {
    static_assert(std::is_trivially_copyable_v<T>);
    T value;
    read(address, std::as_writable_bytes(std::span(&value, 1)));
    return value;
  }
  template <class T>
  void store(std::uint32_t address, const T& value) {
    static_assert(std::is_trivially_copyable_v<T>);
    write(address, std::as_bytes(std::span(&value, 1)));
  }

 private:
  bool inside(std::uint32_t address, std::size_t size) const {
    return address <= bytes_.size() && size <= bytes_.size() - address;
  }
  [[noreturn]] void fault(std::string_view access, std::uint32_t address, std::size_t size) const;

  std::vector<std::byte> bytes_;
};

}  // namespace wmmasim::sim
