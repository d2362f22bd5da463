#!/bin/sh
# Re-records docs/screenshots/ProfileWindowSnapshotTests/*.png (what `make screenshots` runs):
# the real app window in each state (loading, error, editing, validation, saving, save-error),
# the Keyboard Shortcuts window and the About dialog, driven by ProfileWindowSnapshotTests with
# real clicks and keys, and the window as a server's client (offline with a username waiting to
# be sent; the conflict question, which libadwaita 1.2 shows in a window of its own). These PNGs are the snapshot references `make test` compares the window
# with, and the README's and the metainfo's screenshots: one run makes both.
# Look at every PNG after re-recording, then commit them.
set -eu
cd "$(dirname "$0")/.."
PATH="$PATH:/opt/swift/usr/bin"
out="$PWD/docs/screenshots/ProfileWindowSnapshotTests"
# The window is the app's (App/), built in the Makefile's shared build folder (with a fresh
# build plan: the cached one may be another package's).
pm="--package-path App --scratch-path ${SCRATCH:-.build} --disable-build-manifest-caching"
swift build $pm --build-tests
run() {
  env "$@" GTK_A11Y=test NO_AT_BRIDGE=1 GSETTINGS_BACKEND=memory \
    xvfb-run -a -s "-screen 0 1280x1024x24" \
    swift test $pm --skip-build --filter ProfileAppTests.ProfileWindowSnapshotTests
}
# A recording run fails by design (every snapshot says "recorded"); the second must pass.
run VSM_RECORD_SNAPSHOTS=1 >/dev/null 2>&1 || true
run VSM_RECORD_SNAPSHOTS=0
for name in loading error posts-loading editing validation saving save-error posts-error posts-empty shortcuts about \
  offline conflict conflict-question; do
  test -s "$out/$name.png" || { echo "screenshots: $out/$name.png was not written" >&2; exit 1; }
done
ls -l "$out"
