#!/usr/bin/env bash
# The loop to use while working: builds the named test targets and only what they need, then
# runs them. No documentation, fuzzing or card-server stage (scripts/test.sh, CI's command, runs
# those too).
#
#   bash scripts/check.sh ArrangeCoreTests                      # the engine's tests
#   bash scripts/check.sh ArrangeTextTests ArrangeRenderTests   # several targets
#   bash scripts/check.sh ArrangeCoreTests -- --filter Grid     # arguments after -- go to swift test
#   bash scripts/check.sh                                       # every test target
#
# The test targets: ArrangeCoreTests, ArrangeTextTests, ArrangeRenderTests, ArrangeTests (the
# `Arrange` product as users import it: seeds, screens, examples, documentation),
# ArrangePreviewTests, ArrangeFuzzingTests, ArrangeSnapshotTestingTests, CardServerTests.
#
# Named targets are passed to Package.swift in ARRANGE_CHECK_TARGETS, which then declares only
# them and the targets they depend on, so `swift build --build-tests` compiles nothing else:
# ArrangeCoreTests needs neither swift-syntax nor the renderer. The build folder (.build) is the
# one full builds use, so switching between a check and a full build recompiles nothing twice.
set -euo pipefail
cd "$(dirname "$0")/.."

targets=()
while [ $# -gt 0 ] && [ "$1" != "--" ]; do
    targets+=("$1")
    shift
done
[ "${1:-}" = "--" ] && shift

bash scripts/install-system-packages.sh
if [ ${#targets[@]} -gt 0 ]; then
    ARRANGE_CHECK_TARGETS=$(IFS=,; echo "${targets[*]}")
    export ARRANGE_CHECK_TARGETS
fi
start=$SECONDS
swift build --build-tests
echo "built in $((SECONDS - start)) s" >&2
start=$SECONDS
swift test --skip-build --disable-xctest "$@"
echo "tested in $((SECONDS - start)) s" >&2
