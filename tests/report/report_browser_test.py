"""The HTML reports in a real browser: headless Chromium opens the reports `mbdae compare` and
`mbdae run --report` write, and the test checks what a person would see (docs/report.md):

- the page runs without an error (the page's own collector, report/src/selftest.js, and Chromium's log);
- every plot has its curves drawn, the 3D views are painted, and the animation advances;
- the screenshot mbdae took beside the report is not blank, and two screenshots taken at different
  moments differ where the mechanism moves.

Run by ctest (tests/CMakeLists.txt) with MBDAE_BINARY set to the built command.
"""

import csv
import json
import os
import re
import shutil
import subprocess
import tempfile
import unittest

from PIL import Image, ImageChops

MBDAE = os.environ.get("MBDAE_BINARY", "build/release/mbdae")
CHROMIUM = os.environ.get("MBDAE_CHROMIUM", "chromium")


def chromium(*arguments, timeout=120):
    """Runs headless Chromium as mbdae does (cli/report_html.cpp) and returns (stdout, stderr)."""
    profile = tempfile.mkdtemp(prefix="mbdae-test-chromium-")
    try:
        command = [CHROMIUM, "--headless", "--hide-scrollbars", "--no-first-run", "--disable-extensions",
                   "--use-angle=swiftshader", "--enable-unsafe-swiftshader", "--user-data-dir=" + profile,
                   "--enable-logging=stderr", "--v=0", *arguments]
        if os.geteuid() == 0:
            command.insert(1, "--no-sandbox")
        done = subprocess.run(command, capture_output=True, text=True, timeout=timeout)
        return done.stdout, done.stderr
    finally:
        shutil.rmtree(profile, ignore_errors=True)


def self_test(html):
    """What the page found when opened as REPORT#selftest, and Chromium's console errors."""
    dom, log = chromium("--virtual-time-budget=4000", "--dump-dom", "file://" + os.path.abspath(html) + "#selftest")
    found = re.search(r'<pre id="mbdae-selftest">(.*?)</pre>', dom, re.S)
    if not found:
        raise AssertionError("the page wrote no self-test result; Chromium said:\n" + log[-3000:])
    result = json.loads(found.group(1).replace("&quot;", '"').replace("&lt;", "<").replace("&gt;", ">")
                        .replace("&amp;", "&"))
    # Chromium logs what the page writes to the console as CONSOLE lines; errors carry their level.
    console_errors = [line for line in log.splitlines() if "CONSOLE" in line and ":ERROR:" in line]
    return result, console_errors


def screenshot(html, png, budget_ms):
    chromium("--window-size=1400,2000", "--virtual-time-budget=%d" % budget_ms, "--screenshot=" + png,
             "file://" + os.path.abspath(html))
    return Image.open(png).convert("RGB")


def painted_fraction(image):
    """The fraction of pixels that are not the page's white."""
    pixels = image.getdata()
    return sum(1 for p in pixels if sum(p) < 3 * 235) / len(pixels)


def run_mbdae(*arguments):
    done = subprocess.run([MBDAE, *arguments], capture_output=True, text=True, timeout=600)
    if done.returncode != 0:
        raise AssertionError("mbdae %s failed (%d): %s" % (" ".join(arguments), done.returncode, done.stderr[-2000:]))


class ReportInBrowser(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        cls.folder = tempfile.mkdtemp(prefix="mbdae-report-test-")
        cls.compare = os.path.join(cls.folder, "compare")
        # A small comparison: two integrators on the four-bar, half a second, a two-rung ladder each.
        run_mbdae("compare", "four_bar", "--out", cls.compare, "--t-end", "0.5", "--check-time", "0.5",
                  "--coordinates", "nacf", "--integrators", "rk4,ida", "--formulations", "af,index3",
                  "--corrections", "direct,none", "--steps", "2e-3", "1e-3", "--tolerances", "1e-4", "1e-6",
                  "--repetitions", "1", "--quiet")
        cls.run_report = os.path.join(cls.folder, "run", "pendulum.html")
        os.makedirs(os.path.dirname(cls.run_report))
        run_mbdae("run", "triple_pendulum", "--t-end", "3", "--report", cls.run_report, "--quiet")

    @classmethod
    def tearDownClass(cls):
        shutil.rmtree(cls.folder, ignore_errors=True)

    def check_page(self, html, plots):
        result, console_errors = self_test(html)
        self.assertEqual(result["errors"], [], "errors on the page")
        self.assertEqual(console_errors, [], "console errors")
        self.assertEqual(len(result["plots"]), plots, result)
        for plot in result["plots"]:
            self.assertGreater(plot["traces"], 0, plot)
            self.assertGreater(plot["drawn_points"] + plot["drawn_lines"], 0, plot)
        self.assertGreater(len(result["views"]), 0, result)
        for view in result["views"]:
            # The mechanism covers part of the view: neither nothing nor everything.
            self.assertGreater(view["painted"], 0.005, view)
            self.assertLess(view["painted"], 0.9, view)
        for player in result["players"]:
            self.assertIsNone(player["webgl_failed"])
            self.assertGreater(player["frames"], 10, player)
            self.assertGreater(player["later_frame"], player["first_frame"], "the animation did not advance")
        return result

    def test_compare_report_loads_plots_and_animates(self):
        result = self.check_page(os.path.join(self.compare, "report.html"), plots=2)
        # The pairs that move side by side are the cheapest at the error levels.
        self.assertGreaterEqual(len(result["views"]), 1)

    def test_compare_report_toggles_a_family_and_sorts_its_table(self):
        result, _ = self_test(os.path.join(self.compare, "report.html"))
        toggle = result["toggle"]
        # The first family's curves are hidden; the front and the other family stay.
        self.assertLess(toggle["visible_after"], toggle["visible_before"], toggle)
        self.assertGreater(toggle["visible_after"], 0, toggle)
        walls = result["sorted_wall"]
        self.assertGreater(len(walls), 3, walls)
        self.assertEqual(walls, sorted(walls))

    def test_compare_report_names_the_cheapest_pair_at_1e_6_first(self):
        # The cheapest run with error <= 1e-6 m, found here from compare.csv.
        with open(os.path.join(self.compare, "compare.csv"), newline="") as rows:
            runs = [r for r in csv.DictReader(rows) if r["status"] == "ok" and 0 < float(r["error"]) <= 1e-6]
        self.assertTrue(runs, "the small comparison should reach 1e-6 m")
        best = min(runs, key=lambda r: float(r["wall_time_median_s"]))
        pair = "/".join(best[k] for k in ("coordinates", "integrator", "formulation", "correction"))
        result, _ = self_test(os.path.join(self.compare, "report.html"))
        self.assertEqual(len(result["headlines"]), 1, result["headlines"])
        self.assertTrue(result["headlines"][0].startswith("Cheapest at error ≤ 1e-6 m: " + pair + ","),
                        (result["headlines"], pair))

    def test_run_report_loads_and_animates(self):
        result = self.check_page(self.run_report, plots=1)
        self.assertEqual(len(result["views"]), 1)

    def test_screenshots_mbdae_took_are_not_blank(self):
        for png in (os.path.join(self.compare, "report.png"), os.path.join(self.folder, "run", "pendulum.png")):
            image = Image.open(png).convert("RGB")
            # Mostly white around tables, plots and the 3D view, but not blank.
            self.assertGreater(painted_fraction(image), 0.01, png)
            self.assertGreater(len(image.getcolors(1 << 20) or []), 100, png)  # plots and shading, not flat

    def test_the_mechanism_moves_between_two_moments(self):
        # The page opened paused at two moments (REPORT#t=SECONDS): the playing clock follows the browser's
        # frames, which a loaded machine delays, so two budgets of virtual time may show one moment.
        early = screenshot(self.run_report + "#t=0.5", os.path.join(self.folder, "early.png"), 1500)
        late = screenshot(self.run_report + "#t=2", os.path.join(self.folder, "late.png"), 1500)
        difference = ImageChops.difference(early, late).getbbox()
        self.assertIsNotNone(difference, "the page looks the same at two moments of its animation")
        # More than the controls' row (the clock's digits, the scrub bar) changed: the pendulum in the 3D view
        # below it, which swings over a good part of the view's 512 pixels in 1.5 s.
        left, top, right, bottom = difference
        self.assertGreater(bottom - top, 150, difference)

    def test_a_moment_in_the_address_pauses_the_views_there(self):
        # The same moment twice gives the same picture: the views are paused, not playing.
        first = screenshot(self.run_report + "#t=1.25", os.path.join(self.folder, "moment1.png"), 800)
        second = screenshot(self.run_report + "#t=1.25", os.path.join(self.folder, "moment2.png"), 2500)
        self.assertIsNone(ImageChops.difference(first, second).getbbox(), "the page at #t=1.25 kept moving")

    def test_the_self_test_sees_an_error_on_the_page(self):
        # The check above must be able to fail: a report with a failing script is caught.
        broken = os.path.join(self.folder, "broken.html")
        with open(self.run_report, encoding="utf-8") as page:
            text = page.read()
        with open(broken, "w", encoding="utf-8") as page:
            page.write(text.replace("</body>", "<script>undefinedFunctionOfTheTest();</script></body>"))
        result, _ = self_test(broken)
        self.assertTrue(any("undefinedFunctionOfTheTest" in e for e in result["errors"]), result["errors"])

    def test_the_page_needs_no_network(self):
        # Nothing is fetched: no script, style or image comes from another address.
        for html in (os.path.join(self.compare, "report.html"), self.run_report):
            with open(html, encoding="utf-8") as page:
                text = page.read()
            self.assertIsNone(re.search(r'<(script|link|img)[^>]+(src|href)=', text), html)


if __name__ == "__main__":
    unittest.main()
