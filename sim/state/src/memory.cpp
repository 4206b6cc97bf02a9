#include "wmmasim/state/memory.h"

#include <algorithm>
#include <fmt/format.h>
#include <stdexcept>
#include <utility>

namespace wmmasim::sim {
namespace {

std::uint64_t align_up(std::uint64_t value, std::uint64_t alignment) {
  return (value + alignment - 1) & ~(alignment - 1);
}

// Bytes between [address, address + size) and the allocation; 0 if they overlap.
std::uint64_t distance(const Allocation& allocation, std::uint64_t address, std::uint64_t size) {
  if (address + size <= allocation.base) return allocation.base - (address + size) + 1;
  if (address >= allocation.end()) return address - allocation.end() + 1;
  return 0;
}

}  // namespace

void GlobalMemory::check_new_allocation(const std::string& name, std::uint64_t size) const {
  if (name.empty()) throw std::invalid_argument("global memory: an allocation needs a name");
  if (size == 0) throw std::invalid_argument(fmt::format("global memory: allocation '{}' has size 0", name));
  if (std::ranges::any_of(allocations_, [&](const Allocation& a) { return a.name == name; })) {
    throw std::invalid_argument(fmt::format("global memory: an allocation named '{}' already exists", name));
  }
}

// The new allocation maps the rest of its last page unless the next allocation starts there, and cuts the mapped
// tail of the one before it at its base (shrinking a vector keeps its bytes where they are).
std::uint64_t GlobalMemory::insert(std::string name, std::uint64_t base, std::uint64_t size) {
  const auto after = std::ranges::upper_bound(allocations_, base, {}, &Allocation::base);
  std::uint64_t mapped_end = align_up(base + size, kPageBytes);
  if (after != allocations_.end()) mapped_end = std::min(mapped_end, after->base);
  if (after != allocations_.begin()) {
    Allocation& before = *std::prev(after);
    if (before.mapped_end() > base) before.bytes.resize(base - before.base);
  }
  allocations_.insert(after, Allocation{std::move(name), base, size, std::vector<std::byte>(mapped_end - base)});
  return base;
}

void OutsideAccessLog::note(const Allocation& allocation, std::uint64_t address, std::uint64_t size, bool write) {
  const std::uint64_t reach = address + size - allocation.end();
  const std::scoped_lock lock(mutex_);
  if (!first_) {
    first_ = OutsideAccess{allocation.name, allocation.base, allocation.size(), address, size, write, 1, reach};
    return;
  }
  ++first_->count;
  if (first_->allocation_base == allocation.base) first_->reach = std::max(first_->reach, reach);
}

std::optional<OutsideAccess> OutsideAccessLog::take() {
  const std::scoped_lock lock(mutex_);
  return std::exchange(first_, std::nullopt);
}

std::uint64_t GlobalMemory::allocate(std::string name, std::uint64_t size, std::uint64_t alignment) {
  check_new_allocation(name, size);
  if (alignment == 0 || (alignment & (alignment - 1)) != 0) {
    throw std::invalid_argument(fmt::format("global memory: alignment {} of '{}' is not a power of two", alignment, name));
  }
  alignment = std::max(alignment, kPageBytes);
  const std::uint64_t pages = align_up(size, kPageBytes);
  std::uint64_t base = align_up(next_address_, alignment);
  // Skip allocations placed by allocate_at above the next free address.
  for (const Allocation& a : allocations_) {
    if (a.base < base + pages + kGuardBytes && base < a.mapped_end() + kGuardBytes) {
      base = align_up(a.mapped_end() + kGuardBytes, alignment);
    }
  }
  next_address_ = base + pages + kGuardBytes;
  return insert(std::move(name), base, size);
}

std::uint64_t GlobalMemory::allocate_at(std::string name, std::uint64_t base, std::uint64_t size) {
  check_new_allocation(name, size);
  if (base < kFirstAddress || base + size < base) {
    throw std::invalid_argument(fmt::format("global memory: '{}' at {:#x} lies below the first address {:#x}", name, base,
                                            kFirstAddress));
  }
  for (const Allocation& a : allocations_) {
    if (a.base < base + size && base < a.end()) {
      throw std::invalid_argument(fmt::format("global memory: '{}' at [{:#x}, {:#x}) overlaps '{}'", name, base,
                                              base + size, a.name));
    }
  }
  return insert(std::move(name), base, size);
}

void GlobalMemory::free(std::uint64_t base) {
  const auto it = std::ranges::lower_bound(allocations_, base, {}, &Allocation::base);
  if (it == allocations_.end() || it->base != base) {
    throw std::invalid_argument(fmt::format("global memory: no allocation starts at {:#x}", base));
  }
  freed_.push_back({it->name, it->base, it->size()});
  allocations_.erase(it);
}

const Allocation& GlobalMemory::allocation(std::string_view name) const {
  const auto it = std::ranges::find(allocations_, name, &Allocation::name);
  if (it == allocations_.end()) throw std::out_of_range(fmt::format("global memory: no allocation named '{}'", name));
  return *it;
}

Allocation& GlobalMemory::allocation(std::string_view name) {
  return const_cast<Allocation&>(std::as_const(*this).allocation(name));
}

const Allocation* GlobalMemory::search(std::uint64_t address, std::uint64_t size) const {
  const auto after = std::ranges::upper_bound(allocations_, address, {}, &Allocation::base);
  if (after == allocations_.begin()) return nullptr;
  const Allocation& candidate = *std::prev(after);
  if (!holds(candidate, address, size)) return nullptr;
  std::atomic_ref(last_found_).store(static_cast<std::size_t>(&candidate - allocations_.data()), std::memory_order_relaxed);
  return &candidate;
}

std::string GlobalMemory::describe_outside(std::uint64_t address, std::uint64_t size) const {
  if (find(address, size) != nullptr) return {};
  // The most recently freed allocation that held the address (addresses are never reused, so there is at most one).
  for (auto it = freed_.rbegin(); it != freed_.rend(); ++it) {
    if (address >= it->base && address < it->base + it->size) {
      return fmt::format("it is inside '{}' [{:#x}, {:#x}) ({} bytes) at offset {}, which was freed (use after free)",
                         it->name, it->base, it->base + it->size, it->size, address - it->base);
    }
  }
  if (allocations_.empty()) return "no allocation exists";
  // In the guard page after an allocation's pages and nearer to their end than to the next allocation: it ran off
  // that one (whose end may lie further away than the next one's start). Else the nearest allocation.
  const auto after = std::ranges::upper_bound(allocations_, address, {}, &Allocation::base);
  const bool ran_off = after != allocations_.begin() && address >= std::prev(after)->mapped_end() &&
                       address < std::prev(after)->mapped_end() + kGuardBytes &&
                       (after == allocations_.end() ||
                        address - std::prev(after)->mapped_end() <= distance(*after, address, size));
  const Allocation& nearest =
      ran_off ? *std::prev(after)
              : *std::ranges::min_element(allocations_, {}, [&](const Allocation& a) { return distance(a, address, size); });
  const auto offset = static_cast<std::int64_t>(address - nearest.base);
  std::string where = fmt::format("nearest allocation '{}' is [{:#x}, {:#x}) ({} bytes); the access starts at offset {} of it",
                                  nearest.name, nearest.base, nearest.end(), nearest.size(), offset);
  if (address + size > nearest.end() && address < nearest.mapped_end() + kGuardBytes) {
    where += fmt::format(", ending {} bytes past its end", address + size - nearest.end());
  } else if (address < nearest.base) {
    where += fmt::format(", {} bytes before its start", nearest.base - address);
  }
  return where;
}

void GlobalMemory::fault(std::string_view access, std::uint64_t address, std::uint64_t size) const {
  throw MemoryFault(fmt::format("global memory fault: {}-byte {} at {:#x} is out of bounds: {}", size, access,
                                address, describe_outside(address, size)));
}

Lds::Lds(std::uint32_t size) {
  if (size > kMaxBytes) {
    throw std::invalid_argument(fmt::format("LDS size {} exceeds the {} bytes of a gfx11/gfx12 workgroup", size, kMaxBytes));
  }
  bytes_.resize(size);
}

void Lds::fault(std::string_view access, std::uint32_t address, std::size_t size) const {
  throw MemoryFault(fmt::format("LDS fault: {}-byte {} at {:#x} is outside the workgroup's {}-byte LDS", size, access,
                                address, bytes_.size()));
}

}  // namespace wmmasim::sim
