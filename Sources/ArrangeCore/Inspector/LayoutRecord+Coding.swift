import Foundation

// JSON for layout records. Lengths are often infinite (stacks probe every child with infinity),
// and JSON has no infinity, so every length goes through `JSONLength`: a number when finite,
// else the string "inf", "-inf" or "nan". Sizes and rects are objects with named fields, a
// proposal's unspecified dimension is `null`, axes are "horizontal" or "vertical"; the layout is
// written out by hand so it stays stable however the Swift types change.

/// A length in JSON: a number, or "inf", "-inf", "nan".
struct JSONLength: Codable {
    var value: CGFloat

    init(_ value: CGFloat) { self.value = value }

    init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if let number = try? container.decode(Double.self) {
            value = CGFloat(number)
            return
        }
        switch try container.decode(String.self) {
        case "inf": value = .infinity
        case "-inf": value = -.infinity
        case "nan": value = .nan
        case let other:
            throw DecodingError.dataCorruptedError(in: container, debugDescription: "'\(other)' is not a length (a number, \"inf\", \"-inf\" or \"nan\")")
        }
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        if value.isFinite {
            try container.encode(Double(value))
        } else {
            try container.encode(value.isNaN ? "nan" : value > 0 ? "inf" : "-inf")
        }
    }
}

/// `{"width": …, "height": …}`.
struct JSONSize: Codable {
    var width: JSONLength
    var height: JSONLength
    init(_ size: CGSize) { (width, height) = (JSONLength(size.width), JSONLength(size.height)) }
    var value: CGSize { CGSize(width: width.value, height: height.value) }
}

/// `{"width": … or null, "height": … or null}`.
struct JSONProposal: Codable {
    var width: JSONLength?
    var height: JSONLength?
    init(_ proposal: ProposedViewSize) { (width, height) = (proposal.width.map(JSONLength.init), proposal.height.map(JSONLength.init)) }
    var value: ProposedViewSize { ProposedViewSize(width: width?.value, height: height?.value) }

    enum CodingKeys: String, CodingKey { case width, height }

    // Written by hand so an unspecified dimension is an explicit null rather than a missing key.
    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(width, forKey: .width)
        try container.encode(height, forKey: .height)
    }
}

/// `{"x": …, "y": …, "width": …, "height": …}`.
struct JSONRect: Codable {
    var x, y, width, height: JSONLength
    init(_ rect: CGRect) {
        (x, y) = (JSONLength(rect.origin.x), JSONLength(rect.origin.y))
        (width, height) = (JSONLength(rect.size.width), JSONLength(rect.size.height))
    }
    var value: CGRect { CGRect(x: x.value, y: y.value, width: width.value, height: height.value) }
}

/// "horizontal" or "vertical".
struct JSONAxis: Codable {
    var value: Axis
    init(_ value: Axis) { self.value = value }
    init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        switch try container.decode(String.self) {
        case "horizontal": value = .horizontal
        case "vertical": value = .vertical
        case let other: throw DecodingError.dataCorruptedError(in: container, debugDescription: "'\(other)' is not an axis")
        }
    }
    func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(value.description)
    }
}

extension LayoutRecord: Codable {
    private enum CodingKeys: String, CodingKey { case hostSize, rootFrame, statistics, diagnostics, root }

    /// Decodes a record written by `encode(to:)`.
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            hostSize: try c.decode(JSONSize.self, forKey: .hostSize).value,
            rootFrame: try c.decode(JSONRect.self, forKey: .rootFrame).value,
            statistics: try c.decode(LayoutStatistics.self, forKey: .statistics),
            diagnostics: try c.decode([String].self, forKey: .diagnostics),
            root: try c.decodeIfPresent(Node.self, forKey: .root))
    }

    /// Encodes the record; infinite lengths become "inf" (see the type's documentation).
    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(JSONSize(hostSize), forKey: .hostSize)
        try c.encode(JSONRect(rootFrame), forKey: .rootFrame)
        try c.encode(statistics, forKey: .statistics)
        try c.encode(diagnostics, forKey: .diagnostics)
        try c.encode(root, forKey: .root)
    }
}

extension LayoutRecord.Node: Codable {
    private enum CodingKeys: String, CodingKey {
        case index, name, id, frame, proposal, placement, priority, probes, guides, stackSizings, choices, children
    }

    /// Decodes a node written by `encode(to:)`.
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            index: try c.decode(Int.self, forKey: .index),
            name: try c.decode(String.self, forKey: .name),
            id: try c.decodeIfPresent(String.self, forKey: .id),
            frame: try c.decodeIfPresent(JSONRect.self, forKey: .frame)?.value,
            proposal: try c.decodeIfPresent(JSONProposal.self, forKey: .proposal)?.value,
            placement: try c.decode(LayoutRecord.Placement.self, forKey: .placement),
            priority: try c.decode(JSONLength.self, forKey: .priority).value,
            probes: try c.decode([LayoutRecord.Probe].self, forKey: .probes),
            guides: try c.decode([LayoutRecord.Guide].self, forKey: .guides),
            stackSizings: try c.decode([LayoutRecord.StackSizing].self, forKey: .stackSizings),
            choices: try c.decode([LayoutRecord.Choice].self, forKey: .choices),
            children: try c.decode([LayoutRecord.Node].self, forKey: .children))
    }

    /// The deepest subtree a node encodes: each level nests two JSON containers (the node and
    /// its children), and JSON readers refuse more than 512 (Foundation's limit, as Darwin's);
    /// the encoders themselves recurse once per level.
    public static let maximumEncodedDepth = 250

    /// Encodes the node and its subtree; throws `EncodingError.invalidValue` for a subtree more
    /// than `maximumEncodedDepth` levels deep (its text `description` has no such limit).
    public func encode(to encoder: any Encoder) throws {
        // Two coding-path keys per level ("children", then the position).
        guard encoder.codingPath.count <= 2 * Self.maximumEncodedDepth + 1 else {
            throw EncodingError.invalidValue(self, EncodingError.Context(codingPath: encoder.codingPath, debugDescription:
                "the layout record is more than \(Self.maximumEncodedDepth) levels deep; JSON that deep is more than JSON readers accept (512 nested containers), so use the record's text (description) instead"))
        }
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(index, forKey: .index)
        try c.encode(name, forKey: .name)
        try c.encode(id, forKey: .id)
        try c.encode(frame.map(JSONRect.init), forKey: .frame)
        try c.encode(proposal.map(JSONProposal.init), forKey: .proposal)
        try c.encode(placement, forKey: .placement)
        try c.encode(JSONLength(priority), forKey: .priority)
        try c.encode(probes, forKey: .probes)
        try c.encode(guides, forKey: .guides)
        try c.encode(stackSizings, forKey: .stackSizings)
        try c.encode(choices, forKey: .choices)
        try c.encode(children, forKey: .children)
    }
}

extension LayoutRecord.Probe: Codable {
    private enum CodingKeys: String, CodingKey { case sequence, phase, proposal, size, source }

    /// Decodes a probe written by `encode(to:)`.
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            sequence: try c.decode(Int.self, forKey: .sequence),
            phase: try c.decode(LayoutRecord.Phase.self, forKey: .phase),
            proposal: try c.decode(JSONProposal.self, forKey: .proposal).value,
            size: try c.decode(JSONSize.self, forKey: .size).value,
            source: try c.decode(Source.self, forKey: .source))
    }

    /// Encodes the probe.
    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(sequence, forKey: .sequence)
        try c.encode(phase, forKey: .phase)
        try c.encode(JSONProposal(proposal), forKey: .proposal)
        try c.encode(JSONSize(size), forKey: .size)
        try c.encode(source, forKey: .source)
    }
}

extension LayoutRecord.Guide: Codable {
    private enum CodingKeys: String, CodingKey { case sequence, name, axis, size, value }

    /// Decodes a guide report written by `encode(to:)`.
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            sequence: try c.decode(Int.self, forKey: .sequence),
            name: try c.decode(String.self, forKey: .name),
            axis: try c.decode(JSONAxis.self, forKey: .axis).value,
            size: try c.decode(JSONSize.self, forKey: .size).value,
            value: try c.decode(JSONLength.self, forKey: .value).value)
    }

    /// Encodes the guide report.
    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(sequence, forKey: .sequence)
        try c.encode(name, forKey: .name)
        try c.encode(JSONAxis(axis), forKey: .axis)
        try c.encode(JSONSize(size), forKey: .size)
        try c.encode(JSONLength(value), forKey: .value)
    }
}

extension LayoutRecord.StackSizing: Codable {
    private enum CodingKeys: String, CodingKey { case sequence, axis, proposal, steps, lengthsFrom }

    /// Decodes a stack sizing written by `encode(to:)`.
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            sequence: try c.decode(Int.self, forKey: .sequence),
            axis: try c.decode(JSONAxis.self, forKey: .axis).value,
            proposal: try c.decode(JSONProposal.self, forKey: .proposal).value,
            steps: try c.decode([Step].self, forKey: .steps),
            lengthsFrom: try c.decodeIfPresent(JSONProposal.self, forKey: .lengthsFrom)?.value)
    }

    /// Encodes the stack sizing.
    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(sequence, forKey: .sequence)
        try c.encode(JSONAxis(axis), forKey: .axis)
        try c.encode(JSONProposal(proposal), forKey: .proposal)
        try c.encode(steps, forKey: .steps)
        try c.encodeIfPresent(lengthsFrom.map(JSONProposal.init), forKey: .lengthsFrom)
    }
}

extension LayoutRecord.StackSizing.Step: Codable {
    private enum CodingKeys: String, CodingKey { case child, minimum, flexibility, priority, offer, size }

    /// Decodes a step written by `encode(to:)`.
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            child: try c.decode(Int.self, forKey: .child),
            minimum: try c.decodeIfPresent(JSONLength.self, forKey: .minimum)?.value,
            flexibility: try c.decodeIfPresent(JSONLength.self, forKey: .flexibility)?.value,
            priority: try c.decode(JSONLength.self, forKey: .priority).value,
            offer: try c.decode(JSONProposal.self, forKey: .offer).value,
            size: try c.decode(JSONSize.self, forKey: .size).value)
    }

    /// Encodes the step.
    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(child, forKey: .child)
        try c.encode(minimum.map(JSONLength.init), forKey: .minimum)
        try c.encode(flexibility.map(JSONLength.init), forKey: .flexibility)
        try c.encode(JSONLength(priority), forKey: .priority)
        try c.encode(JSONProposal(offer), forKey: .offer)
        try c.encode(JSONSize(size), forKey: .size)
    }
}

extension LayoutRecord.Choice: Codable {
    private enum CodingKeys: String, CodingKey { case sequence, proposal, chosen, reason }

    /// Decodes a choice written by `encode(to:)`.
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            sequence: try c.decode(Int.self, forKey: .sequence),
            proposal: try c.decode(JSONProposal.self, forKey: .proposal).value,
            chosen: try c.decode(Int.self, forKey: .chosen),
            reason: try c.decode(Reason.self, forKey: .reason))
    }

    /// Encodes the choice.
    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(sequence, forKey: .sequence)
        try c.encode(JSONProposal(proposal), forKey: .proposal)
        try c.encode(chosen, forKey: .chosen)
        try c.encode(reason, forKey: .reason)
    }
}
