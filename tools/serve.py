"""Serve the site as static files on http://127.0.0.1:8000/ (or the given port).

Python's built-in server does not know every type the page needs (`.mjs`,
`.wasm`, `.toml`), and browsers refuse module scripts served as
`application/octet-stream`, so the types are set here. The e2e tests start
the same server in-process.
"""
from __future__ import annotations

import argparse
import functools
import http.server
import threading
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent

TYPES = {
    ".html": "text/html; charset=utf-8",
    ".js": "text/javascript; charset=utf-8",
    ".mjs": "text/javascript; charset=utf-8",
    ".css": "text/css; charset=utf-8",
    ".json": "application/json",
    ".wasm": "application/wasm",
    ".zip": "application/zip",
    ".toml": "text/plain; charset=utf-8",
    ".py": "text/plain; charset=utf-8",
    ".svg": "image/svg+xml",
    ".png": "image/png",
    ".webmanifest": "application/manifest+json",
}


class SiteHandler(http.server.SimpleHTTPRequestHandler):
    extensions_map = {**http.server.SimpleHTTPRequestHandler.extensions_map, **TYPES}

    def log_message(self, format: str, *args) -> None:  # noqa: A002 - stdlib name
        if self.server.quiet:
            return
        super().log_message(format, *args)


def make_server(host: str = "127.0.0.1", port: int = 8000, quiet: bool = False, root: Path = ROOT):
    handler = functools.partial(SiteHandler, directory=str(root))
    server = http.server.ThreadingHTTPServer((host, port), handler)
    server.quiet = quiet
    return server


def serve_in_background(host: str = "127.0.0.1", port: int = 0, root: Path = ROOT):
    """Start a quiet server on a free port; returns (server, base_url)."""
    server = make_server(host, port, quiet=True, root=root)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return server, f"http://{host}:{server.server_address[1]}/"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--port", type=int, default=8000)
    parser.add_argument("--host", default="127.0.0.1")
    args = parser.parse_args()
    server = make_server(args.host, args.port)
    print(f"Cardavia is served at http://{args.host}:{args.port}/  (Ctrl+C stops it)", flush=True)
    try:
        server.serve_forever()
    except KeyboardInterrupt:
        pass


if __name__ == "__main__":
    main()
