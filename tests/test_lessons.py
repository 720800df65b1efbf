"""The guided deals: following the coach through each game's lesson shows
every topic the lesson promises, and every topic has its words."""
from __future__ import annotations

import pytest

from game.i18n import LANGUAGES, load
from game.ui import lessons


@pytest.mark.parametrize("game", lessons.GAMES)
def test_following_the_coach_shows_every_topic_of_the_lesson(game):
    lesson = lessons.plan(game)
    walk = lessons.follow_the_coach(game, lesson.SEED)
    assert lesson.TAUGHT <= walk.topics, sorted(lesson.TAUGHT - walk.topics)
    assert walk.deals <= lesson.DEALS


def test_the_tractor_lesson_is_one_deal_you_declare_and_bury():
    walk = lessons.follow_the_coach("tractor", lessons.plan("tractor").SEED)
    assert walk.deals == 1 and {"declare", "bury", "end"} <= walk.topics


def test_in_the_tractor_lesson_nobody_overcalls_you_so_you_bury_next():
    lesson = lessons.plan("tractor")
    match = lesson.MATCH(lesson.SEED)
    yours = []
    while len(yours) < 2:
        seat = match.to_act
        if seat == lessons.YOU:
            action = lessons.advice("tractor", match)
            yours.append(type(action).__name__)
        else:
            action = lessons.opponent_move("tractor", match, seat)
        match.apply(action, seat)
    assert yours == ["Declare", "Bury"]


@pytest.mark.parametrize("code", LANGUAGES)
@pytest.mark.parametrize("game", lessons.GAMES)
def test_every_topic_of_a_lesson_has_words(game, code):
    words = load(code)
    lesson = lessons.plan(game)
    extra = ("intro",)
    if game == "tractor":
        extra += ("kitty_bonus", "kitty_kept", "kitty_empty", "do_declare", "do_pass")
    for topic in lesson.TOPICS + extra:
        assert words.text(f"{game}.learn.{topic}", level="2", points=0, cards="2♠", kitty=8, total=200, needed=80,
                          step=1, limit=4).strip()


@pytest.mark.parametrize("game", lessons.GAMES)
def test_a_reloaded_or_taken_back_lesson_knows_what_the_coach_had_told(game):
    """At every position of a lesson followed to its end, the topics counted
    from the moves alone are those the coach had told on the way, and those
    still to say are the ones since your last move of the deal."""
    lesson = lessons.plan(game)
    match = lesson.MATCH(lesson.SEED)
    told, fresh = set(), []
    while match.to_act is not None or match.deal_number < lesson.DEALS and not lesson.TAUGHT <= told:
        if match.to_act is None:
            told |= lesson.ending(match.view(0).deal)
            fresh = []
            match.next_deal()
            continue
        seat, view = match.to_act, match.view(0).deal
        if seat == 0:
            action = lessons.advice(game, match)
            found = lesson.topic(view, action) if not lesson.TAUGHT <= told - set(fresh) else None
        else:
            action = lessons.opponent_move(game, match, seat)
            found = lesson.seen(view, seat, action)
        if found and found not in told:
            told.add(found)
            fresh.append(found)
        match.apply(action, seat)
        fresh = [] if seat == 0 else fresh
        assert lessons.shown(game, match) == lessons.Shown(frozenset(told), tuple(fresh))
