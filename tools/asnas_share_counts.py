"""Write `game/asnas/share_counts.py`: `python -m tools.asnas_share_counts`

The exact showdown counts of every As-Nas hand (game/asnas/odds.py), counted
here once instead of in every player's browser, where counting them took a
third of a second of the first As-Nas table. The tests count them again and
compare, so the file cannot drift from the rules.
"""
from __future__ import annotations

from pathlib import Path

from game.asnas.odds import SHAPES, count_share_numerators

TARGET = Path(__file__).resolve().parent.parent / "game" / "asnas" / "share_counts.py"

HEADER = '''"""How many twelfths of a pot each As-Nas hand wins over all 756,756 ways the
unseen cards can lie, against 1, 2 and 3 opponents, one row a hand in the
order of `odds.SHAPES` (weakest first). Written by
`python -m tools.asnas_share_counts` from `odds.count_share_numerators`; the
tests count them again.
"""

SHARE_COUNTS = (
'''


def text() -> str:
    rows = "".join(f"    {count_share_numerators(shape)!r},  # {shape}\n" for shape in SHAPES)
    return HEADER + rows + ")\n"


def main() -> None:
    TARGET.write_text(text(), encoding="utf-8")
    print(f"{TARGET.relative_to(TARGET.parents[2])}: {len(SHAPES)} hands")


if __name__ == "__main__":
    main()
