#!/bin/sh
# An MQTT broker for the friends' table tests: Debian's mosquitto, which the
# tests start themselves on loopback with a websockets listener (e2e/broker.py).
# Players never need it: their tabs meet through public brokers or a copied
# offer; the tests use a real broker of their own, never a fake network.
set -e
if command -v mosquitto >/dev/null 2>&1 || [ -x /usr/sbin/mosquitto ]; then
  echo "mosquitto: $(command -v mosquitto || echo /usr/sbin/mosquitto)"
elif [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
  echo "Installing Debian's mosquitto package"
  DEBIAN_FRONTEND=noninteractive apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq mosquitto >/dev/null
else
  echo "The friends' table tests need mosquitto (an MQTT broker with websockets): install it, or run as root on Debian." >&2
  exit 1
fi
