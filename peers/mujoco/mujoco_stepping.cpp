#include "mujoco_stepping.hpp"

#include <mujoco/mujoco.h>

#include <chrono>
#include <cmath>
#include <cstring>
#include <memory>
#include <sstream>
#include <stdexcept>

namespace mbdae::peers {
namespace {

int integrator_mode(const std::string& name) {
  if (name == "euler") return mjINT_EULER;
  if (name == "rk4") return mjINT_RK4;
  if (name == "implicit") return mjINT_IMPLICIT;
  throw std::invalid_argument("unknown MuJoCo integrator '" + name + "' (euler, rk4, implicit)");
}

struct ModelDeleter {
  void operator()(mjModel* m) const { mj_deleteModel(m); }
};
struct DataDeleter {
  void operator()(mjData* d) const { mj_deleteData(d); }
};

// MuJoCo reads models from files; the MJCF text goes through its virtual file system instead of a
// temporary file. The VFS holds a few megabytes of fixed arrays: on the heap.
std::unique_ptr<mjModel, ModelDeleter> load_model(const std::string& mjcf) {
  auto vfs = std::make_unique<mjVFS>();
  mj_defaultVFS(vfs.get());
  const char* name = "mbdae_peer_model.xml";
  if (mj_makeEmptyFileVFS(vfs.get(), name, static_cast<int>(mjcf.size())) != 0)
    throw std::invalid_argument("MuJoCo: cannot hold the model in its virtual file system");
  std::memcpy(vfs->filedata[mj_findFileVFS(vfs.get(), name)], mjcf.data(), mjcf.size());
  char error[1000] = "";
  mjModel* model = mj_loadXML(name, vfs.get(), error, sizeof error);
  mj_deleteVFS(vfs.get());
  if (model == nullptr) throw std::invalid_argument(std::string("MuJoCo refuses the model: ") + error);
  return std::unique_ptr<mjModel, ModelDeleter>(model);
}

// MuJoCo's own warnings go to stderr by default; a diverged run is reported in the run's status instead.
void quiet_warning(const char*) {}

// MuJoCo's signs of a diverged state: when it sees a bad acceleration it also resets the state to the
// reference configuration, so the run cannot go on from there.
const char* divergence(const mjData* d) {
  if (d->warning[mjWARN_BADQACC].number > 0) return "NaN, Inf or huge acceleration";
  if (d->warning[mjWARN_BADQVEL].number > 0) return "NaN, Inf or huge velocity";
  if (d->warning[mjWARN_BADQPOS].number > 0) return "NaN, Inf or huge position";
  return nullptr;
}

}  // namespace

const std::vector<std::string>& mujoco_integrator_names() {
  static const std::vector<std::string> names{"euler", "rk4", "implicit"};
  return names;
}

TipRun run_mujoco(const std::string& mjcf, const std::string& integrator, double dt, double t_end, double output_every,
                  double time_limit_s) {
  const int mode = integrator_mode(integrator);
  if (!(dt > 0.0) || !(output_every > 0.0) || !(t_end > 0.0))
    throw std::invalid_argument("MuJoCo peer: dt, output_every and t_end must be positive");
  // Fixed steps: every output time must fall on a step, as mbdae's fixed-step samples do.
  const long steps_per_output = std::lround(output_every / dt);
  if (steps_per_output < 1 || std::abs(steps_per_output * dt - output_every) > 1e-9 * output_every) {
    std::ostringstream message;
    message << "MuJoCo peer: the step " << dt << " s does not divide the output interval " << output_every << " s";
    throw std::invalid_argument(message.str());
  }
  mju_user_warning = quiet_warning;
  const std::unique_ptr<mjModel, ModelDeleter> model = load_model(mjcf);
  model->opt.timestep = dt;
  model->opt.integrator = mode;
  const int tip = mj_name2id(model.get(), mjOBJ_SITE, "tip");
  if (tip < 0) throw std::invalid_argument("MuJoCo peer: the model has no site named 'tip'");
  const std::unique_ptr<mjData, DataDeleter> data(mj_makeData(model.get()));  // at qpos0, at rest

  TipRun run;
  run.integrator = integrator;
  run.accuracy = dt;
  // The tip and the energy at the current state; mj_step leaves its kinematics one step behind, so
  // they are computed afresh, outside the clock (mbdae's sampling is outside its clock too).
  const auto sample = [&](double t) {
    mj_forward(model.get(), data.get());
    mj_energyPos(model.get(), data.get());
    mj_energyVel(model.get(), data.get());
    const double* p = data->site_xpos + 3 * tip;
    return TipSample{t, {p[0], p[1], p[2]}, data->energy[0] + data->energy[1]};
  };
  run.samples.push_back(sample(0.0));
  const long outputs = std::lround(t_end / output_every);
  std::chrono::steady_clock::duration stepping{0};
  for (long k = 1; k <= outputs; ++k) {
    const auto start = std::chrono::steady_clock::now();
    for (long s = 0; s < steps_per_output; ++s) mj_step(model.get(), data.get());
    stepping += std::chrono::steady_clock::now() - start;
    run.steps += steps_per_output;
    run.wall_time_s = std::chrono::duration<double>(stepping).count();
    // Output times by multiplication, to match mbdae's samples exactly (no accumulated rounding).
    const double t = static_cast<double>(k) * output_every;
    if (const char* why = divergence(data.get())) {
      std::ostringstream message;
      message << "MuJoCo reported " << why << " (the state diverged) between t = " << t - output_every << " and "
              << t << " s at dt = " << dt << " s";
      run.status = "failed";
      run.message = message.str();
      break;
    }
    run.samples.push_back(sample(t));
    if (time_limit_s > 0.0 && run.wall_time_s > time_limit_s && k < outputs) {
      std::ostringstream message;
      message << "stopped at t = " << t << " s after " << run.wall_time_s << " s of stepping (time limit "
              << time_limit_s << " s)";
      run.status = "time limit";
      run.message = message.str();
      break;
    }
  }
  return run;
}

}  // namespace mbdae::peers
