"""The friends' table's connection library as vendored: every module it loads
is the site's own file (no package name a browser could not resolve, nothing
from another origin), and none of it is part of a first visit or the offline
cache: it is loaded only when a room is opened."""
from __future__ import annotations

import json
import re
from pathlib import Path

from tools import bundle

ROOT = Path(__file__).resolve().parents[2]
FRIENDS = ROOT / "static" / "vendor" / "friends"
IMPORT = re.compile(r"""(?:\bfrom\s*|\bimport\s*\(?\s*)["']([^"']+)["']""")


def modules():
    return sorted(path for path in FRIENDS.rglob("*") if path.suffix in (".mjs", ".js"))


def test_the_library_is_vendored_at_the_pinned_versions():
    versions = json.loads((ROOT / "static" / "vendor" / "versions.json").read_text())
    pinned = json.loads((ROOT / "package.json").read_text())["dependencies"]
    for package in ("@trystero-p2p/mqtt", "@trystero-p2p/core", "mqtt"):
        assert versions[package] == pinned[package]
    assert (FRIENDS / "trystero-mqtt.mjs").is_file() and (FRIENDS / "mqtt.esm.js").is_file()


def test_every_module_the_library_imports_is_a_vendored_file():
    for path in modules():
        for name in IMPORT.findall(path.read_text(encoding="utf-8")):
            assert name.startswith("./"), f"{path.relative_to(ROOT)} imports {name!r} by package name"
            assert (path.parent / name).resolve().is_file(), f"{path.relative_to(ROOT)} imports a missing {name}"


def test_no_first_visit_and_no_offline_cache_loads_the_library():
    assert not [name for name in bundle.cached_files() if name.startswith("static/vendor/friends/")]
