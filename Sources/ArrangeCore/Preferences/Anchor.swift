import Foundation

/// An opaque value derived from an anchor source and a particular view, as in SwiftUI: resolve
/// it with a `GeometryProxy` (`proxy[anchor]`) to get the value in that view's coordinates.
///
/// Arrange resolves the source when the preference is collected, after the view was placed, and
/// keeps the value in host coordinates.
public struct Anchor<Value>: @unchecked Sendable {
    /// The value in host coordinates.
    let global: Value
    /// The value relative to a point given in host coordinates.
    let relative: (CGPoint) -> Value

    /// A type-erased geometry value that produces an anchored value of a given type, as in
    /// SwiftUI.
    public struct Source: @unchecked Sendable {
        /// The value for a view placed at the given frame in host coordinates.
        let resolve: (CGRect) -> Anchor<Value>
    }
}

extension Anchor: Equatable where Value: Equatable {
    /// Anchors are equal when they resolve to the same place.
    public static func == (a: Anchor, b: Anchor) -> Bool { a.global == b.global }
}

extension Anchor: Hashable where Value: Hashable {
    /// Hashes the resolved value.
    public func hash(into hasher: inout Hasher) { hasher.combine(global) }
}

extension Anchor.Source where Value == CGRect {
    /// The view's bounds rectangle, as in SwiftUI.
    public static var bounds: Anchor<CGRect>.Source { rect(CGRect(x: 0, y: 0, width: -1, height: -1)) }

    /// A rectangle in the view's local coordinates, as in SwiftUI.
    public static func rect(_ r: CGRect) -> Anchor<CGRect>.Source {
        // The bounds placeholder (negative size) takes the view's size when resolved.
        Anchor<CGRect>.Source { frame in
            let local = r.size.width < 0 ? CGRect(origin: .zero, size: frame.size) : r
            let global = local.offsetBy(dx: frame.minX, dy: frame.minY)
            return Anchor(global: global) { origin in global.offsetBy(dx: -origin.x, dy: -origin.y) }
        }
    }
}

extension Anchor.Source where Value == CGPoint {
    /// A point in the view's local coordinates, as in SwiftUI.
    public static func point(_ p: CGPoint) -> Anchor<CGPoint>.Source {
        Anchor<CGPoint>.Source { frame in
            let global = CGPoint(x: frame.minX + p.x, y: frame.minY + p.y)
            return Anchor(global: global) { origin in CGPoint(x: global.x - origin.x, y: global.y - origin.y) }
        }
    }

    /// A point given as a fraction of the view's size, as in SwiftUI.
    public static func unitPoint(_ p: UnitPoint) -> Anchor<CGPoint>.Source {
        Anchor<CGPoint>.Source { frame in
            let global = CGPoint(x: frame.minX + p.x * frame.width, y: frame.minY + p.y * frame.height)
            return Anchor(global: global) { origin in CGPoint(x: global.x - origin.x, y: global.y - origin.y) }
        }
    }

    /// The view's top-leading corner, as in SwiftUI.
    public static var topLeading: Anchor<CGPoint>.Source { unitPoint(.topLeading) }
    /// The middle of the view's top edge, as in SwiftUI.
    public static var top: Anchor<CGPoint>.Source { unitPoint(.top) }
    /// The view's top-trailing corner, as in SwiftUI.
    public static var topTrailing: Anchor<CGPoint>.Source { unitPoint(.topTrailing) }
    /// The middle of the view's leading edge, as in SwiftUI.
    public static var leading: Anchor<CGPoint>.Source { unitPoint(.leading) }
    /// The view's centre, as in SwiftUI.
    public static var center: Anchor<CGPoint>.Source { unitPoint(.center) }
    /// The middle of the view's trailing edge, as in SwiftUI.
    public static var trailing: Anchor<CGPoint>.Source { unitPoint(.trailing) }
    /// The view's bottom-leading corner, as in SwiftUI.
    public static var bottomLeading: Anchor<CGPoint>.Source { unitPoint(.bottomLeading) }
    /// The middle of the view's bottom edge, as in SwiftUI.
    public static var bottom: Anchor<CGPoint>.Source { unitPoint(.bottom) }
    /// The view's bottom-trailing corner, as in SwiftUI.
    public static var bottomTrailing: Anchor<CGPoint>.Source { unitPoint(.bottomTrailing) }
}

extension GeometryProxy {
    /// Resolves the value of an anchor to the container view, as in SwiftUI.
    public subscript<T>(anchor: Anchor<T>) -> T {
        anchor.relative(globalFrame.origin)
    }
}
