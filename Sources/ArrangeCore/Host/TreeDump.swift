import Foundation

extension LayoutEngine {
    /// The laid-out tree as indented text, one node per line: name, frame in host coordinates,
    /// and id when it has one. Unplaced nodes are marked.
    func dump() -> String {
        guard root >= 0 else { return "(empty)\n" }
        var lines: [String] = []
        func visit(_ node: Int32, depth: Int, origin: CGPoint) {
            let geometry = self.geometry[Int(node)]
            let absolute = CGPoint(x: origin.x + geometry.origin.x, y: origin.y + geometry.origin.y)
            var line = String(repeating: "  ", count: depth) + names[Int(node)]
            let omitted = !geometry.isPlaced && isOmittedByParent(node)
            if geometry.isPlaced {
                line += " (\(formatLength(absolute.x)), \(formatLength(absolute.y)), \(formatLength(geometry.size.width)), \(formatLength(geometry.size.height)))"
            } else if omitted {
                // Left out by its container (a ViewThatFits' other children): not shown, and
                // nothing below it is either.
                line += " (not shown)"
            } else {
                line += " (not placed)"
            }
            if let id = idOfNode[node] { line += " id: \(id.base)" }
            if let attributes = renderAttributes[node] {
                if attributes.offset != .zero { line += " offset: (\(formatLength(attributes.offset.width)), \(formatLength(attributes.offset.height)))" }
                if attributes.zIndex != 0 { line += " zIndex: \(attributes.zIndex)" }
                if attributes.isHidden { line += " hidden" }
            }
            if nodes[Int(node)].priority != 0 { line += " priority: \(nodes[Int(node)].priority)" }
            lines.append(line)
            if omitted { return }
            let info = nodes[Int(node)]
            for i in 0..<Int(info.childCount) {
                visit(childList[Int(info.firstChild) + i], depth: depth + 1, origin: absolute)
            }
        }
        visit(root, depth: 0, origin: .zero)
        return lines.joined(separator: "\n") + "\n"
    }

    /// Whether `node`'s container leaves unplaced subviews out (ViewThatFits), rather than
    /// `node` having been missed by placement.
    private func isOmittedByParent(_ node: Int32) -> Bool {
        let parent = nodes[Int(node)].parent
        guard parent >= 0, case .custom(let index) = kinds[Int(parent)] else { return false }
        return customLayouts[Int(index)].omitsUnplacedSubviews
    }
}
