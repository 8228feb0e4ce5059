#include "cli/report_motion.hpp"

#include <algorithm>
#include <cmath>
#include <cstdio>

namespace mbdae::cli {
namespace {

/// The unit quaternion (w ≥ 0) of the rotation nearest `rotation`: a state slightly off its
/// normalization is not quite a rotation.
Eigen::Quaterniond nearest_rotation(const Eigen::Matrix3d& rotation) {
  Eigen::JacobiSVD<Eigen::Matrix3d> svd(rotation, Eigen::ComputeFullU | Eigen::ComputeFullV);
  Eigen::Matrix3d r = svd.matrixU() * svd.matrixV().transpose();
  if (r.determinant() < 0.0) r.col(2) = -r.col(2);
  Eigen::Quaterniond p(r);
  p.normalize();
  if (p.w() < 0.0) p.coeffs() = -p.coeffs();
  return p;
}

}  // namespace

BodyShape equivalent_box(const std::string& name, const RigidBodyInertia& inertia) {
  BodyShape shape;
  shape.name = name;
  shape.center = inertia.center_of_mass;
  Eigen::SelfAdjointEigenSolver<Eigen::Matrix3d> principal(inertia.inertia_about_com);
  const Eigen::Vector3d moments = principal.eigenvalues();
  // A box a × b × c of mass m has I_a = m (b² + c²) / 12, so a² = 6 (I_b + I_c − I_a) / m.
  for (int k = 0; k < 3; ++k) {
    const double square = 6.0 * (moments.sum() - 2.0 * moments[k]) / std::max(inertia.mass, 1e-300);
    shape.size[k] = std::sqrt(std::max(square, 0.0));
  }
  const double largest = shape.size.maxCoeff() > 0.0 ? shape.size.maxCoeff() : 0.1;
  for (int k = 0; k < 3; ++k) shape.size[k] = std::max(shape.size[k], 0.1 * largest);
  Eigen::Matrix3d axes = principal.eigenvectors();
  if (axes.determinant() < 0.0) axes.col(2) = -axes.col(2);
  const Eigen::Quaterniond q = nearest_rotation(axes);
  shape.rotation = {q.w(), q.x(), q.y(), q.z()};
  return shape;
}

MotionScene mechanism_scene(const Model& model) {
  MotionScene scene;
  scene.model = model.name;
  scene.gravity = model.gravity;
  scene.planar = model.planar;
  // The model's size: the box around its bodies' origins and centres of mass and its joints' points.
  Eigen::AlignedBox3d extent;
  for (const Body& b : model.bodies) {
    extent.extend(b.initial_position);
    extent.extend(model.initial_point(&b - model.bodies.data(), b.inertia.center_of_mass));
  }
  for (const Joint& j : model.joints) {
    extent.extend(model.initial_point(j.body_i, j.point_i));
    extent.extend(model.initial_point(j.body_j, j.point_j));
  }
  const double size = extent.isEmpty() ? 1.0 : std::max(extent.diagonal().norm(), 1e-6);
  for (const Body& b : model.bodies) {
    BodyShape shape = equivalent_box(b.name, b.inertia);
    const Eigen::Vector3d moments = Eigen::SelfAdjointEigenSolver<Eigen::Matrix3d>(b.inertia.inertia_about_com).eigenvalues();
    if (shape.size.maxCoeff() < 0.03 * size) {
      // A point mass (a pendulum's bob) has no size of its own: a ball of 6 % of the model's, so that it shows.
      shape.shape = "sphere";
      shape.size.setConstant(0.06 * size);
    } else if (moments.maxCoeff() < 1.05 * moments.minCoeff()) {
      // Equal moments: the uniform ball of that inertia, I = 2/5 m r², rather than its cube.
      shape.shape = "sphere";
      shape.size.setConstant(2.0 * std::sqrt(2.5 * moments.mean() / b.inertia.mass));
    }
    scene.bodies.push_back(shape);
  }
  for (const Joint& j : model.joints) {
    if (j.body_j != kGround)
      scene.joints.push_back({j.name, j.body_j, j.point_j});
    else
      scene.joints.push_back({j.name, j.body_i, j.point_i});
  }
  for (const Marker& m : model.markers) scene.markers.push_back(m.name);
  return scene;
}

MotionRecorder::MotionRecorder(std::string label, int stride) : stride_(std::max(stride, 1)) {
  track_.label = std::move(label);
}

MotionRecorder::Frame MotionRecorder::measure(const EquationsOfMotion& system, double t, const Eigen::VectorXd& q,
                                              const Eigen::VectorXd& v) {
  if (monitored_ != &system) {
    monitor_ = std::make_unique<ViolationMonitor>(system);
    monitored_ = &system;
  }
  Frame frame;
  frame.t = t;
  for (int b = 0; b < system.body_count(); ++b) {
    const Eigen::Vector3d r = system.body_origin(b, q);
    const Eigen::Quaterniond p = nearest_rotation(system.body_rotation(b, q));
    frame.poses.insert(frame.poses.end(), {r.x(), r.y(), r.z(), p.w(), p.x(), p.y(), p.z()});
  }
  for (int m = 0; m < static_cast<int>(system.model().markers.size()); ++m) {
    const Eigen::Vector3d r = system.marker_position(m, q);
    frame.markers.insert(frame.markers.end(), {r.x(), r.y(), r.z()});
  }
  monitor_->measure(t, q, v, frame.position_violation, frame.velocity_violation);
  frame.energy = system.mechanical_energy(q, v);
  return frame;
}

void MotionRecorder::append(const Frame& frame) {
  track_.t.push_back(frame.t);
  track_.poses.insert(track_.poses.end(), frame.poses.begin(), frame.poses.end());
  track_.markers.resize(frame.markers.size() / 3);
  for (std::size_t m = 0; m < track_.markers.size(); ++m)
    track_.markers[m].insert(track_.markers[m].end(), frame.markers.begin() + 3 * m, frame.markers.begin() + 3 * m + 3);
  track_.position_violation.push_back(frame.position_violation);
  track_.velocity_violation.push_back(frame.velocity_violation);
  track_.energy.push_back(frame.energy);
}

void MotionRecorder::record(const EquationsOfMotion& system, double t, const Eigen::VectorXd& q,
                            const Eigen::VectorXd& v) {
  const Frame frame = measure(system, t, q, v);
  if (seen_++ % stride_ == 0) {
    append(frame);
    skipped_.reset();
  } else {
    skipped_ = frame;
  }
}

MotionTrack MotionRecorder::finish(const std::string& status) {
  if (skipped_) append(*skipped_);
  skipped_.reset();
  track_.status = status;
  return track_;
}

int motion_stride(const RunSettings& settings, int max_frames) {
  const double outputs = settings.output_every > 0.0 ? settings.t_end / settings.output_every + 1.0 : 1.0;
  return std::max(1, static_cast<int>(std::ceil(outputs / std::max(max_frames, 1))));
}

int motion_frame_budget(int bodies, int tracks) {
  // About 300,000 numbers of poses in all (some 3 MB of JSON), 50 to 500 frames a track.
  const double numbers_per_frame = 7.0 * std::max(bodies, 1) * std::max(tracks, 1);
  return static_cast<int>(std::clamp(300000.0 / numbers_per_frame, 50.0, 500.0));
}

MotionTrack record_motion(const Model& model, const RunSettings& settings, const std::string& label, int max_frames) {
  MotionRecorder recorder(label, motion_stride(settings, max_frames));
  const RunResult result = run_simulation(
      model, settings,
      [&](const EquationsOfMotion& system, double t, const Eigen::VectorXd& q, const Eigen::VectorXd& v,
          const Eigen::VectorXd&) { recorder.record(system, t, q, v); });
  return recorder.finish(result.statistics.status);
}


MotionScene recorded_scene(const Model& model, const std::vector<MotionRequest>& requests, const std::string& note,
                           bool quiet) {
  MotionScene scene = mechanism_scene(model);
  scene.note = note;
  const int frames = motion_frame_budget(static_cast<int>(model.bodies.size()), static_cast<int>(requests.size()));
  for (const MotionRequest& request : requests) {
    if (!quiet) std::fprintf(stderr, "report: running %s again to record its motion\n", request.label.c_str());
    scene.tracks.push_back(record_motion(model, request.settings, request.label, frames));
  }
  return scene;
}

}  // namespace mbdae::cli
