"""The picture settings: contrast, grain and colour temperature.

Each is a percentage where 50 is the neutral default. They become CSS values
here, as plain strings, so the mapping is tested in CPython and the DOM code
only copies them onto the page.
"""
from __future__ import annotations

import json
from dataclasses import asdict, dataclass, fields

from game.ui.services.stored import parse_json

NEUTRAL = 50


def _percent(name: str, value: object) -> int:
    if isinstance(value, bool) or not isinstance(value, (int, float)):
        raise ValueError(f"{name} must be a number, not {value!r}")
    if not 0 <= value <= 100:
        raise ValueError(f"{name} must be between 0 and 100, not {value!r}")
    return round(value)


@dataclass(frozen=True)
class Look:
    contrast: int = NEUTRAL
    grain: int = NEUTRAL
    temperature: int = NEUTRAL

    def __post_init__(self) -> None:
        for field in fields(self):
            object.__setattr__(self, field.name, _percent(field.name, getattr(self, field.name)))

    def with_value(self, name: str, value: object) -> "Look":
        if name not in {field.name for field in fields(self)}:
            raise ValueError(f"unknown picture setting {name!r}")
        return Look(**{**asdict(self), name: value})

    # -- what the page applies ------------------------------------------

    def contrast_factor(self) -> float:
        """0 % halves the contrast, 100 % adds half again; 50 % leaves it."""
        return 0.5 + self.contrast / 100

    def css_filter(self) -> str:
        """The surface's CSS filter: contrast as a CSS function, the tint as the
        #warmth SVG filter, each only away from neutral, and "none" at the
        defaults. Any filter on the whole surface, even the identity
        contrast(1), makes every frame blend the surface again: in software
        raster that doubled the wait from a click to the next frame."""
        parts = []
        if self.contrast != NEUTRAL:
            parts.append(f"contrast({self.contrast_factor():.2f})")
        if self.temperature != NEUTRAL:
            parts.append("url(#warmth)")
        return " ".join(parts) or "none"

    def warmth_matrix(self) -> str:
        """An feColorMatrix that lifts red and lowers blue when warm, and the
        reverse when cool; the identity at 50 % so text stays untouched."""
        t = (self.temperature - NEUTRAL) / NEUTRAL
        rows = (
            (1 + 0.10 * t, 0, 0, 0, 0.035 * t),
            (0, 1 + 0.015 * t, 0, 0, 0.005 * t),
            (0, 0, 1 - 0.14 * t, 0, -0.035 * t),
            (0, 0, 0, 1, 0),
        )
        return "  ".join(" ".join(_number(x) for x in row) for row in rows)

    def grain_opacity(self) -> float:
        """Grows with the square of the slider, so the default grain is a
        light texture (7.5 %) and 100 % is heavy film noise (30 %)."""
        return round(0.3 * (self.grain / 100) ** 2, 4)

    # -- persistence ----------------------------------------------------

    def to_json(self) -> str:
        return json.dumps(asdict(self), sort_keys=True)

    @classmethod
    def from_json(cls, text: str) -> "Look":
        """Raises ValueError for anything but the three settings in range."""
        if not isinstance(text, str):
            raise ValueError("picture settings are not text")
        data = parse_json(text, max_chars=200)
        names = {field.name for field in fields(cls)}
        if not isinstance(data, dict) or set(data) != names:
            raise ValueError(f"picture settings must have exactly {sorted(names)}")
        return cls(**data)


def _number(value: float) -> str:
    text = f"{value:.4f}".rstrip("0").rstrip(".")
    return "0" if text in ("-0", "") else text
