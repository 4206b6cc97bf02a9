// Minimal stand-in for <hip/hip_runtime.h> for device-only compiles with -nogpuinc -nogpulib
// (no ROCm needed). threadIdx/blockIdx use clang's __declspec(property) the way clang's own CUDA
// header does; see docs/reference/toolchain.md §2.2.
#pragma once
// With the real <hip/hip_runtime.h> already included (whole HIP programs in examples/hip), only the architecture
// macros at the end are needed.
#if !defined(HIP_INCLUDE_HIP_HIP_RUNTIME_H)
#define __global__ __attribute__((global))
#define __device__ __attribute__((device))
#define __host__ __attribute__((host))
#define __shared__ __attribute__((shared))
#define __launch_bounds__(n) __attribute__((amdgpu_flat_work_group_size(1, n)))

#define WMMASIM_DEVICE_BUILTIN(FIELD, EXPR)                   \
  __declspec(property(get = __get_##FIELD)) unsigned int FIELD; \
  static __device__ __attribute__((always_inline)) unsigned int __get_##FIELD() { return EXPR; }

struct wmmasim_thread_idx {
  WMMASIM_DEVICE_BUILTIN(x, __builtin_amdgcn_workitem_id_x())
  WMMASIM_DEVICE_BUILTIN(y, __builtin_amdgcn_workitem_id_y())
  WMMASIM_DEVICE_BUILTIN(z, __builtin_amdgcn_workitem_id_z())
};
struct wmmasim_block_idx {
  WMMASIM_DEVICE_BUILTIN(x, __builtin_amdgcn_workgroup_id_x())
  WMMASIM_DEVICE_BUILTIN(y, __builtin_amdgcn_workgroup_id_y())
  WMMASIM_DEVICE_BUILTIN(z, __builtin_amdgcn_workgroup_id_z())
};
struct wmmasim_block_dim {
  WMMASIM_DEVICE_BUILTIN(x, __builtin_amdgcn_workgroup_size_x())
  WMMASIM_DEVICE_BUILTIN(y, __builtin_amdgcn_workgroup_size_y())
  WMMASIM_DEVICE_BUILTIN(z, __builtin_amdgcn_workgroup_size_z())
};
extern const __device__ __attribute__((weak)) wmmasim_thread_idx threadIdx;
extern const __device__ __attribute__((weak)) wmmasim_block_idx blockIdx;
extern const __device__ __attribute__((weak)) wmmasim_block_dim blockDim;

// As HIP defines it: the barrier alone orders nothing (gfx11/gfx12 have no implicit wait before s_barrier), so the
// workgroup-scope release/acquire fences make LDS and global writes before the barrier visible after it.
#define __syncthreads()                                  \
  do {                                                    \
    __builtin_amdgcn_fence(__ATOMIC_RELEASE, "workgroup"); \
    __builtin_amdgcn_s_barrier();                         \
    __builtin_amdgcn_fence(__ATOMIC_ACQUIRE, "workgroup"); \
  } while (0)
#endif

// Architecture families, as the kernels need them.
#if defined(__gfx1200__) || defined(__gfx1201__)
#define WMMASIM_GFX12 1
#elif defined(__gfx1100__) || defined(__gfx1101__) || defined(__gfx1102__) || defined(__gfx1103__) || \
    defined(__gfx1150__) || defined(__gfx1151__) || defined(__gfx1152__) || defined(__gfx1153__)
#define WMMASIM_GFX11 1
#elif !defined(__HIP_DEVICE_COMPILE__)
// The host pass of a whole-program HIP compile has no GPU target; it needs the kernels' signatures for their launch
// stubs and never generates their bodies, so it parses them as gfx12.
#define WMMASIM_GFX12 1
#endif
