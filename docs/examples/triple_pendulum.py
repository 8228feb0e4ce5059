"""docs/python.md's example: paper 000's triple pendulum as the paper runs it (natural coordinates, the
augmented formulation, Adams-Bashforth 4 with coordinate-partitioning correction, 1 ms, 20 s), then
the same at a tenth of the step, and tip D's path and its difference plotted with matplotlib.

    PYTHONPATH=build/release/python /usr/bin/python3 docs/examples/triple_pendulum.py tip_D.png
"""
import sys

import matplotlib

matplotlib.use("Agg")  # write the file; no window
import matplotlib.pyplot as plt
import numpy as np

import mbdae

model = mbdae.builtin("triple_pendulum")
paper = mbdae.run(model, coordinates="nacf", formulation="af", integrator="ab4", correction="rgcp",
                  dt=1e-3, t_end=20)
fine = mbdae.run(model, coordinates="nacf", formulation="af", integrator="ab4", correction="rgcp",
                 dt=1e-4, t_end=20)

s = paper.summary
print(f"{s['integrator']} + {s['formulation']} + {s['correction']} in {s['coordinates']}, dt = {s['dt']} s: "
      f"{s['status']}, {s['steps']} steps in {s['wall_time_s']:.3f} s")
print(f"max |C| = {s['max_position_violation']:.2e}, max |E - E0| = {s['energy_drift']:.2e} J")
tip, tip_fine = paper.marker("D"), fine.marker("D")
gap = np.linalg.norm(tip - tip_fine, axis=1)
print(f"tip D at t = {paper.t[-1]:g} s: ({tip[-1, 0]:.6f}, {tip[-1, 1]:.6f}, {tip[-1, 2]:.6f}) m")
print(f"tip D apart from the run at dt = 1e-4 s: {gap[paper.t <= 5].max():.2e} m up to 5 s, "
      f"{gap.max():.2e} m up to 20 s")

figure, (path, apart) = plt.subplots(1, 2, figsize=(11, 4.5))
path.plot(tip[:, 0], tip[:, 1], lw=0.6)
path.set(xlabel="x (m)", ylabel="y (m)", title="tip D, dt = 1 ms", aspect="equal")
apart.semilogy(paper.t, np.maximum(gap, 1e-16), lw=0.8)
apart.set(xlabel="t (s)", ylabel="|D(1 ms) - D(0.1 ms)| (m)", title="how far the paper's step is off")
figure.tight_layout()
figure.savefig(sys.argv[1] if len(sys.argv) > 1 else "tip_D.png", dpi=120)
