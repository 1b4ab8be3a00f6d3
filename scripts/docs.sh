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
# makes a catalog whose module page lists nothing. The alternatives, tried with plug-in 1.5.0
# and Swift 6.3.1: `--enable-experimental-combined-documentation` with the five modules as
# `--target`s builds (3 min 17 s here, ArrangeCore alone 2 min: SwiftPM's graph carries every
# protocol extension member on every conforming type), but documents each module on its own —
# readers meet `ArrangeCore.HostingView` and `ArrangeText.Text`, modules nobody imports — and
# the articles' ``HostingView`` links do not resolve from the `Arrange` catalog (127
# warnings: each link would have to name the module that declares the symbol). A catalog per
# module splits the articles the same way. swift-symbolgraph-extract itself can
# include re-exported modules (`-experimental-allowed-reexported-modules`, Swift 6.0 and later),
# so scripts/symbol-graphs.py extracts `Arrange`'s graph with the four modules in it and the
# plug-in gets it as an additional symbol graph directory: one module, `Arrange`, with every
# public symbol under the name users import, and articles that link to them as ``HostingView``.
#
# Cost, measured on this 2-core machine while three other builds ran: 82 s after
# scripts/test.sh's build the first time (23 s of it building the plug-in's snippet-extract
# tool), 47 s when run again; extracting the graphs takes about 10 s, DocC 15 s.
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
