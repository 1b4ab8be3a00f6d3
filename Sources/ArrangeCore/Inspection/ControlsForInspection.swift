import Foundation

/// A slider's bound value read now, for the `ViewInspector` module (Arrange's own): a slider
/// value keeps the value it was made with for drawing, and inspection reads the binding again
/// after setting it, as ViewInspector does.
package protocol SliderForInspection {
    /// The bound value now.
    var currentValue: Double { get }
}

extension Slider: SliderForInspection {
    package var currentValue: Double { readValue() }
}

/// A view that makes its content from a phase (`AsyncImage` and its `AsyncImagePhase`), for the
/// `ViewInspector` module (Arrange's own): the content closure cannot be read back and called
/// through reflection, so the view makes the content itself.
package protocol PhasedContentForInspection {
    /// The view made for `phase`: `nil` when `phase` is not one of this view's phases or the
    /// view makes nothing for it.
    func inspectedContent(for phase: Any) -> Any?
    /// The transaction the view was given.
    var inspectedTransaction: Transaction { get }
}

/// A share link's preview, for the `ViewInspector` module (Arrange's own): the preview closure
/// cannot be read back and called through reflection, so the link makes the preview itself.
package protocol SharePreviewForInspection {
    /// The preview the link shows for `element`: `nil` when it has none or `element` is not of
    /// its items' type.
    func inspectedPreview(for element: Any) -> Any?
}

/// A tab view's selection read now, for the `ViewInspector` module (Arrange's own): inspection
/// shows only the selected tab of a tab view with a selection, as ViewInspector does.
package protocol TabViewForInspection {
    /// The selected tag's value, or `nil` when the tab view has no selection binding.
    var inspectedSelection: AnyHashable? { get }
}

extension TabView: TabViewForInspection {
    package var inspectedSelection: AnyHashable? { selection.map { AnyHashable($0.wrappedValue) } }
}

extension Anchor.Source where Value == CGRect {
    /// The rectangle this source gives a view placed at `frame`, for the `ViewInspector`
    /// module (Arrange's own), which compares popover attachment anchors with it.
    package func inspectedRect(in frame: CGRect) -> CGRect { resolve(frame).global }
}
