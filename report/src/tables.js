// The report's tables: the cheapest pair at each error level, and every run, sortable by any column.
import { cheapestAt, knobText } from './pareto.js';

function cell(row, text, tag = 'td') {
  const c = document.createElement(tag);
  c.textContent = text;
  row.append(c);
  return c;
}

const sci = (x) => (Number.isFinite(x) ? x.toExponential(2) : '-');

/// A single run's summary: name and value, a row each.
export function fillFacts(section, facts) {
  const table = document.createElement('table');
  table.className = 'facts';
  for (const [name, value] of facts) {
    const row = document.createElement('tr');
    cell(row, name, 'th');
    cell(row, value);
    table.append(row);
  }
  section.append(table);
}

/// "Cheapest at error ≤ 1e-6 m: PAIR, TIME s": the question a comparison answers, first on the page.
export function fillCheapest(section, group, errorLabel, focusLevel) {
  // The answer in one sentence, at the accuracy a study usually asks for, then every level.
  const focus = cheapestAt(group.runs, focusLevel);
  const headline = document.createElement('p');
  headline.className = 'headline';
  headline.textContent = focus
    ? `Cheapest at error ≤ ${focusLevel.toExponential(0)} m: ${focus.pair}, ${focus.knob_name} = ${knobText(focus.knob)}, ` +
      `${sci(focus.wall)} s, error ${sci(focus.error)} m.`
    : `No run reached an error of ${focusLevel.toExponential(0)} m.`;
  section.append(headline);
  const table = document.createElement('table');
  table.className = 'cheapest';
  const head = document.createElement('tr');
  for (const title of ['error at most (m)', 'cheapest pair', 'rtol / dt', 'error (m)', 'wall time (s)', 'steps'])
    cell(head, title, 'th');
  table.append(head);
  for (const level of group.levels) {
    const r = cheapestAt(group.runs, level);
    const row = document.createElement('tr');
    row.dataset.level = level;
    if (level === focusLevel) row.className = 'focus';
    cell(row, level.toExponential(0));
    if (r) {
      cell(row, r.pair).className = 'pair';
      cell(row, `${r.knob_name} = ${knobText(r.knob)}`);
      cell(row, sci(r.error));
      cell(row, sci(r.wall));
      cell(row, String(r.steps));
    } else {
      cell(row, 'no run reached this error').colSpan = 5;
    }
    table.append(row);
  }
  const caption = document.createElement('p');
  caption.className = 'note';
  caption.textContent = `Error: ${errorLabel}. Wall time: the integration only.`;
  section.append(table, caption);
}

const columns = [
  ['family', 'family', (r) => r.family],
  ['pair', 'curve', (r) => r.curve],
  ['rtol / dt', 'knob', (r) => r.knob],
  ['status', 'status', (r) => r.status],
  ['error (m)', 'error', (r) => r.error],
  ['wall (s)', 'wall', (r) => r.wall],
  ['steps', 'steps', (r) => r.steps],
  ['max |C|', 'violation', (r) => r.violation],
  ['energy drift (J)', 'drift', (r) => r.drift],
];

/// Every run, one row each; a click on a column's title sorts by it (again: the other way round).
export function fillTable(section, group) {
  const table = document.createElement('table');
  table.className = 'runs sortable';
  const head = document.createElement('tr');
  const body = document.createElement('tbody');
  let sortedBy = null;
  let ascending = true;
  const fill = (runs) => {
    body.replaceChildren();
    for (const r of runs) {
      const row = document.createElement('tr');
      if (r.status !== 'ok') row.className = 'failed';
      for (const [, key, value] of columns) {
        const v = value(r);
        cell(row, ['error', 'wall', 'violation', 'drift'].includes(key) ? sci(v) : key === 'knob' ? knobText(v)
                  : v === null ? '-' : String(v));
      }
      body.append(row);
    }
  };
  columns.forEach(([title, key, value]) => {
    const th = cell(head, title, 'th');
    th.dataset.key = key;
    th.addEventListener('click', () => {
      ascending = sortedBy === key ? !ascending : true;
      sortedBy = key;
      const order = (a, b) => {
        const x = value(a), y = value(b);
        // Runs with nothing measured (NaN) go last whichever way the column is sorted.
        // (JSON has no NaN: the report writes null.)
        if (typeof x === 'number' || typeof y === 'number' || x === null || y === null) {
          if (!Number.isFinite(x)) return Number.isFinite(y) ? 1 : 0;
          if (!Number.isFinite(y)) return -1;
          return ascending ? x - y : y - x;
        }
        return ascending ? String(x).localeCompare(String(y)) : String(y).localeCompare(String(x));
      };
      fill(group.runs.slice().sort(order));
      for (const other of head.children) other.classList.remove('ascending', 'descending');
      th.classList.add(ascending ? 'ascending' : 'descending');
    });
  });
  const thead = document.createElement('thead');
  thead.append(head);
  table.append(thead, body);
  fill(group.runs);
  section.append(table);
}
