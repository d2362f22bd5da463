#!/usr/bin/env bash
# A throwaway PostgreSQL cluster from Debian's PostgreSQL (15 on Debian 12, 17 on 13), for
# `make server` and the server's tests. No database is mocked: this is the real server.
#
#   scripts/pg-cluster.sh start DIR [PORT]   create the cluster in DIR when it has none, start it on
#                                            127.0.0.1:PORT (a free port when 0 or none) and print its
#                                            URL: postgres://vsm@127.0.0.1:PORT/vsm_profile
#   scripts/pg-cluster.sh stop DIR           stop it (fast shutdown); nothing when it does not run
#   scripts/pg-cluster.sh url DIR            print the URL of the running cluster
#
# As root the cluster belongs to the `postgres` user (PostgreSQL refuses to run as root).
# PG_FSYNC=off (the tests' choice) trades durability after a power cut for speed.
set -euo pipefail

usage() { echo "usage: $0 start DIR [PORT] | stop DIR | url DIR" >&2; exit 2; }
[ $# -ge 2 ] || usage
command=$1
dir=$(realpath -m "$2")
port=${3:-0}

bindir=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1)
if [ -z "$bindir" ]; then
    echo "pg-cluster: PostgreSQL is not installed (apt-get install postgresql; make deps-server)" >&2
    exit 1
fi

# Runs a PostgreSQL program as the cluster's owner.
as_owner() {
    if [ "$(id -u)" = 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi
}

free_port() {
    python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])'
}

url_of() { echo "postgres://vsm@127.0.0.1:$(cat "$dir/port")/vsm_profile"; }

case $command in
start)
    mkdir -p "$dir"
    if [ "$(id -u)" = 0 ]; then chown postgres: "$dir"; fi
    if [ ! -f "$dir/data/PG_VERSION" ]; then
        # UTF-8 whatever the caller's locale, so any username the rules accept can be stored.
        as_owner "$bindir/initdb" -D "$dir/data" -U vsm --auth=trust -E UTF8 --locale=C.UTF-8 >"$dir/initdb.log" 2>&1 \
            || { cat "$dir/initdb.log" >&2; echo "pg-cluster: initdb failed in $dir/data" >&2; exit 1; }
    fi
    if as_owner "$bindir/pg_ctl" -D "$dir/data" status >/dev/null 2>&1; then
        url_of
        exit 0
    fi
    [ "$port" != 0 ] || port=$(free_port)
    echo "$port" >"$dir/port"
    # The server pg_ctl starts keeps every descriptor it inherits: none of ours may reach it (not
    # even one a caller's process library left open), or a caller reading our output to its end
    # would wait as long as PostgreSQL runs.
    (
        for fd in $(ls /proc/$BASHPID/fd); do
            if [ "$fd" -gt 2 ]; then eval "exec $fd>&-"; fi
        done
        as_owner "$bindir/pg_ctl" -D "$dir/data" -w -t 60 -l "$dir/postgres.log" start \
            -o "-k $dir/data -p $port -c listen_addresses=127.0.0.1 -c fsync=${PG_FSYNC:-on} -c max_connections=200" \
            >"$dir/pg_ctl.log" 2>&1 </dev/null
    ) || { cat "$dir/pg_ctl.log" >&2; tail -n 20 "$dir/postgres.log" >&2; echo "pg-cluster: PostgreSQL did not start on port $port" >&2; exit 1; }
    if ! "$bindir/psql" -h 127.0.0.1 -p "$port" -U vsm -d postgres -tAc "SELECT 1 FROM pg_database WHERE datname = 'vsm_profile'" | grep -q 1; then
        "$bindir/psql" -h 127.0.0.1 -p "$port" -U vsm -d postgres -qc "CREATE DATABASE vsm_profile ENCODING 'UTF8'" >/dev/null
    fi
    url_of
    ;;
stop)
    [ -f "$dir/data/PG_VERSION" ] || exit 0
    as_owner "$bindir/pg_ctl" -D "$dir/data" -m fast -w stop >/dev/null 2>&1 || true
    ;;
url)
    url_of
    ;;
*)
    usage
    ;;
esac
