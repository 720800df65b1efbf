"""Every language says everything English says, with the same placeholders."""
from __future__ import annotations

import json
from pathlib import Path

import pytest

from game import i18n

FOLDER = Path(i18n.__file__).resolve().parent
LATER = [FOLDER.parent / "ui" / "friends" / "words"]
"""Words that come with code the page fetches later (`i18n.add_words`): held to the same rules."""
OTHERS = [code for code in i18n.LANGUAGES if code != "en"]


def strings(code: str) -> dict[str, str]:
    found = dict(i18n.flatten(json.loads((FOLDER / f"{code}.json").read_text(encoding="utf-8"))))
    for folder in LATER:
        later = dict(i18n.flatten(json.loads((folder / f"{code}.json").read_text(encoding="utf-8"))))
        assert not set(later) & set(found), f"{folder.name}/{code}.json says again what the catalogue says"
        found.update(later)
    return found


ENGLISH = strings("en")


def test_every_language_file_is_listed_and_every_listed_language_has_a_file():
    files = sorted(path.stem for path in FOLDER.glob("*.json"))
    assert files == sorted(i18n.LANGUAGES)


@pytest.mark.parametrize("code", i18n.LANGUAGES)
def test_every_value_is_a_non_empty_string(code):
    for key, value in strings(code).items():
        assert isinstance(value, str), f"{code}: {key} is {type(value).__name__}"
        assert value.strip(), f"{code}: {key} is empty"


@pytest.mark.parametrize("code", OTHERS)
def test_every_language_has_every_english_key_and_no_other(code):
    theirs = strings(code)
    assert sorted(set(ENGLISH) - set(theirs)) == [], "missing"
    assert sorted(set(theirs) - set(ENGLISH)) == [], "not in English"


@pytest.mark.parametrize("code", OTHERS)
def test_placeholders_match_english(code):
    for key, value in strings(code).items():
        assert i18n.placeholders(value) == i18n.placeholders(ENGLISH[key]), f"{code}: {key}"


@pytest.mark.parametrize("code", OTHERS)
def test_rules_are_translated_not_copied(code):
    theirs = strings(code)
    copied = [key for key in ENGLISH if ".sections." in key or ".rulings." in key if theirs[key] == ENGLISH[key]]
    assert copied == []


def test_each_language_names_itself_distinctly():
    names = [i18n.load(code).name for code in i18n.LANGUAGES]
    assert len(set(names)) == len(names)
    assert names == ["English", "Suomi", "Deutsch", "Italiano", "Magyar", "فارسی", "简体中文"]


def test_text_fills_placeholders():
    assert i18n.load("en").text("header.percent", value=70) == "70 %"


def test_numbers_are_written_in_the_digits_of_the_language():
    assert i18n.load("fa").text("tractor.trick_points", points=35) == "۳۵ امتیاز در این دست"
    assert i18n.load("zh").number(35) == "35" and i18n.load("de").number(1200) == "1200"
    assert i18n.load("fa").text("header.percent", value=70) == "۷۰٪"


def test_persian_text_writes_no_western_digits_outside_its_placeholders():
    for key, value in strings("fa").items():
        assert not any(char.isascii() and char.isdigit() for char in i18n._PLACEHOLDER.sub("", value)), key
