// Printing rules follow LLVM 19's AMDGPUInstPrinter as observed through llvm-objdump-19 (docs/isa.md "Printing");
// the generated records say which operands and modifiers each instruction prints.
#include "wmmasim/isa/disassembler.h"

#include <fmt/format.h>

#include <algorithm>
#include <array>
#include <optional>

namespace wmmasim::isa {
namespace {

std::string hex(std::uint64_t value) { return fmt::format("0x{:x}", value); }

std::string signed_hex(std::int64_t value) {
  return value < 0 ? fmt::format("-0x{:x}", -value) : fmt::format("0x{:x}", value);
}

bool inline_int(std::int64_t v) { return v >= -16 && v <= 64; }

// The float constants the hardware has as inline operands, and how LLVM prints them.
struct FloatName {
  std::uint64_t bits;
  const char* text;
};
constexpr std::array<FloatName, 9> kF32Names{{{0x3f000000, "0.5"}, {0xbf000000, "-0.5"}, {0x3f800000, "1.0"},
                                              {0xbf800000, "-1.0"}, {0x40000000, "2.0"}, {0xc0000000, "-2.0"},
                                              {0x40800000, "4.0"}, {0xc0800000, "-4.0"}, {0x3e22f983, "0.15915494"}}};
constexpr std::array<FloatName, 9> kF16Names{{{0x3800, "0.5"}, {0xb800, "-0.5"}, {0x3c00, "1.0"},
                                              {0xbc00, "-1.0"}, {0x4000, "2.0"}, {0xc000, "-2.0"},
                                              {0x4400, "4.0"}, {0xc400, "-4.0"}, {0x3118, "0.15915494"}}};
constexpr std::array<FloatName, 9> kF64Names{{{0x3fe0000000000000, "0.5"},
                                              {0xbfe0000000000000, "-0.5"},
                                              {0x3ff0000000000000, "1.0"},
                                              {0xbff0000000000000, "-1.0"},
                                              {0x4000000000000000, "2.0"},
                                              {0xc000000000000000, "-2.0"},
                                              {0x4010000000000000, "4.0"},
                                              {0xc010000000000000, "-4.0"},
                                              {0x3fc45f306dc9c882, "0.15915494309189532"}}};

template <std::size_t N>
const char* float_name(const std::array<FloatName, N>& names, std::uint64_t bits) {
  for (const FloatName& f : names) {
    if (f.bits == bits) return f.text;
  }
  return nullptr;
}

std::string imm32(std::uint32_t v) {
  if (inline_int(static_cast<std::int32_t>(v))) return std::to_string(static_cast<std::int32_t>(v));
  if (const char* name = float_name(kF32Names, v)) return name;
  return hex(v);
}

std::string imm16(std::uint32_t v) {
  const auto s = static_cast<std::int16_t>(v);
  if (inline_int(s)) return std::to_string(s);
  if (const char* name = float_name(kF16Names, v & 0xFFFF)) return name;
  return hex(v & 0xFFFF);
}

std::string imm64(std::uint64_t v) {
  if (inline_int(static_cast<std::int64_t>(v))) return std::to_string(static_cast<std::int64_t>(v));
  if (const char* name = float_name(kF64Names, v)) return name;
  return hex(v);
}

// Inline constants 240..248 as the hardware defines them (0.5, -0.5, 1, -1, 2, -2, 4, -4, 1/(2*pi)).
std::string inline_float(int index, ValueFormat format) {
  switch (format) {
    case ValueFormat::F64:
    case ValueFormat::I64: return kF64Names[index].text;
    case ValueFormat::I16: return hex(kF16Names[index].bits);
    default: return kF32Names[index].text;
  }
}

// A 32-bit literal in an operand of the given format (LLVM 19 printing rules, docs/isa.md "Constants").
std::string literal(std::uint32_t lit, ValueFormat format) {
  switch (format) {
    case ValueFormat::F16: return imm16(lit);
    case ValueFormat::I16:
      if (inline_int(static_cast<std::int16_t>(lit))) return std::to_string(static_cast<std::int16_t>(lit));
      if (const char* name = float_name(kF32Names, lit)) return name;
      return hex(lit & 0xFFFF);
    case ValueFormat::F64: {
      const std::uint64_t v = static_cast<std::uint64_t>(lit) << 32;
      if (v == 0) return "0";
      if (const char* name = float_name(kF64Names, v)) return name;
      return hex(lit);
    }
    case ValueFormat::I64: return imm64(lit);
    case ValueFormat::Hex: return hex(lit);
    case ValueFormat::V2F16: return lit <= 0xFFFF ? imm16(lit) : hex(lit);
    case ValueFormat::V2I16:
      return inline_int(static_cast<std::int32_t>(lit)) ? std::to_string(static_cast<std::int32_t>(lit)) : hex(lit);
    case ValueFormat::BF16:
      return inline_int(static_cast<std::int16_t>(lit)) ? std::to_string(static_cast<std::int16_t>(lit)) : hex(lit);
    default: return imm32(lit);
  }
}

std::string range(const char* prefix, int first, int dwords) {
  if (dwords <= 1) return fmt::format("{}{}", prefix, first);
  return fmt::format("{}[{}:{}]", prefix, first, first + dwords - 1);
}

// Register or special-source name for a code of the 9-bit source space.
std::optional<std::string> register_name(std::uint16_t code, int dwords) {
  if (code >= src::kVgpr0) return range("v", code - src::kVgpr0, dwords);
  if (code < 106) return range("s", code, dwords);
  if (code >= 108 && code <= 123) return range("ttmp", code - 108, dwords);
  switch (code) {
    case 106: return dwords == 2 ? "vcc" : "vcc_lo";
    case 107: return "vcc_hi";
    case 124: return "null";
    case 125: return "m0";
    case 126: return dwords == 2 ? "exec" : "exec_lo";
    case 127: return "exec_hi";
    case 235: return "src_shared_base";
    case 236: return "src_shared_limit";
    case 237: return "src_private_base";
    case 238: return "src_private_limit";
    case 239: return "src_pops_exiting_wave_id";
    case 251: return "src_vccz";
    case 252: return "src_execz";
    case 253: return "src_scc";
    case 254: return "src_lds_direct";
    default: return std::nullopt;
  }
}

bool is_constant(std::uint16_t code) { return (code >= 128 && code <= 208) || (code >= 240 && code <= 248) || code == 255; }

std::string constant(std::uint16_t code, std::uint32_t lit, ValueFormat format) {
  if (code == src::kLiteral) return literal(lit, format);
  if (code >= 240) return inline_float(code - 240, format);
  return std::to_string(code <= 192 ? code - 128 : 192 - code);
}

class Printer {
 public:
  Printer(const DecodedInstruction& d, const InstructionSet& set, int wave_size)
      : d_(d), set_(set), wave_(wave_size), gfx12_(set.family() == Family::Gfx12) {}

  std::string print() {
    if (d_.dual) {
      return half(*d_.record, d_.operands) + " :: " + half(*d_.dual, d_.dual_operands);
    }
    return half(*d_.record, d_.operands) + modifiers();
  }

 private:
  // Mnemonic and operands of one record (a VOPD instruction has two).
  std::string half(const InstructionRecord& r, const Operands& ops) {
    std::string out(r.mnemonic);
    out += suffix(r);
    bool first = true;
    int source = 0;
    int smem_offsets = 0;
    for (const OperandSpec& spec : r.operand_specs()) {
      const Operand& o = ops.of(spec);
      if ((spec.flags & op::kIfReturns) && !d_.returns()) continue;
      if (spec.field == Field::Simm16 && r.has(rec::kOptionalImm) && o.code == 0) continue;
      const bool is_src = spec.field == Field::Src0 || spec.field == Field::Src1 || spec.field == Field::Src2 ||
                          spec.field == Field::Vsrc1;
      std::string text = operand(r, spec, o, is_src ? source : -1, smem_offsets);
      if (gfx12_ && d_.dpp != Dpp::None && r.encoding == Encoding::Vop2 && spec.field == Field::Vsrc1 &&
          text.ends_with('|') && r.num_operands > 3 && r.operand_specs()[3].field == Field::Vcc) {
        // LLVM 19 prints the implicit vcc of gfx12 v_cndmask_b32_dpp inside the abs bars: |v1, vcc_lo|.
        text.pop_back();
        text += std::string(", ") + (wave_ == 64 ? "vcc" : "vcc_lo") + "|";
        out += ", " + text;
        break;
      }
      if (is_src) ++source;
      out += first ? " " : ", ";
      out += text;
      first = false;
    }
    return out;
  }

  std::string suffix(const InstructionRecord& r) const {
    if (d_.dpp != Dpp::None) {
      if (r.encoding == Encoding::Vopc) return "";  // LLVM prints VOPC DPP without a suffix
      return r.encoding == Encoding::Vop3 || r.encoding == Encoding::Vop3p ? "_e64_dpp" : "_dpp";
    }
    if (r.has(rec::kE32Suffix)) return "_e32";
    if (r.has(rec::kE64Suffix)) return "_e64";
    return "";
  }

  std::string reg(std::uint16_t code, int dwords) const {
    auto name = register_name(code, dwords);
    return name ? *name : fmt::format("/*invalid source {}*/", code);
  }

  std::string operand(const InstructionRecord& r, const OperandSpec& spec, const Operand& o, int source,
                      int& smem_offsets) {
    switch (spec.field) {
      case Field::Vcc: return wave_ == 64 ? "vcc" : "vcc_lo";
      case Field::LiteralK: return literal(d_.literal, spec.format);
      case Field::Simm16:
      case Field::Ssrc0:
        if (spec.format >= ValueFormat::Dec) return immediate(spec.format, o.code);
        break;
      case Field::SdataImm: return std::to_string(o.code);
      case Field::SmemOffset: return smem_offset(r, o, smem_offsets++);
      case Field::Vaddr:
        if ((r.encoding == Encoding::Scratch || r.encoding == Encoding::VScratch) && d_.control == 0) return "off";
        if ((r.encoding == Encoding::Mubuf || r.encoding == Encoding::Vbuffer) && (d_.control & 3) == 0) {
          return "off";  // neither offen nor idxen
        }
        break;
      case Field::Saddr:
        if (o.code == src::kNull) return "off";
        break;
      default: break;
    }
    std::string text;
    if (is_constant(o.code) && (o.code != src::kLiteral || spec.format != ValueFormat::None)) {
      text = constant(o.code, d_.literal, spec.format);
      if (spec.flags & op::kNoImm) text += "/*Invalid immediate*/";
    } else {
      text = reg(o.code, o.dwords);
      if (spec.flags & op::kHalf) text += o.high ? ".h" : ".l";
      const bool vgpr = o.is_vgpr();
      const bool sgpr = o.code < 128;
      if (((spec.flags & op::kNoVgpr) && vgpr) || ((spec.flags & op::kNoSgpr) && sgpr)) {
        text += fmt::format("/*Invalid register, operand has '{}' register class*/", reg_class_name(spec.reg_class));
      }
    }
    if (source >= 0) text = with_modifiers(spec, text, is_constant(o.code), source);
    return text;
  }

  // VOP3/VINTERP/DPP source modifiers: -x, |x|, -|x|, neg(constant).
  std::string with_modifiers(const OperandSpec& spec, const std::string& text, bool constant, int source) const {
    const bool abs = (spec.flags & op::kAbs) && d_.abs(source);
    const bool neg = (spec.flags & op::kNeg) && d_.neg(source);
    if ((spec.flags & op::kSext) && d_.neg(source)) return "sext(" + text + ")";
    std::string out = abs ? "|" + text + "|" : text;
    if (neg) out = (constant && !abs) ? "neg(" + out + ")" : "-" + out;
    return out;
  }

  std::string immediate(ValueFormat format, std::uint16_t v) const {
    switch (format) {
      case ValueFormat::Dec:
      case ValueFormat::Branch: return std::to_string(v);
      case ValueFormat::Hex: return hex(v);
      case ValueFormat::Imm: return imm32(v);
      case ValueFormat::Version: return version(v);
      case ValueFormat::Waitcnt: return waitcnt(v);
      case ValueFormat::DelayAlu: return delay_alu(v);
      case ValueFormat::DepCtr: return depctr(v);
      case ValueFormat::SendMsg: return sendmsg(v);
      case ValueFormat::Hwreg: return hwreg(v);
      default: return std::to_string(v);
    }
  }

  // s_waitcnt on gfx11/gfx12: vmcnt [15:10], lgkmcnt [9:4], expcnt [2:0]; all-ones fields are "don't wait" and are
  // left out unless every field is (llvm-facts.md §4.2).
  static std::string waitcnt(std::uint16_t v) {
    const unsigned vm = (v >> 10) & 0x3F, exp = v & 7, lgkm = (v >> 4) & 0x3F;
    const bool all_default = vm == 0x3F && exp == 7 && lgkm == 0x3F;
    std::string out;
    auto add = [&](const char* name, unsigned value, bool is_default) {
      if (is_default && !all_default) return;
      if (!out.empty()) out += ' ';
      out += fmt::format("{}({})", name, value);
    };
    add("vmcnt", vm, vm == 0x3F);
    add("expcnt", exp, exp == 7);
    add("lgkmcnt", lgkm, lgkm == 0x3F);
    return out;
  }

  // s_delay_alu: instid0 [3:0], instskip [6:4], instid1 [10:7] (llvm-facts.md §2.1).
  static std::string delay_alu(std::uint16_t v) {
    static constexpr std::array<const char*, 12> kIds{
        "NO_DEP",        "VALU_DEP_1",    "VALU_DEP_2",        "VALU_DEP_3",   "VALU_DEP_4",   "TRANS32_DEP_1",
        "TRANS32_DEP_2", "TRANS32_DEP_3", "FMA_ACCUM_CYCLE_1", "SALU_CYCLE_1", "SALU_CYCLE_2", "SALU_CYCLE_3"};
    static constexpr std::array<const char*, 6> kSkips{"SAME", "NEXT", "SKIP_1", "SKIP_2", "SKIP_3", "SKIP_4"};
    std::string out;
    auto add = [&](const char* field, unsigned value, const char* name, const char* bad) {
      if (value == 0) return;
      if (!out.empty()) out += " | ";
      out += fmt::format("{}({})", field, name ? name : bad);
    };
    const unsigned id0 = v & 0xF, skip = (v >> 4) & 7, id1 = (v >> 7) & 0xF;
    add("instid0", id0, id0 < kIds.size() ? kIds[id0] : nullptr, "/* invalid instid value */");
    add("instskip", skip, skip < kSkips.size() ? kSkips[skip] : nullptr, "/* invalid instskip value */");
    add("instid1", id1, id1 < kIds.size() ? kIds[id1] : nullptr, "/* invalid instid value */");
    return out.empty() ? "0" : out;
  }

  // s_waitcnt_depctr / s_wait_alu fields (llvm-facts.md §4.2); symbolic only if no bit outside the fields is set.
  static std::string depctr(std::uint16_t v) {
    struct DepField {
      const char* name;
      int shift, width;
    };
    static constexpr std::array<DepField, 7> kFields{{{"depctr_hold_cnt", 7, 1},
                                                      {"depctr_sa_sdst", 0, 1},
                                                      {"depctr_va_vdst", 12, 4},
                                                      {"depctr_va_sdst", 9, 3},
                                                      {"depctr_va_ssrc", 8, 1},
                                                      {"depctr_va_vcc", 1, 1},
                                                      {"depctr_vm_vsrc", 2, 3}}};
    unsigned known = 0;
    bool non_default = false;
    for (const DepField& f : kFields) {
      const unsigned mask = ((1u << f.width) - 1) << f.shift;
      known |= mask;
      if ((v & mask) != mask) non_default = true;
    }
    if ((v & ~known & 0xFFFF) != 0) return hex(v);
    std::string out;
    for (const DepField& f : kFields) {
      const unsigned max = (1u << f.width) - 1;
      const unsigned value = (v >> f.shift) & max;
      if (value == max && non_default) continue;
      if (!out.empty()) out += ' ';
      out += fmt::format("{}({})", f.name, value);
    }
    return out;
  }

  std::string sendmsg(std::uint16_t v) const {
    const std::string_view name = set_.sendmsg_name(v & 0xFF);
    if (!name.empty()) return fmt::format("sendmsg({})", name);
    if (v < 256) return fmt::format("sendmsg({}, 0, 0)", v);
    return std::to_string(v);
  }

  // s_version: a UC_VERSION_* id [7:0] with the W64 [13], W32 [14] and MDP [15] flags, printed as an expression.
  std::string version(std::uint16_t v) const {
    if ((v & 0x1F00) != 0) return hex(v);
    const std::string_view name = set_.version_name(v & 0xFF);
    std::string out = name.empty() ? std::to_string(v & 0xFF) : std::string(name);
    static constexpr std::array<std::pair<unsigned, const char*>, 3> kFlags{
        {{0x2000, "UC_VERSION_W64_BIT"}, {0x4000, "UC_VERSION_W32_BIT"}, {0x8000, "UC_VERSION_MDP_BIT"}}};
    for (const auto& [bit, flag] : kFlags) {
      if ((v & bit) == 0) continue;
      if (out.find('|') != std::string::npos) out = "(" + out + ")";
      out += std::string("|") + flag;
    }
    return out;
  }

  std::string hwreg(std::uint16_t v) const {
    const unsigned id = v & 0x3F, offset = (v >> 6) & 0x1F, width = ((v >> 11) & 0x1F) + 1;
    const std::string_view name = set_.hwreg_name(id);
    std::string out = "hwreg(" + (name.empty() ? std::to_string(id) : std::string(name));
    if (offset != 0 || width != 32) out += fmt::format(", {}, {}", offset, width);
    return out + ")";
  }

  // SMEM address operand: gfx11 prints the soffset register when the immediate offset is 0 ("null" for none),
  // gfx12 always prints the immediate; "soffset offset:imm" when both are used.
  std::string smem_offset(const InstructionRecord& r, const Operand& soffset, int index) const {
    if (r.has(rec::kPrefetch)) return index == 0 ? signed_hex(d_.offset) : reg(soffset.code, 1);
    if (soffset.code == src::kNull) {
      if (!gfx12_ && d_.offset == 0) return "null";
      return signed_hex(d_.offset);
    }
    if (!gfx12_ && d_.offset == 0) return reg(soffset.code, 1);
    return reg(soffset.code, 1) + " offset:" + signed_hex(d_.offset);
  }

  std::string modifiers() const {
    const InstructionRecord& r = *d_.record;
    switch (r.encoding) {
      case Encoding::Smem: return cache_policy(r);
      case Encoding::Ds: return ds_modifiers(r);
      case Encoding::Flat:
      case Encoding::Global:
      case Encoding::Scratch:
      case Encoding::VFlat:
      case Encoding::VGlobal:
      case Encoding::VScratch: return flat_offset(r) + cache_policy(r);
      case Encoding::Mubuf:
      case Encoding::Vbuffer: {
        std::string out = (d_.control & 2) ? " idxen" : "";
        if (d_.control & 1) out += " offen";
        out += flat_offset(r) + cache_policy(r);
        return (d_.control & 4) ? out + " tfe" : out;
      }
      default: return alu_modifiers(r) + dpp();
    }
  }

  std::string ds_modifiers(const InstructionRecord& r) const {
    std::string out;
    const unsigned off = static_cast<unsigned>(d_.offset);
    if (r.has(rec::kOffset) && off != 0) out += fmt::format(" offset:{}", off);
    if (r.has(rec::kOffset01)) {
      if ((off & 0xFF) != 0) out += fmt::format(" offset0:{}", off & 0xFF);
      if ((off >> 8) != 0) out += fmt::format(" offset1:{}", off >> 8);
    }
    if (r.has(rec::kSwizzle) && off != 0) out += " offset:" + swizzle(static_cast<std::uint16_t>(off));
    if (r.has(rec::kGds) && (d_.cache & 8)) out += " gds";
    return out;
  }

  // ds_swizzle_b32 offset (LLVM's printSwizzle): quad-permute mode, or and/or/xor masks of the lane id.
  static std::string swizzle(std::uint16_t imm) {
    if ((imm & 0xFF00) == 0x8000) {  // QUAD_PERM mode
      return fmt::format("swizzle(QUAD_PERM,{},{},{},{})", imm & 3, (imm >> 2) & 3, (imm >> 4) & 3, (imm >> 6) & 3);
    }
    if ((imm & 0x8000) != 0) return std::to_string(imm);
    const unsigned and_mask = imm & 0x1F, or_mask = (imm >> 5) & 0x1F, xor_mask = (imm >> 10) & 0x1F;
    auto power_of_two = [](unsigned x) { return x != 0 && (x & (x - 1)) == 0; };
    if (and_mask == 0x1F && or_mask == 0 && power_of_two(xor_mask)) return fmt::format("swizzle(SWAP,{})", xor_mask);
    if (and_mask == 0x1F && or_mask == 0 && xor_mask > 0 && power_of_two(xor_mask + 1)) {
      return fmt::format("swizzle(REVERSE,{})", xor_mask + 1);
    }
    const unsigned group = 0x1F - and_mask + 1;
    if (group > 1 && power_of_two(group) && or_mask < group && xor_mask == 0) {
      return fmt::format("swizzle(BROADCAST,{},{})", group, or_mask);
    }
    std::string mask;
    const unsigned probe0 = ((0 & and_mask) | or_mask) ^ xor_mask;
    const unsigned probe1 = ((0x1F & and_mask) | or_mask) ^ xor_mask;
    for (unsigned bit = 1u << 4; bit > 0; bit >>= 1) {
      const unsigned p0 = probe0 & bit, p1 = probe1 & bit;
      mask += p0 == p1 ? (p0 ? '1' : '0') : (p0 ? 'i' : 'p');
    }
    return fmt::format("swizzle(BITMASK_PERM,\"{}\")", mask);
  }

  std::string flat_offset(const InstructionRecord& r) const {
    if (!r.has(rec::kOffset) || d_.offset == 0) return "";
    return fmt::format(" offset:{}", d_.offset);
  }

  // gfx11: glc slc dlc; gfx12: th:TH_* scope:SCOPE_* (LLVM's printCPol / printTH / printScope).
  std::string cache_policy(const InstructionRecord& r) const {
    std::string out;
    if (!gfx12_) {
      if (r.has(rec::kGlc) && (d_.cache & 1)) out += " glc";
      if (r.has(rec::kSlc) && (d_.cache & 2)) out += " slc";
      if (r.has(rec::kDlc) && (d_.cache & 4)) out += " dlc";
      return out;
    }
    const unsigned th = d_.cache & 7, scope = (d_.cache >> 3) & 3;
    if (th != 0 && (r.has(rec::kThLoad) || r.has(rec::kThStore) || r.has(rec::kThAtomic))) {
      out += " th:";
      if (r.has(rec::kThAtomic)) {
        if (th & 4) {
          out += scope >= 2 ? ((th & 2) ? "TH_ATOMIC_CASCADE_NT" : "TH_ATOMIC_CASCADE_RT") : "TH_ATOMIC_" + hex(th);
        } else if (th & 2) {
          out += (th & 1) ? "TH_ATOMIC_NT_RETURN" : "TH_ATOMIC_NT";
        } else {
          out += "TH_ATOMIC_RETURN";
        }
      } else {
        const bool store = r.has(rec::kThStore);
        if (!store && th == 7) {
          out += hex(th);
        } else {
          static constexpr std::array<const char*, 8> kNames{"", "NT", "HT", "", "NT_RT", "RT_NT", "NT_HT", "NT_WB"};
          out += store ? "TH_STORE_" : "TH_LOAD_";
          out += th == 3 ? (scope == 3 ? "BYPASS" : (store ? "RT_WB" : "LU")) : kNames[th];
        }
      }
    }
    if (r.has(rec::kScope) && scope != 0) {
      static constexpr std::array<const char*, 4> kScopes{"", "SCOPE_SE", "SCOPE_DEV", "SCOPE_SYS"};
      out += std::string(" scope:") + kScopes[scope];
    }
    return out;
  }

  std::string bit_list(const char* name, int count, auto bit) const {
    std::string out = fmt::format(" {}:[", name);
    for (int i = 0; i < count; ++i) out += fmt::format("{}{}", i ? "," : "", bit(i) ? 1 : 0);
    return out + "]";
  }

  std::string alu_modifiers(const InstructionRecord& r) const {
    std::string out;
    int n = r.opsel_count;
    if (r.encoding == Encoding::Vop3p) {
      // Packed modifiers have one entry per source (LLVM's printPackedModifier).
      n = static_cast<int>(std::ranges::count_if(r.operand_specs(), [](const OperandSpec& s) {
        return s.field == Field::Src0 || s.field == Field::Src1 || s.field == Field::Src2;
      }));
      if (r.has(rec::kOpSel) && (d_.op_sel() & ((1 << n) - 1)) != 0) {
        out += bit_list("op_sel", n, [&](int i) { return (d_.op_sel() >> i) & 1; });
      }
      if (r.has(rec::kOpSelHi)) {
        const int hi = d_.op_sel_hi() & ((1 << n) - 1);
        const int dflt = r.has(rec::kOpSelHiDefaultZero) ? 0 : (1 << n) - 1;
        if (hi != dflt) out += bit_list("op_sel_hi", n, [&](int i) { return (hi >> i) & 1; });
      }
      if (r.has(rec::kIndexKey)) out += index_key(r);
      const int neg_lo = (d_.modifiers >> mod::kNegShift) & ((1 << n) - 1);
      const int neg_hi = (d_.modifiers >> mod::kAbsShift) & ((1 << n) - 1);
      if (r.has(rec::kNegLo) && neg_lo) out += bit_list("neg_lo", n, [&](int i) { return (neg_lo >> i) & 1; });
      if (r.has(rec::kNegHi) && neg_hi) out += bit_list("neg_hi", n, [&](int i) { return (neg_hi >> i) & 1; });
    } else if (r.has(rec::kOpSel) && n > 0) {
      const bool dst = r.has(rec::kOpSelDst);
      auto bit = [&](int i) { return (d_.op_sel() >> ((dst && i == n - 1) ? 3 : i)) & 1; };
      bool any = false;
      for (int i = 0; i < n; ++i) any = any || bit(i);
      if (any) out += bit_list("op_sel", n, bit);
    }
    if (r.has(rec::kClamp) && d_.clamp()) out += " clamp";
    if (r.has(rec::kWaitExp)) out += fmt::format(" wait_exp:{}", d_.control);
    if (r.has(rec::kOmod)) {
      static constexpr std::array<const char*, 4> kOmod{"", " mul:2", " mul:4", " div:2"};
      out += kOmod[d_.omod()];
    }
    int byte_sel = 0;
    if (r.has(rec::kByteSelLow)) byte_sel = ((d_.op_sel() & 1) << 1) | ((d_.op_sel() >> 1) & 1);
    if (r.has(rec::kByteSelHigh)) byte_sel = (d_.op_sel() >> 2) & 3;
    if (byte_sel) out += fmt::format(" byte_sel:{}", byte_sel);
    return out;
  }

  // SWMMAC index_key: which part of the index VGPR is used; 2 bits for an 8-bit index (wave64 forms other than iu4),
  // 1 bit for a 16-bit index (llvm-facts.md §1.2, VOP3PeWmma).
  std::string index_key(const InstructionRecord& r) const {
    const MatrixOp& m = *r.matrix;
    if (wave_ == 32 && m.a_type == ElementType::IU4 && m.k == 64) return "";  // whole 32-bit index, no key
    const bool eight_bit_index = wave_ == 64 && m.a_type != ElementType::IU4;
    const int key = d_.op_sel() & (eight_bit_index ? 3 : 1);
    return key ? fmt::format(" index_key:{}", key) : "";
  }

  std::string dpp() const {
    if (d_.dpp == Dpp::Dpp8 || d_.dpp == Dpp::Dpp8Fi) {
      std::string out = " dpp8:[";
      for (int i = 0; i < 8; ++i) out += fmt::format("{}{}", i ? "," : "", (d_.control >> (8 + 3 * i)) & 7);
      return out + "]" + (d_.dpp == Dpp::Dpp8Fi ? " fi:1" : "");
    }
    if (d_.dpp != Dpp::Dpp16) return "";
    const unsigned c = d_.control, ctrl = (c >> 8) & 0x1FF;
    std::string out = " ";
    if (ctrl <= 0xFF) {
      out += fmt::format("quad_perm:[{},{},{},{}]", ctrl & 3, (ctrl >> 2) & 3, (ctrl >> 4) & 3, (ctrl >> 6) & 3);
    } else if (ctrl >= 0x101 && ctrl <= 0x10F) {
      out += fmt::format("row_shl:{}", ctrl & 0xF);
    } else if (ctrl >= 0x111 && ctrl <= 0x11F) {
      out += fmt::format("row_shr:{}", ctrl & 0xF);
    } else if (ctrl >= 0x121 && ctrl <= 0x12F) {
      out += fmt::format("row_ror:{}", ctrl & 0xF);
    } else if (ctrl == 0x130 || ctrl == 0x134 || ctrl == 0x138 || ctrl == 0x13C) {
      static constexpr std::array<const char*, 4> kWave{"wave_shl", "wave_rol", "wave_shr", "wave_ror"};
      out += fmt::format("/* {} is not supported starting from GFX10 */", kWave[(ctrl - 0x130) / 4]);
    } else if (ctrl == 0x142 || ctrl == 0x143) {
      out += "/* row_bcast is not supported starting from GFX10 */";
    } else if (ctrl == 0x140) {
      out += "row_mirror";
    } else if (ctrl == 0x141) {
      out += "row_half_mirror";
    } else if (ctrl >= 0x150 && ctrl <= 0x15F) {
      out += fmt::format("row_share:{}", ctrl & 0xF);
    } else if (ctrl >= 0x160 && ctrl <= 0x16F) {
      out += fmt::format("row_xmask:{}", ctrl & 0xF);
    } else {
      out += "/* Invalid dpp_ctrl value */";
    }
    out += fmt::format(" row_mask:0x{:x} bank_mask:0x{:x}", (c >> 28) & 0xF, (c >> 24) & 0xF);
    if ((c >> 19) & 1) out += " bound_ctrl:1";
    if ((c >> 18) & 1) out += " fi:1";
    return out;
  }

  const DecodedInstruction& d_;
  const InstructionSet& set_;
  int wave_;
  bool gfx12_;
};

}  // namespace

std::string disassemble(const DecodedInstruction& instruction, const InstructionSet& set, int wave_size,
                        std::uint32_t first_word) {
  if (!instruction.valid()) return fmt::format(".long 0x{:08x}", first_word);
  return Printer(instruction, set, wave_size).print();
}

}  // namespace wmmasim::isa
