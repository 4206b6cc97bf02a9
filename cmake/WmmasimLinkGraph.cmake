# The dependency direction of docs/architecture.md, checked on the link graph at configure time: a library that
# must not see another must not link it, directly or through anything it links.

# All targets `target` links, transitively (project targets only; imported libraries are leaves).
function(wmmasim_linked_targets target out)
  set(seen "")
  set(queue "${target}")
  while(queue)
    list(POP_FRONT queue current)
    get_target_property(type ${current} TYPE)
    set(links "")
    if(NOT type STREQUAL "INTERFACE_LIBRARY")
      get_target_property(direct ${current} LINK_LIBRARIES)
      if(direct)
        list(APPEND links ${direct})
      endif()
    endif()
    get_target_property(interface ${current} INTERFACE_LINK_LIBRARIES)
    if(interface)
      list(APPEND links ${interface})
    endif()
    foreach(link IN LISTS links)
      if(TARGET ${link} AND NOT link IN_LIST seen)
        list(APPEND seen ${link})
        list(APPEND queue ${link})
      endif()
    endforeach()
  endwhile()
  set(${out} "${seen}" PARENT_SCOPE)
endfunction()

# wmmasim_forbid_links(LIBRARY FORBIDDEN...): configuring fails when LIBRARY reaches any of FORBIDDEN.
function(wmmasim_forbid_links library)
  wmmasim_linked_targets(${library} reached)
  foreach(forbidden IN LISTS ARGN)
    if(forbidden IN_LIST reached)
      message(FATAL_ERROR "link graph: ${library} links ${forbidden}, which docs/architecture.md forbids")
    endif()
  endforeach()
endfunction()

function(wmmasim_check_link_graph)
  set(tools wmmasim_io wmmasim_diagnosis wmmasim_provenance wmmasim_device)
  # Timing sees executed instructions through wmmasim_events only; the executor never links timing.
  wmmasim_forbid_links(wmmasim_timing wmmasim_exec wmmasim_matrix wmmasim_state ${tools})
  wmmasim_forbid_links(wmmasim_exec wmmasim_timing wmmasim_check ${tools})
  # The sanitizer, like timing, sees a launch through wmmasim_events only.
  wmmasim_forbid_links(wmmasim_check wmmasim_exec wmmasim_timing wmmasim_state ${tools})
  # The simulator core pulls in no tools-side library.
  foreach(core wmmasim_state wmmasim_numerics wmmasim_matrix wmmasim_events wmmasim_sim)
    wmmasim_forbid_links(${core} ${tools})
  endforeach()
  wmmasim_forbid_links(wmmasim_events wmmasim_exec wmmasim_timing)
  # The HIP runtime links the simulator's public API only.
  wmmasim_forbid_links(wmmasim_hip_runtime ${tools})
  wmmasim_forbid_links(wmmasim_state wmmasim_numerics wmmasim_matrix wmmasim_exec wmmasim_timing)
endfunction()
