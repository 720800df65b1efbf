"""Play with friends: a table for two to four people, the host's tab the
referee and the AI in every empty or dropped seat.

The pure parts are here and run in CPython too: what a message between tabs
may be (`messages`), who sits where (`seats`), how the host judges a guest's
message (`referee`) and the check that the deals were fair (`fairness`). The
connection itself is the vendored trystero library, loaded only when a room
is opened.
"""
