// The memory API around kernels: hipMemset (bytes, D8/D16/D32), hipMemcpy with every hipMemcpyKind including
// hipMemcpyDefault, hipMemcpy2D between pitched buffers, pinned host memory, hipMemGetInfo and
// hipPointerGetAttributes.
#include <cstdint>
#include <cstring>
#include <vector>

#include "conformance.h"

int main() {
  constexpr size_t n = 1024;
  uint32_t *a, *b;
  HIP_CHECK(hipMalloc(&a, n * sizeof(uint32_t)));
  HIP_CHECK(hipMalloc(&b, n * sizeof(uint32_t)));
  std::vector<uint32_t> host(n);

  HIP_CHECK(hipMemset(a, 0xab, n * sizeof(uint32_t)));
  HIP_CHECK(hipMemcpy(host.data(), a, n * sizeof(uint32_t), hipMemcpyDeviceToHost));
  CHECK(host[0] == 0xababababu && host[n - 1] == 0xababababu, "hipMemset: %#x", host[0]);
  HIP_CHECK(hipMemsetD32(reinterpret_cast<hipDeviceptr_t>(a), 0x01020304u, n));
  HIP_CHECK(hipMemsetD16(reinterpret_cast<hipDeviceptr_t>(b), 0xbeef, 2 * n));
  HIP_CHECK(hipMemsetD8(reinterpret_cast<hipDeviceptr_t>(b), 0x11, 2));  // the low half of b[0]
  HIP_CHECK(hipMemcpy(host.data(), a, n * sizeof(uint32_t), hipMemcpyDefault));
  CHECK(host[5] == 0x01020304u, "hipMemsetD32: %#x", host[5]);
  HIP_CHECK(hipMemcpy(host.data(), b, n * sizeof(uint32_t), hipMemcpyDeviceToHost));
  CHECK(host[0] == 0xbeef1111u && host[1] == 0xbeefbeefu, "hipMemsetD16/D8: %#x %#x", host[0], host[1]);

  for (size_t i = 0; i < n; ++i) host[i] = static_cast<uint32_t>(i * i);
  HIP_CHECK(hipMemcpy(a, host.data(), n * sizeof(uint32_t), hipMemcpyDefault));
  HIP_CHECK(hipMemcpy(b, a, n * sizeof(uint32_t), hipMemcpyDeviceToDevice));
  std::vector<uint32_t> back(n);
  HIP_CHECK(hipMemcpy(back.data(), b, n * sizeof(uint32_t), hipMemcpyDeviceToHost));
  CHECK(back == host, "host -> device (Default) -> device -> host round trip");
  std::vector<uint32_t> host_copy(n);
  HIP_CHECK(hipMemcpy(host_copy.data(), host.data(), n * sizeof(uint32_t), hipMemcpyHostToHost));
  CHECK(host_copy == host, "hipMemcpyHostToHost");

  // A 6x5 window of a 16-wide pitched buffer into a dense 6x5 buffer.
  constexpr size_t width = 5, height = 6, pitch = 16 * sizeof(uint32_t);
  HIP_CHECK(hipMemcpy2D(b, width * sizeof(uint32_t), a + 3, pitch, width * sizeof(uint32_t), height,
                        hipMemcpyDeviceToDevice));
  HIP_CHECK(hipMemcpy(back.data(), b, width * height * sizeof(uint32_t), hipMemcpyDeviceToHost));
  int wrong = 0;
  for (size_t r = 0; r < height; ++r)
    for (size_t c = 0; c < width; ++c) wrong += back[r * width + c] != host[r * 16 + 3 + c];
  CHECK(wrong == 0, "hipMemcpy2D: %d of %zu elements wrong", wrong, width * height);

  uint32_t* pinned;
  HIP_CHECK(hipHostMalloc(&pinned, n * sizeof(uint32_t)));
  HIP_CHECK(hipMemcpy(pinned, a, n * sizeof(uint32_t), hipMemcpyDeviceToHost));
  CHECK(std::memcmp(pinned, host.data(), n * sizeof(uint32_t)) == 0, "copy into pinned host memory");

  size_t free_bytes = 0, total_bytes = 0;
  HIP_CHECK(hipMemGetInfo(&free_bytes, &total_bytes));
  CHECK(total_bytes > 0 && free_bytes <= total_bytes, "hipMemGetInfo free %zu total %zu", free_bytes, total_bytes);

  hipPointerAttribute_t attributes;
  HIP_CHECK(hipPointerGetAttributes(&attributes, a + 10));
  CHECK(attributes.memoryType == hipMemoryTypeDevice, "device pointer: memoryType %d", attributes.memoryType);
  CHECK(attributes.devicePointer == a + 10, "device pointer: devicePointer %p, expected %p", attributes.devicePointer,
        static_cast<void*>(a + 10));
  HIP_CHECK(hipPointerGetAttributes(&attributes, pinned));
  CHECK(attributes.memoryType == hipMemoryTypeHost, "pinned pointer: memoryType %d", attributes.memoryType);

  HIP_CHECK(hipHostFree(pinned));
  HIP_CHECK(hipFree(a));
  HIP_CHECK(hipFree(b));
  return finish("memory_api");
}
