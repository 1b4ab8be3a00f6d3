#!/usr/bin/env python3
"""Writes Sources/ViewInspector/Views/KnownViews.swift: the markers of SwiftUI's view types, how
each one's children are found, and their `x()` / `x(_ index:)` accessors, from the table below.
Run it after changing the table; the file it writes is committed."""
import os

# marker, content ("none", "single", "multiple", "both"), label of the stored children
# (or "" where a hand-written function in ViewChildren gives them), accessor name override.
TABLE = [
    ("AnyView", "single", "view"),
    ("EmptyView", "none", ""),
    ("Group", "multiple", "content"),
    ("VStack", "multiple", "content"),
    ("HStack", "multiple", "content"),
    ("ZStack", "multiple", "content"),
    ("LazyVStack", "multiple", "content"),
    ("LazyHStack", "multiple", "content"),
    ("LazyVGrid", "multiple", "content"),
    ("LazyHGrid", "multiple", "content"),
    ("Grid", "multiple", "content"),
    ("GridRow", "multiple", "content"),
    ("ScrollView", "single", "content"),
    ("List", "multiple", "content"),
    ("Form", "multiple", "content"),
    ("Section", "multiple", "content"),
    ("ForEach", "multiple", ""),
    ("NavigationStack", "both", "root"),
    ("NavigationView", "both", "content"),
    ("GeometryReader", "single", ""),
    ("ViewThatFits", "multiple", "content"),
    ("TabView", "multiple", "content"),
    ("GroupBox", "multiple", "content"),
    ("LabeledContent", "multiple", "content"),
    ("Menu", "multiple", "content"),
    ("DisclosureGroup", "multiple", ""),
    ("NavigationLink", "both", ""),
    ("Picker", "multiple", "content"),
    ("ControlGroup", "both", "content"),
    ("Text", "none", ""),
    ("Button", "none", ""),
    ("Toggle", "none", ""),
    ("TextField", "none", ""),
    ("SecureField", "none", ""),
    ("TextEditor", "none", ""),
    ("Slider", "none", ""),
    ("Stepper", "none", ""),
    ("Link", "none", ""),
    ("Label", "none", ""),
    ("Spacer", "none", ""),
    ("Divider", "none", ""),
    ("Color", "none", ""),
    ("Image", "none", ""),
    ("ProgressView", "none", ""),
    ("ColorPicker", "none", ""),
    ("DatePicker", "none", ""),
    ("EditButton", "none", ""),
    ("Canvas", "none", ""),
    ("AsyncImage", "none", ""),
    ("ShareLink", "none", ""),
    ("NavigationSplitView", "both", ""),
    ("LinearGradient", "none", ""),
    ("RadialGradient", "none", ""),
    ("AngularGradient", "none", ""),
    ("EllipticalGradient", "none", ""),
]

# Markers whose one-child accessor (`text()`) takes the first of several views, as ViewInspector's do.
FIRST_OF_SEVERAL = {"NavigationStack", "NavigationView", "ControlGroup"}

out = ['''// Written by scripts/generate-viewinspector-views.py from its table: edit the table, not this file.
import ArrangeCore
import Foundation
''']
for marker, kind, label in TABLE:
    lower = marker[0].lower() + marker[1:]
    out.append(f'''
extension ViewType {{
    /// The marker of `{marker}`.
    public struct {marker}: KnownViewType {{
        /// `{marker}`.
        public static var typePrefix: String {{ "{marker}" }}
    }}
}}''')
    if kind in ("single", "both"):
        body = f'try ViewChildren.single("{label}", of: content)' if label else f'try ViewChildren.{lower}Child(content)'
        if marker in FIRST_OF_SEVERAL:
            body = f'try ViewChildren.first("{label}", of: content)'
        out.append(f'''
extension ViewType.{marker}: SingleViewContent {{
    /// The view it contains.
    public static func child(_ content: Content) throws -> Content {{ {body} }}
}}''')
    if kind in ("multiple", "both"):
        body = f'try ViewChildren.multiple("{label}", of: content)' if label else f'try ViewChildren.{lower}Children(content)'
        out.append(f'''
extension ViewType.{marker}: MultipleViewContent {{
    /// The views it contains.
    public static func children(_ content: Content) throws -> LazyGroup<Content> {{ {body} }}
}}''')
    out.append(f'''
extension InspectableView where View: SingleViewContent {{
    /// The `{marker}` this view's child is.
    public func {lower}() throws -> InspectableView<ViewType.{marker}> {{ try .init(try child(), parent: self) }}
}}

extension InspectableView where View: MultipleViewContent {{
    /// The `{marker}` at `index` among this view's children.
    public func {lower}(_ index: Int) throws -> InspectableView<ViewType.{marker}> {{
        try .init(try child(at: index), parent: self, index: index)
    }}
}}''')

path = os.path.join(os.path.dirname(__file__), '..', 'Sources', 'ViewInspector', 'Views', 'KnownViews.swift')
with open(path, 'w') as f:
    f.write('\n'.join(out) + '\n')
