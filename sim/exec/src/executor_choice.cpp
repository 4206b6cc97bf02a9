// Choosing the executor (executor.h): the environment, else the build's default.
#include <cstdlib>
#include <fmt/format.h>
#include <stdexcept>

#include "wmmasim/exec/executor.h"

namespace wmmasim::sim {

std::string_view executor_name(Executor executor) {
  return executor == Executor::Reference ? "reference" : "translated";
}

std::optional<Executor> parse_executor(std::string_view name) {
  if (name == "reference") return Executor::Reference;
  if (name == "translated") return Executor::Translated;
  return std::nullopt;
}

Executor default_executor() {
  if (const char* value = std::getenv("WMMASIM_EXECUTOR"); value != nullptr && *value != '\0') {
    if (const std::optional<Executor> chosen = parse_executor(value)) return *chosen;
    throw std::invalid_argument(
        fmt::format("WMMASIM_EXECUTOR={}: expected 'reference' or 'translated' (or leave it unset)", value));
  }
  return *parse_executor(WMMASIM_DEFAULT_EXECUTOR);
}

}  // namespace wmmasim::sim
