"""The As-Nas hint's sentence: the AI's ``Reason`` for a move, in the player's words.

Chances read as a player says them: "1 time in 8" below even odds, a
percentage above.
"""
from __future__ import annotations

from game.i18n import Catalogue


def odds(words: Catalogue, chance) -> str:
    if chance <= 0:
        return words.text("asnas.why.odds_never")
    if chance >= 1:
        return words.text("asnas.why.odds_always")
    if chance < 0.5:
        return words.text("asnas.why.odds_one_in", count=max(2, round(1 / chance)))
    return words.text("asnas.why.odds_percent", percent=min(99, round(100 * chance)))


def players(words: Catalogue, count: int) -> str:
    if count == 1:
        return words.text("asnas.chances_opponent")
    return words.text("asnas.chances_opponents", count=count)


def sentence(words: Catalogue, reason) -> str:
    """One sentence naming the move and why."""
    if reason.kind == "look":
        return words.text("asnas.why.look")
    return words.text(f"asnas.why.{reason.kind}", players=players(words, reason.opponents),
                      hand=words.text(f"asnas.categories.{reason.category}"), odds=odds(words, reason.chance),
                      price=reason.price, pot=reason.pot)
