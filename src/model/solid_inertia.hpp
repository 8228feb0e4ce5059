// The mass distribution of uniform solids, for bodies given by their shape (a model file's
// `inertia: {box: ...}`, docs/model-format.md, or a model built in code): the moments of inertia about
// the centre of mass in the solid's own axes, and its volume, for a mass given by a density.
//   box of sides a, b, c along x, y, z:  I = m/12 · (b² + c², a² + c², a² + b²)
//   solid cylinder of radius r, length l along an axis:  I_axis = m r²/2, I_across = m (3 r² + l²)/12
//   solid sphere of radius r:  I = 2/5 m r² about every axis
// (Meriam & Kraige, Engineering Mechanics: Dynamics, table D/4.)
#pragma once

#include <Eigen/Dense>

namespace mbdae {

Eigen::Matrix3d box_inertia(double mass, const Eigen::Vector3d& sides);
/// `axis`: 0, 1 or 2 for a cylinder along the body's x, y or z axis.
Eigen::Matrix3d cylinder_inertia(double mass, double radius, double length, int axis);
Eigen::Matrix3d sphere_inertia(double mass, double radius);

double box_volume(const Eigen::Vector3d& sides);
double cylinder_volume(double radius, double length);
double sphere_volume(double radius);

}  // namespace mbdae
