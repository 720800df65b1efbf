"""The solved strategy table that Hard plays (and Normal and Easy lean on):
it covers every betting history the rules allow, with the moves the engine
allows there, its probabilities sum to one for every hand, it is small, and
every level always answers with a legal move seen from its own seat only."""
import gzip
import json
import random

import pytest

from game.asnas import Deal
from game.asnas.ai import LEVELS, choose, solved
from game.asnas.odds import SHAPES
from tools.asnas_strategy import LETTERS, betting_tree


@pytest.fixture(scope="module")
def document():
    return json.loads(solved.TABLE.read_text(encoding="utf-8"))


def test_the_table_holds_every_betting_history_with_the_moves_the_engine_allows(document):
    decisions = [node for node in betting_tree() if node.actor is not None]
    assert [history for history, _moves in document["histories"]] == [node.history for node in decisions]
    for node, (_history, moves) in zip(decisions, document["histories"]):
        assert moves == "".join(LETTERS[move] for move in node.moves), node.history


def test_every_bucket_at_every_decision_has_probabilities_that_sum_to_one_or_is_left_to_reckoning(document):
    steps = document["steps"]
    buckets = max(document["buckets"]) + 1
    assert len(document["buckets"]) == len(SHAPES) and sorted(set(document["buckets"])) == list(range(buckets))
    assert document["buckets"] == sorted(document["buckets"])  # neighbouring strengths share a bucket
    thin = {}
    for history, (moves, table, _steps) in solved.histories().items():
        assert len(table) == buckets * len(moves), history
        for bucket in range(buckets):
            shares = table[bucket * len(moves):(bucket + 1) * len(moves)]
            assert sum(shares) in (steps, 0) and all(share <= steps for share in shares), (history, bucket)
            thin[len(history)] = thin.get(len(history), 0) + (sum(shares) == 0)
    # the reckoning fills in only long raise wars: the first orbit of every deal is fully trained
    assert sum(thin.get(moves, 0) for moves in range(4)) == 0


def test_shares_that_do_not_match_the_histories_are_refused(document):
    blob = solved.SHARES.read_bytes()
    with pytest.raises(ValueError):
        solved._decoded(document["histories"], blob[:-1], max(document["buckets"]) + 1, document["steps"])


def test_the_table_is_at_most_150_kb_gzipped():
    assert len(gzip.compress(solved.TABLE.read_bytes() + solved.SHARES.read_bytes())) <= 150_000


@pytest.mark.parametrize("level", LEVELS)
def test_every_level_always_chooses_a_legal_move(level):
    rng = random.Random(level)
    for number in range(300):
        deal = Deal.shuffled(number % 4, rng)
        while not deal.is_over:
            view = deal.view(deal.to_act)
            move = choose(view, rng, level=level)
            assert move in view.legal_actions
            deal.apply(move)


@pytest.mark.parametrize("level", LEVELS)
def test_no_level_sees_another_seats_hand(level):
    first = Deal(0, ["As As As As Shah".split(), "Couli Couli Shah Bibi Sarbaz".split(),
                     "Shah Shah Bibi Bibi Bibi".split(), "Sarbaz Sarbaz Sarbaz Couli Couli".split()])
    second = Deal(0, ["As As As Shah Shah".split(), "Couli Couli Shah Bibi Sarbaz".split(),
                      "As Shah Bibi Bibi Sarbaz".split(), "Bibi Sarbaz Sarbaz Couli Couli".split()])
    for deal in (first, second):
        deal.apply("look")
    for seed in range(40):
        assert choose(first.view(1), random.Random(seed), level=level) == \
            choose(second.view(1), random.Random(seed), level=level)


def test_the_solved_strategy_folds_a_hopeless_hand_and_never_folds_a_sure_winner():
    deal = Deal(1, ["As As As As Shah".split(), "Couli Couli Shah Bibi Sarbaz".split(),
                    "Shah Shah Bibi Bibi Bibi".split(), "Sarbaz Sarbaz Sarbaz Couli Couli".split()])
    for move in ("raise", "raise", "raise", "look"):
        deal.apply(move)
    assert deal.to_act == 1 and deal.highest_bet == 4
    assert solved.mixture(deal.view(1))["fold"] > 0.95  # high card against a bet of 4 from three players
    deal = Deal(0, deal.hands)
    for move in ("raise", "raise", "raise", "look"):
        deal.apply(move)
    assert solved.mixture(deal.view(0)).get("fold", 0) == 0  # four As cannot lose
