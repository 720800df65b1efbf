"""The running-totals line chart as SVG markup.

Built as text because pyscript.web makes HTML elements, not SVG ones; only
numbers and escaped labels go in, so the markup is safe to insert.
"""
from __future__ import annotations

from fractions import Fraction
from html import escape
from typing import Callable, Sequence

# Colour and dash both tell the lines apart, so colour is never the only signal.
STYLES = (
    ("#f2c14e", ""),
    ("#e4572e", "7 4"),
    ("#76c7f0", "2 4"),
    ("#b8e986", "10 4 2 4"),
)
MARKERS = ("circle", "square", "diamond", "triangle")


def totals_chart(series: Sequence[Sequence[Fraction]], names: Sequence[str], deals: int,
                 label: str, width: int = 360, height: int = 200, figure: Callable[[str], str] = str) -> str:
    """`series[p][k]` is player p's total after deal k+1 (shorter while the match runs);
    `figure` writes an axis label in the page's language (its digits, its signs)."""
    pad_left, pad_right, pad_top, pad_bottom = 34, 10, 10, 24
    values = [Fraction(0)] + [value for line in series for value in line]
    low, high = min(values), max(values)
    if high - low < 4:
        middle = (high + low) / 2
        low, high = middle - 2, middle + 2
    inner_w = width - pad_left - pad_right
    inner_h = height - pad_top - pad_bottom

    def x(deal: int) -> float:
        return pad_left + inner_w * deal / deals

    def y(value: Fraction) -> float:
        return pad_top + inner_h * float((high - value) / (high - low))

    parts = [
        f'<svg class="chart" viewBox="0 0 {width} {height}" role="img" aria-label="{escape(label)}" '
        f'xmlns="http://www.w3.org/2000/svg">',
        f'<line x1="{pad_left}" y1="{y(Fraction(0)):.1f}" x2="{width - pad_right}" y2="{y(Fraction(0)):.1f}" '
        'class="chart-zero"/>',
    ]
    for value in _ticks(low, high):
        parts.append(f'<text x="{pad_left - 6}" y="{y(value) + 4:.1f}" text-anchor="end" class="chart-tick">'
                     f'{escape(figure(str(value)))}</text>')
    for deal in range(0, deals + 1, 3):
        parts.append(f'<text x="{x(deal):.1f}" y="{height - 6}" text-anchor="middle" class="chart-tick">'
                     f'{escape(figure(str(deal)))}</text>')
    for index, line in enumerate(series):
        colour, dash = STYLES[index % len(STYLES)]
        points = [(x(0), y(Fraction(0)))] + [(x(k + 1), y(value)) for k, value in enumerate(line)]
        path = " ".join(f"{px:.1f},{py:.1f}" for px, py in points)
        dash_attr = f' stroke-dasharray="{dash}"' if dash else ""
        parts.append(f'<polyline points="{path}" fill="none" stroke="{colour}" stroke-width="2.5"{dash_attr}>'
                     f'<title>{escape(names[index])}</title></polyline>')
        if len(points) > 1:
            parts.append(_marker(MARKERS[index % len(MARKERS)], *points[-1], colour))
    parts.append("</svg>")
    return "".join(parts)


def _ticks(low: Fraction, high: Fraction) -> list[int]:
    step = max(1, round(float(high - low) / 4))
    first = int(low // step) * step
    return [value for value in range(first, int(high) + 1, step) if low <= value <= high]


def _marker(shape: str, cx: float, cy: float, colour: str) -> str:
    if shape == "circle":
        return f'<circle cx="{cx:.1f}" cy="{cy:.1f}" r="4" fill="{colour}"/>'
    if shape == "square":
        return f'<rect x="{cx - 4:.1f}" y="{cy - 4:.1f}" width="8" height="8" fill="{colour}"/>'
    if shape == "diamond":
        return f'<path d="M{cx:.1f} {cy - 5:.1f} L{cx + 5:.1f} {cy:.1f} L{cx:.1f} {cy + 5:.1f} L{cx - 5:.1f} {cy:.1f} Z" fill="{colour}"/>'
    return f'<path d="M{cx:.1f} {cy - 5:.1f} L{cx + 5:.1f} {cy + 4:.1f} L{cx - 5:.1f} {cy + 4:.1f} Z" fill="{colour}"/>'
