#!/bin/sh
# Sanitizer runs for `make proof`: ThreadSanitizer over every headless suite and
# AddressSanitizer over the model and store tests, each sanitizer in its own scratch path
# (the library and the app share it, as they share .build, so each plans its build anew).
#
#   scripts/proof/sanitizers.sh [tsan] [asan]      (default: both)
#
# Prints one summary line per sanitizer; exits non-zero when a suite fails or a
# sanitizer reports anything (XCTest passing is not enough: TSan reports races as
# warnings unless halt_on_error is set, so it is set, and the log is searched too).
set -u
cd "$(dirname "$0")/../.."
which=${*:-tsan asan}
failed=0
run() {
    name=$1 sanitizer=$2 scratch=$3 package=$4 filter=$5
    log=$scratch/proof-$name.log
    mkdir -p "$scratch"
    start=$(date +%s)
    echo "$name: building the tests with --sanitize=$sanitizer ($scratch)"
    if ! swift build --package-path "$package" --build-tests --sanitize="$sanitizer" --scratch-path "$scratch" --disable-build-manifest-caching >"$log.build" 2>&1; then
        tail -n 30 "$log.build"
        echo "$name: FAIL: build failed (log: $log.build)"
        failed=1
        return
    fi
    echo "$name: running $filter"
    TSAN_OPTIONS="halt_on_error=1 second_deadlock_stack=1" \
    ASAN_OPTIONS="detect_leaks=0 halt_on_error=1" \
        swift test --package-path "$package" --skip-build --disable-swift-testing --sanitize="$sanitizer" --scratch-path "$scratch" --disable-build-manifest-caching \
        --filter "$filter" >"$log" 2>&1
    status=$?
    reports=$(grep -c -E '^(WARNING: ThreadSanitizer|==[0-9]+==ERROR: AddressSanitizer|SUMMARY: (Thread|Address)Sanitizer)' "$log")
    # XCTest's last "Executed …" line is the total of the selected suites.
    summary=$(grep -E 'Executed [0-9]+ tests?,' "$log" | tail -n 1 | sed -e 's/^[[:space:]]*//' -e 's/ in [0-9.]* ([0-9.]*) seconds$//')
    echo "$name: $summary; sanitizer reports: $reports; exit $status; $(( $(date +%s) - start )) s (log: $log)"
    if [ "$status" -ne 0 ] || [ "$reports" -ne 0 ]; then
        grep -E -A12 '^(WARNING: ThreadSanitizer|==[0-9]+==ERROR)' "$log" | head -n 60
        grep -E 'error:|failed' "$log" | head -n 20
        echo "$name: FAIL"
        failed=1
    else
        echo "$name: PASS"
    fi
}
for s in $which; do
    case $s in
        tsan) run tsan-library thread .build-tsan . 'VSMTests|VSMCombineTests'
              run tsan-app thread .build-tsan App 'UserProfileTests' ;;
        asan) run asan address .build-asan App 'UserProfileTests' ;;
        *) echo "sanitizers.sh: unknown sanitizer '$s' (tsan or asan)"; exit 2 ;;
    esac
done
exit $failed
