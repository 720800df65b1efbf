"""The card counter's panel: the engine's count (`game.tractor.counting`) in the
player's words. A card still out twice is written twice, as a player counting
on their fingers would: "A A K Q Q"."""
from __future__ import annotations

from game.i18n import Catalogue, localised_digits
from game.tractor import RED_JOKER, TRUMP, rank_of
from game.ui.markup import Markup, tag
from game.ui.tractor.cards import GLYPHS, rank_text, short
from game.ui.tractor.draw import name


def panel(words: Catalogue, count) -> Markup:
    rows = [_row(words, row) for row in count.suits]
    voids = [_voids(words, seat, suits, count.seat) for seat, suits in count.voids]
    kitty = [tag("p", words.text("tractor.counter_kitty", count=words.number(count.in_kitty)), classes=["note"])] \
        if count.in_kitty else []
    return tag("section", None, tag("h2", words.text("tractor.counter_title")),
               tag("dl", None, *rows, classes=["counter-suits"]), *kitty,
               tag("h3", words.text("tractor.counter_voids")), tag("ul", None, *voids, classes=["counter-voids"]),
               classes=["card-counter"], attrs={"data-counter": ""})


def _row(words: Catalogue, row) -> Markup:
    if row.suit == TRUMP:
        label = tag("span", words.text("tractor.counter_trumps"))
    else:
        label = tag("span", GLYPHS[row.suit], classes=[f"suit-{row.suit}"],
                    attrs={"role": "img", "aria-label": words.text(f"tractor.suits.{row.suit}")})
    cards = [_counted(words, card, copies, row.suit) for card, copies in row.cards for _copy in range(copies)]
    return tag("div", None, tag("dt", None, label, " ", tag("span", words.number(row.total), classes=["out-count"])),
               tag("dd", None, *(cards or [words.text("tractor.counter_none")])),
               classes=["counter-row"], attrs={"data-suit": row.suit, "data-out": row.total})


def _counted(words: Catalogue, card: str, copies: int, suit: str) -> Markup:
    """A plain suit's row needs only the rank; trumps mix suits, so they say the whole card, and
    a joker is its star, red or black, named for a screen reader."""
    attrs = {"data-card": card, "data-copies": copies}
    if rank_of(card) is None:
        return tag("span", "★", classes=["counted", "joker", "red" if card == RED_JOKER else "black"],
                   attrs={**attrs, "role": "img", "aria-label": short(words, card)})
    text = short(words, card) if suit == TRUMP else localised_digits(rank_text(words, rank_of(card)), words.code)
    return tag("span", text, classes=["counted"], attrs=attrs)


def _voids(words: Catalogue, seat: int, suits: tuple, you: int) -> Markup:
    shown = " ".join(GLYPHS.get(suit) or words.text("tractor.counter_trumps") for suit in suits) \
        if suits else words.text("tractor.counter_no_voids")
    spoken = ", ".join(words.text(f"tractor.suits.{suit}") for suit in suits)
    return tag("li", None, tag("span", name(words, seat, you), classes=["who"]), " ",
               tag("span", shown, attrs={"aria-label": spoken} if spoken else None),
               attrs={"data-seat": seat, "data-void": " ".join(suits)})
