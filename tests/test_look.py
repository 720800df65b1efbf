"""The picture settings: 50 % is neutral, the ends are strong, saved values are checked."""
import pytest

from game.ui.site.look import Look


def test_defaults_are_fifty_percent_and_neutral():
    look = Look()
    assert (look.contrast, look.grain, look.temperature) == (50, 50, 50)
    assert look.css_filter() == "none"  # no filter at all to pay for on every frame
    assert look.warmth_matrix() == "1 0 0 0 0  0 1 0 0 0  0 0 1 0 0  0 0 0 1 0"


def test_each_filter_applies_only_away_from_neutral():
    assert Look(temperature=80).css_filter() == "url(#warmth)"
    assert Look(contrast=70).css_filter() == "contrast(1.20)"
    assert Look(contrast=100, temperature=20).css_filter() == "contrast(1.50) url(#warmth)"
    assert Look(grain=0).css_filter() == "none"  # the grain is a layer of its own, not a filter


def test_contrast_runs_from_half_to_one_and_a_half():
    assert Look(contrast=0).contrast_factor() == 0.5
    assert Look(contrast=100).contrast_factor() == 1.5


def test_warm_lifts_red_and_lowers_blue_cool_the_reverse():
    def gains(look):
        rows = [row.split() for row in look.warmth_matrix().split("  ")]
        return float(rows[0][0]), float(rows[2][2])
    red, blue = gains(Look(temperature=100))
    assert red > 1 > blue
    red, blue = gains(Look(temperature=0))
    assert red < 1 < blue


def test_grain_is_light_by_default_none_at_zero_heavy_at_full():
    assert Look(grain=0).grain_opacity() == 0
    assert 0 < Look().grain_opacity() < 0.1
    assert Look(grain=100).grain_opacity() == 0.3


def test_settings_round_trip_through_json():
    look = Look(contrast=80, grain=10, temperature=25)
    assert Look.from_json(look.to_json()) == look


@pytest.mark.parametrize("saved", [
    "{", "null", "[]", '{"contrast": 50}', '{"contrast": 150, "grain": 50, "temperature": 50}',
    '{"contrast": "50", "grain": 50, "temperature": 50}', '{"contrast": true, "grain": 50, "temperature": 50}',
    '{"contrast": 50, "grain": 50, "temperature": 50, "x": 1}',
])
def test_corrupt_saved_settings_are_rejected(saved):
    with pytest.raises(ValueError):
        Look.from_json(saved)


def test_unknown_setting_is_rejected():
    with pytest.raises(ValueError):
        Look().with_value("brightness", 20)
