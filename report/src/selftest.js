// What the browser test (tests/report/report_browser_test.py) asks of a page opened as REPORT.html#selftest:
// the page checks itself and writes what it found into <pre id="mbdae-selftest"> as JSON, which headless
// Chromium's --dump-dom hands to the test. The page's errors are collected from its first line on by
// the small script in its head (window.mbdaeErrors).

/// Pixels of a canvas that differ from its top-left pixel (the background), out of all.
function paintedFraction(canvas) {
  const copy = document.createElement('canvas');
  copy.width = canvas.width;
  copy.height = canvas.height;
  const context = copy.getContext('2d');
  context.drawImage(canvas, 0, 0);
  const pixels = context.getImageData(0, 0, copy.width, copy.height).data;
  let painted = 0;
  for (let k = 0; k < pixels.length; k += 4)
    if (Math.abs(pixels[k] - pixels[0]) + Math.abs(pixels[k + 1] - pixels[1]) + Math.abs(pixels[k + 2] - pixels[2]) > 24)
      ++painted;
  return painted / (pixels.length / 4);
}

export function startSelfTest(players, plots) {
  const first = players.map((p) => p.frame);
  const shownBefore = players.map((p) => p.framesShown);
  // The clock is driven by the browser's animation frames, which a loaded machine spaces out: after the
  // page has settled (1.5 s), wait up to 100 more frames for every view to have left its first frame.
  let framesWaited = 0;
  const whenPlayed = () => {
    const waiting = players.some((p, k) => !p.failed && p.frameCount > 1 && p.frame === first[k]);
    if (waiting && framesWaited++ < 100) requestAnimationFrame(whenPlayed);
    else report();
  };
  setTimeout(whenPlayed, 1500);
  const report = () => {
    const result = {
      errors: window.mbdaeErrors || [],
      headlines: [...document.querySelectorAll('.headline')].map((p) => p.textContent),
      plots: plots.map((div) => ({ id: div.id, traces: (div.data || []).length,
                                   drawn_points: div.querySelectorAll('.scatterlayer .point').length,
                                   drawn_lines: div.querySelectorAll('.scatterlayer path.js-line').length })),
      views: players.flatMap((p) => p.views.map((v) => ({ label: v.track.label,
                                                          painted: paintedFraction(v.renderer.domElement) }))),
      players: players.map((p, k) => ({ frames: p.frameCount, first_frame: first[k], later_frame: p.frame,
                                        frames_waited: framesWaited,
                                        frames_shown: p.framesShown - shownBefore[k],
                                        webgl_failed: p.failed ? String(p.failed.message) : null })),
    };
    // The controls a reader uses: a family's checkbox hides its curves; a column's title sorts the table.
    const box = document.querySelector('.toggles input');
    if (box) {
      const div = box.closest('section').querySelector('.work-precision');
      const visible = () => div.data.filter((t) => t.visible !== 'legendonly').length;
      const before = visible();
      box.checked = false;
      box.dispatchEvent(new Event('change'));
      result.toggle = { family: box.dataset.family, visible_before: before, visible_after: visible() };
    }
    const wall = document.querySelector('table.runs th[data-key="wall"]');
    if (wall) {
      wall.click();
      const column = [...wall.parentElement.children].indexOf(wall);
      result.sorted_wall = [...wall.closest('table').querySelectorAll('tbody tr')]
        .map((row) => Number(row.children[column].textContent)).filter((x) => Number.isFinite(x));
    }
    const out = document.createElement('pre');
    out.id = 'mbdae-selftest';
    out.textContent = JSON.stringify(result);
    document.body.append(out);
    document.title = 'selftest done';
  };
}
