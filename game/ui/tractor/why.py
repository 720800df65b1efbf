"""The hint's sentence: the AI's ``Reason`` for its move, in the player's words.

The engine says what it weighed (``game.tractor.ai.reasons``); here each
kind of reason picks its sentence, with a variant where points or trumps
change what the sentence must say.
"""
from __future__ import annotations

from game.i18n import Catalogue
from game.tractor.mechanics.trump import TRUMP
from game.ui.tractor.cards import short_list


def _suit(words: Catalogue, suit: str) -> str:
    return words.text(f"tractor.suits.{suit}")


def key_of(reason) -> str:
    """The sentence's key under ``tractor.why``: the kind, or its variant."""
    kind = reason.kind
    if kind == "bury_cheap" and reason.points:
        return "bury_safe" if reason.safe else "bury_cheap_points"
    if kind in ("bury_voids", "lead_probe", "follow_duck") and reason.points:
        return f"{kind}_points"
    if kind in ("lead_top", "lead_boss") and reason.suits == (TRUMP,):
        return f"{kind}_trump"
    return kind


def sentence(words: Catalogue, reason, name) -> str:
    """One sentence naming the move and why; ``name(words, seat)`` names a seat.

    The chance comes from sampled layouts of the hidden cards, never from
    proof, so it reads as about 1 to 99 %: "about 100 %" would promise what
    a sample cannot. A sentence may open with a card's name ("red joker"):
    its first letter is a capital, as any sentence's."""
    separator = words.text("tractor.list_separator")
    values = {"cards": short_list(words, reason.cards), "gone": short_list(words, reason.gone),
              "suits": separator.join(_suit(words, suit) for suit in reason.suits),
              "suit": _suit(words, reason.suits[0]) if reason.suits else "",
              "seat": name(words, reason.seat) if reason.seat is not None else "",
              "chance": min(99, max(1, reason.chance)), "points": reason.points}
    text = words.text(f"tractor.why.{key_of(reason)}", **values)
    return text[:1].upper() + text[1:]
