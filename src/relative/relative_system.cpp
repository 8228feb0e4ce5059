#include "relative/relative_system.hpp"

#include <algorithm>

#include "core/error.hpp"

namespace mbdae {
namespace {

// The tree joint that moves a body's parent, or -1 at the ground.
int parent_joint(const KinematicTree& tree, const TreeJoint& joint) {
  return joint.parent == kGround ? -1 : tree.joint_of_body[joint.parent];
}

// The columns of z that move `body`: the coordinates of every tree joint on its path to the ground.
void add_path_columns(const KinematicTree& tree, int body, std::vector<int>& columns) {
  for (int j = body == kGround ? -1 : tree.joint_of_body[body]; j >= 0; j = parent_joint(tree, tree.joints[j]))
    for (int c = 0; c < tree.joints[j].coordinates(); ++c) columns.push_back(tree.joints[j].first_coordinate + c);
}

SparseMatrix pattern_from_entries(int rows, int cols, const std::vector<Eigen::Triplet<double>>& entries) {
  SparseMatrix matrix(rows, cols);
  matrix.setFromTriplets(entries.begin(), entries.end());
  matrix.makeCompressed();
  return matrix;
}

}  // namespace

namespace {
// The joint coordinates describe rigid bodies only: a flexible body's elastic coordinates have no tree.
const Model& rigid_only(const Model& model) {
  if (!model.flexible_bodies.empty())
    throw Error(Error::Kind::usage, "model '" + model.name + "' has flexible bodies (first '" +
                                        model.bodies[model.flexible_bodies.front().body].name +
                                        "'), which relative coordinates do not describe: choose nacf, rpcf-ep or a planar type");
  return model;
}
}  // namespace

RelativeSystem::RelativeSystem(Model model, TreeDynamics dynamics, std::vector<int> removed_rows)
    : EquationsOfMotion(std::move(model)),
      dynamics_(dynamics),
      removed_rows_(std::move(removed_rows)),
      tree_(build_kinematic_tree(rigid_only(model_))),
      closure_(std::make_unique<ClosureConstraints>(model_, tree_)),
      state_(model_, tree_) {
  forces_depend_on_time_ = !model_.force_elements.empty();
  if (dynamics_ == TreeDynamics::accumulated_inertia)
    accumulated_ = std::make_unique<AccumulatedInertia>(model_, tree_);
  else
    transformation_ = std::make_unique<VelocityTransformation>(model_, tree_);

  // Rows: the closure's holonomic rows (cut joints' position-level rows, driven joints,
  // normalizations), then its velocity-level rows (rolling), as EquationsOfMotion orders them.
  const int all = closure_->count(), cut = closure_->cut_row_count(), velocity = closure_->velocity_row_count();
  std::vector<int> order;
  for (int k = 0; k < cut - velocity; ++k) order.push_back(k);
  for (int k = cut; k < all; ++k) order.push_back(k);
  for (int k = cut - velocity; k < cut; ++k) order.push_back(k);
  std::sort(removed_rows_.begin(), removed_rows_.end());
  removed_rows_.erase(std::unique(removed_rows_.begin(), removed_rows_.end()), removed_rows_.end());
  for (int r : removed_rows_)
    if (r < 0 || r >= all || (order[r] >= cut - velocity && order[r] < cut))
      throw Error(Error::Kind::usage, "row " + std::to_string(r) + " cannot be removed from the relative-coordinate "
                                      "constraints (it does not exist or is velocity-level)");
  for (int r = 0; r < all; ++r)
    if (!std::binary_search(removed_rows_.begin(), removed_rows_.end(), r)) kept_rows_.push_back(order[r]);
  for (int k : kept_rows_) velocity_rows_ += k >= cut - velocity && k < cut;

  // Φ_z's pattern, row by row.
  const int n = tree_.coordinate_count, driven = all - cut - static_cast<int>(tree_.euler_parameter_sets.size());
  std::vector<Eigen::Triplet<double>> entries;
  std::vector<int> columns;
  for (int r = 0; r < constraint_count(); ++r) {
    const int k = kept_rows_[r];
    columns.clear();
    if (k < cut) {
      const Joint& joint = model_.joints[closure_->joint_of_row(k)];
      add_path_columns(tree_, joint.body_i, columns);
      add_path_columns(tree_, joint.body_j, columns);
    } else if (k < cut + driven) {
      const int joint = closure_->joint_of_row(k);
      for (const TreeJoint& t : tree_.joints)
        if (t.joint == joint) columns.push_back(t.first_coordinate);
    } else {
      const int first = tree_.euler_parameter_sets[k - cut - driven];
      for (int c = 0; c < 4; ++c) columns.push_back(first + c);
    }
    std::sort(columns.begin(), columns.end());
    columns.erase(std::unique(columns.begin(), columns.end()), columns.end());
    for (int c : columns) entries.emplace_back(r, c, 0.0);
  }
  jacobian_pattern_ = pattern_from_entries(constraint_count(), n, entries);
  jacobian_may_be_nonzero_.assign(jacobian_pattern_.nonZeros(), 1);

  // M's pattern: every joint with itself and its ancestors (accumulated_inertia.hpp).
  entries.clear();
  for (std::size_t j = 0; j < tree_.joints.size(); ++j) {
    const TreeJoint& J = tree_.joints[j];
    for (int i = static_cast<int>(j); i >= 0; i = parent_joint(tree_, tree_.joints[i])) {
      const TreeJoint& I = tree_.joints[i];
      for (int a = 0; a < I.coordinates(); ++a)
        for (int b = 0; b < J.coordinates(); ++b) {
          entries.emplace_back(I.first_coordinate + a, J.first_coordinate + b, 0.0);
          if (i != static_cast<int>(j)) entries.emplace_back(J.first_coordinate + b, I.first_coordinate + a, 0.0);
        }
    }
  }
  mass_pattern_ = pattern_from_entries(n, n, entries);

  inverse_dynamics_ = std::make_unique<InverseDynamics>(model_, tree_);
  articulated_ = std::make_unique<ArticulatedInertia>(model_, tree_);
  normalization_blocks_.resize(tree_.joints.size());
  mass_.resize(n, n);
  forces_.resize(n);
  zero_rates_ = Eigen::VectorXd::Zero(n);
}

std::string RelativeSystem::coordinates_name() const {
  return dynamics_ == TreeDynamics::accumulated_inertia ? "relative" : "relative-velocity-transformation";
}

const TreeState& RelativeSystem::state_at(const Eigen::VectorXd& q, const Eigen::VectorXd* v) const {
  const bool same_positions = state_valid_ && q == state_q_;
  if (same_positions && (!v || (state_has_rates_ && *v == state_v_))) return state_;
  evaluate_tree(tree_, q, v ? *v : zero_rates_, state_);
  mass_valid_ = mass_valid_ && same_positions;  // M depends on z alone
  articulated_valid_ = articulated_valid_ && same_positions;
  forces_valid_ = closure_valid_ = false;
  state_q_ = q;
  state_valid_ = true;
  state_has_rates_ = v != nullptr;
  if (v) state_v_ = *v;
  return state_;
}

void RelativeSystem::closure_at(double t, const Eigen::VectorXd& q, const Eigen::VectorXd* v) const {
  state_at(q, v);
  if (closure_valid_ && closure_t_ == t && (!v || closure_has_rates_)) return;
  closure_->evaluate(t, state_q_, state_has_rates_ ? state_v_ : zero_rates_, state_, closure_values_,
                     closure_time_derivative_, closure_gamma_);
  closure_valid_ = true;
  closure_t_ = t;
  closure_has_rates_ = state_has_rates_;
}

void RelativeSystem::copy_jacobian(SparseMatrix& jacobian) const {
  for (int col = 0; col < jacobian.outerSize(); ++col)
    for (SparseMatrix::InnerIterator it(jacobian, col); it; ++it)
      it.valueRef() = closure_->jacobian()(kept_rows_[it.row()], col);
}

void RelativeSystem::initial_state(Eigen::VectorXd& q, Eigen::VectorXd& v) const {
  q = tree_.reference_coordinates();
  v = initial_rates(model_, tree_);
}

Eigen::Vector3d RelativeSystem::body_origin(int body, const Eigen::VectorXd& q) const {
  return state_at(q, nullptr).position[body];
}

Eigen::Matrix3d RelativeSystem::body_rotation(int body, const Eigen::VectorXd& q) const {
  return state_at(q, nullptr).rotation[body];
}

Eigen::Vector3d RelativeSystem::body_angular_velocity(int body, const Eigen::VectorXd& q,
                                                      const Eigen::VectorXd& v) const {
  return state_at(q, &v).twist[body].tail<3>();
}

Eigen::Vector3d RelativeSystem::point_position(int body, const Eigen::Vector3d& local, const Eigen::VectorXd& q) const {
  if (body == kGround) return local;
  return state_at(q, nullptr).point(body, local);
}

Eigen::Vector3d RelativeSystem::point_velocity(int body, const Eigen::Vector3d& local, const Eigen::VectorXd& q,
                                               const Eigen::VectorXd& v) const {
  if (body == kGround) return Eigen::Vector3d::Zero();
  return state_at(q, &v).point_velocity(body, local);
}

void RelativeSystem::constraints(double t, const Eigen::VectorXd& q, Eigen::Ref<Eigen::VectorXd> c) const {
  closure_at(t, q, nullptr);
  for (int r = 0; r < constraint_count(); ++r) c[r] = closure_values_[kept_rows_[r]];
}

void RelativeSystem::constraint_jacobian(double t, const Eigen::VectorXd& q, SparseMatrix& jacobian) const {
  closure_at(t, q, nullptr);
  copy_jacobian(jacobian);
}

void RelativeSystem::constraint_time_derivative(double t, const Eigen::VectorXd& q,
                                                Eigen::Ref<Eigen::VectorXd> ct) const {
  closure_at(t, q, nullptr);
  for (int r = 0; r < constraint_count(); ++r) ct[r] = closure_time_derivative_[kept_rows_[r]];
}

void RelativeSystem::gamma(double t, const Eigen::VectorXd& q, const Eigen::VectorXd& v,
                           Eigen::Ref<Eigen::VectorXd> gamma) const {
  closure_at(t, q, &v);
  for (int r = 0; r < constraint_count(); ++r) gamma[r] = closure_gamma_[kept_rows_[r]];
}

void RelativeSystem::gamma_and_jacobian(double t, const Eigen::VectorXd& q, const Eigen::VectorXd& v,
                                        Eigen::Ref<Eigen::VectorXd> gamma, SparseMatrix& jacobian) const {
  closure_at(t, q, &v);
  for (int r = 0; r < constraint_count(); ++r) gamma[r] = closure_gamma_[kept_rows_[r]];
  copy_jacobian(jacobian);
}

void RelativeSystem::mass_matrix(const Eigen::VectorXd& q, SparseMatrix& mass) const {
  const TreeState& state = state_at(q, nullptr);
  if (!mass_valid_) {
    if (accumulated_)
      accumulated_->evaluate(state, &mass_, forces_);
    else
      transformation_->evaluate(state, mass_, forces_);
    mass_valid_ = true;
    forces_valid_ = state_has_rates_;
    forces_time_ = state.time;
  }
  for (int col = 0; col < mass.outerSize(); ++col)
    for (SparseMatrix::InnerIterator it(mass, col); it; ++it) it.valueRef() = mass_(it.row(), col);
}

void RelativeSystem::generalized_forces(double t, const Eigen::VectorXd& q, const Eigen::VectorXd& v,
                                        Eigen::Ref<Eigen::VectorXd> forces) const {
  const TreeState& state = state_at(q, &v);
  if (forces_depend_on_time_ && forces_time_ != t) forces_valid_ = false;
  if (!forces_valid_) {
    state_.time = forces_time_ = t;
    if (accumulated_) {
      accumulated_->evaluate(state, nullptr, forces_);
    } else {
      transformation_->evaluate(state, mass_, forces_);
      mass_valid_ = true;
    }
    forces_valid_ = true;
  }
  forces = forces_;
}

void RelativeSystem::solve_regularized_mass(double t, const Eigen::VectorXd& q, Eigen::VectorXd& x) const {
  const TreeState& state = state_at(q, nullptr);
  if (!articulated_valid_) {
    // E_J = Φ_Nᵀ Φ_N = 4ppᵀ on each set of Euler parameters, zero elsewhere.
    for (std::size_t j = 0; j < tree_.joints.size(); ++j) {
      const TreeJoint& J = tree_.joints[j];
      normalization_blocks_[j].setZero(J.coordinates(), J.coordinates());
      if (const int at = J.motion->euler_parameters_at; at >= 0) {
        const Eigen::Vector4d p = state_q_.segment<4>(J.first_coordinate + at);
        normalization_blocks_[j].block<4, 4>(at, at).noalias() = 4.0 * p * p.transpose();
      }
    }
    if (!articulated_->factor(state, normalization_blocks_))
      throw Error(Error::Kind::numerical,
                  "the articulated inertia of a joint is not positive definite: a subtree without inertia along one "
                  "of its joint's motions",
                  {}, {}, t);
    articulated_valid_ = true;
  }
  articulated_->solve(x);
}

void RelativeSystem::inverse_dynamics(double t, const Eigen::VectorXd& q, const Eigen::VectorXd& v,
                                      const Eigen::VectorXd& a, Eigen::VectorXd& residual) const {
  state_at(q, &v);
  state_.time = t;
  inverse_dynamics_->evaluate(state_, a, residual);
}

double RelativeSystem::mass_trace(const Eigen::VectorXd& q) const {
  return inverse_dynamics_->mass_trace(state_at(q, nullptr));
}

double RelativeSystem::nonconservative_power(double t, const Eigen::VectorXd& q, const Eigen::VectorXd& v) const {
  return mbdae::nonconservative_power(model_, state_at(q, &v), t);
}

double RelativeSystem::kinetic_energy(const Eigen::VectorXd& q, const Eigen::VectorXd& v) const {
  return mbdae::kinetic_energy(model_, state_at(q, &v));
}

double RelativeSystem::potential_energy(const Eigen::VectorXd& q) const {
  return mbdae::potential_energy(model_, state_at(q, nullptr));
}

}  // namespace mbdae
