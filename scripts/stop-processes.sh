# Sourced by the server's scripts. stop_processes PID...: SIGTERM to each (the server then ends
# its requests and event streams), up to 10 s for each to exit, then SIGKILL to what is left,
# and up to 5 s for that to take.
stop_processes() {
    local pid
    for pid in "$@"; do kill -TERM "$pid" 2>/dev/null || true; done
    for pid in "$@"; do
        for _ in $(seq 100); do process_running "$pid" || break; sleep 0.1; done
        process_running "$pid" || continue
        kill -KILL "$pid" 2>/dev/null || true
        for _ in $(seq 50); do process_running "$pid" || break; sleep 0.1; done
    done
}

# process_running PID: it exists and has not ended. A zombie has: one whose parent is gone
# waits for init to reap it, which kill -0 does not tell from running.
process_running() {
    local stat
    stat=$(cat "/proc/$1/stat" 2>/dev/null) || return 1
    stat=${stat##*) }
    [ "${stat%% *}" != Z ]
}
