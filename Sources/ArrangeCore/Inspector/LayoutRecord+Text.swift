import Foundation

extension LayoutRecord: CustomStringConvertible {
    /// The record as an indented tree, as `arrange explain` prints it.
    ///
    /// A header line gives the host size, the root's frame and the pass's counters. Then each
    /// node gets a line — name, id, frame in host coordinates and the proposal it was placed with
    /// (or "not shown"), priority when not 0 — followed by lines starting with "·": its probes
    /// `proposal → size` in order, marked "(cache)" when recalled and "placing" when asked while
    /// placing; the explicit guide values it reported; for stacks the order the children were sized in
    /// and what each was offered; for `ViewThatFits` the child chosen. Children follow, indented.
    /// Proposals print `nil` for an unspecified dimension and `∞` for infinity. Diagnostics, if
    /// any, come last.
    public var description: String {
        var lines = [
            "host \(InspectorText.size(hostSize)), root \(InspectorText.frame(rootFrame)); "
                + InspectorText.count(statistics.sizeComputations, "size computation") + ", "
                + InspectorText.count(statistics.cacheHits, "cache hit") + ", " + InspectorText.count(statistics.placements, "placement")
        ]
        if let root {
            root.walk { node, depth in
                InspectorText.append(node, depth: depth, to: &lines)
                return true
            }
        } else {
            lines.append("(empty)")
        }
        if !diagnostics.isEmpty {
            lines.append("diagnostics:")
            lines.append(contentsOf: diagnostics.map { "  \($0)" })
        }
        return lines.joined(separator: "\n") + "\n"
    }
}

/// Text formatting for `LayoutRecord.description`.
enum InspectorText {
    /// A length: whole numbers without a fraction, others to three places, infinity as "∞".
    static func length(_ value: CGFloat) -> String {
        if value.isNaN { return "nan" }
        if value.isInfinite { return value > 0 ? "∞" : "-∞" }
        let rounded = (value * 1000).rounded() / 1000
        // Lengths beyond what an Int holds (bad input) print in exponent form rather than trap.
        if abs(rounded) < 1e15 && rounded == rounded.rounded() { return String(Int(rounded)) }
        var text = String(format: abs(rounded) < 1e15 ? "%.3f" : "%g", Double(rounded))
        if text.contains(".") && !text.contains("e") {
            while text.hasSuffix("0") { text.removeLast() }
        }
        return text
    }

    /// "1 cache hit", "2 cache hits".
    static func count(_ value: Int, _ noun: String) -> String { "\(value) \(noun)\(value == 1 ? "" : "s")" }

    static func size(_ size: CGSize) -> String { "\(length(size.width))×\(length(size.height))" }

    static func proposal(_ proposal: ProposedViewSize) -> String {
        "\(proposal.width.map(length) ?? "nil")×\(proposal.height.map(length) ?? "nil")"
    }

    static func frame(_ rect: CGRect) -> String {
        "(\(length(rect.minX)), \(length(rect.minY)), \(length(rect.width)), \(length(rect.height)))"
    }

    /// Appends `node`'s own lines at `depth`. Indentation stops at the dump's
    /// `maximumDumpIndent` levels and deeper lines say their depth, so a record of a chain of
    /// 100,000 views is not billions of spaces.
    static func append(_ node: LayoutRecord.Node, depth: Int, to lines: inout [String]) {
        let indent = depth <= LayoutEngine.maximumDumpIndent ? String(repeating: "  ", count: depth)
            : String(repeating: "  ", count: LayoutEngine.maximumDumpIndent) + "[depth \(depth)] "
        var line = indent + node.name
        if let id = node.id { line += " id: \(id)" }
        switch node.placement {
        case .placed, .kept:
            if let rect = node.frame { line += " \(frame(rect))" }
            if let placedWith = node.proposal { line += " proposed \(proposal(placedWith))" }
            if node.placement == .kept { line += " (placement kept from an earlier pass)" }
        case .notShown:
            line += " (not shown)"
        case .notPlaced:
            line += " (not placed)"
        }
        if node.priority != 0 { line += " priority \(length(node.priority))" }
        lines.append(line)

        let detail = indent + "  · "
        for probe in node.probes {
            var marks: [String] = []
            if probe.source == .cache { marks.append("cache") }
            if probe.phase == .placing { marks.append("placing") }
            lines.append(detail + "probe \(proposal(probe.proposal)) → \(size(probe.size))" + (marks.isEmpty ? "" : " (\(marks.joined(separator: ", ")))"))
        }
        // A guide is often asked for several times at one size (every time its container
        // measures); repeats are counted rather than listed.
        var guides: [(LayoutRecord.Guide, Int)] = []
        for guide in node.guides {
            if let i = guides.firstIndex(where: { $0.0.name == guide.name && $0.0.axis == guide.axis && $0.0.size == guide.size
                && $0.0.value == guide.value }) {
                guides[i].1 += 1
            } else {
                guides.append((guide, 1))
            }
        }
        for (guide, count) in guides {
            lines.append(detail + "guide \(guide.name) = \(length(guide.value)) at \(size(guide.size))" + (count > 1 ? " ×\(count)" : ""))
        }
        func childName(_ ordinal: Int) -> String {
            ordinal < node.children.count ? node.children[ordinal].name : "?"
        }
        for sizing in node.stackSizings {
            if let earlier = sizing.lengthsFrom {
                lines.append(detail + "sized children for \(proposal(sizing.proposal)) (\(sizing.axis)) at the lengths worked out for \(proposal(earlier)), in source order:")
            } else if sizing.isRanked {
                lines.append(detail + "sized children for \(proposal(sizing.proposal)) (\(sizing.axis)), in this order:")
            } else {
                lines.append(detail + "sized children for \(proposal(sizing.proposal)) (\(sizing.axis)) at their ideal lengths, in source order:")
            }
            for (k, step) in sizing.steps.enumerated() {
                var text = indent + "      \(k + 1). child \(step.child) \(childName(step.child))"
                var facts: [String] = []
                if let minimum = step.minimum { facts.append("min \(length(minimum))") }
                if let flexibility = step.flexibility { facts.append("flexibility \(length(flexibility))") }
                if step.priority != 0 { facts.append("priority \(length(step.priority))") }
                if !facts.isEmpty { text += " (\(facts.joined(separator: ", ")))" }
                text += ": offered \(proposal(step.offer)) → \(size(step.size))"
                lines.append(text)
            }
        }
        for choice in node.choices {
            let why: String
            switch choice.reason {
            case .fits: why = "the first whose ideal size fits"
            case .noneFits: why = "none fits, so the last"
            case .unconstrained: why = "no axis constrained, so the first"
            }
            lines.append(detail + "chose child \(choice.chosen) \(childName(choice.chosen)) for \(proposal(choice.proposal)): \(why)")
        }
    }
}
