"""The page never stalls or bricks (docs/design.md, Storage): storage refused in
every way a browser refuses it, a real cross-site frame, garbage in every
stored key, two tabs of one match, and Back and Forward."""
from __future__ import annotations

import json
from urllib.parse import quote

import pytest
from playwright.sync_api import expect

from e2e.asnas_moves import play_deal
from e2e.ready import go_to_table, ready
from game.asnas import Match

ASNAS = "?speed=instant#/asnas"
# Boots with no storage at all must still be ready within a few seconds;
# this bound only keeps a hang from running for a minute.
READY_WITHOUT_STORAGE_MS = 20_000

THROWING_GETTERS = """(() => {
    const refuse = () => { throw new DOMException('The user denied permission to access storage.', 'SecurityError'); };
    for (const name of ['localStorage', 'sessionStorage', 'indexedDB', 'caches']) {
        Object.defineProperty(window, name, { get: refuse, configurable: true });
    }
})()"""

FAILING_METHODS = """(() => {
    const denied = () => new DOMException('The user denied permission to access the database.', 'UnknownError');
    for (const name of ['getItem', 'setItem', 'removeItem', 'clear', 'key']) {
        Storage.prototype[name] = () => { throw denied(); };
    }
    IDBFactory.prototype.open = function () {
        const request = new EventTarget();
        Object.defineProperty(request, 'error', { get: denied });
        setTimeout(() => { request.onerror && request.onerror({ target: request }); request.dispatchEvent(new Event('error')); }, 0);
        return request;
    };
    for (const name of ['open', 'match', 'keys', 'delete', 'has']) {
        CacheStorage.prototype[name] = () => Promise.reject(denied());
    }
})()"""

NEVER_ANSWERING = """(() => {
    IDBFactory.prototype.open = () => new EventTarget();
    for (const name of ['open', 'match', 'keys', 'delete', 'has']) {
        CacheStorage.prototype[name] = () => new Promise(() => {});
    }
})()"""


def fold_to_the_end_of_the_deal(page) -> None:
    play_deal(page, ("fold",))


@pytest.mark.parametrize("refusal", [THROWING_GETTERS, FAILING_METHODS, NEVER_ANSWERING],
                         ids=["throwing-getters", "failing-methods", "never-answering"])
def test_with_storage_refused_the_page_boots_plays_a_deal_and_says_once_it_cannot_save(
        page, site_url, watch, refusal):
    page.add_init_script(refusal)
    page.goto(site_url + ASNAS)
    ready(page, timeout=READY_WITHOUT_STORAGE_MS)
    fold_to_the_end_of_the_deal(page)
    page.locator(".actions [data-action=next]").click()
    expect(page.locator(".deal-of")).to_have_text("Deal 2 of 12")
    go_to_table(page, "tractor")
    go_to_table(page, "asnas")
    expect(page.locator(".deal-of")).to_have_text("Deal 2 of 12")  # the match is kept in memory
    if refusal != NEVER_ANSWERING:  # a storage that hangs cannot be seen to refuse
        expect(page.locator("[data-notice=no_storage]")).to_have_count(1)


def test_a_portal_on_another_site_frames_the_game_with_its_storage_refused(page, site_url, watch):
    """Chromium here refuses storage to a cross-site frame: localhost frames 127.0.0.1."""
    portal_site = site_url.replace("127.0.0.1", "localhost")
    watch.allow(portal_site)
    portal = portal_site + "e2e/portal.html?src=" + quote(
        site_url + "?embed=1&game=asnas&speed=instant&seed=4")
    page.goto(portal)
    frame = page.locator("#game").element_handle().content_frame()
    assert frame.evaluate("() => { try { localStorage.length; return false; } catch (e) { return true; } }")
    ready(frame, timeout=READY_WITHOUT_STORAGE_MS)
    page.wait_for_function("() => window.heard.some(m => m.type === 'ready')")
    fold_to_the_end_of_the_deal(frame)
    page.wait_for_function("() => window.heard.some(m => m.type === 'deal-over')")
    expect(page.frame_locator("#game").locator("[data-notice=no_storage]")).to_have_count(1)


DEEP = "'[' .repeat(20000) + ']'.repeat(20000)"
KEYS = ("look", "lang", "speed", "asnas.match", "asnas.chances", "tractor.match", "tractor.four-colour")


def test_deeply_nested_json_in_every_stored_key_is_discarded_with_notices(open_site, page):
    open_site()
    page.evaluate(f"() => {{ for (const key of {list(KEYS)}) localStorage.setItem('cardavia.' + key, {DEEP}); }}")
    page.reload()
    ready(page)
    for notice in ("corrupt_settings", "corrupt_language", "corrupt_choice"):
        expect(page.locator(f"[data-notice={notice}]")).to_have_count(1)
    go_to_table(page, "asnas")
    expect(page.locator("[data-notice=corrupt_save]")).to_have_count(1)
    go_to_table(page, "tractor")
    expect(page.locator("[data-notice=corrupt_save]")).to_have_count(2)
    stored = page.evaluate(f"() => {list(KEYS)}.map(key => localStorage.getItem('cardavia.' + key))")
    assert not any(value and value.startswith("[[[") for value in stored), "garbage is never kept"
    page.reload()
    ready(page)
    expect(page.locator(".notice")).to_have_count(0)


def saved_match_with(**changes) -> str:
    """A good save of the As-Nas match at seed 5 as the page writes it, its first deal played
    (each player's first legal move) and the second dealt, but for `changes`."""
    match = Match(5)
    while match.to_act is not None:
        match.apply(match.legal_actions()[0])
    match.next_deal()
    return json.dumps(match.to_dict() | changes)


def test_an_as_nas_save_with_a_huge_exponent_is_refused_at_once(open_sized):
    page = open_sized(1280, 800, ASNAS, saved={
        "cardavia.asnas.match": saved_match_with(check={"totals": ["1e999999999", "0", "0", "0"]})})
    expect(page.locator("[data-notice=corrupt_save]")).to_be_visible()
    expect(page.locator(".deal-of")).to_have_text("Deal 1 of 12")


def test_a_saved_match_number_the_address_would_refuse_is_refused_in_a_save(open_sized):
    """The page's side of it, for one number; tests/test_protocol.py refuses every kind in CPython."""
    page = open_sized(1280, 800, ASNAS, saved={"cardavia.asnas.match": saved_match_with(seed=2**52)})
    expect(page.locator("[data-notice=corrupt_save]")).to_be_visible()
    expect(page.locator(".deal-of")).to_have_text("Deal 1 of 12")


def test_the_good_save_those_tests_spoil_is_taken_up(open_sized):
    """So the two refusals above are the spoiled field's, not the save's shape."""
    page = open_sized(1280, 800, ASNAS, saved={"cardavia.asnas.match": saved_match_with()})
    expect(page.locator(".deal-of")).to_have_text("Deal 2 of 12")
    expect(page.locator("[data-notice=corrupt_save]")).to_have_count(0)


@pytest.mark.parametrize("key, value", [("speed", "warp"), ("asnas.chances", "maybe"), ("tractor.four-colour", "{}")])
def test_a_garbled_saved_choice_is_dropped_with_a_notice(open_sized, key, value):
    page = open_sized(1280, 800, "", saved={f"cardavia.{key}": value})
    go_to_table(page, key.split(".")[0] if "." in key else "asnas")
    expect(page.locator("[data-notice=corrupt_choice]")).to_have_count(1)
    assert page.evaluate(f"() => localStorage.getItem('cardavia.{key}')") is None


def test_a_restored_finished_deal_says_how_it_ended(open_site, page):
    page = open_site("?seed=5&speed=instant#/asnas")
    fold_to_the_end_of_the_deal(page)
    said = page.locator("#table-status").inner_text()  # the last move, then how the deal ended
    page.reload()
    ready(page)
    expect(page.locator(".actions [data-action=next]")).to_be_visible()
    again = page.locator("#table-status").inner_text().strip()
    # the same story, from the engine's record: the last move and how the deal ended
    assert again.startswith("Welcome back") and again.endswith(said.strip()), (said, again)


def test_two_tabs_of_one_match_never_overwrite_newer_progress(page, site_url, watch):
    """Tab B sits on deal 1 while tab A plays on: B takes up A's progress and
    says so, and B's next move is made on top of it, so reloading A loses nothing."""
    page.goto(site_url + "?seed=21&speed=instant#/asnas")
    ready(page)
    other = page.context.new_page()
    other.goto(site_url + "?speed=instant#/asnas")
    ready(other)
    page.bring_to_front()  # a player plays in the tab in front (Chromium slows a hidden tab's timers)
    for _ in range(3):
        fold_to_the_end_of_the_deal(page)
        page.locator(".actions [data-action=next]").click()
    expect(page.locator(".deal-of")).to_have_text("Deal 4 of 12")
    expect(other.locator("[data-notice=moved_on_elsewhere]")).to_have_count(1)
    expect(other.locator(".deal-of")).to_have_text("Deal 4 of 12")
    other.bring_to_front()
    fold_to_the_end_of_the_deal(other)
    expect(page.locator(".actions [data-action=next]")).to_be_visible()  # A took up B's moves
    page.reload()
    ready(page)
    expect(page.locator(".deal-of")).to_have_text("Deal 4 of 12")
    expect(page.locator(".actions [data-action=next]")).to_be_visible()  # and B's end of deal 4 is kept
    other.close()


def test_back_and_forward_show_the_view_the_address_names(open_site, page):
    open_site("?seed=7#/")
    page.locator(".tile[data-game=asnas] [data-action=open-table]").click()
    expect(page.locator("[data-game=asnas][data-view=table]")).to_be_visible()
    page.go_back()
    expect(page.locator("[data-view=lobby]")).to_be_visible()
    expect(page.locator("[data-view=table]")).to_have_count(0)
    page.go_forward()
    expect(page.locator("[data-game=asnas][data-view=table]")).to_be_visible()


def test_back_and_forward_show_the_language_the_address_names(open_site, page):
    open_site("?lang=de#/")
    expect(page.locator("html")).to_have_attribute("lang", "de")
    page.evaluate("() => history.pushState(null, '', '?lang=fi#/')")  # a link within the page, say
    page.go_back()
    page.go_forward()
    expect(page.locator("html")).to_have_attribute("lang", "fi")
    expect(page.locator("#view h1")).not_to_have_text("Wähle ein Spiel")
    page.go_back()
    expect(page.locator("html")).to_have_attribute("lang", "de")
    expect(page.locator("#view h1")).to_have_text("Wähle ein Spiel")


def test_a_huge_unknown_language_in_the_address_neither_widens_nor_floods_the_page(open_site, page):
    open_site("?lang=" + "x" * 20000)
    notice = page.locator("[data-notice=unknown_language]")
    expect(notice).to_be_visible()
    width = page.evaluate("() => document.documentElement.scrollWidth")
    assert width <= page.viewport_size["width"]
    assert notice.bounding_box()["height"] < 120
