"""CPython and the browser play alike: the page, given a golden playthrough's
seed and your moves from it, deals the same cards, its AI players choose the
same moves, and every deal settles as the file says."""
from __future__ import annotations

import re
from fractions import Fraction

from playwright.sync_api import expect

from e2e.asnas_moves import wait_for_you
from tests.playthroughs import record

SEED = record.ASNAS_SEEDS[0]


def recorded_deals(text: str) -> list[tuple[list[str], list[Fraction]]]:
    """Per deal: seat 0's moves in order, and the settlement it ended with."""
    deals = []
    for block in text.split("\ndeal ")[1:]:
        moves = re.findall(r"^seat 0: (\w+)$", block, re.MULTILINE)
        settlement = re.findall(r"^  view 0 deal\.settlement: \[([^\]]+)\]$", block, re.MULTILINE)[-1].split()
        deals.append((moves, [Fraction(value) for value in settlement]))
    return deals


def test_the_page_replays_a_golden_as_nas_playthrough_deal_for_deal(open_site):
    page = open_site(f"?seed={SEED}&speed=instant#/asnas")
    deals = recorded_deals((record.FOLDER / f"asnas-seed{SEED}.txt").read_text(encoding="utf-8"))
    assert len(deals) == 12
    for number, (moves, settlement) in enumerate(deals, 1):
        expect(page.locator(".deal-of")).to_have_text(f"Deal {number} of 12")
        for move in moves:
            assert wait_for_you(page) == "act", f"deal {number}: the page ended the deal before seat 0's {move}"
            button = page.locator(f".action-row [data-action={move}]")
            expect(button).to_be_enabled()
            button.click()
        assert wait_for_you(page) in ("next", "over"), f"deal {number}: the page wants a move the file does not have"
        shown = [Fraction(page.locator(f".seat[data-seat='{seat}'] .settle").get_attribute("data-settlement"))
                 for seat in range(4)]
        assert shown == settlement, f"deal {number}"
        if number < 12:
            page.locator(".actions [data-action=next]").click()
    expect(page.locator(".actions [data-action=play-again]")).to_be_visible()
