"""The page's Python entry point: PyScript runs this file once the runtime and
the game files are in place."""
from game.ui.site.app import App

App().start()
