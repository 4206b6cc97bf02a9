// ck_register_transpose: transposes a rows x cols f16 matrix the way Composable Kernel's transpose_vectors does:
// each thread loads a 4x4 block (four 8-byte rows), transposes it in registers with v_perm_b32 (2x2 transposes of
// 16-bit halves, __builtin_amdgcn_perm) and stores it as four 8-byte rows of the output. No LDS, no shuffles.
//
// Launch: grid (cols/64, rows/64, 1), block (16,16,1): one workgroup per 64x64 tile, thread (tx, ty) owns the 4x4
// block at rows 4*ty.., columns 4*tx.. of its tile. rows and cols must be multiples of 64.
// Arguments:
//   0 x     const f16 [rows][cols]  row-major
//   1 x_t   f16 [cols][rows]        row-major; out: x_t[j][i] = x[i][j]
//   2 rows  i32
//   3 cols  i32
// Reference: the transpose (Eigen .transpose()); bit-exact (data only moves).
#include "wmma_fragments.h"

namespace {

// The two 16-bit values of column c (0 or 1) of a 2x2 block held as two dwords (row0, row1), packed as one dword
// with row 0 in the low half. v_perm_b32 byte selectors: 0-3 pick bytes of the second operand, 4-7 of the first.
__device__ inline unsigned column_of_2x2(unsigned row0, unsigned row1, int c) {
  return __builtin_amdgcn_perm(row1, row0, c == 0 ? 0x05040100u : 0x07060302u);
}

}  // namespace

extern "C" __global__ __launch_bounds__(256) void ck_register_transpose(const _Float16* x, _Float16* x_t, int rows,
                                                                         int cols) {
  const unsigned row0 = 64 * blockIdx.y + 4 * threadIdx.y;
  const unsigned col0 = 64 * blockIdx.x + 4 * threadIdx.x;
  int2v block[4];  // block[r] = row r of the 4x4 block: halves (c0,c1) in dword 0, (c2,c3) in dword 1
  for (int r = 0; r < 4; ++r) block[r] = *(const int2v*)(x + (row0 + r) * cols + col0);
  for (int c = 0; c < 4; ++c) {
    // Row c of the transposed block = column c of the block: (r0, r1) from the 2x2 block of rows 0-1 and
    // (r2, r3) from rows 2-3, both in dword c/2 of the rows.
    int2v out;
    out[0] = column_of_2x2(block[0][c / 2], block[1][c / 2], c % 2);
    out[1] = column_of_2x2(block[2][c / 2], block[3][c / 2], c % 2);
    *(int2v*)(x_t + (col0 + c) * rows + row0) = out;
  }
}
