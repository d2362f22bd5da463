#!/usr/bin/env bash
# The server against its contract: schemathesis generates requests from Contract/openapi.yaml
# (valid and invalid ones) and checks every answer against it: no 5xx, every status, header,
# media type and body as declared, invalid input refused, valid input accepted, 405 for
# undeclared methods, authentication not ignored. The real server on a real PostgreSQL cluster.
#
#   scripts/server-contract-test.sh [--max-examples N] [--seed N] [--strict] [--skip-build]
#
#   --max-examples N  test cases per operation and phase (default 100: about 45 s in all here)
#   --seed N          reproduce a run (schemathesis prints the seed of every run)
#   --strict          no workaround for the known server bugs listed below (fails until fixed)
#   --skip-build      use Server/.build/debug/vsm-profile-server as it is
#
# Needs schemathesis (Server/requirements-test.txt) on PATH or importable by python3, and
# Debian's PostgreSQL (scripts/pg-cluster.sh). Installs nothing.
set -euo pipefail

root=$(cd "$(dirname "$0")/.." && pwd)
max_examples=100
seed=
strict=0
build=1
while [ $# -gt 0 ]; do
    case $1 in
    --max-examples) max_examples=$2; shift 2 ;;
    --seed) seed=$2; shift 2 ;;
    --strict) strict=1; shift ;;
    --skip-build) build=0; shift ;;
    *) echo "usage: $0 [--max-examples N] [--seed N] [--strict] [--skip-build]" >&2; exit 2 ;;
    esac
done

if command -v schemathesis >/dev/null; then
    st=(schemathesis)
elif python3 -c 'import schemathesis' 2>/dev/null; then
    st=(python3 -m schemathesis.cli)
else
    echo "server-contract-test: schemathesis is not installed (pip install -r Server/requirements-test.txt)" >&2
    exit 1
fi

# shellcheck source=scripts/stop-processes.sh
. "$root/scripts/stop-processes.sh"
tmp=$(mktemp -d /tmp/vsm-contract.XXXXXX)
# PostgreSQL runs as its own user (as root: postgres), which must reach the cluster inside.
chmod 755 "$tmp"
server_pid=
cleanup() {
    status=$?
    # Graceful shutdown ends the event streams first; bounded, then forced.
    if [ -n "$server_pid" ]; then stop_processes "$server_pid"; fi
    "$root/scripts/pg-cluster.sh" stop "$tmp/pg" || true
    rm -rf "$tmp"
    exit "$status"
}
trap cleanup EXIT
trap 'exit 130' INT TERM

if [ "$build" = 1 ]; then
    PATH=$PATH:/opt/swift/usr/bin swift build --package-path "$root/Server" --product vsm-profile-server
fi
server=${SERVER_BIN:-$root/Server/.build/debug/vsm-profile-server}
[ -x "$server" ] || { echo "server-contract-test: $server is not built" >&2; exit 1; }

# fsync=off: a throwaway cluster, durability after a power cut is not under test.
database_url=$(PG_FSYNC=off "$root/scripts/pg-cluster.sh" start "$tmp/pg")
"$server" migrate --database-url "$database_url" --log-level warning >/dev/null
token=$("$server" seed --database-url "$database_url" --log-level warning | python3 -c 'import json, sys; print(json.load(sys.stdin)["token"])')

# Heartbeats every second, so a bounded read of the event stream sees one.
"$server" serve --host 127.0.0.1 --port 0 --database-url "$database_url" --heartbeat-interval 1 >"$tmp/server.log" 2>&1 &
server_pid=$!
port=
for _ in $(seq 300); do
    port=$(grep -o 'address=http://127.0.0.1:[0-9]*' "$tmp/server.log" | head -n 1 | sed 's/.*://') || true
    [ -n "$port" ] && break
    kill -0 "$server_pid" 2>/dev/null || break
    sleep 0.1
done
[ -n "$port" ] || { cat "$tmp/server.log" >&2; echo "server-contract-test: the server did not start" >&2; exit 1; }
base=http://127.0.0.1:$port
python3 - "$base/readyz" <<'EOF'
import sys, time, urllib.request
deadline = time.monotonic() + 30
while True:
    try:
        with urllib.request.urlopen(sys.argv[1], timeout=2) as r:
            if r.status == 200: break
    except OSError:
        pass
    if time.monotonic() > deadline: sys.exit("server-contract-test: /readyz did not answer 200 within 30 s")
    time.sleep(0.1)
EOF
echo "server: $base (database $database_url)"

# The schema schemathesis reads, and what it is told about the contract's deliberate choices.
schema=$root/Contract/openapi.yaml
exclude_checks=()
if [ "$strict" = 0 ]; then
    # Known server bug: header lengths are not checked. If-None-Match over 1,024 characters is
    # answered 200, If-Match over 64 characters 412 and a Last-Event-ID over 32 characters
    # (000…0001) 200, not 400 as their `maxLength` says. Until the server refuses them (or the
    # contract drops the limits), test against a copy without these three limits, so negative
    # testing of everything else still runs.
    [ "$(grep -c '^ *maxLength: \(1024\|64\|32\)$' "$schema")" = 3 ] \
        || { echo "server-contract-test: the header limits moved in $schema; update this workaround" >&2; exit 1; }
    sed -e '/^ *maxLength: \(1024\|64\|32\)$/d' "$schema" >"$tmp/openapi.yaml"
    schema=$tmp/openapi.yaml
    # Known server bug: the body middleware runs before routing, so PUT, POST or PATCH without
    # a JSON body on a path that lacks that method (or on no path at all) is a 415, not 405
    # (or 404). The probe below checks 405 for the other methods and says whether the bug is
    # still there.
    exclude_checks+=(--exclude-checks unsupported_method)
    echo "workarounds of known server bugs (--strict: none): header maxLength not tested (If-None-Match, If-Match, Last-Event-ID); unsupported_method check replaced by a probe"
fi

cat >"$tmp/schemathesis.toml" <<'EOF'
# Every check (here, not as `--checks all`: a check named on the command line would override
# the per-operation choices below).
[checks]
enabled = true

# putUsername: the schema cannot say everything the contract does, deliberately.
# - If-Match is `required: false` in the schema so that its absence has a documented answer:
#   428 (if-match-required). A schema-valid request without it is refused by design.
# - The username rules (trimmed, 1 to 64 graphemes, no control characters, something visible)
#   are described in prose, not in the schema: a schema-valid "" or " " is a documented 422.
# - A generated If-Match names no current version: a documented 412 with the current profile.
[[operations]]
include-operation-id = "putUsername"
checks.positive_data_acceptance.expected-statuses = ["2xx", "3xx", "401", "403", "404", "409", "412", "422", "428"]

# getEvents is an endless stream: read it for at most 1.5 s (a heartbeat comes every second:
# the server runs with --heartbeat-interval 1) or until 1 event, then close; fewer cases, as
# each may hold a connection that long.
# - The contract describes the stream as opaque bytes (`type: string, format: binary`, what
#   the Swift OpenAPI generator needs for a streamed body); the events' `data` is a
#   ChangeEvent by prose. Schemathesis validates each parsed event against that string schema
#   and always fails, so the schema check is off here; this script's probes check a real event.
# - Last-Event-ID is a plain string in the schema, but only an id the server sent (a
#   non-negative integer) can be resumed from: anything else is the documented 400 (bad-request).
[[operations]]
include-operation-id = "getEvents"
request-timeout = 1.5
max-stream-events = 1
generation.max-examples = 5
checks.response_schema_conformance.enabled = false
checks.positive_data_acceptance.expected-statuses = ["2xx", "3xx", "400", "401", "403", "404", "409"]
EOF

# Inside the temporary folder: schemathesis keeps its example database and reports in the
# working directory, which must not be the checkout.
seed_args=()
[ -z "$seed" ] || seed_args=(--seed "$seed")
st_status=0
(
    cd "$tmp"
    # timeout: a hard bound on the run whatever the generator does (CI budget); 100 s of
    # testing plus the time to start it.
    timeout -k 5 150 "${st[@]}" --config-file "$tmp/schemathesis.toml" --no-color run "$schema" \
        --url "$base" -H "Authorization: Bearer $token" \
        "${exclude_checks[@]}" \
        --phases examples,coverage,fuzzing,stateful \
        --max-examples "$max_examples" --workers 2 --request-timeout 5 \
        --generation-database none --continue-on-failure "${seed_args[@]}"
) >"$tmp/schemathesis.out" 2>&1 || st_status=$?
# The failures and the summary; the progress lines before them are long and say nothing more.
sed -n '/^=* \(FAILURES\|ERRORS\|WARNINGS\|SUMMARY\) =*$/,$p' "$tmp/schemathesis.out" | sed -n '1,400p'
[ "$st_status" != 124 ] || echo "server-contract-test: schemathesis did not finish within 150 s" >&2

# What schemathesis cannot ask: the event stream's headers and first heartbeat; a PUT with the
# current ETag (generated ones never match: schemathesis sees only 412s) and its event, both
# checked against the schema's Profile and ChangeEvent; the stream's refusals; and the 405 of
# every undeclared method (the probe of the known 415 bug).
probe_status=0
python3 - "$port" "$strict" "$token" <<'EOF' || probe_status=$?
import http.client, json, sys, time
port, strict, token = int(sys.argv[1]), sys.argv[2] == "1", sys.argv[3]
failures, known = [], []

def request(method, path, headers=None, body=None):
    c = http.client.HTTPConnection("127.0.0.1", port, timeout=5)
    c.request(method, path, body=body, headers=headers or {})
    r = c.getresponse()
    return c, r

# The stream: 200, text/event-stream, no-cache, X-Accel-Buffering: no, a heartbeat within 3 s.
c, r = request("GET", "/v1/users/1/events")
ctype = r.getheader("Content-Type", "")
if r.status != 200 or not ctype.startswith("text/event-stream") or r.getheader("Cache-Control") != "no-cache" \
        or r.getheader("X-Accel-Buffering") != "no":
    failures.append(f"GET /v1/users/1/events: {r.status} Content-Type={ctype!r} "
                    f"Cache-Control={r.getheader('Cache-Control')!r} X-Accel-Buffering={r.getheader('X-Accel-Buffering')!r}")
else:
    c.sock.settimeout(3)
    seen = b""
    deadline = time.monotonic() + 3
    try:
        while b": heartbeat" not in seen and time.monotonic() < deadline:
            chunk = r.fp.read1(4096)
            if not chunk: break
            seen += chunk
    except TimeoutError:
        pass
    if b": heartbeat" not in seen:
        failures.append(f"GET /v1/users/1/events: no heartbeat within 3 s (got {seen[:200]!r})")
c.close()

# A write with the current version: 200, the new ETag, a Profile; and its event on the stream.
PROFILE_KEYS = {"id", "username", "displayName", "location", "website", "friendsCount", "version"}
events, stream = request("GET", "/v1/users/1/events")
events.sock.settimeout(3)
c, r = request("GET", "/v1/users/1/profile")
etag = r.getheader("ETag"); r.read(); c.close()
name = f"contract-{int(time.time())}"
c, r = request("PUT", "/v1/users/1/profile/username", {"Authorization": f"Bearer {token}", "If-Match": etag,
               "Content-Type": "application/json"}, json.dumps({"username": name}))
body = json.loads(r.read() or b"null"); c.close()
if r.status != 200 or not isinstance(body, dict) or set(body) != PROFILE_KEYS or body["username"] != name \
        or r.getheader("ETag") != f'"{body["version"]}"':
    failures.append(f"PUT username with If-Match {etag}: {r.status} ETag={r.getheader('ETag')!r} {body!r}")
else:
    seen, deadline = b"", time.monotonic() + 3
    wanted = {"resource": "profile", "version": body["version"]}
    found = False
    try:
        while not found and time.monotonic() < deadline:
            chunk = stream.fp.read1(4096)
            if not chunk: break
            seen += chunk
            for block in seen.split(b"\n\n"):
                lines = block.decode().split("\n")
                if "event: profile" in lines:
                    data = [l[len("data: "):] for l in lines if l.startswith("data: ")]
                    found = bool(data) and json.loads(data[0]) == wanted
    except TimeoutError:
        pass
    if not found:
        failures.append(f"no `event: profile` with data {wanted} within 3 s of the PUT (got {seen[-300:]!r})")
events.close()
for path, headers, status in [("/v1/users/999999/events", {}, 404), ("/v1/users/1/events", {"Last-Event-ID": "x"}, 400),
                              ("/v1/users/0/events", {}, None)]:
    c, r = request("GET", path, headers)
    body = r.read()
    ok = r.status == status if status else r.status in (400, 404)
    if not ok or not r.getheader("Content-Type", "").startswith("application/problem+json"):
        failures.append(f"GET {path} {headers}: {r.status} {r.getheader('Content-Type')} (expected {status or '400/404'} problem+json)")
    c.close()

# Undeclared methods: 405 with Allow naming the declared ones.
paths = {"/healthz": "GET", "/readyz": "GET", "/v1/users/1/profile": "GET", "/v1/users/1/posts": "GET",
         "/v1/users/1/events": "GET", "/v1/users/1/profile/username": "PUT"}
for path, allowed in paths.items():
    for method in ("GET", "PUT", "POST", "PATCH", "DELETE"):
        if method == allowed: continue
        c, r = request(method, path)
        r.read(); c.close()
        line = f"{method} {path} (no body): {r.status}, Allow={r.getheader('Allow')!r}"
        if r.status == 405 and r.getheader("Allow") == allowed:
            continue
        if r.status == 415 and method in ("PUT", "POST", "PATCH") and not strict:
            known.append(line)
        else:
            failures.append(line + f" (expected 405, Allow={allowed!r})")

if known:
    print(f"known server bug, worked around (415 before 405): {len(known)} requests, e.g. {known[0]}")
elif not strict:
    print("the 415-before-405 bug is fixed: drop its workaround (--exclude-checks unsupported_method) from this script")
for f in failures:
    print("FAIL", f)
print(f"probes: {len(failures)} failures")
sys.exit(1 if failures else 0)
EOF

errors=$(grep -c ' error ' "$tmp/server.log" || true)
echo "server log: $errors error lines"
[ "$errors" = 0 ] || grep ' error ' "$tmp/server.log" | head -n 5
if [ "$st_status" = 0 ] && [ "$probe_status" = 0 ] && [ "$errors" = 0 ]; then
    echo "server-contract-test: passed"
else
    echo "server-contract-test: FAILED (schemathesis exit $st_status, probes exit $probe_status, server errors $errors)" >&2
    exit 1
fi
