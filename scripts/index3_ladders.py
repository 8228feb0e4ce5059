#!/usr/bin/env python3
"""Step ladders of the implicit index-3 integrators against published references.

    scripts/index3_ladders.py [--mbdae build/release/mbdae] [--out results/index3_ladders]

Runs ALI3-P (trapezoidal, with projections), its energy-conserving step and generalized-alpha on
  - Andrews' squeezing mechanism to t = 0.03 s, dt = 1e-5 ... 1.5625e-7 s, against the IVP test set's
    reference solution at 0.03 s (Mazzia & Magherini, Test Set for IVP Solvers, problem `andrews`,
    computed with PSIDE at 1e-14): the crank angle beta and the rod's relative angle Theta give
    the markers F and E, whose largest distance from the model's markers is the error;
  - the double four-bar (`four_bar`, n = 2; IFToMM A02) to t = 10 s, dt = 2e-3 ... 6.25e-5 s, against
    its one-degree-of-freedom motion J th'' = -c cos th (J = (n+1)/3 + n, c = g((n+1)/2 + n)),
    integrated here by RK4 at 1e-5 s; the error is that of the tip of the first crank, P1.
and writes ladders.csv (one row per run) and README.md (tables with the observed order between
successive rungs) to the output folder.
"""
import argparse
import csv
import json
import math
import os
import subprocess
import sys
import tempfile

# IVP test set, problem andrews, reference solution at t = 0.03 s: beta and Theta.
ANDREWS_BETA, ANDREWS_THETA = 0.1581077119629904e2, -0.1575637105984298e2
ANDREWS_RR, ANDREWS_D = 7e-3, 28e-3  # crank O-F and rod F-E lengths, m

METHODS = [
    ("ali3p-trapezoidal", []),
    ("ali3p-trapezoidal --energy-conserving", ["--energy-conserving"]),
    ("gen-alpha", []),
]


def andrews_reference():
    f = (ANDREWS_RR * math.cos(ANDREWS_BETA), ANDREWS_RR * math.sin(ANDREWS_BETA))
    e = (f[0] - ANDREWS_D * math.cos(ANDREWS_BETA + ANDREWS_THETA), f[1] - ANDREWS_D * math.sin(ANDREWS_BETA + ANDREWS_THETA))
    return {"F": f, "E": e}


def four_bar_reference(n=2, t_end=10.0, h=1e-5):
    g = 9.81
    inertia, c = (n + 1) / 3.0 + n, g * ((n + 1) / 2.0 + n)
    acc = lambda th: -c * math.cos(th) / inertia
    th, w = math.pi / 2.0, -1.0
    for _ in range(round(t_end / h)):
        k1x, k1v = w, acc(th)
        k2x, k2v = w + 0.5 * h * k1v, acc(th + 0.5 * h * k1x)
        k3x, k3v = w + 0.5 * h * k2v, acc(th + 0.5 * h * k2x)
        k4x, k4v = w + h * k3v, acc(th + h * k3x)
        th += h / 6.0 * (k1x + 2 * k2x + 2 * k3x + k4x)
        w += h / 6.0 * (k1v + 2 * k2v + 2 * k3v + k4v)
    return {"P1": (math.cos(th), math.sin(th))}


def run(mbdae, model, t_end, dt, integrator, flags, reference, work):
    trajectory, summary = os.path.join(work, "run.csv"), os.path.join(work, "run.json")
    command = [mbdae, "run", model, "--t-end", repr(t_end), "--integrator", integrator, "--dt", repr(dt),
               "--output-every", repr(t_end), "--output", trajectory, "--summary", summary, "--quiet"] + flags
    done = subprocess.run(command, capture_output=True, text=True)
    with open(summary) as f:
        s = json.load(f)
    with open(trajectory) as f:
        rows = list(csv.reader(f))
    header, last = rows[0], [float(x) for x in rows[-1]]
    error = float("nan")
    if done.returncode == 0:
        error = max(math.hypot(last[header.index(m + ".x")] - p[0], last[header.index(m + ".y")] - p[1])
                    for m, p in reference.items())
    return {"status": s["status"], "t_reached": s["t_reached"], "error": error, "steps": s["steps"],
            "newton_per_step": s["newton_iterations"] / max(1, s["steps"]), "wall_s": s["wall_time_s"],
            "message": s.get("message", "")}


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--mbdae", default="build/release/mbdae")
    parser.add_argument("--out", default="results/index3_ladders")
    args = parser.parse_args()
    os.makedirs(args.out, exist_ok=True)
    cases = [
        ("andrews_squeezer", 0.03, [1e-5 / 2**k for k in range(7)], andrews_reference(),
         "Andrews' squeezer, error of markers F and E at 0.03 s against the IVP test set (m)"),
        ("four_bar", 10.0, [2e-3 / 2**k for k in range(6)], four_bar_reference(),
         "double four-bar (n = 2), error of the crank tip P1 at 10 s against the one-DOF quadrature (m)"),
    ]
    rows = []
    with tempfile.TemporaryDirectory() as work:
        for model, t_end, steps, reference, _ in cases:
            for label, flags in METHODS:
                integrator = label.split()[0]
                for dt in steps:
                    r = run(args.mbdae, model, t_end, dt, integrator, flags, reference, work)
                    r.update({"model": model, "method": label, "dt": dt})
                    rows.append(r)
                    print(f"{model} {label} dt={dt:g}: {r['status']} error={r['error']:.3e}", file=sys.stderr)
    fields = ["model", "method", "dt", "status", "t_reached", "error", "steps", "newton_per_step", "wall_s", "message"]
    with open(os.path.join(args.out, "ladders.csv"), "w", newline="") as f:
        w = csv.DictWriter(f, fieldnames=fields)
        w.writeheader()
        for r in rows:
            w.writerow({k: r[k] for k in fields})

    program = subprocess.run([args.mbdae, "--version"], capture_output=True, text=True).stdout.strip()
    lines = ["# Step ladders of the implicit index-3 integrators", "",
             "Generated by `scripts/index3_ladders.py --mbdae build/release/mbdae --out results/index3_ladders`"
             " (every run: `mbdae run MODEL --t-end T --integrator I --dt DT`, default Newton tolerance 1e-10"
             " and penalty 1e9). Order: log2 of the error ratio to the rung before. Runs that stop say where."
             f" Program: {program}.", ""]
    for model, t_end, steps, _, title in cases:
        lines += [f"## {title}", "", "| dt (s) | " + " | ".join(label for label, _ in METHODS) + " |",
                  "|---|" + "---|" * len(METHODS)]
        for k, dt in enumerate(steps):
            cells = []
            for label, _ in METHODS:
                r = next(x for x in rows if x["model"] == model and x["method"] == label and x["dt"] == dt)
                if r["status"] != "ok":
                    cells.append(f"{r['status']} at t = {r['t_reached']:g} s")
                    continue
                cell = f"{r['error']:.3e}"
                if k > 0:
                    p = next(x for x in rows if x["model"] == model and x["method"] == label and x["dt"] == steps[k - 1])
                    if p["status"] == "ok" and r["error"] > 0:
                        cell += f" (order {math.log2(p['error'] / r['error']):.2f})"
                cell += f", {r['newton_per_step']:.2f} Newton/step"
                cells.append(cell)
            lines.append(f"| {dt:g} | " + " | ".join(cells) + " |")
        lines.append("")
    with open(os.path.join(args.out, "README.md"), "w") as f:
        f.write("\n".join(lines))


if __name__ == "__main__":
    main()
