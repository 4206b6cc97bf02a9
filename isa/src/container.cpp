#include "wmmasim/isa/container.h"

#include <fmt/format.h>
#include <fmt/ranges.h>
#include <zlib.h>
#include <zstd.h>

#include <algorithm>
#include <cstring>
#include <limits>

#include "elf_file.h"

namespace wmmasim::isa {
namespace {

constexpr std::string_view kBundleMagic = "__CLANG_OFFLOAD_BUNDLE__";
constexpr std::string_view kCompressedMagic = "CCOB";
constexpr std::string_view kElfMagic = "\x7f" "ELF";
constexpr std::uint16_t kEmAmdgpu = 224;
// A decompressed bundle larger than this is a corrupt size field, not a program (the largest code objects of
// composable_kernel are a few hundred MiB).
constexpr std::uint64_t kMaxUncompressedBytes = std::uint64_t{4} << 30;
// clang's __hip_fatbin_wrapper: u32 magic "HIPF" (0x48495046), u32 version 1, u64 pointer to the bundle, u64 0.
constexpr std::uint32_t kHipFatbinMagic = 0x48495046;
constexpr std::size_t kWrapperSize = 24;

[[noreturn]] void fail(std::string_view origin, const std::string& what, const std::string& todo = detail::kHint) {
  throw CodeObjectError(fmt::format("{}: {}: {}", origin, what, todo));
}

bool starts_with(std::span<const std::byte> bytes, std::string_view magic) {
  return bytes.size() >= magic.size() && std::memcmp(bytes.data(), magic.data(), magic.size()) == 0;
}

bool is_bundle(std::span<const std::byte> bytes) {
  return starts_with(bytes, kBundleMagic) || starts_with(bytes, kCompressedMagic);
}

// Little-endian fields read with bounds checks; running past the end is a truncated bundle.
class FieldReader {
 public:
  FieldReader(std::span<const std::byte> bytes, std::string_view origin, std::string_view what)
      : bytes_(bytes), origin_(origin), what_(what) {}

  template <typename T>
  T read() {
    T value;
    std::memcpy(&value, take(sizeof(T)).data(), sizeof(T));
    return value;
  }
  std::span<const std::byte> take(std::uint64_t count) {
    if (count > bytes_.size() - position_) {
      fail(origin_, fmt::format("{} is truncated: it needs {} bytes at offset {}, the data ends at {}", what_, count,
                                position_, bytes_.size()),
           "rebuild the file or copy it again");
    }
    const auto field = bytes_.subspan(position_, count);
    position_ += count;
    return field;
  }
  std::size_t position() const { return position_; }

 private:
  std::span<const std::byte> bytes_;
  std::string_view origin_, what_;
  std::size_t position_ = 0;
};

std::optional<Target> amdgpu_elf_target(std::span<const std::byte> elf) {
  // e_flags (offset 48 of the ELF64 header) holds EF_AMDGPU_MACH in bits 7:0.
  if (elf.size() < sizeof(Elf64_Ehdr)) return std::nullopt;
  std::uint32_t flags;
  std::memcpy(&flags, elf.data() + offsetof(Elf64_Ehdr, e_flags), sizeof(flags));
  return target_from_elf_mach(flags & 0xFF);
}

bool is_amdgpu_elf(std::span<const std::byte> bytes) {
  if (!starts_with(bytes, kElfMagic) || bytes.size() < sizeof(Elf64_Ehdr)) return false;
  std::uint16_t machine;
  std::memcpy(&machine, bytes.data() + offsetof(Elf64_Ehdr, e_machine), sizeof(machine));
  return machine == kEmAmdgpu;
}

// ---- offload bundles ----

struct BundleEntry {
  std::string id;
  std::uint64_t offset, size;
};

std::vector<BundleEntry> read_bundle_header(FieldReader& in) {
  in.take(kBundleMagic.size());
  const auto count = in.read<std::uint64_t>();
  std::vector<BundleEntry> entries;
  for (std::uint64_t i = 0; i < count; ++i) {
    BundleEntry e;
    e.offset = in.read<std::uint64_t>();
    e.size = in.read<std::uint64_t>();
    const auto id = in.take(in.read<std::uint64_t>());
    e.id.assign(reinterpret_cast<const char*>(id.data()), id.size());
    entries.push_back(std::move(e));
  }
  return entries;
}

// Header fields of a compressed bundle (OffloadBundler.cpp RawCompressedBundleHeader). Version 1 has no file size.
struct CompressedHeader {
  std::uint16_t version = 0, method = 0;
  std::optional<std::uint64_t> file_size;
  std::uint64_t uncompressed_size = 0;
  std::size_t header_size = 0;
};

CompressedHeader read_compressed_header(FieldReader& in, std::string_view origin) {
  in.take(kCompressedMagic.size());
  CompressedHeader h;
  h.version = in.read<std::uint16_t>();
  h.method = in.read<std::uint16_t>();
  switch (h.version) {
    case 1: h.uncompressed_size = in.read<std::uint32_t>(); break;
    case 2:
      h.file_size = in.read<std::uint32_t>();
      h.uncompressed_size = in.read<std::uint32_t>();
      break;
    case 3:
      h.file_size = in.read<std::uint64_t>();
      h.uncompressed_size = in.read<std::uint64_t>();
      break;
    default:
      fail(origin, fmt::format("compressed offload bundle (CCOB) of unknown version {}", h.version),
           "unbundle it with the clang-offload-bundler that made it");
  }
  in.read<std::uint64_t>();  // low 64 bits of the MD5 of the uncompressed bundle; zstd/zlib check their own data
  h.header_size = in.position();
  return h;
}

std::vector<std::byte> decompress(const CompressedHeader& h, std::span<const std::byte> payload,
                                  std::string_view origin) {
  if (h.uncompressed_size > kMaxUncompressedBytes) {
    fail(origin, fmt::format("compressed offload bundle claims {} uncompressed bytes", h.uncompressed_size),
         "the file is corrupt: rebuild it");
  }
  std::vector<std::byte> out(h.uncompressed_size);
  bool ok = false;
  std::string reason;
  if (h.method == 1) {  // llvm::compression::Format::Zstd
    const std::size_t n = ZSTD_decompress(out.data(), out.size(), payload.data(), payload.size());
    ok = !ZSTD_isError(n) && n == out.size();
    reason = ZSTD_isError(n) ? ZSTD_getErrorName(n) : fmt::format("{} bytes instead of {}", n, out.size());
  } else if (h.method == 0) {  // Format::Zlib
    uLongf n = out.size();
    const int status = uncompress(reinterpret_cast<Bytef*>(out.data()), &n,
                                  reinterpret_cast<const Bytef*>(payload.data()), payload.size());
    ok = status == Z_OK && n == out.size();
    reason = status == Z_OK ? fmt::format("{} bytes instead of {}", n, out.size()) : fmt::format("zlib status {}", status);
  } else {
    fail(origin, fmt::format("compressed offload bundle uses compression method {} (known: 0 zlib, 1 zstd)", h.method),
         "rebuild it with clang++-19 --offload-compress");
  }
  if (!ok) {
    fail(origin, fmt::format("compressed offload bundle does not decompress ({})", reason),
         "the file is corrupt: rebuild it");
  }
  return out;
}

void collect_plain_bundle(std::span<const std::byte> bundle, std::string_view origin,
                          std::vector<CodeObjectEntry>& out) {
  FieldReader in(bundle, origin, "offload bundle");
  for (const BundleEntry& e : read_bundle_header(in)) {
    if (e.offset > bundle.size() || e.size > bundle.size() - e.offset) {
      fail(origin, fmt::format("offload bundle entry {} (offset {}, {} bytes) lies beyond the bundle's {} bytes", e.id,
                               e.offset, e.size, bundle.size()),
           "rebuild the file or copy it again");
    }
    const auto bytes = bundle.subspan(e.offset, e.size);
    if (!is_amdgpu_elf(bytes)) continue;  // the empty host entry, or -fgpu-rdc bitcode
    out.push_back({e.id, amdgpu_elf_target(bytes), std::vector<std::byte>(bytes.begin(), bytes.end())});
  }
}

// Where a plain bundle ends: after the last entry (clr: CodeObject::getFatbinSize), or after the header if all
// entries are empty.
std::uint64_t plain_bundle_size(std::span<const std::byte> bytes, std::string_view origin) {
  FieldReader in(bytes, origin, "offload bundle");
  std::uint64_t end = 0;
  for (const BundleEntry& e : read_bundle_header(in)) {
    if (e.size > std::numeric_limits<std::uint64_t>::max() - e.offset) {
      fail(origin, fmt::format("offload bundle entry {} has offset {} and size {}", e.id, e.offset, e.size),
           "the file is corrupt: rebuild it");
    }
    end = std::max(end, e.offset + e.size);
  }
  return std::max<std::uint64_t>(end, in.position());
}

// Collects the bundle at the start of `bytes` and returns its size (for a version-1 compressed bundle, which records
// none, all of `bytes`).
std::size_t collect_bundle(std::span<const std::byte> bytes, std::string_view origin,
                           std::vector<CodeObjectEntry>& out) {
  if (starts_with(bytes, kBundleMagic)) {
    const std::uint64_t size = plain_bundle_size(bytes, origin);
    if (size > bytes.size()) {
      fail(origin, fmt::format("offload bundle of {} bytes is cut off after {}", size, bytes.size()),
           "rebuild the file or copy it again");
    }
    collect_plain_bundle(bytes.first(size), origin, out);
    return size;
  }
  FieldReader in(bytes, origin, "compressed offload bundle");
  const CompressedHeader h = read_compressed_header(in, origin);
  const std::uint64_t size = h.file_size.value_or(bytes.size());
  if (size > bytes.size() || size < h.header_size) {
    fail(origin, fmt::format("compressed offload bundle of {} bytes does not fit the {} bytes there are", size,
                             bytes.size()),
         "rebuild the file or copy it again");
  }
  const std::vector<std::byte> plain = decompress(h, bytes.subspan(h.header_size, size - h.header_size), origin);
  if (!starts_with(plain, kBundleMagic)) {
    fail(origin, "compressed offload bundle does not hold an offload bundle", "rebuild the file");
  }
  collect_plain_bundle(plain, origin, out);
  return size;
}

// Every bundle in a section: one per translation unit, each 4096-aligned (zero padding in between).
void collect_bundles(std::span<const std::byte> section, std::string_view origin, std::vector<CodeObjectEntry>& out) {
  std::size_t at = 0;
  while (at < section.size()) {
    const auto rest = section.subspan(at);
    if (!is_bundle(rest)) {
      ++at;
      continue;
    }
    at += collect_bundle(rest, origin, out);
  }
}

// ---- host ELF files ----

std::span<const std::byte> as_bytes(std::span<const unsigned char> data) { return std::as_bytes(data); }

// The bundles the __hip_fatbin_wrapper records of .hipFatBinSegment point to (linked files only: in a .o the pointer
// is a relocation and reads 0).
void collect_wrapped_bundles(const detail::ElfReader& elf, const detail::Section& segment, std::string_view origin,
                             std::vector<CodeObjectEntry>& out) {
  const auto data = as_bytes(elf.data(segment));
  for (std::size_t at = 0; at + kWrapperSize <= data.size(); at += kWrapperSize) {
    std::uint32_t magic;
    std::uint64_t address;
    std::memcpy(&magic, data.data() + at, sizeof(magic));
    std::memcpy(&address, data.data() + at + 8, sizeof(address));
    if (magic != kHipFatbinMagic || address == 0) continue;
    for (const detail::Section& s : elf.sections()) {
      if (s.header.sh_type == SHT_NOBITS || address < s.header.sh_addr ||
          address >= s.header.sh_addr + s.header.sh_size) {
        continue;
      }
      const auto bytes = as_bytes(elf.data(s)).subspan(address - s.header.sh_addr);
      if (is_bundle(bytes)) collect_bundle(bytes, origin, out);
    }
  }
}

std::string host_elf_kind(const GElf_Ehdr& header) {
  const std::string machine = fmt::format(" (ELF machine {}, not AMDGPU)", header.e_machine);
  switch (header.e_type) {
    case ET_EXEC: return "a host ELF executable" + machine;
    case ET_DYN: return "a host ELF shared object or executable" + machine;
    case ET_REL: return "a host ELF object file" + machine;
    default: return "a host ELF file" + machine;
  }
}

void collect_host_elf(std::span<const std::byte> bytes, std::string_view origin, std::vector<CodeObjectEntry>& out) {
  std::vector<std::byte> copy(bytes.begin(), bytes.end());
  const std::string origin_text(origin);
  const detail::ElfReader elf(copy, origin_text);
  const auto& sections = elf.sections();
  const auto named = [&](std::string_view name) { return std::ranges::find(sections, name, &detail::Section::name); };
  if (const auto fatbin = named(".hip_fatbin"); fatbin != sections.end()) {
    collect_bundles(as_bytes(elf.data(*fatbin)), origin, out);
  } else if (const auto segment = named(".hipFatBinSegment"); segment != sections.end()) {
    collect_wrapped_bundles(elf, *segment, origin, out);
  }
  if (!out.empty()) return;
  const std::string kind = host_elf_kind(elf.header());
  const bool rdc = std::ranges::any_of(sections, [](const detail::Section& s) {
    return s.name.starts_with(kBundleMagic);
  });
  if (rdc) {
    fail(origin, kind + " with device LLVM bitcode only (compiled with -fgpu-rdc): no machine code yet",
         "link it (clang++-19 -fgpu-rdc --hip-link ... -o app) and pass the result");
  }
  fail(origin, kind + " without HIP device code (no .hip_fatbin section)",
       "pass a program compiled by clang++-19 -x hip --offload-arch=gfx1201, or its code object");
}

std::string first_bytes(std::span<const std::byte> bytes) {
  std::string hex;
  for (std::size_t i = 0; i < std::min<std::size_t>(bytes.size(), 4); ++i) {
    hex += fmt::format("{}{:02x}", i ? " " : "", static_cast<unsigned>(bytes[i]));
  }
  return hex.empty() ? "it is empty" : "it starts with " + hex;
}

}  // namespace

std::vector<CodeObjectEntry> extract_code_objects(std::span<const std::byte> bytes, std::string_view origin) {
  std::vector<CodeObjectEntry> entries;
  if (is_amdgpu_elf(bytes)) {
    entries.push_back({"", amdgpu_elf_target(bytes), std::vector<std::byte>(bytes.begin(), bytes.end())});
  } else if (starts_with(bytes, kElfMagic)) {
    collect_host_elf(bytes, origin, entries);
  } else if (is_bundle(bytes)) {
    collect_bundle(bytes, origin, entries);
    if (entries.empty()) {
      fail(origin, "an offload bundle without AMDGPU code objects (host or bitcode entries only)",
           "bundle a code object built by clang++-19 --offload-arch=gfx1201 (without -fgpu-rdc)");
    }
  } else {
    fail(origin,
         fmt::format("not an ELF file, offload bundle or compressed offload bundle ({})", first_bytes(bytes)));
  }
  return entries;
}

std::size_t offload_bundle_size(const std::byte* bundle) {
  // No size is known: the reader's bounds are the largest span there can be; the header says where the bundle ends.
  const std::span<const std::byte> unbounded(bundle, std::numeric_limits<std::ptrdiff_t>::max());
  const std::string_view origin = "offload bundle";
  if (starts_with(unbounded, kCompressedMagic)) {
    FieldReader in(unbounded, origin, "compressed offload bundle");
    const CompressedHeader h = read_compressed_header(in, origin);
    if (!h.file_size) {
      fail(origin, "a version-1 compressed bundle records no size", "rebuild it with clang++-19 --offload-compress");
    }
    return *h.file_size;
  }
  if (!starts_with(unbounded, kBundleMagic)) {
    fail(origin, fmt::format("no __CLANG_OFFLOAD_BUNDLE__ or CCOB magic ({})", first_bytes(unbounded.first(4))),
         "pass the start of a bundle");
  }
  return plain_bundle_size(unbounded, origin);
}

namespace {

std::vector<std::string> distinct_targets(const std::vector<CodeObjectEntry>& entries) {
  std::vector<std::string> names;
  for (const CodeObjectEntry& e : entries) {
    std::string name = e.target ? std::string(e.target->name) : e.bundle_id.empty() ? "unknown" : e.bundle_id;
    if (std::ranges::find(names, name) == names.end()) names.push_back(std::move(name));
  }
  return names;
}

}  // namespace

std::string entry_targets(const std::vector<CodeObjectEntry>& entries) {
  return fmt::format("{}", fmt::join(distinct_targets(entries), ", "));
}

const CodeObjectEntry& select_code_object(const std::vector<CodeObjectEntry>& entries, std::optional<Target> target,
                                          std::string_view origin) {
  if (entries.empty()) fail(origin, "holds no AMDGPU code object");
  if (!target) {
    if (distinct_targets(entries).size() > 1) {
      fail(origin, fmt::format("has code objects for {}", entry_targets(entries)), "choose one of them (wmmasim: --arch)");
    }
    return entries.front();
  }
  const auto it = std::ranges::find_if(entries, [&](const CodeObjectEntry& e) {
    return e.target && e.target->name == target->name;
  });
  if (it == entries.end()) {
    fail(origin, fmt::format("has no code object for {}, only for {}", target->name, entry_targets(entries)),
         fmt::format("choose one of those, or rebuild it with --offload-arch={}", target->name));
  }
  return *it;
}

}  // namespace wmmasim::isa
