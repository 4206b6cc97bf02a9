// The instruction records as data: lookups, the matrix records taken from matrix_ops.h, semantics keys, and the
// decoder's basic contract (sizes, literals, tolerance of undecodable words).
#include <doctest/doctest.h>

#include <array>
#include <set>

#include "wmmasim/isa/decoder.h"
#include "wmmasim/isa/disassembler.h"
#include "wmmasim/isa/instruction.h"

using namespace wmmasim::isa;

TEST_CASE("each (encoding, opcode) has one record and every record has a semantics key and operands in range") {
  for (Family family : {Family::Gfx11, Family::Gfx12}) {
    const InstructionSet& set = InstructionSet::get(family);
    std::set<std::pair<Encoding, std::uint16_t>> seen;
    for (const InstructionRecord& r : set.records()) {
      CHECK_MESSAGE(seen.insert({r.encoding, r.opcode}).second, r.mnemonic);
      CHECK(set.find(r.encoding, r.opcode) == &r);
      CHECK_FALSE(semantic_name(r.semantic).empty());
      CHECK(r.num_operands <= kMaxOperands);
      for (const OperandSpec& spec : r.operand_specs()) {
        CHECK(spec.slot < kMaxOperands);
        CHECK(spec.dwords_wave32 >= 1);
        CHECK(spec.dwords_wave64 >= 1);
      }
    }
    CHECK(set.records().size() > 1200);
  }
}

TEST_CASE("WMMA/SWMMAC and transpose-load records are the matrix_ops.h records") {
  for (Family family : {Family::Gfx11, Family::Gfx12}) {
    const InstructionSet& set = InstructionSet::get(family);
    for (const MatrixOp& m : matrix_ops(family)) {
      const InstructionRecord* r = set.find(Encoding::Vop3p, m.opcode);
      REQUIRE(r != nullptr);
      CHECK(r->matrix == &m);
      CHECK(r->mnemonic == m.mnemonic);
      CHECK(r->timing == TimingClass::Wmma);
      CHECK(r->semantic == (m.kind == MatrixKind::Sparse ? Semantic::Swmmac : Semantic::Wmma));
      for (int wave : {32, 64}) {
        const OperandRegisters& regs = m.registers(wave);
        CHECK(r->operand_specs()[0].dwords(wave) == regs.cd);  // D
        CHECK(r->operand_specs()[1].dwords(wave) == regs.a);
        CHECK(r->operand_specs()[2].dwords(wave) == regs.b);
        CHECK(r->operand_specs()[3].dwords(wave) == (m.kind == MatrixKind::Sparse ? regs.index : regs.cd));
      }
    }
  }
  const InstructionSet& gfx12 = InstructionSet::get(Family::Gfx12);
  for (const TransposeLoad& t : all_transpose_loads()) {
    const InstructionRecord* r = gfx12.find(Encoding::VGlobal, t.opcode);
    REQUIRE(r != nullptr);
    CHECK(r->transpose == &t);
    CHECK(r->semantic == Semantic::GlobalLoadTr);
    CHECK(r->operand_specs()[0].dwords(32) == t.vgprs_wave32);
    CHECK(r->operand_specs()[0].dwords(64) == t.vgprs_wave64);
  }
  CHECK(InstructionSet::get(Family::Gfx11).find(Encoding::VGlobal, 0x57) == nullptr);
}

TEST_CASE("decoding: sizes, literals, wave-size widths, undecodable words") {
  const InstructionSet& gfx12 = InstructionSet::get(Family::Gfx12);
  // v_and_b32_e32 v3, 0x3f0, v0: VOP2 with a literal (toolchain.md §3.3): 8 bytes, literal kept.
  const std::array<std::uint32_t, 2> vop2_literal{0x360600FF, 0x000003F0};
  const DecodedInstruction a = decode(gfx12, vop2_literal, 32);
  REQUIRE(a.valid());
  CHECK(a.size == 8);
  CHECK(a.literal == 0x3F0);
  CHECK(disassemble(a, gfx12, 32, vop2_literal[0]) == "v_and_b32_e32 v3, 0x3f0, v0");
  // v_wmma_f32_16x16x16_f16 v[0:7], v[8:11], v[12:15], v[0:7] (llvm-facts.md §1.4): wave64 halves C/D and A/B.
  const std::array<std::uint32_t, 2> wmma{0xCC404000, 0x1C021908};
  const DecodedInstruction w32 = decode(gfx12, wmma, 32);
  const DecodedInstruction w64 = decode(gfx12, wmma, 64);
  CHECK(w32.operands.dst().dwords == 8);
  CHECK(w64.operands.dst().dwords == 4);
  CHECK(w32.operands.src0().vgpr() == 8);
  CHECK(w64.operands.src0().dwords == 2);
  CHECK(disassemble(w64, gfx12, 64, wmma[0]) == "v_wmma_f32_16x16x16_f16 v[0:3], v[8:9], v[12:13], v[0:3]");
  // A dword no record describes decodes to an invalid 4-byte instruction and prints like objdump.
  const std::array<std::uint32_t, 1> junk{0xFFFFFFFF};
  const DecodedInstruction bad = decode(gfx12, junk, 32);
  CHECK_FALSE(bad.valid());
  CHECK(bad.size == 4);
  CHECK(disassemble(bad, gfx12, 32, junk[0]) == ".long 0xffffffff");
  // A truncated instruction (VOP3 without its second dword) is invalid, not an out-of-bounds read.
  const std::array<std::uint32_t, 1> truncated{0xD7006A04};
  CHECK_FALSE(decode(gfx12, truncated, 32).valid());
}

TEST_CASE("semantics keys are shared across encodings and families") {
  const InstructionRecord* e32 = InstructionSet::get(Family::Gfx11).find(Encoding::Vop2, 0x03);
  const InstructionRecord* e64 = InstructionSet::get(Family::Gfx12).find(Encoding::Vop3, 0x103);
  REQUIRE(e32);
  REQUIRE(e64);
  CHECK(e32->mnemonic == "v_add_f32");
  CHECK(e64->mnemonic == "v_add_f32");
  CHECK(e32->semantic == e64->semantic);
  CHECK(semantic_name(e32->semantic) == "V_ADD_F32");
  // gfx12 renamed s_add_i32 to s_add_co_i32: same operation, same key.
  CHECK(InstructionSet::get(Family::Gfx11).find(Encoding::Sop2, 0x02)->semantic ==
        InstructionSet::get(Family::Gfx12).find(Encoding::Sop2, 0x02)->semantic);
}

namespace {

// The record of `mnemonic` in `encoding` (the first, when _e32 and _e64 forms share the name).
const InstructionRecord& record_of(Family family, Encoding encoding, std::string_view mnemonic) {
  const InstructionRecord* found = nullptr;
  for (const InstructionRecord& r : InstructionSet::get(family).records())
    if (!found && r.encoding == encoding && r.mnemonic == mnemonic) found = &r;
  REQUIRE_MESSAGE(found != nullptr, mnemonic);
  return *found;
}

}  // namespace

TEST_CASE("implicit registers are LLVM's: SCC, VCC, EXEC written or read without being printed") {
  using enum Encoding;
  const Family g11 = Family::Gfx11, g12 = Family::Gfx12;
  // AMD RDNA3 ISA §4 (SOP2): the carry-out of s_add_u32 is SCC; moves leave it alone; s_cselect reads it.
  CHECK(record_of(g11, Sop2, "s_add_u32").program.implicit_defs == reg::kScc);
  CHECK(record_of(g11, Sop1, "s_mov_b32").program.implicit_defs == 0);
  CHECK(record_of(g12, Sop2, "s_cselect_b32").program.implicit_uses == reg::kScc);
  CHECK(record_of(g12, Sop2, "s_cselect_b32").program.implicit_defs == 0);
  CHECK(record_of(g11, Sop1, "s_and_saveexec_b32").program.implicit_defs == (reg::kExec | reg::kScc));
  // v_cmpx writes EXEC; conditional branches read the register their name tests.
  for (Family family : {g11, g12}) {
    CHECK(record_of(family, Vopc, "v_cmpx_eq_f32").program.implicit_defs == reg::kExec);
    CHECK(record_of(family, Vop3, "v_cmpx_eq_f32").program.implicit_defs == reg::kExec);
    CHECK(record_of(family, Sopp, "s_cbranch_scc0").program.implicit_uses == reg::kScc);
    CHECK(record_of(family, Sopp, "s_cbranch_vccz").program.implicit_uses == reg::kVcc);
    CHECK(record_of(family, Sopp, "s_cbranch_execnz").program.implicit_uses == reg::kExec);
    CHECK(record_of(family, Sopp, "s_branch").program.implicit_uses == 0);
    // v_add_co_ci_u32_e32 reads and writes VCC, as its printed operands say.
    CHECK(record_of(family, Vop2, "v_add_co_ci_u32").program.implicit_defs == reg::kVcc);
    // Every VALU instruction reads EXEC, the matrix records built from matrix_ops.h too.
    CHECK(record_of(family, Vop2, "v_add_f32").program.implicit_uses == reg::kExec);
    for (const MatrixOp& m : matrix_ops(family))
      CHECK(InstructionSet::get(family).find(Vop3p, m.opcode)->program.implicit_uses == reg::kExec);
  }
}

TEST_CASE("control kinds and wait counters of the program-control records") {
  using enum Encoding;
  const Family g11 = Family::Gfx11, g12 = Family::Gfx12;
  CHECK(record_of(g11, Sopp, "s_delay_alu").program.control == Control::DelayAlu);
  CHECK(record_of(g11, Sopp, "s_waitcnt_depctr").program.control == Control::WaitAlu);
  CHECK(record_of(g12, Sopp, "s_wait_alu").program.control == Control::WaitAlu);
  CHECK(record_of(g11, Sopp, "s_barrier").program.control == Control::BarrierArrive);
  CHECK(record_of(g12, Sop1, "s_barrier_signal").program.control == Control::BarrierSignal);
  CHECK(record_of(g12, Sop1, "s_barrier_signal_isfirst").program.control == Control::BarrierSignal);
  CHECK(record_of(g12, Sopp, "s_barrier_wait").program.control == Control::BarrierWait);
  CHECK(record_of(g11, Sopp, "s_waitcnt").program.wait_counters == WaitCounters::Packed);
  CHECK(record_of(g11, Sopk, "s_waitcnt_vscnt").program.wait_counters == WaitCounters::Store);
  CHECK(record_of(g12, Sopp, "s_wait_kmcnt").program.wait_counters == WaitCounters::Km);
  CHECK(record_of(g12, Sopp, "s_wait_storecnt_dscnt").program.wait_counters == WaitCounters::StoreDs);
  // Only wait instructions count, and the control kinds keep to their timing classes.
  for (Family family : {g11, g12}) {
    for (const InstructionRecord& r : InstructionSet::get(family).records()) {
      CAPTURE(r.mnemonic);
      if (r.program.wait_counters != WaitCounters::None) CHECK(r.timing == TimingClass::Wait);
      if (r.program.control == Control::WaitAlu) CHECK(r.timing == TimingClass::Wait);
      if (r.program.control == Control::DelayAlu) CHECK(r.timing == TimingClass::Hint);
      if (r.program.control >= Control::BarrierArrive) CHECK(r.timing == TimingClass::Barrier);
    }
  }
}
