"""Your records: what every finished match adds, per game and per AI level.

A table hands over a ``MatchSummary`` when its match ends; ``Records``
folds it into that game's ``Tally`` at the level played, and keeps the
match's chart as the last one of its game. Matches in which you took a move
back are tallied apart, as practice: a record is what you did in one go.

Records live in storage as one small JSON value. Like anything stored it
may be garbage (another build's, hand-edited, hostile), so ``from_json``
checks every field and bound and raises ``ValueError`` rather than keep
half of it. Nothing here touches the page.
"""
from __future__ import annotations

import importlib
import json
from dataclasses import dataclass, field, replace
from fractions import Fraction
from typing import Callable

from game.ui.services.stored import parse_json

VERSION = 3
"""Version 1 kept every game's figures in every game's tallies, version 2 no recent costs; both are still read."""
MAX_CHARS = 40_000  # a full set of records with two charts is about 3,000 characters
MAX_COUNT = 10**9
MAX_DEALS = 400  # longer than any match's chart (a Tractor match from 2 past the Ace takes about 40)
MAX_SERIES = 4
MAX_NUMBER_TEXT = 24
RECENT = 10
"""How many of a game's last matches the cost of your moves is averaged over."""
MAX_COST = 10_000.0


def _number(text) -> Fraction:
    """A total written as text ("7/2", "-3"): short, finite, exact."""
    if not isinstance(text, str) or len(text) > MAX_NUMBER_TEXT:
        raise ValueError(f"a stored number is short text, not {text!r:.40}")
    try:
        return Fraction(text)
    except (ValueError, ZeroDivisionError):
        raise ValueError(f"{text!r} is not a number") from None


def _count(value) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or not 0 <= value <= MAX_COUNT:
        raise ValueError(f"a stored count is a whole number from 0 to {MAX_COUNT}, not {value!r:.40}")
    return value


# -- what a game keeps ----------------------------------------------------------

def _same(value):
    return value


@dataclass(frozen=True)
class Figure:
    """One figure a game keeps in your records: where a tally starts, how a match adds to
    it (``fold(kept, new)``), and how it is stored and read back (``load`` raises
    ``ValueError`` for anything but a stored value of it)."""

    name: str
    start: object
    fold: Callable
    load: Callable
    dump: Callable = _same


def count(name: str) -> Figure:
    """A whole number the matches add up (deals won, levels climbed)."""
    return Figure(name, 0, lambda kept, new: kept + new, _count)


def exact_sum(name: str) -> Figure:
    """An exact score the matches add up, stored as text ("7/2")."""
    return Figure(name, Fraction(0), lambda kept, new: kept + new, _number, str)


def largest(name: str) -> Figure:
    """The largest whole number any match had (the biggest pot)."""
    return Figure(name, 0, max, _count)


def figures_of(game: str) -> tuple:
    """What ``game`` keeps besides the matches, wins and deals every game has: its own
    record module's ``FIGURES`` (`game.ui.<game>.record`), found by name so that a game
    of its own adds its module and nothing here."""
    if game not in _known_games():
        raise ValueError(f"no game {game!r:.40}")
    return importlib.import_module(f"game.ui.{game}.record").FIGURES


def _known_games():
    from game.games import GAMES  # here, so the site does not load both engines to boot

    return GAMES


def _figures(game: str, given) -> tuple:
    """``given`` (name: value) checked against ``game``'s figures, each one there, in their order."""
    figures = figures_of(game)
    names = [figure.name for figure in figures]
    if set(given) - set(names):
        raise ValueError(f"{game} keeps no {sorted(set(given) - set(names))!r:.60}")
    return tuple((figure.name, given.get(figure.name, figure.start)) for figure in figures)


class _Figures:
    """A game's own figures read as attributes (``tally.biggest_pot``)."""

    def __getattr__(self, name: str):
        for their_name, value in object.__getattribute__(self, "figures"):
            if their_name == name:
                return value
        raise AttributeError(name)


@dataclass(frozen=True)
class MatchSummary(_Figures):
    """What one finished match adds to your records: what every game has, and
    ``figures``, the game's own (``{name: value}``, see ``figures_of``).
    ``chart`` is each player's (or team's) standing after each deal."""

    game: str
    level: str
    won: bool
    deals: int
    practice: bool = False
    chart: tuple = ()
    figures: tuple = ()
    cost: float | None = None
    """What your moves cost in all (where Hard would have played otherwise), for a game that reviews its deals."""
    cost_deals: int = 0
    """The deals ``cost`` covers where not all of them (Tractor: those reviewed); 0 for every deal."""

    def __post_init__(self):
        given = dict(self.figures)
        object.__setattr__(self, "figures", _figures(self.game, given))


@dataclass(frozen=True)
class Tally(_Figures):
    """A game's records at one level: matches, wins and deals, and the game's own figures."""

    game: str
    matches: int = 0
    won: int = 0
    deals: int = 0
    figures: tuple = ()

    def __post_init__(self):
        object.__setattr__(self, "figures", _figures(self.game, dict(self.figures)))

    def plus(self, summary: MatchSummary) -> "Tally":
        return self._with(1, int(summary.won), summary.deals, summary.figures)

    def add(self, other: "Tally") -> "Tally":
        """Two tallies as one (all levels together)."""
        return self._with(other.matches, other.won, other.deals, other.figures)

    def _with(self, matches: int, won: int, deals: int, figures: tuple) -> "Tally":
        theirs = dict(figures)
        folded = {figure.name: figure.fold(getattr(self, figure.name), theirs[figure.name])
                  for figure in figures_of(self.game)}
        return replace(self, matches=self.matches + matches, won=self.won + won, deals=self.deals + deals,
                       figures=tuple(folded.items()))

    def to_dict(self) -> dict:
        data = {"matches": self.matches, "won": self.won, "deals": self.deals}
        data.update({figure.name: figure.dump(getattr(self, figure.name)) for figure in figures_of(self.game)})
        return data

    @classmethod
    def from_dict(cls, game: str, data, version: int = VERSION) -> "Tally":
        if not isinstance(data, dict):
            raise ValueError("a tally is an object")
        data = dict(data)
        figures = figures_of(game)
        known = {"matches", "won", "deals"} | {figure.name for figure in figures}
        if version == 1:  # every game's tally held every game's figures, the others' at nothing
            data = {name: value for name, value in data.items() if name in known or value not in (0, "0", [])}
        if set(data) - known:
            raise ValueError("a tally is an object of known fields")
        given = {figure.name: figure.load(data[figure.name]) for figure in figures if figure.name in data}
        tally = cls(game, *(_count(data.get(name, 0)) for name in ("matches", "won", "deals")),
                    figures=tuple(given.items()))
        if tally.won > tally.matches:
            raise ValueError("more matches won than played")
        return tally


@dataclass(frozen=True)
class LastMatch:
    """The last finished match of a game, as its chart draws it."""

    level: str
    won: bool
    deals: int
    chart: tuple
    practice: bool = False

    def to_dict(self) -> dict:
        return {"level": self.level, "won": self.won, "deals": self.deals, "practice": self.practice,
                "chart": [[str(value) for value in line] for line in self.chart]}

    @classmethod
    def from_dict(cls, game: str, data) -> "LastMatch":
        if not isinstance(data, dict) or set(data) != {"level", "won", "deals", "practice", "chart"}:
            raise ValueError("a last match has a level, a result, its deals and a chart")
        _level(game, data["level"])
        if not isinstance(data["won"], bool) or not isinstance(data["practice"], bool):
            raise ValueError("won and practice are true or false")
        deals = _count(data["deals"])
        chart = data["chart"]
        if not isinstance(chart, list) or not 1 <= len(chart) <= MAX_SERIES or deals > MAX_DEALS:
            raise ValueError("a chart has one to four lines")
        lines = []
        for line in chart:
            if not isinstance(line, list) or len(line) != deals:
                raise ValueError("each line of a chart has a point for every deal")
            lines.append(tuple(_number(value) for value in line))
        return cls(data["level"], data["won"], deals, tuple(lines), data["practice"])


def _level(game: str, level) -> str:
    games = _known_games()
    if game not in games or level not in games[game].levels:
        raise ValueError(f"no level {level!r:.40} in {game!r:.40}")
    return level


def _recent(data) -> tuple:
    """A game's recent matches as stored: up to RECENT pairs of [what your moves cost, deals]."""
    if not isinstance(data, list) or len(data) > RECENT:
        raise ValueError(f"recent matches are a list of at most {RECENT}")
    kept = []
    for entry in data:
        if not isinstance(entry, list) or len(entry) != 2 or isinstance(entry[0], bool) \
                or not isinstance(entry[0], (int, float)) or not 0 <= entry[0] <= MAX_COST:
            raise ValueError("a recent match is its cost, from 0, and its deals")
        deals = _count(entry[1])
        if not 1 <= deals <= MAX_DEALS:
            raise ValueError("a recent match has deals")
        kept.append((float(entry[0]), deals))
    return tuple(kept)


@dataclass(frozen=True)
class Records:
    """Every game's tallies, by ``(game, level, practice)``, each game's last match, and for a
    game that reviews its deals what your moves cost in its last ``RECENT`` matches played in
    one go (``(cost, deals)``, oldest first)."""

    tallies: tuple = ()
    last: tuple = field(default=())
    recent: tuple = field(default=())

    def tally(self, game: str, level: str | None = None, practice: bool = False) -> Tally:
        """One level's tally, or all levels together when ``level`` is ``None``."""
        total = Tally(game)
        for (their_game, their_level, their_practice), tally in self.tallies:
            if their_game == game and their_practice == practice and level in (None, their_level):
                total = total.add(tally)
        return total

    def last_match(self, game: str) -> LastMatch | None:
        return dict(self.last).get(game)

    def cost_per_deal(self, game: str) -> tuple | None:
        """``(points your moves cost a deal on average, matches)`` over the game's recent
        matches, or ``None`` before the first."""
        recent = dict(self.recent).get(game, ())
        deals = sum(deals for _cost, deals in recent)
        return (sum(cost for cost, _deals in recent) / deals, len(recent)) if deals else None

    def with_match(self, summary: MatchSummary) -> "Records":
        key = (summary.game, _level(summary.game, summary.level), summary.practice)
        tallies = dict(self.tallies)
        tallies[key] = tallies.get(key, Tally(summary.game)).plus(summary)
        last = dict(self.last)
        last[summary.game] = LastMatch(summary.level, summary.won, summary.deals, summary.chart, summary.practice)
        recent = dict(self.recent)
        deals = summary.cost_deals or summary.deals
        if summary.cost is not None and not summary.practice and deals:
            cost = min(max(float(summary.cost), 0.0), MAX_COST)
            recent[summary.game] = (recent.get(summary.game, ()) + ((cost, deals),))[-RECENT:]
        return Records(tuple(sorted(tallies.items())), tuple(sorted(last.items())), tuple(sorted(recent.items())))

    @property
    def is_empty(self) -> bool:
        return not self.tallies

    def to_json(self) -> str:
        return json.dumps({
            "version": VERSION,
            "tallies": [{"game": game, "level": level, "practice": practice, **tally.to_dict()}
                        for (game, level, practice), tally in self.tallies],
            "last": {game: match.to_dict() for game, match in self.last},
            "recent": {game: [[round(cost, 4), deals] for cost, deals in matches] for game, matches in self.recent},
        }, separators=(",", ":"))

    @classmethod
    def from_json(cls, text: str) -> "Records":
        """Records as stored; ``ValueError`` for anything else (see the module docs)."""
        data = parse_json(text, max_chars=MAX_CHARS)
        if not isinstance(data, dict) or type(data.get("version")) is not int or data["version"] not in (1, 2, VERSION) \
                or set(data) != {"version", "tallies", "last"} | ({"recent"} if data["version"] == VERSION else set()):
            raise ValueError("records are an object of this version")
        if not isinstance(data["tallies"], list) or not isinstance(data["last"], dict):
            raise ValueError("records hold a list of tallies and each game's last match")
        tallies = {}
        for entry in data["tallies"]:
            if not isinstance(entry, dict):
                raise ValueError("a tally is an object")
            entry = dict(entry)
            game, level, practice = entry.pop("game", None), entry.pop("level", None), entry.pop("practice", None)
            _level(game, level)
            if not isinstance(practice, bool) or (game, level, practice) in tallies:
                raise ValueError("each game, level and practice flag has one tally")
            tallies[(game, level, practice)] = Tally.from_dict(game, entry, data["version"])
        last = {game: LastMatch.from_dict(game, match) for game, match in data["last"].items()}
        recent = data.get("recent", {})
        if not isinstance(recent, dict) or not all(game in _known_games() for game in recent):
            raise ValueError("recent matches are kept by game")
        recent = {game: _recent(matches) for game, matches in recent.items()}
        return cls(tuple(sorted(tallies.items())), tuple(sorted(last.items())),
                   tuple(sorted((game, matches) for game, matches in recent.items() if matches)))
