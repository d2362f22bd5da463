#!/bin/bash
# Builds this checkout and runs its test suite inside a fresh Debian root (what
# `make test-trixie` runs, for Debian 13: GTK 4.18, libadwaita 1.7, GLib 2.84).
# Needs root (debootstrap, chroot, mount) and access to a Debian mirror.
#
#  1. bootstrap: debootstrap --variant=minbase SUITE, once (cached as
#     .chroot/SUITE-minbase.tar), unpacked anew on every run;
#  2. mounts:    the checkout at /src (read-write: the build goes to .build-SUITE),
#     the Swift toolchain at /opt/swift and the local Swift package mirror at
#     /opt/swift-packages read-only, with the host's git configuration that points
#     SwiftPM at it;
#  3. deps:      `make deps-test` inside: the project's own list of Debian packages
#     and test locales, nothing installed by hand. The root with them installed is
#     cached as .chroot/SUITE-test-KEY.tar, KEY a digest of the Makefile that lists them,
#     so a second run unpacks it instead (`--prepare` stops there: CI prepares the root
#     in the background while it builds on the host);
#  4. build:     make pkgconfig-check (pkgconfig/debian-13 is what this root's pkg-config
#     files give), then make build-tests (the library, the app and the Notes example); any warning from our sources
#     fails the run
#     (deprecations of the newer GTK and libadwaita included);
#  5. test:      `make test` with that build folder: every XCTest suite, headless and
#     under Xvfb (not the translation check: it reads only text, the host runs it). TEST_FILTER=REGEX runs only matching suites
#     (swift test --filter), for a shorter run; VSM_RECORD_SNAPSHOTS=1 re-records the
#     window snapshots of this release (docs/screenshots/debian-13 for trixie).
# Every mount is undone on exit; each phase's time is printed.
#
# Usage: sudo scripts/test-in-root.sh [--prepare] [SUITE]    (default trixie)
# Environment: DEB_SMOKE_MIRROR, DEB_SMOKE_REBOOTSTRAP=1 as for deb-smoke.sh; TEST_FILTER; TEST_PACKAGES;
# SKIP_XCTEST=1 builds and runs only the end-to-end cases (to look into one of them).
set -euo pipefail

project=$(cd "$(dirname "$0")/.." && pwd -P)
# shellcheck source=scripts/debian-root.sh
. "$project/scripts/debian-root.sh"
prepare_only=0
if [ "${1:-}" = --prepare ]; then prepare_only=1; shift; fi
suite=${1:-trixie}
scratch=.build-$suite
# The library and the app, what ships and what an app builds on, and the Notes example, whose
# code for libadwaita 1.4 and newer (the split view, the dialogs) compiles and runs only here.
# The tools are plain Swift, which the same toolchain builds the same way on either release;
# the benchmarks are checked on the host (Debian 12) only, to keep CI within its time.
packages=${TEST_PACKAGES:-library app notes}
toolchain=${SWIFT_TOOLCHAIN:-/opt/swift}
[ -x "$toolchain/usr/bin/swift" ] || { echo "test-in-root: no Swift toolchain at $toolchain (set SWIFT_TOOLCHAIN)" >&2; exit 1; }

droot_init "$suite" test
trap droot_cleanup EXIT
trap 'exit 130' INT TERM

provisioned="$droot_cache/$suite-test-$(sha256sum "$project/Makefile" | cut -c1-12).tar"
if [ -f "$provisioned" ]; then
    droot_unpack "$provisioned"
else
    droot_bootstrap
    droot_unpack
fi

begin "mounts, apt sources, make"
droot_mount
droot_bind "$project" /src
droot_bind "$toolchain" /opt/swift ro
# The Swift packages, where this machine keeps a local mirror of them (git's insteadOf).
if [ -d /opt/swift-packages ]; then droot_bind /opt/swift-packages /opt/swift-packages ro; fi
if [ -f /etc/gitconfig ]; then cp /etc/gitconfig "$droot_rootfs/etc/gitconfig"; fi
in_root apt-get -q update
in_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -q -o Dpkg::Use-Pty=0 --no-install-recommends make < /dev/null
end

# in_project [--isolated] CMD...: CMD in the checkout inside the root; --isolated in a
# network namespace of its own (in_root_isolated), for the suites, which start Xvfb.
in_project() {
    local run=in_root
    if [ "$1" = --isolated ]; then run=in_root_isolated; shift; fi
    $run env PATH=/usr/sbin:/usr/bin:/sbin:/bin:/opt/swift/usr/bin DEBIAN_FRONTEND=noninteractive \
        ${VSM_RECORD_SNAPSHOTS:+VSM_RECORD_SNAPSHOTS=$VSM_RECORD_SNAPSHOTS} sh -c 'cd /src && exec "$@"' sh "$@"
}

begin "make deps-test (the project's own list)"
in_project make --no-print-directory deps-test < /dev/null
end
if [ ! -f "$provisioned" ]; then
    rm -f "$droot_cache/$suite"-test-*.tar   # saved for an older Makefile
    droot_save "$provisioned"
fi
[ $prepare_only = 1 ] && exit 0

begin "make pkgconfig-check (this release's trimmed pkg-config files)"
in_project make --no-print-directory pkgconfig-check < /dev/null
end

begin "make build-tests ($packages)"
log="$droot_rootfs/tmp/build.log"
# The build's own status, read before anything else runs: under pipefail a `|| true` after the
# pipeline would replace PIPESTATUS with its own, and a failed build would pass.
set +e
in_project make --no-print-directory build-tests SCRATCH="$scratch" PACKAGES="$packages" 2>&1 | tee "$log" | grep -E '^(Build complete|error:)|error:'
build_status=${PIPESTATUS[0]}
set -e
[ "$build_status" -eq 0 ] || { tail -n 40 "$log" >&2; echo "test-in-root: the build failed on $suite" >&2; exit 1; }
# Our sources and the bindings generated from this release's GIR (the build folder's
# plugins/outputs); not the packages we depend on (checkouts), which are not ours to fix.
# SwiftPM's own warnings (no file name) are not counted: the app's libsecret-1.pc brings
# its "prohibited flag(s): -pthread".
warnings=$(grep -E '^/src/.*: warning:' "$log" | grep -v "^/src/$scratch/checkouts/" | sort -u || true)
if [ -n "$warnings" ]; then
    echo "$warnings" >&2
    echo "test-in-root: $(echo "$warnings" | wc -l) warning(s) in our code on $suite; the bar is zero" >&2
    exit 1
fi
echo "   no warning in our code"
end

if [ -n "${SKIP_XCTEST:-}" ]; then
    status=0
else
begin "make test${TEST_FILTER:+ (filter: $TEST_FILTER)}"
test_log="$droot_rootfs/tmp/test.log"
set +e
# The app's network-lab suite runs on the host only: it needs the server's build, PostgreSQL and
# network namespaces, which the root has not; it builds here with the rest.
if [ -n "${TEST_FILTER:-}" ]; then
    in_project --isolated make --no-print-directory test SCRATCH="$scratch" PACKAGES="$packages" CHECK_PO= SKIP_NETLAB=1 TEST_ARGS="--filter '$TEST_FILTER' --skip ProfileSyncTests" > "$test_log" 2>&1
else
    in_project --isolated make --no-print-directory test SCRATCH="$scratch" PACKAGES="$packages" CHECK_PO= SKIP_NETLAB=1 TEST_ARGS="--skip ProfileSyncTests" > "$test_log" 2>&1
fi
status=$?
set -e
grep -E ': error: |^[[:space:]]*Executed [0-9]+ tests?, with' "$test_log" | tail -n 40 || true
end
[ $status -eq 0 ] || { tail -n 60 "$test_log" >&2; echo "test-in-root: the tests failed on $suite" >&2; exit 1; }
fi

# What differs between GTK releases in the end-to-end suite: what an accessibility client
# reads of each state, and keys typed before the entry has the focus (the app's own binary
# of this build, on its embedded store; the server-mode cases need the network lab).
if [ -z "${TEST_FILTER:-}" ]; then
    begin "end to end: accessibility of each state, first keystrokes"
    e2e_log="$droot_rootfs/tmp/e2e.log"
    set +e
    in_project --isolated env SCRATCH="$scratch" scripts/e2e.sh \
        test_app.EndToEndTest.test_an_accessibility_client_reads_what_each_state_shows \
        test_app.EndToEndTest.test_keys_typed_the_moment_the_editor_shows_all_reach_the_entry > "$e2e_log" 2>&1
    status=$?
    set -e
    grep -E '^(Ran|OK|FAILED)|\.\.\. (ok|FAIL|ERROR)$' "$e2e_log" || true
    end
    [ $status -eq 0 ] || { tail -n 60 "$e2e_log" >&2; echo "test-in-root: the end-to-end cases failed on $suite" >&2; exit 1; }
fi
echo "test-in-root: PASS on Debian $suite (${SKIP_XCTEST:+XCTest suites skipped}${test_log:+$("$project/scripts/test-summary.sh" "$test_log")}${e2e_log:+; end to end: $(grep -E '^Ran ' "$e2e_log")})"
