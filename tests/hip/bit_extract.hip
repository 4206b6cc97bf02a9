// Bit fields on the device with HIP's __bitextract_u32 and __bitinsert_u32 against shifts and masks on the host, for
// every offset and width (0-31) with offset + width <= 32.
#include <vector>

#include "conformance.h"

__device__ __host__ inline bool field_fits(unsigned offset, unsigned width) { return offset + width <= 32; }

__global__ void bit_fields(const unsigned* values, unsigned* extracted, unsigned* inserted, unsigned count) {
  const unsigned i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= count) return;
  const unsigned offset = i % 32, width = i / 32;
  if (!field_fits(offset, width)) return;
  extracted[i] = __bitextract_u32(values[i], offset, width);
  inserted[i] = __bitinsert_u32(values[i], ~values[i], offset, width);
}

int main() {
  constexpr unsigned count = 32 * 32;
  std::vector<unsigned> values(count);
  unsigned state = 0x12345678u;
  for (auto& v : values) v = state = state * 1664525u + 1013904223u;
  unsigned *values_device, *extracted_device, *inserted_device;
  HIP_CHECK(hipMalloc(&values_device, count * sizeof(unsigned)));
  HIP_CHECK(hipMalloc(&extracted_device, count * sizeof(unsigned)));
  HIP_CHECK(hipMalloc(&inserted_device, count * sizeof(unsigned)));
  HIP_CHECK(hipMemcpy(values_device, values.data(), count * sizeof(unsigned), hipMemcpyHostToDevice));
  bit_fields<<<count / 128, 128>>>(values_device, extracted_device, inserted_device, count);
  HIP_CHECK(hipGetLastError());
  std::vector<unsigned> extracted(count), inserted(count);
  HIP_CHECK(hipMemcpy(extracted.data(), extracted_device, count * sizeof(unsigned), hipMemcpyDeviceToHost));
  HIP_CHECK(hipMemcpy(inserted.data(), inserted_device, count * sizeof(unsigned), hipMemcpyDeviceToHost));
  for (unsigned i = 0; i < count; ++i) {
    const unsigned offset = i % 32, width = i / 32;
    if (!field_fits(offset, width)) continue;
    const unsigned mask = width == 0 ? 0u : static_cast<unsigned>((1ull << width) - 1);
    const unsigned field = (values[i] >> offset) & mask;
    const unsigned with_inverted_field = (values[i] & ~(mask << offset)) | ((~values[i] & mask) << offset);
    CHECK(extracted[i] == field, "extract %#x offset %u width %u: %#x, expected %#x", values[i], offset, width,
          extracted[i], field);
    CHECK(inserted[i] == with_inverted_field, "insert into %#x offset %u width %u: %#x, expected %#x", values[i],
          offset, width, inserted[i], with_inverted_field);
  }
  HIP_CHECK(hipFree(values_device));
  HIP_CHECK(hipFree(extracted_device));
  HIP_CHECK(hipFree(inserted_device));
  return finish("bit_extract");
}
