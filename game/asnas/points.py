"""Writing exact scores for people: 2⅓ rather than 2.3333333333333335."""
from fractions import Fraction

_VULGAR = {
    Fraction(1, 2): "½", Fraction(1, 3): "⅓", Fraction(2, 3): "⅔",
    Fraction(1, 4): "¼", Fraction(3, 4): "¾", Fraction(1, 6): "⅙",
    Fraction(5, 6): "⅚", Fraction(1, 8): "⅛", Fraction(3, 8): "⅜",
    Fraction(5, 8): "⅝", Fraction(7, 8): "⅞",
}


def format_points(value, plus=False):
    """``7/3`` -> ``"2⅓"``, ``-5/3`` -> ``"-1⅔"``; other fractions (like 5/12) as ``"2.42"``.

    Pots split two, three or four ways, so single deals always get a glyph;
    only sums over many deals can need the two-decimal fallback.
    ``plus=True`` writes gains as ``"+2⅓"`` for settlement columns.
    """
    value = Fraction(value)
    sign = "-" if value < 0 else ("+" if plus and value > 0 else "")
    whole, part = divmod(abs(value), 1)
    if part == 0:
        return f"{sign}{whole}"
    if part in _VULGAR:
        return f"{sign}{whole or ''}{_VULGAR[part]}"
    hundredths = round(abs(value) * 100)
    return f"{sign}{hundredths // 100}.{hundredths % 100:02d}"
