#!/usr/bin/env python3
"""Extracts the symbol graph of a module of this package, re-exported modules included.

    python3 scripts/symbol-graphs.py MODULE OUTPUT_DIR [REEXPORTED,MODULES]

`Arrange` only `@_exported import`s ArrangeCore, ArrangeText, ArrangeRender and
ArrangePreviews, and the symbol graph SwiftPM extracts for swift-docc-plugin leaves re-exported
symbols out (swift-docc-plugin issue #113), so `swift package generate-documentation --target
Arrange` alone documents an empty module. swift-symbolgraph-extract can include them
(`-experimental-allowed-reexported-modules`, Swift 6.0 and later), and this script runs it with
the flags SwiftPM compiled the module with, read from the debug build's manifest
(`.build/debug.yaml`): the module must be built (`swift build`) first. `scripts/docs.sh` passes
the result to DocC with `--additional-symbol-graph-dir`.

Members a protocol extension gives every conforming type (each `View` modifier on each view
type) are left out (`-skip-synthesized-members`): they would make the graph 100 MB and the
documentation as many pages, and each is documented once, on the protocol.
"""
import json
import os
import re
import subprocess
import sys


def compile_arguments(manifest, module):
    """The swiftc arguments of `module`'s debug build, from the llbuild manifest."""
    with open(manifest, encoding="utf-8") as file:
        text = file.read()
    match = re.search(r'\n  "C\.' + re.escape(module) + r'-[^"]*-debug\.module":\n(.*?)(?=\n  "|\Z)', text, re.S)
    if not match:
        sys.exit(f"symbol-graphs: {module} is not in {manifest}; build it first (swift build).")
    args = re.search(r"\n    args: (\[.*\])", match.group(1))
    if not args:
        sys.exit(f"symbol-graphs: no compile command for {module} in {manifest}.")
    return json.loads(args.group(1))


def search_arguments(arguments):
    """The arguments that say where modules and headers are, and for which target."""
    kept = []
    index = 1
    while index < len(arguments):
        argument = arguments[index]
        if argument in ("-I", "-target", "-module-cache-path", "-swift-version", "-Xcc", "-sdk", "-resource-dir"):
            kept += arguments[index:index + 2]
            index += 2
            continue
        if argument.startswith("-I"):
            kept.append(argument)
        index += 1
    return kept


def main():
    if len(sys.argv) < 3:
        sys.exit(__doc__)
    module, output = sys.argv[1], sys.argv[2]
    reexported = sys.argv[3] if len(sys.argv) > 3 else ""
    root = os.path.realpath(os.path.join(os.path.dirname(__file__), ".."))
    arguments = compile_arguments(os.path.join(root, ".build", "debug.yaml"), module)
    os.makedirs(output, exist_ok=True)
    for name in os.listdir(output):
        if name.endswith(".symbols.json"):
            os.remove(os.path.join(output, name))
    command = ["swift-symbolgraph-extract", "-module-name", module, "-minimum-access-level", "public",
               "-skip-synthesized-members", "-output-dir", output] + search_arguments(arguments)
    if reexported:
        command.append("-experimental-allowed-reexported-modules=" + reexported)
    subprocess.run(command, check=True)


if __name__ == "__main__":
    main()
