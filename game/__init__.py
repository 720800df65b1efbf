"""Cardavia: card games whose rules and interface are Python, run in the browser.

The engines (`game.asnas`, `game.tractor`) are pure Python; only `game.ui`
touches the page.
"""
