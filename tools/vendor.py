"""Copy the pinned PyScript and Pyodide runtime from node_modules into static/vendor/.

The page must never reach outside its own origin, so the runtime is served
from the site itself. Only the files a stdlib-only page needs are copied:
Pyodide's package wheels are not part of the npm build, and the site asks
for none.
"""
from __future__ import annotations

import json
import re
import shutil
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
MODULES = ROOT / "node_modules"
VENDOR = ROOT / "static" / "vendor"

PYODIDE_FILES = (
    "pyodide.mjs",
    "pyodide.asm.mjs",
    "pyodide.asm.wasm",
    "python_stdlib.zip",
    "pyodide-lock.json",
)


def installed_version(package: str) -> str:
    manifest = MODULES / package / "package.json"
    if not manifest.exists():
        sys.exit(f"{package} is not installed: run `npm ci` first.")
    return json.loads(manifest.read_text())["version"]


# PyScript opens an IndexedDB package cache before starting Pyodide and waits
# for it. Where the browser refuses storage (a portal's cross-site iframe with
# third-party storage blocked, some private modes) that wait never ends and the
# page hangs on its loading screen. The site installs no packages, so a refused
# cache can simply be skipped: the wait is made to tolerate the refusal.
STORAGE_WAIT = re.compile(r'await (\w+)\.sync\(\),(\w+)\("Loaded Storage"\)')
PATCH = "storage-refusal-1"


def tolerate_refused_storage(text: str) -> tuple[str, int]:
    return STORAGE_WAIT.subn(r'await \1.sync().catch(()=>{}),\2("Loaded Storage")', text)


def copy_pyscript(target: Path) -> None:
    """PyScript loads its chunks lazily by relative name, so the whole dist
    folder goes across; source maps stay behind to keep the site small."""
    source = MODULES / "@pyscript" / "core" / "dist"
    patched = 0
    for path in source.iterdir():
        if path.suffix == ".map":
            continue
        if path.suffix == ".js" and "Loaded Storage" in (text := path.read_text(encoding="utf-8")):
            text, count = tolerate_refused_storage(text)
            patched += count
            (target / path.name).write_text(text, encoding="utf-8")
            continue
        shutil.copy2(path, target / path.name)
    if patched == 0:
        sys.exit("PyScript's storage wait was not found: check tools/vendor.py against this PyScript version.")


def copy_pyodide(target: Path) -> None:
    source = MODULES / "pyodide"
    for name in PYODIDE_FILES:
        shutil.copy2(source / name, target / name)


def main() -> None:
    versions = {
        "@pyscript/core": installed_version("@pyscript/core"),
        "pyodide": installed_version("pyodide"),
        "patch": PATCH,
    }
    stamp = VENDOR / "versions.json"
    if stamp.exists() and json.loads(stamp.read_text()) == versions:
        print(f"static/vendor is up to date ({versions})")
        return
    if VENDOR.exists():
        shutil.rmtree(VENDOR)
    for folder, copy in (("pyscript", copy_pyscript), ("pyodide", copy_pyodide)):
        (VENDOR / folder).mkdir(parents=True)
        copy(VENDOR / folder)
    stamp.write_text(json.dumps(versions, indent=2) + "\n")
    print(f"vendored {versions} into static/vendor/")


if __name__ == "__main__":
    main()
