import ArrangeCore
import ArrangeText
import Foundation

/// A host for `view` with the test font (every character 1 em wide, 17 points at `.body`).
@MainActor public func controlHost<V: View>(_ view: V, width: CGFloat = 300, height: CGFloat = 400) -> HostingView<some View> {
    HostingView(rootView: view.environment(\.defaultFontFamily, Font.testFontFamily),
                size: CGSize(width: width, height: height))
}

/// The size `view` answers for `proposal`, with the test font.
@MainActor public func controlSize<V: View>(_ view: V, _ proposal: ProposedViewSize) -> CGSize {
    controlHost(view).sizeThatFits(proposal)
}

/// The frame of `id` relative to the frame of `container`.
@MainActor public func relativeFrame<C: View>(_ id: String, in container: String, _ host: HostingView<C>) -> CGRect? {
    guard let frame = host.frame(of: id), let outer = host.frame(of: container) else { return nil }
    return frame.offsetBy(dx: -outer.minX, dy: -outer.minY)
}
