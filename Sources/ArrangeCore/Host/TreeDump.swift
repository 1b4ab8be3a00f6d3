import Foundation

extension LayoutEngine {
    /// The laid-out tree as indented text, one node per line: name, frame in host coordinates,
    /// and id when it has one. Unplaced nodes are marked.
    ///
    /// Linear in the number of nodes, however deep the tree: indentation stops at
    /// `maximumDumpIndent` levels, and deeper lines say their depth instead (`[depth 40000]`), so
    /// a chain of 30,000 views does not print 900 million spaces. The walk is iterative, so no
    /// depth overflows the stack.
    func dump() -> String {
        guard tree.root >= 0 else { return "(empty)\n" }
        var text = ""
        let indentUnit = "  "
        let fullIndent = String(repeating: indentUnit, count: LayoutEngine.maximumDumpIndent)
        var pending: [(node: Int32, depth: Int, origin: CGPoint)] = [(tree.root, 0, .zero)]
        while let (node, depth, origin) = pending.popLast() {
            let geometry = self.caches.placements[Int(node)]
            let absolute = CGPoint(x: origin.x + geometry.origin.x, y: origin.y + geometry.origin.y)
            if depth <= LayoutEngine.maximumDumpIndent {
                for _ in 0..<depth { text += indentUnit }
            } else {
                text += fullIndent
                text += "[depth \(depth)] "
            }
            text += name(of: node)
            let omitted = !geometry.isPlaced && isOmittedByParent(node)
            if geometry.isPlaced {
                text += " (\(formatLength(absolute.x)), \(formatLength(absolute.y)), \(formatLength(geometry.size.width)), \(formatLength(geometry.size.height)))"
            } else if omitted {
                // Left out by its container (a ViewThatFits' other children): not shown, and
                // nothing below it is either.
                text += " (not shown)"
            } else {
                text += " (not placed)"
            }
            if let id = tree.idOfNode[node] { text += " id: \(id.base)" }
            if let identifier = tree.annotations[node]?.accessibilityIdentifier { text += " accessibilityIdentifier: \(identifier)" }
            if let attributes = tree.renderAttributes[node] {
                if attributes.offset != .zero { text += " offset: (\(formatLength(attributes.offset.width)), \(formatLength(attributes.offset.height)))" }
                if attributes.zIndex != 0 { text += " zIndex: \(attributes.zIndex)" }
                if attributes.isHidden { text += " hidden" }
            }
            if tree.nodes[Int(node)].priority != 0 { text += " priority: \(tree.nodes[Int(node)].priority)" }
            text += "\n"
            if omitted { continue }
            let info = tree.nodes[Int(node)]
            // Children pushed last first, so they come off the stack in order.
            for i in stride(from: Int(info.childCount) - 1, through: 0, by: -1) {
                pending.append((tree.childList[Int(info.firstChild) + i], depth + 1, absolute))
            }
        }
        return text
    }

    /// How many levels the dump indents; deeper lines give their depth as a number.
    static let maximumDumpIndent = 64

    /// Whether `node`'s container leaves unplaced subviews out (ViewThatFits), rather than
    /// `node` having been missed by placement.
    func isOmittedByParent(_ node: Int32) -> Bool {
        let parent = tree.nodes[Int(node)].parent
        return parent >= 0 && tree.nodes[Int(parent)].flags.contains(.omitsUnplacedChildren)
    }
}
