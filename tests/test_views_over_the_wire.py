"""A friend's tab gets its seat's view as JSON: at every moment of whole
matches, every seat's view read back from its JSON is the view (its legal
actions rebuilt alike, refusing what the engine refuses, for the same
reason), it holds no card of another seat, and anything that is not such a
view is refused whole."""
import json
import random
from dataclasses import fields, replace

import pytest

from game.asnas import Match
from game.asnas import wire as asnas_wire
from game.asnas.ai import choose as asnas_choose
from game.core.wire import decode, encode
from game.tractor import TractorDeal, TractorMatch
from game.tractor import wire as tractor_wire
from game.tractor.ai import choose as tractor_choose
from game.tractor.mechanics.house_rules import HouseRules

GAMES = {
    "asnas": (lambda seed: Match(seed), asnas_choose, asnas_wire),
    "tractor": (lambda seed: TractorMatch(seed, options=frozenset({"throws"}) if seed % 2 else frozenset()),
                tractor_choose, tractor_wire),
}


def moments(game, seed, deals):
    """Every seat's view at every move of the first ``deals`` deals of match ``seed``."""
    make, choose, _wire = GAMES[game]
    match = make(seed)
    rng = random.Random(seed)
    for _deal in range(deals):
        while match.to_act is not None:
            yield match
            match.apply(choose(match.view(match.to_act), rng), match.to_act)
        yield match
        if match.is_over:
            return
        match.next_deal()


def sent(wire, view, seat):
    text = json.dumps(wire.view_to_data(view))
    return text, wire.view_from_data(json.loads(text), seat)


def same_choices(theirs, ours):
    if not theirs:
        return not ours
    probes = list(theirs)[:40] if hasattr(theirs, "__iter__") and not hasattr(theirs, "size") else []
    probes += ["look", None, 7, ("AS",)]
    if hasattr(theirs, "sample"):
        probes += [theirs.sample(random.Random(index)) for index in range(5)]
    for probe in probes:
        first, second = theirs.violation(probe), ours.violation(probe)
        if (first is None) != (second is None) or (first and (first.rule, first.details) != (second.rule, second.details)):
            return False
    return True


@pytest.mark.parametrize("game, seed, deals", [("asnas", 3, 12), ("asnas", 8, 4), ("tractor", 5, 1),
                                                ("tractor", 6, 1)])
def test_every_seats_view_comes_back_from_its_json_as_it_was(game, seed, deals):
    wire = GAMES[game][2]
    for match in moments(game, seed, deals):
        for seat in range(4):
            view = match.view(seat)
            _text, back = sent(wire, view, seat)
            assert replace(back, deal=replace(back.deal, legal_actions=())) == \
                replace(view, seed=None, deal=replace(view.deal, legal_actions=()))
            assert same_choices(view.deal.legal_actions, back.deal.legal_actions)


def test_a_view_sent_to_a_guest_never_holds_the_seed_that_deals_every_hand():
    for game, seed in (("asnas", 41), ("tractor", 42)):
        match = GAMES[game][0](seed)
        for seat in range(4):
            data = GAMES[game][2].view_to_data(match.view(seat))
            assert data["seed"] is None
            assert GAMES[game][2].view_from_data(json.loads(json.dumps(data)), seat).seed is None


def test_a_seats_json_is_the_same_whatever_the_other_seats_hold():
    """What a guest receives is its view alone: deals that differ only in the other seats'
    cards send that seat the same JSON, so no card of theirs is in it."""
    for seed in range(6):
        mine = TractorDeal.shuffled(random.Random(seed), 0, level="2").hands[0]
        first = TractorDeal.arranged({0: mine}, dealer=0, level="2", rng=random.Random(seed))
        second = TractorDeal.arranged({0: mine}, dealer=0, level="2", rng=random.Random(seed + 100))
        assert first.hands[1:] != second.hands[1:]
        rng = random.Random(seed)
        for _move in range(4):  # the declaring, every seat seeing the same public moves
            assert json.dumps(encode(replace(first.view(0), legal_actions=()))) == \
                json.dumps(encode(replace(second.view(0), legal_actions=())))
            if first.to_act == 0:
                break
            action = tractor_choose(first.view(first.to_act), rng)
            if action.kind != "pass" or second.violation(action) is not None:
                break  # another seat's declaration would show its cards: public from then on
            first.apply(action)
            second.apply(action)


def garbage(data):
    yield None
    yield []
    yield "MatchView"
    yield {"@": "Bomb"}
    yield {**data, "@": "DealView"}
    yield {key: value for key, value in data.items() if key != "deal"}
    yield {**data, "extra": 1}
    yield {**data, "deal": {"@": "Fraction", "value": "1/0"}}
    yield {**data, "seat": 3}
    yield {**data, "deal": {**data["deal"], "seat": 2}}
    yield {**data, "deal": {**data["deal"], "hand": [{"@": "os.system"}]}}


@pytest.mark.parametrize("game", sorted(GAMES))
def test_anything_that_is_not_that_seats_view_is_refused_whole(game):
    make, _choose, wire = GAMES[game]
    data = wire.view_to_data(make(4).view(1))
    for bad in garbage(data):
        with pytest.raises(ValueError):
            wire.view_from_data(json.loads(json.dumps(bad)), 1)


def test_the_encoding_keeps_exact_fractions_and_refuses_types_it_was_not_given():
    from fractions import Fraction

    assert decode(encode((Fraction(7, 3), None, True)), {}) == (Fraction(7, 3), None, True)
    rules = HouseRules(throws=True)
    assert decode(encode(rules), {"HouseRules": HouseRules}) == rules
    with pytest.raises(ValueError):
        decode(encode(rules), {})
    with pytest.raises(TypeError):
        encode({"a": 1})
    assert [item.name for item in fields(HouseRules)]  # a frozen dataclass, as every view part is
