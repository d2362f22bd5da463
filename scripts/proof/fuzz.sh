#!/bin/sh
# libFuzzer over username validation and the save/read-back round trip
# (Benchmarks/Fuzz/ProfileFuzzCore/UsernameRoundTripProperty.swift), for `make proof`.
#
#   scripts/proof/fuzz.sh RUNS [MAX_SECONDS]
#
# Builds the benchmarks package's ProfileFuzz target in release mode with `-sanitize=fuzzer` in its own scratch
# path (.build-fuzz), then runs it from the committed seed corpus (Benchmarks/Fuzz/corpus/…, read
# only) plus a scratch corpus that grows during the run. Stops after RUNS executions (or
# MAX_SECONDS). Prints libFuzzer's figures and a summary line
# `fuzz: executions=N exec/s=R crashes=C`; exits non-zero on any crash, timeout or leak.
set -eu
cd "$(dirname "$0")/../.."
runs=${1:?usage: fuzz.sh RUNS [MAX_SECONDS]}
max_seconds=${2:-0}
case "$runs$max_seconds" in
    *[!0-9]*) echo "fuzz.sh: RUNS and MAX_SECONDS are whole numbers (got '$runs' '$max_seconds')" >&2; exit 2 ;;
esac
scratch=.build-fuzz
seeds=Benchmarks/Fuzz/corpus/username-roundtrip
work=$scratch/corpus-work
artifacts=$scratch/artifacts
store=$(mktemp -d /dev/shm/vsm-proof-fuzz.XXXXXX)
log=$scratch/fuzz.log
trap 'rm -rf "$store"' EXIT INT TERM

# lld, not the default gold: gold stops with "internal error in format_file_lineno" on
# this toolchain's DWARF 5 when it links libFuzzer's archive.
set -- -c release --package-path Benchmarks --product ProfileFuzz --scratch-path "$scratch" \
    -Xswiftc -sanitize=fuzzer -Xswiftc -DPROFILE_LIBFUZZER -Xswiftc -use-ld=lld
echo "fuzz: building ProfileFuzz with -sanitize=fuzzer (release, $scratch)"
swift build "$@" 2>&1 | grep -v -e '^\[' -e 'prohibited flag' || true
binary=$(swift build "$@" --show-bin-path)/ProfileFuzz
[ -x "$binary" ] || { echo "fuzz: FAIL: the fuzz target did not build ($binary)"; exit 1; }
# Reproducers of an earlier run must not count as this run's crashes.
rm -rf "$artifacts"
mkdir -p "$work" "$artifacts"

echo "fuzz: running $runs executions (seed corpus: $(ls "$seeds" | wc -l) files)"
set +e
# Swift's backtracer would take SIGILL (a failed property is a trap) before libFuzzer,
# and libFuzzer would then save no reproducer: leave the signal to libFuzzer.
SWIFT_BACKTRACE=enable=no PROFILE_FUZZ_DATA_DIR="$store/db" "$binary" "$work" "$seeds" \
    -runs="$runs" -max_total_time="$max_seconds" -max_len=4400 -timeout=60 \
    -print_final_stats=1 -artifact_prefix="$artifacts/" >"$log" 2>&1
status=$?
set -e
grep -E '^(#[0-9]+ +(INITED|DONE)|stat::|==[0-9]+==|.*(ERROR|Fatal error|crash-|deadly))' "$log" | tail -n 20
executions=$(sed -n 's/^stat::number_of_executed_units: *//p' "$log" | tail -n 1)
rate=$(sed -n 's/^stat::average_exec_per_sec: *//p' "$log" | tail -n 1)
crashes=$(ls "$artifacts" 2>/dev/null | grep -c -E '^(crash|leak|timeout|oom)-' || true)
echo "fuzz: executions=${executions:-0} exec/s=${rate:-0} crashes=$crashes exit=$status (log: $log)"
if [ "$status" -ne 0 ] || [ "$crashes" -ne 0 ]; then
    echo "fuzz: FAIL: see $log and the reproducers in $artifacts/"
    exit 1
fi
if [ "${executions:-0}" -lt "$runs" ] && [ "$max_seconds" = 0 ]; then
    echo "fuzz: FAIL: only ${executions:-0} of $runs executions ran"
    exit 1
fi
echo "fuzz: PASS"
