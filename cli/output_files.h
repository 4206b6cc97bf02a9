// The files one command writes, committed together: each is first written to "<path>.partial", and only after all
// of them were written completely are they renamed into place. A command that fails before commit() (a kernel
// fault, a budget overrun, a hazard under --strict, a bad option) or while writing leaves no file behind, not even a
// partial one.
#pragma once

#include <filesystem>
#include <string>
#include <vector>

namespace wmmasim::cli {

class OutputFiles {
 public:
  // `what` names the file in messages ("argument 2 (c)", "timing report").
  void add(std::filesystem::path path, std::string content, std::string what);

  // Writes every file to its temporary name, then renames them all. Throws UsageError naming the file that could
  // not be written; the temporary files are removed first.
  void commit() const;

 private:
  struct Pending {
    std::filesystem::path path;
    std::string content;
    std::string what;
  };
  std::vector<Pending> files_;
};

}  // namespace wmmasim::cli
