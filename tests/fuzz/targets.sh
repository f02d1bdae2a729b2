# Sourced by .ci/fuzz and tests/fuzz/long.sh: what the fuzz targets are and
# how each is run. A target is tests/fuzz/fuzz_<name>.cpp; beside it, all
# optional, seeds/<name>/, regressions/<name>/, corpus/<name>/, <name>.dict
# and <name>.options, whose lines are key=value:
#   ci_runs=N        runs in CI (default 100000; fewer for slow targets)
#   max_len=N        largest input libFuzzer makes (default 4096)
#   len_control=N    libFuzzer's -len_control (default 100; 0 = max_len at once)
#   timeout=N        seconds one input may take (default 10)
#   extra_seeds=DIR  another seed folder, relative to the source tree
# Paths are relative to the source tree; callers cd there first.

fuzz_dir=tests/fuzz
fuzz_build=${VEDETTE_FUZZ_BUILD:-build/fuzz}

# Every target, by name, in alphabetical order.
fuzz_targets() {
    local source
    for source in "$fuzz_dir"/fuzz_*.cpp; do
        source=${source##*/fuzz_}
        echo "${source%.cpp}"
    done
}

fuzz_binary() {
    echo "$fuzz_build/tests/fuzz/fuzz_$1"
}

# fuzz_option NAME KEY DEFAULT
fuzz_option() {
    local file="$fuzz_dir/$1.options" value=""
    if [ -f "$file" ]; then
        value=$(sed -n "s/^$2=//p" "$file" | tail -n 1)
    fi
    echo "${value:-$3}"
}

# The input folders of a target that exist: seeds, regressions, the kept corpus, extra seeds.
fuzz_inputs() {
    local dir extra
    extra=$(fuzz_option "$1" extra_seeds "")
    for dir in "$fuzz_dir/seeds/$1" "$fuzz_dir/regressions/$1" "$fuzz_dir/corpus/$1" $extra; do
        if [ -d "$dir" ]; then
            echo "$dir"
        fi
    done
}

# libFuzzer flags every run of a target shares.
fuzz_flags() {
    local flags="-max_len=$(fuzz_option "$1" max_len 4096) -len_control=$(fuzz_option "$1" len_control 100)"
    flags="$flags -timeout=$(fuzz_option "$1" timeout 10) -rss_limit_mb=2048 -print_final_stats=1"
    if [ -f "$fuzz_dir/$1.dict" ]; then
        flags="$flags -dict=$fuzz_dir/$1.dict"
    fi
    echo "$flags"
}

# Replays the inputs that once failed; the exit status fails the caller.
fuzz_replay_regressions() {
    local dir="$fuzz_dir/regressions/$1"
    if [ -d "$dir" ] && [ -n "$(ls -A "$dir")" ]; then
        "$(fuzz_binary "$1")" -runs=1 "$dir"/* > "$fuzz_build/fuzz-$1-regressions.log" 2>&1 || {
            cat "$fuzz_build/fuzz-$1-regressions.log"
            echo "fuzz_$1: a regression input fails again" >&2
            return 1
        }
        echo "fuzz_$1: $(ls -A "$dir" | wc -l) regression inputs pass"
    fi
}

# From a libFuzzer log: executions, and the coverage of its last status line.
fuzz_executions() {
    sed -n 's/^stat::number_of_executed_units: *//p' "$1" | tail -n 1
}
fuzz_coverage() {
    grep -Eo 'cov: [0-9]+ ft: [0-9]+' "$1" | tail -n 1
}

# Files a campaign copy is written to for every input: tmpfs when there is one.
if [ -z "${TMPDIR:-}" ] && [ -d /dev/shm ] && [ -w /dev/shm ]; then
    export TMPDIR=/dev/shm
fi
export ASAN_OPTIONS=${ASAN_OPTIONS:-detect_leaks=1:abort_on_error=1}
export UBSAN_OPTIONS=${UBSAN_OPTIONS:-print_stacktrace=1:halt_on_error=1}
