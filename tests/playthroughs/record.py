"""Golden playthroughs: whole seeded As-Nas matches and the first Tractor
deals, every seat played by the AI through the `game.core` protocol, written
as text: each action and then every seat's view after it.

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


def views(match) -> list[str]:
    return [f"  view {seat}: {text(match.view(seat))}" for seat in range(4)]


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
        lines += views(match)
        while match.to_act is not None:
            seat = match.to_act
            rng = random.Random(f"{name}-ai:{seed}:{match.deal_number}:{len(match.deal.actions)}")
            match.apply(game.ai.choose(match.view(seat), rng), seat)
            lines.append(f"seat {seat}: {text(match.to_dict()['deals'][-1][-1])}")  # the action as a save writes it
            lines += views(match)
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
