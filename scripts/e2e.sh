#!/bin/sh
# End-to-end test (what `make e2e` runs after building the binary): the real
# vsm-profile-gtk under Xvfb, driven over AT-SPI from Debian's python3-pyatspi, on a
# private session bus (dbus-run-session) that also hosts the accessibility bus.
# VSM_PROFILE_BINARY=/usr/bin/vsm-profile-gtk tests an installed package instead.
set -eu
cd "$(dirname "$0")/.."
# Accessibility must be on for this test (make test turns it off).
unset GTK_A11Y NO_AT_BRIDGE
exec dbus-run-session -- \
  xvfb-run -a -s "-screen 0 1280x1024x24" \
  /usr/bin/python3 Tests/EndToEnd/test_app.py "$@"
