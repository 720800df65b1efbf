"""Tractor's card maths: pure functions of cards, a trump and a level.

Nothing here knows whose turn it is or what phase a deal is in; the deal's
state machine (one folder up) and the AI players both build on these.
"""
