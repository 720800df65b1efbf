"""Hints that say why: the hint picks the Hard AI's move and one sentence in
the status line names that move and the reason for it, in both games."""
from __future__ import annotations

import json
import random

from playwright.sync_api import expect

from e2e.asnas_moves import wait_for_you
from e2e.test_tractor_table import play_until, wait_for_me
from game.i18n import load
from game.tractor import TractorMatch
from game.tractor.ai import choose
from game.ui.tractor.cards import short

OPENINGS = {"look": "Look at your cards", "fold": "Fold:", "call": "Call ", "hold": "Hold:", "raise": "Raise"}


def plain(text: str) -> str:
    return text.replace("\u2066", "").replace("\u2069", "")


def status(page) -> str:
    return plain(page.locator("#table-status").inner_text())


def test_the_tractor_hint_says_why_it_picks_the_cards_it_selects(open_site, page):
    open_site("?seed=5&speed=instant#/tractor")
    words = load("en")
    play_until(page, lambda: page.locator("[data-game=tractor]").get_attribute("data-phase") == "play")
    for _turn in range(4):
        wait_for_me(page)
        page.locator(".tractor-board .actions [data-action=hint]").click()
        chosen = page.locator(".fan .pcard.selected").evaluate_all("cs => cs.map(c => c.dataset.card)")
        assert chosen, "the hint selects the move it explains"
        said = plain(page.locator("[data-hint-reason]").inner_text())
        assert said == status(page)
        for card in chosen:
            assert plain(short(words, card)) in said, (card, said)
        page.locator(".tractor-board .actions [data-action=play]").click()
        expect(page.locator("[data-hint-reason]")).to_have_count(0)  # the sentence after a move is no hint's


def burying_position() -> TractorMatch:
    """A match where you deal deal 1 and must bury, the AI having bid for every seat."""
    for seed in range(1, 100):
        match, rng = TractorMatch(seed), random.Random(seed)
        while match.deal.phase == "declare":
            match.apply(choose(match.view(match.to_act), rng, level="easy"))
        if match.to_act == 0:
            return match
    raise AssertionError("you deal none of 100 seeded matches")


def test_the_tractor_hint_explains_a_burial(open_sized):
    match = burying_position()
    saved = {"cardavia.tractor.match": json.dumps(match.to_dict())}
    page = open_sized(1280, 800, "?speed=instant#/tractor", saved=saved)
    assert wait_for_me(page) == "bury"
    page.locator(".tractor-board .actions [data-action=hint]").click()
    expect(page.locator(".fan .pcard.selected")).to_have_count(8)
    assert status(page).startswith("Bury ")


def test_the_asnas_hint_marks_a_move_and_says_why(open_site, page):
    open_site("?seed=11&speed=instant#/asnas")
    seen = set()
    for _turn in range(12):
        state = wait_for_you(page)
        if state == "over":
            break
        if state == "next":
            page.locator(".actions [data-action=next]").click()
            continue
        page.locator(".action-row [data-action=hint]").click()
        hinted = page.locator(".action-row [data-hinted]")
        expect(hinted).to_have_count(1)
        move = hinted.get_attribute("data-action")
        assert status(page).startswith(OPENINGS[move]), (move, status(page))
        expect(page.locator("#table-status[data-hint-reason]")).to_have_count(1)
        seen.add(move)
        hinted.click()
    assert "look" in seen and len(seen) >= 2
