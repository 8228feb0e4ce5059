#include "mujoco_models.hpp"

#include <cmath>
#include <sstream>
#include <stdexcept>

namespace mbdae::peers {
namespace {

constexpr double kGravity = 9.81;  // along −z, as every mbdae model

// The header every model shares. Explicit inertias (inertiafromgeom false), contacts off (there are no
// geoms to collide anyway) and the energy computed, which compare reads as the drift of each run.
void open_model(std::ostringstream& xml, const std::string& name) {
  xml.precision(17);
  xml << "<mujoco model=\"" << name << "\">\n"
      << "  <compiler angle=\"radian\" inertiafromgeom=\"false\"/>\n"
      << "  <option gravity=\"0 0 " << -kGravity << "\">\n"
      << "    <flag contact=\"disable\" energy=\"enable\"/>\n"
      << "  </option>\n"
      << "  <worldbody>\n";
}

// A rotation by `angle` about z as MuJoCo's quaternion attribute (w x y z).
std::string quat_about_z(double angle) {
  std::ostringstream q;
  q.precision(17);
  q << std::cos(angle / 2) << " 0 0 " << std::sin(angle / 2);
  return q.str();
}

}  // namespace

std::string triple_pendulum_mjcf() {
  // docs/models.md and models/*.yaml: boxes of half-length L along x, half-sizes H = W across, the
  // centre of mass at the middle; each body's frame here is at its joint (its −x end), so the centre
  // is at (L, 0, 0) and the next joint at (2L, 0, 0). Central inertias of a box: m (H² + W²) / 3,
  // m (L² + W²) / 3, m (L² + H²) / 3 with half sizes.
  const double L = 2.0, H = 0.2, W = 0.2;
  const double masses[3] = {2.0, 3.0, 4.0};
  // Initial configuration, at rest: body 1 along +x, body 2 along +y (turned +90° about z from body 1),
  // body 3 along +x again (−90° from body 2). MuJoCo's body quat is the rotation relative to the parent
  // at qpos0, which is where a run starts.
  const double relative_turn[3] = {0.0, M_PI / 2, -M_PI / 2};
  std::ostringstream xml;
  open_model(xml, "triple_pendulum");
  std::string indent = "    ";
  for (int i = 0; i < 3; ++i) {
    const double m = masses[i];
    xml << indent << "<body name=\"body" << i + 1 << "\" pos=\"" << (i == 0 ? 0.0 : 2 * L) << " 0 0\"";
    if (relative_turn[i] != 0.0) xml << " quat=\"" << quat_about_z(relative_turn[i]) << "\"";
    xml << ">\n"
        << indent << "  <joint name=\"joint" << i + 1 << "\" type=\"ball\"/>\n"
        << indent << "  <inertial pos=\"" << L << " 0 0\" mass=\"" << m << "\" diaginertia=\"" << m * (H * H + W * W) / 3
        << ' ' << m * (L * L + W * W) / 3 << ' ' << m * (L * L + H * H) / 3 << "\"/>\n";
    indent += "  ";
  }
  xml << indent << "<site name=\"tip\" pos=\"" << 2 * L << " 0 0\"/>\n";
  for (int i = 3; i-- > 0;) {
    indent.resize(indent.size() - 2);
    xml << indent << "</body>\n";
  }
  xml << "  </worldbody>\n</mujoco>\n";
  return xml.str();
}

std::string chain_mjcf(const ChainModel& model) {
  if (model.links < 1) throw std::invalid_argument("a chain needs at least one link");
  if (model.links > kMaxMjcfChainLinks)
    throw std::invalid_argument("MuJoCo 2.2 reads a chain of at most " + std::to_string(kMaxMjcfChainLinks) +
                                " links: its XML parser refuses bodies nested about 100 elements deep, not " +
                                std::to_string(model.links));
  if (model.kind != "spherical" && model.kind != "revolute")
    throw std::invalid_argument("unknown chain '" + model.kind + "' (spherical, revolute)");
  // A slender box about its centre: m w²/6 about the link (x), m (L² + w²)/12 across it. Each body's
  // frame is at its joint (the −x end), so the centre is at (L/2, 0, 0) and the child's joint at (L, 0, 0).
  const double m = model.mass, L = model.length, w = model.width;
  const double along = m * w * w / 6, across = m * (L * L + w * w) / 12;
  const double turn = model.arc_deg * M_PI / 180 / model.links;
  std::ostringstream xml;
  open_model(xml, model.kind + "_chain");
  // Nested bodies would indent a thousand levels deep: the tree is written flat, one body per line.
  for (int i = 0; i < model.links; ++i) {
    xml << "<body name=\"link" << i + 1 << "\" pos=\"" << (i == 0 ? 0.0 : L) << " 0 0\"";
    // spherical_chain: at rest on a horizontal arc, each link turned by `turn` about z from the one before.
    if (model.kind == "spherical" && i > 0) xml << " quat=\"" << quat_about_z(turn) << "\"";
    xml << ">";
    // revolute_chain: hinges about the ground y axis (the body frames stay parallel to the ground's).
    if (model.kind == "spherical")
      xml << "<joint type=\"ball\"/>";
    else
      xml << "<joint type=\"hinge\" axis=\"0 1 0\"/>";
    xml << "<inertial pos=\"" << L / 2 << " 0 0\" mass=\"" << m << "\" diaginertia=\"" << along << ' ' << across << ' '
        << across << "\"/>\n";
  }
  xml << "<site name=\"tip\" pos=\"" << L << " 0 0\"/>\n";
  for (int i = 0; i < model.links; ++i) xml << "</body>";
  xml << "\n  </worldbody>\n</mujoco>\n";
  return xml.str();
}

}  // namespace mbdae::peers
