"""Take back, played through the page: your last move of the deal and the AI
moves since are undone, and the table is exactly where it was (hand, bets or
trick, whose turn, the moves you may make); nothing to take back before your
first move."""
from __future__ import annotations

from playwright.sync_api import expect

from e2e.asnas_moves import wait_for_you

ASNAS_POSITION = """() => ({
  seats: [...document.querySelectorAll('.asnas-table .seat[data-seat]')].map(seat => ({
    seat: seat.dataset.seat,
    bet: seat.querySelector('[data-bet]').dataset.bet,
    classes: seat.className,
    cards: [...seat.querySelectorAll('[data-card]')].map(card => card.dataset.card),
  })),
  pot: document.querySelector('[data-pot]').dataset.pot,
  moves: [...document.querySelectorAll('.action-row button')].map(b => b.dataset.action + (b.disabled ? ' off' : ' on')),
})"""

TRACTOR = ".tractor-table"
TRACTOR_POSITION = """() => ({
  toAct: document.querySelector('.tractor-table').dataset.toAct,
  phase: document.querySelector('.tractor-table').dataset.phase,
  hand: [...document.querySelectorAll('[data-hand] [data-card]')].map(card => card.dataset.card),
  trick: [...document.querySelectorAll('[data-play-seat]')].map(play =>
    play.dataset.playSeat + ':' + [...play.querySelectorAll('[data-card]')].map(card => card.dataset.card).join(' ')),
  points: document.querySelector('.points-bar, .this-deal').textContent,
})"""


def _asnas_seed_where_a_raise_comes_back_to_you():
    """A match number whose first deal, after you look and raise, comes back
    to you (an AI player raises again): the AI moves as the table moves it."""
    import random

    from game.asnas import Match, ai

    def ai_moves(match, seed):
        while match.to_act not in (None, 0):
            rng = random.Random(f"asnas-ai:{seed}:{match.deal_number}:{len(match.deal.actions)}")
            match.apply(ai.choose(match.view(match.to_act), rng), match.to_act)

    for seed in range(1, 500):
        match = Match(seed)
        ai_moves(match, seed)
        match.apply("look")
        if "raise" not in match.legal_actions():
            continue
        match.apply("raise")
        ai_moves(match, seed)
        if match.to_act == 0:
            return seed
    raise AssertionError("no match number up to 500 brings a raise back to you")


def test_taking_back_an_as_nas_move_restores_the_position_before_it(open_site, page):
    open_site(f"?seed={_asnas_seed_where_a_raise_comes_back_to_you()}&speed=instant#/asnas")
    assert wait_for_you(page) == "act"
    expect(page.locator("[data-action=undo]")).to_be_disabled()
    page.locator(".action-row [data-action=look]").click()
    expect(page.locator("[data-action=undo]")).to_be_enabled()
    before = page.evaluate(ASNAS_POSITION)
    page.locator(".action-row [data-action=raise]").click()
    assert wait_for_you(page) == "act"
    assert page.evaluate(ASNAS_POSITION) != before
    page.locator("[data-action=undo]").click()
    expect(page.locator(".status")).to_contain_text("You took back your last move.")
    assert page.evaluate(ASNAS_POSITION) == before


def _wait_for_me(page) -> str:
    page.wait_for_function(f"""() => {{ const table = document.querySelector('{TRACTOR}');
        return table && (table.dataset.toAct === '0' || table.dataset.phase === 'over'); }}""", timeout=60_000)
    return page.locator(TRACTOR).get_attribute("data-phase")


def test_taking_back_a_tractor_play_restores_your_hand_and_the_trick(open_site, page):
    open_site("?seed=3&speed=instant#/tractor")
    phase = _wait_for_me(page)
    while phase != "play":
        if phase == "declare":
            page.locator(".tractor-board .actions [data-action=pass]").click()
        else:
            page.locator(".tractor-board .actions [data-action=hint]").click()
            page.locator(".tractor-board .actions [data-action=bury]").click()
        phase = _wait_for_me(page)
    before = page.evaluate(TRACTOR_POSITION)
    page.locator(".tractor-board .actions [data-action=hint]").click()
    page.locator(".tractor-board .actions [data-action=play]").click()
    assert _wait_for_me(page) == "play"
    assert page.evaluate(TRACTOR_POSITION) != before
    page.locator("[data-action=undo]").click()
    expect(page.locator(".status")).to_contain_text("You took back your last move.")
    assert page.evaluate(TRACTOR_POSITION) == before
    assert page.locator("[data-hand] .selected").count() == 0
