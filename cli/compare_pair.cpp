#include "cli/compare_pair.hpp"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <sstream>

#include "cli/flag_words.hpp"
#include "cli/report_format.hpp"
#include "core/interruption.hpp"
#include "methods/registry.hpp"
#include "methods/run.hpp"

namespace mbdae::cli {

RunSettings row_settings(const Row& row, const ComparisonSetup& setup) {
  RunSettings s;
  s.coordinates = row.coordinates;
  s.integrator = row.integrator;
  s.formulation = row.formulation;
  s.correction = row.correction;
  s.t_end = setup.t_end;
  s.output_every = setup.output_every;
  s.wall_time_limit = setup.run_time_limit;
  if (find_integrator(row.integrator).fixed_step)
    s.step = row.knob;
  else
    s.error_control = setup.error_control;
  s.adaptive.rtol = row.knob;
  s.adaptive.atol = row.knob;
  if (row.integrator == "arkode-erk" || row.integrator == "arkode-erk-fixed") s.adaptive.table = row.variant;
  s.index3.energy_conserving = row.variant == "energy-conserving";
  return s;
}

std::vector<Eigen::Vector3d> sample_marker(const Model& model, const RunSettings& settings, int marker, double until,
                                           RunStatistics& statistics, std::string* removed_rows) {
  std::vector<Eigen::Vector3d> samples;
  const RunResult result = run_simulation(model, settings,
                                          [&](const EquationsOfMotion& system, double t, const Eigen::VectorXd& q,
                                              const Eigen::VectorXd&, const Eigen::VectorXd&) {
                                            if (t <= until + 1e-9) samples.push_back(system.marker_position(marker, q));
                                          });
  statistics = result.statistics;
  statistics.message = in_flag_words(statistics.message);
  if (removed_rows) *removed_rows = result.removed_rows_description;
  return samples;
}

PairOutcome run_pair(const Model& model, const ComparisonSetup& setup, const ComparedPair& pair,
                     const std::function<void(const std::string&)>& starting, const std::function<void()>& skipped) {
  PairOutcome outcome;
  // The coarsest rung of this pair that ran out of wall time: a finer one would too.
  double limited_at = INFINITY;
  for (const double knob : pair.ladder) {
    if (interruption_requested()) break;  // the table then holds the runs done so far
    Row row{pair.coordinates, pair.integrator, pair.formulation, pair.correction, pair.variant, knob, {}, NAN, 0.0};
    if (knob < limited_at && limited_at < INFINITY) {
      row.statistics.status = "skipped";
      std::ostringstream why;
      why << "not run: the same pair at " << limited_at << " reached the run time limit";
      row.statistics.message = why.str();
      outcome.rows.push_back(row);
      if (skipped) skipped();
      continue;
    }
    const RunSettings s = row_settings(row, setup);
    if (starting) {
      char at[32];
      std::snprintf(at, sizeof at, " at %g", knob);
      starting(row.pair() + at);
    }
    std::string removed;
    const std::vector<Eigen::Vector3d> samples =
        sample_marker(model, s, setup.marker, setup.check_time, row.statistics, &removed);
    if (!removed.empty()) outcome.removed_rows = removed;
    if (samples.size() == setup.reference.size()) {
      row.error = 0.0;
      for (std::size_t k = 0; k < samples.size(); ++k)
        row.error = std::max(row.error, (samples[k] - setup.reference[k]).norm());
    }
    std::vector<double> times{row.statistics.wall_time_s};
    // A run of more than a second is timed once: its time varies by a few per cent from one repeat to
    // the next, far less than what the table compares, and on a large mechanism repeats would triple the
    // comparison's time.
    for (int r = 1; r < setup.repetitions && row.statistics.status == "ok" && row.statistics.wall_time_s < kLongRun &&
                    !interruption_requested();
         ++r)
      times.push_back(run_simulation(model, s, {}).statistics.wall_time_s);
    row.median_wall_time = median(times);
    row.timed_runs = static_cast<int>(times.size());
    if (row.statistics.status == "time limit") limited_at = std::min(limited_at, knob);
    outcome.rows.push_back(row);
  }
  return outcome;
}

std::string pair_name(const ComparedPair& pair) {
  return Row{pair.coordinates, pair.integrator, pair.formulation, pair.correction, pair.variant, 0.0, {}, NAN, 0.0}
      .pair();
}

std::string run_encoded_pair(const Model& model, const ComparisonSetup& setup, const std::string& task) {
  ByteReader reader(task);
  ComparedPair pair;
  read(reader, pair);
  BytePacket answer;
  write(answer, run_pair(model, setup, pair));
  return answer.bytes();
}

PairOutcome decoded_outcome(const ComparedPair& pair, const RankPool::Outcome& answer) {
  PairOutcome outcome;
  std::string error = answer.error;
  if (error.empty()) {
    try {
      ByteReader reader(answer.bytes);
      read(reader, outcome);
      // The pair's rungs, in order, or the first ones (or none) of a ladder a stop request cut short.
      bool same = reader.at_end() && outcome.rows.size() <= pair.ladder.size();
      for (std::size_t k = 0; same && k < outcome.rows.size(); ++k) {
        const Row& row = outcome.rows[k];
        same = row.coordinates == pair.coordinates && row.integrator == pair.integrator &&
               row.formulation == pair.formulation && row.correction == pair.correction &&
               row.variant == pair.variant && row.knob == pair.ladder[k];
      }
      if (same) return outcome;
      error = "its answer is not of this pair's ladder";
    } catch (const std::exception& damaged) {
      error = std::string("its answer could not be read: ") + damaged.what();
    }
  }
  outcome = {};
  outcome.lost_on_rank = true;
  for (const double knob : pair.ladder) {
    Row row{pair.coordinates, pair.integrator, pair.formulation, pair.correction, pair.variant, knob, {}, NAN, 0.0};
    row.statistics.status = "failed";
    row.statistics.message = "rank " + std::to_string(answer.rank) + ": " + error;
    outcome.rows.push_back(row);
  }
  return outcome;
}

// --- As bytes --------------------------------------------------------------------------------------------

void write(BytePacket& packet, const ComparisonSetup& setup) {
  packet.put(setup.t_end);
  packet.put(setup.output_every);
  packet.put(setup.run_time_limit);
  packet.put(setup.error_control);
  packet.put(setup.repetitions);
  packet.put(setup.marker);
  packet.put(setup.check_time);
  packet.put(static_cast<std::uint64_t>(setup.reference.size()));
  for (const Eigen::Vector3d& r : setup.reference)
    for (int k = 0; k < 3; ++k) packet.put(r[k]);
}

void read(ByteReader& reader, ComparisonSetup& setup) {
  setup.t_end = reader.get<double>();
  setup.output_every = reader.get<double>();
  setup.run_time_limit = reader.get<double>();
  setup.error_control = reader.get_string();
  setup.repetitions = reader.get<int>();
  setup.marker = reader.get<int>();
  setup.check_time = reader.get<double>();
  setup.reference.resize(reader.get_count(3 * sizeof(double)));
  for (Eigen::Vector3d& r : setup.reference)
    for (int k = 0; k < 3; ++k) r[k] = reader.get<double>();
}

void write(BytePacket& packet, const ComparedPair& pair) {
  for (const std::string* text : {&pair.coordinates, &pair.integrator, &pair.formulation, &pair.variant, &pair.correction})
    packet.put(*text);
  packet.put(static_cast<std::uint64_t>(pair.ladder.size()));
  for (const double knob : pair.ladder) packet.put(knob);
}

void read(ByteReader& reader, ComparedPair& pair) {
  for (std::string* text : {&pair.coordinates, &pair.integrator, &pair.formulation, &pair.variant, &pair.correction})
    *text = reader.get_string();
  pair.ladder.resize(reader.get_count(sizeof(double)));
  for (double& knob : pair.ladder) knob = reader.get<double>();
}

namespace {

// Every member of RunStatistics goes into a message: a member added there must be added here, which this
// size check recalls (it fails when the struct grows or shrinks).
static_assert(sizeof(RunStatistics) == 2 * sizeof(std::string) + 7 * sizeof(double) + 8 * sizeof(long) +
                                           sizeof(CostSplit),
              "RunStatistics changed: write and read its new members below");

void write(BytePacket& packet, const RunStatistics& s) {
  packet.put(s.status);
  packet.put(s.message);
  for (const double x : {s.t_reached, s.wall_time_s, s.max_position_violation, s.max_velocity_violation,
                         s.energy_drift, s.initial_energy, s.work, s.cost.residual, s.cost.matrix,
                         s.cost.factorization, s.cost.solve})
    packet.put(x);
  for (const long n : {s.steps, s.rhs_evaluations, s.jacobian_evaluations, s.newton_iterations, s.repartitions,
                       s.linear_setups, s.error_test_failures, s.nonlinear_failures})
    packet.put(n);
}

void read(ByteReader& reader, RunStatistics& s) {
  s.status = reader.get_string();
  s.message = reader.get_string();
  for (double* x : {&s.t_reached, &s.wall_time_s, &s.max_position_violation, &s.max_velocity_violation,
                    &s.energy_drift, &s.initial_energy, &s.work, &s.cost.residual, &s.cost.matrix,
                    &s.cost.factorization, &s.cost.solve})
    *x = reader.get<double>();
  for (long* n : {&s.steps, &s.rhs_evaluations, &s.jacobian_evaluations, &s.newton_iterations, &s.repartitions,
                  &s.linear_setups, &s.error_test_failures, &s.nonlinear_failures})
    *n = reader.get<long>();
}

}  // namespace

void write(BytePacket& packet, const PairOutcome& outcome) {
  packet.put(outcome.removed_rows);
  packet.put(static_cast<std::uint64_t>(outcome.rows.size()));
  for (const Row& row : outcome.rows) {
    for (const std::string* text : {&row.coordinates, &row.integrator, &row.formulation, &row.correction, &row.variant})
      packet.put(*text);
    packet.put(row.knob);
    write(packet, row.statistics);
    packet.put(row.error);
    packet.put(row.median_wall_time);
    packet.put(row.timed_runs);
  }
}

void read(ByteReader& reader, PairOutcome& outcome) {
  outcome.removed_rows = reader.get_string();
  outcome.rows.resize(reader.get_count(5 * sizeof(std::uint64_t)));
  for (Row& row : outcome.rows) {
    for (std::string* text : {&row.coordinates, &row.integrator, &row.formulation, &row.correction, &row.variant})
      *text = reader.get_string();
    row.knob = reader.get<double>();
    read(reader, row.statistics);
    row.error = reader.get<double>();
    row.median_wall_time = reader.get<double>();
    row.timed_runs = reader.get<int>();
  }
}

}  // namespace mbdae::cli
