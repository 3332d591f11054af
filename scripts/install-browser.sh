#!/bin/sh
# Installs Debian's Chromium and a CJK font for the Playwright browser tests.
# Playwright never downloads a browser here: the tests launch /usr/bin/chromium.
set -u
CHROMIUM=${CHROMIUM:-/usr/bin/chromium}
if [ -x "$CHROMIUM" ] && fc-list 2>/dev/null | grep -qi "wenquanyi"; then
    exit 0
fi
if [ "$(id -u)" != 0 ] || ! command -v apt-get >/dev/null 2>&1; then
    echo "install-browser: cannot install chromium (needs root and apt-get); browser tests will be skipped."
    exit 0
fi
echo "install-browser: installing chromium and fonts-wqy-zenhei with apt-get..."
if ! { apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium fonts-wqy-zenhei; } >/tmp/install-browser.log 2>&1; then
    echo "install-browser: apt-get failed (see /tmp/install-browser.log); browser tests will be skipped."
fi
exit 0
