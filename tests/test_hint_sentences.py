"""Hints that say why: every kind of reason, in every language, is one
finished sentence that names the move (``game.ui.*.why``)."""
from fractions import Fraction

import pytest

from game.asnas.ai.reasons import KINDS as ASNAS_KINDS
from game.asnas.ai.reasons import Reason as AsNasReason
from game.i18n import LANGUAGES, load
from game.tractor.ai.reasons import KINDS as TRACTOR_KINDS
from game.tractor.ai.reasons import Reason as TractorReason
from game.ui.asnas import why as asnas_why
from game.ui.tractor import why as tractor_why


def name(words, seat):
    return words.get("tractor.seats")[seat]


def plain(text):
    return text.replace("\u2066", "").replace("\u2069", "")


def tractor_reasons():
    """One reason of every kind and variant."""
    for kind in TRACTOR_KINDS:
        for points in (0, 10):
            for suits in (("H",), ("T",), ("H", "C")):
                yield TractorReason(kind, ("KH",), gone=("AH", "AH"), suits=suits, seat=2, chance=83, points=points,
                                    safe=points > 0 and suits == ("T",))


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_tractor_reason_is_a_finished_sentence_naming_the_cards(language):
    words = load(language)
    for reason in tractor_reasons():
        text = tractor_why.sentence(words, reason, name)
        assert "{" not in text and words.text("tractor.rank_short.K") in plain(text), (reason, text)


def test_tractor_reasons_read_as_a_player_would_say_them():
    words = load("en")
    boss = TractorReason("lead_boss", ("KC",), gone=("AC", "AC"), suits=("C",), chance=97)
    assert plain(tractor_why.sentence(words, boss, name)) == (
        "K♣: with A♣ A♣ already played, only a trump can take it.")
    feed = TractorReason("follow_feed", ("TH",), seat=2, chance=90, points=10)
    assert plain(tractor_why.sentence(words, feed, name)) == "North holds the trick: 10♥ adds 10 points to it."
    bury = TractorReason("bury_voids", ("3D", "4D"), suits=("D",), points=0)
    assert plain(tractor_why.sentence(words, bury, name)).startswith("Bury 3♦ 4♦: this empties diamonds")


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_asnas_reason_is_a_finished_sentence(language):
    words = load(language)
    for kind in ASNAS_KINDS:
        for chance in (Fraction(0), Fraction(1, 8), Fraction(2, 3), Fraction(1)):
            for opponents in (1, 3):
                reason = AsNasReason(kind, kind, "pair", opponents, chance, price=2, pot=5)
                assert "{" not in asnas_why.sentence(words, reason)


def test_asnas_reasons_give_chances_as_a_player_says_them():
    words = load("en")
    fold = AsNasReason("fold", "fold", "pair", 3, Fraction(1, 8), price=3, pot=10)
    assert asnas_why.sentence(words, fold) == (
        "Fold: with a pair (juft) against 3 players, your chance of winning a showdown is about 1 in 8.")
    call = AsNasReason("call", "call", "full_house", 1, Fraction(9, 10), price=1, pot=4)
    assert asnas_why.sentence(words, call).endswith("your chance of winning a showdown is about 90 %.")


def test_a_tractor_chance_from_samples_never_reads_as_certain_or_hopeless():
    words = load("en")
    sure = TractorReason("follow_take", ("5C",), suits=("C",), chance=100)
    hopeless = TractorReason("lead_probe", ("3C",), suits=("C",), chance=0)
    assert tractor_why.sentence(words, sure, name).endswith("holds it about 99 % of the time.")
    assert tractor_why.sentence(words, hopeless, name).endswith("takes this trick about 1 % of the time.")


@pytest.mark.parametrize("language", ["en", "de", "it"])
def test_a_tractor_sentence_opening_with_a_joker_opens_with_a_capital(language):
    words = load(language)
    text = tractor_why.sentence(words, TractorReason("lead_boss", ("RJ",), suits=("T",), chance=90), name)
    assert text[0].isupper(), text


def test_sentences_follow_each_other_as_each_script_writes_them():
    assert load("en").sentences("You fold.", "", "East wins.") == "You fold. East wins."
    assert load("zh").sentences("你弃牌。", "东家赢。") == "你弃牌。东家赢。"
