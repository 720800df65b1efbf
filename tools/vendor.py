"""Copy the pinned PyScript and Pyodide runtime, and the friends' table's
connection library, from node_modules into static/vendor/.

The page must never reach outside its own origin for code, so everything it
runs is served from the site itself. Only the files a stdlib-only page needs
are copied: Pyodide's package wheels are not part of the npm build, and the
site asks for none. The connection library (trystero's MQTT strategy, its
core, and the MQTT client's browser build) and the QR code generator of the
invite are loaded only when a room is opened; its modules name each other by package, which a browser without an
import map cannot resolve, so those names become relative paths here.
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


# PyScript keeps a package cache in IndexedDB and waits on it (open, sync,
# close) before it starts Python; it also opens a second database for
# mounted folders as soon as its module loads. Where the browser refuses
# storage (a portal's cross-site iframe with third-party storage blocked,
# private windows) those waits reject or never answer, and the page hangs on
# its loading screen. The site installs no packages and mounts no folders, so
# neither database is needed: the package cache becomes an in-memory map, and
# the folder database is opened only if something ever asks for it.
PACKAGE_CACHE = re.compile(r"(\w+)=new \w+\(`\$\{\w+\}@\$\{\w+\}`\)")
IN_MEMORY_CACHE = r"\1=Object.assign(new Map,{sync:async()=>{},close:async()=>{}})"
FOLDER_DATABASE = re.compile(r'(\w+)="@pyscript\.fs",(\w+)="storage permissions not granted",(\w+)=new (\w+)\(\1\)')
LAZY_DATABASE = (r'\1="@pyscript.fs",\2="storage permissions not granted",'
                 r'\3=((e)=>{let o;const d=()=>o||(o=new \4(e));'
                 r'return new Proxy({},{get:(t,k)=>{const v=d()[k];return typeof v=="function"?v.bind(d()):v}})})(\1)')
PATCH = "storage-free-2"


def without_storage(text: str) -> tuple[str, int, int]:
    """PyScript's code with both databases taken out of its start-up, and how
    many package caches and folder databases were replaced."""
    text, caches = PACKAGE_CACHE.subn(IN_MEMORY_CACHE, text)
    text, folders = FOLDER_DATABASE.subn(LAZY_DATABASE, text)
    return text, caches, folders


def copy_pyscript(target: Path) -> None:
    """PyScript loads its chunks lazily by relative name, so the whole dist
    folder goes across; source maps stay behind to keep the site small."""
    source = MODULES / "@pyscript" / "core" / "dist"
    caches = folders = 0
    for path in source.iterdir():
        if path.suffix == ".map":
            continue
        if path.suffix == ".js" and "Loading Storage" in (text := path.read_text(encoding="utf-8")):
            text, found_caches, found_folders = without_storage(text)
            caches, folders = caches + found_caches, folders + found_folders
            (target / path.name).write_text(text, encoding="utf-8")
            continue
        shutil.copy2(path, target / path.name)
    # the main thread's loader and the worker's copy of it; one folder database
    if (caches, folders) != (2, 1):
        sys.exit(f"PyScript's storage start-up was not found as expected ({caches} package caches, "
                 f"{folders} folder databases): check tools/vendor.py against this PyScript version.")


FRIENDS_IMPORTS = {'"mqtt"': '"./mqtt.esm.js"', '"@trystero-p2p/core"': '"./core/index.mjs"'}
"""The package names the connection library imports by, and the vendored files they are."""


def copy_friends(target: Path) -> None:
    """``trystero-mqtt.mjs`` (the entry), ``core/*.mjs`` and ``mqtt.esm.js``, without source maps."""
    entry = (MODULES / "@trystero-p2p" / "mqtt" / "dist" / "index.mjs").read_text(encoding="utf-8")
    for name, path in FRIENDS_IMPORTS.items():
        if f"from {name}" not in entry:
            sys.exit(f"trystero's MQTT entry no longer imports {name}: check tools/vendor.py against it.")
        entry = entry.replace(f"from {name}", f"from {path}")
    (target / "trystero-mqtt.mjs").write_text(entry, encoding="utf-8")
    (target / "core").mkdir()
    for path in (MODULES / "@trystero-p2p" / "core" / "dist").glob("*.mjs"):
        shutil.copy2(path, target / "core" / path.name)
    shutil.copy2(MODULES / "mqtt" / "dist" / "mqtt.esm.js", target / "mqtt.esm.js")
    shutil.copy2(MODULES / "qrcode-generator" / "dist" / "qrcode.mjs", target / "qrcode.mjs")  # the invite's QR code


def copy_pyodide(target: Path) -> None:
    source = MODULES / "pyodide"
    for name in PYODIDE_FILES:
        shutil.copy2(source / name, target / name)


def main() -> None:
    versions = {
        "@pyscript/core": installed_version("@pyscript/core"),
        "pyodide": installed_version("pyodide"),
        "@trystero-p2p/mqtt": installed_version("@trystero-p2p/mqtt"),
        "@trystero-p2p/core": installed_version("@trystero-p2p/core"),
        "mqtt": installed_version("mqtt"),
        "qrcode-generator": installed_version("qrcode-generator"),
        "patch": PATCH,
    }
    stamp = VENDOR / "versions.json"
    if stamp.exists() and json.loads(stamp.read_text()) == versions:
        print(f"static/vendor is up to date ({versions})")
        return
    if VENDOR.exists():
        shutil.rmtree(VENDOR)
    for folder, copy in (("pyscript", copy_pyscript), ("pyodide", copy_pyodide), ("friends", copy_friends)):
        (VENDOR / folder).mkdir(parents=True)
        copy(VENDOR / folder)
    stamp.write_text(json.dumps(versions, indent=2) + "\n")
    print(f"vendored {versions} into static/vendor/")


if __name__ == "__main__":
    main()
