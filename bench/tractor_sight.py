"""What knowing the hidden cards would be worth to Hard.  ``python -m bench.tractor_sight``

Hard guesses the hidden cards by dealing random layouts consistent with its
card memory. Here it is handed the true cards instead, for some holders
(the partner, the two opponents, the kitty, or all of them; or only the
partner's honours, as a perfect signal between partners would tell them)
while the other
holders' cards are dealt at random among them (the cards they showed to
declare kept with them), and plays today's AI in
paired deals (``bench.tractor_paired``). The gain over plain Hard bounds
what better reading of those cards could ever bring, and says where to look:
a holder whose cards are worth little to know is not worth reading harder.

``--cards LO-HI`` hands them over only while Hard holds LO to HI cards
(``0-10``: the last ten tricks, where Hard searches; ``11-25``: the rest),
which says in which part of the deal the reading would pay; ``--plays
leads`` (or ``follows``) only when Hard leads (or follows), which says in
which kind of decision.

Only the bench sees: the layouts are swapped inside this process.

    python -m bench.tractor_sight [--pairs N] [--sees partner,honours,opponents,kitty,all] [--cards LO-HI]
                                  [--plays leads|follows|all] [--workers W]
"""
import argparse
import time
from collections import Counter

from bench import tractor_paired
from game.tractor.ai import layouts
from game.tractor.deal import TractorDeal

SIGHTS = ("partner", "honours", "opponents", "kitty", "all")
PLAYS = ("leads", "follows", "all")
PLAIN_HONOURS = 10
"""A plain card this strong or stronger is an honour: the suit's two top ranks (A K, or A Q at level K)."""
TRUMP_HONOURS = 12
"""A trump this strong or stronger is an honour: the level cards and the jokers."""
_DEAL = [None]
"""The deal being played, set as each seat's view is taken (one deal at a time per process)."""
_SEES = [None]
_CARDS = [(0, 25)]
"""The hand sizes at which Hard is handed the true cards."""
_PLAYS = ["all"]
"""The decisions at which it is: its leads, its follows, or both."""
_RANDOM_DEAL = layouts.LayoutDealer.deal
_VIEW = TractorDeal.view


def _noting_view(deal, seat):
    _DEAL[0] = deal
    return _VIEW(deal, seat)


def _holders_seen(seat, room):
    partner, opponents = (seat + 2) % 4, {(seat + 1) % 4, (seat + 3) % 4}
    wanted = {"partner": {partner}, "honours": set(), "opponents": opponents, "kitty": {layouts.KITTY},
              "all": set(room)}
    return wanted[_SEES[0]] & set(room)


def _sees_at(size):
    low, high = _CARDS[0]
    if not low <= size <= high:
        return False
    return _PLAYS[0] == "all" or (_PLAYS[0] == "leads") == (not _DEAL[0].current_trick)


def _seeing_deal(dealer, rng):
    """The true cards of the holders seen; the rest of the hidden cards dealt at random among the others.
    Outside ``--cards`` and ``--plays`` every hidden card is dealt at random, as Hard does."""
    if not _sees_at(dealer.memory.sizes[dealer.memory.seat]):
        return _RANDOM_DEAL(dealer, rng)
    deal = _DEAL[0]
    true = {holder: (list(deal._kitty) if holder == layouts.KITTY else list(Counter(deal._hands[holder]).elements()))
            for holder in dealer.room}
    seen = _holders_seen(dealer.memory.seat, dealer.room)
    rest = Counter(card for holder in dealer.room if holder not in seen for card in true[holder])
    for holder in dealer.room:
        if holder not in seen:
            rest.subtract(dealer.shown.get(holder, ()))
    rest = list(rest.elements())
    rng.shuffle(rest)
    hands, start = {}, 0
    if _SEES[0] == "honours":
        hands, rest = _partner_honours(dealer, true, rest)
    for holder, size in dealer.room.items():
        if holder in hands:
            continue
        if holder in seen:
            hands[holder] = true[holder]
        else:
            hands[holder] = list(dealer.shown.get(holder, ())) + rest[start:start + size]
            start += size
    return hands


def _is_honour(trump, card):
    return trump.strength(card) >= (TRUMP_HONOURS if trump.is_trump(card) else PLAIN_HONOURS)


def _partner_honours(dealer, true, rest):
    """``--sees honours``: the partner's true honours and nothing else of its hand, as a perfect
    signal of them would tell; its other places filled with random cards that are not honours.
    Returns the partner's hand and the cards left for the other holders, still shuffled."""
    partner = (dealer.memory.seat + 2) % 4
    if partner not in dealer.room:
        return {}, rest
    trump = dealer.memory.trump
    shown = list(dealer.shown.get(partner, ()))
    honours = Counter(card for card in true[partner] if _is_honour(trump, card)) - Counter(shown)
    left = Counter(rest) - honours
    plain = [card for card in rest if not _is_honour(trump, card)]
    fill = plain[:dealer.room[partner] - sum(honours.values())]
    hand = shown + list(honours.elements()) + fill
    left.subtract(fill)
    others = []
    for card in rest:
        if left[card] > 0:
            left[card] -= 1
            others.append(card)
    return {partner: hand}, others


def _start(sees, cards=(0, 25), plays="all"):
    """Pool initializer (and the serial path): Hard sees ``sees`` while holding ``cards`` (low, high)
    cards, at ``plays``; today's AI keeps its own layouts."""
    _SEES[0] = sees
    _CARDS[0] = cards
    _PLAYS[0] = plays
    TractorDeal.view = _noting_view
    layouts.LayoutDealer.deal = _seeing_deal


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--pairs", type=int, default=600)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--sees", default=",".join(SIGHTS))
    parser.add_argument("--cards", default="0-25", help="hand sizes LO-HI at which Hard sees")
    parser.add_argument("--plays", default="all", choices=PLAYS, help="the decisions at which Hard sees")
    parser.add_argument("--workers", type=int, default=2)
    args = parser.parse_args(argv)
    try:
        cards = tuple(int(part) for part in args.cards.split("-"))
    except ValueError:
        cards = ()
    if len(cards) != 2 or not 0 <= cards[0] <= cards[1]:
        parser.error(f"--cards is LO-HI, two hand sizes, not {args.cards}")
    for sees in args.sees.split(","):
        if sees not in SIGHTS:
            parser.error(f"--sees is one of {', '.join(SIGHTS)}, not {sees}")
        started = time.perf_counter()
        pool = None
        if args.workers > 1:
            from multiprocessing import Pool
            pool = Pool(args.workers, initializer=_start, initargs=(sees, cards, args.plays))
        else:
            _start(sees, cards, args.plays)
        row = tractor_paired.run_row("hard", "today", args.pairs, args.seed, pool)
        if pool:
            pool.close()
        else:
            TractorDeal.view, layouts.LayoutDealer.deal = _VIEW, _RANDOM_DEAL
        (gain, gain_half), (won, won_half), _blunders, _times = row
        print(f"Hard seeing {sees} at {args.cards} cards, {args.plays}, vs today, {args.pairs} pairs: "
              f"{gain:+.3f} ± {gain_half:.3f} levels a deal, wins {won:.1%} ± {won_half:.1%} of deals "
              f"({time.perf_counter() - started:.0f} s)", flush=True)


if __name__ == "__main__":
    main()
