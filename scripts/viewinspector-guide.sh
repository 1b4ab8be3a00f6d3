#!/usr/bin/env bash
# Measures ViewInspector's own guide samples against this package's `ViewInspector` module: every
# code sample of its README.md, guide.md, guide_gestures.md, guide_popups.md, guide_styles.md and
# guide_watchOS.md, each compiled unchanged on its own (with the earlier samples it relies on and
# a small recorded wrapper), and the complete tests among them run. Prints a summary and writes
# the table to docs/viewinspector/guide-results.md.
#
#   bash scripts/viewinspector-guide.sh                  # build, measure, write the table
#   bash scripts/viewinspector-guide.sh guide-24 guide_popups-03   # only these (no table)
#
# The samples are third-party code: they are extracted at run time from a ViewInspector checkout
# into a scratch directory and never enter the repository. Environment:
#
#   VIEWINSPECTOR_CHECKOUT  a ViewInspector checkout to read the guides from; by default the
#                           script clones the local mirror (/work/.mirror/nalexn+ViewInspector/repo)
#                           or, without it, https://github.com/nalexn/ViewInspector at 56833fe
#   VI_GUIDE_SCRATCH        the scratch directory (default: ${TMPDIR:-/tmp}/viewinspector-guide)
#   VI_GUIDE_BUILD          subset (default: `ARRANGE_CHECK_TARGETS=ViewInspectorTests swift build
#                           --build-tests`, as scripts/check.sh does), full (`swift build
#                           --build-tests`) or none (use the last build as it is)
#   VI_GUIDE_RUN=0          type-check and compile only, run no test
#   VI_GUIDE_RUN_FRAGMENTS=1  also run each fragment (S) in its wrapper test method; shown in the
#                           table for information, it does not change the fragment's result
#   VI_GUIDE_JOBS           compiler processes at a time (default 2)
#
# How it works (scripts/viewinspector_guide.py): after the build, the modules, the build
# description and the test bundle's object list are copied under SwiftPM's lock (.build/.lock),
# so a concurrent build cannot change them mid-run. Each sample is a compile unit of its own
# (samples redeclare the same type names), type-checked with the flags SwiftPM gives the
# ViewInspectorTests target (Swift 5 mode). The complete tests (kind T) are compiled to objects,
# one module each, and linked with a generated XCTMain and the package's objects (test targets
# left out) into one executable in the scratch directory; each sample's test class then runs in
# a process of its own (`guide-samples.xctest GS_guide_24.GuideSampleTests`). Nothing in the
# package or its .build directory is written, apart from what the build step itself does.
set -euo pipefail
cd "$(dirname "$0")/.."
package=$PWD
start=$SECONDS

scratch=${VI_GUIDE_SCRATCH:-${TMPDIR:-/tmp}/viewinspector-guide}
case "$scratch" in
    "$package"|"$package"/*) echo "VI_GUIDE_SCRATCH must be outside the repository" >&2; exit 2 ;;
esac
mkdir -p "$scratch"

snapshot=56833fe
mirror=/work/.mirror/nalexn+ViewInspector/repo
if [ -n "${VIEWINSPECTOR_CHECKOUT:-}" ]; then
    checkout=$VIEWINSPECTOR_CHECKOUT
    desc="$checkout"
    if git -C "$checkout" rev-parse --short HEAD >/dev/null 2>&1; then
        desc="$checkout at $(git -C "$checkout" rev-parse --short HEAD)"
    fi
else
    checkout=$scratch/ViewInspector
    if [ ! -d "$checkout/.git" ]; then
        rm -rf "$checkout"
        if [ -d "$mirror" ]; then
            git clone -q "$mirror" "$checkout"
        else
            git clone -q https://github.com/nalexn/ViewInspector "$checkout"
        fi
    fi
    git -C "$checkout" checkout -q "$snapshot"
    desc="nalexn/ViewInspector at $snapshot"
fi

case "${VI_GUIDE_BUILD:-subset}" in
    subset) ARRANGE_CHECK_TARGETS=ViewInspectorTests swift build --build-tests >"$scratch/build.log" 2>&1 \
                || { tail -30 "$scratch/build.log" >&2; echo "the build failed (log: $scratch/build.log)" >&2; exit 1; } ;;
    full) swift build --build-tests >"$scratch/build.log" 2>&1 \
                || { tail -30 "$scratch/build.log" >&2; echo "the build failed (log: $scratch/build.log)" >&2; exit 1; } ;;
    none) ;;
    *) echo "VI_GUIDE_BUILD is subset, full or none" >&2; exit 2 ;;
esac
echo "built in $((SECONDS - start)) s" >&2

args=(--checkout "$checkout" --checkout-desc "$desc" --package "$package" --scratch "$scratch"
      --jobs "${VI_GUIDE_JOBS:-2}")
[ "${VI_GUIDE_RUN:-1}" = 0 ] && args+=(--no-run)
[ "${VI_GUIDE_RUN_FRAGMENTS:-0}" = 1 ] && args+=(--run-fragments)
if [ $# -gt 0 ]; then
    args+=(--only "$(IFS=,; echo "$*")")
else
    args+=(--report docs/viewinspector/guide-results.md)
fi
python3 scripts/viewinspector_guide.py "${args[@]}"
echo "total $((SECONDS - start)) s" >&2
