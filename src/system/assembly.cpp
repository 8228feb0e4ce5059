#include "system/assembly.hpp"

#include <Eigen/SparseCholesky>
#include <Eigen/SparseQR>
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

[[noreturn]] void cannot_assemble(const MultibodySystem& system, const Eigen::VectorXd& residual,
                                  const std::string& what, Level level, double t) {
  // Name a joint when one is violated: the normalization of the rotational coordinates can always be
  // met, so a large intrinsic residual only shows where Newton's steps went.
  int worst = 0;
  double size = residual.cwiseAbs().maxCoeff(&worst);
  const int first_joint_row = system.intrinsic_constraint_count();
  if (residual.size() > first_joint_row) {
    int joint_row = 0;
    const double joint_size = residual.tail(residual.size() - first_joint_row).cwiseAbs().maxCoeff(&joint_row);
    if (joint_size > 0.0) {
      worst = first_joint_row + joint_row;
      size = joint_size;
    }
  }
  std::ostringstream msg;
  msg << "the model cannot be assembled: " << what << "; largest " << (level == Level::velocity ? "velocity" : "position")
      << " residual " << size << " in constraint row " << worst;
  const std::string& model_file = system.model().source;
  throw Error(Error::Kind::assembly, msg.str(), SourceLocation{model_file, 0}, system.constraint_owner(worst),
              t);
}

}  // namespace

AssemblyReport assemble(const MultibodySystem& system, double t, Eigen::VectorXd& q, Eigen::VectorXd& v,
                        const AssemblyOptions& options) {
  AssemblyReport report;
  const Eigen::VectorXd q_given = q;
  const Eigen::VectorXd v_given = v;
  const int m = system.constraint_count();
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
                      Level::position, t);
    system.constraint_jacobian(t, q, jacobian);
    solver.factorize(jacobian);
    if (!solver.ok()) cannot_assemble(system, c, "the constraint Jacobian could not be factorized", Level::position, t);
    q -= solver.solve(c);
    ++report.newton_iterations;
    system.constraints(t, q, c);
    if (!c.allFinite()) cannot_assemble(system, best_c, "Newton's method diverged", Level::position, t);
    const double new_residual = c.cwiseAbs().maxCoeff();
    if (new_residual < residual) best_c = c;
    residual = new_residual;
  }
  report.position_residual = residual;

  // Velocities: v ← v − C_q⁺ (C_q v + C_t); repeated once to polish round-off.
  system.constraint_jacobian(t, q, jacobian);
  solver.factorize(jacobian);
  if (!solver.ok())
    cannot_assemble(system, c, "the constraint Jacobian could not be factorized", Level::velocity, t);
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
                    Level::velocity, t);

  report.position_correction = (q - q_given).norm();
  report.velocity_correction = (v - v_given).norm();
  return report;
}

int degrees_of_freedom(const MultibodySystem& system, double t, const Eigen::VectorXd& q) {
  SparseMatrix jacobian = system.make_constraint_jacobian();
  system.constraint_jacobian(t, q, jacobian);
  if (jacobian.cols() <= 3000) {
    const Eigen::MatrixXd dense = Eigen::MatrixXd(jacobian);
    Eigen::FullPivLU<Eigen::MatrixXd> lu(dense);
    lu.setThreshold(1e-10);
    return system.coordinate_count() - static_cast<int>(lu.rank());
  }
  Eigen::SparseQR<SparseMatrix, Eigen::COLAMDOrdering<int>> qr;
  qr.setPivotThreshold(1e-10);
  qr.compute(jacobian);
  return system.coordinate_count() - static_cast<int>(qr.rank());
}

}  // namespace mbdae
