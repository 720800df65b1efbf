"""The page: the only package that touches the DOM (through pyscript).

Modules without a `pyscript` import (`look`, `routes`, `games`) hold the
page's decisions as plain values so CPython tests can check them.
"""
