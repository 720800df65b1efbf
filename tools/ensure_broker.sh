#!/bin/sh
# An MQTT broker for the friends' table tests: Debian's mosquitto, which the
# tests start themselves on loopback with a websockets listener (e2e/broker.py).
# Players never need it: their tabs meet through public brokers or a copied
# offer; the tests use a real broker of their own, never a fake network.
# Installed with apt as root, or through sudo where it asks no password (CI
# runners); anywhere else it says what to install.
set -e
if command -v mosquitto >/dev/null 2>&1 || [ -x /usr/sbin/mosquitto ]; then
  echo "mosquitto: $(command -v mosquitto || echo /usr/sbin/mosquitto)"
  exit 0
fi
if [ "$(id -u)" = "0" ]; then
  as_root=""
elif command -v sudo >/dev/null 2>&1 && sudo -n true 2>/dev/null; then
  as_root="sudo -n"
else
  echo "The friends' table tests need mosquitto (an MQTT broker with websockets): install it (Debian: apt-get install mosquitto)." >&2
  exit 1
fi
if ! command -v apt-get >/dev/null 2>&1; then
  echo "The friends' table tests need mosquitto (an MQTT broker with websockets): install it with this system's packages." >&2
  exit 1
fi
echo "Installing the mosquitto package"
$as_root env DEBIAN_FRONTEND=noninteractive apt-get update -qq
$as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq mosquitto >/dev/null
