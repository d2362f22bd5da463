#!/usr/bin/env bash
# The profile server inside a network lab (scripts/netlab.sh): its PostgreSQL cluster on the
# namespace's loopback, so cutting the lab's link cuts the clients off and never the server
# from its database; the server on the namespace's address, reached from here over the link.
#
#   scripts/netlab-server.sh start DIR NAME [PORT]   lab NAME up (netlab.sh up), a cluster in
#                        DIR/pg inside it, migrated and seeded, the server on PEER:PORT (8080)
#                        until /readyz answers 200 over the link (60 s at most). Prints url=,
#                        token=, user_id=, database_url=, server_pid=, server_log=,
#                        namespace=, peer_address=
#   scripts/netlab-server.sh start-instance DIR NAME PORT   another instance on the same
#                        database (live updates across instances). Prints url=, server_pid=, server_log=
#   scripts/netlab-server.sh kill9 DIR NAME [PORT]   SIGKILL to the instance on PORT (start's
#                        port when none), waits for its end. Prints killed_pid=
#   scripts/netlab-server.sh restart DIR NAME [PORT] that instance again on the same port and
#                        database, until ready (kills it first if it runs). Prints url=, server_pid=, server_log=
#   scripts/netlab-server.sh stop DIR NAME           every instance (SIGTERM, then SIGKILL after
#                        10 s) and the cluster; nothing when nothing runs
#
# Root. The server is $SERVER_BIN, else the debug build (cd Server && swift build --product
# vsm-profile-server); $SERVER_ARGS are added to `serve` (e.g. "--heartbeat-interval 1").
# DIR is made readable for the postgres user the cluster runs as: its parents must be too.
set -euo pipefail

root=$(cd "$(dirname "$0")/.." && pwd)
# shellcheck source=scripts/netlab-common.sh
. "$root/scripts/netlab-common.sh"

usage() {
    echo "usage: $0 start DIR NAME [PORT] | start-instance DIR NAME PORT | kill9|restart DIR NAME [PORT] | stop DIR NAME" >&2
    exit 2
}
die() { echo "netlab-server: $*" >&2; exit 1; }

[ $# -ge 3 ] || usage
command=$1
dir=$(realpath -m "$2")
name=$3
port=${4:-}
[ -z "$port" ] || [[ $port =~ ^[0-9]+$ ]] || die "PORT must be a number: '$port'"
ns=vsm-$name

server_bin() {
    local bin
    if [ -n "${SERVER_BIN:-}" ]; then
        [ -x "$SERVER_BIN" ] || die "SERVER_BIN is not an executable: $SERVER_BIN"
        echo "$SERVER_BIN"
        return
    fi
    for bin in "$root/.build/server/debug/vsm-profile-server" "$root/Server/.build/debug/vsm-profile-server"; do
        [ -x "$bin" ] && { echo "$bin"; return; }
    done
    die "no server binary: set SERVER_BIN, or build it (make server, or cd Server && swift build --product vsm-profile-server)"
}

peer_address() {
    ip netns exec "$ns" ip -o -4 addr show dev lab0 2>/dev/null | awk '{ split($4, a, "/"); print a[1]; exit }'
}

ready() { curl -sf --noproxy '*' --max-time 2 -o /dev/null "http://$1/readyz"; }

# Starts an instance on PORT inside the namespace and waits until it is ready over the link.
serve() {
    local port=$1 peer bin log pid
    peer=$(peer_address)
    [ -n "$peer" ] || die "no lab $name (scripts/netlab.sh up $name)"
    bin=$(server_bin)
    log=$dir/server-$port.log
    if [ -f "$dir/server-$port.pid" ] && alive "$(cat "$dir/server-$port.pid")"; then
        die "an instance already runs on port $port (pid $(cat "$dir/server-$port.pid"))"
    fi
    # shellcheck disable=SC2086
    spawn "$log" ip netns exec "$ns" "$bin" serve --host "$peer" --port "$port" \
        --database-url "$(cat "$dir/database_url")" ${SERVER_ARGS:-}
    pid=$SPAWNED
    echo "$pid" >"$dir/server-$port.pid"
    local deadline=$((SECONDS + 60))
    while [ "$SECONDS" -lt "$deadline" ]; do
        ready "$peer:$port" && break
        if dead "$pid"; then
            tail -n 30 "$log" >&2
            die "the server on $peer:$port exited before it was ready (log: $log)"
        fi
        sleep 0.1
    done
    if ! ready "$peer:$port"; then
        tail -n 30 "$log" >&2
        die "the server on $peer:$port did not answer /readyz with 200 within 60 s (log: $log)"
    fi
    echo "url=http://$peer:$port"
    echo "server_pid=$pid"
    echo "server_log=$log"
}

instance_port() {
    if [ -n "$port" ]; then echo "$port"; return; fi
    [ -f "$dir/port" ] || die "nothing started in $dir"
    cat "$dir/port"
}

case $command in
start)
    [ $# -le 4 ] || usage
    port=${port:-8080}
    "$root/scripts/netlab.sh" up "$name" >/dev/null
    mkdir -p "$dir"
    chmod 755 "$dir"
    bin=$(server_bin)
    # fsync=off: a throwaway cluster; durability after a power cut is not what the lab tests.
    database_url=$(PG_FSYNC=off ip netns exec "$ns" "$root/scripts/pg-cluster.sh" start "$dir/pg")
    echo "$database_url" >"$dir/database_url"
    ip netns exec "$ns" "$bin" migrate --database-url "$database_url" --log-level warning >/dev/null \
        || die "migrate failed on $database_url"
    ip netns exec "$ns" "$bin" seed --database-url "$database_url" --log-level warning >"$dir/seed.json" \
        || die "seed failed on $database_url"
    chmod 600 "$dir/seed.json"
    echo "$port" >"$dir/port"
    serve "$port"
    python3 -c 'import json, sys; s = json.load(open(sys.argv[1])); print("token=%s\nuser_id=%s" % (s["token"], s["id"]))' "$dir/seed.json"
    echo "database_url=$database_url"
    echo "namespace=$ns"
    echo "peer_address=$(peer_address)"
    ;;
start-instance)
    [ $# = 4 ] || usage
    [ -f "$dir/database_url" ] || die "nothing started in $dir (start first)"
    serve "$port"
    ;;
kill9)
    [ $# -le 4 ] || usage
    port=$(instance_port)
    [ -f "$dir/server-$port.pid" ] || die "no instance was started on port $port"
    pid=$(cat "$dir/server-$port.pid")
    alive "$pid" || die "the instance on port $port (pid $pid) does not run"
    kill -KILL "$pid"
    wait_for 10 dead "$pid" || die "pid $pid outlived SIGKILL"
    echo "killed_pid=$pid"
    ;;
restart)
    [ $# -le 4 ] || usage
    port=$(instance_port)
    if [ -f "$dir/server-$port.pid" ]; then
        pid=$(cat "$dir/server-$port.pid")
        if alive "$pid"; then
            kill -KILL "$pid"
            wait_for 10 dead "$pid" || die "pid $pid outlived SIGKILL"
        fi
    fi
    # The killed instance's log stays beside the new one.
    [ ! -f "$dir/server-$port.log" ] || mv "$dir/server-$port.log" "$dir/server-$port.log.$(date +%s%N)"
    serve "$port"
    ;;
stop)
    [ $# = 3 ] || usage
    pids=()
    for file in "$dir"/server-*.pid; do
        [ -f "$file" ] || continue
        pid=$(cat "$file")
        if alive "$pid"; then pids+=("$pid"); fi
        rm -f "$file"
    done
    [ ${#pids[@]} = 0 ] || stop_processes "${pids[@]}"
    if [ -f "$dir/pg/data/PG_VERSION" ]; then "$root/scripts/pg-cluster.sh" stop "$dir/pg"; fi
    ;;
*)
    usage
    ;;
esac
