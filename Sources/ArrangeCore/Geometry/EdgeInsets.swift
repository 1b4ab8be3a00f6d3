import Foundation

/// The inset distances for the sides of a rectangle, as in SwiftUI. `leading` and `trailing` follow
/// the layout direction (A6, A17).
public struct EdgeInsets: Equatable, Hashable, Sendable {
    /// The inset of the top edge.
    public var top: CGFloat
    /// The inset of the leading edge.
    public var leading: CGFloat
    /// The inset of the bottom edge.
    public var bottom: CGFloat
    /// The inset of the trailing edge.
    public var trailing: CGFloat

    /// Insets with the given distances.
    public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
        self.top = top; self.leading = leading; self.bottom = bottom; self.trailing = trailing
    }
    /// Zero insets.
    public init() { self.init(top: 0, leading: 0, bottom: 0, trailing: 0) }

    init(_ length: CGFloat, edges: Edge.Set) {
        self.init(
            top: edges.contains(.top) ? length : 0, leading: edges.contains(.leading) ? length : 0,
            bottom: edges.contains(.bottom) ? length : 0, trailing: edges.contains(.trailing) ? length : 0)
    }

    var horizontal: CGFloat { leading + trailing }
    var vertical: CGFloat { top + bottom }
}
