// Prints what LLVM 19's own AMDGPU instruction tables (MCInstrInfo, generated from the target's TableGen files)
// say about every opcode: one line per opcode, tab-separated:
//   name  isBranch isConditionalBranch isCall isReturn mayLoad mayStore  implicit-defs  implicit-uses  TSFlags(hex)
// Register lists are comma-separated LLVM register names (SCC, VCC, EXEC, M0, ...). scripts/gen_isa_records.py
// compiles it against libLLVM (llvm-config-19) and reads the facts by the records' LLVM opcode names.
#include <cstdio>
#include <memory>
#include <string>

#include "llvm/ADT/ArrayRef.h"
#include "llvm/MC/MCInstrInfo.h"
#include "llvm/MC/MCRegisterInfo.h"
#include "llvm/MC/TargetRegistry.h"
#include "llvm/Support/TargetSelect.h"

namespace {

std::string register_names(const llvm::MCRegisterInfo& registers, llvm::ArrayRef<llvm::MCPhysReg> list) {
  std::string names;
  for (const llvm::MCPhysReg reg : list) names += (names.empty() ? "" : ",") + std::string(registers.getName(reg));
  return names;
}

}  // namespace

int main() {
  LLVMInitializeAMDGPUTargetInfo();
  LLVMInitializeAMDGPUTargetMC();
  const char* triple = "amdgcn-amd-amdhsa";
  std::string error;
  const llvm::Target* target = llvm::TargetRegistry::lookupTarget(triple, error);
  if (target == nullptr) {
    std::fprintf(stderr, "llvm_instr_facts: no AMDGPU target in libLLVM: %s\n", error.c_str());
    return 1;
  }
  const std::unique_ptr<llvm::MCInstrInfo> instructions(target->createMCInstrInfo());
  const std::unique_ptr<llvm::MCRegisterInfo> registers(target->createMCRegInfo(triple));
  for (unsigned opcode = 0; opcode < instructions->getNumOpcodes(); ++opcode) {
    const llvm::MCInstrDesc& d = instructions->get(opcode);
    std::printf("%s\t%d%d%d%d%d%d\t%s\t%s\t%llx\n", instructions->getName(opcode).str().c_str(), d.isBranch(),
                d.isConditionalBranch(), d.isCall(), d.isReturn(), d.mayLoad(), d.mayStore(),
                register_names(*registers, d.implicit_defs()).c_str(),
                register_names(*registers, d.implicit_uses()).c_str(), static_cast<unsigned long long>(d.TSFlags));
  }
  return 0;
}
