"""A Tractor deal as its replay shows it: the level board and the trick as
the table draws them, every seat's hand face up as a hand diagram (a row a
suit, the trumps apart), the buried kitty, and what each move said."""
from __future__ import annotations

from game.i18n import Catalogue
from game.tractor import OVER, TRUMP, team_of
from game.ui import seating
from game.ui.markup import join, tag
from game.ui.tractor import draw
from game.ui.tractor.cards import GLYPHS, ranks_list, short_list

YOU = 0
"""A replay is seen from the seat of the player who played it."""
SECTION = ("tractor-table",)
BOARD = ("board", "tractor-board")
PARTS = ("info", "seat-north", "seat-west", "centre", "seat-east", "talk", "mine")


def parts(words: Catalogue, moment, number: int) -> dict:
    """The board's parts (markup by name) at ``moment`` of deal ``number``."""
    match = moment.views[YOU]
    view = match.deal
    drawn = {seating.place(seat, YOU): seat_hand(words, view, seat, moment.hands[seat])
             for seat in seating.others(YOU)}
    drawn["mine"] = seat_hand(words, view, YOU, moment.hands[YOU])
    drawn["info"] = draw.info(words, match, view, None)
    kitty = moment.views[view.dealer].deal.kitty
    shown = [] if kitty is None or view.phase == OVER else [tag(
        "p", None, tag("span", words.text("replay.kitty") + ": "), tag("span", short_list(words, kitty)),
        classes=["replay-kitty"], attrs={"data-kitty": " ".join(kitty)})]
    drawn["centre"] = join([tag("div", None, *draw.trick_area(words, view, number), classes=["trick"]), *shown])
    return drawn


def seat_hand(words: Catalogue, view, seat: int, hand):
    """A seat's header and its hand face up, one row a suit as the deal sorts them: a plain
    suit's row by ranks after its suit's sign, the trumps (of every suit) in full."""
    order = view.card_order
    rows = []
    for card in hand:
        suit = order.effective_suit(card)
        if not rows or rows[-1][0] != suit:
            rows.append((suit, []))
        rows[-1][1].append(card)
    lines = [tag("li", None, tag("span", words.text("tractor.trump") if suit == TRUMP else GLYPHS[suit],
                                 classes=["suit-label"]),
                 tag("span", short_list(words, cards) if suit == TRUMP else ranks_list(words, cards),
                     classes=["cards"]),
                 attrs={"data-suit": suit}) for suit, cards in rows]
    classes = ["seat", f"team-{team_of(seat)}"] + (["to-act"] if view.to_act == seat else [])
    return tag("div", None, tag("div", None, *draw.seat_header(words, view, seat, None), classes=["seat-top"]),
               tag("ul", None, *lines, classes=["hand-diagram"], attrs={"data-cards": " ".join(hand)}),
               classes=classes, attrs={"data-seat": seat})


def caption(words: Catalogue, before, moment) -> str:
    """What the move that led to ``moment`` said, with the trump or the trick it settled."""
    if moment.seat is None:
        return words.text("replay.as_dealt")
    return draw.told(words, moment.seat, moment.action, before.views[YOU].deal, moment.views[YOU].deal, YOU)
