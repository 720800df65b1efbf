"""Whichever seat you play, the table draws you at the bottom and names the
others by where they sit round you: the player after you on your right
(East), the next across (North), the one before you on your left (West).
A friends' table seats players anywhere, so nothing may assume seat 0 is you."""
import random
import re

import pytest

from game.asnas import Match
from game.asnas.ai import choose
from game.core import SEATS, next_seat, seats_from, steps_from
from game.i18n import load
from game.tractor import TEAMS, team_of, teams_from
from game.ui import seating
from game.ui.asnas import draw as asnas_draw

ENGLISH = load("en")


@pytest.mark.parametrize("you", SEATS)
def test_you_sit_at_the_bottom_and_the_next_to_play_on_your_right(you):
    assert seating.place(you, you) == "seat-south"
    assert seating.place(next_seat(you), you) == "seat-east"
    assert seating.place(next_seat(next_seat(you)), you) == "seat-north"
    assert seating.others(you) == seats_from(you)[1:]
    assert sorted(seating.place(seat, you) for seat in SEATS) == sorted(f"seat-{place}" for place in seating.COMPASS)
    assert [steps_from(you, seat) for seat in seats_from(you)] == [0, 1, 2, 3]


@pytest.mark.parametrize("you", SEATS)
def test_each_seat_is_named_from_yours(you):
    names = {seat: seating.seat_name(ENGLISH, "tractor", seat, you) for seat in SEATS}
    assert names[you] == "You"
    assert names[next_seat(you)] == "East"
    assert names[(you + 2) % 4] == "North"
    assert names[(you + 3) % 4] == "West"


@pytest.mark.parametrize("you", SEATS)
def test_your_team_comes_first_and_is_named_yours(you):
    ours = team_of(you)
    assert teams_from(you)[0] == ours and sorted(teams_from(you)) == list(range(len(TEAMS)))
    names = ENGLISH.get("tractor.teams")
    assert names[teams_from(you).index(ours)] == "You and North"


def finished_asnas_deal(seed):
    match = Match(seed)
    rng = random.Random(seed)
    while not match.deal.is_over:
        seat = match.to_act
        match.apply(choose(match.view(seat), rng), seat)
    return match


def test_an_asnas_pot_won_by_the_seat_you_play_is_yours_from_any_seat():
    for seed in range(40):
        match = finished_asnas_deal(seed)
        winners = match.deal.winners
        if len(winners) == 1 and winners[0] != 0:
            break
    else:
        pytest.fail("no single winner off seat 0 in 40 seeds")
    winner = winners[0]
    theirs = asnas_draw.outcome(ENGLISH, match.view(winner))
    assert re.match(r"(Showdown: )?[Yy]ou (win|take back)", theirs), theirs
    from_zero = asnas_draw.outcome(ENGLISH, match.view(0))
    assert seating.seat_name(ENGLISH, "asnas", winner, 0) in from_zero


@pytest.mark.parametrize("you", SEATS)
def test_the_asnas_score_sheet_starts_with_your_column(you):
    match = finished_asnas_deal(3)
    sheet = str(asnas_draw.score_sheet(ENGLISH, match.view(you), "#"))
    heads = re.findall(r'<th scope="col"><span class="swatch"[^>]*></span><span>([^<]*)</span>', sheet)
    assert heads == ["You", "East", "North", "West"]
    totals = re.findall(r'data-total="([^"]+)"', sheet)
    assert totals == [str(match.view(you).totals[seat]) for seat in seats_from(you)]


@pytest.mark.parametrize("you", SEATS)
def test_the_asnas_seat_box_of_the_seat_you_play_says_you(you):
    match = finished_asnas_deal(5)
    view = match.view(you).deal
    mine = str(asnas_draw.your_seat(ENGLISH, view, None, view.settlement))
    assert ">You<" in mine and f'data-seat="{you}"' in mine
    right = str(asnas_draw.seat(ENGLISH, view, next_seat(you), None, view.settlement))
    assert ">East<" in right
