"""The review of a Tractor deal at its end: your plays Hard would have made otherwise
(`game.tractor.ai.review`), costliest first, each with what it cost and Hard's reason in the
hint's words. Each play is weighed like a Hard decision, so the deal's plays are weighed one
at a time between the page's frames, and the panel says so until they are done."""
from __future__ import annotations

import asyncio
import time

from game.i18n import Catalogue
from game.tractor import ai
from game.tractor.ai.review import costliest, priced_play, your_plays
from game.ui.markup import Markup, tag
from game.ui.seeded import tractor_hint_rng
from game.ui.services import deal_costs, metrics
from game.ui.tractor import why
from game.ui.tractor.cards import short_list
from game.ui.tractor.draw import namer


def hard_play(seen, seed, moves: int):
    """Hard's move for you in `seen` (your match view) after `moves` moves of the deal, as the hint gives it."""
    return ai.choose(seen, tractor_hint_rng(seed, moves), level=ai.BEST_LEVEL)


class DealReview:
    """The review of the table's deal just played: `plays` is None while it is being weighed."""

    def __init__(self) -> None:
        self.key = None
        self.plays = None

    def markup(self, table) -> Markup:
        key = (table.match.seed, table.match.deal_number)
        if key != self.key:
            self.key, self.plays = key, None
            asyncio.ensure_future(self._weigh(table, key))
        return panel(table.words, self.plays, table.you)

    async def _weigh(self, table, key) -> None:
        found = []
        for seen, played, moves in your_plays(table.match, table.you):
            await asyncio.sleep(0)  # a frame between two plays: the page answers meanwhile
            if self.key != key or (table.match.seed, table.match.deal_number) != key:
                return  # the table moved on: a next deal, another match
            started = time.perf_counter()
            costly = priced_play(seen, played, hard_play(seen, key[0], moves))
            metrics.record("tractor-review", (time.perf_counter() - started) * 1000)
            if costly is not None:
                found.append(costly)
        if self.key == key and (table.match.seed, table.match.deal_number) == key:
            self.plays = costliest(found)
            deal_costs.note("tractor", *key, sum(play.cost for play in found))
            table.render()


def panel(words: Catalogue, plays, you: int) -> Markup:
    title = tag("h2", words.text("tractor.review.title"))
    if plays is None:
        return tag("section", None, title, tag("p", words.text("tractor.review.weighing"), classes=["note"]),
                   classes=["review"], attrs={"data-review": "weighing"})
    if not plays:
        return tag("section", None, title, tag("p", words.text("tractor.review.none"), classes=["note"]),
                   classes=["review"], attrs={"data-review": 0})
    items = [tag("li", None,
                 tag("span", words.text("tractor.review.played", trick=words.number(play.trick),
                                        cards=short_list(words, play.played),
                                        points=words.decimal(play.cost)), classes=["played"]),
                 tag("span", why.sentence(words, play.reason, namer(you)), classes=["note"]),
                 attrs={"data-trick": play.trick, "data-played": " ".join(play.played),
                        "data-advised": " ".join(play.advised), "data-cost": f"{play.cost:.3f}"})
             for play in plays]
    return tag("section", None, title, tag("p", words.text("tractor.review.intro"), classes=["note"]),
               tag("ol", None, *items, classes=["review-list"]), classes=["review"], attrs={"data-review": len(plays)})
