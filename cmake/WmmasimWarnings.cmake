# Warnings are errors for the project's own code (g++-12 and clang-19); third-party headers are SYSTEM.
function(wmmasim_project_target target)
  target_compile_options(${target} PRIVATE -Wall -Wextra -Werror)
endfunction()

# Every library folder has the same shape: <folder>/src/**/*.cpp, public headers in <folder>/include/wmmasim/<name>/.
function(wmmasim_add_library target)
  cmake_parse_arguments(ARG "" "" "DEPENDS" ${ARGN})
  file(GLOB_RECURSE sources CONFIGURE_DEPENDS "${CMAKE_CURRENT_SOURCE_DIR}/src/*.cpp")
  if(NOT sources)
    # A folder whose first sources have not landed yet: headers only.
    add_library(${target} INTERFACE)
    wmmasim_install_library(${target} "${CMAKE_CURRENT_SOURCE_DIR}/include")
    target_link_libraries(${target} INTERFACE ${ARG_DEPENDS})
    return()
  endif()
  add_library(${target} STATIC ${sources})
  wmmasim_install_library(${target} "${CMAKE_CURRENT_SOURCE_DIR}/include")  # cmake/WmmasimInstall.cmake
  target_link_libraries(${target} PUBLIC ${ARG_DEPENDS})
  wmmasim_project_target(${target})
endfunction()
