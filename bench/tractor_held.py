"""Where the point cards a player keeps end up.  ``python -m bench.tractor_held``

The trick pricing (``ai_trick``) counts the points a play puts on a trick
at ``2p - 1`` (``p``: the chance its side takes the trick), as if a point
card kept back were an even chance to come home later. Hard, holding the
deal, counts its kept points at what they are worth instead
(``Style.held_points``, ``ai_values``); this bench is where that figure
comes from. Hard plays today's AI (its team the dealer's in every other
deal). At each of Hard's plays, every point card in its hand is followed to
the trick it is later played to: does that trick go to its side? Counted
by role, kind of card, and before or in the last ten tricks (where Hard's
endgame search decides, ``ai_search``). A card is counted once per play at
which it is held, so the shares are what a decision may expect.

    python -m bench.tractor_held [--deals N] [--seed S]
"""
import argparse
import random
from collections import Counter, defaultdict

from bench.tractor_paired import _setting, player
from game.tractor.actions import Play
from game.tractor.deal import TractorDeal
from game.tractor.mechanics.scoring import card_points
from game.tractor.mechanics.teams import team_of
from game.tractor.mechanics.trump import TRUMP

LAST_TRICKS = 10


def kind_of(card, trump):
    """``"trump"`` for a trump point card, else ``"plain 5"`` or ``"plain 10/K"``."""
    if trump.effective_suit(card) == TRUMP:
        return "trump"
    return "plain 5" if card_points((card,)) == 5 else "plain 10/K"


def homes(tricks):
    """``{(seat, card): [(trick index, team that took it), ...]}``: where each played copy went."""
    found = defaultdict(list)
    for index, trick in enumerate(tricks):
        for seat, cards in trick.plays:
            for card in cards:
                found[(seat, card)].append((index, team_of(trick.winner)))
    return found


def followed(deal, held):
    """``[(key, came home), ...]`` for each held point card: ``held`` lists
    ``(seat, trick index, card, copies, key)`` noted at the seat's plays."""
    went = homes(deal.tricks)
    counted = []
    for seat, trick, card, copies, key in held:
        for _index, team in [each for each in went[(seat, card)] if each[0] >= trick][:copies]:
            counted.append((key, team == team_of(seat)))
    return counted


def play_deal(seed, holding):
    """One deal of Hard against today's AI, Hard's team the dealer's when ``holding``."""
    cards, dealer, levels = _setting(seed)
    deal = TractorDeal.shuffled(cards, dealer, team_levels=levels)
    hard = team_of(dealer) if holding else 1 - team_of(dealer)
    players = {hard: player("hard"), 1 - hard: player("today")}
    role = "holding the deal" if holding else "attacking"
    rng = random.Random(seed)
    held = []
    while not deal.is_over:
        seat = deal.to_act
        view = deal.view(seat)
        action = players[team_of(seat)](view, rng, deal)
        if team_of(seat) == hard and isinstance(action, Play):
            stage = "last ten tricks" if len(view.hand) <= LAST_TRICKS else "before"
            for card, copies in Counter(view.hand).items():
                if card_points((card,)):
                    held.append((seat, len(deal.tricks), card, copies, (role, kind_of(card, view.trump), stage)))
        deal.apply(action)
    return followed(deal, held)


def main(argv=None):
    parser = argparse.ArgumentParser(description="Where the point cards Hard keeps end up, by role.")
    parser.add_argument("--deals", type=int, default=200)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args(argv)
    counts = defaultdict(Counter)
    for number in range(args.deals):
        for key, home in play_deal(args.seed * 1_000_003 + number, holding=number % 2 == 0):
            counts[key][home] += 1
    print(f"{args.deals} deals of Hard against today's AI: the share of the point cards Hard holds at a play "
          "that its side later takes (held: card-plays counted)")
    print("| Hard's side | card | stage | held | taken by its side |")
    print("|---|---|---|---|---|")
    for key in sorted(counts):
        home, total = counts[key][True], sum(counts[key].values())
        print(f"| {' | '.join(key)} | {total:,} | {home / total:.2f} |")


if __name__ == "__main__":
    main()
