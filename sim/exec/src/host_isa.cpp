// exec_isa (host_isa.h): the executor's vector instruction set, from CPUID and WMMASIM_EXEC_ISA, decided once.
#include "host_isa.h"

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <string_view>
#include <utility>
#include <fmt/format.h>

namespace wmmasim::sim::exec {
namespace {

ExecIsa cpu_isa() {
#if defined(__x86_64__)
  __builtin_cpu_init();
  if (__builtin_cpu_supports("avx512f")) return ExecIsa::Avx512;
  if (__builtin_cpu_supports("avx2") && __builtin_cpu_supports("fma")) return ExecIsa::Avx2;
#endif
  return ExecIsa::Baseline;
}

ExecIsa isa_cap() {
  constexpr std::pair<std::string_view, ExecIsa> kNames[] = {
      {"baseline", ExecIsa::Baseline}, {"avx2", ExecIsa::Avx2}, {"avx512", ExecIsa::Avx512}};
  const char* value = std::getenv("WMMASIM_EXEC_ISA");
  if (value == nullptr || *value == '\0') return ExecIsa::Avx512;
  for (const auto& [name, isa] : kNames) {
    if (name == value) return isa;
  }
  fmt::print(stderr,
             "wmmasim: WMMASIM_EXEC_ISA='{}' is not an instruction set of the executor (baseline, avx2, avx512); the "
             "variable is ignored\n",
             value);
  return ExecIsa::Avx512;
}

}  // namespace

ExecIsa exec_isa() {
  static const ExecIsa isa = std::min(cpu_isa(), isa_cap());
  return isa;
}

}  // namespace wmmasim::sim::exec
