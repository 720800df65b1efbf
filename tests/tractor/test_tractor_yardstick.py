"""The frozen yardsticks unpack once, however many of a bench's workers ask
for them at the same moment on a fresh checkout."""
from multiprocessing import get_context

from bench.yardstick import COMMIT, Frozen


def _unpack_in_a_worker(home: str) -> str:
    from pathlib import Path
    frozen = Frozen(COMMIT, "yardstick_game", home=Path(home))
    frozen._unpack()
    return frozen.module("tractor.deal").__file__


def test_workers_that_unpack_a_yardstick_at_once_all_find_it_whole(tmp_path):
    home = tmp_path / "yardstick" / COMMIT[:12]
    with get_context("spawn").Pool(4) as pool:
        openings = pool.map(_unpack_in_a_worker, [str(home)] * 8)
    assert openings == [str(home / "yardstick_game" / "tractor" / "deal.py")] * 8
    assert sorted(path.name for path in home.parent.iterdir()) == [home.name]  # no worker's part left behind
