#!/usr/bin/env python3
"""Lists public symbols that have no doc comment of their own, from symbol graph files.

    python3 scripts/undocumented-symbols.py DIR...

Reads every `*.symbols.json` in the given folders (what `scripts/docs.sh` extracts into
`.build/arrange-symbol-graphs/`) and prints `file:line: kind name` for each public or open
symbol declared in this package's `Sources/` without a doc comment. A comment the symbol graph
copies from elsewhere (a protocol requirement's, inherited by an implementation) does not count
as the symbol's own; members the compiler synthesises (protocol extensions' defaults shown on
each conforming type) have no declaration of their own and are skipped. Exits 1 when it lists
any, so CI can fail on a public symbol without documentation.
"""
import json
import os
import sys
from urllib.parse import unquote, urlparse


def own_path(uri):
    return unquote(urlparse(uri).path) if uri else None


def main(folders):
    root = os.path.realpath(os.path.join(os.path.dirname(__file__), ".."))
    sources = os.path.join(root, "Sources") + os.sep
    missing = {}
    for folder in folders:
        for name in sorted(os.listdir(folder)):
            if not name.endswith(".symbols.json"):
                continue
            with open(os.path.join(folder, name), encoding="utf-8") as file:
                graph = json.load(file)
            for symbol in graph.get("symbols", []):
                if symbol.get("accessLevel") not in ("public", "open"):
                    continue
                if "::SYNTHESIZED::" in symbol["identifier"]["precise"]:
                    continue
                location = symbol.get("location")
                if not location:
                    continue
                path = own_path(location.get("uri"))
                if not path or not os.path.realpath(path).startswith(sources):
                    continue
                comment = symbol.get("docComment")
                # A comment from another declaration (inherited) carries that declaration's
                # file; the symbol's own comment is in the symbol's file.
                if comment and own_path(comment.get("uri")) == path:
                    if any(line.get("text", "").strip() for line in comment.get("lines", [])):
                        continue
                line = location.get("position", {}).get("line", 0) + 1
                title = ".".join(symbol.get("pathComponents", [])) or symbol["names"]["title"]
                key = (os.path.relpath(os.path.realpath(path), root), line, title)
                missing[key] = symbol["kind"]["displayName"].lower()
    for (path, line, title), kind in sorted(missing.items()):
        print(f"{path}:{line}: {kind} {title}")
    print(f"{len(missing)} public symbols without a doc comment", file=sys.stderr)
    return 1 if missing else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
