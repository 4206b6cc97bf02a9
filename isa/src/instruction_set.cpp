#include <algorithm>
#include <initializer_list>
#include <memory>
#include <vector>

#include "wmmasim/isa/instruction.h"

namespace wmmasim::isa {
namespace {

using S = Semantic;
using T = TimingClass;
using P = ProgramFacts;

// One row of a generated table: a record without its encoding (the table it sits in gives that).
struct Row {
  std::uint16_t opcode;
  std::string_view mnemonic;
  Semantic semantic;
  TimingClass timing;
  ProgramFacts program;
  std::uint64_t flags;
  std::uint8_t opsel_count;
  std::uint8_t num_operands;
  std::array<OperandSpec, kMaxOperands> operands;
};

constexpr Row R(std::uint16_t opcode, std::string_view mnemonic, Semantic semantic, TimingClass timing,
                ProgramFacts program, std::uint64_t flags, std::uint8_t opsel_count,
                std::initializer_list<OperandSpec> operands) {
  Row row{opcode, mnemonic, semantic, timing, program, flags, opsel_count,
          static_cast<std::uint8_t>(operands.size()), {}};
  std::ranges::copy(operands, row.operands.begin());
  return row;
}

#define WMMASIM_RECORD_TABLE(encoding) constexpr Row k##encoding[]
#define WMMASIM_NAME_TABLE(name) constexpr std::string_view k##name##Names[]
namespace gfx11 {
#include "records_gfx11.inc"
}  // namespace gfx11
namespace gfx12 {
#include "records_gfx12.inc"
}  // namespace gfx12
#undef WMMASIM_RECORD_TABLE
#undef WMMASIM_NAME_TABLE

struct Table {
  Encoding encoding;
  std::span<const Row> rows;
};

using E = Encoding;
constexpr std::array kGfx11Tables{
    Table{E::Sop1, gfx11::kSop1},   Table{E::Sop2, gfx11::kSop2},     Table{E::Sopk, gfx11::kSopk},
    Table{E::Sopc, gfx11::kSopc},   Table{E::Sopp, gfx11::kSopp},     Table{E::Smem, gfx11::kSmem},
    Table{E::Vop1, gfx11::kVop1},   Table{E::Vop2, gfx11::kVop2},     Table{E::Vopc, gfx11::kVopc},
    Table{E::Vop3, gfx11::kVop3},   Table{E::Vop3p, gfx11::kVop3p},   Table{E::VopdX, gfx11::kVopdX},
    Table{E::VopdY, gfx11::kVopdY}, Table{E::Vinterp, gfx11::kVinterp}, Table{E::Ds, gfx11::kDs},
    Table{E::Flat, gfx11::kFlat},   Table{E::Global, gfx11::kGlobal}, Table{E::Scratch, gfx11::kScratch},
    Table{E::Mubuf, gfx11::kMubuf},
};
constexpr std::array kGfx12Tables{
    Table{E::Sop1, gfx12::kSop1},   Table{E::Sop2, gfx12::kSop2},       Table{E::Sopk, gfx12::kSopk},
    Table{E::Sopc, gfx12::kSopc},   Table{E::Sopp, gfx12::kSopp},       Table{E::Smem, gfx12::kSmem},
    Table{E::Vop1, gfx12::kVop1},   Table{E::Vop2, gfx12::kVop2},       Table{E::Vopc, gfx12::kVopc},
    Table{E::Vop3, gfx12::kVop3},   Table{E::Vop3p, gfx12::kVop3p},     Table{E::VopdX, gfx12::kVopdX},
    Table{E::VopdY, gfx12::kVopdY}, Table{E::Vinterp, gfx12::kVinterp}, Table{E::Ds, gfx12::kDs},
    Table{E::VFlat, gfx12::kVFlat}, Table{E::VGlobal, gfx12::kVGlobal}, Table{E::VScratch, gfx12::kVScratch},
    Table{E::Vbuffer, gfx12::kVbuffer},
};

InstructionRecord from_row(Encoding encoding, const Row& row) {
  InstructionRecord r{row.mnemonic, encoding, row.opcode, row.semantic, row.timing, row.flags,
                      row.opsel_count, row.num_operands, row.operands};
  r.program = row.program;
  return r;
}

constexpr OperandSpec vgprs(Field field, std::uint8_t slot, std::uint8_t w32, std::uint8_t w64,
                            ValueFormat format = ValueFormat::None, std::uint16_t flags = 0,
                            RegClass reg_class = RegClass::None) {
  return {field, slot, w32, w64, format, flags, reg_class};
}

// Printing facts of the WMMA/SWMMAC encodings (probed with llvm-objdump-19, docs/isa.md "Matrix records"):
// gfx11 prints neg_lo/neg_hi for every WMMA, op_sel (and op_sel_hi) for the 16-bit accumulators, clamp for iu8/iu4,
// and a constant C like a packed 16-bit operand (V2I16 rule). gfx12 prints neg_lo/neg_hi, clamp for the integer
// types, index_key for SWMMAC (disassembler.cpp: which index sizes have one); its C prints by the accumulator type.
InstructionRecord matrix_record(const MatrixOp& m) {
  const bool gfx11 = m.family == Family::Gfx11;
  const bool sparse = m.kind == MatrixKind::Sparse;
  std::uint64_t flags = rec::kNegLo | rec::kNegHi;
  std::uint8_t opsel_count = 3;
  if (is_integer(m.a_type)) flags |= rec::kClamp;
  if (m.has_opsel_half()) flags |= rec::kOpSel | rec::kOpSelHi;
  if (sparse) flags |= rec::kIndexKey;
  ValueFormat c_format = ValueFormat::V2I16;
  if (!gfx11) {
    c_format = m.cd_type == ElementType::F16 ? ValueFormat::F16
               : m.cd_type == ElementType::BF16 ? ValueFormat::BF16
                                                : ValueFormat::B32;
  }
  OperandSpec c = sparse ? vgprs(Field::Src2, 4, 1, 1, ValueFormat::B32, op::kNoImm)
                         : vgprs(Field::Src2, 4, m.wave32.cd, m.wave64.cd, c_format);
  InstructionRecord r{m.mnemonic, Encoding::Vop3p, m.opcode, sparse ? Semantic::Swmmac : Semantic::Wmma,
                      TimingClass::Wmma, flags, opsel_count, 4,
                      {vgprs(Field::Vdst, 0, m.wave32.cd, m.wave64.cd), vgprs(Field::Src0, 2, m.wave32.a, m.wave64.a),
                       vgprs(Field::Src1, 3, m.wave32.b, m.wave64.b), c, {}}};
  r.matrix = &m;
  r.program.implicit_uses = reg::kExec;  // as every VALU instruction (LLVM: Uses = [EXEC])
  return r;
}

InstructionRecord transpose_record(const TransposeLoad& t) {
  InstructionRecord r{t.mnemonic, Encoding::VGlobal, t.opcode, Semantic::GlobalLoadTr, TimingClass::VmemLoad,
                      rec::kOffset | rec::kScope | rec::kThLoad, 0, 3,
                      {vgprs(Field::Vdst, 0, t.vgprs_wave32, t.vgprs_wave64), vgprs(Field::Vaddr, 2, 1, 1),
                       vgprs(Field::Saddr, 4, 2, 2), {}, {}}};
  r.transpose = &t;
  r.program.implicit_uses = reg::kExec;  // as every global load (LLVM: Uses = [EXEC])
  return r;
}

// The VOP1/VOP2 records of the operations the VOPD encoding pairs (rec::kDualIssue): in wave64 the SIMD "tries to
// start executing a 64-wide wavefront over a single cycle, provided the instruction can be dual issued" (Chips and
// Cheese, "Microbenchmarking AMD's RDNA 3", 2023); docs/timing.md "Wave64 dual issue".
void mark_dual_issue(std::vector<InstructionRecord>& records) {
  std::vector<Semantic> paired;
  for (const InstructionRecord& r : records)
    if (r.encoding == Encoding::VopdX || r.encoding == Encoding::VopdY) paired.push_back(r.semantic);
  for (InstructionRecord& r : records)
    if ((r.encoding == Encoding::Vop1 || r.encoding == Encoding::Vop2) &&
        std::ranges::find(paired, r.semantic) != paired.end())
      r.flags |= rec::kDualIssue;
}

}  // namespace

struct InstructionSet::Tables {
  std::vector<InstructionRecord> records;
  // Per encoding: opcode -> index into records, or -1.
  std::array<std::vector<int>, kEncodingCount> index;
};

InstructionSet::InstructionSet(Family family) : family_(family) {
  auto tables = std::make_unique<Tables>();
  auto add = [&](const InstructionRecord& r) {
    auto& index = tables->index[static_cast<int>(r.encoding)];
    if (index.size() <= r.opcode) index.resize(r.opcode + 1, -1);
    index[r.opcode] = static_cast<int>(tables->records.size());
    tables->records.push_back(r);
  };
  const std::span<const Table> generated =
      family == Family::Gfx11 ? std::span<const Table>(kGfx11Tables) : std::span<const Table>(kGfx12Tables);
  for (const Table& table : generated) {
    for (const Row& row : table.rows) add(from_row(table.encoding, row));
  }
  mark_dual_issue(tables->records);
  for (const MatrixOp& m : matrix_ops(family)) add(matrix_record(m));
  if (family == Family::Gfx12) {
    for (const TransposeLoad& t : all_transpose_loads()) add(transpose_record(t));
  }
  tables_ = std::move(tables);
}

InstructionSet::~InstructionSet() = default;

const InstructionSet& InstructionSet::get(Family family) {
  static const InstructionSet gfx11(Family::Gfx11);
  static const InstructionSet gfx12(Family::Gfx12);
  return family == Family::Gfx11 ? gfx11 : gfx12;
}

const InstructionRecord* InstructionSet::find(Encoding encoding, std::uint16_t opcode) const {
  const auto& index = tables_->index[static_cast<int>(encoding)];
  if (opcode >= index.size() || index[opcode] < 0) return nullptr;
  return &tables_->records[index[opcode]];
}

std::span<const InstructionRecord> InstructionSet::records() const { return tables_->records; }

std::string_view InstructionSet::sendmsg_name(unsigned id) const {
  const std::span<const std::string_view> names =
      family_ == Family::Gfx11 ? std::span<const std::string_view>(gfx11::kSendMsgNames) : gfx12::kSendMsgNames;
  return id < names.size() ? names[id] : std::string_view{};
}

std::string_view InstructionSet::version_name(unsigned id) const {
  const std::span<const std::string_view> names =
      family_ == Family::Gfx11 ? std::span<const std::string_view>(gfx11::kVersionNames) : gfx12::kVersionNames;
  return id < names.size() ? names[id] : std::string_view{};
}

std::string_view InstructionSet::hwreg_name(unsigned id) const {
  const std::span<const std::string_view> names =
      family_ == Family::Gfx11 ? std::span<const std::string_view>(gfx11::kHwregNames) : gfx12::kHwregNames;
  return id < names.size() ? names[id] : std::string_view{};
}

std::string_view encoding_name(Encoding encoding) {
  static constexpr std::array<std::string_view, kEncodingCount> kNames{
      "SOP1", "SOP2", "SOPK", "SOPC", "SOPP", "SMEM", "VOP1", "VOP2", "VOPC", "VOP3", "VOP3P",
      "VOPD.X", "VOPD.Y", "VINTERP", "DS", "FLAT", "GLOBAL", "SCRATCH", "VFLAT", "VGLOBAL", "VSCRATCH", "MUBUF", "VBUFFER"};
  return kNames[static_cast<int>(encoding)];
}

std::string_view timing_class_name(TimingClass timing) {
  static constexpr std::array<std::string_view, 20> kNames{
      "salu", "salu_float", "smem", "branch", "wait", "barrier", "message", "nop", "hint", "end_program",
      "valu", "valu_trans", "valu_quarter", "valu_64", "valu_double", "wmma",
      "vmem_load", "vmem_store", "vmem_atomic", "lds"};
  return kNames[static_cast<int>(timing)];
}

namespace {
// Built-in arrays, not std::array: clang-19 deduces std::array's size through a fold expression over every element
// and stops at its nesting limit of 256 (there are over 1000 semantics), which broke the `fuzz` preset.
constexpr Semantic kSemantics[]{
#define WMMASIM_SEMANTIC(name) Semantic::name,
#include "wmmasim/isa/semantics.inc"
#undef WMMASIM_SEMANTIC
};
constexpr std::string_view kSemanticNames[]{
#define WMMASIM_SEMANTIC(name) std::string_view(#name),
#include "wmmasim/isa/semantics.inc"
#undef WMMASIM_SEMANTIC
};
}  // namespace

std::span<const Semantic> all_semantics() { return kSemantics; }
std::string_view semantic_name(Semantic semantic) { return kSemanticNames[static_cast<int>(semantic)]; }

std::string_view reg_class_name(RegClass reg_class) {
  static constexpr std::array<std::string_view, 7> kNames{"",        "SReg_32",      "SReg_1_XEXEC", "SRegOrLds_32",
                                                          "VGPR_32", "VRegOrLds_32", "VReg_128"};
  return kNames[static_cast<int>(reg_class)];
}

}  // namespace wmmasim::isa
