"""The page's Python entry point: PyScript runs this file once the runtime and
the game files are in place."""
from game.ui.services import metrics

metrics.watch_imports()

from game.ui.portals import youtube  # noqa: E402
from game.ui.site.app import App  # noqa: E402 - after the import watch, so the whole site's imports are seen

if youtube.wanted():  # a Playable: its cloud save is read before the page reads anything kept
    import asyncio

    asyncio.ensure_future(youtube.before_the_page(lambda: App().start()))
else:
    App().start()
