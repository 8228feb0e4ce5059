#include "system/failure_diagnosis.hpp"

#include <limits>
#include <sstream>

#include "system/redundancy.hpp"

namespace mbdae {

namespace {

// Masses spread wider than this make the augmented formulation's C_q M⁻¹ C_qᵀ look singular to its
// pivot test (a pivot below 1e-7 of the largest, formulations/af.cpp) whatever the constraints are.
constexpr double kLargestMassSpread = 1e6;

// The bodies' mass matrices (their eigenvalues, in the coordinate type's units) may span this much in a
// sound model of parts from millimetres to metres; beyond it the span is named as the likely cause.
constexpr double kLargestMassMatrixSpread = 1e10;

// A correction that leaves the constraints violated by more than this (metres, or the unit vectors'
// own measure) was not slow to converge: the step before it threw the state away.
constexpr double kDivergedResidual = 1e-2;

// "the bodies' mass matrices span a factor 1e+22 (body 'a' up to 1e+20, body 'b' down to 0.005)" when
// the eigenvalues of the bodies' mass matrices at q span more than kLargestMassMatrixSpread; else empty.
std::string mass_matrix_spread(const EquationsOfMotion& equations, const Eigen::VectorXd& q) {
  const auto* global = body_block_system(equations);
  if (!global) return {};  // relative coordinates have no per-body blocks
  const MultibodySystem& system = *global;
  double largest = 0.0, smallest = std::numeric_limits<double>::infinity();
  int heaviest = -1, lightest = -1;
  BodyMatrix mass;
  for (int b = 0; b < system.body_count(); ++b) {
    system.body_mass_matrix(b, q, mass);
    const Eigen::VectorXd eigenvalues =
        Eigen::SelfAdjointEigenSolver<Eigen::MatrixXd>(Eigen::MatrixXd(mass), Eigen::EigenvaluesOnly).eigenvalues();
    if (eigenvalues.size() == 0 || !eigenvalues.allFinite()) continue;
    if (eigenvalues.maxCoeff() > largest) largest = eigenvalues.maxCoeff(), heaviest = b;
    if (eigenvalues.minCoeff() < smallest) smallest = eigenvalues.minCoeff(), lightest = b;
  }
  if (heaviest < 0 || !(smallest > 0.0) || !(largest > kLargestMassMatrixSpread * smallest)) return {};
  std::ostringstream text;
  text << "the bodies' mass matrices span a factor " << largest / smallest << " (body '"
       << system.model().bodies[heaviest].name << "' up to " << largest << ", body '"
       << system.model().bodies[lightest].name << "' down to " << smallest << ")";
  return text.str();
}

}  // namespace

std::string diagnose_failure(const EquationsOfMotion& system, const Error& error, double t_start,
                             double t_good, const Eigen::VectorXd& q_good) {
  if (error.kind() != Error::Kind::numerical || system.constraint_count() == 0 || !q_good.allFinite()) return {};
  std::ostringstream text;
  try {
    const ConstraintRank rank = constraint_rank(system, t_good, q_good);
    if (rank.redundant()) {
      text << "; at the last good state (t = " << t_good << " s) " << describe_redundancy(system, rank)
           << ": redundant constraints, or a singular position of the mechanism (formulations uke, nullspace and "
              "ali3p take redundant constraints; af, ggl, index1 and index3 run without the rows that repeat others "
              "at the start"
           << (system.removed_rows().empty() ? "" : ", as this run did,") << " but not past a rank that drops later)";
    } else if (dynamic_cast<const SingularConstraintMatrix*>(&error) != nullptr) {
      text << "; C_q has full rank at the last good state (t = " << t_good << " s), so the constraints are not redundant";
      const Model& model = system.model();
      int heaviest = 0, lightest = 0;
      for (int b = 0; b < static_cast<int>(model.bodies.size()); ++b) {
        if (model.bodies[b].inertia.mass > model.bodies[heaviest].inertia.mass) heaviest = b;
        if (model.bodies[b].inertia.mass < model.bodies[lightest].inertia.mass) lightest = b;
      }
      const double spread =
          model.bodies.empty() ? 1.0 : model.bodies[heaviest].inertia.mass / model.bodies[lightest].inertia.mass;
      if (spread > kLargestMassSpread) {
        // C_q M⁻¹ C_qᵀ scales with the inverse masses: its pivots spread as far as the masses do.
        text << ", but the masses span a factor " << spread << " (body '" << model.bodies[heaviest].name << "' "
             << model.bodies[heaviest].inertia.mass << " kg, body '" << model.bodies[lightest].name << "' "
             << model.bodies[lightest].inertia.mass
             << " kg), which the matrix's pivots follow past what a factorization can tell from singular: check "
                "those masses, or use formulation uke";
      } else if (const std::string spread_bodies = mass_matrix_spread(system, q_good); !spread_bodies.empty()) {
        text << ", but " << spread_bodies
             << ", which the matrix's pivots follow past what a factorization can tell from singular: check those "
                "bodies' inertias, or use formulation uke";
      } else if (error.time() == t_good && t_good == t_start) {
        text << ": the matrix is singular at the start itself; check the bodies' masses and inertias, or use "
                "formulation uke";
      } else {
        text << ": the state diverged within the step (shorten `step`, or use an implicit integrator)";
      }
    } else if (const auto* correction = dynamic_cast<const CorrectionDidNotConverge*>(&error);
               correction != nullptr && !(correction->residual() <= kDivergedResidual)) {
      text << "; C_q has full rank at the last good state (t = " << t_good
           << " s), and the step left the constraints violated by " << correction->residual()
           << ": the state diverged within the step (shorten `step`, or use an implicit integrator)";
    }
  } catch (const Error&) {
    // The rank itself could not be computed: the failure's own message stands alone.
  }
  return text.str();
}

}  // namespace mbdae
