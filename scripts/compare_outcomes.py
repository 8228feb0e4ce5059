#!/usr/bin/env python3
"""What each formulation x integrator pair did in an `mbdae compare` table, counted over its
coordinates, corrections and ladder rungs: how many runs tracked the reference, drifted from it, ended
on another motion (a branch jump or a lock-up through a singular position: status ok, error of the
order of the mechanism), failed (with the first reason) or hit --run-time-limit (or was skipped because
a coarser rung of the same pair had).

Usage: scripts/compare_outcomes.py results/four_bar/compare.csv [--tracks 1e-3] [--wrong 0.1]
       > results/four_bar/outcomes.md
"""
import argparse
import csv
import sys
from collections import OrderedDict

KINDS = ("tracks", "drifts", "other motion", "failed", "time limit")


def classify(row, tracks, wrong):
    """One run's outcome. A run with an error (it got past the check time) is judged by it, whatever
    its status; one without is failed, or stopped at the time limit, or skipped because a coarser rung
    of its pair was (counted with the time limits)."""
    error = float(row["error"]) if row["error"] not in ("", "nan") else None
    if error is not None:
        if error < tracks:
            return "tracks"
        return "drifts" if error < wrong else "other motion"
    return "time limit" if row["status"] in ("time limit", "skipped") else "failed"


def outcomes(rows, tracks, wrong):
    """{(integrator, formulation): {"counts": {kind: n}, "failure": first failure message}} in table order."""
    pairs = OrderedDict()
    for row in rows:
        pair = pairs.setdefault((row["integrator"], row["formulation"]),
                                {"counts": {k: 0 for k in KINDS}, "failure": ""})
        kind = classify(row, tracks, wrong)
        pair["counts"][kind] += 1
        if kind == "failed" and not pair["failure"]:
            pair["failure"] = row.get("message", "")
    return pairs


def coordinate_sets(rows):
    """The coordinate sets the table ran, in table order."""
    return list(OrderedDict.fromkeys(row["coordinates"] for row in rows))


def markdown(pairs, source, tracks, wrong, coordinates):
    over = ", ".join(coordinates)
    lines = [f"# Outcomes per pair in `{source}`", "",
             f"Written by `scripts/compare_outcomes.py {source} --tracks {tracks:g} --wrong {wrong:g}`. Each "
             f"count is of runs over the coordinate sets ({over}), every correction and every rung of the "
             "ladder. "
             f"tracks: error < {tracks:g} m; drifts: error < {wrong:g} m; other motion: a larger error "
             "(the run went on, but not along the reference: a branch jump or a lock-up); failed: stopped "
             "before the check time (first reason shown); time limit: stopped by --run-time-limit, or not run "
             "because a coarser rung of the same pair was.", "",
             "| integrator | formulation | " + " | ".join(KINDS) + " | first failure |",
             "|---|---|" + "---|" * len(KINDS) + "---|"]
    for (integrator, formulation), pair in pairs.items():
        counts = " | ".join(str(pair["counts"][k]) for k in KINDS)
        failure = pair["failure"].replace("|", "/")
        lines.append(f"| {integrator} | {formulation} | {counts} | {failure} |")
    return "\n".join(lines) + "\n"


def main(argv):
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("csv", help="compare.csv written by mbdae compare")
    parser.add_argument("--tracks", type=float, default=1e-3, help="largest error of a run that tracks, m")
    parser.add_argument("--wrong", type=float, default=0.1, help="smallest error of another motion, m")
    args = parser.parse_args(argv)
    if not 0 < args.tracks < args.wrong:
        parser.error("need 0 < --tracks < --wrong")
    try:
        with open(args.csv, newline="") as f:
            rows = list(csv.DictReader(f))
    except OSError as e:
        sys.exit(f"compare_outcomes: {args.csv}: {e.strerror}")
    sys.stdout.write(markdown(outcomes(rows, args.tracks, args.wrong), args.csv, args.tracks, args.wrong,
                              coordinate_sets(rows)))


if __name__ == "__main__":
    main(sys.argv[1:])
