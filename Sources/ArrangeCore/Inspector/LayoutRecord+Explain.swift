import Foundation

extension LayoutRecord {
    /// How `formatted(_:)` writes a record.
    public enum Format: String, Sendable, CaseIterable {
        /// The indented tree of `description`.
        case text
        /// Pretty-printed JSON (see `Codable` in the type's documentation).
        case json
    }

    /// Lays `view` out in a new host of `size` (with `safeAreaInsets`) with recording on and
    /// returns the record of that first, cold layout: what `arrange explain` shows.
    @MainActor
    public static func record<Content: View>(of view: Content, size: CGSize, safeAreaInsets: EdgeInsets = EdgeInsets(),
                                             environment: EnvironmentValues = EnvironmentValues()) -> LayoutRecord {
        let host = HostingView(rootView: view, size: size, safeAreaInsets: safeAreaInsets, environment: environment, recordsLayout: true)
        return host.layoutRecord ?? host.recordLayout()
    }

    /// The record as text or JSON, ending with a newline. Only JSON encoding can throw.
    public func formatted(_ format: Format) throws -> String {
        switch format {
        case .text:
            return description
        case .json:
            let encoder = JSONEncoder()
            // Sorted keys: the same record always gives the same text, so outputs can be diffed.
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
            return String(decoding: try encoder.encode(self), as: UTF8.self) + "\n"
        }
    }

    /// `arrange explain`'s output for `view` laid out in a host of `size`: the record of its
    /// first layout as text or JSON.
    @MainActor
    public static func explanation<Content: View>(
        of view: Content, size: CGSize, environment: EnvironmentValues = EnvironmentValues(), format: Format = .text
    ) throws -> String {
        try record(of: view, size: size, environment: environment).formatted(format)
    }
}

extension LayoutRecord {
    /// A shown node's frame with a label: what an overlay outlines and labels.
    public struct Outline: Equatable, Sendable {
        /// The node's number in the layout tree (`Node.index`).
        public var index: Int
        /// The node's layout frame in host coordinates. For an image of the root view alone
        /// (`ImageRenderer`), subtract the record's `rootFrame.origin`.
        public var frame: CGRect
        /// The node's name and, when it has one, its id: "Color(red) #icon".
        public var label: String
        /// How deep the node is: 0 for the root. Modifiers often share their child's frame;
        /// the depth lets a drawing nest or skip such outlines.
        public var depth: Int
    }

    /// Every shown node's frame, parents before children (so drawing in order puts inner
    /// outlines and labels on top). The hook `arrange explain --overlay` draws with.
    public var outlines: [Outline] {
        var result: [Outline] = []
        root?.walk { node, depth in
            guard let frame = node.frame else { return false }
            result.append(Outline(index: node.index, frame: frame, label: node.id.map { "\(node.name) #\($0)" } ?? node.name, depth: depth))
            return true
        }
        return result
    }
}
