#include "system/assembly.hpp"

#include <Eigen/SparseCholesky>
#include <Eigen/SPQRSupport>
#include <cmath>
#include <sstream>

namespace mbdae {
namespace {

// Minimum-norm solution of C_q x = r: x = C_qᵀ y with (C_q C_qᵀ + εI) y = r. The tiny ε keeps the
// normal matrix factorizable when constraints are redundant; for consistent right-hand sides it changes
// the step by O(ε), which Newton's iteration absorbs.
class MinimumNormSolver {
 public:
  void factorize(const SparseMatrix& jacobian) {
    jacobian_ = &jacobian;
    SparseMatrix normal = jacobian * jacobian.transpose();
    const double scale = normal.diagonal().cwiseAbs().maxCoeff();
    for (int k = 0; k < normal.rows(); ++k) normal.coeffRef(k, k) += 1e-13 * (1.0 + scale);
    solver_.compute(normal);
    ok_ = solver_.info() == Eigen::Success;
  }
  bool ok() const { return ok_; }
  Eigen::VectorXd solve(const Eigen::VectorXd& rhs) const {
    return jacobian_->transpose() * solver_.solve(rhs);
  }

 private:
  const SparseMatrix* jacobian_ = nullptr;
  Eigen::SimplicialLDLT<SparseMatrix> solver_;
  bool ok_ = false;
};

enum class Level { position, velocity };

// Constraint Jacobians up to this many columns get their rank from a dense full-pivoting LU.
constexpr int kLargestDenseRank = 600;

// Models up to this many joints get the diagnosis below when their positions cannot be assembled;
// it costs one assembly attempt per joint.
constexpr int kLargestDiagnosedModel = 60;

AssemblyReport assemble_impl(const EquationsOfMotion& system, double t, Eigen::VectorXd& q, Eigen::VectorXd& v,
                             const AssemblyOptions& options, bool diagnose);

// The joints whose removal alone lets the rest of the model assemble: for a loop that cannot close
// they are the loop's joints, for one misplaced joint that joint. Empty when no single removal helps.
std::vector<std::string> joints_blocking_assembly(const EquationsOfMotion& system, double t,
                                                  const AssemblyOptions& options) {
  std::vector<std::string> blocking;
  const Model& model = system.model();
  // Tried in the bodies' global coordinates, where each joint can be left out on its own.
  const auto* global = body_block_system(system);
  if (!global || model.joints.size() > static_cast<std::size_t>(kLargestDiagnosedModel)) return blocking;
  for (std::size_t j = 0; j < model.joints.size(); ++j) {
    Model reduced = model;
    reduced.joints.erase(reduced.joints.begin() + static_cast<std::ptrdiff_t>(j));
    const MultibodySystem reduced_system(std::move(reduced), global->coordinate_type());
    Eigen::VectorXd q, v;
    reduced_system.initial_state(q, v);
    try {
      assemble_impl(reduced_system, t, q, v, options, false);
      blocking.push_back(model.joints[j].name);
    } catch (const Error&) {
    }
  }
  return blocking;
}

[[noreturn]] void cannot_assemble(const EquationsOfMotion& system, const Eigen::VectorXd& residual,
                                  const std::string& what, Level level, double t, const AssemblyOptions& options,
                                  bool diagnose) {
  // Name a joint when one is violated: the normalization of the rotational coordinates can always be
  // met, so a large residual in a row of no joint only shows where Newton's steps went.
  int worst = 0;
  double size = residual.cwiseAbs().maxCoeff(&worst);
  double joint_size = 0.0;
  int joint_row = -1;
  for (int r = 0; r < residual.size(); ++r)
    if (system.joint_of_row(r) >= 0 && std::abs(residual[r]) > joint_size) joint_size = std::abs(residual[r]), joint_row = r;
  if (joint_row >= 0) worst = joint_row, size = joint_size;
  std::ostringstream msg;
  msg << "the model cannot be assembled: " << what << " (largest " << (level == Level::velocity ? "velocity" : "position")
      << " residual " << size << ")";
  if (level == Level::position && diagnose) {
    const std::vector<std::string> blocking = joints_blocking_assembly(system, t, options);
    if (blocking.size() == 1) {
      msg << "; without joint '" << blocking.front() << "' the rest assembles: check its points and axes";
    } else if (blocking.size() > 1) {
      msg << "; joints";
      for (std::size_t k = 0; k < blocking.size(); ++k) msg << (k ? ", " : " ") << "'" << blocking[k] << "'";
      msg << " form a loop that cannot close (without any one of them the rest assembles)";
    }
  }
  SourceLocation where{system.model().source, 0};
  const int joint = system.joint_of_row(worst);
  if (joint >= 0 && !system.model().joints[joint].where.file.empty()) where = system.model().joints[joint].where;
  throw Error(Error::Kind::assembly, msg.str(), where, system.constraint_owner(worst), t);
}

AssemblyReport assemble_impl(const EquationsOfMotion& system, double t, Eigen::VectorXd& q, Eigen::VectorXd& v,
                             const AssemblyOptions& options, bool diagnose) {
  AssemblyReport report;
  const Eigen::VectorXd q_given = q;
  const Eigen::VectorXd v_given = v;
  const int m = system.constraint_count();
  report.given_energy = report.assembled_energy = system.mechanical_energy(q, v);
  if (m == 0) return report;  // an open tree in relative coordinates: nothing to meet
  Eigen::VectorXd c(m);
  SparseMatrix jacobian = system.make_constraint_jacobian();
  MinimumNormSolver solver;

  system.constraints(t, q, c);
  double residual = c.size() ? c.cwiseAbs().maxCoeff() : 0.0;
  Eigen::VectorXd best_c = c;
  while (residual > options.position_tolerance) {
    if (report.newton_iterations == options.max_iterations)
      cannot_assemble(system, best_c,
                      "Newton's method did not reach the position tolerance in " +
                          std::to_string(options.max_iterations) + " iterations",
                      Level::position, t, options, diagnose);
    system.constraint_jacobian(t, q, jacobian);
    solver.factorize(jacobian);
    if (!solver.ok()) cannot_assemble(system, c, "the constraint Jacobian could not be factorized", Level::position, t, options, diagnose);
    q -= solver.solve(c);
    ++report.newton_iterations;
    system.constraints(t, q, c);
    if (!c.allFinite()) cannot_assemble(system, best_c, "Newton's method diverged", Level::position, t, options, diagnose);
    const double new_residual = c.cwiseAbs().maxCoeff();
    if (new_residual < residual) best_c = c;
    residual = new_residual;
  }
  report.position_residual = residual;

  // Velocities: v ← v − C_q⁺ (C_q v + C_t); repeated once to polish round-off.
  system.constraint_jacobian(t, q, jacobian);
  solver.factorize(jacobian);
  if (!solver.ok())
    cannot_assemble(system, c, "the constraint Jacobian could not be factorized", Level::velocity, t, options, diagnose);
  Eigen::VectorXd ct(m), velocity_error(m);
  system.constraint_time_derivative(t, q, ct);
  for (int pass = 0; pass < 3; ++pass) {
    velocity_error = jacobian * v + ct;
    if (m == 0 || velocity_error.cwiseAbs().maxCoeff() <= options.velocity_tolerance) break;
    v -= solver.solve(velocity_error);
  }
  velocity_error = jacobian * v + ct;
  report.velocity_residual = m ? velocity_error.cwiseAbs().maxCoeff() : 0.0;
  if (report.velocity_residual > options.velocity_tolerance)
    cannot_assemble(system, velocity_error, "the velocities cannot satisfy the velocity constraints",
                    Level::velocity, t, options, diagnose);

  report.position_correction = (q - q_given).norm();
  report.velocity_correction = (v - v_given).norm();
  report.assembled_energy = system.mechanical_energy(q, v);
  const Model& model = system.model();
  for (int b = 0; b < system.body_count(); ++b) {
    double move = (system.body_origin(b, q) - system.body_origin(b, q_given)).norm();
    for (int k = 0; k < static_cast<int>(model.markers.size()); ++k)
      if (model.markers[k].body == b)
        move = std::max(move, (system.marker_position(k, q) - system.marker_position(k, q_given)).norm());
    if (move > report.largest_move) report.largest_move = move, report.moved_body = b;
  }
  return report;
}

}  // namespace

AssemblyReport assemble(const EquationsOfMotion& system, double t, Eigen::VectorXd& q, Eigen::VectorXd& v,
                        const AssemblyOptions& options) {
  return assemble_impl(system, t, q, v, options, true);
}

int degrees_of_freedom(const EquationsOfMotion& system, double t, const Eigen::VectorXd& q) {
  if (system.constraint_count() == 0) return system.coordinate_count();
  SparseMatrix jacobian = system.make_constraint_jacobian();
  system.constraint_jacobian(t, q, jacobian);
  // Small systems: full-pivoting LU, the most reliable rank. Large ones: SuiteSparseQR's rank-revealing
  // sparse QR (Davis 2011), which on a 1000-link chain (12,000 columns) takes a fraction of a second
  // where dense or Eigen's SparseQR took minutes. Both use a relative threshold: Bricard's redundancy,
  // and the four-bar's at its singular position, are exact up to rounding.
  if (jacobian.cols() <= kLargestDenseRank) {
    const Eigen::MatrixXd dense = Eigen::MatrixXd(jacobian);
    Eigen::FullPivLU<Eigen::MatrixXd> lu(dense);
    lu.setThreshold(1e-10);
    return system.coordinate_count() - static_cast<int>(lu.rank());
  }
  // The QR of C_qᵀ (tall: n × m): rank C_q = rank C_qᵀ, and SPQR is at its best on tall matrices.
  Eigen::SparseMatrix<double, Eigen::ColMajor, long> transposed = jacobian.transpose();
  Eigen::SPQR<Eigen::SparseMatrix<double, Eigen::ColMajor, long>> qr;
  const double largest_column = [&] {
    double largest = 0.0;
    for (int c = 0; c < transposed.outerSize(); ++c) largest = std::max(largest, transposed.col(c).norm());
    return largest;
  }();
  qr.setPivotThreshold(1e-10 * std::max(1.0, largest_column));
  qr.compute(transposed);
  if (qr.info() != Eigen::Success)
    throw Error(Error::Kind::numerical, "the rank of the constraint Jacobian could not be computed (SuiteSparseQR failed)");
  return system.coordinate_count() - static_cast<int>(qr.rank());
}

}  // namespace mbdae
