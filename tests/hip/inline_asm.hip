// Inline GCN/RDNA assembly in a kernel: a VALU add and a bit reverse on vector registers and a scalar move, checked
// against the host. The instructions exist with the same syntax on gfx11 and gfx12.
#include <vector>

#include "conformance.h"

__global__ void assembly(const unsigned* a, const unsigned* b, unsigned* sum, unsigned* reversed, unsigned* scalar) {
  const unsigned i = threadIdx.x;
  unsigned s, r;
  asm volatile("v_add_nc_u32 %0, %1, %2" : "=v"(s) : "v"(a[i]), "v"(b[i]));
  asm volatile("v_bfrev_b32 %0, %1" : "=v"(r) : "v"(a[i]));
  sum[i] = s;
  reversed[i] = r;
  if (i == 0) {
    unsigned constant;
    asm volatile("s_mov_b32 %0, 0x1234abcd" : "=s"(constant));
    *scalar = constant;
  }
}

int main() {
  constexpr unsigned n = 64;
  std::vector<unsigned> a(n), b(n);
  for (unsigned i = 0; i < n; ++i) {
    a[i] = 0x80000001u * i + 3;
    b[i] = 0xfffffff0u + i;  // wraps around
  }
  unsigned *a_device, *b_device, *sum_device, *reversed_device, *scalar_device;
  HIP_CHECK(hipMalloc(&a_device, n * sizeof(unsigned)));
  HIP_CHECK(hipMalloc(&b_device, n * sizeof(unsigned)));
  HIP_CHECK(hipMalloc(&sum_device, n * sizeof(unsigned)));
  HIP_CHECK(hipMalloc(&reversed_device, n * sizeof(unsigned)));
  HIP_CHECK(hipMalloc(&scalar_device, sizeof(unsigned)));
  HIP_CHECK(hipMemcpy(a_device, a.data(), n * sizeof(unsigned), hipMemcpyHostToDevice));
  HIP_CHECK(hipMemcpy(b_device, b.data(), n * sizeof(unsigned), hipMemcpyHostToDevice));
  assembly<<<1, n>>>(a_device, b_device, sum_device, reversed_device, scalar_device);
  HIP_CHECK(hipGetLastError());
  std::vector<unsigned> sum(n), reversed(n);
  unsigned scalar = 0;
  HIP_CHECK(hipMemcpy(sum.data(), sum_device, n * sizeof(unsigned), hipMemcpyDeviceToHost));
  HIP_CHECK(hipMemcpy(reversed.data(), reversed_device, n * sizeof(unsigned), hipMemcpyDeviceToHost));
  HIP_CHECK(hipMemcpy(&scalar, scalar_device, sizeof(unsigned), hipMemcpyDeviceToHost));
  for (unsigned i = 0; i < n; ++i) {
    unsigned expected_reverse = 0;
    for (int bit = 0; bit < 32; ++bit) expected_reverse |= ((a[i] >> bit) & 1u) << (31 - bit);
    CHECK(sum[i] == a[i] + b[i], "lane %u: v_add_nc_u32 gave %#x, expected %#x", i, sum[i], a[i] + b[i]);
    CHECK(reversed[i] == expected_reverse, "lane %u: v_bfrev_b32 gave %#x, expected %#x", i, reversed[i],
          expected_reverse);
  }
  CHECK(scalar == 0x1234abcdu, "s_mov_b32 gave %#x", scalar);
  for (unsigned* p : {a_device, b_device, sum_device, reversed_device, scalar_device}) HIP_CHECK(hipFree(p));
  return finish("inline_asm");
}
