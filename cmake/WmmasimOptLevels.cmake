# The device code of every program in kernels/, examples/hip and tests/ at -O0, -O2 and -O3, for the check that
# the simulator has a semantic function for every instruction clang-19 emits (tests/test_sim_opt_levels.cpp).
# The normal build compiles kernels/ at -O3 (and some at -O0) and the HIP programs at -O2; these functions add
# device-only code objects for the other levels (both targets of a source in one clang call, an offload bundle)
# and write ${CMAKE_BINARY_DIR}/opt_levels.txt, one "<level> <source> <code object file>" line per code object,
# the normal build's files included.
#
#   wmmasim_opt_levels_existing(<level> <source> <file>)   a code object the normal build makes (kernels/ .hsaco,
#                                                           a HIP program's .o with its .hip_fatbin)
#   wmmasim_opt_levels_kernel(<source> LEVELS ... TARGETS ... FLAGS ...)   kernels/-style source (hip_min.h)
#   wmmasim_opt_levels_hip(<source> LEVELS ... ARCHS ... FLAGS ...)        whole HIP program source (wmmasim-hipcc)
#   wmmasim_opt_levels_finish()   (after every directory) the custom commands, target wmmasim_opt_levels, the list
#
# A source is compiled once per level and wave size: its first registration wins (the timing microkernels are one
# source with 30 sets of -D options; their instructions do not depend on them beyond the matrix operation).

set(WMMASIM_OPT_LEVELS_DIR "${CMAKE_BINARY_DIR}/opt-levels")

function(wmmasim_opt_levels_existing level source file)
  set_property(GLOBAL APPEND PROPERTY WMMASIM_OPT_LEVEL_LINES "${level} ${source} ${file}")
endfunction()

# Records one device-only compile; `kind` is KERNEL or HIP, `flags` the compile flags without -O.
function(wmmasim_opt_levels_compile kind source level flags)
  get_filename_component(source "${source}" ABSOLUTE)
  file(RELATIVE_PATH relative "${PROJECT_SOURCE_DIR}" "${source}")
  string(FIND "${flags}" "-mwavefrontsize64" wave64)
  string(MD5 source_key "${source} ${level} ${wave64}")
  get_property(seen GLOBAL PROPERTY WMMASIM_OPT_LEVEL_KEYS)
  if(source_key IN_LIST seen)
    return()
  endif()
  set_property(GLOBAL APPEND PROPERTY WMMASIM_OPT_LEVEL_KEYS "${source_key}")
  string(REPLACE "/" "_" stem "${relative}")
  if(NOT wave64 EQUAL -1)
    set(stem "${stem}.w64")
  endif()
  set(output "${WMMASIM_OPT_LEVELS_DIR}/${stem}.${level}.co")
  set_property(GLOBAL APPEND PROPERTY WMMASIM_OPT_LEVEL_LINES "${level} ${relative} ${output}")
  string(REPLACE ";" "^" flags "${flags}")  # one list element; split again in wmmasim_opt_levels_finish
  set_property(GLOBAL APPEND PROPERTY WMMASIM_OPT_LEVEL_BUILDS "${kind}|${source}|${level}|${output}|${flags}")
endfunction()

function(wmmasim_opt_levels_kernel source)
  cmake_parse_arguments(ARG "" "" "LEVELS;TARGETS;FLAGS" ${ARGN})
  list(TRANSFORM ARG_TARGETS PREPEND "--offload-arch=" OUTPUT_VARIABLE arch_flags)
  foreach(level IN LISTS ARG_LEVELS)
    wmmasim_opt_levels_compile(KERNEL "${source}" ${level} "${arch_flags};${ARG_FLAGS}")
  endforeach()
endfunction()

function(wmmasim_opt_levels_hip source)
  cmake_parse_arguments(ARG "" "" "LEVELS;FLAGS" ${ARGN})
  foreach(level IN LISTS ARG_LEVELS)
    wmmasim_opt_levels_compile(HIP "${source}" ${level} "${ARG_FLAGS}")
  endforeach()
endfunction()

function(wmmasim_opt_levels_finish)
  # The device code does not depend on the host build: a sanitizer build skips the ~2.5 minutes of extra compiles
  # (the default build checks them); tests/CMakeLists.txt disables test_sim_opt_levels there.
  if(CMAKE_CXX_FLAGS MATCHES "-fsanitize")
    add_custom_target(wmmasim_opt_levels)
    return()
  endif()
  get_property(builds GLOBAL PROPERTY WMMASIM_OPT_LEVEL_BUILDS)
  # Device-only, both targets in one call, bundled: the kernels' flags without -O3 and --no-gpu-bundle-output.
  set(kernel_flags ${WMMASIM_HIP_FLAGS})
  list(REMOVE_ITEM kernel_flags -O3 --no-gpu-bundle-output ${WMMASIM_LINE_TABLE_FLAGS})
  set(outputs "")
  wmmasim_hipcc_compile_env(compile_env)
  foreach(build IN LISTS builds)
    string(REPLACE "|" ";" fields "${build}")
    list(GET fields 0 kind)
    list(GET fields 1 source)
    list(GET fields 2 level)
    list(GET fields 3 output)
    list(GET fields 4 flags)
    string(REPLACE "^" ";" flags "${flags}")
    get_filename_component(source_dir "${source}" DIRECTORY)
    get_filename_component(output_name "${output}" NAME)
    if(kind STREQUAL "KERNEL")
      set(command "${WMMASIM_CLANG}" ${kernel_flags} -${level} ${flags} -I "${source_dir}" -I
                  "${PROJECT_SOURCE_DIR}/kernels" -c "${source}" -o "${output}")
      set(depends "${source}")
    else()
      set(command "${CMAKE_COMMAND}" -E env ${compile_env} "${WMMASIM_HIPCC}"
                  --cuda-device-only -${level} -std=c++20 ${flags} -I "${PROJECT_SOURCE_DIR}" -c "${source}"
                  -o "${output}")
      set(depends "${source}" wmmasim_hip_device_libs)
    endif()
    add_custom_command(
      OUTPUT "${output}"
      COMMAND "${CMAKE_COMMAND}" -E make_directory "${WMMASIM_OPT_LEVELS_DIR}"
      COMMAND ${command}
      DEPENDS ${depends}
      COMMENT "device code at -${level}: ${output_name}"
      VERBATIM)
    list(APPEND outputs "${output}")
  endforeach()
  add_custom_target(wmmasim_opt_levels ALL DEPENDS ${outputs})
  get_property(lines GLOBAL PROPERTY WMMASIM_OPT_LEVEL_LINES)
  list(JOIN lines "\n" text)
  file(WRITE "${CMAKE_BINARY_DIR}/opt_levels.txt.in" "${text}\n")
  configure_file("${CMAKE_BINARY_DIR}/opt_levels.txt.in" "${CMAKE_BINARY_DIR}/opt_levels.txt" COPYONLY)
endfunction()
