// One pair of `mbdae compare` (coordinates × integrator × formulation × correction, with the integrator's
// variant) over its ladder of tolerances or steps: the runs, their error against the reference and their
// timings. What a rank of an MPI job receives and sends back (cli/rank_pool.hpp) is written here too, so
// that a pair's rows are the same bits whichever process ran them.
#pragma once

#include <functional>
#include <string>
#include <vector>

#include <Eigen/Dense>

#include "cli/byte_packet.hpp"
#include "cli/rank_pool.hpp"
#include "integrators/simulation.hpp"
#include "methods/run_settings.hpp"
#include "model/model.hpp"

namespace mbdae::cli {

/// Runs longer than this, s, are timed once whatever --repetitions says.
inline constexpr double kLongRun = 1.0;

/// One run of the table: a pair at one rung of its ladder.
struct Row {
  std::string coordinates, integrator, formulation, correction;
  // The integrator's variant, empty for its default: an ARKode Butcher table of arkode-erk
  // (--erk-tables) or "energy-conserving" for ali3p-trapezoidal (--energy-conserving).
  std::string variant;
  double knob = 0.0;  // rtol or dt
  RunStatistics statistics;
  double error = NAN;  // max |r − r_ref| of the marker over the samples up to the check time
  double median_wall_time = 0.0;
  int timed_runs = 0;  // runs whose wall times the median is of (0: not run)
  /// The integrator as the table, CSV and plots name it: arkode-erk[DORMAND_PRINCE_7_4_5],
  /// ali3p-trapezoidal[energy-conserving].
  std::string method() const {
    if (variant.empty()) return integrator;
    return integrator + "[" + (variant.rfind("ARKODE_", 0) == 0 ? variant.substr(7) : variant) + "]";
  }
  std::string pair() const { return coordinates + "/" + method() + "/" + formulation + "/" + correction; }
};

/// A pair to run, with its ladder (coarsest first).
struct ComparedPair {
  std::string coordinates, integrator, formulation, variant, correction;
  std::vector<double> ladder;
};

/// "nacf/rk4/af/none", as Row::pair() names its rows.
std::string pair_name(const ComparedPair& pair);

/// What every run of a comparison shares: the settings that are not the pair's, the marker and the
/// reference's samples of it (t = 0, output_every, ... up to check_time).
struct ComparisonSetup {
  double t_end = 0.0;
  double output_every = 0.0;
  double run_time_limit = 0.0;  // s per run, 0: none
  std::string error_control = "local";  // of the adaptive rows (RunSettings::error_control)
  int repetitions = 1;
  int marker = 0;
  double check_time = 0.0;
  std::vector<Eigen::Vector3d> reference;
};

/// A pair's rows, and the redundant constraint rows its formulation ran without (empty if none).
struct PairOutcome {
  std::vector<Row> rows;
  std::string removed_rows;
  /// The rows say that the rank running the pair failed (decoded_outcome), not how the pair ran: a
  /// resumed comparison runs it again. Not sent between ranks.
  bool lost_on_rank = false;
};

/// The settings of a row's run: its pair at its rung of the ladder.
RunSettings row_settings(const Row& row, const ComparisonSetup& setup);

/// The marker's positions at the output times up to `until` (status and counters in `statistics`).
std::vector<Eigen::Vector3d> sample_marker(const Model& model, const RunSettings& settings, int marker, double until,
                                           RunStatistics& statistics, std::string* removed_rows = nullptr);

/// Runs `pair` over its ladder. A rung that ran out of --run-time-limit skips the finer ones (status
/// "skipped"); a stop request (SIGINT, SIGTERM) ends the ladder with the runs done. `starting` is told
/// each run as it starts ("nacf/rk4/af/none at 0.001"), `skipped` each rung left out.
PairOutcome run_pair(const Model& model, const ComparisonSetup& setup, const ComparedPair& pair,
                     const std::function<void(const std::string&)>& starting = {},
                     const std::function<void()>& skipped = {});

/// What a rank of an MPI job does with a compare task: `task` (a ComparedPair as bytes) run over its
/// ladder, its PairOutcome as bytes.
std::string run_encoded_pair(const Model& model, const ComparisonSetup& setup, const std::string& task);
/// A rank's answer for `pair` read back: its rows; or, where the rank's run threw, every rung of the
/// ladder as a failed row that says which rank and why.
PairOutcome decoded_outcome(const ComparedPair& pair, const RankPool::Outcome& answer);

// --- As bytes, for the ranks of an MPI job (exact: every double as its bits) ---------------------------
void write(BytePacket& packet, const ComparisonSetup& setup);
void read(ByteReader& reader, ComparisonSetup& setup);
void write(BytePacket& packet, const ComparedPair& pair);
void read(ByteReader& reader, ComparedPair& pair);
void write(BytePacket& packet, const PairOutcome& outcome);
void read(ByteReader& reader, PairOutcome& outcome);

}  // namespace mbdae::cli
