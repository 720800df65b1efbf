"""The tables' markup escapes every text and attribute it is given, so a
translation or a saved value can never become HTML in the page."""
from game.ui.markup import Markup, join, tag


def test_text_and_attribute_values_are_escaped():
    html = tag("span", '<img src=x onerror="alert(1)">', classes=['a"b'], attrs={"aria-label": "Q & <K>"})
    assert html == ('<span class="a&quot;b" aria-label="Q &amp; &lt;K&gt;">'
                    '&lt;img src=x onerror=&quot;alert(1)&quot;&gt;</span>')


def test_markup_children_go_in_as_they_are_and_other_children_as_text():
    inner = tag("kbd", "N")
    html = tag("button", "Next", inner, " <b>", attrs={"disabled": None, "data-action": "next"})
    assert html == '<button data-action="next">Next<kbd>N</kbd> &lt;b&gt;</button>'
    assert isinstance(join([inner, "&"]), Markup) and join([inner, "&"]) == "<kbd>N</kbd>&amp;"


def test_void_elements_have_no_closing_tag():
    assert tag("img", attrs={"src": "./a.svg", "alt": ""}) == '<img src="./a.svg" alt="">'
