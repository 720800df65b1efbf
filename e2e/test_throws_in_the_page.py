"""Throws at the table (Tractor house rules): you lead several cards of one
suit by clicking them; a throw nobody can beat is played whole, one that can
be beaten plays its weakest beatable unit, keeps the rest in your hand, says
why and moves the attackers' points by 10, in the trick history too.

The positions are found here with the engine, from matches the AI plays,
and given to the page as a saved match: the page replays it like any save.
"""
from __future__ import annotations

import json
import random
from collections import Counter

from playwright.sync_api import expect

from e2e.test_tractor_table import ROOT, click_card, wait_for_me
from game.tractor import Play, TractorMatch
from game.tractor.ai import choose
from game.tractor.mechanics.throws import failed_throw

TABLE = "?speed=instant#/tractor"


def two_singles(deal, fails: bool):
    """Two single cards of one plain suit from your hand whose throw fails (or stands)."""
    hand = Counter(deal.hand(0))
    trump = deal.trump
    by_suit = {}
    for card in deal.hand(0):
        if hand[card] == 1 and not trump.is_trump(card):
            by_suit.setdefault(trump.effective_suit(card), []).append(card)
    counts = [Counter(cards) for cards in deal.hands]
    for cards in by_suit.values():
        if len(cards) >= 2:
            throw = tuple(sorted(cards, key=trump.strength)[-2:])
            if (failed_throw(0, throw, counts, trump, deal.attackers) is not None) == fails:
                return throw
    return None


def position(fails: bool):
    """A match with throws where it is your lead, after a trick, and two singles would fail (or stand)."""
    for seed in range(1, 200):
        match, rng = TractorMatch(seed, {"throws"}), random.Random(seed)
        while not match.deal.is_over:
            deal = match.deal
            if deal.phase == "play" and deal.to_act == 0 and not deal.current_trick and deal.tricks:
                throw = two_singles(deal, fails)
                if throw:
                    return match, throw
            match.apply(choose(match.view(deal.to_act), rng, level="easy"))
    raise AssertionError("no such position in 200 seeds")


def lead_by_clicks(page, cards) -> None:
    for card in cards:
        click_card(page.locator(f".fan .pcard[data-card='{card}']").first)
    expect(page.locator(".fan .pcard.selected")).to_have_count(len(cards))
    page.locator(".tractor-board .actions [data-action=play]").click()


def test_a_throw_that_can_be_beaten_plays_its_weakest_card_and_costs_ten_points(open_sized):
    match, throw = position(fails=True)
    after = TractorMatch.from_dict(json.loads(json.dumps(match.to_dict())))
    after.apply(Play(throw), 0)
    failed = after.deal.failed_throw
    page = open_sized(1280, 800, TABLE, saved={"cardavia.tractor.match": json.dumps(match.to_dict())})
    wait_for_me(page)
    in_hand = page.locator(".fan .pcard").count()
    tricks = len(match.deal.tricks)
    lead_by_clicks(page, throw)
    expect(page.locator(".fan .pcard")).to_have_count(in_hand - 1)
    kept = [card for card in throw if card not in failed.played]
    expect(page.locator(f".fan .pcard[data-card='{kept[0]}']")).to_have_count(1)
    points = page.locator(".points [data-attacker-points]")
    expect(points).to_have_attribute("data-throw-penalty", str(failed.penalty))
    history = page.locator(".trick-history")
    history.locator("summary").click()
    row = history.locator("li").nth(tricks)
    sign = "+" if failed.penalty > 0 else "\u2212"
    expect(row.locator(".failed-throw")).to_have_text(f"your failed throw, {sign}10 for the attackers")
    expect(history.locator(".failed-throw")).to_have_count(1)


def test_a_throw_nobody_can_beat_is_played_whole(open_sized):
    match, throw = position(fails=False)
    page = open_sized(1280, 800, TABLE, saved={"cardavia.tractor.match": json.dumps(match.to_dict())})
    wait_for_me(page)
    in_hand = page.locator(".fan .pcard").count()
    lead_by_clicks(page, throw)
    expect(page.locator(".fan .pcard")).to_have_count(in_hand - 2)
    expect(page.locator(".points [data-attacker-points]")).to_have_attribute("data-throw-penalty", "0")
    expect(page.locator(".failed-throw")).to_have_count(0)


def test_cards_of_two_suits_are_no_throw_and_change_nothing(open_sized):
    match, _throw = position(fails=True)
    deal = match.deal
    plain = [card for card in deal.hand(0) if not deal.trump.is_trump(card)]
    suits = {}
    for card in plain:
        suits.setdefault(deal.trump.effective_suit(card), card)
    first, second = list(suits.values())[:2]
    page = open_sized(1280, 800, TABLE, saved={"cardavia.tractor.match": json.dumps(match.to_dict())})
    wait_for_me(page)
    in_hand = page.locator(".fan .pcard").count()
    for card in (first, second):
        click_card(page.locator(f".fan .pcard[data-card='{card}']").first)
    expect(page.locator(".tractor-board .actions [data-action=play]")).to_be_disabled()
    expect(page.locator("[data-note=selection]")).to_contain_text("A throw must be all in one suit")
    page.locator(".fan .pcard.selected").first.focus()
    page.keyboard.press("Enter")
    expect(page.locator("#table-status")).to_contain_text("A throw must be all in one suit")
    expect(page.locator(".fan .pcard")).to_have_count(in_hand)
    expect(page.locator(ROOT)).to_have_attribute("data-to-act", "0")
