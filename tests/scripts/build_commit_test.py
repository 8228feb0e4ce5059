"""cmake/build_commit.cmake on a scratch git repository: the commit it stamps into the program, and that
the build counts as modified when a tracked source differs from the commit, but not when only results/
does (regenerating results/ rewrites those files; the program that writes them is still the commit's).
The CMake program comes from the environment variable CMAKE (ctest passes its own), else `cmake`."""
import os
import re
import subprocess
import tempfile
import unittest

SCRIPT = os.path.join(os.path.dirname(__file__), "..", "..", "cmake", "build_commit.cmake")


def git(repo, *args):
    return subprocess.run(["git", "-C", repo, "-c", "user.name=t", "-c", "user.email=t@t", *args],
                          check=True, capture_output=True, text=True).stdout.strip()


class BuildCommitTest(unittest.TestCase):
    def setUp(self):
        self.folder = tempfile.TemporaryDirectory()
        self.repo = os.path.join(self.folder.name, "repo")
        os.makedirs(os.path.join(self.repo, "results", "model"))
        for path, text in (("source.cpp", "int f();\n"), ("results/model/README.md", "# written\n")):
            with open(os.path.join(self.repo, path), "w") as f:
                f.write(text)
        git(self.repo, "init", "-q")
        git(self.repo, "add", ".")
        git(self.repo, "commit", "-q", "-m", "first")
        self.head = git(self.repo, "rev-parse", "HEAD")

    def tearDown(self):
        self.folder.cleanup()

    def stamp(self):
        """(commit, modified) as the generated source defines them."""
        output = os.path.join(self.folder.name, "build_commit.cpp")
        subprocess.run([os.environ.get("CMAKE", "cmake"), f"-DSOURCE_DIR={self.repo}", f"-DOUTPUT={output}",
                        "-P", SCRIPT], check=True, capture_output=True)
        with open(output) as f:
            found = re.search(r'return \{"([0-9a-f]*)", (true|false)\};', f.read())
        self.assertIsNotNone(found)
        return found.group(1), found.group(2) == "true"

    def test_a_clean_checkout_is_its_commit(self):
        self.assertEqual(self.stamp(), (self.head, False))

    def test_rewritten_results_leave_the_build_unmodified(self):
        with open(os.path.join(self.repo, "results", "model", "README.md"), "w") as f:
            f.write("# written again\n")
        os.remove(os.path.join(self.repo, "results", "model", "README.md"))
        self.assertEqual(self.stamp(), (self.head, False))

    def test_a_changed_source_marks_the_build_modified(self):
        with open(os.path.join(self.repo, "source.cpp"), "a") as f:
            f.write("int g();\n")
        self.assertEqual(self.stamp(), (self.head, True))


if __name__ == "__main__":
    unittest.main()
