#include "wmmasim/isa/symbols.h"

#include <llvm/Demangle/Demangle.h>

namespace wmmasim::isa {
namespace {

// The position of the '(' that opens the parameter list of a demangled function name: the first '(' outside
// template arguments ("void axpy<float>(float, ...)"), or npos.
std::size_t parameter_list_start(std::string_view demangled) {
  int depth = 0;
  for (std::size_t i = 0; i < demangled.size(); ++i) {
    if (demangled[i] == '<') ++depth;
    if (demangled[i] == '>') --depth;
    if (demangled[i] == '(' && depth == 0) return i;
  }
  return std::string_view::npos;
}

}  // namespace

std::string demangle(std::string_view symbol) {
  // Only Itanium C++ names: llvm::demangle would also read "_R..." as Rust and "_D..." as D.
  if (!symbol.starts_with("_Z")) return std::string(symbol);
  return llvm::demangle(symbol);
}

std::string short_name(std::string_view symbol) {
  const std::string demangled = demangle(symbol);
  const std::string_view text = std::string_view(demangled).substr(0, parameter_list_start(demangled));
  // A template function's return type comes first: "void axpy<float>". The name starts after the last space
  // outside template arguments.
  int depth = 0;
  std::size_t start = 0;
  for (std::size_t i = 0; i < text.size(); ++i) {
    if (text[i] == '<') ++depth;
    if (text[i] == '>') --depth;
    if (text[i] == ' ' && depth == 0) start = i + 1;
  }
  return std::string(text.substr(start));
}

std::optional<std::vector<std::string>> parameter_types(std::string_view symbol) {
  const std::string demangled = demangle(symbol);
  const std::size_t open = parameter_list_start(demangled);
  if (demangled == symbol || open == std::string::npos) return std::nullopt;
  std::vector<std::string> types;
  std::string current;
  int depth = 0;
  for (std::size_t i = open + 1; i < demangled.size(); ++i) {
    const char c = demangled[i];
    if (c == '<' || c == '(') ++depth;
    if ((c == '>' || c == ')') && depth > 0) {
      --depth;
    } else if (c == ')' && depth == 0) {
      break;
    }
    if (c == ',' && depth == 0) {
      types.push_back(current);
      current.clear();
      continue;
    }
    if (!(c == ' ' && current.empty())) current += c;
  }
  if (!current.empty() && current != "void") types.push_back(current);
  return types;
}

std::vector<std::size_t> symbols_named(std::span<const std::string> symbols, std::string_view name) {
  using Matcher = bool (*)(const std::string&, std::string_view);
  const Matcher levels[] = {
      [](const std::string& s, std::string_view n) { return s == n; },
      [](const std::string& s, std::string_view n) { return demangle(s) == n; },
      [](const std::string& s, std::string_view n) { return short_name(s) == n; },
      [](const std::string& s, std::string_view n) {
        return s.starts_with(n) || demangle(s).starts_with(n) || short_name(s).starts_with(n);
      },
  };
  for (const Matcher matches : levels) {
    std::vector<std::size_t> found;
    for (std::size_t i = 0; i < symbols.size(); ++i) {
      if (matches(symbols[i], name)) found.push_back(i);
    }
    if (!found.empty()) return found;
  }
  return {};
}

}  // namespace wmmasim::isa
