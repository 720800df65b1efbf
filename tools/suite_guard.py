"""What a run of the suite owes whoever reads its end: no hidden reruns, and
every browser crash named.

A test that crashed Chromium's renderer runs once more (pytest-rerunfailures,
see pytest.ini), because a crash under load says nothing about the rule the
test checks. But reruns that pile up are a sick suite, not bad luck: more than
`RERUN_BUDGET` tests rerun in one run fails the run, with their names. The
crash files the e2e tests left in `build/crashes/` (e2e/crashes.py) are
listed at the end, so the cause is looked for, not retried.

Loaded by `-p tools.suite_guard` in pytest.ini.
"""
from __future__ import annotations

import json
import socket
import time
from pathlib import Path

import pytest

RERUN_BUDGET = 1
"""How many tests of one run may need a rerun before the run fails."""


def crash_folder(config) -> Path:
    """Where e2e/crashes.py writes what it knows of each crash."""
    return config.rootpath / "build" / "crashes"


def _is_controller(config) -> bool:
    """Not one of pytest-xdist's workers: the run's summary is the controller's."""
    return not hasattr(config, "workerinput")


class RerunBudget:
    def __init__(self, budget: int) -> None:
        self.budget = budget
        self.rerun: list[str] = []

    def pytest_runtest_logreport(self, report) -> None:
        if report.outcome == "rerun" and report.nodeid not in self.rerun:
            self.rerun.append(report.nodeid)

    @property
    def over(self) -> bool:
        return len(self.rerun) > self.budget

    def pytest_sessionfinish(self, session) -> None:
        if self.over and session.exitstatus == pytest.ExitCode.OK:
            session.exitstatus = pytest.ExitCode.TESTS_FAILED

    def pytest_terminal_summary(self, terminalreporter) -> None:
        if not self.rerun:
            return
        verdict = "the run fails" if self.over else "within the budget"
        terminalreporter.section("reruns", sep="=", red=self.over, yellow=not self.over)
        terminalreporter.line(f"{len(self.rerun)} test(s) needed a rerun, {self.budget} allowed: {verdict}")
        for nodeid in self.rerun:
            terminalreporter.line(f"  {nodeid}")


class CrashList:
    """Lists the crash files this run wrote; those of earlier runs stay, unlisted."""

    def __init__(self, folder: Path) -> None:
        self.folder = folder
        self.started = time.time()

    @pytest.hookimpl(trylast=True)
    def pytest_terminal_summary(self, terminalreporter) -> None:
        """Last before the short summary, so the end of a long log that is cut still has it."""
        found = sorted(path for path in self.folder.glob("*.json") if path.stat().st_mtime >= self.started) \
            if self.folder.is_dir() else []
        if not found:
            return
        terminalreporter.section("browser crashes", sep="=", red=True)
        for path in found:
            terminalreporter.line(f"  {path}")
            terminalreporter.line(f"    {self._digest(path)}")

    @staticmethod
    def _digest(path: Path) -> str:
        try:
            from e2e.crashes import digest
            return digest(json.loads(path.read_text()))
        except Exception as error:  # a half-written or foreign file must not hide the others
            return f"(unreadable: {error})"


def answer_reruns_at_once(config) -> None:
    """pytest-rerunfailures keeps its count of reruns in the controller and asks it over a
    loopback socket at every test: a write, then a write and a read. With Nagle's algorithm
    on, the second write waits for the first one's delayed acknowledgement, 40 ms a test, so
    a worker of the CPython run sat idle for 45 s of its 82 s. Small writes sent at once
    (TCP_NODELAY) change nothing else."""
    connection = getattr(getattr(config, "failures_db", None), "sock", None)
    if isinstance(connection, socket.socket):
        connection.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)


@pytest.hookimpl(trylast=True)  # after pytest-rerunfailures made its connection
def pytest_configure(config) -> None:
    answer_reruns_at_once(config)
    if _is_controller(config):
        config.pluginmanager.register(RerunBudget(RERUN_BUDGET), "cardavia-rerun-budget")
        config.pluginmanager.register(CrashList(crash_folder(config)), "cardavia-crash-list")
