#!/usr/bin/env bash
# Faulty and intermediary peers for a network lab (scripts/netlab.sh): each on a port of its
# own, started in the background; `netlab.sh down NAME` ends them with the lab. Each prints
# url= (what a client connects to), pid= and log= lines. PORT 0: a free port.
#
#   scripts/netlab-peers.sh blackhole NAME PORT        inside the namespace, on its address:
#                        accepts TCP connections and never answers
#   scripts/netlab-peers.sh malformed NAME PORT MODE   inside the namespace: for any request,
#                        truncated (200 application/json, Content-Length of the whole document,
#                        half of it, close), badjson (200 application/json, complete, the JSON
#                        stops midway), wrongtype (200 text/html, an HTML page) or garbage (no HTTP)
#   scripts/netlab-peers.sh tls NAME PORT BACKEND_URL  inside the namespace: nginx terminating TLS
#                        with a self-signed certificate for the namespace's address (made now
#                        with openssl), proxying to BACKEND_URL (event streams unbuffered).
#                        Also prints cert= (the certificate, for a client that should trust it)
#   scripts/netlab-peers.sh proxy NAME PORT            tinyproxy in THIS namespace on the lab's
#                        host address: a client here uses url= as its HTTP proxy, and the proxy
#                        reaches the server over the link (a cut leaves the proxy answering
#                        errors). It logs each request to log= ("Request ...: GET http://...")
#                        and adds "Via: 1.1 vsm-netlab" to requests and responses
#   scripts/netlab-peers.sh stop NAME PORT             end the peer on PORT
#
# Root. Needs python3, nginx (nginx-light), openssl and tinyproxy (make deps-netlab).
set -euo pipefail

root=$(cd "$(dirname "$0")/.." && pwd)
# shellcheck source=scripts/netlab-common.sh
. "$root/scripts/netlab-common.sh"

usage() {
    echo "usage: $0 blackhole NAME PORT | malformed NAME PORT truncated|badjson|wrongtype|garbage | tls NAME PORT BACKEND_URL | proxy NAME PORT | stop NAME PORT" >&2
    exit 2
}
die() { echo "netlab-peers: $*" >&2; exit 1; }

[ $# -ge 3 ] || usage
kind=$1
name=$2
port=$3
shift 3
[[ $port =~ ^[0-9]+$ ]] || die "PORT must be a number: '$port'"
ns=vsm-$name
state=$netlab_state/$name
if [ ! -e "/run/netns/$ns" ] || [ ! -d "$state" ]; then die "no lab $name (scripts/netlab.sh up $name)"; fi
peers=$state/peers
mkdir -p "$peers"

# address_of DEV [ip's options]: DEV's IPv4 address.
address_of() {
    local dev=$1
    shift
    ip "$@" -o -4 addr show dev "$dev" | awk '{ split($4, a, "/"); print a[1]; exit }'
}
peer=$(address_of lab0 -n "$ns")
host=$(address_of "vsm-$name")

free_port() {
    python3 -c 'import socket, sys; s = socket.socket(); s.bind((sys.argv[1], 0)); print(s.getsockname()[1])' "$1"
}

# A peer already on this port is an error rather than a silent second one.
claim() {
    local address=$1
    if [ -f "$peers/$port.pid" ] && alive "$(cat "$peers/$port.pid")"; then
        die "a peer of lab $name already runs on port $port (pid $(cat "$peers/$port.pid"))"
    fi
    if [ "$port" = 0 ]; then
        case $address in
        "$peer") port=$(ip netns exec "$ns" python3 -c 'import socket, sys; s = socket.socket(); s.bind((sys.argv[1], 0)); print(s.getsockname()[1])' "$peer") ;;
        *) port=$(free_port "$address") ;;
        esac
    fi
}

# Reports a peer that did not come up, with its log, and stops it.
failed() {
    local pid=$1 log=$2 what=$3
    stop_processes "$pid"
    tail -n 20 "$log" >&2 || true
    die "$what did not start (log: $log)"
}

answers() { [ "$(curl -s "$@" --noproxy '*' --max-time 2 -o /dev/null -w '%{http_code}' || true)" != 000 ]; }

case $kind in
blackhole | malformed)
    if [ "$kind" = blackhole ]; then
        [ $# = 0 ] || usage
        mode=blackhole
    else
        [ $# = 1 ] || usage
        mode=$1
        case $mode in truncated | badjson | wrongtype | garbage) ;; *) die "MODE must be truncated, badjson, wrongtype or garbage: '$mode'" ;; esac
    fi
    claim "$peer"
    log=$peers/$port.log
    spawn "$log" ip netns exec "$ns" python3 "$root/scripts/netlab-fault-peer.py" "$mode" "$peer" "$port"
    echo "$SPAWNED" >"$peers/$port.pid"
    wait_for 10 grep -qs '^listening' "$log" || failed "$SPAWNED" "$log" "the $mode peer on $peer:$port"
    echo "url=http://$peer:$port"
    ;;
tls)
    [ $# = 1 ] || usage
    backend=$1
    [[ $backend =~ ^https?://[^/]+/?$ ]] || die "BACKEND_URL must be http://HOST:PORT: '$backend'"
    command -v nginx >/dev/null || [ -x /usr/sbin/nginx ] || die "nginx is not installed (apt-get install nginx-light; make deps-netlab)"
    nginx_bin=$(command -v nginx || echo /usr/sbin/nginx)
    command -v openssl >/dev/null || die "openssl is not installed (apt-get install openssl)"
    claim "$peer"
    d=$peers/tls-$port
    rm -rf "$d"
    mkdir -p "$d"
    log=$peers/$port.log
    # A certificate for the namespace's address, valid a day, made for this run.
    openssl req -x509 -newkey ec -pkeyopt ec_paramgen_curve:prime256v1 -nodes -days 1 \
        -subj "/CN=$peer" -addext "subjectAltName=IP:$peer" \
        -keyout "$d/key.pem" -out "$d/cert.pem" >"$d/openssl.log" 2>&1 \
        || { cat "$d/openssl.log" >&2; die "openssl could not make the certificate"; }
    cat >"$d/nginx.conf" <<EOF
worker_processes 1;
events { worker_connections 256; }
http {
    access_log $d/access.log;
    client_body_temp_path $d/client_body;
    proxy_temp_path $d/proxy;
    fastcgi_temp_path $d/fastcgi;
    uwsgi_temp_path $d/uwsgi;
    scgi_temp_path $d/scgi;
    server {
        listen $peer:$port ssl;
        ssl_certificate $d/cert.pem;
        ssl_certificate_key $d/key.pem;
        location / {
            proxy_pass ${backend%/};
            proxy_http_version 1.1;
            proxy_set_header Connection "";
            proxy_set_header Host \$http_host;
            proxy_set_header X-Forwarded-Proto https;
            # Event streams pass as they come.
            proxy_buffering off;
            proxy_read_timeout 1h;
        }
    }
}
EOF
    ip netns exec "$ns" "$nginx_bin" -t -p "$d" -c "$d/nginx.conf" -g "pid $d/nginx.pid; error_log stderr;" >"$d/nginx-t.log" 2>&1 \
        || { cat "$d/nginx-t.log" >&2; die "nginx refused $d/nginx.conf"; }
    spawn "$log" ip netns exec "$ns" "$nginx_bin" -p "$d" -c "$d/nginx.conf" -g "daemon off; pid $d/nginx.pid; error_log stderr;"
    echo "$SPAWNED" >"$peers/$port.pid"
    wait_for 10 answers -k "https://$peer:$port/" || failed "$SPAWNED" "$log" "nginx on $peer:$port"
    echo "url=https://$peer:$port"
    echo "cert=$d/cert.pem"
    ;;
proxy)
    [ $# = 0 ] || usage
    command -v tinyproxy >/dev/null || [ -x /usr/bin/tinyproxy ] || die "tinyproxy is not installed (apt-get install tinyproxy; make deps-netlab)"
    tinyproxy_bin=$(command -v tinyproxy || echo /usr/bin/tinyproxy)
    claim "$host"
    log=$peers/$port.log
    conf=$peers/tinyproxy-$port.conf
    # Its own log, written after it drops to nobody; our log= is that one.
    : >"$peers/tinyproxy-$port.log"
    chown nobody "$peers/tinyproxy-$port.log"
    cat >"$conf" <<EOF
User nobody
Group nogroup
Listen $host
Port $port
Timeout 30
LogFile "$peers/tinyproxy-$port.log"
LogLevel Info
MaxClients 100
ViaProxyName "vsm-netlab"
EOF
    spawn "$log" "$tinyproxy_bin" -d -c "$conf"
    echo "$SPAWNED" >"$peers/$port.pid"
    # A process of the lab outside its namespace: netlab.sh down ends it too.
    echo "$SPAWNED" >>"$state/pids"
    wait_for 10 answers "http://$host:$port/" || failed "$SPAWNED" "$log" "tinyproxy on $host:$port"
    log=$peers/tinyproxy-$port.log
    echo "url=http://$host:$port"
    ;;
stop)
    [ $# = 0 ] || usage
    [ -f "$peers/$port.pid" ] || die "no peer of lab $name on port $port"
    stop_processes "$(cat "$peers/$port.pid")"
    rm -f "$peers/$port.pid"
    exit 0
    ;;
*)
    usage
    ;;
esac
echo "pid=$(cat "$peers/$port.pid")"
echo "log=$log"
