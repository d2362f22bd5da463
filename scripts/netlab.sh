#!/usr/bin/env bash
# The network-fault lab: a network namespace joined to this one by a real veth link, whose
# faults (a cut, a refusal, delay and loss) the client tests set. Nothing is simulated: the
# client's packets cross the kernel's TCP/IP stacks and the link ([docs/NetworkLab.md]).
#
#   scripts/netlab.sh up NAME        create namespace vsm-NAME, a veth pair (vsm-NAME here, lab0
#                                    there) on a /30 of 10.231.0.0/16 derived from NAME (the next
#                                    free one on a clash), loopback up inside. Idempotent. Prints
#                                    namespace=, interface=, peer_interface=, host_address=,
#                                    peer_address=, prefix= lines (key=value, for eval or read)
#   scripts/netlab.sh down NAME      kill what runs inside (ip netns pids) and the lab's helpers,
#                                    delete the namespace, link and routes; nothing when already gone
#   scripts/netlab.sh cut NAME       the link goes silent: the namespace side goes down, this side
#                                    loses its carrier and keeps its route, so packets vanish (no
#                                    RST, no ICMP): new connections and open ones time out
#   scripts/netlab.sh unplug NAME    both sides down: this side's route goes too, so connecting
#                                    fails at once with "No route to host" (a pulled cable here)
#   scripts/netlab.sh reject NAME    the namespace refuses: TCP answered with RST (connection
#                                    refused; open connections reset), other packets with ICMP
#   scripts/netlab.sh restore NAME   undo cut, unplug and reject (not netem); waits for the link
#   scripts/netlab.sh netem NAME ARGS...  delay/loss on both ends, like `tc qdisc replace ... netem
#                                    ARGS` (which is used when the kernel has netem); without it,
#                                    `delay TIME [JITTER]` and `loss PERCENT%` by netlab-netem.py.
#                                    Prints netem=tc or netem=nfqueue
#   scripts/netlab.sh netem NAME clear    no delay, no loss
#   scripts/netlab.sh exec NAME CMD...    run CMD inside the namespace
#
# Root only. Needs iproute2, and iptables for reject and the netem fallback (make deps-netlab).
set -euo pipefail

root=$(cd "$(dirname "$0")/.." && pwd)
# shellcheck source=scripts/netlab-common.sh
. "$root/scripts/netlab-common.sh"

usage() {
    echo "usage: $0 up|down|cut|unplug|reject|restore NAME | netem NAME ARGS...|clear | exec NAME CMD..." >&2
    exit 2
}
die() { echo "netlab: $*" >&2; exit 1; }

[ $# -ge 2 ] || usage
command=$1
name=$2
shift 2
[[ $name =~ ^[a-z0-9][a-z0-9-]{0,10}$ ]] || die "NAME must be 1 to 11 of a-z, 0-9 and '-' (it names interfaces): '$name'"
[ "$(id -u)" = 0 ] || die "needs root (network namespaces)"
command -v ip >/dev/null || die "ip is not installed (apt-get install iproute2)"

ns=vsm-$name
host_if=vsm-$name
peer_if=lab0
state=$netlab_state/$name
in_ns() { ip netns exec "$ns" "$@"; }
exists() { [ -e "/run/netns/$ns" ]; }
require_lab() {
    if ! exists || ! ip link show "$host_if" >/dev/null 2>&1; then die "no lab $name (run: $0 up $name)"; fi
}

# One lab at a time chooses its addresses and creates its links.
lock() {
    mkdir -p "$netlab_state"
    exec 9>"$netlab_state/.lock"
    flock -w 30 9 || die "another netlab command holds $netlab_state/.lock"
}

host_address() { ip -o -4 addr show dev "$host_if" | awk '{ split($4, a, "/"); print a[1]; exit }'; }
peer_address() {
    local h=$1
    echo "${h%.*}.$(( ${h##*.} + 1 ))"
}
subnet_of() {
    local h=$1
    echo "${h%.*}.$(( ${h##*.} - 1 ))/30"
}

print_lab() {
    local h
    h=$(host_address)
    echo "namespace=$ns"
    echo "interface=$host_if"
    echo "peer_interface=$peer_if"
    echo "host_address=$h"
    echo "peer_address=$(peer_address "$h")"
    echo "prefix=30"
}

# Neighbour entries that never expire: a carrier loss flushes the learnt ones, and an ARP that
# then fails would report "No route to host" instead of the silence a cut is meant to be.
pin_neighbours() {
    local h p
    h=$(host_address)
    p=$(peer_address "$h")
    ip neigh replace "$p" lladdr "$(in_ns cat "/sys/class/net/$peer_if/address")" dev "$host_if" nud permanent
    in_ns ip neigh replace "$h" lladdr "$(cat "/sys/class/net/$host_if/address")" dev "$peer_if" nud permanent
}

# The processes of the lab: those inside the namespace, and the helpers started in this
# namespace for it (scripts/netlab-peers.sh proxy), whose pids are in $state/pids.
lab_pids() {
    if exists; then ip netns pids "$ns" 2>/dev/null || true; fi
    if [ -f "$state/pids" ]; then
        local pid
        while read -r pid; do if alive "$pid"; then echo "$pid"; fi; done <"$state/pids"
    fi
    return 0
}
no_lab_pids() { [ -z "$(lab_pids)" ]; }

netem_clear() {
    tc qdisc del dev "$host_if" root 2>/dev/null || true
    in_ns tc qdisc del dev "$peer_if" root 2>/dev/null || true
    if in_ns iptables -t mangle -S VSM_NETEM >/dev/null 2>&1; then
        in_ns iptables -t mangle -F VSM_NETEM
    fi
    if [ -f "$state/netem.pid" ]; then
        local pid
        pid=$(cat "$state/netem.pid")
        # SIGTERM: the emulator releases the packets it holds, then exits.
        stop_processes "$pid"
        rm -f "$state/netem.pid"
    fi
}

# TIME as tc writes it (us, ms, s; a plain number is microseconds, as for tc) in milliseconds.
milliseconds() {
    python3 - "$1" <<'EOF' || die "not a time: '$1' (e.g. 200ms, 1.5s)"
import re, sys
m = re.fullmatch(r"([0-9]*\.?[0-9]+)(us|usec|ms|msec|s|sec|secs)?", sys.argv[1])
if not m: sys.exit(1)
value, unit = float(m[1]), m[2] or "us"
print(value * {"us": 0.001, "usec": 0.001, "ms": 1, "msec": 1, "s": 1000, "sec": 1000, "secs": 1000}[unit])
EOF
}

netem_nfqueue() {
    local delay=0 jitter=0 loss=0
    while [ $# -gt 0 ]; do
        case $1 in
        delay)
            [ $# -ge 2 ] || die "netem: delay needs a TIME"
            delay=$(milliseconds "$2")
            shift 2
            if [ $# -gt 0 ] && [[ $1 =~ ^[0-9.] ]]; then jitter=$(milliseconds "$1"); shift; fi
            ;;
        loss)
            shift
            [ "${1:-}" != random ] || shift
            [[ ${1:-} =~ ^[0-9]*\.?[0-9]+%?$ ]] || die "netem: loss needs a PERCENT (e.g. 30%)"
            loss=${1%\%}
            shift
            ;;
        *) die "netem: '$1' needs the kernel's netem (this kernel has none); without it: delay TIME [JITTER], loss PERCENT%" ;;
        esac
    done
    command -v iptables >/dev/null || die "iptables is not installed (apt-get install iptables; make deps-netlab)"
    netem_clear
    mkdir -p "$state"
    rm -f "$state/netem.log"
    # The emulator runs inside the namespace (netfilter queues are per namespace) and ends with it.
    spawn "$state/netem.log" ip netns exec "$ns" python3 "$root/scripts/netlab-netem.py" 0 "$delay" "$jitter" "$loss"
    echo "$SPAWNED" >"$state/netem.pid"
    wait_for 10 grep -qs '^ready' "$state/netem.log" || { cat "$state/netem.log" >&2; die "the netem emulator did not start"; }
    if ! in_ns iptables -t mangle -S VSM_NETEM >/dev/null 2>&1; then
        in_ns iptables -t mangle -N VSM_NETEM
        in_ns iptables -t mangle -A PREROUTING -i "$peer_if" -j VSM_NETEM
        in_ns iptables -t mangle -A POSTROUTING -o "$peer_if" -j VSM_NETEM
    fi
    # --queue-bypass: should the emulator die, packets pass instead of piling up.
    in_ns iptables -t mangle -A VSM_NETEM -j NFQUEUE --queue-num 0 --queue-bypass
    echo "netem=nfqueue"
    echo "delay_ms=$delay jitter_ms=$jitter loss_percent=$loss"
}

case $command in
up)
    [ $# = 0 ] || usage
    lock
    if exists && ip link show "$host_if" >/dev/null 2>&1 && [ -n "$(host_address)" ]; then
        print_lab
        exit 0
    fi
    # Half a lab (an interrupted up): start again.
    ip netns del "$ns" 2>/dev/null || true
    ip link del "$host_if" 2>/dev/null || true
    # A /30 from NAME, so a lab keeps its addresses from run to run; the next free one when
    # another lab has it.
    index=$(( $(printf %s "$name" | cksum | cut -d' ' -f1) % 16384 ))
    used=$(ip -o -4 addr show | awk '{ print $4 }')
    host=
    for ((try = 0; try < 16384; try++)); do
        i=$(( (index + try) % 16384 ))
        candidate=10.231.$(( i / 64 )).$(( (i % 64) * 4 + 1 ))
        grep -qx "$candidate/30" <<<"$used" || { host=$candidate; break; }
    done
    [ -n "$host" ] || die "no free /30 left in 10.231.0.0/16"
    peer=$(peer_address "$host")
    ip netns add "$ns"
    ip link add "$host_if" type veth peer name "$peer_if" netns "$ns"
    # IPv4 only: no IPv6 autoconfiguration chatter on the link the tests measure.
    sysctl -qw "net.ipv6.conf.$host_if.disable_ipv6=1" 2>/dev/null || true
    in_ns sysctl -qw "net.ipv6.conf.$peer_if.disable_ipv6=1" 2>/dev/null || true
    ip addr add "$host/30" dev "$host_if"
    in_ns ip addr add "$peer/30" dev "$peer_if"
    ip link set "$host_if" up
    in_ns ip link set lo up
    in_ns ip link set "$peer_if" up
    # Should this side's route go (unplug), the lab's addresses get "No route to host" rather
    # than the default route, which could take them anywhere.
    ip route replace unreachable "$(subnet_of "$host")" metric 4000
    pin_neighbours
    mkdir -p "$state"
    echo "$host" >"$state/host_address"
    print_lab
    ;;
down)
    [ $# = 0 ] || usage
    lock
    mapfile -t pids < <(lab_pids)
    if [ ${#pids[@]} -gt 0 ]; then
        kill -TERM "${pids[@]}" 2>/dev/null || true
        if ! wait_for 5 no_lab_pids; then
            mapfile -t pids < <(lab_pids)
            kill -KILL "${pids[@]}" 2>/dev/null || true
        fi
        wait_for 5 no_lab_pids || die "processes of lab $name outlived SIGKILL: $(lab_pids | tr '\n' ' ')"
    fi
    h=
    if ip link show "$host_if" >/dev/null 2>&1; then h=$(host_address); fi
    if [ -z "$h" ] && [ -f "$state/host_address" ]; then h=$(cat "$state/host_address"); fi
    [ -z "$h" ] || ip route del unreachable "$(subnet_of "$h")" metric 4000 2>/dev/null || true
    ip netns del "$ns" 2>/dev/null || true
    # The veth pair goes with the namespace; this end too, but not always at once.
    wait_for 5 eval "! ip link show $host_if >/dev/null 2>&1" || ip link del "$host_if" 2>/dev/null || true
    rm -rf "$state"
    ;;
cut)
    [ $# = 0 ] || usage
    require_lab
    in_ns ip link set "$peer_if" down
    wait_for 5 grep -qx 0 "/sys/class/net/$host_if/carrier" || die "$host_if kept its carrier"
    echo "state=cut"
    ;;
unplug)
    [ $# = 0 ] || usage
    require_lab
    ip link set "$host_if" down
    in_ns ip link set "$peer_if" down
    echo "state=unplugged"
    ;;
reject)
    [ $# = 0 ] || usage
    require_lab
    command -v iptables >/dev/null || die "iptables is not installed (apt-get install iptables; make deps-netlab)"
    if ! in_ns iptables -S VSM_REJECT >/dev/null 2>&1; then
        in_ns iptables -N VSM_REJECT
        in_ns iptables -A INPUT -i "$peer_if" -j VSM_REJECT
    fi
    in_ns iptables -F VSM_REJECT
    in_ns iptables -A VSM_REJECT -p tcp -j REJECT --reject-with tcp-reset
    in_ns iptables -A VSM_REJECT -j REJECT --reject-with icmp-port-unreachable
    echo "state=rejecting"
    ;;
restore)
    [ $# = 0 ] || usage
    require_lab
    if in_ns iptables -S VSM_REJECT >/dev/null 2>&1; then in_ns iptables -F VSM_REJECT; fi
    ip link set "$host_if" up
    in_ns ip link set "$peer_if" up
    # Taking a link down flushes even permanent neighbour entries.
    pin_neighbours
    wait_for 5 grep -qx 1 "/sys/class/net/$host_if/carrier" || die "$host_if has no carrier after restore"
    h=$(host_address)
    wait_for 5 eval "ip route show dev $host_if | grep -q '^$(subnet_of "$h") ' && ip netns exec $ns ip route show dev $peer_if | grep -q ." \
        || die "the routes of lab $name did not come back"
    echo "state=up"
    ;;
netem)
    [ $# -ge 1 ] || usage
    require_lab
    if [ "$*" = clear ]; then
        netem_clear
        echo "netem=clear"
        exit 0
    fi
    if err=$(tc qdisc replace dev "$host_if" root netem "$@" 2>&1); then
        netem_clear
        tc qdisc replace dev "$host_if" root netem "$@"
        in_ns tc qdisc replace dev "$peer_if" root netem "$@"
        echo "netem=tc"
    elif grep -qi 'unknown' <<<"$err"; then
        netem_nfqueue "$@"
    else
        die "tc netem $*: $err"
    fi
    ;;
exec)
    [ $# -ge 1 ] || usage
    require_lab
    exec ip netns exec "$ns" "$@"
    ;;
*)
    usage
    ;;
esac
