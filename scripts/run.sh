#!/usr/bin/env bash
# The README's main command: draws every built-in example to SVG and PNG in gallery/, with an
# index.html showing them beside their frames. Installs the system packages Arrange links first,
# when they are missing.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/install-system-packages.sh
swift run arrange gallery --out gallery
