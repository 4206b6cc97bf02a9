// Cost of executing one WMMA/SWMMAC in the simulator, per numerics model and path (execute_matrix_op on a wave32
// whose operands were loaded once; the accumulator is D, so C changes every iteration). Release preset for real
// numbers: cmake --preset release && cmake --build --preset release --target bench_matrix_ops &&
// build/release/bench/bench_matrix_ops (docs/performance.md).
#include <benchmark/benchmark.h>

#include <string>

#include "random_operands.h"

using namespace wmmasim;
using namespace wmmasim::sim;

namespace {

void run_op(benchmark::State& state, const char* target, const char* mnemonic, NumericsModel model,
            MatrixPath path = MatrixPath::Fast) {
  Wave wave(target, 32, model);
  const isa::MatrixOp& op = wave.matrix_op(mnemonic);
  const MatrixOperands operands = bench::load_random_operands(wave, mnemonic);
  for (auto _ : state) benchmark::DoNotOptimize(execute_matrix_op(wave.state(), op, operands, model, path));
  state.SetItemsProcessed(state.iterations());
  state.SetLabel(std::string(numerics_model_name(model)) + (path == MatrixPath::Reference ? " reference" : ""));
}

}  // namespace

BENCHMARK_CAPTURE(run_op, gfx12_f32_f16_exact, "gfx1201", "v_wmma_f32_16x16x16_f16", NumericsModel::Exact);
BENCHMARK_CAPTURE(run_op, gfx12_f32_f16_sequential, "gfx1201", "v_wmma_f32_16x16x16_f16", NumericsModel::Sequential);
BENCHMARK_CAPTURE(run_op, gfx11_f32_f16_dot2, "gfx1100", "v_wmma_f32_16x16x16_f16", NumericsModel::Gfx11Dot2);
BENCHMARK_CAPTURE(run_op, gfx12_f32_fp8_exact, "gfx1201", "v_wmma_f32_16x16x16_fp8_fp8", NumericsModel::Exact);
BENCHMARK_CAPTURE(run_op, gfx12_i32_iu8, "gfx1201", "v_wmma_i32_16x16x16_iu8", NumericsModel::Exact);
BENCHMARK_CAPTURE(run_op, gfx12_swmmac_f32_f16_exact, "gfx1201", "v_swmmac_f32_16x16x32_f16", NumericsModel::Exact);
BENCHMARK_CAPTURE(run_op, gfx12_f16_f16_exact, "gfx1201", "v_wmma_f16_16x16x16_f16", NumericsModel::Exact);
BENCHMARK_CAPTURE(run_op, gfx11_f32_f16_exact_wave32, "gfx1100", "v_wmma_f32_16x16x16_f16", NumericsModel::Exact);
// The reference path (float_dot()/integer_dot() per element) the fast path is tested against.
BENCHMARK_CAPTURE(run_op, gfx12_f32_f16_exact_reference, "gfx1201", "v_wmma_f32_16x16x16_f16", NumericsModel::Exact,
                  MatrixPath::Reference);
BENCHMARK_CAPTURE(run_op, gfx12_f32_f16_sequential_reference, "gfx1201", "v_wmma_f32_16x16x16_f16",
                  NumericsModel::Sequential, MatrixPath::Reference);

BENCHMARK_MAIN();
