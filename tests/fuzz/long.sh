#!/usr/bin/env bash
# A deeper fuzzing run than CI's: every target for SECONDS (default 600) or
# RUNS executions (default 10 million), whichever comes first, from its
# seeds, regressions and the corpus kept in tests/fuzz/corpus/<name>/. The
# corpus grows with what the run finds and is then minimised (-merge=1) and
# written back, so commit it: the next run, and CI, start from there.
#
#   tests/fuzz/long.sh [SECONDS] [RUNS]          every target
#   VEDETTE_FUZZ_TARGETS="campaign dice" tests/fuzz/long.sh 1200
#
# Two runs over different targets may go side by side: give each its own
# VEDETTE_FUZZ_REPORT (default build/fuzz/long/report.txt).
#
# A finding (crash, leak, timeout, broken invariant) is kept in
# build/fuzz/long/<name>/ and the target fuzzed on for the rest of its time.
# At the end: executions, time, coverage (libFuzzer's cov: edges, ft:
# features) and findings per target. Runs niced; builds the targets first
# unless VEDETTE_FUZZ_NO_BUILD is set.
set -euo pipefail
cd "$(dirname "$0")/../.."
source tests/fuzz/targets.sh

seconds="${1:-600}"
max_runs="${2:-10000000}"
targets="${VEDETTE_FUZZ_TARGETS:-$(fuzz_targets)}"

if [ -z "${VEDETTE_FUZZ_NO_BUILD:-}" ]; then
    cmake --preset fuzz > /dev/null
    nice -n 10 cmake --build --preset fuzz --parallel 2
fi

report="${VEDETTE_FUZZ_REPORT:-$fuzz_build/long/report.txt}"
mkdir -p "$fuzz_build/long" "$(dirname "$report")"
{
    echo "tests/fuzz/long.sh $seconds $max_runs, started $(date -u +%Y-%m-%dT%H:%MZ) on $(nproc) cores"
    printf '%-22s %12s %8s %12s %10s %9s %9s\n' target executions seconds exec/s cov ft findings
} > "$report"

for name in $targets; do
    fuzzer=$(fuzz_binary "$name")
    work="$fuzz_build/long/$name"
    kept="$fuzz_dir/corpus/$name"
    rm -rf "$work"
    mkdir -p "$work/corpus" "$kept"
    fuzz_replay_regressions "$name"

    executions=0
    findings=0
    began=$(date +%s)
    left=$seconds
    round=0
    # libFuzzer stops at a finding: start it again for the time and runs left.
    while [ "$left" -gt 0 ] && [ "$executions" -lt "$max_runs" ]; do
        round=$((round + 1))
        log="$work/round-$round.log"
        status=0
        # shellcheck disable=SC2046
        nice -n 15 "$fuzzer" -seed=0 -max_total_time="$left" -runs=$((max_runs - executions)) $(fuzz_flags "$name") \
            -artifact_prefix="$work/" "$work/corpus" $(fuzz_inputs "$name") > "$log" 2>&1 || status=$?
        done_runs=$(fuzz_executions "$log")
        executions=$((executions + ${done_runs:-0}))
        if [ "$status" -ne 0 ]; then
            findings=$((findings + 1))
            echo "fuzz_$name: finding in round $round (log $log):"
            grep -m 3 -E 'fuzz invariant broken|ERROR: |runtime error|Test unit written' "$log" || tail -n 5 "$log"
        fi
        coverage=$(fuzz_coverage "$log")
        left=$((seconds - ($(date +%s) - began)))
        # A target that fails at once would otherwise spin.
        if [ "$status" -ne 0 ] && [ "${done_runs:-0}" -eq 0 ]; then
            break
        fi
    done
    elapsed=$(( $(date +%s) - began ))

    # Keep the smallest set of inputs with the same coverage.
    merged="$work/merged"
    mkdir -p "$merged"
    # shellcheck disable=SC2046
    nice -n 15 "$fuzzer" -merge=1 $(fuzz_flags "$name") "$merged" "$kept" "$work/corpus" > "$work/merge.log" 2>&1 || true
    if [ -n "$(ls -A "$merged")" ]; then
        rm -rf "$kept"
        mv "$merged" "$kept"
    fi

    cov=$(echo "$coverage" | sed -n 's/cov: \([0-9]*\).*/\1/p')
    ft=$(echo "$coverage" | sed -n 's/.*ft: \([0-9]*\)/\1/p')
    line=$(printf '%-22s %12s %8s %12s %10s %9s %9s' "fuzz_$name" "$executions" "$elapsed" \
        "$(( executions / (elapsed > 0 ? elapsed : 1) ))" "${cov:-?}" "${ft:-?}" "$findings")
    echo "$line" | tee -a "$report"
    echo "  corpus kept: $kept ($(ls -A "$kept" | wc -l) inputs, $(cat "$kept"/* 2>/dev/null | wc -c) bytes)"
done
echo
cat "$report"
