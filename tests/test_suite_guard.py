"""The suite's own rules, checked on small runs of pytest: a run fails when more
than one test needed a rerun, names them, lists the crash files, and a test
past its time limit fails with its name while the run goes on."""
import os
import time
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent

pytest_plugins = ["pytester"]

CRASHING_ONCE = """
import pathlib

def crash_once(name):
    mark = pathlib.Path(name + ".crashed")
    if not mark.exists():
        mark.write_text("")
        raise RuntimeError("Page crashed")

{tests}
"""


def crashing_tests(count: int) -> str:
    return CRASHING_ONCE.format(tests="\n".join(
        f"def test_crashes_once_{n}():\n    crash_once('t{n}')\n" for n in range(count)))


@pytest.fixture
def pytester(pytester, monkeypatch):
    """An inner pytest that can import this repository's tools."""
    monkeypatch.setenv("PYTHONPATH", str(ROOT))
    return pytester


def run(pytester, source: str, *args: str):
    pytester.makepyfile(test_inner=source)
    return pytester.runpytest_subprocess("-p", "tools.suite_guard", "-p", "no:cacheprovider", "-raR",
                                         "--reruns", "1", "--only-rerun", "Page crashed", *args)


def test_one_rerun_in_a_run_passes_and_is_named(pytester):
    result = run(pytester, crashing_tests(1) + "\ndef test_plain():\n    pass\n")
    assert result.ret == pytest.ExitCode.OK
    result.stdout.fnmatch_lines(["*1 test(s) needed a rerun, 1 allowed: within the budget*",
                                 "*test_inner.py::test_crashes_once_0*"])


def test_two_reruns_in_a_run_fail_it_though_every_test_passed(pytester):
    result = run(pytester, crashing_tests(2))
    assert result.ret == pytest.ExitCode.TESTS_FAILED
    result.stdout.fnmatch_lines(["*2 passed, 2 rerun*"])
    result.stdout.fnmatch_lines(["*2 test(s) needed a rerun, 1 allowed: the run fails*",
                                 "*test_crashes_once_0*", "*test_crashes_once_1*"])


def test_a_run_without_reruns_says_nothing_of_them(pytester):
    result = run(pytester, "def test_plain():\n    pass\n")
    assert result.ret == pytest.ExitCode.OK
    assert "needed a rerun" not in result.stdout.str()


def test_the_crash_files_of_the_run_are_listed_and_an_earlier_runs_are_not(pytester):
    old = pytester.path / "build" / "crashes" / "earlier.json"
    old.parent.mkdir(parents=True)
    old.write_text("{}")
    os.utime(old, (time.time() - 60, time.time() - 60))
    result = run(pytester, """
import json
import pathlib

def test_leaves_a_crash_file():
    folder = pathlib.Path("build/crashes")
    folder.mkdir(parents=True, exist_ok=True)
    (folder / "e2e_test_x.py__test_y.json").write_text(json.dumps({
        "test": "e2e/test_x.py::test_y", "crashed": "renderer", "route": "#/tractor",
        "memory": {"http://127.0.0.1/#/tractor": {"wasm": 31457280, "jsHeapUsed": 17825792,
                                                   "seconds_before_crash": 0.4}},
        "renderer_exit_codes_in_this_browser": {"11": 1},
        "chromium_last_words": ["[7:7:FATAL:v8_initializer.cc] V8 process OOM (Oilpan: Reservation)."]}))
""", "--durations=3")
    assert result.ret == pytest.ExitCode.OK
    result.stdout.fnmatch_lines([
        "*slowest 3 durations*",  # the digest comes after the long sections, where a cut log still has it
        "*browser crashes*", "*build/crashes/e2e_test_x.py__test_y.json",
        "*renderer at #/tractor; 30.0 MB wasm, 17.0 MB JS heap, 0.4 s before; exit codes {'11': 1};"
        " last words: *V8 process OOM*"])
    assert "earlier.json" not in result.stdout.str()
    assert old.exists(), "an earlier run's evidence is kept"


def test_a_test_past_its_time_limit_fails_with_its_name_and_the_run_goes_on(pytester):
    result = run(pytester, """
import time

def test_hangs():
    while True:
        time.sleep(0.05)

def test_after_it():
    pass
""", "--timeout", "2")
    assert result.ret == pytest.ExitCode.TESTS_FAILED
    result.stdout.fnmatch_lines(["*Failed: Timeout (>2.0s) from pytest-timeout.*", "*FAILED test_inner.py::test_hangs*"])
    result.assert_outcomes(passed=1, failed=1)


def test_a_worker_asks_the_rerun_count_without_waiting_on_nagles_algorithm(pytester):
    """Every test of a worker asks the controller how often it was rerun; a delayed
    acknowledgement cost each test 40 ms until the connection sent small writes at once."""
    result = run(pytester, """
import socket

def test_the_rerun_count_connection_sends_at_once(request):
    connection = request.config.failures_db.sock
    assert connection.getsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY)
""", "-n", "1")
    result.assert_outcomes(passed=1)


def test_a_crash_file_says_how_the_renderer_died_from_chromiums_closing_histograms():
    from e2e.crashes import renderer_exit_codes
    log = "\n".join([
        "[1:1:1206/203229.743138:VERBOSE1:base/metrics/statistics_recorder.cc:631] Collections of all histograms",
        "Histogram: CrashExitCodes.Renderer recorded 3 samples (flags = 0x1)",
        "9   -O                                                        (1 = 33.3%)",
        "11  --O                                                       (2 = 66.7%)",
        "",
        "Histogram: DevTools.CDPCommandFromDevTools recorded 20 samples (flags = 0x1)",
        "-2120702918 -O                                                (1 = 5.0%)",
    ])
    assert renderer_exit_codes(log) == {"9": 1, "11": 2}
    assert renderer_exit_codes("no histograms were dumped") == {}


def test_a_crash_file_keeps_chromiums_fatal_lines_and_nothing_else():
    from e2e.crashes import last_words
    log = "\n".join([
        "[5:5:1206/2032:WARNING:dbus/property.cc:94] Failed to connect to PropertiesChangedsignal.",
        "[9:9:1206/2033:FATAL:partition_alloc.cc(52)] Check failed: false. Out of memory",
        "[5:5:1206/2034:ERROR:render_process_host_impl.cc] Render process gone, status 2, exit code 11",
    ])
    assert last_words(log) == [
        "[9:9:1206/2033:FATAL:partition_alloc.cc(52)] Check failed: false. Out of memory",
        "[5:5:1206/2034:ERROR:render_process_host_impl.cc] Render process gone, status 2, exit code 11"]


def test_a_crash_file_is_named_after_its_test_and_knows_the_route():
    from e2e.crashes import file_stem, route_of
    assert file_stem("e2e/test_x.py::test_y[chromium-390-844-fa]") == "e2e_test_x.py__test_y_chromium-390-844-fa_"
    assert route_of("http://127.0.0.1:8000/?lang=fa#/tractor/rules") == "#/tractor/rules"
    assert route_of("http://127.0.0.1:8000/") == "#/"
