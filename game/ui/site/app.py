"""The running site: which language, which picture settings, which view.

Everything that changes (language, sliders, route) goes through here, so the
page is always drawn from one state and persisted in one place.
"""
from __future__ import annotations

import importlib

from pyscript import document, window
from pyscript.ffi import create_proxy, is_none

from game import i18n
from game.ui.dom import by_id, listen, make, replace_children
from game.ui.motion import Motion
from game.ui.services import metrics, store
from game.ui.services.orders import parent_origin
from game.ui.services.pacing import DEFAULT_SPEED, SPEEDS, parse_speed
from game.ui.services.portal import Portal
from game.ui.services.sound import Sound
from game.ui.site import embedding, header, picture, views
from game.ui.site.games import GAME_IDS, game
from game.ui.site.look import Look
from game.ui.site.routes import LOBBY, Route, parse

STEP_KEYS = ("ArrowLeft", "ArrowRight", "Home", "End")
"""Keys handed to the view by name: a replay steps with them."""
QUOTE_LIMIT = 40  # characters of an address's value repeated in a notice


def quoted(value):
    """What a notice repeats of a value from the address (an unknown language,
    a bad seed): the start of it, so twenty thousand characters cannot widen
    or lengthen the page."""
    if isinstance(value, str) and len(value) > QUOTE_LIMIT:
        return value[:QUOTE_LIMIT - 1] + "…"
    return value


def shortcut(code: str, key: str) -> str:
    """The letter of a shortcut by the physical key (`KeyL` is L on any layout,
    Persian and Russian included), else the character typed, or a step key's name."""
    if code.startswith("Key") and len(code) == 4:
        return code[3].lower()
    return key if len(key) == 1 or key in STEP_KEYS else ""


def table_for(game_id: str, view: str = "table"):
    """A table's class (its guided deal's for the "learn" view; for "friends" and "join" the
    table as a friends' host or guest), its module (and the engine and AI with it) imported
    on first use."""
    info = game(game_id)
    module, name = info.lesson if view == "learn" else info.table
    table = getattr(importlib.import_module(module), name)
    if view not in ("friends", "join"):
        return table
    role = ("game.ui.friends.hosting", "Hosting") if view == "friends" else ("game.ui.friends.joining", "Joining")
    company = getattr(importlib.import_module(role[0]), role[1])
    return type(f"{role[1]}{name}", (company, table), {})


class App:
    def __init__(self) -> None:
        params = window.URLSearchParams.new(window.location.search)
        requested = params.get("lang")
        choice = i18n.choose_language(
            None if is_none(requested) else str(requested),
            store.read("lang"),
            [str(tag) for tag in window.navigator.languages],
        )
        # The words index.html guessed came with the game; any other choice reads English until its own come.
        self.words = i18n.load(choice.code if i18n.has_words(choice.code) else i18n.DEFAULT_LANGUAGE)
        self._language_later = choice.code if choice.code != self.words.code else None
        self.notices: list[tuple[str, dict]] = []
        self.notice_actions: dict = {}  # notice key -> (its button's words, data-action, what a click does)
        if choice.unknown_request is not None:
            self.notices.append(("notice.unknown_language", {"code": choice.unknown_request}))
        elif not is_none(requested):
            store.write("lang", choice.code)
        if choice.corrupt_saved:
            store.forget("lang")
            self.notices.append(("notice.corrupt_language", {}))
        if not store.available():
            self.notices.append(("notice.no_storage", {}))
        self.look = self._saved_look()
        self.route = parse(str(window.location.hash))
        self.embedded = self.param("embed") == "1"
        self.portal = Portal(self.embedded, parent_origin(self.param("parent")))
        self._open_requested_game()
        self.speed = self._first_speed()
        self.sound = Sound(self)
        self.motion = Motion(self)
        self.tables: dict = {}
        self.last_tables: dict = {}  # game: the route of the table this tab was last at (yours or friends')
        self.table = None  # the table on screen, if any
        self._fetching = None  # the friends' table's code on its way (`_friends_ready`)
        self._replay = None  # the replay on screen, kept while the language changes

    def _open_requested_game(self) -> None:
        """`?game=asnas` opens that table when the address names no view."""
        requested = self.param("game")
        if requested is None:
            return
        if requested not in GAME_IDS:
            self.notices.append(("notice.unknown_game", {"game": requested}))
        elif self.route == LOBBY and str(window.location.hash) in ("", "#", "#/"):
            self.route = Route("table", requested)
            window.history.replaceState(window.history.state, "", self.route.hash)

    # -- the address ------------------------------------------------------

    def param(self, name: str) -> str | None:
        value = window.URLSearchParams.new(window.location.search).get(name)
        return None if is_none(value) else str(value)

    def take_param(self, name: str) -> str | None:
        """Read a one-time parameter (a match seed) and drop it from the address,
        so a reload resumes the saved match instead of dealing it again."""
        value = self.param(name)
        if value is not None:
            url = window.URL.new(window.location.href)
            url.searchParams.delete(name)
            window.history.replaceState(window.history.state, "", url.href)
        return value

    def share_url(self, seed: int, rules=frozenset()) -> str:
        """A link to this match: its number, and its house rules if it has any."""
        url = window.URL.new(window.location.href)
        url.searchParams.set("seed", str(seed))
        url.searchParams.delete("rules")
        if rules:
            url.searchParams.set("rules", ",".join(sorted(rules)))
        return str(url.href)

    def _first_speed(self) -> str:
        requested = self.param("speed")
        if requested is not None:
            speed = parse_speed(requested)
            if speed is not None:
                return speed
            self.notices.append(("notice.bad_speed", {"speed": requested}))
        return store.read_choice("speed", SPEEDS, self.saved_choice_garbled) or DEFAULT_SPEED

    def saved_choice_garbled(self) -> None:
        """A saved choice (AI speed, chances, four colours) held garbage; it was dropped."""
        self.notify("notice.corrupt_choice")

    def set_speed(self, speed: str) -> None:
        if parse_speed(speed) is not None:
            self.speed = speed
            store.write("speed", speed)

    def notify(self, key: str, **values) -> None:
        if (key, values) in self.notices:
            return  # said once is enough
        self.notices.append((key, values))
        if by_id("notices") is not None and document.documentElement.getAttribute("data-ready") == "true":
            self.draw_notices()

    def withdraw(self, key: str) -> None:
        """A notice that no longer holds (the host is back) goes."""
        if any(notice[0] == key for notice in self.notices):
            self.notices = [notice for notice in self.notices if notice[0] != key]
            self.draw_notices()

    def offer(self, key: str, label: str, action: str, on_click, **values) -> None:
        """A notice with a button that does something (reload, start the linked match)."""
        self.notice_actions[key] = (label, action, on_click)
        self.notify(key, **values)

    def post(self, kind: str, data: dict) -> None:
        """Tell an embedding portal, and its SDK, what happened."""
        self.portal.post(kind, data)

    def _saved_look(self) -> Look:
        saved = store.read("look")
        if saved is None:
            return Look()
        try:
            return Look.from_json(saved)
        except ValueError:
            store.forget("look")
            self.notices.append(("notice.corrupt_settings", {}))
            return Look()

    # -- drawing ----------------------------------------------------------

    def start(self) -> None:
        self.draw()
        picture.apply(self.look)
        on_address = create_proxy(self._on_address)
        window.addEventListener("hashchange", on_address)
        window.addEventListener("popstate", on_address)
        window.addEventListener("storage", create_proxy(self._on_storage))
        window.addEventListener("focus", create_proxy(self._on_return))
        document.addEventListener("visibilitychange", create_proxy(self._on_return))
        document.addEventListener("keydown", create_proxy(self._on_key))
        window.addEventListener("cardavia:updated", create_proxy(
            lambda event: self.offer("notice.updated", "notice.reload", "reload", lambda: window.location.reload())))
        window.cardaviaMetrics = create_proxy(metrics.as_json)
        window.cardaviaPythonObjects = create_proxy(metrics.python_objects)
        root = document.documentElement
        if self.embedded:
            root.classList.add("embedded")
        embedding.connect(self)
        root.setAttribute("data-ready", "true")
        window.cardaviaProgress(100)
        self.post("ready", {"game": self.route.game, "lang": self.words.code})
        if self._language_later is not None:
            self.use_language(self._language_later, remember=False)

    def draw(self) -> None:
        document.documentElement.setAttribute("lang", self.words.code)
        document.documentElement.setAttribute("dir", "rtl" if self.words.code in i18n.RIGHT_TO_LEFT else "ltr")
        replace_children(by_id("site-header"), *header.build(
            self.words, self.look, self.set_language, self.slide, self.reset_look, self.sound.on, self.sound.toggle))
        by_id("skip-link").textContent = self.words.text("site.skip_to_content")
        replace_children(by_id("site-footer"), make("p", self.words.text("site.footer")))
        self.draw_notices()
        self.draw_view()
        embedding.draw_cover(self)

    def draw_view(self) -> None:
        if self.table is not None:
            self.table.unmount()
            self.table = None
        table = None
        if self.route.view == "stats":
            # on first use, like a table: the records import both engines' scoring
            stats = importlib.import_module("game.ui.site.stats")
            table = stats.build(self)
            self.draw_notices()  # stored records may have been garbage
        if self.route.view == "replay" and self.route.game in GAME_IDS:
            if self._replay is None or self._replay.route != self.route:
                self._replay = importlib.import_module("game.ui.site.replay").ReplayBoard(self, self.route)
            self.table = self._replay
        if self.route.view in ("friends", "join") and not self._friends_ready():
            table = views.loading(self.words)
        elif self.route.view in ("table", "learn", "friends", "join") and self.route.game in GAME_IDS:
            if self.route.view != "learn":  # the game's Table tab leads to this table from now on
                self.last_tables[self.route.game] = self.route
            key = (self.route.game, self.route.view, self.route.room)
            if key not in self.tables:
                self.tables[key] = table_for(self.route.game, self.route.view)(self)
            self.table = self.tables[key]
        if self.table is not None:
            table = self.table.mount(self.words)
            self.draw_notices()  # a saved match, or a replay's link, may not have replayed
        if self.table is None or self.route.view == "replay":
            self.portal.play(False)  # no deal in play on screen
        replace_children(by_id("view"), views.build(self.words, self.route, table, self.last_tables.get(self.route.game)))
        document.title = views.title(self.words, self.route)

    def _friends_ready(self) -> bool:
        """Whether the friends' table's code is here; if not, it is fetched and the view drawn
        again when it comes (`on_demand`)."""
        on_demand = importlib.import_module("game.ui.site.on_demand")
        if on_demand.has_friends():
            return True
        import asyncio  # here, not at the top: the page's start does not need it compiled
        if self._fetching is None or self._fetching.done():
            self._fetching = asyncio.ensure_future(self._fetch_friends(on_demand))
        return False

    async def _fetch_friends(self, on_demand) -> None:
        try:
            await on_demand.friends()
        except Exception as error:  # no network, or a page older than the site: said, the page goes on
            self.notify("friends.failed", reason=str(error)[:QUOTE_LIMIT])
            return
        if self.route.view in ("friends", "join"):
            self.draw_view()

    def _on_key(self, event) -> None:
        if self.table is None or self.portal.paused or event.ctrlKey or event.metaKey or event.altKey:
            return
        target = event.target
        tag = str(target.tagName).lower() if not is_none(target) else ""
        if tag in ("input", "select", "textarea") or target.isContentEditable:
            return
        key = shortcut(str(event.code), str(event.key))
        if key and self.table.on_key(key):
            event.preventDefault()

    def draw_notices(self) -> None:
        items = []
        for index, (key, values) in enumerate(self.notices):
            dismiss = make("button", "×", classes=["dismiss"], type="button",
                           attrs={"aria-label": self.words.text("notice.dismiss"), "data-action": "dismiss"})
            listen(dismiss, "click", self._dismiss_handler(index))
            actions = [dismiss]
            if key in self.notice_actions:
                label, action, on_click = self.notice_actions[key]
                act = make("button", self.words.text(label), classes=["button", "primary"], type="button",
                           attrs={"data-action": action})
                listen(act, "click", self._notice_action_handler(key, on_click))
                actions.insert(0, act)
            shown = {name: quoted(value) for name, value in values.items()}
            items.append(make("div", None, make("p", self.words.text(key, **shown)), *actions,
                              classes=["notice"], attrs={"data-notice": key.split(".")[-1]}))
        replace_children(by_id("notices"), *items)

    def _notice_action_handler(self, key: str, on_click):
        def act(event) -> None:
            self.notices = [notice for notice in self.notices if notice[0] != key]
            self.draw_notices()
            on_click()
        return act

    def _dismiss_handler(self, index: int):
        def dismiss(event) -> None:
            del self.notices[index]
            self.draw_notices()
        return dismiss

    # -- changes ----------------------------------------------------------

    def _on_address(self, event) -> None:
        """Back, Forward or a link: show the view and the language the address
        names (a query change, such as Back to `?lang=de`, fires no hashchange)."""
        requested = self.param("lang")
        route = parse(str(window.location.hash))
        if requested in i18n.LANGUAGES and requested != self.words.code:
            self.route = route
            self.use_language(requested)
        elif route == self.route:
            return
        else:
            self.route = route
            self._replay = None  # a replay opened again starts from its deal's first move
            self.draw_view()
        window.scrollTo(0, 0)
        by_id("view").focus()

    def in_use(self) -> bool:
        """Whether the player is looking at this tab now."""
        return str(document.visibilityState) == "visible" and bool(document.hasFocus())

    def _on_return(self, event) -> None:
        if self.table is not None and str(document.visibilityState) == "visible":
            self.table.resume()

    def _on_storage(self, event) -> None:
        """Another tab of this site saved something; a table whose match it is
        decides whether that is news."""
        key = None if is_none(event.key) else str(event.key)
        value = None if is_none(event.newValue) else str(event.newValue)
        for table in self.tables.values():
            if key == store.PREFIX + table.save_key:
                table.saved_elsewhere(value)

    def set_language(self, code: str) -> None:
        if code not in i18n.LANGUAGES or code == self.words.code:
            return
        self._drop_lang_parameter()
        self.use_language(code)
        by_id("language-menu").focus()

    def use_language(self, code: str, remember: bool = True) -> None:
        """Draw the page in `code` and remember it; a notice that the
        address named an unknown language no longer applies. Words this
        visit has not fetched yet are fetched first."""
        if not i18n.has_words(code):
            import asyncio  # here, as for the friends' table: the page's start does not need it
            asyncio.ensure_future(self._words_then(code, remember))
            return
        self.words = i18n.load(code)
        if remember:
            store.write("lang", code)
        self.notices = [n for n in self.notices if n[0] != "notice.unknown_language"]
        self.draw()

    async def _words_then(self, code: str, remember: bool) -> None:
        try:
            await importlib.import_module("game.ui.site.on_demand").words(code)
        except Exception as error:  # no network and never cached: said, the page stays as it is
            self.notify("notice.words_failed", language=i18n.NAMES[code], reason=str(error)[:QUOTE_LIMIT])
            self.draw()  # the language menu back on the language shown
            return
        self.use_language(code, remember)

    def _drop_lang_parameter(self) -> None:
        """A `?lang=` left in the address would undo the player's choice on reload."""
        url = window.URL.new(window.location.href)
        if url.searchParams.has("lang"):
            url.searchParams.delete("lang")
            window.history.replaceState(window.history.state, "", url.href)

    def slide(self, name: str, value: int, final: bool) -> None:
        self.look = self.look.with_value(name, value)
        picture.apply(self.look)
        if final:
            store.write("look", self.look.to_json())

    def reset_look(self) -> None:
        self.look = Look()
        store.write("look", self.look.to_json())
        picture.apply(self.look)
        self.draw()
        by_id("site-header").querySelector("[data-action=reset-picture]").focus()
