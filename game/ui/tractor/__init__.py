"""The Tractor table: its layout, its drawing, its cards and its sentences."""
