"""Your records at #/stats, played through the page: a finished match shows
up with the numbers the engine's own record of it gives, per game and
level; a match with a take-back counts as practice; Reset asks first; stored
garbage is dropped with a notice; refused storage keeps records for the visit."""
from __future__ import annotations

import json
import random

from playwright.sync_api import expect

from e2e.asnas_moves import play_deal, wait_for_you
from game.asnas import Match, ai
from game.asnas.ai.review import match_cost
from game.tractor import PLAY, TractorMatch, card_points
from game.tractor.mechanics.scoring import TAKE_OVER
from game.ui.asnas.record import summary_of as asnas_summary
from game.ui.seeded import hint_rng
from game.ui.tractor.record import summary_of as tractor_summary

TRACTOR = ".tractor-table"


def asnas_at_your_last_turn(seed: int = 3) -> Match:
    """A match at deal 12 with you to act, not yet looked: your next moves end it."""
    match, rng = Match(seed), random.Random(seed)
    while not (match.deal_number == 12 and match.to_act == 0 and "look" in match.legal_actions()):
        if match.to_act is None:
            match.next_deal()
        else:
            match.apply(match.legal_actions().sample(rng))
    return match


def tractor_defenders_sure_to_win_at_ace():
    """A match in its last deal, you to play, the defenders at A and the
    attackers short of taking over whatever is played: the deal ends the match."""
    for seed in range(1, 400):
        match, rng = TractorMatch(seed), random.Random(seed)
        while not match.is_over and match.deal_number < 60:
            deal = match.deal
            if deal.is_over:
                match.next_deal()
                continue
            if deal.phase == PLAY and match.to_act == 0 and match.team_levels[deal.defenders] == "A":
                left = sum(card_points(deal.hand(seat)) for seat in range(4))
                left += card_points(card for _, cards in deal.current_trick for card in cards)
                most_bonus = card_points(deal.kitty) * 2 * len(deal.hand(0))
                if deal.points[deal.attackers] + left + most_bonus < TAKE_OVER:
                    return match
            match.apply(match.legal_actions().sample(rng))
    raise AssertionError("no seed up to 400 reaches a sure last deal")


def saved(key: str, match) -> dict:
    return {f"cardavia.{key}.match": json.dumps(match.to_dict())}


def finished_view(page, key: str, cls):
    """Your view of the match the page saved once it ended."""
    stored = page.evaluate(f"() => localStorage.getItem('cardavia.{key}.match')")
    match = cls.from_dict(json.loads(stored))
    assert match.is_over
    return match.view(0)


def cells(page, game: str, level: str) -> dict:
    return page.evaluate("""([game, level]) => Object.fromEntries([...document.querySelectorAll(
        `[data-records=${game}] tr[data-level=${level}] td`)].map(cell => [cell.dataset.field, cell.dataset.value]))""",
                         [game, level])


def open_records_from_the_table(page) -> None:
    page.locator(".game-bar [data-tab=stats]").click()
    expect(page.locator("[data-view=stats]")).to_be_visible()


def finish_tractor(page) -> None:
    while True:
        page.wait_for_function(f"""() => {{ const t = document.querySelector('{TRACTOR}');
            return t && (t.dataset.phase === 'over' || t.dataset.toAct === '0'); }}""")
        if page.locator(f"{TRACTOR}").get_attribute("data-phase") == "over":
            return
        page.locator(".tractor-board .actions [data-action=hint]").click()
        page.locator(".tractor-board .actions [data-action=play]").click()


def test_a_finished_as_nas_match_shows_in_the_records_with_the_engines_numbers(open_sized):
    page = open_sized(1280, 800, "?speed=instant&level=hard#/asnas", saved=saved("asnas", asnas_at_your_last_turn()))
    play_deal(page, ("fold", "call", "hold"))
    assert wait_for_you(page) == "over"
    expected = asnas_summary(finished_view(page, "asnas", Match), "hard", practice=False)
    open_records_from_the_table(page)
    shown = cells(page, "asnas", "hard")
    assert shown["matches"] == "1" and shown["won"] == str(int(expected.won))
    assert float(shown["points_per_deal"]) == round(float(expected.points / 12), 4)
    assert shown["best_hand"] == " ".join(expected.best_hand)
    assert shown["biggest_pot"] == str(expected.biggest_pot)
    assert page.locator("[data-records=asnas] .last-match").get_attribute("data-last-deals") == "12"
    assert page.locator("[data-records=asnas] .last-match svg polyline").count() == 4
    assert page.locator("[data-records=tractor] .none-yet").count() == 1
    # what your moves cost a deal, from the engine's review of every deal of the match
    match = Match.from_dict(json.loads(page.evaluate("() => localStorage.getItem('cardavia.asnas.match')")))
    cost = match_cost(match, 0, lambda seen: ai.choose(seen, hint_rng(seen), level=ai.BEST_LEVEL))
    assert cost > 0, "a match of random moves that cost nothing"
    line = page.locator("[data-records=asnas] .cost-per-deal")
    expect(line).to_have_attribute("data-cost-per-deal", f"{cost / 12:.4f}")
    expect(line).to_have_attribute("data-matches", "1")
    # the last match replays from the records, after a new match has started too
    settled = [str(value) for value in match.view(0).history[-1].settlement]
    page.evaluate("location.hash = '#/asnas'")
    page.locator(".asnas-table [data-action=play-again]").click()
    for opened in ("#/stats", "#/asnas/replay"):  # the records' link, and the table's new match with no deal ended
        page.evaluate(f"location.hash = '{opened}'")
        if opened == "#/stats":
            page.locator("[data-records=asnas] [data-action=replay]").click()
        expect(page.locator(".replay-head h2")).to_have_text("Replay: deal 12")
        page.keyboard.press("End")
        assert [page.locator(f".replay .seat[data-seat='{seat}'] .settle").get_attribute("data-settlement")
                for seat in range(4)] == settled
    page.evaluate("location.hash = '#/stats'")
    page.reload()  # kept in storage
    page.wait_for_selector("[data-records=asnas] tr[data-level=hard]")
    assert cells(page, "asnas", "hard")["matches"] == "1"


def test_a_finished_tractor_match_shows_deals_won_on_each_side_and_levels_climbed(open_sized):
    match = tractor_defenders_sure_to_win_at_ace()
    reviewed = {"seed": match.seed, "costs": {"1": 12.5, "3": 0, "4": 30.25}}  # deals the table reviewed before
    page = open_sized(1280, 800, "?speed=instant&level=easy#/tractor",
                      saved={**saved("tractor", match), "cardavia.tractor.deal_costs": json.dumps(reviewed)})
    finish_tractor(page)
    expect(page.locator(".match-summary")).to_be_visible()
    expected = tractor_summary(finished_view(page, "tractor", TractorMatch), "easy", practice=False)
    open_records_from_the_table(page)
    shown = cells(page, "tractor", "easy")
    assert shown == {"matches": "1", "won": str(int(expected.won)),
                     "attack_won": f"{expected.attack_won}/{expected.attack_deals}",
                     "defend_won": f"{expected.defend_won}/{expected.defend_deals}",
                     "levels_climbed": str(expected.levels_climbed)}
    assert page.locator("[data-records=tractor] .last-match svg polyline").count() == 2
    line = page.locator("[data-records=tractor] .cost-per-deal")  # what your plays cost a deal, over those reviewed
    expect(line).to_have_attribute("data-cost-per-deal", f"{(12.5 + 30.25) / 3:.4f}")
    expect(line).to_contain_text("14.25 card points a deal")
    page.locator("[data-records=tractor] [data-action=replay]").click()
    expect(page.locator(".replay-head h2")).to_have_text(f"Replay: deal {expected.deals}")
    expect(page.locator(".replay .seat .hand-diagram")).to_have_count(4)


def test_a_match_with_a_take_back_counts_as_practice(open_sized):
    page = open_sized(1280, 800, "?speed=instant#/asnas", saved=saved("asnas", asnas_at_your_last_turn()))
    wait_for_you(page)
    page.locator(".action-row [data-action=look]").click()
    page.locator("[data-action=undo]").click()
    play_deal(page, ("fold", "call", "hold"))
    open_records_from_the_table(page)
    assert page.locator("[data-records=asnas] tr[data-level]").count() == 0  # not a record ...
    assert page.locator("[data-records=asnas] [data-practice]").get_attribute("data-practice") == "1"  # ... practice


def test_reset_asks_first_then_erases_every_record(open_sized):
    page = open_sized(1280, 800, "?speed=instant#/asnas", saved=saved("asnas", asnas_at_your_last_turn()))
    play_deal(page, ("fold", "call", "hold"))
    open_records_from_the_table(page)
    page.locator("[data-action=reset-records]").click()
    expect(page.locator("[data-action=confirm-reset-records]")).to_be_focused()
    page.locator("[data-action=cancel-reset-records]").click()
    assert page.locator("[data-records=asnas] tr[data-level=normal]").count() == 1
    page.locator("[data-action=reset-records]").click()
    page.locator("[data-action=confirm-reset-records]").click()
    assert page.locator("[data-records=asnas] .none-yet").count() == 1
    assert page.evaluate("() => localStorage.getItem('cardavia.records')") is None
    assert page.evaluate("() => localStorage.getItem('cardavia.asnas.last_match')") is None
    expect(page.locator("[data-records=asnas] [data-action=replay]")).to_have_count(0)
    assert page.locator("[data-action=reset-records]").is_disabled()


def test_garbage_in_stored_records_is_dropped_with_a_notice(open_sized):
    page = open_sized(1280, 800, "#/stats", saved={"cardavia.records": '{"version":1,"tallies":[{"game":"asnas"'})
    expect(page.locator("[data-notice=corrupt_records]")).to_be_visible()
    assert page.locator("[data-records=asnas] .none-yet").count() == 1


def test_the_lobby_links_to_the_records_and_refused_storage_keeps_them_for_the_visit(open_sized):
    page = open_sized(390, 844, "#/", script="Object.defineProperty(window, 'localStorage', {get() { "
                                             "throw new DOMException('refused', 'SecurityError'); }})")
    page.locator("[data-action=open-records]").click()
    expect(page.locator("[data-note=session-only]")).to_be_visible()
    box = page.locator("[data-view=stats]").bounding_box()
    assert box["width"] <= 390
