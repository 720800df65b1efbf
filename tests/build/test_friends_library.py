"""The friends' table's connection library as vendored: every module it loads
is the site's own file (no package name a browser could not resolve, nothing
from another origin), and none of it is part of a first visit: it is loaded
only when a room is opened. The offline cache holds only the QR code maker,
which a table connected by hand uses with no internet; the broker's library
is of no use there."""
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


def test_no_offline_cache_holds_the_broker_library_only_what_a_table_by_hand_needs():
    cached = bundle.cached_files()
    assert [name for name in cached if name.startswith("static/vendor/friends/")] == [
        "static/vendor/friends/qrcode.mjs"]
    assert {"static/app/friends.tar.gz", "static/friends/by-hand.mjs", "static/friends/link.mjs"} <= set(cached)
