"""Serve the site as static files on http://127.0.0.1:8000/ (or the given port).

Python's built-in server does not know every type the page needs (`.mjs`,
`.wasm`, `.toml`), and browsers refuse module scripts served as
`application/octet-stream`, so the types are set here. Like GitHub Pages,
it sends text and WebAssembly gzipped to browsers that accept it, so the
benchmark's byte counts and throttled timings are those of a real host. The
e2e tests and the benchmark start the same server in-process.
"""
from __future__ import annotations

import argparse
import email.utils
import functools
import gzip
import http.server
import io
import os
import sys
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
    ".gz": "application/gzip",  # sent as it is, as GitHub Pages does: the page inflates it
    ".toml": "text/plain; charset=utf-8",
    ".py": "text/plain; charset=utf-8",
    ".svg": "image/svg+xml",
    ".png": "image/png",
    ".webmanifest": "application/manifest+json",
}


COMPRESSED = {".html", ".js", ".mjs", ".css", ".json", ".wasm", ".toml", ".py", ".svg", ".webmanifest"}


@functools.lru_cache(maxsize=256)
def gzipped(path: str, mtime: float, size: int) -> bytes:
    """Compressed once per file version (the key carries mtime and size)."""
    return gzip.compress(Path(path).read_bytes(), compresslevel=6, mtime=0)


class SiteHandler(http.server.SimpleHTTPRequestHandler):
    extensions_map = {**http.server.SimpleHTTPRequestHandler.extensions_map, **TYPES}
    # Keep-alive, as every real host offers: a page's dozen requests should
    # not each pay for a new connection (every response has a length).
    protocol_version = "HTTP/1.1"

    def send_head(self):
        path = self.translate_path(self.path)
        if os.path.isdir(path) and self.path.split("?")[0].endswith("/"):
            path = os.path.join(path, "index.html")  # the folder's page, compressed like any page
        if (Path(path).suffix not in COMPRESSED or not os.path.isfile(path)
                or "gzip" not in self.headers.get("Accept-Encoding", "")):
            return super().send_head()
        stat = os.stat(path)
        since = self.headers.get("If-Modified-Since")
        if since and "If-None-Match" not in self.headers:
            try:
                if int(stat.st_mtime) <= email.utils.parsedate_to_datetime(since).timestamp():
                    self.send_response(http.HTTPStatus.NOT_MODIFIED)
                    self.end_headers()
                    return None
            except (TypeError, ValueError, IndexError, OverflowError):
                pass
        body = gzipped(path, stat.st_mtime, stat.st_size)
        self.send_response(http.HTTPStatus.OK)
        self.send_header("Content-Type", self.guess_type(path))
        self.send_header("Content-Encoding", "gzip")
        self.send_header("Vary", "Accept-Encoding")
        self.send_header("Content-Length", str(len(body)))
        self.send_header("Last-Modified", self.date_time_string(stat.st_mtime))
        self.end_headers()
        return io.BytesIO(body)

    def copyfile(self, source, outputfile) -> None:
        """Counts what goes over the wire, for the benchmark."""
        before = source.tell() if hasattr(source, "tell") else 0
        super().copyfile(source, outputfile)
        sent = source.tell() - before if hasattr(source, "tell") else 0
        with self.server.count_lock:
            self.server.sent[self.path.split("?")[0]] = self.server.sent.get(self.path.split("?")[0], 0) + sent

    def log_message(self, format: str, *args) -> None:  # noqa: A002 - stdlib name
        if self.server.quiet:
            return
        super().log_message(format, *args)


class SiteServer(http.server.ThreadingHTTPServer):
    def handle_error(self, request, client_address) -> None:
        """A browser that closes a connection mid-download (a test ending, a
        page left) is no error of the site's."""
        if isinstance(sys.exc_info()[1], ConnectionError):
            return
        super().handle_error(request, client_address)


def make_server(host: str = "127.0.0.1", port: int = 8000, quiet: bool = False, root: Path = ROOT):
    handler = functools.partial(SiteHandler, directory=str(root))
    server = SiteServer((host, port), handler)
    server.quiet = quiet
    server.sent = {}  # path -> bytes of body sent, for the benchmark
    server.count_lock = threading.Lock()
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
