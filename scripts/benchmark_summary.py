#!/usr/bin/env python3
"""Summary of one run of the benchmark suite (scripts/benchmark.sh): results/benchmarks/README.md.

Reads what the suite measured -- Google Benchmark's JSON, mbdae's paper-run summary, the equal-error
comparison with the peers (Simbody, MuJoCo) written by `mbdae compare --peer-csv`, and the peak resident memory of
chain runs -- and writes the tables, the scaling plot (time per step against N, log-log, one curve per
`Scaling/<family>/<N>` benchmark family with its fitted exponent) and, for each performance target,
whether this run meets it and by how much it misses. Only the Python standard library and gnuplot.
"""
import argparse
import csv
import json
import math
import os
import subprocess
import sys

# Performance targets (README.md of the suite states them beside the measurements).
PAPER_RUN_MAX_US_PER_STEP = 5.0  # "a few microseconds per step"
PEER_MIN_SPEEDUP = 5.0  # best mbdae pair against the best peer integrator at equal error
SPARSE_MAX_EXPONENT = 1.2  # time per step ~ N^p with sparse solvers
SPARSE_MIN_SPEEDUP_AT_1000 = 20.0  # sparse against dense at N = 1000
MEMORY_MAX_MB_AT_1000 = 500.0
# Per call, at every N, in one run (paper 000 measured them as comparable): UKE against AF (an
# acceleration solve each) and the direct correction against RGCP (a correction each).
ALTERNATIVE_MAX_RATIO = {("uke", "af"): 2.0, ("direct", "rgcp"): 2.0}
# Families whose mathematics is dense on a chain, so that the N^1.2 target does not apply to them
# (docs/methods.md, "What each pair costs"): the null-space method's reduced mass matrix R^T M R.
DENSE_MATHEMATICS = {
    "nullspace": "Maggi's reduced mass matrix R^T M R couples every independent coordinate of a chain (every "
                 "joint moves the links beyond it): with coordinate partitioning's R (the sparse "
                 "form) as with an orthonormal basis (the dense one), forming it costs O(n (n - r)^2) and factoring it "
                 "O((n - r)^3)",
}
MEMORY_MAX_GROWTH_WITH_TIME = 1.10  # peak RSS, longest over shortest simulated time, same N

SECONDS_PER_UNIT = {"ns": 1e-9, "us": 1e-6, "ms": 1e-3, "s": 1.0}


class InputError(Exception):
    """A file of the suite that cannot be used; the message names it."""


def fit_power_law(points):
    """Least squares on log t = p log N + c; returns (p, exp(c)). Needs two distinct N."""
    xs = [math.log(n) for n, _ in points]
    ys = [math.log(t) for _, t in points]
    if len(set(xs)) < 2:
        raise ValueError("a power law needs at least two distinct N")
    mx, my = sum(xs) / len(xs), sum(ys) / len(ys)
    sxx = sum((x - mx) ** 2 for x in xs)
    sxy = sum((x - mx) * (y - my) for x, y in zip(xs, ys))
    p = sxy / sxx
    return p, math.exp(my - p * mx)


def scaling_families(benchmark_json):
    """{family: [(N, seconds per iteration), ...] sorted by N} from `Scaling/<family>/.../<N>` benchmarks.

    N is the last all-digit part of the name. With repetitions the median aggregate is used; without,
    the mean of the iteration runs. Times are CPU time per iteration (the benchmarks are single-threaded
    and the machine may be shared)."""
    samples, medians = {}, {}
    for entry in benchmark_json.get("benchmarks", []):
        name = entry.get("run_name", entry.get("name", ""))
        parts = name.split("/")
        if len(parts) < 3 or parts[0] != "Scaling":
            continue
        sizes = [p for p in parts[2:] if p.isdigit()]
        if not sizes:
            continue
        key = (parts[1], int(sizes[-1]))
        seconds = entry["cpu_time"] * SECONDS_PER_UNIT[entry.get("time_unit", "ns")]
        if entry.get("run_type") == "aggregate":
            if entry.get("aggregate_name") == "median":
                medians[key] = seconds
        else:
            samples.setdefault(key, []).append(seconds)
    families = {}
    for key in set(samples) | set(medians):
        seconds = medians[key] if key in medians else sum(samples[key]) / len(samples[key])
        families.setdefault(key[0], []).append((key[1], seconds))
    return {family: sorted(points) for family, points in families.items()}


def sparse_over_dense(families, n):
    """[(what, dense seconds, sparse seconds, dense/sparse)] for every `<what>_dense` and `<what>_sparse`
    pair measured at size n."""
    rows = []
    for family in sorted(families):
        if not family.endswith("_sparse"):
            continue
        what = family[: -len("_sparse")]
        dense = dict(families.get(what + "_dense", []))
        sparse = dict(families[family])
        if n in dense and n in sparse:
            rows.append((what, dense[n], sparse[n], dense[n] / sparse[n]))
    return rows


def read_csv(path, columns):
    try:
        with open(path, newline="") as f:
            reader = csv.DictReader(f)
            missing = [c for c in columns if c not in (reader.fieldnames or [])]
            if missing:
                raise InputError(f"{path}:1: missing column(s) {', '.join(missing)}")
            return list(reader)
    except OSError as e:
        raise InputError(f"{path}: {e.strerror}") from e


def read_memory(path):
    """[(n, t_end, peak RSS in MB, status, t_reached)] from the suite's memory.csv (peak_rss_kb as GNU time
    reports it; status and t_reached, when present, from the run's summary)."""
    rows = []
    for line, row in enumerate(read_csv(path, ["n", "t_end", "peak_rss_kb"]), start=2):
        try:
            rows.append((int(row["n"]), float(row["t_end"]), float(row["peak_rss_kb"]) / 1024.0,
                         row.get("status") or "ok", float(row.get("t_reached") or row["t_end"])))
        except ValueError as e:
            raise InputError(f"{path}:{line}: {e}") from e
    return rows


def verdict(met):
    return "**met**" if met else "**missed**"


# Micro-benchmarks (benchmarks/triple_pendulum_step_benchmark.cpp) that split the paper run's step:
# one NACF + AF acceleration solve, one AB4 step without and with RGCP correction.
PAPER_STEP_PARTS = [("TriplePendulumAccelerationSolve/0/0/0", "one acceleration solve (NACF, AF, dense)"),
                    ("TriplePendulumAb4Step/0/0/2", "one AB4 step without correction"),
                    ("TriplePendulumAb4Step/0/0/0", "one AB4 step with the RGCP correction (the paper's step)")]


def benchmark_seconds(benchmark_json, run_name):
    """CPU seconds per iteration of `run_name` (its median when repeated), or None."""
    found = None
    for entry in benchmark_json.get("benchmarks", []):
        if entry.get("run_name", entry.get("name")) != run_name:
            continue
        if entry.get("run_type") == "aggregate" and entry.get("aggregate_name") != "median":
            continue
        found = entry["cpu_time"] * SECONDS_PER_UNIT[entry.get("time_unit", "ns")]
    return found


def program_line(summary):
    """What `mbdae --version` prints, from a run's summary JSON (mbdae_version, mbdae_commit)."""
    commit = summary.get("mbdae_commit")
    return (f"mbdae {summary.get('mbdae_version', '?')} (commit "
            + (commit if commit else "unknown: not built from a git checkout") + ")")


def paper_run_section(summary, benchmark_json=None):
    us = 1e6 * summary["wall_time_s"] / summary["steps"]
    met = us <= PAPER_RUN_MAX_US_PER_STEP
    parts = [(label, benchmark_seconds(benchmark_json or {}, name)) for name, label in PAPER_STEP_PARTS]
    breakdown = "".join(f"\n- {label}: {1e6 * t:.2f} µs of CPU time (micro-benchmark)" for label, t in parts if t)
    text = (f"The paper run (`{summary['coordinates']}`, `{summary['formulation']}`, `{summary['integrator']}`, "
            f"`{summary['correction']}`, dt = {summary['dt']:g} s, to t = {summary['t_reached']:g} s): "
            f"{summary['steps']} steps in {summary['wall_time_s']:.3g} s of integration, **{us:.2f} µs per step**. "
            f"Target: at most {PAPER_RUN_MAX_US_PER_STEP:g} µs per step: {verdict(met)}")
    if not met:
        text += f" (by a factor {us / PAPER_RUN_MAX_US_PER_STEP:.2f})"
    text += ".\n"
    if breakdown:
        text += ("\nWhere the time of a step goes (the run itself also checks the constraint violations and the "
                 "energy at every step, and its wall time includes whatever else the machine was doing):\n"
                 + breakdown + "\n")
    solve, without, with_correction = (t for _, t in parts)
    if not met and solve:
        n, m = summary.get("coordinate_count"), summary.get("constraint_count")
        size = f" ({n} coordinates, {m} constraints)" if n and m else ""
        solve_us = 1e6 * solve
        if solve_us >= PAPER_RUN_MAX_US_PER_STEP:
            text += (f"\nWhy: one acceleration solve alone costs {solve_us:.2f} µs, "
                     f"{solve_us / PAPER_RUN_MAX_US_PER_STEP:.2f} times the whole step's target. ")
        else:
            text += (f"\nWhy: the acceleration solve costs {solve_us:.2f} µs of the target's "
                     f"{PAPER_RUN_MAX_US_PER_STEP:g}, and the correction and the integrator take the rest of the "
                     f"{us:.2f} µs. ")
        if without and with_correction:
            text += (f"By the micro-benchmarks, a step is the acceleration solve ({solve_us:.2f} µs), the RGCP "
                     f"correction ({1e6 * (with_correction - without):.2f} µs: the step with it less the step "
                     f"without) and AB4's combination of its history ({1e6 * (without - solve):.2f} µs). ")
        text += (f"Each solve of the {summary['coordinates'].upper()} system{size} evaluates Q, γ and C_q, "
                 "multiplies the body blocks of C_q by those of M⁻¹ and factors the Schur complement "
                 "C_q M⁻¹ C_qᵀ; each correction evaluates C and C_q twice, factors the dependent block of C_q and "
                 "solves with it twice. In natural coordinates the joints' rows of C_q are constant and copied, "
                 "the body products skip C_q's zeros and both factorizations skip the zeros of their matrices; "
                 "what is left is spread over the two dense factorizations of an m × m matrix per step (the Schur "
                 "complement's Cholesky and the dependent block's LU), the body products and the substitutions "
                 "(docs/methods.md splits the step by instruction count), so no one change reaches the target: "
                 "each of them has to get cheaper (the micro-benchmarks `TriplePendulumEvaluation` and "
                 "`TriplePendulumRgcpCorrection` measure the parts one by one).\n")
    return text


def peer_section(rows):
    lines = ["| error (m) | fastest mbdae pair | wall (s) | fastest peer | wall (s) | peer / mbdae | "
             f"≥ {PEER_MIN_SPEEDUP:g}× |", "|---|---|---|---|---|---|---|"]
    measured, met_all, worst = 0, True, None
    for row in rows:
        ratio = float(row["peer_over_mbdae"])
        ok = "-"
        if not math.isnan(ratio):
            measured += 1
            ok = "yes" if ratio >= PEER_MIN_SPEEDUP else "no"
            met_all &= ratio >= PEER_MIN_SPEEDUP
            worst = ratio if worst is None else min(worst, ratio)

        def cell(x):
            return "-" if math.isnan(float(x)) else f"{float(x):.2e}"

        lines.append(f"| {float(row['error']):g} | {row['fastest_mbdae'] or '-'} | {cell(row['mbdae_wall_s'])} | "
                     f"{row['fastest_peer'] or '-'} | {cell(row['peer_wall_s'])} | "
                     f"{'-' if math.isnan(ratio) else f'{ratio:.2f}'} | {ok} |")
    table = "\n".join(lines) + "\n\n"
    if measured == 0:
        return table + "Target (mbdae ≥ 5× faster at equal error): **not measured** — no error level is reached by both.\n"
    text = (f"Target: the fastest mbdae pair at least {PEER_MIN_SPEEDUP:g}× faster than the fastest peer integrator at "
            f"every error level both reach ({measured} of {len(rows)}): {verdict(met_all)}")
    if not met_all:
        text += f" (smallest ratio {worst:.2f}, {PEER_MIN_SPEEDUP / worst:.2f}× short of {PEER_MIN_SPEEDUP:g})"
    unmeasured = len(rows) - measured
    if unmeasured:
        text += f"; {unmeasured} level(s) not reached by one side within its ladder are not counted"
    text += ".\n"
    if not met_all:
        text += ("\nThe steps and cost of every run of both sides are in results/triple_pendulum/README.md; the cost of "
                 "one mbdae step is split in the paper-run section above.\n")
    return table + text


def per_step_costs(compare_rows, peer_rows):
    """{method name as the peers table writes it: (median wall µs per step, [(wall s, steps)])} from mbdae
    compare's compare.csv (name coordinates/integrator/formulation/correction) and the peer CSV (name
    "<peer> <integrator>"; one run per integrator and accuracy, repeated on every sample row)."""
    runs = {}
    for row in compare_rows:
        if row.get("status") != "ok":
            continue
        name = "/".join(row[c] for c in ("coordinates", "integrator", "formulation", "correction"))
        runs.setdefault(name, {})[row["rtol_or_dt"]] = (float(row["wall_time_median_s"]), int(row["steps"]))
    for row in peer_rows:
        if row.get("status") != "ok":
            continue
        runs.setdefault(f"{row['peer']} {row['integrator']}", {})[row["accuracy"]] = (
            float(row["wall_time_s"]), int(row["steps"]))
    costs = {}
    for name, by_setting in runs.items():
        pairs = [(w, n) for w, n in by_setting.values() if n > 0 and w > 0]
        if pairs:
            per_step = sorted(1e6 * w / n for w, n in pairs)
            costs[name] = (per_step[len(per_step) // 2], pairs)
    return costs


def peer_why_section(rows, costs):
    """Splits each level's peer / mbdae wall-time ratio into the ratio of the costs of one step
    (each method's median over its runs) and the ratio of the steps taken (wall time / cost of a step):
    a method can win by cheaper steps or by fewer of them."""
    lines = ["| error (m) | mbdae pair: µs per step, steps | peer integrator: µs per step, steps | "
             "ratio of step costs | ratio of step counts |", "|---|---|---|---|---|"]
    short = []
    for row in rows:
        ratio = float(row["peer_over_mbdae"])
        mine, peer = costs.get(row["fastest_mbdae"]), costs.get(row["fastest_peer"])
        if math.isnan(ratio) or not mine or not peer:
            continue
        mine_steps = float(row["mbdae_wall_s"]) / (mine[0] * 1e-6)
        peer_steps = float(row["peer_wall_s"]) / (peer[0] * 1e-6)
        cost_ratio, step_ratio = peer[0] / mine[0], peer_steps / mine_steps
        lines.append(f"| {float(row['error']):g} | {row['fastest_mbdae']}: {mine[0]:.1f}, {mine_steps:.0f} | "
                     f"{row['fastest_peer']}: {peer[0]:.1f}, {peer_steps:.0f} | {cost_ratio:.2f} | {step_ratio:.2f} |")
        if ratio < PEER_MIN_SPEEDUP:
            short.append((float(row["error"]), cost_ratio, step_ratio, row["fastest_mbdae"].split("/")[1]))
    if len(lines) == 2:
        return ""
    text = ("\nWhy, level by level: peer / mbdae = (ratio of the costs of one step) × (ratio of the steps "
            "taken). A step's cost is each method's median wall time per step over its runs; the steps at a level "
            "are its wall time there divided by that cost.\n\n" + "\n".join(lines) + "\n")
    if short:
        cost_lo, cost_hi = min(c for _, c, _, _ in short), max(c for _, c, _, _ in short)
        step_lo, step_hi = min(x for _, _, x, _ in short), max(x for _, _, x, _ in short)
        integrators = ", ".join(sorted({i for _, _, _, i in short}))
        text += (f"\nWhere the target is missed ({len(short)} level(s); mbdae's pairs there: {integrators}), "
                 f"the peer's steps cost {cost_lo:.2f}–{cost_hi:.2f} times mbdae's and the peer takes "
                 f"{step_lo:.2f}–{step_hi:.2f} times as many steps. ")
        eaten = [(e, i) for e, c, x, i in short if c >= PEER_MIN_SPEEDUP]
        close = [(e, i) for e, c, x, i in short if c < PEER_MIN_SPEEDUP]

        def levels(group):
            return ", ".join(f"{e:g} ({i})" for e, i in group)

        if eaten:
            text += (f"At {levels(eaten)} mbdae's step is at least {PEER_MIN_SPEEDUP:g}× cheaper, but its pair takes "
                     "more steps than the peer's integrator, which eats the lead. ")
        if close:
            text += (f"At {levels(close)} mbdae's step is less than {PEER_MIN_SPEEDUP:g}× cheaper than the peer's, "
                     "and the step counts do not make up the difference. ")
        text += ("A larger lead needs mbdae's cheapest step (fixed-step AB4: one acceleration solve per step) in a "
                 "method that adapts its step and order like Simbody's CPodes.\n")
    return text


def scaling_section(families):
    if not families:
        return ("**Not measured:** the benchmark JSON has no `Scaling/<family>/<N>` benchmarks, so the chain scaling "
                "targets (sparse time per step growing no faster than N^1.2; sparse ≥ 20× faster than dense at "
                "N = 1000) are not assessed in this run.\n")
    lines = ["| family | N | CPU time per call (s) | fitted exponent p (t ∝ N^p) |", "|---|---|---|---|"]
    verdicts = []
    for family in sorted(families):
        points = families[family]
        exponent = fit_power_law(points)[0] if len({n for n, _ in points}) >= 2 else None
        for k, (n, t) in enumerate(points):
            p = "" if k or exponent is None else f"{exponent:.3f}"
            lines.append(f"| {family} | {n} | {t:.3e} | {p} |")
        dense_math = next((why for what, why in DENSE_MATHEMATICS.items()
                           if family.removeprefix("revolute_").startswith(what + "_")), None)
        if family.endswith("_sparse") and dense_math and exponent is not None:
            verdicts.append(f"- `{family}`: p = {exponent:.3f}, not judged against p ≤ {SPARSE_MAX_EXPONENT:g}: "
                            f"{dense_math}.")
        elif family.endswith("_sparse"):
            if exponent is None:
                verdicts.append(f"- `{family}`: one size only, exponent **not measured**.")
            else:
                met = exponent <= SPARSE_MAX_EXPONENT
                verdicts.append(f"- `{family}`: p = {exponent:.3f}, target p ≤ {SPARSE_MAX_EXPONENT:g}: {verdict(met)}"
                                + ("" if met else f" (by {exponent - SPARSE_MAX_EXPONENT:.3f} in the exponent)") + ".")
    text = "\n".join(lines) + "\n\n![time per call against N](scaling.png)\n\n"
    text += "\n".join(verdicts) + ("\n" if verdicts else "")
    ratios = sparse_over_dense(families, 1000)
    if ratios:
        text += "\nSparse against dense at N = 1000:\n\n| what | dense (s) | sparse (s) | dense / sparse | ≥ 20× |\n|---|---|---|---|---|\n"
        for what, dense, sparse, ratio in ratios:
            text += f"| {what} | {dense:.3e} | {sparse:.3e} | {ratio:.1f} | {'yes' if ratio >= SPARSE_MIN_SPEEDUP_AT_1000 else 'no'} |\n"
        worst = min(r[3] for r in ratios)
        text += (f"\nTarget: sparse at least {SPARSE_MIN_SPEEDUP_AT_1000:g}× faster than dense at N = 1000: "
                 f"{verdict(worst >= SPARSE_MIN_SPEEDUP_AT_1000)}"
                 + ("" if worst >= SPARSE_MIN_SPEEDUP_AT_1000 else f" (smallest ratio {worst:.1f})") + ".\n")
    else:
        text += "\nNo `<what>_dense` / `<what>_sparse` pair at N = 1000: the sparse-against-dense target is **not measured**.\n"
    return text


def alternatives_section(families):
    """UKE / AF and direct / RGCP per call at every N, sparse, on every chain and coordinate type measured."""
    rows, worst = [], {}
    for (what, against), limit in ALTERNATIVE_MAX_RATIO.items():
        for family in sorted(families):
            chain = "revolute_" if family.startswith("revolute_") else ""
            rest = family[len(chain):]  # <what>_<coordinates>_sparse
            if not (rest.startswith(what + "_") and rest.endswith("_sparse")):
                continue
            coordinates = rest[len(what) + 1:-len("_sparse")]
            reference = dict(families.get(f"{chain}{against}_{coordinates}_sparse", []))
            for n, t in families[family]:
                if n in reference:
                    ratio = t / reference[n]
                    rows.append(f"| {(chain or 'spherical_') + coordinates} | {what} / {against} | {n} | "
                                f"{t:.3e} | {reference[n]:.3e} | {ratio:.2f} | {'yes' if ratio <= limit else 'no'} |")
                    worst[(what, against)] = max(worst.get((what, against), 0.0), ratio)
    if not rows:
        return ("**Not measured:** no sparse `uke_`/`af_` or `direct_`/`rgcp_` pair of scaling benchmarks in this "
                "run.\n")
    text = ("| chain, coordinates | ratio | N | time (s) | reference (s) | ratio | within target |\n"
            "|---|---|---|---|---|---|---|\n" + "\n".join(rows) + "\n\n")
    for (what, against), limit in ALTERNATIVE_MAX_RATIO.items():
        if (what, against) not in worst:
            text += f"- {what} at most {limit:g}× {against}: **not measured**.\n"
            continue
        met = worst[(what, against)] <= limit
        text += (f"- {what} at most {limit:g}× {against} at every N: {verdict(met)} (largest ratio "
                 f"{worst[(what, against)]:.2f}).\n")
    if worst.get(("direct", "rgcp"), 0.0) > ALTERNATIVE_MAX_RATIO[("direct", "rgcp")]:
        text += ("\nWhere the direct correction costs more than twice RGCP, the mathematics says why: it factors "
                 "C_q C_q^T three times per correction (each of the two Newton iterations on the positions, then at "
                 "the corrected positions for the minimum-norm velocity projection of paper 003), where RGCP "
                 "factors its dependent block C_d twice and projects the velocities with the last factor; and "
                 "C_q C_q^T has more entries than C_d (in natural coordinates, every pair of rows sharing a "
                 "coordinate).\n")
    return text


def memory_section(all_rows):
    """Table of every run; the targets are judged on the runs that reached their end time."""
    lines = ["| links N | t_end (s) | status | peak resident memory (MB) |", "|---|---|---|---|"]
    for n, t_end, mb, status, t_reached in sorted(all_rows):
        # A run without a summary has no time reached to show; its status says how it ended.
        shown = status if status == "ok" or status.startswith("no summary") else f"{status} at t = {t_reached:g} s"
        lines.append(f"| {n} | {t_end:g} | {shown} | {mb:.1f} |")
    text = "\n".join(lines) + "\n\n"
    rows = [(n, t_end, mb) for n, t_end, mb, status, _ in all_rows if status == "ok"]
    unfinished = sorted({n for n, _, _, status, _ in all_rows if status != "ok"})
    if unfinished:
        text += ("- Runs that did not reach their end time (N = " + ", ".join(map(str, unfinished)) +
                 ") are left out of the judgements below.\n")
    by_n = {}
    for n, t_end, mb in rows:
        by_n.setdefault(n, []).append((t_end, mb))
    # Growth with simulated time: the longest run against the shortest, for each N.
    growth = {n: max(v)[1] / min(v)[1] for n, v in by_n.items() if len({t for t, _ in v}) > 1}
    if growth:
        worst_n = max(growth, key=growth.get)
        met = growth[worst_n] <= MEMORY_MAX_GROWTH_WITH_TIME
        text += (f"- Does not grow with simulated time (longest over shortest t_end at most "
                 f"{MEMORY_MAX_GROWTH_WITH_TIME:g}): {verdict(met)}; largest ratio {growth[worst_n]:.3f} (N = {worst_n}).\n")
    else:
        text += "- Growth with simulated time: **not measured** (no N with two finished runs).\n"
    # Growth with N: peak memory of the shortest run at each N; the cost per added link should not rise.
    shortest = sorted((n, min(v)[1]) for n, v in by_n.items())
    if len(shortest) >= 3:
        per_link = [(shortest[k + 1][1] - shortest[k][1]) / (shortest[k + 1][0] - shortest[k][0])
                    for k in range(len(shortest) - 1)]
        steps = ", ".join(f"{shortest[k][0]}→{shortest[k + 1][0]}: {1024 * per_link[k]:.1f} kB per link"
                          for k in range(len(per_link)))
        linear = all(per_link[k + 1] <= 1.5 * max(per_link[k], 0.0) + 1e-3 for k in range(len(per_link) - 1))
        text += (f"- Grows no faster than linearly with N (memory per added link not rising by more than half from one "
                 f"size step to the next): {verdict(linear)}; {steps}.\n")
    else:
        text += "- Growth with N: **not measured** (fewer than three sizes finished).\n"
    if 1000 in by_n:
        mb = max(m for _, m in by_n[1000])
        text += f"- A 1000-link chain under {MEMORY_MAX_MB_AT_1000:g} MB: {verdict(mb < MEMORY_MAX_MB_AT_1000)} ({mb:.1f} MB).\n"
    else:
        text += f"- A 1000-link chain under {MEMORY_MAX_MB_AT_1000:g} MB: **not measured** (no finished 1000-link run).\n"
    return text


def benchmark_table(benchmark_json):
    lines = ["| benchmark | CPU time | unit | iterations |", "|---|---|---|---|"]
    for entry in benchmark_json.get("benchmarks", []):
        if entry.get("run_type") == "aggregate" and entry.get("aggregate_name") != "median":
            continue
        lines.append(f"| `{entry['name']}` | {entry['cpu_time']:.4g} | {entry.get('time_unit', 'ns')} | "
                     f"{entry.get('iterations', '')} |")
    return "\n".join(lines) + "\n"


def write_scaling_plot(families, out):
    """scaling.dat (one block per family), scaling.gp and, through gnuplot, scaling.png."""
    if not families:
        return
    blocks, plots = [], []
    for k, family in enumerate(sorted(families)):
        points = families[family]
        title = family
        if len({n for n, _ in points}) >= 2:
            title += " (N^{%.2f})" % fit_power_law(points)[0]
        blocks.append(f'"{title}"\n' + "".join(f"{n} {t:.6e}\n" for n, t in points))
        plots.append(f"'scaling.dat' index {k} using 1:2 with linespoints pt 7 title columnheader(1)")
    with open(os.path.join(out, "scaling.dat"), "w") as f:
        f.write("\n\n".join(blocks))
    with open(os.path.join(out, "scaling.gp"), "w") as f:
        f.write("# Time per call against chain size, written by scripts/benchmark_summary.py.\n"
                "set terminal pngcairo size 1000,700 font ',9'\nset output 'scaling.png'\nset logscale xy\n"
                "set format y '10^{%L}'\nset grid\nset key outside right top\n"
                "set xlabel 'links N'\nset ylabel 'CPU time per call (s)'\n"
                "set title 'Scaling benchmarks: time per call against N (fitted exponent in the key)'\n"
                "plot " + ", \\\n     ".join(plots) + "\n")
    if subprocess.run(["gnuplot", "scaling.gp"], cwd=out).returncode != 0:
        print("benchmark_summary: warning: gnuplot failed; scaling.png not drawn", file=sys.stderr)


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", required=True, help="folder for README.md and the scaling plot")
    parser.add_argument("--command", required=True, help="the command that regenerates the folder")
    parser.add_argument("--benchmarks", help="Google Benchmark JSON")
    parser.add_argument("--paper-run", help="mbdae run --summary JSON of the paper run")
    parser.add_argument("--peers", help="work_precision_vs_peers.csv of mbdae compare --peer-csv")
    parser.add_argument("--compare-runs", help="compare.csv of the same mbdae compare (costs of a step)")
    parser.add_argument("--peer-runs", nargs="+", help="the peers' CSVs given to mbdae compare --peer-csv (costs of a step)")
    parser.add_argument("--memory", help="CSV n,t_end,peak_rss_kb")
    parser.add_argument("--suite-seconds", type=float, help="wall time of the whole suite")
    args = parser.parse_args(argv)
    try:
        benchmark_json = {}
        if args.benchmarks:
            try:
                with open(args.benchmarks) as f:
                    benchmark_json = json.load(f)
            except (OSError, json.JSONDecodeError) as e:
                raise InputError(f"{args.benchmarks}: {e}") from e
        families = scaling_families(benchmark_json)
        md = ["# Benchmarks: per-step costs, scaling with size, Simbody and MuJoCo side by side, memory\n",
              f"Generated by `{args.command}`"
              + (f" (the whole suite took {args.suite_seconds / 60:.1f} min)" if args.suite_seconds else "") + ".\n",
              "All numbers come from one run on one machine, possibly shared with other jobs: compare them within "
              "this page only. Targets are judged on ratios measured in this run.\n"]
        if args.paper_run:
            try:
                with open(args.paper_run) as f:
                    paper = json.load(f)
            except (OSError, json.JSONDecodeError) as e:
                raise InputError(f"{args.paper_run}: {e}") from e
            md[1] = md[1].rstrip("\n") + f" Program: {program_line(paper)}.\n"
            md += ["## The paper run\n", paper_run_section(paper, benchmark_json)]
        if args.peers:
            peer_rows = read_csv(args.peers, ["error", "fastest_mbdae", "mbdae_wall_s", "fastest_peer", "peer_wall_s",
                                              "peer_over_mbdae"])
            why = ""
            if args.compare_runs and args.peer_runs:
                costs = per_step_costs(
                    read_csv(args.compare_runs, ["coordinates", "integrator", "formulation", "correction",
                                                 "rtol_or_dt", "status", "wall_time_median_s", "steps"]),
                    [row for path in args.peer_runs
                     for row in read_csv(path, ["peer", "integrator", "accuracy", "status", "wall_time_s", "steps"])])
                why = peer_why_section(peer_rows, costs)
            md += ["## mbdae against Simbody and MuJoCo on the triple pendulum, at equal tip error\n",
                   "Tip D's error up to t = 5 s against `mbdae compare`'s reference, wall time of the integration to "
                   "5 s, read off each method's work-precision curve (results/triple_pendulum/, where the plots show "
                   "the peers' curves beside mbdae's pairs).\n",
                   peer_section(peer_rows) + why]
        md += ["## Scaling with chain size\n", scaling_section(families)]
        if families:
            md += ["## UKE against AF, direct correction against RGCP\n",
                   "CPU time per call of the sparse forms on the chains above (`Scaling/` benchmarks): one "
                   "acceleration solve, one correction of a state moved off the constraints.\n",
                   alternatives_section(families)]
        if args.memory:
            md += ["## Peak resident memory of `mbdae run spherical_chain`\n",
                   "GNU time's maximum resident set size of the whole process (trajectory CSV streamed to disk). The "
                   "suite caps each run in time and address space (scripts/benchmark.sh), so a size the method cannot "
                   "afford shows how it ended instead of a number.\n",
                   memory_section(read_memory(args.memory))]
        if benchmark_json:
            md += ["## Every micro-benchmark\n", benchmark_table(benchmark_json)]
        os.makedirs(args.out, exist_ok=True)
        write_scaling_plot(families, args.out)
        with open(os.path.join(args.out, "README.md"), "w") as f:
            f.write("\n".join(md))
    except InputError as e:
        print(f"benchmark_summary: {e}", file=sys.stderr)
        return 2
    return 0


if __name__ == "__main__":
    sys.exit(main())
