"""The table repeats no rule: every figure it shows comes from the engine's view.

A rule restated in the UI (the kitty's 8 cards, the 80 points that take a deal
over, the 12 deals of an As-Nas match) goes stale the day the engine or a
house rule changes it, and a friend's tab would then disagree with the host's.
So the UI's code holds none of the engines' rule values as literals and
imports none of their rule constants, and the sentences the table says (all
but the rules pages and the house rules' own descriptions) hold none of those
figures: each comes in through a placeholder the view fills.
"""
import ast
import json
import pathlib
import re

import pytest

from game.asnas.actions import BET_LIMIT
from game.asnas.cards import HAND_SIZE, PACK
from game.asnas.match import DEALS_PER_MATCH
from game.i18n import LANGUAGES
from game.tractor.kitty import KITTY_SIZE
from game.tractor.mechanics.cards import FULL_PACK
from game.tractor.mechanics.scoring import STEP, TAKE_OVER, TOTAL_POINTS

ROOT = pathlib.Path(__file__).resolve().parents[1]
UI = ROOT / "game" / "ui"

RULE_VALUES = {
    TOTAL_POINTS: "the points in a Tractor pack",
    TAKE_OVER: "the points that take a deal over",
    STEP: "the points of an outcome's step",
    KITTY_SIZE: "the kitty's cards",
    len(FULL_PACK): "the cards of a Tractor pack",
    DEALS_PER_MATCH: "the deals of an As-Nas match",
    len(PACK): "the cards of an As-Nas pack",
    len(PACK) - HAND_SIZE: "the As-Nas cards you cannot see",
    BET_LIMIT: "the As-Nas bet limit",
}
CODE_VALUES = {value for value in RULE_VALUES if value >= KITTY_SIZE}
"""Smaller figures (the bet limit 4) count too many other things in code to tell; the sentences check them."""
RULE_NAMES = {"KITTY_SIZE", "TOTAL_POINTS", "TAKE_OVER", "STEP", "OUTCOME_MARKS", "POINT_VALUES", "DEALS_PER_MATCH",
              "BET_LIMIT", "OPENING_BET", "RAISE_STEP", "HAND_SIZE", "PACK", "FULL_PACK"}

SAME_NUMBER_OTHER_MEANING = {
    # (module under game/ui, value): what the number is there
    ("chart.py", 200): "the chart's height in pixels",
    ("asnas/draw.py", 200): "a card picture's width in pixels",
    ("site/look.py", 200): "the most characters stored picture settings may have",
    ("tractor/draw.py", 8): "the most card backs a seat's box shows",
    ("motion.py", 12): "a dealt card's offset in pixels",
    ("site/app.py", 40): "the characters of an address's value a notice repeats",
}

EXAMPLES = {"tractor.learn.lead_tractor": "a tractor's example cards, 7 7 8 8"}
"""Table sentences whose figures are examples, not rules."""


def ui_modules():
    return sorted(path for path in UI.rglob("*.py"))


def test_the_ui_code_holds_no_rule_value_as_a_literal():
    found = []
    for path in ui_modules():
        name = path.relative_to(UI).as_posix()
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if (isinstance(node, ast.Constant) and type(node.value) is int and node.value in CODE_VALUES
                    and (name, node.value) not in SAME_NUMBER_OTHER_MEANING):
                found.append(f"{name}:{node.lineno}: {node.value} ({RULE_VALUES[node.value]}?)")
    assert found == []


def test_every_number_allowed_in_the_ui_code_is_still_there():
    """The list of numbers that only look like rules stays exact, so it cannot hide a new one."""
    for (name, value), meaning in SAME_NUMBER_OTHER_MEANING.items():
        tree = ast.parse((UI / name).read_text(encoding="utf-8"))
        assert any(isinstance(node, ast.Constant) and node.value == value for node in ast.walk(tree)), (name, meaning)


def test_the_ui_imports_no_rule_constant_from_an_engine():
    found = []
    for path in ui_modules():
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.ImportFrom) and (node.module or "").startswith(("game.tractor", "game.asnas")):
                found += [f"{path.relative_to(UI)}: {alias.name}" for alias in node.names if alias.name in RULE_NAMES]
    assert found == []


def table_sentences(node, path=""):
    """Every string of a language file but the rules pages, the house rules' descriptions and rank names."""
    if isinstance(node, dict):
        for key, value in node.items():
            yield from table_sentences(value, f"{path}.{key}" if path else key)
    elif isinstance(node, list):
        for index, value in enumerate(node):
            yield from table_sentences(value, f"{path}[{index}]")
    elif isinstance(node, str):
        if not path.startswith("games.") and not re.match(r"tractor\.(rule_|ranks\.|rank_short\.)", path):
            yield path, node


@pytest.mark.parametrize("code", LANGUAGES)
def test_no_table_sentence_states_a_rule_figure(code):
    data = json.loads((ROOT / "game" / "i18n" / f"{code}.json").read_text(encoding="utf-8"))
    later = json.loads((ROOT / "game" / "ui" / "friends" / "words" / f"{code}.json").read_text(encoding="utf-8"))
    data["friends"].update(later["friends"])  # the friends' table's sentences, fetched with its code
    western = str.maketrans("۰۱۲۳۴۵۶۷۸۹", "0123456789")
    found = []
    for path, text in table_sentences(data):
        if path in EXAMPLES:
            continue
        figures = {int(number) for number in re.findall(r"\d+", re.sub(r"\{\w+\}", "", text).translate(western))}
        found += [f"{path}: {value} ({RULE_VALUES[value]})" for value in sorted(figures & set(RULE_VALUES))]
    assert found == []
