# wmmasim.1 from the command's own help (cmake -DWMMASIM=<wmmasim> -DOUTPUT=<wmmasim.1> -DVERSION=<x.y.z> -P this
# file): `wmmasim --help` and every `wmmasim <command> --help`, verbatim, so that the manual page says what --help says.

# `text` as lines of roff that print as they are: backslashes escaped, a leading '.' or ' protected.
function(roff_verbatim out text)
  string(REPLACE "\\" "\\e" text "${text}")
  string(REGEX REPLACE "(^|\n)([.'])" "\\1\\\\&\\2" text "${text}")
  set(${out} ".nf\n${text}\n.fi\n" PARENT_SCOPE)
endfunction()

function(help_of out)
  execute_process(COMMAND "${WMMASIM}" ${ARGN} --help OUTPUT_VARIABLE help RESULT_VARIABLE status)
  if(NOT status EQUAL 0)
    message(FATAL_ERROR "wmmasim ${ARGN} --help failed (${status})")
  endif()
  set(${out} "${help}" PARENT_SCOPE)
endfunction()

help_of(overview)
string(REGEX MATCH "\ncommands:\n(.*)\n\n" commands_block "${overview}")
string(REGEX MATCHALL "\n  ([a-z]+) " command_lines "\n${CMAKE_MATCH_1}")
roff_verbatim(overview_roff "${overview}")
string(CONCAT page ".TH WMMASIM 1 \"\" \"wmmasim ${VERSION}\" \"User Commands\"\n.SH NAME\n"
         "wmmasim \\- run AMD RDNA3/RDNA4 GPU machine code on the CPU\n.SH DESCRIPTION\n${overview_roff}")
foreach(line IN LISTS command_lines)
  string(STRIP "${line}" command)
  help_of(help ${command})
  roff_verbatim(help_roff "${help}")
  string(APPEND page ".SH \"wmmasim ${command}\"\n${help_roff}")
endforeach()
string(APPEND page ".SH SEE ALSO\nwmmasim-hipcc (its header comment), /usr/share/doc/wmmasim/docs/cli.md\n")
file(WRITE "${OUTPUT}" "${page}")
