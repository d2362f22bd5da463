#!/bin/sh
# Checks the built package (what `make lint-deb` runs); fails on any problem.
#   1. lintian: no error and no warning (info and pedantic tags are shown, not fatal;
#      overrides live in debian/vsm-profile-gtk.lintian-overrides, each explained there);
#   2. desktop-file-validate and appstreamcli validate --no-net on the files as installed;
#   3. the binary has no RPATH/RUNPATH and ldd resolves every library outside the
#      Swift toolchain.
# Usage: scripts/lint-deb.sh [path/to/vsm-profile-gtk_VERSION_ARCH.deb]
#        (default: the .deb in dist/ that scripts/build-deb.sh made)
set -eu

root=$(cd "$(dirname "$0")/.." && pwd)
if [ $# -ge 1 ]; then
    deb=$1
else
    deb=$(ls "$root"/dist/vsm-profile-gtk_*.deb 2>/dev/null | tail -n 1)
    [ -n "$deb" ] || { echo "lint-deb: no .deb in dist/; run scripts/build-deb.sh first" >&2; exit 1; }
fi
echo "lint-deb: checking $deb"

status=0
fail() { echo "lint-deb: FAIL: $*" >&2; status=1; }

echo "== lintian"
lintian --fail-on error,warning --display-info --pedantic "$deb" || fail "lintian reported errors or warnings"

tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
dpkg-deb -x "$deb" "$tmp"

echo "== desktop-file-validate"
desktop-file-validate "$tmp/usr/share/applications/io.github.vsmgtk.VSMProfile.desktop" \
    || fail "desktop-file-validate"

echo "== appstreamcli validate --no-net"
appstreamcli validate --no-net "$tmp/usr/share/metainfo/io.github.vsmgtk.VSMProfile.metainfo.xml" \
    || fail "appstreamcli validate"

echo "== binary: RUNPATH and libraries"
bin="$tmp/usr/bin/vsm-profile-gtk"
if readelf -d "$bin" | grep -E '\((RPATH|RUNPATH)\)'; then fail "binary has an RPATH/RUNPATH"; fi
ldd "$bin" > "$tmp/ldd.txt" 2>&1 || fail "ldd failed"
if grep -E 'not found|/opt/|swift' "$tmp/ldd.txt"; then fail "ldd: a library is missing or comes from the Swift toolchain"; fi
echo "$(grep -c '=>' "$tmp/ldd.txt") libraries, all from the system: $(grep -o '=> /[^ ]*' "$tmp/ldd.txt" | sed 's|=> ||; s|/[^/]*$||' | sort -u | tr '\n' ' ')"

echo "== sizes"
echo "Installed-Size: $(dpkg-deb -f "$deb" Installed-Size) KiB; .deb: $(du -k "$deb" | cut -f1) KiB"

[ $status -eq 0 ] && echo "lint-deb: all checks passed"
exit $status
