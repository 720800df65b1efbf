"""Boot paths of the Python runtime: a first visit boots Pyodide and leaves a
memory snapshot behind; a repeat visit restores it; a bad snapshot is thrown
away and the page still boots, never a blank page."""
from __future__ import annotations

import json

import pytest
from playwright.sync_api import expect

from e2e.conftest import ROOT, PageWatch
from e2e.ready import ready
from tools.serve import serve_in_background

SPEED = "?seed=11&speed=instant"  # a deal in which you act before it can end


@pytest.fixture
def snapshot_cache():
    stamp = json.loads((ROOT / "static" / "app" / "build.json").read_text())
    return stamp["snapshot_cache"]


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


@pytest.mark.snapshot_worker
def test_a_reload_while_the_snapshot_is_made_starts_no_second_python_in_that_tab(open_site, page, context, site_url):
    """The worker is held before it loads, so the snapshot is still being made when the tab reloads."""
    page.route("**/snapshot-worker.mjs", lambda route: None)
    open_site(SPEED)
    page.wait_for_function("window.cardaviaSnapshot === 'making'")
    page.reload()
    assert boot(page) == "cold"
    page.wait_for_function("window.cardaviaSnapshot !== 'waiting'")
    assert page.evaluate("window.cardaviaSnapshot") == "skipped: tried in this tab"
    plays(page)
    page.unroute("**/snapshot-worker.mjs")
    other = context.new_page()  # another tab tries again, and stores it
    watch = PageWatch(other, site_url.rstrip("/"))
    other.goto(page.url)
    ready(other)
    snapshot_stored(other)
    watch.assert_clean()


def test_the_tests_switch_the_snapshot_worker_off_on_this_machine(open_site, page):
    """Every e2e test but the snapshot's own boots one Python per page, not two."""
    open_site(SPEED)
    assert page.evaluate("window.cardaviaSnapshot") == "skipped: switched off"
    plays(page)
    assert page.evaluate("window.cardaviaSnapshot") == "skipped: switched off"


def test_a_page_served_under_another_name_ignores_the_tests_switch(page):
    """127.0.0.2 is this machine too, but not one of the names the page trusts
    with the switch: there the worker starts as on any host."""
    server, url = serve_in_background(host="127.0.0.2")
    try:
        watch = PageWatch(page, url.rstrip("/"))
        page.goto(url + SPEED)
        ready(page)
        assert page.evaluate("window.cardaviaSnapshotOff") is True, "the switch was set"
        assert page.evaluate("window.cardaviaSnapshot") in ("waiting", "making", "stored")
        watch.assert_clean()
    finally:
        server.shutdown()


def stdlib_from_source(page) -> list[str]:
    loaded = json.loads(page.evaluate("window.cardaviaMetrics()"))["stdlib"]
    assert loaded["from-bytecode"] > 100, "Python starts from the compiled standard library"
    return loaded["from-source"]


@pytest.mark.snapshot_worker
def test_a_first_visit_stores_a_snapshot_that_a_repeat_visit_restores_both_from_compiled_modules(
        open_site, page, snapshot_cache):
    """One visit and the next, as a player's first two: the first boots Pyodide cold and leaves
    a snapshot for this build behind, the second restores it and plays; neither ever compiles
    a standard library module (the build ships every one the page imports as bytecode; one it
    missed would show here, compiled on every visit)."""
    open_site(SPEED)
    assert page.evaluate("window.cardaviaBoot") == "cold"
    assert stdlib_from_source(page) == []
    plays(page)
    page.evaluate("location.hash = '#/tractor'")
    expect(page.locator("[data-game=tractor][data-view=table]")).to_be_visible(timeout=30_000)
    page.evaluate("location.hash = '#/tractor/rules'")
    expect(page.locator("[data-view=rules]")).to_be_visible()
    assert stdlib_from_source(page) == []
    snapshot_stored(page)
    assert page.evaluate("caches.keys()").count(snapshot_cache) == 1
    size = page.evaluate(f"""async () => {{
        const response = await (await caches.open('{snapshot_cache}')).match(new URL('cardavia-snapshot.bin', location.href));
        return [(await response.arrayBuffer()).byteLength, Number(response.headers.get('x-snapshot-length'))]; }}""")
    assert size[0] == size[1] > 10_000_000
    page.evaluate("location.hash = '#/'")
    expect(page.locator("[data-view=lobby]")).to_be_visible()
    page.evaluate("localStorage.removeItem('cardavia.asnas.match')")
    open_site(SPEED)  # the address dropped its seed for a reload to resume: the same first deal, a new match
    assert page.evaluate("window.cardaviaBoot") == "snapshot"
    plays(page)
    page.locator("select").first.select_option("de")
    expect(page.locator("html")).to_have_attribute("lang", "de")
    assert stdlib_from_source(page) == []


def put_snapshot(page, cache: str, size: int, header: int) -> None:
    page.evaluate(f"""async () => {{
        const bytes = new Uint8Array({size});
        for (let i = 0; i < bytes.length; i += 4093) bytes[i] = (i * 7919) & 255;
        await (await caches.open('{cache}')).put(new URL('cardavia-snapshot.bin', location.href),
            new Response(bytes, {{ headers: {{ 'x-snapshot-length': '{header}' }} }}));
    }}""")


@pytest.mark.snapshot_worker
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
    """Stored over no snapshot (the worker is off): what is checked is only what the boot reads."""
    open_site(SPEED)
    put_snapshot(page, snapshot_cache, 1024 * 1024, 32 * 1024 * 1024)
    page.reload()
    assert boot(page) == "cold-after-bad-snapshot"
    plays(page)


@pytest.mark.snapshot_worker
def test_a_snapshot_of_another_build_is_ignored_and_removed(open_site, page, snapshot_cache, site_url):
    stale = "cardavia-snapshot-314.0.7-0000000000000000"
    open_site(SPEED)
    snapshot_stored(page)
    page.evaluate(f"caches.delete('{snapshot_cache}')")
    put_snapshot(page, stale, 32 * 1024 * 1024, 32 * 1024 * 1024)
    page = page.context.new_page()  # a later visit: this tab has made its snapshot already
    watch = PageWatch(page, site_url.rstrip("/"))
    page.goto(site_url + SPEED)
    assert boot(page) == "cold"
    snapshot_stored(page)
    keys = page.evaluate("caches.keys()")
    assert stale not in keys and snapshot_cache in keys
    watch.assert_clean()


def corrupt_snapshot_sparsely(page, cache: str) -> None:
    """XOR one byte in every 1,000,003 of the stored snapshot; its length and
    its stored digest stay as they were."""
    page.evaluate(f"""async () => {{
        const store = await caches.open('{cache}');
        const key = new URL('cardavia-snapshot.bin', location.href);
        const response = await store.match(key);
        const bytes = new Uint8Array(await response.arrayBuffer());
        for (let i = 0; i < bytes.length; i += 1000003) bytes[i] ^= 0xff;
        await store.put(key, new Response(bytes, {{ headers: {{
            'x-snapshot-length': response.headers.get('x-snapshot-length'),
            'x-snapshot-digest': response.headers.get('x-snapshot-digest') }} }}));
    }}""")


@pytest.mark.snapshot_worker
def test_a_snapshot_changed_in_place_fails_its_digest_and_is_never_restored(open_site, page, snapshot_cache):
    open_site(SPEED)
    snapshot_stored(page)
    corrupt_snapshot_sparsely(page, snapshot_cache)
    page.reload()
    assert boot(page) == "cold-after-bad-snapshot"
    plays(page)
    snapshot_stored(page)


def store_a_snapshot_whose_python_cannot_start_the_page(page, cache: str) -> None:
    """A sound heap that passes every check, made by the real snapshot worker,
    in which the page's own code cannot be imported."""
    outcome = page.evaluate(f"""() => new Promise(resolve => {{
        const worker = new Worker(new URL('static/boot/snapshot-worker.mjs', location.href), {{ type: 'module' }});
        worker.onmessage = event => {{ worker.terminate(); resolve(event.data); }};
        worker.postMessage({{
            indexURL: new URL('static/vendor/pyodide/', location.href).href,
            cacheName: '{cache}', key: new URL('cardavia-snapshot.bin', location.href).href,
            prefix: 'cardavia-snapshot-', archives: ['game.tar.gz', 'pyscript-bytecode.tar.gz'].map(
                name => new URL('static/app/' + name, location.href).href),
            warm: "import sys\\nsys.modules['game.ui.site.app'] = None" }});
    }})""")
    assert outcome["ok"], outcome


@pytest.mark.snapshot_worker
def test_a_snapshot_whose_python_fails_before_the_page_is_drawn_is_deleted_and_the_page_boots_afresh(
        open_site, page, snapshot_cache, watch):
    open_site(SPEED)
    snapshot_stored(page)
    store_a_snapshot_whose_python_cannot_start_the_page(page, snapshot_cache)
    watch.errors.clear()
    loads = []
    page.on("load", lambda loaded: loads.append(loaded.url))
    page.reload()
    page.wait_for_function("() => window.cardaviaBoot === 'cold'", timeout=90_000)
    ready(page)
    assert len(loads) == 2, "the snapshot boot failed, deleted the snapshot and reloaded once"
    watch.errors.clear()  # what Python said while it failed on that heap is expected; after that, silence
    plays(page)
    snapshot_stored(page)  # and a good one replaces it
