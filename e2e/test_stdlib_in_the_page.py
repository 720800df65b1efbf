"""The standard library the build ships holds only what the page can import
(tools/precompile.py). Here the page is driven along its paths, both tables
through a whole deal, the rules and records, every language, its refusals
and a Python traceback, and must never have looked for a module that
Pyodide's own standard library has and the build left out, nor compiled one
that the build should have shipped as bytecode."""
from __future__ import annotations

import json
import zipfile

from playwright.sync_api import expect

from e2e.asnas_moves import play_deal
from e2e.ready import ready
from e2e.test_tractor_table import AUTO_DEAL
from tools import precompile

LANGUAGES = ("en", "fa", "zh", "de", "fi", "hu", "it")
TRACEBACK = """
import json, traceback
from pyscript import document
try:
    json.loads('{"points": ')
except ValueError:
    document.body.dataset.traceback = traceback.format_exc()
"""


def stock_modules() -> set[str]:
    with zipfile.ZipFile(precompile.STOCK) as stdlib:
        return {precompile.module_name(name) for name in stdlib.namelist() if name.endswith(".py")}


def missed(page, stock: set[str]) -> list[str]:
    """Modules of Pyodide's standard library the page looked for and did not find."""
    figures = json.loads(page.evaluate("window.cardaviaMetrics()"))
    assert figures["stdlib"]["from-source"] == [], "the build compiles every module the page loads"
    return sorted(name for name in figures["import-misses"] if name in stock)


def run_python(page, source: str) -> None:
    """A script the way a page adds one: PyScript runs it in the page's interpreter."""
    page.evaluate("""source => { const script = document.createElement('script');
        script.type = 'py'; script.textContent = source; document.body.append(script); }""", source)


def test_the_page_misses_no_standard_library_module_on_any_path(open_site, page):
    stock = stock_modules()
    open_site("?seed=11&speed=instant#/asnas")
    play_deal(page, ("look", "call", "hold"))
    page.locator(".actions [data-action=next]").click()
    assert missed(page, stock) == []

    page.evaluate("location.hash = '#/tractor'")
    expect(page.locator("[data-game=tractor][data-view=table]")).to_be_visible()
    page.evaluate(AUTO_DEAL, True)
    expect(page.locator(".deal-result")).to_be_visible()
    assert missed(page, stock) == []

    for route in ("#/asnas/rules", "#/tractor/rules", "#/stats", "#/"):
        page.evaluate(f"location.hash = '{route}'")
        page.wait_for_function(f"location.hash === '{route}'")
    for language in LANGUAGES:
        page.locator("select").first.select_option(language)
        expect(page.locator("html")).to_have_attribute("lang", language)
    assert missed(page, stock) == []

    # refusals: a corrupt save, an unknown language and seed in the address
    page.evaluate("() => localStorage.setItem('cardavia.tractor.match', '{\"format\": 1')")
    page.goto(page.url.split("?")[0] + "?lang=xx&seed=x9&speed=instant#/tractor")
    ready(page)
    expect(page.locator("[data-notice=corrupt_save]")).to_be_visible()
    run_python(page, TRACEBACK)
    page.wait_for_function("document.body.dataset.traceback !== undefined", timeout=30_000)
    trace = page.evaluate("document.body.dataset.traceback")
    assert "JSONDecodeError" in trace and "json/decoder.py" in trace
    assert missed(page, stock) == []


def test_a_first_visit_fetches_neither_the_lock_file_nor_pyodides_own_standard_library(open_site, page):
    """The page installs no packages, so Pyodide's list of them stays on the
    server, and it boots from the build's standard library only."""
    fetched = []
    page.on("request", lambda request: fetched.append(request.url))
    open_site("?seed=11&speed=instant")
    for part in ("python_stdlib.zip", "python_stdlib_2.zip"):
        assert any(url.endswith(f"/static/app/{part}") for url in fetched), part
    assert not [url for url in fetched if url.endswith(("pyodide-lock.json", "vendor/pyodide/python_stdlib.zip"))]
