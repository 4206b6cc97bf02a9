// Bit layouts of the gfx11/gfx12 encodings: AMD RDNA3/RDNA4 ISA guides, cross-checked opcode by opcode against
// llvm-objdump-19 by scripts/gen_isa_records.py and tests/test_isa_disasm*.cpp (docs/isa.md).
#include "wmmasim/isa/decoder.h"

#include <algorithm>
#include <optional>

namespace wmmasim::isa {
namespace {

constexpr std::uint32_t bits(std::uint32_t word, int lsb, int count) {
  return (word >> lsb) & ((count == 32 ? 0u : (1u << count)) - 1u);
}

constexpr std::int32_t sign_extend(std::uint32_t value, int width) {
  const std::uint32_t sign = 1u << (width - 1);
  return static_cast<std::int32_t>((value ^ sign) - sign);
}

struct Located {
  Encoding encoding;
  std::uint16_t opcode;
  int dwords;  // without literal / DPP word
};

// Which encoding the first dword belongs to, and its opcode (RDNA3/RDNA4 ISA "Microcode formats").
std::optional<Located> locate(Family family, std::span<const std::uint32_t> words) {
  const std::uint32_t w = words[0];
  const bool gfx12 = family == Family::Gfx12;
  if ((w >> 31) == 0) {
    if ((w >> 25) == 0x3F) return Located{Encoding::Vop1, static_cast<std::uint16_t>(bits(w, 9, 8)), 1};
    if ((w >> 25) == 0x3E) return Located{Encoding::Vopc, static_cast<std::uint16_t>(bits(w, 17, 8)), 1};
    return Located{Encoding::Vop2, static_cast<std::uint16_t>(bits(w, 25, 6)), 1};
  }
  if ((w >> 30) == 2) {
    switch (w >> 23) {
      case 0x17D: return Located{Encoding::Sop1, static_cast<std::uint16_t>(bits(w, 8, 8)), 1};
      case 0x17E: return Located{Encoding::Sopc, static_cast<std::uint16_t>(bits(w, 16, 7)), 1};
      case 0x17F: return Located{Encoding::Sopp, static_cast<std::uint16_t>(bits(w, 16, 7)), 1};
      default: break;
    }
    if ((w >> 28) == 0xB) return Located{Encoding::Sopk, static_cast<std::uint16_t>(bits(w, 23, 5)), 1};
    return Located{Encoding::Sop2, static_cast<std::uint16_t>(bits(w, 23, 7)), 1};
  }
  switch (w >> 26) {
    case 0x32: return Located{Encoding::VopdX, static_cast<std::uint16_t>(bits(w, 22, 4)), 2};
    case 0x33:
      if ((w >> 24) == 0xCC) return Located{Encoding::Vop3p, static_cast<std::uint16_t>(bits(w, 16, 7)), 2};
      if ((w >> 24) == 0xCD) return Located{Encoding::Vinterp, static_cast<std::uint16_t>(bits(w, 16, 7)), 2};
      return std::nullopt;
    case 0x35: return Located{Encoding::Vop3, static_cast<std::uint16_t>(bits(w, 16, 10)), 2};
    case 0x36: return Located{Encoding::Ds, static_cast<std::uint16_t>(bits(w, 18, 8)), 2};
    case 0x3D:
      return Located{Encoding::Smem, static_cast<std::uint16_t>(gfx12 ? bits(w, 13, 8) : bits(w, 18, 8)), 2};
    case 0x37:
      if (gfx12) return std::nullopt;
      switch (bits(w, 16, 2)) {
        case 0: return Located{Encoding::Flat, static_cast<std::uint16_t>(bits(w, 18, 7)), 2};
        case 1: return Located{Encoding::Scratch, static_cast<std::uint16_t>(bits(w, 18, 7)), 2};
        case 2: return Located{Encoding::Global, static_cast<std::uint16_t>(bits(w, 18, 7)), 2};
        default: return std::nullopt;
      }
    case 0x38:
      if (gfx12) return std::nullopt;
      return Located{Encoding::Mubuf, static_cast<std::uint16_t>(bits(w, 18, 8)), 2};
    case 0x31:
      if (!gfx12) return std::nullopt;
      return Located{Encoding::Vbuffer, static_cast<std::uint16_t>(bits(w, 14, 8)), 3};
    case 0x3B:
      if (!gfx12) return std::nullopt;
      switch (bits(w, 24, 2)) {
        case 0: return Located{Encoding::VFlat, static_cast<std::uint16_t>(bits(w, 14, 8)), 3};
        case 1: return Located{Encoding::VScratch, static_cast<std::uint16_t>(bits(w, 14, 8)), 3};
        case 2: return Located{Encoding::VGlobal, static_cast<std::uint16_t>(bits(w, 14, 8)), 3};
        default: return std::nullopt;
      }
    default: return std::nullopt;
  }
}

bool is_vflat(Encoding e) { return e == Encoding::VFlat || e == Encoding::VGlobal || e == Encoding::VScratch; }

bool is_source(Field f) {
  return f == Field::Src0 || f == Field::Src1 || f == Field::Src2 || f == Field::Ssrc0 || f == Field::Ssrc1;
}

// The raw value of an operand field, in the 9-bit source-code space (decoder.h).
std::uint16_t field_code(Encoding e, Field f, const OperandSpec& spec, std::span<const std::uint32_t> w) {
  const std::uint32_t w0 = w[0];
  const std::uint32_t w1 = w.size() > 1 ? w[1] : 0;
  const std::uint32_t w2 = w.size() > 2 ? w[2] : 0;
  auto vgpr = [](std::uint32_t reg) { return static_cast<std::uint16_t>(src::kVgpr0 + reg); };
  switch (f) {
    case Field::Sdst: return static_cast<std::uint16_t>(bits(w0, 16, 7));
    case Field::Ssrc0: return static_cast<std::uint16_t>(bits(w0, 0, 8));
    case Field::Ssrc1: return static_cast<std::uint16_t>(bits(w0, 8, 8));
    case Field::Simm16: return static_cast<std::uint16_t>(bits(w0, 0, 16));
    case Field::Sdata:
    case Field::SdataImm: return static_cast<std::uint16_t>(bits(w0, 6, 7));
    case Field::Sbase: return static_cast<std::uint16_t>(2 * bits(w0, 0, 6));
    case Field::SmemOffset: return static_cast<std::uint16_t>(bits(w1, 25, 7));  // soffset
    case Field::Vdst:
      switch (e) {
        case Encoding::Vop1:  // v_readfirstlane_b32 writes an SGPR through the same field
          return (spec.flags & op::kSgprDst) ? static_cast<std::uint16_t>(bits(w0, 17, 8)) : vgpr(bits(w0, 17, 8));
        case Encoding::Vop2: return vgpr(bits(w0, 17, 8));
        case Encoding::VopdX: return vgpr(bits(w1, 24, 8));
        case Encoding::VopdY: return vgpr((bits(w1, 17, 7) << 1) | (~bits(w1, 24, 1) & 1u));
        case Encoding::Ds:
        case Encoding::Flat:
        case Encoding::Global:
        case Encoding::Scratch: return vgpr(bits(w1, 24, 8));
        case Encoding::VFlat:
        case Encoding::VGlobal:
        case Encoding::VScratch: return vgpr(bits(w1, 0, 8));
        default:  // VOP3, VOP3P, VINTERP
          return (spec.flags & op::kSgprDst) ? static_cast<std::uint16_t>(bits(w0, 0, 8)) : vgpr(bits(w0, 0, 8));
      }
    case Field::Vop3Sdst: return static_cast<std::uint16_t>(bits(w0, 8, 7));
    case Field::Src0:
      switch (e) {
        case Encoding::Vop1:
        case Encoding::Vop2:
        case Encoding::Vopc:
        case Encoding::VopdX: return static_cast<std::uint16_t>(bits(w0, 0, 9));
        default: return static_cast<std::uint16_t>(bits(w1, 0, 9));
      }
    case Field::Src1: return static_cast<std::uint16_t>(bits(w1, 9, 9));
    case Field::Src2: return static_cast<std::uint16_t>(bits(w1, 18, 9));
    case Field::Vsrc1: return vgpr(e == Encoding::VopdY ? bits(w1, 9, 8) : bits(w0, 9, 8));
    case Field::Vcc: return src::kVcc;
    case Field::LiteralK: return src::kLiteral;
    case Field::Addr: return vgpr(bits(w1, 0, 8));
    case Field::Data0: return vgpr(bits(w1, 8, 8));
    case Field::Data1: return vgpr(bits(w1, 16, 8));
    case Field::Vaddr: return vgpr(is_vflat(e) || e == Encoding::Vbuffer ? bits(w2, 0, 8) : bits(w1, 0, 8));
    case Field::Vdata:
      if (e == Encoding::Vbuffer) return vgpr(bits(w1, 0, 8));
      return vgpr(is_vflat(e) ? bits(w1, 23, 8) : bits(w1, 8, 8));
    case Field::Saddr: return static_cast<std::uint16_t>(is_vflat(e) ? bits(w0, 0, 7) : bits(w1, 16, 7));
    // VBUFFER: srsrc [49:41] names the first SGPR, soffset [6:0] (LLVM BUFInstructions.td, VBUFFER_Real).
    case Field::Srsrc:
      return static_cast<std::uint16_t>(e == Encoding::Vbuffer ? bits(w1, 9, 7) : 4 * bits(w1, 16, 5));
    case Field::Soffset: return static_cast<std::uint16_t>(e == Encoding::Vbuffer ? bits(w0, 0, 7) : bits(w1, 24, 8));
  }
  return 0;
}

// Fills the operands of one record (both halves of VOPD use this).
void decode_operands(const InstructionRecord& r, std::span<const std::uint32_t> w, int wave_size,
                     Operands& out, bool& needs_literal) {
  for (const OperandSpec& spec : r.operand_specs()) {
    Operand o{field_code(r.encoding, spec.field, spec, w), spec.dwords(wave_size), 0, spec.format};
    if ((spec.flags & op::kHalf) && o.is_vgpr()) {
      o.high = static_cast<std::uint8_t>(o.vgpr() >> 7);
      o.code = static_cast<std::uint16_t>(src::kVgpr0 + (o.vgpr() & 0x7F));
    }
    if (is_source(spec.field) && spec.format < ValueFormat::Dec && o.code == src::kLiteral) needs_literal = true;
    out.of(spec) = o;
  }
}

void decode_modifiers(DecodedInstruction& d, std::span<const std::uint32_t> w) {
  const InstructionRecord& r = *d.record;
  const std::uint32_t w0 = w[0];
  const std::uint32_t w1 = w.size() > 1 ? w[1] : 0;
  std::uint32_t m = 0;
  switch (r.encoding) {
    case Encoding::Vop3: {
      const bool sdst = std::ranges::any_of(r.operand_specs(), [](const OperandSpec& s) {
        return s.field == Field::Vop3Sdst;
      });
      m = bits(w0, 15, 1) | bits(w1, 27, 2) << mod::kOmodShift | bits(w1, 29, 3) << mod::kNegShift;
      if (!sdst) m |= bits(w0, 11, 4) << mod::kOpSelShift | bits(w0, 8, 3) << mod::kAbsShift;
      break;
    }
    case Encoding::Vop3p:
      m = bits(w0, 15, 1) | bits(w0, 11, 3) << mod::kOpSelShift |
          (bits(w1, 27, 2) | bits(w0, 14, 1) << 2) << mod::kOpSelHiShift | bits(w1, 29, 3) << mod::kNegShift |
          bits(w0, 8, 3) << mod::kAbsShift;
      break;
    case Encoding::Vinterp:
      m = bits(w0, 15, 1) | bits(w0, 11, 4) << mod::kOpSelShift | bits(w1, 29, 3) << mod::kNegShift;
      d.control = bits(w0, 8, 3);  // wait_exp
      break;
    default: break;
  }
  d.modifiers = static_cast<std::uint16_t>(m);
}

void decode_memory(DecodedInstruction& d, Family family, std::span<const std::uint32_t> w) {
  const InstructionRecord& r = *d.record;
  const std::uint32_t w0 = w[0];
  // Every memory encoding has at least two dwords (decode() checked that); any other instruction may be the last
  // dword of the code, so w[1] must not be read for it.
  const std::uint32_t w1 = w.size() > 1 ? w[1] : 0;
  switch (r.encoding) {
    case Encoding::Smem:
      if (family == Family::Gfx11) {
        d.offset = sign_extend(bits(w1, 0, 21), 21);
        d.cache = static_cast<std::uint8_t>(bits(w0, 14, 1) | bits(w0, 13, 1) << 2);
      } else {
        d.offset = sign_extend(bits(w1, 0, 24), 24);
        d.cache = static_cast<std::uint8_t>(bits(w0, 23, 3) | bits(w0, 21, 2) << 3);
      }
      return;
    case Encoding::Ds:
      d.offset = static_cast<std::int32_t>(bits(w0, 0, 16));
      d.cache = static_cast<std::uint8_t>(bits(w0, 17, 1) << 3);
      return;
    case Encoding::Flat:
    case Encoding::Global:
    case Encoding::Scratch:
      d.offset = r.encoding == Encoding::Flat ? static_cast<std::int32_t>(bits(w0, 0, 13))
                                              : sign_extend(bits(w0, 0, 13), 13);
      d.cache = static_cast<std::uint8_t>(bits(w0, 14, 1) | bits(w0, 15, 1) << 1 | bits(w0, 13, 1) << 2);
      d.control = bits(w1, 23, 1);  // SVE: scratch address comes from VADDR
      break;
    case Encoding::VFlat:
    case Encoding::VGlobal:
    case Encoding::VScratch:
      d.offset = sign_extend(bits(w[2], 8, 24), 24);
      d.cache = static_cast<std::uint8_t>(bits(w1, 20, 3) | bits(w1, 18, 2) << 3);
      d.control = bits(w1, 17, 1);
      break;
    case Encoding::Mubuf:
    case Encoding::Vbuffer: {
      if (r.encoding == Encoding::Mubuf) {
        // MUBUF: offset [11:0], slc 12, dlc 13, glc 14; offen [54], idxen [55], tfe [53] (one more data VGPR).
        d.offset = static_cast<std::int32_t>(bits(w0, 0, 12));
        d.cache = static_cast<std::uint8_t>(bits(w0, 14, 1) | bits(w0, 12, 1) << 1 | bits(w0, 13, 1) << 2);
        d.control = bits(w1, 22, 1) | bits(w1, 23, 1) << 1 | bits(w1, 21, 1) << 2;
      } else {
        // VBUFFER: offset [95:72] (unsigned), th [52:50] and scope [54:53] as VFLAT; offen [62], idxen [63],
        // tfe [22] (LLVM BUFInstructions.td, VBUFFER_Real).
        d.offset = static_cast<std::int32_t>(bits(w[2], 8, 24));
        d.cache = static_cast<std::uint8_t>(bits(w1, 20, 3) | bits(w1, 18, 2) << 3);
        d.control = bits(w1, 30, 1) | bits(w1, 31, 1) << 1 | bits(w0, 22, 1) << 2;
      }
      for (const OperandSpec& spec : r.operand_specs()) {
        Operand& o = d.operands.of(spec);
        if (spec.field == Field::Vaddr) o.dwords = static_cast<std::uint8_t>((d.control & 3) == 3 ? 2 : 1);
        if (spec.field == Field::Vdata) o.dwords = static_cast<std::uint8_t>(o.dwords + ((d.control >> 2) & 1));
      }
      return;
    }
    default: return;
  }
  // FLAT address widths depend on the form: 64-bit VADDR without SADDR (flat, global with saddr=null), otherwise a
  // 32-bit VGPR offset; SADDR is a 64-bit SGPR pair for global, one SGPR for scratch.
  const bool global = r.encoding == Encoding::Global || r.encoding == Encoding::VGlobal;
  const bool flat = r.encoding == Encoding::Flat || r.encoding == Encoding::VFlat;
  for (const OperandSpec& spec : r.operand_specs()) {
    Operand& o = d.operands.of(spec);
    if (spec.field == Field::Vaddr) {
      o.dwords = static_cast<std::uint8_t>(flat || (global && d.operands.saddr().code == src::kNull) ? 2 : 1);
    }
  }
}

}  // namespace

bool DecodedInstruction::clamp() const { return (modifiers & mod::kClamp) != 0; }
int DecodedInstruction::omod() const { return (modifiers >> mod::kOmodShift) & 3; }
bool DecodedInstruction::neg(int source) const { return ((modifiers >> (mod::kNegShift + source)) & 1) != 0; }
bool DecodedInstruction::abs(int source) const { return ((modifiers >> (mod::kAbsShift + source)) & 1) != 0; }
int DecodedInstruction::op_sel() const { return (modifiers >> mod::kOpSelShift) & 0xF; }
int DecodedInstruction::op_sel_hi() const { return (modifiers >> mod::kOpSelHiShift) & 7; }
bool DecodedInstruction::returns() const {
  if (!record) return false;
  if (record->has(rec::kReturnsWithGlc)) return (cache & 1) != 0;
  if (record->has(rec::kReturnsWithTh0)) return (cache & 1) != 0;
  return false;
}

DecodedInstruction decode(const InstructionSet& set, std::span<const std::uint32_t> words, int wave_size) {
  DecodedInstruction d;
  if (words.empty()) return d;
  const auto located = locate(set.family(), words);
  if (!located || words.size() < static_cast<std::size_t>(located->dwords)) return d;
  const InstructionRecord* record = set.find(located->encoding, located->opcode);
  const InstructionRecord* dual = nullptr;
  if (located->encoding == Encoding::VopdX) {
    dual = set.find(Encoding::VopdY, static_cast<std::uint16_t>(bits(words[0], 17, 5)));
    if (!dual) return d;
  }
  if (!record) return d;
  // gfx11 VOP3 and VOP3SD, VOP3P: same opcode space; the record says which layout applies.
  bool needs_literal = record->has(rec::kLiteral) || (dual && dual->has(rec::kLiteral));
  d.record = record;
  d.dual = dual;
  decode_operands(*record, words, wave_size, d.operands, needs_literal);
  if (dual) decode_operands(*dual, words, wave_size, d.dual_operands, needs_literal);

  int dwords = located->dwords;
  const Encoding e = record->encoding;
  const bool vop_dpp_capable = e == Encoding::Vop1 || e == Encoding::Vop2 || e == Encoding::Vopc ||
                               e == Encoding::Vop3 || e == Encoding::Vop3p;
  const std::uint16_t src0 = d.operands.src0().code;
  if (vop_dpp_capable && record->num_operands > 0 &&
      std::ranges::any_of(record->operand_specs(), [](const OperandSpec& s) { return s.field == Field::Src0; }) &&
      (src0 == src::kDpp16 || src0 == src::kDpp8 || src0 == src::kDpp8Fi)) {
    if (words.size() < static_cast<std::size_t>(dwords + 1)) return DecodedInstruction{};
    const std::uint32_t dpp = words[dwords];
    d.dpp = src0 == src::kDpp16 ? Dpp::Dpp16 : (src0 == src::kDpp8 ? Dpp::Dpp8 : Dpp::Dpp8Fi);
    d.control = dpp;
    d.operands.src(0).code = static_cast<std::uint16_t>(src::kVgpr0 + bits(dpp, 0, 8));
    ++dwords;
    needs_literal = false;
  }
  if (needs_literal) {
    if (words.size() < static_cast<std::size_t>(dwords + 1)) return DecodedInstruction{};
    d.literal = words[dwords];
    ++dwords;
  }
  d.size = static_cast<std::uint8_t>(4 * dwords);

  decode_modifiers(d, words);
  if (d.dpp == Dpp::Dpp16 && e != Encoding::Vop3 && e != Encoding::Vop3p) {
    // VOP1/VOP2/VOPC DPP16 carry the source modifiers in the DPP word: neg0 [20], abs0 [21], neg1 [22], abs1 [23].
    const std::uint32_t c = d.control;
    d.modifiers = static_cast<std::uint16_t>(d.modifiers | (bits(c, 20, 1) | bits(c, 22, 1) << 1) << mod::kNegShift |
                                             (bits(c, 21, 1) | bits(c, 23, 1) << 1) << mod::kAbsShift);
  }
  if (e == Encoding::Sopp || e == Encoding::Sopk) d.offset = sign_extend(bits(words[0], 0, 16), 16);
  decode_memory(d, set.family(), words);
  return d;
}

DecodedProgram decode_program(const InstructionSet& set, std::span<const std::uint32_t> words, int wave_size,
                              std::uint64_t base_address) {
  DecodedProgram program;
  program.base_address = base_address;
  std::size_t at = 0;
  while (at < words.size()) {
    DecodedInstruction d = decode(set, words.subspan(at), wave_size);
    program.offsets.push_back(static_cast<std::uint32_t>(4 * at));
    at += d.size / 4;
    program.instructions.push_back(d);
  }
  return program;
}

}  // namespace wmmasim::isa
