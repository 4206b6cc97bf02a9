// `wmmasim run --provenance`: the launch once more, on copies of its buffers whose elements hold tags
// (wmmasim/provenance/tags.h), watched by the provenance observer; the real launch's results are untouched.
#pragma once

#include <string>
#include <vector>

#include <boost/program_options.hpp>

#include "launch_args.h"
#include "output_files.h"
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
};

// Runs the shadow launch and describes it; files (JSON, SVG) are added to `files`. Throws UsageError for a bad
// --provenance-* option, for buffers with more elements than tags, or when the shadow launch faults.
ProvenanceOutcome trace_provenance(const PreparedLaunch& prepared, sim::ExecutionOptions options,
                                   const ProvenanceRequest& request, const sim::PcName& name, OutputFiles& files);

}  // namespace wmmasim::cli
