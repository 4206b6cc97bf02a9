// `wmmasim kernels FILE`: every kernel of every code object in a file (code object, offload bundle, HIP program),
// per target, with its name as written, its arguments and its resources. Without FILE: the code objects the build
// made from kernels/, read from kernels.txt.
#include <fmt/format.h>

#include <filesystem>
#include <fstream>
#include <iostream>

#include "command.h"
#include "own_files.h"
#include "wmmasim/isa/code_object.h"
#include "wmmasim/isa/container.h"
#include "wmmasim/isa/symbols.h"
#include "wmmasim_version.h"

namespace po = boost::program_options;

namespace wmmasim::cli {
namespace {

constexpr std::string_view kUsage = "wmmasim kernels [FILE] [--arch ARCH] [--catalog FILE]";
constexpr std::string_view kHelpTail =
    "Lists, per target, every kernel of FILE (a code object, an offload bundle, or a HIP program: executable, .o,\n"
    "shared library) with its C++ name, its arguments as `wmmasim run --arg` takes them (position, name where the\n"
    "metadata has one, kind, size, offset, address space, access, type from the kernel's C++ signature), its LDS,\n"
    "scratch and registers. Without FILE: the code objects the build made from kernels/.\n\n"
    "exit codes: 0 listed; 2 bad input (unreadable file, no code object, unknown --arch)\n"
    "example: wmmasim kernels app --arch gfx1201";

std::string or_dash(const std::string& text) { return text.empty() ? "-" : text; }

void list_arguments(const isa::Kernel& k, std::string& out) {
  const auto params = isa::parameter_types(k.name);
  std::vector<const isa::KernelArgument*> hidden, explicit_args;
  for (const isa::KernelArgument& a : k.arguments) (a.value_kind.starts_with("hidden_") ? hidden : explicit_args).push_back(&a);
  if (explicit_args.empty()) out += "  no arguments\n";
  if (!explicit_args.empty()) {
    out += fmt::format("  {:<4}{:<12}{:<15}{:>5}{:>8}  {:<15}{:<12}{}\n", "arg", "name", "kind", "size", "offset",
                       "address space", "access", "type");
  }
  for (std::size_t i = 0; i < explicit_args.size(); ++i) {
    const isa::KernelArgument& a = *explicit_args[i];
    const std::string type = params && i < params->size() ? (*params)[i] : a.type_name;
    out += fmt::format("  {:<4}{:<12}{:<15}{:>5}{:>8}  {:<15}{:<12}{}\n", i, or_dash(a.name), a.value_kind, a.size,
                       a.offset, or_dash(a.address_space), or_dash(a.access), or_dash(type));
  }
  if (!hidden.empty()) {
    out += fmt::format("  + {} hidden argument{} the launch fills in (", hidden.size(), hidden.size() == 1 ? "" : "s");
    for (std::size_t i = 0; i < hidden.size(); ++i) out += (i ? ", " : "") + hidden[i]->value_kind.substr(7);
    out += ")\n";
  }
}

void list_code_object(const isa::CodeObject& co, const isa::CodeObjectEntry& entry, std::string& out) {
  out += fmt::format("{} ({}){}: {} kernel{}\n", co.target().name, isa::family_name(co.target().family),
                     entry.bundle_id.empty() ? "" : ", bundle entry " + entry.bundle_id, co.kernels().size(),
                     co.kernels().size() == 1 ? "" : "s");
  for (const isa::Kernel& k : co.kernels()) {
    const std::string demangled = isa::demangle(k.name);
    out += fmt::format("\n{}{}\n", demangled, demangled == k.name ? "" : "  [" + k.name + "]");
    out += fmt::format("  wave{}, {} VGPRs, {} SGPRs, LDS {} bytes, scratch {} bytes per work-item, kernarg {} bytes, "
                       "at most {} work-items per workgroup\n",
                       k.wave_size(), k.vgpr_count, k.sgpr_count, k.group_segment_fixed_size,
                       k.private_segment_fixed_size, k.kernarg_segment_size, k.max_flat_workgroup_size);
    list_arguments(k, out);
  }
}

int list_file(const std::string& path, const std::string& arch) {
  std::optional<isa::Target> target;
  if (!arch.empty()) {
    target = isa::find_target(arch);
    if (!target) throw UsageError(fmt::format("unknown --arch '{}' (accepted: {})", arch, isa::accepted_target_names()));
  }
  std::ifstream in(path, std::ios::binary);
  if (!in || std::filesystem::is_directory(path)) throw UsageError(fmt::format("cannot read '{}' (check the path)", path));
  const std::vector<char> chars{std::istreambuf_iterator<char>(in), {}};
  const auto bytes = std::as_bytes(std::span(chars));
  std::string out;
  try {
    const std::vector<isa::CodeObjectEntry> entries = isa::extract_code_objects(bytes, path);
    if (target) isa::select_code_object(entries, target, path);  // names the targets there are when none fits
    out += fmt::format("{}: {} code object{} ({})\n", path, entries.size(), entries.size() == 1 ? "" : "s",
                       isa::entry_targets(entries));
    for (const isa::CodeObjectEntry& entry : entries) {
      if (target && !(entry.target && entry.target->name == target->name)) continue;
      out += "\n";
      list_code_object(isa::CodeObject::parse(entry.code_object, path), entry, out);
    }
  } catch (const isa::CodeObjectError& e) {
    throw UsageError(e.what());
  }
  std::cout << out;
  return kExitOk;
}

int list_catalog(const std::string& catalog) {
  std::ifstream in(catalog);
  if (!in) throw UsageError("cannot read kernel catalog '" + catalog + "': build the project first");
  std::string name, target, wave, path;
  std::cout << "kernel               target   wave  code object\n";
  while (in >> name >> target >> wave >> path) {
    path = catalog_entry(catalog, path).string();
    const bool built = std::filesystem::exists(path);
    std::cout << name << std::string(name.size() < 21 ? 21 - name.size() : 1, ' ') << target << "  w" << wave
              << "   " << path << (built ? "" : "  (not built)") << "\n";
  }
  return kExitOk;
}

}  // namespace

int run_kernels(const Arguments& args) {
  po::options_description options("options");
  std::string file, arch, catalog;
  options.add_options()
      ("file", po::value(&file), "code object, offload bundle or HIP program to list")
      ("arch", po::value(&arch), "only the code object for this target (gfx1201, ...)")
      ("catalog", po::value(&catalog)->default_value(kernel_catalog().string(), "the build's or installed kernels.txt"),
       "without FILE: kernels.txt written by the build");
  po::positional_options_description positionals;
  positionals.add("file", 1);
  po::variables_map values;
  if (!parse_command_line(args, kUsage, options, positionals, values, kHelpTail)) return kExitOk;
  return file.empty() ? list_catalog(catalog) : list_file(file, arch);
}

}  // namespace wmmasim::cli
