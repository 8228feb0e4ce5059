// `--correction none`: the state is accepted as the integrator left it, so that the drift of the
// constraints can be seen (and the integrators that keep the constraints themselves take no other).
#pragma once

#include "corrections/constraint_correction.hpp"

namespace mbdae {

class NoCorrection final : public ConstraintCorrection {
 public:
  const char* name() const override { return "none"; }
  void correct(double, Eigen::VectorXd&, Eigen::VectorXd&) override {}
};

}  // namespace mbdae
