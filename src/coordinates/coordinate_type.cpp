#include "coordinates/coordinate_type.hpp"

#include "coordinates/nacf.hpp"
#include "coordinates/rpcf_ep.hpp"

namespace mbdae {

std::vector<std::string> coordinate_type_names() { return {"nacf", "rpcf-ep"}; }

std::shared_ptr<const CoordinateType> make_coordinate_type(std::string_view name) {
  if (name == "nacf") return std::make_shared<NaturalAbsoluteCoordinates>();
  if (name == "rpcf-ep") return std::make_shared<EulerParameterCoordinates>();
  throw Error(Error::Kind::usage,
              "unknown coordinates '" + std::string(name) + "' (choose nacf or rpcf-ep)");
}

}  // namespace mbdae
