// `wmmasim device`: the HIP device wmmasim would diff against, or why there is none.
#include <iostream>

#include "command.h"
#include "wmmasim/device/device.h"

namespace po = boost::program_options;

namespace wmmasim::cli {

int run_device(const Arguments& args) {
  po::options_description options("options");
  po::variables_map values;
  if (!parse_command_line(args, "wmmasim device", options, {}, values,
                          "Shows the first HIP device, the one `wmmasim diff FILE` compares the simulator with.\n\n"
                          "exit codes: 0 a device; 3 no HIP device (or wmmasim built without the HIP backend); 2 bad "
                          "option\n"
                          "example: wmmasim device")) {
    return kExitOk;
  }
  std::string why_not;
  const auto device = sim::probe_device(why_not);
  if (!device) {
    std::cerr << "wmmasim: " << why_not << "\n";
    return kExitNoDevice;
  }
  std::cout << "name: " << device->name << "\narch: " << device->gcn_arch
            << "\ncompute units: " << device->compute_units << "\n";
  return kExitOk;
}

}  // namespace wmmasim::cli
