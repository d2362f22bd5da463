#!/usr/bin/env bash
# The shipped nginx configuration (Server/deploy/nginx/vsm-profile-server.conf) in front of two
# server instances on one PostgreSQL cluster, checked through nginx: ETag and 304, the 64 KiB
# body limit, an event on the stream within 1 s of a write whichever instance took the write,
# heartbeats passing through unbuffered, a stream nginx does not cut, and nginx's own 413 and
# 502 answered in the API's problem format.
#
#   scripts/server-nginx-test.sh [--skip-build]
#
# Root (nginx binds and drops to nobody). Needs Debian's nginx or nginx-light and PostgreSQL.
set -euo pipefail

root=$(cd "$(dirname "$0")/.." && pwd)
build=1
case ${1:-} in
--skip-build) build=0 ;;
"") ;;
*) echo "usage: $0 [--skip-build]" >&2; exit 2 ;;
esac
command -v nginx >/dev/null || [ -x /usr/sbin/nginx ] || { echo "server-nginx-test: nginx is not installed (apt-get install nginx-light)" >&2; exit 1; }
nginx_bin=$(command -v nginx || echo /usr/sbin/nginx)

# shellcheck source=scripts/stop-processes.sh
. "$root/scripts/stop-processes.sh"
tmp=$(mktemp -d /tmp/vsm-nginx.XXXXXX)
# PostgreSQL (as root: the postgres user) and nginx's workers (nobody) reach into it.
chmod 755 "$tmp"
pids=()
cleanup() {
    status=$?
    stop_processes "${pids[@]}"
    "$root/scripts/pg-cluster.sh" stop "$tmp/pg" || true
    if [ "$status" != 0 ]; then
        for log in "$tmp"/*.log; do [ -f "$log" ] && { echo "== $log"; tail -n 20 "$log"; }; done >&2
    fi
    rm -rf "$tmp"
    exit "$status"
}
trap cleanup EXIT
trap 'exit 130' INT TERM

free_port() { python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])'; }

# Waits (bounded) for the "listening" line of a server's log and prints its port.
port_of() {
    local log=$1 pid=$2 port=
    for _ in $(seq 300); do
        port=$(grep -o 'address=http://127.0.0.1:[0-9]*' "$log" | head -n 1 | sed 's/.*://') || true
        [ -n "$port" ] && { echo "$port"; return 0; }
        kill -0 "$pid" 2>/dev/null || break
        sleep 0.1
    done
    cat "$log" >&2
    echo "server-nginx-test: the server of $log did not start" >&2
    return 1
}

if [ "$build" = 1 ]; then
    PATH=$PATH:/opt/swift/usr/bin swift build --package-path "$root/Server" --product vsm-profile-server
fi
server=${SERVER_BIN:-$root/Server/.build/debug/vsm-profile-server}
[ -x "$server" ] || { echo "server-nginx-test: $server is not built" >&2; exit 1; }

# fsync=off: a throwaway cluster, durability after a power cut is not under test.
database_url=$(PG_FSYNC=off "$root/scripts/pg-cluster.sh" start "$tmp/pg")
"$server" migrate --database-url "$database_url" --log-level warning >/dev/null
token=$("$server" seed --database-url "$database_url" --log-level warning | python3 -c 'import json, sys; print(json.load(sys.stdin)["token"])')

# Two instances; heartbeats every second so the test sees several in a few seconds.
for name in a b; do
    "$server" serve --host 127.0.0.1 --port 0 --database-url "$database_url" --heartbeat-interval 1 >"$tmp/server-$name.log" 2>&1 &
    pids+=($!)
done
port_a=$(port_of "$tmp/server-a.log" "${pids[0]}")
port_b=$(port_of "$tmp/server-b.log" "${pids[1]}")

# The shipped file with this run's addresses: the two upstream ports and a loopback listen
# port. One test-only addition: X-Upstream-Addr, which instance answered, so the test knows
# which instance each stream and each write is on.
nginx_port=$(free_port)
conf=$root/Server/deploy/nginx/vsm-profile-server.conf
[ "$(grep -c '^ *server 127\.0\.0\.1:808[12] ' "$conf")" = 2 ] && grep -q '^ *listen 80;' "$conf" \
    || { echo "server-nginx-test: $conf no longer has the upstream and listen lines this test substitutes" >&2; exit 1; }
sed -e "s/^\( *server 127\.0\.0\.1:\)8081 /\1$port_a /" \
    -e "s/^\( *server 127\.0\.0\.1:\)8082 /\1$port_b /" \
    -e "s/^\( *\)listen 80;/\1listen 127.0.0.1:$nginx_port;/" \
    -e '/^ *listen \[::\]:80;/d' \
    -e 's/^\( *\)server_name .*/&\n\1add_header X-Upstream-Addr $upstream_addr always;/' \
    "$conf" >"$tmp/vsm-profile-server.conf"
cat >"$tmp/nginx.conf" <<EOF
# Debian's nginx.conf, reduced to what the site needs; everything written goes to $tmp.
worker_processes 2;
events { worker_connections 256; }
http {
    log_format upstream '\$remote_addr "\$request" \$status upstream=\$upstream_addr';
    access_log $tmp/access.log upstream;
    client_body_temp_path $tmp/client_body;
    proxy_temp_path $tmp/proxy;
    include $tmp/vsm-profile-server.conf;
}
EOF
"$nginx_bin" -t -p "$tmp" -c "$tmp/nginx.conf" -g "pid $tmp/nginx.pid; error_log stderr;" 2>&1 | sed 's/^/nginx -t: /'
"$nginx_bin" -p "$tmp" -c "$tmp/nginx.conf" -g "daemon off; pid $tmp/nginx.pid; error_log stderr;" >"$tmp/nginx.log" 2>&1 &
pids+=($!)
echo "instances: a=127.0.0.1:$port_a b=127.0.0.1:$port_b; nginx: 127.0.0.1:$nginx_port"

python3 - "$nginx_port" "$port_a" "$port_b" "$token" "${pids[0]}" "${pids[1]}" <<'EOF'
import http.client, json, os, signal, socket, sys, threading, time

nginx, port_a, port_b, token = int(sys.argv[1]), int(sys.argv[2]), int(sys.argv[3]), sys.argv[4]
pid_a, pid_b = int(sys.argv[5]), int(sys.argv[6])
instance_of = {f"127.0.0.1:{port_a}": "a", f"127.0.0.1:{port_b}": "b"}
failures = []

def check(ok, message):
    print(("ok   " if ok else "FAIL ") + message)
    if not ok: failures.append(message)

def request(method, path, headers=None, body=None, port=nginx):
    c = http.client.HTTPConnection("127.0.0.1", port, timeout=5)
    c.request(method, path, body=body, headers=headers or {})
    r = c.getresponse()
    data = r.read()
    c.close()
    return r, data

# nginx up: a bounded poll on /healthz through it.
deadline = time.monotonic() + 20
while True:
    try:
        r, _ = request("GET", "/healthz")
        if r.status == 200: break
    except OSError:
        pass
    if time.monotonic() > deadline: sys.exit("FAIL nginx did not answer /healthz within 20 s")
    time.sleep(0.1)

# ETag and 304 through nginx.
r, body = request("GET", "/v1/users/1/profile")
etag = r.getheader("ETag")
check(r.status == 200 and etag is not None and json.loads(body)["id"] == 1, f"GET profile: {r.status}, ETag {etag}")
r, body = request("GET", "/v1/users/1/profile", {"If-None-Match": etag})
check(r.status == 304 and r.getheader("ETag") == etag and body == b"", f"GET profile If-None-Match {etag}: {r.status}")

# The body limit is nginx's (client_max_body_size 64k), answered as the API's problem.
r, body = request("PUT", "/v1/users/1/profile/username",
                  {"Authorization": f"Bearer {token}", "If-Match": etag, "Content-Type": "application/json"},
                  json.dumps({"username": "x" * 70_000}))
ctype = r.getheader("Content-Type", "")
check(r.status == 413 and ctype.startswith("application/problem+json")
      and json.loads(body).get("type") == "urn:vsm-profile:problem:body-too-large",
      f"PUT with a 70 kB body: {r.status} {ctype}")


class Stream:
    """An SSE client through nginx, on its own thread: events and heartbeats with their times."""

    def __init__(self):
        self.sock = socket.create_connection(("127.0.0.1", nginx), timeout=10)
        self.sock.sendall(b"GET /v1/users/1/events HTTP/1.1\r\nHost: 127.0.0.1\r\nAccept: text/event-stream\r\n\r\n")
        self.file = self.sock.makefile("rb")
        status = self.file.readline()
        headers = {}
        while (line := self.file.readline().rstrip(b"\r\n")):
            key, _, value = line.decode().partition(":")
            headers[key.strip().lower()] = value.strip()
        self.status, self.headers = status.decode().strip(), headers
        self.instance = instance_of.get(headers.get("x-upstream-addr"), "?")
        self.chunked = headers.get("transfer-encoding") == "chunked"
        self.events, self.heartbeats, self.closed = [], [], None
        self.lock = threading.Lock()
        threading.Thread(target=self.read, daemon=True).start()

    def lines(self):
        """The body's lines, chunked or not."""
        if not self.chunked:
            yield from self.file
            return
        pending = b""
        while True:
            size = int(self.file.readline().split(b";")[0], 16)
            if size == 0: return
            pending += self.file.read(size)
            self.file.readline()
            while b"\n" in pending:
                line, pending = pending.split(b"\n", 1)
                yield line + b"\n"

    def read(self):
        self.sock.settimeout(30)
        event = {}
        try:
            for raw in self.lines():
                line = raw.decode().rstrip("\r\n")
                now = time.monotonic()
                with self.lock:
                    if line.startswith(": heartbeat"):
                        self.heartbeats.append(now)
                    elif line == "":
                        if "data" in event: self.events.append((now, event))
                        event = {}
                    elif not line.startswith(":"):
                        key, _, value = line.partition(":")
                        event[key] = value.removeprefix(" ")
        except (OSError, ValueError) as error:
            self.closed = f"{type(error).__name__}: {error}"
            return
        self.closed = "the stream ended"

    def wait_for_version(self, version, since, limit):
        deadline = since + limit
        while time.monotonic() < deadline + 0.5:
            with self.lock:
                for at, event in self.events:
                    if event.get("event") == "profile" and json.loads(event["data"]).get("version") == version:
                        return at - since
            time.sleep(0.01)
        return None

    def close(self):
        try: self.sock.shutdown(socket.SHUT_RDWR)
        except OSError: pass
        self.sock.close()


# Streams until one is on each instance (least_conn sends the second to the other instance).
streams = []
for _ in range(4):
    s = Stream()
    check(s.status.startswith("HTTP/1.1 200") and s.headers.get("content-type", "").startswith("text/event-stream"),
          f"stream {len(streams) + 1}: {s.status}, {s.headers.get('content-type')}, on instance {s.instance}")
    streams.append(s)
    if {x.instance for x in streams} >= {"a", "b"}: break
on = {s.instance: s for s in streams}
check(set(on) >= {"a", "b"}, f"streams on both instances: {sorted(on)}")

# Writes through nginx: every stream must see each within 1 s, whichever instance took it.
writers = {}
latencies = []
for i in range(8):
    r, body = request("GET", "/v1/users/1/profile")
    current = r.getheader("ETag")
    sent = time.monotonic()
    r, body = request("PUT", "/v1/users/1/profile/username",
                      {"Authorization": f"Bearer {token}", "If-Match": current, "Content-Type": "application/json"},
                      json.dumps({"username": f"nginx-{i}"}))
    writer = instance_of.get(r.getheader("X-Upstream-Addr"), "?")
    version = json.loads(body).get("version") if r.status == 200 else None
    if r.status != 200:
        check(False, f"PUT {i} through nginx: {r.status} {body[:200]!r}")
        continue
    writers[writer] = writers.get(writer, 0) + 1
    for s in on.values():
        latency = s.wait_for_version(version, sent, 1.0)
        ok = latency is not None and latency <= 1.0
        latencies.append(latency if latency is not None else float("inf"))
        check(ok, f"PUT {i} (version {version}) on instance {writer} -> stream on instance {s.instance}: "
                  + (f"{latency * 1000:.0f} ms" if latency is not None else "no event"))
# Both instances must have taken writes; nginx's choice is its own, so add a direct one where needed.
for name, port in (("a", port_a), ("b", port_b)):
    if writers.get(name): continue
    r, _ = request("GET", "/v1/users/1/profile", port=port)
    sent = time.monotonic()
    r, body = request("PUT", "/v1/users/1/profile/username",
                      {"Authorization": f"Bearer {token}", "If-Match": r.getheader("ETag"), "Content-Type": "application/json"},
                      json.dumps({"username": f"direct-{name}"}), port=port)
    version = json.loads(body).get("version")
    writers[name] = writers.get(name, 0) + 1
    for s in on.values():
        latency = s.wait_for_version(version, sent, 1.0)
        latencies.append(latency if latency is not None else float("inf"))
        check(latency is not None and latency <= 1.0,
              f"PUT directly on instance {name} -> stream on instance {s.instance} (through nginx): "
              + (f"{latency * 1000:.0f} ms" if latency is not None else "no event"))
check(writers.get("a", 0) > 0 and writers.get("b", 0) > 0, f"writes per instance: {writers}")

# Heartbeats pass through at once and nginx keeps the streams open: over 5 s, every stream
# gets a heartbeat at least every 2 s (the server sends one a second) and none ends.
start = time.monotonic()
time.sleep(0)  # the window starts now
while time.monotonic() - start < 5:
    if any(s.closed for s in on.values()): break
    time.sleep(0.1)
for s in on.values():
    with s.lock:
        beats = [t for t in s.heartbeats if t >= start]
    gaps = [b - a for a, b in zip([start] + beats, beats + [time.monotonic()])]
    check(s.closed is None and len(beats) >= 3 and max(gaps) <= 2.0,
          f"stream on instance {s.instance}: {len(beats)} heartbeats in 5 s, longest gap {max(gaps):.2f} s, "
          + ("open" if s.closed is None else f"closed: {s.closed}"))
for s in streams: s.close()

# No instance left: nginx's 502 is the contract's 503 problem with Retry-After.
for pid in (pid_a, pid_b):
    os.kill(pid, signal.SIGTERM)
deadline = time.monotonic() + 20
while time.monotonic() < deadline:
    gone = 0
    for pid in (pid_a, pid_b):
        try: os.kill(pid, 0)
        except ProcessLookupError: gone += 1
    if gone == 2: break
    time.sleep(0.1)
r, body = request("GET", "/v1/users/1/profile")
ctype = r.getheader("Content-Type", "")
check(r.status == 503 and ctype.startswith("application/problem+json") and r.getheader("Retry-After") == "5"
      and json.loads(body).get("type") == "urn:vsm-profile:problem:unavailable",
      f"both instances stopped: GET profile {r.status} {ctype}, Retry-After {r.getheader('Retry-After')}")

finite = sorted(l for l in latencies if l != float("inf"))
if finite:
    print(f"event latency through nginx: median {finite[len(finite) // 2] * 1000:.0f} ms, max {finite[-1] * 1000:.0f} ms "
          f"over {len(latencies)} deliveries")
print(f"server-nginx-test: {'passed' if not failures else f'FAILED ({len(failures)} checks)'}")
sys.exit(1 if failures else 0)
EOF
