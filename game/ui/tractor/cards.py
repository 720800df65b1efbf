"""Playing cards for the Tractor table, drawn with HTML and CSS.

A card is its rank and suit in two corners and a large pip or court letter in
the middle; jokers say JOKER down the side with a star. The words a screen
reader hears ("Queen of hearts") come from the language file.
"""
from __future__ import annotations

from game.i18n import Catalogue, localised_digits
from game.tractor import BLACK_JOKER, RED_JOKER, rank_of, suit_of
from game.ui.markup import join, tag

GLYPHS = {"S": "♠", "H": "♥", "D": "♦", "C": "♣"}
COURTS = {"J", "Q", "K"}


def rank_text(words: Catalogue, rank: str) -> str:
    return words.text(f"tractor.rank_short.{rank}") if rank in ("T", "J", "Q", "K", "A") else rank


LEFT_TO_RIGHT = "\u2066{}\u2069"
"""A card's rank and suit kept in that order inside right-to-left text."""


def short(words: Catalogue, card: str) -> str:
    """`9♥`, `10♠`, `Q♦` (in the digits the language writes); the jokers by name."""
    if card == BLACK_JOKER:
        return words.text("tractor.black_joker")
    if card == RED_JOKER:
        return words.text("tractor.red_joker")
    return LEFT_TO_RIGHT.format(localised_digits(rank_text(words, rank_of(card)), words.code) + GLYPHS[suit_of(card)])


def ranks_list(words: Catalogue, cards) -> str:
    """Cards of one suit by their ranks alone (`5 8 10 J K`), as a hand diagram's row shows them."""
    return " ".join(LEFT_TO_RIGHT.format(localised_digits(rank_text(words, rank_of(card)), words.code))
                    for card in cards)


def short_list(words: Catalogue, cards) -> str:
    return " ".join(short(words, card) for card in cards)


def spoken(words: Catalogue, card: str) -> str:
    if rank_of(card) is None:  # a joker
        return short(words, card)
    return words.text("tractor.card", rank=words.text(f"tractor.ranks.{rank_of(card)}"),
                      suit=words.text(f"tractor.suits.{suit_of(card)}"))


def face(words: Catalogue, card: str, size: str = "hand", button: bool = False, trump: bool = False, flags=(),
         attrs=None):
    """One card, as markup (`game.ui.markup`); a <button> when the player can
    pick it, with the classes `flags` and `attrs` added. A trump (by the
    deal's trump, level cards and jokers included) carries a mark."""
    classes = ["pcard", size] + (["trump"] if trump else [])
    if rank_of(card) is None:
        classes += ["joker", "red" if card == RED_JOKER else "black"]
        body = [JOKER]
    else:
        rank, suit = rank_of(card), suit_of(card)
        classes += [f"suit-{suit}", "court" if rank in COURTS else "pips"]
        # The corner and the middle are drawn by CSS from data attributes: the
        # card's name is its label ("King of spades"), not the letters on it.
        body = [tag("span", classes=["idx"], attrs={"data-rank": rank_text(words, rank), "data-suit": GLYPHS[suit]}),
                tag("span", classes=["pip"],
                    attrs={"data-glyph": rank_text(words, rank) if rank in COURTS else GLYPHS[suit]})]
    classes += flags
    label = spoken(words, card)
    shown = {"data-card": card, "aria-label": words.text("tractor.trump_card", card=label) if trump else label}
    if trump:
        body.append(TRUMP_MARK)
    if button:
        return tag("button", None, *body, classes=classes, attrs={"type": "button", **shown, **(attrs or {})})
    return tag("span", None, *body, classes=classes, attrs={**shown, "role": "img"})


JOKER = join([tag("span", "JOKER", classes=["joker-word"], attrs={"aria-hidden": "true"}),
              tag("span", "★", classes=["joker-star"], attrs={"aria-hidden": "true"})])
TRUMP_MARK = tag("span", classes=["trump-mark"], attrs={"aria-hidden": "true"})


def back(size: str = "mini"):
    return tag("span", classes=["pcard", "back", size], attrs={"aria-hidden": "true"})
