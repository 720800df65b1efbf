"""The archives the page unpacks itself: gzipped tar, byte for byte reproducible.

A zip compresses each file on its own, and a host sends a zip as it is; a
gzipped tar compresses all of the files as one stream, so the modules, which
share their words, and the catalogues, which share their placeholders and
markup, cost a sixth less. The browser inflates gzip natively
(`DecompressionStream`) and static/boot/archive.mjs reads the tar, so no
Python runs to unpack it. Only what that reader understands is written:
plain files, names of at most 100 bytes, no time or owner, one mode.
"""
from __future__ import annotations

import gzip
import io
import tarfile
from typing import Iterable

NAME_LIMIT = 100
"""The ustar name field, without its prefix field: all the reader looks at."""
OS_UNKNOWN = 255
"""The gzip header's operating system byte, fixed so that every Python builds the same bytes."""


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
    packed = bytearray(gzip.compress(tar.getvalue(), compresslevel=9, mtime=0))
    packed[9] = OS_UNKNOWN  # Python 3.13 writes this byte itself, 3.11 and 3.12 write zlib's (3)
    return bytes(packed)


def read_tar_gz(data: bytes) -> dict[str, bytes]:
    """{path: data}, for the build's tests."""
    with tarfile.open(fileobj=io.BytesIO(gzip.decompress(data)), mode="r:") as archive:
        return {member.name: archive.extractfile(member).read() for member in archive.getmembers() if member.isfile()}
