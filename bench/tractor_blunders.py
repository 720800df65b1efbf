"""Blunder counters: the gifts a Tractor table notices, counted from each
decision and the trick it led to.

* **Wasteful burial**: a plain point card (5, 10, K) buried while its suit
  stays in the hand and a plain card without points is kept.
* **Point lead beaten**: a lead with points that the other side takes with
  a higher play of the same shape in the led suit, by a player the leader's
  card memory did not rule out (not known void there, nor known to have no
  pair there when a pair or tractor was led).
* **Points thrown**: points discarded onto a trick the other side holds
  with no partner still to play (the play does not take the lead), when a
  legal follow with fewer points existed.
* **Idle big joker**: the big joker led alone before the last trick while
  neither opponent had a trump to give.
* **Failed throw** (the throws house rule): a throw that did not stand,
  out of all throws tried.
"""
from dataclasses import dataclass, fields

from game.tractor.actions import Bury, Play
from game.tractor.ai.memory import Memory
from game.tractor.ai.playbook import fewest_points
from game.tractor.mechanics.cards import RED_JOKER
from game.tractor.mechanics.scoring import card_points
from game.tractor.mechanics.shapes import THROW, shape_of
from game.tractor.mechanics.teams import team_of
from game.tractor.mechanics.throws import lead_shape
from game.tractor.mechanics.trick import trick_winner


@dataclass
class Blunders:
    """Counts of each blunder and of the decisions it could happen in."""

    burials: int = 0
    wasteful_burials: int = 0
    point_leads: int = 0
    point_leads_beaten: int = 0
    lost_follows: int = 0
    points_thrown: int = 0
    big_joker_leads: int = 0
    idle_big_jokers: int = 0
    throws: int = 0
    failed_throws: int = 0

    def add(self, other):
        for each in fields(self):
            setattr(self, each.name, getattr(self, each.name) + getattr(other, each.name))
        return self

    def rates(self):
        """``{name: (blunders, out of)}`` for the report."""
        return {
            "wasteful burials": (self.wasteful_burials, self.burials),
            "point leads beaten by a possible higher same-shape play": (self.point_leads_beaten, self.point_leads),
            "points thrown onto a lost trick": (self.points_thrown, self.lost_follows),
            "idle big-joker leads": (self.idle_big_jokers, self.big_joker_leads),
            "failed throws": (self.failed_throws, self.throws),
        }


def _pointless_plain(card, trump):
    return not trump.is_trump(card) and not card_points((card,))


def wasteful_burial(hand, buried, trump):
    """Whether burying ``buried`` from ``hand`` gives points away (see the module docs)."""
    left = list(hand)
    for card in buried:
        left.remove(card)
    kept_suits = {trump.effective_suit(card) for card in left if not trump.is_trump(card)}
    gifts = [card for card in buried if not trump.is_trump(card) and card_points((card,))
             and trump.effective_suit(card) in kept_suits]
    return bool(gifts) and any(_pointless_plain(card, trump) for card in left)


def _lead(view, cards, trick, tally):
    trump = view.trump
    shape = lead_shape(cards, trump)
    if shape is not None and shape.kind == THROW:
        tally.throws += 1
        tally.failed_throws += trick.failed_throw is not None
        return
    if tuple(cards) == (RED_JOKER,) and len(view.hand) > 1:
        tally.big_joker_leads += 1
        opponents = [play for seat, play in trick.plays if team_of(seat) != team_of(view.seat)]
        if not any(trump.is_trump(card) for play in opponents for card in play):
            tally.idle_big_jokers += 1
    if not card_points(cards):
        return
    tally.point_leads += 1
    if team_of(trick.winner) == team_of(view.seat):
        return
    led, won = shape_of(cards, trump), shape_of(trick.play_of(trick.winner), trump)
    if won is None or (won.suit, won.pairs, won.size) != (led.suit, led.pairs, led.size):
        return
    memory = Memory.from_view(view)
    ruled_out = memory.is_void(trick.winner, led.suit) or (led.pairs and (trick.winner, led.suit) in memory.pairless)
    if not ruled_out:
        tally.point_leads_beaten += 1


def _follow(view, cards, trick, tally):
    plays = view.current_trick
    if len(plays) < 2:
        return  # the partner is still to play
    holder = plays[trick_winner([play for _seat, play in plays], view.trump)][0]
    after = plays + ((view.seat, tuple(cards)),)
    if after[trick_winner([play for _seat, play in after], view.trump)][0] == view.seat:
        return  # a try at the trick that a later player beat, not a discard
    if team_of(holder) == team_of(view.seat) or team_of(trick.winner) == team_of(view.seat):
        return
    tally.lost_follows += 1
    least = card_points(fewest_points(view.legal_actions, lambda card: 0.0))
    if card_points(cards) > least:
        tally.points_thrown += 1


def count(decisions, tricks):
    """The ``Blunders`` in one deal's ``decisions`` ((view, action), ...) given its finished ``tricks``."""
    tally = Blunders()
    for view, action in decisions:
        if isinstance(action, Bury):
            tally.burials += 1
            tally.wasteful_burials += wasteful_burial(view.hand, action.cards, view.trump)
        elif isinstance(action, Play):
            trick = tricks[len(view.tricks)]
            if view.current_trick:
                _follow(view, action.cards, trick, tally)
            else:
                _lead(view, action.cards, trick, tally)
    return tally
