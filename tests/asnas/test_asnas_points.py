"""Decided: points are exact and shown readably, never with float noise."""
from fractions import Fraction

import pytest

from game.asnas import format_points


@pytest.mark.parametrize(
    "points, text",
    [
        (Fraction(7, 3), "2⅓"),
        (Fraction(1, 3), "⅓"),
        (Fraction(-5, 3), "-1⅔"),
        (Fraction(3, 2), "1½"),
        (Fraction(-3, 4), "-¾"),
        (Fraction(12), "12"),
        (Fraction(0), "0"),
        (-4, "-4"),
        (Fraction(29, 12), "2.42"),
        (Fraction(-1, 12), "-0.08"),
    ],
)
def test_points_are_written_as_whole_numbers_and_simple_fractions(points, text):
    assert format_points(points) == text


def test_gains_can_carry_a_plus_sign():
    assert format_points(Fraction(1, 3), plus=True) == "+⅓"
    assert format_points(0, plus=True) == "0"
