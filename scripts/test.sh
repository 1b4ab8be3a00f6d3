#!/usr/bin/env bash
# The README's test command, and CI's (.ci/run): builds everything and runs every test, in stages
# that print their own time, then a summary:
#
#   packages      the system packages the build links and the tests use, when missing
#   build         one debug build of every target and test target (swift-syntax once)
#   tests …       each test target on its own (scripts/check.sh runs them while working); the
#                 render and preview tests in processes of their own beside the others
#   docs          the DocC catalog and every public symbol's doc comment (scripts/docs.sh), built
#                 beside the tests (they run the test bundle directly, without SwiftPM's lock)
#   card server   the card server's tests: it serves on a free loopback port and is requested
#   fuzz          libFuzzer with AddressSanitizer (scripts/fuzz.sh)
#
# The fuzzing lane runs beside the others: the fuzz target's build (release, sanitizers, its own
# package in Fuzz/) is one long optimiser job for most of its time and the fuzzer one thread, so
# both start at once, in the background, on the core the other stages leave idle; the fuzz stage
# at the end waits for them and shows their log and times.
#
# Switches: DOCS=0 skips the documentation, CARD_SERVER=0 the card server's tests,
# FUZZ_SECONDS=0 the fuzzing (FUZZ_SECONDS=N fuzzes N seconds; 90 by default).
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

# Runs one test target's tests (as stage LABEL, "tests TARGET" by default) from the test bundle
# the build made, and adds their count to the total.
test_stage() {
    local target=$1
    start_stage "${2:-tests $target}"
    NO_COLOR=1 "$bundle" --testing-library swift-testing --filter "^$target\\." 2>&1 | tee "$logs/$target.log"
    count_tests "$target"
    end_stage
}

# Adds the count of tests TARGET's log says passed to the total; fails when it ran none.
count_tests() {
    local target=$1 count
    count=$(sed -nE 's/.*Test run with ([0-9]+) tests? .*passed.*/\1/p' "$logs/$target.log" | tail -1)
    if [ -z "$count" ] || [ "$count" -eq 0 ]; then
        echo "error: $target ran no tests" >&2
        exit 1
    fi
    tests=$((tests + count))
}

# Runs TARGET's XCTest test cases (as ViewInspector's users write them; the Swift Testing stage
# of the same target runs its other tests) and adds their count to the total.
xctest_stage() {
    local target=$1 classes count
    start_stage "tests $target (XCTest)"
    classes=$("$bundle" --list-tests 2>/dev/null | sed -n "s|^\($target\.[A-Za-z0-9_]*\)/.*|\1|p" | sort -u | paste -sd, -)
    if [ -z "$classes" ]; then
        echo "error: $target has no XCTest test cases" >&2
        exit 1
    fi
    NO_COLOR=1 "$bundle" "$classes" 2>&1 | tee "$logs/$target-xctest.log"
    # The last summary is the whole run's: "Executed N tests, [with K tests skipped and ]0 failures".
    summary_line=$(grep -E "Executed [0-9]+ tests?, with " "$logs/$target-xctest.log" | tail -1)
    count=$(sed -nE 's/.*Executed ([0-9]+) tests?, with ([0-9]+ tests? skipped and )?0 failures.*/\1/p' <<<"$summary_line")
    skipped=$(sed -nE 's/.*with ([0-9]+) tests? skipped.*/\1/p' <<<"$summary_line")
    if [ -z "$count" ] || [ "$count" -eq 0 ]; then
        echo "error: the XCTest tests of $target failed" >&2
        exit 1
    fi
    tests=$((tests + count - ${skipped:-0}))
    end_stage
}

# Starts TARGET's tests in a process of their own beside the stages that follow (the render
# tests run on the main actor, one at a time, and the preview tests mostly wait for the
# compiler: each leaves a core idle); `finish_tests_beside` waits for them and shows their log.
beside=()
start_tests_beside() {
    local target=$1
    (
        started=$SECONDS
        status=0
        NO_COLOR=1 "$bundle" --testing-library swift-testing --filter "^$target\\." >"$logs/$target.log" 2>&1 || status=$?
        echo "$((SECONDS - started))" >"$logs/$target.seconds"
        exit "$status"
    ) &
    beside+=("$target:$!")
}

finish_tests_beside() {
    local entry target
    for entry in "${beside[@]}"; do
        target=${entry%%:*}
        start_stage "tests $target (run beside)"
        await_beside "${entry##*:}" "$logs/$target.log" "the tests of $target failed"
        count_tests "$target"
        end_stage
        summary+=("  $target took $(cat "$logs/$target.seconds") s")
    done
}

# Waits for a job started beside the stages (PID), shows its LOG, and stops with MESSAGE when
# it failed.
await_beside() {
    local pid=$1 log=$2 message=$3 status=0
    wait "$pid" || status=$?
    cat "$log"
    if [ "$status" -ne 0 ]; then
        echo "error: $message (status $status)" >&2
        exit 1
    fi
}

start_stage "packages"
bash scripts/install-system-packages.sh
end_stage

# The fuzzing lane: build, then fuzz; its times go to fuzz-times. It runs in a session of its own,
# so that a failure of the other stages can stop it with everything it started.
run_fuzz_lane() {
    local lane_start=$SECONDS run_start status=0
    if ! bash scripts/fuzz.sh build >"$logs/fuzz-build.log" 2>&1; then
        echo "fuzz build failed after $((SECONDS - lane_start)) s" >"$logs/fuzz-times"
        return 1
    fi
    echo "fuzz build $((SECONDS - lane_start)) s" >"$logs/fuzz-times"
    run_start=$SECONDS
    FUZZ_TIMEOUT=${FUZZ_TIMEOUT:-25} bash scripts/fuzz.sh "$fuzz_seconds" >"$logs/fuzz.log" 2>&1 || status=$?
    echo "fuzz run $((SECONDS - run_start)) s" >>"$logs/fuzz-times"
    return "$status"
}

fuzz_seconds=${FUZZ_SECONDS:-90}
fuzz_lane=""
if [ "$fuzz_seconds" != "0" ]; then
    export logs fuzz_seconds
    setsid bash -c "$(declare -f run_fuzz_lane); run_fuzz_lane" &
    fuzz_lane=$!
    trap 'kill -- "-$fuzz_lane" 2>/dev/null || true' EXIT
fi

start_stage "build"
swift build --build-tests
bundle="$(swift build --show-bin-path)/ArrangePackageTests.xctest"
end_stage

docs=""
if [ "${DOCS:-1}" != "0" ]; then
    (
        docs_start=$SECONDS
        status=0
        SKIP_BUILD=1 bash scripts/docs.sh >"$logs/docs.log" 2>&1 || status=$?
        echo "$((SECONDS - docs_start))" >"$logs/docs-seconds"
        exit "$status"
    ) &
    docs=$!
fi

start_tests_beside ArrangeRenderTests
start_tests_beside ArrangePreviewTests
for target in ArrangeCoreTests ArrangeTextTests ArrangeTests SwiftDataTests CoreDataTests ArrangeFuzzingTests ArrangeSnapshotTestingTests PortableAppTests ViewInspectorTests InspectedAppSwiftTests; do
    test_stage "$target"
done
xctest_stage ViewInspectorTests
xctest_stage ViewInspectorSuiteTests
xctest_stage InspectedAppXCTests
finish_tests_beside

# Every preview program the tests started has ended (issue 26): none runs from a preview cache.
start_stage "no preview program left behind"
left=""
for exe in /proc/[0-9]*/exe; do
    program=$(readlink "$exe" 2>/dev/null) || continue
    case "$program" in */arrange/previews/*) left+="  pid ${exe//[!0-9]/}: $program"$'\n' ;; esac
done
if [ -n "$left" ]; then
    printf 'error: preview programs are still running after the tests:\n%s' "$left" >&2
    exit 1
fi
end_stage

if [ "${CARD_SERVER:-1}" != "0" ]; then
    test_stage CardServerTests "card server"
fi

if [ -n "$docs" ]; then
    start_stage "docs (built beside the tests)"
    await_beside "$docs" "$logs/docs.log" "the documentation did not build"
    end_stage
    summary+=("  docs took $(cat "$logs/docs-seconds") s")
fi

if [ -n "$fuzz_lane" ]; then
    start_stage "fuzz (waiting for the lane beside)"
    status=0
    wait "$fuzz_lane" || status=$?
    if [ -s "$logs/fuzz.log" ]; then cat "$logs/fuzz.log"; else cat "$logs/fuzz-build.log"; fi
    cat "$logs/fuzz-times"
    if [ "$status" -ne 0 ]; then
        echo "error: fuzzing failed (status $status)" >&2
        exit 1
    fi
    end_stage
    while read -r line; do summary+=("  $line"); done <"$logs/fuzz-times"
fi

echo
echo "== stages"
printf '%s\n' "${summary[@]}"
echo "$tests tests passed; $((SECONDS - began)) s in all"
