import ArrangeCore
import ArrangeText
import Foundation
import Testing

// Shared by the Part 2 scene suites (cases.md, "scenes checked against real SwiftUI").
//
// Conventions of those scenes: a 200×200 canvas, the root proposed (200, 200) and centred, several
// top-level views wrapped in an implicit VStack, rects `(x, y, w, h)` in canvas points before pixel
// snapping. `red[50x50]` is `Color.red.frame(width: 50, height: 50)`, `bg(X)` is `.background(X)`,
// `S` is `Spacer()` and `S(n)` is `Spacer(minLength: n)`.

@MainActor enum SceneCanvas {
    /// `defaultSize` of OpenSwiftUI's UI snapshot tests.
    static let size = CGSize(width: 200, height: 200)

    /// Hosts `content` on the 200×200 canvas.
    static func host<V: View>(@ViewBuilder _ content: () -> V) -> HostingView<V> {
        HostingView(rootView: content(), size: size)
    }

    /// Whether every coordinate of `actual` is within `tolerance` of `expected`.
    static func isClose(_ actual: CGRect?, _ expected: CGRect, tolerance: CGFloat = 1e-9) -> Bool {
        guard let actual else { return false }
        return abs(actual.minX - expected.minX) <= tolerance && abs(actual.minY - expected.minY) <= tolerance
            && abs(actual.width - expected.width) <= tolerance && abs(actual.height - expected.height) <= tolerance
    }
}

/// Expects the layout frame of the view marked `.id(id)` to be exactly `expected`.
@MainActor func expectSceneFrame<V: View, ID: Hashable>(
    _ host: HostingView<V>, _ id: ID, _ expected: CGRect,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    let actual = host.frame(of: id)
    #expect(actual == expected, "frame of \(id)", sourceLocation: sourceLocation)
}

/// Expects the layout frame of the view marked `.id(id)` to be within 1e-9 of `expected` (for
/// fractions such as 184 / 3, written as the exact expression).
@MainActor func expectSceneFrame<V: View, ID: Hashable>(
    _ host: HostingView<V>, _ id: ID, approximately expected: CGRect,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    let actual = host.frame(of: id)
    #expect(SceneCanvas.isClose(actual, expected), "frame of \(id) is \(String(describing: actual)), expected \(expected)",
            sourceLocation: sourceLocation)
}
