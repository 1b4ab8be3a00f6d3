import Foundation

extension _LayoutTreeBuilder {
    /// Builds `content` as the children of a container that one of Arrange's own layouts, written
    /// on the `Layout` protocol, arranges (ViewThatFits, the lazy grids, ScrollView).
    ///
    /// Unlike `buildContainer(layout:content:)`, which names the node after the layout's type,
    /// the node carries the name of the SwiftUI view (`name`), so dumps read `LazyVGrid` rather
    /// than the internal layout type.
    func buildContainer<L: Layout>(engineLayout layout: L, name: String, stackAxis axis: Axis? = nil, content: () -> Void) {
        let box = LayoutBox(layout)
        let index = Int32(engine.customLayouts.count)
        engine.customLayouts.append(box)
        if layout is RelativeFrameContainer { engine.hasRelativeFrameContainers = true }
        buildContainer(kind: .custom(index), name: name, stackAxis: axis, content: content)
    }
}
