#!/bin/bash
# Installs the built .deb on a fresh Debian root (debootstrap minbase) and runs it
# there (what `make deb-smoke` runs, on bookworm and on trixie). Needs root
# (debootstrap, chroot, mount) and access to a Debian mirror.
#
#  1. bootstrap: debootstrap --variant=minbase SUITE, once; the fresh root is
#     cached as .chroot/SUITE-minbase.tar and unpacked anew on every run;
#  2. install:   apt-get install ./vsm-profile-gtk_*.deb inside the root, so every
#     dependency comes from Debian (without Recommends: Depends must suffice);
#  3. version:   vsm-profile-gtk --version;
#  4. data:      the GSettings schema is compiled by libglib2.0-0's trigger (gsettings
#     reads its default), and the German catalogue is where gettext looks for it
#     (gettext in de_DE.UTF-8, a locale the test generates); the app's own messages
#     follow LANGUAGE=de with no locale set; libglib2.0-bin, gettext-base and
#     locales are test tooling;
#     launch:    the app under Xvfb and a D-Bus session (xvfb, xauth, dbus are
#     test tooling installed in the root, not package dependencies) with
#     VSM_DEBUG=1, until the log shows the first state rendered
#     ("LoadUserProfileViewState didSet ...") and then the profile loaded from
#     the newly created SQLite store ("... didSet loaded"), both within
#     DEB_SMOKE_TIMEOUT (60 s);
#  5. purge:     dpkg --purge, then nothing of the package may be left.
# Every mount is undone on exit. Each phase's time is printed.
#
# Usage: sudo scripts/deb-smoke.sh [path/to/vsm-profile-gtk_VERSION_ARCH.deb]
#        sudo scripts/deb-smoke.sh --bootstrap-only   (only create the cached root, e.g. in CI)
# Environment:
#   SUITE              the Debian release to install on (default bookworm; trixie is Debian 13)
#   DEB_SMOKE_MIRROR   Debian mirror (default: the deb.debian.org URI of the host's
#                      apt sources, else http://deb.debian.org/debian)
#   DEB_SMOKE_TIMEOUT  seconds to wait for the first state and the loaded state (default 60)
#   DEB_SMOKE_REBOOTSTRAP=1  discard the cached bootstrap tarball
set -euo pipefail

root=$(cd "$(dirname "$0")/.." && pwd -P)
# shellcheck source=scripts/debian-root.sh
. "$root/scripts/debian-root.sh"
suite=${SUITE:-bookworm}
timeout=${DEB_SMOKE_TIMEOUT:-60}
pkg=vsm-profile-gtk

bootstrap_only=0
if [ "${1:-}" = --bootstrap-only ]; then bootstrap_only=1; shift; fi
if [ $bootstrap_only = 1 ]; then deb=
elif [ $# -ge 1 ]; then deb=$(readlink -f "$1"); else
    deb=$(ls "$root"/dist/${pkg}_*.deb 2>/dev/null | tail -n 1)
    [ -n "$deb" ] || { echo "deb-smoke: no .deb in dist/; run scripts/build-deb.sh first" >&2; exit 1; }
fi

droot_init "$suite"
rootfs=$droot_rootfs
trap droot_cleanup EXIT
trap 'exit 130' INT TERM

# ---- 1. bootstrap (cached) -----------------------------------------------------
droot_bootstrap
[ $bootstrap_only = 1 ] && exit 0
droot_unpack

# ---- 2. install ------------------------------------------------------------------
begin "mount + apt sources"
droot_mount
in_root apt-get -q update
end

begin "apt-get install ./$(basename "$deb")"
cp "$deb" "$rootfs/tmp/"
in_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -q -o Dpkg::Use-Pty=0 --no-install-recommends \
    "./tmp/$(basename "$deb")" < /dev/null
in_root dpkg -L "$pkg" > "$droot_cache/package-files-$suite.txt"
end

# ---- 3. --version ----------------------------------------------------------------
begin "vsm-profile-gtk --version"
version_out=$(in_root vsm-profile-gtk --version)
echo "   --version: ${version_out:-(empty)}"
expected=$(dpkg-deb -f "$deb" Version); expected=${expected%-*}
[[ "$version_out" == *"$expected"* ]] || { echo "deb-smoke: --version does not print $expected" >&2; exit 1; }
end

# ---- 4. launch under Xvfb --------------------------------------------------------
begin "install test tooling (xvfb xauth dbus locales)"
in_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -q -o Dpkg::Use-Pty=0 --no-install-recommends \
    xvfb xauth dbus libglib2.0-bin gettext-base locales < /dev/null
in_root localedef -i de_DE -f UTF-8 de_DE.UTF-8
end

begin "installed schema and translations"
width=$(in_root env GSETTINGS_BACKEND=memory gsettings get io.github.vsmgtk.VSMProfile window-width)
echo "   gsettings get io.github.vsmgtk.VSMProfile window-width: $width"
[ "$width" = 560 ] || { echo "deb-smoke: the installed schema is not compiled or has another default" >&2; exit 1; }
retry=$(in_root env LANG=de_DE.UTF-8 TEXTDOMAIN=vsm-profile-gtk gettext "Retry")
echo "   LANG=de_DE.UTF-8 gettext Retry: $retry"
[ "$retry" = "Erneut versuchen" ] || { echo "deb-smoke: the German catalogue is not installed where gettext looks" >&2; exit 1; }
# The app itself finds the catalogue next to its binary (/usr/bin -> /usr/share/locale):
# a bad --user-id is reported in German, and in English for a language without one.
german=$(in_root env -u LANG -u LC_ALL LANGUAGE=de vsm-profile-gtk --user-id -3 2>&1 >/dev/null | head -n 1 || true)
echo "   LANGUAGE=de vsm-profile-gtk --user-id -3: $german"
[ "$german" = "vsm-profile-gtk: --user-id muss eine positive ganze Zahl sein, erhalten: -3." ] \
    || { echo "deb-smoke: the installed app does not show its German messages" >&2; exit 1; }
english=$(in_root env -u LANG -u LC_ALL LANGUAGE=fr vsm-profile-gtk --user-id -3 2>&1 >/dev/null | head -n 1 || true)
echo "   LANGUAGE=fr vsm-profile-gtk --user-id -3: $english"
[ "$english" = "vsm-profile-gtk: --user-id must be a positive integer, got -3." ] \
    || { echo "deb-smoke: an untranslated language does not fall back to English" >&2; exit 1; }
end

begin "launch until first state, then loaded"
log="$rootfs/tmp/vsm-smoke.log"
: > "$log"
first='LoadUserProfileViewState didSet'           # the first state rendered
loaded='LoadUserProfileViewState didSet loaded'   # the profile read from the new store
# The app's data go to a scratch directory, not to the package's paths.
in_root_isolated sh -c 'mkdir -p /tmp/vsm-smoke-data && exec xvfb-run -a -s "-screen 0 1024x768x24" \
    dbus-run-session -- env VSM_DEBUG=1 XDG_DATA_HOME=/tmp/vsm-smoke-data vsm-profile-gtk' \
    > "$rootfs/tmp/vsm-smoke.out" 2> "$log" &
app=$!
launched=$(date +%s.%N)
elapsed() { awk -v a="$launched" -v b="$(date +%s.%N)" 'BEGIN { printf "%.1f", b - a }'; }
result=timeout
deadline=$(( $(date +%s) + timeout ))
while [ "$(date +%s)" -lt "$deadline" ]; do
    if [ "$result" = timeout ] && grep -q "$first" "$log"; then
        result=rendered; echo "   first state rendered after $(elapsed) s"
    fi
    if grep -q "$loaded" "$log"; then
        result=loaded; echo "   profile loaded after $(elapsed) s"; break
    fi
    if ! kill -0 "$app" 2>/dev/null; then
        if wait "$app"; then code=0; else code=$?; fi
        if grep -q "$loaded" "$log"; then result=loaded
        elif [ "$result" = timeout ]; then result="exited-$code"; fi
        break
    fi
    sleep 0.2
done
echo "   VSM log:"; grep -m 8 '^vsm\[' "$log" | cut -c1-160 | sed 's/^/     /' || true
# Stop the app: xvfb-run and dbus-run-session stop Xvfb and the bus when it ends.
for p in /proc/[0-9]*; do
    if [ "$(readlink "$p/root" 2>/dev/null)" = "$rootfs" ] && [ "$(cat "$p/comm" 2>/dev/null)" = "$pkg" ]; then
        kill "${p#/proc/}" 2>/dev/null || true
    fi
done
wait "$app" 2>/dev/null || true
case $result in
    loaded) ;;
    rendered)
        echo "deb-smoke: first state rendered, but no '$loaded' within ${timeout}s; stderr:" >&2
        cat "$log" >&2; exit 1 ;;
    *)  echo "deb-smoke: no '$first' within ${timeout}s ($result); stderr:" >&2
        cat "$log" >&2; exit 1 ;;
esac
rm -rf "$rootfs/tmp/vsm-smoke-data"
end

# ---- 5. purge --------------------------------------------------------------------
begin "dpkg --purge + leftovers check"
in_root dpkg --purge "$pkg"
if in_root dpkg -s "$pkg" >/dev/null 2>&1; then echo "deb-smoke: $pkg still known to dpkg" >&2; exit 1; fi
left=0
while IFS= read -r path; do
    [ -n "$path" ] && [ "$path" != "/." ] || continue
    if [ -e "$rootfs$path" ] || [ -L "$rootfs$path" ]; then
        # A directory may stay if another package owns it (e.g. /usr/share/icons).
        if [ -d "$rootfs$path" ] && in_root dpkg -S "$path" >/dev/null 2>&1; then continue; fi
        echo "   left behind: $path"; left=1
    fi
done < "$droot_cache/package-files-$suite.txt"
# Anything else with the package's or the application's name (maintainer scripts,
# triggers, caches) anywhere in the root.
others=$(find "$rootfs" -xdev \( -path "$rootfs/proc" -o -path "$rootfs/sys" -o -path "$rootfs/dev" \
            -o -path "$rootfs/var/cache/apt/archives" -o -path "$rootfs/tmp" \) -prune -o \
         \( -iname "*$pkg*" -o -iname '*io.github.vsmgtk*' \) -print)
if [ -n "$others" ]; then echo "$others" | sed "s|^$rootfs|   left behind: |"; left=1; fi
[ $left -eq 0 ] || { echo "deb-smoke: the purge left files behind" >&2; exit 1; }
echo "   nothing left"
end

echo "deb-smoke: PASS ($(basename "$deb") on a fresh Debian $suite)"
