"""The page's Python entry point: PyScript runs this file once the runtime and
the game files are in place."""
from game.ui.services import metrics

metrics.watch_imports()

from game.ui.site.app import App  # noqa: E402 - after the import watch, so the whole site's imports are seen

App().start()
