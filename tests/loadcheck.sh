#!/usr/bin/env bash
# The suite on a busy machine (issue 39): runs ctest in a built tree RUNS
# times (3 unless given) while two CPU-bound processes keep both cores of a
# 2-core machine busy, and reports every test that failed in any run. A test
# that passes alone and fails here is a flaky test: it waits on a clock, a
# race or a machine that is idle, and CI's machine is not.
#
#   bash tests/loadcheck.sh [BUILD_DIR] [RUNS] [-- extra ctest arguments]
#
# Exit status 0 when every test passed in every run, 1 otherwise.
set -uo pipefail

build=${1:-build/test}
runs=${2:-3}
shift $(( $# > 2 ? 2 : $# ))
[ "${1:-}" = "--" ] && shift
extra=("$@")

if [ ! -f "$build/CTestTestfile.cmake" ]; then
    echo "loadcheck: $build is not a built tree (build it first: cmake --workflow --preset test)" >&2
    exit 2
fi

burners=()
stop_burners() {
    for pid in "${burners[@]}"; do kill "$pid" 2>/dev/null; done
    wait 2>/dev/null
}
trap stop_burners EXIT
for _ in 1 2; do
    # A busy loop at normal priority, as another build or a browser would be.
    ( while :; do :; done ) &
    burners+=($!)
done

logdir=$(mktemp -d)
failed_any=0
for run in $(seq 1 "$runs"); do
    start=$(date +%s)
    ctest --test-dir "$build" -j2 --timeout 900 "${extra[@]}" >"$logdir/run$run.log" 2>&1
    status=$?
    took=$(( $(date +%s) - start ))
    summary=$(grep -E 'tests passed|tests failed' "$logdir/run$run.log" | tail -n 1)
    echo "loadcheck: run $run of $runs: ${summary:-no summary} (${took} s, ctest exit $status)"
    if [ "$status" -ne 0 ]; then
        failed_any=1
        # ctest lists failures as "  12 - test_name (Failed)".
        grep -E '^[[:space:]]*[0-9]+ - .*\((Failed|Timeout|SEGFAULT|Subprocess aborted|Exception|Not Run)' \
            "$logdir/run$run.log" | sed 's/^/loadcheck:   /'
    fi
done

if [ "$failed_any" -ne 0 ]; then
    echo "loadcheck: a test failed under load; the logs are in $logdir"
    exit 1
fi
rm -rf "$logdir"
echo "loadcheck: every test passed in all $runs runs under load"
exit 0
