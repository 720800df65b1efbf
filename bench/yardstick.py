"""The benches' yardstick: the Tractor AI as it shipped before it had levels
(2026-12-01), with the engine it played by, both read from git at ``COMMIT``.

A yardstick that imports today's engine is not frozen: a change to the card
maths or the views would move it too, and a gain measured against it would
be partly its own. So the whole ``game`` package of that commit is unpacked
once under ``build/yardstick/`` as a package of its own name, and each of
its decisions is made on a copy of the live deal rebuilt in its own engine
(the deal's record, ``to_dict``, is a format both read). Its move comes
back as data and is checked by the live engine like anyone's.

It knows no house rules (they came later): a deal played by any is refused.
"""
from __future__ import annotations

import importlib
import io
import re
import shutil
import subprocess
import sys
import tarfile
from pathlib import Path

from game.tractor.actions import from_data

COMMIT = "5d33740f0e1d0e05a0696416ff69153768917b30"
"""The last commit before the AI had levels: the AI the site shipped until then."""
PACKAGE = "yardstick_game"
ROOT = Path(__file__).resolve().parent.parent
HOME = ROOT / "build" / "yardstick" / COMMIT[:12]
IMPORTS = re.compile(r"^(\s*)(from|import) game\b", re.MULTILINE)


def _unpack() -> None:
    """``game/`` of ``COMMIT`` as ``HOME/PACKAGE``, its imports pointed at itself (once)."""
    if (HOME / PACKAGE / "__init__.py").exists():
        return
    part = HOME.with_name(HOME.name + ".part")
    shutil.rmtree(part, ignore_errors=True)
    try:
        archive = subprocess.run(["git", "-C", str(ROOT), "archive", COMMIT, "game"],
                                 capture_output=True, check=True).stdout
    except (OSError, subprocess.CalledProcessError) as error:
        sys.exit(f"The yardstick is read from git at {COMMIT[:12]}, which this checkout cannot reach: {error}")
    with tarfile.open(fileobj=io.BytesIO(archive)) as tar:
        tar.extractall(part, filter="data")
    (part / "game").rename(part / PACKAGE)
    for path in (part / PACKAGE).rglob("*.py"):
        path.write_text(IMPORTS.sub(rf"\1\2 {PACKAGE}", path.read_text(encoding="utf-8")), encoding="utf-8")
    shutil.rmtree(HOME, ignore_errors=True)
    part.rename(HOME)


def _old(module: str):
    _unpack()
    if str(HOME) not in sys.path:
        sys.path.insert(0, str(HOME))
    return importlib.import_module(f"{PACKAGE}.{module}")


def choose(view, rng, deal):
    """The yardstick's move for ``view.seat`` in the live ``deal``, decided in its own engine."""
    if deal.rules:
        raise ValueError("the yardstick plays by the standard rules only: it is older than the house rules")
    mirror = _old("tractor.deal").TractorDeal.from_dict(deal.to_dict())
    action = _old("tractor.ai").choose(mirror.view(view.seat), rng)
    return from_data(_old("tractor.actions").to_data(action))
