// How every extern "C" entry point runs: under the runtime's lock, with exceptions turned into hipError_t, and the
// result recorded as the thread's last error (hipGetLastError).
#pragma once

#include <fmt/format.h>

#include <exception>
#include <mutex>
#include <new>

#include "runtime.h"

namespace wmmasim::hiprt {

template <class Body>
hipError_t api(const char* name, Body&& body) {
  Runtime& runtime = Runtime::get();
  const std::scoped_lock lock(runtime.mutex());
  try {
    return runtime.result(body(runtime));
  } catch (const hip_failure& failure) {
    return runtime.result(failure.error);
  } catch (const std::bad_alloc&) {
    report(fmt::format("{}: out of host memory", name));
    return runtime.result(hipErrorOutOfMemory);
  } catch (const std::exception& e) {
    report(fmt::format("{}: {}", name, e.what()));
    return runtime.result(hipErrorUnknown);
  }
}

}  // namespace wmmasim::hiprt
