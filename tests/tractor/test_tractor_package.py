"""House rules for the engine package: pure stdlib Python 3.11, the public API, the bench."""
import ast
import sys
from pathlib import Path

import game.tractor
from game.tractor import bench

PACKAGE = Path(game.tractor.__file__).parent
PUBLIC = [
    "FULL_PACK", "Trump", "classify_lead", "is_legal_follow", "trick_winner", "card_points",
    "kitty_bonus", "deal_outcome", "declaration_strength", "TractorDeal", "TractorMatch",
    "IllegalAction", "Declare", "Pass", "Bury", "Play", "LegalPlays", "DealView", "DealResult",
]


def modules():
    return sorted(PACKAGE.glob("*.py"))


def test_tractor_engine_imports_only_the_standard_library_and_itself():
    for path in modules():
        tree = ast.parse(path.read_text(encoding="utf-8"), filename=str(path), feature_version=(3, 11))
        for node in ast.walk(tree):
            if isinstance(node, ast.Import):
                names = [alias.name for alias in node.names]
            elif isinstance(node, ast.ImportFrom):
                if node.level:
                    continue
                names = [node.module]
            else:
                continue
            for name in names:
                top = name.split(".")[0]
                assert top in sys.stdlib_module_names or name.startswith("game.tractor"), (path.name, name)
                assert top not in ("pyscript", "js") and not name.startswith("game.ui"), (path.name, name)


def test_tractor_public_api_is_importable_from_the_package():
    for name in PUBLIC:
        assert hasattr(game.tractor, name), name
        assert name in game.tractor.__all__, name
    assert issubclass(game.tractor.IllegalAction, ValueError)


def test_tractor_every_module_says_why_it_exists():
    for path in modules():
        tree = ast.parse(path.read_text(encoding="utf-8"))
        assert ast.get_docstring(tree), path.name


def test_tractor_bench_prints_deals_per_second(capsys):
    bench.main(["--deals", "2", "--seed", "3"])
    assert "random-legal deals per second" in capsys.readouterr().out
