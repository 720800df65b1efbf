"""The legal plays of the seat to act in a trick, as data a table and an AI can use.

Listing every legal play can be hopeless (a void player following a
four-pair tractor chooses 8 of 25 cards: over a million plays), so a
``LegalPlays`` keeps the *structure* of the choice instead. Every legal
follow is

    ``fixed``  +  ``pairs_needed`` pairs from ``pair_pool``  +  ``pool_size`` cards from ``pool``

- following with enough cards of the led suit: if the hand has no more pairs
  of the suit than the lead, all of them are fixed and the rest comes from
  the suit's other cards; otherwise any ``k`` of its pairs (k pairs led);
- short in the led suit: all of its cards are fixed, the rest is free fill;
- void: any ``pool_size`` cards;
- following a throw (house rule) that holds singles as well as pairs, with
  more pairs of the suit than it holds: ``pool_size`` cards of the suit
  among which at least ``pool_pairs`` pairs.

Leads are few (each single, pair and tractor) and are simply listed. With
throws, every set of cards of one suit may also be led; ``leads`` still
lists the units only (a player composes a throw), while ``count``,
iteration, ``sample`` and ``violation`` know the throws too.

From that structure it answers what a table needs (``playable`` cards to
highlight, ``required`` cards to preselect, ``forced`` when only one play is
legal) and what a player needs (iterate, ``count()``, ``sample(rng)`` a
random legal play without listing them), and ``violation(cards)`` gives the
rulebook reason for any selection.
"""
from collections import Counter
from math import comb

from game.core import IllegalAction
from game.tractor.actions import Play
from game.tractor.mechanics.cards import parse_cards
from game.tractor.mechanics.follow import follow_violation
from game.tractor.mechanics.multiset import (
    choose,
    choose_with_pairs,
    count_choices,
    count_with_pairs,
    first_missing,
    items_of,
    least_copies,
    least_copies_with_pairs,
    sample,
    sample_with_pairs,
    subsets,
)
from game.tractor.mechanics.shapes import lead_options, lead_violation, pairs_in, shape_of
from game.tractor.mechanics.throws import lead_shape


def play_violation(hand_counts, lead, cards, trump, throws=False):
    """Why ``cards`` may not be played from a hand (as counts) to a trick led by ``lead``.

    ``lead`` is ``None`` when the player is leading; ``throws``: the house
    rule is on. Returns an IllegalAction (not raised) or ``None``.
    """
    if lead is not None:
        return follow_violation(hand_counts, lead, cards, trump, throws)
    missing = first_missing(hand_counts, cards)
    if missing is not None:
        held = "only one" if hand_counts.get(missing, 0) else "no"
        return IllegalAction(f"You cannot lead {missing}: you hold {held} {missing}",
                             rule="not_in_hand", card=missing)
    return lead_violation(cards, trump, throws)


def _doubled(pairs):
    return tuple(card for card in pairs for _copy in range(2))


class LegalPlays:
    """Every legal play for ``hand`` now: to lead (``lead is None``) or to follow ``lead``.

    Attributes: ``seat``, ``hand`` (sorted for display), ``trump``, ``lead``,
    ``leading``, ``suit`` (the led effective suit, "T" for trumps; ``None``
    when leading), ``cards_to_play`` (``None`` when leading: 1, 2, 4, ...),
    ``playable`` (cards in at least one legal play), ``required`` (cards in
    every legal play, with repeats), and the structure above.
    """

    def __init__(self, seat, hand, trump, lead=None, throws=False):
        self.seat = seat
        self.hand = trump.sorted(hand)
        self.trump = trump
        self.lead = None if lead is None else tuple(lead)
        self.leading = self.lead is None
        self.throws = bool(throws)
        self._counts = Counter(self.hand)
        self._lead_cards = ()
        self._leads = None
        self.fixed = ()
        self.pair_pool = ()
        self.pairs_needed = 0
        self.pool = ()
        self.pool_size = 0
        self.pool_pairs = 0
        if self.leading:
            self.suit = self.cards_to_play = None
            self._lead_cards = lead_options(self.hand, trump)
            self.playable = frozenset(self.hand)
            self.required = ()
        else:
            self._set_up_follow()
            playable = set(self.fixed)
            if self.pairs_needed:
                playable.update(self.pair_pool)
            if self.pool_size:
                playable.update(card for card, _copies in self.pool)
            self.playable = frozenset(playable)
            if self.pool_pairs:
                pooled = least_copies_with_pairs(self.pool, self.pool_size, self.pool_pairs)
            else:
                pooled = least_copies(self.pool, self.pool_size)
            self.required = trump.sorted(self.fixed + pooled)

    def _set_up_follow(self):
        shape = lead_shape(self.lead, self.trump)
        if shape is None:
            raise ValueError(f"{' '.join(self.lead)} is not a legal lead")
        self.suit = shape.suit
        size = self.cards_to_play = shape.size
        table = self.trump._table
        suit_cards = [card for card in self.hand if table[card][0] == shape.suit]
        if len(suit_cards) < size:
            self.fixed = tuple(suit_cards)
            others = [card for card in self.hand if table[card][0] != shape.suit]
            self.pool, self.pool_size = items_of(others), size - len(suit_cards)
            return
        pairs = pairs_in(suit_cards)
        if shape.pairs == 0:
            self.pool, self.pool_size = items_of(suit_cards), size
        elif len(pairs) <= shape.pairs:
            self.fixed = _doubled(pairs)
            singles = Counter(suit_cards) - Counter(self.fixed)
            self.pool, self.pool_size = items_of(singles.elements()), size - len(self.fixed)
        elif size > 2 * shape.pairs:
            self.pool, self.pool_size, self.pool_pairs = items_of(suit_cards), size, shape.pairs
        else:
            self.pair_pool, self.pairs_needed = pairs, shape.pairs

    # -- the choice as data ------------------------------------------------

    @property
    def leads(self):
        """Every legal lead (singles, pairs, tractors) as ``Play``s; empty when following."""
        if self._leads is None:
            self._leads = tuple(Play(cards) for cards in self._lead_cards)
        return self._leads

    def _by_suit(self):
        """The hand's cards as ``choose`` items, one entry per effective suit."""
        suits = {}
        for card in self.hand:
            suits.setdefault(self.trump.effective_suit(card), []).append(card)
        return [items_of(cards) for cards in suits.values()]

    def _throws(self):
        for items in self._by_suit():
            for size in range(2, sum(copies for _card, copies in items) + 1):
                for cards in choose(items, size):
                    if shape_of(cards, self.trump) is None:
                        yield Play(cards)

    def _plays(self):
        if self.leading:
            yield from self.leads
            if self.throws:
                yield from self._throws()
            return
        if self.pool_pairs:
            for cards in choose_with_pairs(self.pool, self.pool_size, self.pool_pairs):
                yield Play(self.fixed + cards)
            return
        for pairs in subsets(self.pair_pool, self.pairs_needed):
            for rest in choose(self.pool, self.pool_size):
                yield Play(self.fixed + _doubled(pairs) + rest)

    def __iter__(self):
        """Every distinct legal play, lazily (there may be very many when void)."""
        return self._plays()

    def count(self):
        """How many distinct legal plays there are, without listing them."""
        if self.leading:
            if not self.throws:
                return len(self._lead_cards)
            ways = 0
            for items in self._by_suit():
                every = 1
                for _card, copies in items:
                    every *= copies + 1
                ways += every - 1
            return ways
        if self.pool_pairs:
            return count_with_pairs(self.pool, self.pool_size, self.pool_pairs)
        return comb(len(self.pair_pool), self.pairs_needed) * count_choices(self.pool, self.pool_size)

    @property
    def forced(self):
        """The only legal play, when there is exactly one (a table may preselect it), else ``None``."""
        return next(iter(self)) if self.count() == 1 else None

    def sample(self, rng):
        """A random legal play, built from the structure rather than picked from a list.

        With throws, half the leads are a random set of cards of one suit
        (each card in it with even chance), so random play tries throws of
        every size.
        """
        if self.leading:
            if self.throws and rng.random() < 0.5:
                items = rng.choice(self._by_suit())
                cards = tuple(card for card, copies in items for _copy in range(copies) if rng.random() < 0.5)
                if cards:
                    return Play(cards)
            return Play(rng.choice(self._lead_cards))
        if self.pool_pairs:
            return Play(self.fixed + sample_with_pairs(self.pool, self.pool_size, self.pool_pairs, rng))
        pairs = rng.sample(self.pair_pool, self.pairs_needed) if self.pairs_needed else ()
        return Play(self.fixed + _doubled(pairs) + sample(self.pool, self.pool_size, rng))

    # -- checking a given play ---------------------------------------------

    def violation(self, play):
        """Why ``play`` (a ``Play`` or cards) is not legal, as an IllegalAction, or ``None``."""
        try:
            cards = play.cards if isinstance(play, Play) else parse_cards(play)
        except IllegalAction as error:
            return error
        return play_violation(self._counts, self.lead, cards, self.trump, self.throws)

    def __contains__(self, play):
        return self.violation(play) is None

    def _key(self):
        return (self.seat, self.hand, self.trump, self.lead, self.throws)

    def __eq__(self, other):
        return isinstance(other, LegalPlays) and self._key() == other._key()

    def __hash__(self):
        return hash(self._key())

    def __repr__(self):
        if self.leading:
            return f"LegalPlays(seat={self.seat}, lead any of {len(self._lead_cards)})"
        pool = " ".join(card for card, copies in self.pool for _copy in range(copies))
        pairs = f" with {self.pool_pairs} pair(s)" if self.pool_pairs else ""
        return (f"LegalPlays(seat={self.seat}, follow {' '.join(self.lead)}: "
                f"{' '.join(self.fixed) or 'nothing fixed'} + {self.pairs_needed} pair(s) of "
                f"[{' '.join(self.pair_pool)}] + {self.pool_size} of [{pool}]{pairs})")
