// Wave state, global memory and LDS: layout, bounds checks and the messages a user reads when they fail.
#include <doctest/doctest.h>

#include <array>
#include <cstdint>
#include <cstring>
#include <optional>
#include <stdexcept>
#include <string>

#include "support.h"
#include "wmmasim/state/memory.h"
#include "wmmasim/state/state.h"

using namespace wmmasim::sim;
using wmmasim::test::contains;
using wmmasim::test::message_of;

TEST_CASE("wave state: sizes, register-major VGPRs, EXEC") {
  WaveState wave32(32);
  CHECK(wave32.vgprs.size() == 256 * 32);
  CHECK(wave32.exec == 0xffffffffull);
  CHECK(wave32.exec_all_ones());
  wave32.vgpr(3)[5] = 0x1234;
  CHECK(wave32.vgprs[3 * 32 + 5] == 0x1234);  // lanes of one VGPR are contiguous

  WaveState wave64(64, 128);
  CHECK(wave64.vgprs.size() == 128 * 64);
  CHECK(wave64.exec == ~std::uint64_t{0});
  wave64.exec &= ~(std::uint64_t{1} << 40);
  CHECK_FALSE(wave64.exec_all_ones());

  CHECK_THROWS_AS(WaveState(16), std::invalid_argument);
  CHECK_THROWS_AS(WaveState(32, 0), std::invalid_argument);
  CHECK_THROWS_AS(WaveState(32, 257), std::invalid_argument);
}

TEST_CASE("wave state: out-of-range VGPRs are reported with the range") {
  WaveState wave(32, 64);
  CHECK_THROWS_AS(wave.vgpr(64), std::out_of_range);
  CHECK_THROWS_AS(wave.vgpr(-1), std::out_of_range);
  const std::string message = message_of([&] { wave.check_vgpr_range(60, 8, "B of v_wmma_f32_16x16x16_f16"); });
  CHECK(contains(message, "B of v_wmma_f32_16x16x16_f16"));
  CHECK(contains(message, "v[60:67]"));
  CHECK(contains(message, "v[0:63]"));
  CHECK_NOTHROW(wave.check_vgpr_range(56, 8, "D"));
}

TEST_CASE("global memory: named allocations, loads and stores") {
  GlobalMemory memory;
  const std::uint64_t a = memory.allocate("A", 1024);
  const std::uint64_t b = memory.allocate("B", 100, 4096);
  CHECK(a >= GlobalMemory::kFirstAddress);
  CHECK(b % 4096 == 0);
  CHECK(b >= a + 1024 + GlobalMemory::kGuardBytes);
  memory.store<std::uint32_t>(a + 8, 0xdeadbeef);
  CHECK(memory.load<std::uint32_t>(a + 8) == 0xdeadbeef);
  CHECK(memory.load<std::uint8_t>(a + 8) == 0xef);
  CHECK(memory.load<std::uint32_t>(a + 1020) == 0);  // zero-filled, last word
  CHECK(memory.allocation("B").base == b);
  CHECK(memory.allocation("B").size() == 100);
  CHECK_THROWS_AS(memory.allocation("C"), std::out_of_range);
  CHECK_THROWS_AS(memory.allocate("A", 16), std::invalid_argument);
  CHECK_THROWS_AS(memory.allocate("D", 0), std::invalid_argument);
  CHECK_THROWS_AS(memory.allocate("E", 16, 3), std::invalid_argument);
}

TEST_CASE("global memory: a bad access names the nearest allocation") {
  GlobalMemory memory;
  const std::uint64_t a = memory.allocate("A", 1024);
  const std::uint64_t b = memory.allocate("B", 64);

  // Straddles the end of A's page (A is 1024 bytes; its page ends at a + 4096).
  const std::string past_end = message_of([&] { memory.load<std::uint64_t>(a + 4092); });
  CHECK(contains(past_end, "8-byte read"));
  CHECK(contains(past_end, "'A'"));
  CHECK(contains(past_end, "offset 4092"));
  CHECK(contains(past_end, "ending 3076 bytes past its end"));

  const std::string before_b = message_of([&] { memory.store<std::uint32_t>(b - 8, 1); });
  CHECK(contains(before_b, "4-byte write"));
  CHECK(contains(before_b, "'B'"));
  CHECK(contains(before_b, "offset -8"));

  CHECK_THROWS_AS(memory.load<std::uint32_t>(0), MemoryFault);
  CHECK_THROWS_AS(memory.load<std::uint32_t>(b + GlobalMemory::kPageBytes), KernelFault);
  CHECK(contains(message_of([] { GlobalMemory{}.load<int>(0x1000); }), "no allocation exists"));
}

TEST_CASE("global memory: the allocation found last is only a hint (accesses alternate, allocations go and come)") {
  GlobalMemory memory;
  const std::uint64_t a = memory.allocate("A", 64);
  const std::uint64_t b = memory.allocate("B", 64);
  const std::uint64_t c = memory.allocate("C", 64);
  for (std::uint32_t i = 0; i < 4; ++i) {  // each access after one to another allocation
    memory.store<std::uint32_t>(a + 4 * i, 10 + i);
    memory.store<std::uint32_t>(c + 4 * i, 30 + i);
    memory.store<std::uint32_t>(b + 4 * i, 20 + i);
  }
  CHECK(memory.load<std::uint32_t>(a + 12) == 13);
  CHECK(memory.load<std::uint32_t>(b + 12) == 23);
  CHECK(memory.load<std::uint32_t>(c + 12) == 33);
  // Just past the page of the allocation found last: a fault, not a read of its neighbour.
  CHECK_THROWS_AS(memory.load<std::uint32_t>(c + GlobalMemory::kPageBytes - 2), MemoryFault);
  CHECK(memory.load<std::uint32_t>(b) == 20);
  memory.free(b);  // B was found last; its index now belongs to C
  CHECK_THROWS_AS(memory.load<std::uint32_t>(b), MemoryFault);
  CHECK(memory.load<std::uint32_t>(c) == 30);
  CHECK(memory.load<std::uint32_t>(a) == 10);
  const std::uint64_t d = memory.allocate_at("D", b, 64);  // B's addresses are never handed out again, but placed
  CHECK(memory.load<std::uint32_t>(d) == 0);
  CHECK(memory.load<std::uint32_t>(c + 4) == 31);
}

TEST_CASE("global memory: an allocation maps whole 4 KiB pages; the rest of its last page reads and writes") {
  GlobalMemory memory;
  const std::uint64_t a = memory.allocate("A", 100);
  const std::uint64_t b = memory.allocate("B", 4096);
  CHECK(a % GlobalMemory::kPageBytes == 0);
  CHECK(b % GlobalMemory::kPageBytes == 0);
  CHECK(b >= a + GlobalMemory::kPageBytes + GlobalMemory::kGuardBytes);  // A's page, then an unmapped one
  CHECK(memory.allocation("A").size() == 100);
  CHECK(memory.allocation("A").mapped_end() == a + 4096);
  CHECK(memory.allocation("B").mapped_end() == b + 4096);  // a whole page: nothing past its end is mapped

  CHECK_FALSE(memory.take_outside_accesses());  // nothing yet
  memory.store<std::uint32_t>(a + 96, 1);       // inside: not logged
  CHECK_FALSE(memory.take_outside_accesses());
  CHECK(memory.load<std::uint32_t>(a + 200) == 0);  // past the end, inside the page: zero-filled
  memory.store<std::uint32_t>(a + 200, 0x12345678);
  CHECK(memory.load<std::uint32_t>(a + 200) == 0x12345678);  // and what is written there stays
  memory.store<std::uint64_t>(a + 4088, 7);                  // the page's last 8 bytes
  const std::optional<OutsideAccess> logged = memory.take_outside_accesses();
  REQUIRE(logged);
  CHECK(logged->allocation == "A");
  CHECK(logged->allocation_base == a);
  CHECK(logged->allocation_size == 100);
  CHECK(logged->address == a + 200);  // the first of them
  CHECK(logged->size == 4);
  CHECK_FALSE(logged->write);
  CHECK(logged->count == 4);
  CHECK(logged->reach == 3996);  // a + 4096 is 3996 bytes past A's end
  CHECK_FALSE(memory.take_outside_accesses());  // taken: cleared

  const std::uint64_t straddle = a + 98;  // 4 bytes, 2 of them past the end
  memory.store<std::uint32_t>(straddle, 0xaabbccdd);
  CHECK(memory.load<std::uint16_t>(a + 98) == 0xccdd);
  CHECK(memory.overrun(straddle, 4) == &memory.allocation("A"));
  CHECK(memory.overrun(a, 100) == nullptr);
  CHECK(memory.overrun(a + 4096, 4) == nullptr);  // not mapped at all
  CHECK(memory.take_outside_accesses()->write);

  CHECK_THROWS_AS(memory.load<std::uint8_t>(a + 4096), MemoryFault);  // the next page is not mapped
  CHECK_THROWS_AS(memory.load<std::uint8_t>(b + 4096), MemoryFault);
  CHECK_THROWS_AS(memory.load<std::uint8_t>(a - 1), MemoryFault);
}

TEST_CASE("global memory: one lookup for a range (a wave's lanes) says whether one allocation or its pages hold it") {
  GlobalMemory memory;
  const std::uint64_t a = memory.allocate("A", 1000);
  memory.store<std::uint32_t>(a + 16, 0xfeedf00d);
  const GlobalMemory::Mapping inside = memory.mapping(a + 16, a + 1000);
  REQUIRE(inside.bytes != nullptr);
  CHECK(inside.allocation == &memory.allocation("A"));
  CHECK(inside.inside);
  std::uint32_t word = 0;
  std::memcpy(&word, inside.bytes, 4);
  CHECK(word == 0xfeedf00d);  // the host bytes of the range's first address

  const GlobalMemory::Mapping tail = memory.mapping(a + 996, a + 1036);  // runs into the mapped rest of the page
  CHECK(tail.bytes == inside.bytes + 980);
  CHECK_FALSE(tail.inside);
  CHECK(memory.mapping(a + 4000, a + 4097).bytes == nullptr);  // one byte in the unmapped page
  CHECK(memory.mapping(a + 8, a + 8).bytes == nullptr);        // empty
  CHECK_FALSE(memory.take_outside_accesses());                 // a lookup logs nothing
}

TEST_CASE("global memory: an allocation placed at a base maps up to the next one; it cuts a neighbour's tail") {
  GlobalMemory memory;
  const std::uint64_t page = 0x7000'0000'0000ull;
  memory.allocate_at("H1", page, 16);
  CHECK(memory.allocation("H1").mapped_end() == page + 4096);
  memory.store<std::uint32_t>(page + 2000, 5);  // H1's tail
  memory.allocate_at("H2", page + 1024, 16);    // inside H1's page
  CHECK(memory.allocation("H1").mapped_end() == page + 1024);
  CHECK(memory.allocation("H2").mapped_end() == page + 4096);
  CHECK(memory.load<std::uint32_t>(page + 2000) == 0);  // now H2's tail, zero-filled
  CHECK(memory.overrun(page + 2000, 4) == &memory.allocation("H2"));
  memory.allocate_at("H0", page - 64, 16);  // below H1: its tail stops at H1's base
  CHECK(memory.allocation("H0").mapped_end() == page);
  CHECK(memory.load<std::uint32_t>(page - 40) == 0);
}

TEST_CASE("LDS: 64 KiB per workgroup, bounds-checked") {
  Lds lds;
  CHECK(lds.size() == 65536);
  lds.store<std::uint16_t>(65534, 0xabcd);
  CHECK(lds.load<std::uint16_t>(65534) == 0xabcd);
  const std::string message = message_of([&] { lds.load<std::uint32_t>(65534); });
  CHECK(contains(message, "LDS fault"));
  CHECK(contains(message, "4-byte read at 0xfffe"));
  CHECK_THROWS_AS(Lds(65537), std::invalid_argument);
  Lds small(256);
  CHECK_THROWS_AS(small.store<std::uint8_t>(256, 1), MemoryFault);
}
