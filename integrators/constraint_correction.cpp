#include "integrators/constraint_correction.hpp"

#include "integrators/coordinate_partitioning.hpp"
#include "integrators/direct_correction.hpp"

namespace mbdae {
namespace {

// --correction none: the drift of the constraints is left as it is, to be seen.
class NoCorrection final : public ConstraintCorrection {
 public:
  const char* name() const override { return "none"; }
  void correct(double, Eigen::VectorXd&, Eigen::VectorXd&) override {}
};

}  // namespace

std::vector<std::string> constraint_correction_names() { return {"rgcp", "direct", "none"}; }

std::unique_ptr<ConstraintCorrection> make_constraint_correction(std::string_view name, const MultibodySystem& system,
                                                                 const CorrectionOptions& options) {
  if (name == "rgcp") return std::make_unique<CoordinatePartitioning>(system, options);
  if (name == "direct") return std::make_unique<DirectCorrection>(system, options);
  if (name == "none") return std::make_unique<NoCorrection>();
  throw Error(Error::Kind::usage, "unknown correction '" + std::string(name) + "' (choose rgcp, direct or none)");
}

}  // namespace mbdae
