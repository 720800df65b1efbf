"""Hard prices a trick's points by the outcome steps they may cross."""
from game.tractor.ai.stakes import Stakes


def late(taken):
    """Late in a deal: the attackers have ``taken`` points and 20 are still out."""
    return Stakes(taken=taken, expected_more=5.0, spread=5.0)


def test_ten_points_that_carry_the_attackers_over_80_are_worth_more_than_ten_points_far_from_a_step():
    assert late(70).worth(10) > 2 * late(95).worth(10)


def test_points_are_worth_about_their_face_value_early_in_the_deal():
    early = Stakes(taken=0, expected_more=80.0, spread=3.5 * 200 ** 0.5)
    assert 7.0 < early.worth(10) < 13.0


def test_no_points_are_worth_nothing():
    assert late(70).worth(0) == 0.0
