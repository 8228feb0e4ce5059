// Reading robots from URDF (src/io/urdf_model.hpp, docs/model-format.md "URDF"). The XML is read by
// TinyXML-2, which keeps each element's line; this file turns links and joints into bodies, joints and
// markers, and reports every problem as one line naming the file, the line and the link or joint.
#include "io/urdf_model.hpp"

#include <tinyxml2.h>

#include <algorithm>
#include <array>
#include <cctype>
#include <charconv>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <map>
#include <optional>
#include <string_view>
#include <vector>

#include "joints/joint_kinds.hpp"

namespace mbdae {
namespace {

using tinyxml2::XMLElement;

/// A frame in another: a point x of the inner frame is R x + p in the outer one.
struct Pose {
  Eigen::Matrix3d rotation = Eigen::Matrix3d::Identity();
  Eigen::Vector3d position = Eigen::Vector3d::Zero();
};

Pose operator*(const Pose& outer, const Pose& inner) {
  return {outer.rotation * inner.rotation, outer.rotation * inner.position + outer.position};
}

/// URDF's rpy (the specification, "origin"): roll about the fixed x axis, then pitch about the fixed y,
/// then yaw about the fixed z: R = Rz(yaw) Ry(pitch) Rx(roll).
Eigen::Matrix3d rpy_rotation(const Eigen::Vector3d& rpy) {
  return (Eigen::AngleAxisd(rpy.z(), Eigen::Vector3d::UnitZ()) * Eigen::AngleAxisd(rpy.y(), Eigen::Vector3d::UnitY()) *
          Eigen::AngleAxisd(rpy.x(), Eigen::Vector3d::UnitX()))
      .toRotationMatrix();
}

/// Text quoted from the file in a message, with control characters (a line break inside an attribute)
/// shown as escapes, so that every error stays one line.
std::string printable(std::string_view text) {
  std::string out;
  for (const char c : text) {
    if (static_cast<unsigned char>(c) < 0x20 || c == 0x7f) {
      char escaped[8];
      std::snprintf(escaped, sizeof escaped, "\\x%02X", static_cast<unsigned char>(c));
      out += escaped;
    } else {
      out += c;
    }
  }
  return out;
}

/// The offset of the first byte that does not belong to a UTF-8 character, or npos. XML is UTF-8 unless
/// it says otherwise, and the names read here end up in CSV headers, JSON and YAML, which need it.
std::size_t first_invalid_utf8(std::string_view text) {
  std::size_t i = 0;
  while (i < text.size()) {
    const auto byte = [&](std::size_t k) { return static_cast<unsigned char>(text[k]); };
    const unsigned char lead = byte(i);
    const std::size_t length = lead < 0x80 ? 1 : lead >= 0xC2 && lead <= 0xDF ? 2 : lead >= 0xE0 && lead <= 0xEF ? 3
                                                  : lead >= 0xF0 && lead <= 0xF4 ? 4 : 0;
    if (length == 0 || i + length > text.size()) return i;
    for (std::size_t k = 1; k < length; ++k)
      if (byte(i + k) < 0x80 || byte(i + k) > 0xBF) return i;
    // Overlong forms, surrogates and code points past U+10FFFF.
    if ((lead == 0xE0 && byte(i + 1) < 0xA0) || (lead == 0xED && byte(i + 1) > 0x9F) ||
        (lead == 0xF0 && byte(i + 1) < 0x90) || (lead == 0xF4 && byte(i + 1) > 0x8F))
      return i;
    i += length;
  }
  return std::string_view::npos;
}

/// "link 'base'", or "link #3" for an element without a usable name.
std::string label(const char* kind, const std::string& name, int index) {
  if (name.empty()) return std::string(kind) + " #" + std::to_string(index);
  return std::string(kind) + " '" + printable(name) + "'";
}

/// A name mbdae can use: it becomes a CSV column header ("tool0.x") and a key in YAML.
bool is_plain_name(const std::string& name) {
  return !name.empty() && std::all_of(name.begin(), name.end(), [](char c) {
    return std::isalnum(static_cast<unsigned char>(c)) || c == '_' || c == '-';
  });
}

struct LinkEntry {
  std::string name;
  int line = 0;
  double mass = 0.0;                       // 0 without <inertial>
  Eigen::Vector3d center_of_mass = Eigen::Vector3d::Zero();           // link frame
  Eigen::Matrix3d inertia = Eigen::Matrix3d::Zero();                  // about the centre of mass, link axes
  int parent_joint = -1;
  std::vector<int> child_joints;  // in file order
};

struct JointEntry {
  std::string name;
  int line = 0;
  std::string type;
  int parent = -1, child = -1;  // link indices
  Pose origin;                  // child link frame in the parent link frame at zero joint position
  Eigen::Vector3d axis = Eigen::Vector3d::UnitX();  // joint (= child link) frame, unit length
  int axis_line = 0;
};

/// What TinyXML-2 found wrong, in words, with its own name and detail: "an end tag does not close the
/// element it should (XML_ERROR_MISMATCHED_ELEMENT: XMLElement name=link)".
std::string xml_error_text(const tinyxml2::XMLDocument& document) {
  using tinyxml2::XMLError;
  const XMLError error = document.ErrorID();
  const char* words = error == tinyxml2::XML_ERROR_EMPTY_DOCUMENT         ? "the file holds no XML"
                      : error == tinyxml2::XML_ERROR_MISMATCHED_ELEMENT   ? "an end tag does not close the element it should"
                      : error == tinyxml2::XML_ERROR_PARSING_ATTRIBUTE    ? "an attribute is not name=\"value\""
                      : error == tinyxml2::XML_ERROR_PARSING_ELEMENT      ? "an element is malformed or not closed"
                      : error == tinyxml2::XML_ELEMENT_DEPTH_EXCEEDED ? "the elements are nested too deep"
                                                                          : "the XML is malformed";
  // ErrorStr() is "Error=NAME ErrorID=N (0xN) Line number=N" and, when there is one, ": detail".
  const std::string all = document.ErrorStr() ? document.ErrorStr() : "";
  const std::size_t line = all.find("Line number=");
  const std::size_t colon = line == std::string::npos ? std::string::npos : all.find(": ", line);
  const std::string detail = colon == std::string::npos ? "" : all.substr(colon + 2);
  return std::string(words) + " (" + printable(document.ErrorName()) + (detail.empty() ? "" : ": " + printable(detail)) +
         ")";
}

class UrdfReader {
 public:
  explicit UrdfReader(std::string file) : file_(std::move(file)) {}

  Model read(const std::string& text);

 private:
  [[noreturn]] void fail(int line, const std::string& entity, const std::string& message) const {
    throw Error(Error::Kind::model, message, SourceLocation{file_, line}, entity);
  }

  std::string attribute(const XMLElement& element, const char* name, const std::string& entity, bool required) const;
  std::vector<double> numbers(const XMLElement& element, const char* name, std::size_t count,
                              const std::string& entity, bool required) const;
  Pose read_origin(const XMLElement* origin, const std::string& entity) const;
  void read_link(const XMLElement& element);
  void read_inertial(const XMLElement& element, LinkEntry& link, const std::string& entity) const;
  void read_joint(const XMLElement& element);
  int link_index(const JointEntry& joint, const XMLElement& element, const char* tag, const std::string& entity) const;
  void connect();
  int root() const;
  Model build(const std::string& robot_name) const;
  std::vector<std::string> notes() const;

  std::string file_;
  std::vector<LinkEntry> links_;
  std::vector<JointEntry> joints_;
  std::map<std::string, int> link_by_name_, joint_by_name_;
  // The joints' parent and child elements, kept until every link is known (links may follow joints).
  std::vector<const XMLElement*> joint_elements_;
  // The joints whose <limit>, <dynamics> or <mimic> is ignored: one note for each of the three (notes()).
  std::vector<int> with_limit_, with_dynamics_, with_mimic_;
};

std::string UrdfReader::attribute(const XMLElement& element, const char* name, const std::string& entity,
                                  bool required) const {
  const char* value = element.Attribute(name);
  if (value) return value;
  if (required)
    fail(element.GetLineNum(), entity, "<" + std::string(element.Name()) + "> needs the attribute " + name);
  return {};
}

/// An attribute holding `count` numbers separated by white space ("0 0 1"); zeros when it is absent
/// and not required.
std::vector<double> UrdfReader::numbers(const XMLElement& element, const char* name, std::size_t count,
                                        const std::string& entity, bool required) const {
  std::vector<double> values;
  const char* text = element.Attribute(name);
  if (!text) {
    if (required)
      fail(element.GetLineNum(), entity, "<" + std::string(element.Name()) + "> needs the attribute " + name);
    return std::vector<double>(count, 0.0);
  }
  const std::string what = "<" + std::string(element.Name()) + " " + name + ">";
  const std::string_view all(text);
  const std::string expected = count == 1 ? "a number" : std::to_string(count) + " numbers separated by spaces";
  std::size_t at = 0;
  while (true) {
    while (at < all.size() && std::isspace(static_cast<unsigned char>(all[at]))) ++at;
    if (at == all.size()) break;
    std::size_t end = at;
    while (end < all.size() && !std::isspace(static_cast<unsigned char>(all[end]))) ++end;
    std::string_view word = all.substr(at, end - at);
    const std::string_view original = word;
    if (word.size() > 1 && word.front() == '+') word.remove_prefix(1);  // from_chars takes no '+'
    double value = 0.0;
    const auto [stop, error] = std::from_chars(word.data(), word.data() + word.size(), value);
    if (error == std::errc::result_out_of_range && stop == word.data() + word.size()) {
      // Beyond a double's range: an overflow is not finite (below); an underflow is taken as strtod
      // rounds it, to zero or a subnormal.
      value = std::strtod(std::string(word).c_str(), nullptr);
    } else if (error != std::errc() || stop != word.data() + word.size()) {
      fail(element.GetLineNum(), entity,
           what + " must be " + expected + " (got '" + printable(text) + "': '" + printable(original) +
               "' is not a number)");
    }
    if (!std::isfinite(value))
      fail(element.GetLineNum(), entity, what + " must be finite (got " + printable(original) + ")");
    values.push_back(value);
    at = end;
  }
  if (values.size() != count)
    fail(element.GetLineNum(), entity,
         what + " must be " + expected + " (got '" + printable(text) + "', " + std::to_string(values.size()) +
             (values.size() == 1 ? " number)" : " numbers)"));
  return values;
}

/// <origin xyz rpy>: both default to zero, and so does a missing <origin>.
Pose UrdfReader::read_origin(const XMLElement* origin, const std::string& entity) const {
  Pose pose;
  if (!origin) return pose;
  const std::vector<double> xyz = numbers(*origin, "xyz", 3, entity, false);
  const std::vector<double> rpy = numbers(*origin, "rpy", 3, entity, false);
  pose.position = Eigen::Vector3d(xyz[0], xyz[1], xyz[2]);
  pose.rotation = rpy_rotation(Eigen::Vector3d(rpy[0], rpy[1], rpy[2]));
  return pose;
}

void UrdfReader::read_link(const XMLElement& element) {
  LinkEntry link;
  link.line = element.GetLineNum();
  link.name = attribute(element, "name", label("link", "", static_cast<int>(links_.size()) + 1), false);
  const std::string entity = label("link", link.name, static_cast<int>(links_.size()) + 1);
  if (link.name.empty()) fail(link.line, entity, "<link> needs a name");
  if (!is_plain_name(link.name))
    fail(link.line, entity,
         "name '" + printable(link.name) + "' may contain only letters, digits, '_' and '-' (it names a body "
         "and a marker, which become CSV column headers)");
  if (const auto [it, inserted] = link_by_name_.emplace(link.name, static_cast<int>(links_.size())); !inserted)
    fail(link.line, entity,
         "another link is already named '" + link.name + "' (line " + std::to_string(links_[it->second].line) + ")");
  const XMLElement* inertial = element.FirstChildElement("inertial");
  if (inertial) {
    if (const XMLElement* second = inertial->NextSiblingElement("inertial"))
      fail(second->GetLineNum(), entity,
           "has a second <inertial> (the first is on line " + std::to_string(inertial->GetLineNum()) + ")");
    read_inertial(*inertial, link, entity);
  }
  links_.push_back(std::move(link));
}

/// <inertial>: <origin> places the centre of mass and the axes of <inertia> in the link frame; the
/// tensor is turned into the link axes, I_link = R I Rᵀ (the specification, "link": "the inertia tensor
/// ... represented in the inertia frame").
void UrdfReader::read_inertial(const XMLElement& element, LinkEntry& link, const std::string& entity) const {
  const Pose frame = read_origin(element.FirstChildElement("origin"), entity);
  const XMLElement* mass = element.FirstChildElement("mass");
  if (!mass) fail(element.GetLineNum(), entity, "<inertial> needs <mass value=\"...\"/>");
  link.mass = numbers(*mass, "value", 1, entity, true)[0];
  if (link.mass < 0.0) fail(mass->GetLineNum(), entity, "mass must not be negative (got " + printable(mass->Attribute("value")) + ")");
  const XMLElement* inertia = element.FirstChildElement("inertia");
  if (!inertia) fail(element.GetLineNum(), entity, "<inertial> needs <inertia ixx ixy ixz iyy iyz izz/>");
  std::array<double, 6> entries{};
  const std::array<const char*, 6> keys{"ixx", "ixy", "ixz", "iyy", "iyz", "izz"};
  for (std::size_t k = 0; k < keys.size(); ++k) entries[k] = numbers(*inertia, keys[k], 1, entity, true)[0];
  Eigen::Matrix3d tensor;
  tensor << entries[0], entries[1], entries[2],  //
      entries[1], entries[3], entries[4],        //
      entries[2], entries[4], entries[5];
  const Eigen::Matrix3d turned = frame.rotation * tensor * frame.rotation.transpose();
  link.inertia = 0.5 * (turned + turned.transpose());  // symmetric to the last bit
  link.center_of_mass = frame.position;
}

void UrdfReader::read_joint(const XMLElement& element) {
  JointEntry joint;
  joint.line = element.GetLineNum();
  const int number = static_cast<int>(joints_.size()) + 1;
  joint.name = attribute(element, "name", label("joint", "", number), false);
  const std::string entity = label("joint", joint.name, number);
  if (joint.name.empty()) fail(joint.line, entity, "<joint> needs a name");
  if (!is_plain_name(joint.name))
    fail(joint.line, entity,
         "name '" + printable(joint.name) + "' may contain only letters, digits, '_' and '-' (it names a joint's "
         "reaction columns in CSV files)");
  if (const auto [it, inserted] = joint_by_name_.emplace(joint.name, static_cast<int>(joints_.size())); !inserted)
    fail(joint.line, entity,
         "another joint is already named '" + joint.name + "' (line " + std::to_string(joints_[it->second].line) + ")");
  joint.type = attribute(element, "type", entity, true);
  if (joint.type == "planar")
    fail(joint.line, entity,
         "type 'planar' is not supported: mbdae has no joint that keeps a body sliding in a plane (use "
         "'floating' for a free body)");
  if (joint.type != "revolute" && joint.type != "continuous" && joint.type != "prismatic" && joint.type != "fixed" &&
      joint.type != "floating")
    fail(joint.line, entity,
         "unknown joint type '" + printable(joint.type) +
             "' (URDF types read: revolute, continuous, prismatic, fixed, floating)");
  joint.origin = read_origin(element.FirstChildElement("origin"), entity);
  if (const XMLElement* axis = element.FirstChildElement("axis")) {
    const std::vector<double> xyz = numbers(*axis, "xyz", 3, entity, false);
    joint.axis = Eigen::Vector3d(xyz[0], xyz[1], xyz[2]);
    joint.axis_line = axis->GetLineNum();
    if (!axis->Attribute("xyz")) joint.axis = Eigen::Vector3d::UnitX();  // the specification's default
    const double largest = joint.axis.cwiseAbs().maxCoeff();
    const bool moves_along_axis = joint.type == "revolute" || joint.type == "continuous" || joint.type == "prismatic";
    if (!(largest > 0.0)) {
      if (moves_along_axis) fail(joint.axis_line, entity, "<axis xyz> has zero length (expected a direction)");
      joint.axis = Eigen::Vector3d::UnitX();  // not used
    } else {
      joint.axis /= largest;  // neither overflows nor underflows when normalized
      joint.axis.normalize();
    }
  }
  const auto index = static_cast<int>(joints_.size());
  if (element.FirstChildElement("limit")) with_limit_.push_back(index);
  if (element.FirstChildElement("dynamics")) with_dynamics_.push_back(index);
  if (element.FirstChildElement("mimic")) with_mimic_.push_back(index);
  joints_.push_back(std::move(joint));
  joint_elements_.push_back(&element);
}

int UrdfReader::link_index(const JointEntry& joint, const XMLElement& element, const char* tag,
                           const std::string& entity) const {
  const XMLElement* reference = element.FirstChildElement(tag);
  if (!reference) fail(joint.line, entity, "<joint> needs <" + std::string(tag) + " link=\"...\"/>");
  const std::string name = attribute(*reference, "link", entity, true);
  const auto it = link_by_name_.find(name);
  if (it == link_by_name_.end())
    fail(reference->GetLineNum(), entity, std::string(tag) + " names an unknown link '" + printable(name) + "'");
  return it->second;
}

/// Each joint's parent and child; each link is the child of one joint at most.
void UrdfReader::connect() {
  for (std::size_t k = 0; k < joints_.size(); ++k) {
    JointEntry& joint = joints_[k];
    const std::string entity = label("joint", joint.name, static_cast<int>(k) + 1);
    joint.parent = link_index(joint, *joint_elements_[k], "parent", entity);
    joint.child = link_index(joint, *joint_elements_[k], "child", entity);
    if (joint.parent == joint.child)
      fail(joint.line, entity, "connects link '" + links_[joint.child].name + "' to itself");
    LinkEntry& child = links_[joint.child];
    if (child.parent_joint >= 0)
      fail(joint.line, entity,
           "link '" + child.name + "' is already the child of joint '" + joints_[child.parent_joint].name + "' (line " +
               std::to_string(joints_[child.parent_joint].line) +
               "); a URDF is a tree, in which each link has one parent joint at most");
    child.parent_joint = static_cast<int>(k);
    links_[joint.parent].child_joints.push_back(static_cast<int>(k));
  }
}

/// The one link that is no joint's child; every link must hang from it.
int UrdfReader::root() const {
  int root = -1;
  for (std::size_t k = 0; k < links_.size(); ++k) {
    if (links_[k].parent_joint >= 0) continue;
    if (root >= 0)
      fail(links_[k].line, label("link", links_[k].name, static_cast<int>(k) + 1),
           "has no parent joint, and neither has link '" + links_[root].name +
               "': a URDF is one tree with one root link (attach it with a fixed or floating joint)");
    root = static_cast<int>(k);
  }
  if (root < 0)
    fail(links_.front().line, label("link", links_.front().name, 1),
         "every link is a joint's child, so the joints close a loop; a URDF is a tree with one root link");
  // A link not reached from the root sits on a loop of joints.
  std::vector<bool> reached(links_.size(), false);
  std::vector<int> pending{root};
  while (!pending.empty()) {
    const int link = pending.back();
    pending.pop_back();
    reached[static_cast<std::size_t>(link)] = true;
    for (const int joint : links_[static_cast<std::size_t>(link)].child_joints) pending.push_back(joints_[joint].child);
  }
  for (std::size_t k = 0; k < links_.size(); ++k)
    if (!reached[k])
      fail(links_[k].line, label("link", links_[k].name, static_cast<int>(k) + 1),
           "is on a loop of joints (its parent joint is '" + joints_[links_[k].parent_joint].name +
               "'); a URDF is a tree, whose links all hang from the root link '" + links_[root].name + "'");
  return root;
}

/// "'a', 'b', 'c' and 2 more": a note's list of joints, kept to one short line.
std::string joint_list(const std::vector<JointEntry>& joints, const std::vector<int>& indices) {
  std::string text;
  const std::size_t shown = std::min<std::size_t>(indices.size(), 4);
  for (std::size_t k = 0; k < shown; ++k)
    text += (k == 0 ? "" : k + 1 == shown && shown == indices.size() ? " and " : ", ") + joints[indices[k]].name;
  if (shown < indices.size()) text += " and " + std::to_string(indices.size() - shown) + " more";
  return text;
}

std::vector<std::string> UrdfReader::notes() const {
  std::vector<std::string> notes;
  const auto note = [&](const std::vector<int>& joints, const std::string& tag, const std::string& what) {
    if (joints.empty()) return;
    notes.push_back(file_ + ":" + std::to_string(joints_[joints.front()].line) + ": " + tag + " ignored on " +
                    std::to_string(joints.size()) + (joints.size() == 1 ? " joint (" : " joints (") +
                    joint_list(joints_, joints) + "): " + what);
  };
  note(with_limit_, "<limit>", "mbdae's joints have no position, velocity or effort limits");
  note(with_dynamics_, "<dynamics>", "mbdae's joints have no damping or friction");
  note(with_mimic_, "<mimic>", "each joint moves on its own");
  return notes;
}

Model UrdfReader::build(const std::string& robot_name) const {
  Model model;
  model.name = robot_name;
  model.description = "URDF robot '" + robot_name + "' read from " + file_;
  model.source = file_;
  // URDF says nothing about gravity; ROS and its simulators take the world's z axis as up.
  model.gravity = Eigen::Vector3d(0.0, 0.0, -9.81);

  const int root_link = root();
  const LinkEntry& root = links_[static_cast<std::size_t>(root_link)];
  const bool root_is_ground = root.mass == 0.0 || root.name == "world";

  // Per link: the body it belongs to (kGround for the ground) and its frame in that body's frame.
  struct Placement {
    int body = kGround;
    Pose in_body;
    Pose in_ground;
  };
  std::vector<Placement> placement(links_.size());
  const auto add_body = [&](std::size_t link, const Pose& pose) {
    const LinkEntry& entry = links_[link];
    Body body;
    body.name = entry.name;
    body.inertia.mass = entry.mass;
    body.inertia.center_of_mass = entry.center_of_mass;
    body.inertia.inertia_about_com = entry.inertia;
    body.initial_position = pose.position;
    body.initial_rotation = pose.rotation;
    body.where = {file_, entry.line};
    model.bodies.push_back(std::move(body));
    const int index = static_cast<int>(model.bodies.size()) - 1;
    model.markers.push_back({entry.name, index, Eigen::Vector3d::Zero(), {file_, entry.line}});
    return index;
  };

  // Depth first from the root, children in the order of their joints in the file: parents come before
  // their children, and along a chain the last marker is its tip's (compare's default marker).
  std::vector<int> pending{root_link};
  if (!root_is_ground) placement[static_cast<std::size_t>(root_link)].body = add_body(static_cast<std::size_t>(root_link), {});
  while (!pending.empty()) {
    const int link = pending.back();
    pending.pop_back();
    const std::vector<int>& children = links_[static_cast<std::size_t>(link)].child_joints;
    for (auto it = children.rbegin(); it != children.rend(); ++it) pending.push_back(joints_[*it].child);
    if (link == root_link) continue;

    const LinkEntry& entry = links_[static_cast<std::size_t>(link)];
    const JointEntry& joint = joints_[entry.parent_joint];
    const Placement& parent = placement[static_cast<std::size_t>(joint.parent)];
    Placement& here = placement[static_cast<std::size_t>(link)];
    here.in_ground = parent.in_ground * joint.origin;
    const std::string link_entity = label("link", entry.name, link + 1);
    if (entry.mass == 0.0) {
      if (joint.type != "fixed")
        fail(entry.line, link_entity,
             "has no mass (no <inertial>, or mass 0) but moves on " + joint.type + " joint '" + joint.name +
                 "'; give it an <inertial>, or attach it with a fixed joint (it then becomes a marker on the link it "
                 "is fixed to)");
      // A massless link fixed to another is a frame of that link's body (a tool frame): a marker there.
      here.body = parent.body;
      here.in_body = parent.in_body * joint.origin;
      if (here.body != kGround)
        model.markers.push_back({entry.name, here.body, here.in_body.position, {file_, entry.line}});
      continue;
    }
    here.body = add_body(static_cast<std::size_t>(link), here.in_ground);
    if (joint.type == "floating") continue;  // a free body

    // The joint frame is the child link frame at zero position: the joint's point is the child's origin,
    // and its axis is given in the child's frame (the specification, "joint": "axis ... expressed in the
    // joint frame").
    Joint out;
    out.name = joint.name;
    out.kind = &joint_kind(joint.type == "continuous" ? "revolute" : joint.type);
    out.body_i = parent.body;
    out.body_j = here.body;
    const Pose joint_in_parent_body = parent.in_body * joint.origin;
    out.point_i = joint_in_parent_body.position;
    out.point_j = Eigen::Vector3d::Zero();
    if (joint.type != "fixed") {  // a fixed joint keeps Joint's default axes, as a model file's does
      out.axis_i = joint_in_parent_body.rotation * joint.axis;
      out.axis_j = joint.axis;
    }
    out.where = {file_, joint.line};
    model.joints.push_back(std::move(out));
  }
  if (model.bodies.empty())
    fail(root.line, label("link", root.name, root_link + 1),
         "is the ground (it has no mass" + std::string(root.name == "world" ? " or is named world" : "") +
             ") and no other link has a mass: the robot has no body to simulate");
  model.notes = notes();
  return model;
}

Model UrdfReader::read(const std::string& text) {
  if (const std::size_t bad = first_invalid_utf8(text); bad != std::string::npos)
    fail(static_cast<int>(std::count(text.begin(), text.begin() + static_cast<std::ptrdiff_t>(bad), '\n')) + 1, "",
         "the file is not UTF-8 text (save it as UTF-8)");
  tinyxml2::XMLDocument document;
  if (document.Parse(text.data(), text.size()) != tinyxml2::XML_SUCCESS) {
    fail(std::max(document.ErrorLineNum(), 1), "", "XML syntax error: " + xml_error_text(document));
  }
  const XMLElement* robot = document.RootElement();
  if (!robot) fail(1, "", "the file holds no XML element (expected <robot name=\"...\">)");
  if (std::string_view(robot->Name()) != "robot")
    fail(robot->GetLineNum(), "",
         "the top element is <" + printable(robot->Name()) + ">; a URDF file's is <robot name=\"...\">");
  const std::string name = attribute(*robot, "name", "", true);
  if (name.empty() || printable(name) != name)
    fail(robot->GetLineNum(), "", "<robot> needs a name of one line (got '" + printable(name) + "')");

  // Links and joints are the robot's direct children; everything else (materials, transmissions,
  // gazebo tags) is for other programs.
  for (const XMLElement* element = robot->FirstChildElement(); element; element = element->NextSiblingElement()) {
    const std::string_view tag = element->Name();
    if (tag == "link") read_link(*element);
    else if (tag == "joint") read_joint(*element);
  }
  if (links_.empty()) fail(robot->GetLineNum(), "", "<robot> has no <link>");
  connect();
  Model model = build(name);
  try {
    validate(model);
  } catch (const Error& e) {
    // validate() speaks of bodies; here they are links (the same names).
    std::string entity = e.entity();
    if (entity.rfind("body '", 0) == 0) entity = "link '" + entity.substr(6);
    throw Error(e.kind(), e.message(), e.where(), entity, e.time());
  }
  return model;
}

}  // namespace

bool is_urdf_path(const std::string& path) {
  if (path.size() < 5) return false;
  std::string extension = path.substr(path.size() - 5);
  std::transform(extension.begin(), extension.end(), extension.begin(),
                 [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
  return extension == ".urdf";
}

Model parse_urdf_model(const std::string& text, const std::string& source_name) {
  return UrdfReader(source_name).read(text);
}

}  // namespace mbdae
