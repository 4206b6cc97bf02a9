// Source lines of a code object: which file, line and column an instruction came from, and the chain of calls it was
// inlined through, read from the code object's DWARF line tables and inlining entries (clang's -g or
// -gline-tables-only; kernels/ and the HIP examples are built with the latter). A code object without them has no
// source lines, and every query answers "unknown" (an empty SourcePosition): reports then name the pc only.
//
// The DWARF is read by LLVM's DebugInfo (llvm::DWARFContext), not by hand.
#pragma once

#include <cstddef>
#include <cstdint>
#include <memory>
#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace wmmasim::debuginfo {

struct SourceLocation {
  std::string file;  // as the compiler recorded it (kernels/ builds map the source directory away: "kernels/x.hip")
  std::uint32_t line = 0;
  std::uint32_t column = 0;   // 0 when unknown
  std::string function;       // the function this location is in (its short name), may be empty

  // "kernels/gemm_lds_f16.hip:56"
  std::string file_line() const;
};

// A file of the compiler's or the HIP runtime's headers, not of the program: anything under /usr/include, /usr/lib,
// /usr/local/include or /opt/rocm*, clang's resource headers (.../lib/clang/...) and a HIP installation's headers
// (.../include/hip/...), wherever they are installed.
bool is_system_header(std::string_view file);

// Where one instruction comes from: frames[0] is the innermost location (the statement the instruction belongs to);
// each further frame is the call site the previous frame's function was inlined into, out to the kernel.
struct SourcePosition {
  std::vector<SourceLocation> frames;

  bool known() const { return !frames.empty(); }
  // The innermost frame in the program's own source: the line of the program that called into a system header
  // (__syncthreads(), printf, a math function), not the header's line; 0 when every frame is a system header's.
  std::size_t user_frame() const;
  // "kernels/x.hip:56", the user frame; empty when unknown.
  std::string file_line() const;
  // "store_tile, inlined at kernels/x.hip:90": the call sites the user frame was inlined through, out to the kernel;
  // empty when it was not inlined (or unknown).
  std::string inlined_chain() const;
  // "kernels/x.hip:56 (store_tile, inlined at kernels/x.hip:90)": the user frame and its chain; empty when unknown.
  std::string describe() const;
};

class SourceLines {
 public:
  SourceLines();  // no line tables
  // Reads the line tables of an AMDGPU ELF code object. A code object without DWARF, or one LLVM cannot parse, gives
  // a SourceLines without lines (never an error: source lines are an addition to reports, not a requirement).
  static SourceLines from_code_object(std::span<const std::byte> code_object);

  SourceLines(SourceLines&&) noexcept;
  SourceLines& operator=(SourceLines&&) noexcept;
  ~SourceLines();

  bool has_lines() const;
  // The source position of the instruction at `address`, an address as the ELF file gives it (the kernel's code
  // section address plus the instruction's byte offset in it: sim::KernelInfo::debug_address).
  SourcePosition at(std::uint64_t address) const;

 private:
  struct Impl;
  std::unique_ptr<Impl> impl_;
};

}  // namespace wmmasim::debuginfo
