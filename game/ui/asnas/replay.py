"""An As-Nas deal as its replay shows it: the table's own seats and pot, with
every hand face up from the deal's first move, and what each move said."""
from __future__ import annotations

from dataclasses import replace

from game.i18n import Catalogue
from game.ui import seating
from game.ui.asnas import draw
from game.ui.markup import tag

YOU = 0
"""A replay is seen from the seat of the player who played it."""
SECTION = ("asnas-table",)
BOARD = ("board",)
PARTS = ("seat-north", "seat-west", "centre", "seat-east", "talk", "seat-south")


def parts(words: Catalogue, moment, number: int) -> dict:
    """The board's parts (markup by name) at ``moment`` of deal ``number``."""
    match = moment.views[YOU]
    deal = replace(match.deal, hand=moment.hands[YOU], shown_hands=moment.hands)
    drawn = {seating.place(seat, YOU): draw.seat(words, deal, seat, None, deal.settlement)
             for seat in seating.others(YOU)}
    drawn["seat-south"] = draw.your_seat(words, deal, None, deal.settlement)
    drawn["centre"] = tag("div", None, draw.deal_of(words, match), draw.pot(words, deal), classes=["centre-info"])
    return drawn


def caption(words: Catalogue, before, moment) -> str:
    """What the move that led to ``moment`` said (and at the end, who took the pot)."""
    if moment.seat is None:
        return words.text("replay.as_dealt")
    match = moment.views[YOU]
    told = draw.said(words, moment.seat, moment.action, match.deal.bets[moment.seat], YOU)
    return f"{told} {draw.outcome(words, match)}" if match.deal.is_over else told
