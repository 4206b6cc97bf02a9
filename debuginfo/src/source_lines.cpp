#include "wmmasim/debuginfo/source_lines.h"

#include <fmt/format.h>
#include <llvm/DebugInfo/DIContext.h>
#include <llvm/DebugInfo/DWARF/DWARFContext.h>
#include <llvm/Object/ObjectFile.h>
#include <llvm/Support/MemoryBuffer.h>

#include <mutex>

namespace wmmasim::debuginfo {

std::string SourceLocation::file_line() const { return fmt::format("{}:{}", file, line); }

bool is_system_header(std::string_view file) {
  for (const std::string_view root : {"/usr/include/", "/usr/lib/", "/usr/local/include/", "/opt/rocm"}) {
    if (file.starts_with(root)) return true;
  }
  return file.find("/lib/clang/") != std::string_view::npos || file.find("/include/hip/") != std::string_view::npos;
}

std::size_t SourcePosition::user_frame() const {
  for (std::size_t i = 0; i < frames.size(); ++i) {
    if (!is_system_header(frames[i].file)) return i;
  }
  return 0;
}

std::string SourcePosition::file_line() const { return known() ? frames[user_frame()].file_line() : std::string(); }

std::string SourcePosition::inlined_chain() const {
  std::string text;
  for (std::size_t i = user_frame(); i + 1 < frames.size(); ++i) {
    text += fmt::format("{}{}, inlined at {}", text.empty() ? "" : "; ",
                        frames[i].function.empty() ? "?" : frames[i].function, frames[i + 1].file_line());
  }
  return text;
}

std::string SourcePosition::describe() const {
  const std::string chain = inlined_chain();
  return chain.empty() ? file_line() : fmt::format("{} ({})", file_line(), chain);
}

struct SourceLines::Impl {
  std::vector<std::byte> bytes;  // the ELF the object file and the DWARF context point into
  std::unique_ptr<llvm::object::ObjectFile> object;
  std::unique_ptr<llvm::DWARFContext> context;
  // DWARFContext parses lazily and is not safe for concurrent queries (a runtime's launches may ask from threads).
  mutable std::mutex mutex;
};

SourceLines::SourceLines() = default;
SourceLines::SourceLines(SourceLines&&) noexcept = default;
SourceLines& SourceLines::operator=(SourceLines&&) noexcept = default;
SourceLines::~SourceLines() = default;

SourceLines SourceLines::from_code_object(std::span<const std::byte> code_object) {
  SourceLines lines;
  auto impl = std::make_unique<Impl>();
  impl->bytes.assign(code_object.begin(), code_object.end());
  const llvm::MemoryBufferRef buffer(
      llvm::StringRef(reinterpret_cast<const char*>(impl->bytes.data()), impl->bytes.size()), "code object");
  llvm::Expected<std::unique_ptr<llvm::object::ObjectFile>> object = llvm::object::ObjectFile::createObjectFile(buffer);
  if (!object) {
    llvm::consumeError(object.takeError());
    return lines;
  }
  impl->object = std::move(*object);
  bool has_debug_line = false;
  for (const llvm::object::SectionRef& section : impl->object->sections()) {
    llvm::Expected<llvm::StringRef> name = section.getName();
    if (!name) {
      llvm::consumeError(name.takeError());
    } else if (*name == ".debug_line") {
      has_debug_line = true;
    }
  }
  if (!has_debug_line) return lines;
  // Malformed DWARF is reported through these handlers; it only costs the lines, so it is dropped.
  impl->context = llvm::DWARFContext::create(*impl->object, llvm::DWARFContext::ProcessDebugRelocations::Process,
                                             nullptr, "", [](llvm::Error e) { llvm::consumeError(std::move(e)); },
                                             [](llvm::Error e) { llvm::consumeError(std::move(e)); });
  lines.impl_ = std::move(impl);
  return lines;
}

bool SourceLines::has_lines() const { return impl_ != nullptr && impl_->context != nullptr; }

SourcePosition SourceLines::at(std::uint64_t address) const {
  SourcePosition position;
  if (!has_lines()) return position;
  const llvm::DILineInfoSpecifier spec(llvm::DILineInfoSpecifier::FileLineInfoKind::RelativeFilePath,
                                       llvm::DILineInfoSpecifier::FunctionNameKind::ShortName);
  const std::scoped_lock lock(impl_->mutex);
  const llvm::DIInliningInfo inlining = impl_->context->getInliningInfoForAddress(
      {address, llvm::object::SectionedAddress::UndefSection}, spec);
  for (std::uint32_t i = 0; i < inlining.getNumberOfFrames(); ++i) {
    const llvm::DILineInfo& frame = inlining.getFrame(i);
    if (frame.Line == 0) continue;  // compiler-generated code: no line of its own
    SourceLocation location{frame.FileName, frame.Line, frame.Column,
                            frame.FunctionName == llvm::DILineInfo::BadString ? std::string() : frame.FunctionName};
    position.frames.push_back(std::move(location));
  }
  return position;
}

}  // namespace wmmasim::debuginfo
