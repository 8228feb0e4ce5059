// The motion a report plays: the mechanism's bodies as shapes of their own size, its joints and
// markers (mechanism_scene), and runs sampled into tracks (MotionRecorder, record_motion).
#pragma once

#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "cli/report_data.hpp"
#include "integrators/simulation.hpp"
#include "methods/run.hpp"

namespace mbdae::cli {

/// The box of uniform density with the body's mass and principal moments of inertia about its centre
/// of mass, along its principal axes: a thin rod for a pendulum's link, a slab for a plate. A side the
/// moments leave (nearly) zero, as a point mass or a planar body's out-of-plane side does, is drawn at
/// a tenth of the largest, so that every body shows.
BodyShape equivalent_box(const std::string& name, const RigidBodyInertia& inertia);

/// The model's bodies (equivalent_box; a ball of 6 % of the model's size for one whose box is smaller
/// than half that, such as a point mass; the uniform ball of its inertia for one whose three principal
/// moments are equal), joints (on body_j, or body_i where body_j is the ground) and
/// markers; no tracks yet.
MotionScene mechanism_scene(const Model& model);

/// Samples a run at its outputs into a MotionTrack: every `stride`-th output, with the last one kept
/// (a failed run's motion ends where the run stopped).
class MotionRecorder {
 public:
  MotionRecorder(std::string label, int stride);
  void record(const EquationsOfMotion& system, double t, const Eigen::VectorXd& q, const Eigen::VectorXd& v);
  /// The track, with the last output observed added if the stride skipped it.
  MotionTrack finish(const std::string& status);

 private:
  /// One output's numbers, as the track holds them.
  struct Frame {
    double t = 0.0, position_violation = 0.0, velocity_violation = 0.0, energy = 0.0;
    std::vector<double> poses, markers;
  };
  Frame measure(const EquationsOfMotion& system, double t, const Eigen::VectorXd& q, const Eigen::VectorXd& v);
  void append(const Frame& frame);
  MotionTrack track_;
  int stride_;
  long seen_ = 0;
  // The last output when the stride skipped it: measured then, since the system is gone by finish().
  std::optional<Frame> skipped_;
  std::unique_ptr<ViolationMonitor> monitor_;
  const EquationsOfMotion* monitored_ = nullptr;  // the system monitor_ measures
};

/// The stride that keeps a run of `settings` to at most about `max_frames` frames.
int motion_stride(const RunSettings& settings, int max_frames);

/// How many frames the tracks of a scene of `bodies` bodies and `tracks` runs may each have: a few
/// hundred, fewer on a large mechanism, so that a report stays a few megabytes.
int motion_frame_budget(int bodies, int tracks);

/// Runs `settings` on `model` (not timed: its wall time is not reported) and records its motion.
MotionTrack record_motion(const Model& model, const RunSettings& settings, const std::string& label, int max_frames);


/// A run to show moving: its label and settings.
struct MotionRequest {
  std::string label;
  RunSettings settings;
};

/// The mechanism with the motions of `requests`, each run again (untimed) and recorded; `note` says
/// which runs these are. Tells on stderr which run it is recording unless `quiet`.
MotionScene recorded_scene(const Model& model, const std::vector<MotionRequest>& requests, const std::string& note,
                           bool quiet);

}  // namespace mbdae::cli
