#!/bin/sh
# The totals of a `make test` log over its suites: XCTest closes each run (a package's
# `swift test`, or the app's network-lab suite run from its test bundle) with a "Test Suite
# 'All tests'" line ('Selected tests' when filtered) followed by "Executed N tests, with S
# tests skipped and F failures"; this adds those up. The lines may carry a lane's mark.
#
#   scripts/test-summary.sh LOG   ->   "N tests: P passed, F failed, S skipped (K runs)"
set -eu
log=${1:?usage: test-summary.sh LOG}
awk '
    /Test Suite .(All|Selected) tests. (passed|failed)/ { pending = 1; next }
    pending && /Executed [0-9]+ tests?/ {
        pending = 0; runs++
        match($0, /Executed [0-9]+/); total += substr($0, RSTART + 9, RLENGTH - 9)
        if (match($0, /[0-9]+ tests? skipped/)) { s = substr($0, RSTART, RLENGTH); sub(/ .*/, "", s); skipped += s }
        if (match($0, /[0-9]+ failures?/)) { f = substr($0, RSTART, RLENGTH); sub(/ .*/, "", f); failed += f }
    }
    END {
        if (runs == 0) { print "no test summary in the log"; exit 1 }
        printf "%d tests: %d passed, %d failed, %d skipped (%d runs)\n", total, total - failed - skipped, failed, skipped, runs
    }
' "$log"
