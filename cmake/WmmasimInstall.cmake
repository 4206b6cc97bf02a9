# `cmake --install`: the command, the drop-in HIP runtime, wmmasim-hipcc and its device libraries, the kernels, the
# libraries with their headers and a CMake package (find_package(wmmasim CONFIG)), the Python module, the examples and
# the docs, in the GNU layout (docs/installing.md). Included before the targets are made, for the folders the
# programs look for each other in; wmmasim_install_rules() at the end of the top-level CMakeLists.txt adds the rules.
#
# Nothing installed names an absolute path of the build: `wmmasim` finds its runtime and kernels, the runtime finds
# wmmasim-hipcc, and wmmasim-hipcc finds its device libraries relative to their own location, so an installed tree
# works when moved (tests/install/check-install.sh).
include(GNUInstallDirs)
include(CMakePackageConfigHelpers)

set(WMMASIM_INSTALL_RUNTIME_DIR "${CMAKE_INSTALL_LIBDIR}/wmmasim/runtime")  # libamdhip64.so.5/.so.6, libhiprtc.so.6
set(WMMASIM_INSTALL_DATA_DIR "${CMAKE_INSTALL_DATADIR}/wmmasim")
set(WMMASIM_INSTALL_KERNEL_DIR "${WMMASIM_INSTALL_DATA_DIR}/kernels")      # the .hsaco of kernels/ and kernels.txt
set(WMMASIM_INSTALL_DEVICE_LIBS_DIR "${WMMASIM_INSTALL_DATA_DIR}/hip-device-libs")
set(WMMASIM_INSTALL_EXAMPLE_DIR "${CMAKE_INSTALL_LIBEXECDIR}/wmmasim/examples")  # the seed programs, the HIP ones in hip/
set(WMMASIM_INSTALL_CMAKE_DIR "${CMAKE_INSTALL_LIBDIR}/cmake/wmmasim")
# Debian's python3 reads /usr/lib/python3/dist-packages; with another prefix, PYTHONPATH=<prefix>/<this folder>.
set(WMMASIM_INSTALL_PYTHON_DIR "lib/python3/dist-packages" CACHE STRING
    "Where `cmake --install` puts the wmmasim Python package, relative to the prefix")

foreach(dir IN ITEMS CMAKE_INSTALL_BINDIR CMAKE_INSTALL_LIBDIR CMAKE_INSTALL_DATADIR CMAKE_INSTALL_LIBEXECDIR)
  if(IS_ABSOLUTE "${${dir}}")
    message(FATAL_ERROR "wmmasim: ${dir}=${${dir}} is absolute: give it relative to CMAKE_INSTALL_PREFIX, so that "
                        "the installed programs find each other from their own location")
  endif()
endforeach()

# The path from the installed folder `from` to `to` (both relative to the prefix), into `out`.
function(wmmasim_install_relative out from to)
  file(RELATIVE_PATH relative "/prefix/${from}" "/prefix/${to}")
  set(${out} "${relative}" PARENT_SCOPE)
endfunction()

wmmasim_install_relative(WMMASIM_RUNTIME_FROM_BINDIR "${CMAKE_INSTALL_BINDIR}" "${WMMASIM_INSTALL_RUNTIME_DIR}")
wmmasim_install_relative(WMMASIM_CATALOG_FROM_BINDIR "${CMAKE_INSTALL_BINDIR}" "${WMMASIM_INSTALL_KERNEL_DIR}/kernels.txt")
wmmasim_install_relative(WMMASIM_HIP_EXAMPLES_FROM_BINDIR "${CMAKE_INSTALL_BINDIR}" "${WMMASIM_INSTALL_EXAMPLE_DIR}/hip")
wmmasim_install_relative(WMMASIM_HIPCC_FROM_RUNTIME "${WMMASIM_INSTALL_RUNTIME_DIR}" "${CMAKE_INSTALL_BINDIR}/wmmasim-hipcc")
wmmasim_install_relative(WMMASIM_CLI_FROM_RUNTIME "${WMMASIM_INSTALL_RUNTIME_DIR}" "${CMAKE_INSTALL_BINDIR}/wmmasim")
wmmasim_install_relative(WMMASIM_DEVICE_LIBS_FROM_BINDIR "${CMAKE_INSTALL_BINDIR}" "${WMMASIM_INSTALL_DEVICE_LIBS_DIR}")

#   wmmasim_install_library(<target> [<folder>/include])
# A library of the package: its name there (wmmasim_isa -> wmmasim::isa), its place in the list
# wmmasim_install_rules() installs and, given the folder of its public headers (wmmasim_add_library), its include path
# in the build and installed trees.
function(wmmasim_install_library target)
  string(REGEX REPLACE "^wmmasim_" "" short_name "${target}")
  set_target_properties(${target} PROPERTIES EXPORT_NAME "${short_name}")
  set_property(GLOBAL APPEND PROPERTY WMMASIM_INSTALLED_LIBRARIES ${target})
  if(ARGC EQUAL 1)
    return()
  endif()
  get_target_property(type ${target} TYPE)
  set(scope PUBLIC)
  if(type STREQUAL "INTERFACE_LIBRARY")
    set(scope INTERFACE)
  endif()
  target_include_directories(${target} ${scope} "$<BUILD_INTERFACE:${ARGV1}>"
                                                "$<INSTALL_INTERFACE:${CMAKE_INSTALL_INCLUDEDIR}>")
  set_property(GLOBAL APPEND PROPERTY WMMASIM_INSTALLED_HEADERS "${ARGV1}")
endfunction()

# The programs' folders (examples/ and examples/hip): their executables and HIP programs (property HIP_EXECUTABLE).
function(wmmasim_install_programs directory destination)
  get_property(targets DIRECTORY "${directory}" PROPERTY BUILDSYSTEM_TARGETS)
  foreach(target IN LISTS targets)
    get_target_property(type ${target} TYPE)
    get_target_property(hip_program ${target} HIP_EXECUTABLE)
    if(type STREQUAL "EXECUTABLE")
      install(TARGETS ${target} RUNTIME DESTINATION "${destination}")
    elseif(hip_program)
      install(PROGRAMS "${hip_program}" DESTINATION "${destination}/hip")
    endif()
  endforeach()
endfunction()

# The code objects of kernels/ with a catalog whose paths are relative to its own folder.
function(wmmasim_install_kernels)
  get_property(records GLOBAL PROPERTY WMMASIM_KERNEL_RECORDS)
  set(lines "")
  set(files "")
  foreach(record IN LISTS records)
    string(REGEX MATCH "^([^ ]+ [^ ]+ [^ ]+) (.+)$" matched "${record}")
    get_filename_component(file "${CMAKE_MATCH_2}" NAME)
    string(APPEND lines "${CMAKE_MATCH_1} ${file}\n")
    list(APPEND files "${CMAKE_MATCH_2}")
  endforeach()
  set(catalog "${CMAKE_BINARY_DIR}/install/kernels.txt")
  file(WRITE "${catalog}.in" "${lines}")
  configure_file("${catalog}.in" "${catalog}" COPYONLY)
  install(FILES ${files} "${catalog}" "${PROJECT_SOURCE_DIR}/kernels/kernels.json"
          DESTINATION "${WMMASIM_INSTALL_KERNEL_DIR}")
endfunction()

# wmmasim-hipcc with the installed device library folder, relative to the installed script's own folder.
function(wmmasim_install_hipcc)
  file(READ "${PROJECT_SOURCE_DIR}/scripts/wmmasim-hipcc" script)
  string(REPLACE "readonly installed_device_libs=../share/wmmasim/hip-device-libs"
                 "readonly installed_device_libs=${WMMASIM_DEVICE_LIBS_FROM_BINDIR}" installed "${script}")
  if(installed STREQUAL script AND NOT WMMASIM_DEVICE_LIBS_FROM_BINDIR STREQUAL "../share/wmmasim/hip-device-libs")
    message(FATAL_ERROR "wmmasim: scripts/wmmasim-hipcc has no 'readonly installed_device_libs=' line to adjust")
  endif()
  file(WRITE "${CMAKE_BINARY_DIR}/install/wmmasim-hipcc" "${installed}")
  install(PROGRAMS "${CMAKE_BINARY_DIR}/install/wmmasim-hipcc" DESTINATION "${CMAKE_INSTALL_BINDIR}")
  if(WMMASIM_HIPCC_IS_WRAPPER)
    # Symbolic links to Debian's bitcode (package rocm-device-libs) and the oclc_isa_version files made by the build.
    install(DIRECTORY "${WMMASIM_HIP_DEVICE_LIBS}/" DESTINATION "${WMMASIM_INSTALL_DEVICE_LIBS_DIR}"
            PATTERN ".tmp.*" EXCLUDE)
  endif()
endfunction()

function(wmmasim_install_package)
  get_property(libraries GLOBAL PROPERTY WMMASIM_INSTALLED_LIBRARIES)
  # The interface targets the libraries link (cmake/WmmasimDependencies.cmake): system paths of Debian packages.
  set(helpers wmmasim_msgpack wmmasim_llvm_demangle wmmasim_llvm)
  if(TARGET wmmasim_hip)
    list(APPEND helpers wmmasim_hip)
  endif()
  foreach(helper IN LISTS helpers)
    string(REGEX REPLACE "^wmmasim_" "detail_" export_name "${helper}")
    set_target_properties(${helper} PROPERTIES EXPORT_NAME "${export_name}")
  endforeach()
  install(TARGETS ${libraries} ${helpers} wmmasim EXPORT wmmasimTargets
          ARCHIVE DESTINATION "${CMAKE_INSTALL_LIBDIR}" RUNTIME DESTINATION "${CMAKE_INSTALL_BINDIR}")
  get_property(header_dirs GLOBAL PROPERTY WMMASIM_INSTALLED_HEADERS)
  foreach(dir IN LISTS header_dirs)
    install(DIRECTORY "${dir}/" DESTINATION "${CMAKE_INSTALL_INCLUDEDIR}")
  endforeach()
  install(EXPORT wmmasimTargets NAMESPACE wmmasim:: DESTINATION "${WMMASIM_INSTALL_CMAKE_DIR}")
  configure_package_config_file("${PROJECT_SOURCE_DIR}/cmake/wmmasimConfig.cmake.in"
                                "${CMAKE_BINARY_DIR}/install/wmmasimConfig.cmake"
                                INSTALL_DESTINATION "${WMMASIM_INSTALL_CMAKE_DIR}"
                                PATH_VARS CMAKE_INSTALL_BINDIR WMMASIM_INSTALL_KERNEL_DIR)
  # 0.x: a minor version may change the API.
  write_basic_package_version_file("${CMAKE_BINARY_DIR}/install/wmmasimConfigVersion.cmake"
                                   COMPATIBILITY SameMinorVersion)
  install(FILES "${CMAKE_BINARY_DIR}/install/wmmasimConfig.cmake" "${CMAKE_BINARY_DIR}/install/wmmasimConfigVersion.cmake"
                "${PROJECT_SOURCE_DIR}/cmake/wmmasimHipPrograms.cmake"
          DESTINATION "${WMMASIM_INSTALL_CMAKE_DIR}")
endfunction()

# `cpack --config build/<preset>/CPackConfig.cmake`: wmmasim_<version>_amd64.deb with everything `cmake --install`
# puts in /usr (stripped). Its dependencies are the Debian 12 packages of scripts/install-deps.sh the installed files
# need: the shared libraries the programs load, clang-19 with lld, the HIP headers and device bitcode for
# wmmasim-hipcc and hiprtc, python3 with NumPy for the module and the demo, and the development packages that
# find_package(wmmasim)'s usage requirements name.
function(wmmasim_package)
  set(CPACK_GENERATOR DEB)
  set(CPACK_PACKAGE_NAME wmmasim)
  set(CPACK_PACKAGE_VERSION "${PROJECT_VERSION}")
  set(CPACK_PACKAGE_DESCRIPTION_SUMMARY
      "AMD RDNA3/RDNA4 wave execution simulated on the CPU: WMMA layouts, kernels, HIP programs, timing")
  set(CPACK_PACKAGE_CONTACT "wmmasim developers <wmmasim@invalid>")
  set(CPACK_PACKAGING_INSTALL_PREFIX /usr)
  set(CPACK_STRIP_FILES ON)
  set(CPACK_DEBIAN_FILE_NAME DEB-DEFAULT)
  set(CPACK_DEBIAN_PACKAGE_SECTION devel)
  set(runtime_packages libboost-program-options1.74.0 libfmt9 libelf1 libzstd1 zlib1g libllvm19 "libstdc++6" libgcc-s1
                       clang-19 lld-19 clang-tools-19 libamdhip64-dev rocm-device-libs python3 python3-numpy)
  set(development_packages libeigen3-dev libboost-dev nlohmann-json3-dev libfmt-dev libmsgpack-cxx-dev libelf-dev
                           libzstd-dev zlib1g-dev llvm-19-dev pkg-config cmake)
  list(JOIN runtime_packages ", " depends)
  list(JOIN development_packages ", " development)
  set(CPACK_DEBIAN_PACKAGE_DEPENDS "${depends}, ${development}")
  include(CPack)
endfunction()

function(wmmasim_install_rules)
  wmmasim_install_package()
  install(TARGETS wmmasim_amdhip64_5 wmmasim_amdhip64_6 wmmasim_hiprtc_6
          LIBRARY DESTINATION "${WMMASIM_INSTALL_RUNTIME_DIR}")
  wmmasim_install_hipcc()
  wmmasim_install_kernels()
  file(GLOB machine_files "${PROJECT_SOURCE_DIR}/timing/machines/*.json")  # embedded in the programs; here to read
  install(FILES ${machine_files} DESTINATION "${WMMASIM_INSTALL_DATA_DIR}/machines")
  if(TARGET wmmasim_python)  # not in the sanitized builds (python/CMakeLists.txt)
    install(TARGETS wmmasim_python LIBRARY DESTINATION "${WMMASIM_INSTALL_PYTHON_DIR}/wmmasim")
  endif()
  install(DIRECTORY "${PROJECT_SOURCE_DIR}/python/wmmasim/" DESTINATION "${WMMASIM_INSTALL_PYTHON_DIR}/wmmasim")
  wmmasim_install_programs("${PROJECT_SOURCE_DIR}/examples" "${WMMASIM_INSTALL_EXAMPLE_DIR}")
  wmmasim_install_programs("${PROJECT_SOURCE_DIR}/examples/hip" "${WMMASIM_INSTALL_EXAMPLE_DIR}")
  # The ordinary HIP program of the demo (tests/data/hip_app.hip).
  get_target_property(hip_app wmmasim_hip_app HIP_EXECUTABLE)
  install(PROGRAMS "${hip_app}" DESTINATION "${WMMASIM_INSTALL_EXAMPLE_DIR}/hip" RENAME hip_app)
  install(PROGRAMS "${PROJECT_SOURCE_DIR}/scripts/demo.sh" DESTINATION "${WMMASIM_INSTALL_DATA_DIR}")
  # The manual page, made from the command's --help texts (not in the sanitized builds, which are not installed).
  if(NOT CMAKE_CXX_FLAGS MATCHES "-fsanitize")
    set(man_page "${CMAKE_BINARY_DIR}/install/wmmasim.1")
    add_custom_command(OUTPUT "${man_page}"
                       COMMAND "${CMAKE_COMMAND}" -DWMMASIM=$<TARGET_FILE:wmmasim> -DOUTPUT=${man_page}
                               -DVERSION=${PROJECT_VERSION} -P "${PROJECT_SOURCE_DIR}/cmake/WmmasimManPage.cmake"
                       DEPENDS wmmasim "${PROJECT_SOURCE_DIR}/cmake/WmmasimManPage.cmake"
                       COMMENT "wmmasim.1 from wmmasim --help" VERBATIM)
    add_custom_target(wmmasim_man_page ALL DEPENDS "${man_page}")
    install(FILES "${man_page}" DESTINATION "${CMAKE_INSTALL_MANDIR}/man1")
  endif()
  install(FILES "${PROJECT_SOURCE_DIR}/README.md" DESTINATION "${CMAKE_INSTALL_DOCDIR}")
  install(DIRECTORY "${PROJECT_SOURCE_DIR}/docs/" DESTINATION "${CMAKE_INSTALL_DOCDIR}")
  wmmasim_package()
endfunction()
