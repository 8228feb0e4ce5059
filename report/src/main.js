// The interactive part of mbdae's HTML report (cli/report_html.cpp writes the page): the work-precision
// plots with hover and a toggle per integrator family, the cheapest pair at each error level, the
// sortable table, the violation and energy time series and the 3D view of the mechanism playing its
// motion. The page carries its data as JSON in <script id="mbdae-data">; this file, with three.js, is
// bundled by esbuild at build time and Plotly is embedded beside it, so the page needs no network.
import { drawWorkPrecision, drawTimeSeries } from './plots.js';
import { fillCheapest, fillFacts, fillTable } from './tables.js';
import { MotionPlayer } from './motion.js';
import { startSelfTest } from './selftest.js';
import { measured } from './pareto.js';

function element(tag, attributes = {}, text = '') {
  const e = document.createElement(tag);
  for (const [k, v] of Object.entries(attributes)) e.setAttribute(k, v);
  if (text) e.textContent = text;
  return e;
}

function main() {
  const data = JSON.parse(document.getElementById('mbdae-data').textContent);
  const root = document.getElementById('mbdae-report');
  const players = [];
  const plots = [];
  root.append(element('h1', {}, data.title));
  if (data.subtitle) root.append(element('p', { class: 'subtitle' }, data.subtitle));
  for (const [g, group] of data.groups.entries()) {
    const section = element('section', { class: 'group' });
    root.append(section);
    if (data.groups.length > 1 || group.name) section.append(element('h2', {}, group.name));
    if (group.facts.length > 0) fillFacts(section, group.facts);
    if (measured(group.runs).length > 0) {
      fillCheapest(section, group, data.error_label, data.focus_level);
      const plot = element('div', { class: 'plot work-precision', id: `work-precision-${g}` });
      const toggles = element('div', { class: 'toggles' });
      section.append(element('h3', {}, 'Work precision'), toggles, plot);
      plots.push(drawWorkPrecision(plot, toggles, group, data.error_label));
    }
    if (group.motion && group.motion.tracks.length > 0) {
      const motion = group.motion;
      section.append(element('h3', {}, `Motion of ${motion.model}`));
      section.append(element('p', { class: 'note' }, motion.note));
      const view = element('div', { class: 'motion' });
      section.append(view);
      players.push(new MotionPlayer(view, motion));
      const series = element('div', { class: 'plot time-series', id: `time-series-${g}` });
      section.append(element('h3', {}, 'Constraint violation and energy drift'), series);
      plots.push(drawTimeSeries(series, motion));
    }
    if (group.runs.length > 0) {
      section.append(element('h3', {}, 'All runs'));
      fillTable(section, group);
    }
  }
  // REPORT.html#t=1.5 opens every view paused at t = 1.5 s: a moment to point a reader to.
  const moment = /^#t=([0-9.eE+-]+)$/.exec(location.hash);
  if (moment && Number.isFinite(Number(moment[1]))) for (const player of players) player.pauseAt(Number(moment[1]));
  if (location.hash === '#selftest') startSelfTest(players, plots);
}

window.addEventListener('DOMContentLoaded', main);
