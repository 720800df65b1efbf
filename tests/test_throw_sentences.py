"""The table's sentences about a failed throw name the cards tried, the holder
of the higher unit, the unit played and the penalty, in every language."""
import pytest

from game.i18n import LANGUAGES, load
from game.tractor import Play, TractorDeal, Trump
from game.tractor.mechanics.house_rules import HouseRules
from game.ui.seating import namer
from game.ui.tractor.throw_notes import failed, result_line, trick_note


def plain(text):
    """The sentence without the marks that keep each card left to right in a right-to-left text."""
    return text.replace("\u2066", "").replace("\u2069", "")


name = namer("tractor", 0)


def deal_after_a_failed_throw_by(seat):
    hands = {seat: "KS QS QS 3C", (seat + 1) % 4: "AS"}
    deal = TractorDeal.arranged(hands, dealer=seat, trump=Trump("2", "H"), buried=True, rules=HouseRules(throws=True))
    deal.apply(Play(("KS", "QS", "QS")))
    return deal


def test_a_failed_throw_is_told_with_cards_holder_unit_and_penalty():
    words = load("en")
    throw = deal_after_a_failed_throw_by(0).failed_throw
    assert plain(failed(words, throw, name, 0)) == (
        "You tried Q♠ Q♠ K♠, but East holds a higher single: you play K♠, +10 for the attackers.")
    assert trick_note(words, type("Trick", (), {"failed_throw": throw}), name, 0) == (
        "your failed throw, +10 for the attackers")
    west = deal_after_a_failed_throw_by(3).failed_throw
    assert plain(failed(words, west, name, 0)) == (
        "West tried Q♠ Q♠ K♠, but you hold a higher single: West plays K♠, +10 for the attackers.")
    north = deal_after_a_failed_throw_by(2).failed_throw
    assert plain(failed(words, north, name, 0)).startswith("North tried Q♠ Q♠ K♠, but West holds")


def test_a_throw_is_told_from_the_seat_you_play_whichever_it_is():
    """At a friends' table you may sit anywhere: the thrower on seat 2 is "you" to seat 2, and
    the players round them are named by where they sit from there."""
    words = load("en")
    throw = deal_after_a_failed_throw_by(2).failed_throw
    assert plain(failed(words, throw, namer("tractor", 2), 2)) == (
        "You tried Q♠ Q♠ K♠, but East holds a higher single: you play K♠, +10 for the attackers.")
    assert plain(failed(words, throw, namer("tractor", 3), 3)) == (
        "West tried Q♠ Q♠ K♠, but you hold a higher single: West plays K♠, +10 for the attackers.")
    assert plain(failed(words, throw, namer("tractor", 1), 1)).startswith("East tried Q♠ Q♠ K♠, but North holds")


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_language_words_a_failed_throw_and_its_penalty(language):
    words = load(language)
    deal = deal_after_a_failed_throw_by(0)
    for _ in range(3):
        deal.apply(next(iter(deal.legal_actions())))
    trick = deal.tricks[-1]
    for text in (failed(words, trick.failed_throw, name, 0), trick_note(words, trick, name, 0)):
        assert "{" not in text and "10" in text.translate(str.maketrans("۰۱۲۳۴۵۶۷۸۹", "0123456789"))
    result = type("Result", (), {"throw_penalty": 10, "tricks": (trick,)})
    assert "{" not in result_line(words, result)
