#!/bin/sh
# Checks the built packages (what `make lint-deb` runs); fails on any problem.
#   1. lintian: no error and no warning (info and pedantic tags are shown, not fatal;
#      overrides live in debian/PACKAGE.lintian-overrides, each explained there);
#   2. vsm-profile-gtk: desktop-file-validate and appstreamcli validate --no-net on the
#      files as installed;
#      vsm-profile-server: the systemd unit and /etc/default/vsm-profile-server are shipped,
#      the latter as a conffile readable by root only (it holds the database password);
#   3. each binary has no RPATH/RUNPATH and ldd resolves every library outside the
#      Swift toolchain.
# Usage: scripts/lint-deb.sh [path/to/PACKAGE_VERSION_ARCH.deb...]
#        (default: the vsm-profile-gtk and vsm-profile-server .debs in dist/ that
#        scripts/build-deb.sh made)
set -eu

root=$(cd "$(dirname "$0")/.." && pwd)
if [ $# -eq 0 ]; then
    for pkg in vsm-profile-gtk vsm-profile-server; do
        deb=$(ls "$root"/dist/"$pkg"_*.deb 2>/dev/null | tail -n 1)
        [ -n "$deb" ] || { echo "lint-deb: no $pkg .deb in dist/; run scripts/build-deb.sh first" >&2; exit 1; }
        set -- "$@" "$deb"
    done
fi
echo "lint-deb: checking $*"

status=0
fail() { echo "lint-deb: FAIL: $*" >&2; status=1; }

# One lintian run for all: it checks the packages of one source together.
echo "== lintian"
lintian --fail-on error,warning --display-info --pedantic "$@" || fail "lintian reported errors or warnings"

tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

# check_binary DIR BINARY: no RUNPATH, every library from the system.
check_binary() {
    echo "== $2: RUNPATH and libraries"
    bin="$1/usr/bin/$2"
    if readelf -d "$bin" | grep -E '\((RPATH|RUNPATH)\)'; then fail "$2 has an RPATH/RUNPATH"; fi
    ldd "$bin" > "$tmp/ldd.txt" 2>&1 || fail "ldd $2 failed"
    if grep -E 'not found|/opt/|swift' "$tmp/ldd.txt"; then fail "ldd $2: a library is missing or comes from the Swift toolchain"; fi
    echo "$(grep -c '=>' "$tmp/ldd.txt") libraries, all from the system: $(grep -o '=> /[^ ]*' "$tmp/ldd.txt" | sed 's|=> ||; s|/[^/]*$||' | sort -u | tr '\n' ' ')"
}

for deb; do
    pkg=$(dpkg-deb -f "$deb" Package)
    dir="$tmp/$pkg"
    dpkg-deb -x "$deb" "$dir"
    case $pkg in
    vsm-profile-gtk)
        echo "== desktop-file-validate"
        desktop-file-validate "$dir/usr/share/applications/io.github.vsmgtk.VSMProfile.desktop" \
            || fail "desktop-file-validate"

        echo "== appstreamcli validate --no-net"
        appstreamcli validate --no-net "$dir/usr/share/metainfo/io.github.vsmgtk.VSMProfile.metainfo.xml" \
            || fail "appstreamcli validate"
        ;;
    vsm-profile-server)
        echo "== $pkg: systemd unit and configuration"
        unit=$(find "$dir" -path '*/systemd/system/vsm-profile-server.service' | head -n 1)
        [ -n "$unit" ] || fail "no vsm-profile-server.service in $pkg"
        conf=/etc/default/vsm-profile-server
        dpkg-deb --ctrl-tarfile "$deb" | tar -xOf - ./conffiles 2>/dev/null | grep -qx "$conf" \
            || fail "$conf is not a conffile"
        mode=$(stat -c %a "$dir$conf" 2>/dev/null || echo missing)
        [ "$mode" = 600 ] || fail "$conf has mode $mode, not 600"
        echo "unit ${unit#"$dir"}; $conf: conffile, mode $mode"
        ;;
    esac
    check_binary "$dir" "$pkg"
    echo "== $pkg: sizes"
    echo "Installed-Size: $(dpkg-deb -f "$deb" Installed-Size) KiB; .deb: $(du -k "$deb" | cut -f1) KiB"
done

[ $status -eq 0 ] && echo "lint-deb: all checks passed"
exit $status
