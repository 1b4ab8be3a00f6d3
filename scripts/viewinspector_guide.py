#!/usr/bin/env python3
"""Measures ViewInspector's guide samples against Arrange's `ViewInspector` module.

Run through `scripts/viewinspector-guide.sh`, which documents the environment variables. The
samples are third-party text: they are read from a ViewInspector checkout at run time and written
only to a scratch directory outside the repository. This file holds no sample text, only what the
harness adds around each sample (imports, stand-in declarations for what the guide leaves to the
reader, and the enclosing scopes), and the results table it writes is in our own words.

Every sample becomes its own compile unit (the samples redeclare the same type names):

    imports (wrapper)
    stand-in declarations (wrapper)
    the declarations of the earlier samples it relies on (unchanged)
    the sample (unchanged; enclosed in a test class, a test method, an extension or a view when
                it is a fragment of one)

Declarations and fragments pass when the unit type-checks; complete tests (kind T) pass when their
unit compiles and the test then runs green. Tests run from one executable linked against the
objects of the package's last build (no second SwiftPM build of the package): each unit is a
module of its own, and `main.swift` hands every unit's tests to `XCTMain`, which runs one sample's
class per process.
"""

from __future__ import annotations

import argparse
import concurrent.futures
import fcntl
import hashlib
import json
import os
import re
import shlex
import shutil
import subprocess
import sys
import time
from dataclasses import dataclass, field
from pathlib import Path

GUIDES = [
    ("README.md", "readme"),
    ("guide.md", "guide"),
    ("guide_gestures.md", "guide_gestures"),
    ("guide_popups.md", "guide_popups"),
    ("guide_styles.md", "guide_styles"),
    ("guide_watchOS.md", "guide_watchos"),
]

SNAPSHOT = "56833fe"

# --------------------------------------------------------------------------------------------
# Stand-ins: our own declarations for what a sample names but no earlier sample declares.
# --------------------------------------------------------------------------------------------

CUSTOM_VIEW = """struct CustomView: View {
    var body: some View { Text("Custom") }
}"""

LOGIN_VIEW = """final class GuideViewModel: ObservableObject {
    var isUserLoggedIn = true
}
struct CustomView: View {
    @ObservedObject var viewModel = GuideViewModel()
    var body: some View { Text("Custom") }
}"""

ROW_ITEM_VIEW = """struct RowItemView: View {
    var body: some View { Text("Row") }
}"""

TABLE_VIEW_CELL = """struct TableViewCell: View {
    var body: some View { HStack { Text("Cell's title") } }
}"""

MY_VIEW_PARAMETER = """struct MyView: View {
    let parameter: String
    var body: some View { Text(parameter) }
}"""

NAVIGATION_SUT = """let sut = NavigationView {
    VStack {
        NavigationLink(destination: MyView(parameter: "Screen 1")) { Text("Continue") }
    }
}"""

CONTENT_VIEW_BINDING = """struct ContentView: View {
    @Binding var binding: Bool
    var body: some View {
        Button(action: { self.binding.toggle() }, label: { Text("Toggle") })
    }
}"""

CONTENT_VIEW_PUBLISHER = """struct ContentView: View {
    @State var flag: Bool = false
    let publisher: PassthroughSubject<Bool, Never>
    internal let inspection = Inspection<Self>()
    var body: some View {
        Text(flag ? "True" : "False")
            .onReceive(publisher) { self.flag = $0 }
            .onReceive(inspection.notice) { self.inspection.visit(self, $0) }
    }
}"""

ENV_OBJECT = """final class GuideEnvironmentObject: ObservableObject {}"""

UIKIT_VIEW = """struct MyCustomView: UIViewRepresentable {
    func makeUIView(context: Context) -> UIView { UIView() }
    func updateUIView(_ uiView: UIView, context: Context) {}
}"""

# guide_styles-19 cannot compile (its constraint names the method `helloWorldStyle`, not the
# protocol); the samples after it use what it declares, so they get this equivalent instead.
HELLO_WORLD_MODIFIER = """struct HelloWorldStyleModifier<S: HelloWorldStyle>: ViewModifier {
    let style: S
    init(_ style: S) { self.style = style }
    func body(content: Content) -> some View {
        content.environment(\\.helloWorldStyle, AnyHelloWorldStyle(style))
    }
}
extension View {
    func helloWorldStyle<S: HelloWorldStyle>(_ style: S) -> some View {
        modifier(HelloWorldStyleModifier(style))
    }
}"""

INSPECTION = ["guide-25", "guide-26"]  # the `Inspection<V>` class and its InspectionEmissary conformance
HELLO = ["guide_styles-16", "guide_styles-17", "guide_styles-18"]


@dataclass
class Spec:
    kind: str                      # V declarations, T complete test, S statement fragment
    place: str = "file"            # file | class | body | chain | ext | member | split
    ctx: list = field(default_factory=list)   # earlier samples included unchanged
    decls: list = field(default_factory=list)  # stand-in declarations (file scope)
    stmts: list = field(default_factory=list)  # stand-in statements (test body, before the sample)
    note: str = ""                 # what the stand-ins stand for, for the table
    status: str = ""               # "" | broken | apple
    why: str = ""                  # why broken upstream / Apple-only


def S(**kw):
    return Spec(kind="S", place=kw.pop("place", "body"), **kw)


def V(**kw):
    return Spec(kind="V", **kw)


def T(**kw):
    return Spec(kind="T", place=kw.pop("place", "class"), **kw)


PLACEHOLDER = "`...` placeholder for code the reader writes: not Swift"

SPECS: dict[str, Spec] = {
    # README.md
    "readme-01": S(stmts=['let sut = VStack { Button("Back") { }; Text("Bold").bold() }'], note="stand-in `sut`"),
    "readme-02": S(),
    "readme-03": S(decls=[LOGIN_VIEW], stmts=["let view = VStack { CustomView() }"],
                   note="stand-ins `CustomView` (with `viewModel.isUserLoggedIn`), `view`"),
    "readme-04": S(decls=[ROW_ITEM_VIEW],
                   stmts=['let sut = Button("Close") { }',
                          "let view = List {\n"
                          "    RowItemView(); RowItemView(); RowItemView(); RowItemView(); RowItemView()\n"
                          "    RowItemView().onAppear { }\n"
                          "}"],
                   note="stand-ins `RowItemView`, `sut`, `view` (a List of six rows, the last with `onAppear`)"),
    # guide.md — The Basics
    "guide-01": V(),
    "guide-02": T(place="file", ctx=["guide-01"]),
    "guide-03": V(),
    "guide-04": S(ctx=["guide-03"], status="broken",
                  why="calls throwing `inspect()` without `try`"),
    "guide-05": S(ctx=["guide-03"]),
    # Dynamic query with find
    "guide-06": S(stmts=['let sut = AnyView(HStack { Text("a"); Text("b") })'], note="stand-in `sut`",
                  status="broken", why=PLACEHOLDER),
    "guide-07": S(place="chain", decls=[CUSTOM_VIEW], stmts=['let sut = Text("xyz")'],
                  note="stand-ins `CustomView`, `sut`"),
    "guide-08": S(place="chain", stmts=['let sut = Text("abc")'], note="stand-in `sut`"),
    "guide-09": S(stmts=['let sut = Text("x").id(42)'], note="stand-in `sut`"),
    "guide-10": S(stmts=['let sut = AnyView(HStack { Text("abc") })'], note="stand-in `sut` (the sample's `view`)"),
    "guide-11": S(ctx=["guide-10"], stmts=['let sut = AnyView(HStack { Text("abc") })'], note="stand-in `sut`"),
    "guide-12": S(decls=[TABLE_VIEW_CELL], stmts=["let sut = List { TableViewCell() }"],
                  note="stand-ins `TableViewCell`, `sut`"),
    "guide-13": S(decls=[TABLE_VIEW_CELL], stmts=["let sut = try List { TableViewCell() }.inspect()"],
                  note="stand-ins `TableViewCell`, `sut` (an inspected view: the sample calls `find` on it)"),
    "guide-14": S(stmts=['let sut = VStack { Text("abc"); Text("abc"); Text("abc") }'], note="stand-in `sut`"),
    "guide-15": V(place="ext"),
    "guide-16": V(place="split", stmts=['let sut = try Text("x").font(.headline).inspect()'],
                  note="stand-in `sut` (an inspected view)"),
    # Inspectable attributes
    "guide-17": V(place="member", decls=[MY_VIEW_PARAMETER], note="stand-in `MyView(parameter:)`",
                  status="broken", why="unbalanced parentheses in `NavigationLink(destination: MyView(...) {`"),
    "guide-18": S(decls=[MY_VIEW_PARAMETER], stmts=[NAVIGATION_SUT],
                  note="stand-ins `MyView`, `sut` (guide-17's view, which is broken upstream)"),
    "guide-19": S(ctx=["guide-18"], decls=[MY_VIEW_PARAMETER], stmts=[NAVIGATION_SUT],
                  note="stand-ins `MyView`, `sut`"),
    "guide-20": S(ctx=["guide-18"], decls=[MY_VIEW_PARAMETER], stmts=[NAVIGATION_SUT],
                  note="stand-ins `MyView`, `sut`"),
    # Views using @Binding
    "guide-21": T(decls=[CONTENT_VIEW_BINDING], note="stand-in `ContentView(binding:)` (a button toggling it)"),
    # @State, approach #1
    "guide-22": V(),
    "guide-23": V(),
    "guide-24": T(ctx=["guide-23"]),
    # @State, approach #2
    "guide-25": V(),
    "guide-26": V(ctx=["guide-25"]),
    "guide-27": V(ctx=INSPECTION),
    "guide-28": T(place="file", ctx=INSPECTION + ["guide-27"]),
    "guide-29": S(ctx=INSPECTION + ["guide-27"], stmts=["let sut = ContentView()"], note="stand-in `sut`",
                  status="broken", why=PLACEHOLDER),
    "guide-30": S(ctx=INSPECTION + ["guide-27"],
                  stmts=["let sut = ContentView()", "let publisher = PassthroughSubject<Bool, Never>()"],
                  note="stand-ins `sut`, `publisher`", status="broken", why=PLACEHOLDER),
    "guide-31": T(place="file", ctx=INSPECTION, decls=[CONTENT_VIEW_PUBLISHER],
                  note="stand-in `ContentView(publisher:)` (sets `flag` from the publisher)"),
    "guide-32": S(ctx=INSPECTION + ["guide-27"],
                  stmts=["let sut = ContentView()", "let publisher = PassthroughSubject<Bool, Never>()"],
                  note="stand-ins `sut`, `publisher`"),
    "guide-33": S(ctx=INSPECTION + ["guide-27"], stmts=["let sut = ContentView()"], note="stand-in `sut`",
                  status="broken", why=PLACEHOLDER),
    # Custom ViewModifier
    "guide-34": V(),
    "guide-35": T(ctx=["guide-34"]),
    "guide-36": V(),
    "guide-37": T(ctx=["guide-36"]),
    "guide-38": V(ctx=INSPECTION),
    "guide-39": T(ctx=INSPECTION + ["guide-38"]),
    "guide-40": S(ctx=INSPECTION + ["guide-38"], decls=[ENV_OBJECT],
                  stmts=["let sut = MyViewModifier()", "let envObject = GuideEnvironmentObject()"],
                  note="stand-ins `sut`, `envObject`"),
    # UIKit mix
    "guide-41": S(decls=[UIKIT_VIEW], stmts=["let sut = VStack { MyCustomView() }"],
                  note="stand-ins `MyCustomView` (a UIViewRepresentable), `sut`",
                  status="apple", why="UIKit representables on screen (iOS)"),
    # guide_gestures.md
    "guide_gestures-01": V(),
    "guide_gestures-02": T(ctx=["guide_gestures-01"]),
    "guide_gestures-03": V(),
    "guide_gestures-04": T(ctx=["guide_gestures-03"]),
    "guide_gestures-05": V(),
    "guide_gestures-06": T(ctx=["guide_gestures-05"]),
    "guide_gestures-07": V(),
    "guide_gestures-08": T(ctx=["guide_gestures-07"]),
    "guide_gestures-09": V(),
    "guide_gestures-10": T(ctx=["guide_gestures-09"], status="broken",
                           why="uses `TestGestureView`, declared nowhere (the view above is `TestGestureView4`)"),
    "guide_gestures-11": V(ctx=INSPECTION),
    "guide_gestures-12": T(ctx=INSPECTION + ["guide_gestures-11"]),
    "guide_gestures-13": V(ctx=INSPECTION),
    "guide_gestures-14": T(ctx=INSPECTION + ["guide_gestures-13"]),
    "guide_gestures-15": V(ctx=INSPECTION),
    "guide_gestures-16": T(ctx=INSPECTION + ["guide_gestures-15"]),
    "guide_gestures-17": V(status="apple", why="`#if os(macOS)`: keyboard modifiers of gestures"),
    "guide_gestures-18": T(ctx=["guide_gestures-17"], status="apple",
                           why="`#if os(macOS)`: compiles to nothing elsewhere"),
    "guide_gestures-19": V(ctx=INSPECTION),
    "guide_gestures-20": T(ctx=INSPECTION + ["guide_gestures-19"]),
    "guide_gestures-21": T(ctx=INSPECTION + ["guide_gestures-19"]),
    "guide_gestures-22": V(ctx=INSPECTION),
    "guide_gestures-23": T(ctx=INSPECTION + ["guide_gestures-22"]),
    # guide_popups.md
    "guide_popups-01": V(),
    "guide_popups-02": V(ctx=["guide_popups-01"]),
    "guide_popups-03": T(ctx=["guide_popups-01", "guide_popups-02"]),
    "guide_popups-04": V(),
    "guide_popups-05": V(ctx=["guide_popups-04"]),
    "guide_popups-06": V(),
    "guide_popups-07": V(ctx=["guide_popups-06"]),
    "guide_popups-08": V(),
    "guide_popups-09": V(ctx=["guide_popups-08"]),
    "guide_popups-10": V(),
    "guide_popups-11": V(ctx=["guide_popups-10"]),
    "guide_popups-12": V(),
    "guide_popups-13": V(ctx=["guide_popups-12"]),
    "guide_popups-14": V(),
    "guide_popups-15": V(ctx=["guide_popups-14"]),
    "guide_popups-16": V(),
    "guide_popups-17": V(ctx=["guide_popups-16"]),
    "guide_popups-18": V(),
    "guide_popups-19": V(ctx=["guide_popups-18"]),
    "guide_popups-20": V(),
    "guide_popups-21": V(ctx=["guide_popups-20"]),
    # guide_styles.md
    "guide_styles-01": S(stmts=['let sut = Button("Tap") { }.buttonStyle(PlainButtonStyle())'], note="stand-in `sut`"),
    "guide_styles-02": V(),
    "guide_styles-03": T(ctx=["guide_styles-02"]),
    "guide_styles-04": V(),
    "guide_styles-05": T(ctx=["guide_styles-04"], status="broken", why=PLACEHOLDER),
    "guide_styles-06": T(ctx=["guide_styles-04"], status="broken",
                         why="`view.inspection`: the `CustomButton` of guide_styles-04 has no `inspection`"),
    "guide_styles-07": S(stmts=['let sut = Label("Star", systemImage: "star").labelStyle(IconOnlyLabelStyle())'],
                         note="stand-in `sut`"),
    "guide_styles-08": V(),
    "guide_styles-09": T(ctx=["guide_styles-08"]),
    "guide_styles-10": V(),
    "guide_styles-11": T(ctx=["guide_styles-10"]),
    "guide_styles-12": V(),
    "guide_styles-13": T(ctx=["guide_styles-12"]),
    "guide_styles-14": V(),
    "guide_styles-15": T(ctx=["guide_styles-14"]),
    # Custom styles: 16, 17 and 18 declare each other's types.
    "guide_styles-16": V(ctx=["guide_styles-17", "guide_styles-18"]),
    "guide_styles-17": V(ctx=["guide_styles-16", "guide_styles-18"]),
    "guide_styles-18": V(ctx=["guide_styles-16", "guide_styles-17"]),
    "guide_styles-19": V(ctx=HELLO, status="broken",
                         why="constraint `S: helloWorldStyle` names the method, not the protocol `HelloWorldStyle`"),
    "guide_styles-20": V(ctx=HELLO, decls=[HELLO_WORLD_MODIFIER],
                         note="stand-in for guide_styles-19 (broken upstream), constraint spelled `HelloWorldStyle`"),
    "guide_styles-21": S(ctx=HELLO + ["guide_styles-20"], decls=[HELLO_WORLD_MODIFIER],
                         note="stand-in for guide_styles-19"),
    "guide_styles-22": V(ctx=HELLO + ["guide_styles-20"], decls=[HELLO_WORLD_MODIFIER],
                         note="stand-in for guide_styles-19", status="broken",
                         why="calls `classify()`; ViewInspector's method is `classified()`"),
    "guide_styles-23": S(ctx=HELLO + ["guide_styles-20"], decls=[HELLO_WORLD_MODIFIER],
                         note="stand-in for guide_styles-19", status="broken",
                         why="`XCTAssertNoThrow(` is never closed"),
    "guide_styles-24": V(ctx=HELLO, decls=[HELLO_WORLD_MODIFIER], note="stand-in for guide_styles-19",
                         status="broken", why="extra `)` after `StyleBody(configuration: configuration)`"),
    "guide_styles-25": T(place="file", ctx=HELLO + ["guide_styles-24"], decls=[HELLO_WORLD_MODIFIER],
                         note="stand-in for guide_styles-19", status="broken",
                         why="conforms a struct to `InspectableView` (a struct), calls a nonexistent "
                             "`RedOutlineHelloWorldStyle(configuration:)`, uses `try` in a non-throwing test"),
    # guide_watchOS.md
    "guide_watchos-01": V(status="apple", why="watchOS: WatchKit's `WKExtensionDelegate` and an `@main` app"),
    "guide_watchos-02": V(status="apple", why="watchOS: WatchKit's `WKHostingController`"),
    "guide_watchos-03": V(status="apple", why="watchOS release-build stand-ins for the hosting helpers"),
}

# sha1 prefixes of the samples at the snapshot: a different checkout still runs, with a warning.
DIGESTS = {
    "readme-01": "0987cbccd5",
    "readme-02": "af963275f0",
    "readme-03": "52018b7c58",
    "readme-04": "463bb03077",
    "guide-01": "b32a88cc45",
    "guide-02": "5117634f65",
    "guide-03": "966d471f2b",
    "guide-04": "77ba760f69",
    "guide-05": "bea95ac2e0",
    "guide-06": "275e6bff02",
    "guide-07": "c034163eb1",
    "guide-08": "97e7bceeed",
    "guide-09": "1266977ca3",
    "guide-10": "b6243bef47",
    "guide-11": "a8d4a78db4",
    "guide-12": "be491d301b",
    "guide-13": "f491cb7601",
    "guide-14": "53b7cbc3a7",
    "guide-15": "fbe872e1f7",
    "guide-16": "cd4409f433",
    "guide-17": "b82a3b679e",
    "guide-18": "bf8d714eb0",
    "guide-19": "dbf480e515",
    "guide-20": "0937b604e2",
    "guide-21": "9ae465ea38",
    "guide-22": "d041d476d5",
    "guide-23": "4c629f2064",
    "guide-24": "e161b7d9af",
    "guide-25": "119d91e299",
    "guide-26": "49daebadeb",
    "guide-27": "ae5ab96997",
    "guide-28": "a0175aecdd",
    "guide-29": "bac2a71c86",
    "guide-30": "91f0ef839c",
    "guide-31": "6762934da8",
    "guide-32": "e85247259a",
    "guide-33": "ed836d5a17",
    "guide-34": "bece784e20",
    "guide-35": "e20428e228",
    "guide-36": "3678354eba",
    "guide-37": "7cc5b66e2c",
    "guide-38": "0d3c8fa9b7",
    "guide-39": "e10d90384b",
    "guide-40": "77785546e6",
    "guide-41": "67f4b5d7bd",
    "guide_gestures-01": "4e3df554ea",
    "guide_gestures-02": "17d66348b5",
    "guide_gestures-03": "f347e093f8",
    "guide_gestures-04": "2687eb4a64",
    "guide_gestures-05": "4cbed0a60e",
    "guide_gestures-06": "4683df7366",
    "guide_gestures-07": "c7dfec20f5",
    "guide_gestures-08": "853d71e41b",
    "guide_gestures-09": "49bdc76033",
    "guide_gestures-10": "a2dc7f83c6",
    "guide_gestures-11": "18370c75de",
    "guide_gestures-12": "95c23c46e7",
    "guide_gestures-13": "4ba070ebd2",
    "guide_gestures-14": "8ebe9d84ba",
    "guide_gestures-15": "80249284e1",
    "guide_gestures-16": "8c93970f2f",
    "guide_gestures-17": "edf470056e",
    "guide_gestures-18": "330d65aa94",
    "guide_gestures-19": "7dea4ae4e0",
    "guide_gestures-20": "fb5edcb642",
    "guide_gestures-21": "6948046572",
    "guide_gestures-22": "0853bdd8a3",
    "guide_gestures-23": "2ced0fbfc4",
    "guide_popups-01": "949ab4d2c2",
    "guide_popups-02": "73c8aad363",
    "guide_popups-03": "1c07b6d872",
    "guide_popups-04": "f950aed2d9",
    "guide_popups-05": "31e21e9f6c",
    "guide_popups-06": "5c4ce63869",
    "guide_popups-07": "e5350bee73",
    "guide_popups-08": "2bdb34124f",
    "guide_popups-09": "537e34faa1",
    "guide_popups-10": "fecce1b2ad",
    "guide_popups-11": "a5db1c6ac3",
    "guide_popups-12": "4250ad47c7",
    "guide_popups-13": "4fd926de31",
    "guide_popups-14": "59bc06c3a5",
    "guide_popups-15": "8e814889df",
    "guide_popups-16": "37bd4b2d92",
    "guide_popups-17": "5a78aa2e9f",
    "guide_popups-18": "a7e9637259",
    "guide_popups-19": "660ef56b5d",
    "guide_popups-20": "ab270b4cc8",
    "guide_popups-21": "a279e1a41e",
    "guide_styles-01": "7cf58cabd2",
    "guide_styles-02": "6d0fedac28",
    "guide_styles-03": "020f8dedd4",
    "guide_styles-04": "33161e99da",
    "guide_styles-05": "b228b55074",
    "guide_styles-06": "831ea70e61",
    "guide_styles-07": "bc88ea70ea",
    "guide_styles-08": "5d911ac65d",
    "guide_styles-09": "b508e50c49",
    "guide_styles-10": "977245d802",
    "guide_styles-11": "f1147853d1",
    "guide_styles-12": "e035aafbca",
    "guide_styles-13": "ca26fb9a05",
    "guide_styles-14": "6b96be258f",
    "guide_styles-15": "61ac519561",
    "guide_styles-16": "71c6dd22a2",
    "guide_styles-17": "e8432912cd",
    "guide_styles-18": "5eae091199",
    "guide_styles-19": "608b787ef0",
    "guide_styles-20": "8e3a16fb5f",
    "guide_styles-21": "f8d2d5fd15",
    "guide_styles-22": "3ab2407fb4",
    "guide_styles-23": "f05cc14612",
    "guide_styles-24": "51eff3d548",
    "guide_styles-25": "0d1ff0bfbb",
    "guide_watchos-01": "e2c24d135d",
    "guide_watchos-02": "3116973a61",
    "guide_watchos-03": "a4e6ea18b5",
}

# --------------------------------------------------------------------------------------------
# Extraction
# --------------------------------------------------------------------------------------------

FENCE_OPEN = re.compile(r"^\s*```\s*([A-Za-z]*)\s*$")
FENCE_CLOSE = re.compile(r"^\s*```\s*$")
HEADING = re.compile(r"^(#+)\s+(.*?)\s*$")


@dataclass
class Sample:
    id: str
    file: str
    first: int   # first line of code (1-based, after the opening fence)
    last: int
    section: str
    lines: list

    @property
    def text(self):
        return "\n".join(self.lines)

    @property
    def where(self):
        return f"{self.file}:{self.first}-{self.last}"


def extract(checkout: Path) -> list[Sample]:
    samples = []
    for name, prefix in GUIDES:
        path = checkout / name
        if not path.exists():
            sys.exit(f"error: {path} is missing (VIEWINSPECTOR_CHECKOUT must be a ViewInspector checkout)")
        lines = path.read_text(encoding="utf-8").split("\n")
        heading, n, i = "", 0, 0
        while i < len(lines):
            m = HEADING.match(lines[i])
            if m:
                heading = m.group(2).strip()
            m = FENCE_OPEN.match(lines[i])
            if m:
                lang = m.group(1).lower()
                j = i + 1
                while j < len(lines) and not FENCE_CLOSE.match(lines[j]):
                    j += 1
                if lang in ("swift", ""):
                    n += 1
                    code = lines[i + 1:j]
                    samples.append(Sample(f"{prefix}-{n:02d}", name, i + 2, j, heading, code))
                i = j + 1
                continue
            i += 1
    return samples


# --------------------------------------------------------------------------------------------
# Compile units
# --------------------------------------------------------------------------------------------

HEADER_IMPORTS = ["import XCTest", "import SwiftUI", "import Combine", "import ViewInspector"]
TESTABLE_IMPORT = re.compile(r"^\s*@testable\s+import\s+(\w+)\s*$")


@dataclass
class Unit:
    sample: Sample
    spec: Spec
    module: str
    lines: list = field(default_factory=list)
    origin: list = field(default_factory=list)   # per unit line: (file, md line) or None (wrapper)
    wrapper: list = field(default_factory=list)  # what the harness added, for the table
    test_class: str = ""
    test_methods: list = field(default_factory=list)

    def add(self, text, origin=None):
        for k, line in enumerate(text.split("\n")):
            self.lines.append(line)
            self.origin.append(None if origin is None else (origin[0], origin[1] + k))

    def add_sample(self, s: Sample, drop_testable=True):
        for k, line in enumerate(s.lines):
            m = TESTABLE_IMPORT.match(line) if drop_testable else None
            if m:
                self.lines.append(f"// [harness] dropped `@testable import {m.group(1)}` (the app module)")
                self.origin.append(None)
                self.wrapper.append(f"dropped `@testable import {m.group(1)}`")
            else:
                self.lines.append(line)
                self.origin.append((s.file, s.first + k))

    def locate(self, line_no):
        """Where unit line `line_no` (1-based) came from, as `guide.md:123` or `harness`."""
        if 1 <= line_no <= len(self.origin):
            o = self.origin[line_no - 1]
            return f"{o[0]}:{o[1]}" if o else "harness"
        return "harness"


def module_name(sample_id):
    return "GS_" + sample_id.replace("-", "_")


def build_unit(s: Sample, spec: Spec, by_id: dict) -> Unit:
    u = Unit(s, spec, module_name(s.id))
    u.add(f"// {s.id} ({s.where}), generated by scripts/viewinspector-guide.sh: the sample unchanged,")
    u.add("// the samples it relies on unchanged, and what the harness adds (marked `harness`).")
    u.add("\n".join(HEADER_IMPORTS))
    for d in spec.decls:
        u.add(d)
    ctx_decls = [c for c in spec.ctx if SPECS[c].kind != "S"]
    ctx_stmts = [c for c in spec.ctx if SPECS[c].kind == "S"]
    for c in ctx_decls:
        cs = by_id[c]
        u.add(f"// ---- {c} ({cs.where}) ----")
        u.add_sample(cs)
    if spec.ctx:
        u.wrapper.append("with " + ", ".join(spec.ctx))
    if spec.note:
        u.wrapper.append(spec.note)
    u.add(f"// ---- {s.id} ({s.where}) ----")

    def body_prologue():
        u.add("final class GuideSampleTests: XCTestCase {")
        u.add("func testSample() throws {")
        for st in spec.stmts:
            u.add(st)
        for c in ctx_stmts:
            cs = by_id[c]
            u.add(f"// ---- {c} ({cs.where}) ----")
            u.add_sample(cs)
        u.add("do {")

    def body_epilogue():
        u.add("}")
        u.add("}")
        u.add("}")

    place = spec.place
    if place == "file":
        u.add_sample(s)
    elif place == "class":
        u.add("final class GuideSampleTests: XCTestCase {")
        u.add_sample(s)
        u.add("}")
        u.wrapper.append("in an XCTestCase class")
    elif place in ("body", "chain"):
        body_prologue()
        if place == "chain":
            u.add("_ = try sut.inspect()")
            u.wrapper.append("`_ = try sut.inspect()` before it, so its leading-dot lines chain on it")
        u.add_sample(s)
        body_epilogue()
        u.wrapper.append("in a throwing test method")
    elif place == "ext":
        u.add("extension InspectableView {")
        u.add_sample(s)
        u.add("}")
        u.wrapper.append("in `extension InspectableView { }`")
    elif place == "member":
        u.add("struct GuideSampleView: View {")
        u.add_sample(s)
        u.add("}")
        u.wrapper.append("in `struct GuideSampleView: View { }`")
    elif place == "split":
        cut = next((k for k, line in enumerate(s.lines) if line.startswith("let ")), len(s.lines))
        head = Sample(s.id, s.file, s.first, s.first + cut - 1, s.section, s.lines[:cut])
        tail = Sample(s.id, s.file, s.first + cut, s.last, s.section, s.lines[cut:])
        u.add_sample(head)
        body_prologue()
        u.add_sample(tail)
        body_epilogue()
        u.wrapper.append(f"declarations at file scope, line {tail.first} in a throwing test method")
    else:
        raise ValueError(place)

    # The tests this unit declares, for the runner.
    if spec.kind == "T" and spec.status != "apple":
        m = re.search(r"class\s+(\w+)\s*:\s*XCTestCase", s.text)
        u.test_class = m.group(1) if m else "GuideSampleTests"
        u.test_methods = re.findall(r"func\s+(test\w*)\s*\(", s.text)
    elif spec.kind == "S" or place == "split":
        u.test_class, u.test_methods = "GuideSampleTests", ["testSample"]
    if u.test_methods:
        entries = ", ".join(f'("{t}", {u.test_class}.{t})' for t in u.test_methods)
        u.add("// ---- harness: the tests, for XCTMain ----")
        u.add(f"public func guideSampleTests() -> [XCTestCaseEntry] {{ [testCase([{entries}])] }}")
    u.add("")
    return u


# --------------------------------------------------------------------------------------------
# Toolchain flags, snapshot of the build
# --------------------------------------------------------------------------------------------

def command_args(yaml_text: str, pattern: str):
    """The arguments of the first command of the build description whose name matches."""
    m = re.search(r'^  "(' + pattern + r')":$', yaml_text, re.M)
    if not m:
        return None
    i = m.start()
    j = yaml_text.find("args:", i)
    k = yaml_text.find("\n", j)
    return json.loads(yaml_text[j + 5:k])


DROP_WITH_VALUE = {"-module-name", "-emit-module-path", "-output-file-map", "-index-store-path",
                   "-module-cache-path", "-package-name", "-o", "-j"}
DROP = {"-emit-dependencies", "-emit-module", "-incremental", "-c", "-enable-batch-mode",
        "-serialize-diagnostics", "-parseable-output", "-parse-as-library", "-g", "-enable-testing",
        "-emit-executable"}


def compile_flags(args, modules_dir, module_cache):
    out = []
    k = 1  # args[0] is swiftc
    while k < len(args):
        a = args[k]
        if a in ("-Xcc", "-Xfrontend", "-Xlinker") and k + 1 < len(args):
            out += [a, args[k + 1]]
            k += 2
            continue
        if a in DROP_WITH_VALUE:
            k += 2
            continue
        if a in DROP or a.startswith("@") or a.startswith("-j"):
            k += 1
            continue
        if a == "-swift-version":
            k += 2
            continue
        if a == "-I" and k + 1 < len(args) and args[k + 1].endswith("/Modules"):
            out += ["-I", str(modules_dir)]
            k += 2
            continue
        out.append(a)
        k += 1
    return out + ["-swift-version", "5", "-module-cache-path", str(module_cache),
                  "-diagnostic-style", "llvm"]


def link_flags(args):
    out, k = [], 1
    while k < len(args):
        a = args[k]
        if a in ("-Xcc", "-Xfrontend", "-Xlinker") and k + 1 < len(args):
            out += [a, args[k + 1]]
            k += 2
            continue
        if a in ("-o", "-module-name"):
            k += 2
            continue
        if a.startswith("@") or a in ("-emit-executable", "-g"):
            k += 1
            continue
        out.append(a)
        k += 1
    return out


TEST_DIR = re.compile(r"/(\w+Tests|ArrangePackageTests|ArrangePackageDiscoveredTests)\.build/")


def snapshot_build(package: Path, scratch: Path, log):
    """Copies the modules, build description and objects of the package's last build into the
    scratch directory, holding SwiftPM's build lock meanwhile so that no build changes them."""
    build_dir = (package / ".build").resolve()
    bin_path = (build_dir / "debug").resolve()
    # SwiftPM 6 holds an flock on `$TMPDIR/<the .build path, / as _>.lock` while it works.
    lock_path = Path(os.environ.get("TMPDIR", "/tmp")) / (str(package / ".build").replace("/", "_") + ".lock")
    snap = scratch / "build"
    if snap.exists():
        shutil.rmtree(snap)
    (snap / "objects").mkdir(parents=True)
    lock = open(lock_path, "a") if lock_path.exists() else None
    try:
        if lock:
            try:
                fcntl.flock(lock, fcntl.LOCK_EX | fcntl.LOCK_NB)
            except BlockingIOError:
                log("a SwiftPM process is using the build folder; waiting for it")
                fcntl.flock(lock, fcntl.LOCK_EX)
        shutil.copytree(bin_path / "Modules", snap / "Modules", symlinks=True)
        shutil.copy2(build_dir / "debug.yaml", snap / "debug.yaml")
        products = sorted(bin_path.glob("*PackageTests.product/Objects.LinkFileList"))
        if not products:
            sys.exit("error: no test bundle in the last build; build with `swift build --build-tests` first")
        link_list = products[0].read_text()
        # Every object of the test bundle but the test targets' own (and its entry point). A
        # module's objects are the ones the build description names now (the object list is
        # only rewritten when the bundle is linked, after a build of one module it is behind).
        described = {}
        for m in re.finditer(r"^    outputs: (\[.*\])$", (build_dir / "debug.yaml").read_text(), re.M):
            for out in json.loads(m.group(1)):
                if out.endswith(".o") and out.startswith(str(bin_path) + "/"):
                    top = Path(out).relative_to(bin_path).parts[0]
                    described.setdefault(top, []).append(out)
        listed, seen = [], set()
        for raw in link_list.split("\n"):
            path = raw.strip().strip("'\"")
            if not path or TEST_DIR.search(path):
                continue
            top = Path(path).relative_to(bin_path).parts[0] if path.startswith(str(bin_path) + "/") else None
            if top in described:
                if top not in seen:
                    seen.add(top)
                    listed += described[top]
            else:
                listed.append(path)
        copied = []
        for path in dict.fromkeys(listed):
            rel = Path(path).relative_to(bin_path) if path.startswith(str(bin_path) + "/") else Path(path.lstrip("/"))
            dest = snap / "objects" / rel
            dest.parent.mkdir(parents=True, exist_ok=True)
            shutil.copy2(path, dest)
            copied.append(str(dest))
    finally:
        if lock:
            fcntl.flock(lock, fcntl.LOCK_UN)
            lock.close()
    return snap, copied


# --------------------------------------------------------------------------------------------
# Running
# --------------------------------------------------------------------------------------------

DIAG = re.compile(r"^(.*?):(\d+):(?:\d+:)?\s*error:\s*(.*)$")


def first_error(output: str, unit: Unit, unit_path: Path):
    for line in output.split("\n"):
        m = DIAG.match(line)
        if m:
            where = unit.locate(int(m.group(2))) if m.group(1).endswith(unit_path.name) else Path(m.group(1)).name
            return f"{where}: {m.group(3).strip()}"
    for line in output.split("\n"):
        if "error:" in line:
            return line.strip()
    return output.strip().split("\n")[-1] if output.strip() else "failed"


@dataclass
class Result:
    unit: Unit
    compiled: bool = False
    compile_error: str = ""
    ran: bool = False
    passed_run: bool = False
    run_error: str = ""
    seconds: float = 0.0


def run(cmd, cwd=None, timeout=600):
    p = subprocess.run(cmd, cwd=cwd, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True,
                       timeout=timeout)
    return p.returncode, p.stdout


def compile_unit(unit: Unit, flags, workdir: Path, emit_object: bool) -> Result:
    r = Result(unit)
    path = workdir / f"{unit.sample.id}.swift"
    path.write_text("\n".join(unit.lines))
    start = time.time()
    if emit_object:
        out = workdir / "objects"
        out.mkdir(exist_ok=True)
        cmd = ["swiftc", "-c", "-parse-as-library", "-module-name", unit.module, *flags,
               "-emit-module", "-emit-module-path", str(out / f"{unit.module}.swiftmodule"),
               str(path), "-o", str(out / f"{unit.module}.o")]
    else:
        cmd = ["swiftc", "-typecheck", "-parse-as-library", "-module-name", unit.module, *flags, str(path)]
    try:
        rc, output = run(cmd)
    except subprocess.TimeoutExpired:
        rc, output = 1, "error: the compiler took more than 600 s"
    r.seconds = time.time() - start
    (workdir / f"{unit.sample.id}.log").write_text(" ".join(shlex.quote(c) for c in cmd) + "\n\n" + output)
    r.compiled = rc == 0
    if not r.compiled:
        r.compile_error = first_error(output, unit, path)
    return r


XCT_FAIL = re.compile(r"^(.*?):(\d+): error: ([^:]+) : (.*)$")


def run_test(exe: Path, r: Result, workdir: Path, timeout: int):
    u = r.unit
    name = f"{u.module}.{u.test_class}"
    try:
        rc, output = run([str(exe), name], cwd=workdir, timeout=timeout)
    except subprocess.TimeoutExpired:
        r.ran, r.passed_run, r.run_error = True, False, f"timed out after {timeout} s"
        return
    (workdir / f"{u.sample.id}.run.log").write_text(output)
    r.ran = True
    executed = re.search(r"Executed (\d+) tests?, with (\d+) failures?", output)
    if rc == 0 and executed and int(executed.group(1)) > 0 and int(executed.group(2)) == 0:
        r.passed_run = True
        return
    unit_file = f"{u.sample.id}.swift"

    def mapped(message):
        # XCTest and the library name lines of the unit (`at line #22`): name the guide's line too.
        return re.sub(r"(line #?)(\d+)", lambda m: f"{m.group(0)} [{u.locate(int(m.group(2)))}]", message)

    if not executed:
        fatal = [l.strip() for l in output.split("\n") if re.search(r"[Ff]atal error|Crash|Segmentation", l)]
        r.run_error = "crashed: " + (fatal[0] if fatal else f"exit status {rc}")
        return
    for line in output.split("\n"):
        m = XCT_FAIL.match(line)
        if m:
            if m.group(1).endswith(unit_file):
                where = u.locate(int(m.group(2))) + ": "
            elif m.group(1) == "<EXPR>":
                where = ""
            else:
                where = f"{Path(m.group(1)).name}:{m.group(2)}: "
            r.run_error = where + mapped(m.group(4).strip())
            return
    if int(executed.group(1)) == 0:
        r.run_error = "no test ran"
        return
    tail = [l for l in output.split("\n") if l.strip()]
    r.run_error = tail[-1] if tail else f"exit status {rc}"


# --------------------------------------------------------------------------------------------
# Report
# --------------------------------------------------------------------------------------------

def md_escape(text: str) -> str:
    text = text.replace("|", "\\|").replace("\n", " ")
    return text if len(text) <= 220 else text[:217] + "..."


def outcome(r: Result):
    s, u = r.unit.spec, r.unit
    if s.status == "apple":
        return "Apple-only"
    if s.status == "broken":
        return "broken upstream"
    if not r.compiled:
        return "compile fails"
    if s.kind == "T":
        if not u.test_methods:
            return "no test"
        if not r.ran:
            return "not run"
        return "pass" if r.passed_run else "run fails"
    return "pass"


def write_report(path: Path, results, summary_lines, checkout_desc, seconds):
    rows = []
    for r in results:
        u, s = r.unit, r.unit.spec
        res = outcome(r)
        if s.status:
            detail = s.why
            if r.compiled:
                detail += "; compiles here" + (" (to nothing)" if s.status == "apple" and "os(macOS)" in s.why else "")
            elif r.compile_error:
                detail += f"; here: {r.compile_error}"
        elif not r.compiled:
            detail = r.compile_error
        elif res == "run fails":
            detail = r.run_error
        elif res == "pass" and s.kind == "T":
            detail = "compiles; test passes"
        else:
            detail = "compiles"
            if r.ran:  # a fragment run with --run-fragments, which does not decide the result
                detail += "; wrapped fragment runs green" if r.passed_run else f"; wrapped fragment fails: {r.run_error}"
        wrapper = "; ".join(u.wrapper) if u.wrapper else "imports only"
        rows.append(f"| {u.sample.id} | {u.sample.where} | {s.kind} | {res} | {md_escape(wrapper)} | {md_escape(detail)} |")
    text = f"""# ViewInspector's guide samples against `import ViewInspector` on Linux

Written by `scripts/viewinspector-guide.sh` (do not edit by hand); it reads the samples from a
ViewInspector checkout ({checkout_desc}) at run time, so none of them is in this repository.
Each sample is compiled on its own, in Swift 5 mode, against this package's `SwiftUI`, `Combine`,
`ViewInspector` and XCTest, together with the earlier samples it relies on (unchanged) and what the
harness adds (the "Wrapper" column: imports are always added). A declaration (V) or fragment (S)
passes when it type-checks; a complete test (T) when it compiles and its test then passes.
"Broken upstream" samples cannot compile anywhere as written; "Apple-only" ones need UIKit on
screen, macOS or watchOS; both are listed with the outcome here. "Broken upstream" counts typos
and `...` placeholders for code the reader writes. This measurement took {seconds:.0f} s after the build.

{chr(10).join('- ' + l for l in summary_lines)}

| Sample | Source (lines) | Kind | Result | Wrapper | Reason / first error |
|---|---|---|---|---|---|
""" + "\n".join(rows) + "\n"
    path.write_text(text)


# --------------------------------------------------------------------------------------------
# Main
# --------------------------------------------------------------------------------------------

def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--checkout", required=True, type=Path)
    ap.add_argument("--checkout-desc", default="")
    ap.add_argument("--package", required=True, type=Path)
    ap.add_argument("--scratch", required=True, type=Path)
    ap.add_argument("--report", type=Path)
    ap.add_argument("--jobs", type=int, default=2)
    ap.add_argument("--only", default="", help="comma-separated sample ids (no report is written)")
    ap.add_argument("--no-run", action="store_true", help="type-check and compile only")
    ap.add_argument("--run-fragments", action="store_true",
                    help="also run the fragments (S) in their wrapper test method, for information only")
    ap.add_argument("--timeout", type=int, default=120)
    ap.add_argument("--list", action="store_true", help="list the extracted samples and exit")
    ap.add_argument("--digests", action="store_true", help="print the samples' digests and exit")
    args = ap.parse_args()
    t0 = time.time()

    def log(msg):
        print(f"[{time.time() - t0:6.1f}s] {msg}", file=sys.stderr, flush=True)

    samples = extract(args.checkout)
    by_id = {s.id: s for s in samples}
    if args.list:
        for s in samples:
            print(f"{s.id}\t{s.where}\t{s.section}")
        return 0
    if args.digests:
        for s in samples:
            print(f'    "{s.id}": "{hashlib.sha1(s.text.encode()).hexdigest()[:10]}",')
        return 0
    missing = [s.id for s in samples if s.id not in SPECS]
    extra = [k for k in SPECS if k not in by_id]
    if missing or extra:
        log(f"warning: samples without a wrapper spec: {missing}; specs without a sample: {extra}")
    changed = [s.id for s in samples
               if s.id in DIGESTS and DIGESTS[s.id] != hashlib.sha1(s.text.encode()).hexdigest()[:10]]
    if changed:
        log(f"warning: these samples differ from snapshot {SNAPSHOT}, their wrappers may not fit: {changed}")
    log(f"extracted {len(samples)} samples from {args.checkout}")

    scratch = args.scratch
    scratch.mkdir(parents=True, exist_ok=True)
    log("copying the last build's modules and objects")
    snap, objects = snapshot_build(args.package, scratch, log)
    yaml_text = (snap / "debug.yaml").read_text()
    cargs = (command_args(yaml_text, r"C\.ViewInspectorTests-[\w.-]+-debug\.module")
             or command_args(yaml_text, r"C\.ViewInspector-[\w.-]+-debug\.module"))
    largs = command_args(yaml_text, r"C\.\w+PackageTests-[\w.-]+-debug\.test")
    if not cargs or not largs:
        sys.exit("error: the build description has no ViewInspector compile or test link command; "
                 "build with `ARRANGE_CHECK_TARGETS=ViewInspectorTests swift build --build-tests` first")
    if not any("/ViewInspector.build/" in o for o in objects):
        sys.exit("error: the last build's test bundle does not link ViewInspector; build with "
                 "`ARRANGE_CHECK_TARGETS=ViewInspectorTests swift build --build-tests` first")
    flags = compile_flags(cargs, snap / "Modules", scratch / "ModuleCache")
    lflags = link_flags(largs)

    work = scratch / "units"
    if work.exists():
        shutil.rmtree(work)
    work.mkdir(parents=True)

    chosen = [s for s in samples if s.id in SPECS]
    if args.only:
        wanted = set(args.only.split(","))
        chosen = [s for s in chosen if s.id in wanted]
    units = [build_unit(s, SPECS[s.id], by_id) for s in chosen]

    # Warm the module cache with one unit first (parallel compiles would each build it).
    log(f"compiling {len(units)} units ({args.jobs} at a time)")
    results = {}

    def wants_run(u):
        if args.no_run or not u.test_methods or u.spec.status:
            return False
        # A chained list (guide-07) only shows the calls: running it as one chain means nothing.
        return u.spec.kind == "T" or (args.run_fragments and u.spec.place != "chain")

    def job(u):
        return compile_unit(u, flags, work, wants_run(u))

    if units:
        results[units[0].sample.id] = job(units[0])
    with concurrent.futures.ThreadPoolExecutor(max_workers=max(1, args.jobs)) as pool:
        for r in pool.map(job, units[1:]):
            results[r.unit.sample.id] = r
    ordered = [results[u.sample.id] for u in units]
    for r in ordered:
        if not r.compiled and not r.unit.spec.status:
            log(f"  {r.unit.sample.id}: {r.compile_error}")

    runnable = [r for r in ordered if r.compiled and wants_run(r.unit)]
    link_error = ""
    if runnable:
        log(f"linking {len(runnable)} test units")
        main_swift = work / "main.swift"
        main_swift.write_text("import XCTest\n" + "".join(f"import {r.unit.module}\n" for r in runnable)
                              + "XCTMain([XCTestCaseEntry]()"
                              + "".join(f"\n    + {r.unit.module}.guideSampleTests()" for r in runnable) + ")\n")
        (work / "objects.list").write_text("\n".join(shlex.quote(o) for o in objects) + "\n")
        exe = work / "guide-samples.xctest"
        cmd = ["swiftc", "-emit-executable", "-module-name", "GuideSamplesMain",
               *[f for f in flags], "-I", str(work / "objects"), str(main_swift),
               *[str(work / "objects" / f"{r.unit.module}.o") for r in runnable],
               f"@{work / 'objects.list'}", *lflags, "-o", str(exe)]
        rc, output = run(cmd)
        (work / "link.log").write_text(" ".join(shlex.quote(c) for c in cmd) + "\n\n" + output)
        if rc != 0:
            link_error = first_error(output, runnable[0].unit, main_swift)
            log(f"link failed: {link_error} (see {work / 'link.log'})")
            for r in runnable:
                r.ran, r.passed_run, r.run_error = True, False, f"link failed: {link_error}"
        else:
            log(f"running {len(runnable)} tests")
            for r in runnable:
                run_test(exe, r, work, args.timeout)
                if not r.passed_run:
                    log(f"  {r.unit.sample.id}: {r.run_error}")

    # Summary
    total = len(ordered)
    apple = [r for r in ordered if r.unit.spec.status == "apple"]
    broken = [r for r in ordered if r.unit.spec.status == "broken"]
    counted = [r for r in ordered if not r.unit.spec.status]
    compiled = [r for r in counted if r.compiled]
    tests = [r for r in counted if r.unit.spec.kind == "T"]
    passed = [r for r in counted if outcome(r) == "pass"]
    seconds = time.time() - t0
    pct = lambda a, b: f"{100.0 * a / b:.0f}%" if b else "n/a"
    summary = [
        f"samples: {total} (Apple-only {len(apple)}, broken upstream {len(broken)}, measured {len(counted)})",
        f"compiled: {len(compiled)}/{len(counted)} measured samples",
        f"tests (T) passed: {len([r for r in tests if outcome(r) == 'pass'])}/{len(tests)}",
        f"passed: {len(passed)}/{len(counted)} measured samples ({pct(len(passed), len(counted))}); "
        f"{len(passed)}/{total} of all samples ({pct(len(passed), total)})",
        f"excluded as Apple-only: {len(apple)} ({', '.join(r.unit.sample.id for r in apple)})",
        f"broken upstream: {len(broken)} ({', '.join(r.unit.sample.id for r in broken)})",
    ]
    if link_error:
        summary.append(f"link failed: {link_error}")
    print("\n".join(summary))
    failures = [r for r in counted if outcome(r) != "pass"]
    if failures:
        print("\nfailures:")
        for r in failures:
            print(f"  {r.unit.sample.id} [{r.unit.spec.kind}] {outcome(r)}: "
                  f"{r.compile_error or r.run_error}")
    print(f"\ntook {seconds:.0f} s; units and logs in {work}")
    if args.report and not args.only:
        write_report(args.report, ordered, summary, args.checkout_desc or str(args.checkout), seconds)
        print(f"wrote {args.report}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
