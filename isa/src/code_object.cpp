#include "wmmasim/isa/code_object.h"

#include <fmt/format.h>
#include <gelf.h>
#include <libelf.h>

#include <algorithm>
#include <cstring>
#include <fstream>
#include <iterator>
#include <limits>
#include <map>
#include <memory>
#include <msgpack.hpp>
#include <optional>

#include "elf_file.h"
#include "wmmasim/isa/container.h"
#include "wmmasim/isa/symbols.h"

namespace wmmasim::isa {
namespace {

using detail::ElfReader;
using detail::fail;
using detail::read_le;
using detail::Section;

constexpr std::uint16_t kEmAmdgpu = 224;         // EM_AMDGPU
constexpr std::uint32_t kNtAmdgpuMetadata = 32;  // NT_AMDGPU_METADATA, owner "AMDGPU"
constexpr std::size_t kDescriptorSize = 64;

// ---- msgpack metadata (AMDGPUUsage "Code Object V3+ Metadata") ----

std::optional<std::string> as_string(const msgpack::object& o) {
  if (o.type == msgpack::type::STR) return std::string(o.via.str.ptr, o.via.str.size);
  return std::nullopt;
}

std::optional<std::uint64_t> as_uint(const msgpack::object& o) {
  if (o.type == msgpack::type::POSITIVE_INTEGER) return o.via.u64;
  return std::nullopt;
}

const msgpack::object* find_key(const msgpack::object& map, std::string_view key) {
  if (map.type != msgpack::type::MAP) return nullptr;
  for (std::uint32_t i = 0; i < map.via.map.size; ++i) {
    const auto& kv = map.via.map.ptr[i];
    if (auto k = as_string(kv.key); k && *k == key) return &kv.val;
  }
  return nullptr;
}

std::string string_field(const msgpack::object& map, std::string_view key) {
  const msgpack::object* v = find_key(map, key);
  auto s = v ? as_string(*v) : std::nullopt;
  return s ? *s : std::string{};
}

std::uint64_t uint_field(const msgpack::object& map, std::string_view key) {
  const msgpack::object* v = find_key(map, key);
  auto u = v ? as_uint(*v) : std::nullopt;
  return u ? *u : 0;
}

struct KernelMetadata {
  std::string name, symbol;
  std::vector<KernelArgument> arguments;
  std::uint64_t kernarg_segment_size = 0, kernarg_segment_align = 0, group_segment_fixed_size = 0,
                private_segment_fixed_size = 0, sgpr_count = 0, vgpr_count = 0, max_flat_workgroup_size = 0,
                wavefront_size = 0;
  std::vector<std::string> printf_formats;  // the code object's amdhsa.printf list (the same for every kernel)
};

// AMDGPU metadata nests 5 levels deep (root map, kernel list, kernel, argument list, argument); far more is corruption.
constexpr std::size_t kMaxMetadataDepth = 32;

std::vector<KernelMetadata> parse_metadata(const char* data, std::size_t size, const std::string& origin) {
  std::vector<KernelMetadata> result;
  try {
    // Limits from the note's size: a container cannot hold more elements than the note has bytes (a map entry takes
    // at least 2), nor a string more bytes. Without them a corrupt length field makes msgpack allocate up to 128 GiB.
    const msgpack::unpack_limit limits(size, size / 2, size, size, size, kMaxMetadataDepth);
    const msgpack::object_handle handle = msgpack::unpack(data, size, nullptr, nullptr, limits);
    const msgpack::object* kernels = find_key(handle.get(), "amdhsa.kernels");
    if (!kernels || kernels->type != msgpack::type::ARRAY) {
      fail(origin, "the NT_AMDGPU_METADATA note has no amdhsa.kernels list",
           "rebuild the code object with clang++-19 (code object v4+)");
    }
    std::vector<std::string> printf_formats;
    if (const msgpack::object* formats = find_key(handle.get(), "amdhsa.printf");
        formats && formats->type == msgpack::type::ARRAY) {
      for (std::uint32_t i = 0; i < formats->via.array.size; ++i) {
        if (auto format = as_string(formats->via.array.ptr[i])) printf_formats.push_back(std::move(*format));
      }
    }
    for (std::uint32_t k = 0; k < kernels->via.array.size; ++k) {
      const msgpack::object& m = kernels->via.array.ptr[k];
      KernelMetadata meta;
      meta.printf_formats = printf_formats;
      meta.name = string_field(m, ".name");
      meta.symbol = string_field(m, ".symbol");
      meta.kernarg_segment_size = uint_field(m, ".kernarg_segment_size");
      if (meta.kernarg_segment_size > std::numeric_limits<std::uint32_t>::max()) {
        fail(origin, fmt::format("kernel {} has a kernarg segment of {} bytes in the NT_AMDGPU_METADATA note",
                                 meta.name, meta.kernarg_segment_size),
             "rebuild the code object");
      }
      meta.kernarg_segment_align = uint_field(m, ".kernarg_segment_align");
      meta.group_segment_fixed_size = uint_field(m, ".group_segment_fixed_size");
      meta.private_segment_fixed_size = uint_field(m, ".private_segment_fixed_size");
      meta.sgpr_count = uint_field(m, ".sgpr_count");
      meta.vgpr_count = uint_field(m, ".vgpr_count");
      meta.max_flat_workgroup_size = uint_field(m, ".max_flat_workgroup_size");
      meta.wavefront_size = uint_field(m, ".wavefront_size");
      if (const msgpack::object* args = find_key(m, ".args"); args && args->type == msgpack::type::ARRAY) {
        for (std::uint32_t a = 0; a < args->via.array.size; ++a) {
          const msgpack::object& arg = args->via.array.ptr[a];
          const std::uint64_t offset = uint_field(arg, ".offset");
          const std::uint64_t size = uint_field(arg, ".size");
          // The launch writes every argument into a kernarg segment of .kernarg_segment_size bytes.
          if (size > meta.kernarg_segment_size || offset > meta.kernarg_segment_size - size) {
            fail(origin,
                 fmt::format("kernel {} argument {} (offset {}, {} bytes) lies outside its {}-byte kernarg segment in "
                             "the NT_AMDGPU_METADATA note",
                             meta.name, a, offset, size, meta.kernarg_segment_size),
                 "rebuild the code object");
          }
          const std::string actual_access = string_field(arg, ".actual_access");
          meta.arguments.push_back({string_field(arg, ".name"), static_cast<std::uint32_t>(offset),
                                    static_cast<std::uint32_t>(size), string_field(arg, ".value_kind"),
                                    string_field(arg, ".address_space"), string_field(arg, ".type_name"),
                                    actual_access.empty() ? string_field(arg, ".access") : actual_access});
        }
      }
      result.push_back(std::move(meta));
    }
  } catch (const CodeObjectError&) {
    throw;
  } catch (const std::exception& e) {
    fail(origin, fmt::format("the NT_AMDGPU_METADATA note is not valid msgpack ({})", e.what()),
         "rebuild the code object");
  }
  return result;
}

struct ElfSymbol {
  std::uint64_t value, size;
  unsigned type;
};

std::map<std::string, ElfSymbol> read_symbols(const ElfReader& elf) {
  std::map<std::string, ElfSymbol> symbols;
  for (const Section& s : elf.sections()) {
    if (s.header.sh_type != SHT_SYMTAB && s.header.sh_type != SHT_DYNSYM) continue;
    Elf_Data* d = elf_getdata(s.scn, nullptr);
    if (!d || s.header.sh_entsize == 0) continue;
    const std::size_t count = s.header.sh_size / s.header.sh_entsize;
    for (std::size_t i = 0; i < count; ++i) {
      GElf_Sym sym;
      if (!gelf_getsym(d, static_cast<int>(i), &sym)) break;
      const char* name = elf_strptr(elf.elf(), s.header.sh_link, sym.st_name);
      if (name && *name) symbols.try_emplace(name, ElfSymbol{sym.st_value, sym.st_size, static_cast<unsigned>(GELF_ST_TYPE(sym.st_info))});
    }
  }
  return symbols;
}

// The FUNC symbols inside .text, by address, each marked when a kernel descriptor points to it.
std::vector<Function> text_functions(const std::map<std::string, ElfSymbol>& symbols, std::uint64_t text_address,
                                     std::uint64_t text_end, const std::vector<Kernel>& kernels) {
  std::vector<Function> functions;
  for (const auto& [name, sym] : symbols) {
    if (sym.type != STT_FUNC || sym.value < text_address || sym.value >= text_end) continue;
    const bool kernel = std::ranges::any_of(kernels, [&](const Kernel& k) { return k.entry_address == sym.value; });
    functions.push_back({name, sym.value, sym.size, kernel});
  }
  std::ranges::sort(functions, {}, &Function::address);
  for (std::size_t i = 0; i < functions.size(); ++i) {
    const std::uint64_t end = i + 1 < functions.size() ? functions[i + 1].address : text_end;
    Function& f = functions[i];
    f.size = f.size == 0 ? end - f.address : std::min(f.size, text_end - f.address);
  }
  return functions;
}

std::optional<std::vector<KernelMetadata>> read_metadata(const ElfReader& elf, const std::string& origin) {
  for (const Section& s : elf.sections()) {
    if (s.header.sh_type != SHT_NOTE) continue;
    Elf_Data* d = elf_getdata(s.scn, nullptr);
    if (!d) fail(origin, fmt::format("note section {} is truncated ({})", s.name, ElfReader::error()));
    std::size_t offset = 0;
    GElf_Nhdr note;
    std::size_t name_offset = 0, desc_offset = 0;
    while (offset < d->d_size) {
      const std::size_t next = gelf_getnote(d, offset, &note, &name_offset, &desc_offset);
      if (next == 0) break;
      const char* base = static_cast<const char*>(d->d_buf);
      const bool amdgpu = note.n_namesz >= 6 && std::strncmp(base + name_offset, "AMDGPU", 6) == 0;
      if (amdgpu && note.n_type == kNtAmdgpuMetadata) return parse_metadata(base + desc_offset, note.n_descsz, origin);
      offset = next;
    }
  }
  return std::nullopt;
}

KernelDescriptor parse_descriptor(std::span<const unsigned char> b) {
  KernelDescriptor kd;
  kd.group_segment_fixed_size = read_le<std::uint32_t>(&b[0]);
  kd.private_segment_fixed_size = read_le<std::uint32_t>(&b[4]);
  kd.kernarg_size = read_le<std::uint32_t>(&b[8]);
  kd.kernel_code_entry_byte_offset = read_le<std::int64_t>(&b[16]);
  kd.compute_pgm_rsrc3 = read_le<std::uint32_t>(&b[44]);
  kd.compute_pgm_rsrc1 = read_le<std::uint32_t>(&b[48]);
  kd.compute_pgm_rsrc2 = read_le<std::uint32_t>(&b[52]);
  kd.kernel_code_properties = read_le<std::uint16_t>(&b[56]);
  kd.kernarg_preload = read_le<std::uint16_t>(&b[58]);
  return kd;
}

std::string mach_hint() {
  std::string names;
  for (const Target& t : all_targets()) names += (names.empty() ? "" : ", ") + std::string(t.name);
  return "rebuild it for one of " + names;
}

}  // namespace

int KernelDescriptor::enabled_user_sgprs() const {
  return 4 * private_segment_buffer() + 2 * dispatch_ptr() + 2 * queue_ptr() + 2 * kernarg_segment_ptr() +
         2 * dispatch_id() + 2 * flat_scratch_init() + 1 * private_segment_size();
}

int KernelDescriptor::kernarg_sgpr() const {
  if (!kernarg_segment_ptr()) return -1;
  return 4 * private_segment_buffer() + 2 * dispatch_ptr() + 2 * queue_ptr();
}

CodeObject CodeObject::load(const std::string& path, std::optional<Target> target) {
  std::ifstream in(path, std::ios::binary);
  if (!in) throw CodeObjectError(fmt::format("{}: cannot read the file: check the path", path));
  std::vector<std::byte> bytes;
  std::transform(std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>(), std::back_inserter(bytes),
                 [](char c) { return static_cast<std::byte>(c); });
  return from_container(bytes, path, target);
}

CodeObject CodeObject::from_container(std::span<const std::byte> bytes, std::string origin,
                                      std::optional<Target> target) {
  const std::vector<CodeObjectEntry> entries = extract_code_objects(bytes, origin);
  const CodeObjectEntry& entry = select_code_object(entries, target, origin);
  // Name the entry in messages when the file has more than one target.
  if (entry.target && entry_targets(entries) != entry.target->name) {
    origin = fmt::format("{} ({})", origin, entry.target->name);
  }
  return parse(entry.code_object, std::move(origin));
}

CodeObject CodeObject::parse(std::vector<std::byte> bytes, std::string origin) {
  CodeObject co;
  co.origin_ = std::move(origin);
  const std::string& o = co.origin_;
  ElfReader elf(bytes, o);
  if (elf.header().e_machine != kEmAmdgpu) {
    fail(o, fmt::format("ELF machine {} is not AMDGPU ({})", elf.header().e_machine, kEmAmdgpu));
  }
  const std::uint32_t mach = elf.header().e_flags & 0xFF;
  const auto target = target_from_elf_mach(mach);
  if (!target) fail(o, fmt::format("EF_AMDGPU_MACH 0x{:x} is not a gfx11/gfx12 target wmmasim simulates", mach),
                    mach_hint());
  co.target_ = *target;

  const auto text = std::ranges::find(elf.sections(), std::string(".text"), &Section::name);
  if (text == elf.sections().end()) fail(o, "no .text section");
  const auto text_bytes = elf.data(*text);
  co.text_address_ = text->header.sh_addr;
  co.text_.resize(text_bytes.size() / 4);
  // An empty .text has no data pointer, and memcpy from a null pointer is undefined even for 0 bytes.
  if (!co.text_.empty()) std::memcpy(co.text_.data(), text_bytes.data(), co.text_.size() * 4);

  const auto symbols = read_symbols(elf);
  const auto metadata = read_metadata(elf, o);
  for (const auto& [name, sym] : symbols) {
    if (!name.ends_with(".kd")) continue;
    Kernel k;
    k.name = name.substr(0, name.size() - 3);
    k.descriptor_address = sym.value;
    const auto kd_bytes = elf.at_address(sym.value, kDescriptorSize);
    if (!kd_bytes) fail(o, fmt::format("the kernel descriptor {} lies outside the file's sections", name));
    k.descriptor = parse_descriptor(*kd_bytes);
    k.entry_address = k.descriptor_address + static_cast<std::uint64_t>(k.descriptor.kernel_code_entry_byte_offset);
    const std::uint64_t text_end = co.text_address_ + 4 * co.text_.size();
    if (k.entry_address < co.text_address_ || k.entry_address >= text_end || k.entry_address % 4 != 0) {
      fail(o, fmt::format("the kernel descriptor {} points to 0x{:x}, outside .text", name, k.entry_address));
    }
    const auto function = symbols.find(k.name);
    k.code_size = (function != symbols.end() && function->second.size != 0 &&
                   function->second.value == k.entry_address)
                      ? std::min<std::uint64_t>(function->second.size, text_end - k.entry_address)
                      : text_end - k.entry_address;
    co.kernels_.push_back(std::move(k));
  }
  if (co.kernels_.empty()) {
    fail(o, "no kernel descriptor (no <kernel>.kd symbol)", "pass a code object that contains a kernel");
  }
  if (!metadata) {
    fail(o, "no NT_AMDGPU_METADATA note", "rebuild the code object with clang++-19 (it writes the metadata note)");
  }
  for (Kernel& k : co.kernels_) {
    const auto meta = std::ranges::find_if(*metadata, [&](const KernelMetadata& m) {
      return m.symbol == k.name + ".kd" || m.name == k.name;
    });
    if (meta == metadata->end()) fail(o, fmt::format("kernel {} has no entry in the metadata note", k.name));
    k.arguments = meta->arguments;
    k.kernarg_segment_size = static_cast<std::uint32_t>(meta->kernarg_segment_size);
    k.kernarg_segment_align = static_cast<std::uint32_t>(meta->kernarg_segment_align);
    k.group_segment_fixed_size = static_cast<std::uint32_t>(meta->group_segment_fixed_size);
    k.private_segment_fixed_size = static_cast<std::uint32_t>(meta->private_segment_fixed_size);
    k.sgpr_count = static_cast<std::uint32_t>(meta->sgpr_count);
    k.vgpr_count = static_cast<std::uint32_t>(meta->vgpr_count);
    k.max_flat_workgroup_size = static_cast<std::uint32_t>(meta->max_flat_workgroup_size);
    k.wavefront_size = static_cast<int>(meta->wavefront_size);
    k.printf_formats = meta->printf_formats;
  }
  std::ranges::sort(co.kernels_, {}, &Kernel::entry_address);
  co.functions_ = text_functions(symbols, co.text_address_, co.text_address_ + 4 * co.text_.size(), co.kernels_);
  return co;
}

std::string CodeObject::kernel_names() const {
  std::string names;
  for (const Kernel& k : kernels_) names += (names.empty() ? "" : ", ") + k.name;
  return names;
}

std::string CodeObject::kernel_list() const {
  std::string list;
  for (const Kernel& k : kernels_) list += (list.empty() ? "" : ", ") + demangle(k.name);
  return list;
}

// The kernel `name` means (symbols_named: symbol, demangled name, short name, prefix). Several matches at the first
// level that has one is an error naming them.
const Kernel& CodeObject::kernel(std::string_view name) const {
  if (name.empty()) {
    if (kernels_.size() == 1) return kernels_.front();
    throw CodeObjectError(fmt::format("{}: has {} kernels, say which (--kernel NAME): {}", origin_, kernels_.size(),
                                      kernel_list()));
  }
  std::vector<std::string> symbols;
  for (const Kernel& k : kernels_) symbols.push_back(k.name);
  const std::vector<std::size_t> found = symbols_named(symbols, name);
  if (found.size() == 1) return kernels_[found.front()];
  if (found.empty()) throw CodeObjectError(fmt::format("{}: no kernel '{}': use one of {}", origin_, name, kernel_list()));
  std::string names;
  for (const std::size_t i : found) names += (names.empty() ? "" : ", ") + demangle(kernels_[i].name);
  throw CodeObjectError(fmt::format("{}: '{}' names {} kernels: {}: give more of the name", origin_, name,
                                    found.size(), names));
}

std::span<const std::uint32_t> CodeObject::code(const Kernel& kernel) const {
  const std::size_t first = (kernel.entry_address - text_address_) / 4;
  return std::span<const std::uint32_t>(text_).subspan(first, kernel.code_size / 4);
}

std::span<const std::uint32_t> CodeObject::code(const Function& function) const {
  return std::span<const std::uint32_t>(text_).subspan((function.address - text_address_) / 4, function.size / 4);
}

DecodedProgram CodeObject::decode(const Function& function) const {
  return decode_program(InstructionSet::get(target_.family), code(function), wave_size(), function.address);
}

DecodedProgram CodeObject::decode(const Kernel& kernel) const {
  return decode_program(InstructionSet::get(target_.family), code(kernel), kernel.wave_size(), kernel.entry_address);
}

}  // namespace wmmasim::isa
