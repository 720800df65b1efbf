"""The guided deals: which lesson each game has, the coach's move at your
turn, and the whole lesson followed move by move as the coach says.

A lesson is a seeded match played at one AI level, so it is the same
lesson every time; the coach is the Hard AI in your seat, and what it
teaches at each turn is the game's `lesson_topics`. Pure (no page), so the
seed finder and the tests follow a lesson exactly as the page plays it.
"""
from __future__ import annotations

import importlib
from dataclasses import dataclass

from game.ui.seeded import ai_rng, coach_rng

YOU = 0
"""Your seat in a lesson: its seed was chosen for what that seat is dealt."""
GAMES = ("asnas", "tractor")


def plan(game: str):
    """The game's lesson module (`game.ui.<game>.lesson_topics`)."""
    return importlib.import_module(f"game.ui.{game}.lesson_topics")


def advice(game: str, match):
    """The coach's move for you now: the best advice the AI has."""
    ai = plan(game).AI
    return ai.choose(match.view(YOU), coach_rng(game, match), level=ai.BEST_LEVEL)


def opponent_move(game: str, match, seat: int):
    """A lesson's AI players play at the default level: a fair game for someone learning."""
    ai = plan(game).AI
    return ai.choose(match.view(seat), ai_rng(game, match), level=ai.DEFAULT_LEVEL)


@dataclass(frozen=True)
class Walk:
    """A lesson followed to its end: the topics it showed, your turns and its deals."""

    topics: frozenset
    turns: int
    deals: int


@dataclass(frozen=True)
class Shown:
    """What a lesson had shown by some position: every topic, and those since your last move."""

    told: frozenset
    fresh: tuple


def shown(game: str, match) -> Shown:
    """The topics the coach had explained by `match`'s position, read from its
    moves alone, so a reload, a take-back or another tab's progress tells each
    topic once, as the coach did. Your move stands for the coach's: while the
    lesson part lasts they are the same move. The ending of the deal in play
    is left to the coach, which says it when it draws that ending."""
    lesson = plan(game)
    walk = lesson.MATCH(match.seed)
    told, fresh = set(), []
    deals = lesson.moves(match)
    for number, actions in enumerate(deals):
        if number:
            told |= lesson.ending(walk.view(YOU).deal)
            fresh = []
            walk.next_deal()
        for action in actions:
            seat = walk.to_act
            view = walk.view(YOU).deal
            if seat != YOU:
                found = lesson.seen(view, seat, action)
            else:  # as the coach: your turn teaches while the lesson part lasts (see `Lesson.in_lesson`)
                found = lesson.topic(view, action) if not lesson.TAUGHT <= told - set(fresh) else None
            if found and found not in told:
                told.add(found)
                fresh.append(found)
            walk.apply(action, seat)
            if seat == YOU:
                fresh = []
    return Shown(frozenset(told), tuple(fresh))


def follow_the_coach(game: str, seed: int) -> Walk:
    lesson = plan(game)
    match = lesson.MATCH(seed)
    topics, turns = set(), 0
    while True:
        seat = match.to_act
        view = match.view(YOU).deal
        if seat is None:
            topics |= lesson.ending(view)
            if match.deal_number >= lesson.DEALS or lesson.TAUGHT <= topics:
                return Walk(frozenset(topics), turns, match.deal_number)
            match.next_deal()
            continue
        if seat == YOU:
            action = advice(game, match)
            found = lesson.topic(view, action)
            turns += 1
        else:
            action = opponent_move(game, match, seat)
            found = lesson.seen(view, seat, action)
        if found:
            topics.add(found)
        match.apply(action, seat)
