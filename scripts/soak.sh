#!/bin/bash
# Runs `make test` (every package's suites, the network lab and the server's PostgreSQL
# included) RUNS times in a row with every core kept busy by LOAD spinning processes, and
# prints one line per run and the totals. A test that passes only on an idle machine fails
# here. Exit status 1 when any run had a failure or no test summary.
#
#   scripts/soak.sh [RUNS]        RUNS defaults to 10; LOAD (default: the core count) spinners
#   make soak SOAK_RUNS=2         the same through make (CI runs a short form)
set -u
runs=${1:-10}
case $runs in ''|*[!0-9]*|0) echo "usage: soak.sh [RUNS]  (RUNS: a positive number, got '$runs')" >&2; exit 2 ;; esac
load=${LOAD:-$(nproc)}
logs=${SOAK_LOGS:-.build/soak}
mkdir -p "$logs"

spinners=()
stop() { [ ${#spinners[@]} -eq 0 ] || kill "${spinners[@]}" 2>/dev/null; }
trap stop EXIT
for _ in $(seq "$load"); do
    # A nice'd busy loop: the tests compete for the cores, and still get them first.
    nice -n 5 sh -c 'while :; do :; done' &
    spinners+=($!)
done
echo "soak: $runs run(s) of make test beside $load busy process(es); logs in $logs"

failed_runs=0
for run in $(seq "$runs"); do
    log=$logs/run-$run.log
    start=$(date +%s)
    make test > "$log" 2>&1
    status=$?
    summary=$(scripts/test-summary.sh "$log" 2>&1) || status=1
    echo "run $run: exit $status, $summary, $(( $(date +%s) - start )) s"
    if [ "$status" -ne 0 ] || ! grep -q " 0 failed" <<< "$summary"; then
        failed_runs=$((failed_runs + 1))
        grep -E "error: |failed \(" "$log" | head -20
    fi
done
echo "soak: $((runs - failed_runs)) of $runs run(s) passed"
[ "$failed_runs" -eq 0 ]
