// `wmmasim disasm FILE [--arch ARCH] [--kernel NAME]`: every function in .text (kernels, and the device functions they
// call: non-inlined functions, printf's and the device library's helpers) as llvm-objdump-19 disassembles it
// (instruction text, address, encoding dwords, branch targets), decoded once; `;` lines say what each function is
// and which calls which. FILE may hold several code objects (a HIP program, a bundle): each is listed, or the one of
// --arch. The listing is built in memory and printed at the end, so an error leaves stdout empty.
#include <fmt/format.h>

#include <fstream>
#include <iostream>
#include <map>
#include <set>

#include "command.h"
#include "wmmasim/isa/code_object.h"
#include "wmmasim/isa/container.h"
#include "wmmasim/isa/disassembler.h"
#include "wmmasim/isa/symbols.h"

namespace po = boost::program_options;

namespace wmmasim::cli {
namespace {

constexpr std::string_view kUsage = "wmmasim disasm FILE [--arch ARCH] [--kernel NAME]";
constexpr std::string_view kHelpTail =
    "Lists every function in .text of FILE's code objects (a code object, an offload bundle, or a HIP program:\n"
    "executable, .o, shared library) the way llvm-objdump-19 -d does: kernels and the device functions they call,\n"
    "each with its symbol, a `;` line with its C++ name and resources, and which function calls which (calls through\n"
    "s_getpc_b64 + s_add_u32 + s_swappc_b64 and s_call_b64 are resolved). --kernel lists one kernel and the\n"
    "functions it reaches.\n\n"
    "exit codes: 0 listed; 2 bad input (unreadable file, no code object, unknown --arch or kernel)\n"
    "example: wmmasim disasm app --arch gfx1201 --kernel wmma_gemm";

const isa::Function* function_at(std::span<const isa::Function> functions, std::uint64_t address) {
  for (const isa::Function& f : functions) {
    if (address >= f.address && address < f.address + f.size) return &f;
  }
  return nullptr;
}

// A branch's target as objdump annotates it: <symbol+0xoffset> of the function that holds it.
std::string branch_target(const isa::DecodedInstruction& d, std::uint64_t address,
                          std::span<const isa::Function> functions) {
  const isa::InstructionRecord& r = *d.record;
  const bool branch = r.timing == isa::TimingClass::Branch && r.num_operands > 0 &&
                      r.operand_specs().back().format == isa::ValueFormat::Branch;
  if (!branch) return "";
  const std::uint64_t target = address + 4 + 4 * static_cast<std::int64_t>(d.offset);
  const isa::Function* f = function_at(functions, target);
  if (!f) return "";
  const std::uint64_t offset = target - f->address;
  return offset == 0 ? fmt::format(" <{}>", f->name) : fmt::format(" <{}+0x{:x}>", f->name, offset);
}

// The functions `program` calls, where the target is known without running it:
//   s_call_b64 s[30:31], simm16             target = pc + 4 + 4 * simm16;
//   s_getpc_b64 s[N:N+1]                    (the address of the next instruction, P + 4)
//   s_add_u32 / s_add_co_u32 sN, sN, L      the rel32@lo relocation clang emits: target = P + 4 + L
//   s_addc_u32 / s_add_co_ci_u32 sN+1, ...  the high half (rel32@hi), not needed for the low 32 bits
//   s_swappc_b64 s[30:31], s[N:N+1]         the call.
// A call through a pointer loaded from memory (s_load_b64, a function pointer argument) is not resolved.
std::set<std::uint64_t> call_targets(const isa::DecodedProgram& program) {
  std::set<std::uint64_t> targets;
  std::map<int, std::uint64_t> pc_of;      // SGPR N -> address after its s_getpc_b64
  std::map<int, std::uint64_t> target_of;  // SGPR N -> pc + literal
  for (std::size_t i = 0; i < program.instructions.size(); ++i) {
    const isa::DecodedInstruction& d = program.instructions[i];
    if (!d.valid()) continue;
    const std::uint64_t address = program.base_address + program.offsets[i];
    const std::string_view m = d.record->mnemonic;
    const int dst = d.operands.dst().code;
    if (m == "s_getpc_b64") {
      pc_of[dst] = address + 4;
      target_of.erase(dst);
    } else if ((m == "s_add_u32" || m == "s_add_co_u32") && pc_of.contains(dst) && d.operands.src0().code == dst &&
               d.operands.src1().code == isa::src::kLiteral) {
      target_of[dst] = pc_of[dst] + static_cast<std::int64_t>(static_cast<std::int32_t>(d.literal));
      pc_of.erase(dst);
    } else if (m == "s_swappc_b64" && target_of.contains(d.operands.src0().code)) {
      targets.insert(target_of[d.operands.src0().code]);
    } else if (m == "s_call_b64") {
      targets.insert(address + 4 + 4 * static_cast<std::int64_t>(d.offset));
    }
  }
  return targets;
}

struct Listing {
  const isa::CodeObject& co;
  std::map<std::uint64_t, isa::DecodedProgram> programs;                 // by function address
  std::map<std::uint64_t, std::vector<const isa::Function*>> callees, callers;
};

Listing analyse(const isa::CodeObject& co) {
  Listing l{co, {}, {}, {}};
  for (const isa::Function& f : co.functions()) l.programs.emplace(f.address, co.decode(f));
  for (const isa::Function& f : co.functions()) {
    for (const std::uint64_t target : call_targets(l.programs.at(f.address))) {
      const isa::Function* callee = function_at(co.functions(), target);
      if (!callee || callee->address != target) continue;
      l.callees[f.address].push_back(callee);
      l.callers[callee->address].push_back(&f);
    }
  }
  return l;
}

std::string names(const std::vector<const isa::Function*>& functions) {
  std::string text;
  for (const isa::Function* f : functions) text += (text.empty() ? "" : ", ") + isa::short_name(f->name);
  return text;
}

std::string kernel_comment(const isa::CodeObject& co, const isa::Kernel& k) {
  const isa::KernelDescriptor& kd = k.descriptor;
  std::string workgroup_ids;
  for (int dim = 0; dim < 3; ++dim) {
    if (kd.workgroup_id(dim)) workgroup_ids += std::string(workgroup_ids.empty() ? "" : ",") + "xyz"[dim];
  }
  const std::string workitem_ids = std::string("x,y,z").substr(0, 2 * kd.workitem_id_dims() - 1);
  const std::size_t n = k.arguments.size();
  return fmt::format("; kernel {} ({} wave{}): {} VGPRs ({} allocated), {} SGPRs, LDS {} bytes, scratch {} bytes, "
                     "kernarg {} bytes, {} argument{}, user SGPRs {} ({} enabled), workgroup ids {}, work-item ids {} "
                     "in v0\n",
                     isa::demangle(k.name), co.target().name, k.wave_size(), k.vgpr_count, kd.allocated_vgprs(),
                     k.sgpr_count, kd.group_segment_fixed_size, kd.private_segment_fixed_size,
                     k.kernarg_segment_size, n, n == 1 ? "" : "s", kd.user_sgpr_count(), kd.enabled_user_sgprs(),
                     workgroup_ids.empty() ? "none" : workgroup_ids, workitem_ids);
}

void list_function(const Listing& l, const isa::Function& f, std::string& out) {
  const isa::CodeObject& co = l.co;
  if (f.kernel) {
    const auto k = std::ranges::find(co.kernels(), f.address, &isa::Kernel::entry_address);
    out += kernel_comment(co, *k);
  } else {
    out += fmt::format("; device function {} ({} bytes)\n", isa::demangle(f.name), f.size);
  }
  if (const auto it = l.callers.find(f.address); it != l.callers.end()) out += "; called by " + names(it->second) + "\n";
  if (const auto it = l.callees.find(f.address); it != l.callees.end()) out += "; calls " + names(it->second) + "\n";
  out += fmt::format("{:016x} <{}>:\n", f.address, f.name);
  const isa::InstructionSet& set = isa::InstructionSet::get(co.target().family);
  const auto code = co.code(f);
  const isa::DecodedProgram& program = l.programs.at(f.address);
  for (std::size_t i = 0; i < program.instructions.size(); ++i) {
    const isa::DecodedInstruction& d = program.instructions[i];
    const std::uint32_t offset = program.offsets[i];
    const std::uint64_t address = f.address + offset;
    const std::string text = isa::disassemble(d, set, co.wave_size(), code[offset / 4]);
    std::string words;
    for (std::size_t w = 0; w < d.size / 4 && offset / 4 + w < code.size(); ++w) {
      words += fmt::format("{}{:08X}", w ? " " : "", code[offset / 4 + w]);
    }
    out += fmt::format("\t{:<59}// {:012X}: {}{}\n", text, address, words,
                       d.valid() ? branch_target(d, address, co.functions()) : "");
  }
  out += "\n";
}

// The functions `kernel` reaches through calls, itself first.
std::set<std::uint64_t> reachable(const Listing& l, std::uint64_t kernel) {
  std::set<std::uint64_t> seen{kernel};
  std::vector<std::uint64_t> todo{kernel};
  while (!todo.empty()) {
    const std::uint64_t f = todo.back();
    todo.pop_back();
    if (const auto it = l.callees.find(f); it != l.callees.end()) {
      for (const isa::Function* callee : it->second) {
        if (seen.insert(callee->address).second) todo.push_back(callee->address);
      }
    }
  }
  return seen;
}

void list_code_object(const isa::CodeObject& co, const std::string& path, const std::string& kernel,
                      std::string& out) {
  const Listing l = analyse(co);
  std::optional<std::set<std::uint64_t>> only;
  if (!kernel.empty()) only = reachable(l, co.kernel(kernel).entry_address);
  std::size_t device_functions = 0;
  for (const isa::Function& f : co.functions()) device_functions += !f.kernel;
  out += fmt::format("{}: {} ({}), {} kernel{}, {} device function{}\n\n", path, co.target().name,
                     isa::family_name(co.target().family), co.kernels().size(), co.kernels().size() == 1 ? "" : "s",
                     device_functions, device_functions == 1 ? "" : "s");
  for (const isa::Function& f : co.functions()) {
    if (!only || only->contains(f.address)) list_function(l, f, out);
  }
}

}  // namespace

int run_disasm(const Arguments& args) {
  po::options_description options("options");
  std::string path, arch, kernel;
  options.add_options()
      ("file", po::value(&path), "code object, offload bundle or HIP program")
      ("arch", po::value(&arch), "only the code object for this target (default: every code object in FILE)")
      ("kernel", po::value(&kernel),
       "list only this kernel and the functions it calls (name as written, demangled, mangled, or a prefix)");
  po::positional_options_description positionals;
  positionals.add("file", 1);
  po::variables_map values;
  if (!parse_command_line(args, kUsage, options, positionals, values, kHelpTail)) return kExitOk;
  if (path.empty()) throw UsageError("no code object given (usage: " + std::string(kUsage) + ")");
  std::optional<isa::Target> target;
  if (!arch.empty()) {
    target = isa::find_target(arch);
    if (!target) throw UsageError(fmt::format("unknown --arch '{}' (accepted: {})", arch, isa::accepted_target_names()));
  }

  std::string out;
  try {
    std::ifstream in(path, std::ios::binary);
    if (!in) throw isa::CodeObjectError(fmt::format("{}: cannot read the file: check the path", path));
    const std::vector<char> chars{std::istreambuf_iterator<char>(in), {}};
    const auto entries = isa::extract_code_objects(std::as_bytes(std::span(chars)), path);
    if (target) isa::select_code_object(entries, target, path);  // names the targets there are when none fits
    for (const isa::CodeObjectEntry& entry : entries) {
      if (target && !(entry.target && entry.target->name == target->name)) continue;
      const std::string origin = entries.size() == 1 ? path : fmt::format("{} ({})", path, entry.bundle_id);
      list_code_object(isa::CodeObject::parse(entry.code_object, origin), origin, kernel, out);
    }
  } catch (const isa::CodeObjectError& e) {
    throw UsageError(e.what());
  }
  std::cout << out;
  return kExitOk;
}

}  // namespace wmmasim::cli
