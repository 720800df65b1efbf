#!/bin/sh
# A Chromium for the e2e tests: the system one where present (Debian's
# package, installed here when we are root), else Playwright's own download.
set -e
python=${1:-python3}
for candidate in "$CARDAVIA_CHROMIUM" /usr/bin/chromium /usr/bin/chromium-browser; do
  if [ -n "$candidate" ] && [ -x "$candidate" ]; then
    echo "Chromium: $candidate"
    exit 0
  fi
done
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
  echo "Installing Debian's chromium package"
  DEBIAN_FRONTEND=noninteractive apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
  exit 0
fi
echo "Installing Playwright's Chromium"
"$python" -m playwright install chromium
