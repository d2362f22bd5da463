# shellcheck shell=bash disable=SC2034
# Sourced by the network lab's scripts (netlab*.sh); they use its variables (SC2034).

# What a lab keeps (netem's emulator, the peers' files and logs) is in $netlab_state/NAME;
# `netlab.sh down NAME` deletes it. $netlab_state/NAME/pids: processes of the lab that run in
# this namespace (down ends them with those inside).
netlab_state=/run/vsm-netlab

# wait_for SECONDS CMD...: polls CMD every 0.05 s until it succeeds, at most SECONDS; the
# status of its last run.
wait_for() {
    local seconds=$1 i
    shift
    for ((i = 0; i < seconds * 20; i++)); do
        "$@" && return 0
        sleep 0.05
    done
    "$@"
}

# stop_processes PID... (SIGTERM, then SIGKILL after 10 s) and process_running PID.
# shellcheck source=scripts/stop-processes.sh
. "$(dirname "${BASH_SOURCE[0]}")/stop-processes.sh"
alive() { process_running "$1"; }
dead() { ! process_running "$1"; }

# spawn LOG CMD...: starts CMD in the background in a session of its own, with standard
# input from /dev/null, output to LOG and no other descriptor of ours (a caller reading our
# output to its end would otherwise wait as long as CMD runs); sets SPAWNED to its pid.
spawn() {
    local log=$1
    shift
    (
        for fd in "/proc/$BASHPID/fd/"*; do
            fd=${fd##*/}
            if [ "$fd" -gt 2 ]; then eval "exec $fd>&-"; fi
        done
        exec setsid "$@" </dev/null >"$log" 2>&1
    ) &
    SPAWNED=$!
}
