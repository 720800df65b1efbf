"""Pack the page's Python into one archive and stamp the build.

The page fetches its game code as a single `static/app/game.tar.gz` that the
boot module unpacks (static/boot/archive.mjs), so a first visit makes one
request for it instead of one per module.
The same step names the build: a digest of every file the page uses. The
service worker caches exactly that list under that name, and the boot module
keys its Pyodide snapshot by it, so a changed site never reuses stale files
or a stale heap.

Writes (all generated, git-ignored):
  static/app/game.tar.gz  the game package, unpacked at ./game/, with its start-up
                          modules' bytecode (tools/bytecode.py)
  static/app/friends.tar.gz
                          the friends' table's modules, fetched when a room is opened
  static/app/pyscript-bytecode.tar.gz
                          PyScript's Python package compiled, unpacked at ./pyscript/__pycache__/
  static/app/site.css     static/css/site.css without its comments
  static/app/python_stdlib.zip, python_stdlib_2.zip
                          Pyodide's standard library with the modules the page
                          imports at start compiled (tools/precompile.py), in two
                          parts under the 512 KiB a portal asks of each file
  static/app/build.json   {"build", "pyodide", "files", "snapshot_cache",
                          "snapshot_prefix", "warm", "lock"}: what the boot module
                          and the snapshot worker need to know of this build
  static/app/precache.js  the same for the service worker (importScripts)
"""
from __future__ import annotations

import hashlib
import json
import re
import zipfile
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent

from tools import bytecode, precompile, shipped, tarball

APP = ROOT / "static" / "app"
ARCHIVE = APP / "game.tar.gz"
PYSCRIPT_BYTECODE = APP / "pyscript-bytecode.tar.gz"
STYLE_SOURCE = ROOT / "static" / "css" / "site.css"
STYLE = APP / "site.css"
STDLIB_PARTS = (APP / "python_stdlib.zip", APP / "python_stdlib_2.zip")
"""Where Pyodide mounts its standard library, and the rest of it (static/boot/stdlib.mjs)."""

# What a visit loads besides the game archive. From the vendored runtime,
# PyScript's code editor and terminal libraries stay out: this page never
# opens either, and they would add a megabyte to every first visit.
PAGE = ("index.html", "pyscript.toml", "manifest.webmanifest")
STATIC = ("static/img", "static/boot")
RUNTIME = (
    "static/vendor/pyodide/pyodide.mjs",
    "static/vendor/pyodide/pyodide.asm.mjs",
    "static/vendor/pyodide/pyodide.asm.wasm",
)
LOCK = ROOT / "static" / "vendor" / "pyodide" / "pyodide-lock.json"
NEVER_LOADED = ("codemirror", "xterm", "service-worker")

# Pyodide memory snapshots use its private `_loadSnapshot`/`_makeSnapshot`
# options, tested with this version only: with any other the page boots the
# plain way until this is checked again.
SNAPSHOT_PYODIDE = "314.0.7"
SNAPSHOT_PREFIX = "cardavia-snapshot-"

# Imported before the snapshot is taken: modules of this build that never
# touch the page (the UI's modules import pyscript, which a worker lacks), and
# the standard library modules the page's start-up imports anyway.
WARM_GAME = ("game.core", "game.games", "game.asnas", "game.asnas.ai", "game.tractor", "game.tractor.ai",
             "game.i18n", "game.ui.site.look", "game.ui.site.routes", "game.ui.site.games", "game.ui.services.pacing")
WARM_STDLIB = ("asyncio", "base64", "concurrent.futures", "dataclasses", "glob", "html", "inspect", "json",
               "logging", "pathlib", "random", "shutil", "tempfile", "textwrap", "typing", "zipfile")


NOT_SHIPPED = ("game/asnas/ai/players.py", "game/tractor/ai/greedy.py", "game/tractor/ai/random_player.py")
"""The opponents and match drivers the tests and the benches measure the AI
against (a random player, a calling station, a greedy player): no table
seats them, so the page never downloads them. A test checks that nothing
shipped imports them."""


ON_DEMAND = "game/ui/friends/"
FRIENDS_ARCHIVE = APP / "friends.tar.gz"
"""The friends' table's modules, all of its package but the package's first
file, are not part of a first visit: they come in an archive of their own,
fetched the first time a room is opened (game/ui/site/on_demand.py), like
the connection library they use. Nothing the page imports at start imports
them (a test holds it)."""
BY_HAND_OFFLINE = ("static/friends/by-hand.mjs", "static/friends/link.mjs", "static/vendor/friends/qrcode.mjs")
"""What a friends' table connected by hand loads besides that archive. These and
the archive are cached with the site (`cached_files`), so two devices where
Cardavia was opened before meet with no internet; the page itself still asks
for none of them until a room opens, and the broker's library (of no use
offline) is never cached ahead."""


def _game_files() -> list[str]:
    return sorted(
        name for name in (path.relative_to(ROOT).as_posix()
                          for path in (ROOT / "game").rglob("*")
                          if path.suffix in (".py", ".json", ".bin") and "__pycache__" not in path.parts)
        if name not in NOT_SHIPPED
    )


WORDS = APP / "words"
"""Each language but English comes in an archive of its own, `static/app/words/<code>.tar.gz`:
a visit fetches the one it is read in while Python starts (static/boot/pyodide.mjs), another
when the player picks it (game/ui/site/on_demand.py), and the service worker caches them all
for offline play. A first visit carried the six translations it did not read, 40 KB."""


def on_demand(name: str) -> bool:
    return name.startswith(ON_DEMAND) and not name.endswith("/__init__.py")


def page_files() -> list[str]:
    """The game's modules and English's catalogue a visit downloads, as paths below the site root."""
    return [name for name in _game_files() if not on_demand(name) and not shipped.is_translation(name)]


def translations() -> dict[str, str]:
    """{language code: its catalogue's path}, English's excepted."""
    return {Path(name).stem: name for name in _game_files() if shipped.is_translation(name)}


def words_archive(code: str) -> Path:
    return WORDS / f"{code}.tar.gz"


def words_archive_bytes(name: str) -> bytes:
    return tarball.reproducible_tar_gz([(name, shipped.shipped(name, (ROOT / name).read_bytes()))])


def friends_files() -> list[str]:
    """The friends' table's modules, fetched when a room is opened."""
    return [name for name in _game_files() if on_demand(name)]


def friends_archive_bytes() -> bytes:
    return tarball.reproducible_tar_gz(
        (name, shipped.shipped(name, (ROOT / name).read_bytes())) for name in friends_files())


KINDS = (".py", ".json", ".pyc", ".bin")
"""The archive's order: like files side by side, where gzip's window finds their likeness."""


def archive_bytes() -> bytes:
    """Reproducible, so an unchanged game gives the same bytes and the same
    build name; each file as the page gets it (tools/shipped.py), then the
    bytecode of those the page imports before it is ready."""
    files = {name: shipped.shipped(name, (ROOT / name).read_bytes()) for name in page_files()}
    sources = {name: data.decode() for name, data in files.items() if name.endswith(".py")}
    start_up = bytecode.compiled({name: sources[name] for name in bytecode.start_up_modules(sources)})
    entries = [*files.items(), *start_up.items()]
    return tarball.reproducible_tar_gz(sorted(entries, key=lambda entry: (KINDS.index(Path(entry[0]).suffix),
                                                                          entry[0])))


def pyscript_bytecode() -> bytes:
    return tarball.reproducible_tar_gz(
        bytecode.compiled(bytecode.pyscript_sources(), cache=bytecode.CACHE / "pyscript").items())


def cached_files() -> list[str]:
    """Every file a visit needs, and what a friends' table by hand needs offline, relative to the site root."""
    files = list(PAGE)
    for folder in STATIC:
        files += sorted(p.relative_to(ROOT).as_posix() for p in (ROOT / folder).rglob("*") if p.is_file())
    files += list(RUNTIME)
    pyscript = ROOT / "static" / "vendor" / "pyscript"
    files += sorted(
        p.relative_to(ROOT).as_posix() for p in pyscript.iterdir()
        if p.suffix in (".js", ".css") and not p.name.startswith(NEVER_LOADED)
    )
    files += [words_archive(code).relative_to(ROOT).as_posix() for code in sorted(translations())]
    files += [FRIENDS_ARCHIVE.relative_to(ROOT).as_posix(), *BY_HAND_OFFLINE]
    files += [STYLE.relative_to(ROOT).as_posix(), ARCHIVE.relative_to(ROOT).as_posix(),
              PYSCRIPT_BYTECODE.relative_to(ROOT).as_posix(), *(part.relative_to(ROOT).as_posix()
                                                                for part in STDLIB_PARTS)]
    return files


def pyodide_version() -> str:
    return json.loads((ROOT / "static" / "vendor" / "versions.json").read_text())["pyodide"]


def warm_source() -> str:
    """The Python the snapshot worker runs before it takes the snapshot."""
    return f"import {', '.join(WARM_GAME)}\nimport {', '.join(WARM_STDLIB)}\n"


def empty_lock() -> dict:
    """Pyodide's lock file without its packages: the page installs none, and
    Pyodide checks only the header (the ABI) before it starts."""
    return {"info": json.loads(LOCK.read_text())["info"], "packages": {}}


def stamp_of(build: str, files: list[str]) -> dict:
    pyodide = pyodide_version()
    snapshots = pyodide == SNAPSHOT_PYODIDE
    return {
        "build": build,
        "pyodide": pyodide,
        "files": files,
        "snapshot_cache": f"{SNAPSHOT_PREFIX}{pyodide}-{build}" if snapshots else None,
        "snapshot_prefix": SNAPSHOT_PREFIX,
        "warm": warm_source(),
        "lock": empty_lock(),
    }


def style_bytes() -> bytes:
    """The style sheet as the page gets it: its comments are a fifth of it gzipped,
    and only its readers need them, like its indentation (every rule stays on its line)."""
    source = STYLE_SOURCE.read_text(encoding="utf-8")
    bare = re.sub(r"/\*.*?\*/", lambda note: "\n" * note.group().count("\n"), source, flags=re.S)
    return "\n".join(line.strip() for line in bare.split("\n")).encode()


def write_if_changed(path: Path, data: bytes) -> None:
    """Files the same as before are left alone, so a server already serving them (another
    test process's) never reads one half written; a changed one is replaced whole."""
    if not path.exists() or path.read_bytes() != data:
        part = path.with_name(path.name + ".part")
        part.write_bytes(data)
        part.replace(path)


def stdlib_imports() -> list[str]:
    """The standard library the game imports, the friends' table included (its modules come
    later, but the library they import is the one the page has)."""
    sources = [(ROOT / name).read_text(encoding="utf-8") for name in page_files() + friends_files()
               if name.endswith(".py")]
    return precompile.startup_imports(sources)


def stdlib_parts() -> list[bytes]:
    return precompile.stdlib_parts(precompile.built_stdlib(stdlib_imports()), len(STDLIB_PARTS))


def stdlib_files() -> dict[str, bytes]:
    """Every file of the shipped standard library, whichever part holds it."""
    files = {}
    for part in STDLIB_PARTS:
        with zipfile.ZipFile(part) as stdlib:
            files |= {name: stdlib.read(name) for name in stdlib.namelist()}
    return files


def main() -> None:
    APP.mkdir(parents=True, exist_ok=True)
    # Each of the three compiles starts the vendored Pyodide in Node (3 s or more, on one core),
    # each with a cache of its own: side by side, a clean clone's bundle took 12 s, not 16.
    with ThreadPoolExecutor(max_workers=3) as pool:
        game, pyscript, stdlib = (pool.submit(archive_bytes), pool.submit(pyscript_bytecode),
                                  pool.submit(stdlib_parts))
        data = game.result()
        write_if_changed(ARCHIVE, data)
        write_if_changed(PYSCRIPT_BYTECODE, pyscript.result())
        for part, zipped in zip(STDLIB_PARTS, stdlib.result()):
            write_if_changed(part, zipped)
    write_if_changed(FRIENDS_ARCHIVE, friends_archive_bytes())
    WORDS.mkdir(exist_ok=True)
    for code, name in translations().items():
        write_if_changed(words_archive(code), words_archive_bytes(name))
    write_if_changed(STYLE, style_bytes())
    files = cached_files()
    digest = hashlib.sha256()
    for name in files:
        digest.update(name.encode() + b"\0" + (ROOT / name).read_bytes())
    # build.json names the build, so it is cached but cannot be part of the digest.
    listed = [f"./{f}" for f in files] + ["./static/app/build.json"]
    stamp = stamp_of(digest.hexdigest()[:16], listed)
    text = json.dumps(stamp, indent=1)
    write_if_changed(APP / "build.json", (text + "\n").encode())
    write_if_changed(APP / "precache.js", (
        "/* Generated by tools/bundle.py: what the service worker caches, and the build it belongs to. */\n"
        f"self.CARDAVIA_BUILD = {text};\n").encode())
    print(f"static/app: {len(page_files())} game files in {len(data) // 1024} KB, "
          f"standard library {' + '.join(str(part.stat().st_size // 1024) for part in STDLIB_PARTS)} KB, "
          f"build {stamp['build']}")


if __name__ == "__main__":
    main()
