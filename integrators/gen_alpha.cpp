#include "integrators/gen_alpha.hpp"

namespace mbdae {

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

GeneralizedAlpha::GeneralizedAlpha(Index3Formulation& formulation, double rho_infinity, double step)
    : Index3Integrator(formulation, step), parameters_(GeneralizedAlphaParameters::from_spectral_radius(rho_infinity)) {}

void GeneralizedAlpha::begin() { pseudo_acceleration_ = acceleration_; }  // a_0 = q̈_0

void GeneralizedAlpha::step_from(double t, double h, Eigen::VectorXd& q, Eigen::VectorXd& v) {
  const GeneralizedAlphaParameters& p = parameters_;
  Discretization& d = discretization_;
  d.beta_prime = (1.0 - p.alpha_m) / (h * h * p.beta * (1.0 - p.alpha_f));
  d.gamma_prime = p.gamma / (h * p.beta);

  // Predictor: q̈_{n+1} = q̈_n (λ_{n+1} = λ_n in the formulation), and q, q̇ from the integration formulas.
  acceleration_new_ = acceleration_;
  auto pseudo_of = [&](const Eigen::VectorXd& acceleration_new, Eigen::VectorXd& out) {
    out = (p.alpha_f * acceleration_ - p.alpha_m * pseudo_acceleration_ + (1.0 - p.alpha_f) * acceleration_new) /
          (1.0 - p.alpha_m);
  };
  pseudo_of(acceleration_new_, work_n_);
  velocity_ = v + (h * (1.0 - p.gamma)) * pseudo_acceleration_ + (h * p.gamma) * work_n_;
  q_ = q + h * v + (h * h * (0.5 - p.beta)) * pseudo_acceleration_ + (h * h * p.beta) * work_n_;

  formulation_.solve_step(t + h, d, q_, velocity_, acceleration_new_);
  pseudo_of(acceleration_new_, work_n_);
  pseudo_acceleration_ = work_n_;
  acceleration_ = acceleration_new_;
  q = q_;
  v = velocity_;
}

}  // namespace mbdae
