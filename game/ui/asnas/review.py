"""The review of a deal just played: your moves that Hard would have made otherwise
(`game.asnas.ai.review`), costliest first, each with what it cost and Hard's reason in
the hint's words."""
from __future__ import annotations

from game.i18n import Catalogue
from game.ui.asnas import why
from game.ui.markup import Markup, tag


def panel(words: Catalogue, costly) -> Markup:
    title = tag("h2", words.text("asnas.review.title"))
    if not costly:
        return tag("section", None, title, tag("p", words.text("asnas.review.none"), classes=["note"]),
                   classes=["review"], attrs={"data-review": 0})
    items = [tag("li", None,
                 tag("span", words.sentences(words.text(f"asnas.said_you.{move.played}", bet=move.bet),
                                             words.text("asnas.review.cost", points=words.decimal(move.cost))),
                     classes=["played"]),
                 tag("span", why.sentence(words, move.reason), classes=["note"]),
                 attrs={"data-played": move.played, "data-advised": move.advised, "data-cost": f"{move.cost:.3f}"})
             for move in costly]
    return tag("section", None, title, tag("p", words.text("asnas.review.intro"), classes=["note"]),
               tag("ol", None, *items, classes=["review-list"]), classes=["review"], attrs={"data-review": len(costly)})
