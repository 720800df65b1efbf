"""The Tractor table in the real page: deals and a whole match by clicks, the
score against docs/rules.md, resuming, refusals, and a hand you can always reach."""
from __future__ import annotations

import json
import random
import re

import pytest
from playwright.sync_api import expect

from e2e import shots
from e2e.ready import ready
from game.tractor import TractorMatch, ai

TABLE = "&speed=instant#/tractor"
LEVELS = "23456789TJQKA"
ROOT = "[data-game=tractor][data-view=table]"


def wait_for_me(page) -> str:
    """Wait until seat 0 must act or the deal is over; returns the phase."""
    page.wait_for_function(f"""() => {{
        const table = document.querySelector('{ROOT}');
        return table && (table.dataset.toAct === '0' || table.dataset.phase === 'over');
    }}""", timeout=60_000)
    return page.locator(ROOT).get_attribute("data-phase")


def levels(page) -> tuple[str, str]:
    return tuple(page.locator(f".levels [data-team='{team}'] strong").get_attribute("data-level") for team in (0, 1))


def expected_change(points: int) -> tuple[str, int]:
    """docs/rules.md, scoring: who goes up and how far, from the attackers' points."""
    if points == 0:
        return "defenders", 3
    if points < 40:
        return "defenders", 2
    if points < 80:
        return "defenders", 1
    if points < 120:
        return "attackers", 0
    return "attackers", (points - 120) // 40 + 1


def click_card(card) -> None:
    """Click a card where a player would: on its corner, the part the fan leaves visible."""
    card.click(position={"x": 8, "y": 14})


def declare_or_pass(page, declare: bool) -> None:
    offers = page.locator(".tractor-board .actions [data-action=declare]")
    if declare and offers.count():
        offers.first.click()
    else:
        page.locator(".tractor-board .actions [data-action=pass]").click()


def bury_by_clicks(page) -> None:
    cards = page.locator(".fan .pcard")
    expect(cards).to_have_count(33)
    expect(page.locator(".fan .pcard.from-kitty")).to_have_count(8)
    expect(page.locator(".tractor-board .actions [data-action=bury]")).to_be_disabled()
    for index in range(8):
        click_card(cards.nth(index))
    expect(page.locator(".fan .pcard.selected")).to_have_count(8)
    page.locator(".tractor-board .actions [data-action=bury]").click()


def play_by_clicks(page) -> None:
    """Lead a single by clicking it; follow with cards from the highlighted ones."""
    lead = page.locator(".centre .play")
    following = page.locator(ROOT).evaluate("t => !!t.querySelector('.centre .plays') && "
                                            "t.querySelectorAll('.centre .play.winner').length === 0")
    if not following:
        click_card(page.locator(".fan .pcard").last)
    else:
        page.locator(".tractor-board .actions [data-action=hint]").click()
        chosen = page.locator(".fan .pcard.selected")
        assert chosen.count() >= 1
        assert page.locator(".fan .pcard.selected.dim").count() == 0, "a highlighted play uses only legal cards"
        assert lead.count() >= 1
    expect(page.locator(".tractor-board .actions [data-action=play]")).to_be_enabled()
    page.locator(".tractor-board .actions [data-action=play]").click()


def finish_deal(page, declare: bool = True, manual: bool = True) -> None:
    while (phase := wait_for_me(page)) != "over":
        if phase == "declare":
            declare_or_pass(page, declare)
        elif phase == "bury":
            if manual:
                bury_by_clicks(page)
            else:
                page.locator(".tractor-board .actions [data-action=hint]").click()
                page.locator(".tractor-board .actions [data-action=bury]").click()
        elif manual:
            play_by_clicks(page)
        else:
            page.locator(".tractor-board .actions [data-action=hint]").click()
            page.locator(".tractor-board .actions [data-action=play]").click()


AUTO_DEAL = f"""async (declare) => {{
    const table = () => document.querySelector('{ROOT}');
    const button = (action) => {{
        const found = table().querySelector(`.tractor-board .actions [data-action=${{action}}]`);
        if (!found || found.disabled) throw new Error(`no ${{action}} button to press in phase ${{table().dataset.phase}}`);
        return found;
    }};
    const mine = () => table() && (table().dataset.toAct === '0' || table().dataset.phase === 'over');
    const settled = () => new Promise((resolve, reject) => {{
        const started = performance.now();
        const look = () => mine() ? resolve() :
            performance.now() - started > 60000 ? reject(new Error('the table never came back to you')) :
            requestAnimationFrame(look);
        look();
    }});
    for (let moves = 0; ; moves++) {{
        if (moves > 200) throw new Error('a deal of over 200 moves of yours');
        await settled();
        const phase = table().dataset.phase;
        if (phase === 'over') return moves;
        if (phase === 'declare') {{
            const offer = table().querySelector('.tractor-board .actions [data-action=declare]');
            (declare && offer ? offer : button('pass')).click();
        }} else {{
            button('hint').click();
            await new Promise(requestAnimationFrame);
            button(phase === 'bury' ? 'bury' : 'play').click();
        }}
    }}
}}"""
"""Your side of a deal as `finish_deal(manual=False)` plays it, the hint's
choice each time, pressed on the page's own buttons from inside the page: a
whole match of it by Playwright's clicks spent most of its 110 s on the
round trips between this process and the browser, not in the page."""


def play_until(page, wanted) -> None:
    """Pass, bury and play the hint until it is your turn to play and `wanted()` holds."""
    while True:
        phase = wait_for_me(page)
        if phase == "declare":
            page.locator(".tractor-board .actions [data-action=pass]").click()
        elif phase == "bury":
            page.locator(".tractor-board .actions [data-action=hint]").click()
            page.locator(".tractor-board .actions [data-action=bury]").click()
        elif wanted():
            return
        else:
            page.locator(".tractor-board .actions [data-action=hint]").click()
            page.locator(".tractor-board .actions [data-action=play]").click()


RESULT = """() => {
    const result = document.querySelector('.deal-result');
    const number = (element, name) => element.hasAttribute(name) ? Number(element.getAttribute(name)) : null;
    return {
        attackers: number(result, 'data-attackers'),
        shown: number(result, 'data-attacker-points'),
        tricks: [...result.querySelectorAll('li[data-winner]')].map(row => [number(row, 'data-winner'), number(row, 'data-points')]),
        bonus: number(result.querySelector('.bonus'), 'data-bonus'),
        first_shown: number(document.querySelector('[data-attacker-points]'), 'data-attacker-points'),
    };
}"""
"""What the deal's result shows, read in one call into the page (a whole match reads it twelve times)."""


def check_result_against_the_rules(page) -> tuple[int, int]:
    expect(page.locator(".deal-result")).to_be_visible()
    result = page.evaluate(RESULT)
    attackers, shown = result["attackers"], result["shown"]
    tricks = sum(points for winner, points in result["tricks"] if winner % 2 == attackers)
    assert result["tricks"], "the result lists the deal's tricks"
    assert shown == tricks + result["bonus"]
    assert result["first_shown"] == shown
    return attackers, shown


def test_a_full_deal_by_clicks_scores_as_the_rules_say(open_site):
    page = open_site("?seed=21" + TABLE)
    before = levels(page)
    expect(page.locator(".fan .pcard")).to_have_count(25)
    finish_deal(page, declare=True, manual=True)
    attackers, points = check_result_against_the_rules(page)
    side, steps = expected_change(points)
    winner = attackers if side == "attackers" else 1 - attackers
    after = levels(page)
    assert LEVELS.index(after[winner]) - LEVELS.index(before[winner]) == steps
    assert after[1 - winner] == before[1 - winner]
    expect(page.locator(".fan .pcard")).to_have_count(0)  # every card went to a trick
    page.locator(".tractor-board .actions [data-action=next]").click()
    expect(page.locator(".info")).to_contain_text("Deal 2")
    expect(page.locator(".fan .pcard")).to_have_count(25)


LATE_SEED = 7
LATE_FROM = "K"  # 25 deals before it; the page plays the last 3


@pytest.fixture(scope="module")
def late_in_a_match():
    """A saved match of seed LATE_SEED at the start of the first deal after a team reached
    LATE_FROM, and how many deals it had: the deals before it played by the AI at Normal in
    every seat, in CPython. From there the page plays the match to its end; every deal before
    it is drawn by the same code and checked in the deals that follow (a whole match in the
    page, 12 deals of the hint's 220 searches, cost the run 36-46 s)."""
    match = TractorMatch(LATE_SEED)
    while LATE_FROM not in match.team_levels:
        while match.to_act is not None:
            seat = match.to_act
            rng = random.Random(f"{LATE_SEED}:{match.deal_number}:{len(match.deal.actions)}")
            match.apply(ai.choose(match.view(seat), rng, level="normal"), seat)
        assert not match.is_over
        match.next_deal()
    return json.dumps(match.to_dict()), match.deal_number - 1


def test_a_match_plays_to_its_end_and_sums_up_every_deal(open_sized, late_in_a_match):
    saved, deals = late_in_a_match
    page = open_sized(1280, 800, "?seed=" + str(LATE_SEED) + TABLE, saved={"cardavia.tractor.match": saved})
    expect(page.locator(".info")).to_contain_text(f"Deal {deals + 1}")
    expect(page.locator(".deal-history .deals tbody tr")).to_have_count(deals)
    played = 0
    while True:
        before = levels(page)
        page.evaluate(AUTO_DEAL, played % 2 == 0)
        played += 1
        attackers, points = check_result_against_the_rules(page)
        if page.locator(".tractor-board .actions [data-action=play-again]").count():
            break
        side, steps = expected_change(points)
        winner = attackers if side == "attackers" else 1 - attackers
        assert LEVELS.index(levels(page)[winner]) - LEVELS.index(before[winner]) == steps
        page.locator(".tractor-board .actions [data-action=next]").click()
        assert played < 30
    assert played >= 2, "the page played one deal of the match: a Next deal and a climb were not checked"
    deals += played
    expect(page.locator(".deal-result .outcome")).to_contain_text("win the match")
    summary = page.locator(".match-summary")
    expect(summary).to_have_attribute("data-deals", str(deals))
    expect(summary.locator("svg.chart polyline")).to_have_count(2)
    expect(page.locator(".deal-history .deals tbody tr")).to_have_count(deals)
    shots.keep(page, "tractor-match-over")
    page.locator(".tractor-board .actions [data-action=play-again]").click()
    assert levels(page) == ("2", "2")
    expect(page.locator(".info")).to_contain_text("Deal 1")


def test_reload_mid_trick_resumes_the_same_state(open_site, page):
    open_site("?seed=33" + TABLE)
    play_until(page, lambda: page.locator(".centre .plays .play:not(.winner)").count()
               and page.locator(".trick-history summary").inner_text().endswith("(2)"))
    state = lambda: (page.locator(".fan .pcard").evaluate_all("cs => cs.map(c => c.dataset.card)"),
                     page.locator(".centre .play .pcard").evaluate_all("cs => cs.map(c => c.dataset.card)"),
                     page.locator("[data-attacker-points]").first.get_attribute("data-attacker-points"),
                     page.locator(".trump-name").inner_text(), levels(page))
    before = state()
    page.reload()
    ready(page)
    assert wait_for_me(page) == "play"
    assert state() == before


def test_an_illegal_selection_shows_the_reason_and_changes_nothing(open_site, page):
    open_site("?seed=33" + TABLE)
    play_until(page, lambda: page.locator(".fan .pcard.dim").count() and page.locator(".fan .pcard:not(.dim)").count())
    hand = page.locator(".fan .pcard").evaluate_all("cs => cs.map(c => c.dataset.card)")
    click_card(page.locator(".fan .pcard.dim").first)
    expect(page.locator(".tractor-board .actions [data-action=play]")).to_be_disabled()
    expect(page.locator("[data-note=selection]")).to_contain_text(re.compile("must|Play"))
    page.locator(".fan .pcard.selected").first.focus()
    page.keyboard.press("Enter")
    expect(page.locator("#table-status")).to_contain_text(re.compile("must|Play"))
    assert page.locator(".fan .pcard").evaluate_all("cs => cs.map(c => c.dataset.card)") == hand
    # Restart asks first, naming the level both teams go back to (the engine's first), and No changes nothing
    page.locator("[data-action=restart]").click()
    expect(page.locator(".restart.confirming p")).to_have_text("Restart the match? Both teams go back to level 2.")
    page.locator("[data-action=cancel-restart]").click()
    assert page.locator(".fan .pcard").evaluate_all("cs => cs.map(c => c.dataset.card)") == hand


def test_keyboard_moves_selects_and_plays(open_site, page):
    open_site("?seed=33" + TABLE)
    while (phase := wait_for_me(page)) != "play":
        if phase == "declare":
            page.locator(".tractor-board .actions [data-action=pass]").click()
        else:
            page.locator(".tractor-board .actions [data-action=hint]").click()
            page.locator(".tractor-board .actions [data-action=bury]").click()
    if page.locator(".fan .pcard.dim").count():  # following: let the hint pick, then play by Enter
        page.locator(".tractor-board .actions [data-action=hint]").click()
        page.locator(".fan .pcard.selected").first.focus()
    else:
        page.locator(".fan .pcard").first.focus()
        page.keyboard.press("ArrowRight")
        expect(page.locator(".fan .pcard").nth(1)).to_be_focused()
        page.keyboard.press("ArrowLeft")
        page.keyboard.press(" ")
        expect(page.locator(".fan .pcard.selected")).to_have_count(1)
    count = page.locator(".fan .pcard").count()
    page.keyboard.press("Enter")
    expect(page.locator(".fan .pcard")).not_to_have_count(count)


REACHABLE = """() => [...document.querySelectorAll('.fan .pcard')].flatMap((card, index) => {
    // each card brought into view as a player would scroll to it, then found at its corner
    card.scrollIntoView({block: 'nearest', inline: 'nearest'});
    const box = card.getBoundingClientRect();
    if (box.left < 0 || box.right > window.innerWidth) return [`card ${index} is cut off at the side`];
    const hit = document.elementFromPoint(box.left + 6, box.top + 8)?.closest('.pcard');
    return hit === card ? [] : [`card ${index} is covered`];
})"""


def every_hand_card_is_reachable(page) -> None:
    """Every card of the fan within the window's width and on top at the corner a click takes:
    one call into the page for the 25 cards."""
    page.locator(".fan").scroll_into_view_if_needed()
    assert page.evaluate(REACHABLE) == []


def test_every_card_of_your_hand_is_visible_and_selectable_on_desktop_and_phone(open_sized):
    """One table, the window resized in place (a phone turned, a window dragged: the layout is CSS alone)."""
    page = open_sized(1280, 800, "?seed=5" + TABLE)
    wait_for_me(page)
    for width, height in ((1280, 800), (390, 844)):
        page.set_viewport_size({"width": width, "height": height})
        page.evaluate("window.scrollTo(0, 0)")
        expect(page.locator(".fan .pcard")).to_have_count(25)
        every_hand_card_is_reachable(page)
        shots.keep(page, f"tractor-{width}x{height}")


def test_four_colour_suits_change_diamonds_and_clubs(open_site, page):
    open_site("?seed=5" + TABLE)
    wait_for_me(page)
    diamond = page.locator(".fan .pcard.suit-D").first
    before = diamond.evaluate("c => getComputedStyle(c).color")
    page.locator("#four-colour").check()
    assert diamond.evaluate("c => getComputedStyle(c).color") != before
    page.reload()
    ready(page)
    expect(page.locator("#four-colour")).to_be_checked()


def test_a_corrupt_save_is_discarded_with_a_notice(open_site, page):
    open_site("?seed=5" + TABLE)
    wait_for_me(page)  # the AI players have moved and saved
    page.evaluate("() => localStorage.setItem('cardavia.tractor.match', '{\"format\": 1')")
    page.reload()
    ready(page)
    expect(page.locator("[data-notice=corrupt_save]")).to_be_visible()
    expect(page.locator(".fan .pcard")).to_have_count(25)
