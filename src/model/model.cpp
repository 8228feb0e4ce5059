#include "model/model.hpp"

namespace mbdae {

// These spellings are the `type:` values of model files (docs/model-format.md).
const char* to_string(JointType type) {
  switch (type) {
    case JointType::spherical:
      return "spherical";
    case JointType::revolute:
      return "revolute";
    case JointType::prismatic:
      return "prismatic";
    case JointType::cylindrical:
      return "cylindrical";
    case JointType::universal:
      return "universal";
    case JointType::fixed:
      return "fixed";
    case JointType::distance:
      return "distance";
    case JointType::rolling_sphere:
      return "rolling_sphere";
  }
  return "unknown";
}

}  // namespace mbdae
