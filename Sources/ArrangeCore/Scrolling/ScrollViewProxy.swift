import Foundation

/// A proxy value that supports programmatic scrolling of the scrollable views within a view
/// hierarchy, as in SwiftUI. A `ScrollViewReader` hands it to its content.
///
/// `scrollTo(_:anchor:)` finds the view marked `.id(id)` in the host (ids are unique in an
/// Arrange host), then scrolls the scroll views around it, innermost first, until it shows. The
/// frame brought into view is the marked view's own (in a `List`, the view marked inside a row,
/// not the whole row; a `ForEach` element's id alone does not mark a view: mark the row). It
/// is meant for actions (a button's, `onAppear`, `onChange`); called while views are being built,
/// it does nothing and the host reports it, as SwiftUI stops there.
public struct ScrollViewProxy {
    /// The host's scroll positions, where requests wait for the host's next update; `nil` for a
    /// proxy made outside a host (the ViewInspector module's), whose scrolling does nothing.
    let positions: ScrollPositionTable?

    init(positions: ScrollPositionTable?) {
        self.positions = positions
    }

    /// A proxy that scrolls nothing, for content built outside a host (the ViewInspector
    /// module's). Arrange's own.
    package init() {
        positions = nil
    }

    /// Scans all scroll views contained by the proxy for the first with a child view with
    /// identifier `id`, and then scrolls to that view.
    ///
    /// With no `anchor`, by as little as makes the view wholly visible; with one, so that point
    /// of the view meets the same point of the scroll view (`.top`: its top at the scroll view's
    /// top), as far as the content reaches. The host scrolls once the changes made with it are
    /// laid out (after the action that calls it), so a view the same action adds is found.
    public func scrollTo<ID: Hashable>(_ id: ID, anchor: UnitPoint? = nil) {
        guard let positions else { return }
        let key = AnyHashable(id)
        if let building = _LayoutTreeBuilder.building {
            building.builder.report("ScrollViewProxy.scrollTo(\(quoted(key))) was called while views were being built; it does nothing there. Call it from an action (a button's, onAppear, onChange).")
            return
        }
        positions.request(ScrollRequest(id: key, anchor: anchor))
    }
}

/// A proxy's `scrollTo(_:anchor:)`, waiting for the host's next update.
struct ScrollRequest {
    let id: AnyHashable
    let anchor: UnitPoint?
}
