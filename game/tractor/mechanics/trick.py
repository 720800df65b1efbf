"""Who wins a trick, and the record a finished trick leaves behind.

Only the led format can win (docs/rules.md): a play wins when it has the same
shape and size as the lead and is either higher in the led suit, or entirely
trumps while the lead was not (a ruff), and a ruff is beaten only by a higher
trump play of that same shape. Equal strength goes to the earlier play, so a
later play must be strictly higher. Mixed or mis-shaped plays never win.
A throw that stands (a house rule) is beaten only by a ruff of its
structure (``throws.py``).
"""
from dataclasses import dataclass

from game.tractor.mechanics.cards import parse_cards
from game.tractor.mechanics.scoring import card_points
from game.tractor.mechanics.shapes import shape_of
from game.tractor.mechanics.throws import throw_shape, throw_winner
from game.tractor.mechanics.trump import TRUMP


def trick_winner(plays, trump):
    """Index into ``plays`` (``plays[0]`` is the lead) of the play that wins the trick."""
    plays = [parse_cards(play) for play in plays]
    if not plays:
        raise ValueError("a trick needs at least the lead")
    lead = shape_of(plays[0], trump)
    throw = throw_shape(plays[0], trump) if lead is None else None
    if lead is None and throw is None:
        raise ValueError(f"{' '.join(plays[0])} is not a legal lead")
    size = (lead or throw).size
    for play in plays[1:]:
        if len(play) != size:
            raise ValueError(f"every play in a trick has {size} cards, not {len(play)}")
    if throw is not None:
        return throw_winner(plays, throw, trump)
    best, best_suit, best_top = 0, lead.suit, lead.top
    for index in range(1, len(plays)):
        play = plays[index]
        shape = shape_of(play, trump)
        if shape is None or not shape.same_format(lead):
            continue
        if shape.suit == best_suit:
            if shape.top > best_top:
                best, best_top = index, shape.top
        elif shape.suit == TRUMP:
            best, best_suit, best_top = index, TRUMP, shape.top
    return best


@dataclass(frozen=True)
class Trick:
    """A finished trick: who led, who played what in order, who won, the points in it,
    and (throws house rule) the ``FailedThrow`` its lead replaced, if any."""

    leader: int
    plays: tuple
    """``((seat, cards), ...)`` in play order, the lead first."""
    winner: int
    points: int
    failed_throw: object = None

    @property
    def cards_per_play(self):
        return len(self.plays[0][1])

    @property
    def cards(self):
        return tuple(card for _seat, play in self.plays for card in play)

    def play_of(self, seat):
        for who, cards in self.plays:
            if who == seat:
                return cards
        raise ValueError(f"seat {seat} did not play in this trick")

    @classmethod
    def settle(cls, plays, trump, failed_throw=None):
        """Decide the winner of four plays and count its points."""
        plays = tuple((seat, tuple(cards)) for seat, cards in plays)
        winner = plays[trick_winner([cards for _seat, cards in plays], trump)][0]
        points = card_points(card for _seat, cards in plays for card in cards)
        return cls(plays[0][0], plays, winner, points, failed_throw)
