// Streams and events. Every launch, copy and fill completes before its call returns, so each stream is trivially
// in order, every query says "done", and a callback runs at once. An event records the device time at the point
// of the stream it was recorded in: simulated time (the timing model's cycles at the machine's clock) when timing is
// on, host wall-clock time otherwise (docs/runtime.md).
#include <hip/hip_runtime_api.h>

#include "api.h"

using namespace wmmasim::hiprt;

namespace {

hipError_t synchronised(Runtime& rt, hipError_t error) { return rt.sticky() != hipSuccess ? rt.sticky() : error; }

hipError_t stream_call(const char* name, hipStream_t stream) {
  return api(name, [&](Runtime& rt) { return rt.valid_stream(stream) ? synchronised(rt, hipSuccess) : hipErrorInvalidHandle; });
}

}  // namespace

extern "C" {

hipError_t hipStreamCreateWithPriority(hipStream_t* stream, unsigned flags, int priority) {
  return api("hipStreamCreateWithPriority", [&](Runtime& rt) {
    if (stream == nullptr) return hipErrorInvalidValue;
    *stream = rt.create_stream(flags, priority);
    return hipSuccess;
  });
}
hipError_t hipStreamCreateWithFlags(hipStream_t* stream, unsigned flags) { return hipStreamCreateWithPriority(stream, flags, 0); }
hipError_t hipStreamCreate(hipStream_t* stream) { return hipStreamCreateWithPriority(stream, 0, 0); }

hipError_t hipStreamDestroy(hipStream_t stream) {
  return api("hipStreamDestroy", [&](Runtime& rt) { return rt.destroy_stream(stream); });
}

hipError_t hipStreamSynchronize(hipStream_t stream) { return stream_call("hipStreamSynchronize", stream); }
hipError_t hipStreamSynchronize_spt(hipStream_t stream) { return stream_call("hipStreamSynchronize", stream); }
hipError_t hipStreamQuery(hipStream_t stream) { return stream_call("hipStreamQuery", stream); }
hipError_t hipStreamQuery_spt(hipStream_t stream) { return stream_call("hipStreamQuery", stream); }

hipError_t hipStreamWaitEvent(hipStream_t stream, hipEvent_t event, unsigned) {
  return api("hipStreamWaitEvent", [&](Runtime& rt) {
    if (!rt.valid_stream(stream) || rt.event(event) == nullptr) return hipErrorInvalidHandle;
    return hipSuccess;  // the event's work is complete already
  });
}

hipError_t hipStreamGetFlags(hipStream_t stream, unsigned* flags) {
  return api("hipStreamGetFlags", [&](Runtime& rt) {
    if (flags == nullptr) return hipErrorInvalidValue;
    if (stream == nullptr) {
      *flags = 0;
      return hipSuccess;
    }
    Stream* s = rt.stream(stream);
    if (s == nullptr) return hipErrorInvalidHandle;
    *flags = s->flags;
    return hipSuccess;
  });
}

hipError_t hipStreamGetPriority(hipStream_t stream, int* priority) {
  return api("hipStreamGetPriority", [&](Runtime& rt) {
    if (priority == nullptr) return hipErrorInvalidValue;
    Stream* s = rt.stream(stream);
    if (s == nullptr && stream != nullptr) return hipErrorInvalidHandle;
    *priority = s != nullptr ? s->priority : 0;
    return hipSuccess;
  });
}

hipError_t hipDeviceGetStreamPriorityRange(int* least, int* greatest) {
  if (least != nullptr) *least = 0;
  if (greatest != nullptr) *greatest = -1;
  return hipSuccess;
}

hipError_t hipStreamAddCallback(hipStream_t stream, hipStreamCallback_t callback, void* user_data, unsigned flags) {
  hipError_t status = hipSuccess;
  const hipError_t error = api("hipStreamAddCallback", [&](Runtime& rt) {
    if (!rt.valid_stream(stream)) return hipErrorInvalidHandle;
    if (callback == nullptr || flags != 0) return hipErrorInvalidValue;
    status = rt.sticky();
    return hipSuccess;
  });
  if (error == hipSuccess) callback(stream, status, user_data);  // outside the lock: it may call the runtime
  return error;
}

hipError_t hipLaunchHostFunc(hipStream_t stream, hipHostFn_t function, void* user_data) {
  const hipError_t error = api("hipLaunchHostFunc", [&](Runtime& rt) {
    if (!rt.valid_stream(stream)) return hipErrorInvalidHandle;
    return function == nullptr ? hipErrorInvalidValue : hipSuccess;
  });
  if (error == hipSuccess) function(user_data);
  return error;
}

hipError_t hipEventCreateWithFlags(hipEvent_t* event, unsigned flags) {
  return api("hipEventCreateWithFlags", [&](Runtime& rt) {
    if (event == nullptr) return hipErrorInvalidValue;
    *event = rt.create_event(flags);
    return hipSuccess;
  });
}
hipError_t hipEventCreate(hipEvent_t* event) { return hipEventCreateWithFlags(event, 0); }

hipError_t hipEventDestroy(hipEvent_t event) {
  return api("hipEventDestroy", [&](Runtime& rt) { return rt.destroy_event(event); });
}

hipError_t hipEventRecord(hipEvent_t event, hipStream_t stream) {
  return api("hipEventRecord", [&](Runtime& rt) {
    Event* e = rt.event(event);
    if (e == nullptr || !rt.valid_stream(stream)) return hipErrorInvalidHandle;
    e->recorded = true;
    e->time_ms = rt.device_time_ms();
    return hipSuccess;
  });
}
hipError_t hipEventRecord_spt(hipEvent_t event, hipStream_t stream) { return hipEventRecord(event, stream); }

hipError_t hipEventSynchronize(hipEvent_t event) {
  return api("hipEventSynchronize", [&](Runtime& rt) {
    Event* e = rt.event(event);
    if (e == nullptr) return hipErrorInvalidHandle;
    return synchronised(rt, hipSuccess);
  });
}

hipError_t hipEventQuery(hipEvent_t event) {
  return api("hipEventQuery", [&](Runtime& rt) { return rt.event(event) == nullptr ? hipErrorInvalidHandle : hipSuccess; });
}

hipError_t hipEventElapsedTime(float* ms, hipEvent_t start, hipEvent_t stop) {
  return api("hipEventElapsedTime", [&](Runtime& rt) {
    if (ms == nullptr) return hipErrorInvalidValue;
    Event* a = rt.event(start);
    Event* b = rt.event(stop);
    if (a == nullptr || b == nullptr) return hipErrorInvalidHandle;
    if (!a->recorded || !b->recorded) return hipErrorInvalidHandle;
    if ((a->flags | b->flags) & hipEventDisableTiming) return hipErrorInvalidHandle;
    *ms = static_cast<float>(b->time_ms - a->time_ms);
    return hipSuccess;
  });
}

}  // extern "C"
