// hiprtc, run-time compilation, whose compiler is clang-19: a program's source is compiled for the simulated target
// by wmmasim-hipcc (clang++-19 with Debian's HIP headers and the project's device libraries, docs/hip-programs.md)
// into a code object the module API loads (hipModuleLoadData). Built into libamdhip64.so.5/.so.6 (Debian's HIP 5.2
// has hiprtc there) and into libhiprtc.so.6 (ROCm 6's separate library). docs/runtime.md "Run-time compilation".
#include <dlfcn.h>
#include <fcntl.h>
#include <hip/hiprtc.h>
#include <spawn.h>
#include <sys/wait.h>
#include <unistd.h>

#include <fmt/format.h>

#include <cerrno>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <new>
#include <string>
#include <vector>

#include "wmmasim/isa/code_object.h"
#include "wmmasim/isa/symbols.h"

extern char** environ;

namespace wmmasim::hiprt {
int abi_version();  // 5 or 6: the HIP version this library stands for
}

namespace wmmasim::hiprtc {
namespace {

namespace fs = std::filesystem;

struct Header {
  std::string name, source;
};

struct Program {
  std::string source, name;
  std::vector<Header> headers;
  std::vector<std::string> name_expressions;
  std::vector<std::string> lowered_names;  // parallel to name_expressions, after compilation
  bool compiled = false;
  std::string log;
  std::vector<char> code;
};

std::string environment(const char* name, const char* fallback) {
  const char* value = std::getenv(name);
  return value != nullptr && *value != '\0' ? value : fallback;
}

// wmmasim-hipcc beside this library (libamdhip64 or libhiprtc): where `cmake --install` puts it, else where the build
// tree has it, both relative to the library's folder, so that an installed or moved tree finds its own.
std::string default_compiler() {
  Dl_info info{};
  if (dladdr(reinterpret_cast<const void*>(&default_compiler), &info) == 0 || info.dli_fname == nullptr) {
    return "wmmasim-hipcc";
  }
  const fs::path folder = fs::absolute(info.dli_fname).parent_path();
  const fs::path installed = folder / WMMASIM_INSTALLED_HIPCC;
  return (fs::exists(installed) ? installed : folder / WMMASIM_BUILT_HIPCC).lexically_normal().string();
}

// An executable of that name on PATH (or the path itself when it has a '/').
bool found(const std::string& program) {
  if (program.find('/') != std::string::npos) return access(program.c_str(), X_OK) == 0;
  std::string path = environment("PATH", "/usr/bin:/bin");
  for (std::size_t start = 0; start <= path.size();) {
    const std::size_t end = std::min(path.find(':', start), path.size());
    if (access((fs::path(path.substr(start, end - start)) / program).c_str(), X_OK) == 0) return true;
    start = end + 1;
  }
  return false;
}

std::string read_text(const fs::path& path) {
  std::ifstream in(path, std::ios::binary);
  return {std::istreambuf_iterator<char>(in), {}};
}

// hiprtc's options as clang takes them: --gpu-architecture=gfxN[:features] is --offload-arch; the target is the
// simulated one (WMMASIM_ARCH, which `wmmasim exec --arch` sets) unless the program names one.
std::vector<std::string> compiler_options(int count, const char** options) {
  std::vector<std::string> result;
  bool has_arch = false;
  for (int i = 0; i < count; ++i) {
    if (options == nullptr || options[i] == nullptr) continue;
    std::string option = options[i];
    for (const char* prefix : {"--gpu-architecture=", "-arch=", "--offload-arch="}) {
      if (option.starts_with(prefix)) {
        option = "--offload-arch=" + option.substr(std::strlen(prefix));
        has_arch = true;
      }
    }
    result.push_back(option);
  }
  if (!has_arch) result.push_back("--offload-arch=" + environment("WMMASIM_ARCH", "gfx1201"));
  return result;
}

// Runs the command with stdout and stderr into `log_file`; its exit status, or -1 when it could not start.
int run(const std::vector<std::string>& command, const fs::path& log_file) {
  posix_spawn_file_actions_t actions;
  posix_spawn_file_actions_init(&actions);
  posix_spawn_file_actions_addopen(&actions, 1, log_file.c_str(), O_WRONLY | O_CREAT | O_TRUNC, 0644);
  posix_spawn_file_actions_adddup2(&actions, 1, 2);
  std::vector<char*> argv;
  for (const std::string& a : command) argv.push_back(const_cast<char*>(a.c_str()));
  argv.push_back(nullptr);
  pid_t pid = 0;
  const int spawned = posix_spawnp(&pid, argv[0], &actions, nullptr, argv.data(), environ);
  posix_spawn_file_actions_destroy(&actions);
  if (spawned != 0) return -1;
  int status = 0;
  while (waitpid(pid, &status, 0) < 0 && errno == EINTR) {
  }
  return WIFEXITED(status) ? WEXITSTATUS(status) : -1;
}

// The kernel each name expression names: the code object's kernel whose demangled name without return type and
// parameters ("saxpy<float>") is the expression, spaces and a leading '&' aside.
std::string normalized(std::string_view name) {
  std::string text;
  for (const char c : name) {
    if (c != ' ') text += c;
  }
  if (text.starts_with("&")) text.erase(0, 1);
  if (text.starts_with("::")) text.erase(0, 2);
  return text;
}

void lower_names(Program& program) {
  const isa::CodeObject object =
      isa::CodeObject::parse(std::vector<std::byte>(reinterpret_cast<const std::byte*>(program.code.data()),
                                                    reinterpret_cast<const std::byte*>(program.code.data()) + program.code.size()),
                             program.name);
  program.lowered_names.assign(program.name_expressions.size(), "");
  for (std::size_t i = 0; i < program.name_expressions.size(); ++i) {
    for (const isa::Kernel& kernel : object.kernels()) {
      if (normalized(isa::short_name(kernel.name)) == normalized(program.name_expressions[i]) ||
          kernel.name == program.name_expressions[i]) {
        program.lowered_names[i] = kernel.name;
      }
    }
  }
}

hiprtcResult compile(Program& program, int option_count, const char** options) {
  const std::string compiler = environment("WMMASIM_HIPRTC_COMPILER", default_compiler().c_str());
  const std::string clang = environment("WMMASIM_CLANGXX", "clang++-19");
  if (!found(clang)) {
    program.log = fmt::format("wmmasim: hiprtc: {} not found: run-time compilation needs clang-19 (Debian package "
                              "clang-19, scripts/install-deps.sh)\n", clang);
    std::fputs(program.log.c_str(), stderr);
    return HIPRTC_ERROR_COMPILATION;
  }
  if (!found(compiler)) {
    program.log = fmt::format("wmmasim: hiprtc: the compiler wrapper '{}' is missing (set WMMASIM_HIPRTC_COMPILER "
                              "to scripts/wmmasim-hipcc)\n", compiler);
    std::fputs(program.log.c_str(), stderr);
    return HIPRTC_ERROR_COMPILATION;
  }
  std::string folder_template = (fs::temp_directory_path() / "wmmasim-hiprtc-XXXXXX").string();
  if (mkdtemp(folder_template.data()) == nullptr) return HIPRTC_ERROR_INTERNAL_ERROR;
  const fs::path folder = folder_template;
  // hiprtc sources use threadIdx, __global__ etc. without an include: ROCm's hiprtc provides them implicitly.
  std::string source = "#include <hip/hip_runtime.h>\n#line 1 \"" + program.name + "\"\n" + program.source + "\n";
  // Each name expression is referenced, so that a template kernel it names is instantiated.
  for (std::size_t i = 0; i < program.name_expressions.size(); ++i) {
    source += fmt::format("__attribute__((used)) static auto* const __wmmasim_hiprtc_name_{} = &{};\n", i,
                          program.name_expressions[i]);
  }
  std::ofstream(folder / "program.hip") << source;
  for (const Header& h : program.headers) {
    fs::create_directories((folder / h.name).parent_path());
    std::ofstream(folder / h.name) << h.source;
  }
  std::vector<std::string> command{compiler, "--cuda-device-only", "--no-gpu-bundle-output", "-O3", "-I",
                                   folder.string()};
  for (std::string& option : compiler_options(option_count, options)) command.push_back(std::move(option));
  command.insert(command.end(), {(folder / "program.hip").string(), "-o", (folder / "program.co").string()});
  const int status = run(command, folder / "log.txt");
  program.log = read_text(folder / "log.txt");
  if (status == 0) {
    const std::string code = read_text(folder / "program.co");
    program.code.assign(code.begin(), code.end());
  }
  std::error_code ignored;
  fs::remove_all(folder, ignored);
  if (status != 0 || program.code.empty()) return HIPRTC_ERROR_COMPILATION;
  program.compiled = true;
  try {
    lower_names(program);
  } catch (const std::exception& e) {
    program.log += fmt::format("wmmasim: hiprtc: {}\n", e.what());
    return HIPRTC_ERROR_COMPILATION;
  }
  return HIPRTC_SUCCESS;
}

Program* as_program(hiprtcProgram program) { return reinterpret_cast<Program*>(program); }

}  // namespace
}  // namespace wmmasim::hiprtc

using wmmasim::hiprtc::as_program;
using wmmasim::hiprtc::Program;

extern "C" {

const char* hiprtcGetErrorString(hiprtcResult result) {
  switch (result) {
    case HIPRTC_SUCCESS: return "HIPRTC_SUCCESS";
    case HIPRTC_ERROR_OUT_OF_MEMORY: return "HIPRTC_ERROR_OUT_OF_MEMORY";
    case HIPRTC_ERROR_PROGRAM_CREATION_FAILURE: return "HIPRTC_ERROR_PROGRAM_CREATION_FAILURE";
    case HIPRTC_ERROR_INVALID_INPUT: return "HIPRTC_ERROR_INVALID_INPUT";
    case HIPRTC_ERROR_INVALID_PROGRAM: return "HIPRTC_ERROR_INVALID_PROGRAM";
    case HIPRTC_ERROR_INVALID_OPTION: return "HIPRTC_ERROR_INVALID_OPTION";
    case HIPRTC_ERROR_COMPILATION: return "HIPRTC_ERROR_COMPILATION";
    case HIPRTC_ERROR_BUILTIN_OPERATION_FAILURE: return "HIPRTC_ERROR_BUILTIN_OPERATION_FAILURE";
    case HIPRTC_ERROR_NO_NAME_EXPRESSIONS_AFTER_COMPILATION: return "HIPRTC_ERROR_NO_NAME_EXPRESSIONS_AFTER_COMPILATION";
    case HIPRTC_ERROR_NO_LOWERED_NAMES_BEFORE_COMPILATION: return "HIPRTC_ERROR_NO_LOWERED_NAMES_BEFORE_COMPILATION";
    case HIPRTC_ERROR_NAME_EXPRESSION_NOT_VALID: return "HIPRTC_ERROR_NAME_EXPRESSION_NOT_VALID";
    case HIPRTC_ERROR_INTERNAL_ERROR: return "HIPRTC_ERROR_INTERNAL_ERROR";
  }
  return "Invalid HIPRTC error code";
}

// The HIP version this library stands for: 5.2 (Debian's libamdhip64.so.5), 6.2 (ROCm 6).
hiprtcResult hiprtcVersion(int* major, int* minor) {
  if (major == nullptr || minor == nullptr) return HIPRTC_ERROR_INVALID_INPUT;
  *major = wmmasim::hiprt::abi_version();
  *minor = 2;
  return HIPRTC_SUCCESS;
}

hiprtcResult hiprtcCreateProgram(hiprtcProgram* prog, const char* src, const char* name, int numHeaders,
                                 const char** headers, const char** includeNames) {
  if (prog == nullptr || src == nullptr || numHeaders < 0) return HIPRTC_ERROR_INVALID_INPUT;
  if (numHeaders > 0 && (headers == nullptr || includeNames == nullptr)) return HIPRTC_ERROR_INVALID_INPUT;
  auto* program = new (std::nothrow) Program;
  if (program == nullptr) return HIPRTC_ERROR_OUT_OF_MEMORY;
  program->source = src;
  program->name = name != nullptr && *name != '\0' ? name : "default_program";
  for (int i = 0; i < numHeaders; ++i) {
    if (headers[i] == nullptr || includeNames[i] == nullptr) {
      delete program;
      return HIPRTC_ERROR_INVALID_INPUT;
    }
    program->headers.push_back({includeNames[i], headers[i]});
  }
  *prog = reinterpret_cast<hiprtcProgram>(program);
  return HIPRTC_SUCCESS;
}

hiprtcResult hiprtcDestroyProgram(hiprtcProgram* prog) {
  if (prog == nullptr || *prog == nullptr) return HIPRTC_ERROR_INVALID_INPUT;
  delete as_program(*prog);
  *prog = nullptr;
  return HIPRTC_SUCCESS;
}

hiprtcResult hiprtcAddNameExpression(hiprtcProgram prog, const char* name_expression) {
  if (prog == nullptr || name_expression == nullptr) return HIPRTC_ERROR_INVALID_INPUT;
  Program& program = *as_program(prog);
  if (program.compiled) return HIPRTC_ERROR_NO_NAME_EXPRESSIONS_AFTER_COMPILATION;
  program.name_expressions.emplace_back(name_expression);
  return HIPRTC_SUCCESS;
}

hiprtcResult hiprtcCompileProgram(hiprtcProgram prog, int numOptions, const char** options) {
  if (prog == nullptr || numOptions < 0) return HIPRTC_ERROR_INVALID_INPUT;
  try {
    return wmmasim::hiprtc::compile(*as_program(prog), numOptions, options);
  } catch (const std::bad_alloc&) {
    return HIPRTC_ERROR_OUT_OF_MEMORY;
  } catch (const std::exception& e) {
    std::fprintf(stderr, "wmmasim: hiprtcCompileProgram: %s\n", e.what());
    return HIPRTC_ERROR_INTERNAL_ERROR;
  }
}

hiprtcResult hiprtcGetLoweredName(hiprtcProgram prog, const char* name_expression, const char** lowered_name) {
  if (prog == nullptr || name_expression == nullptr || lowered_name == nullptr) return HIPRTC_ERROR_INVALID_INPUT;
  const Program& program = *as_program(prog);
  if (!program.compiled) return HIPRTC_ERROR_NO_LOWERED_NAMES_BEFORE_COMPILATION;
  for (std::size_t i = 0; i < program.name_expressions.size(); ++i) {
    if (program.name_expressions[i] == name_expression && !program.lowered_names[i].empty()) {
      *lowered_name = program.lowered_names[i].c_str();
      return HIPRTC_SUCCESS;
    }
  }
  return HIPRTC_ERROR_NAME_EXPRESSION_NOT_VALID;
}

hiprtcResult hiprtcGetProgramLogSize(hiprtcProgram prog, size_t* logSizeRet) {
  if (prog == nullptr || logSizeRet == nullptr) return HIPRTC_ERROR_INVALID_INPUT;
  *logSizeRet = as_program(prog)->log.size() + 1;
  return HIPRTC_SUCCESS;
}

hiprtcResult hiprtcGetProgramLog(hiprtcProgram prog, char* log) {
  if (prog == nullptr || log == nullptr) return HIPRTC_ERROR_INVALID_INPUT;
  const std::string& text = as_program(prog)->log;
  std::memcpy(log, text.c_str(), text.size() + 1);
  return HIPRTC_SUCCESS;
}

hiprtcResult hiprtcGetCodeSize(hiprtcProgram prog, size_t* codeSizeRet) {
  if (prog == nullptr || codeSizeRet == nullptr) return HIPRTC_ERROR_INVALID_INPUT;
  if (!as_program(prog)->compiled) return HIPRTC_ERROR_INVALID_PROGRAM;
  *codeSizeRet = as_program(prog)->code.size();
  return HIPRTC_SUCCESS;
}

hiprtcResult hiprtcGetCode(hiprtcProgram prog, char* code) {
  if (prog == nullptr || code == nullptr) return HIPRTC_ERROR_INVALID_INPUT;
  const Program& program = *as_program(prog);
  if (!program.compiled) return HIPRTC_ERROR_INVALID_PROGRAM;
  std::memcpy(code, program.code.data(), program.code.size());
  return HIPRTC_SUCCESS;
}

}  // extern "C"
