"""The portals' published budgets, against the site as `make site` ships it.

    .venv/bin/python -m bench.budgets

Each file's size as stored and gzipped, the files over the strictest per-file
figure a portal asks (YouTube Playables: every file SHOULD be under 512 KiB,
MUST be under 30 MiB), the file count and the total (CrazyGames: at most 1,500
files; both: under 250 MiB), and the file names (YouTube: letters, digits and
`_-.` only). The first visit's bytes before the page is ready, the figure the
initial-download budgets are about, come from `bench.page` (a real visit);
tests/build/test_portal_budgets.py holds the limits a portal refuses a game
for, the ones this site can meet.
"""
from __future__ import annotations

import gzip
import re
from pathlib import Path

from tools import bundle

ROOT = Path(__file__).resolve().parents[1]
SHIPPED = ("index.html", "pyscript.toml", "manifest.webmanifest", "sw.js", ".nojekyll")
NOT_SHIPPED = ("static/vendor/pyodide/python_stdlib.zip",)
"""What `make site` leaves out: the page boots from static/app/python_stdlib.zip."""
KIB, MIB = 1024, 1024 * 1024
FILE_SHOULD = 512 * KIB
FILE_MUST = 30 * MIB
TOTAL_MUST = 250 * MIB
FILE_COUNT = 1500
NAME = re.compile(r"[A-Za-z0-9_.-]+")
INITIAL = {"YouTube Playables, should": 15 * MIB, "YouTube Playables, must": 30 * MIB,
           "CrazyGames, mobile home page": 20_000_000, "CrazyGames": 50_000_000, "issue 21's bar": 5_200_000}
WHY = {
    "pyodide.asm.wasm": "Python itself, compiled to WebAssembly: one module the browser compiles whole",
    "pyodide.asm.mjs": "the JavaScript half of that module, generated with it",
}


def site_files() -> list[Path]:
    """Every file `make site` publishes, as it lies in the working tree."""
    files = [ROOT / name for name in SHIPPED if (ROOT / name).exists()]
    files += [path for path in sorted((ROOT / "static").rglob("*"))
              if path.is_file() and "__pycache__" not in path.parts
              and path.relative_to(ROOT).as_posix() not in NOT_SHIPPED]
    return files


def main() -> None:
    bundle.main()
    files = site_files()
    sizes = {path.relative_to(ROOT).as_posix(): (path.stat().st_size,
                                                 len(gzip.compress(path.read_bytes(), 9))) for path in files}
    total = sum(size for size, _ in sizes.values())
    print(f"The site as `make site` ships it: {len(sizes)} files (CrazyGames: at most {FILE_COUNT}), "
          f"{total / MIB:.2f} MiB stored, {sum(packed for _, packed in sizes.values()) / MIB:.2f} MiB gzipped "
          f"(both portals: under {TOTAL_MUST // MIB} MiB)")
    bad_names = [name for name in sizes if not all(NAME.fullmatch(part) for part in name.split("/"))]
    print(f"File names outside letters, digits and _-. (YouTube refuses them): {bad_names or 'none'}")
    largest = max(sizes.values())
    print(f"Largest file: {largest[0] / MIB:.2f} MiB stored (YouTube: every file under {FILE_MUST // MIB} MiB)")
    over = {name: size for name, size in sizes.items() if size[0] >= FILE_SHOULD}
    print(f"\nFiles at or over {FILE_SHOULD // KIB} KiB as stored (YouTube's should): {len(over)} of {len(sizes)}")
    for name, (stored, packed) in sorted(over.items(), key=lambda item: -item[1][0]):
        why = WHY.get(name.rsplit("/", 1)[-1], "")
        print(f"  {name:<58} {stored / KIB:9.1f} KiB  gzipped {packed / KIB:8.1f} KiB  {why}")
    print("\nInitial download budgets (the first visit's bytes before ready come from `bench.page`):")
    for name, limit in INITIAL.items():
        print(f"  {name:<32} {limit / 1e6:6.2f} MB")


if __name__ == "__main__":
    main()
