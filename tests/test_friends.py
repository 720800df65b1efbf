"""Play with friends, the parts that decide: what a guest's tab may send and
what is dropped, who sits where (the first to take a seat has it; a guest who
drops comes back to the same seat by its token), how the host's tab judges a
guest's move with the engine, and the check that the deals were fair."""
import json
import random

import pytest

from game.asnas import Match
from game.asnas.ai import choose as asnas_choose
from game.tractor import TractorMatch
from game.tractor.ai import choose as tractor_choose
from game.ui.friends import fairness
from game.ui.friends.messages import FROM_GUEST, MAX_BYTES, Dropped, read
from game.ui.friends.referee import Referee
from game.ui.friends.seats import SeatBook, SeatTaken

TOKENS = ["a" * 16, "b" * 20, "c" * 32, "d-_9" * 5]


def join(name, token):
    return json.dumps({"type": "join", "name": name, "token": token})


def move(number, action):
    return json.dumps({"type": "move", "number": number, "action": action})


# -- what may travel ---------------------------------------------------------------

def test_a_guest_may_join_take_a_seat_and_move():
    assert read(join("  Mina ", TOKENS[0]), FROM_GUEST) == {"type": "join", "name": "Mina", "token": TOKENS[0]}
    assert read('{"type": "take-seat", "seat": 2}', FROM_GUEST) == {"type": "take-seat", "seat": 2}
    assert read(move(3, ["play", ["AS"]]), FROM_GUEST)["action"] == ["play", ["AS"]]


def garbage():
    yield None
    yield b"{}"
    yield "not json"
    yield "[" * 5000 + "]" * 5000
    yield json.dumps({"type": "join", "name": "x" * (MAX_BYTES + 10), "token": TOKENS[0]})
    yield "[1, 2]"
    yield json.dumps({"name": "Mina"})
    yield json.dumps({"type": "deal-me-all-the-aces"})
    yield json.dumps({"type": 7})
    yield json.dumps({"type": "join", "name": "Mina"})
    yield json.dumps({"type": "join", "name": "Mina", "token": TOKENS[0], "seat": 0})
    for name in ("", "   ", "x" * 25, "Mi\u0000na", "\u0085", 7, None):
        yield join(name, TOKENS[0])
    for token in ("short", "x" * 65, "has space in it!!", 12345678901234567, None):
        yield join("Mina", token)
    for seat in (4, -1, True, "1", 1.0, None):
        yield json.dumps({"type": "take-seat", "seat": seat})
    for number in (0, -3, True, 2**40, "1", 1.5):
        yield move(number, "look")


@pytest.mark.parametrize("text", list(garbage()))
def test_anything_else_is_dropped_whole(text):
    with pytest.raises(Dropped):
        read(text, FROM_GUEST)


# -- who sits where --------------------------------------------------------------------

def test_the_first_guest_to_take_a_seat_has_it_and_the_second_is_told():
    book = SeatBook(0, "Host")
    assert book.take(2, "peer-a", "Mina", TOKENS[0]) == 2
    with pytest.raises(SeatTaken) as second:
        book.take(2, "peer-b", "Omid", TOKENS[1])
    assert second.value.rule == "seat_taken" and second.value.seat == 2
    with pytest.raises(SeatTaken) as host:
        book.take(0, "peer-b", "Omid", TOKENS[1])
    assert host.value.rule == "seat_taken"
    with pytest.raises(SeatTaken) as twice:
        book.take(3, "peer-a", "Mina", TOKENS[0])
    assert twice.value.rule == "seat_already_yours" and twice.value.seat == 2
    assert book.names() == {0: "Host", 1: None, 2: "Mina", 3: None}
    assert [book.played_by_ai(seat) for seat in range(4)] == [False, True, False, True]


def test_a_guest_who_drops_is_played_by_the_ai_and_comes_back_to_the_same_seat_by_its_token():
    book = SeatBook(1, "Host")
    book.take(3, "peer-a", "Mina", TOKENS[0])
    book.started = True
    assert book.gone("peer-a") == 3 and book.played_by_ai(3) and book.seat_of("peer-a") is None
    assert book.come_back("peer-z", TOKENS[1]) is None, "a token that never sat has no seat"
    assert book.come_back("peer-new", TOKENS[0]) == 3
    assert not book.played_by_ai(3) and book.seat_of("peer-new") == 3


def test_once_the_match_has_started_nobody_new_sits_down():
    book = SeatBook(0, "Host")
    book.started = True
    with pytest.raises(SeatTaken) as late:
        book.take(1, "peer-a", "Mina", TOKENS[0])
    assert late.value.rule == "match_started"


# -- the host's tab judges ------------------------------------------------------------------

def seated(match, game, guest_seat, host_seat=0):
    book = SeatBook(host_seat, "Host")
    referee = Referee(game, match, book)
    assert referee.hear("peer-a", join("Mina", TOKENS[0])).reply == {"type": "welcome", "seat": None, "started": False,
                                                                     "number": 0}
    assert referee.hear("peer-a", json.dumps({"type": "take-seat", "seat": guest_seat})).reply == {
        "type": "seated", "seat": guest_seat}
    book.started = True
    return referee


def play_until(match, seat, choose, rng):
    """The AI plays every seat until ``seat`` is to act (into the next deal if need be)."""
    while match.to_act != seat:
        if match.to_act is None:
            match.next_deal()
        else:
            match.apply(choose(match.view(match.to_act), rng), match.to_act)


@pytest.mark.parametrize("game, match_class, choose", [("asnas", Match, asnas_choose),
                                                       ("tractor", TractorMatch, tractor_choose)])
def test_a_guests_move_is_judged_by_the_engine_and_a_refused_one_changes_nothing(game, match_class, choose):
    match = match_class(21)
    referee = seated(match, game, 2)
    rng = random.Random(21)
    while match.to_act == 2:  # a look does not end a turn
        match.apply(choose(match.view(2), rng), 2)
    other = match.to_act  # not the guest's turn: its move, made by the guest, is refused
    legal = choose(match.view(other), rng)
    before = match.to_dict()
    early = referee.hear("peer-a", move(1, referee.game.action_to_data(legal)))
    assert early.move is None and early.reply["type"] == "refused" and early.reply["rule"]
    json.dumps(early.reply)  # the reason travels as JSON, for the guest's tab to word
    assert match.to_dict() == before
    play_until(match, 2, choose, rng)
    mine = choose(match.view(2), rng)
    answer = referee.hear("peer-a", move(2, referee.game.action_to_data(mine)))
    assert answer.reply == {"type": "accepted", "number": 2} and answer.move == (2, mine)
    again = referee.hear("peer-a", move(2, referee.game.action_to_data(mine)))
    assert again.move is None and "replayed" in again.dropped
    nonsense = referee.hear("peer-a", move(3, {"cards": "all the aces"}))
    assert nonsense.reply["rule"] == "not_an_action" and nonsense.move is None


def test_messages_from_a_connection_without_a_seat_or_before_joining_are_dropped():
    match = Match(5)
    referee = seated(match, "asnas", 1)
    before = match.to_dict()
    assert referee.hear("peer-b", move(1, "look")).dropped
    assert referee.hear("peer-b", json.dumps({"type": "take-seat", "seat": 3})).dropped == "take-seat before join"
    for text in garbage():
        assert referee.hear("peer-a", text).dropped
    assert match.to_dict() == before


# -- fair deals -----------------------------------------------------------------------------------

def test_the_revealed_seed_and_salt_keep_the_promise_and_nothing_else_does():
    salt = fairness.new_salt()
    promised = fairness.commitment(4_503_599_627_370_495, salt)
    assert fairness.kept(promised, 4_503_599_627_370_495, salt)
    assert not fairness.kept(promised, 4_503_599_627_370_494, salt)
    assert not fairness.kept(promised, 4_503_599_627_370_495, fairness.new_salt())
    for bad in ((promised.upper(), 1, salt), (None, 1, salt), (promised, True, salt), (promised, "1", salt),
                (promised, 1, salt[:-1]), (promised, 1, None)):
        assert not fairness.kept(*bad)
