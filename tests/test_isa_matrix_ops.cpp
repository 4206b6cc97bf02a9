// The matrix-instruction records against independent references: llvm-mc-19 must accept an instruction
// written with exactly the register counts the record gives (for both wave sizes) and encode the record's
// opcode; the derived peak FLOP/clk/CU must equal AMD's published table (timing.md §1.1).
#include <doctest/doctest.h>
#include <fmt/format.h>

#include <map>

#include "support.h"
#include "wmmasim/isa/matrix_ops.h"

using namespace wmmasim::isa;

namespace {

std::string vgpr_range(int first, int count) {
  return count == 1 ? fmt::format("v{}", first) : fmt::format("v[{}:{}]", first, first + count - 1);
}

// "v_wmma_... v[0:7], v[8:11], v[12:15], v[0:7]" (SWMMAC: D, A, B, index) from the record alone.
std::string assembly_for(const MatrixOp& op, int wave_size) {
  const OperandRegisters& r = op.registers(wave_size);
  const int a = 32, b = 64, c = 96;
  const std::string last = op.kind == MatrixKind::Sparse ? vgpr_range(c, 1) : vgpr_range(0, r.cd);
  return fmt::format("{} {}, {}, {}, {}", op.mnemonic, vgpr_range(0, r.cd), vgpr_range(a, r.a), vgpr_range(b, r.b),
                     last);
}

// The third encoded byte of a VOP3P instruction is its 7-bit opcode (bit 23, the top of it, is 0 in 0x198 << 23).
int encoded_opcode(const std::string& llvm_mc_output) {
  const auto at = llvm_mc_output.find("encoding: [");
  REQUIRE(at != std::string::npos);
  unsigned b0 = 0, b1 = 0, b2 = 0;
  REQUIRE(std::sscanf(llvm_mc_output.c_str() + at, "encoding: [0x%x,0x%x,0x%x", &b0, &b1, &b2) == 3);
  return static_cast<int>(b2 & 0x7f);
}

std::string mcpu_for(Family family) { return family == Family::Gfx11 ? "gfx1100" : "gfx1201"; }

}  // namespace

TEST_CASE("the tables hold 6 gfx11 WMMA, 11 gfx12 WMMA and 11 gfx12 SWMMAC") {
  CHECK(matrix_ops(Family::Gfx11).size() == 6);
  int dense = 0, sparse = 0;
  for (const MatrixOp& op : matrix_ops(Family::Gfx12)) (op.kind == MatrixKind::Dense ? dense : sparse)++;
  CHECK(dense == 11);
  CHECK(sparse == 11);
  for (const MatrixOp& op : matrix_ops(Family::Gfx11)) CHECK(op.family == Family::Gfx11);
  for (const MatrixOp& op : matrix_ops(Family::Gfx12)) CHECK(op.family == Family::Gfx12);
}

TEST_CASE("llvm-mc-19 accepts every record's register counts and encodes its opcode") {
  for (const MatrixOp& op : all_matrix_ops()) {
    for (const int wave : {32, 64}) {
      const std::string text = assembly_for(op, wave);
      CAPTURE(text);
      CAPTURE(wave);
      const std::string mattr = wave == 64 ? " -mattr=+wavefrontsize64" : "";
      const auto r = wmmasim::test::run_command("echo '" + text + "' | " WMMASIM_LLVM_MC
                                                " -triple=amdgcn-amd-amdhsa -show-encoding -mcpu=" +
                                                mcpu_for(op.family) + mattr);
      CHECK_MESSAGE(r.err.empty(), r.err);
      REQUIRE(r.exit_code == 0);
      CHECK(encoded_opcode(r.out) == op.opcode);
    }
  }
}

TEST_CASE("peak FLOP/clk/CU derived from the records matches AMD's published table") {
  // timing.md §1.1: RDNA3 FP16/BF16/IU8 512, IU4 1024; RDNA4 FP16/BF16 1024, FP8/BF8/IU8 2048, IU4 4096;
  // SWMMAC 2x dense.
  const std::map<ElementType, double> gfx11{{ElementType::F16, 512}, {ElementType::BF16, 512},
                                             {ElementType::IU8, 512}, {ElementType::IU4, 1024}};
  const std::map<ElementType, double> gfx12{{ElementType::F16, 1024}, {ElementType::BF16, 1024},
                                             {ElementType::FP8, 2048}, {ElementType::BF8, 2048},
                                             {ElementType::IU8, 2048}, {ElementType::IU4, 4096}};
  for (const MatrixOp& op : all_matrix_ops()) {
    CAPTURE(op.mnemonic);
    const auto& table = op.family == Family::Gfx11 ? gfx11 : gfx12;
    const double sparse_factor = op.kind == MatrixKind::Sparse ? 2.0 : 1.0;
    // On gfx12 the published IU4 peak is reached by the K=32 form (SWMMAC: K=64); the K=16 form (SWMMAC: K=32)
    // takes the same 8 cycles for half the work.
    const bool short_k_iu4 = op.family == Family::Gfx12 && op.a_type == ElementType::IU4 && op.k == 16 * sparse_factor;
    const double k_factor = short_k_iu4 ? 0.5 : 1.0;
    CHECK(op.flop_per_clk_per_cu() == doctest::Approx(table.at(op.a_type) * sparse_factor * k_factor));
  }
}

TEST_CASE("transpose-load records: llvm-mc-19 accepts the destination widths and encodes the opcode") {
  for (const TransposeLoad& tr : all_transpose_loads()) {
    for (const int wave : {32, 64}) {
      const int vgprs = wave == 64 ? tr.vgprs_wave64 : tr.vgprs_wave32;
      const std::string text = fmt::format("{} {}, v[10:11], off", tr.mnemonic, vgpr_range(0, vgprs));
      CAPTURE(text);
      const std::string mattr = wave == 64 ? " -mattr=+wavefrontsize64" : "";
      const auto r = wmmasim::test::run_command("echo '" + text + "' | " WMMASIM_LLVM_MC
                                                " -triple=amdgcn-amd-amdhsa -show-encoding -mcpu=gfx1201" + mattr);
      CHECK_MESSAGE(r.err.empty(), r.err);
      REQUIRE(r.exit_code == 0);
      // VGLOBAL: opcode in dword0 bits [21:14].
      const auto at = r.out.find("encoding: [");
      REQUIRE(at != std::string::npos);
      unsigned b0 = 0, b1 = 0, b2 = 0;
      REQUIRE(std::sscanf(r.out.c_str() + at, "encoding: [0x%x,0x%x,0x%x", &b0, &b1, &b2) == 3);
      const unsigned dword_low = b0 | (b1 << 8) | (b2 << 16);
      CHECK(((dword_low >> 14) & 0xff) == tr.opcode);
    }
  }
}
