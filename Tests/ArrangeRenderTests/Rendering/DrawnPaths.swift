@testable import ArrangeCore
@testable import ArrangeRender
import ArrangeText
import Foundation

/// The paths `view` draws, in order, groups opened: laid out in a host of `size` with the
/// 10-point test font.
@MainActor func drawnPaths<V: View>(_ view: V, size: CGSize) -> [PathItem] {
    let host = HostingView(rootView: view.font(.system(size: 10)).environment(\.defaultFontFamily, Font.testFontFamily), size: size)
    func flat(_ items: [DisplayItem]) -> [DisplayItem] {
        items.flatMap { item -> [DisplayItem] in
            if case .group(_, let inner) = item { return flat(inner) }
            return [item]
        }
    }
    return flat(DisplayList(host: host).items).compactMap { item in
        guard case .path(let path) = item else { return nil }
        return path
    }
}
