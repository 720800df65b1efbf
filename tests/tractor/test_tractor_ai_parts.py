"""The AI's building blocks: card memory, sampled layouts, cheap fills, the greedy baseline, the bench."""
import random
from collections import Counter

import pytest

from bench.tractor_ai import print_report, run_job, wilson
from game.tractor import FULL_PACK, Declare, Pass, Play, TractorDeal, Trump
from game.tractor.ai import choose as ai_choose
from game.tractor.ai import greedy as ai_greedy
from game.tractor.ai.fill import cheapest
from game.tractor.ai.layouts import KITTY, LayoutDealer
from game.tractor.ai.memory import Memory
from game.tractor.ai.style import STYLES
from game.tractor.ai.trick import TrickContext, kitty_points_estimate

SPADES = Trump("2", "S")
VOID_IN_HEARTS = "3C 4C 6C 7C 8C 9C JC QC KC 3D 4D 6D 7D 8D 9D JD QD TD 3S 4S 6S 7S 8S 9S JS"


def heart_trick():
    """North (2) leads AH, West (3) follows with 3H, South (0) is void and discards 3C; East is to play."""
    deal = TractorDeal.arranged({2: "AH KD KD", 3: "3H", 0: VOID_IN_HEARTS}, dealer=2, trump=SPADES,
                                buried=True)
    deal.apply(Play(("AH",)), 2)
    deal.apply(Play(("3H",)), 3)
    deal.apply(Play(("3C",)), 0)
    return deal


def test_tractor_ai_memory_learns_a_void_from_a_discard():
    memory = Memory.from_view(heart_trick().view(1))
    assert memory.is_void(0, "H")
    assert not memory.is_void(3, "H") and not memory.is_void(2, "H")


def test_tractor_ai_memory_learns_no_pairs_are_left_from_a_pair_follow():
    east = "3D 4D 5D 3C 4C 6C 7C 8C 9C JC QC KC 3H 4H 6H 7H 8H 9H JH QH 3S 4S 6S 7S 8S"
    deal = TractorDeal.arranged({0: "KD KD", 1: east}, dealer=0, trump=SPADES, buried=True)
    deal.apply(Play(("KD", "KD")), 0)
    deal.apply(Play(("3D", "4D")), 1)
    memory = Memory.from_view(deal.view(2))
    assert (1, "D") in memory.pairless and not memory.is_void(1, "D")


def test_tractor_ai_memory_counts_only_cards_it_cannot_see():
    deal = heart_trick()
    view = deal.view(1)
    memory = Memory.from_view(view)
    hidden = sum(memory.unseen.values())
    assert hidden == sum(view.hand_sizes) - len(view.hand) + 8
    seen = Counter(view.hand)
    for cards in view.plays_by_seat:
        seen.update(cards)
    assert Counter(memory.unseen) + seen == Counter(FULL_PACK)


def test_tractor_ai_memory_of_the_dealer_leaves_out_the_kitty_it_buried():
    deal = TractorDeal.arranged({}, dealer=1, trump=SPADES, buried=True)
    memory = Memory.from_view(deal.view(1))
    assert memory.hidden_kitty == 0
    assert sum(memory.unseen.values()) == 75


@pytest.mark.parametrize("buried_kitty", [False, True])
def test_tractor_ai_layouts_fill_every_hand_and_respect_known_voids(buried_kitty):
    memory = Memory.from_view(heart_trick().view(1))
    dealer = LayoutDealer(memory, buried_kitty)
    rng = random.Random(4)
    for _ in range(200):
        hands = dealer.deal(rng)
        for seat in (0, 2, 3):
            assert len(hands[seat]) == memory.sizes[seat]
        assert len(hands[KITTY]) == 8
        assert not any(SPADES.effective_suit(card) == "H" for card in hands[0])
        everything = Counter()
        for cards in hands.values():
            everything.update(cards)
        assert everything == Counter(memory.unseen)


def test_tractor_hard_deals_the_hidden_kitty_as_a_dealer_buries_it_no_trumps_and_few_aces():
    memory = Memory.from_view(heart_trick().view(1))
    assert STYLES["hard"].buried_kitty and not STYLES["normal"].buried_kitty
    rng = random.Random(8)

    def in_kitty(buried_kitty):
        dealer = LayoutDealer(memory, buried_kitty)
        kitties = Counter()
        for _ in range(400):
            kitties.update(dealer.deal(rng)[KITTY])
        return kitties

    buried, pro_rata = in_kitty(True), in_kitty(False)
    assert not any(SPADES.is_trump(card) for card in buried)
    assert sum(copies for card, copies in pro_rata.items() if SPADES.is_trump(card)) > 400

    def aces(kitties):
        return sum(copies for card, copies in kitties.items() if card[0] == "A" and not SPADES.is_trump(card))

    assert aces(buried) * 3 < aces(pro_rata)


def test_tractor_ai_fill_spends_one_pair_rather_than_breaking_two():
    items = (("4C", 2), ("5D", 2), ("9H", 1))
    picked = cheapest(items, 2, unit=lambda card: 1.0 if card != "9H" else 5.0, pair_bonus=lambda card: 3.0)
    assert sorted(picked) in (["4C", "4C"], ["5D", "5D"])


def test_tractor_ai_fill_takes_the_cheapest_cards():
    items = (("4C", 1), ("KC", 1), ("9H", 1), ("AS", 1))
    costs = {"4C": 0.1, "KC": 3.0, "9H": 0.5, "AS": 8.0}
    assert sorted(cheapest(items, 2, costs.__getitem__, lambda card: 0.0)) == ["4C", "9H"]


def test_tractor_greedy_plays_its_highest_card_when_it_can_win():
    deal = TractorDeal.arranged({1: "9H", 2: "AH KH 3H"}, dealer=1, trump=SPADES, buried=True)
    deal.apply(Play(("9H",)), 1)
    assert ai_greedy.choose(deal.view(2), random.Random(0)) == Play(("AH",))


def test_tractor_greedy_plays_its_lowest_card_when_it_cannot_win():
    deal = TractorDeal.arranged({1: "AH", 2: "KH QH 3H"}, dealer=1, trump=SPADES, buried=True)
    deal.apply(Play(("AH",)), 1)
    assert ai_greedy.choose(deal.view(2), random.Random(0)) == Play(("3H",))


def test_tractor_greedy_only_ever_plays_legal_moves():
    rng = random.Random(11)
    for seed in range(4):
        deal = TractorDeal.shuffled(random.Random(seed), seed % 4, first_deal=True)
        while not deal.is_over:
            view = deal.view(deal.to_act)
            action = ai_greedy.choose(view, rng)
            assert view.legal_actions.violation(action) is None
            deal.apply(action)


def test_tractor_ai_bench_plays_a_match_and_reports_intervals(capsys):
    result = run_job(("random", 3, 1))
    assert result["winner"] in (0, 1) and result["deals"] >= 1 and len(result["times"][1]) > 0
    print_report([result], 1.0, 1)
    out = capsys.readouterr().out
    assert "random-legal" in out and "median" in out and "p95" in out


def test_tractor_ai_bench_wilson_interval_brackets_the_rate():
    low, high = wilson(30, 40)
    assert low < 0.75 < high and 0 <= low and high <= 1


def test_tractor_ai_odds_a_boss_card_can_only_be_ruffed():
    from game.tractor.ai.odds import beat_chance, shape_above
    from game.tractor.mechanics.shapes import shape_of
    deal = TractorDeal.arranged({2: "AH", 1: "AH", 3: "3H", 0: VOID_IN_HEARTS}, dealer=2, trump=SPADES,
                                buried=True)
    deal.apply(Play(("AH",)), 2)
    deal.apply(Play(("3H",)), 3)
    deal.apply(Play(("3C",)), 0)
    memory = Memory.from_view(deal.view(1))  # East holds the other AH: no heart beats an ace now
    ace = shape_of(("AH",), SPADES)
    assert shape_above(memory, 3, "H", ace.top, 0) == 0.0
    assert beat_chance(memory, 0, ace, ace) > 0.5 > beat_chance(memory, 3, ace, ace)


def test_tractor_ai_rollout_counts_a_partner_overtaking_an_opponent():
    from game.tractor.ai.layouts import SuitHolding
    from game.tractor.ai.rollout import sampled_team_chance
    from game.tractor.mechanics.shapes import shape_of
    lead = shape_of(("9H",), SPADES)
    queen = shape_of(("QH",), SPADES)
    opponent_king = {1: {"H": SuitHolding(1, SPADES.strength("KH"), ())},
                     2: {"H": SuitHolding(1, SPADES.strength("AH"), ())}}
    opponent_only = {1: {"H": SuitHolding(1, SPADES.strength("KH"), ())},
                     2: {"H": SuitHolding(1, SPADES.strength("3H"), ())}}
    # South (0) has played QH on West's 9H lead; East (1) and North (2) are still to play.
    assert sampled_team_chance([opponent_king], 0, 0, lead, queen, (1, 2)) == 1.0
    assert sampled_team_chance([opponent_only], 0, 0, lead, queen, (1, 2)) == 0.0
    assert sampled_team_chance([opponent_king, opponent_only], 0, 0, lead, queen, (1, 2)) == 0.5


def test_tractor_hard_layouts_ruff_a_partners_trick_that_a_later_opponent_would_take():
    from game.tractor.ai.layouts import SuitHolding
    from game.tractor.ai.rollout import sampled_team_chance
    from game.tractor.mechanics.shapes import shape_of
    from game.tractor.mechanics.trump import TRUMP
    ten = shape_of(("TC",), SPADES)
    # East (1) led TC; North (2, us) followed low; West (1's partner, void in clubs) holds trumps
    # and South (our side) holds the jack behind it.
    layout = {3: {TRUMP: SuitHolding(3, SPADES.strength("5S"), ())},
              0: {"C": SuitHolding(2, SPADES.strength("JC"), ())}}
    assert sampled_team_chance([layout], 2, 1, ten, ten, (3, 0)) == 1.0
    assert sampled_team_chance([layout], 2, 1, ten, ten, (3, 0), overtake=True) == 0.0


def declared_deal():
    """East declares with the pair of 2S and nobody overcalls; North (the dealer) buries."""
    deal = TractorDeal.arranged({1: "2S 2S"}, dealer=2)
    while deal.phase == "declare":
        declare = Declare(("2S", "2S"))
        mine = deal.to_act == 1 and deal.violation(declare) is None
        deal.apply(declare if mine else Pass(), deal.to_act)
    deal.apply(ai_choose(deal.view(deal.to_act), random.Random(0)), deal.to_act)
    return deal


def test_tractor_ai_memory_keeps_the_cards_shown_to_declare_in_the_declarers_hand():
    deal = declared_deal()
    memory = Memory.from_view(deal.view(0))
    assert (1, "2S", 2) in memory.shown
    dealer = LayoutDealer(memory)
    rng = random.Random(5)
    for _ in range(50):
        hands = dealer.deal(rng)
        assert Counter(hands[1])["2S"] == 2 and len(hands[1]) == 25
    assert Memory.from_view(deal.view(1)).shown == ()



def hearts_led(second):
    """South leads KH, East plays ``second``, North 4H, and West, last, follows low with 5H."""
    deal = TractorDeal.arranged({0: "KH", 1: second, 2: "4H", 3: "5H"}, dealer=0, trump=SPADES, buried=True)
    for seat, card in ((0, "KH"), (1, second), (2, "4H"), (3, "5H")):
        deal.apply(Play((card,)), seat)
    return deal


def test_tractor_ai_memory_reads_that_the_last_player_under_an_opponent_holds_nothing_higher():
    memory = Memory.from_view(hearts_led("3H").view(1))
    assert ((3, "H"), SPADES.strength("KH")) in memory.ceilings
    assert memory.unseen.get("AH")
    dealer = LayoutDealer(memory)
    rng = random.Random(7)
    for _ in range(50):
        assert "AH" not in dealer.deal(rng)[3]


def test_tractor_ai_memory_reads_nothing_from_a_low_card_under_the_partner():
    memory = Memory.from_view(hearts_led("AH").view(2))
    assert not any(seat == 3 for (seat, _suit), _strength in memory.ceilings)


def test_tractor_hard_keeps_trumps_for_a_rich_kittys_last_trick_from_ten_cards_where_the_others_wait_for_six():
    rng = random.Random(4)
    deal = TractorDeal.shuffled(rng, 0)
    while deal.phase != "play" or len(deal.view(deal.to_act).hand) > 8:
        deal.apply(ai_choose(deal.view(deal.to_act), rng, level="normal"))
    view = deal.view(deal.to_act)
    memory = Memory.from_view(view)
    kitty = kitty_points_estimate(view, memory)
    assert 6 < len(view.hand) <= 8 and kitty > 0
    assert TrickContext.build(view, memory, None, STYLES["hard"]).valuer.stake == 2 * kitty
    for level in ("normal", "easy"):
        assert TrickContext.build(view, memory, None, STYLES[level]).valuer.stake == 0.0


def test_tractor_hard_holding_the_deal_keeps_its_point_cards_for_the_points_its_side_takes_home_later():
    rng = random.Random(5)
    deal = TractorDeal.shuffled(rng, 0)
    seen = set()
    while len(seen) < 2:
        view = deal.view(deal.to_act)
        if view.phase == "play":
            memory = Memory.from_view(view)
            holding = view.seat % 2 != view.attackers
            seen.add(holding)
            hard = TrickContext.build(view, memory, None, STYLES["hard"]).valuer
            normal = TrickContext.build(view, memory, None, STYLES["normal"]).valuer
            assert hard.held_points == (STYLES["hard"].held_points if holding else 0.0)
            assert normal.held_points == 0.0
            for card in set(view.hand):
                points = {"5": 5, "T": 10, "K": 10}.get(card[0], 0)
                assert hard.power(card) - normal.power(card) == pytest.approx(hard.held_points * points)
        deal.apply(ai_choose(view, rng, level="normal"))
    assert STYLES["hard"].held_points > 0
