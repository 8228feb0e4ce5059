#include "model/solid_inertia.hpp"

#include <numbers>

namespace mbdae {

Eigen::Matrix3d box_inertia(double mass, const Eigen::Vector3d& sides) {
  const Eigen::Vector3d s2 = sides.cwiseAbs2();
  return (mass / 12.0 * Eigen::Vector3d(s2.y() + s2.z(), s2.x() + s2.z(), s2.x() + s2.y())).asDiagonal();
}

Eigen::Matrix3d cylinder_inertia(double mass, double radius, double length, int axis) {
  const double along = 0.5 * mass * radius * radius;
  const double across = mass * (3.0 * radius * radius + length * length) / 12.0;
  Eigen::Vector3d moments = Eigen::Vector3d::Constant(across);
  moments[axis] = along;
  return moments.asDiagonal();
}

Eigen::Matrix3d sphere_inertia(double mass, double radius) {
  return Eigen::Matrix3d::Identity() * (0.4 * mass * radius * radius);
}

double box_volume(const Eigen::Vector3d& sides) { return sides.prod(); }
double cylinder_volume(double radius, double length) { return std::numbers::pi * radius * radius * length; }
double sphere_volume(double radius) { return 4.0 / 3.0 * std::numbers::pi * radius * radius * radius; }

}  // namespace mbdae
