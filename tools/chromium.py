"""The one place that says which Chromium the tests and the benchmark drive,
and with which flags. `python -m tools.chromium` prints its path, or exits 1
when there is none (the test set-up then installs one)."""
from __future__ import annotations

import os
import shutil
import sys

# No sandbox (root, in a container), no GPU, and nothing that calls out to
# the network: this machine's network is closed, and the site must not need it.
FLAGS = [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--no-first-run",
]


def system_chromium() -> str | None:
    """CARDAVIA_CHROMIUM if set, else the system Chromium; None for
    Playwright's own download."""
    for candidate in (os.environ.get("CARDAVIA_CHROMIUM"), "/usr/bin/chromium", "/usr/bin/chromium-browser"):
        if candidate and shutil.which(candidate):
            return candidate
    return None


if __name__ == "__main__":
    found = system_chromium()
    if found is None:
        sys.exit(1)
    print(found)
