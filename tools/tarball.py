"""The archives the page unpacks itself: gzipped tar, byte for byte reproducible.

A zip compresses each file on its own, and a host sends a zip as it is; a
gzipped tar compresses all of the files as one stream, so the catalogues in
seven languages, which share their keys, and the modules, which share their
words, cost a sixth less. The browser inflates gzip natively
(`DecompressionStream`) and static/boot/archive.mjs reads the tar, so no
Python runs to unpack it. Only what that reader understands is
written: plain files, names of at most 100 bytes, no time, owner or mode.
"""
from __future__ import annotations

import gzip
import io
import tarfile
from typing import Iterable

NAME_LIMIT = 100
"""The ustar name field, without its prefix field: all the reader looks at."""


def reproducible_tar_gz(entries: Iterable[tuple[str, bytes]]) -> bytes:
    """`entries`: (path below the unpacking folder, data), written in that order."""
    tar = io.BytesIO()
    with tarfile.open(fileobj=tar, mode="w", format=tarfile.USTAR_FORMAT) as archive:
        for name, data in entries:
            if len(name.encode()) > NAME_LIMIT:
                raise ValueError(f"{name}: a name longer than {NAME_LIMIT} bytes")
            info = tarfile.TarInfo(name)
            info.size, info.mtime, info.mode = len(data), 0, 0o644
            archive.addfile(info, io.BytesIO(data))
    return gzip.compress(tar.getvalue(), compresslevel=9, mtime=0)


def read_tar_gz(data: bytes) -> dict[str, bytes]:
    """{path: data}, for the build's tests."""
    with tarfile.open(fileobj=io.BytesIO(gzip.decompress(data)), mode="r:") as archive:
        return {member.name: archive.extractfile(member).read() for member in archive.getmembers() if member.isfile()}
