"""The page unpacks its own archives (static/boot/archive.mjs) and starts from their bytecode."""
from __future__ import annotations

import gzip
import json

from e2e.test_boot import SPEED, plays
from e2e.test_stdlib_in_the_page import run_python
from tools import bundle, bytecode, tarball

# For every module of the game or PyScript that the page has imported: the
# bytecode Python had for it in the file system, if any, and whether the code
# it runs has columns (Python compiling in the page writes them; the build
# compiles without, tools/precompile.mjs).
STARTED_FROM = """
import json, sys, types
from pyscript import document
started = {}
for name, module in list(sys.modules.items()):
    cached = getattr(getattr(module, "__spec__", None), "cached", None)
    if name.split(".")[0] in ("game", "pyscript") and cached:
        try:
            with open(cached, "rb") as handle:
                data = handle.read().hex()
        except OSError:
            data = None
        functions = [value for value in vars(module).values()
                     if isinstance(value, types.FunctionType) and value.__module__ == name]
        columns = any(column is not None for function in functions
                      for _line, _end, column, _end_column in function.__code__.co_positions())
        started[cached] = {"data": data, "columns": columns, "functions": len(functions)}
here = compile("def f():\\n    return 1\\n", "here", "exec").co_consts[0]
started["compiled here"] = {"columns": any(column is not None for _l, _e, column, _c in here.co_positions())}
document.body.dataset.startedFrom = json.dumps(started)
"""


def started_from(page) -> dict:
    run_python(page, STARTED_FROM)
    page.wait_for_function("document.body.dataset.startedFrom !== undefined", timeout=30_000)
    return json.loads(page.evaluate("document.body.dataset.startedFrom"))


def test_the_page_starts_from_the_bytecode_the_build_shipped_for_its_start_up_and_pyscript(open_site, page):
    open_site(SPEED)
    shipped = {**tarball.read_tar_gz(bundle.ARCHIVE.read_bytes()),
               **tarball.read_tar_gz(bundle.PYSCRIPT_BYTECODE.read_bytes())}
    shipped = {f"{bytecode.HOME}/{name}": data for name, data in shipped.items() if name.endswith(".pyc")}
    found = started_from(page)
    assert found.pop("compiled here")["columns"], "code Python compiles in the page has columns"
    for path in ("game/ui/site/__pycache__/app", "game/i18n/__pycache__/__init__", "pyscript/__pycache__/web"):
        assert any(cached.startswith(f"{bytecode.HOME}/{path}.") for cached in found), path
    for cached, module in found.items():
        if cached in shipped:
            assert bytes.fromhex(module["data"]) == shipped[cached], cached
            assert not module["columns"], f"{cached}: its code was compiled in the page, not taken from the bytecode"
    assert sum(found[cached]["functions"] for cached in shipped if cached in found) > 20
    missing = sorted(cached for cached in shipped if cached not in found and "/site/" in cached)
    assert missing == [], "every start-up module of the site is imported before the page is ready"


def test_the_page_boots_and_plays_where_the_browser_cannot_inflate_gzip_itself(open_site, page):
    page.add_init_script("delete globalThis.DecompressionStream")
    open_site(SPEED)
    assert page.evaluate("typeof DecompressionStream") == "undefined"
    plays(page)


def test_an_archive_the_host_sent_already_inflated_unpacks_the_same(open_site, page):
    """A host that labels the file `Content-Encoding: gzip` has the browser inflate it on the way."""
    inflated = gzip.decompress(bundle.ARCHIVE.read_bytes())
    sent = []

    def already_inflated(route):
        sent.append(route.request.url)
        route.fulfill(status=200, body=inflated, content_type="application/x-tar")

    page.route("**/static/app/game.tar.gz", already_inflated)
    open_site(SPEED)
    assert sent, "the page fetched the archive the route answered"
    plays(page)
