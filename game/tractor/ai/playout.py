"""The rest of a deal played out in one sampled layout, every hand face up.

Hard's look past the current trick (``ai_search``) needs to know what a
play leads to by the last trick, where the kitty's bonus is decided. In a
layout every hand is known, so each player can act as a sound player would
if it saw all the cards, and no search is needed inside: a follower feeds
points to a partner whose trick nobody still to play can beat, else takes
the trick with the cheapest play nobody after it can beat (points first),
else ducks as cheaply as it can; a leader leads a pair, then a single, that
no opponent can beat (plain suits before trumps, points first), else the
low lead its partner takes (ruffing, or with a higher card), else a low
pointless card of its longest plain suit to keep its trumps.

This is a small model of the game, not the engine: plays are singles and
pairs only (the search is not used when a tractor or a throw is on the
table), which is what the last tricks of a deal are made of. Its follow
rules for those two shapes are the engine's (a test holds them to it).
Speed matters more than generality here: a decision plays hundreds of these
to the end, in the browser too, so each card's order of spending is worked
out once per trump (``CardFacts``), and a follower stops at the first card
that cannot take the trick for sure (no weaker one can).
"""
from game.tractor.mechanics.teams import team_of
from game.tractor.mechanics.trump import TRUMP

PLAIN_FIRST = 100
"""Added to a trump's cost so a plain card is spent before any trump."""
SIDE = tuple(team_of(seat) for seat in range(4))
"""Each seat's team, looked up: a decision asks millions of times."""


class Layout:
    """Four hands as ``{suit: [card, ...]}``, strongest first, and each card's ``(suit, strength, points)``."""

    def __init__(self, info, hands):
        self.info = info
        self.hands = []
        for cards in hands:
            suits = {}
            for card in sorted(cards, key=lambda card: (info[card][1], card), reverse=True):
                suits.setdefault(info[card][0], []).append(card)
            self.hands.append(suits)

    def copy(self):
        clone = Layout.__new__(Layout)
        clone.info = self.info
        clone.hands = [{suit: list(cards) for suit, cards in hand.items()} for hand in self.hands]
        return clone

    def remove(self, seat, cards):
        hand = self.hands[seat]
        for card in cards:
            suit = self.info[card][0]
            held = hand[suit]
            held.remove(card)
            if not held:
                del hand[suit]

    def size(self, seat):
        return sum(len(cards) for cards in self.hands[seat].values())


def pairs_of(cards):
    """The cards held twice in a strongest-first list, strongest first."""
    return [card for index, card in enumerate(cards[1:]) if card == cards[index]]


def beats(info, cards, lead_suit, pair, best_suit, best_strength):
    """Whether playing ``cards`` (a single, or a pair when ``pair``) beats the best play so far."""
    if pair and (len(cards) != 2 or cards[0] != cards[1]):
        return False
    suit, strength, _points = info[cards[0]]
    if suit == best_suit:
        return strength > best_strength
    return suit == TRUMP and suit != lead_suit and best_suit == lead_suit


def strongest(cards, pair):
    """The strongest card of a strongest-first list (the strongest held twice when ``pair``), or ``None``."""
    if not pair:
        return cards[0]
    for index in range(1, len(cards)):
        if cards[index] == cards[index - 1]:
            return cards[index]
    return None


class CardFacts(dict):
    """``{card: (suit, strength, points)}`` for one trump, with each card's orders of spending
    worked out once: a playout asks for them hundreds of thousands of times a decision.

    ``cost``: plain cards before trumps, then the weaker first; ``lean`` and ``rich``: the
    fewest points (the most, when feeding a partner), then the cheapest."""

    def __init__(self, facts):
        super().__init__(facts)
        self.cost = {card: (PLAIN_FIRST if suit == TRUMP else 0) + strength
                     for card, (suit, strength, _points) in facts.items()}
        self.lean = {card: (facts[card][2], spent) for card, spent in self.cost.items()}
        self.rich = {card: (-facts[card][2], spent) for card, spent in self.cost.items()}


def _cheapest(info, cards, count, feed):
    """``count`` cards from ``cards``: the most points (when feeding) or the fewest, then the cheapest."""
    key = (info.rich if feed else info.lean).__getitem__
    if count == 1 and cards:
        return [min(cards, key=key)]
    return sorted(cards, key=key)[:count]


class Trick:
    """The trick being played out: the lead's suit and shape, the best play so far, the points in it."""

    def __init__(self, lead_suit, pair, best_seat, best_suit, best_strength, points):
        self.lead_suit = lead_suit
        self.pair = pair
        self.best_seat = best_seat
        self.best_suit = best_suit
        self.best_strength = best_strength
        self.points = points

    @classmethod
    def led(cls, info, seat, cards):
        suit, strength, _points = info[cards[0]]
        return cls(suit, len(cards) == 2, seat, suit, strength, sum(info[card][2] for card in cards))

    def add(self, info, seat, cards):
        for card in cards:
            self.points += info[card][2]
        if beats(info, cards, self.lead_suit, self.pair, self.best_suit, self.best_strength):
            self.best_seat = seat
            self.best_suit, self.best_strength, _points = info[cards[0]]


def _safe(info, rivals, lead_suit, pair, suit, strength):
    """Whether none of ``rivals`` (the hands of the opponents still to play) holds a legal
    play that beats a best play of ``suit`` at ``strength``: its strongest single or pair of
    the led suit, or, void in it, of trumps (a plain lead only)."""
    for hand in rivals:
        held = hand.get(lead_suit)
        if held:
            if suit != lead_suit:
                continue
            top = strongest(held, pair) if pair else held[0]
            if top is not None and info[top][1] > strength:
                return False
        elif lead_suit != TRUMP:
            trumps = hand.get(TRUMP)
            if trumps:
                top = strongest(trumps, pair) if pair else trumps[0]
                if top is not None and info[top][1] > (strength if suit == TRUMP else -1):
                    return False
    return True


def follow(layout, seat, trick, later):
    """``seat``'s play to ``trick`` (see the module docs); ``later``: the seats still to play after it."""
    info = layout.info
    hands = layout.hands
    hand = hands[seat]
    lead_suit, pair = trick.lead_suit, trick.pair
    best_suit, best_strength = trick.best_suit, trick.best_strength
    held = hand.get(lead_suit, [])
    size = 2 if pair else 1
    side = SIDE[seat]
    rivals = [hands[other] for other in later if SIDE[other] != side]
    if SIDE[trick.best_seat] == side and _safe(info, rivals, lead_suit, pair, best_suit, best_strength):
        return _fill(info, hand, held, size, feed=True)
    if held:
        tries = pairs_of(held) if pair else held
    elif lead_suit != TRUMP:
        trumps = hand.get(TRUMP, [])
        tries = pairs_of(trumps) if pair else trumps
    else:
        tries = []
    winners = []
    for card in tries:  # strongest first: when one cannot take the trick for sure, no weaker one can
        suit, strength, _points = info[card]
        # a card of ``tries`` is a play of the trick's shape, so it beats as ``beats`` says:
        takes = strength > best_strength if suit == best_suit else (
            suit == TRUMP and suit != lead_suit and best_suit == lead_suit)
        if not (takes and _safe(info, rivals, lead_suit, pair, suit, strength)):
            break
        winners.append(card)
    if winners:
        return (min(winners, key=info.rich.__getitem__),) * size
    return _fill(info, hand, held, size, feed=False)


def _fill(info, hand, held, size, feed):
    """A legal play that cannot matter for the trick: points in it when ``feed``, else as few as may be."""
    if size == 2:
        pairs = pairs_of(held)
        if pairs:
            return (_cheapest(info, pairs, 1, feed)[0],) * 2
    elif held:
        return (min(held, key=(info.rich if feed else info.lean).__getitem__),)
    chosen = _cheapest(info, held, size, feed)
    if len(chosen) < size:
        rest = [card for cards in hand.values() for card in cards]
        for card in chosen:
            rest.remove(card)
        chosen += _cheapest(info, rest, size - len(chosen), feed)
    return tuple(chosen)


def lead(layout, seat):
    """``seat``'s lead (see the module docs)."""
    info = layout.info
    hand = layout.hands[seat]
    opponents = layout.hands[(seat + 1) % 4], layout.hands[(seat + 3) % 4]
    order = sorted(hand, key=lambda suit: suit == TRUMP)
    for size in (2, 1):
        best = None
        for suit in order:
            top = strongest(hand[suit], size == 2)
            if top is None:
                continue
            strength = info[top][1]
            if not _safe(info, opponents, suit, size == 2, suit, strength):
                continue
            key = (suit == TRUMP, -info[top][2])
            if best is None or key < best[0]:
                best = key, top
        if best is not None:
            return (best[1],) * size
    to_partner = _lead_to_partner(layout, seat)
    if to_partner is not None:
        return to_partner
    plain = [suit for suit in hand if suit != TRUMP]
    suit = max(plain, key=lambda suit: len(hand[suit])) if plain else TRUMP
    return tuple(_cheapest(info, hand[suit], 1, feed=False))


def _lead_to_partner(layout, seat):
    """Of each suit's lowest single and lowest pair, the lead the others' plays leave with
    ``seat``'s side (the partner ruffs it or holds a higher card): the richest trick, then
    plain before trumps, then the cheapest; ``None`` when every such lead is lost."""
    info = layout.info
    hand = layout.hands[seat]
    to_play = [(seat + step) % 4 for step in (1, 2, 3)]
    best = None
    for suit, cards in hand.items():
        tries = [tuple(_cheapest(info, cards, 1, feed=False))]
        pairs = pairs_of(cards)
        if pairs:
            tries.append((_cheapest(info, pairs, 1, feed=False)[0],) * 2)
        for tried in tries:
            trick = Trick.led(info, seat, tried)
            for index, other in enumerate(to_play):
                trick.add(info, other, follow(layout, other, trick, to_play[index + 1:]))
            if SIDE[trick.best_seat] != SIDE[seat]:
                continue
            key = (-trick.points, suit == TRUMP, sum(info.cost[card] for card in tried))
            if best is None or key < best[0]:
                best = key, tried
    return None if best is None else best[1]


def play_out(layout, trick, to_play):
    """Finish ``trick`` (``to_play``: the seats still to play in it, in order) and every trick after it.

    Returns ``(points by team, seat that won the last trick, cards per play in the last trick)``;
    ``layout`` is played down as it goes.
    """
    info = layout.info
    points = [0, 0]
    while True:
        for index, seat in enumerate(to_play):
            cards = follow(layout, seat, trick, to_play[index + 1:])
            layout.remove(seat, cards)
            trick.add(info, seat, cards)
        winner = trick.best_seat
        points[SIDE[winner]] += trick.points
        if not layout.hands[winner]:  # an emptied suit is dropped (``remove``), so an empty hand is empty
            return points, winner, 2 if trick.pair else 1
        cards = lead(layout, winner)
        layout.remove(winner, cards)
        trick = Trick.led(info, winner, cards)
        to_play = [(winner + step) % 4 for step in (1, 2, 3)]
