# Sourced by the server's scripts. stop_processes PID...: SIGTERM to each (the server then ends
# its requests and event streams), up to 10 s for each to exit, then SIGKILL to what is left.
stop_processes() {
    local pid
    for pid in "$@"; do kill -TERM "$pid" 2>/dev/null || true; done
    for pid in "$@"; do
        for _ in $(seq 100); do kill -0 "$pid" 2>/dev/null || break; sleep 0.1; done
        kill -KILL "$pid" 2>/dev/null || true
    done
}
