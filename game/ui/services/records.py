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

import json
from dataclasses import asdict, dataclass, field, fields, replace
from fractions import Fraction

from game.asnas.hands import hand_value
from game.ui.services.stored import parse_json

VERSION = 1
MAX_CHARS = 40_000  # a full set of records with two charts is about 3,000 characters
MAX_COUNT = 10**9
MAX_DEALS = 400  # longer than any match's chart (a Tractor match from 2 past the Ace takes about 40)
MAX_SERIES = 4
MAX_NUMBER_TEXT = 24


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


def _better_hand(mine: tuple, other: tuple) -> tuple:
    """The stronger of two As-Nas hands (an empty one is no hand)."""
    if not other:
        return mine
    if not mine:
        return other
    return other if hand_value(other) > hand_value(mine) else mine


@dataclass(frozen=True)
class MatchSummary:
    """What one finished match adds to your records. Fields a game does not
    have stay at their defaults: ``points``, ``best_hand`` (cards you showed
    down) and ``biggest_pot`` (won) are As-Nas's; the deals won as attackers
    and as defenders and the levels your side climbed are Tractor's.
    ``chart`` is each player's (or team's) standing after each deal."""

    game: str
    level: str
    won: bool
    deals: int
    practice: bool = False
    points: Fraction = Fraction(0)
    best_hand: tuple = ()
    biggest_pot: int = 0
    attack_won: int = 0
    attack_deals: int = 0
    defend_won: int = 0
    defend_deals: int = 0
    levels_climbed: int = 0
    chart: tuple = ()


@dataclass(frozen=True)
class Tally:
    """A game's records at one level: sums, except the best hand and the biggest pot, which are bests."""

    matches: int = 0
    won: int = 0
    deals: int = 0
    points: Fraction = Fraction(0)
    best_hand: tuple = ()
    biggest_pot: int = 0
    attack_won: int = 0
    attack_deals: int = 0
    defend_won: int = 0
    defend_deals: int = 0
    levels_climbed: int = 0

    def plus(self, summary: MatchSummary) -> "Tally":
        sums = {name: getattr(self, name) + getattr(summary, name)
                for name in ("deals", "points", "attack_won", "attack_deals", "defend_won", "defend_deals",
                             "levels_climbed")}
        return replace(self, matches=self.matches + 1, won=self.won + int(summary.won), **sums,
                       best_hand=_better_hand(self.best_hand, summary.best_hand),
                       biggest_pot=max(self.biggest_pot, summary.biggest_pot))

    def add(self, other: "Tally") -> "Tally":
        """Two tallies as one (all levels together)."""
        counts = {item.name: getattr(self, item.name) + getattr(other, item.name) for item in fields(Tally)
                  if item.name not in ("best_hand", "biggest_pot")}
        return replace(self, **counts, best_hand=_better_hand(self.best_hand, other.best_hand),
                       biggest_pot=max(self.biggest_pot, other.biggest_pot))

    @property
    def points_per_deal(self) -> Fraction | None:
        return self.points / self.deals if self.deals else None

    def to_dict(self) -> dict:
        data = asdict(self)
        data["points"] = str(self.points)
        data["best_hand"] = list(self.best_hand)
        return data

    @classmethod
    def from_dict(cls, data) -> "Tally":
        if not isinstance(data, dict) or set(data) - {item.name for item in fields(cls)}:
            raise ValueError("a tally is an object of known fields")
        values = {}
        for item in fields(cls):
            if item.name not in data:
                continue
            value = data[item.name]
            if item.name == "points":
                values["points"] = _number(value)
            elif item.name == "best_hand":
                if not isinstance(value, list) or (value and len(value) != 5):
                    raise ValueError("a best hand is five cards or none")
                if value:
                    hand_value(tuple(value))  # raises for anything that is not an As-Nas hand
                values["best_hand"] = tuple(value)
            else:
                values[item.name] = _count(value)
        tally = cls(**values)
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
    from game.games import GAMES  # here, so the site does not load both engines to boot

    if game not in GAMES or level not in GAMES[game].levels:
        raise ValueError(f"no level {level!r:.40} in {game!r:.40}")
    return level


@dataclass(frozen=True)
class Records:
    """Every game's tallies, by ``(game, level, practice)``, and each game's last match."""

    tallies: tuple = ()
    last: tuple = field(default=())

    def tally(self, game: str, level: str | None = None, practice: bool = False) -> Tally:
        """One level's tally, or all levels together when ``level`` is ``None``."""
        total = Tally()
        for (their_game, their_level, their_practice), tally in self.tallies:
            if their_game == game and their_practice == practice and level in (None, their_level):
                total = total.add(tally)
        return total

    def last_match(self, game: str) -> LastMatch | None:
        return dict(self.last).get(game)

    def with_match(self, summary: MatchSummary) -> "Records":
        key = (summary.game, _level(summary.game, summary.level), summary.practice)
        tallies = dict(self.tallies)
        tallies[key] = tallies.get(key, Tally()).plus(summary)
        last = dict(self.last)
        last[summary.game] = LastMatch(summary.level, summary.won, summary.deals, summary.chart, summary.practice)
        return Records(tuple(sorted(tallies.items())), tuple(sorted(last.items())))

    @property
    def is_empty(self) -> bool:
        return not self.tallies

    def to_json(self) -> str:
        return json.dumps({
            "version": VERSION,
            "tallies": [{"game": game, "level": level, "practice": practice, **tally.to_dict()}
                        for (game, level, practice), tally in self.tallies],
            "last": {game: match.to_dict() for game, match in self.last},
        }, separators=(",", ":"))

    @classmethod
    def from_json(cls, text: str) -> "Records":
        """Records as stored; ``ValueError`` for anything else (see the module docs)."""
        data = parse_json(text, max_chars=MAX_CHARS)
        if not isinstance(data, dict) or data.get("version") != VERSION or set(data) != {"version", "tallies", "last"}:
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
            tallies[(game, level, practice)] = Tally.from_dict(entry)
        last = {game: LastMatch.from_dict(game, match) for game, match in data["last"].items()}
        return cls(tuple(sorted(tallies.items())), tuple(sorted(last.items())))
