"""Trick winners (docs/rules.md 3 and Decided): same shape only, earlier wins ties, ruffs and over-ruffs."""
from game.tractor import Trick, Trump, trick_winner

HEARTS = Trump("2", "H")


def winner(*plays, trump=HEARTS):
    return trick_winner([play.split() for play in plays], trump)


def test_tractor_highest_card_of_the_led_suit_wins():
    assert winner("9S", "KS", "3S", "QS") == 1


def test_tractor_of_two_identical_cards_the_earlier_wins():
    assert winner("KS", "AS", "AS", "3S") == 1


def test_tractor_of_two_off_suit_level_cards_the_earlier_wins():
    assert winner("3H", "2S", "2D", "2C") == 1


def test_tractor_a_card_of_another_plain_suit_never_wins():
    assert winner("3S", "AC", "AD", "4S") == 3


def test_tractor_a_trump_ruffs_a_plain_lead():
    assert winner("AS", "3H", "KS", "QS") == 1


def test_tractor_a_higher_trump_over_ruffs():
    assert winner("AS", "3H", "2C", "4H") == 2
    assert winner("AS", "3H", "2C", "RJ") == 3


def test_tractor_an_equal_trump_does_not_over_ruff():
    assert winner("AS", "2C", "2D", "3S") == 1


def test_tractor_a_plain_card_cannot_beat_a_ruff():
    assert winner("9S", "3H", "AS", "KS") == 1


def test_tractor_trump_lead_is_won_by_the_highest_trump():
    assert winner("AH", "2S", "BJ", "2H") == 2
    assert winner("3H", "AS", "KC", "4H") == 3


def test_tractor_a_higher_pair_of_the_led_suit_wins():
    assert winner("9S 9S", "KS KS", "AS 3S", "QS QS") == 1


def test_tractor_two_unmatched_high_cards_cannot_beat_a_pair():
    assert winner("3S 3S", "AS KS", "RJ BJ", "4S 5S") == 0


def test_tractor_a_trump_pair_ruffs_a_pair_and_a_higher_one_over_ruffs():
    assert winner("AS AS", "3H 3H", "4H 4H", "KC QC") == 2
    assert winner("AS AS", "3H 3H", "2C 2C", "BJ BJ") == 3


def test_tractor_a_higher_but_mis_shaped_trump_play_cannot_win():
    assert winner("3S 3S", "RJ BJ", "4H 4H", "5C 6C") == 2
    assert winner("3S 3S", "RJ BJ", "AS 7S", "5C 6C") == 0


def test_tractor_a_play_mixing_suits_cannot_win():
    assert winner("3S 3S", "RJ AS", "4S 5S", "5C 6C") == 0


def test_tractor_loose_pairs_cannot_beat_a_tractor():
    assert winner("4S 4S 3S 3S", "AS AS QS QS", "RJ RJ 9H 9H", "5C 6C 7C 8C") == 0


def test_tractor_a_higher_tractor_of_the_led_suit_wins():
    assert winner("4S 4S 3S 3S", "KS KS QS QS", "6S 6S 5S 5S", "5C 6C 7C 8C") == 1


def test_tractor_a_trump_tractor_ruffs_a_tractor_and_the_higher_over_ruffs():
    assert winner("AS AS KS KS", "4H 4H 3H 3H", "5C 6C 7C 8C", "RJ RJ BJ BJ") == 3
    assert winner("AS AS KS KS", "RJ RJ BJ BJ", "2H 2H 2C 2C", "AH AH KH KH") == 1


def test_tractor_a_shorter_tractor_with_fill_cannot_beat_a_longer_one():
    assert winner("4S 4S 3S 3S 5S 5S", "AS AS KS KS 7C 8C", "9S 9S 8S 8S 7S 7S", "4C 5C 6C 7C 8C 9C") == 2


def test_tractor_junction_tractors_compare_by_their_top_pair():
    assert winner("AH AH KH KH", "2C 2C AH AH", "BJ BJ 2H 2H", "2S 2S AH AH") == 2


def test_tractor_no_trump_has_no_ruff_but_jokers_and_level_cards():
    trump = Trump("2", None)
    assert winner("AS", "AH", "3S", "2D", trump=trump) == 3
    assert winner("AS", "AH", "3S", "KS", trump=trump) == 0


def test_tractor_a_finished_trick_records_its_winner_and_points():
    trick = Trick.settle([(3, ("5S",)), (0, ("KS",)), (1, ("TS",)), (2, ("3H",))], HEARTS)
    assert trick.leader == 3
    assert trick.winner == 2
    assert trick.points == 25
    assert trick.cards_per_play == 1
    assert trick.play_of(0) == ("KS",)
