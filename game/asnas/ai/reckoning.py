"""Reckoning: exact card odds, pot odds, and a read of the betting, weighed
at the table (the Normal player's own judgement; Hard plays the solved table).

For each choice the AI asks "how many points do I expect to collect from
here on, minus what I still put in?":

* its share of the pot at a showdown comes from exact counting over the
  unseen cards (``odds``), adjusted for what each opponent's moves suggest
  about their hand (``ranges``);
* a raise is worth what the folds it causes leave in the pot, plus its share
  of a bigger pot against the hands that call;
* calling is worth its share of the pot against the players still in, less
  the price.

It then mostly takes the best option, but not always: close calls are mixed,
strong hands are sometimes slow-played and weak ones occasionally bluffed, so
that a human cannot read its cards from its bets.
"""
import math
from functools import lru_cache
from itertools import combinations
from math import comb

from game.asnas.actions import CALL, FOLD, HOLD, LOOK, RAISE
from game.asnas.ai.ranges import TableReading, move_chances
from game.asnas.odds import STRENGTH, one_opponent_hands, shape_of, share_table

CHOICE_SOFTNESS = 0.06
"""Points of expected value that count as a close call, mixed at random."""
SLOW_PLAY = 0.15
SLOW_PLAY_SHARE = 0.85
"""How often a near-certain winner just calls when players behind it have
still to act, hoping one of them raises into it."""
BLUFF = 0.02
"""How often a hand that would not raise on its merits raises anyway, while
raising is cheap and at most two opponents are in."""


@lru_cache(maxsize=None)
def _correction(mine):
    """Exact share over share-if-opponents-were-independent, for 1 to 3 opponents.

    Opponents' hands come from the same fifteen cards, so they are not
    independent (four Shahs among three opponents means someone has a pair
    of them). Combining opponents one by one is fast but misses that; this
    factor puts the exact figure back.
    """
    me = STRENGTH[mine]
    wins = sum(p for strength, p in one_opponent_hands(mine) if strength < me)
    ties = sum(p for strength, p in one_opponent_hands(mine) if strength == me)
    exact = share_table()[me]
    factors = []
    for opponents in (1, 2, 3):
        independent = sum(
            comb(opponents, tied) * ties**tied * wins ** (opponents - tied) / (tied + 1)
            for tied in range(opponents + 1)
        )
        factors.append(exact[opponents - 1] / independent if independent > 1e-12 else 1.0)
    return tuple(factors)


class _Opponent:
    """One opponent's hand as the AI sees it: a weighted list of what it might be."""

    def __init__(self, hands, weights, me):
        self.hands = hands  # (strength, probability) pairs given my cards
        self.weights = weights
        self.me = me

    def outlook(self, folds=None):
        """(chance to stay in, chance I beat them, chance we tie), given they stay.

        ``folds`` is each hand's chance of folding to the price it faces.
        """
        me = self.me
        weights = self.weights
        total = staying = beaten = tied = 0.0
        for strength, p in self.hands:
            if weights is not None:
                p *= weights[strength]
            total += p
            if folds is not None:
                p *= 1.0 - folds[strength]
            staying += p
            if strength < me:
                beaten += p
            elif strength == me:
                tied += p
        if staying <= 0.0:
            return 0.0, 1.0, 0.0
        return staying / total, beaten / staying, tied / staying


def _share(outlooks, correction):
    """My share of the pot against opponents with these (win, tie) chances."""
    if not outlooks:
        return 1.0
    ties = [1.0]
    for win, tie in outlooks:
        grown = [0.0] * (len(ties) + 1)
        for count, p in enumerate(ties):
            grown[count] += p * win
            grown[count + 1] += p * tie
        ties = grown
    share = sum(p / (count + 1) for count, p in enumerate(ties)) * correction[len(outlooks) - 1]
    return min(share, 1.0)


def _value(pot, add, sure, unsure, correction):
    """Expected points from now on: pot share at the showdown minus what I add.

    ``sure`` opponents are in for sure ((win, tie) each); ``unsure`` ones must
    still pay ``cost`` to stay: (stay chance, win, tie, cost) each.
    """
    value = 0.0
    for stayed in range(len(unsure) + 1):
        for group in combinations(range(len(unsure)), stayed):
            chance = 1.0
            final_pot = pot + add
            outlooks = list(sure)
            for index, (stays, win, tie, cost) in enumerate(unsure):
                if index in group:
                    chance *= stays
                    final_pot += cost
                    outlooks.append((win, tie))
                else:
                    chance *= 1.0 - stays
            if chance > 0.0:
                value += chance * _share(outlooks, correction) * final_pot
    return value - add


def weigh_options(view):
    """Expected points from here on for each legal move except looking (fold = 0)."""
    mine = shape_of(view.hand)
    me = STRENGTH[mine]
    hands = one_opponent_hands(mine)
    correction = _correction(mine)
    reading = TableReading(view)
    opponents = {
        seat: _Opponent(hands, reading.weights[seat], me) for seat in view.opponents_in
    }
    others = len(opponents)
    highest, pot, bets = view.highest_bet, view.pot, view.bets
    values = {}
    legal = view.legal_actions
    if FOLD in legal and view.to_call > 0:
        values[FOLD] = 0.0
    passing = CALL if CALL in legal else HOLD
    add = highest - bets[view.seat]
    sure, unsure = [], []
    for seat, opponent in opponents.items():
        cost = highest - bets[seat]
        if cost == 0:
            sure.append(opponent.outlook()[1:])
        else:
            folds = move_chances(cost, pot + add, others, highest)[0]
            unsure.append(opponent.outlook(folds) + (cost,))
    values[passing] = _value(pot, add, sure, unsure, correction)
    if RAISE in legal:
        raised = highest + 1
        add = raised - bets[view.seat]
        unsure = []
        for seat, opponent in opponents.items():
            cost = raised - bets[seat]
            folds = move_chances(cost, pot + add, others, raised)[0]
            unsure.append(opponent.outlook(folds) + (cost,))
        values[RAISE] = _value(pot, add, [], unsure, correction)
    return values


def _still_to_act_behind(view):
    """Whether an opponent has yet to make their first move this deal."""
    moved = {record.seat for record in view.history if record.action != LOOK}
    return any(seat not in moved for seat in view.opponents_in)


def reckon(view, rng):
    """The reckoned move for a seat that has looked (a ``DealView``)."""
    legal = view.legal_actions
    values = weigh_options(view)
    passing = CALL if CALL in legal else HOLD
    best = max(values, key=values.get)
    if best == RAISE and _still_to_act_behind(view) and rng.random() < SLOW_PLAY:
        share = share_table()[STRENGTH[shape_of(view.hand)]][len(view.opponents_in) - 1]
        if share >= SLOW_PLAY_SHARE:
            return passing
    if (
        best != RAISE and RAISE in values and view.highest_bet <= 2
        and len(view.opponents_in) <= 2 and rng.random() < BLUFF
    ):
        return RAISE
    top = values[best]
    moves = sorted(values)
    weights = [math.exp((values[move] - top) / CHOICE_SOFTNESS) for move in moves]
    pick = rng.random() * sum(weights)
    for move, weight in zip(moves, weights):
        pick -= weight
        if pick < 0:
            return move
    return best
