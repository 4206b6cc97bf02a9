# Whole HIP programs (host + device) built with clang-19, Debian's HIP headers (libamdhip64-dev) and device bitcode
# (rocm-device-libs), without ROCm (docs/hip-programs.md). The compiler is scripts/wmmasim-hipcc, copied into the
# build tree as ${CMAKE_BINARY_DIR}/bin/wmmasim-hipcc next to the device library folder it uses
# (${CMAKE_BINARY_DIR}/hip-device-libs: Debian's bitcode plus the oclc_isa_version_<gfx>.bc of gfx11/gfx12 Debian lacks).
#
#   wmmasim_add_hip_executable(<name> SOURCES <file.hip> ... [ARCHS gfx1201 gfx1100 ...] [OPTIONS <flag> ...]
#                              [RDC] [LIBRARIES <wmmasim_add_hip_library target> ...] [OUTPUT_DIRECTORY <dir>]
#                              [NO_OPT_LEVELS])
#
# builds <dir>/<name> (default ${CMAKE_CURRENT_BINARY_DIR}/bin/<name>), one object per source (header dependencies
# tracked through clang's depfile), linked against libamdhip64 (Debian's libamdhip64.so.5 at build time; any
# libamdhip64.so.5, such as wmmasim's runtime, at run time). ARCHS defaults to gfx1100 gfx1201; RDC compiles with
# -fgpu-rdc (separate device code, needed for device functions defined in another source or a static library).
# The target <name> is a custom target; the program's path is in its property HIP_EXECUTABLE. NO_OPT_LEVELS keeps
# its sources out of test_sim_opt_levels (another build of the same source is there already).
#
# WMMASIM_HIPCC selects the compiler: a real ROCm's hipcc works too (scripts/device-check.sh uses it on a GPU machine).

# Every gfx11/gfx12 processor clang-19 accepts (isa/src/arch.cpp's table): the targets of the all-targets fat binaries.
set(WMMASIM_ALL_TARGETS gfx1100 gfx1101 gfx1102 gfx1103 gfx1150 gfx1151 gfx1152 gfx1200 gfx1201)
option(WMMASIM_ALL_TARGET_EXAMPLES
       "build every HIP example as a fat binary for all nine targets (a representative set is always built)" OFF)

set(WMMASIM_HIP_TOOL_DIR "${CMAKE_BINARY_DIR}/bin")
set(WMMASIM_HIP_DEVICE_LIBS "${CMAKE_BINARY_DIR}/hip-device-libs")
file(COPY "${PROJECT_SOURCE_DIR}/scripts/wmmasim-hipcc" DESTINATION "${WMMASIM_HIP_TOOL_DIR}"
     FILE_PERMISSIONS OWNER_READ OWNER_WRITE OWNER_EXECUTE GROUP_READ GROUP_EXECUTE WORLD_READ WORLD_EXECUTE)
set_property(DIRECTORY APPEND PROPERTY CMAKE_CONFIGURE_DEPENDS "${PROJECT_SOURCE_DIR}/scripts/wmmasim-hipcc")
set(WMMASIM_HIPCC "${WMMASIM_HIP_TOOL_DIR}/wmmasim-hipcc" CACHE FILEPATH
    "Compiler for whole HIP programs (examples/hip, tests/hip): wmmasim-hipcc, or a ROCm hipcc")
# A GPU's own target (scripts/device-check.sh sets it from the GPU): added to every program built for a target of
# the same family (gfx11 or gfx12), so that the programs run on, say, a gfx1101 or gfx1200 card too.
set(WMMASIM_HIP_DEVICE_ARCH "" CACHE STRING "Extra --offload-arch for HIP programs of the same gfx family")
find_program(WMMASIM_LLVM_AR NAMES llvm-ar-19)
wmmasim_require(WMMASIM_LLVM_AR llvm-19 "llvm-ar-19")

set(WMMASIM_HIPCC_IS_WRAPPER OFF)
if(WMMASIM_HIPCC STREQUAL "${WMMASIM_HIP_TOOL_DIR}/wmmasim-hipcc")
  set(WMMASIM_HIPCC_IS_WRAPPER ON)
  find_path(WMMASIM_DEBIAN_HIP_HEADERS hip/hip_runtime.h PATHS /usr/include NO_DEFAULT_PATH)
  wmmasim_require(WMMASIM_DEBIAN_HIP_HEADERS libamdhip64-dev "the HIP headers (/usr/include/hip/hip_runtime.h)")
  find_path(WMMASIM_DEBIAN_DEVICE_LIBS ocml.bc PATHS /usr/lib/x86_64-linux-gnu/amdgcn/bitcode NO_DEFAULT_PATH)
  wmmasim_require(WMMASIM_DEBIAN_DEVICE_LIBS rocm-device-libs "the AMDGPU device libraries (amdgcn/bitcode/ocml.bc)")
  find_program(WMMASIM_OFFLOAD_BUNDLER NAMES clang-offload-bundler PATHS /usr/lib/llvm-19/bin NO_DEFAULT_PATH)
  wmmasim_require(WMMASIM_OFFLOAD_BUNDLER clang-tools-19 "clang-offload-bundler (LLVM 19)")
  set(device_libs_stamp "${WMMASIM_HIP_DEVICE_LIBS}/oclc_isa_version_1201.bc")
  add_custom_command(
    OUTPUT "${device_libs_stamp}"
    COMMAND "${WMMASIM_HIP_TOOL_DIR}/wmmasim-hipcc" --make-device-libs "${WMMASIM_HIP_DEVICE_LIBS}"
    DEPENDS "${PROJECT_SOURCE_DIR}/scripts/wmmasim-hipcc"
    COMMENT "wmmasim-hipcc: device libraries with oclc_isa_version for gfx11/gfx12 -> hip-device-libs/"
    VERBATIM)
  add_custom_target(wmmasim_hip_device_libs DEPENDS "${device_libs_stamp}")
else()
  add_custom_target(wmmasim_hip_device_libs)  # another compiler (ROCm's hipcc) brings its own device libraries
endif()

# The environment of a wmmasim-hipcc compile run in ${CMAKE_CURRENT_BINARY_DIR}: the device library folder as a path
# relative to it, and the C++ compiler launcher (ccache) for the compile. The relative path and CCACHE_NOHASHDIR keep
# the command line free of the build tree's own path, so that ccache serves one build tree's compilations to
# another (CI builds the same HIP programs in three trees; the objects name their sources by absolute path).
# CCACHE_BASEDIR is emptied: ccache would otherwise hand clang the sources as relative paths, which then name the
# code objects' line tables (and -ffile-prefix-map no longer maps them).
function(wmmasim_hipcc_compile_env out)
  file(RELATIVE_PATH device_libs "${CMAKE_CURRENT_BINARY_DIR}" "${WMMASIM_HIP_DEVICE_LIBS}")
  set(env "WMMASIM_HIP_DEVICE_LIBS=${device_libs}")
  if(WMMASIM_HIPCC_IS_WRAPPER AND CMAKE_CXX_COMPILER_LAUNCHER)
    list(APPEND env "WMMASIM_HIPCC_LAUNCHER=${CMAKE_CXX_COMPILER_LAUNCHER}" CCACHE_NOHASHDIR=true CCACHE_BASEDIR=)
  endif()
  set(${out} "${env}" PARENT_SCOPE)
endfunction()

# Compiles each of `sources` into ${CMAKE_CURRENT_BINARY_DIR}/<name>.hip-objects/<source>.o; the list goes into `out`.
function(wmmasim_hip_objects out name flags)
  set(object_dir "${CMAKE_CURRENT_BINARY_DIR}/${name}.hip-objects")
  set(objects "")
  wmmasim_hipcc_compile_env(compile_env)
  foreach(source IN LISTS ARGN)
    get_filename_component(source "${source}" ABSOLUTE)
    get_filename_component(source_name "${source}" NAME)
    set(object "${object_dir}/${source_name}.o")
    add_custom_command(
      OUTPUT "${object}"
      COMMAND "${CMAKE_COMMAND}" -E make_directory "${object_dir}"
      COMMAND "${CMAKE_COMMAND}" -E env ${compile_env}
              "${WMMASIM_HIPCC}" ${flags} -I "${PROJECT_SOURCE_DIR}" -MD -MF "${object}.d"
              -c "${source}" -o "${object}"
      DEPENDS "${source}" wmmasim_hip_device_libs
      DEPFILE "${object}.d"
      COMMENT "wmmasim-hipcc: ${source_name}"
      VERBATIM)
    list(APPEND objects "${object}")
  endforeach()
  set(${out} "${objects}" PARENT_SCOPE)
endfunction()

# The compile flags of a program or library (besides -O2 -std=c++20 and the line tables): one --offload-arch per target, -fgpu-rdc for RDC.
function(wmmasim_hip_flags out archs rdc)
  if(NOT archs)
    set(archs gfx1100 gfx1201)
  endif()
  if(WMMASIM_HIP_DEVICE_ARCH AND NOT WMMASIM_HIP_DEVICE_ARCH IN_LIST archs)
    string(SUBSTRING "${WMMASIM_HIP_DEVICE_ARCH}" 0 5 device_family)
    foreach(arch IN LISTS archs)
      string(SUBSTRING "${arch}" 0 5 family)
      if(family STREQUAL device_family)
        list(APPEND archs ${WMMASIM_HIP_DEVICE_ARCH})
        break()
      endif()
    endforeach()
  endif()
  list(TRANSFORM archs PREPEND "--offload-arch=" OUTPUT_VARIABLE flags)
  if(rdc)
    list(APPEND flags -fgpu-rdc)
  endif()
  set(${out} "${flags}" PARENT_SCOPE)
endfunction()

function(wmmasim_add_hip_executable name)
  cmake_parse_arguments(ARG "RDC;NO_OPT_LEVELS" "OUTPUT_DIRECTORY" "SOURCES;ARCHS;OPTIONS;LIBRARIES" ${ARGN})
  if(NOT ARG_SOURCES)
    message(FATAL_ERROR "wmmasim_add_hip_executable(${name}): no SOURCES")
  endif()
  if(NOT ARG_OUTPUT_DIRECTORY)
    set(ARG_OUTPUT_DIRECTORY "${CMAKE_CURRENT_BINARY_DIR}/bin")
  endif()
  wmmasim_hip_flags(target_flags "${ARG_ARCHS}" "${ARG_RDC}")
  wmmasim_hip_objects(objects ${name} "-O2;-std=c++20;${WMMASIM_LINE_TABLE_FLAGS};${target_flags};${ARG_OPTIONS}" ${ARG_SOURCES})
  if(NOT ARG_RDC AND NOT ARG_NO_OPT_LEVELS)
    foreach(source object IN ZIP_LISTS ARG_SOURCES objects)
      get_filename_component(source "${source}" ABSOLUTE)
      file(RELATIVE_PATH relative "${PROJECT_SOURCE_DIR}" "${source}")
      wmmasim_opt_levels_existing(O2 "${relative}" "${object}")
      wmmasim_opt_levels_hip("${source}" LEVELS O0 O3 FLAGS ${target_flags} ${ARG_OPTIONS})
    endforeach()
  endif()
  set(archives "")
  foreach(library IN LISTS ARG_LIBRARIES)
    list(APPEND archives "$<TARGET_PROPERTY:${library},HIP_ARCHIVE>")
  endforeach()
  set(program "${ARG_OUTPUT_DIRECTORY}/${name}")
  if(ARG_RDC)  # the device code of -fgpu-rdc objects exists only in the linked program
    list(GET ARG_SOURCES 0 source)
    get_filename_component(source "${source}" ABSOLUTE)
    file(RELATIVE_PATH relative "${PROJECT_SOURCE_DIR}" "${source}")
    wmmasim_opt_levels_existing(O2 "${relative}" "${program}")
  endif()
  add_custom_command(
    OUTPUT "${program}"
    # Ninja makes an output's folder; Unix Makefiles do not.
    COMMAND "${CMAKE_COMMAND}" -E make_directory "${ARG_OUTPUT_DIRECTORY}"
    COMMAND "${CMAKE_COMMAND}" -E env "WMMASIM_HIP_DEVICE_LIBS=${WMMASIM_HIP_DEVICE_LIBS}"
            "${WMMASIM_HIPCC}" ${target_flags} ${objects} ${archives} -o "${program}"
    DEPENDS ${objects} ${archives}
    COMMENT "wmmasim-hipcc: link ${name}"
    VERBATIM)
  add_custom_target(${name} ALL DEPENDS "${program}")
  set_property(TARGET ${name} PROPERTY HIP_EXECUTABLE "${program}")
endfunction()

#   wmmasim_add_hip_library(<name> SOURCES <file.hip> ... [ARCHS ...] [OPTIONS ...])
# builds the static device library lib<name>.a (-fgpu-rdc objects: host code and device bitcode) for
# wmmasim_add_hip_executable(... RDC LIBRARIES <name>); its path is in the property HIP_ARCHIVE.
function(wmmasim_add_hip_library name)
  cmake_parse_arguments(ARG "" "" "SOURCES;ARCHS;OPTIONS" ${ARGN})
  wmmasim_hip_flags(target_flags "${ARG_ARCHS}" ON)
  wmmasim_hip_objects(objects ${name} "-O2;-std=c++20;${WMMASIM_LINE_TABLE_FLAGS};${target_flags};${ARG_OPTIONS}" ${ARG_SOURCES})
  set(archive "${CMAKE_CURRENT_BINARY_DIR}/lib${name}.a")
  add_custom_command(
    OUTPUT "${archive}"
    COMMAND "${CMAKE_COMMAND}" -E rm -f "${archive}"
    COMMAND "${WMMASIM_LLVM_AR}" rcs "${archive}" ${objects}
    DEPENDS ${objects}
    COMMENT "llvm-ar: lib${name}.a"
    VERBATIM)
  add_custom_target(${name} DEPENDS "${archive}")
  set_property(TARGET ${name} PROPERTY HIP_ARCHIVE "${archive}")
endfunction()

#   wmmasim_add_hip_test(<program target> [ARCHS gfx1201 gfx1100 ...] [ARGS <arg> ...] [LABELS <label> ...]
#                        [SKIP <reason>] [WILL_FAIL] [NOT_CLEAN])
# registers one CTest test per target, <program>.<arch>, running `wmmasim exec --arch <arch> -- <program> ARGS`:
# the program checks its own result and exits non-zero on failure. SKIP registers a test that prints the reason
# and is reported as skipped (exit code 77), for programs that need what the simulator does not do yet.
# Each also gets its twin <program>.<arch>.checked (label "sanitizer"), the same run under `--check all` that fails
# on any report: every program is clean, except one NOT_CLEAN says does wrong on purpose (a kernel that faults).
# Until the project's HIP runtime (runtime/, `wmmasim exec`) is part of the build, every test is such a skip.
set(WMMASIM_SKIP_RETURN_CODE 77)
function(wmmasim_add_hip_test program)
  cmake_parse_arguments(ARG "WILL_FAIL;NOT_CLEAN" "SKIP" "ARCHS;ARGS;LABELS" ${ARGN})
  if(NOT ARG_ARCHS)
    set(ARG_ARCHS gfx1201)
  endif()
  file(GLOB exec_command "${PROJECT_SOURCE_DIR}/cli/*exec*.cpp")
  if(NOT ARG_SKIP AND NOT (TARGET wmmasim_amdhip64_5 AND exec_command))
    set(ARG_SKIP "the HIP runtime (runtime/, wmmasim exec) is not built yet")
  endif()
  get_property(executable TARGET ${program} PROPERTY HIP_EXECUTABLE)
  get_filename_component(directory "${executable}" DIRECTORY)
  foreach(arch IN LISTS ARG_ARCHS)
    set(test ${program}.${arch})
    if(ARG_SKIP)
      add_test(NAME ${test} COMMAND sh -c "echo 'skipped: ${ARG_SKIP}'; exit ${WMMASIM_SKIP_RETURN_CODE}")
    else()
      add_test(NAME ${test} COMMAND wmmasim exec --arch ${arch} -- "${executable}" ${ARG_ARGS}
               WORKING_DIRECTORY "${directory}")
    endif()
    set_tests_properties(${test} PROPERTIES LABELS "hip;${ARG_LABELS}" SKIP_RETURN_CODE ${WMMASIM_SKIP_RETURN_CODE}
                                            TIMEOUT 120)
    if(ARG_WILL_FAIL)
      set_tests_properties(${test} PROPERTIES WILL_FAIL TRUE)
    endif()
    if(NOT ARG_SKIP AND NOT ARG_WILL_FAIL AND NOT ARG_NOT_CLEAN)
      wmmasim_add_checked_hip_test(${test}.checked ${arch} "${executable}" "${directory}" ${ARG_ARGS})
    endif()
  endforeach()
endfunction()

# The provenance twin of a program, <program>.<arch>.provenance (label "provenance"): `wmmasim exec --provenance`
# traces every launch after the program; it passes when the program does, every launch got its report ("provenance:"
# lines on stderr) and no operand is blamed (" wrong: ").
function(wmmasim_add_provenance_hip_test program)
  cmake_parse_arguments(ARG "" "" "ARCHS" ${ARGN})
  get_property(executable TARGET ${program} PROPERTY HIP_EXECUTABLE)
  get_filename_component(directory "${executable}" DIRECTORY)
  set(script [=[
report=$("$1" exec --arch "$2" --provenance -- "$3" 2>&1 >/dev/null); code=$?
printf '%s\n' "$report"
case "$report" in *"provenance: "*) ;; *) echo "no provenance report"; exit 1 ;; esac
case "$report" in *" wrong: "*) echo "an operand was blamed"; exit 1 ;; esac
exit $code]=])
  foreach(arch IN LISTS ARG_ARCHS)
    add_test(NAME ${program}.${arch}.provenance COMMAND sh -c "${script}" provenance $<TARGET_FILE:wmmasim> ${arch}
                                                        "${executable}"
             WORKING_DIRECTORY "${directory}")
    set_tests_properties(${program}.${arch}.provenance PROPERTIES LABELS "provenance" TIMEOUT 300)
  endforeach()
endfunction()

# The zero-report test of one program: `wmmasim exec --check all` with an exit code of its own for "a check
# reported" (the program keeps its own exit code otherwise).
set(WMMASIM_CHECK_REPORTED_CODE 86)
function(wmmasim_add_checked_hip_test test arch executable directory)
  add_test(NAME ${test}
           COMMAND wmmasim exec --arch ${arch} --check all --check-exit-code ${WMMASIM_CHECK_REPORTED_CODE}
                   -- "${executable}" ${ARGN}
           WORKING_DIRECTORY "${directory}")
  set_tests_properties(${test} PROPERTIES LABELS "sanitizer" TIMEOUT 300)
endfunction()
