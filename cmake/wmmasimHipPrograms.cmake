# HIP programs in a project that uses the installed wmmasim (included by wmmasimConfig.cmake):
#
#   wmmasim_add_hip_executable(<name> SOURCES <file.hip> ... [ARCHS gfx1201 gfx1100 ...] [OPTIONS <flag> ...])
#
# builds ${CMAKE_CURRENT_BINARY_DIR}/bin/<name> with the installed wmmasim-hipcc (clang-19 with Debian's HIP headers, no
# ROCm), one object per source with its header dependencies; ARCHS defaults to gfx1100 gfx1201. The target <name> is a
# custom target built by default; the program's path is its property HIP_EXECUTABLE.
#
#   wmmasim_add_hip_test(<name> <program target> [ARCH gfx1201] [ARGS <arg> ...])
#
# a CTest test running `wmmasim exec --arch <arch> -- <program> ARGS`: the program on the simulator as its GPU, its
# exit code the test's.

function(wmmasim_add_hip_executable name)
  cmake_parse_arguments(ARG "" "" "SOURCES;ARCHS;OPTIONS" ${ARGN})
  if(NOT ARG_SOURCES)
    message(FATAL_ERROR "wmmasim_add_hip_executable(${name}): no SOURCES")
  endif()
  if(NOT ARG_ARCHS)
    set(ARG_ARCHS gfx1100 gfx1201)
  endif()
  list(TRANSFORM ARG_ARCHS PREPEND "--offload-arch=" OUTPUT_VARIABLE flags)
  list(APPEND flags ${ARG_OPTIONS})
  set(objects "")
  foreach(source IN LISTS ARG_SOURCES)
    get_filename_component(source "${source}" ABSOLUTE)
    get_filename_component(source_name "${source}" NAME)
    set(object "${CMAKE_CURRENT_BINARY_DIR}/${name}.hip-objects/${source_name}.o")
    add_custom_command(
      OUTPUT "${object}"
      COMMAND "${CMAKE_COMMAND}" -E make_directory "${CMAKE_CURRENT_BINARY_DIR}/${name}.hip-objects"
      COMMAND "${wmmasim_HIPCC}" ${flags} -MD -MF "${object}.d" -c "${source}" -o "${object}"
      DEPENDS "${source}"
      DEPFILE "${object}.d"
      COMMENT "wmmasim-hipcc: ${source_name}"
      VERBATIM)
    list(APPEND objects "${object}")
  endforeach()
  set(program "${CMAKE_CURRENT_BINARY_DIR}/bin/${name}")
  add_custom_command(
    OUTPUT "${program}"
    COMMAND "${CMAKE_COMMAND}" -E make_directory "${CMAKE_CURRENT_BINARY_DIR}/bin"
    COMMAND "${wmmasim_HIPCC}" ${flags} ${objects} -o "${program}"
    DEPENDS ${objects}
    COMMENT "wmmasim-hipcc: link ${name}"
    VERBATIM)
  add_custom_target(${name} ALL DEPENDS "${program}")
  set_property(TARGET ${name} PROPERTY HIP_EXECUTABLE "${program}")
endfunction()

function(wmmasim_add_hip_test name program)
  cmake_parse_arguments(ARG "" "ARCH" "ARGS" ${ARGN})
  if(NOT ARG_ARCH)
    set(ARG_ARCH gfx1201)
  endif()
  get_property(executable TARGET ${program} PROPERTY HIP_EXECUTABLE)
  add_test(NAME ${name} COMMAND wmmasim::wmmasim exec --arch ${ARG_ARCH} -- "${executable}" ${ARG_ARGS})
endfunction()
