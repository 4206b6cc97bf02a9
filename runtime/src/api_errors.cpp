// hipGetErrorName / hipGetErrorString. The values are HIP's (hip_runtime_api.h). Debian's HIP 5.2 returns the name
// for both; ROCm 6 (clr hipamd/src/hip_error.cpp) returns CUDA-style text, and the name where it has none.
#include <hip/hip_runtime_api.h>

#include "runtime.h"

namespace {

struct ErrorText {
  int value;
  const char* name;
  const char* text;  // ROCm 6's hipGetErrorString, when it differs from the name
};

constexpr ErrorText kErrors[] = {
    {0, "hipSuccess", "no error"},
    {1, "hipErrorInvalidValue", "invalid argument"},
    {2, "hipErrorOutOfMemory", "out of memory"},
    {3, "hipErrorNotInitialized", "initialization error"},
    {4, "hipErrorDeinitialized", nullptr},
    {5, "hipErrorProfilerDisabled", nullptr},
    {6, "hipErrorProfilerNotInitialized", nullptr},
    {7, "hipErrorProfilerAlreadyStarted", nullptr},
    {8, "hipErrorProfilerAlreadyStopped", nullptr},
    {9, "hipErrorInvalidConfiguration", "invalid configuration argument"},
    {12, "hipErrorInvalidPitchValue", "invalid pitch argument"},
    {13, "hipErrorInvalidSymbol", "invalid device symbol"},
    {17, "hipErrorInvalidDevicePointer", "invalid device pointer"},
    {21, "hipErrorInvalidMemcpyDirection", "invalid copy direction for memcpy"},
    {35, "hipErrorInsufficientDriver", nullptr},
    {52, "hipErrorMissingConfiguration", "__global__ function call is not configured"},
    {53, "hipErrorPriorLaunchFailure", nullptr},
    {98, "hipErrorInvalidDeviceFunction", "invalid device function"},
    {100, "hipErrorNoDevice", "no ROCm-capable device is detected"},
    {101, "hipErrorInvalidDevice", "invalid device ordinal"},
    {200, "hipErrorInvalidImage", "device kernel image is invalid"},
    {201, "hipErrorInvalidContext", nullptr},
    {202, "hipErrorContextAlreadyCurrent", nullptr},
    {205, "hipErrorMapFailed", nullptr},
    {206, "hipErrorUnmapFailed", nullptr},
    {207, "hipErrorArrayIsMapped", nullptr},
    {208, "hipErrorAlreadyMapped", nullptr},
    {209, "hipErrorNoBinaryForGpu", "no kernel image is available for execution on the device"},
    {210, "hipErrorAlreadyAcquired", nullptr},
    {211, "hipErrorNotMapped", nullptr},
    {212, "hipErrorNotMappedAsArray", nullptr},
    {213, "hipErrorNotMappedAsPointer", nullptr},
    {214, "hipErrorECCNotCorrectable", nullptr},
    {215, "hipErrorUnsupportedLimit", nullptr},
    {216, "hipErrorContextAlreadyInUse", nullptr},
    {217, "hipErrorPeerAccessUnsupported", nullptr},
    {218, "hipErrorInvalidKernelFile", "invalid kernel file"},
    {219, "hipErrorInvalidGraphicsContext", nullptr},
    {300, "hipErrorInvalidSource", nullptr},
    {301, "hipErrorFileNotFound", "file not found"},
    {302, "hipErrorSharedObjectSymbolNotFound", nullptr},
    {303, "hipErrorSharedObjectInitFailed", nullptr},
    {304, "hipErrorOperatingSystem", nullptr},
    {400, "hipErrorInvalidHandle", "invalid resource handle"},
    {401, "hipErrorIllegalState", nullptr},
    {500, "hipErrorNotFound", "named symbol not found"},
    {600, "hipErrorNotReady", "device not ready"},
    {700, "hipErrorIllegalAddress", "an illegal memory access was encountered"},
    {701, "hipErrorLaunchOutOfResources", "too many resources requested for launch"},
    {702, "hipErrorLaunchTimeOut", nullptr},
    {704, "hipErrorPeerAccessAlreadyEnabled", nullptr},
    {705, "hipErrorPeerAccessNotEnabled", nullptr},
    {708, "hipErrorSetOnActiveProcess", nullptr},
    {709, "hipErrorContextIsDestroyed", nullptr},
    {710, "hipErrorAssert", nullptr},
    {712, "hipErrorHostMemoryAlreadyRegistered", nullptr},
    {713, "hipErrorHostMemoryNotRegistered", nullptr},
    {719, "hipErrorLaunchFailure", "unspecified launch failure"},
    {720, "hipErrorCooperativeLaunchTooLarge", nullptr},
    {801, "hipErrorNotSupported", "operation not supported"},
    {900, "hipErrorStreamCaptureUnsupported", nullptr},
    {901, "hipErrorStreamCaptureInvalidated", nullptr},
    {902, "hipErrorStreamCaptureMerge", nullptr},
    {903, "hipErrorStreamCaptureUnmatched", nullptr},
    {904, "hipErrorStreamCaptureUnjoined", nullptr},
    {905, "hipErrorStreamCaptureIsolation", nullptr},
    {906, "hipErrorStreamCaptureImplicit", nullptr},
    {907, "hipErrorCapturedEvent", nullptr},
    {908, "hipErrorStreamCaptureWrongThread", nullptr},
    {910, "hipErrorGraphExecUpdateFailure", nullptr},
    {999, "hipErrorUnknown", "unknown error"},
    {1052, "hipErrorRuntimeMemory", nullptr},
    {1053, "hipErrorRuntimeOther", nullptr},
    {1054, "hipErrorTbd", nullptr},
};

const ErrorText* find(hipError_t error) {
  for (const ErrorText& e : kErrors) {
    if (e.value == static_cast<int>(error)) return &e;
  }
  return nullptr;
}

}  // namespace

extern "C" {

const char* hipGetErrorName(hipError_t error) {
  const ErrorText* e = find(error);
  return e != nullptr ? e->name : "hipErrorUnknown";
}

const char* hipGetErrorString(hipError_t error) {
  const ErrorText* e = find(error);
  if (e == nullptr) return wmmasim::hiprt::abi_version() >= 6 ? "unknown error" : "hipErrorUnknown";
  return wmmasim::hiprt::abi_version() >= 6 && e->text != nullptr ? e->text : e->name;
}

hipError_t hipDrvGetErrorName(hipError_t error, const char** name) {
  if (name == nullptr) return hipErrorInvalidValue;
  *name = hipGetErrorName(error);
  return find(error) != nullptr ? hipSuccess : hipErrorInvalidValue;
}

hipError_t hipDrvGetErrorString(hipError_t error, const char** text) {
  if (text == nullptr) return hipErrorInvalidValue;
  *text = hipGetErrorString(error);
  return find(error) != nullptr ? hipSuccess : hipErrorInvalidValue;
}

}  // extern "C"
