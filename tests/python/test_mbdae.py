"""The Python module `mbdae` (python/mbdae_module.cpp, docs/python.md): models, a run's arrays against
the command's own trajectory file, the summary against the arrays, keywords read as the command reads
its flags, errors as mbdae.Error with the command's line, compare's rows, Ctrl-C, and docs/python.md's
example. ctest runs it with PYTHONPATH at the built module and MBDAE_BINARY, MBDAE_SOURCE_DIR set."""
import csv
import os
import pathlib
import subprocess
import sys
import time
import xml.dom.minidom

import numpy as np
import pytest

import mbdae

BINARY = os.environ["MBDAE_BINARY"]
SOURCE = pathlib.Path(os.environ["MBDAE_SOURCE_DIR"])


def command_trajectory(tmp_path, *arguments):
    """`mbdae run ARGUMENTS --output FILE`: the trajectory CSV's columns as arrays."""
    out = tmp_path / "trajectory.csv"
    subprocess.run([BINARY, "run", *arguments, "--output", str(out), "--quiet", "--no-error-estimate"], check=True)
    with open(out) as f:
        rows = list(csv.DictReader(f))
    return {key: np.array([float(r[key]) for r in rows]) for key in rows[0]}


def test_models_by_name_file_and_text():
    names = mbdae.builtin_models()
    assert "triple_pendulum" in names and names == sorted(names)
    pendulum = mbdae.builtin("triple_pendulum")
    assert pendulum.name == "triple_pendulum" and pendulum.source == "builtin:triple_pendulum"
    assert pendulum.markers == ["B", "C", "D"] and len(pendulum.bodies) == 3
    chain = mbdae.builtin("spherical_chain", n=4)
    assert len(chain.bodies) == 4 and chain.parameters["n"] == 4
    from_file = mbdae.load_model(str(SOURCE / "models" / "four_bar.yaml"))
    assert from_file.source.endswith("four_bar.yaml")
    text = """
name: bob_on_a_link
gravity: [0, -9.81, 0]
bodies:
  - {name: bob, mass: 1, inertia: [4e-5, 4e-5, 4e-5], position: [1, 0, 0]}
joints:
  - {name: link, type: distance, body_i: ground, body_j: bob, point_i: [0, 0, 0], point_j: [0, 0, 0], length: 1}
markers:
  - {name: bob, body: bob, point: [0, 0, 0]}
"""
    bob = mbdae.model_from_yaml(text, "bob.yaml")
    run = mbdae.run(bob, integrator="rk4", t_end=0.5)
    assert run.summary["status"] == "ok"
    # On a massless link the bob stays 1 m from the pivot.
    assert np.allclose(np.linalg.norm(run.marker("bob"), axis=1), 1.0, atol=1e-9)
    # compare loads its model for every run: a model from text has no file to load.
    with pytest.raises(mbdae.Error, match=r"model 'bob_on_a_link' has no file to compare \(it came from bob.yaml\)"):
        mbdae.compare(bob, t_end=0.1)


def test_a_urdf_file_loads_and_runs_like_its_hand_written_twin():
    # docs/model-format.md, "URDF": the path's extension decides, here as on the command line.
    path = str(SOURCE / "models" / "six_axis_arm.urdf")
    xml.dom.minidom.parse(path)  # well-formed for stricter readers too (no "--" inside a comment)
    arm = mbdae.load_model(path)
    assert arm.name == "six_axis_arm" and arm.source == path
    assert arm.markers[-1] == "tool0" and len(arm.bodies) == 7
    urdf = mbdae.run(arm, integrator="rk4", dt=2e-4, t_end=0.2)
    twin = mbdae.run(mbdae.builtin("six_axis_arm"), integrator="rk4", dt=2e-4, t_end=0.2)
    assert np.abs(urdf.marker("tool0") - twin.marker("tool0")).max() < 1e-9
    with pytest.raises(mbdae.Error, match=r"is a URDF file, which declares no parameters"):
        mbdae.load_model(path, n=2)


def test_a_run_gives_the_commands_trajectory_as_arrays(tmp_path):
    model = mbdae.builtin("triple_pendulum")
    run = mbdae.run(model, integrator="rk4", correction="rgcp", dt=2e-3, t_end=0.5, output_every=0.02)
    n, coordinates, constraints = 26, 36, 27
    assert run.t.shape == (n,) and np.allclose(run.t, np.arange(n) * 0.02, atol=1e-12)
    assert run.q.shape == (n, coordinates) and run.v.shape == (n, coordinates)
    assert run.multipliers.shape == (n, constraints)
    assert run.markers.shape == (n, 3, 3) and run.marker_names == ["B", "C", "D"]
    assert run.energy.shape == run.position_violation.shape == run.velocity_violation.shape == (n,)
    # The arrays are the run's own vectors, not copies: NumPy does not own them.
    assert not run.q.flags["OWNDATA"] and run.q.base is not None
    reference = command_trajectory(tmp_path, "triple_pendulum", "--integrator", "rk4", "--correction", "rgcp",
                                   "--dt", "2e-3", "--t-end", "0.5", "--output-every", "0.02")
    for k, name in enumerate("BCD"):
        for i, axis in enumerate("xyz"):
            assert np.allclose(run.markers[:, k, i], reference[f"{name}.{axis}"], rtol=0, atol=1e-12), name + axis
    assert np.allclose(run.energy, reference["energy"], rtol=1e-12, atol=1e-12)
    # The summary folds the same samples.
    s = run.summary
    assert s["status"] == "ok" and s["t_reached"] == pytest.approx(0.5)
    assert s["steps"] == 250 and s["dt"] == 2e-3
    assert (s["coordinates"], s["formulation"], s["integrator"], s["correction"]) == ("nacf", "af", "rk4", "rgcp")
    assert run.energy[0] == pytest.approx(s["initial_energy"], abs=1e-12)
    assert np.abs(run.energy - run.energy[0]).max() <= s["energy_drift"] + 1e-15
    assert run.position_violation.max() <= s["max_position_violation"]
    assert s["degrees_of_freedom"] == 9 and s["coordinate_count"] == coordinates
    assert s["work"] == 0.0  # conservative: the balance is E - E0


def test_a_damped_driven_run_reports_the_work_of_its_loads():
    # The quarter-car's dampers and steering do work: E - E0 is that work, up to the method's drift.
    run = mbdae.run(mbdae.builtin("quarter_car"), t_end=1.0, output_every=1e-3, rtol=1e-9, atol=1e-11)
    s = run.summary
    assert s["status"] == "ok" and abs(s["work"]) > 1.0
    assert abs(run.energy[-1] - run.energy[0] - s["work"]) <= s["energy_drift"] + 1e-12
    assert s["energy_drift"] < 1e-3 * abs(s["work"])


def test_adaptive_runs_and_the_models_own_run_settings():
    run = mbdae.run(mbdae.builtin("triple_pendulum"), integrator="ida", formulation="ggl", rtol=1e-8, atol=1e-10,
                    t_end=0.3)
    assert run.summary["status"] == "ok" and run.summary["rtol"] == 1e-8 and "dt" not in run.summary
    assert run.multipliers.shape[1] == 27
    # The turntable's file asks for 0.1 ms steps (its run: settings); a run takes them unless told otherwise.
    turntable = mbdae.builtin("turntable")
    assert mbdae.run(turntable, t_end=0.01).summary["dt"] == 1e-4
    assert mbdae.run(turntable, t_end=0.01, dt=5e-4).summary["dt"] == 5e-4


def test_global_error_control_delivers_a_run_within_rtol_times_the_models_size():
    run = mbdae.run(mbdae.builtin("triple_pendulum"), integrator="cvode-bdf", rtol=1e-5, atol=1e-5, t_end=0.5,
                    error_control="global")
    control = run.summary["global_error_control"]
    assert control["met"] and control["estimated_error"] <= control["target"]
    assert abs(control["target"] - 1e-5 * 80 ** 0.5) < 1e-12
    assert control["rtols_run"][:2] == [1e-5, 1e-6] and control["rtol"] < 1e-5
    assert len(run.t) == 51
    assert "global_error_control" not in mbdae.run(mbdae.builtin("triple_pendulum"), t_end=0.1).summary


def test_refusals_are_mbdae_errors_with_the_commands_line():
    model = mbdae.builtin("triple_pendulum")
    with pytest.raises(mbdae.Error, match=r"^--dt: must be positive, not -1$"):
        mbdae.run(model, dt=-1)
    with pytest.raises(mbdae.Error, match=r"no keyword 'time_step' \(mbdae run has no --time-step\); the keywords: "):
        mbdae.run(model, time_step=1e-3)
    with pytest.raises(mbdae.Error, match=r"no keyword 'tend' \(mbdae run has no --tend\); did you mean t_end\? "):
        mbdae.run(model, tend=1)
    with pytest.raises(mbdae.Error, match=r"no built-in model named 'no_such_model'"):
        mbdae.builtin("no_such_model")
    with pytest.raises(mbdae.Error, match=r"unknown integrator 'no-such-integrator' \(choose ab4, rk4, "):
        mbdae.run(model, integrator="no-such-integrator")
    with pytest.raises(mbdae.Error, match=r"output= is the command's"):
        mbdae.run(model, output="x.csv")
    with pytest.raises(mbdae.Error, match=r"^bad.yaml:3: body 'bob': .*mass"):
        mbdae.model_from_yaml("name: bad\nbodies:\n  - {name: bob, mass: -1, inertia: [1, 1, 1], position: [0, 0, 0]}\n",
                              "bad.yaml")
    with pytest.raises(mbdae.Error, match=r"no marker 'E'"):
        mbdae.run(model, t_end=0.05).marker("E")
    assert issubclass(mbdae.Error, Exception)


def test_a_run_stops_at_its_time_limit_with_its_outputs():
    run = mbdae.run(mbdae.builtin("triple_pendulum"), integrator="rk4", dt=1e-5, t_end=1e4, run_time_limit=0.1)
    assert run.summary["status"] == "time limit"
    assert 0 < run.t[-1] <= run.summary["t_reached"] < 1e4


def test_a_failed_run_returns_what_it_computed():
    # Constraints without inertia stop paper 002's formulation at its first step (docs/methods.md).
    run = mbdae.run(mbdae.builtin("sphere_pendulum"), formulation="constraint-inertia", integrator="three-field",
                    constraint_inertia_scale=0, t_end=1)
    assert run.summary["status"] == "failed"
    assert "m_bar = 0" in run.summary["message"]
    assert run.t.shape[0] >= 1 and run.t[-1] <= run.summary["t_reached"] + 1e-12


def test_compare_returns_the_table_rows(tmp_path):
    rows = mbdae.compare("simple_pendulum", coordinates="planar-nacf", integrators=["rk4", "cvode-adams"],
                         formulations="af", corrections=["rgcp", "none"], t_end=0.5, check_time=0.5, repetitions=1,
                         steps=[2e-3, 1e-3], tolerances=[1e-6, 1e-8], frame=False, out=str(tmp_path / "cmp"))
    assert isinstance(rows, list)
    rk4 = [r for r in rows if r["integrator"] == "rk4" and r["correction"] == "rgcp"]
    adams = [r for r in rows if r["integrator"] == "cvode-adams"]
    assert [r["step_or_tolerance"] for r in rk4] == [2e-3, 1e-3] and [r["step_or_tolerance"] for r in adams] == [1e-6, 1e-8]
    assert all(r["status"] == "ok" for r in rows)
    assert isinstance(rk4[0]["steps"], int) and rk4[0]["steps"] == 250
    # RK4 halves its step: its error falls by about 2^4.
    assert 10 < rk4[0]["error"] / rk4[1]["error"] < 25
    assert (tmp_path / "cmp" / "compare.csv").exists()  # out= keeps the folder
    # A Model object is compared by its source and parameters.
    chain_rows = mbdae.compare(mbdae.builtin("spherical_chain", n=2), integrators="rk4", formulations="af",
                               corrections="rgcp", coordinates="nacf", t_end=0.1, check_time=0.1, repetitions=1,
                               steps=[2e-3], frame=False)
    assert len(chain_rows) == 1 and chain_rows[0]["status"] == "ok"
    with pytest.raises(mbdae.Error, match="no keyword 'dt'"):
        mbdae.compare("simple_pendulum", dt=1e-3)


def test_ctrl_c_stops_a_run_with_keyboard_interrupt():
    # The signal comes from another process: the run holds Python's lock, so no Python thread runs.
    killer = subprocess.Popen(["sh", "-c", f"sleep 1; kill -INT {os.getpid()}"])
    start = time.monotonic()
    with pytest.raises(KeyboardInterrupt):
        mbdae.run(mbdae.builtin("triple_pendulum"), integrator="rk4", dt=1e-5, t_end=1e4)
    killer.wait()
    assert time.monotonic() - start < 30
    # The next run is not stopped by the old request.
    assert mbdae.run(mbdae.builtin("triple_pendulum"), t_end=0.05).summary["status"] == "ok"


def test_the_documents_example_runs_and_plots(tmp_path):
    png = tmp_path / "tip_D.png"
    result = subprocess.run([sys.executable, str(SOURCE / "docs" / "examples" / "triple_pendulum.py"), str(png)],
                            capture_output=True, text=True, check=True)
    assert "ab4 + af + rgcp in nacf, dt = 0.001 s: ok, 20000 steps" in result.stdout
    assert png.stat().st_size > 20000
    # docs/python.md shows the example as it is.
    document = (SOURCE / "docs" / "python.md").read_text()
    for line in (SOURCE / "docs" / "examples" / "triple_pendulum.py").read_text().splitlines():
        assert line in document, line
    # Every Python block of the page runs as it stands.
    blocks = document.split("```python\n")[1:]
    assert len(blocks) == 3
    for block in blocks:
        code = block.split("```")[0]
        subprocess.run([sys.executable, "-c", code], cwd=tmp_path, check=True, capture_output=True)
    # The tip it prints is the command's at the same settings.
    tip = [line for line in result.stdout.splitlines() if line.startswith("tip D at t = 20 s")][0]
    run = mbdae.run(mbdae.builtin("triple_pendulum"))  # the paper's settings are the defaults
    d = run.marker("D")[-1]
    assert f"({d[0]:.6f}, {d[1]:.6f}, {d[2]:.6f}) m" in tip


def test_a_plugins_integrator_runs_and_compares_from_python():
    plugin = os.environ["MBDAE_EXAMPLE_PLUGIN"]
    with pytest.raises(mbdae.Error, match="unknown integrator 'symplectic-euler'"):
        mbdae.run(mbdae.builtin("triple_pendulum"), integrator="symplectic-euler", t_end=0.1)
    mbdae.load_plugin(plugin)
    mbdae.load_plugin(plugin)  # once per path
    assert "symplectic-euler" in mbdae.methods()["integrators"]
    model = mbdae.builtin("triple_pendulum")
    coarse = mbdae.run(model, integrator="symplectic-euler", dt=2e-3, t_end=0.5).marker("D")[-1]
    fine = mbdae.run(model, integrator="symplectic-euler", dt=1e-3, t_end=0.5).marker("D")[-1]
    exact = mbdae.run(model, integrator="rk4", dt=1e-4, t_end=0.5).marker("D")[-1]
    # First order: half the step, half the error.
    assert np.linalg.norm(coarse - exact) / np.linalg.norm(fine - exact) == pytest.approx(2.0, abs=0.3)
    rows = mbdae.compare(model, integrators="symplectic-euler", formulations="af", corrections="rgcp",
                         coordinates="nacf", t_end=0.2, check_time=0.2, repetitions=1, steps=[1e-3], frame=False)
    assert len(rows) == 1 and rows[0]["integrator"] == "symplectic-euler" and rows[0]["status"] == "ok"
    with pytest.raises(mbdae.Error, match="plugin= is the command's"):
        mbdae.run(model, plugin=plugin)


def test_an_integrator_written_in_python_runs_at_its_order():
    def semi_implicit_euler(t, dt, q, v, acceleration):
        v += dt * acceleration(t, q, v)
        q += dt * v

    def midpoint(t, dt, q, v, acceleration):
        a = acceleration(t, q, v)
        q_half, v_half = q + 0.5 * dt * v, v + 0.5 * dt * a
        a_half = acceleration(t + 0.5 * dt, q_half, v_half)
        q += dt * v_half
        v += dt * a_half

    mbdae.register_integrator("python-euler", semi_implicit_euler)
    mbdae.register_integrator("python-midpoint", midpoint, order=2, summary="explicit midpoint rule, in Python")
    model = mbdae.builtin("triple_pendulum")
    exact = mbdae.run(model, integrator="rk4", dt=1e-4, t_end=0.5).marker("D")[-1]
    for name, order in (("python-euler", 1), ("python-midpoint", 2)):
        errors = [np.linalg.norm(mbdae.run(model, integrator=name, dt=dt, t_end=0.5).marker("D")[-1] - exact)
                  for dt in (2e-3, 1e-3)]
        assert np.log2(errors[0] / errors[1]) == pytest.approx(order, abs=0.3), (name, errors)
    # The library's loop corrects after each step: the constraints hold as with a compiled method.
    run = mbdae.run(model, integrator="python-midpoint", correction="rgcp", dt=1e-3, t_end=0.5)
    assert run.summary["max_position_violation"] < 1e-8 and run.summary["steps"] == 500
    rows = mbdae.compare(model, integrators="python-midpoint", formulations="af", corrections="rgcp",
                         coordinates="nacf", t_end=0.2, check_time=0.2, repetitions=1, steps=[1e-3], frame=False)
    assert len(rows) == 1 and rows[0]["status"] == "ok"

    def broken(t, dt, q, v, acceleration):
        raise ValueError("this step is broken")

    mbdae.register_integrator("python-broken", broken)
    with pytest.raises(ValueError, match="this step is broken"):
        mbdae.run(model, integrator="python-broken", t_end=0.1)
    with pytest.raises(mbdae.Error, match="there is already an integrator called 'python-euler'"):
        mbdae.register_integrator("python-euler", semi_implicit_euler)
    with pytest.raises(mbdae.Error, match="step must be callable"):
        mbdae.register_integrator("python-none", None)


def test_compare_gives_a_dataframe_where_pandas_is(tmp_path, monkeypatch):
    # A stand-in `pandas` on the path: compare hands its rows to pandas.DataFrame when the module is there
    # (frame=None) or asked for (frame=True), and returns the rows themselves with frame=False.
    (tmp_path / "pandas.py").write_text("class DataFrame:\n    def __init__(self, rows):\n        self.rows = rows\n")
    monkeypatch.syspath_prepend(str(tmp_path))
    monkeypatch.delitem(sys.modules, "pandas", raising=False)
    options = dict(integrators="rk4", formulations="af", corrections="rgcp", coordinates="planar-nacf", t_end=0.1,
                   check_time=0.1, repetitions=1, steps=[1e-3])
    frame = mbdae.compare("simple_pendulum", **options)
    assert type(frame).__name__ == "DataFrame" and frame.rows[0]["integrator"] == "rk4"
    assert type(mbdae.compare("simple_pendulum", frame=True, **options)).__name__ == "DataFrame"
    assert isinstance(mbdae.compare("simple_pendulum", frame=False, **options), list)
