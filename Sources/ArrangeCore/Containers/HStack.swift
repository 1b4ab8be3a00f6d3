import Foundation

/// A view that arranges its subviews in a horizontal line, as in SwiftUI (A4).
nonisolated public struct HStack<Content: View>: View {
    /// First, so code that is generic over the content finds it at offset 0, without looking up
    /// the container's metadata to learn where it is (a hash lookup per container built).
    @usableFromInline let content: Content
    @usableFromInline let layout: HStackLayout

    /// Creates a horizontal stack with the given spacing and vertical alignment. `nil` spacing
    /// uses the children's spacing preferences (8 between ordinary views, 0 next to a Spacer).
    /// Inlinable, so user code that makes one has the stack's type at hand instead of looking it up
    /// at run time.
    @inlinable public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        layout = HStackLayout(alignment: alignment, spacing: spacing)
        self.content = content()
    }

    /// A primitive: it has no body.
    public typealias Body = Never
    /// Builds this view's layout nodes (see `View._makeLayoutNodes(of:in:)`).
    // Inlined into the conformance's witness, which has `Self`'s metadata at hand (see
    // `ModifiedContent._makeLayoutNodes`).
    @inline(__always)
    public static func _makeLayoutNodes(of view: Self, in builder: _LayoutTreeBuilder) {
        builder.buildContainer(layout: view.layout) { builder.build(view.content) }
    }
}

/// A horizontal container that you can use in conditional layouts, as in SwiftUI.
public struct HStackLayout: Layout, BuiltinLayout {
    /// The vertical alignment of subviews.
    public var alignment: VerticalAlignment
    /// The distance between adjacent subviews, or `nil` for the default.
    public var spacing: CGFloat?

    /// Creates a horizontal stack layout.
    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil) {
        self.alignment = alignment
        self.spacing = spacing
    }

    /// A stack: Spacers and Dividers inside follow its axis.
    public static var layoutProperties: LayoutProperties {
        var properties = LayoutProperties()
        properties.stackOrientation = .horizontal
        return properties
    }

    var algorithm: StackRule { StackRule(axis: .horizontal, alignment: alignment.key, spacing: validSpacing(spacing)) }
    var rule: StackRule { algorithm }
    var stackAxis: Axis? { .horizontal }
    func diagnose(_ report: (String) -> Void) { diagnoseSpacing(spacing, of: "HStack", report) }

    /// The engine's stack algorithm, through the `Layout` protocol (A4, A13).
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        algorithm.sizeThatFits(proposal, subviews: subviews)
    }
    /// The engine's stack algorithm, through the `Layout` protocol (A4, A13).
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        placeAll(algorithm.placements(in: bounds.size, proposal: proposal, subviews: subviews), in: bounds, subviews: subviews)
    }
    /// The engine's stack algorithm, through the `Layout` protocol (A4, A13).
    public func spacing(subviews: Subviews, cache: inout ()) -> ViewSpacing {
        algorithm.spacing(subviews: subviews)
    }
}

/// Places `placements` (relative to the bounds' origin) through the subviews' proxies: how the
/// built-in layouts behave when called through the `Layout` protocol.
func placeAll(_ placements: [ChildPlacement], in bounds: CGRect, subviews: LayoutSubviews) {
    for placement in placements {
        guard let subview = subviews.first(where: { $0.ordinal == placement.ordinal }) else { continue }
        subview.place(at: CGPoint(x: bounds.minX + placement.origin.x, y: bounds.minY + placement.origin.y), anchor: .topLeading, proposal: placement.proposal)
    }
}

/// Reports a non-finite spacing, which `validSpacing` replaces by the default spacing, and one
/// beyond `absurdLength` points, which it limits.
func diagnoseSpacing(_ spacing: CGFloat?, of name: String, _ report: (String) -> Void) {
    guard let spacing else { return }
    if !spacing.isFinite {
        report("\(name) spacing \(formatLength(spacing)) is not finite; the default spacing is used.")
    } else if abs(spacing) > absurdLength {
        report("\(name) spacing \(formatLength(spacing)) is beyond \(formatLength(absurdLength)) points; using \(formatLength(spacing.limitedToAbsurdLength)).")
    }
}

/// Stack and grid spacing must be finite; anything else falls back to the default, as if
/// unspecified. A finite spacing is limited to ±`absurdLength`: two gaps near the largest
/// double summed to -∞ in a grid, and -∞ plus a row measured at ∞ made its size NaN (found by
/// fuzzing). Both are reported when the container is built, by `diagnoseSpacing`.
func validSpacing(_ spacing: CGFloat?) -> CGFloat? {
    guard let spacing, spacing.isFinite else { return nil }
    return spacing.limitedToAbsurdLength
}
