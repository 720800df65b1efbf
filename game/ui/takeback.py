"""Take-back: your last move of this deal, and the AI moves made since, undone.

The engine rebuilds the earlier position by replaying the match's seed and
the moves before it (``match.taken_back``), never by undoing moves one by
one, so the position is exactly the one you left: your hand, the trick or
the bets, and whose turn it is. The AI players, seeded by the match and the
moves so far, answer the same move the same way again. A match with a
take-back counts in your records as practice.
"""
from game.ui.controls import button_markup
from game.ui.markup import tag
from game.ui.services.record_book import mark_practice


def beside_your_moves(moves, table):
    """`moves` (your row of moves, as markup) with the Take back button after
    it, on the same line where there is room. It is not one of your moves, so
    it sits outside their row; it is enabled while you have a move of this
    deal to take back, the AI players' turns included. A press of it reaches
    `take_back` through the table's one click listener. A table without take-backs (a
    friends' table) has the row alone."""
    if not table.TAKE_BACK:
        return moves
    undo = button_markup(table.words.text("play.undo"), "undo", enabled=table.match.can_take_back(table.you))
    return tag("div", None, moves, tag("div", None, undo, classes=["undo-row"]), classes=["move-row"])


def take_back(table) -> None:
    """Put `table` back where it was before your last move of this deal; the AI players stop meanwhile."""
    earlier = table.match.taken_back(table.you) if table.TAKE_BACK else None
    if earlier is None:
        return
    table.match = earlier
    mark_practice(table)
    table._fresh_deal(prefix=table.words.text("play.taken_back"))
