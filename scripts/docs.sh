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
# symbol graph SwiftPM hands swift-docc-plugin leaves re-exported symbols out
# (swift-docc-plugin issue #113): `swift package generate-documentation --target Arrange` alone
# makes a catalog whose module page lists nothing. The alternatives with plug-in 1.5.0:
# `--enable-experimental-combined-documentation` with one `--target` per module documents each
# module on its own (readers meet `ArrangeCore.HostingView` and `ArrangeText.Text`, modules
# nobody imports, and the articles' links must name the module of each symbol); a catalog per
# module splits the articles the same way. swift-symbolgraph-extract itself can
# include re-exported modules (`-experimental-allowed-reexported-modules`, Swift 6.0 and later),
# so scripts/symbol-graphs.py extracts `Arrange`'s graph with the four modules in it and the
# plug-in gets it as an additional symbol graph directory: one module, `Arrange`, with every
# public symbol under the name users import, and articles that link to them as ``HostingView``.
set -euo pipefail
cd "$(dirname "$0")/.."
output="${1:-.build/documentation}"
graphs=.build/arrange-symbol-graphs

# The modules must be built for their symbol graphs (a no-op after scripts/test.sh's build).
swift build --target ArrangeSnapshotTesting
python3 scripts/symbol-graphs.py Arrange "$graphs/Arrange" ArrangeCore,ArrangeText,ArrangeRender,ArrangePreviews
python3 scripts/symbol-graphs.py ArrangeSnapshotTesting "$graphs/ArrangeSnapshotTesting"

# Every public symbol of the library and of the snapshot-testing product has a doc comment.
python3 scripts/undocumented-symbols.py "$graphs/Arrange" "$graphs/ArrangeSnapshotTesting"

mkdir -p "$output"
swift package --allow-writing-to-directory "$output" \
    generate-documentation --target Arrange \
    --additional-symbol-graph-dir "$graphs/Arrange" \
    --warnings-as-errors \
    --output-path "$output"
