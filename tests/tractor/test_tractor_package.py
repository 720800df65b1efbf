"""The Tractor package's public API, and its bench."""
import game.tractor
from bench import tractor_engine as bench

PUBLIC = [
    "FULL_PACK", "Trump", "classify_lead", "is_legal_follow", "trick_winner", "card_points",
    "kitty_bonus", "deal_outcome", "declaration_strength", "TractorDeal", "TractorMatch",
    "IllegalAction", "Declare", "Pass", "Bury", "Play", "LegalPlays", "DealView", "DealResult",
]


def test_tractor_public_api_is_importable_from_the_package():
    for name in PUBLIC:
        assert hasattr(game.tractor, name), name
        assert name in game.tractor.__all__, name
    assert issubclass(game.tractor.IllegalAction, ValueError)


def test_tractor_bench_prints_deals_per_second(capsys):
    bench.main(["--deals", "2", "--seed", "3"])
    assert "random-legal deals per second" in capsys.readouterr().out
