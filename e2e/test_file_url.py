"""Opened from disk, the page explains how to serve it instead of spinning."""
from __future__ import annotations

from pathlib import Path

from playwright.sync_api import expect

INDEX = Path(__file__).resolve().parent.parent / "index.html"


def test_page_opened_from_a_file_says_how_to_serve_it(page):
    page.goto(INDEX.as_uri())
    message = page.locator("#boot-file")
    expect(message).to_be_visible()
    expect(message).to_contain_text("make serve")
    expect(message).to_contain_text("http://127.0.0.1:8000/")
    expect(page.locator("#boot-progress")).to_be_hidden()
