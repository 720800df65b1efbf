"""The page's configuration matches the files and the house rules."""
from __future__ import annotations

import importlib
import json
import re
import tomllib
from pathlib import Path


from tools import bundle, bytecode, shipped, tarball

ROOT = Path(__file__).resolve().parents[2]
CONFIG = tomllib.loads((ROOT / "pyscript.toml").read_text())

def game_files() -> set[str]:
    return {
        path.relative_to(ROOT).as_posix()
        for path in (ROOT / "game").rglob("*")
        if path.suffix in (".py", ".json", ".bin") and "__pycache__" not in path.parts
    } - set(bundle.NOT_SHIPPED)


def friends_files() -> set[str]:
    return {name for name in game_files() if name.startswith("game/ui/friends/")
            and not name.endswith("__init__.py")}


def test_the_friends_table_comes_apart_and_nothing_the_page_starts_with_imports_it():
    from tests.test_house_rules import imports_of, module_name

    files = tarball.read_tar_gz(bundle.friends_archive_bytes())
    assert sorted(files) == sorted(friends_files()) and "game/ui/friends/hosting.py" in files
    for name, data in files.items():
        assert data == shipped.shipped(name, (ROOT / name).read_bytes())
    paths = sorted((ROOT / "game").rglob("*.py"))
    modules = {module_name(path) for path in paths}
    apart = {module_name(ROOT / name) for name in friends_files()}
    first = [path for path in paths if module_name(path) not in apart]
    assert {f"{module_name(path)} imports {name}" for path in first
            for name in imports_of(path, modules) & apart} == set()


def test_the_page_leaves_out_only_the_benches_opponents_and_nothing_it_ships_imports_them():
    from tests.test_house_rules import imports_of, module_name

    paths = sorted((ROOT / "game").rglob("*.py"))
    modules = {module_name(path) for path in paths}
    left_out = {module_name(ROOT / name) for name in bundle.NOT_SHIPPED}
    assert left_out <= modules, "each name is a module of the game"
    shipped_modules = [path for path in paths if module_name(path) not in left_out]
    assert {f"{module_name(path)} imports {name}" for path in shipped_modules
            for name in imports_of(path, modules) & left_out} == set()


def test_the_boot_module_unpacks_the_archives_the_build_writes_and_the_page_preloads_them():
    assert "files" not in CONFIG, "PyScript would unpack the game again, in Python"
    reader = (ROOT / "static" / "boot" / "archive.mjs").read_text()
    listed = re.search(r"export const ARCHIVES = \[(.*?)\]", reader, re.S).group(1)
    named = sorted(re.findall(r'"\.\./app/([^"]+)"', listed))
    assert named == sorted(path.name for path in (bundle.ARCHIVE, bundle.PYSCRIPT_BYTECODE))
    page = (ROOT / "index.html").read_text()
    for name in named:
        assert f'<link rel="preload" href="./static/app/{name}" as="fetch" crossorigin="anonymous">' in page


def test_the_archive_holds_every_game_file_the_page_needs_and_the_start_up_bytecode():
    files = tarball.read_tar_gz(bundle.archive_bytes())
    sources = {name for name in files if not name.endswith(".pyc")}
    translations = {name for name in game_files() if name.startswith("game/i18n/") and name.endswith(".json")
                    and name != "game/i18n/en.json"}
    assert sorted(sources) == sorted(game_files() - friends_files() - translations)
    for name in sources:
        assert files[name] == shipped.shipped(name, (ROOT / name).read_bytes())
    compiled = sorted(name for name in files if name.endswith(".pyc"))
    start_up = bytecode.start_up_modules({name: files[name].decode() for name in sources if name.endswith(".py")})
    assert "game/ui/site/app.py" in start_up and "game/tractor/deal.py" not in start_up
    tag = f"cpython-{bundle.pyodide_version()[:3]}"  # Pyodide 314.x runs Python 3.14
    assert compiled == sorted(f"{folder}/__pycache__/{module[:-3]}.{tag}.pyc"
                              for folder, _, module in (name.rpartition("/") for name in start_up))


def test_the_archive_is_reproducible_so_an_unchanged_game_keeps_its_build_name():
    assert bundle.archive_bytes() == bundle.archive_bytes()


def test_the_offline_cache_lists_the_page_its_code_and_the_runtime_it_loads():
    files = bundle.cached_files()
    for needed in ("index.html", "pyscript.toml", "manifest.webmanifest", "static/app/game.tar.gz",
                   "static/app/pyscript-bytecode.tar.gz", "static/boot/archive.mjs",
                   "static/boot/pyodide.mjs", "static/boot/snapshot-worker.mjs",
                   "static/vendor/pyodide/pyodide.asm.wasm", "static/app/python_stdlib.zip",
                   "static/app/python_stdlib_2.zip", "static/boot/stdlib.mjs"):
        assert needed in files
    assert "static/vendor/pyodide/python_stdlib.zip" not in files, "the page boots from the compiled one"
    assert len(files) == len(set(files))
    assert not [name for name in files if "codemirror" in name or "xterm" in name]


def test_each_language_but_english_comes_in_an_archive_of_its_own_that_the_offline_cache_holds():
    """A visit fetches the words of the language it is read in, not all seven catalogues."""
    files = bundle.cached_files()
    for code in ("de", "fa", "fi", "hu", "it", "zh"):
        name = f"game/i18n/{code}.json"
        archive = bundle.words_archive(code)
        assert tarball.read_tar_gz(archive.read_bytes()) == {name: shipped.shipped(name, (ROOT / name).read_bytes())}
        assert archive.relative_to(ROOT).as_posix() in files
    assert not (bundle.WORDS / "en.tar.gz").exists()


def test_interpreter_is_the_snapshot_aware_boot_module_and_no_packages_are_fetched():
    assert CONFIG["interpreter"] == "./static/boot/pyodide.mjs"
    assert "packages" not in CONFIG
    boot = (ROOT / "static" / "boot" / "pyodide.mjs").read_text()
    assert 'from "../vendor/pyodide/pyodide.mjs"' in boot
    pinned = json.loads((ROOT / "package-lock.json").read_text())["packages"]["node_modules/pyodide"]["version"]
    assert bundle.SNAPSHOT_PYODIDE == pinned, "snapshots are only for the pinned Pyodide"


def test_page_loads_the_vendored_pyscript_and_this_config():
    html = (ROOT / "index.html").read_text()
    assert 'src="./static/vendor/pyscript/core.js"' in html
    assert 'config="./pyscript.toml"' in html
    assert "https://" not in html.split("<body>")[0]


def test_every_preload_hint_names_a_file_the_page_really_fetches():
    html = (ROOT / "index.html").read_text()
    hints = re.findall(r'<link rel="(?:module)?preload" href="\./([^"]+)"', html)
    assert len(hints) >= 8
    assert set(hints) <= set(bundle.cached_files()) | {"static/app/build.json"}


def test_the_vendored_pyscript_opens_no_database_while_it_starts():
    """Where storage is refused, an IndexedDB wait in PyScript's start-up would
    hang the page: the served copy keeps its package cache in memory and opens
    its folder database only if a folder is ever mounted."""
    from tools import vendor

    loaders = [path for path in (ROOT / "static" / "vendor" / "pyscript").glob("*.js")
               if "Loading Storage" in path.read_text(encoding="utf-8")]
    assert loaders, "PyScript's loader is vendored"
    for path in loaders:
        text = path.read_text(encoding="utf-8")
        assert not vendor.PACKAGE_CACHE.search(text)
        assert not vendor.FOLDER_DATABASE.search(text)
        assert text.count("Object.assign(new Map,{sync:async()=>{},close:async()=>{}})") == 2
    original = (ROOT / "node_modules" / "@pyscript" / "core" / "dist" / loaders[0].name).read_text(encoding="utf-8")
    assert vendor.without_storage(original)[1:] == (2, 1)


def test_the_snapshot_warms_only_modules_that_import_without_the_page():
    """The snapshot worker has no page: a warmed module that imported pyscript would fail there."""
    for name in bundle.WARM_GAME + bundle.WARM_STDLIB:
        importlib.import_module(name)
    stamp = bundle.stamp_of("0123456789abcdef", [])
    assert stamp["warm"].splitlines()[0] == "import " + ", ".join(bundle.WARM_GAME)
    assert stamp["snapshot_prefix"] == bundle.SNAPSHOT_PREFIX and stamp["snapshot_cache"] in (
        None, f"{bundle.SNAPSHOT_PREFIX}{stamp['pyodide']}-0123456789abcdef")


def test_the_boot_module_and_the_service_worker_repeat_no_python_name_or_version():
    """Module names, the snapshot cache's name and the tested Pyodide version
    come from build.json, written by the bundle step, so they cannot drift."""
    for path in ("static/boot/pyodide.mjs", "static/boot/snapshot-worker.mjs", "sw.js"):
        text = (ROOT / path).read_text()
        assert "import game" not in text and "cardavia-snapshot-" not in text, path
        assert bundle.SNAPSHOT_PYODIDE not in text, path
