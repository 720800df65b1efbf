"""A finished deal played again in the page, move by move, every hand face up:
from a golden playthrough's moves (each step compared with the file), from a
deal just played at the table, from your records, and from a shared link; a
link its seed does not allow, or a garbled saved last match, is refused with
a notice and changes nothing stored."""
from __future__ import annotations

import re
from urllib.parse import quote

from playwright.sync_api import expect

from e2e.asnas_moves import play_deal
from e2e.ready import ready
from game.replays import Recording
from tests.playthroughs import record

STORAGE = "() => JSON.stringify(Object.entries(localStorage).sort())"
SEAT_LINE = re.compile(r"^seat (\d): (.+)$")
FACT_LINE = re.compile(r"^  view (\d) ([\w.]+): (.*)$")


def golden(game: str, seed: int) -> tuple[list[list], list[list[dict]]]:
    """A playthrough's moves, deal by deal (as a save holds them), and the facts after each
    (``[deal][step][(seat, field)]``, step 0 as dealt)."""
    deals, states = [], []
    text = (record.FOLDER / f"{game}-seed{seed}.txt").read_text(encoding="utf-8")
    for block in text.split("\ndeal ")[1:]:
        moves, facts = [], [{}]
        for line in block.splitlines()[1:]:
            if seat_move := SEAT_LINE.match(line):
                moves.append(_move(game, seat_move.group(2)))
                facts.append(dict(facts[-1]))
            elif fact := FACT_LINE.match(line):
                facts[-1][(int(fact.group(1)), fact.group(2))] = fact.group(3)
        deals.append(moves)
        states.append(facts)
    return deals, states


def _move(game: str, text: str):
    """``look`` for As-Nas; ``[play [9H 9H]]`` to ``["play", ["9H", "9H"]]`` for Tractor."""
    if game == "asnas":
        return text
    kind, _, cards = text.strip("[]").partition(" ")
    return [kind] if not cards else [kind, cards.strip("[]").split()]


def listed(fact: str) -> list[str]:
    return fact.strip("[]").split()


def link(game: str, seed: int, deals) -> str:
    recording = Recording(game, seed, frozenset(), tuple(tuple(moves) for moves in deals))
    return f"#/{game}/replay?seed={seed}&moves={quote(recording.code)}"


def shown_asnas(page) -> dict:
    return page.evaluate("""() => [0, 1, 2, 3].map(seat => {
        const box = document.querySelector(`.replay .seat[data-seat="${seat}"]`);
        return {bet: box.querySelector('.bet').dataset.bet, folded: box.classList.contains('folded'),
                toAct: box.classList.contains('to-act'), cards: box.querySelector('.hand').dataset.cards || null,
                settle: box.querySelector('.settle') ? box.querySelector('.settle').dataset.settlement : null};
    }).concat([document.querySelector('.replay [data-pot]').dataset.pot,
               document.querySelector('.replay-caption').dataset.step])""")


def test_every_move_of_golden_as_nas_deals_replays_as_the_file_says(open_site, page):
    seed = record.ASNAS_SEEDS[0]
    deals, states = golden("asnas", seed)
    open_site(link("asnas", seed, deals))
    expect(page.locator(".replay-head h2")).to_have_text("Replay: deal 12")
    for number in (1, 12):
        page.select_option("[data-action=replay-deal]", str(number))
        expect(page.locator(".replay-head h2")).to_have_text(f"Replay: deal {number}")
        dealt = {seat: None for seat in range(4)}
        for step, facts in enumerate(states[number - 1]):
            if step:
                page.keyboard.press("ArrowRight")
            expect(page.locator(".replay-caption")).to_have_attribute("data-step", str(step))
            *seats, pot, _ = shown_asnas(page)
            assert pot == facts[(0, "deal.pot")], (number, step)
            to_act = facts[(0, "deal.to_act")]
            for seat, shown in enumerate(seats):
                where = (number, step, seat)
                assert shown["bet"] == listed(facts[(0, "deal.bets")])[seat], where
                assert shown["folded"] == (listed(facts[(0, "deal.folded")])[seat] == "yes"), where
                assert shown["toAct"] == (to_act == str(seat)), where
                own = facts[(seat, "deal.hand")]
                if own != "-":
                    dealt[seat] = sorted(listed(own))
                assert shown["cards"] is not None, where  # every hand face up from the first move
                if dealt[seat] is not None:
                    assert sorted(shown["cards"].split()) == dealt[seat], where
            if step == len(states[number - 1]) - 1:
                assert [shown["settle"] for shown in seats] == listed(facts[(0, "deal.settlement")])
        expect(page.locator("[data-action=replay-forward]")).to_be_disabled()
    expect(page.locator(".replay-position")).to_contain_text("Move")
    page.keyboard.press("Home")
    expect(page.locator(".replay-caption")).to_have_attribute("data-step", "0")
    expect(page.locator("[data-action=replay-back]")).to_be_disabled()
    page.keyboard.press("End")
    expect(page.locator("[data-action=replay-end]")).to_be_disabled()


def test_every_move_of_a_golden_tractor_deal_replays_as_the_file_says(open_site, page):
    deals, states = golden("tractor", 5)
    open_site(link("tractor", 5, deals))
    expect(page.locator(".replay-head h2")).to_have_text("Replay: deal 2")
    forward = page.locator("[data-action=replay-forward]")
    for step, facts in enumerate(states[1]):
        if step == 1:
            forward.click()  # the button once, then the key a player steps with
        elif step:
            page.keyboard.press("ArrowRight")
        expect(page.locator(".replay-caption")).to_have_attribute("data-step", str(step))
        shown = page.evaluate("""() => ({
            hands: [0, 1, 2, 3].map(seat => document.querySelector(
                `.replay .seat[data-seat="${seat}"] .hand-diagram`).dataset.cards),
            trick: [...document.querySelectorAll('.replay .plays .play')].map(play =>
                [play.dataset.playSeat, [...play.querySelectorAll('[data-card]')].map(card => card.dataset.card)]),
        })""")
        for seat in range(4):  # each seat's own view of its hand, from the file
            assert sorted(shown["hands"][seat].split()) == sorted(listed(facts[(seat, "deal.hand")])), (step, seat)
        trick = facts[(0, "deal.current_trick")]
        if facts[(0, "deal.phase")] == "play" and trick != "[]":
            plays = re.findall(r"\[(\d) \[([^\]]*)\]\]", trick)
            assert [[seat, sorted(cards.split())] for seat, cards in plays] == \
                [[seat, sorted(cards)] for seat, cards in shown["trick"]], step
    expect(forward).to_be_disabled()
    expect(page.locator(".replay .info")).to_contain_text("Deal 2")


def test_a_deal_just_played_replays_from_the_table_and_its_shared_link_opens_it_again(open_site, page, site_url):
    open_site("?seed=11&speed=instant#/asnas")
    play_deal(page, ("hold", "call", "look"))
    settled = [page.locator(f".asnas-table .seat[data-seat='{seat}'] .settle").get_attribute("data-settlement")
               for seat in range(4)]
    page.locator(".asnas-table [data-action=replay]").click()
    expect(page.locator(".replay-head h2")).to_have_text("Replay: deal 1")
    expect(page.locator(".replay-caption")).to_have_attribute("data-step", "0")
    page.locator("[data-action=replay-end]").click()
    assert [page.locator(f".replay .seat[data-seat='{seat}'] .settle").get_attribute("data-settlement")
            for seat in range(4)] == settled
    stored = page.evaluate(STORAGE)
    page.locator("[data-action=share-replay]").click()
    shared = page.locator("[data-share-link]").input_value()
    assert shared.startswith(site_url + "#/asnas/replay?seed=")  # nothing of this visit's address
    page.goto(shared)
    page.reload()  # the link loaded afresh
    ready(page)
    expect(page.locator(".replay-head h2")).to_have_text("Replay: deal 1")
    page.keyboard.press("End")
    assert [page.locator(f".replay .seat[data-seat='{seat}'] .settle").get_attribute("data-settlement")
            for seat in range(4)] == settled
    assert page.evaluate(STORAGE) == stored  # a replay reads, it never writes
    page.locator(".replay-head a[href='#/asnas']").click()
    expect(page.locator(".asnas-table [data-action=next]")).to_be_visible()  # the table as it was left


def test_a_link_that_does_not_match_its_seed_is_refused_and_changes_nothing(open_site, page):
    deals, _ = golden("asnas", 3)
    good = link("asnas", 3, deals[:1])
    open_site("#/asnas")
    stored = page.evaluate(STORAGE)
    for bad in (good.replace("seed=3", "seed=4"), good[:-6], "#/asnas/replay?seed=3&moves=%3Cscript%3E"):
        page.evaluate(f"location.hash = {bad!r}")  # another number, moves cut short, garbage
        expect(page.locator("[data-notice=bad_link]")).to_be_visible()
        expect(page.locator("[data-replay=refused]")).to_be_visible()
        assert page.evaluate(STORAGE) == stored
        page.locator("[data-notice=bad_link] [data-action=dismiss]").click()
        page.evaluate("location.hash = '#/'")
    page.evaluate(f"location.hash = {good!r}")  # the good one still opens
    expect(page.locator(".replay-head h2")).to_have_text("Replay: deal 1")


def test_a_garbled_saved_match_is_refused_with_a_notice_and_left_as_it_was(open_sized):
    garbled = {"last_match": "seed=3&moves=AAAA", "match": '{"game": "asnas", "version": 2, "seed": 3, "deals": [["l'}
    page = open_sized(1280, 800, "#/stats", saved={f"cardavia.asnas.{key}": value for key, value in garbled.items()})
    page.locator("[data-records=asnas] [data-action=replay]").click()  # the last match
    expect(page.locator("[data-notice=bad_saved]")).to_be_visible()
    expect(page.locator("[data-replay=refused]")).to_be_visible()
    page.locator("[data-notice=bad_saved] [data-action=dismiss]").click()
    page.evaluate("location.hash = '#/asnas/replay'")  # the match on your table
    expect(page.locator("[data-notice=bad_saved]")).to_be_visible()
    expect(page.locator("[data-replay=refused]")).to_be_visible()
    for key, value in garbled.items():
        assert page.evaluate(f"localStorage.getItem('cardavia.asnas.{key}')") == value


FITS = """() => {
    const width = document.documentElement.clientWidth;
    const boxes = [...document.querySelectorAll('.replay-steps .btn, .replay-head .btn, .replay-deal')]
        .map(element => element.getBoundingClientRect());
    const overlaps = boxes.some((a, i) => boxes.some((b, j) => i < j && a.left < b.right && b.left < a.right
                                                     && a.top < b.bottom && b.top < a.bottom));
    const hands = [...document.querySelectorAll('.replay .seat')].every(seat => {
        const outer = seat.getBoundingClientRect();
        return [...seat.querySelectorAll('.hand-diagram li')].every(row => {
            const box = row.getBoundingClientRect();
            return box.left >= outer.left - 1 && box.right <= outer.right + 1;
        });
    });
    return {overflow: document.documentElement.scrollWidth > width,
            offScreen: boxes.some(box => box.left < 0 || box.right > width), overlaps, hands};
}"""


def test_a_replay_fits_a_phone_and_its_arrows_follow_the_reading_direction(open_sized):
    deals, _ = golden("tractor", 5)
    page = open_sized(360, 740, "?lang=fa" + link("tractor", 5, deals))
    caption = page.locator(".replay-caption")
    page.keyboard.press("ArrowLeft")  # right to left: the left arrow goes forward
    expect(caption).to_have_attribute("data-step", "1")
    for _ in range(30):
        page.keyboard.press("ArrowLeft")
    expect(caption).to_have_attribute("data-step", "31")
    page.keyboard.press("ArrowRight")
    expect(caption).to_have_attribute("data-step", "30")
    assert page.evaluate(FITS) == {"overflow": False, "offScreen": False, "overlaps": False, "hands": True}
    page.select_option("#language-menu", "zh")
    expect(page.locator(".replay-head h2")).to_have_text("回放：第 2 局")
    expect(caption).to_have_attribute("data-step", "30")  # a new language keeps the move shown
    page.keyboard.press("ArrowRight")
    expect(caption).to_have_attribute("data-step", "31")
    assert page.evaluate(FITS) == {"overflow": False, "offScreen": False, "overlaps": False, "hands": True}
