"""After one visit the site plays with the network gone, and an update of the
site replaces the cached files instead of stranding the player on them."""
from __future__ import annotations

import json
import shutil
from fractions import Fraction

import pytest
from playwright.sync_api import expect

from e2e.asnas_moves import play_deal
from e2e.conftest import ROOT, PageWatch
from e2e.ready import ready
from tools.serve import serve_in_background

BUILD = ROOT / "static" / "app" / "build.json"

# the page's service worker at work, in a context of its own: a warm HTTP cache could answer for a
# service worker that did not
pytestmark = [pytest.mark.fresh_context, pytest.mark.service_worker]


def wait_until_controlled(page) -> None:
    """The worker has cached every file and now answers this page's requests."""
    page.wait_for_function("navigator.serviceWorker.controller !== null", timeout=60_000)
    page.wait_for_function("""async () => (await navigator.serviceWorker.ready).active.state === 'activated'""")


def play_one_deal(page) -> list[Fraction]:
    """Hold or call whenever it is your turn, until the showdown; returns the settlements."""
    play_deal(page, ("hold", "call", "look"))
    return [Fraction(page.locator(f".seat[data-seat='{seat}'] .settle").get_attribute("data-settlement"))
            for seat in range(4)]


def test_a_reload_with_the_network_gone_plays_an_asnas_deal(open_site, page, context, site_url):
    open_site("?speed=instant")
    wait_until_controlled(page)
    context.set_offline(True)
    page.reload()
    ready(page)
    expect(page.locator(".tile")).to_have_count(2)
    page.goto(site_url + "?speed=instant&seed=11#/asnas")  # a deal that settles points (not one everyone holds)
    ready(page)
    expect(page.locator(".action-row")).to_be_visible()
    settled = play_one_deal(page)
    assert sum(settled) == 0 and any(settled)
    # The seat art comes from the cache too: every card image, once it has settled (one drawn by the
    # deal's last redraw may still be on its way from the cache), decoded.
    page.wait_for_function("[...document.images].every(image => image.complete)")
    assert page.evaluate("[...document.images].filter(image => !image.naturalWidth).map(image => image.src)") == []
    # and a language this visit never read: its words were cached with the rest
    page.select_option("#language-menu", "fi")
    expect(page.locator("html")).to_have_attribute("lang", "fi")
    expect(page.locator(".asnas-table .buttons [data-action=next]")).to_contain_text("Seuraava")


def test_with_the_network_gone_a_friend_connects_by_hand_and_sits_down(open_site, page, context, site_url):
    """Two devices on one network without the internet, Cardavia opened on both before (here two
    tabs of one browser, the network cut): the host makes a code and the friend answers it, each
    tab's files from the cache alone (the friends' table and its QR codes were cached with the
    site); then the friend sits down at the host's table."""
    open_site("?speed=instant")
    wait_until_controlled(page)
    context.set_offline(True)
    page.goto(site_url + "?broker=none&speed=instant#/asnas/friends")
    ready(page)
    page.locator(".by-hand [data-action=hand-offer]").click()
    offer = page.locator(".by-hand [data-hand-code]")
    expect(offer).not_to_be_empty(timeout=20_000)
    expect(page.locator(".by-hand .qr svg")).to_be_visible()
    friend = context.new_page()
    friend.goto(site_url + "?speed=instant#/asnas/by-hand")
    ready(friend)
    friend.locator("[data-hand-offer]").fill(offer.input_value())
    friend.locator("[data-action=hand-answer]").click()
    answer = friend.locator(".by-hand [data-hand-code]")
    expect(answer).not_to_be_empty(timeout=20_000)
    expect(friend.locator(".by-hand .qr svg")).to_be_visible()
    # Chromium's offline emulation cuts WebRTC too, even between two tabs of one machine, which a
    # network without the internet does not: with every file of both tabs loaded from the cache,
    # the emulation ends for the connection itself.
    context.set_offline(False)
    page.locator("[data-hand-answer]").fill(answer.input_value())
    page.locator("[data-action=hand-accept]").click()
    friend.locator(".friend-seats [data-action=take-seat][data-seat='2']").click(timeout=20_000)
    expect(page.locator(".friend-seats li[data-seat='2'] .who")).to_have_text("Player", timeout=20_000)


def test_the_cache_is_named_for_this_build_and_holds_every_file(open_site, page):
    open_site()
    wait_until_controlled(page)
    stamp = json.loads(BUILD.read_text())
    keys = page.evaluate("caches.keys()")
    assert f"cardavia-files-{stamp['build']}" in keys
    cached = page.evaluate(f"""async () => (await (await caches.open('cardavia-files-{stamp["build"]}')).keys())
        .map(request => request.url)""")
    origin = page.url.split("#")[0].split("?")[0]
    assert sorted(url.replace(origin, "./") for url in cached) == sorted(stamp["files"])


def test_the_manifest_makes_the_site_installable(open_site, page, site_url):
    open_site()
    href = page.locator("link[rel=manifest]").get_attribute("href")
    manifest = page.evaluate(f"fetch('{href}').then(r => r.json())")
    assert manifest["start_url"] == "./" and manifest["scope"] == "./"
    assert manifest["display"] == "standalone"
    sizes = {icon["sizes"] for icon in manifest["icons"]}
    assert {"192x192", "512x512"} <= sizes
    for icon in manifest["icons"]:
        width = page.evaluate(f"""new Promise(done => {{ const image = new Image();
            image.onload = () => done(image.naturalWidth); image.onerror = () => done(0);
            image.src = '{site_url}{icon['src']}'; }})""")
        assert width > 0, icon["src"]


@pytest.fixture
def site_copy(tmp_path):
    """A copy of the site that a test may change, as a new release would."""
    for name in ("index.html", "pyscript.toml", "manifest.webmanifest", "sw.js"):
        shutil.copy2(ROOT / name, tmp_path / name)
    shutil.copytree(ROOT / "static", tmp_path / "static", symlinks=False,
                    ignore=shutil.ignore_patterns("vendor"))
    (tmp_path / "static" / "vendor").symlink_to(ROOT / "static" / "vendor")
    server, url = serve_in_background(root=tmp_path)
    yield tmp_path, url
    server.shutdown()


def release(site, marker: str) -> str:
    """What tools/bundle.py would write for a site whose page changed."""
    page = site / "index.html"
    page.write_text(page.read_text().replace("<title>", f'<meta name="release" content="{marker}">\n  <title>', 1))
    stamp = json.loads((site / "static" / "app" / "build.json").read_text())
    stamp["build"] = marker
    text = json.dumps(stamp)
    (site / "static" / "app" / "build.json").write_text(text)
    (site / "static" / "app" / "precache.js").write_text(f"self.CARDAVIA_BUILD = {text};\n")
    return stamp["build"]


def test_an_update_replaces_the_cache_and_offers_a_reload(browser, site_copy):
    site, url = site_copy
    context = browser.new_context()
    page = context.new_page()
    watch = PageWatch(page, url.rstrip("/"))
    page.goto(url)
    ready(page)
    wait_until_controlled(page)
    old = json.loads((site / "static" / "app" / "build.json").read_text())["build"]
    page.reload()  # served from the cache: the page is this build's
    ready(page)

    new = release(site, "nextrelease")
    page.evaluate("navigator.serviceWorker.getRegistration().then(r => r.update())")
    notice = page.locator(".notice[data-notice=updated]")
    expect(notice).to_be_visible(timeout=60_000)
    # The new worker activates, then deletes every cache of the old build.
    page.wait_for_function(f"""async () => {{ const keys = await caches.keys();
        return keys.includes('cardavia-files-{new}') && !keys.some(key => key.endsWith('{old}')); }}""")

    notice.locator("[data-action=reload]").click()
    ready(page)
    expect(page.locator("meta[name=release]")).to_have_attribute("content", "nextrelease")
    watch.assert_clean()
    context.close()
