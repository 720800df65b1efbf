"""The As-Nas table in the real page: a whole match by clicks, and everything
a player relies on around it (legal buttons only, resume, seeds, restart)."""
from __future__ import annotations

import re
from fractions import Fraction

from playwright.sync_api import expect

from e2e.asnas_moves import wait_for_you
from e2e.ready import ready
from e2e.test_asnas_layout import in_languages

TABLE = "&speed=instant#/asnas"
ACTIONS = ("look", "call", "hold", "raise", "fold")


def enabled(page, action: str) -> bool:
    button = page.locator(f".action-row [data-action={action}]")
    return button.count() == 1 and button.is_enabled()


def settlements(page) -> list[Fraction]:
    return [Fraction(page.locator(f".seat[data-seat='{seat}'] .settle").get_attribute("data-settlement"))
            for seat in range(4)]


def totals(page) -> list[Fraction]:
    cells = page.locator(".scores tfoot td")
    return [Fraction(cells.nth(seat).get_attribute("data-total")) for seat in range(4)]


def score_rows(page) -> list[list[Fraction]]:
    rows = []
    for row in page.locator(".scores tbody tr").all():
        cells = row.locator("td").all_inner_texts()
        if all(cell.strip() for cell in cells):
            rows.append([parse_points(cell) for cell in cells])
    return rows


def parse_points(text: str) -> Fraction:
    """'+2⅓' -> 7/3, as the score sheet writes exact points."""
    glyphs = {"½": Fraction(1, 2), "⅓": Fraction(1, 3), "⅔": Fraction(2, 3), "¼": Fraction(1, 4),
              "¾": Fraction(3, 4), "⅙": Fraction(1, 6), "⅚": Fraction(5, 6)}
    text = text.strip().replace("+", "")
    sign = -1 if text.startswith("-") else 1
    text = text.lstrip("-")
    part = Fraction(0)
    if text and text[-1] in glyphs:
        part = glyphs[text[-1]]
        text = text[:-1]
    return sign * ((Fraction(text) if text else 0) + part)


class Strategy:
    """Clicks its way through a match so every move gets made: folding blind and
    after looking, holding, calling, and raising until the bet hits the limit of 4."""

    def __init__(self) -> None:
        self.done: set[str] = set()

    def choose(self, legal: list[str], looked: bool) -> str:
        if "fold_blind" not in self.done and not looked:
            self.done.add("fold_blind")
            return "fold"
        if "look" in legal:
            return "look"
        if "fold_looked" not in self.done:
            self.done.add("fold_looked")
            return "fold"
        if "hold" in legal and "hold" not in self.done:
            self.done.add("hold")
            return "hold"
        if "raise_to_4" not in self.done and "raise" in legal:
            return "raise"
        for action in ("hold", "call"):
            if action in legal:
                return action
        return "fold"


def test_a_whole_match_of_twelve_deals_by_clicks(open_site):
    page = open_site("?seed=2025&speed=instant#/asnas")  # a match that offers every move
    expect(page.locator(".seed")).to_have_attribute("data-seed", "2025")
    strategy = Strategy()
    clicked: set[str] = set()
    showdowns = 0
    for deal in range(1, 13):
        expect(page.locator(".deal-of")).to_have_text(f"Deal {deal} of 12")
        while (state := wait_for_you(page)) == "act":
            legal = [action for action in ACTIONS if enabled(page, action)]
            assert "fold" in legal
            assert not ("call" in legal and "hold" in legal)
            looked = page.locator(".seat.you .hand .card.face").count() == 5
            action = strategy.choose(legal, looked)
            page.locator(f".action-row [data-action={action}]").click()
            clicked.add(action)
            if action == "look":
                expect(page.locator(".seat.you .hand .card.face")).to_have_count(5)
            if page.locator(".seat.you .bet").get_attribute("data-bet") == "4":
                strategy.done.add("raise_to_4")
        assert state in ("next", "over")
        expect(page.locator(".outcome")).to_be_visible()
        if "Showdown" in page.locator(".outcome").inner_text():
            showdowns += 1
            winners = page.locator(".seat.winner, .seat:has(.badge-back)")  # a split may only return bets
            expect(winners.locator(".hand .card.face").first).to_be_visible()
        shown = settlements(page)
        assert sum(shown) == 0
        rows = score_rows(page)
        assert len(rows) == deal and rows[-1] == shown
        assert [sum(column) for column in zip(*rows)] == totals(page)
        assert sum(totals(page)) == 0
        if deal < 12:
            assert state == "next"
            page.locator(".actions [data-action=next]").click()
    assert state == "over"
    assert clicked == {"look", "call", "hold", "raise", "fold"}
    assert {"fold_blind", "fold_looked", "raise_to_4"} <= strategy.done
    assert showdowns > 0
    final = page.locator(".final")
    expect(final).to_be_visible()
    expect(final.locator(".standings li")).to_have_count(4)
    best = max(totals(page))
    winners = [seat for seat, total in enumerate(totals(page)) if total == best]
    for seat in winners:
        expect(final.locator(f".standings li[data-seat='{seat}']")).to_have_class(re.compile("winner"))
    expect(final.locator(".standings li.winner")).to_have_count(len(winners))
    expect(page.locator(".chart polyline")).to_have_count(4)
    for _width, where in in_languages(page, ("en", "zh", "fa"), "the final standings"):
        broken = page.evaluate("""() => [...document.querySelectorAll('.standings li')].filter(row =>
            [...row.children].some(part => part.getBoundingClientRect().height > 32
                || part.getBoundingClientRect().right > row.getBoundingClientRect().right + 1
                || part.getBoundingClientRect().left < row.getBoundingClientRect().left - 1)).map(row => row.innerText)""")
        assert broken == [], f"{where}: a name, score or badge broken over lines or out of its row: {broken}"
    page.select_option("#language-menu", "en")
    page.locator(".actions [data-action=play-again]").click()
    expect(page.locator(".deal-of")).to_have_text("Deal 1 of 12")
    assert totals(page) == [0, 0, 0, 0]


def test_buttons_are_enabled_only_when_the_engine_allows_the_move(open_site):
    page = open_site("?seed=11" + TABLE)
    assert wait_for_you(page) == "act"
    expect(page.locator(".action-row [data-action=look]")).to_be_enabled()
    expect(page.locator(".action-row [data-action=fold]")).to_be_enabled()
    expect(page.locator(".seat.you .hand.hidden")).to_be_visible()
    page.keyboard.press("l")
    expect(page.locator(".seat.you .hand .card.face")).to_have_count(5)
    expect(page.locator(".action-row [data-action=look]")).to_be_disabled()
    labels = page.locator(".action-row button:not([disabled])").all_inner_texts()
    assert any(re.match(r"(Call \d|Hold)", label) for label in labels)


def test_an_illegal_key_says_why_and_changes_nothing(open_site):
    page = open_site("?seed=11" + TABLE)
    assert wait_for_you(page) == "act"
    bets = page.locator(".bet").all_inner_texts()
    illegal = "h" if enabled(page, "call") else "c"
    page.keyboard.press(illegal)
    expect(page.locator("#table-status")).to_contain_text(re.compile("cannot hold|nothing to call"))
    assert page.locator(".bet").all_inner_texts() == bets
    assert wait_for_you(page) == "act"


def test_the_match_resumes_exactly_after_a_reload(open_site, page, site_url):
    open_site("?seed=77" + TABLE)
    assert wait_for_you(page) == "act"
    page.locator(".action-row [data-action=look]").click()
    hand = page.locator(".seat.you .card").evaluate_all("cards => cards.map(c => c.dataset.card)")
    action = "call" if enabled(page, "call") else "hold"
    page.locator(f".action-row [data-action={action}]").click()
    wait_for_you(page)
    before = {
        "deal": page.locator(".deal-of").inner_text(),
        "bets": page.locator(".bet").all_inner_texts(),
        "pot": page.locator(".pot-value").inner_text(),
        "totals": page.locator(".scores tfoot td").all_inner_texts(),
    }
    assert "seed=" not in page.url
    page.reload()
    ready(page)
    wait_for_you(page)
    after = {
        "deal": page.locator(".deal-of").inner_text(),
        "bets": page.locator(".bet").all_inner_texts(),
        "pot": page.locator(".pot-value").inner_text(),
        "totals": page.locator(".scores tfoot td").all_inner_texts(),
    }
    assert after == before
    expect(page.locator(".seed")).to_have_attribute("data-seed", "77")
    if page.locator(".seat.you .card.face").count():
        assert page.locator(".seat.you .card").evaluate_all("cards => cards.map(c => c.dataset.card)") == hand


def test_a_seed_deals_the_same_match_in_any_browser(open_sized):
    seen = []
    for _ in range(2):  # each on storage of its own, as two players' browsers
        page = open_sized(1280, 800, "?seed=31337" + TABLE)
        wait_for_you(page)
        page.locator(".action-row [data-action=look]").click()
        seen.append((page.locator(".seat.you .card").evaluate_all("cards => cards.map(c => c.dataset.card)"),
                     page.locator(".bet").all_inner_texts(), page.locator(".dealer-chip").evaluate(
                         "chip => chip.closest('[data-seat]').dataset.seat")))
    assert seen[0] == seen[1]


def test_a_bad_seed_is_refused_with_a_notice(open_site):
    page = open_site("?seed=banana" + TABLE)
    expect(page.locator("[data-notice=bad_seed]")).to_contain_text("banana")
    expect(page.locator(".deal-of")).to_have_text("Deal 1 of 12")


def test_a_corrupt_save_is_discarded_with_a_notice(open_site, page):
    open_site("?seed=5" + TABLE)
    wait_for_you(page)  # the AI players have moved and saved
    page.evaluate("""() => localStorage.setItem('cardavia.asnas.match',
        JSON.stringify({game: 'asnas', version: 1, seed: 5, deals: [['raise', 'raise', 'raise', 'raise', 'raise']],
                        totals: ['0', '0', '0', '0']}))""")
    page.reload()
    ready(page)
    expect(page.locator("[data-notice=corrupt_save]")).to_be_visible()
    expect(page.locator(".deal-of")).to_have_text("Deal 1 of 12")
    wait_for_you(page)
    page.evaluate("() => localStorage.setItem('cardavia.asnas.match', '{not json')")
    page.reload()
    ready(page)
    expect(page.locator("[data-notice=corrupt_save]")).to_be_visible()


def test_restart_asks_first_and_then_resets_every_total(open_site):
    page = open_site("?seed=8" + TABLE)
    wait_for_you(page)
    page.locator(".action-row [data-action=fold]").click()
    assert wait_for_you(page) in ("next", "act")
    while wait_for_you(page) == "act":
        page.locator(".action-row [data-action=fold]").click()
    page.locator(".actions [data-action=next]").click()
    expect(page.locator(".deal-of")).to_have_text("Deal 2 of 12")
    page.locator("[data-action=restart]").click()
    expect(page.locator("[data-action=confirm-restart]")).to_be_focused()
    page.locator("[data-action=cancel-restart]").click()
    expect(page.locator(".deal-of")).to_have_text("Deal 2 of 12")
    page.locator("[data-action=restart]").click()
    page.locator("[data-action=confirm-restart]").click()
    expect(page.locator(".deal-of")).to_have_text("Deal 1 of 12")
    rows = page.locator(".scores tbody tr")
    # The AI may finish the new first deal at once (all fold to the dealer),
    # but nothing of the old match may remain.
    assert all(not text.strip() for row in range(1, 12) for text in rows.nth(row).locator("td").all_inner_texts())
    assert page.locator(".seed").get_attribute("data-seed") != "8"


def test_restart_s_question_keeps_the_keyboard_while_the_ai_players_finish_the_deal(open_site):
    """Your fold leaves the keyboard waiting for Next deal; asking to restart
    meanwhile moves it to the question, and the deal's end must not take it back."""
    page = open_site("?seed=8&speed=fast#/asnas")  # a pause before each AI move: you ask while they play
    wait_for_you(page)
    page.locator(".action-row [data-action=fold]").click()
    page.locator("[data-action=restart]").click()
    confirm = page.locator("[data-action=confirm-restart]")
    expect(confirm).to_be_focused()
    assert wait_for_you(page) == "next"
    expect(page.locator(".actions [data-action=next]")).to_be_enabled()
    expect(confirm).to_be_focused()
    page.keyboard.press("Enter")
    expect(page.locator(".deal-of")).to_have_text("Deal 1 of 12")
    assert page.locator(".seed").get_attribute("data-seed") != "8"


def test_show_my_chances_gives_the_exact_odds_once_you_look(open_site, page):
    open_site("?seed=12" + TABLE)
    wait_for_you(page)
    page.locator("#chances-toggle").check()
    expect(page.locator(".chance")).to_have_text("Look at your cards to see your chances.")
    page.locator(".action-row [data-action=look]").click()
    expect(page.locator(".chance")).to_contain_text(re.compile(r"against \d+ players?|against 1 player"))
    chance = Fraction(page.locator(".chance").get_attribute("data-chance"))
    assert 0 <= chance <= 1
    page.reload()
    ready(page)
    expect(page.locator("#chances-toggle")).to_be_checked()


def test_the_hand_ranking_sheet_lists_six_hands_strongest_first(open_site):
    page = open_site("?seed=3" + TABLE)
    page.locator(".cheat-sheet summary").click()
    names = page.locator(".ranking .rank-name").all_inner_texts()
    assert names[0].startswith("Four of a kind") and names[-1] == "High card" and len(names) == 6


def test_a_link_to_another_match_asks_before_it_replaces_the_match_in_progress(open_site, page):
    open_site("?seed=5" + TABLE)
    assert wait_for_you(page) == "act"
    page.locator(".action-row [data-action=look]").click()  # a move of yours: the match is in progress
    expect(page.locator(".seat.you .hand .card.face")).to_have_count(5)
    open_site("?seed=99" + TABLE)
    notice = page.locator("[data-notice=other_match]")
    expect(notice).to_contain_text("99")
    expect(page.locator(".score-sheet .seed")).to_have_attribute("data-seed", "5")
    expect(page.locator(".seat.you .hand .card.face")).to_have_count(5)  # nothing of it was lost
    notice.locator("[data-action=start-match]").click()
    expect(page.locator(".score-sheet .seed")).to_have_attribute("data-seed", "99")
    expect(notice).to_have_count(0)
    page.reload()
    ready(page)
    expect(page.locator(".score-sheet .seed")).to_have_attribute("data-seed", "99")
