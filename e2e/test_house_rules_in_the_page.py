"""Tractor house rules in the page: a link names them, the table shows them,
a new match takes the ticked ones (asking first when a match is under way),
the share link carries them, and a climb held by a must-play level says so."""
from __future__ import annotations

import json
import random

from playwright.sync_api import expect

from e2e.ready import ready
from e2e.test_tractor_table import wait_for_me
from game.tractor import TractorMatch
from game.tractor.mechanics.scoring import deal_outcome

TABLE = "&speed=instant#/tractor"
PANEL = ".house-rules"


def saved_options(page) -> list:
    return sorted(json.loads(page.evaluate("localStorage.getItem('cardavia.tractor.match')"))["options"])


def test_a_link_with_house_rules_deals_a_match_that_plays_by_them_and_shares_them(open_site, page):
    open_site("?rules=powers,levels&seed=5" + TABLE)
    wait_for_me(page)
    assert saved_options(page) == ["levels", "powers"]
    expect(page.locator(f"{PANEL} summary")).to_have_text("House rules: must-play levels, kitty bonus by powers")
    share = page.locator(".deal-history .seed a").get_attribute("href")
    assert "seed=5" in share and "rules=levels%2Cpowers" in share
    assert "rules=" not in page.url, "the address is read once, so a reload resumes the saved match"
    page.reload()
    ready(page)
    assert saved_options(page) == ["levels", "powers"]


def test_unknown_house_rules_in_the_address_are_refused_with_a_notice(open_site, page):
    open_site("?rules=doubling&seed=5" + TABLE)
    expect(page.locator("[data-notice=bad_rules]")).to_contain_text("doubling")
    wait_for_me(page)
    assert saved_options(page) == []
    expect(page.locator(f"{PANEL} summary")).to_have_text("House rules: standard rules")


def test_ticked_house_rules_start_a_new_match_after_asking_and_are_remembered(open_site, page):
    open_site("?seed=5" + TABLE)
    wait_for_me(page)
    page.locator(f"{PANEL} summary").click()
    page.locator(f"{PANEL} input[data-rule=powers]").check()
    page.locator(f"{PANEL} [data-action=new-match-rules]").click()
    if page.locator("[data-notice=rules_question]").count():  # the AI players had moved: it asks
        assert saved_options(page) == []
        page.locator("[data-notice=rules_question] [data-action=start-rules-match]").click()
    wait_for_me(page)
    assert saved_options(page) == ["powers"]
    expect(page.locator(f"{PANEL} summary")).to_have_text("House rules: kitty bonus by powers")
    page.reload()
    ready(page)
    expect(page.locator(f"{PANEL} input[data-rule=powers]")).to_be_checked()
    expect(page.locator(f"{PANEL} input[data-rule=levels]")).not_to_be_checked()


def held_deal() -> TractorMatch:
    """A match with must-play levels whose finished deal stopped a climb short."""
    for seed in range(1, 500):
        match, rng = TractorMatch(seed, {"levels"}), random.Random(seed)
        while match.deal_number < 12 and not match.is_over:
            while not match.deal.is_over:
                match.apply(match.legal_actions().sample(rng))
            result = match.deal.result
            if result.match_winner is None and result.levels < deal_outcome(result.attacker_points)[1]:
                return match
            match.next_deal()
    raise AssertionError("no deal held by a must-play level in 500 seeds")


def test_a_climb_held_by_a_must_play_level_is_told_at_the_end_of_the_deal(open_sized):
    match = held_deal()
    result = match.deal.result
    page = open_sized(1280, 800, TABLE.replace("&", "?", 1),
                      saved={"cardavia.tractor.match": json.dumps(match.to_dict())})
    held = result.team_levels_after[result.winning_team]
    shown = {"T": "10"}.get(held, held)
    expect(page.locator(".deal-result .outcome")).to_contain_text(f"Level {shown} must be played")
    expect(page.locator(".deal-result .level-change")).to_be_visible()


def test_a_link_with_the_rules_the_saved_match_plays_by_keeps_that_match(open_site, page):
    open_site("?rules=levels&seed=5" + TABLE)
    wait_for_me(page)
    page.goto(page.url.split("?")[0].split("#")[0] + "?rules=levels&speed=instant#/tractor")
    ready(page)
    wait_for_me(page)
    saved = json.loads(page.evaluate("localStorage.getItem('cardavia.tractor.match')"))
    assert saved["seed"] == 5 and saved["options"] == ["levels"]
    expect(page.locator("[data-notice=other_match]")).to_have_count(0)
