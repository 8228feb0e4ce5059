"""`mbdae run --export-motion FILE.pvd` read back by VTK's own XML reader (docs/report.md): the collection
names one PolyData file per output time; each frame's markers are where the trajectory CSV of the same
run puts them, and each body is a closed box of the size its inertia gives.

Run by ctest (tests/CMakeLists.txt) with MBDAE_BINARY set to the built command.
"""

import csv
import math
import os
import shutil
import subprocess
import tempfile
import unittest
import xml.etree.ElementTree as ElementTree

from vtkmodules.vtkIOXML import vtkXMLPolyDataReader

MBDAE = os.environ.get("MBDAE_BINARY", "build/release/mbdae")


def read_polydata(path):
    reader = vtkXMLPolyDataReader()
    reader.SetFileName(path)
    reader.Update()
    if reader.GetErrorCode() != 0:
        raise AssertionError("VTK could not read " + path)
    return reader.GetOutput()


class MotionExport(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        cls.folder = tempfile.mkdtemp(prefix="mbdae-export-test-")
        cls.pvd = os.path.join(cls.folder, "pendulum.pvd")
        cls.csv = os.path.join(cls.folder, "pendulum.csv")
        done = subprocess.run([MBDAE, "run", "triple_pendulum", "--t-end", "0.2", "--output-every", "0.01",
                               "--export-motion", cls.pvd, "--output", cls.csv, "--quiet"],
                              capture_output=True, text=True, timeout=300)
        if done.returncode != 0:
            raise AssertionError(done.stderr)
        with open(cls.csv, newline="") as rows:
            cls.rows = list(csv.DictReader(rows))

    @classmethod
    def tearDownClass(cls):
        shutil.rmtree(cls.folder, ignore_errors=True)

    def frames(self):
        collection = ElementTree.parse(self.pvd).getroot()
        self.assertEqual(collection.get("type"), "Collection")
        return [(float(d.get("timestep")), os.path.join(self.folder, d.get("file")))
                for d in collection.iter("DataSet")]

    def test_one_frame_per_output_time(self):
        frames = self.frames()
        self.assertEqual(len(frames), 21)
        self.assertEqual([t for t, _ in frames], [float(r["t"]) for r in self.rows])
        for _, path in frames:
            self.assertTrue(path.startswith(os.path.join(self.folder, "pendulum_frames")), path)

    def test_markers_are_where_the_trajectory_puts_them(self):
        for (t, path), row in zip(self.frames(), self.rows):
            data = read_polydata(path)
            body = data.GetCellData().GetArray("body")
            # Vertices come first among the cells: the joints (-1), then the markers (-2), in the model's order.
            markers = [data.GetCell(c).GetPointId(0) for c in range(data.GetNumberOfCells()) if body.GetValue(c) == -2]
            self.assertEqual(len(markers), 3)  # B, C, D
            for point, name in zip(markers, ("B", "C", "D")):
                x, y, z = data.GetPoint(point)
                self.assertAlmostEqual(x, float(row[name + ".x"]), delta=1e-9)
                self.assertAlmostEqual(y, float(row[name + ".y"]), delta=1e-9)
                self.assertAlmostEqual(z, float(row[name + ".z"]), delta=1e-9)

    def test_each_body_is_a_closed_box_that_keeps_its_size(self):
        first = read_polydata(self.frames()[0][1])
        last = read_polydata(self.frames()[-1][1])
        body = first.GetCellData().GetArray("body")
        quads = [c for c in range(first.GetNumberOfCells()) if body.GetValue(c) >= 0]
        self.assertEqual(len(quads), 3 * 6)

        def edges(data, cells):
            lengths = []
            for c in cells:
                ids = [data.GetCell(c).GetPointId(k) for k in range(4)]
                self.assertEqual(len(ids), 4)
                for a, b in zip(ids, ids[1:] + ids[:1]):
                    lengths.append(math.dist(data.GetPoint(a), data.GetPoint(b)))
            return sorted(lengths)

        for b in range(3):
            cells = [c for c in quads if body.GetValue(c) == b]
            self.assertEqual(len(cells), 6)
            # A box: each of its 12 edges in 2 faces, 24 edge uses in three lengths of 8 each.
            used = {}
            for c in cells:
                ids = [first.GetCell(c).GetPointId(k) for k in range(4)]
                for a, e in zip(ids, ids[1:] + ids[:1]):
                    key = tuple(sorted((a, e)))
                    used[key] = used.get(key, 0) + 1
            self.assertEqual(sorted(used.values()), [2] * 12)
            # A rigid body: the same edges at the start and the end.
            for a, e in zip(edges(first, cells), edges(last, cells)):
                self.assertAlmostEqual(a, e, delta=1e-9)

    def test_a_name_that_is_not_pvd_is_refused(self):
        done = subprocess.run([MBDAE, "run", "--t-end", "0.01", "--export-motion", os.path.join(self.folder, "x.vtp")],
                              capture_output=True, text=True, timeout=60)
        self.assertEqual(done.returncode, 2)
        self.assertIn("--export-motion", done.stderr)
        self.assertEqual(len(done.stderr.strip().splitlines()), 1, done.stderr)


if __name__ == "__main__":
    unittest.main()
