"""A card portal on another site frames the game (its storage refused, as a
cross-site frame's is here) and talks to it both ways: it hears the boot's
progress, every step of a deal and a good moment for a break, in order, and
its orders (pause, resume, mute, unmute, set-lang) are carried out, while
garbage, and orders from any other origin, change nothing."""
from __future__ import annotations

import json
import random
from urllib.parse import quote

from playwright.sync_api import expect

from e2e.asnas_moves import play_deal, wait_for_you
from e2e.ready import ready
from e2e.test_reliability import READY_WITHOUT_STORAGE_MS
from game.asnas import Match
from game.asnas.actions import OPENING_BET

SEED = 11
AI_TURNS = "() => JSON.parse(window.cardaviaMetrics()).counts['asnas-ai-turns'] || 0"
"""How many times the table has set its AI players going (a portal's pause refuses it)."""


def second_deal_opens_with_an_ai_seat(seed: int) -> bool:
    """Whether deal 2 of match `seed` starts with an AI player to act (whatever deal 1's moves)."""
    match, rng = Match(seed), random.Random(seed)
    while match.to_act is not None:
        match.apply(match.legal_actions().sample(rng))
    match.next_deal()
    return match.to_act != 0


def heard(page) -> list[dict]:
    return page.evaluate("() => window.heard.filter(message => message.source === 'cardavia')")


def told(page, message) -> None:
    """The portal sends `message` to the game's frame (from its own origin)."""
    page.evaluate(f"() => document.getElementById('game').contentWindow.postMessage({json.dumps(message)}, '*')")


def test_a_portal_on_another_site_hears_a_deal_in_order_and_its_orders_are_carried_out(page, site_url, watch):
    assert second_deal_opens_with_an_ai_seat(SEED)
    portal_site = site_url.replace("127.0.0.1", "localhost")
    watch.allow(portal_site)
    game = site_url + f"?embed=1&game=asnas&speed=fast&seed={SEED}&parent={quote(portal_site.rstrip('/'))}"
    page.goto(portal_site + "e2e/portal.html?src=" + quote(game))
    frame = page.locator("#game").element_handle().content_frame()
    ready(frame, timeout=READY_WITHOUT_STORAGE_MS)

    # the boot's progress, as fractions, at least five steps, before `ready`
    page.wait_for_function("() => window.heard.some(message => message.type === 'ready')")
    messages = heard(page)
    loading = [message["progress"] for message in messages if message["type"] == "loading"]
    assert len(loading) >= 5 and loading == sorted(loading) and loading[0] < 0.2 and loading[-1] == 1
    assert [message["type"] for message in messages].index("ready") == len(loading)

    # a whole deal: play starts, the deal ends, play stops, a break may come
    play_deal(frame, ("hold", "call", "look"))
    page.wait_for_function("() => window.heard.some(message => message.type === 'break-ok')")
    after = [message for message in heard(page) if message["type"] not in ("loading", "ready")]
    assert [message["type"] for message in after] == ["gameplay-start", "deal-over", "gameplay-stop", "break-ok"]
    assert after[1]["deal"] == 1 and after[3] == {"source": "cardavia", "type": "break-ok", "game": "asnas", "deal": 1}

    # paused: the cover takes the page, the next deal's AI players do not move until it resumes
    told(page, {"type": "pause"})
    cover = frame.locator(".paused-cover")
    expect(cover).to_contain_text("Paused")
    expect(frame.locator("html")).to_have_attribute("data-paused", "true")
    centre = frame.locator(".actions [data-action=next]").evaluate(
        "button => { const box = button.getBoundingClientRect(); "
        "return document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2).closest('.paused-cover') !== null; }")
    assert centre, "a click on Next deal lands on the cover"
    turns = frame.evaluate(AI_TURNS)
    # dealt all the same (the click's handler runs before this call returns), and no AI turn starts
    frame.evaluate("() => document.querySelector('.actions [data-action=next]').click()")
    expect(frame.locator(".deal-of")).to_have_text("Deal 2 of 12")
    assert frame.locator(".seat.to-act").get_attribute("data-seat") != "0"  # an AI player's to move ...
    assert frame.evaluate(AI_TURNS) == turns  # ... and is held
    assert frame.locator("[data-pot]").get_attribute("data-pot") == str(OPENING_BET)  # the dealer's alone
    assert [message["type"] for message in heard(page)][-1] == "break-ok"  # no gameplay while paused
    told(page, {"type": "resume"})
    expect(cover).to_have_count(0)
    page.wait_for_function("() => window.heard.filter(message => message.type === 'gameplay-start').length === 2")
    assert frame.evaluate(AI_TURNS) == turns + 1
    assert wait_for_you(frame) in ("act", "next")  # the AI players went on

    # muted and unmuted; the language changed by the portal
    told(page, {"type": "mute"})
    expect(frame.locator("html")).to_have_attribute("data-muted", "true")
    told(page, {"type": "unmute"})
    expect(frame.locator("html")).not_to_have_attribute("data-muted", "true")
    told(page, {"type": "set-lang", "lang": "fa"})
    expect(frame.locator("html")).to_have_attribute("lang", "fa")
    expect(frame.locator("html")).to_have_attribute("dir", "rtl")

    # garbage, and a pause from another origin (the game's own page), change nothing
    for message in ("pause", None, [], {"type": "reload"}, {"type": "set-lang", "lang": "xx"},
                    {"type": "set-lang"}, {"type": "pause", "pad": "x" * 5000}):
        told(page, message)
    frame.evaluate("() => window.postMessage({type: 'pause'}, '*')")
    told(page, {"type": "set-lang", "lang": "de"})  # a good order after the garbage is still taken
    expect(frame.locator("html")).to_have_attribute("lang", "de")
    expect(frame.locator(".paused-cover")).to_have_count(0)
    expect(frame.locator("html")).not_to_have_attribute("data-paused", "true")
