"""The views a route can show: the lobby, a game's table, its full rules,
your records, and a plain page for addresses that lead nowhere."""
from __future__ import annotations

from game.i18n import Catalogue
from game.ui.dom import make
from game.ui.site.games import GameInfo, game
from game.ui.site.lobby import Node
from game.ui.site.lobby import lobby as lobby_tree
from game.ui.site.routes import LOBBY, STATS, Route


def title(words: Catalogue, route: Route) -> str:
    if route.view == "lobby":
        return words.text("site.document_title")
    if route.view == "missing":
        return words.text("site.view_title", view=words.text("not_found.title"))
    if route.view == "stats":
        return words.text("site.view_title", view=words.text("stats.heading"))
    name = words.text(f"games.{route.game}.name")
    view = words.text({"table": "nav.table", "learn": "nav.learn", "friends": "friends.host",
                       "join": "friends.join_title", "replay": "replay.title"}.get(route.view, "nav.rules"))
    return words.text("site.view_title", view=f"{name} · {view}")


def build(words: Catalogue, route: Route, table_element=None, table_route: Route | None = None):
    """`table_element` is the game's live table, for a table or learn route (your records, for theirs);
    `table_route` is where the game's Table tab leads: the table this tab was last at, yours or a
    friends' one (a friend reading the rules mid-match goes back to their seat), else the game's own."""
    if route.view == "lobby":
        return lobby(words)
    if route.view == "missing":
        return missing(words)
    if route.view == "stats":
        back = make("a", words.text("nav.lobby"), classes=["back-link"], href=LOBBY.hash)
        return make("div", None, make("div", None, back, classes=["game-bar"]), table_element,
                    classes=["game-view"])
    info = game(route.game)
    table_route = table_route or Route("table", info.id)
    body = rules(words, info, table_route) if route.view == "rules" else table_element
    return make("div", None, game_nav(words, info, route, table_route), body, classes=["game-view"])


def lobby(words: Catalogue):
    return drawn(lobby_tree(words))


def drawn(tree: Node):
    """A `lobby.Node` as page elements."""
    element = make(tree.tag, tree.text or None, *(drawn(child) for child in tree.children))
    for name, value in tree.attrs:
        element.setAttribute(name, value)
    return element


def game_nav(words: Catalogue, info: GameInfo, route: Route, table_route: Route):
    name = words.text(f"games.{info.id}.name")
    back = make("a", words.text("nav.lobby"), classes=["back-link"], href=LOBBY.hash)
    tabs = make("nav", classes=["tabs"], attrs={"aria-label": words.text("nav.game_views", game=name)})
    shown = "table" if route.view in ("friends", "join") else route.view
    for view, key in (("table", "nav.table"), ("learn", "nav.learn"), ("rules", "nav.rules")):
        to = table_route if view == "table" else Route(view, info.id)
        tab = make("a", words.text(key), href=to.hash, attrs={"data-tab": view})
        if shown == view:
            tab.setAttribute("aria-current", "page")
        tabs.append(tab)
    tabs.append(make("a", words.text("nav.records"), href=STATS.hash, attrs={"data-tab": "stats"}))
    # On the table the game's name is the page's heading; the rules have their own.
    title = make("h1" if route.view in ("table", "learn", "friends", "join") else "p", name, classes=["game-name"])
    return make("div", None, back, title, tabs, classes=["game-bar"])


def rules(words: Catalogue, info: GameInfo, table_route: Route):
    key = f"games.{info.id}"
    name = words.text(f"{key}.name")
    sections = make("ol", classes=["rule-sections"])
    for index, section in enumerate(words.get(f"{key}.sections")):
        sections.append(make(
            "li", None,
            make("h2", section["title"], id=f"rule-{index + 1}"),
            make("p", section["text"]),
        ))
    rulings = make("ul", classes=["rulings"])
    for ruling in words.get(f"{key}.rulings"):
        rulings.append(make("li", ruling))
    return make(
        "article", None,
        make("h1", words.text("rules.heading", game=name)),
        make("p", words.text(f"{key}.summary"), classes=["summary"]),
        make("p", words.text(f"{key}.blurb"), classes=["blurb"]),
        sections,
        make("section", None, make("h2", words.text("rules.rulings")),
             make("p", words.text("rules.rulings_intro")), rulings, classes=["rulings-box"]),
        make("p", None, make("a", words.text("rules.to_table"), classes=["button", "primary"],
                             href=table_route.hash)),
        classes=["rules"], attrs={"data-view": "rules", "data-game": info.id},
    )


def missing(words: Catalogue):
    return make(
        "section", None,
        make("h1", words.text("not_found.title")),
        make("p", words.text("not_found.body")),
        make("a", words.text("not_found.to_lobby"), classes=["button", "primary"], href=LOBBY.hash),
        classes=["not-found"], attrs={"data-view": "missing"},
    )


def loading(words: Catalogue):
    """A friends' table while its code is fetched (the first time a room is opened)."""
    return make("section", None, make("p", words.text("friends.connecting"), classes=["friends-state"],
                                      attrs={"role": "status", "aria-live": "polite"}),
                classes=["friends-panel"], attrs={"data-state": "loading"})
