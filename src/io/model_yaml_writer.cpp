#include "io/model_yaml_writer.hpp"

#include <yaml-cpp/yaml.h>

#include <algorithm>
#include <charconv>

#include "joints/joint_kinds.hpp"

namespace mbdae {
namespace {

/// The shortest text that reads back as exactly `x` (std::to_chars without a precision: at most 17
/// significant digits, and 0.1 stays "0.1" rather than 0.10000000000000001).
std::string number(double x) {
  char buffer[32];
  const auto result = std::to_chars(buffer, buffer + sizeof buffer, x);
  return std::string(buffer, result.ptr);
}

void write_vector(YAML::Emitter& out, const Eigen::Vector3d& v) {
  out << YAML::Flow << YAML::BeginSeq << number(v.x()) << number(v.y()) << number(v.z()) << YAML::EndSeq;
}

/// {matrix: [[r11, r12, r13], ...]}, by rows as the format reads it.
void write_rotation(YAML::Emitter& out, const Eigen::Matrix3d& r) {
  out << YAML::Flow << YAML::BeginMap << YAML::Key << "matrix" << YAML::Value << YAML::BeginSeq;
  for (int row = 0; row < 3; ++row) write_vector(out, r.row(row).transpose());
  out << YAML::EndSeq << YAML::EndMap;
}

/// The tensor's entries, {xx, yy, zz, xy, xz, yz}: the form that takes any symmetric tensor.
void write_inertia(YAML::Emitter& out, const Eigen::Matrix3d& i) {
  out << YAML::Flow << YAML::BeginMap;
  const std::pair<const char*, double> entries[] = {{"xx", i(0, 0)}, {"yy", i(1, 1)}, {"zz", i(2, 2)},
                                                    {"xy", i(0, 1)}, {"xz", i(0, 2)}, {"yz", i(1, 2)}};
  for (const auto& [key, value] : entries) out << YAML::Key << key << YAML::Value << number(value);
  out << YAML::EndMap;
}

bool reads_key(const JointKind& kind, std::string_view key) {
  return std::find(kind.keys.begin(), kind.keys.end(), key) != kind.keys.end();
}

}  // namespace

std::string model_yaml_text(const Model& model, const std::vector<std::string>& header) {
  if (model.planar)
    throw Error(Error::Kind::usage, "model '" + model.name + "' is planar; only spatial models are written as YAML");
  if (!model.point_forces.empty() || !model.torques.empty() || !model.spring_dampers.empty() ||
      !model.force_elements.empty())
    throw Error(Error::Kind::usage,
                "model '" + model.name + "' has forces, which are not written as YAML (bodies, joints and markers are)");

  if (!model.flexible_bodies.empty())
    throw Error(Error::Kind::usage, "model '" + model.name + "': body '" +
                                        model.bodies[model.flexible_bodies.front().body].name +
                                        "' is flexible, which is not written as YAML");
  for (const Joint& joint : model.joints)
    if (joint.drive_angle)
      throw Error(Error::Kind::usage, "model '" + model.name + "': joint '" + joint.name +
                                          "' is driven by a time function, which is not written as YAML");

  YAML::Emitter out;
  out << YAML::BeginMap;
  out << YAML::Key << "name" << YAML::Value << model.name;
  if (!model.description.empty()) out << YAML::Key << "description" << YAML::Value << model.description;
  out << YAML::Key << "gravity" << YAML::Value;
  write_vector(out, model.gravity);

  out << YAML::Key << "bodies" << YAML::Value << YAML::BeginSeq;
  for (const Body& body : model.bodies) {
    out << YAML::BeginMap;
    out << YAML::Key << "name" << YAML::Value << body.name;
    out << YAML::Key << "mass" << YAML::Value << number(body.inertia.mass);
    out << YAML::Key << "center_of_mass" << YAML::Value;
    write_vector(out, body.inertia.center_of_mass);
    out << YAML::Key << "inertia" << YAML::Value;
    write_inertia(out, body.inertia.inertia_about_com);
    out << YAML::Key << "position" << YAML::Value;
    write_vector(out, body.initial_position);
    out << YAML::Key << "orientation" << YAML::Value;
    write_rotation(out, body.initial_rotation);
    if (!body.initial_velocity.isZero(0.0)) {
      out << YAML::Key << "velocity" << YAML::Value;
      write_vector(out, body.initial_velocity);
    }
    if (!body.initial_angular_velocity.isZero(0.0)) {
      out << YAML::Key << "angular_velocity" << YAML::Value;
      write_vector(out, body.initial_angular_velocity);
    }
    out << YAML::EndMap;
  }
  out << YAML::EndSeq;

  if (!model.joints.empty()) {
    out << YAML::Key << "joints" << YAML::Value << YAML::BeginSeq;
    for (const Joint& joint : model.joints) {
      const JointKind& kind = *joint.kind;
      out << YAML::BeginMap;
      out << YAML::Key << "name" << YAML::Value << joint.name;
      out << YAML::Key << "type" << YAML::Value << std::string(kind.name);
      out << YAML::Key << "body_i" << YAML::Value << model.body_name(joint.body_i);
      out << YAML::Key << "body_j" << YAML::Value << model.body_name(joint.body_j);
      // Each body's own point and axis, as the joint holds them: read back without a conversion.
      const std::pair<const char*, const Eigen::Vector3d*> vectors[] = {
          {"point_i", &joint.point_i}, {"point_j", &joint.point_j}, {"axis_i", &joint.axis_i}, {"axis_j", &joint.axis_j}};
      for (const auto& [key, vector] : vectors) {
        if (!reads_key(kind, key)) continue;
        out << YAML::Key << key << YAML::Value;
        write_vector(out, *vector);
      }
      if (joint.length && reads_key(kind, "length")) out << YAML::Key << "length" << YAML::Value << number(*joint.length);
      if (joint.radius && reads_key(kind, "radius")) out << YAML::Key << "radius" << YAML::Value << number(*joint.radius);
      if (joint.angular_velocity && reads_key(kind, "angular_velocity"))
        out << YAML::Key << "angular_velocity" << YAML::Value << number(*joint.angular_velocity);
      out << YAML::EndMap;
    }
    out << YAML::EndSeq;
  }

  if (!model.markers.empty()) {
    out << YAML::Key << "markers" << YAML::Value << YAML::BeginSeq;
    for (const Marker& marker : model.markers) {
      out << YAML::Flow << YAML::BeginMap;
      out << YAML::Key << "name" << YAML::Value << marker.name;
      out << YAML::Key << "body" << YAML::Value << model.body_name(marker.body);
      out << YAML::Key << "point" << YAML::Value;
      write_vector(out, marker.point);
      out << YAML::EndMap;
    }
    out << YAML::EndSeq;
  }

  const RunDefaults& run = model.run_defaults;
  if (!run.empty() || !run.why.empty()) {
    out << YAML::Key << "run" << YAML::Value << YAML::BeginMap;
    if (run.step) out << YAML::Key << "dt" << YAML::Value << number(*run.step);
    if (run.t_end) out << YAML::Key << "t_end" << YAML::Value << number(*run.t_end);
    if (run.output_every) out << YAML::Key << "output_every" << YAML::Value << number(*run.output_every);
    const std::pair<const char*, const std::string*> words[] = {{"integrator", &run.integrator},
                                                                {"formulation", &run.formulation},
                                                                {"correction", &run.correction},
                                                                {"why", &run.why}};
    for (const auto& [key, word] : words)
      if (!word->empty()) out << YAML::Key << key << YAML::Value << *word;
    out << YAML::EndMap;
  }
  out << YAML::EndMap;
  if (!out.good()) throw Error(Error::Kind::usage, "model '" + model.name + "' cannot be written as YAML: " + out.GetLastError());

  std::string text;
  for (const std::string& line : header) text += "# " + line + "\n";
  return text + out.c_str() + "\n";
}

}  // namespace mbdae
