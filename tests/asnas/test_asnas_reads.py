"""Hard's reads of the other players: only public moves and shown hands count,
and only play no careful player makes reads a player as loose."""
import dataclasses
import random

from game.asnas import Deal
from game.asnas.ai import LOOSE_RAISE, choose
from game.asnas.ai import reads as reads_mod
from game.asnas.ai.reads import STATION_CALLS, WEAK_BUCKET, all_loose, reads
from game.asnas.ai.solved import bucket_of
from game.asnas.match import Match
from game.asnas.odds import STRENGTH, shape_of, win_chance_for_view

HANDS = [
    "As As Shah Bibi Sarbaz".split(),
    "Couli Couli Shah Bibi Sarbaz".split(),
    "Shah Shah Bibi Bibi Couli".split(),
    "Sarbaz Sarbaz As Couli As".split(),
]


def play(deal, *moves):
    for move in moves:
        deal.apply(move)
    return deal


def test_nobody_is_read_as_loose_before_they_have_shown_anything():
    deal = Deal(0, HANDS)
    assert not any(read.loose for read in reads(deal.view(1), deal.view(1)))


def test_folding_when_holding_is_free_reads_a_player_as_loose_at_once():
    deal = play(Deal(1, HANDS), "look", "call", "look", "call", "look", "call", "look", "fold")
    view = deal.view(2)
    assert reads(view, view)[1].loose
    assert not any(reads(view, view)[seat].loose for seat in (0, 2, 3))


def test_betting_before_looking_reads_a_player_as_loose_at_once():
    deal = play(Deal(0, HANDS), "raise")
    view = deal.view(2)
    assert reads(view, view)[1].loose


def test_a_folded_price_is_no_tell():
    deal = play(Deal(0, HANDS), "look", "fold")
    view = deal.view(2)
    assert not reads(view, view)[1].loose


def _match_where(seat_play, deals):
    """A match in which every seat looks and calls or holds, except that
    ``seat_play(match, seat)`` may name another move for a seat."""
    match = Match(4)
    for number in range(deals):
        if number:
            match.next_deal()
        while not match.deal.is_over:
            seat = match.to_act
            legal = match.legal_actions()
            move = "look" if "look" in legal else seat_play(match, seat) or ("call" if "call" in legal else "hold")
            match.apply(move)
    match.next_deal()
    return match


def test_reads_carry_over_from_the_finished_deals_of_the_match():
    def dealer_folds_for_free(match, seat):
        return "fold" if seat == match.deal.dealer and "hold" in match.legal_actions() else None

    match = _match_where(dealer_folds_for_free, 1)
    first_dealer = match.history[0].dealer
    view = match.view(0)
    assert reads(view, view.deal)[first_dealer].loose
    assert not reads(view.deal, view.deal)[first_dealer].loose, "a bare deal view has no past"


def test_a_player_who_calls_every_price_and_never_raises_nor_folds_is_read_as_a_calling_station():
    match = _match_where(lambda match, seat: None, STATION_CALLS + 2)  # a seat deals at most twice in six
    view = match.view(0)
    found = reads(view, view.deal)
    assert all(read.calls >= STATION_CALLS and read.loose for read in found)
    early = _match_where(lambda match, seat: None, 1).view(0)
    assert not any(read.loose for read in reads(early, early.deal))


def test_one_raise_clears_the_calling_station_read():
    def first_raises_once(match, seat):
        return "raise" if seat == 1 and match.deal_number == 1 and "raise" in match.legal_actions() else None

    match = _match_where(first_raises_once, STATION_CALLS + 2)
    view = match.view(0)
    assert not reads(view, view.deal)[1].loose


def _weak(hand):
    return bucket_of(STRENGTH[shape_of(hand)]) < WEAK_BUCKET


def test_one_weak_hand_shown_after_a_raise_is_a_bluff_two_make_a_loose_player():
    def raises_weak_hands(match, seat):
        if seat == 1 and _weak(match.deal.hands[1]) and "raise" in match.legal_actions():
            return "raise"
        return None

    shown = []
    for deals in range(1, 13):
        match = _match_where(raises_weak_hands, deals)
        view = match.view(0)
        shown = [record for record in view.history if record.shown_hands[1] and _weak(record.shown_hands[1])]
        assert reads(view, view.deal)[1].loose == (len(shown) >= 2)
        if len(shown) >= 2:
            return
    raise AssertionError("seat 1 was dealt fewer than two weak hands in the match: pick another seed")


def test_against_loose_players_hard_plays_its_exact_odds():
    deal = play(Deal(0, HANDS), "raise", "raise", "raise", "look")  # all three bet unseen cards
    view = deal.view(0)
    assert all_loose(view, view)
    chance = float(win_chance_for_view(view))
    expected = "raise" if chance > LOOSE_RAISE else "call"
    assert {choose(view, random.Random(seed), level="hard") for seed in range(20)} == {expected}


def _against_three_who_bet_unseen(deals):
    """A match of ``deals`` finished deals in which seats 1-3 raise before they look (loose at
    once) and seat 0 plays Hard: the deals in which Hard trusted its reads."""
    match, rng = Match(5), random.Random(5)
    for number in range(deals):
        while match.to_act is not None:
            seat = match.to_act
            legal = match.legal_actions()
            move = choose(match.view(seat), rng, level="hard") if seat == 0 else \
                next(move for move in ("raise", "call", "hold", "look") if move in legal)
            match.apply(move)
        if number < deals - 1:
            match.next_deal()
    return match


def test_hard_trusts_its_reads_only_while_the_deals_it_trusted_them_in_have_not_lost_it_more_than_it_stakes():
    """A read can be put on; a false one must cost Hard at most RISKED over the match (and a deal's stake)."""
    match = _against_three_who_bet_unseen(3)
    view = match.view(0)
    assert any(_was_trusted(view, record) for record in view.history), "seat 0 met three loose players"
    assert reads_mod.trusting_won(view, 0) == sum(record.settlement[0] for record in view.history
                                                  if _was_trusted(view, record))

    def with_first_trusted_settled(points):
        first = next(record for record in view.history if _was_trusted(view, record))
        settled = tuple(points if seat == 0 else value for seat, value in enumerate(first.settlement))
        history = tuple(dataclasses.replace(record, settlement=settled) if record is first else record
                        for record in view.history)
        return dataclasses.replace(view, history=history)

    others = reads_mod.trusting_won(view, 0) - next(record.settlement[0] for record in view.history
                                                     if _was_trusted(view, record))
    lost = with_first_trusted_settled(-reads_mod.RISKED - others - 1)
    kept = with_first_trusted_settled(-reads_mod.RISKED - others + 1)
    assert not reads_mod.may_risk(lost, 0) and reads_mod.may_risk(kept, 0)
    assert reads_mod.may_risk(view.deal, 0), "a bare deal view has no past to have lost"


def _was_trusted(view, record):
    before = reads_mod._Tally()
    for earlier in view.history[:view.history.index(record)]:
        before.deal(earlier.dealer, earlier.history, earlier.shown_hands)
    return reads_mod._trusted(before, record, 0)
