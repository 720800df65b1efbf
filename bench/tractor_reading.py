"""How close Hard's guesses come to the hidden hands, and what the play's clues could add.

    python -m bench.tractor_reading [--deals N] [--seed S] [--layouts K] [--buried-kitty]

The AI places the hidden cards by dealing random layouts consistent with
its card memory: voids, pairs known to be gone, ceilings, cards shown to
declare. The bench deals them as Easy and Normal do, the hidden kitty pro
rata; ``--buried-kitty`` deals the kitty as Hard does, as a dealer buries
it (``ai_layouts``). Seeing the true hands would be worth far more than anything tuned
so far (``bench.tractor_sight``), so the question is how much of that sight
the play gives away in softer clues, which the layouts ignore. Four clues,
from tricks led by a single card:

- *duck*: a player followed suit under an opponent's card of the led suit.
  Did it hold a higher card of the suit?
- *no feed*: a player followed suit with no points while its partner held
  the trick. Did it hold a point card of the suit?
- *no ruff*: a player out of the suit discarded under an opponent's trick
  with points on it. Did it hold a trump?
- *low lead*: a player led a plain single below the strongest card of the
  suit still out. Did it hold that card?

Hard plays today's AI (its team the dealer's in every other deal). At each
of Hard's plays before the last ten tricks, the bench counts each clue
given so far by another player: how often that player held the card in the
true hands, and how often in the layouts. Then the layouts' error: per
decision, the squared differences between the copies of each hidden card
the layouts expect in each hand (and the kitty) and the true copies, summed.
It is given plainly, and with each layout weighted by the clues it
contradicts: a clue multiplies the weight of a layout where the player held
the card by how often players who held it still played so, counted in the
true hands of the same deals (so the weights are as well fitted as these
clues can be). ``--layouts`` is large so that the error is the layouts'
own, not the scatter of a few.

Leads say something about length too: for each player who has led trumps,
or a pair or tractor of a plain suit, the bench sets how many cards of that
suit it holds against what the layouts give it, on average. And the kitty
is no random eight cards: a dealer buries low plain cards and keeps its
trumps and aces, so the bench gives, by kind of card, the share of the
hidden copies that lie in the true kitty and in the layouts' kitty (where
the kitty is hidden from Hard).

The dealer's hand is no random hand either: it took the kitty's eight
cards, kept the trumps and buried short plain suits. Where another seat is
the dealer, the bench sets the dealer's trumps and the plain suits it holds
none of against the layouts'. And it checks the chance Hard prices its play
at (``ai_trick``: its side takes the trick), priced again on fresh layouts
after the play, against whether its side took the trick, by role, leads
and follows apart.

Only the bench sees the true hands; nothing here is used in play.
"""
import argparse
import random
import time
from collections import Counter
from dataclasses import dataclass, field

from bench.tractor_paired import _setting, player
from game.tractor.ai.layouts import KITTY, LayoutDealer
from game.tractor.ai.memory import Memory
from game.tractor.ai.style import STYLES
from game.tractor.ai.trick import TrickContext
from game.tractor.deal import TractorDeal
from game.tractor.mechanics.cards import DISTINCT_CARDS
from game.tractor.mechanics.scoring import card_points
from game.tractor.mechanics.teams import team_of
from game.tractor.mechanics.throws import lead_shape
from game.tractor.mechanics.trump import TRUMP

KINDS = ("duck", "no feed", "no ruff", "low lead")
LEADS = ("trump lead", "plain pair lead")
BURIED = ("trumps", "plain aces", "plain kings and tens", "plain fives", "other plain cards")
DEALERS = ("an opponent", "the partner")
CHANCES = ((0.0, 0.1), (0.1, 0.5), (0.5, 0.9), (0.9, 1.01))
"""Bins of the chance Hard priced its play at: below 0.1, 0.1 to 0.5, 0.5 to 0.9, 0.9 and more."""
READ_FROM = 11
"""Hand sizes from which Hard's decisions are read: the deal before the last ten tricks."""


@dataclass(frozen=True)
class Clue:
    """A play that hints at the hand it came from, or the opposite play that would not.

    ``behaved`` is whether the player played as the clue says (ducked, fed
    nothing, did not ruff, led low); ``above`` is the strength a held card of
    ``suit`` must pass to count (``None``: any point card, or any trump)."""

    kind: str
    key: tuple
    trick: int
    seat: int
    suit: str
    above: object
    behaved: bool

    def held(self, cards, trump):
        """Whether ``cards`` (the hand as it was then) held what the clue asks about."""
        for card in cards:
            suit = trump.effective_suit(card)
            if suit != self.suit:
                continue
            if self.kind == "no feed":
                if card_points((card,)):
                    return True
            elif self.kind == "no ruff" or trump.strength(card) > self.above:
                return True
        return False


def clues_in(tricks, trump):
    """Every clue ``tricks`` (``[((seat, cards), ...)]``, oldest first) hold, played as the clue
    says or not; only tricks led by a single card."""
    played = Counter()
    found = []
    for index, plays in enumerate(tricks):
        if len(plays[0][1]) == 1:
            found.extend(_trick_clues(index, plays, trump, played))
        for _seat, cards in plays:
            played.update(cards)
    return found


def _trick_clues(index, plays, trump, played):
    leader, (lead,) = plays[0]
    suit = trump.effective_suit(lead)
    if suit != TRUMP:
        top = max(trump.strength(card) for card in DISTINCT_CARDS
                  if trump.effective_suit(card) == suit and played[card] < 2)
        yield Clue("low lead", ("low lead",), index, leader, suit, top - 1, trump.strength(lead) < top)
    best_seat, best, points = leader, lead, card_points((lead,))
    for position, (seat, (card,)) in enumerate(plays[1:], start=1):
        own = trump.effective_suit(card)
        theirs = team_of(best_seat) != team_of(seat)
        if own == suit and theirs and trump.effective_suit(best) == suit:
            yield Clue("duck", ("duck", position, min(points, 10)), index, seat, suit, trump.strength(best),
                       trump.strength(card) <= trump.strength(best))
        elif own == suit and not theirs:
            yield Clue("no feed", ("no feed", position), index, seat, suit, None, not card_points((card,)))
        elif own != suit and theirs and points >= 5:
            yield Clue("no ruff", ("no ruff", position), index, seat, TRUMP, None, own != TRUMP)
        points += card_points((card,))
        higher = own == trump.effective_suit(best) and trump.strength(card) > trump.strength(best)
        ruff = own == TRUMP and trump.effective_suit(best) != TRUMP
        if higher or ruff:
            best_seat, best = seat, card


def length_leads(tricks, trump, viewer):
    """``{(kind, seat, suit)}``: the suits other seats than ``viewer`` led trumps, or plain
    pairs and tractors, in (``LEADS``)."""
    found = set()
    for plays in tricks:
        seat, cards = plays[0]
        shape = lead_shape(cards, trump)
        if seat == viewer or shape is None:
            continue
        if shape.suit == TRUMP:
            found.add(("trump lead", seat, TRUMP))
        elif shape.pairs:
            found.add(("plain pair lead", seat, shape.suit))
    return found


def suit_length(cards, suit, trump):
    return sum(1 for card in cards if trump.effective_suit(card) == suit)


def played_from(tricks):
    """``[{seat: Counter}]``: the cards each seat played from each trick on."""
    later = [Counter() for _seat in range(4)]
    out = []
    for plays in reversed(tricks):
        for seat, cards in plays:
            later[seat].update(cards)
        out.append([Counter(counter) for counter in later])
    return out[::-1]


def behaviour_counts(deals):
    """``(behaved, held)`` Counters by clue key, from finished deals (``[(tricks, trump)]``): how
    often a player who held the card asked about still played as the clue says. A hand at a
    trick is what it played from then on."""
    behaved, held = Counter(), Counter()
    for tricks, trump in deals:
        later = played_from(tricks)
        for clue in clues_in(tricks, trump):
            if clue.held(later[clue.trick][clue.seat].elements(), trump):
                held[clue.key] += 1
                behaved[clue.key] += clue.behaved
    return behaved, held


def rates_of(behaved, held):
    """Each key's chance of the clue's play when the card was held (a half count added each way)."""
    return {key: (behaved[key] + 0.5) / (held[key] + 1) for key in held}


@dataclass(frozen=True)
class Priced:
    """One of Hard's plays: its role, whether it led, the chance its side takes the trick as
    Hard prices the play, and whether its side took it."""

    role: str
    leading: bool
    chance: float
    took: bool


def priced_chance(view, cards, rng):
    """The chance Hard's pricing gives its side of taking the trick after ``cards``."""
    context = TrickContext.build(view, Memory.from_view(view), rng, STYLES["hard"])
    return context.outcome(cards)[0]


def recorded(deals, seed):
    """Hard against today's AI: ``(decisions, finished, priced)``: each of Hard's plays before the
    last ten tricks as ``(view, {holder: true hidden cards})``, each finished deal as ``(tricks,
    trump)``, and each of those plays as ``Priced``."""
    hard, today = player("hard"), player("today")
    decisions, finished, priced = [], [], []
    for index in range(deals):
        cards, dealer, levels = _setting(seed * 1_000_003 + index)
        team = team_of(dealer) if index % 2 else 1 - team_of(dealer)
        deal = TractorDeal.shuffled(cards, dealer, team_levels=levels)
        rng = random.Random(f"{seed}:{index}")
        pricing = random.Random(f"{seed}:{index}:priced")
        asked = []
        while not deal.is_over:
            seat = deal.to_act
            view = deal.view(seat)
            ours = team_of(seat) == team
            read_here = ours and view.phase == "play" and len(view.hand) >= READ_FROM \
                and view.legal_actions.forced is None
            if read_here:
                hidden = {other: Counter(deal._hands[other]) for other in range(4) if other != seat}
                if view.kitty is None or seat != view.dealer:
                    hidden[KITTY] = Counter(deal._kitty)
                decisions.append((view, hidden))
            action = (hard if ours else today)(view, rng, deal)
            if read_here:
                role = "attacking" if team_of(seat) == view.attackers else "holding the deal"
                asked.append((len(view.tricks), role, not view.current_trick,
                               priced_chance(view, action.cards, pricing)))
            deal.apply(action)
        priced.extend(Priced(role, leading, chance, team_of(deal.tricks[trick].winner) == team)
                      for trick, role, leading, chance in asked)
        finished.append((tuple(trick.plays for trick in deal.tricks), view.trump))
    return decisions, finished, priced


def expected_copies(dealt, weights):
    """``{holder: Counter}``: the copies of each card the weighted layouts expect each holder to have."""
    total = sum(weights)
    expected = {holder: Counter() for holder in dealt[0]}
    for hands, weight in zip(dealt, weights):
        for holder, cards in hands.items():
            for card in cards:
                expected[holder][card] += weight / total
    return expected


def squared_error(expected, hidden, asked=None):
    """Squared differences between expected and true copies, summed over every holder and card,
    or over the ``(holder, card)`` pairs in ``asked`` only."""
    if asked is None:
        asked = {(holder, card) for holder in hidden for card in set(expected[holder]) | set(hidden[holder])}
    return sum((expected[holder][card] - hidden[holder][card]) ** 2 for holder, card in asked)


@dataclass
class Reading:
    """What the bench found, summed over Hard's decisions."""

    decisions: int = 0
    plain: float = 0.0
    weighted: float = 0.0
    plain_asked: float = 0.0
    weighted_asked: float = 0.0
    given: Counter = field(default_factory=Counter)
    held_true: Counter = field(default_factory=Counter)
    held_dealt: Counter = field(default_factory=Counter)
    led: Counter = field(default_factory=Counter)
    length_true: Counter = field(default_factory=Counter)
    length_dealt: Counter = field(default_factory=Counter)
    hidden_copies: Counter = field(default_factory=Counter)
    kitty_true: Counter = field(default_factory=Counter)
    kitty_dealt: Counter = field(default_factory=Counter)
    dealer_seen: Counter = field(default_factory=Counter)
    dealer_voids_true: Counter = field(default_factory=Counter)
    dealer_voids_dealt: Counter = field(default_factory=Counter)
    dealer_trumps_true: Counter = field(default_factory=Counter)
    dealer_trumps_dealt: Counter = field(default_factory=Counter)


def read(decisions, rates, layouts, rng, buried_kitty=False):
    """Compare ``layouts`` random layouts at each decision with the true hands (see the module docs)."""
    reading = Reading()
    for view, hidden in decisions:
        trump = view.trump
        tricks = [trick.plays for trick in view.tricks] + ([view.current_trick] if view.current_trick else [])
        given = [clue for clue in clues_in(tricks, trump) if clue.behaved and clue.seat != view.seat]
        dealer = LayoutDealer(Memory.from_view(view), buried_kitty)
        dealt = [dealer.deal(rng) for _ in range(layouts)]
        for hands in dealt:
            for holder in hidden:
                hands.setdefault(holder, [])
        weights = _weigh_by_clues(reading, given, played_from(tricks), dealt, hidden, rates, trump)
        _read_lengths(reading, length_leads(tricks, trump, view.seat), dealt, hidden, trump)
        if KITTY in hidden:
            _read_kitty(reading, dealer.memory.unseen, dealt, hidden[KITTY], trump)
            _read_dealer(reading, view, dealer.memory, dealt, hidden)
        asked = {(clue.seat, card) for clue in given for card in dealer.memory.unseen if clue.held((card,), trump)}
        plain, weighted = expected_copies(dealt, [1.0] * layouts), expected_copies(dealt, weights)
        reading.decisions += 1
        reading.plain += squared_error(plain, hidden)
        reading.weighted += squared_error(weighted, hidden)
        reading.plain_asked += squared_error(plain, hidden, asked)
        reading.weighted_asked += squared_error(weighted, hidden, asked)
    return reading


def _weigh_by_clues(reading, given, later, dealt, hidden, rates, trump):
    """Each layout's weight by the ``given`` clues it contradicts; counts where the card was held."""
    weights = [1.0] * len(dealt)
    for clue in given:
        then = later[clue.trick][clue.seat]
        reading.given[clue.kind] += 1
        reading.held_true[clue.kind] += clue.held((hidden[clue.seat] + then).elements(), trump)
        for index, hands in enumerate(dealt):
            if clue.held(list(hands[clue.seat]) + list(then.elements()), trump):
                reading.held_dealt[clue.kind] += 1 / len(dealt)
                weights[index] *= rates.get(clue.key, 1.0)
    return weights


def _read_lengths(reading, leads, dealt, hidden, trump):
    """Adds each leader's true length in the suit it led, and the layouts' mean, to ``reading``."""
    for kind, seat, suit in leads:
        reading.led[kind] += 1
        reading.length_true[kind] += suit_length(hidden[seat].elements(), suit, trump)
        reading.length_dealt[kind] += sum(suit_length(hands[seat], suit, trump) for hands in dealt) / len(dealt)


def buried_kind(card, trump):
    """Which row of ``BURIED`` a card counts in."""
    if trump.is_trump(card):
        return "trumps"
    return {"A": "plain aces", "K": "plain kings and tens", "T": "plain kings and tens",
            "5": "plain fives"}.get(card[0], "other plain cards")


def _read_kitty(reading, unseen, dealt, kitty, trump):
    """Adds, per kind of card, the hidden copies, those in the true kitty and the layouts' kitty."""
    in_layouts = Counter()
    for hands in dealt:
        in_layouts.update(hands[KITTY])
    for card, copies in unseen.items():
        kind = buried_kind(card, trump)
        reading.hidden_copies[kind] += copies
        reading.kitty_true[kind] += kitty[card]
        reading.kitty_dealt[kind] += in_layouts[card] / len(dealt)


def plain_voids(cards, suits, trump):
    """How many of the plain ``suits`` ``cards`` hold no card of."""
    held = {trump.effective_suit(card) for card in cards}
    return sum(1 for suit in suits if suit not in held)


def _read_dealer(reading, view, memory, dealt, hidden):
    """Adds the dealer's true plain voids and trumps, and the layouts' means, to ``reading``
    (the plain suits counted are those with hidden cards left)."""
    dealer, trump = view.dealer, view.trump
    kind = DEALERS[team_of(dealer) == team_of(view.seat)]
    suits = [suit for suit in memory.by_suit if suit != TRUMP]
    reading.dealer_seen[kind] += 1
    reading.dealer_voids_true[kind] += plain_voids(hidden[dealer].elements(), suits, trump)
    reading.dealer_trumps_true[kind] += suit_length(hidden[dealer].elements(), TRUMP, trump)
    reading.dealer_voids_dealt[kind] += sum(plain_voids(hands[dealer], suits, trump) for hands in dealt) / len(dealt)
    reading.dealer_trumps_dealt[kind] += sum(suit_length(hands[dealer], TRUMP, trump) for hands in dealt) / len(dealt)


def calibration_rows(priced):
    """``[(role, play, chance bin, plays, mean chance priced, share taken)]`` by ``CHANCES``."""
    rows = []
    for role in ("attacking", "holding the deal"):
        for leading, play in ((True, "leads"), (False, "follows")):
            for low, high in CHANCES:
                chosen = [each for each in priced
                          if each.role == role and each.leading == leading and low <= each.chance < high]
                if chosen:
                    rows.append((role, play, f"{low:.1f}-{min(high, 1.0):.1f}", len(chosen),
                                 sum(each.chance for each in chosen) / len(chosen),
                                 sum(each.took for each in chosen) / len(chosen)))
    return rows


def _percent(count, total):
    return f"{100 * count / total:.1f} %" if total else "-"


def _mean(total, count):
    return f"{total / count:.2f}" if count else "-"


def _table(header, rows):
    """Prints a Markdown table, as the README quotes it."""
    print("| " + " | ".join(header) + " |")
    print("|" + "---|" * len(header))
    for row in rows:
        print("| " + " | ".join(str(cell) for cell in row) + " |")


def report(reading, behaved, held, priced=()):
    """Prints the clue, length, kitty, dealer and chance tables and the layouts' error (see the module docs)."""
    kinds_held = Counter()
    kinds_behaved = Counter()
    for key, count in held.items():
        kinds_held[key[0]] += count
        kinds_behaved[key[0]] += behaved[key]
    _table(("clue", "given", "held, true hands", "held, layouts", "played so when held"),
           [(kind, reading.given[kind], _percent(reading.held_true[kind], reading.given[kind]),
             _percent(reading.held_dealt[kind], reading.given[kind]),
             f"{100 * kinds_behaved[kind] / kinds_held[kind]:.0f} %" if kinds_held[kind] else "-")
            for kind in KINDS])
    _table(("lead", "seen", "cards of the suit held, true hands", "held, layouts"),
           [(kind, reading.led[kind], _mean(reading.length_true[kind], reading.led[kind]),
             _mean(reading.length_dealt[kind], reading.led[kind])) for kind in LEADS])
    _table(("hidden card", "hidden copies", "in the kitty, true", "in the kitty, layouts"),
           [(kind, reading.hidden_copies[kind], _percent(reading.kitty_true[kind], reading.hidden_copies[kind]),
             _percent(reading.kitty_dealt[kind], reading.hidden_copies[kind])) for kind in BURIED])
    _table(("dealer", "seen", "plain suits held none of, true", "layouts", "trumps, true", "layouts"),
           [(kind, reading.dealer_seen[kind],
             _mean(reading.dealer_voids_true[kind], reading.dealer_seen[kind]),
             _mean(reading.dealer_voids_dealt[kind], reading.dealer_seen[kind]),
             _mean(reading.dealer_trumps_true[kind], reading.dealer_seen[kind]),
             _mean(reading.dealer_trumps_dealt[kind], reading.dealer_seen[kind])) for kind in DEALERS])
    _table(("Hard's side", "play", "chance priced", "plays", "mean chance priced", "its side took the trick"),
           [(role, play, band, count, f"{chance:.3f}", f"{took:.3f}")
            for role, play, band, count, chance, took in calibration_rows(priced)])
    decisions = max(reading.decisions, 1)
    for what, plain, weighted in (("every hidden card", reading.plain, reading.weighted),
                                  ("the cards the clues ask about", reading.plain_asked, reading.weighted_asked)):
        plain, weighted = plain / decisions, weighted / decisions
        change = 100 * (weighted - plain) / plain if plain else 0.0
        print(f"layouts' error per decision, {what}: {plain:.2f} plain, {weighted:.2f} weighted by the clues "
              f"({abs(change):.1f} % {'more' if change > 0 else 'less'}); the true hands: 0")


def main(argv=None):
    parser = argparse.ArgumentParser(description="How close Hard's layouts come to the hidden hands, "
                                                 "and what the play's clues could add.")
    parser.add_argument("--deals", type=int, default=100)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--layouts", type=int, default=200)
    parser.add_argument("--buried-kitty", action="store_true",
                        help="deal the hidden kitty as Hard does, as a dealer buries it")
    args = parser.parse_args(argv)
    if args.deals < 1 or args.layouts < 2:
        parser.error("--deals must be at least 1 and --layouts at least 2")
    started = time.time()
    decisions, finished, priced = recorded(args.deals, args.seed)
    behaved, held = behaviour_counts(finished)
    reading = read(decisions, rates_of(behaved, held), args.layouts, random.Random(args.seed), args.buried_kitty)
    kitty = "the kitty dealt as buried" if args.buried_kitty else "the kitty dealt pro rata"
    print(f"Hard against today's AI, {args.deals} deals (seed {args.seed}): {reading.decisions} of Hard's "
          f"plays before the last ten tricks, {args.layouts} layouts each, {kitty}")
    report(reading, behaved, held, priced)
    print(f"({time.time() - started:.0f} s)")


if __name__ == "__main__":
    main()
