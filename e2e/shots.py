"""Screenshots for a person to look at, written only when asked (`SHOTS=1`).

No test reads them: they are what the eye checks after a change to a table's
look (`make e2e K=layout SHOTS=1`, then test-results/). A full-page picture
costs the renderer a third of a second, and the layout tests took dozens of
them on every run for nobody; the geometry they show is asserted anyway.
"""
from __future__ import annotations

import os
from pathlib import Path

from e2e.ready import loading_faded

FOLDER = Path("test-results")


def asked() -> bool:
    return os.environ.get("SHOTS") == "1"


def keep(page, name: str, full_page: bool = True) -> None:
    """`page` as a player sees it once the loading screen is gone, in test-results/`name`.png."""
    if not asked():
        return
    FOLDER.mkdir(exist_ok=True)
    loading_faded(page).screenshot(path=str(FOLDER / f"{name}.png"), full_page=full_page)
