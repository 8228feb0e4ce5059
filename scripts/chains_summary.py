#!/usr/bin/env python3
"""Summarises scripts/chains.sh's runs (results/chains/<model>_n<N>/) as one README:

- at each error level and size, the fastest mbdae pair and the fastest peer (Simbody or MuJoCo), read off
  each folder's work_precision_vs_peers.csv (written by `mbdae compare --peer-csv`);
- each pair's cost per step at every size (wall time / steps at its middle rung) and its growth
  exponent between consecutive sizes, with the peers' integrators beside them.

Usage: scripts/chains_summary.py results/chains > results/chains/README.md
"""
import csv
import math
import os
import re
import sys


def read_csv(path):
    with open(path, newline="") as f:
        return list(csv.DictReader(f))


def number(text):
    try:
        return float(text)
    except (TypeError, ValueError):
        return math.nan


def fmt(x, digits=3):
    return "-" if not math.isfinite(x) else f"{x:.{digits}g}"


def compare_rows(folder):
    """The folder's compare.csv rows, with the relative-coordinate pairs of its relative/ subfolder (a compare of
    its own, against the same reference: scripts/chains.sh); the peers' rows come from the main one only."""
    rows = read_csv(os.path.join(folder, "compare.csv"))
    extra = os.path.join(folder, "relative", "compare.csv")
    if os.path.isfile(extra):
        rows += [r for r in read_csv(extra) if r["formulation"] not in ("", "-")]
    return rows


def fastest_rows(folder):
    """work_precision_vs_peers.csv of the folder and of its relative/ subfolder merged: at each error level the
    faster of the two mbdae pairs, its ratio to the peer recomputed."""
    merged = {}
    for path in (os.path.join(folder, "work_precision_vs_peers.csv"),
                 os.path.join(folder, "relative", "work_precision_vs_peers.csv")):
        if not os.path.isfile(path):
            continue
        for row in read_csv(path):
            wall = number(row["mbdae_wall_s"])
            kept = merged.get(row["error"])
            if kept is None or (math.isfinite(wall) and not wall >= number(kept["mbdae_wall_s"])):
                row = dict(row)
                peer = number(row["peer_wall_s"])
                row["peer_over_mbdae"] = str(peer / wall) if math.isfinite(peer) and wall > 0 else row["peer_over_mbdae"]
                merged[row["error"]] = row
    return list(merged.values())


def programs_sentence(folders):
    """" Program: ..." from the folders' compare READMEs ("Program: mbdae ... (commit ...)."), each once."""
    programs = []
    for sizes in folders.values():
        for folder in sizes.values():
            for readme in (os.path.join(folder, "README.md"), os.path.join(folder, "relative", "README.md")):
                if not os.path.isfile(readme):
                    continue
                with open(readme) as f:
                    for line in f:
                        program = line.strip().rstrip(".")[len("Program: "):]
                        if line.startswith("Program: ") and program not in programs:
                            programs.append(program)
    return f" Program: {'; '.join(programs)}." if programs else ""


def main(root):
    folders = {}
    for name in sorted(os.listdir(root)):
        match = re.fullmatch(r"(.+)_n(\d+)", name)
        if match and os.path.isfile(os.path.join(root, name, "compare.csv")):
            folders.setdefault(match.group(1), {})[int(match.group(2))] = os.path.join(root, name)
    out = ["# Chains at scale: mbdae's pairs, Simbody and MuJoCo", ""]
    out.append(f"Written by `scripts/chains_summary.py {root}` from the runs of `scripts/chains.sh`; each folder's "
               "README.md has the exact compare command, its reference and the whole table, and simbody.md and "
               "mujoco.md the peers' own tables. Wall times are integration only, one run each, on a shared 2-core machine: read the ratios "
               "within one size." + programs_sentence(folders))
    out.append("")
    out.append("What the sides integrate: mbdae the absolute (natural) coordinates (nacf), 12 per link, with 9 "
               "(spherical) or 11 (revolute) constraint rows per link solved at every step, and the relative (joint) "
               "coordinates (relative), 4 Euler parameters and a normalization row (spherical) or 1 angle and no row "
               "(revolute) per link, with O(N) recursive dynamics for AF and ALI3-P and whole matrices for the "
               "others; Simbody and MuJoCo the "
               "joint coordinates, 3 (spherical) or 1 (revolute) per link, with no constraints and O(N) recursive "
               "dynamics. So the accelerations cost every side O(N), but mbdae's sparse factorizations in natural "
               "coordinates carry 4 to 12 times as many unknowns per link. Pairs are named "
               "coordinates/integrator/formulation/correction; the relative ones are the pairs that never form M (AF "
               "and ALI3-P, no correction), each folder's relative/. MuJoCo's integrators have fixed steps (its ladder is one "
               "of steps); its RK4 is fourth order on hinges but second order on ball joints (peers/mujoco's "
               "tests measure it), which is why it needs small steps on the spherical chain. MuJoCo 2.2 reads chains of at most 96 links "
               "(its XML parser refuses bodies nested about 100 elements deep), so it is beside mbdae at 10 "
               "links only.")
    for model, sizes in folders.items():
        out += ["", f"## {model}", "", "### Fastest at each error level", "",
                "| links | error (m) | fastest mbdae pair | wall (s) | fastest peer | wall (s) | "
                "peer / mbdae |", "|---|---|---|---|---|---|---|"]
        for n, folder in sorted(sizes.items()):
            for row in fastest_rows(folder):
                ratio = number(row["peer_over_mbdae"])
                out.append(f"| {n} | {row['error']} | {row['fastest_mbdae'] or '-'} | {fmt(number(row['mbdae_wall_s']))} "
                           f"| {row['fastest_peer'] or '-'} | {fmt(number(row['peer_wall_s']))} | {fmt(ratio)} |")
        # Cost per step at the middle rung of each pair's ladder, at every size.
        ns = sorted(sizes)
        costs = {}
        for n in ns:
            rows = compare_rows(sizes[n])
            ladders = {}
            for r in rows:
                if r["formulation"] in ("", "-"):
                    continue  # a peer's row (its own table below)
                pair = "/".join([r["coordinates"], r["integrator"], r["formulation"], r["correction"]])
                ladders.setdefault(pair, []).append(r)
            for pair, ladder in ladders.items():
                r = ladder[len(ladder) // 2]
                steps, wall = number(r["steps"]), number(r["wall_time_median_s"])
                iterations = number(r["nonlinear_or_correction_iterations"])
                ok = r["status"] == "ok" and steps > 0
                costs.setdefault(pair, {})[n] = (wall / steps if ok else math.nan,
                                                  iterations / steps if ok else math.nan,
                                                  r["rtol_or_dt"], r["status"])
            # The peers at their middle rung too: Simbody at accuracy 1e-6, MuJoCo at dt = 2 ms.
            for peer, rung in (("simbody", "1e-06"), ("mujoco", "0.002")):
                path = os.path.join(sizes[n], peer + ".csv")
                if not os.path.isfile(path):
                    continue
                runs = {}
                for r in read_csv(path):
                    runs[(r["integrator"], r["accuracy"])] = r
                for (integrator, accuracy), r in runs.items():
                    if accuracy != rung:
                        continue
                    steps, wall = number(r["steps"]), number(r["wall_time_s"])
                    ok = r["status"] == "ok" and steps > 0
                    costs.setdefault(f"{peer} {integrator}", {})[n] = (wall / steps if ok else math.nan, math.nan,
                                                                       accuracy, r["status"])
        out += ["", "### Cost per step", "",
                "Each pair at the middle rung of its ladder (dt = 2 ms, rtol = 1e-6; Simbody at accuracy 1e-6, "
                "MuJoCo at dt = 2 ms): wall time over steps, and Newton or correction iterations per step. Growth: "
                "the exponent p of cost ∝ N^p between consecutive sizes (\"-\" where a run did not finish).", "",
                "| pair | " + " | ".join(f"{n} links: s/step (iter/step)" for n in ns) + " | "
                + " | ".join(f"growth {a}→{b}" for a, b in zip(ns, ns[1:])) + " |",
                "|---|" + "---|" * len(ns) + "---|" * (len(ns) - 1)]
        for pair, by_n in costs.items():
            cells = []
            for n in ns:
                cost, iterations, knob, status = by_n.get(n, (math.nan, math.nan, "", "not run"))
                cell = fmt(cost) if math.isfinite(cost) else status.split(":")[0]
                if math.isfinite(iterations):
                    cell += f" ({iterations:.2g})"
                cells.append(cell)
            growths = []
            for a, b in zip(ns, ns[1:]):
                first, last = by_n.get(a, (math.nan,))[0], by_n.get(b, (math.nan,))[0]
                growths.append(fmt(math.log(last / first) / math.log(b / a), 2) if first > 0 and last > 0 else "-")
            out.append(f"| {pair} | " + " | ".join(cells) + " | " + " | ".join(growths) + " |")
        out += cost_split(sizes[ns[-1]], ns[-1])
    print("\n".join(out))


def cost_split(folder, n):
    """Where the Newton-based pairs' time goes at the middle rung and the largest size, per step, and a
    Newton iteration against one sparse AF solve (AB4 + AF without correction: one solve per step)."""
    rows = [r for r in compare_rows(folder) if r["formulation"] not in ("", "-")]
    if not rows or "cost_matrix_s" not in rows[0]:
        return []  # written before compare.csv had the split
    ladders = {}
    for r in rows:
        ladders.setdefault("/".join([r["coordinates"], r["integrator"], r["formulation"], r["correction"]]), []).append(r)
    af_solve = math.nan
    if "nacf/ab4/af/none" in ladders:
        r = ladders["nacf/ab4/af/none"][len(ladders["nacf/ab4/af/none"]) // 2]
        if r["status"] == "ok" and number(r["steps"]) > 0:
            af_solve = number(r["wall_time_median_s"]) / number(r["steps"])
    out = ["", f"### Where a Newton step's time goes, {n} links", "",
           "Each Newton-based pair at the middle rung of its ladder: milliseconds per step in its residuals "
           "(residual or right-hand-side evaluations), Newton matrix (building it), factorizations and solves "
           "(compare.csv's cost columns, core/cost_split.hpp), the wall time of one Newton iteration, and that "
           "over one sparse AF solve in natural coordinates (AB4 + AF without correction, one solve per step: "
           f"{fmt(af_solve * 1e3)} ms).", "",
           "| pair | residuals | Newton matrix | factorizations | solves | ms per iteration | iteration / AF solve |",
           "|---|---|---|---|---|---|---|"]
    for pair, ladder in ladders.items():
        r = ladder[len(ladder) // 2]
        steps, iterations = number(r["steps"]), number(r["nonlinear_or_correction_iterations"])
        parts = [number(r[k]) for k in ("cost_residual_s", "cost_matrix_s", "cost_factorization_s", "cost_solve_s")]
        if r["status"] != "ok" or not steps > 0 or not iterations > 0 or not sum(parts[1:]) > 0:
            continue  # not a Newton step, or no finished run to read
        per_iteration = number(r["wall_time_median_s"]) / iterations
        out.append(f"| {pair} | " + " | ".join(fmt(part / steps * 1e3) for part in parts) +
                   f" | {fmt(per_iteration * 1e3)} | {fmt(per_iteration / af_solve)} |")
    return out


if __name__ == "__main__":
    main(sys.argv[1] if len(sys.argv) > 1 else "results/chains")
