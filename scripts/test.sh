#!/usr/bin/env bash
# The README's test command, and CI's (.ci/run): builds everything and runs every test, in stages
# that print their own time, then a summary:
#
#   packages      the system packages the build links and the tests use, when missing
#   build         one debug build of every target and test target (swift-syntax once)
#   tests …       each test target on its own (scripts/check.sh runs them while working)
#   docs          the DocC catalog and every public symbol's doc comment (scripts/docs.sh)
#   card server   the card server's tests: it serves on a free loopback port and is requested
#   fuzz          libFuzzer with AddressSanitizer (scripts/fuzz.sh)
#
# The fuzz target's build (release, sanitizers, its own package in Fuzz/) is one long optimiser
# job for most of its time, so it starts at once, in the background, and uses the core the main
# build leaves idle; its log is shown in the fuzz stage.
#
# Switches: DOCS=0 skips the documentation, CARD_SERVER=0 the card server's tests,
# FUZZ_SECONDS=0 the fuzzing (FUZZ_SECONDS=N fuzzes N seconds; 180 by default).
set -euo pipefail
cd "$(dirname "$0")/.."

began=$SECONDS
logs=$(mktemp -d "${TMPDIR:-/tmp}/arrange-test.XXXXXX")
summary=()
tests=0
current=""
stage_start=0

start_stage() {
    current=$1
    stage_start=$SECONDS
    echo
    echo "==> $current"
}

end_stage() {
    local seconds=$((SECONDS - stage_start))
    summary+=("$(printf '%-32s %5d s' "$current" "$seconds")")
    echo "<== $current: ${seconds} s"
}

# Runs one test target's tests (as stage LABEL, "tests TARGET" by default) and adds their count
# to the total.
test_stage() {
    local target=$1
    start_stage "${2:-tests $target}"
    swift test --skip-build --disable-xctest --filter "^$target\\." 2>&1 | tee "$logs/$target.log"
    local count
    count=$(sed -nE 's/.*Test run with ([0-9]+) tests? .*passed.*/\1/p' "$logs/$target.log" | tail -1)
    if [ -z "$count" ] || [ "$count" -eq 0 ]; then
        echo "error: $target ran no tests" >&2
        exit 1
    fi
    tests=$((tests + count))
    end_stage
}

start_stage "packages"
bash scripts/install-system-packages.sh
end_stage

fuzz_seconds=${FUZZ_SECONDS:-180}
fuzz_build=""
if [ "$fuzz_seconds" != "0" ]; then
    (
        build_start=$SECONDS
        status=0
        bash scripts/fuzz.sh build >"$logs/fuzz-build.log" 2>&1 || status=$?
        echo "fuzz build: $((SECONDS - build_start)) s, status $status" >>"$logs/fuzz-build.log"
        exit "$status"
    ) &
    fuzz_build=$!
fi

start_stage "build"
swift build --build-tests
end_stage

for target in ArrangeCoreTests ArrangeTextTests ArrangeRenderTests ArrangeTests ArrangePreviewTests \
              ArrangeFuzzingTests ArrangeSnapshotTestingTests; do
    test_stage "$target"
done

if [ "${DOCS:-1}" != "0" ]; then
    start_stage "docs"
    bash scripts/docs.sh
    end_stage
fi

if [ "${CARD_SERVER:-1}" != "0" ]; then
    test_stage CardServerTests "card server"
fi

if [ -n "$fuzz_build" ]; then
    start_stage "fuzz"
    if ! wait "$fuzz_build"; then
        cat "$logs/fuzz-build.log" >&2
        echo "error: the fuzz target did not build" >&2
        exit 1
    fi
    tail -1 "$logs/fuzz-build.log"
    bash scripts/fuzz.sh "$fuzz_seconds"
    end_stage
fi

echo
echo "== stages"
printf '%s\n' "${summary[@]}"
echo "$tests tests passed; $((SECONDS - began)) s in all"
