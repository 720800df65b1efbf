"""Sampled layouts of the hidden cards, consistent with what this seat has seen.

Chances worked out card by card treat the hidden cards as independent, but
they are not: if the one missing ace is with the left-hand opponent, the
partner does not have it. So the AI also deals the hidden cards out at
random, many times, into hands of the right sizes (and the hidden kitty),
never giving a player a suit it is known to be void in; a player known to
hold no pair in a suit is read as holding none there in every layout, one
known to hold nothing above a card of a suit gets nothing above it, and a
card shown to declare trump stays in its declarer's hand.

Hard also deals the hidden kitty as a dealer buries it (``buried_kitty``):
a dealer keeps its trumps and aces and buries low plain cards, so dealt pro
rata the kitty would hide one ace in seven where a real one hides one in
thirty, and an eighth of the trumps where it hides none (measured against
the true kitties, see the README).

Each layout is reduced to what a trick needs, for the seats still to play
only: per hand and effective suit, how many cards, the strongest one, and
the strengths at which it holds a pair. Speed matters (dozens of layouts per
decision, in the browser too): suits nobody is void in are dealt with one
shuffle; only the cards of suits with a known void are placed one by one.
"""
from dataclasses import dataclass

KITTY = "kitty"
BURIAL_ODDS = {"A": 0.18, "K": 0.34, "T": 0.34, "5": 1.0}
"""How readily a dealer buries a plain card of these ranks, against a card picked at random:
its share of the true kitties over its share of kitties dealt pro rata (trumps: never)."""
LOW_BURIAL_ODDS = 1.9
"""The same for every other plain card."""


@dataclass(frozen=True)
class SuitHolding:
    """One hand's cards of one effective suit, as a trick sees them."""

    count: int
    top: int
    pairs: tuple
    """Strengths at which the hand holds a pair, strongest first."""


class LayoutDealer:
    """Deals random layouts of one seat's hidden cards; built once per decision."""

    def __init__(self, memory, buried_kitty=False):
        self.memory = memory
        self.room = {seat: memory.sizes[seat] for seat in memory.others() if memory.sizes[seat]}
        if memory.hidden_kitty:
            self.room[KITTY] = memory.hidden_kitty
        self.info = {}
        self.free = []
        self.constrained = []
        self.shown = {}
        placed = {}
        for seat, card, copies in memory.shown:
            suit = memory.trump.effective_suit(card)
            copies = min(copies, self.room.get(seat, 0))
            if copies > 0 and (seat, suit) not in memory.voids:
                self.shown.setdefault(seat, []).extend([card] * copies)
                self.room[seat] -= copies
                placed[card] = placed.get(card, 0) + copies
        ceilings = dict(memory.ceilings)
        for suit, entries in memory.by_suit.items():
            holders = [holder for holder in self.room if holder == KITTY or (holder, suit) not in memory.voids]
            groups = {}
            for strength, card, copies in entries:
                self.info[card] = (suit, strength)
                allowed = tuple(holder for holder in holders if strength <= ceilings.get((holder, suit), strength))
                groups.setdefault(allowed, []).extend([card] * (copies - placed.get(card, 0)))
            for allowed, cards in groups.items():
                if len(allowed) == len(self.room):
                    self.free.extend(cards)
                else:
                    self.constrained.append((len(allowed), cards, list(allowed)))
        self.constrained.sort(key=lambda item: item[0])
        self.kitty_only = []
        self.kitty_pool = []
        if buried_kitty and KITTY in self.room:
            self._pool_the_kitty()

    def _pool_the_kitty(self):
        """The cards that must go to the kitty (nobody else may hold them), and the others it may
        hold, each with the inverse of its burial odds (trumps are left out: never buried)."""
        trump = self.memory.trump
        for _count, cards, allowed in self.constrained:
            if allowed == [KITTY]:
                self.kitty_only.extend(cards)
        pool = list(self.free) + [card for _count, cards, allowed in self.constrained
                                  if KITTY in allowed and allowed != [KITTY] for card in cards]
        for card in pool:
            if not trump.is_trump(card):
                self.kitty_pool.append((card, 1.0 / BURIAL_ODDS.get(card[0], LOW_BURIAL_ODDS)))

    def _kitty(self, rng):
        """The hidden kitty, drawn by the burial odds (weighted sampling without replacement: each
        card's key is a uniform draw raised to the inverse of its odds, the highest keys win)."""
        left = self.room[KITTY] - len(self.kitty_only)
        keyed = sorted(((rng.random() ** inverse, card) for card, inverse in self.kitty_pool), reverse=True)
        return self.kitty_only + [card for _key, card in keyed[:max(0, left)]]

    def deal(self, rng):
        """One layout: ``{holder: [cards]}`` for the other seats and the hidden kitty."""
        room = dict(self.room)
        hands = {holder: list(self.shown.get(holder, ())) for holder in room}
        free = list(self.free)
        buried = {}
        if self.kitty_pool or self.kitty_only:
            kitty = self._kitty(rng)
            hands[KITTY].extend(kitty)
            room[KITTY] -= len(kitty)
            for card in kitty:
                buried[card] = buried.get(card, 0) + 1
            free = _without(free, dict(buried))
        for _count, cards, allowed in self.constrained:
            if buried:
                cards = _without(cards, buried)
            for card in cards:
                options = [holder for holder in allowed if room[holder] > 0]
                if not options:
                    options = [holder for holder in room if room[holder] > 0]
                pick = rng.random() * sum(room[holder] for holder in options)
                for holder in options:
                    pick -= room[holder]
                    if pick < 0:
                        break
                hands[holder].append(card)
                room[holder] -= 1
        rng.shuffle(free)
        start = 0
        for holder, left in room.items():
            if left > 0:
                hands[holder].extend(free[start:start + left])
                start += left
        return hands

    def index(self, seat, cards):
        """``{suit: SuitHolding}`` of one seat's cards in a layout."""
        grouped = {}
        seen = set()
        for card in cards:
            suit, strength = self.info[card]
            entry = grouped.get(suit)
            if entry is None:
                entry = grouped[suit] = [0, -1, []]
            entry[0] += 1
            if strength > entry[1]:
                entry[1] = strength
            if card in seen:
                entry[2].append(strength)
            seen.add(card)
        pairless = self.memory.pairless
        return {suit: SuitHolding(count, top,
                                  () if (seat, suit) in pairless else tuple(sorted(pairs, reverse=True)))
                for suit, (count, top, pairs) in grouped.items()}

    def sample(self, rng, count, seats):
        """``count`` layouts as ``{seat: {suit: SuitHolding}}`` for ``seats`` only."""
        layouts = []
        for _ in range(count):
            hands = self.deal(rng)
            layouts.append({seat: self.index(seat, hands[seat]) for seat in seats if seat in hands})
        return layouts


def _without(cards, taken):
    """``cards`` less the copies counted in ``taken`` (which this uses up)."""
    kept = []
    for card in cards:
        if taken.get(card):
            taken[card] -= 1
        else:
            kept.append(card)
    return kept


def sample_layouts(memory, rng, count, seats, buried_kitty=False):
    """``count`` random layouts of the hidden cards, indexed for ``seats`` (see the module docs)."""
    if not seats:
        return []
    return LayoutDealer(memory, buried_kitty).sample(rng, count, seats)
