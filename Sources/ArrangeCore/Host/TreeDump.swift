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
            if geometry.isPlaced {
                line += " (\(formatLength(absolute.x)), \(formatLength(absolute.y)), \(formatLength(geometry.size.width)), \(formatLength(geometry.size.height)))"
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
            let info = nodes[Int(node)]
            for i in 0..<Int(info.childCount) {
                visit(childList[Int(info.firstChild) + i], depth: depth + 1, origin: absolute)
            }
        }
        visit(root, depth: 0, origin: .zero)
        return lines.joined(separator: "\n") + "\n"
    }
}
