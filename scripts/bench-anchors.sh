#!/usr/bin/env bash
# Runs Arrange's benchmark and the Taffy/Yoga anchors (../shared/bench) one after the other, so
# that all numbers come from one machine state. Used to fill BENCHMARKS.md.
set -euo pipefail
cd "$(dirname "$0")/.."
RUNS=${RUNS:-15}
swift build -c release --product arrange-bench
if [ ! -x /tmp/anchors/bin/python ]; then
    python3 -m venv /tmp/anchors
    /tmp/anchors/bin/pip install -q stretchable==1.1.8 pyyoga==0.1.0
fi
SHAPES=row_1k,nested3_b21,huge_nested_1k,huge_nested_10k,huge_nested_100k
echo "== Arrange"
.build/release/arrange-bench "$RUNS"
echo "== Taffy (stretchable)"
/tmp/anchors/bin/python ../shared/bench/flexbox_anchor.py stretchable "$SHAPES" "$RUNS"
echo "== Yoga (pyyoga)"
/tmp/anchors/bin/python ../shared/bench/flexbox_anchor.py pyyoga "$SHAPES" "$RUNS"
echo "== Arrange again"
.build/release/arrange-bench "$RUNS"
