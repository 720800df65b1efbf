"""A friends' table played through its messages alone, without a page or a
network: the host's room and each guest's tab exchange only the texts they
would send over the connection. A whole As-Nas match and a Tractor deal,
guests deciding from the views they were sent: every view a guest receives
is its own seat's and nothing more, every side ends with the same scores,
a guest who drops is played by the AI and comes back to its seat, and the
revealed seed keeps the promise made before the first deal."""
import json
import random

import pytest

from game.asnas import Match
from game.asnas.ai import choose as asnas_choose
from game.core import IllegalAction
from game.tractor import TractorMatch
from game.tractor.ai import choose as tractor_choose
from game.ui.friends import fairness
from game.ui.friends.guest import Guest
from game.ui.friends.room import Room

GAMES = {"asnas": (Match, asnas_choose), "tractor": (TractorMatch, tractor_choose)}


class Table:
    """A host's room and its guests' tabs, each message delivered as text."""

    def __init__(self, game, seed, guest_seats, host_seat=0):
        make, self.choose = GAMES[game]
        self.match = make(seed)
        self.room = Room(game, self.match, host_seat, "Host")
        self.guests = {seat: Guest(game, f"Friend {seat}", f"token-of-seat-{seat}-xyz") for seat in guest_seats}
        self.peers = {seat: f"peer-{seat}" for seat in guest_seats}
        self.received = {seat: [] for seat in guest_seats}
        self.rng = random.Random(seed)
        for seat, guest in self.guests.items():
            self.hear(seat, guest.join())
            self.hear(seat, guest.take_seat(seat))
        self.deliver(self.room.start())

    def hear(self, seat, text):
        """What the guest on ``seat`` sent reaches the host, whose table plays the move it makes."""
        out, move = self.room.hear(self.peers[seat], text)
        self.deliver(out)
        if move is not None:
            self.match.apply(move[1], move[0])
            self.deliver(self.room.played())

    def deliver(self, out):
        for peer, text in out:
            seat = next(seat for seat, their_peer in self.peers.items() if their_peer == peer)
            message = json.loads(text)
            if message["type"] == "view":  # the seat's own view, as the host's engine shows it, and nothing more
                assert message["seat"] == seat
                assert message["view"] == self.room.wire.view_to_data(self.match.view(seat))
                assert message["view"]["seed"] is None, "the seed would deal the guest every hand"
            self.received[seat].append(text)
            assert self.guests[seat].hear(text) is None, text[:200]

    def step(self):
        """One move by whoever is to act (a guest from its own view), or the next deal."""
        seat = self.match.to_act
        if seat is None:
            self.match.next_deal()
            self.deliver(self.room.played())
        elif seat in self.guests and seat not in self.room.ai_seats():
            guest = self.guests[seat]
            self.hear(seat, guest.move(self.choose(guest.view, self.rng)))
        else:
            self.match.apply(self.choose(self.match.view(seat), self.rng), seat)
            self.deliver(self.room.played())


def test_a_whole_asnas_match_among_a_host_two_friends_and_the_ai():
    table = Table("asnas", 17, guest_seats=(1, 2))
    while not table.match.is_over:
        table.step()
    for seat, guest in table.guests.items():
        assert guest.view.totals == table.match.view(seat).totals == table.match.view(0).totals
        assert guest.view.is_over and guest.fair is True
        assert guest.names == ("Host", "Friend 1", "Friend 2", None)
        assert guest.refusals == []
    assert table.room.ai_seats() == (3,)


def test_a_tractor_deal_among_four_people_each_seeing_only_their_own_hand():
    table = Table("tractor", 23, guest_seats=(1, 2, 3))
    while table.match.to_act is not None:
        table.step()
    assert table.room.ai_seats() == ()
    for seat, guest in table.guests.items():
        assert guest.view.deal.result == table.match.view(seat).deal.result
        assert guest.view.deal.hand == table.match.view(seat).deal.hand
    assert table.guests[2].fair is None, "the seed is revealed only once the match is over"


def test_a_guest_who_drops_is_played_by_the_ai_and_comes_back_to_its_seat_with_its_view():
    table = Table("asnas", 29, guest_seats=(2,))
    for _ in range(6):
        table.step()
    table.deliver(table.room.gone(table.peers[2]))
    assert 2 in table.room.ai_seats()
    while table.match.deal_number < 3:
        table.step()  # the AI plays seat 2 meanwhile
    guest = table.guests[2]
    table.peers[2] = "peer-2-again"  # a reload: a new connection, the same token
    table.hear(2, guest.join())
    assert guest.seat == 2 and 2 not in table.room.ai_seats()
    assert guest.view.deal_number == table.match.deal_number
    while not table.match.is_over:
        table.step()
    assert guest.view.totals == table.match.view(0).totals and guest.fair is True


def test_a_guest_tab_refuses_an_illegal_move_itself_and_sends_nothing():
    table = Table("asnas", 31, guest_seats=(1,))
    guest = table.guests[1]
    while table.match.to_act != 1:
        table.step()
    with pytest.raises(IllegalAction) as refused:
        guest.move("dance")
    assert refused.value.rule == "not_an_action" and guest.number == 0
    table.step()
    while table.match.to_act == 1:
        table.step()
    with pytest.raises(IllegalAction) as early:
        guest.move("fold")
    assert early.value.rule == "not_your_turn"


def test_what_a_host_sends_that_is_not_for_this_tab_is_dropped():
    table = Table("asnas", 37, guest_seats=(1,))
    guest = table.guests[1]
    before = guest.view
    other = json.dumps({"type": "view", "seat": 2, "view": table.room.wire.view_to_data(table.match.view(2))})
    assert guest.hear(other) and guest.view is before
    assert guest.hear("{not json") and guest.hear(json.dumps({"type": "view", "seat": 1, "view": {"@": "Bomb"}}))
    assert guest.view is before


def test_a_host_whose_deals_did_not_come_from_the_promised_seed_is_found_out():
    table = Table("asnas", 41, guest_seats=(1, 3))
    while not table.match.is_over:
        table.step()
    honest = table.guests[1]
    assert honest.fair is True and len(honest.seen) >= 6, "most hands are seen, after a look or at the showdown"
    for guest in table.guests.values():  # told another seed afterwards, one whose promise was made instead
        guest.promise = fairness.commitment(42, table.room.salt)
        guest.hear(json.dumps({"type": "reveal", "seed": 42, "salt": table.room.salt}))
        assert guest.fair is False
        guest.hear(json.dumps({"type": "reveal", "seed": 41, "salt": fairness.new_salt()}))
        assert guest.fair is False


@pytest.mark.parametrize("game, seed", [("asnas", 3), ("tractor", 8)])
def test_the_hands_a_seed_dealt_are_the_hands_its_match_dealt(game, seed):
    """What a guest's tab recomputes from the seed is what the match dealt, deal after deal."""
    make, choose = GAMES[game]
    match = make(seed)
    rng = random.Random(seed)
    dealt = []
    for _deal in range(3):
        dealt.append(tuple(tuple(sorted(hand)) for hand in match.deal.hands))
        while match.to_act is not None:
            match.apply(choose(match.view(match.to_act), rng), match.to_act)
        match.next_deal()
    if game == "asnas":
        from game.asnas.match import hands_dealt
        recomputed = hands_dealt(seed, 3)
    else:
        from game.tractor.match import hands_dealt
        recomputed = hands_dealt(seed, [result.next_dealer for result in match.history][:2])
    assert tuple(tuple(tuple(sorted(hand)) for hand in hands) for hands in recomputed) == tuple(dealt)


def test_a_reloaded_guest_tab_numbers_its_moves_on_from_its_last_and_they_are_played():
    table = Table("asnas", 41, guest_seats=(1,))
    while table.match.deal_number < 2:
        table.step()
    sent = table.guests[1].number
    assert sent > 0
    table.deliver(table.room.gone(table.peers[1]))
    reloaded = Guest("asnas", "Friend 1", "token-of-seat-1-xyz")  # a new tab: it remembers only its token
    table.guests[1], table.peers[1] = reloaded, "peer-1-reloaded"
    table.hear(1, reloaded.join())
    assert reloaded.seat == 1 and reloaded.number == sent
    while table.match.to_act != 1:
        table.step()
    table.step()
    assert reloaded.refusals == [] and reloaded.number == sent + 1
    assert {"type": "accepted", "number": sent + 1} in [json.loads(text) for text in table.received[1]]


def test_a_host_who_reopens_the_room_finds_its_seats_promise_and_move_numbers():
    table = Table("tractor", 43, guest_seats=(1, 3))
    for _ in range(12):
        table.step()
    saved = json.loads(json.dumps(table.room.to_dict()))
    match = TractorMatch.from_dict(json.loads(json.dumps(table.match.to_dict())))
    again = Room.from_dict(saved, match)
    assert again.promise == table.room.promise and again.book.names() == table.room.book.names()
    assert again.referee.numbers == table.room.referee.numbers and again.book.started
    assert again.ai_seats() == (1, 2, 3), "every guest is away until it comes back"
    messages, _move = again.hear("new-peer", table.guests[3].join())
    assert json.loads(messages[0][1]) == {"type": "welcome", "seat": 3, "started": True,
                                          "number": table.guests[3].number}
    assert again.ai_seats() == (1, 2)


@pytest.mark.parametrize("change", [
    lambda data: data.pop("salt"),
    lambda data: data.update(salt="not hex"),
    lambda data: data.update(game=["asnas"]),
    lambda data: data.update(game="poker"),
    lambda data: data.update(host_name="x" * 40),
    lambda data: data.update(guests=[[0, "Mina", "m" * 20]]),
    lambda data: data.update(guests=[[9, "Mina", "m" * 20]]),
    lambda data: data.update(guests=[[1, "Mina"]]),
    lambda data: data.update(guests=[[1, "Mina", "m" * 20]] * 5),
    lambda data: data.update(numbers=[[1, -1]]),
    lambda data: data.update(numbers="many"),
    lambda data: data.update(started="yes"),
])
def test_a_saved_room_that_is_not_one_is_refused(change):
    table = Table("asnas", 47, guest_seats=(1,))
    data = json.loads(json.dumps(table.room.to_dict()))
    change(data)
    with pytest.raises(ValueError):
        Room.from_dict(data, table.match)


def test_a_tab_that_joined_but_has_not_sat_down_sees_the_seats_as_they_are_taken():
    match = Match(53)
    room = Room("asnas", match, 0, "Host")
    watcher, sitter = Guest("asnas", "Watcher", "w" * 20), Guest("asnas", "Sitter", "s" * 20)
    for peer, guest in (("peer-w", watcher), ("peer-s", sitter)):
        for peer_to, text in room.hear(peer, guest.join())[0]:
            {"peer-w": watcher, "peer-s": sitter}[peer_to].hear(text)
    for peer_to, text in room.hear("peer-s", sitter.take_seat(2))[0]:
        {"peer-w": watcher, "peer-s": sitter}[peer_to].hear(text)
    assert watcher.seat is None and watcher.names == ("Host", None, "Sitter", None)
    assert watcher.host_seat == 0 and not watcher.started
    room.gone("peer-w")
    assert all(peer != "peer-w" for peer, _text in room.start()), "a tab that left is sent nothing more"


@pytest.mark.parametrize("game", ["asnas", "tractor"])
def test_a_rematch_keeps_the_seats_and_deals_a_new_match_under_a_new_promise_that_is_kept(game):
    table = Table(game, 31, guest_seats=(2,))
    while table.match.to_act is not None:
        table.step()
    ended = table.match
    first_promise = table.room.promise
    table.match = GAMES[game][0](random.Random(5), ended.options)
    table.deliver(table.room.rematch(table.match))
    table.deliver(table.room.played())
    guest = table.guests[2]
    assert table.room.promise != first_promise and guest.promise == table.room.promise
    assert guest.seat == 2 and guest.started and table.room.ai_seats() == (1, 3)
    assert guest.view.deal_number == 1 and guest.fair is None
    assert table.match.seed != ended.seed
    for _ in range(12):  # moves of the new match, the guest's numbered on from the last match's
        table.step()
    assert guest.refusals == []
    table.deliver([(table.peers[2], json.dumps({"type": "reveal", "seed": table.match.seed,
                                                 "salt": table.room.salt}))])
    assert guest.fair is True, "the new seed keeps the new promise and dealt the guest's new hands"
    table.deliver([(table.peers[2], json.dumps({"type": "reveal", "seed": ended.seed, "salt": "0" * 32}))])
    assert guest.fair is False


def test_the_link_opened_in_a_second_tab_takes_the_seat_there_and_play_here_takes_it_back():
    table = Table("asnas", 43, guest_seats=(1,))
    while table.match.deal_number < 2:
        table.step()
    first = table.guests[1]
    second = Guest("asnas", "Friend 1", "token-of-seat-1-xyz")  # the same browser keeps one token
    out, move = table.room.hear("peer-1-second", second.join())
    assert move is None
    assert [json.loads(text) for peer, text in out if peer == "peer-1"] == [{"type": "elsewhere"}]
    for peer, text in out:
        assert (first if peer == "peer-1" else second).hear(text) is None
    assert first.seat is None and first.view is None, "the tab left behind holds nothing of the seat"
    assert second.seat == 1 and second.view.deal_number == table.match.deal_number
    assert 1 not in table.room.ai_seats()
    # the second tab plays on, and the first is sent nothing (`deliver` knows no "peer-1" now)
    table.guests[1], table.peers[1] = second, "peer-1-second"
    while table.match.deal_number < 3:
        table.step()
    assert second.number > 0 and second.refusals == []
    # "Play here" in the first tab: the seat comes back to it, and the second tab is told
    table.guests[1], table.peers[1] = first, "peer-1"
    out, _move = table.room.hear("peer-1", first.join())
    assert ("peer-1-second", json.dumps({"type": "elsewhere"})) in out
    table.deliver([(peer, text) for peer, text in out if peer == "peer-1"])
    assert first.seat == 1 and first.number == second.number
    assert table.room.book.seat_of("peer-1-second") is None
    assert "peer-1-second" not in [peer for peer, _text in table.room.played()]
    while not table.match.is_over:
        table.step()
    assert first.view.totals == table.match.view(0).totals and first.refusals == [] and first.fair is True
