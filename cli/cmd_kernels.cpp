// `wmmasim kernels`: the code objects the build made from kernels/, read from kernels.txt.
#include <filesystem>
#include <fstream>
#include <iostream>

#include "command.h"
#include "wmmasim_version.h"

namespace po = boost::program_options;

namespace wmmasim::cli {

int run_kernels(const Arguments& args) {
  po::options_description options("options");
  std::string catalog;
  options.add_options()("catalog", po::value(&catalog)->default_value(WMMASIM_KERNEL_CATALOG),
                        "kernels.txt written by the build");
  po::variables_map values;
  if (!parse_command_line(args, "wmmasim kernels [--catalog FILE]", options, {}, values)) return kExitOk;

  std::ifstream in(catalog);
  if (!in) throw UsageError("cannot read kernel catalog '" + catalog + "': build the project first");
  std::string name, target, wave, path;
  std::cout << "kernel               target   wave  code object\n";
  while (in >> name >> target >> wave >> path) {
    const bool built = std::filesystem::exists(path);
    std::cout << name << std::string(name.size() < 21 ? 21 - name.size() : 1, ' ') << target << "  w" << wave
              << "   " << path << (built ? "" : "  (not built)") << "\n";
  }
  return kExitOk;
}

}  // namespace wmmasim::cli
