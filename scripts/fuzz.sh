#!/usr/bin/env bash
# Builds the libFuzzer target (Fuzz/, with AddressSanitizer) and fuzzes for SECONDS (default 180),
# starting from a copy of the committed seed corpus so the repository is never modified.
# Fails on any crash, timeout, out-of-memory or broken invariant (the target traps on those).
# Inputs that fail are left in the work directory it prints; copy one to Fuzz/Regressions/ (with
# a name that says what it found) and the test suite replays it from then on.
#   bash scripts/fuzz.sh [seconds]        e.g. bash scripts/fuzz.sh 3600
#   bash scripts/fuzz.sh build            only build (scripts/test.sh builds it beside the main build)
# A unit that runs longer than FUZZ_TIMEOUT seconds (10 by default) is a failure: scripts/test.sh
# sets 25, since there the fuzzer shares two cores with a compiler that uses both.
set -euo pipefail
cd "$(dirname "$0")/.."
seconds="${1:-180}"
# Swift's backtracer hangs under AddressSanitizer; libFuzzer prints the stack itself.
export SWIFT_BACKTRACE=enable=no
# The text libraries' caches live for the whole process; they are not leaks of one input. No
# allocation stacks are recorded (the largest part of ASan's memory and a part of its time) and
# freed memory is kept from reuse for 64 MB rather than 256: a failing input saved by the run is
# replayed with the defaults (ASAN_OPTIONS= … FILE) to see where its memory came from.
export ASAN_OPTIONS="detect_leaks=0:malloc_context_size=0:quarantine_size_mb=64:${ASAN_OPTIONS:-}"

# Arrange as the fuzz package sees it: ArrangeFuzzing and what it needs (Package.swift), so
# resolving clones OpenCombine alone rather than every package the command line and tests use.
export ARRANGE_CHECK_TARGETS=ArrangeFuzzing
# Release with the sanitizers: about twenty times the executions of a debug build. The
# libFuzzer and ASan runtimes ship with the Swift toolchain (lib/swift/clang/lib/linux).
flags=(-c release -Xswiftc -sanitize=fuzzer,address -Xswiftc -parse-as-library)
(cd Fuzz && swift build "${flags[@]}")
[ "$seconds" = "build" ] && exit 0
fuzzer="$(cd Fuzz && swift build "${flags[@]}" --show-bin-path)/ArrangeFuzzer"

work="$(mktemp -d "${TMPDIR:-/tmp}/arrange-fuzz.XXXXXX")"
mkdir -p "$work/corpus" "$work/artifacts"
find Fuzz/Corpus Fuzz/Regressions -type f ! -name README.md -exec cp {} "$work/corpus/" \;
# CI explores the same sequence of mutations on every run (FUZZ_SEED, 1 by default there), so a
# submission fails for what it changed, not for where a random walk happened to go; runs by hand
# take a random seed and explore further (set FUZZ_SEED to replay one).
seed="${FUZZ_SEED:-}"
if [ -z "$seed" ] && [ "${CI:-}" = "true" ]; then seed=1; fi
# A random seed is printed, so a run that finds something can be replayed with FUZZ_SEED.
if [ -z "$seed" ]; then seed=$(( (RANDOM << 15 | RANDOM) + 1 )); fi
# Long runs go in batches of FUZZ_BATCH_SECONDS (600 by default), each in fresh processes that
# start from the corpus the batches before grew: ASan's record of allocation stacks and the
# process-wide caches start again, so memory stays flat however long the run (one process grew
# past 4 GB in half an hour). FUZZ_JOBS processes (1 by default; 2 on a two-core machine with
# nothing else to do) fuzz side by side in each batch, sharing the corpus folder: each reads what
# the others found every 30 seconds.
jobs="${FUZZ_JOBS:-1}"
batch="${FUZZ_BATCH_SECONDS:-600}"
echo "fuzzing for ${seconds}s in $work (seed $seed; $jobs process(es), batches of ${batch}s)"
status=0
remaining=$seconds
round=0
executions=0
peak_rss=0
started=$SECONDS
while [ "$remaining" -gt 0 ] && [ "$status" -eq 0 ]; do
    this=$(( remaining < batch ? remaining : batch ))
    pids=()
    for job in $(seq 1 "$jobs"); do
        # Inputs up to 512 bytes (trees up to the decoder's 160 views), let grow ten times sooner
        # than libFuzzer's default: by default a 3-minute run never left the seeds' 48 bytes.
        # libFuzzer's own leak check is off (it runs an input again whenever mallocs and frees
        # differ, a tenth of the time), as ASan's is below.
        "$fuzzer" "$work/corpus" -seed=$(( seed + round * jobs + job - 1 )) -max_total_time="$this" -timeout="${FUZZ_TIMEOUT:-10}" \
            -rss_limit_mb=4096 -max_len=512 -len_control=10 -detect_leaks=0 -reload=30 \
            -artifact_prefix="$work/artifacts/" -print_final_stats=1 >"$work/fuzz-$round-$job.log" 2>&1 &
        pids+=($!)
    done
    for pid in "${pids[@]}"; do wait "$pid" || status=$?; done
    for job in $(seq 1 "$jobs"); do
        log="$work/fuzz-$round-$job.log"
        count=$(sed -n 's/^stat::number_of_executed_units: *//p' "$log" | tail -1)
        executions=$(( executions + ${count:-0} ))
        rss=$(sed -n 's/^stat::peak_rss_mb: *//p' "$log" | tail -1)
        if [ -n "$rss" ] && [ "$rss" -gt "$peak_rss" ]; then peak_rss=$rss; fi
    done
    if ls "$work/artifacts/"* >/dev/null 2>&1 && [ "$status" -eq 0 ]; then status=1; fi
    remaining=$(( remaining - this ))
    round=$(( round + 1 ))
done
last="$work/fuzz-$(( round - 1 ))-1.log"
# The last batch's log without the new-coverage lines: start, pulses, statistics, any failure.
grep -vE '^#[0-9]+[[:space:]]+(NEW|REDUCE)' "$last" | tail -40
for log in "$work"/fuzz-*.log; do
    if [ "$log" != "$last" ] && grep -qE 'ERROR|==[0-9]+==|Fatal error|invariant violated' "$log"; then
        grep -vE '^#[0-9]+[[:space:]]+(NEW|REDUCE)' "$log" | tail -40
    fi
done
elapsed=$(( SECONDS - started ))
coverage=$(grep -hE '^#[0-9]+[[:space:]]+(DONE|pulse)' "$work"/fuzz-*.log | sed -n 's/.*\(cov: [0-9]* ft: [0-9]*\).*/\1/p' | sort -t' ' -k2,2n | tail -1)
echo "summary: $executions executions in ${elapsed}s ($(( executions / (elapsed > 0 ? elapsed : 1) )) a second) in $round batch(es) of $jobs process(es); $coverage; corpus $(ls "$work/corpus" | wc -l) inputs; peak memory ${peak_rss} MB per process"
if ls "$work/artifacts/"* >/dev/null 2>&1 || [ "$status" -ne 0 ]; then
    echo "fuzzing failed (status $status); inputs:" >&2
    ls -l "$work/artifacts/" >&2
    exit 1
fi
echo "no crash, timeout or broken invariant in ${seconds}s"
