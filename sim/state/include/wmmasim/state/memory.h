// Memory a simulated wave can reach: a flat 64-bit global address space of named allocations, and the
// workgroup's LDS. Global memory is mapped as a GPU maps it: an allocation occupies whole 4 KiB pages, so an access
// past its end but inside its last page reads and writes those bytes, as on hardware, and is logged
// (take_outside_accesses); an access to an unmapped page throws MemoryFault (a KernelFault) whose message names the
// nearest allocation, so "8 bytes past the end of 'B'" is what a user reads, not a crash.
#pragma once

#include <algorithm>
#include <atomic>
#include <cstdint>
#include <cstring>
#include <mutex>
#include <optional>
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
  std::uint64_t length;          // the bytes asked for
  std::vector<std::byte> bytes;  // its mapped bytes from `base`: the allocation's, then the rest of its last page

  std::uint64_t size() const { return length; }
  std::uint64_t end() const { return base + length; }  // one past the last byte
  std::uint64_t mapped_end() const { return base + bytes.size(); }
};

// An access inside an allocation's mapped pages but past its end: the first of a run and how many there were.
struct OutsideAccess {
  std::string allocation;
  std::uint64_t allocation_base = 0, allocation_size = 0;
  std::uint64_t address = 0, size = 0;
  bool write = false;
  std::uint64_t count = 0;  // such accesses since the log was last taken, this one included
  std::uint64_t reach = 0;  // the furthest past the end of this allocation any of them reached, in bytes
};

// Where the accesses past an allocation's end go: GlobalMemory's reads and writes note them (from any thread).
class OutsideAccessLog {
 public:
  OutsideAccessLog() = default;
  OutsideAccessLog(const OutsideAccessLog& other) : first_(other.take_copy()) {}
  OutsideAccessLog& operator=(const OutsideAccessLog& other) {
    if (this != &other) {
      std::optional<OutsideAccess> copy = other.take_copy();
      const std::scoped_lock lock(mutex_);
      first_ = std::move(copy);
    }
    return *this;
  }
  void note(const Allocation& allocation, std::uint64_t address, std::uint64_t size, bool write);
  std::optional<OutsideAccess> take();

 private:
  std::optional<OutsideAccess> take_copy() const {
    const std::scoped_lock lock(mutex_);
    return first_;
  }
  mutable std::mutex mutex_;
  std::optional<OutsideAccess> first_;
};

class GlobalMemory {
 public:
  // Nothing is mapped below this address, so null and small integers used as pointers fault.
  static constexpr std::uint64_t kFirstAddress = 0x1'0000'0000ull;
  // The page an allocation is mapped in: ROCr rounds every allocation up to its kPageSize_ of 4096 bytes and
  // aligns it to it (amd_memory_region.cpp MemoryRegion::AllocateImpl `size = AlignUp(size, kPageSize_)`;
  // HSA_REGION_INFO_RUNTIME_ALLOC_GRANULE and _ALIGNMENT report kPageSize_), and the GPU's page tables map 4 KiB
  // pages. An allocation's bytes from its end to the end of its last page are mapped.
  static constexpr std::uint64_t kPageBytes = 0x1000;
  // An unmapped page between allocations, so running off one allocation's pages faults instead of landing in the
  // next (ROCr's fragment allocator may pack allocations closer: there such an access would read the neighbour).
  static constexpr std::uint64_t kGuardBytes = kPageBytes;

  // A zero-filled allocation at a page boundary (or a larger power-of-two `alignment`); returns its base address.
  // Throws std::invalid_argument for an empty or duplicate name, a zero size or an alignment that is not a power of
  // two.
  std::uint64_t allocate(std::string name, std::uint64_t size, std::uint64_t alignment = kPageBytes);

  // A zero-filled allocation at a base the caller chooses (a HIP runtime mirrors host memory that kernels may reach
  // at the host address, so that a pointer means the same on both sides). Throws std::invalid_argument as
  // allocate() does, and when [base, base + size) overlaps another allocation (no guard page: the caller's
  // memory decides what lies next to it). Its mapped bytes run from `base` to the end of its last page or to the
  // next allocation's base; a neighbour's mapped tail that reached past `base` is cut there.
  std::uint64_t allocate_at(std::string name, std::uint64_t base, std::uint64_t size);

  // Removes the allocation that starts at `base`; its addresses are never handed out again, so a later access
  // through a stale pointer faults, and the fault names the freed allocation. Throws std::invalid_argument when no
  // allocation starts there.
  void free(std::uint64_t base);

  // Why [address, address + size) is not inside one allocation's mapped pages: inside a freed one (use after free),
  // or how far from the nearest one; empty when the access is inside mapped pages.
  std::string describe_outside(std::uint64_t address, std::uint64_t size) const;

  const Allocation& allocation(std::string_view name) const;  // throws std::out_of_range
  Allocation& allocation(std::string_view name);
  std::span<const Allocation> allocations() const { return allocations_; }

  // Inline, like Lds's: called once per lane with a size known at the call site. An access inside mapped pages
  // but past an allocation's end is made and noted in the log; one that leaves the mapped pages throws MemoryFault.
  void read(std::uint64_t address, std::span<std::byte> out) const {
    const Allocation* allocation = find(address, out.size());
    if (allocation == nullptr) fault("read", address, out.size());
    if (address + out.size() > allocation->end()) [[unlikely]] outside_.note(*allocation, address, out.size(), false);
    std::copy_n(allocation->bytes.begin() + static_cast<std::ptrdiff_t>(address - allocation->base), out.size(),
                out.begin());
  }
  void write(std::uint64_t address, std::span<const std::byte> data) {
    Allocation* allocation = const_cast<Allocation*>(find(address, data.size()));
    if (allocation == nullptr) fault("write", address, data.size());
    if (address + data.size() > allocation->end()) [[unlikely]] outside_.note(*allocation, address, data.size(), true);
    std::copy_n(data.begin(), data.size(),
                allocation->bytes.begin() + static_cast<std::ptrdiff_t>(address - allocation->base));
  }

  // One lookup for many accesses (a wave's lanes): where [lo, hi) lies when one allocation's mapped pages hold all
  // of it. `bytes` is the host address of `lo` (nullptr when a byte of the range is unmapped or the range crosses
  // from one allocation's pages into another's); `inside` says whether the allocation itself holds the range, so a
  // caller that copies the bytes itself may skip the log only then. Nothing is logged.
  struct Mapping {
    std::byte* bytes = nullptr;
    const Allocation* allocation = nullptr;
    bool inside = false;
  };
  Mapping mapping(std::uint64_t lo, std::uint64_t hi) {
    const Allocation* allocation = hi > lo ? find(lo, hi - lo) : nullptr;
    if (allocation == nullptr) return {};
    auto* bytes = const_cast<std::byte*>(allocation->bytes.data()) + (lo - allocation->base);
    return {bytes, allocation, hi <= allocation->end()};
  }
  // The allocation [address, address + size) runs past while staying inside its mapped pages, or nullptr (inside an
  // allocation, or not mapped at all).
  const Allocation* overrun(std::uint64_t address, std::uint64_t size) const {
    const Allocation* allocation = find(address, size);
    return allocation != nullptr && address + size > allocation->end() ? allocation : nullptr;
  }
  // The accesses past an allocation's end since the last call (the first and their count), and clears the log.
  std::optional<OutsideAccess> take_outside_accesses() { return outside_.take(); }

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
  // The allocation whose mapped bytes hold [address, address + size), or nullptr. The allocation found last is tried first: the
  // lanes of one instruction, and most instructions of a kernel, reach the same allocation. Allocations never
  // overlap, so a hit is the allocation the search would find; the hint is only a hint (an index checked against
  // the list, read and written atomically because workgroups on several threads share the memory).
  const Allocation* find(std::uint64_t address, std::uint64_t size) const {
    const std::size_t hint = std::atomic_ref(last_found_).load(std::memory_order_relaxed);
    if (hint < allocations_.size() && holds(allocations_[hint], address, size)) return &allocations_[hint];
    return search(address, size);
  }
  static bool holds(const Allocation& a, std::uint64_t address, std::uint64_t size) {
    return address >= a.base && address < a.mapped_end() && size <= a.mapped_end() - address;
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
  mutable OutsideAccessLog outside_;
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
