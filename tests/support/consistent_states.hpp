// Random states that satisfy the constraints, for tests that compare formulations.
#pragma once

#include <random>

#include "support/test_models.hpp"
#include "system/assembly.hpp"

namespace mbdae::testing {

/// Every body tilted by 0.3 rad about a random axis, shifted by up to 0.3 m, given a random twist,
/// then projected onto the constraints. In a planar model the axis is z and shifts and twists stay in
/// the plane.
inline void random_consistent_state(const MultibodySystem& system, std::mt19937& rng, Eigen::VectorXd& q,
                                    Eigen::VectorXd& v) {
  system.initial_state(q, v);
  const int size = system.coordinates().size();
  const bool planar = system.model().planar;
  const auto flat = [planar](Eigen::Vector3d x) {
    if (planar) x.z() = 0.0;
    return x;
  };
  for (int b = 0; b < system.body_count(); ++b) {
    const Body& body = system.model().bodies[b];
    auto qb = q.segment(system.body_offset(b), size);
    const Eigen::Vector3d axis = random_vector(rng).normalized();
    const Eigen::Matrix3d tilt = Eigen::AngleAxisd(0.3, planar ? Eigen::Vector3d::UnitZ() : axis).toRotationMatrix();
    system.coordinates().coordinates_from_pose(body.initial_position + flat(random_vector(rng, 0.3)),
                                               tilt * body.initial_rotation, qb);
    Eigen::Vector3d omega = random_vector(rng, 2.0);
    if (planar) omega.head<2>().setZero();
    system.coordinates().velocities_from_twist(qb, flat(random_vector(rng, 2.0)), omega,
                                               v.segment(system.body_offset(b), size));
  }
  assemble(system, 0.0, q, v);
}

}  // namespace mbdae::testing
