"""The benches' yardsticks: Tractor AIs frozen with the engine they played
by, both read from git, so that a gain measured against one is all the new
AI's.

``choose`` (the player "today" in the benches) is the AI as it shipped before
it had levels (2026-12-01, ``COMMIT``). ``hard_1207`` is Hard as it stood on
2026-12-07 (``HARD_COMMIT``), before it read the other seats' plays, frozen
for issue 56's second target.

A yardstick that imports today's engine is not frozen: a change to the card
maths or the views would move it too, and a gain measured against it would
be partly its own. So the whole ``game`` package of its commit is unpacked
once under ``build/yardstick/`` as a package of its own name, and each of
its decisions is made on a copy of the live deal rebuilt in its own engine
(the deal's record, ``to_dict``, is a format both read). Its move comes
back as data and is checked by the live engine like anyone's.

The first knows no house rules (they came later): a deal played by any is
refused.
"""
from __future__ import annotations

import importlib
import io
import os
import re
import shutil
import subprocess
import sys
import tarfile
from pathlib import Path

from game.tractor.actions import from_data

COMMIT = "5d33740f0e1d0e05a0696416ff69153768917b30"
"""The last commit before the AI had levels: the AI the site shipped until then."""
HARD_COMMIT = "66ec18abf228128689a6d306b813ae8c5dc8a36c"
"""Hard as it stood before issue 56's reading of the other seats' plays (2026-12-07)."""
ROOT = Path(__file__).resolve().parent.parent
IMPORTS = re.compile(r"^(\s*)(from|import) game\b", re.MULTILINE)


class Frozen:
    """The ``game`` package of ``commit``, unpacked once as the package ``package``."""

    def __init__(self, commit: str, package: str, home: Path | None = None) -> None:
        self.commit = commit
        self.package = package
        self.home = home or ROOT / "build" / "yardstick" / commit[:12]

    def _unpacked(self) -> bool:
        return (self.home / self.package / "__init__.py").exists()

    def _unpack(self) -> None:
        """``game/`` of the commit as ``home/package``, its imports pointed at itself (once).

        A bench's workers all start on a fresh checkout at once: each unpacks
        into a directory of its own and renames it into place whole, and one
        that finds another's already there drops its own."""
        if self._unpacked():
            return
        part = self.home.with_name(f"{self.home.name}.part-{os.getpid()}")
        shutil.rmtree(part, ignore_errors=True)
        try:
            archive = subprocess.run(["git", "-C", str(ROOT), "archive", self.commit, "game"],
                                     capture_output=True, check=True).stdout
        except (OSError, subprocess.CalledProcessError) as error:
            sys.exit(f"The yardstick is read from git at {self.commit[:12]}, which this checkout cannot reach: "
                     f"{error}")
        with tarfile.open(fileobj=io.BytesIO(archive)) as tar:
            tar.extractall(part, filter="data")
        (part / "game").rename(part / self.package)
        for path in (part / self.package).rglob("*.py"):
            path.write_text(IMPORTS.sub(rf"\1\2 {self.package}", path.read_text(encoding="utf-8")),
                            encoding="utf-8")
        try:
            part.rename(self.home)
        except OSError:
            shutil.rmtree(part, ignore_errors=True)
            if not self._unpacked():
                raise

    def module(self, name: str):
        self._unpack()
        if str(self.home) not in sys.path:
            sys.path.insert(0, str(self.home))
        return importlib.import_module(f"{self.package}.{name}")

    def mirror(self, deal):
        """The live ``deal`` rebuilt in this engine."""
        return self.module("tractor.deal").TractorDeal.from_dict(deal.to_dict())

    def back(self, action):
        """This engine's ``action`` as one of the live engine's."""
        return from_data(self.module("tractor.actions").to_data(action))


FIRST = Frozen(COMMIT, "yardstick_game")
HARD_1207 = Frozen(HARD_COMMIT, "yardstick_hard_1207")


def choose(view, rng, deal):
    """The first yardstick's move for ``view.seat`` in the live ``deal``, decided in its own engine."""
    if deal.rules:
        raise ValueError("the yardstick plays by the standard rules only: it is older than the house rules")
    return FIRST.back(FIRST.module("tractor.ai").choose(FIRST.mirror(deal).view(view.seat), rng))


def hard_1207(view, rng, deal):
    """Hard of 2026-12-07's move for ``view.seat`` in the live ``deal``, decided in its own engine."""
    return HARD_1207.back(HARD_1207.module("tractor.ai").choose(HARD_1207.mirror(deal).view(view.seat), rng,
                                                               level="hard"))
