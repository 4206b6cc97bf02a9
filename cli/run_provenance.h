// `wmmasim run --provenance`: the launch once more, on copies of its buffers whose elements hold tags
// (wmmasim/provenance/tags.h), watched by the provenance observer; the real launch's results are untouched.
#pragma once

#include <string>
#include <vector>

#include <boost/program_options.hpp>

#include "launch_args.h"
#include "output_files.h"
#include "wmmasim/exec/recorded_launch.h"
#include "wmmasim/provenance/report.h"

namespace wmmasim::cli {

struct ProvenanceRequest {
  bool wanted = false;              // --provenance
  std::vector<std::string> shapes;  // --provenance-shape KEY=RxC[:row|col]
  bool grid = false;                // --provenance-grid
  std::string at;                   // --provenance-at PC|FILE:LINE
  std::string report;               // --provenance-report FILE.json
  std::string svg;                  // --provenance-svg FILE.svg
  // Throws UsageError when an option that needs --provenance comes without it.
  void validate() const;
};

void add_provenance_options(boost::program_options::options_description& options, ProvenanceRequest& request);

struct ProvenanceOutcome {
  std::string text;    // one line per matrix instruction (and the grids when asked for)
  bool wrong = false;  // an operand held elements its layout does not expect there
  std::string svg;     // the picture of the first wrong instruction (or the first one); empty: none executed
  std::string json_text;  // the JSON report (--provenance-report)
};

// Runs the shadow launch and describes it; files (JSON, SVG) are added to `files`. Throws UsageError for a bad
// --provenance-* option, for buffers with more elements than tags, or when the shadow launch faults.
ProvenanceOutcome trace_provenance(const PreparedLaunch& prepared, sim::ExecutionOptions options,
                                   const ProvenanceRequest& request, const sim::PcName& name, OutputFiles& files);

// A launch recorded inside a program (exec --record, exec --provenance) traced the same way, with no shapes given:
// each buffer's element width is the width of the operands that read it, and its 2-D view row-major with the leading
// dimension its tiles are read with (found by a first launch whose buffers hold tags in flat order). Names
// instructions by source line when the code object has line tables, and says how to get them when it has none.
// Files are left to the caller (the outcome's svg and json_text). Throws UsageError as trace_provenance does.
ProvenanceOutcome trace_recorded_provenance(const sim::RecordedLaunch& launch, sim::ExecutionOptions options,
                                            const ProvenanceRequest& request);

// `wmmasim run --replay CASE --provenance`: the case's report on stdout, its files written. Exit code: 0 every
// operand as expected, 6 one was not.
int replay_with_provenance(const std::string& path, const sim::ExecutionOptions& options,
                           const ProvenanceRequest& request);

}  // namespace wmmasim::cli
