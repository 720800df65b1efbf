"""Golden playthroughs: whole seeded As-Nas matches and the first Tractor
deals, every seat played by the AI through the `game.core` protocol, written
as text, one fact a line: every seat's view where each deal starts, then each
action and the facts of each seat's view it changed.

The replay tests only compare a match with its own replay, so a change to
shuffling, the AI or a rule would pass them silently; a playthrough pins all
three. `tests/test_playthroughs.py` plays them again and diffs the text. After
a change that is meant to alter play, write them anew and read the diff:

    python -m tests.playthroughs.record
"""
from __future__ import annotations

import dataclasses
import random
from fractions import Fraction
from pathlib import Path

from game.games import GAMES
from game.tractor.mechanics.house_rules import HouseRules

FOLDER = Path(__file__).resolve().parent
SEEDS = {"asnas": (3, 41), "tractor": (5, 77)}
ASNAS_SEEDS = SEEDS["asnas"]
DEALS = {"asnas": None, "tractor": 2}
"""Whole As-Nas matches; a whole Tractor match runs to tens of deals, and two
pin the shuffle, every phase and the levels."""
WITH_RULES = {"tractor": (1, ("levels", "powers", "throws"))}
"""One more match per game played by every house rule it has (file name
``<game>-seed<seed>-rules.txt``), so the options are pinned as well."""
# Fields each view repeats in full after every action; the action lines
# already say all of it, and repeating it would make the files quadratic.
LEFT_OUT = {"history", "tricks", "plays_by_seat"}
# House-rule fields, shown only when a rule is on or a throw has failed, so
# that a match with every option off reads as it did before the options.
QUIET_WHEN_EMPTY = {"rules", "failed_throw"}


def text(value) -> str:
    """A value as one short line of text: cards and tuples space-separated."""
    if value is None:
        return "-"
    if isinstance(value, bool):
        return "yes" if value else "no"
    if isinstance(value, (str, int, Fraction)):
        return str(value)
    if isinstance(value, (set, frozenset)):
        return "[" + " ".join(sorted(text(item) for item in value)) + "]"
    if isinstance(value, HouseRules):
        return text(value.names)  # by the names the address and saves use
    if isinstance(value, (tuple, list)):
        return "[" + " ".join(text(item) for item in value) + "]"
    if isinstance(value, dict):
        return "{" + ", ".join(f"{key}={text(item)}" for key, item in value.items()) + "}"
    if dataclasses.is_dataclass(value):
        shown = (f"{field.name}={text(getattr(value, field.name))}" for field in dataclasses.fields(value)
                 if field.name not in LEFT_OUT and not field.name.startswith("_")
                 and (field.name not in QUIET_WHEN_EMPTY or getattr(value, field.name)))
        return f"{type(value).__name__}(" + ", ".join(shown) + ")"
    return repr(value)


def facts(view, prefix: str = "") -> dict[str, str]:
    """A seat's view as facts, field by field, a view inside it (the match's
    deal) flattened with dots: `deal.hand` -> `[As Couli ...]`."""
    found = {}
    for field in dataclasses.fields(view):
        value = getattr(view, field.name)
        if field.name in LEFT_OUT or field.name.startswith("_") or (field.name in QUIET_WHEN_EMPTY and not value):
            continue
        if dataclasses.is_dataclass(value) and type(value).__name__.endswith("View"):
            found.update(facts(value, f"{prefix}{field.name}."))
        else:
            found[prefix + field.name] = text(value)
    return found


def views(match, before: list[dict] | None = None) -> tuple[list[str], list[dict]]:
    """One line a fact, OpenSpiel's way, so a diff of two files says which fact
    changed: every fact of every seat's view where a deal starts, and after an
    action only the facts it changed (a fact that is gone reads `-`)."""
    lines, now = [], []
    for seat in range(4):
        seen = facts(match.view(seat))
        earlier = before[seat] if before else {}
        for key in [*seen, *(key for key in earlier if key not in seen)]:
            value = seen.get(key, "-")
            if before is None or earlier.get(key, "-") != value:
                lines.append(f"  view {seat} {key}: {value}")
        now.append(seen)
    return lines, now


def playthrough(name: str, seed: int, rules: tuple = ()) -> str:
    """Every seat played by the game's AI through the `game.core` protocol, as
    the table plays them (the same seeded choices), with every seat's view."""
    game = GAMES[name]
    deals = DEALS[name]
    match = game.match(seed, options=set(rules)) if rules else game.match(seed)
    lines = [f"{name} match {seed}" + (f", first {deals} deals" if deals else "")
             + (f", house rules {' '.join(rules)}" if rules else "")]
    while True:
        lines.append(f"deal {match.deal_number}")
        shown, seen = views(match)
        lines += shown
        while match.to_act is not None:
            seat = match.to_act
            rng = random.Random(f"{name}-ai:{seed}:{match.deal_number}:{len(match.deal.actions)}")
            match.apply(game.ai.choose(match.view(seat), rng), seat)
            lines.append(f"seat {seat}: {text(match.to_dict()['deals'][-1][-1])}")  # the action as a save writes it
            shown, seen = views(match, seen)
            lines += shown
        lines.append(f"scores {text(match.scores())}")
        if match.is_over or match.deal_number == deals:
            return "\n".join(lines) + "\n"
        match.next_deal()


def playthroughs() -> dict[str, str]:
    """File name -> the text a playthrough gives today."""
    played = {f"{name}-seed{seed}.txt": playthrough(name, seed) for name in sorted(GAMES) for seed in SEEDS[name]}
    for name, (seed, rules) in WITH_RULES.items():
        played[f"{name}-seed{seed}-rules.txt"] = playthrough(name, seed, rules)
    return played


def main() -> None:
    for name, written in playthroughs().items():
        (FOLDER / name).write_text(written, encoding="utf-8")
        print(f"wrote tests/playthroughs/{name} ({len(written.splitlines())} lines)")


if __name__ == "__main__":
    main()
