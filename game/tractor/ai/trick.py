"""Pricing a play in the current trick: points won or lost, minus the cards it costs.

Leads and follows are judged by one yardstick, in card points. A play that
leaves the trick with our side with chance ``p`` is worth ``(2p - 1)``
times the points that end up in it (those on the table, our own, and what
the players still to come are expected to add), plus, in the last trick,
``p`` times the kitty bonus riding on it; from this we subtract what the
spent cards would have been worth later (``ai_values``: the tricks they
would take, and, for Hard holding the deal, the points its side would take
home with them). Feeding points to a partner who holds the trick, ducking
cheaply when it is lost, ruffing a rich trick and keeping a boss card for
the last trick all fall out of this one sum.
"""
from dataclasses import dataclass, field

from game.core import next_seat
from game.tractor.ai.layouts import sample_layouts
from game.tractor.ai.odds import points_to_come, team_chance
from game.tractor.ai.rollout import sampled_team_chance
from game.tractor.ai.stakes import Stakes
from game.tractor.ai.style import Style
from game.tractor.ai.values import Valuer
from game.tractor.mechanics.scoring import card_points
from game.tractor.mechanics.teams import team_of
from game.tractor.mechanics.throws import lead_shape, play_shape
from game.tractor.mechanics.trick import trick_winner

TEMPO = 1.0
"""Points-equivalent of winning the lead for the next trick."""
LEAD_REALIZE = 0.5
"""When a lead holds, this share of its cards' keep value counts as cashed, not lost."""
PLAIN = Style(samples=24, noise=0.0, point_lead_risk=1.0)
"""How a play is priced when no level is given: the hint's reasons, which deal no layouts and take
their chances from the odds (given an ``rng``, 24 layouts); no stakes, no overtaking, kitty trumps from six."""


def kitty_points_estimate(view, memory):
    """The kitty's points: known to the dealer, else the hidden points pro rata."""
    if view.kitty is not None and view.seat == view.dealer:
        return card_points(view.kitty)
    hidden = sum(memory.unseen.values())
    if not hidden:
        return 0.0
    points = sum(memory.unseen_points(suit) for suit in memory.by_suit)
    return points * memory.hidden_kitty / hidden


@dataclass(frozen=True)
class TrickContext:
    """One seat's decision in a trick: the plays so far, who is still to come, and the prices."""

    seat: int
    trump: object
    plays: tuple
    remaining: tuple
    table_points: int
    in_hand: int
    kitty_points: float
    memory: object = field(compare=False)
    valuer: object = field(compare=False)
    layouts: tuple = field(default=(), compare=False)
    stakes: object = field(default=None, compare=False)
    """``Stakes`` when points are weighed by the steps they may cross (Hard), else ``None``."""
    overtake: bool = False
    """Whether the layouts' holder of the trick takes it over from a later threat (Hard, ``ai_rollout``)."""

    @classmethod
    def build(cls, view, memory, rng=None, style=PLAIN):
        """The context of ``view``'s seat, to act in a trick, priced as ``style`` prices
        (``ai_style``); ``rng`` deals its layouts (without it, chances come from the odds)."""
        plays = tuple(view.current_trick)
        remaining = []
        seat = view.seat
        for _ in range(3 - len(plays)):
            seat = next_seat(seat)
            remaining.append(seat)
        in_hand = len(view.hand)
        kitty_points = kitty_points_estimate(view, memory)
        stake = kitty_points * 2 if in_hand <= style.endgame_cards else 0.0
        held = style.held_points if team_of(view.seat) != view.attackers else 0.0
        valuer = Valuer(memory, tuple(view.hand), stake, held)
        table = sum(card_points(cards) for _seat, cards in plays)
        layouts = ()
        if rng is not None and style.samples:
            layouts = tuple(sample_layouts(memory, rng, style.samples, remaining, style.buried_kitty))
        stakes = Stakes.of(view, kitty_points) if style.weigh_stakes else None
        return cls(view.seat, view.trump, plays, tuple(remaining), table, in_hand, kitty_points,
                   memory, valuer, layouts, stakes, style.overtake)

    def chance(self, winner, lead_shape, best):
        """The chance our side ends up with the trick, ``winner`` holding it with ``best`` now."""
        if self.layouts:
            return sampled_team_chance(self.layouts, self.seat, winner, lead_shape, best, self.remaining,
                                       self.overtake)
        return team_chance(self.memory, self.seat, winner, lead_shape, best, self.remaining)

    @property
    def leading(self):
        return not self.plays

    def standing(self):
        """``(winner seat, lead shape, best shape)`` of the trick as it stands, before our play."""
        lead = lead_shape(self.plays[0][1], self.trump)
        index = trick_winner([cards for _seat, cards in self.plays], self.trump)
        winner, cards = self.plays[index]
        return winner, lead, lead if index == 0 else play_shape(cards, lead, self.trump)

    def chance_now(self):
        """The chance our side takes the trick if we do not take it ourselves."""
        return self.chance(*self.standing())

    def outcome(self, cards):
        """``(chance our side takes the trick, expected points in it)`` after playing ``cards``."""
        plays = self.plays + ((self.seat, tuple(cards)),)
        lead = lead_shape(plays[0][1], self.trump)
        index = trick_winner([each for _seat, each in plays], self.trump)
        winner, best_cards = plays[index]
        best = lead if index == 0 else play_shape(best_cards, lead, self.trump)
        chance = self.chance(winner, lead, best)
        points = (self.table_points + card_points(cards)
                  + points_to_come(self.memory, self.remaining, lead))
        return chance, points

    def value(self, cards):
        """The play's worth in points (higher is better); see the module docs."""
        return self.priced(cards)[0]

    def priced(self, cards):
        """``(the play's worth, the chance our side takes the trick after it)``."""
        chance, points = self.outcome(cards)
        bonus = self.kitty_points * 2 * len(cards) if len(cards) == self.in_hand else 0.0
        if self.stakes is not None:
            points, bonus = self.stakes.worth(points), self.stakes.worth(bonus)
        worth = (2.0 * chance - 1.0) * (points + TEMPO) + chance * bonus
        cost = self.valuer.cost(cards)
        if self.leading:
            cost *= 1.0 - LEAD_REALIZE * chance
        return worth - cost, chance
