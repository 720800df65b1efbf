"""Golden playthroughs: a whole seeded As-Nas match and the first Tractor
deals, every seat played by the AI, written as text: each action and then
every seat's view after it.

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

from game import asnas, tractor
from game.asnas import ai as asnas_ai
from game.tractor import ai as tractor_ai
from game.tractor.actions import to_data

FOLDER = Path(__file__).resolve().parent
ASNAS_SEEDS = (3, 41)
TRACTOR_SEEDS = (5, 77)
TRACTOR_DEALS = 2  # a whole Tractor match runs to tens of deals; two pin the shuffle, every phase and the levels
# Fields each view repeats in full after every action; the action lines
# already say all of it, and repeating it would make the files quadratic.
LEFT_OUT = {"history", "tricks", "plays_by_seat"}


def text(value) -> str:
    """A value as one short line of text: cards and tuples space-separated."""
    if value is None:
        return "-"
    if isinstance(value, bool):
        return "yes" if value else "no"
    if isinstance(value, (str, int, Fraction)):
        return str(value)
    if isinstance(value, (tuple, list)):
        return "[" + " ".join(text(item) for item in value) + "]"
    if dataclasses.is_dataclass(value):
        shown = (f"{field.name}={text(getattr(value, field.name))}" for field in dataclasses.fields(value)
                 if field.name not in LEFT_OUT and not field.name.startswith("_"))
        return f"{type(value).__name__}(" + ", ".join(shown) + ")"
    return repr(value)


def views(deal) -> list[str]:
    return [f"  view {seat}: {text(deal.view(seat))}" for seat in range(4)]


def asnas_playthrough(seed: int) -> str:
    match = asnas.Match(seed)
    lines = [f"As-Nas match {seed}"]
    while True:
        deal = match.deal
        lines.append(f"deal {match.deal_number}, dealer {deal.dealer}")
        lines += views(deal)
        while not deal.is_over:
            seat = deal.to_act
            rng = random.Random(f"asnas-ai:{seed}:{match.deal_number}:{len(deal.history)}")
            action = asnas_ai.choose(deal.view(seat), rng)
            match.apply(action, seat)
            lines.append(f"seat {seat}: {action}")
            lines += views(deal)
        lines.append(f"totals {text(match.totals)}")
        if match.is_over:
            lines.append(f"winners {text(match.winners)}")
            return "\n".join(lines) + "\n"
        match.next_deal()


def tractor_playthrough(seed: int, deals: int = TRACTOR_DEALS) -> str:
    match = tractor.TractorMatch(seed)
    lines = [f"Tractor match {seed}, first {deals} deals"]
    while True:
        deal = match.deal
        lines.append(f"deal {match.deal_number}, dealer {deal.dealer}, levels {text(match.team_levels)}")
        lines += views(deal)
        while not deal.is_over:
            seat = deal.to_act
            rng = random.Random(f"tractor-ai:{seed}:{match.deal_number}:{len(deal.actions)}")
            action = tractor_ai.choose(match.view(seat).deal, rng)
            match.apply(action, seat)
            lines.append(f"seat {seat}: {text(to_data(action))}")
            lines += views(deal)
        lines.append(f"levels {text(match.team_levels)}, winner {text(match.winner)}")
        if match.is_over or match.deal_number == deals:
            return "\n".join(lines) + "\n"
        match.next_deal()


def playthroughs() -> dict[str, str]:
    """File name -> the text a playthrough gives today."""
    found = {f"asnas-seed{seed}.txt": asnas_playthrough(seed) for seed in ASNAS_SEEDS}
    found.update({f"tractor-seed{seed}.txt": tractor_playthrough(seed) for seed in TRACTOR_SEEDS})
    return found


def main() -> None:
    for name, written in playthroughs().items():
        (FOLDER / name).write_text(written, encoding="utf-8")
        print(f"wrote tests/playthroughs/{name} ({len(written.splitlines())} lines)")


if __name__ == "__main__":
    main()
