#!/bin/sh
# Regenerates docs/screenshots/*.png (what `make screenshots` runs): the real app
# window in each state (loading, error, editing, validation, saving, save-error)
# plus the Keyboard Shortcuts window and the About dialog,
# rendered under Xvfb with GTK's own snapshot API by ScreenshotTests, which drives
# the real controllers with a scripted repository so every state is held exactly.
# Look at the PNGs after regenerating them.
set -eu
cd "$(dirname "$0")/.."
PATH="$PATH:/opt/swift/usr/bin"
out="$PWD/docs/screenshots"
mkdir -p "$out"
swift build --build-tests
# Fixed theme and fonts settings: in-memory GSettings, no accessibility bus.
VSM_SCREENSHOTS_DIR="$out" GSETTINGS_BACKEND=memory GTK_A11Y=none NO_AT_BRIDGE=1 \
  GTK_THEME=Adwaita \
  xvfb-run -a -s "-screen 0 1280x1024x24" \
  swift test --skip-build --filter ProfileAppTests.ScreenshotTests
for name in loading error editing validation saving save-error shortcuts about; do
  test -s "$out/$name.png" || { echo "screenshots: $out/$name.png was not written" >&2; exit 1; }
done
ls -l "$out"
