"""A portal embeds the page in an iframe and hears what happens in it."""
from __future__ import annotations

from fractions import Fraction
from urllib.parse import quote

from playwright.sync_api import expect

from e2e.ready import ready


def portal(site_url: str, game_query: str) -> str:
    """The portal page, on the same site as the game, framing it."""
    return site_url + "e2e/portal.html?src=" + quote(site_url + game_query)


def test_embedded_page_hides_the_chrome_opens_the_game_and_posts_messages(page, site_url):
    errors = []
    page.on("console", lambda message: message.type == "error" and errors.append(message.text))
    page.goto(portal(site_url, "?embed=1&game=asnas&speed=instant&seed=4&lang=de"))
    frame = page.frame_locator("#game")
    ready(page.locator("#game").element_handle().content_frame())
    page.wait_for_function("() => window.heard.some(m => m.source === 'cardavia' && m.type === 'ready')")
    hello = page.evaluate("() => window.heard.find(m => m.type === 'ready')")
    assert hello == {"source": "cardavia", "type": "ready", "game": "asnas", "lang": "de"}
    expect(frame.locator(".site-header")).to_be_hidden()
    expect(frame.locator(".back-link")).to_be_hidden()
    expect(frame.locator("[data-game=asnas][data-view=table] .board")).to_be_visible()
    # Fold every turn until the deal ends: the portal hears about it.
    while not page.evaluate("() => window.heard.some(m => m.type === 'deal-over')"):
        frame.locator(".action-row [data-action=fold]:not([disabled]), .actions [data-action=next]").first.wait_for()
        if frame.locator(".actions [data-action=next]").count():
            break
        frame.locator(".action-row [data-action=fold]").click()
    page.wait_for_function("() => window.heard.some(m => m.type === 'deal-over')")
    over = page.evaluate("() => window.heard.find(m => m.type === 'deal-over')")
    assert over["source"] == "cardavia" and over["game"] == "asnas" and len(over["totals"]) == 4
    # numbers from match.scores(), not display text such as "3½"
    assert over["deal"] == 1 and over["over"] is False
    assert all(isinstance(total, (int, float)) for total in over["totals"]) and abs(sum(over["totals"])) < 1e-9
    assert [float(Fraction(total)) for total in over["exact_totals"]] == over["totals"]
    assert errors == []


def test_unknown_game_parameter_shows_the_lobby_with_a_notice(open_site):
    page = open_site("?game=poker")
    expect(page.locator("[data-view=lobby]")).to_be_visible()
    expect(page.locator("[data-notice=unknown_game]")).to_contain_text("poker")


def test_page_not_embedded_keeps_its_chrome(open_site):
    page = open_site("?game=tractor&speed=instant")
    expect(page.locator(".site-header")).to_be_visible()
    expect(page.locator("[data-game=tractor][data-view=table]")).to_be_visible()
