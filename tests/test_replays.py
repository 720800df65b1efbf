"""A finished deal played again move by move, and the link that carries it:
it replays exactly the deals that ended, and a link its seed's cards do not
allow, or one that is not a link at all, is refused whole."""
import base64
import json
import random
import zlib

import pytest

from game.core import SaveError
from game.games import GAMES
from game.replays import LINK_LIMIT, Recording


def played(game: str, seed: int, deals: int, finish_last: bool = True):
    """A match of ``game`` played by the Easy AI for ``deals`` deals (the last one left half
    played unless ``finish_last``)."""
    engine = GAMES[game]
    match, rng = engine.match(seed), random.Random(seed)
    for number in range(1, deals + 1):
        if number > 1:
            match.next_deal()
        moves = 0
        while match.to_act is not None and (finish_last or number < deals or moves < 5):
            match.apply(engine.ai.choose(match.view(match.to_act), rng, level="easy"))
            moves += 1
    return match


def packed(data) -> str:
    text = json.dumps(data, separators=(",", ":")).encode()
    return base64.urlsafe_b64encode(zlib.compress(text)).decode().rstrip("=")


@pytest.mark.parametrize("game, deals", [("asnas", 12), ("tractor", 3)])
def test_a_link_carries_the_finished_deals_and_reads_back_the_same(game, deals):
    match = played(game, 11, deals)
    recording = Recording.of(game, match)
    assert len(recording.deals) == deals
    assert Recording.from_link(game, str(match.seed), recording.code) == recording
    shorter = recording.up_to(2)
    assert Recording.from_link(game, str(match.seed), shorter.code).deals == recording.deals[:2]


@pytest.mark.parametrize("game", ["asnas", "tractor"])
def test_the_deal_being_played_is_never_in_a_recording_its_hands_are_secret(game):
    match = played(game, 5, 2, finish_last=False)
    assert not match.deal.is_over
    assert len(Recording.of(game, match).deals) == 1
    assert Recording.of(game, played(game, 5, 1, finish_last=False)) is None


@pytest.mark.parametrize("game", ["asnas", "tractor"])
def test_a_replay_shows_every_hand_and_ends_where_the_deal_ended(game):
    match = played(game, 23, 2)
    recording = Recording.of(game, match)
    moments = recording.moments(2)
    assert len(moments) == len(recording.deals[1]) + 1
    assert moments[0].seat is None and moments[0].action is None
    engine = GAMES[game]
    for moment, data in zip(moments[1:], recording.deals[1]):
        assert engine.action_to_data(moment.action) == data
    for moment in moments:
        for seat in range(4):  # every hand face up: each seat's own view agrees with it
            hand = moment.views[seat].deal.hand
            assert hand is None or sorted(hand) == sorted(moment.hands[seat])
    assert moments[-1].views[0] == match.view(0)
    with pytest.raises(ValueError):
        recording.moments(3)


def test_a_link_whose_moves_its_seed_does_not_allow_is_refused():
    match = played("tractor", 11, 1)
    code = Recording.of("tractor", match).code
    with pytest.raises(SaveError, match="not those of its match number"):
        Recording.from_link("tractor", str(match.seed + 1), code)
    moves = Recording.of("tractor", match).deals
    with pytest.raises(SaveError, match="not this match's"):
        Recording.from_link("tractor", "12", packed([12, [], [list(moves[0])]]))
    asnas = Recording.of("asnas", played("asnas", 3, 1))  # no card named: only the number tells
    with pytest.raises(SaveError, match="not those of its match number"):
        Recording.from_link("asnas", "4", asnas.code)
    asnas = Recording.of("asnas", played("asnas", 3, 2))
    moved = [list(moves) for moves in asnas.deals]
    moved[1] = moved[1][:-1]  # the second deal cut short: it did not end
    with pytest.raises(SaveError, match="does not end"):
        Recording.from_link("asnas", str(asnas.seed), packed([asnas.seed, [], moved]))


@pytest.mark.parametrize("seed, code", [
    ("", "x"), ("-1", "x"), ("1e5", "x"), ("9" * 17, "x"), (str(2**52), "eJwDAAAAAAE"),
    ("3", ""), ("3", "has space"), ("3", "a+b/c"), ("3", "A" * (LINK_LIMIT + 1)),
    ("3", "not-zlib"), ("3", base64.urlsafe_b64encode(b"plain text").decode()),
    ("3", packed({"options": [], "deals": []})), ("3", packed([3, [], []])), ("3", packed([3, [], [["look"]]])[:-2]),
    ("3", packed([3, ["no-such-rule"], [["look"]]])), ("3", packed([[], [["look"]]])), ("3", packed([4, [], [["hold"]]])),
    ("3", packed([3, [], [["shout"]]])), ("3", packed([3, [], "look"])), ("3", packed([3, [], [[["look"]]]])),
    ("3", packed([3, [], [[]] * 13])), ("3", packed(["3", [], [["look"]]])),
    ("3", packed([])[:-3]),
])
def test_what_is_not_a_replay_link_is_refused_with_a_reason(seed, code):
    with pytest.raises(SaveError):
        Recording.from_link("asnas", seed, code)


def test_a_link_that_would_unpack_past_a_match_or_nest_past_reason_is_refused_unread():
    bomb = base64.urlsafe_b64encode(zlib.compress(b"[" + b" " * 5_000_000 + b"]", 9)).decode().rstrip("=")
    assert len(bomb) < LINK_LIMIT
    with pytest.raises(SaveError, match="cannot be read"):
        Recording.from_link("tractor", "3", bomb)
    deep = base64.urlsafe_b64encode(zlib.compress(b"[" * 100_000 + b"]" * 100_000, 9)).decode().rstrip("=")
    with pytest.raises(SaveError):
        Recording.from_link("tractor", "3", deep)


def test_a_tractor_link_keeps_its_house_rules():
    engine = GAMES["tractor"]
    match, rng = engine.match(9, frozenset({"throws"})), random.Random(9)
    while match.to_act is not None:
        match.apply(engine.ai.choose(match.view(match.to_act), rng, level="easy"))
    recording = Recording.of("tractor", match)
    back = Recording.from_link("tractor", "9", recording.code)
    assert back.options == frozenset({"throws"}) and back.moments(1)[-1].views[0] == match.view(0)
