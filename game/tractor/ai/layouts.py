"""Sampled layouts of the hidden cards, consistent with what this seat has seen.

Chances worked out card by card treat the hidden cards as independent, but
they are not: if the one missing ace is with the left-hand opponent, the
partner does not have it. So the AI also deals the hidden cards out at
random, many times, into hands of the right sizes (and the hidden kitty),
never giving a player a suit it is known to be void in; a player known to
hold no pair in a suit is read as holding none there in every layout, one
known to hold nothing above a card of a suit gets nothing above it, and a
card shown to declare trump stays in its declarer's hand.

Each layout is reduced to what a trick needs, for the seats still to play
only: per hand and effective suit, how many cards, the strongest one, and
the strengths at which it holds a pair. Speed matters (dozens of layouts per
decision, in the browser too): suits nobody is void in are dealt with one
shuffle; only the cards of suits with a known void are placed one by one.
"""
from dataclasses import dataclass

KITTY = "kitty"


@dataclass(frozen=True)
class SuitHolding:
    """One hand's cards of one effective suit, as a trick sees them."""

    count: int
    top: int
    pairs: tuple
    """Strengths at which the hand holds a pair, strongest first."""


class LayoutDealer:
    """Deals random layouts of one seat's hidden cards; built once per decision."""

    def __init__(self, memory):
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

    def deal(self, rng):
        """One layout: ``{holder: [cards]}`` for the other seats and the hidden kitty."""
        room = dict(self.room)
        hands = {holder: list(self.shown.get(holder, ())) for holder in room}
        for _count, cards, allowed in self.constrained:
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
        free = list(self.free)
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


def sample_layouts(memory, rng, count, seats):
    """``count`` random layouts of the hidden cards, indexed for ``seats`` (see the module docs)."""
    if not seats:
        return []
    return LayoutDealer(memory).sample(rng, count, seats)
