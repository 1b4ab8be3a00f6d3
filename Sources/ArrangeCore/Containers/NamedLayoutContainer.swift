import Foundation

extension _LayoutTreeBuilder {
    /// Builds `content` as the children of a container that one of Arrange's own layouts, written
    /// on the `Layout` protocol, arranges (ViewThatFits, the lazy grids).
    ///
    /// Unlike a layout given to `buildContainer(layout:content:)`, which dumps name after its
    /// type, such a layout names the SwiftUI view it implements (`NamedAfterView`), so dumps read
    /// `LazyVGrid` rather than the internal layout type.
    func buildContainer<L: Layout & NamedAfterView>(engineLayout layout: L, stackAxis axis: Axis? = nil, content: () -> Void) {
        buildContainer(rule: CustomLayoutRule(box: LayoutBox(layout)), stackAxis: axis, content: content)
    }
}

/// One of Arrange's own layouts that implements a SwiftUI view (ViewThatFits, the lazy grids): its node is named after the view in dumps and the inspector.
protocol NamedAfterView {
    /// The view's name (`ViewThatFits`, `LazyVGrid`).
    var viewName: String { get }
}
