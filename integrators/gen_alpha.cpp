#include "integrators/gen_alpha.hpp"

#include <sstream>

namespace mbdae {

namespace {
// 1/ε relative to the mass scale: see the header.
constexpr double kRegularizationWeight = 1e8;
}  // namespace

GeneralizedAlphaParameters GeneralizedAlphaParameters::from_spectral_radius(double rho) {
  if (!(rho >= 0.0 && rho <= 1.0))
    throw Error(Error::Kind::usage, "`rho_infinity` must be between 0 and 1 (got " + std::to_string(rho) + ")");
  GeneralizedAlphaParameters p;
  p.alpha_m = (2.0 * rho - 1.0) / (rho + 1.0);
  p.alpha_f = rho / (rho + 1.0);
  p.gamma = 0.5 + p.alpha_f - p.alpha_m;
  p.beta = 0.25 * (p.gamma + 0.5) * (p.gamma + 0.5);
  return p;
}

GeneralizedAlpha::GeneralizedAlpha(const MultibodySystem& system, const Index3Options& options, double step)
    : Index3Integrator(step),
      system_(require_position_level_constraints(system, name())),
      options_(options),
      parameters_(GeneralizedAlphaParameters::from_spectral_radius(options.rho_infinity)),
      n_(system.coordinate_count()),
      m_(system.constraint_count()),
      initial_(std::make_unique<UdwadiaKalabaFormulation>(system)),
      force_jacobian_(system),
      tangent_(system, force_jacobian_.make_matrix(), force_jacobian_.jacobians_are_symmetric()),
      mass_(system.make_mass_matrix()),
      jacobian_(system.make_constraint_jacobian()),
      stiffness_(force_jacobian_.make_matrix()),
      damping_(force_jacobian_.make_matrix()),
      pseudo_acceleration_(n_),
      q_(n_),
      velocity_(n_),
      acceleration_new_(n_),
      lambda_(m_),
      forces_(n_),
      constraint_(m_),
      residual_(n_),
      update_(n_),
      work_m_(m_),
      work_n_(n_) {
  acceleration_ = Eigen::VectorXd::Zero(n_);
  multipliers_ = Eigen::VectorXd::Zero(m_);
}

void GeneralizedAlpha::start(double t, const Eigen::VectorXd& q, const Eigen::VectorXd& v) {
  initial_->solve(t, q, v, acceleration_, multipliers_);
  pseudo_acceleration_ = acceleration_;  // a_0 = q̈_0
  system_.mass_matrix(q, mass_);
  double trace = 0.0;
  for (int i = 0; i < n_; ++i) trace += mass_.coeff(i, i);
  regularization_weight_ = kRegularizationWeight * trace / n_;
  statistics_ = {};
}

void GeneralizedAlpha::step_from(double t, double h, Eigen::VectorXd& q, Eigen::VectorXd& v) {
  const GeneralizedAlphaParameters& p = parameters_;
  const double t_new = t + h;
  const double beta_prime = (1.0 - p.alpha_m) / (h * h * p.beta * (1.0 - p.alpha_f));
  const double gamma_prime = p.gamma / (h * p.beta);

  // Predictor: q̈_{n+1} = q̈_n, λ_{n+1} = λ_n, and q, q̇ from the integration formulas.
  acceleration_new_ = acceleration_;
  lambda_ = multipliers_;
  auto pseudo_of = [&](const Eigen::VectorXd& acceleration_new, Eigen::VectorXd& out) {
    out = (p.alpha_f * acceleration_ - p.alpha_m * pseudo_acceleration_ + (1.0 - p.alpha_f) * acceleration_new) /
          (1.0 - p.alpha_m);
  };
  pseudo_of(acceleration_new_, work_n_);
  velocity_ = v + (h * (1.0 - p.gamma)) * pseudo_acceleration_ + (h * p.gamma) * work_n_;
  q_ = q + h * v + (h * h * (0.5 - p.beta)) * pseudo_acceleration_ + (h * h * p.beta) * work_n_;

  double residual_norm = 0.0, largest_update = 0.0, previous_update = 0.0;
  int iteration = 0;
  bool converged = false;
  while (iteration < options_.max_iterations && !converged) {
    ++iteration;
    system_.mass_matrix(q_, mass_);
    system_.constraint_jacobian(t_new, q_, jacobian_);
    system_.generalized_forces(t_new, q_, velocity_, forces_);
    system_.constraints(t_new, q_, constraint_);
    ++statistics_.residual_evaluations;
    // K and D at the predicted state, and again wherever Newton stalls (the update shrank by less than
    // 4): a far-off predictor (stiff forces, large steps) leaves them wrong, and a wrong tangent makes
    // Newton converge slowly or not at all.
    if (iteration == 1 ||
        (iteration > 2 && !force_jacobian_.forces_are_constant() && largest_update > 0.25 * previous_update)) {
      const long before = force_jacobian_.evaluations();
      force_jacobian_.evaluate(t_new, q_, velocity_, stiffness_, damping_);
      statistics_.force_evaluations += force_jacobian_.evaluations() - before;
    }
    residual_.noalias() = mass_ * acceleration_new_;
    residual_.noalias() += jacobian_.transpose() * lambda_;
    residual_ -= forces_;
    residual_norm = std::sqrt(residual_.squaredNorm() + constraint_.squaredNorm());

    tangent_.assemble(mass_, damping_, stiffness_, jacobian_, gamma_prime / beta_prime, 1.0 / beta_prime,
                      regularization_weight_);
    ++statistics_.factorizations;
    if (!tangent_.factorize())
      throw Error(Error::Kind::numerical,
                  "generalized-alpha iteration matrix is not positive definite (Newton iteration " +
                      std::to_string(iteration) + ")",
                  {}, {}, t_new);
    // (A + C_qᵀC_q/ε)Δq = −r/β' − C_qᵀC/ε, then Δλ/β' = (C_qΔq + C)/ε.
    work_n_.noalias() = jacobian_.transpose() * constraint_;
    work_n_ = -residual_ / beta_prime - regularization_weight_ * work_n_;
    tangent_.solve(work_n_, update_);
    work_m_ = constraint_;
    work_m_.noalias() += jacobian_ * update_;
    lambda_ += (beta_prime * regularization_weight_) * work_m_;
    q_ += update_;
    velocity_ += gamma_prime * update_;
    acceleration_new_ += beta_prime * update_;
    previous_update = largest_update;
    largest_update = update_.lpNorm<Eigen::Infinity>();
    converged = largest_update <= options_.tolerance;
  }
  statistics_.newton_iterations += iteration;
  if (!converged || !q_.allFinite()) {
    std::ostringstream msg;
    msg << "generalized-alpha Newton-Raphson did not converge to " << options_.tolerance << " in " << iteration
        << " iterations (residual norm " << residual_norm << ", last position update " << largest_update << ")";
    throw Error(Error::Kind::numerical, msg.str(), {}, {}, t_new);
  }
  pseudo_of(acceleration_new_, work_n_);
  pseudo_acceleration_ = work_n_;
  acceleration_ = acceleration_new_;
  multipliers_ = lambda_;
  q = q_;
  v = velocity_;
  ++statistics_.steps;
}

}  // namespace mbdae
