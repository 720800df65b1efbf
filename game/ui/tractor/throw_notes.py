"""What the table says about throws (the house rule): a throw that failed, in
the moment, in the trick history and in the deal's result.

Every figure comes from the engine's ``FailedThrow``; the table only words it.
"""
from __future__ import annotations

from game.i18n import Catalogue
from game.ui.tractor.cards import short_list


def _penalty(words: Catalogue, points: int) -> str:
    sign = "\u2212" if points < 0 else "+"
    return f"{sign}{words.number(abs(points))}"


def failed(words: Catalogue, throw, name, you: int) -> str:
    """"West tried A♠ K♠K♠, but North holds a higher pair: West plays K♠K♠, −10 for the attackers."

    You are "you" as the thrower and as the holder, as everywhere at the table.
    """
    values = {"cards": short_list(words, throw.attempted), "holder": name(words, throw.holder),
              "unit": words.text(f"tractor.unit_{throw.unit.kind}"), "played": short_list(words, throw.played),
              "penalty": _penalty(words, throw.penalty)}
    if throw.seat == you:
        return words.text("tractor.failed_throw_you", **values)
    key = "tractor.failed_throw_you_hold" if throw.holder == you else "tractor.failed_throw"
    return words.text(key, player=name(words, throw.seat), **values)


def trick_note(words: Catalogue, trick, name, you: int) -> str:
    """The trick history's note on a trick whose lead was a failed throw ("" otherwise)."""
    throw = trick.failed_throw
    if throw is None:
        return ""
    if throw.seat == you:
        return words.text("tractor.trick_row_throw_you", penalty=_penalty(words, throw.penalty))
    return words.text("tractor.trick_row_throw", player=name(words, throw.seat),
                      penalty=_penalty(words, throw.penalty))


def result_line(words: Catalogue, result) -> str:
    """The deal result's line on failed throws ("" when there were none)."""
    if not result.throw_penalty and not any(trick.failed_throw for trick in result.tricks):
        return ""
    return words.text("tractor.throw_penalties", penalty=_penalty(words, result.throw_penalty))
