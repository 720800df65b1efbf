"""Hash routes: the lobby, each game's table and full rules, a friends' table as host or guest, and nowhere."""
import pytest

from game.ui.site.routes import LOBBY, STATS, Route, parse


@pytest.mark.parametrize("hash_text, route", [
    ("", LOBBY), ("#", LOBBY), ("#/", LOBBY),
    ("#/asnas", Route("table", "asnas")), ("#/asnas/", Route("table", "asnas")),
    ("#/asnas/rules", Route("rules", "asnas")),
    ("#/tractor", Route("table", "tractor")), ("#/tractor/rules", Route("rules", "tractor")),
    ("#/stats", STATS), ("#/stats/", STATS),
    ("#/poker", Route("missing")), ("#/asnas/score", Route("missing")), ("#/asnas/rules/x", Route("missing")),
    ("#/tractor/friends", Route("friends", "tractor")),
    ("#/asnas/join/Room_of-8chars", Route("join", "asnas", "Room_of-8chars")),
    ("#/asnas/join/short", Route("missing")), ("#/asnas/join/" + "x" * 41, Route("missing")),
    ("#/asnas/join/has%20space", Route("missing")), ("#/asnas/join", Route("missing")),
    ("#/asnas/join/abcdefgh/more", Route("missing")), ("#/asnas/friends/abcdefgh", Route("missing")),
    ("#/tractor/by-hand", Route("join", "tractor", "by-hand")), ("#/tractor/by-hand/x", Route("missing")),
    ("#/asnas/replay", Route("replay", "asnas")), ("#/tractor/replay/last", Route("replay", "tractor", replay="last")),
    ("#/asnas/replay?seed=3&moves=eJy", Route("replay", "asnas", replay="seed=3&moves=eJy")),
    ("#/asnas/replay/other", Route("missing")), ("#/asnas/replay?", Route("missing")),
    ("#/asnas?seed=3", Route("missing")), ("#/poker/replay?seed=3", Route("missing")),
    ("#/asnas/replay/last?seed=3", Route("missing")),
])
def test_hash_routes(hash_text, route):
    assert parse(hash_text) == route


@pytest.mark.parametrize("route", [LOBBY, Route("table", "asnas"), Route("rules", "tractor"), STATS,
                                   Route("friends", "asnas"), Route("join", "tractor", "abcd1234EFGH"),
                                   Route("join", "asnas", "by-hand"), Route("replay", "asnas"),
                                   Route("replay", "tractor", replay="last"),
                                   Route("replay", "asnas", replay="seed=3&moves=eJy")])
def test_routes_round_trip_through_their_hash(route):
    assert parse(route.hash) == route
