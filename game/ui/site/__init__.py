"""The site around the tables: start-up, header, routes, lobby, picture
settings, notices and what the page keeps in storage."""
