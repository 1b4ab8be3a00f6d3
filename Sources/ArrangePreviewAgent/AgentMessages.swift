import Foundation

/// A request to the preview program, one JSON object per line on its standard input (what
/// `arrange preview`'s server sends). Arrange's own.
public struct AgentRequest: Codable, Sendable {
    /// What is asked.
    public enum Operation: String, Codable, Sendable {
        /// The previews the program carries.
        case list
        /// A preview's picture and layout record, drawn from its live host.
        case render
        /// A tap at `x`, `y` (points in the picture), then the picture again.
        case tap
        /// Forget the preview's live host (its state starts over).
        case reset
    }

    /// What is asked.
    public var operation: Operation
    /// The preview's position in the list (for all but `list`).
    public var preview: Int?
    /// How the preview is shown (the defaults when `nil`).
    public var settings: PreviewSettings?
    /// For `tap`: the point's x in the picture, in points.
    public var x: Double?
    /// For `tap`: the point's y in the picture, in points.
    public var y: Double?

    /// A request.
    public init(operation: Operation, preview: Int? = nil, settings: PreviewSettings? = nil, x: Double? = nil, y: Double? = nil) {
        self.operation = operation
        self.preview = preview
        self.settings = settings
        self.x = x
        self.y = y
    }
}

/// The preview program's answer to one request: one JSON object per line. Arrange's own.
public struct AgentResponse: Codable, Sendable {
    /// For `list`: the previews, in order.
    public var previews: [PreviewSummary]?
    /// For `render` and `tap`: the picture.
    public var picture: PreviewPicture?
    /// What went wrong (the request failed), or for `tap` why nothing was tapped.
    public var error: String?
    /// For `tap`: what the tap ran.
    public var message: String?

    /// An answer.
    public init(previews: [PreviewSummary]? = nil, picture: PreviewPicture? = nil, error: String? = nil, message: String? = nil) {
        self.previews = previews
        self.picture = picture
        self.error = error
        self.message = message
    }
}

/// A preview in the list: its position, name and where it is written.
public struct PreviewSummary: Codable, Sendable, Equatable {
    /// The position in the list, which requests name.
    public var index: Int
    /// The preview's name (`PreviewEntry.name`).
    public var name: String
    /// Where it is written (`PreviewEntry.source`).
    public var source: String

    /// A summary.
    public init(index: Int, name: String, source: String) {
        self.index = index
        self.name = name
        self.source = source
    }
}

/// A preview drawn: PNG bytes (base64 in JSON), its size in points and pixels per point, the
/// views' frames with their inspector records, and the diagnostics of building and laying out.
public struct PreviewPicture: Codable, Sendable {
    /// The picture, `width × scale` by `height × scale` pixels.
    public var png: Data
    /// The picture's width in points.
    public var width: Double
    /// The picture's height in points.
    public var height: Double
    /// Pixels per point.
    public var scale: Double
    /// Every shown view, parents before children (so the last one holding a point is the innermost).
    public var nodes: [InspectedNode]
    /// Bad input met while building, laying out and drawing, and settings that fell back.
    public var diagnostics: [String]

    /// A picture.
    public init(png: Data, width: Double, height: Double, scale: Double, nodes: [InspectedNode], diagnostics: [String]) {
        self.png = png
        self.width = width
        self.height = height
        self.scale = scale
        self.nodes = nodes
        self.diagnostics = diagnostics
    }
}

/// A view's frame in the picture (points) and what the inspector recorded for it: the proposals
/// it answered and its answers, guide values, stack sizing and choices (`arrange explain`'s text
/// for that one node).
public struct InspectedNode: Codable, Sendable, Equatable {
    /// The frame's left edge, in points from the picture's.
    public var x: Double
    /// The frame's top edge, in points from the picture's.
    public var y: Double
    /// The frame's width in points.
    public var width: Double
    /// The frame's height in points.
    public var height: Double
    /// The view's name and id: "Text(\"Hi\") #title".
    public var label: String
    /// 0 for the root.
    public var depth: Int
    /// The inspector's lines for the view: its frame, probes (`proposal → size`), guides.
    public var record: String

    /// A node.
    public init(x: Double, y: Double, width: Double, height: Double, label: String, depth: Int, record: String) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
        self.label = label
        self.depth = depth
        self.record = record
    }
}
