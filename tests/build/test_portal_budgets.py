"""What the portals refuse a game for, and this site can meet: no file of
30 MiB or more, at most 1,500 files, under 250 MiB in all, and file names of
letters, digits and `_-.` only (YouTube Playables; CrazyGames). The figures
they only ask for, and the first visit's bytes, are printed by the benches
(`bench.budgets`, `bench.page`)."""
from bench.budgets import FILE_COUNT, FILE_MUST, NAME, ROOT, TOTAL_MUST, site_files


def test_the_site_stays_inside_the_limits_a_portal_refuses_a_game_for():
    files = site_files()
    names = [path.relative_to(ROOT).as_posix() for path in files]
    assert "static/app/game.tar.gz" in names and "static/vendor/pyodide/pyodide.asm.wasm" in names
    assert len(files) <= FILE_COUNT
    assert sum(path.stat().st_size for path in files) < TOTAL_MUST
    assert [name for name, path in zip(names, files) if path.stat().st_size >= FILE_MUST] == []
    assert [name for name in names if not all(NAME.fullmatch(part) for part in name.split("/"))] == []
