#include "unsupported.h"

#include <hip/hip_runtime_api.h>

#include <fmt/format.h>

#include <mutex>
#include <set>
#include <string>

#include "runtime.h"

namespace wmmasim::hiprt {

int unsupported(const char* name) {
  static std::mutex mutex;
  static std::set<std::string>* reported = new std::set<std::string>;
  const std::scoped_lock lock(mutex);
  if (reported->insert(name).second) {
    report(fmt::format("{} is not supported by the simulator's HIP runtime; it returns hipErrorNotSupported "
                       "(docs/runtime.md lists what is supported)", name));
  }
  return Runtime::get().result(hipErrorNotSupported);
}

}  // namespace wmmasim::hiprt
