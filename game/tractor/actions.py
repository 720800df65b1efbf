"""The four things a player can do, as small frozen values.

``Declare(cards)`` and ``Pass()`` while trump is being declared,
``Bury(cards)`` for the dealer's eight kitty cards, ``Play(cards)`` in tricks.
Cards are given as a tuple of card strings (or one string like "9H 9H") and
stored in a fixed order, so two plays of the same cards are equal whatever
order they were picked in. ``to_data`` / ``from_data`` turn an action into a
small JSON list (``["play", ["9H", "9H"]]``) for saved games.
"""
from dataclasses import dataclass

from game.core import SaveError
from game.tractor.mechanics.cards import canonical, parse_cards


@dataclass(frozen=True)
class _WithCards:
    cards: tuple

    def __post_init__(self):
        object.__setattr__(self, "cards", canonical(parse_cards(self.cards)))


@dataclass(frozen=True)
class Declare(_WithCards):
    """Show a level card, a pair of identical level cards, or a pair of jokers."""

    kind = "declare"


@dataclass(frozen=True)
class Pass:
    """Decline to declare (or to overcall) this turn."""

    kind = "pass"


@dataclass(frozen=True)
class Bury(_WithCards):
    """The dealer's eight cards that go face down as the kitty."""

    kind = "bury"


@dataclass(frozen=True)
class Play(_WithCards):
    """The cards a player adds to the trick: a lead or a follow."""

    kind = "play"


ACTION_TYPES = {"declare": Declare, "pass": Pass, "bury": Bury, "play": Play}


def to_data(action):
    if isinstance(action, Pass):
        return ["pass"]
    return [action.kind, list(action.cards)]


def from_data(data):
    """Rebuild an action from ``to_data``'s list, refusing anything malformed."""
    if not isinstance(data, list) or not data or not isinstance(data[0], str) or data[0] not in ACTION_TYPES:
        raise SaveError(f"not a Tractor action: {data!r}")
    kind = data[0]
    if kind == "pass":
        if len(data) != 1:
            raise SaveError(f"not a Tractor action: {data!r}")
        return Pass()
    if len(data) != 2 or not isinstance(data[1], list):
        raise SaveError(f"not a Tractor action: {data!r}")
    try:
        return ACTION_TYPES[kind](tuple(data[1]))
    except ValueError as error:
        raise SaveError(f"not a Tractor action: {data!r} ({error})") from None
