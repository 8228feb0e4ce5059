"""scripts/compare_outcomes.py on constructed compare.csv rows: each run is classed by its error when it
has one (whatever its status), otherwise as failed or stopped at the time limit; counts and the first
failure reason are kept per formulation x integrator pair, in table order."""
import os
import sys
import unittest

sys.path.insert(0, os.path.join(os.path.dirname(__file__), "..", "..", "scripts"))
import compare_outcomes  # noqa: E402


def row(integrator, formulation, status, error, message="", coordinates="nacf"):
    return {"coordinates": coordinates, "integrator": integrator, "formulation": formulation,
            "status": status, "error": error, "message": message}


class ClassifyTest(unittest.TestCase):
    def test_error_decides_when_there_is_one(self):
        self.assertEqual(compare_outcomes.classify(row("ab4", "uke", "ok", "9.9e-4"), 1e-3, 0.1), "tracks")
        self.assertEqual(compare_outcomes.classify(row("ab4", "uke", "ok", "1e-3"), 1e-3, 0.1), "drifts")
        self.assertEqual(compare_outcomes.classify(row("ab4", "uke", "ok", "0.1"), 1e-3, 0.1), "other motion")
        # Failed after the check time: its error up to there still counts.
        self.assertEqual(compare_outcomes.classify(row("ab4", "uke", "failed", "2e-6"), 1e-3, 0.1), "tracks")

    def test_without_an_error_the_status_decides(self):
        self.assertEqual(compare_outcomes.classify(row("ida", "ggl", "time limit", "nan"), 1e-3, 0.1), "time limit")
        self.assertEqual(compare_outcomes.classify(row("ab4", "af", "failed", "nan"), 1e-3, 0.1), "failed")
        # Not run because a coarser rung of its pair ran out of time: not a failure of the method.
        self.assertEqual(compare_outcomes.classify(row("rk4", "nullspace", "skipped", "nan"), 1e-3, 0.1), "time limit")


class OutcomesTest(unittest.TestCase):
    def test_counts_and_first_failure_per_pair_in_table_order(self):
        rows = [row("ab4", "af", "failed", "nan", "t = 0 s: singular"),
                row("ab4", "af", "failed", "nan", "t = 1 s: later"),
                row("ab4", "uke", "ok", "1e-9"),
                row("ab4", "uke", "ok", "2.0", coordinates="relative"),
                row("ida", "ggl", "time limit", "nan", coordinates="rpcf-ep")]
        pairs = compare_outcomes.outcomes(rows, 1e-3, 0.1)
        self.assertEqual(list(pairs), [("ab4", "af"), ("ab4", "uke"), ("ida", "ggl")])
        self.assertEqual(pairs[("ab4", "af")]["counts"]["failed"], 2)
        self.assertEqual(pairs[("ab4", "af")]["failure"], "t = 0 s: singular")
        self.assertEqual(pairs[("ab4", "uke")]["counts"], {"tracks": 1, "drifts": 0, "other motion": 1,
                                                          "failed": 0, "time limit": 0})
        self.assertEqual(pairs[("ida", "ggl")]["counts"]["time limit"], 1)
        coordinates = compare_outcomes.coordinate_sets(rows)
        self.assertEqual(coordinates, ["nacf", "relative", "rpcf-ep"])
        table = compare_outcomes.markdown(pairs, "x.csv", 1e-3, 0.1, coordinates)
        # The counts are over the table's coordinate sets, and the text names each.
        self.assertIn("over the coordinate sets (nacf, relative, rpcf-ep)", table)
        self.assertIn("| ab4 | af | 0 | 0 | 0 | 2 | 0 | t = 0 s: singular |", table)
        self.assertIn("| ab4 | uke | 1 | 0 | 1 | 0 | 0 |  |", table)


if __name__ == "__main__":
    unittest.main()
