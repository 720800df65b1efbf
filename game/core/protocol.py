"""The one shape of a game's match, as the table, the tests and portals use it.

It is a ``typing.Protocol``: nothing inherits from it, and the protocol
tests check that every game in ``GAMES`` has each part and that they behave
alike (random-legal play, refusals that change nothing, saves that
round-trip, garbage saves refused with ``SaveError``).
"""
from typing import Protocol


class Match(Protocol):
    """A whole match among four seats, driven one action at a time.

    ``Match(seed, options=frozenset())`` takes an int seed or a
    ``random.Random`` to draw one from; the seed plus the actions replay it.
    ``to_act`` is the seat whose move it is, or ``None`` between deals and
    at the end. ``legal_actions()`` are that seat's choices (``action in
    choices``, ``choices.violation(action)``); ``violation(action, seat)``
    also refuses a seat that is not to act. ``apply(action, seat=None)``
    makes the move or raises ``IllegalAction`` changing nothing.
    ``view(seat)`` is a frozen picture of what that seat may see.
    ``scores()`` is JSON-ready: numbers, never display text.
    """

    seed: int
    options: frozenset
    deal_number: int

    @property
    def deal(self): ...

    @property
    def is_over(self) -> bool: ...

    @property
    def to_act(self): ...

    def legal_actions(self): ...

    def violation(self, action, seat=None): ...

    def apply(self, action, seat=None) -> None: ...

    def next_deal(self): ...

    def restart(self) -> None: ...

    def view(self, seat): ...

    def scores(self) -> dict: ...

    def to_dict(self) -> dict: ...

    @classmethod
    def from_dict(cls, data): ...
