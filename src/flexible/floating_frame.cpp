#include "flexible/floating_frame.hpp"

namespace mbdae {

FloatingFrame::FloatingFrame(std::shared_ptr<const ElasticBody> elastic,
                             std::shared_ptr<const CoordinateType> coordinates)
    : elastic_(std::move(elastic)),
      coordinates_(std::move(coordinates)),
      translation_size_(coordinates_->translation_size()) {
  const int n = elastic_->coordinate_count();
  for (auto& p : moment_shape_) p.resize(3, n);
  rotated_.resize(3, n);
  elastic_scratch_.resize(n);
  mass_bb_.resize(rigid_size(), rigid_size());
  mass_be_.resize(rigid_size(), n);
  mass_ee_.resize(n, n);
  rigid_scratch_.resize(rigid_size());
}

void FloatingFrame::evaluate_moments(const BodyCoordinates& q, const ElasticVector& delta) const {
  const ElasticBody& e = *elastic_;
  for (int k = 0; k < 3; ++k) {
    const Eigen::Vector3d axis = Eigen::Vector3d::Unit(k);
    // A's columns as the coordinate type turns the body axes (for natural coordinates, the stored
    // vectors themselves, exactly as every other body point is computed).
    rotation_.col(k) = coordinates_->rotate(q, axis);
    coordinates_->rotate_jacobian(q, axis, axis_jacobian_[k]);
  }
  first_moment_.noalias() = e.first_moment + e.s_bar * delta;
  Eigen::Matrix3d linear;  // column l: S̄_l δ, so linear(k, l) = ∫ρ ū_l N_k δ
  for (int l = 0; l < 3; ++l) linear.col(l).noalias() = e.s_bar_axis[l] * delta;
  for (int k = 0; k < 3; ++k)
    for (int l = k; l < 3; ++l) {
      elastic_scratch_.noalias() = e.s_rows[k][l] * delta;
      second_moment_(k, l) = second_moment_(l, k) =
          e.second_moment(k, l) + linear(k, l) + linear(l, k) + delta.dot(elastic_scratch_);
    }
  for (int k = 0; k < 3; ++k) {
    moment_shape_[k] = e.s_bar_axis[k];
    for (int j = 0; j < 3; ++j) {
      elastic_scratch_.noalias() = e.s_rows[j][k] * delta;  // (δᵀ S_kj)ᵀ = S_jk δ
      moment_shape_[k].row(j) += elastic_scratch_.transpose();
    }
  }
}

void FloatingFrame::mass_matrix(const BodyCoordinates& q, const ElasticVector& delta, Eigen::Ref<Eigen::MatrixXd> m_bb,
                                Eigen::Ref<Eigen::MatrixXd> m_be, Eigen::Ref<Eigen::MatrixXd> m_ee) const {
  evaluate_moments(q, delta);
  const ElasticBody& e = *elastic_;
  const int t = translation_size_;
  const BodyJacobian* j = axis_jacobian_;
  const double m = e.total_mass;

  // M_bb = m EᵀE + EᵀC + CᵀE + Σ_kl J_kl J_kᵀ J_l, C = Σ_k s_k J_k.
  BodyJacobian c = first_moment_(0) * j[0] + first_moment_(1) * j[1] + first_moment_(2) * j[2];
  m_bb.setZero();
  m_bb.topLeftCorner(t, t).diagonal().setConstant(m);
  m_bb.topRows(t) += c.topRows(t);
  m_bb.leftCols(t) += c.topRows(t).transpose();
  for (int k = 0; k < 3; ++k)
    for (int l = 0; l < 3; ++l) m_bb.noalias() += second_moment_(k, l) * j[k].transpose() * j[l];

  // M_be = EᵀA S̄ + Σ_k J_kᵀ A P_k.
  rotated_.noalias() = rotation_ * e.s_bar;
  m_be.setZero();
  m_be.topRows(t) = rotated_.topRows(t);
  for (int k = 0; k < 3; ++k) {
    rotated_.noalias() = rotation_ * moment_shape_[k];
    m_be.noalias() += j[k].transpose() * rotated_;
  }

  // M_ee = Σ_kl (AᵀA)_kl S_kl.
  const Eigen::Matrix3d metric = rotation_.transpose() * rotation_;
  m_ee.setZero();
  for (int k = 0; k < 3; ++k)
    for (int l = 0; l < 3; ++l)
      if (metric(k, l) != 0.0) m_ee += metric(k, l) * e.s_rows[k][l];
}

void FloatingFrame::quadratic_velocity_forces(const BodyCoordinates& q, const BodyCoordinates& v,
                                              const ElasticVector& delta, const ElasticVector& delta_rate,
                                              Eigen::Ref<Eigen::VectorXd> q_b, Eigen::Ref<Eigen::VectorXd> q_e) const {
  evaluate_moments(q, delta);
  const ElasticBody& e = *elastic_;
  const int t = translation_size_;
  Eigen::Vector3d a[3], a_rate[3];  // a_k = J̇_k v, ȧ_k = J_k v
  for (int k = 0; k < 3; ++k) {
    a[k] = coordinates_->rotate_acceleration_term(q, v, Eigen::Vector3d::Unit(k));
    a_rate[k].noalias() = axis_jacobian_[k] * v;
  }
  const Eigen::Vector3d shape_rate = e.s_bar * delta_rate;  // ∫ρ N δ̇

  // Q_b = −(Eᵀ H₀ + Σ_l J_lᵀ H_l), H₀ = ∫ρ h, H_l = ∫ρ p_l h.
  Eigen::Vector3d h0 = Eigen::Vector3d::Zero();
  for (int k = 0; k < 3; ++k) h0 += first_moment_(k) * a[k] + 2.0 * shape_rate(k) * a_rate[k];
  q_b.setZero();
  q_b.head(t) = -h0.head(t);
  for (int l = 0; l < 3; ++l) {
    const Eigen::Vector3d moment_rate = moment_shape_[l] * delta_rate;  // ∫ρ p_l N δ̇
    Eigen::Vector3d hl = Eigen::Vector3d::Zero();
    for (int k = 0; k < 3; ++k) hl += second_moment_(l, k) * a[k] + 2.0 * moment_rate(k) * a_rate[k];
    q_b.noalias() -= axis_jacobian_[l].transpose() * hl;
  }

  // Q_e = −(Σ_k P_kᵀ Aᵀ a_k + 2 Σ_kj (Aᵀ ȧ_k)_j S_jk δ̇).
  q_e.setZero();
  for (int k = 0; k < 3; ++k) {
    q_e.noalias() -= moment_shape_[k].transpose() * (rotation_.transpose() * a[k]);
    const Eigen::Vector3d turned = rotation_.transpose() * a_rate[k];
    for (int j = 0; j < 3; ++j)
      if (turned(j) != 0.0) q_e.noalias() -= (2.0 * turned(j)) * (e.s_rows[j][k] * delta_rate);
  }
}

// T = ½∫ρ|ẋ|² with ẋ = Ṙ + Σ_l p_l ȧ_l + A N δ̇ (the file comment of the header), so ∂T/∂q = ∫ρ (∂ẋ/∂q)ᵀ ẋ.
// The rigid coordinates enter through the axes' rates ȧ_l = J_l v, whose q-derivative is
// J̇_l = rotate_rate_jacobian(q, e_l, v), and through A in A N δ̇ (∂(A w)/∂q = Σ_k w_k J_k):
//   ∂T/∂q_b = Σ_k J̇_kᵀ ∫ρ p_k ẋ + Σ_k J_kᵀ ∫ρ (N_k δ̇) ẋ,
//   ∫ρ p_k ẋ      = s_k Ṙ + Σ_l J_kl ȧ_l + A P_k δ̇,
//   ∫ρ (N_k δ̇) ẋ = (S̄_k δ̇) Ṙ + Σ_l (P_l δ̇)_k ȧ_l + A u_k,   u_k,j = δ̇ᵀ S_jk δ̇,
// (N_k, S̄_k: row k of N and of S̄ = ∫ρ N). The elastic coordinates enter through p_l = ū_l + N_l δ:
// ∂ẋ/∂δ = Σ_l ȧ_l N_l, so
//   ∂T/∂δ = Σ_l ∫ρ N_lᵀ (ȧ_l · ẋ) = Σ_l [(ȧ_l·Ṙ) S̄_lᵀ + Σ_k (ȧ_l·ȧ_k) (row l of P_k)ᵀ + Σ_j (Aᵀȧ_l)_j S_lj δ̇].
// Checked against differences of kinetic_energy() in tests/formulations/hamilton_test.cpp.
void FloatingFrame::kinetic_energy_gradient(const BodyCoordinates& q, const BodyCoordinates& v,
                                            const ElasticVector& delta, const ElasticVector& delta_rate,
                                            Eigen::Ref<Eigen::VectorXd> g_b, Eigen::Ref<Eigen::VectorXd> g_e) const {
  evaluate_moments(q, delta);
  const ElasticBody& e = *elastic_;
  const int t = translation_size_;
  Eigen::Vector3d origin_rate = Eigen::Vector3d::Zero();
  origin_rate.head(t) = v.head(t);
  Eigen::Vector3d axis_rate[3], moment_rate[3];  // ȧ_k = J_k v;  P_k δ̇
  for (int k = 0; k < 3; ++k) {
    axis_rate[k].noalias() = axis_jacobian_[k] * v;
    moment_rate[k].noalias() = moment_shape_[k] * delta_rate;
  }
  const Eigen::Vector3d shape_rate = e.s_bar * delta_rate;  // S̄ δ̇

  g_b.setZero();
  BodyJacobian axis_rate_jacobian;
  for (int k = 0; k < 3; ++k) {
    Eigen::Vector3d moment_velocity = first_moment_(k) * origin_rate + rotation_ * moment_rate[k];
    Eigen::Vector3d shape_velocity = shape_rate(k) * origin_rate;
    Eigen::Vector3d u;
    for (int j = 0; j < 3; ++j) {
      elastic_scratch_.noalias() = e.s_rows[j][k] * delta_rate;
      u(j) = delta_rate.dot(elastic_scratch_);
    }
    shape_velocity.noalias() += rotation_ * u;
    for (int l = 0; l < 3; ++l) {
      moment_velocity += second_moment_(k, l) * axis_rate[l];
      shape_velocity += moment_rate[l](k) * axis_rate[l];
    }
    coordinates_->rotate_rate_jacobian(q, Eigen::Vector3d::Unit(k), v, axis_rate_jacobian);
    g_b.noalias() += axis_rate_jacobian.transpose() * moment_velocity;
    g_b.noalias() += axis_jacobian_[k].transpose() * shape_velocity;
  }

  g_e.setZero();
  for (int l = 0; l < 3; ++l) {
    g_e.noalias() += axis_rate[l].dot(origin_rate) * e.s_bar.row(l).transpose();
    for (int k = 0; k < 3; ++k) g_e.noalias() += axis_rate[l].dot(axis_rate[k]) * moment_shape_[k].row(l).transpose();
    const Eigen::Vector3d turned = rotation_.transpose() * axis_rate[l];
    for (int j = 0; j < 3; ++j)
      if (turned(j) != 0.0) g_e.noalias() += turned(j) * (e.s_rows[l][j] * delta_rate);
  }
}

// Gibbs–Appell (paper 004, eqs. (32)–(33), (37)–(44)) in w = (ṙ, ω̄, δ̇): a material point accelerates at
//   a = r̈ + A(ε̄ × p + ω̄ × (ω̄ × p) + 2 ω̄ × N δ̇ + N δ̈),   p = ū + N δ,
// so ∂a/∂r̈ = I, ∂a/∂ε̄ = −A p̃, ∂a/∂δ̈ = A N, and ∂S/∂ẇ = ∫ρ (∂a/∂ẇ)ᵀ a dV gives, with s = ∫ρ p,
// J̄ = ∫ρ (|p|² I − p pᵀ) = tr(J) I − J (J = J_kl), P_k = ∫ρ p_k N, S̄ = ∫ρ N, S_kl = ∫ρ N_kᵀ N_l and
// C = ∫ρ p̃ N (row i: (p × N)_i, from the P_k's rows),
//   M_w = [ m I     −A s̃    A S̄  ]      h_w = [ A(ω̄ × (ω̄ × s) + 2 ω̄ × S̄ δ̇)                 ]
//         [ s̃ Aᵀ    J̄       C    ]            [ ω̄ × J̄ ω̄ + 2(ω̄ tr G − G ω̄),  G = [P_k δ̇]_k     ]
//         [ S̄ᵀAᵀ    Cᵀ     Σ S_kk ]            [ Σ_kl W_kl (row k of P_l)ᵀ + 2 Σ_kl ω̃_kl S_kl δ̇ ]
// with W = ω̄ ω̄ᵀ − |ω̄|² I (so that W p = ω̄ × (ω̄ × p)) and ω̃ the cross-product matrix of ω̄
// (∫ρ Nᵀ(ω̄ × N δ̇) = Σ_kl ω̃_kl S_kl δ̇). For ū alone (δ = 0, no N) these are the rigid body's.
void FloatingFrame::gibbs_appell_terms(const BodyCoordinates& q, const ElasticVector& delta,
                                       const ElasticVector& delta_rate, const Eigen::Vector3d& body_angular_velocity,
                                       Eigen::Ref<Eigen::MatrixXd> mass_w, Eigen::Ref<Eigen::VectorXd> inertia_w) const {
  evaluate_moments(q, delta);
  const ElasticBody& e = *elastic_;
  const int n = elastic_size();
  const Eigen::Vector3d& w = body_angular_velocity;
  const Eigen::Matrix3d& A = rotation_;
  const Eigen::Vector3d& s = first_moment_;
  const Eigen::Matrix3d inertia = second_moment_.trace() * Eigen::Matrix3d::Identity() - second_moment_;  // J̄
  Eigen::Matrix3d s_cross;
  s_cross << 0, -s.z(), s.y(), s.z(), 0, -s.x(), -s.y(), s.x(), 0;

  mass_w.setZero();
  mass_w.topLeftCorner<3, 3>() = e.total_mass * Eigen::Matrix3d::Identity();
  mass_w.block<3, 3>(0, 3) = -A * s_cross;
  mass_w.block<3, 3>(3, 0) = s_cross * A.transpose();
  mass_w.block<3, 3>(3, 3) = inertia;
  mass_w.block(0, 6, 3, n).noalias() = A * e.s_bar;
  mass_w.block(6, 0, n, 3) = mass_w.block(0, 6, 3, n).transpose();
  // C = ∫ρ p̃ N: (p × N)_x = p_y N_z − p_z N_y, and so on; ∫ρ p_k N_l = row l of P_k.
  const auto& P = moment_shape_;
  mass_w.block(3, 6, 1, n) = P[1].row(2) - P[2].row(1);
  mass_w.block(4, 6, 1, n) = P[2].row(0) - P[0].row(2);
  mass_w.block(5, 6, 1, n) = P[0].row(1) - P[1].row(0);
  mass_w.block(6, 3, n, 3) = mass_w.block(3, 6, 3, n).transpose();
  for (int k = 0; k < 3; ++k) mass_w.bottomRightCorner(n, n) += e.s_rows[k][k];

  Eigen::Matrix3d rates;  // G: column k is P_k δ̇ = ∫ρ p_k N δ̇
  for (int k = 0; k < 3; ++k) rates.col(k).noalias() = P[k] * delta_rate;
  const Eigen::Vector3d shape_rate = e.s_bar * delta_rate;  // S̄ δ̇
  inertia_w.head<3>() = A * (w.cross(w.cross(s)) + 2.0 * w.cross(shape_rate));
  inertia_w.segment<3>(3) = w.cross(inertia * w) + 2.0 * (rates.trace() * w - rates * w);
  const Eigen::Matrix3d centripetal = w * w.transpose() - w.squaredNorm() * Eigen::Matrix3d::Identity();  // W
  Eigen::Matrix3d w_cross;
  w_cross << 0, -w.z(), w.y(), w.z(), 0, -w.x(), -w.y(), w.x(), 0;
  auto elastic = inertia_w.tail(n);
  elastic.setZero();
  for (int k = 0; k < 3; ++k)
    for (int l = 0; l < 3; ++l) {
      if (centripetal(k, l) != 0.0) elastic.noalias() += centripetal(k, l) * P[l].row(k).transpose();
      if (w_cross(k, l) != 0.0) elastic.noalias() += (2.0 * w_cross(k, l)) * (e.s_rows[k][l] * delta_rate);
    }
}

void FloatingFrame::add_gravity_forces(const BodyCoordinates& q, const ElasticVector& delta,
                                       const Eigen::Vector3d& gravity, Eigen::Ref<Eigen::VectorXd> q_b,
                                       Eigen::Ref<Eigen::VectorXd> q_e) const {
  evaluate_moments(q, delta);
  const ElasticBody& e = *elastic_;
  const int t = translation_size_;
  q_b.head(t) += e.total_mass * gravity.head(t);
  for (int k = 0; k < 3; ++k) q_b.noalias() += first_moment_(k) * (axis_jacobian_[k].transpose() * gravity);
  q_e.noalias() += e.s_bar.transpose() * (rotation_.transpose() * gravity);
}

void FloatingFrame::add_elastic_forces(const ElasticVector& delta, const ElasticVector& delta_rate,
                                       Eigen::Ref<Eigen::VectorXd> q_e) const {
  q_e.noalias() -= elastic_->stiffness * delta;
  q_e.noalias() -= elastic_->damping * delta_rate;
}

double FloatingFrame::kinetic_energy(const BodyCoordinates& q, const BodyCoordinates& v, const ElasticVector& delta,
                                     const ElasticVector& delta_rate) const {
  mass_matrix(q, delta, mass_bb_, mass_be_, mass_ee_);
  // Products into the buffers: an expression's temporary would allocate in the time loop.
  rigid_scratch_.noalias() = mass_bb_ * v;  // M_bb v + 2 M_be δ̇, so that ½ vᵀ(…) = ½ vᵀM_bb v + vᵀM_be δ̇
  rigid_scratch_.noalias() += 2.0 * mass_be_ * delta_rate;
  elastic_scratch_.noalias() = mass_ee_ * delta_rate;
  return 0.5 * v.dot(rigid_scratch_) + 0.5 * delta_rate.dot(elastic_scratch_);
}

double FloatingFrame::gravity_potential(const BodyCoordinates& q, const ElasticVector& delta,
                                        const Eigen::Vector3d& gravity) const {
  evaluate_moments(q, delta);
  return -gravity.dot(elastic_->total_mass * coordinates_->origin(q) + rotation_ * first_moment_);
}

double FloatingFrame::strain_energy(const ElasticVector& delta) const {
  elastic_scratch_.noalias() = elastic_->stiffness * delta;
  return 0.5 * delta.dot(elastic_scratch_);
}

double FloatingFrame::damping_power(const ElasticVector& delta_rate) const {
  elastic_scratch_.noalias() = elastic_->damping * delta_rate;
  return -delta_rate.dot(elastic_scratch_);
}

}  // namespace mbdae
