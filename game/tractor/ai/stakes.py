"""What points are worth in levels, at this point of the deal.

A deal's outcome moves in steps of 40 attacker points (docs/rules.md): five
points that carry the attackers from 75 to 80 take the deal over, five
more at 85 change nothing. Hard weighs each trick's points by how much they
move the expected outcome: it guesses where the attackers' total will end
(their share of the points so far applied to the points still out, with a
spread that narrows as the deal goes on) and prices points by the steps
they are likely to cross. Far from any step, points are worth little; a
trick that may cross one is worth fighting for. On average a point is
worth what it always was, 1/40 of a level, so the other prices keep their
meaning.
"""
import math
from dataclasses import dataclass

from game.tractor.mechanics.scoring import STEP, TOTAL_POINTS

STEPS = tuple(step - 2.5 for step in (5, 40, 80, 120, 160, 200, 240, 280))
"""Attacker totals (points come in fives) where the outcome moves one level."""
SPREAD = 3.5
"""The spread of the attackers' final total, per square root of the points still out."""
PRIOR_SHARE = 0.4
PRIOR_WEIGHT = 40
"""Before many points are taken, the attackers' share is guessed at 40 %, worth this many points of evidence."""


def _at_least(step, mean, spread):
    return 0.5 * math.erfc((step - mean) / (spread * math.sqrt(2.0)))


@dataclass(frozen=True)
class Stakes:
    """The attackers' points so far, how many more they may expect, and how surely."""

    taken: float
    expected_more: float
    spread: float

    @classmethod
    def of(cls, view, kitty_points):
        taken = view.points[view.attackers]
        played = sum(view.points)
        out = max(0.0, TOTAL_POINTS - played - kitty_points) + kitty_points  # the kitty may come back doubled
        share = (taken + PRIOR_SHARE * PRIOR_WEIGHT) / (played + PRIOR_WEIGHT)
        return cls(taken, share * out, max(5.0, SPREAD * math.sqrt(out)))

    def levels(self, extra):
        """The attackers' expected outcome in levels (up to a constant) with ``extra`` points more."""
        mean = self.taken + extra + self.expected_more
        return sum(_at_least(step, mean, self.spread) for step in STEPS)

    def worth(self, points):
        """``points`` at stake in a trick, in points of the deal's average worth (``STEP`` to a level)."""
        if not points:
            return 0.0
        return STEP * (self.levels(points) - self.levels(0.0))
