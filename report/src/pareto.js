// Which runs are worth their cost: the Pareto front (no run is both cheaper and more accurate) and the
// cheapest run at each error level. The C++ side computes the same for the PNG plots
// (cli/report_data.cpp); the page recomputes it for the families the reader leaves switched on.

/// Runs that finished with a measured error.
export function measured(runs) {
  return runs.filter((r) => r.status === 'ok' && r.error > 0 && r.wall > 0);
}

/// The front, cheapest first: each run is more accurate than every cheaper one.
export function paretoFront(runs) {
  const sorted = measured(runs).slice().sort((a, b) => a.wall - b.wall || a.error - b.error);
  const front = [];
  let best = Infinity;
  for (const r of sorted) {
    if (r.error < best) {
      front.push(r);
      best = r.error;
    }
  }
  return front;
}

/// The cheapest run with error at most `level`, or null.
export function cheapestAt(runs, level) {
  let best = null;
  for (const r of measured(runs)) if (r.error <= level && (!best || r.wall < best.wall)) best = r;
  return best;
}

/// A step or tolerance as people write it: 0.001, 1e-6 (not 0.000001).
export function knobText(x) {
  if (x === null || x === undefined) return '-';
  return x !== 0 && Math.abs(x) < 1e-3 ? x.toExponential() : String(x);
}
