"""The card counter in the real page: off until the player turns it on, then
remembered; the cards it says are still out and the voids it lists are the ones
the test counts itself from the deal's public record (every trick played and
your own hand, read from the saved match replayed in CPython), and the panel
fits a phone's screen."""
from __future__ import annotations

import json
from collections import Counter

from playwright.sync_api import expect

from e2e.ready import ready
from e2e.test_tractor_table import TABLE, wait_for_me
from game.tractor import FULL_PACK, PLAY, TractorMatch

COUNTER = "[data-counter]"
SHOWN = """() => ({
    out: [...document.querySelectorAll('[data-counter] .counter-row')].map(row => ({
        suit: row.dataset.suit, total: Number(row.dataset.out),
        cards: [...row.querySelectorAll('[data-card]')].map(card => card.dataset.card)})),
    voids: [...document.querySelectorAll('[data-counter] .counter-voids li')].map(li => [Number(li.dataset.seat), li.dataset.void]),
    hand: [...document.querySelectorAll('[data-hand] [data-card]')].map(card => card.dataset.card),
})"""


def play_tricks(page, hand_size: int) -> None:
    """Your moves by the hint until your hand is down to `hand_size` and it is your turn to play."""
    while (phase := wait_for_me(page)) != PLAY or page.locator("[data-hand] .pcard").count() > hand_size:
        if phase == "declare":
            page.locator(".tractor-board .actions [data-action=pass]").click()
            continue
        page.locator(".tractor-board .actions [data-action=hint]").click()
        page.locator(f".tractor-board .actions [data-action={'bury' if phase == 'bury' else 'play'}]").click()


def counted_by_the_test(page) -> tuple[Counter, set]:
    """The cards out and the (seat, suit) voids, from the public record: the saved match's tricks
    and trick so far, the hand on the page, and the kitty only if you buried it."""
    deal = TractorMatch.from_dict(json.loads(page.evaluate("localStorage.getItem('cardavia.tractor.match')"))).deal
    trump = deal.trump
    hand = page.evaluate(SHOWN)["hand"]
    out = Counter(FULL_PACK)
    out.subtract(hand)
    tricks = [trick.plays for trick in deal.tricks] + ([deal.current_trick] if deal.current_trick else [])
    voids = set()
    for plays in tricks:
        led = trump.effective_suit(plays[0][1][0])
        for seat, cards in plays:
            out.subtract(cards)
            if any(trump.effective_suit(card) != led for card in cards):
                voids.add((seat, led))
    if deal.dealer == 0:
        out.subtract(deal.kitty)
    return +out, voids


def test_the_counter_is_off_until_asked_then_counts_the_public_record_and_is_remembered(open_sized, context):
    page = open_sized(1280, 800, "?seed=4" + TABLE)
    expect(page.locator("[data-action=counter]")).not_to_be_checked()
    assert page.locator(COUNTER).count() == 0
    assert page.evaluate("localStorage.getItem('cardavia.tractor.counter')") is None  # dropped, not kept
    play_tricks(page, 13)
    page.locator("[data-action=counter]").check()
    expect(page.locator(COUNTER)).to_be_visible()
    out, voids = counted_by_the_test(page)
    assert voids, "a deal half played with nobody out of a suit: pick another seed"
    shown = page.evaluate(SHOWN)
    assert Counter(card for row in shown["out"] for card in row["cards"]) == out
    assert sum(row["total"] for row in shown["out"]) == sum(out.values())
    assert {(seat, suit) for seat, suits in shown["voids"] for suit in suits.split()} == voids
    assert [seat for seat, _suits in shown["voids"]] == [1, 2, 3]
    # it follows the play: after your move and the AI's, the count is the record's again
    play_tricks(page, 12)
    out, voids = counted_by_the_test(page)
    shown = page.evaluate(SHOWN)
    assert Counter(card for row in shown["out"] for card in row["cards"]) == out
    # remembered: a reload keeps it on; off again, it is gone and stays gone
    page.reload()
    ready(page)
    expect(page.locator("[data-action=counter]")).to_be_checked()
    expect(page.locator(COUNTER)).to_be_visible()
    page.set_viewport_size({"width": 360, "height": 740})
    assert page.evaluate("document.documentElement.scrollWidth") <= 360
    assert page.locator(COUNTER).evaluate("""panel => [panel, ...panel.querySelectorAll('*')].every(element => {
        const r = element.getBoundingClientRect(); return r.width === 0 || (r.left >= 0 && r.right <= innerWidth); })""")
    page.locator("[data-action=counter]").uncheck()
    expect(page.locator(COUNTER)).to_have_count(0)
    assert page.evaluate("localStorage.getItem('cardavia.tractor.counter')") == "off"


def test_a_garbled_saved_counter_choice_is_dropped_with_a_notice(open_sized):
    page = open_sized(1280, 800, "?seed=4" + TABLE, saved={"cardavia.tractor.counter": '{"on": [1, 2'})
    expect(page.locator("[data-notice=corrupt_choice]")).to_be_visible()
    expect(page.locator("[data-action=counter]")).not_to_be_checked()
    assert page.locator(COUNTER).count() == 0
    assert page.evaluate("localStorage.getItem('cardavia.tractor.counter')") is None  # dropped, not kept
