#!/usr/bin/env bash
# The README's test command: builds the package and runs every test (Swift Testing).
# Installs the system packages the text target links first, when they are missing.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/install-system-packages.sh
swift build --build-tests
swift test --skip-build --disable-xctest
