// Shared by the conformance programs in tests/hip: each is an ordinary HIP program that checks its own results,
// prints one line per check that fails and a last line "<program>: PASSED" or "<program>: FAILED (n checks)", and
// exits 0 only when everything held.
#pragma once

#include <hip/hip_runtime.h>

#include <cstdio>
#include <cstdlib>

// Stops the program when a call that must succeed fails.
#define HIP_CHECK(expression)                                                                                     \
  do {                                                                                                            \
    const hipError_t status_ = (expression);                                                                      \
    if (status_ != hipSuccess) {                                                                                  \
      std::fprintf(stderr, "%s:%d: %s returned %s\n", __FILE__, __LINE__, #expression, hipGetErrorName(status_)); \
      std::exit(EXIT_FAILURE);                                                                                    \
    }                                                                                                             \
  } while (0)

inline int& failed_checks() {
  static int count = 0;
  return count;
}

// Records a failed check; the program goes on so that one run shows every problem.
#define CHECK(condition, ...)                                           \
  do {                                                                  \
    if (!(condition)) {                                                 \
      std::fprintf(stderr, "%s:%d: check failed: %s: ", __FILE__, __LINE__, #condition); \
      std::fprintf(stderr, __VA_ARGS__);                                \
      std::fprintf(stderr, "\n");                                       \
      ++failed_checks();                                                \
    }                                                                   \
  } while (0)

// A call that must return `expected` (an error case).
#define CHECK_ERROR(expression, expected)                                                                      \
  do {                                                                                                         \
    const hipError_t status_ = (expression);                                                                   \
    CHECK(status_ == (expected), "%s returned %s, expected %s", #expression, hipGetErrorName(status_),         \
          hipGetErrorName(expected));                                                                          \
  } while (0)

inline int finish(const char* program) {
  if (failed_checks() == 0) {
    std::printf("%s: PASSED\n", program);
    return EXIT_SUCCESS;
  }
  std::printf("%s: FAILED (%d checks)\n", program, failed_checks());
  return EXIT_FAILURE;
}
