#!/usr/bin/env bash
# Builds the documentation of the `Arrange` module — the DocC catalog in
# Sources/Arrange/Arrange.docc (articles) and every public symbol's doc comment — with warnings
# treated as errors, and fails when a public symbol has no doc comment. CI runs it from
# scripts/test.sh; by hand:
#
#     bash scripts/docs.sh [OUTPUT_DIR]     # default .build/documentation (a DocC archive)
#
# Why the symbol graph is extracted here: `Arrange` declares nothing itself, it only
# `@_exported import`s ArrangeCore, ArrangeText, ArrangeRender and ArrangePreviews, and the
# symbol graph SwiftPM extracts for a module leaves re-exported symbols out (swift-docc-plugin
# issue #113): documenting the `Arrange` target alone makes a catalog whose module page lists
# nothing. A catalog per module, or the plug-in's combined documentation, would document each
# module on its own — readers would meet `ArrangeCore.HostingView` and `ArrangeText.Text`,
# modules nobody imports — and the articles' ``HostingView`` links would not resolve from the
# `Arrange` catalog. swift-symbolgraph-extract itself can include re-exported modules
# (`-experimental-allowed-reexported-modules`, Swift 6.0 and later), so
# scripts/symbol-graphs.py extracts `Arrange`'s graph with the four modules in it and DocC gets
# it as its symbol graph directory: one module, `Arrange`, with every public symbol under the
# name users import, and articles that link to them as ``HostingView``.
#
# DocC is the toolchain's own `docc`, called with the options swift-docc-plugin's
# `generate-documentation` would give it; the plug-in would first build itself and its snippet
# tool (half of this script's time) only to pass the graphs on.
#
# Cost on this 2-core machine after scripts/test.sh's build: extracting the graphs takes about
# 10 s, DocC about 15 s.
set -euo pipefail
cd "$(dirname "$0")/.."
output="${1:-.build/documentation}"
graphs=.build/arrange-symbol-graphs

# The modules must be built for their symbol graphs. SKIP_BUILD=1 says they are (scripts/test.sh
# builds everything first, then runs this beside the tests, where a second SwiftPM would only
# wait for the build folder's lock).
if [ "${SKIP_BUILD:-0}" != "1" ]; then
    swift build --target ArrangeSnapshotTesting
    swift build --target ViewInspector
fi
python3 scripts/symbol-graphs.py Arrange "$graphs/Arrange" ArrangeCore,ArrangeText,ArrangeRender,ArrangePreviews
python3 scripts/symbol-graphs.py ArrangeSnapshotTesting "$graphs/ArrangeSnapshotTesting"
python3 scripts/symbol-graphs.py ViewInspector "$graphs/ViewInspector"

# Every public symbol of the library, of the snapshot-testing product and of the ViewInspector
# module has a doc comment.
python3 scripts/undocumented-symbols.py "$graphs/Arrange" "$graphs/ArrangeSnapshotTesting" "$graphs/ViewInspector"

swift_bin=$(dirname "$(readlink -f "$(command -v swift)")")
rm -rf "$output"
mkdir -p "$(dirname "$output")"
"$swift_bin/docc" convert Sources/Arrange/Arrange.docc \
    --additional-symbol-graph-dir "$graphs/Arrange" \
    --fallback-display-name Arrange \
    --fallback-bundle-identifier Arrange \
    --emit-lmdb-index \
    --warnings-as-errors \
    --output-path "$output"
