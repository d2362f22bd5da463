#!/usr/bin/env bash
# Throughput and latency of vsm-profile-server (release build) on loopback, with wrk, against
# two ceilings measured in the same run:
#   - GET /healthz, which touches no database: the HTTP stack's ceiling (Hummingbird, NIO and
#     the OpenAPI runtime on this machine);
#   - pgbench running GET profile's SELECT alone (select-profile.sql) with as many client
#     connections as wrk has: the database's ceiling.
# Measured: GET profile (200), GET profile with a matching If-None-Match (304), PUT username
# (If-Match from the previous answer: a 412 carries the current ETag, so the next one
# succeeds unless another connection wrote first), each on one instance and on two (two
# processes on one database, one wrk per instance at the same time, results added); and the
# latency of GET profile at half its maximum rate (open loop: wrk.lua paces requests on a fixed
# schedule and times them from it, as wrk2 would), on one instance and split over two.
#
#   Benchmarks/server/bench-server.sh [--duration S] [--quick] [--connections N] [--skip-build]
#                                     [--binary PATH]
#
#   --duration S     seconds per measurement (default 10; 11 measurements: about 2.5 min)
#   --quick          3 s per measurement (about 1 min)
#   --connections N  wrk connections and pgbench clients (default 32; two instances: N/2 each)
#   --skip-build     use Server/.build/release/vsm-profile-server as it is
#   --binary PATH    measure this server binary instead (no build)
#
# The cluster runs with fsync=off: a write's cost is PostgreSQL's work without the disk flush,
# so PUT numbers are an upper bound for a durable setup. Everything (wrk, pgbench, servers,
# PostgreSQL) shares this machine's cores: compare the ratios, and note the load (uptime).
# Needs wrk and Debian's PostgreSQL (pgbench comes with postgresql-NN). Root or the cluster's
# owner.
set -euo pipefail

here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../.." && pwd)
duration=10
connections=32
build=1
server=
while [ $# -gt 0 ]; do
    case $1 in
    --duration) duration=$2; shift 2 ;;
    --quick) duration=3; shift ;;
    --connections) connections=$2; shift 2 ;;
    --skip-build) build=0; shift ;;
    --binary) server=$(realpath "$2"); build=0; shift 2 ;;
    *) echo "usage: $0 [--duration S] [--quick] [--connections N] [--skip-build] [--binary PATH]" >&2; exit 2 ;;
    esac
done
[ $((connections % 2)) = 0 ] && [ "$connections" -ge 2 ] || { echo "bench-server: --connections must be even" >&2; exit 2; }
command -v wrk >/dev/null || { echo "bench-server: wrk is not installed (apt-get install wrk)" >&2; exit 1; }
bindir=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1)
[ -x "$bindir/pgbench" ] || { echo "bench-server: pgbench not found (apt-get install postgresql)" >&2; exit 1; }

# shellcheck source=scripts/stop-processes.sh
. "$root/scripts/stop-processes.sh"
tmp=$(mktemp -d /tmp/vsm-bench-server.XXXXXX)
# PostgreSQL runs as its own user (as root: postgres), which must reach the cluster inside.
chmod 755 "$tmp"
pids=()
cleanup() {
    status=$?
    stop_processes "${pids[@]}"
    "$root/scripts/pg-cluster.sh" stop "$tmp/pg" || true
    rm -rf "$tmp"
    exit "$status"
}
trap cleanup EXIT
trap 'exit 130' INT TERM

if [ "$build" = 1 ]; then
    PATH=$PATH:/opt/swift/usr/bin swift build --package-path "$root/Server" -c release --product vsm-profile-server
fi
[ -n "$server" ] || server=$root/Server/.build/release/vsm-profile-server
[ -x "$server" ] || { echo "bench-server: $server is not built" >&2; exit 1; }

database_url=$(PG_FSYNC=off "$root/scripts/pg-cluster.sh" start "$tmp/pg")
pg_port=$(cat "$tmp/pg/port")
"$server" migrate --database-url "$database_url" --log-level warning >/dev/null
token=$("$server" seed --database-url "$database_url" --log-level warning | python3 -c 'import json, sys; print(json.load(sys.stdin)["token"])')

# Starts an instance and sets instance_port once it answers /readyz (bounded polls). In this
# shell, not in $(…), so that cleanup knows its process. The default log level logs nothing
# per request, only the start with the bound port.
start_instance() {
    local log=$tmp/server-$1.log port=
    instance_port=
    "$server" serve --host 127.0.0.1 --port 0 --database-url "$database_url" >"$log" 2>&1 &
    local pid=$!
    pids+=("$pid")
    for _ in $(seq 300); do
        port=$(grep -o 'address=http://127.0.0.1:[0-9]*' "$log" | head -n 1 | sed 's/.*://') || true
        if [ -n "$port" ] && curl -fs "http://127.0.0.1:$port/readyz" >/dev/null 2>&1; then
            instance_port=$port
            return 0
        fi
        kill -0 "$pid" 2>/dev/null || break
        sleep 0.1
    done
    cat "$log" >&2
    echo "bench-server: instance $1 did not become ready" >&2
    return 1
}

current_etag() { curl -fsi "http://127.0.0.1:$1/v1/users/1/profile" | tr -d '\r' | sed -n 's/^[Ee][Tt][Aa][Gg]: //p'; }

results=$tmp/results.jsonl
# run_wrk LABEL INSTANCES THREADS CONNECTIONS URL MODE [ARGS…]: one wrk, its RESULT line kept.
run_wrk() {
    local label=$1 instances=$2 threads=$3 conns=$4 url=$5 mode=$6
    shift 6
    WRK_MODE=$mode WRK_THREADS=$threads wrk -t "$threads" -c "$conns" -d "${duration}s" --timeout 5s --latency \
        -s "$here/wrk.lua" "$url" -- "$mode" "$@" >"$tmp/wrk.out" 2>&1 \
        || { cat "$tmp/wrk.out" >&2; echo "bench-server: wrk failed ($label)" >&2; return 1; }
    local line
    line=$(sed -n 's/^RESULT //p' "$tmp/wrk.out")
    [ -n "$line" ] || { cat "$tmp/wrk.out" >&2; return 1; }
    echo "{\"label\":\"$label\",\"instances\":$instances,\"result\":$line}" >>"$results"
}
# run_wrk_pair LABEL PATH MODE [ARGS…]: one wrk per instance at the same time, half the
# connections each (the results are added by the report). PAIR_CONNECTIONS and PAIR_THREADS:
# wrk connections and threads per instance (defaults: half the connections, one thread; paced
# runs need one thread per connection).
run_wrk_pair() {
    local label=$1 path=$2 mode=$3
    shift 3
    local half=${PAIR_CONNECTIONS:-$((connections / 2))} threads=${PAIR_THREADS:-1}
    WRK_MODE=$mode WRK_THREADS=$threads wrk -t "$threads" -c "$half" -d "${duration}s" --timeout 5s --latency \
        -s "$here/wrk.lua" "http://127.0.0.1:$port_a$path" -- "$mode" "$@" >"$tmp/wrk-a.out" 2>&1 &
    local wrk_a=$!
    WRK_MODE=$mode WRK_THREADS=$threads wrk -t "$threads" -c "$half" -d "${duration}s" --timeout 5s --latency \
        -s "$here/wrk.lua" "http://127.0.0.1:$port_b$path" -- "$mode" "$@" >"$tmp/wrk-b.out" 2>&1
    wait "$wrk_a" || { cat "$tmp/wrk-a.out" >&2; return 1; }
    for part in a b; do
        local line
        line=$(sed -n 's/^RESULT //p' "$tmp/wrk-$part.out")
        [ -n "$line" ] || { cat "$tmp/wrk-$part.out" >&2; return 1; }
        echo "{\"label\":\"$label\",\"instances\":2,\"part\":\"$part\",\"result\":$line}" >>"$results"
    done
}

echo "bench-server: ${duration}s per measurement, $connections connections, $(nproc) cores; load: $(uptime | sed 's/.*load average/load average/')"
start_instance a
port_a=$instance_port
echo "instance a: 127.0.0.1:$port_a"
# Warm-up: the pool opens its connections, caches fill.
wrk -t 2 -c "$connections" -d 1s "http://127.0.0.1:$port_a/v1/users/1/profile" >/dev/null

base=http://127.0.0.1:$port_a
echo "measuring (one instance)…"
run_wrk healthz 1 2 "$connections" "$base/healthz" get
run_wrk profile 1 2 "$connections" "$base/v1/users/1/profile" get
run_wrk profile-304 1 2 "$connections" "$base/v1/users/1/profile" inm "$(current_etag "$port_a")"
run_wrk put 1 2 "$connections" "$base/v1/users/1/profile/username" put "$token" "$(current_etag "$port_a")"

echo "measuring pgbench…"
pgbench_out=$tmp/pgbench.out
(cd "$tmp" && "$bindir/pgbench" -h 127.0.0.1 -p "$pg_port" -U vsm -n -M prepared -c "$connections" -j 2 \
    -T "$duration" -f "$here/select-profile.sql" -l --log-prefix "$tmp/pgbench-log" vsm_profile) >"$pgbench_out" 2>&1 \
    || { cat "$pgbench_out" >&2; echo "bench-server: pgbench failed" >&2; exit 1; }
python3 - "$tmp" "$duration" >>"$results" <<'EOF'
import glob, json, re, sys
tmp, duration = sys.argv[1], float(sys.argv[2])
out = open(f"{tmp}/pgbench.out").read()
tps = float(re.search(r"tps = ([0-9.]+) \(without initial connection time\)", out).group(1))
failed = re.search(r"number of failed transactions: (\d+)", out)
latencies = []
for path in glob.glob(f"{tmp}/pgbench-log*"):
    for line in open(path):
        fields = line.split()
        if len(fields) >= 3 and fields[2].isdigit(): latencies.append(int(fields[2]))
latencies.sort()
pct = lambda p: latencies[min(len(latencies) - 1, int(len(latencies) * p / 100))] if latencies else 0
print(json.dumps({"label": "pgbench", "instances": 0, "result": {
    "requests": len(latencies), "rate": tps, "duration_us": int(duration * 1e6),
    "errors": {"failed": int(failed.group(1)) if failed else 0},
    "latency_us": {"p50": pct(50), "p90": pct(90), "p99": pct(99), "max": latencies[-1] if latencies else 0}}}))
EOF

# Half of GET profile's maximum (one instance), paced: one connection per wrk thread, so
# wrk.lua can time each request from its scheduled send (see wrk.lua). Half as many connections
# as the saturating runs: at half the rate a request waits well under a slot, and fewer wrk
# threads leave the cores to the servers (with one thread per connection wrk itself is
# scheduled late on two cores).
half_rate=$(python3 -c '
import json, sys
for line in open(sys.argv[1]):
    r = json.loads(line)
    if r["label"] == "profile" and r["instances"] == 1:
        print(max(1, int(r["result"]["requests"] / (r["result"]["duration_us"] / 1e6) / 2)))' "$results")
echo "measuring GET profile paced at $half_rate requests/s (half the maximum)…"
paced_connections=$((connections / 2))
run_wrk profile-paced 1 "$paced_connections" "$paced_connections" "$base/v1/users/1/profile" paced "$half_rate"

start_instance b
port_b=$instance_port
echo "instance b: 127.0.0.1:$port_b"
wrk -t 2 -c "$connections" -d 1s "http://127.0.0.1:$port_b/v1/users/1/profile" >/dev/null
echo "measuring (two instances)…"
run_wrk_pair healthz /healthz get
run_wrk_pair profile /v1/users/1/profile get
run_wrk_pair profile-304 /v1/users/1/profile inm "$(current_etag "$port_a")"
run_wrk_pair put /v1/users/1/profile/username put "$token" "$(current_etag "$port_a")"
# The paced load of one instance, split over two: the same requests/s in total, so the two p99s
# compare one instance with two under the same load (not two saturated setups).
echo "measuring GET profile paced at $half_rate requests/s over two instances…"
paced_pair=$(( paced_connections / 2 > 0 ? paced_connections / 2 : 1 ))
PAIR_CONNECTIONS=$paced_pair PAIR_THREADS=$paced_pair run_wrk_pair profile-paced /v1/users/1/profile paced $(( half_rate / 2 > 0 ? half_rate / 2 : 1 ))

python3 "$here/report.py" "$results" "$duration" "$connections" "$half_rate"
