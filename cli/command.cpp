#include "command.h"

#include <iostream>

namespace po = boost::program_options;

namespace wmmasim::cli {

bool parse_command_line(const Arguments& args, std::string_view usage, po::options_description& options,
                        const po::positional_options_description& positionals, po::variables_map& values) {
  options.add_options()("help,h", "show this help and exit");
  try {
    po::store(po::command_line_parser(args).options(options).positional(positionals).run(), values);
    if (values.count("help")) {
      std::cout << "usage: " << usage << "\n\n" << options << "\n";
      return false;
    }
    po::notify(values);
  } catch (const po::error& e) {
    throw UsageError(std::string(e.what()) + " (see --help)");
  }
  return true;
}

}  // namespace wmmasim::cli
