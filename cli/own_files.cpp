#include "own_files.h"

#include <cstdlib>

namespace wmmasim::cli {

namespace fs = std::filesystem;

fs::path executable_directory() { return fs::read_symlink("/proc/self/exe").parent_path(); }

fs::path own_file(std::string_view installed, std::string_view built) {
  const fs::path here = executable_directory();
  if (fs::exists(here / installed)) return (here / installed).lexically_normal();
  return (here / built).lexically_normal();
}

fs::path runtime_directory() {
  if (const char* dir = std::getenv("WMMASIM_RUNTIME_DIR"); dir != nullptr && *dir != '\0') return dir;
  return own_file(WMMASIM_INSTALLED_RUNTIME_DIR, WMMASIM_BUILT_RUNTIME_DIR);
}

fs::path kernel_catalog() { return own_file(WMMASIM_INSTALLED_KERNEL_CATALOG, WMMASIM_BUILT_KERNEL_CATALOG); }

fs::path catalog_entry(const fs::path& catalog, const fs::path& path) {
  return path.is_absolute() ? path : (catalog.parent_path() / path).lexically_normal();
}

}  // namespace wmmasim::cli
