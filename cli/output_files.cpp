#include "output_files.h"

#include <fmt/format.h>
#include <fstream>
#include <system_error>

#include "command.h"

namespace wmmasim::cli {
namespace {

std::filesystem::path partial_name(const std::filesystem::path& path) {
  std::filesystem::path partial = path;
  partial += ".partial";
  return partial;
}

}  // namespace

void OutputFiles::add(std::filesystem::path path, std::string content, std::string what) {
  files_.push_back({std::move(path), std::move(content), std::move(what)});
}

void OutputFiles::commit() const {
  std::error_code ignored;
  const auto remove_partials = [&] {
    for (const Pending& file : files_) std::filesystem::remove(partial_name(file.path), ignored);
  };
  for (const Pending& file : files_) {
    std::ofstream out(partial_name(file.path), std::ios::binary | std::ios::trunc);
    out.write(file.content.data(), static_cast<std::streamsize>(file.content.size()));
    if (!out.flush()) {
      remove_partials();
      throw UsageError(fmt::format("cannot write {} to '{}' (does the directory exist? is the disk full?)", file.what,
                                   file.path.string()));
    }
  }
  for (const Pending& file : files_) {
    std::error_code error;
    std::filesystem::rename(partial_name(file.path), file.path, error);
    if (error) {
      remove_partials();
      throw UsageError(fmt::format("cannot move {} into place at '{}': {}", file.what, file.path.string(), error.message()));
    }
  }
}

}  // namespace wmmasim::cli
