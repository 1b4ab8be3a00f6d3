import Foundation

/// A container view that displays semantically related controls in a visually appropriate
/// manner for the context, as in SwiftUI: on iOS, the controls side by side in equal segments
/// of a 44-point rounded bar of tertiary fill, as wide as it is offered, separated by hairlines.
public struct ControlGroup<Content: View>: View {
    let content: Content
    @Environment(\.colorScheme) private var colorScheme

    /// Creates a new control group with the specified children.
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    /// The controls in equal segments on the rounded bar.
    public var body: some View {
        let palette = ControlPalette(colorScheme)
        EqualSegmentsLayout(height: ControlMetrics.controlGroupHeight) {
            content
        }
        .background(palette.tertiaryFill, in: RoundedRectangle(cornerRadius: ControlMetrics.controlGroupCornerRadius))
    }
}

/// Lays its subviews out side by side in equal segments, each centred in its own; as wide as
/// offered (the widest subview times the count when offered nothing), `height` tall.
struct EqualSegmentsLayout: Layout {
    let height: CGFloat

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let widest = subviews.map { $0.sizeThatFits(.unspecified).width }.max() ?? 0
        let ideal = (widest + 2 * ControlMetrics.segmentedSegmentPadding) * CGFloat(subviews.count)
        let width = proposal.width ?? ideal
        return CGSize(width: max(width, 0), height: height)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        guard !subviews.isEmpty else { return }
        let segment = bounds.width / CGFloat(subviews.count)
        for (i, subview) in subviews.enumerated() {
            subview.place(at: CGPoint(x: bounds.minX + (CGFloat(i) + 0.5) * segment, y: bounds.midY), anchor: .center,
                          proposal: ProposedViewSize(width: segment, height: bounds.height))
        }
    }
}

/// A type that specifies the appearance and interaction of control groups, as in SwiftUI.
/// Arrange draws the automatic style; other styles are accepted.
public protocol ControlGroupStyle {
    /// A view representing the body of a control group.
    associatedtype Body: View
    /// Creates a view representing the body of a control group.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
    /// The properties of a control group.
    typealias Configuration = ControlGroupStyleConfiguration
}

/// The properties of a control group, as in SwiftUI.
public struct ControlGroupStyleConfiguration {
    /// A type-erased content of a control group.
    public struct Content: View {
        let content: AnyView
        /// A primitive: it has no body.
        public typealias Body = Never
        /// Builds this view's layout nodes: the content.
        public static func _makeLayoutNodes(of view: Self, in builder: _LayoutTreeBuilder) { builder.build(view.content) }
    }
    /// A view that represents the content of the control group.
    public let content: Content
}

/// The default control group style, as in SwiftUI.
public struct AutomaticControlGroupStyle: ControlGroupStyle {
    /// Creates an automatic control group style.
    public init() {}
    /// The controls on the rounded bar.
    public func makeBody(configuration: Configuration) -> some View {
        ControlGroup { configuration.content }
    }
}

extension ControlGroupStyle where Self == AutomaticControlGroupStyle {
    /// The default control group style.
    public static var automatic: AutomaticControlGroupStyle { AutomaticControlGroupStyle() }
}

extension View {
    /// Sets the style for control groups within this view, as in SwiftUI (accepted; Arrange
    /// draws the automatic style).
    public func controlGroupStyle<S: ControlGroupStyle>(_ style: S) -> some View {
        self
    }
}
