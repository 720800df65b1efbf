"""The As-Nas table: its layout, its drawing and its sentences."""
