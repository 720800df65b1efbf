"""What every table and page uses from the browser, below the tables and the
site shell: storage (`store`, `stored`), your records (`records`,
`record_book`), sound, the pace of play, the AI level kept per game, and the
page's own counters (`metrics`). Nothing here imports a table or the shell.
"""
