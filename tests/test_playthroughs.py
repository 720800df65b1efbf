"""Golden playthroughs (docs/design.md, Tests): every AI move and every seat's view
of seeded matches, played again and compared line by line with the files in
tests/playthroughs/. A change to shuffling, the AI or a rule shows here as a
diff; when the change is meant, write the files anew
(`python -m tests.playthroughs.record`) and read the diff before committing."""
from __future__ import annotations

import difflib

import pytest

from tests.playthroughs import record

PLAYED = record.playthroughs()


@pytest.mark.parametrize("name", sorted(PLAYED))
def test_a_seeded_match_plays_exactly_as_its_golden_playthrough(name):
    golden = (record.FOLDER / name).read_text(encoding="utf-8")
    if PLAYED[name] != golden:
        diff = difflib.unified_diff(golden.splitlines(), PLAYED[name].splitlines(), "golden", "played", lineterm="", n=1)
        pytest.fail(f"{name} no longer plays as recorded:\n" + "\n".join(list(diff)[:40]))


def test_every_game_has_at_least_two_golden_playthroughs():
    for game in ("asnas", "tractor"):
        assert len([name for name in PLAYED if name.startswith(game + "-seed")]) >= 2
    assert sorted(PLAYED) == sorted(path.name for path in record.FOLDER.glob("*.txt"))
