"""A real MQTT broker on loopback for the friends' table tests: Debian's
mosquitto, started by the tests with a websockets listener the pages reach
at ``ws://127.0.0.1:<port>``, and stopped when they end.

Mosquitto 2.0.11 will not start with a websockets listener alone ("Unable to
start any listening sockets"), so a plain MQTT listener on another loopback
port stands beside it; nothing uses that one.
"""
from __future__ import annotations

import select
import shutil
import socket
import subprocess
import tempfile
import threading
import time
from pathlib import Path

START_SECONDS = 10


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


def mosquitto() -> str:
    found = shutil.which("mosquitto") or ("/usr/sbin/mosquitto" if Path("/usr/sbin/mosquitto").exists() else None)
    if found is None:
        raise RuntimeError("mosquitto is not installed: `make test` installs it (tools/ensure_broker.sh)")
    return found


class Broker:
    """``with Broker() as url:`` a running broker's websockets address."""

    def __init__(self) -> None:
        self.port = free_port()
        self.folder = Path(tempfile.mkdtemp(prefix="cardavia-broker-"))
        self.process: subprocess.Popen | None = None

    def __enter__(self) -> str:
        config = self.folder / "mosquitto.conf"
        config.write_text(f"listener {free_port()} 127.0.0.1\n"
                          f"listener {self.port} 127.0.0.1\nprotocol websockets\n"
                          "allow_anonymous true\npersistence false\n", encoding="utf-8")
        self.process = subprocess.Popen([mosquitto(), "-c", str(config)], stdout=subprocess.PIPE,
                                        stderr=subprocess.STDOUT, text=True)
        said = self._until_running()
        with socket.socket() as probe:
            if probe.connect_ex(("127.0.0.1", self.port)) != 0:
                self.__exit__(None, None, None)
                raise RuntimeError(f"mosquitto said it runs but nothing listens on {self.port}: {said[-2000:]}")
        return f"ws://127.0.0.1:{self.port}"

    def _until_running(self) -> str:
        """Mosquitto's log up to its "running" line, read as it comes (no fixed wait): it prints
        that line once every listener is open, or stops with the reason."""
        said = []
        deadline = time.monotonic() + START_SECONDS
        while True:
            left = deadline - time.monotonic()
            ready, _, _ = select.select([self.process.stdout], [], [], max(left, 0))
            line = self.process.stdout.readline() if ready else ""
            said.append(line)
            if " running" in line:
                threading.Thread(target=self.process.stdout.read, daemon=True).start()  # drain the rest
                return "".join(said)
            if not ready or (not line and self.process.poll() is not None):
                self.__exit__(None, None, None)
                raise RuntimeError(f"mosquitto did not start within {START_SECONDS} s: {''.join(said)[-2000:]}")

    def __exit__(self, *exc) -> None:
        if self.process is not None and self.process.poll() is None:
            self.process.terminate()
            try:
                self.process.wait(timeout=5)
            except subprocess.TimeoutExpired:
                self.process.kill()
                self.process.wait()
        shutil.rmtree(self.folder, ignore_errors=True)
