#!/usr/bin/env bash
# The app's launch as the profile server's client, against the app on its embedded store in the
# same rounds: `app-benchmarks --only launch --server-url URL` (docs/Benchmarks.md) with the
# release server on loopback, on a PostgreSQL cluster of its own, migrated and seeded.
#
#   Benchmarks/server/bench-app-server.sh [--skip-build] [APP-BENCHMARKS OPTIONS…]
#
#   --skip-build   use the release binaries in $SCRATCH/release as they are (`make
#                  bench-app-server` builds them and passes it)
#   the rest goes to app-benchmarks, e.g. --rounds 3 (the short form)
#
# SERVER_BIN names another server binary to run (as for scripts/server-contract-test.sh).
#
# The environment is app-benchmarks' own: `make bench-app-server` sets the one `make bench` uses
# (TEST_ENV, VSM_PROFILE_BINARY). Everything runs under one Xvfb (xvfb-run -a), and everything
# started here (cluster, server) is stopped on the way out, whatever the way. The server and
# PostgreSQL share the machine's cores with the launches: note the load (printed before and after).
# Root or the cluster's owner, as Benchmarks/server/bench-server.sh.
set -euo pipefail

here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../.." && pwd)
scratch=${SCRATCH:-.build}
case $scratch in /*) ;; *) scratch=$root/$scratch ;; esac
build=1
if [ "${1:-}" = --skip-build ]; then build=0; shift; fi

swift=${SWIFT:-swift}
export PATH=$PATH:/opt/swift/usr/bin
if [ "$build" = 1 ]; then
    # In the shared build folder, all three with --static-swift-stdlib: the app and the server
    # as the Debian package builds them, and one set of flags for the modules they share (the
    # contract, the OpenAPI runtime, ArgumentParser), which would otherwise be compiled anew
    # for each package at every run.
    shared=(-c release --static-swift-stdlib --scratch-path "$scratch" --disable-build-manifest-caching)
    "$swift" build "${shared[@]}" --package-path "$root/Benchmarks" --product app-benchmarks
    "$swift" build "${shared[@]}" --package-path "$root/App" --product vsm-profile-gtk
    "$swift" build "${shared[@]}" --package-path "$root/Server" --product vsm-profile-server
fi
server=${SERVER_BIN:-$scratch/release/vsm-profile-server}
benchmarks=$scratch/release/app-benchmarks
export VSM_PROFILE_BINARY=${VSM_PROFILE_BINARY:-$scratch/release/vsm-profile-gtk}
for binary in "$server" "$benchmarks" "$VSM_PROFILE_BINARY"; do
    [ -x "$binary" ] || { echo "bench-app-server: $binary is not built (make bench-app-server builds it)" >&2; exit 1; }
done
command -v curl >/dev/null || { echo "bench-app-server: curl is not installed (apt-get install curl)" >&2; exit 1; }
command -v xvfb-run >/dev/null || { echo "bench-app-server: xvfb-run is not installed (apt-get install xvfb xauth)" >&2; exit 1; }

# shellcheck source=scripts/stop-processes.sh
. "$root/scripts/stop-processes.sh"
tmp=$(mktemp -d /tmp/vsm-bench-app-server.XXXXXX)
# PostgreSQL runs as its own user (as root: postgres), which must reach the cluster inside.
chmod 755 "$tmp"
server_pid=
cleanup() {
    status=$?
    [ -z "$server_pid" ] || stop_processes "$server_pid"
    "$root/scripts/pg-cluster.sh" stop "$tmp/pg" || true
    rm -rf "$tmp"
    exit "$status"
}
trap cleanup EXIT
trap 'exit 130' INT TERM

# fsync=off: the run only reads once seeded; the launches' figures do not wait on PostgreSQL's disk.
database_url=$(PG_FSYNC=off "$root/scripts/pg-cluster.sh" start "$tmp/pg")
"$server" migrate --database-url "$database_url" --log-level warning >/dev/null
# User 1 with the sample profile and posts, as the app's embedded store has them; its token is
# not needed (the launches only read).
"$server" seed --database-url "$database_url" --log-level warning >/dev/null

# The server on a free port (it logs the one it bound), ready once /readyz answers; bounded polls,
# so a server that cannot start fails the run instead of hanging it.
log=$tmp/server.log
"$server" serve --host 127.0.0.1 --port 0 --database-url "$database_url" >"$log" 2>&1 &
server_pid=$!
port=
for _ in $(seq 300); do
    port=$(grep -o 'address=http://127.0.0.1:[0-9]*' "$log" | head -n 1 | sed 's/.*://') || true
    if [ -n "$port" ] && curl -fs "http://127.0.0.1:$port/readyz" >/dev/null 2>&1; then break; fi
    port=
    process_running "$server_pid" || break
    sleep 0.1
done
if [ -z "$port" ]; then
    cat "$log" >&2
    echo "bench-app-server: the server did not become ready" >&2
    exit 1
fi
url=http://127.0.0.1:$port

echo "bench-app-server: server $url ($server); load before: $(uptime | sed 's/.*load average/load average/')"
# Loopback needs no proxy; one in the environment would put it between the app and the server.
status=0
env -u http_proxy -u https_proxy -u HTTP_PROXY -u HTTPS_PROXY -u all_proxy -u ALL_PROXY \
    xvfb-run -a -s "-screen 0 1280x1024x24" "$benchmarks" --only launch --server-url "$url" "$@" || status=$?
echo "bench-app-server: load after: $(uptime | sed 's/.*load average/load average/')"
exit "$status"
