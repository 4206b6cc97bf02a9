// Where `wmmasim` finds the files the build made for it: the HIP runtime `exec` loads, the kernel catalog, the
// benchmark programs. Each is looked for relative to this executable, first where `cmake --install` puts it
// (cmake/WmmasimInstall.cmake), then where the build tree has it: a build tree, an installed tree and a copy of
// either moved elsewhere all work, and no absolute path is compiled in.
#pragma once

#include <filesystem>
#include <string_view>

namespace wmmasim::cli {

// The folder of the running executable (/proc/self/exe).
std::filesystem::path executable_directory();

// `installed` if it exists beside this executable, else `built` (both relative to executable_directory()), made
// absolute; `built` when neither exists, so that an error message names where the build would have put it.
std::filesystem::path own_file(std::string_view installed, std::string_view built);

// The folder of libamdhip64.so.5/.so.6 and libhiprtc.so.6: $WMMASIM_RUNTIME_DIR, else the one beside this executable.
std::filesystem::path runtime_directory();

// kernels.txt, the catalog of the code objects made from kernels/: one "name target wave path" line per code object.
std::filesystem::path kernel_catalog();

// A code object's path as a catalog line gives it: absolute in the build tree's catalog, relative to the catalog's
// folder in the installed one.
std::filesystem::path catalog_entry(const std::filesystem::path& catalog, const std::filesystem::path& path);

}  // namespace wmmasim::cli
