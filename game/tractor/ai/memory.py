"""Card memory: what one seat can know about the cards it cannot see.

A good player remembers which cards are gone and who has run out of what.
Everything here is built from the seat's ``DealView`` alone: the unseen cards
are the pack minus the own hand, every card played, and the kitty when this
seat buried it. Follows tell more: a player who did not follow the led suit
with every card is void in it, and one who followed a pair or tractor lead
with fewer pairs than were led has no pair left in that suit (the rules would
have forced it out). The last to play to a single lead, following suit
under an opponent's card with points on the trick, holds nothing higher in
that suit: a sound player would have taken the points. Declarations tell
the rest: a card shown to declare trump is in the declarer's hand until it
is played (the dealer alone may have buried it since, which the AI all but
never does).
"""
from collections import Counter
from dataclasses import dataclass, field

from game.tractor.counting import voids_shown
from game.tractor.kitty import KITTY_SIZE
from game.tractor.mechanics.cards import FULL_PACK
from game.tractor.mechanics.scoring import POINT_VALUES, card_points
from game.tractor.mechanics.shapes import pairs_in
from game.tractor.mechanics.teams import team_of
from game.tractor.mechanics.throws import lead_shape
from game.tractor.mechanics.trump import TRUMP

CEILING_POINTS = 10
"""Points on a trick that the last to play would have taken with a higher card of the suit."""


@dataclass(frozen=True)
class Memory:
    """What ``seat`` knows of the hidden cards, as a value.

    ``unseen`` maps each card not visible to this seat to its copies still
    hidden; ``by_suit`` lists them per effective suit as ``(strength, card,
    copies)`` strongest first. ``sizes`` are the hand sizes by seat and
    ``hidden_kitty`` is how many unseen cards lie in the kitty (8 unless this
    seat buried it). ``voids`` and ``pairless`` hold ``(seat, suit)`` facts
    learnt from follows; ``ceilings`` holds ``((seat, suit), strength)``: the
    strongest card of the suit the seat can still hold; ``shown`` holds
    ``(seat, card, copies)``: cards other players showed to declare and have
    not played since. ``densities`` are each seat's hand size per hidden card
    it could hold (by seat, then the kitty's), see ``hold_share``.
    """

    seat: int
    trump: object
    unseen: dict = field(compare=False)
    by_suit: dict = field(compare=False)
    sizes: tuple
    hidden_kitty: int
    voids: frozenset
    pairless: frozenset
    densities: tuple = ()
    shown: tuple = ()
    ceilings: tuple = ()

    @classmethod
    def from_view(cls, view):
        """Everything this seat may infer from its own view, and nothing else."""
        trump = view.trump
        unseen = Counter(FULL_PACK)
        unseen.subtract(view.hand)
        for cards in view.plays_by_seat:
            unseen.subtract(cards)
        hidden_kitty = KITTY_SIZE
        if view.kitty is not None and view.seat == view.dealer:
            unseen.subtract(view.kitty)
            hidden_kitty = 0
        unseen = {card: copies for card, copies in unseen.items() if copies > 0}
        by_suit = {}
        for card, copies in unseen.items():
            suit = trump.effective_suit(card)
            by_suit.setdefault(suit, []).append((trump.strength(card), card, copies))
        for entries in by_suit.values():
            entries.sort(reverse=True)
        voids, pairless, ceilings = _follow_facts(view, trump)
        sizes = tuple(view.hand_sizes)
        densities = _densities(view.seat, by_suit, sizes, hidden_kitty, voids)
        return cls(view.seat, trump, unseen, by_suit, sizes, hidden_kitty,
                   frozenset(voids), frozenset(pairless), densities, _shown_cards(view, unseen),
                   tuple(sorted(ceilings.items())))

    # -- simple facts ----------------------------------------------------------

    def is_void(self, seat, suit):
        return (seat, suit) in self.voids

    def unseen_count(self, suit):
        return sum(copies for _strength, _card, copies in self.by_suit.get(suit, ()))

    def unseen_points(self, suit):
        entries = self.by_suit.get(suit, ())
        return sum(POINT_VALUES.get(card[0], 0) * copies for _strength, card, copies in entries)

    def higher_copies(self, suit, strength):
        """Unseen copies of cards of ``suit`` strictly stronger than ``strength``."""
        total = 0
        for card_strength, _card, copies in self.by_suit.get(suit, ()):
            if card_strength <= strength:
                break
            total += copies
        return total

    def higher_pairs(self, suit, strength):
        """Unseen cards of ``suit`` stronger than ``strength`` with both copies still hidden."""
        total = 0
        for card_strength, _card, copies in self.by_suit.get(suit, ()):
            if card_strength <= strength:
                break
            if copies == 2:
                total += 1
        return total

    def others(self):
        return tuple(seat for seat in range(4) if seat != self.seat)

    def hold_share(self, seat, suit):
        """The chance that one given hidden card of ``suit`` sits in ``seat``'s hand.

        Each hand draws its cards from the hidden cards of the suits it is
        not known to be void in, so a hand void in a long suit is denser in
        the others. A card of ``suit`` is then spread over the hands not void
        in it (and the hidden kitty, which may hold anything) in proportion
        to those densities.
        """
        if seat == self.seat or (seat, suit) in self.voids or not self.sizes[seat]:
            return 0.0
        densities = self.densities
        room = densities[-1]
        for other in self.others():
            if (other, suit) not in self.voids:
                room += densities[other]
        return densities[seat] / room if room else 0.0


def _densities(me, by_suit, sizes, hidden_kitty, voids):
    """Hand size per hidden card each seat could hold (voids excluded), by seat, then the kitty."""
    counts = {suit: sum(copies for _s, _c, copies in entries) for suit, entries in by_suit.items()}
    hidden = sum(counts.values())
    densities = []
    for seat in range(4):
        room = hidden if seat == me else sum(count for suit, count in counts.items()
                                             if (seat, suit) not in voids)
        densities.append(sizes[seat] / room if room else 0.0)
    densities.append(hidden_kitty / hidden if hidden else 0.0)
    return tuple(densities)


def _follow_facts(view, trump):
    """``(voids, pairless, ceilings)`` revealed by how players followed (see ``Memory``); the
    voids are the card counter's (``counting.voids_shown``), what any player at the table sees."""
    voids, pairless, ceilings = set(voids_shown(view)), set(), {}
    tricks = [trick.plays for trick in view.tricks]
    if view.current_trick:
        tricks.append(view.current_trick)
    for plays in tricks:
        lead_seat, lead = plays[0]
        shape = lead_shape(lead, trump)
        if shape is None:
            continue
        for seat, cards in plays[1:]:
            in_suit = [card for card in cards if trump.effective_suit(card) == shape.suit]
            if shape.pairs and len(pairs_in(in_suit)) < shape.pairs:
                pairless.add((seat, shape.suit))
        ceiling = _ceiling(plays, shape, trump)
        if ceiling is not None:
            key, strength = ceiling
            ceilings[key] = min(strength, ceilings.get(key, strength))
    return voids, pairless, ceilings


def _ceiling(plays, shape, trump):
    """``((seat, suit), strength)`` when the last to play to a single lead followed suit under
    an opponent's card of the suit with ``CEILING_POINTS`` or more on the trick, else ``None``."""
    if len(plays) < 4 or shape.size != 1:
        return None
    best_seat, best = plays[0][0], plays[0][1][0]
    for seat, (card,) in plays[1:3]:
        if trump.effective_suit(card) == trump.effective_suit(best):
            if trump.strength(card) > trump.strength(best):
                best_seat, best = seat, card
        elif trump.effective_suit(card) == TRUMP:
            best_seat, best = seat, card
    seat, (card,) = plays[3]
    if (team_of(seat) == team_of(best_seat) or trump.effective_suit(best) != shape.suit
            or trump.effective_suit(card) != shape.suit or trump.strength(card) > trump.strength(best)
            or card_points([cards[0] for _seat, cards in plays[:3]]) < CEILING_POINTS):
        return None
    return (seat, shape.suit), trump.strength(best)


def _shown_cards(view, unseen):
    """``((seat, card, copies), ...)``: cards other seats declared with and still hold."""
    shown = {}
    for bid in view.bids:
        declaration = bid.declaration
        if declaration is None or declaration.seat == view.seat:
            continue
        held = shown.setdefault(declaration.seat, Counter())
        for card, copies in Counter(declaration.cards).items():
            held[card] = max(held[card], copies)
    facts = []
    for seat in sorted(shown):
        held = shown[seat]
        held.subtract(view.plays_by_seat[seat])
        for card in sorted(held):
            copies = min(held[card], unseen.get(card, 0))
            if copies > 0:
                facts.append((seat, card, copies))
    return tuple(facts)
