#!/bin/sh
# A Chromium for the e2e tests: the one tools/chromium.py finds (the system
# one), else Debian's package when we are root, else Playwright's own download.
# Then the fonts the tests' screenshots need: a fresh Debian has none for
# Chinese, whose text would be drawn as empty boxes (Persian is covered by
# DejaVu, which comes with Chromium's package).
set -e
python=${1:-python3}
debian_root() { [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; }
cd "$(dirname "$0")/.."
# tools/chromium.py is the one place that says which Chromium is used
if found=$("$python" -m tools.chromium); then
  echo "Chromium: $found"
elif debian_root; then
  echo "Installing Debian's chromium package"
  DEBIAN_FRONTEND=noninteractive apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
else
  echo "Installing Playwright's Chromium"
  "$python" -m playwright install chromium
fi
if debian_root && ! { command -v fc-list >/dev/null 2>&1 && fc-list :lang=zh | grep -q .; }; then
  echo "Installing a Chinese font (fonts-wqy-microhei)"
  DEBIAN_FRONTEND=noninteractive apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq fonts-wqy-microhei >/dev/null
fi
