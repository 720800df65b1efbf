"""The score chart's markup and the AI pacing choices, outside the browser."""
import xml.dom.minidom
from fractions import Fraction

from game.ui.chart import totals_chart
from game.ui.services.pacing import parse_speed, pause


def test_chart_is_well_formed_svg_with_a_line_and_a_legend_title_per_player():
    svg = totals_chart([[Fraction(1), Fraction(7, 3)], [Fraction(-1), Fraction(-4, 3)], [Fraction(0)] * 2,
                        [Fraction(0), Fraction(-1)]], ["You", "East", "North", "West <&>"], 12, "Totals")
    document = xml.dom.minidom.parseString(svg)
    lines = document.getElementsByTagName("polyline")
    assert len(lines) == 4
    assert lines[3].getElementsByTagName("title")[0].firstChild.data == "West <&>"
    assert len({line.getAttribute("stroke-dasharray") for line in lines}) == 4, "dash tells lines apart, not only colour"


def test_chart_before_any_deal_has_lines_of_one_point():
    svg = totals_chart([[], [], [], []], ["a", "b", "c", "d"], 12, "Totals")
    xml.dom.minidom.parseString(svg)
    assert svg.count("<polyline") == 4


def test_speeds_pause_less_as_they_get_faster_and_instant_does_not_wait():
    assert pause("normal") > pause("fast") > pause("instant") == 0
    assert pause("normal", action_is_look=True) < pause("normal")


def test_speed_parameter_is_checked():
    assert parse_speed("FAST") == "fast"
    assert parse_speed("warp") is None
    assert parse_speed(None) is None
