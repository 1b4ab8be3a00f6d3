import ArrangeCore
import Foundation

public extension HostingView {
    /// The frames of the nodes whose dump line starts with `prefix` (a type name such as
    /// `"ChevronShape"` or `"Text(\"Inbox\")"`), in the dump's order.
    func frames(ofDumpedViewsStartingWith prefix: String) -> [CGRect] {
        let frame = /\((-?[0-9.]+), (-?[0-9.]+), (-?[0-9.]+), (-?[0-9.]+)\)/
        return dump().split(separator: "\n").compactMap { line -> CGRect? in
            let trimmed = line.drop { $0 == " " }
            guard trimmed.hasPrefix(prefix), let match = trimmed.dropFirst(prefix.count).firstMatch(of: frame),
                  let x = Double(match.1), let y = Double(match.2), let w = Double(match.3), let h = Double(match.4)
            else { return nil }
            return CGRect(x: x, y: y, width: w, height: h)
        }
    }
}
