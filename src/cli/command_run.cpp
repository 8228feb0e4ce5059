#include <cstdio>

#include "cli/commands.hpp"
#include "coordinates/coordinate_type.hpp"
#include "io/builtin_models.hpp"
#include "system/assembly.hpp"
#include "system/multibody_system.hpp"

namespace mbdae::cli {

int run(const RunOptions& options) {
  Model model = load_model(options.model);
  const MultibodySystem system(std::move(model), make_coordinate_type(options.coordinates));

  Eigen::VectorXd q, v;
  system.initial_state(q, v);
  const AssemblyReport assembly = assemble(system, 0.0, q, v);

  const Model& m = system.model();
  std::printf("model        %s (%s)\n", m.name.c_str(), m.source.c_str());
  std::printf("coordinates  %s: %d bodies, %d coordinates, %d constraints (%d intrinsic)\n",
              system.coordinates().name(), system.body_count(), system.coordinate_count(),
              system.constraint_count(), system.intrinsic_constraint_count());
  std::printf("freedom      %d degrees of freedom\n", degrees_of_freedom(system, 0.0, q));
  std::printf("assembly     %d Newton iterations, |dq| = %.3e, |dv| = %.3e, "
              "max |C| = %.3e, max |C_q v| = %.3e\n",
              assembly.newton_iterations, assembly.position_correction, assembly.velocity_correction,
              assembly.position_residual, assembly.velocity_residual);
  std::printf("energy       kinetic %.9g J, potential %.9g J\n", system.kinetic_energy(q, v),
              system.potential_energy(q));
  for (int k = 0; k < static_cast<int>(m.markers.size()); ++k) {
    const Eigen::Vector3d r = system.marker_position(k, q);
    const Eigen::Vector3d rd = system.marker_velocity(k, q, v);
    std::printf("marker %-5s r = (%g, %g, %g) m, v = (%g, %g, %g) m/s\n", m.markers[k].name.c_str(), r.x(),
                r.y(), r.z(), rd.x(), rd.y(), rd.z());
  }
  return 0;
}

}  // namespace mbdae::cli
