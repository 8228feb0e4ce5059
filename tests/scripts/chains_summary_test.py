"""scripts/chains_summary.py on constructed folders: each pair's cost per step at the middle rung of its
ladder, its growth exponent between consecutive sizes, the peers' runs (Simbody at accuracy 1e-6, MuJoCo
at dt = 2 ms) beside them, and the equal-error rows read from each size's work_precision_vs_peers.csv."""
import contextlib
import csv
import io
import os
import sys
import tempfile
import unittest

sys.path.insert(0, os.path.join(os.path.dirname(__file__), "..", "..", "scripts"))
import chains_summary as summary  # noqa: E402

COMPARE = ["coordinates", "integrator", "formulation", "correction", "rtol_or_dt", "status", "t_reached", "error",
           "wall_time_median_s", "steps", "rhs_evaluations", "jacobian_evaluations",
           "nonlinear_or_correction_iterations", "error_test_failures", "max_position_violation",
           "max_velocity_violation", "energy_drift", "cost_residual_s", "cost_matrix_s", "cost_factorization_s",
           "cost_solve_s", "message"]
PEER = ["peer", "integrator", "accuracy", "status", "wall_time_s", "steps", "t", "x", "y", "z", "energy"]


def write(path, header, rows):
    with open(path, "w", newline="") as f:
        writer = csv.DictWriter(f, header, restval="")
        writer.writeheader()
        writer.writerows(rows)


class ChainsSummaryTest(unittest.TestCase):
    def test_costs_growth_and_peers_at_every_size(self):
        with tempfile.TemporaryDirectory() as root:
            # ab4/af/rgcp: 1e-4, 1e-3 and 1e-1 s per step at 10, 100, 1000 links (growth 1, then 2) at its
            # middle rung (dt = 2e-3, 1000 steps); the other rungs cost more and must not be read.
            for n, per_step in ((10, 1e-4), (100, 1e-3), (1000, 1e-1)):
                folder = os.path.join(root, f"spherical_chain_n{n}")
                os.makedirs(folder)
                rows = []
                for dt, steps, factor in (("0.005", 200, 7.0), ("0.002", 1000, 1.0), ("0.001", 2000, 9.0)):
                    rows.append({"coordinates": "nacf", "integrator": "ab4", "formulation": "af", "correction": "rgcp",
                                 "rtol_or_dt": dt, "status": "ok", "steps": steps,
                                 "wall_time_median_s": per_step * factor * steps,
                                 "nonlinear_or_correction_iterations": steps})
                # ab4/af/none: 1e-4 s per step at its middle rung (the AF solve); ida/index3/none: 2 Newton
                # iterations per step, 1 + 2 + 3 + 4 ms of its 12 ms per step split, 6 ms per iteration.
                for dt, steps in (("0.005", 200), ("0.002", 1000), ("0.001", 2000)):
                    rows.append({"coordinates": "nacf", "integrator": "ab4", "formulation": "af", "correction": "none",
                                 "rtol_or_dt": dt, "status": "ok", "steps": steps, "wall_time_median_s": 1e-4 * steps,
                                 "nonlinear_or_correction_iterations": 0, "cost_residual_s": 0, "cost_matrix_s": 0,
                                 "cost_factorization_s": 0, "cost_solve_s": 0})
                for rtol in ("0.0001", "1e-06", "1e-08"):
                    rows.append({"coordinates": "nacf", "integrator": "ida", "formulation": "index3",
                                 "correction": "none", "rtol_or_dt": rtol, "status": "ok", "steps": 100,
                                 "wall_time_median_s": 1.2, "nonlinear_or_correction_iterations": 200,
                                 "cost_residual_s": 0.1, "cost_matrix_s": 0.2, "cost_factorization_s": 0.3,
                                 "cost_solve_s": 0.4})
                # The same pair in relative coordinates, from the relative/ subfolder's own compare: a pair
                # of its own, 1e-5 s per step at 10 links, growing as N; its peer rows are not read twice.
                os.makedirs(os.path.join(folder, "relative"))
                relative = [{"coordinates": "relative", "integrator": "ab4", "formulation": "af", "correction": "none",
                             "rtol_or_dt": dt, "status": "ok", "steps": steps,
                             "wall_time_median_s": 1e-5 * n / 10 * steps, "nonlinear_or_correction_iterations": 0}
                            for dt, steps in (("0.005", 200), ("0.002", 1000), ("0.001", 2000))]
                relative.append({"coordinates": "simbody", "integrator": "rk-merson", "formulation": "-",
                                 "correction": "-", "rtol_or_dt": "1e-06", "status": "ok", "steps": 5})
                write(os.path.join(folder, "relative", "compare.csv"), COMPARE, relative)
                # Faster than the natural-coordinate pair at 1e-06 (0.1 s against 0.5), slower at 1e-07.
                write(os.path.join(folder, "relative", "work_precision_vs_peers.csv"),
                      ["error", "fastest_mbdae", "mbdae_wall_s", "fastest_peer", "peer_wall_s", "peer_over_mbdae"],
                      [{"error": "1e-06", "fastest_mbdae": "relative/ab4/af/none", "mbdae_wall_s": 0.1,
                        "fastest_peer": "mujoco rk4", "peer_wall_s": 1.5, "peer_over_mbdae": 99},
                       {"error": "1e-07", "fastest_mbdae": "relative/rk4/af/none", "mbdae_wall_s": 0.9,
                        "fastest_peer": "mujoco rk4", "peer_wall_s": 1.8, "peer_over_mbdae": 2}])
                # A peer's row in compare.csv is not a pair.
                rows.append({"coordinates": "simbody", "integrator": "rk-merson", "formulation": "-",
                             "correction": "-", "rtol_or_dt": "1e-06", "status": "ok", "steps": 5})
                write(os.path.join(folder, "compare.csv"), COMPARE, rows)
                peer_rows = []
                for accuracy, wall in (("1e-05", 99.0), ("1e-06", 2e-5 * n * 100)):
                    for t in (0, 0.01):
                        peer_rows.append({"peer": "simbody", "integrator": "rk-merson", "accuracy": accuracy,
                                          "status": "ok", "wall_time_s": wall, "steps": 100, "t": t})
                write(os.path.join(folder, "simbody.csv"), PEER, peer_rows)
                mujoco_status = "time limit" if n == 1000 else "ok"
                write(os.path.join(folder, "mujoco.csv"), PEER,
                      [{"peer": "mujoco", "integrator": "rk4", "accuracy": "0.002", "status": mujoco_status,
                        "wall_time_s": 1e-6 * n * 500, "steps": 500, "t": 0}])
                write(os.path.join(folder, "work_precision_vs_peers.csv"),
                      ["error", "fastest_mbdae", "mbdae_wall_s", "fastest_peer", "peer_wall_s", "peer_over_mbdae"],
                      [{"error": "1e-06", "fastest_mbdae": "nacf/ab4/af/rgcp", "mbdae_wall_s": 0.5,
                        "fastest_peer": "mujoco rk4", "peer_wall_s": 1.5, "peer_over_mbdae": 3},
                       {"error": "1e-07", "fastest_mbdae": "nacf/ab4/af/rgcp", "mbdae_wall_s": 0.6,
                        "fastest_peer": "mujoco rk4", "peer_wall_s": 1.8, "peer_over_mbdae": 3}])
            text = io.StringIO()
            with contextlib.redirect_stdout(text):
                summary.main(root)
            lines = text.getvalue().splitlines()
        self.assertIn("| pair | 10 links: s/step (iter/step) | 100 links: s/step (iter/step) | "
                      "1000 links: s/step (iter/step) | growth 10→100 | growth 100→1000 |", lines)
        self.assertIn("| nacf/ab4/af/rgcp | 0.0001 (1) | 0.001 (1) | 0.1 (1) | 1 | 2 |", lines)
        self.assertIn("| relative/ab4/af/none | 1e-05 (0) | 0.0001 (0) | 0.001 (0) | 1 | 1 |", lines)
        self.assertEqual(sum(line.startswith("| simbody rk-merson |") for line in lines), 1)
        # Simbody at its 1e-6 rung: 2e-5 n s over 100 steps, growth 1; MuJoCo at dt = 2 ms, stopped at 1000.
        self.assertIn("| simbody rk-merson | 0.0002 | 0.002 | 0.02 | 1 | 1 |", lines)
        self.assertIn("| mujoco rk4 | 1e-05 | 0.0001 | time limit | 1 | - |", lines)
        # At each error level the faster side of the two compares, the ratio recomputed.
        self.assertIn("| 1000 | 1e-06 | relative/ab4/af/none | 0.1 | mujoco rk4 | 1.5 | 15 |", lines)
        self.assertIn("| 1000 | 1e-07 | nacf/ab4/af/rgcp | 0.6 | mujoco rk4 | 1.8 | 3 |", lines)
        self.assertFalse(any(line.startswith("| rk-merson/-/-") for line in lines), "a peer's compare row")
        # The split at the largest size, per step, and a Newton iteration over one AF solve (6 ms / 0.1 ms).
        self.assertIn("### Where a Newton step's time goes, 1000 links", lines)
        self.assertIn("| nacf/ida/index3/none | 1 | 2 | 3 | 4 | 6 | 60 |", lines)
        self.assertFalse(any(line.startswith("| nacf/ab4/af/none | 0 |") for line in lines), "not a Newton step")


if __name__ == "__main__":
    unittest.main()
