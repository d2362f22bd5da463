#!/usr/bin/env bash
# The network lab checked with curl, piece by piece, before client tests rely on it: the server
# in a lab reachable over the link; cut (new requests time out, an open connection stalls and
# then completes after restore: no RST), unplug and reject (fail at once); netem's delay
# measured and loss 100% timing out; kill9 and restart; a second instance seeing a write made
# on the first (event stream); the blackhole, malformed, TLS and proxy peers; and nothing left
# behind (namespace, link, route, processes). Prints ok/FAIL lines and a summary; exits 1 on
# any failure. About 30 s.
#
#   scripts/netlab-selftest.sh
#
# Root. The server is $SERVER_BIN, else the debug build (make netlab-selftest builds it).
#
# The checks' conditions are eval'd strings (SC2016), and load sets variables by name (SC2154, SC2034).
# shellcheck disable=SC2016,SC2154,SC2034
set -euo pipefail

root=$(cd "$(dirname "$0")/.." && pwd)
[ $# = 0 ] || { echo "usage: $0" >&2; exit 2; }
[ "$(id -u)" = 0 ] || { echo "netlab-selftest: needs root (network namespaces)" >&2; exit 1; }
# shellcheck source=scripts/netlab-common.sh
. "$root/scripts/netlab-common.sh"
lab=$root/scripts/netlab.sh
server=$root/scripts/netlab-server.sh
peers=$root/scripts/netlab-peers.sh

name=st-$$
other=${name}b
tmp=$(mktemp -d /tmp/vsm-netlab.XXXXXX)
# The cluster runs as postgres, which must reach into it.
chmod 755 "$tmp"
pids=()
passed=0
failures=()

cleanup() {
    local status=$?
    "$server" stop "$tmp/server" "$name" >/dev/null 2>&1 || true
    "$lab" down "$name" >/dev/null 2>&1 || true
    "$lab" down "$other" >/dev/null 2>&1 || true
    if [ "$status" != 0 ]; then
        for log in "$tmp"/server/server-*.log*; do [ -f "$log" ] && { echo "== $log"; tail -n 20 "$log"; }; done >&2
    fi
    rm -rf "$tmp"
    exit "$status"
}
trap cleanup EXIT
trap 'exit 130' INT TERM
# A step that is no check and fails (set -e) ends the run: say which.
trap 'echo "netlab-selftest: line $LINENO failed: $BASH_COMMAND" >&2' ERR

ok() { echo "ok   $*"; passed=$((passed + 1)); }
fail() { echo "FAIL $*"; failures+=("$*"); }
check() {
    local message=$1
    shift
    if "$@"; then ok "$message"; else fail "$message"; fi
}
# a > b for decimals.
greater() { awk -v a="$1" -v b="$2" 'BEGIN { exit !(a > b) }'; }

# probe CURL_ARGS...: one curl (no proxy unless -x is given); sets rc, code, connect (s),
# total (s), ctype, err (its error line) and leaves the body in $tmp/body.
probe() {
    local out
    out=$(curl -sS "$@" -o "$tmp/body" -w '%{http_code} %{time_connect} %{time_total} %{content_type}' 2>"$tmp/curl.err") && rc=0 || rc=$?
    read -r code connect total ctype <<<"$out" || true
    err=$(head -n 1 "$tmp/curl.err")
}
direct() { probe --noproxy '*' "$@"; }

# key=value lines of a script's output into variables PREFIX_key.
load() {
    local prefix=$1 line
    shift
    local out
    out=$("$@") || return 1
    while IFS= read -r line; do
        [[ $line =~ ^([a-z_]+)=(.*)$ ]] && printf -v "${prefix}_${BASH_REMATCH[1]}" '%s' "${BASH_REMATCH[2]}"
    done <<<"$out"
    return 0
}

echo "== lab $name"
load lab "$lab" up "$name"
echo "namespace=$lab_namespace host=$lab_host_address peer=$lab_peer_address"
load again "$lab" up "$name"
check "up is idempotent (same addresses: $again_peer_address)" [ "$again_peer_address" = "$lab_peer_address" ]
load second "$lab" up "$other"
check "a second lab coexists ($second_peer_address)" \
    eval '[ "$second_host_address" != "$lab_host_address" ] && ip netns exec "vsm-$other" ip -o addr show dev lab0 | grep -q "$second_peer_address/30"'
"$lab" down "$other"
"$lab" down "$other"
check "down, twice, removes the second lab" eval '[ ! -e "/run/netns/vsm-$other" ] && ! ip link show "vsm-$other" >/dev/null 2>&1'

echo "== server"
load srv "$server" start "$tmp/server" "$name" 8080
pids+=("$srv_server_pid")
url=$srv_url
echo "url=$url user_id=$srv_user_id database_url=$srv_database_url"
direct --max-time 5 "$url/readyz"
check "GET /readyz over the link: $code" [ "$code" = 200 ]
direct --max-time 5 "$url/v1/users/$srv_user_id/profile"
check "GET profile over the link: $code $ctype" eval '[ "$code" = 200 ] && python3 -c "import json; json.load(open(\"$tmp/body\"))"'

echo "== cut and restore"
"$lab" cut "$name" >/dev/null
direct --max-time 3 "$url/healthz"
check "cut: a new request times out (curl $rc after ${total}s: $err)" eval '[ "$rc" = 28 ] && greater "$total" 2.9'
"$lab" restore "$name" >/dev/null
direct --max-time 5 "$url/healthz"
check "restore: the request answers again ($code)" [ "$code" = 200 ]
# An open keep-alive connection across a cut: its request stalls (no RST, no close), then
# completes once the link is back, by TCP's own retransmission.
if out=$(python3 - "$lab_peer_address" 8080 "$lab" "$name" 2>&1 <<'EOF'
import socket, subprocess, sys, time
host, port, lab, name = sys.argv[1], int(sys.argv[2]), sys.argv[3], sys.argv[4]
request = f"GET /healthz HTTP/1.1\r\nHost: {host}:{port}\r\n\r\n".encode()

def response(sock, timeout):
    sock.settimeout(timeout)
    data = b""
    while b"\r\n\r\n" not in data:
        chunk = sock.recv(4096)
        if not chunk: raise SystemExit(f"the server closed the connection: {data!r}")
        data += chunk
    return data.split(b"\r\n", 1)[0].decode()

sock = socket.create_connection((host, port), timeout=5)
sock.sendall(request)
first = response(sock, 5)
subprocess.run([lab, "cut", name], check=True, stdout=subprocess.DEVNULL)
try:
    sock.sendall(request)
    try:
        line = response(sock, 2)
        raise SystemExit(f"an answer crossed the cut link: {line}")
    except TimeoutError:
        pass
    except ConnectionError as e:
        raise SystemExit(f"the cut reset the open connection: {e!r}")
finally:
    subprocess.run([lab, "restore", name], check=True, stdout=subprocess.DEVNULL)
start = time.monotonic()
second = response(sock, 20)
print(f"{first} before; stalled 2 s during the cut; {second} {time.monotonic() - start:.1f} s after restore")
EOF
); then ok "open connection across a cut: $out"; else fail "open connection across a cut: $out"; fi
"$lab" unplug "$name" >/dev/null
direct --max-time 3 "$url/healthz"
check "unplug: fails at once (curl $rc after ${total}s: $err)" eval '[ "$rc" = 7 ] && greater 1 "$total"'
"$lab" restore "$name" >/dev/null
"$lab" reject "$name" >/dev/null
direct --max-time 3 "$url/healthz"
check "reject: refused at once (curl $rc after ${total}s: $err)" eval '[ "$rc" = 7 ] && greater 1 "$total"'
"$lab" restore "$name" >/dev/null
direct --max-time 5 "$url/healthz"
check "restore after unplug and reject: $code" [ "$code" = 200 ]

echo "== netem"
direct --max-time 5 "$url/healthz"
base=$connect
netem=$("$lab" netem "$name" delay 200ms)
netem=${netem%%$'\n'*}
direct --max-time 5 "$url/healthz"
# Both ends delay by 200 ms: the handshake's round trip takes 400 ms more.
check "$netem delay 200ms: connect ${base}s -> ${connect}s, request ${total}s" eval 'greater "$connect" 0.38 && greater "$total" 0.76'
"$lab" netem "$name" loss 100% >/dev/null
direct --max-time 2 "$url/healthz"
check "loss 100%: times out (curl $rc: $err)" [ "$rc" = 28 ]
"$lab" netem "$name" clear >/dev/null
direct --max-time 5 "$url/healthz"
check "netem clear: connect ${connect}s, $code" eval '[ "$code" = 200 ] && greater 0.1 "$connect"'

echo "== kill9 and restart"
"$server" kill9 "$tmp/server" "$name" >/dev/null
direct --max-time 3 "$url/healthz"
check "kill9: the port refuses (curl $rc: $err)" [ "$rc" = 7 ]
load re "$server" restart "$tmp/server" "$name"
pids+=("$re_server_pid")
direct --max-time 5 "$url/v1/users/$srv_user_id/profile"
check "restart: same url ($re_url), profile $code from the same database" eval '[ "$re_url" = "$url" ] && [ "$code" = 200 ]'

echo "== second instance"
load b "$server" start-instance "$tmp/server" "$name" 8081
pids+=("$b_server_pid")
curl -sS --noproxy '*' -N -i --max-time 20 "$b_url/v1/users/$srv_user_id/events" >"$tmp/events" 2>&1 &
events_pid=$!
wait_for 10 grep -qs '^HTTP/1.1 200' "$tmp/events" || true
etag=$(curl -sS --noproxy '*' -D - -o /dev/null "$url/v1/users/$srv_user_id/profile" | tr -d '\r' | awk -F': ' 'tolower($1) == "etag" { print $2 }')
direct --max-time 5 -X PUT "$url/v1/users/$srv_user_id/profile/username" -H "Authorization: Bearer $srv_token" \
    -H "If-Match: $etag" -H 'Content-Type: application/json' -d '{"username": "netlab-selftest"}'
put=$code
wait_for 10 grep -qs '^event: profile' "$tmp/events" || true
check "PUT on $url ($put) seen on $b_url's event stream" eval '[ "$put" = 200 ] && grep -q "^event: profile" "$tmp/events"'
kill "$events_pid" 2>/dev/null || true
wait "$events_pid" 2>/dev/null || true

echo "== peers"
load bh "$peers" blackhole "$name" 0
pids+=("$bh_pid")
direct --max-time 2 "$bh_url/"
check "blackhole: connected in ${connect}s, no answer in 2 s (curl $rc: $err)" eval '[ "$rc" = 28 ] && greater "$connect" 0'
for mode in truncated badjson wrongtype garbage; do
    load mf "$peers" malformed "$name" 0 "$mode"
    pids+=("$mf_pid")
    direct --max-time 5 "$mf_url/v1/users/1/profile"
    case $mode in
    truncated) check "malformed truncated: $code $ctype, curl $rc: $err" eval '[ "$code" = 200 ] && [ "$rc" = 18 ] && [ "$ctype" = application/json ]' ;;
    badjson) check "malformed badjson: $code $ctype complete, JSON invalid" \
        eval '[ "$code" = 200 ] && [ "$rc" = 0 ] && [ "$ctype" = application/json ] && ! python3 -c "import json; json.load(open(\"$tmp/body\"))" 2>/dev/null' ;;
    wrongtype) check "malformed wrongtype: $code $ctype" eval '[ "$code" = 200 ] && [[ $ctype == text/html* ]] && grep -q "<html" "$tmp/body"' ;;
    garbage) check "malformed garbage: no HTTP (curl $rc: $err)" eval '[ "$rc" != 0 ] && [ "$rc" != 28 ] && [ "$code" = 000 ]' ;;
    esac
done
load tls "$peers" tls "$name" 0 "$url"
pids+=("$tls_pid")
direct --max-time 5 "$tls_url/readyz"
check "tls: verification fails (curl $rc: $err)" eval '[ "$rc" = 60 ] && [[ $err == *"self-signed certificate"* ]]'
direct --max-time 5 -k "$tls_url/readyz"
check "tls -k: $code through nginx" [ "$code" = 200 ]
direct --max-time 5 --cacert "$tls_cert" "$tls_url/v1/users/$srv_user_id/profile"
check "tls --cacert $tls_cert: $code" [ "$code" = 200 ]
load px "$peers" proxy "$name" 0
pids+=("$px_pid")
probe --max-time 5 -x "$px_url" -D "$tmp/headers" "$url/healthz"
check "proxy: $code via $px_url, Via header in the answer" eval '[ "$code" = 200 ] && grep -qi "^via: .*vsm-netlab" "$tmp/headers"'
check "proxy: the request is in its log" grep -q "Request (file descriptor [0-9]*): GET $url/healthz " "$px_log"

echo "== teardown"
subnet=${lab_host_address%.*}.$(( ${lab_host_address##*.} - 1 ))/30
postmaster=$(head -n 1 "$tmp/server/pg/data/postmaster.pid")
pids+=("$postmaster")
[ ! -f "/run/vsm-netlab/$name/netem.pid" ] || pids+=("$(cat "/run/vsm-netlab/$name/netem.pid")")
"$server" stop "$tmp/server" "$name"
"$lab" down "$name"
left=()
for pid in "${pids[@]}"; do if alive "$pid"; then left+=("$pid"); fi; done
check "stop and down leave no process (of ${#pids[@]}: ${left[*]:-none})" [ ${#left[@]} = 0 ]
check "down leaves no namespace, link, route or state" eval '[ ! -e "/run/netns/vsm-$name" ] && ! ip link show "vsm-$name" >/dev/null 2>&1 && ! ip route | grep -q "^[a-z ]*$subnet " && [ ! -d "/run/vsm-netlab/$name" ]'

echo
if [ ${#failures[@]} = 0 ]; then
    echo "netlab-selftest: all $passed checks passed"
else
    echo "netlab-selftest: ${#failures[@]} of $((passed + ${#failures[@]})) checks FAILED:"
    printf '  %s\n' "${failures[@]}"
    exit 1
fi
