#!/bin/bash
# Installs the built .debs on fresh Debian roots (debootstrap minbase) and runs them
# there (what `make deb-smoke` runs, on bookworm and on trixie). Needs root
# (debootstrap, chroot, mount, unshare) and access to a Debian mirror.
#
#  1. bootstrap: debootstrap --variant=minbase SUITE, once; the fresh root is
#     cached as .chroot/SUITE-minbase.tar and unpacked anew on every run; the server's
#     root (that root with postgresql, curl and systemd, test tooling) is kept beside it as
#     the directory .chroot/SUITE-server-KEY, KEY a digest of that list, and each run
#     sees it through an overlay;
# The GTK app, vsm-profile-gtk, in the fresh minbase root:
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
# The HTTP API server, vsm-profile-server, in the server's root:
#  6. install:   apt-get install ./vsm-profile-server_*.deb; the unit checked with the
#     release's systemd-analyze verify (and its exposure score printed);
#  7. database:  in a network namespace of the test's own (loopback only, so the ports
#     are free whatever runs on the host), Debian's PostgreSQL cluster `main` (15 on
#     Debian 12, 17 on 13) started with pg_ctlcluster (no systemd in the root), a role
#     and a database created; `vsm-profile-server migrate`, then `seed`, which must
#     print {"id": 1, ...}; the server runs as nobody, as the unit's dynamic user would;
#  8. serve:     `serve` in the background until GET /readyz answers 200 (within
#     DEB_SMOKE_TIMEOUT), GET /v1/users/1/profile must answer 200 with JSON of
#     "id":1, then SIGTERM must stop it with exit status 0; PostgreSQL is stopped;
#  9. purge:     as in 5.
# Every mount is undone on exit. Each phase's time is printed.
#
# Usage: sudo scripts/deb-smoke.sh [APP.deb [SERVER.deb]]
#          (default: the vsm-profile-gtk and vsm-profile-server .debs in dist/; given only
#          the app's .deb, the server is not tested)
#        sudo scripts/deb-smoke.sh --bootstrap-only   (only create the cached roots, e.g. in CI)
# Environment:
#   SUITE              the Debian release to install on (default bookworm; trixie is Debian 13)
#   DEB_SMOKE_MIRROR   Debian mirror (default: the deb.debian.org URI of the host's
#                      apt sources, else http://deb.debian.org/debian)
#   DEB_SMOKE_TIMEOUT  seconds to wait for the first state and the loaded state, and for the
#                      server to be ready (default 60)
#   DEB_SMOKE_REBOOTSTRAP=1  discard the cached bootstrap tarball (and so the server's root)
set -euo pipefail

root=$(cd "$(dirname "$0")/.." && pwd -P)
# shellcheck source=scripts/debian-root.sh
. "$root/scripts/debian-root.sh"
suite=${SUITE:-bookworm}
timeout=${DEB_SMOKE_TIMEOUT:-60}
pkg=vsm-profile-gtk

server=vsm-profile-server
# Test tooling of the server's root, installed once when it is prepared (in CI's background
# phase), not on every run: the database, an HTTP client, and systemd for systemd-analyze
# (the release's own: it knows the directives that release's systemd knows).
server_tooling="postgresql curl systemd"

bootstrap_only=0
if [ "${1:-}" = --bootstrap-only ]; then bootstrap_only=1; shift; fi
if [ $bootstrap_only = 1 ]; then deb='' server_deb=''
elif [ $# -ge 1 ]; then deb=$(readlink -f "$1"); server_deb=${2:+$(readlink -f "$2")}; else
    deb=$(ls "$root"/dist/${pkg}_*.deb 2>/dev/null | tail -n 1)
    server_deb=$(ls "$root"/dist/${server}_*.deb 2>/dev/null | tail -n 1)
    [ -n "$deb" ] && [ -n "$server_deb" ] \
        || { echo "deb-smoke: no $pkg or $server .deb in dist/; run scripts/build-deb.sh first" >&2; exit 1; }
fi

droot_init "$suite"
rootfs=$droot_rootfs
trap droot_cleanup EXIT
trap 'exit 130' INT TERM

# check_purged PACKAGE FILE-LIST NAME...: after dpkg --purge, nothing of PACKAGE may be left
# in the root: no file it listed (FILE-LIST, dpkg -L before the purge), nothing named *NAME*.
check_purged() {
    local package=$1 list=$2; shift 2
    if in_root dpkg -s "$package" >/dev/null 2>&1; then echo "deb-smoke: $package still known to dpkg" >&2; exit 1; fi
    local left=0 path
    while IFS= read -r path; do
        [ -n "$path" ] && [ "$path" != "/." ] || continue
        if [ -e "$rootfs$path" ] || [ -L "$rootfs$path" ]; then
            # A directory may stay if another package owns it (e.g. /usr/share/icons), also
            # under its merged-/usr name (Debian 13 ships /usr/lib/systemd, a package built on
            # 12 /lib/systemd).
            if [ -d "$rootfs$path" ] && { in_root dpkg -S "$path" || in_root dpkg -S "$(in_root readlink -f "$path")"; } \
                >/dev/null 2>&1; then continue; fi
            echo "   left behind: $path"; left=1
        fi
    done < "$list"
    # Anything else with the package's or the application's name (maintainer scripts,
    # triggers, caches, systemd state) anywhere in the root.
    local names=() name others
    for name; do names+=(${names[0]:+-o} -iname "*$name*"); done
    others=$(find "$rootfs" -xdev \( -path "$rootfs/proc" -o -path "$rootfs/sys" -o -path "$rootfs/dev" \
                -o -path "$rootfs/var/cache/apt/archives" -o -path "$rootfs/tmp" \) -prune -o \
             \( "${names[@]}" \) -print)
    if [ -n "$others" ]; then echo "$others" | sed "s|^$rootfs|   left behind: |"; left=1; fi
    [ $left -eq 0 ] || { echo "deb-smoke: the purge of $package left files behind" >&2; exit 1; }
    echo "   nothing left"
}

# ---- 1. bootstrap (cached) -----------------------------------------------------
droot_bootstrap
# The server's root: the fresh root with its test tooling installed, kept as a directory and
# made anew when the bootstrap tarball is newer. Each run sees it through an overlay (its
# changes go to a scratch layer): it is three times the size of the bare root, and unpacking
# it would cost each run tens of seconds on a busy disk.
server_base="$droot_cache/$suite-server-$(printf %s "$server_tooling" | sha256sum | cut -c1-12)"
if [ ! "$server_base" -nt "$droot_tarball" ]; then
    droot_init "$suite" server
    rootfs=$droot_rootfs
    droot_unpack
    begin "server's root: apt-get install $server_tooling"
    droot_mount
    in_root apt-get -q update
    # shellcheck disable=SC2086 # a list of package names
    in_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -q -o Dpkg::Use-Pty=0 --no-install-recommends \
        $server_tooling < /dev/null
    droot_umount
    # Older bases (another tooling list) go; the new one appears whole, or not at all.
    rm -rf "$droot_cache/$suite-server-"*
    mv "$rootfs" "$server_base"
    touch "$server_base"
    end
    droot_init "$suite"
    rootfs=$droot_rootfs
fi
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
check_purged "$pkg" "$droot_cache/package-files-$suite.txt" "$pkg" io.github.vsmgtk
end

if [ -z "$server_deb" ]; then
    echo "deb-smoke: PASS ($(basename "$deb") on a fresh Debian $suite; the server was not given)"
    exit 0
fi

# ---- 6. the server: install --------------------------------------------------------
droot_umount
droot_init "$suite" server
rootfs=$droot_rootfs

begin "server: apt-get install ./$(basename "$server_deb")"
# The prepared root, read-only below an overlay whose scratch layer is new on each run (a
# copy where the kernel has no overlayfs).
layer="$droot_cache/layer-$suite-server"
rm -rf "$layer" "$rootfs"; mkdir -p "$layer/upper" "$layer/work" "$rootfs"
if mount -t overlay overlay -o "lowerdir=$server_base,upperdir=$layer/upper,workdir=$layer/work" "$rootfs"; then
    droot_mounted+=("$rootfs")
else
    cp -a "$server_base/." "$rootfs/"
fi
droot_mount
# The root's package lists are those of the day it was prepared: enough while its libraries
# satisfy the server's Depends; a fresh list only when apt needs to download one.
cp "$server_deb" "$rootfs/tmp/"
install_server() {
    in_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -q -o Dpkg::Use-Pty=0 --no-install-recommends \
        "./tmp/$(basename "$server_deb")" < /dev/null
}
install_server || { in_root apt-get -q update && install_server; }
in_root dpkg -L "$server" > "$droot_cache/package-files-$suite-server.txt"
unit=$(in_root dpkg -L "$server" | grep '/systemd/system/vsm-profile-server\.service$')
end

begin "server: systemd-analyze verify"
# The man page is checked by lintian: no man-db in the root.
in_root systemd-analyze verify --man=no "$unit" \
    || { echo "deb-smoke: systemd-analyze verify found problems in $unit" >&2; exit 1; }
# The exposure score (0 safest, 10 unprotected): shown, not checked.
in_root systemd-analyze security --offline=true "$unit" 2>/dev/null | tail -n 1 | sed 's/^/   /' || true
end

# ---- 7. the server: database, migrate, seed ----------------------------------------
begin "server: PostgreSQL, migrate, seed"
# A network namespace of the test's own, held by a process inside the root (so that the
# cleanup stops it): PostgreSQL's and the server's ports are free there, whatever the host runs.
unshare --net chroot "$rootfs" sleep infinity &
netns_holder=$!
deadline=$(( $(date +%s) + 10 ))
until [ "$(readlink "/proc/$netns_holder/root" 2>/dev/null)" = "$rootfs" ]; do
    [ "$(date +%s)" -lt "$deadline" ] || { echo "deb-smoke: the network namespace did not come up" >&2; exit 1; }
    sleep 0.05
done
netns=/proc/$netns_holder/ns/net
nsenter --net="$netns" ip link set lo up
# in_ns CMD...: in_root inside that namespace.
in_ns() { nsenter --net="$netns" chroot "$rootfs" /usr/bin/env -i HOME=/root PATH=/usr/sbin:/usr/bin:/sbin:/bin LANG=C.UTF-8 "$@"; }
# The server's commands run as nobody with no privilege, as the unit's dynamic user would.
as_server=(setpriv --reuid=nobody --regid=nogroup --clear-groups --no-new-privs)

pg_version=$(ls "$rootfs/usr/lib/postgresql" | sort -V | tail -n 1)
pg_port=$(in_root pg_conftool -s "$pg_version" main show port)
in_root install -d -m 2775 -o postgres -g postgres /run/postgresql
in_ns pg_ctlcluster --skip-systemctl-redirect "$pg_version" main start
echo "   PostgreSQL $pg_version on 127.0.0.1:$pg_port"
in_ns runuser -u postgres -- psql -q -v ON_ERROR_STOP=1 \
    -c "CREATE ROLE vsm LOGIN PASSWORD 'smoke'" -c "CREATE DATABASE vsm_profile OWNER vsm"
# sslmode=disable: the cluster's certificate is Debian's self-signed one, which the server
# (rightly) does not trust; on loopback TLS protects nothing.
db_url="postgres://vsm:smoke@127.0.0.1:$pg_port/vsm_profile?sslmode=disable"
in_ns HOME=/ DATABASE_URL="$db_url" "${as_server[@]}" "$server" migrate < /dev/null
seed=$(in_ns HOME=/ DATABASE_URL="$db_url" "${as_server[@]}" "$server" seed < /dev/null)
echo "   seed: $(sed -E 's/("token" *: *")[^"]*"/\1…"/' <<<"$seed")"
[[ "$(tr -d ' \n' <<<"$seed")" =~ ^\{.*\"id\":1[,}] ]] || { echo "deb-smoke: seed did not print {\"id\": 1, ...}" >&2; exit 1; }
end

# ---- 8. the server: serve, ready, profile, SIGTERM -----------------------------------
begin "server: serve until ready, GET profile, SIGTERM"
port=18080
server_log="$rootfs/tmp/vsm-server.log"
# Not through in_ns (a function would run in a subshell): $! is the server itself, every
# program on the way exec's the next one.
nsenter --net="$netns" chroot "$rootfs" /usr/bin/env -i HOME=/ PATH=/usr/sbin:/usr/bin:/sbin:/bin LANG=C.UTF-8 \
    DATABASE_URL="$db_url" "${as_server[@]}" "$server" serve --host 127.0.0.1 --port "$port" \
    < /dev/null > "$server_log" 2>&1 &
server_pid=$!
started=$(date +%s.%N)
deadline=$(( $(date +%s) + timeout ))
get() { in_ns curl -s --max-time 5 -o "/tmp/vsm-body" -w '%{http_code} %{content_type}' "http://127.0.0.1:$port$1" || true; }
until [[ "$(get /readyz)" == "200 "* ]]; do
    if ! kill -0 "$server_pid" 2>/dev/null; then
        echo "deb-smoke: the server exited before it was ready; its output:" >&2; cat "$server_log" >&2; exit 1
    fi
    if [ "$(date +%s)" -ge "$deadline" ]; then
        echo "deb-smoke: GET /readyz did not answer 200 within ${timeout}s; the server's output:" >&2
        cat "$server_log" >&2; exit 1
    fi
    sleep 0.1
done
echo "   ready after $(awk -v a="$started" -v b="$(date +%s.%N)" 'BEGIN { printf "%.1f", b - a }') s"
answer=$(get /v1/users/1/profile)
body=$(cat "$rootfs/tmp/vsm-body")
echo "   GET /v1/users/1/profile: $answer: $(tr -d '\n' <<<"$body" | cut -c1-120)"
[[ "$answer" == "200 application/json"* ]] || { echo "deb-smoke: the profile did not answer 200 with JSON" >&2; exit 1; }
[[ "$(tr -d ' \n\t\r' <<<"$body")" =~ ^\{.*\"id\":1[,}] ]] || { echo "deb-smoke: the profile is not the JSON of user 1" >&2; exit 1; }
kill -TERM "$server_pid"
# The server's own limit for a graceful stop is 30 s; the unit's TimeoutStopSec is 45 s.
deadline=$(( $(date +%s) + 45 ))
while kill -0 "$server_pid" 2>/dev/null; do
    [ "$(date +%s)" -lt "$deadline" ] || { echo "deb-smoke: the server did not stop within 45 s of SIGTERM" >&2; exit 1; }
    sleep 0.1
done
if wait "$server_pid"; then code=0; else code=$?; fi
echo "   SIGTERM: exit status $code"
[ "$code" = 0 ] || { echo "deb-smoke: the server exited with $code on SIGTERM; its output:" >&2; cat "$server_log" >&2; exit 1; }
in_ns pg_ctlcluster --skip-systemctl-redirect "$pg_version" main stop -m fast
kill "$netns_holder"; wait "$netns_holder" 2>/dev/null || true
end

# ---- 9. the server: purge ------------------------------------------------------------
begin "server: dpkg --purge + leftovers check"
in_root dpkg --purge "$server"
check_purged "$server" "$droot_cache/package-files-$suite-server.txt" "$server"
end

echo "deb-smoke: PASS ($(basename "$deb") and $(basename "$server_deb") on fresh Debian $suite roots)"
