// The coverage of the instruction records by semantics key: every key of isa/ (scripts/gen_isa_records.py) either
// has a semantic function or is deliberately excluded with a reason (sim/exec/src/semantics/excluded.cpp), never
// neither and never both. docs/execution.md states the numbers; the test checks that sentence, so the figure
// cannot drift from the code.
#include <doctest/doctest.h>

#include <fmt/format.h>
#include <fstream>
#include <map>
#include <set>
#include <sstream>
#include <string>

#include "wmmasim/exec/executor.h"
#include "wmmasim/isa/instruction.h"

namespace sim = wmmasim::sim;
namespace isa = wmmasim::isa;

namespace {

struct Coverage {
  std::size_t keys = 0;
  std::size_t implemented = 0;
  std::map<std::string, std::size_t> excluded_by_category;
  std::size_t excluded = 0;
};

std::string coverage_sentence(const Coverage& c) {
  std::string categories;
  for (const auto& [category, count] : c.excluded_by_category) {
    categories += fmt::format("{}{}: {}", categories.empty() ? "" : "; ", category, count);
  }
  return fmt::format("{} semantics keys: {} implemented, {} excluded ({}), 0 neither.", c.keys, c.implemented,
                     c.excluded, categories);
}

}  // namespace

TEST_CASE("every semantics key of the records is implemented or excluded with a reason") {
  std::map<isa::Semantic, const sim::SemanticExclusion*> excluded;
  for (const sim::SemanticExclusion& e : sim::excluded_semantics()) {
    CHECK_MESSAGE(!e.reason.empty(), isa::semantic_name(e.semantic) << " is excluded without a reason");
    CHECK_MESSAGE(excluded.emplace(e.semantic, &e).second, isa::semantic_name(e.semantic) << " is excluded twice");
  }
  Coverage c;
  for (const isa::Semantic key : isa::all_semantics()) {
    ++c.keys;
    const bool bound = sim::has_semantic_function(key);
    const auto exclusion = excluded.find(key);
    if (bound && exclusion != excluded.end()) {
      FAIL_CHECK(isa::semantic_name(key) << " has a semantic function and is also excluded");
    } else if (bound) {
      ++c.implemented;
    } else if (exclusion != excluded.end()) {
      ++c.excluded;
      ++c.excluded_by_category[std::string(exclusion->second->category)];
    } else {
      FAIL_CHECK(isa::semantic_name(key) << " is neither implemented nor excluded");
    }
  }
  MESSAGE(coverage_sentence(c));

  std::ifstream in(std::string(WMMASIM_SOURCE_DIR) + "/docs/execution.md");
  std::stringstream doc;
  doc << in.rdbuf();
  CHECK_MESSAGE(doc.str().find(coverage_sentence(c)) != std::string::npos,
                "docs/execution.md does not state the coverage; it should contain: " << coverage_sentence(c));
}
