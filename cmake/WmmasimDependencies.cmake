# All third-party dependencies, each a Debian 12 package installed by scripts/install-deps.sh.
# A missing one stops configuration with one line that names the package to install.

function(wmmasim_require found_var debian_package what)
  if(NOT ${found_var})
    message(FATAL_ERROR "wmmasim: ${what} not found: install the Debian package '${debian_package}' "
                        "(or run scripts/install-deps.sh)")
  endif()
endfunction()

find_package(Eigen3 3.4 QUIET NO_MODULE)
wmmasim_require(Eigen3_FOUND libeigen3-dev "Eigen 3.4")

find_package(Boost 1.74 QUIET COMPONENTS program_options)
wmmasim_require(Boost_FOUND libboost-program-options-dev "Boost.Program_options")
# Boost.Multiprecision (header-only): the tests' exact reference for the numerics models.
find_path(WMMASIM_BOOST_MULTIPRECISION boost/multiprecision/cpp_bin_float.hpp)
wmmasim_require(WMMASIM_BOOST_MULTIPRECISION libboost-dev "Boost.Multiprecision")
# Boost.Align (header-only): the cache-line-aligned allocator of the VGPR file (wmmasim/state/state.h).
find_path(WMMASIM_BOOST_ALIGN boost/align/aligned_allocator.hpp)
wmmasim_require(WMMASIM_BOOST_ALIGN libboost-dev "Boost.Align")

find_package(doctest QUIET)
wmmasim_require(doctest_FOUND doctest-dev "doctest")

find_package(nlohmann_json 3.11 QUIET)
wmmasim_require(nlohmann_json_FOUND nlohmann-json3-dev "nlohmann JSON")

find_package(fmt QUIET)
wmmasim_require(fmt_FOUND libfmt-dev "fmt")

# msgpack-c++ is header-only; Debian installs its CMake package under the msgpackc-cxx folder.
find_path(MSGPACK_CXX_INCLUDE_DIR msgpack.hpp)
wmmasim_require(MSGPACK_CXX_INCLUDE_DIR libmsgpack-cxx-dev "msgpack-c++ (msgpack.hpp)")
add_library(wmmasim_msgpack INTERFACE)
target_include_directories(wmmasim_msgpack SYSTEM INTERFACE ${MSGPACK_CXX_INCLUDE_DIR})
target_compile_definitions(wmmasim_msgpack INTERFACE MSGPACK_NO_BOOST)

find_package(PkgConfig QUIET)
wmmasim_require(PKG_CONFIG_FOUND pkg-config "pkg-config")
pkg_check_modules(LIBELF QUIET IMPORTED_TARGET libelf)
wmmasim_require(LIBELF_FOUND libelf-dev "libelf")
# Compressed clang offload bundles (CCOB) hold zstd or zlib streams.
pkg_check_modules(LIBZSTD QUIET IMPORTED_TARGET libzstd)
wmmasim_require(LIBZSTD_FOUND libzstd-dev "libzstd")
find_package(ZLIB QUIET)
wmmasim_require(ZLIB_FOUND zlib1g-dev "zlib")
# Kernel names as written: LLVM's Itanium demangler (libstdc++'s abi::__cxa_demangle of GCC 12 rejects _Float16,
# "DF16_", which every f16 HIP kernel has in its name).
find_library(WMMASIM_LLVM_DEMANGLE LLVMDemangle PATHS /usr/lib/llvm-19/lib NO_DEFAULT_PATH)
find_path(WMMASIM_LLVM_INCLUDE llvm/Demangle/Demangle.h PATHS /usr/lib/llvm-19/include NO_DEFAULT_PATH)
wmmasim_require(WMMASIM_LLVM_DEMANGLE llvm-19-dev "LLVM's demangler (libLLVMDemangle.a)")
wmmasim_require(WMMASIM_LLVM_INCLUDE llvm-19-dev "LLVM's demangler (llvm/Demangle/Demangle.h)")
add_library(wmmasim_llvm_demangle INTERFACE)
target_include_directories(wmmasim_llvm_demangle SYSTEM INTERFACE "${WMMASIM_LLVM_INCLUDE}")
target_link_libraries(wmmasim_llvm_demangle INTERFACE "${WMMASIM_LLVM_DEMANGLE}")

# Source lines (debuginfo/): LLVM's DWARF reader, from the shared libLLVM of llvm-19-dev (its static DebugInfo pulls in
# most of LLVM's IR libraries).
find_library(WMMASIM_LLVM_SHARED LLVM-19 PATHS /usr/lib/llvm-19/lib NO_DEFAULT_PATH)
find_path(WMMASIM_LLVM_DWARF_INCLUDE llvm/DebugInfo/DWARF/DWARFContext.h PATHS /usr/lib/llvm-19/include NO_DEFAULT_PATH)
wmmasim_require(WMMASIM_LLVM_SHARED llvm-19-dev "LLVM's shared library (libLLVM-19.so)")
wmmasim_require(WMMASIM_LLVM_DWARF_INCLUDE llvm-19-dev "LLVM's DWARF reader (llvm/DebugInfo/DWARF/DWARFContext.h)")
add_library(wmmasim_llvm INTERFACE)
target_include_directories(wmmasim_llvm SYSTEM INTERFACE "${WMMASIM_LLVM_DWARF_INCLUDE}")
target_link_libraries(wmmasim_llvm INTERFACE "${WMMASIM_LLVM_SHARED}")

find_package(benchmark QUIET)
wmmasim_require(benchmark_FOUND libbenchmark-dev "Google Benchmark")

find_package(Threads REQUIRED)

# The LLVM 19 tools: clang compiles kernels/, llvm-objdump and llvm-mc are test oracles.
find_program(WMMASIM_CLANG NAMES clang++-19)
wmmasim_require(WMMASIM_CLANG clang-19 "clang++-19")
find_program(WMMASIM_LLD NAMES ld.lld-19)
wmmasim_require(WMMASIM_LLD lld-19 "ld.lld-19")
find_program(WMMASIM_OBJDUMP NAMES llvm-objdump-19)
wmmasim_require(WMMASIM_OBJDUMP llvm-19 "llvm-objdump-19")
find_program(WMMASIM_READELF NAMES llvm-readelf-19)
wmmasim_require(WMMASIM_READELF llvm-19 "llvm-readelf-19")
find_program(WMMASIM_OBJCOPY NAMES llvm-objcopy-19)
wmmasim_require(WMMASIM_OBJCOPY llvm-19 "llvm-objcopy-19")
find_program(WMMASIM_LLVM_MC NAMES llvm-mc-19)
wmmasim_require(WMMASIM_LLVM_MC llvm-19 "llvm-mc-19")

# Optional HIP runtime for the device backend (tools/device/src/device.cpp). AUTO turns it on when the runtime's header and
# library are found. find_package(hip) is not used: on Debian 12 its config file aborts configuration unless hipcc
# (which pulls in clang-15 and the ROCm device libraries) is installed, and the backend needs no device compiler.
set(WMMASIM_WITH_HIP AUTO CACHE STRING "Build the HIP device backend: AUTO, ON or OFF")
set_property(CACHE WMMASIM_WITH_HIP PROPERTY STRINGS AUTO ON OFF)
set(WMMASIM_HIP_ENABLED OFF)
if(NOT WMMASIM_WITH_HIP STREQUAL "OFF")
  find_path(WMMASIM_HIP_INCLUDE_DIR hip/hip_runtime_api.h HINTS /opt/rocm/include)
  find_library(WMMASIM_HIP_LIBRARY amdhip64 HINTS /opt/rocm/lib)
  if(WMMASIM_HIP_INCLUDE_DIR AND WMMASIM_HIP_LIBRARY)
    set(WMMASIM_HIP_ENABLED ON)
    # Not linked: the backend loads the library when a device is first asked for (tools/device/src/device.cpp).
    get_filename_component(hip_library_path "${WMMASIM_HIP_LIBRARY}" REALPATH)
    add_library(wmmasim_hip INTERFACE)
    target_include_directories(wmmasim_hip SYSTEM INTERFACE "${WMMASIM_HIP_INCLUDE_DIR}")
    target_link_libraries(wmmasim_hip INTERFACE ${CMAKE_DL_LIBS})
    target_compile_definitions(wmmasim_hip INTERFACE __HIP_PLATFORM_AMD__ WMMASIM_WITH_HIP=1
                                                     WMMASIM_HIP_LIBRARY_PATH="${hip_library_path}")
    message(STATUS "wmmasim: HIP device backend enabled (${WMMASIM_HIP_LIBRARY})")
  elseif(WMMASIM_WITH_HIP STREQUAL "ON")
    wmmasim_require(WMMASIM_HIP_ENABLED libamdhip64-dev "the HIP runtime (hip/hip_runtime_api.h, libamdhip64)")
  else()
    message(STATUS "wmmasim: HIP device backend disabled (HIP runtime not found)")
  endif()
endif()
