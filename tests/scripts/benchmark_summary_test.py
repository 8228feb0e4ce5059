"""scripts/benchmark_summary.py on constructed inputs: the power-law fit recovers the exponent of
synthetic data, the benchmark JSON is read as Google Benchmark writes it, and the targets are judged
against the thresholds."""
import json
import math
import os
import sys
import tempfile
import unittest

sys.path.insert(0, os.path.join(os.path.dirname(__file__), "..", "..", "scripts"))
import benchmark_summary as summary  # noqa: E402


def entry(name, cpu_time, unit="us", **extra):
    return dict({"name": name, "run_name": name, "run_type": "iteration", "cpu_time": cpu_time,
                 "real_time": cpu_time, "time_unit": unit, "iterations": 100}, **extra)


class FitTest(unittest.TestCase):
    def test_exponent_and_prefactor_of_an_exact_power_law(self):
        points = [(n, 3e-6 * n ** 1.15) for n in (10, 100, 1000)]
        p, c = summary.fit_power_law(points)
        self.assertAlmostEqual(p, 1.15, places=12)
        self.assertAlmostEqual(c, 3e-6, places=15)

    def test_least_squares_through_noisy_points(self):
        # log t = 2 log N with the middle point off by a factor e: the fitted line of
        # (log 10, 2 log 10), (log 100, 4 log 10 + 1), (log 1000, 6 log 10) has slope exactly 2.
        points = [(10, 100.0), (100, 1e4 * math.e), (1000, 1e6)]
        self.assertAlmostEqual(summary.fit_power_law(points)[0], 2.0, places=12)

    def test_one_size_is_not_a_fit(self):
        with self.assertRaises(ValueError):
            summary.fit_power_law([(10, 1.0), (10, 2.0)])


class ScalingJsonTest(unittest.TestCase):
    def test_families_sizes_units_and_medians(self):
        data = {"benchmarks": [
            entry("Scaling/af_nacf_sparse/10", 2.0),
            entry("Scaling/af_nacf_sparse/100", 20.0),
            entry("Scaling/af_nacf_sparse/1000", 0.2, unit="ms"),
            entry("Scaling/af_nacf_dense/1000/real_time", 5.0, unit="s"),
            # Repetitions: the median aggregate wins over the iteration runs and the mean.
            entry("Scaling/ab4_rgcp_nacf_dense/100_median", 7.0, unit="ns", run_name="Scaling/ab4_rgcp_nacf_dense/100",
                  run_type="aggregate", aggregate_name="median"),
            entry("Scaling/ab4_rgcp_nacf_dense/100_mean", 9.0, unit="ns", run_name="Scaling/ab4_rgcp_nacf_dense/100",
                  run_type="aggregate", aggregate_name="mean"),
            entry("Scaling/ab4_rgcp_nacf_dense/100", 1.0, unit="ns"),
            entry("TriplePendulumAb4Step/0/1/2", 3.0),  # not a scaling benchmark
            entry("Scaling/no_size", 1.0),
        ]}
        families = summary.scaling_families(data)
        self.assertEqual(sorted(families), ["ab4_rgcp_nacf_dense", "af_nacf_dense", "af_nacf_sparse"])
        self.assertEqual([n for n, _ in families["af_nacf_sparse"]], [10, 100, 1000])
        self.assertAlmostEqual(families["af_nacf_sparse"][2][1], 2e-4)
        self.assertAlmostEqual(summary.fit_power_law(families["af_nacf_sparse"])[0], 1.0, places=12)
        self.assertEqual(families["af_nacf_dense"], [(1000, 5.0)])
        self.assertAlmostEqual(families["ab4_rgcp_nacf_dense"][0][1], 7e-9)
        ratios = summary.sparse_over_dense(families, 1000)
        self.assertEqual(len(ratios), 1)
        self.assertEqual(ratios[0][0], "af_nacf")
        self.assertAlmostEqual(ratios[0][3], 5.0 / 2e-4)

    def test_no_scaling_benchmarks_is_reported_not_failed(self):
        text = summary.scaling_section(summary.scaling_families({"benchmarks": [entry("Other/1", 1.0)]}))
        self.assertIn("Not measured", text)


class TargetsTest(unittest.TestCase):
    def test_exponent_above_the_target_is_missed_by_the_difference(self):
        families = {"x_sparse": [(n, 1e-6 * n ** 1.5) for n in (10, 100, 1000)],
                    "x_dense": [(n, 1e-6 * n ** 2.5) for n in (10, 100, 1000)]}
        text = summary.scaling_section(families)
        self.assertIn("`x_sparse`: p = 1.500, target p ≤ 1.2: **missed** (by 0.300 in the exponent)", text)
        self.assertIn("| x | 3.162e+01 | 3.162e-02 | 1000.0 | yes |", text)  # dense / sparse = N^(2.5 - 1.5) = 1000

    def test_null_space_growth_is_explained_not_judged(self):
        families = {"nullspace_nacf_sparse": [(n, 1e-9 * n ** 3) for n in (10, 100)],
                    "revolute_nullspace_rpcf_ep_sparse": [(n, 1e-9 * n ** 3) for n in (10, 100)]}
        text = summary.scaling_section(families)
        self.assertIn("`nullspace_nacf_sparse`: p = 3.000, not judged against p ≤ 1.2: Maggi's", text)
        self.assertIn("`revolute_nullspace_rpcf_ep_sparse`: p = 3.000, not judged", text)
        self.assertNotIn("missed", text)

    def test_uke_and_direct_against_af_and_rgcp_on_each_chain_and_size(self):
        families = {"af_nacf_sparse": [(10, 1.0), (100, 10.0)], "uke_nacf_sparse": [(10, 1.5), (100, 25.0)],
                    "revolute_af_rpcf_ep_sparse": [(10, 2.0)], "revolute_uke_rpcf_ep_sparse": [(10, 3.0)],
                    "rgcp_nacf_sparse": [(10, 1.0)], "direct_nacf_sparse": [(10, 1.9), (100, 5.0)]}
        text = summary.alternatives_section(families)
        self.assertIn("| spherical_nacf | uke / af | 100 | 2.500e+01 | 1.000e+01 | 2.50 | no |", text)
        self.assertIn("| revolute_rpcf_ep | uke / af | 10 | 3.000e+00 | 2.000e+00 | 1.50 | yes |", text)
        self.assertIn("- uke at most 2× af at every N: **missed** (largest ratio 2.50).", text)
        # direct at N = 100 has no RGCP beside it: only N = 10 is judged.
        self.assertIn("- direct at most 2× rgcp at every N: **met** (largest ratio 1.90).", text)
        self.assertNotIn("the mathematics says why", text)
        families["direct_nacf_sparse"] = [(10, 2.9)]
        text = summary.alternatives_section(families)
        self.assertIn("**missed** (largest ratio 2.90)", text)
        self.assertIn("three times per correction", text)
        self.assertIn("Not measured", summary.alternatives_section({"af_nacf_sparse": [(10, 1.0)]}))

    def test_peer_ratios_below_five_are_missed_and_unreached_levels_not_counted(self):
        rows = [{"error": "0.0001", "fastest_mbdae": "a", "mbdae_wall_s": "0.01", "fastest_peer": "s",
                 "peer_wall_s": "0.08", "peer_over_mbdae": "8"},
                {"error": "1e-05", "fastest_mbdae": "a", "mbdae_wall_s": "0.02", "fastest_peer": "s",
                 "peer_wall_s": "0.05", "peer_over_mbdae": "2.5"},
                {"error": "1e-09", "fastest_mbdae": "", "mbdae_wall_s": "nan", "fastest_peer": "s",
                 "peer_wall_s": "0.5", "peer_over_mbdae": "nan"}]
        text = summary.peer_section(rows)
        self.assertIn("| 0.0001 | a | 1.00e-02 | s | 8.00e-02 | 8.00 | yes |", text)
        self.assertIn("| 1e-05 | a | 2.00e-02 | s | 5.00e-02 | 2.50 | no |", text)
        self.assertIn("(2 of 3): **missed** (smallest ratio 2.50, 2.00× short of 5)", text)
        self.assertIn("1 level(s) not reached", text)

    def test_peer_ratio_splits_into_step_cost_and_step_count(self):
        # mbdae pair "c/ab4/af/none": 10 µs per step in both of its runs; Simbody "simbody rk": 60 µs per step.
        compare = [{"coordinates": "c", "integrator": "ab4", "formulation": "af", "correction": "none",
                    "rtol_or_dt": dt, "status": "ok", "wall_time_median_s": wall, "steps": steps}
                   for dt, wall, steps in (("0.001", "0.01", "1000"), ("0.0005", "0.02", "2000"))]
        compare.append(dict(compare[0], status="failed", rtol_or_dt="0.002", wall_time_median_s="9", steps="1"))
        peer = [{"peer": "simbody", "integrator": "rk", "accuracy": acc, "status": "ok", "wall_time_s": wall,
                 "steps": steps} for acc, wall, steps in (("1e-4", "0.006", "100"), ("1e-4", "0.006", "100"),
                                                           ("1e-6", "0.012", "200"))]
        costs = summary.per_step_costs(compare, peer)
        self.assertAlmostEqual(costs["c/ab4/af/none"][0], 10.0)
        self.assertAlmostEqual(costs["simbody rk"][0], 60.0)
        self.assertEqual(len(costs["c/ab4/af/none"][1]), 2, "the failed run is left out")
        # At 1e-6: mbdae 0.04 s = 4000 steps of 10 µs, Simbody 0.06 s = 1000 steps of 60 µs: ratio 1.5 =
        # 6 (cheaper steps) × 0.25 (more of them). At 1e-4: 0.005 s against 0.03 s, ratio 6 (met, no reason).
        rows = [{"error": "0.0001", "fastest_mbdae": "c/ab4/af/none", "mbdae_wall_s": "0.005",
                 "fastest_peer": "simbody rk", "peer_wall_s": "0.03", "peer_over_mbdae": "6"},
                {"error": "1e-06", "fastest_mbdae": "c/ab4/af/none", "mbdae_wall_s": "0.04",
                 "fastest_peer": "simbody rk", "peer_wall_s": "0.06", "peer_over_mbdae": "1.5"}]
        text = summary.peer_why_section(rows, costs)
        self.assertIn("| 1e-06 | c/ab4/af/none: 10.0, 4000 | simbody rk: 60.0, 1000 | 6.00 | 0.25 |", text)
        self.assertIn("| 0.0001 | c/ab4/af/none: 10.0, 500 | simbody rk: 60.0, 500 | 6.00 | 1.00 |", text)
        self.assertIn("(1 level(s); mbdae's pairs there: ab4)", text)
        self.assertIn("At 1e-06 (ab4) mbdae's step is at least 5× cheaper, but its pair takes more steps", text)
        self.assertNotIn("less than 5× cheaper", text)
        self.assertEqual(summary.peer_why_section(rows, {}), "", "no costs, no section")

    def test_program_line_is_what_mbdae_version_prints(self):
        self.assertEqual(summary.program_line({"mbdae_version": "0.1.0", "mbdae_commit": "abc123"}),
                         "mbdae 0.1.0 (commit abc123)")
        self.assertEqual(summary.program_line({"mbdae_version": "0.1.0", "mbdae_commit": None}),
                         "mbdae 0.1.0 (commit unknown: not built from a git checkout)")

    def test_paper_run_microseconds_per_step(self):
        run = {"coordinates": "nacf", "formulation": "af", "integrator": "ab4", "correction": "rgcp", "dt": 1e-3,
               "t_reached": 20.0, "steps": 20000, "wall_time_s": 0.06}
        self.assertIn("**3.00 µs per step**", summary.paper_run_section(run))
        self.assertIn("**met**", summary.paper_run_section(run))
        run["wall_time_s"] = 0.2
        self.assertIn("**missed** (by a factor 2.00)", summary.paper_run_section(run))
        # The micro-benchmarks that split the step, medians of repetitions, in any unit.
        bench = {"benchmarks": [
            entry("TriplePendulumAccelerationSolve/0/0/0", 2.5),
            entry("TriplePendulumAb4Step/0/0/0_median", 9000.0, unit="ns", run_name="TriplePendulumAb4Step/0/0/0",
                  run_type="aggregate", aggregate_name="median"),
            entry("TriplePendulumAb4Step/0/0/0_mean", 1.0, run_name="TriplePendulumAb4Step/0/0/0",
                  run_type="aggregate", aggregate_name="mean")]}
        text = summary.paper_run_section(run, bench)
        self.assertIn("- one acceleration solve (NACF, AF, dense): 2.50 µs of CPU time", text)
        self.assertIn("with the RGCP correction (the paper's step): 9.00 µs", text)
        self.assertNotIn("without correction", text)
        # Missed (10 µs per step): why, from the solve's share of the target and the system's size.
        self.assertIn("Why: the acceleration solve costs 2.50 µs of the target's 5, and the correction and the "
                      "integrator take the rest of the 10.00 µs.", text)
        run.update(coordinate_count=36, constraint_count=27)
        bench["benchmarks"][0] = entry("TriplePendulumAccelerationSolve/0/0/0", 6.0)
        text = summary.paper_run_section(run, bench)
        self.assertIn("Why: one acceleration solve alone costs 6.00 µs, 1.20 times the whole step's target.", text)
        self.assertIn("Each solve of the NACF system (36 coordinates, 27 constraints)", text)
        self.assertNotIn("By the micro-benchmarks", text, "no step without correction measured: no split")
        # With the step without correction too, the step splits into solve, correction and the rest.
        bench["benchmarks"].append(entry("TriplePendulumAb4Step/0/0/2", 7.0))
        text = summary.paper_run_section(run, bench)
        self.assertIn("a step is the acceleration solve (6.00 µs), the RGCP correction (2.00 µs: the step with it "
                      "less the step without) and AB4's combination of its history (1.00 µs).", text)
        run["wall_time_s"] = 0.06
        self.assertNotIn("Why", summary.paper_run_section(run, bench), "met: nothing to explain")

    def test_memory_linear_in_n_and_flat_in_time(self):
        rows = [(10, 1.0, 10.0, "ok", 1.0), (100, 1.0, 19.0, "ok", 1.0), (1000, 1.0, 109.0, "ok", 1.0),
                (1000, 4.0, 110.0, "ok", 4.0)]
        text = summary.memory_section(rows)
        self.assertIn("largest ratio 1.009 (N = 1000)", text)
        self.assertIn("10→100: 102.4 kB per link, 100→1000: 102.4 kB per link", text)
        self.assertIn("Grows no faster than linearly", text)
        self.assertIn("**met**; 10→100", text)
        self.assertIn("under 500 MB: **met** (110.0 MB)", text)
        quadratic = summary.memory_section([(10, 1.0, 10.0, "ok", 1.0), (100, 1.0, 11.0, "ok", 1.0),
                                            (1000, 1.0, 400.0, "ok", 1.0), (1000, 2.0, 800.0, "ok", 2.0)])
        self.assertIn("**missed**; largest ratio 2.000", quadratic)
        self.assertIn("**missed**; 10→100", quadratic)

    def test_unfinished_runs_are_shown_but_not_judged(self):
        rows = [(10, 1.0, 10.0, "ok", 1.0), (10, 5.0, 10.1, "ok", 5.0), (1000, 0.01, 900.0, "interrupted", 0.002),
                (1000, 0.04, 30.0, "no summary: mbdae: internal error: std::bad_alloc", 0.0)]
        text = summary.memory_section(rows)
        self.assertIn("| 1000 | 0.01 | interrupted at t = 0.002 s | 900.0 |", text)
        self.assertIn("| 1000 | 0.04 | no summary: mbdae: internal error: std::bad_alloc | 30.0 |", text)
        self.assertIn("(N = 1000) are left out", text)
        self.assertIn("A 1000-link chain under 500 MB: **not measured**", text)
        self.assertIn("Growth with N: **not measured**", text)
        self.assertIn("largest ratio 1.010 (N = 10)", text)


class CommandTest(unittest.TestCase):
    def test_writes_the_readme_and_rejects_a_malformed_memory_file(self):
        with tempfile.TemporaryDirectory() as d:
            bench = os.path.join(d, "b.json")
            with open(bench, "w") as f:
                json.dump({"benchmarks": [entry("TriplePendulumAb4Step/0/1/2", 3.0)]}, f)
            memory = os.path.join(d, "memory.csv")
            with open(memory, "w") as f:
                f.write("n,t_end,peak_rss_kb\n10,1,2048\n100,1,lots\n")
            self.assertEqual(summary.main(["--out", d, "--command", "x", "--benchmarks", bench, "--memory", memory]), 2)
            with open(memory, "w") as f:
                f.write("n,t_end,peak_rss_kb\n10,1,2048\n")
            self.assertEqual(summary.main(["--out", d, "--command", "scripts/benchmark.sh", "--benchmarks", bench,
                                           "--memory", memory]), 0)
            with open(os.path.join(d, "README.md")) as f:
                readme = f.read()
            self.assertIn("Generated by `scripts/benchmark.sh`", readme)
            self.assertIn("| `TriplePendulumAb4Step/0/1/2` | 3 | us | 100 |", readme)
            self.assertIn("| 10 | 1 | ok | 2.0 |", readme)
            self.assertIn("Not measured", readme)


if __name__ == "__main__":
    unittest.main()
