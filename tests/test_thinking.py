"""An AI's decision in slices (game.core.thinking, game.ui.thinking): the same move as deciding
in one go, with the same random draws, and a page free between slices of a long one."""
import asyncio
import random
import time

from game.asnas import Match as AsNasMatch
from game.asnas import ai as asnas_ai
from game.core.thinking import at_once, decided
from game.tractor import TractorDeal
from game.tractor import ai as tractor_ai
from game.tractor.ai.search import LAYOUTS, SEARCH_FROM
from game.ui import thinking


def late_hard_decisions(seed, count=6):
    """Views at which Tractor Hard plays its candidates out (its slow decisions), each with its seed."""
    rng = random.Random(seed)
    deal = TractorDeal.shuffled(rng, rng.randrange(4))
    found = []
    while not deal.is_over and len(found) < count:
        view = deal.view(deal.to_act)
        if deal.phase == "play" and len(view.hand) <= SEARCH_FROM:
            found.append((view, len(deal.actions)))
        deal.apply(tractor_ai.choose(view, rng, level="normal"))
    return found


def steps_of(thinking_):
    """How many times a decision yields, and what it comes to."""
    steps = 0
    while True:
        try:
            next(thinking_)
            steps += 1
        except StopIteration as done:
            return steps, done.value


def test_tractor_hard_thinking_in_slices_makes_the_move_it_makes_in_one_go():
    sliced = 0
    for seed in range(3):
        for view, moment in late_hard_decisions(seed):
            steps, action = steps_of(tractor_ai.thinking(view, random.Random(moment), level="hard"))
            assert action == tractor_ai.choose(view, random.Random(moment), level="hard")
            assert steps in (0, LAYOUTS), "a search yields once a layout, anything else not at all"
            sliced += steps == LAYOUTS
    assert sliced, "some of these decisions played their candidates out"


def test_normal_and_easy_tractor_decisions_and_every_as_nas_one_come_in_one_step():
    view, moment = late_hard_decisions(0, count=1)[0]
    for level in ("easy", "normal"):
        assert steps_of(tractor_ai.thinking(view, random.Random(moment), level=level)) == \
            (0, tractor_ai.choose(view, random.Random(moment), level=level))
    match = AsNasMatch(5)
    while match.to_act is not None:
        seat = match.to_act
        for level in asnas_ai.LEVELS:
            assert steps_of(asnas_ai.thinking(match.view(seat), random.Random(seat), level)) == \
                (0, asnas_ai.choose(match.view(seat), random.Random(seat), level))
        match.apply(asnas_ai.choose(match.view(seat), random.Random(seat)), seat)


def test_a_decision_made_at_once_is_one_step_and_decided_runs_any_to_its_end():
    assert steps_of(at_once("fold")) == (0, "fold")
    assert decided(at_once("fold")) == "fold"


def slow(steps, seconds):
    for _ in range(steps):
        time.sleep(seconds)
        yield
    return "played"


def test_the_page_gets_its_turn_between_slices_of_a_long_decision():
    """Forty steps of 1 ms: the loop answers in between, and no slice runs much past its length."""
    answered = []

    async def clicks():
        while True:
            answered.append(time.perf_counter())
            await asyncio.sleep(0)

    async def table():
        clicking = asyncio.ensure_future(clicks())
        thought = await thinking.think(slow(40, 0.001), lambda: True)
        clicking.cancel()
        return thought

    thought = asyncio.run(table())
    assert thought.action == "played"
    assert thought.spent >= 0.040
    assert thought.longest < thinking.SLICE + 0.010, "a slice stops once it has run its length"
    assert len(answered) >= 3, "the loop ran other work between the slices"


def test_a_decision_no_longer_wanted_is_dropped_between_slices():
    closed = []

    def endless():
        try:
            while True:
                time.sleep(0.001)
                yield
        finally:
            closed.append(True)

    wanted = iter([True, True, False])
    assert asyncio.run(thinking.think(endless(), lambda: next(wanted))) is None
    assert closed == [True], "the dropped decision was closed, not left half-run"


def test_an_ai_seat_moves_in_time_however_long_it_thought():
    thought = thinking.Thought("play", began=10.0, ended=10.25, slices=30, longest=0.009, spent=0.2)
    assert thought.pause_left(1.1) == 1.1 - 0.25
    assert thought.pause_left(0.2) == 0.0, "a thought longer than the pause moves at once"
    assert thought.pause_left(0.0) == 0.0, "the instant speed stays instant"
