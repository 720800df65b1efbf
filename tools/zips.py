"""Zips that come out byte for byte the same from the same files.

The build name is a digest of everything the page loads, and the offline
cache and the Python snapshot are keyed by it: a zip that changed with the
clock would throw both away on every build.
"""
from __future__ import annotations

import io
import zipfile
from typing import Iterable

FIXED_TIME = (1980, 1, 1, 0, 0, 0)  # the earliest a zip can say: no build time leaks in
READABLE = 0o644 << 16


def reproducible_zip(entries: Iterable[tuple[str, bytes, int]]) -> bytes:
    """`entries`: (name, data, external attributes), written in that order."""
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w", zipfile.ZIP_DEFLATED) as archive:
        for name, data, attributes in entries:
            info = zipfile.ZipInfo(name, date_time=FIXED_TIME)
            info.compress_type = zipfile.ZIP_DEFLATED
            info.external_attr = attributes
            archive.writestr(info, data, compresslevel=9)
    return buffer.getvalue()
