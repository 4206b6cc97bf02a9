// What libhiprtc.so.6 (ROCm 6's hiprtc library) has besides hiprtc.cpp: its HIP version, and the run-time linker
// (hiprtcLink*, from ROCm 5.3), which wmmasim does not have: each prints one line and returns HIPRTC_ERROR_LINKING
// (100 in ROCm 6's hiprtc.h).
#include <cstdio>

namespace wmmasim::hiprt {
int abi_version() { return 6; }
}  // namespace wmmasim::hiprt

namespace {
constexpr int kErrorLinking = 100;
int unsupported(const char* name) {
  std::fprintf(stderr, "wmmasim: %s is not supported by the simulator's hiprtc (link the code object with "
                       "-fgpu-rdc at build time instead)\n", name);
  return kErrorLinking;
}
}  // namespace

extern "C" {
int hiprtcLinkCreate(unsigned, void*, void**, void**) { return unsupported("hiprtcLinkCreate"); }
int hiprtcLinkAddFile(void*, int, const char*, unsigned, void*, void**) { return unsupported("hiprtcLinkAddFile"); }
int hiprtcLinkAddData(void*, int, void*, unsigned long, const char*, unsigned, void*, void**) {
  return unsupported("hiprtcLinkAddData");
}
int hiprtcLinkComplete(void*, void**, unsigned long*) { return unsupported("hiprtcLinkComplete"); }
int hiprtcLinkDestroy(void*) { return unsupported("hiprtcLinkDestroy"); }
}
