// `wmmasim disasm CODE_OBJECT [--kernel NAME]`: the machine code of each kernel as llvm-objdump-19 lists it
// (instruction text, address, encoding dwords, branch targets), decoded once with the wave size of the kernel's
// descriptor. The listing is built in memory and printed at the end, so an error leaves stdout empty.
#include <fmt/format.h>

#include <iostream>

#include "command.h"
#include "wmmasim/isa/code_object.h"
#include "wmmasim/isa/disassembler.h"

namespace po = boost::program_options;

namespace wmmasim::cli {
namespace {

constexpr std::string_view kUsage = "wmmasim disasm CODE_OBJECT [--kernel NAME]";

// A branch's target as objdump annotates it: <kernel+0xoffset>.
std::string branch_target(const isa::DecodedInstruction& d, std::uint64_t address, const isa::Kernel& k) {
  const isa::InstructionRecord& r = *d.record;
  const bool branch = r.timing == isa::TimingClass::Branch && r.num_operands > 0 &&
                      r.operands[r.num_operands - 1].format == isa::ValueFormat::Branch;
  if (!branch) return "";
  const std::uint64_t target = address + 4 + 4 * static_cast<std::int64_t>(d.offset);
  if (target < k.entry_address) return "";
  const std::uint64_t offset = target - k.entry_address;
  return offset == 0 ? fmt::format(" <{}>", k.name) : fmt::format(" <{}+0x{:x}>", k.name, offset);
}

void list_kernel(const isa::CodeObject& co, const isa::Kernel& k, std::string& out) {
  const isa::InstructionSet& set = isa::InstructionSet::get(co.target().family);
  const isa::KernelDescriptor& kd = k.descriptor;
  std::string workgroup_ids;
  for (int dim = 0; dim < 3; ++dim) {
    if (kd.workgroup_id(dim)) workgroup_ids += std::string(workgroup_ids.empty() ? "" : ",") + "xyz"[dim];
  }
  const std::string workitem_ids = std::string("x,y,z").substr(0, 2 * kd.workitem_id_dims() - 1);
  out += fmt::format("; {} ({} wave{}): {} VGPRs ({} allocated), {} SGPRs, LDS {} bytes, kernarg {} bytes, {} "
                     "argument(s), user SGPRs {} ({} enabled), workgroup ids {}, work-item ids {} in v0\n",
                     k.name, co.target().name, k.wave_size(), k.vgpr_count, kd.allocated_vgprs(), k.sgpr_count,
                     kd.group_segment_fixed_size, k.kernarg_segment_size, k.arguments.size(), kd.user_sgpr_count(),
                     kd.enabled_user_sgprs(), workgroup_ids.empty() ? "none" : workgroup_ids, workitem_ids);
  out += fmt::format("{:016x} <{}>:\n", k.entry_address, k.name);
  const auto code = co.code(k);
  const isa::DecodedProgram program = co.decode(k);
  for (std::size_t i = 0; i < program.instructions.size(); ++i) {
    const isa::DecodedInstruction& d = program.instructions[i];
    const std::uint32_t offset = program.offsets[i];
    const std::uint64_t address = k.entry_address + offset;
    const std::string text = isa::disassemble(d, set, k.wave_size(), code[offset / 4]);
    std::string words;
    for (std::size_t w = 0; w < d.size / 4 && offset / 4 + w < code.size(); ++w) {
      words += fmt::format("{}{:08X}", w ? " " : "", code[offset / 4 + w]);
    }
    out += fmt::format("\t{:<59}// {:012X}: {}{}\n", text, address, words, d.valid() ? branch_target(d, address, k) : "");
  }
  out += "\n";
}

}  // namespace

int run_disasm(const Arguments& args) {
  po::options_description options("options");
  std::string path, kernel;
  options.add_options()("code-object", po::value(&path), "AMDGPU code object (.hsaco)")(
      "kernel", po::value(&kernel), "list only this kernel (default: all)");
  po::positional_options_description positionals;
  positionals.add("code-object", 1);
  po::variables_map values;
  if (!parse_command_line(args, kUsage, options, positionals, values)) return kExitOk;
  if (path.empty()) throw UsageError("no code object given (usage: " + std::string(kUsage) + ")");

  std::string out;
  try {
    const isa::CodeObject co = isa::CodeObject::load(path);
    out += fmt::format("{}: {} ({})\n\n", path, co.target().name, isa::family_name(co.target().family));
    if (kernel.empty()) {
      for (const isa::Kernel& k : co.kernels()) list_kernel(co, k, out);
    } else {
      list_kernel(co, co.kernel(kernel), out);
    }
  } catch (const isa::CodeObjectError& e) {
    throw UsageError(e.what());
  }
  std::cout << out;
  return kExitOk;
}

}  // namespace wmmasim::cli
