"""Hard's look to the end of the deal: the best few plays, each played out in sampled layouts.

Pricing a play by the trick it is in (``ai_trick``) cannot see what it
leads to two tricks later, and in the last tricks that is what matters: who
takes the last trick decides the kitty's bonus, worth a level or more, and
a trump kept now may be the one that takes it. So from ``SEARCH_FROM``
cards in hand Hard takes the ``CANDIDATES`` plays the pricing ranks best and
plays each to the end of the deal (``ai_playout``) in the same ``LAYOUTS``
random layouts of the hidden cards (``ai_layouts``). Each is scored by what
the deal's outcome is then worth to its side, in levels (``deal_outcome``:
the steps of 40 attacker points, the kitty bonus), with a small share for
points beyond the steps and the pricing's own judgement as a prior, so that
layouts that disagree fall back on it; and another play replaces the
pricing's favourite only when its gain over it, layout by layout, clears
the layouts' own scatter (``preferred``).

Only singles and pairs are played out; when a tractor or a throw is on the
table, or the pricing's favourite is one, its choice stands.
"""
from functools import lru_cache

from game.core.thinking import decided
from game.tractor.ai.layouts import KITTY, LayoutDealer
from game.tractor.ai.playout import CardFacts, Layout, Trick, play_out
from game.tractor.mechanics.cards import FULL_PACK
from game.tractor.mechanics.scoring import POINT_VALUES, STEP, card_points, deal_outcome, kitty_multiplier
from game.tractor.mechanics.teams import team_of

SEARCH_FROM = 17
"""Cards in hand from which Hard plays its candidates out (a playout is then at most 68 plays)."""
CANDIDATES = 6
LAYOUTS = 48
"""From 17 cards rather than 13, six candidates rather than four and 48 layouts rather than 24,
Hard gains both attacking and holding the deal (measured in paired deals, see the README); the
faster playout (``ai_playout``) keeps the slowest decisions within the browser's budget."""
POINTS_SHARE = 0.25
"""Levels per 40 points of our side's, on top of the steps they cross."""
PRIOR = 0.5
"""Levels per 40 points of the pricing's value."""
SURE = 1.0
"""Standard errors by which a candidate's played-out gain over the favourite must clear zero."""


@lru_cache(maxsize=16)
def card_info(trump):
    """``{card: (effective suit, strength, points)}`` for every card of the pack under ``trump``."""
    return CardFacts({card: (trump.effective_suit(card), trump.strength(card), POINT_VALUES.get(card[0], 0))
                      for card in set(FULL_PACK)})


def preferred(scores):
    """The index of the candidate to play, from each candidate's scores in the same layouts
    (the pricing's favourite first): the one worth most of those whose gain over the favourite
    clears zero by ``SURE`` standard errors, else the favourite.

    A layout's score moves in whole levels when a step or the last trick changes hands, so a
    few layouts can outweigh the pricing by chance; the favourite gives way only to a gain
    the layouts agree on."""
    best = 0
    count = len(scores[0])
    for index in range(1, len(scores)):
        gains = [mine - theirs for mine, theirs in zip(scores[index], scores[0])]
        mean = sum(gains) / count
        spread = (sum((gain - mean) ** 2 for gain in gains) / (count - 1)) ** 0.5 if count > 1 else 0.0
        if mean > SURE * spread / count ** 0.5 and sum(scores[index]) > sum(scores[best]):
            best = index
    return best


def simple(cards):
    """A single or a pair: what the playout knows how to play."""
    return len(cards) == 1 or (len(cards) == 2 and cards[0] == cards[1])


class Search:
    """One decision's search: the seat's view, its card memory, and the layouts dealt for it."""

    def __init__(self, view, memory, remaining, buried_kitty=False):
        self.view = view
        self.memory = memory
        self.remaining = list(remaining)
        self.info = card_info(view.trump)
        self.dealer = LayoutDealer(memory, buried_kitty)
        self.known_kitty = None
        if view.kitty is not None and view.seat == view.dealer:
            self.known_kitty = card_points(view.kitty)

    def applies(self, ranked):
        """Whether the search can improve on ``ranked``'s favourite."""
        if len(self.view.hand) > SEARCH_FROM or len(ranked) < 2 or not simple(ranked[0][1]):
            return False
        return all(simple(cards) for _seat, cards in self.view.current_trick)

    def score(self, points, last_winner, per_play, kitty_points):
        """The outcome for our side, in levels (see the module docs)."""
        view = self.view
        attackers = view.attackers
        taken = view.points[attackers] + view.throw_penalty + points[attackers]
        if team_of(last_winner) == attackers:
            taken += kitty_points * kitty_multiplier(per_play, view.rules.kitty_by_powers)
        taken = max(0, taken)
        winner, levels = deal_outcome(taken)
        ours = team_of(view.seat) == attackers
        signed = levels if (winner == "attackers") == ours else -levels
        return signed + POINTS_SHARE * (taken if ours else -taken) / STEP

    def trick_with(self, cards):
        plays = tuple(self.view.current_trick) + ((self.view.seat, tuple(cards)),)
        (seat, lead), rest = plays[0], plays[1:]
        trick = Trick.led(self.info, seat, lead)
        for seat, played in rest:
            trick.add(self.info, seat, played)
        return trick

    def choose(self, ranked, rng):
        """The candidate from ``ranked`` (``[(value, cards)]``, best first) worth most when played
        out, if the layouts agree it beats the favourite (``preferred``)."""
        return decided(self.weighing(ranked, rng))

    def weighing(self, ranked, rng):
        """``choose`` in slices (``game.core.thinking``): it yields after each layout's playouts."""
        top = [(value, cards) for value, cards in ranked[:CANDIDATES] if simple(cards)]
        seat = self.view.seat
        priors = [PRIOR * value / STEP for value, _cards in top]
        scores = [[] for _ in top]
        for _ in range(LAYOUTS):
            hands = self.dealer.deal(rng)
            kitty = self.known_kitty
            if kitty is None:
                kitty = card_points(hands.get(KITTY, ()))
            base = Layout(self.info, [self.view.hand if other == seat else hands.get(other, ())
                                      for other in range(4)])
            for index, (_value, cards) in enumerate(top):
                layout = base.copy()
                layout.remove(seat, cards)
                points, last, per_play = play_out(layout, self.trick_with(cards), self.remaining)
                scores[index].append(priors[index] + self.score(points, last, per_play, kitty))
            yield
        return top[preferred(scores)][1]
