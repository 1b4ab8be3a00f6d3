#!/usr/bin/env bash
# The README's test command: builds the package and runs every test (Swift Testing).
# The core needs nothing beyond the Swift toolchain, so there is nothing to install yet.
set -euo pipefail
cd "$(dirname "$0")/.."
swift build --build-tests
swift test --skip-build --disable-xctest
