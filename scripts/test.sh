#!/usr/bin/env bash
# The README's test command: builds the package and runs every test (Swift Testing).
# Installs the system packages the text target links first, when they are missing.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/install-system-packages.sh
swift build --build-tests
swift test --skip-build --disable-xctest
# Issue 13's documentation: the DocC catalog (Sources/Arrange/Arrange.docc) and every public
# symbol's doc comment, built with warnings treated as errors; a public symbol without a doc
# comment fails too (scripts/docs.sh). DOCS=0 skips it locally.
if [ "${DOCS:-1}" != "0" ]; then
    bash scripts/docs.sh
fi
# The card server example (its own package, depending on this one by path): built, and its tests
# start it on a free loopback port and request it. Adds a build of Arrange and Hummingbird of its own.
(cd Examples/CardServer && swift build --build-tests && swift test --skip-build --disable-xctest)
# Issue 10's fuzzing regime: three minutes of libFuzzer (with AddressSanitizer) on each CI run,
# failing on any crash, timeout or broken invariant. FUZZ_SECONDS=0 skips it locally.
if [ "${FUZZ_SECONDS:-180}" != "0" ]; then
    bash scripts/fuzz.sh "${FUZZ_SECONDS:-180}"
fi
