#!/bin/sh
# End-to-end test (what `make e2e` runs after building the binary): the real
# vsm-profile-gtk under Xvfb, driven over AT-SPI from Debian's python3-pyatspi, on a
# private session bus (dbus-run-session) that also hosts the accessibility bus.
# VSM_PROFILE_BINARY=/usr/bin/vsm-profile-gtk tests an installed package instead.
set -eu
cd "$(dirname "$0")/.."
# Accessibility must be on for this test (make test turns it off).
unset GTK_A11Y NO_AT_BRIDGE
# Both suites by default: the app on its own store (test_app), and as the server's client
# across the network lab (test_server_mode: root, the built server). Arguments name tests
# instead (test_app.EndToEndTest.test_…).
[ $# -gt 0 ] || set -- test_app test_server_mode
exec dbus-run-session -- \
  xvfb-run -a -s "-screen 0 1280x1024x24" \
  env PYTHONPATH=Tests/EndToEnd /usr/bin/python3 -m unittest -v "$@"
