"""Boot paths of the Python runtime: a first visit boots Pyodide and leaves a
memory snapshot behind; a repeat visit restores it; a bad snapshot is thrown
away and the page still boots, never a blank page."""
from __future__ import annotations

import json

import pytest
from playwright.sync_api import expect

from e2e.conftest import ROOT
from e2e.ready import ready

SPEED = "?seed=11&speed=instant"  # a deal in which you act before it can end


@pytest.fixture
def snapshot_cache():
    stamp = json.loads((ROOT / "static" / "app" / "build.json").read_text())
    return f"cardavia-snapshot-{stamp['pyodide']}-{stamp['build']}"


def boot(page) -> str:
    ready(page)
    return page.evaluate("window.cardaviaBoot")


def snapshot_stored(page) -> None:
    page.wait_for_function("!['waiting', 'making'].includes(window.cardaviaSnapshot)", timeout=90_000)
    assert page.evaluate("window.cardaviaSnapshot") == "stored"


def plays(page) -> None:
    """Python answers the page: a lobby tile opens its table, and Look shows your cards."""
    page.locator(".tile[data-game=asnas] [data-action=open-table]").click()
    look = page.locator(".action-row [data-action=look]")
    expect(look).to_be_enabled(timeout=30_000)
    look.click()
    expect(page.locator(".seat.you .hand .card.face")).to_have_count(5)


def test_a_first_visit_boots_pyodide_and_stores_a_snapshot_for_this_build(open_site, page, snapshot_cache):
    open_site(SPEED)
    assert page.evaluate("window.cardaviaBoot") == "cold"
    snapshot_stored(page)
    assert page.evaluate("caches.keys()").count(snapshot_cache) == 1
    size = page.evaluate(f"""async () => {{
        const response = await (await caches.open('{snapshot_cache}')).match(new URL('cardavia-snapshot.bin', location.href));
        return [(await response.arrayBuffer()).byteLength, Number(response.headers.get('x-snapshot-length'))]; }}""")
    assert size[0] == size[1] > 10_000_000


def test_a_repeat_visit_restores_the_snapshot_and_the_page_works(open_site, page):
    open_site(SPEED)
    snapshot_stored(page)
    page.reload()
    assert boot(page) == "snapshot"
    plays(page)
    page.locator("select").first.select_option("de")
    expect(page.locator("html")).to_have_attribute("lang", "de")


def stdlib_from_source(page) -> list[str]:
    loaded = json.loads(page.evaluate("window.cardaviaMetrics()"))["stdlib"]
    assert loaded["from-bytecode"] > 100, "Python starts from the compiled standard library"
    return loaded["from-source"]


def test_python_starts_from_compiled_modules_and_never_compiles_the_standard_library(open_site, page):
    """The build ships every standard library module the page imports as
    bytecode; one it missed would show here, compiled on every visit."""
    open_site(SPEED)
    assert page.evaluate("window.cardaviaBoot") == "cold"
    assert stdlib_from_source(page) == []
    plays(page)
    page.evaluate("location.hash = '#/tractor'")
    expect(page.locator("[data-game=tractor][data-view=table]")).to_be_visible(timeout=30_000)
    page.evaluate("location.hash = '#/tractor/rules'")
    expect(page.locator("[data-view=rules]")).to_be_visible()
    assert stdlib_from_source(page) == []
    # and a restored snapshot was taken from the same standard library
    snapshot_stored(page)
    page.reload()
    assert boot(page) == "snapshot"
    page.evaluate("location.hash = '#/asnas'")
    expect(page.locator("[data-game=asnas][data-view=table]")).to_be_visible(timeout=30_000)
    assert stdlib_from_source(page) == []


def put_snapshot(page, cache: str, size: int, header: int) -> None:
    page.evaluate(f"""async () => {{
        const bytes = new Uint8Array({size});
        for (let i = 0; i < bytes.length; i += 4093) bytes[i] = (i * 7919) & 255;
        await (await caches.open('{cache}')).put(new URL('cardavia-snapshot.bin', location.href),
            new Response(bytes, {{ headers: {{ 'x-snapshot-length': '{header}' }} }}));
    }}""")


def test_a_corrupt_snapshot_is_deleted_and_python_boots_afresh(open_site, page, snapshot_cache, watch):
    open_site(SPEED)
    snapshot_stored(page)
    put_snapshot(page, snapshot_cache, 32 * 1024 * 1024, 32 * 1024 * 1024)
    watch.errors.clear()
    page.reload()
    assert boot(page) == "cold-after-bad-snapshot"
    # What Pyodide says while it fails on the bad heap is expected; after that, silence.
    watch.errors.clear()
    plays(page)
    snapshot_stored(page)  # and a good one replaces it


def test_a_snapshot_cut_short_is_never_restored(open_site, page, snapshot_cache):
    open_site(SPEED)
    snapshot_stored(page)
    put_snapshot(page, snapshot_cache, 1024 * 1024, 32 * 1024 * 1024)
    page.reload()
    assert boot(page) == "cold-after-bad-snapshot"
    plays(page)


def test_a_snapshot_of_another_build_is_ignored_and_removed(open_site, page, snapshot_cache):
    stale = "cardavia-snapshot-314.0.7-0000000000000000"
    open_site(SPEED)
    snapshot_stored(page)
    page.evaluate(f"caches.delete('{snapshot_cache}')")
    put_snapshot(page, stale, 32 * 1024 * 1024, 32 * 1024 * 1024)
    page.reload()
    assert boot(page) == "cold"
    snapshot_stored(page)
    keys = page.evaluate("caches.keys()")
    assert stale not in keys and snapshot_cache in keys
