// The report's plots, drawn by Plotly (embedded in the page as the global `Plotly`).
import { cheapestAt, knobText, measured, paretoFront } from './pareto.js';

// Ten colours that stay apart on screen (Tableau 10); within a family, curves differ by colour and by
// marker symbol, so a family of up to 10 curves has no two alike.
export const palette = ['#4e79a7', '#f28e2b', '#e15759', '#76b7b2', '#59a14f', '#edc948', '#b07aa1', '#ff9da7',
                        '#9c755f', '#bab0ac'];
const symbols = ['circle', 'square', 'diamond', 'triangle-up', 'x', 'triangle-down', 'star', 'cross', 'pentagon',
                 'hexagon'];

const config = { displaylogo: false, responsive: true };

function logAxis(title) {
  return { title: { text: title }, type: 'log', exponentformat: 'power', gridcolor: '#e4e4e4' };
}

function number(x) {
  return Number.isFinite(x) ? x.toExponential(2) : '-';
}

function hoverText(r) {
  return `<b>${escapeHtml(r.pair)}</b><br>${r.knob_name} = ${knobText(r.knob)}<br>error ${number(r.error)} m<br>` +
         `time ${number(r.wall)} s<br>${r.steps} steps`;
}

export function escapeHtml(text) {
  return String(text).replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]);
}

/// Error against wall time, one curve per pair (family + curve), with the Pareto front of the families
/// switched on drawn over them; `toggles` gets a checkbox per family.
export function drawWorkPrecision(div, toggles, group, errorLabel) {
  const runs = measured(group.runs);
  const families = [...new Set(runs.map((r) => r.family))];
  const traces = [];
  // A curve per pair (its runs differ only in rtol or dt): colours in turn over every curve, a marker
  // symbol per family, other programs' runs dashed.
  families.forEach((family, f) => {
    const pairs = [...new Set(runs.filter((r) => r.family === family).map((r) => r.pair))];
    pairs.forEach((pair, c) => {
      // In the ladder's order, coarse to fine, as the table lists them.
      const points = runs.filter((r) => r.family === family && r.pair === pair);
      traces.push({
        type: 'scatter', mode: 'lines+markers', name: pair, legendgroup: family,
        legendgrouptitle: c === 0 ? { text: family } : undefined,
        x: points.map((r) => r.wall), y: points.map((r) => r.error),
        text: points.map(hoverText), hovertemplate: '%{text}<extra></extra>',
        line: { color: palette[traces.length % palette.length], width: points[0].peer ? 2.5 : 1.5,
                dash: points[0].peer ? 'dash' : 'solid' },
        marker: { symbol: symbols[f % symbols.length], size: 7 },
        meta: { family },
      });
    });
  });
  const frontIndex = traces.length;
  traces.push({ type: 'scatter', mode: 'lines+markers+text', name: 'Pareto front (cheapest at each error)',
                line: { color: 'black', width: 3, shape: 'hv' }, marker: { size: 11, color: 'black', symbol: 'circle-open' },
                textposition: 'middle right', textfont: { size: 11 },
                x: [], y: [], text: [], meta: { family: null } });
  const enabled = new Set(families);
  // The front's runs named where they are the cheapest at an error level (the others on hover only, so
  // that the names stay readable).
  const updateFront = () => {
    const shown = runs.filter((r) => enabled.has(r.family));
    const front = paretoFront(shown);
    const levels = new Map();
    for (const level of group.levels) {
      const r = cheapestAt(shown, level);
      if (r) levels.set(r, [...(levels.get(r) || []), level.toExponential(0)]);
    }
    const name = (r) => (levels.has(r) ? `${escapeHtml(r.pair)} (cheapest at ${levels.get(r).join(', ')})` : '');
    Plotly.restyle(div, { x: [front.map((r) => r.wall)], y: [front.map((r) => r.error)], text: [front.map(name)],
                          hovertemplate: [front.map((r) => `${hoverText(r)}<extra>front</extra>`)] }, [frontIndex]);
  };
  // The data's own range (lines at the error levels would widen it), with the levels inside it marked.
  const errors = runs.map((r) => r.error);
  const low = Math.min(...errors) / 3, high = Math.max(...errors) * 3;
  const layout = {
    shapes: group.levels.filter((level) => level > low && level < high)
      .map((level) => ({ type: 'line', xref: 'paper', x0: 0, x1: 1, y0: level, y1: level,
                         line: { color: '#bbbbbb', width: 1, dash: 'dot' } })),
    xaxis: logAxis('wall time of the integration (s)'),
    yaxis: { ...logAxis(errorLabel), range: [Math.log10(low), Math.log10(high)] }, hovermode: 'closest',
    legend: { font: { size: 10 }, groupclick: 'toggleitem' }, margin: { t: 20, r: 10 }, height: 620,
  };
  Plotly.newPlot(div, traces, layout, config).then(updateFront);
  for (const family of families) {
    const label = document.createElement('label');
    const box = document.createElement('input');
    box.type = 'checkbox';
    box.checked = true;
    box.dataset.family = family;
    box.addEventListener('change', () => {
      if (box.checked) enabled.add(family);
      else enabled.delete(family);
      const indices = traces.map((t, i) => (t.meta.family === family ? i : -1)).filter((i) => i >= 0);
      Plotly.restyle(div, { visible: box.checked ? true : 'legendonly' }, indices);
      updateFront();
    });
    label.append(box, ` ${family}`);
    toggles.append(label);
  }
  return div;
}

/// Constraint violation and |E − E0| against time, one curve per pair of the motion.
export function drawTimeSeries(div, motion) {
  const traces = [];
  motion.tracks.forEach((track, k) => {
    const color = palette[k % palette.length];
    const floor = (x) => Math.max(Math.abs(x), 1e-18);  // a log axis has no zero
    traces.push({ type: 'scatter', mode: 'lines', name: track.label, legendgroup: track.label, x: track.t,
                  y: track.position_violation.map(floor), line: { color }, xaxis: 'x', yaxis: 'y' });
    traces.push({ type: 'scatter', mode: 'lines', name: track.label, legendgroup: track.label, showlegend: false,
                  x: track.t, y: track.energy.map((e) => floor(e - track.energy[0])), line: { color, dash: 'dot' },
                  xaxis: 'x', yaxis: 'y2' });
  });
  const layout = {
    grid: { rows: 2, columns: 1, pattern: 'independent' }, height: 560, margin: { t: 20, r: 10 },
    xaxis: { title: { text: 't (s)' }, anchor: 'y' }, yaxis: logAxis('max |C| (position violation)'),
    xaxis2: { title: { text: 't (s)' }, anchor: 'y2', matches: 'x' }, yaxis2: logAxis('|E − E0| (J)'),
    legend: { font: { size: 10 } },
  };
  traces.forEach((t) => { if (t.yaxis === 'y2') t.xaxis = 'x2'; });
  Plotly.newPlot(div, traces, layout, config);
  return div;
}
