// Kernel and function names as the user wrote them: LLVM's Itanium demangler (the one llvm-objdump and llvm-cxxfilt
// use; GCC 12's abi::__cxa_demangle rejects _Float16) and the parts of a demangled name the command line matches.
#pragma once

#include <cstddef>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace wmmasim::isa {

// "wmma_gemm(_Float16 const*, _Float16 const*, float*, int, int, int)" for "_Z9wmma_gemmPKDF16_S0_Pfiii"; a name that
// is not a mangled C++ name (extern "C" kernels, "__ockl_hostcall_internal") comes back as it is.
std::string demangle(std::string_view symbol);

// The demangled name without return type and parameters: "wmma_gemm", "axpy<float>", "ns::f".
std::string short_name(std::string_view symbol);

// The parameter types of a mangled function name, as the demangler prints them ("_Float16 const*", "int"); nullopt
// when the symbol is not a mangled function name (extern "C": the types are not recorded anywhere).
std::optional<std::vector<std::string>> parameter_types(std::string_view symbol);

// The symbols among `symbols` that `name` means, in this order: the symbol itself, its demangled name, its short
// name ("wmma_gemm"), then an unambiguous prefix of any of them. Returns the indices matched at the first of these
// levels that matches any (several: the name is ambiguous there), or none.
std::vector<std::size_t> symbols_named(std::span<const std::string> symbols, std::string_view name);

}  // namespace wmmasim::isa
