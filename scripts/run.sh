#!/usr/bin/env bash
# The README's main command: lists the built-in examples, then lays out the seed's profile view.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/install-system-packages.sh
swift run arrange examples
swift run arrange layout profile --width 390 --height 300
