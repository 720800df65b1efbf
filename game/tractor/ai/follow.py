"""Following a lead: a handful of sensible candidate plays, each priced by ``ai_trick``.

The legal follows can number in the millions (a void hand following a
tractor), but only a few kinds are worth a thought: each way to take the
trick with the led shape (in the led suit, or ruffing when void), and the
cheapest way to fill the rest, once with points (our side keeps the trick)
and once without (it is lost). The candidates are built from the engine's
``LegalPlays`` structure, so each of them is legal by construction.
"""
from collections import Counter

from game.tractor.ai.fill import cheapest_follow
from game.tractor.ai.playbook import fewest_points, keep_points_from_a_lost_trick
from game.tractor.mechanics.scoring import card_points
from game.tractor.mechanics.shapes import THROW, pairs_in, tractors_in
from game.tractor.mechanics.throws import lead_shape, ruff_top, units_held
from game.tractor.mechanics.trump import TRUMP


def _points(card):
    return card_points((card,))


def fill(legal, valuer, chance):
    """``fixed`` + the cheapest legal completion when our side keeps the trick with ``chance``.

    Points count for us with ``chance`` and against us otherwise, so the
    filler leans to point cards when the partner holds the trick and away
    from them when it is lost.
    """
    lean = 2.0 * chance - 1.0

    def unit(card):
        return valuer.power(card) - lean * _points(card)

    def pair_cost(card):
        return 2 * unit(card) + valuer.pair_value(card)

    return cheapest_follow(legal, unit, pair_cost, valuer.pair_value)


def ruff_of_throw(legal, shape):
    """A ruff of a throw when void in its suit: its largest unit as strong as the trumps allow,
    the other units and the singles as cheap as they come; ``None`` when none is legal."""
    trump = legal.trump
    if shape.suit == TRUMP or any(trump.effective_suit(card) == shape.suit for card in legal.hand):
        return None
    trumps = [card for card in legal.hand if trump.effective_suit(card) == TRUMP]
    if len(trumps) < shape.size:
        return None
    left = Counter(trumps)
    chosen = []
    for place, pairs in enumerate(shape.formats):
        units = units_held(left, pairs, trump)
        if not units:
            return None
        unit = units[0] if place == 0 else units[-1]
        left -= Counter(unit)
        chosen.extend(unit)
    play = tuple(chosen)
    return play if ruff_top(play, shape, trump) is not None else None


def winning_tries(legal):
    """Plays of the led shape that might take the trick: in the led suit, or trumps when void."""
    trump = legal.trump
    shape = lead_shape(legal.lead, trump)
    hand = legal.hand
    tries = []
    if shape.kind == THROW:
        ruff = ruff_of_throw(legal, shape)
        return [ruff] if ruff is not None else []
    if legal.pairs_needed:
        if legal.pairs_needed == 1:
            tries.extend((card, card) for card in legal.pair_pool)
        else:
            doubled = [card for card in legal.pair_pool for _copy in range(2)]
            tries.extend(run for run in tractors_in(doubled, trump) if len(run) == shape.size)
        return tries
    in_suit = [card for card in hand if trump.effective_suit(card) == shape.suit]
    if in_suit:
        if shape.pairs == 0:
            tries.extend((card,) for card in sorted(set(in_suit)))
        return tries
    trumps = [card for card in hand if trump.effective_suit(card) == TRUMP]
    if shape.pairs == 0:
        tries.extend((card,) for card in sorted(set(trumps)))
    elif shape.pairs == 1:
        tries.extend((card, card) for card in pairs_in(trumps))
    else:
        tries.extend(run for run in tractors_in(trumps, trump) if len(run) == shape.size)
    return tries


def candidates(legal, context):
    """The follows worth pricing: every try at the trick, plus cheap fills with and without points."""
    valuer = context.valuer
    found = set()
    for cards in winning_tries(legal):
        found.add(tuple(cards))
    chance = context.chance_now()
    for lean in {chance, 1.0, 0.0}:
        found.add(tuple(fill(legal, valuer, lean)))
    return found


def ranked_follows(legal, context, rng, style):
    """``[(value, cards), ...]`` of the candidate follows, best first, misjudged by
    ``style.noise``; ties are broken at random. Points never go onto a trick that is surely lost."""
    found = candidates(legal, context)
    found.add(fewest_points(legal, context.valuer.power))
    priced = keep_points_from_a_lost_trick({cards: context.priced(cards) for cards in sorted(found)})
    ranked = []
    for cards, (value, _chance) in priced.items():
        value += rng.random() * 1e-6 + (rng.gauss(0.0, style.noise) if style.noise else 0.0)
        ranked.append((value, cards))
    ranked.sort(key=lambda item: -item[0])
    return ranked


def choose_follow(legal, context, rng, style):
    """The candidate follow worth most (see ``ranked_follows``)."""
    return ranked_follows(legal, context, rng, style)[0][1]
