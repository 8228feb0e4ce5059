#include "coordinates/coordinate_type.hpp"

#include "coordinates/nacf.hpp"
#include "coordinates/planar_nacf.hpp"
#include "coordinates/planar_xytheta.hpp"
#include "coordinates/rpcf_ep.hpp"

namespace mbdae {

std::vector<std::string> coordinate_type_names() { return {"nacf", "rpcf-ep", "planar-nacf", "planar-xytheta"}; }

std::vector<std::string> coordinate_type_names(bool planar) {
  if (planar) return {"planar-nacf", "planar-xytheta"};
  return {"nacf", "rpcf-ep"};
}

std::shared_ptr<const CoordinateType> make_coordinate_type(std::string_view name) {
  if (name == "nacf") return std::make_shared<NaturalAbsoluteCoordinates>();
  if (name == "rpcf-ep") return std::make_shared<EulerParameterCoordinates>();
  if (name == "planar-nacf") return std::make_shared<PlanarNaturalCoordinates>();
  if (name == "planar-xytheta") return std::make_shared<PlanarAngleCoordinates>();
  throw Error(Error::Kind::usage, "unknown coordinates '" + std::string(name) +
                                      "' (choose nacf, rpcf-ep, planar-nacf or planar-xytheta)");
}

}  // namespace mbdae
