import Foundation

/// A view that arranges its children in a line that grows vertically, creating items only as
/// needed, as in SwiftUI.
///
/// Arrange lays every child out (there is no scrolling to defer work to). Along its axis it is a
/// `VStack` (A4); across it, unlike a `VStack`, it takes the proposed width and aligns its children
/// inside it with its alignment (A21), as observed on iOS. `pinnedViews` is accepted and has no
/// effect on layout (see `PinnedScrollableViews`).
nonisolated public struct LazyVStack<Content: View>: View {
    /// First, so code that is generic over the content finds it at offset 0, without looking up
    /// the container's metadata to learn where it is (a hash lookup per container built).
    let content: Content
    let layout: VStackLayout
    /// The views pinned to the scroll view's bounds (read by the ViewInspector module).
    var pinnedViews = PinnedScrollableViews()

    /// Creates a lazy vertical stack with the given alignment and spacing; `nil` spacing uses the
    /// children's spacing preferences, as in `VStack`. `pinnedViews` has no effect on layout.
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content) {
        layout = VStackLayout(alignment: alignment, spacing: spacing)
        self.content = content()
        self.pinnedViews = pinnedViews
    }

    /// A primitive: it has no body.
    public typealias Body = Never
    /// Builds this view's layout nodes (see `View._makeLayoutNodes(of:in:)`): a VStack's rule that
    /// fills across (A21).
    public static func _makeLayoutNodes(of view: Self, in builder: _LayoutTreeBuilder) {
        view.layout.diagnose(builder.report)
        var rule = view.layout.algorithm
        rule.fillsAcross = true
        rule.role = .lazy
        builder.buildContainer(rule: rule, stackAxis: view.layout.stackAxis) {
            builder.build(view.content)
        }
    }
}

/// A view that arranges its children in a line that grows horizontally, creating items only as
/// needed, as in SwiftUI.
///
/// Arrange lays every child out. Along its axis it is an `HStack` (A4); across it, it takes the
/// proposed height and aligns its children inside it with its alignment (A21). `pinnedViews` is
/// accepted and has no effect on layout (see `PinnedScrollableViews`).
nonisolated public struct LazyHStack<Content: View>: View {
    /// First, so code that is generic over the content finds it at offset 0, without looking up
    /// the container's metadata to learn where it is (a hash lookup per container built).
    let content: Content
    let layout: HStackLayout
    /// The views pinned to the scroll view's bounds (read by the ViewInspector module).
    var pinnedViews = PinnedScrollableViews()

    /// Creates a lazy horizontal stack with the given alignment and spacing; `nil` spacing uses
    /// the children's spacing preferences, as in `HStack`. `pinnedViews` has no effect on layout.
    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content) {
        layout = HStackLayout(alignment: alignment, spacing: spacing)
        self.content = content()
        self.pinnedViews = pinnedViews
    }

    /// A primitive: it has no body.
    public typealias Body = Never
    /// Builds this view's layout nodes (see `View._makeLayoutNodes(of:in:)`): an HStack's rule that
    /// fills across (A21).
    public static func _makeLayoutNodes(of view: Self, in builder: _LayoutTreeBuilder) {
        view.layout.diagnose(builder.report)
        var rule = view.layout.algorithm
        rule.fillsAcross = true
        rule.role = .lazy
        builder.buildContainer(rule: rule, stackAxis: view.layout.stackAxis) {
            builder.build(view.content)
        }
    }
}
