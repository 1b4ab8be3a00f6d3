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
# The text libraries' caches live for the whole process; they are not leaks of one input.
export ASAN_OPTIONS="detect_leaks=0:${ASAN_OPTIONS:-}"

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
seed_flag=()
if [ -n "$seed" ]; then seed_flag=(-seed="$seed"); fi
echo "fuzzing for ${seconds}s in $work${seed:+ (seed $seed)}"
status=0
# Inputs up to 512 bytes (trees up to the decoder's 160 views), let grow ten times sooner than
# libFuzzer's default: by default a 3-minute run never left the seeds' 48 bytes.
"$fuzzer" "$work/corpus" "${seed_flag[@]}" -max_total_time="$seconds" -timeout="${FUZZ_TIMEOUT:-10}" -rss_limit_mb=4096 -max_len=512 -len_control=10 \
    -artifact_prefix="$work/artifacts/" -print_final_stats=1 >"$work/fuzz.log" 2>&1 || status=$?
# The log without the new-coverage lines: start, pulses, the final statistics, any failure.
grep -vE '^#[0-9]+[[:space:]]+(NEW|REDUCE)' "$work/fuzz.log" | tail -60
if ls "$work/artifacts/"* >/dev/null 2>&1 || [ "$status" -ne 0 ]; then
    echo "fuzzing failed (status $status); inputs:" >&2
    ls -l "$work/artifacts/" >&2
    exit 1
fi
echo "no crash, timeout or broken invariant in ${seconds}s"
