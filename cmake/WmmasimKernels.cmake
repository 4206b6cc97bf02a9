# Device code objects built with Debian's clang-19, without ROCm (see docs/kernels.md and
# docs/reference/toolchain.md §2): device-only HIP, no HIP headers or device libraries, linked by the
# driver's lld into an ET_DYN AMDGPU ELF (.hsaco). kernels/hip_min.h stands in for <hip/hip_runtime.h>.
#
#   wmmasim_add_kernel(<name> TARGETS gfx1100 gfx1201 ... [WAVE64] [SOURCE <file.hip>] [DEFINES <MACRO=value> ...]
#                      [FLAGS <clang flag> ...] [O0])
#
# builds kernels/<name>.hip (or kernels/<file.hip>, compiled with -D<MACRO=value> for each DEFINES entry, so that
# one source can yield several kernels, and with the extra clang FLAGS, e.g. -munsafe-fp-atomics)
# into ${WMMASIM_KERNEL_DIR}/<name>.<target>[.w64].hsaco for each target and
# appends "<name> <target> <wave> <path>" records to the global property WMMASIM_KERNEL_RECORDS, which
# kernels/CMakeLists.txt writes out as kernels.txt (one record per line) for tests and tools. O0 also builds the
# kernel at -O0 (what a debug build runs: everything through scratch) into ${WMMASIM_KERNEL_DIR}/O0/, recorded in
# WMMASIM_KERNEL_O0_RECORDS (kernels_O0.txt, read by the tests).
# Every code object depends on its source and on all headers in kernels/.

set(WMMASIM_KERNEL_DIR "${CMAKE_BINARY_DIR}/kernels" CACHE INTERNAL "Where the built .hsaco files go")
# Line tables (DWARF .debug_line and inlining entries, no types or variables) name the source line of every
# instruction in reports (debuginfo/); they leave the machine code unchanged (tests/test_debuginfo.cpp compares the
# disassembly). The source directory is mapped away, so the code objects do not depend on where the checkout is and
# files read "kernels/x.hip".
set(WMMASIM_LINE_TABLE_FLAGS -gline-tables-only "-ffile-prefix-map=${PROJECT_SOURCE_DIR}/=")
set(WMMASIM_HIP_FLAGS -x hip --cuda-device-only -nogpulib -nogpuinc -O3 --no-gpu-bundle-output -std=c++20
    ${WMMASIM_LINE_TABLE_FLAGS})

function(wmmasim_add_kernel name)
  cmake_parse_arguments(ARG "WAVE64;O0" "SOURCE" "TARGETS;DEFINES;FLAGS" ${ARGN})
  set(source "${CMAKE_CURRENT_SOURCE_DIR}/${name}.hip")
  if(ARG_SOURCE)
    set(source "${CMAKE_CURRENT_SOURCE_DIR}/${ARG_SOURCE}")
  endif()
  list(TRANSFORM ARG_DEFINES PREPEND "-D" OUTPUT_VARIABLE define_flags)
  get_filename_component(source_name "${source}" NAME)
  file(RELATIVE_PATH relative_source "${PROJECT_SOURCE_DIR}" "${source}")
  file(GLOB headers CONFIGURE_DEPENDS "${CMAKE_CURRENT_SOURCE_DIR}/*.h")
  set(wave 32)
  set(suffix "")
  set(wave_flags "")
  if(ARG_WAVE64)
    set(wave 64)
    set(suffix ".w64")
    set(wave_flags -mwavefrontsize64)
  endif()
  foreach(target IN LISTS ARG_TARGETS)
    set(output "${WMMASIM_KERNEL_DIR}/${name}.${target}${suffix}.hsaco")
    add_custom_command(
      OUTPUT "${output}"
      COMMAND "${WMMASIM_CLANG}" ${WMMASIM_HIP_FLAGS} --offload-arch=${target} ${wave_flags} ${define_flags} ${ARG_FLAGS}
              -I "${CMAKE_CURRENT_SOURCE_DIR}" -c "${source}" -o "${output}"
      DEPENDS "${source}" ${headers}
      COMMENT "clang-19: ${source_name} -> ${name}.${target}${suffix}.hsaco"
      VERBATIM)
    set_property(GLOBAL APPEND PROPERTY WMMASIM_KERNEL_OUTPUTS "${output}")
    set_property(GLOBAL APPEND PROPERTY WMMASIM_KERNEL_RECORDS "${name} ${target} ${wave} ${output}")
    wmmasim_opt_levels_existing(O3 "${relative_source}" "${output}")
    if(ARG_O0)
      set(output_o0 "${WMMASIM_KERNEL_DIR}/O0/${name}.${target}${suffix}.hsaco")
      file(MAKE_DIRECTORY "${WMMASIM_KERNEL_DIR}/O0")
      add_custom_command(
        OUTPUT "${output_o0}"
        COMMAND "${WMMASIM_CLANG}" ${WMMASIM_HIP_FLAGS} --offload-arch=${target} ${wave_flags} ${define_flags}
                ${ARG_FLAGS} -O0 -I "${CMAKE_CURRENT_SOURCE_DIR}" -c "${source}" -o "${output_o0}"
        DEPENDS "${source}" ${headers}
        COMMENT "clang-19 -O0: ${source_name} -> O0/${name}.${target}${suffix}.hsaco"
        VERBATIM)
      set_property(GLOBAL APPEND PROPERTY WMMASIM_KERNEL_OUTPUTS "${output_o0}")
      set_property(GLOBAL APPEND PROPERTY WMMASIM_KERNEL_O0_RECORDS "${name} ${target} ${wave} ${output_o0}")
      wmmasim_opt_levels_existing(O0 "${relative_source}" "${output_o0}")
    endif()
  endforeach()
  set(other_levels O2)
  if(NOT ARG_O0)
    list(APPEND other_levels O0)
  endif()
  wmmasim_opt_levels_kernel("${source}" LEVELS ${other_levels} TARGETS ${ARG_TARGETS}
                            FLAGS ${wave_flags} ${define_flags} ${ARG_FLAGS})
endfunction()
