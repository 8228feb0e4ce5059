#include "relative/kinematic_tree.hpp"

#include <deque>
#include <sstream>

#include "core/euler_parameters.hpp"
#include "joints/joint_kinds.hpp"

namespace mbdae {
namespace {

// The free joint's motion: z = (x, p), the child's origin at d0 + x (ground axes) and its rotation
// A(n) A0 with n = p/|p|; angular velocity G(p) ṗ/|p|² with its rate term (direction_motion), origin
// velocity ẋ.
void reference_free(double* z) {
  z[0] = z[1] = z[2] = 0.0;
  z[3] = 1.0, z[4] = z[5] = z[6] = 0.0;
}
void move_freely(const TreeJointGeometry& g, const double* z, const double* z_rate, TreeJointMotion& m) {
  const DirectionMotion d = direction_motion(Eigen::Vector4d(z[3], z[4], z[5], z[6]),
                                             Eigen::Vector4d(z_rate[3], z_rate[4], z_rate[5], z_rate[6]));
  m.rotation = d.rotation * g.initial_rotation;
  m.offset = g.initial_offset + Eigen::Vector3d(z[0], z[1], z[2]);
  m.angular.rightCols<4>() = d.angular;
  m.angular_rate_term = d.angular_rate_term;
  m.linear.leftCols<3>().setIdentity();
}

// The joint's geometry seen from the tree: parent and child frames, taken at the initial poses. The
// child's rotation relative to the parent is the one the file gives; its joint point is the parent's
// joint point (for a sliding joint, the file's child point projected on the parent's axis), so that a
// tree joint is assembled by construction.
void set_geometry(const Model& model, TreeJoint& t) {
  const Joint& joint = model.joints[t.joint];
  const Eigen::Vector3d& parent_point = t.reversed ? joint.point_j : joint.point_i;
  t.child_point = t.reversed ? joint.point_i : joint.point_j;
  t.geometry.axis = t.reversed ? joint.axis_j : joint.axis_i;
  t.geometry.child_axis = t.reversed ? joint.axis_i : joint.axis_j;
  const Eigen::Matrix3d parent_rotation = model.initial_rotation(t.parent);
  t.geometry.initial_rotation = parent_rotation.transpose() * model.initial_rotation(t.child);
  t.geometry.initial_offset = parent_point;
  if (t.motion->slides_along_axis) {
    const Eigen::Vector3d parent_origin = model.initial_point(t.parent, Eigen::Vector3d::Zero());
    const Eigen::Vector3d child_point_in_parent =
        parent_rotation.transpose() * (model.initial_point(t.child, t.child_point) - parent_origin);
    t.geometry.initial_offset += t.geometry.axis.dot(child_point_in_parent - parent_point) * t.geometry.axis;
  }
}

// The motion of a body that no joint attaches to the tree.
constexpr TreeMotion kFreeMotion{
    .coordinates = 7, .euler_parameters_at = 3, .reference_coordinates = reference_free, .evaluate = move_freely};

}  // namespace

KinematicTree build_kinematic_tree(const Model& model) {
  const int bodies = static_cast<int>(model.bodies.size());
  KinematicTree tree;
  tree.joint_of_body.assign(bodies, -1);
  std::vector<char> joint_used(model.joints.size(), 0);
  auto add = [&](TreeJoint t) {
    t.first_coordinate = tree.coordinate_count;
    tree.coordinate_count += t.coordinates();
    if (t.motion->euler_parameters_at >= 0)
      tree.euler_parameter_sets.push_back(t.first_coordinate + t.motion->euler_parameters_at);
    tree.joint_of_body[t.child] = static_cast<int>(tree.joints.size());
    tree.joints.push_back(t);
  };
  auto in_tree = [&](int body) { return body == kGround || tree.joint_of_body[body] >= 0; };

  // Breadth-first from the ground; a body left unreached starts a new tree on a free joint.
  std::deque<int> frontier{kGround};
  int next_unreached = 0;
  while (true) {
    while (!frontier.empty()) {
      const int body = frontier.front();
      frontier.pop_front();
      for (int j = 0; j < static_cast<int>(model.joints.size()); ++j) {
        const Joint& joint = model.joints[j];
        if (joint_used[j] || joint.kind->tree_motion == nullptr) continue;
        if (joint.body_i != body && joint.body_j != body) continue;
        const bool reversed = joint.body_j == body;  // the joint's body_j is the parent
        const int child = reversed ? joint.body_i : joint.body_j;
        if (in_tree(child)) continue;  // a loop: cut, below
        joint_used[j] = 1;
        TreeJoint t;
        t.joint = j;
        t.parent = body;
        t.child = child;
        t.reversed = reversed;
        t.motion = joint.kind->tree_motion;
        set_geometry(model, t);
        add(t);
        frontier.push_back(child);
      }
    }
    while (next_unreached < bodies && in_tree(next_unreached)) ++next_unreached;
    if (next_unreached == bodies) break;
    TreeJoint t;  // a free joint from the ground
    t.child = next_unreached;
    t.motion = &kFreeMotion;
    t.geometry.initial_rotation = model.bodies[t.child].initial_rotation;
    t.geometry.initial_offset = model.bodies[t.child].initial_position;
    add(t);
    frontier.push_back(t.child);
  }
  for (int j = 0; j < static_cast<int>(model.joints.size()); ++j)
    if (!joint_used[j]) tree.cut_joints.push_back(j);
  return tree;
}

Eigen::VectorXd KinematicTree::reference_coordinates() const {
  Eigen::VectorXd z(coordinate_count);
  for (const TreeJoint& t : joints) t.motion->reference_coordinates(z.data() + t.first_coordinate);
  return z;
}

std::string KinematicTree::describe(const Model& model) const {
  std::ostringstream out;
  out << "tree:";
  for (std::size_t k = 0; k < joints.size(); ++k) {
    const TreeJoint& t = joints[k];
    out << (k ? ", " : " ") << (t.joint >= 0 ? model.joints[t.joint].name : std::string("free")) << " ("
        << model.body_name(t.parent) << " -> " << model.body_name(t.child) << ", "
        << (t.joint >= 0 ? std::string(model.joints[t.joint].kind->name) : std::string("free")) << ")";
  }
  out << "; cut:";
  if (cut_joints.empty()) out << " none";
  for (std::size_t k = 0; k < cut_joints.size(); ++k) out << (k ? ", " : " ") << model.joints[cut_joints[k]].name;
  return out.str();
}

}  // namespace mbdae
