import ArrangeCore
import Foundation

extension InspectableView {
    /// The view's frame in its host, in points (Arrange's own: ViewInspector cannot read
    /// geometry): where SwiftUI places this view, the modifiers applied to it included
    /// (`text(0)` of `Text("a").padding(10)` is the padded text); the union of its views' frames
    /// when it is several (a `ForEach`, a `Group`). The host is the one `ViewHosting.host(view:)`
    /// made for this test, brought up to date with its state, else the inspected root laid out
    /// at `ViewHosting.defaultSize` (laying it out runs its `onAppear` actions, as showing it
    /// would).
    ///
    /// Any view reached from `inspect()`, by path or by `find`, has one: stacks' children,
    /// `Group`, `AnyView`, `ForEach` rows, `if`/`else`, custom views and their bodies, the
    /// content of a `List`, `Form`, `NavigationStack`, `TabView` or `ScrollView`, a label, an
    /// overlay. The view is found by following its path through the host's layout nodes, and
    /// the nodes found are checked against what it builds (see `LaidOutViews`). Where that
    /// fails, a view marked with an `.id`, or an accessibility identifier no other laid-out view
    /// has, is found by its mark (presented content, a toolbar item). Otherwise throws
    /// `notSupported`, saying why, rather than give another view's frame: for a view the host
    /// did not build or place (one `ViewThatFits` did not choose), one it cannot tell apart
    /// from a container's own views, one its container builds otherwise than it builds on its
    /// own (a `Form`'s picker), and unmarked presented content (sheets, popovers, alerts).
    public func frame() throws -> CGRect {
        let host = try LaidOutViews.host(of: self)
        do {
            return try LaidOutViews.frame(of: self, in: host)
        } catch InspectionError.notSupported(let reason) {
            if let frame = content.markedFrame(in: host) { return frame }
            throw InspectionError.notSupported(reason)
        }
    }
}

extension Content {
    /// The frame in `host` of the view in this content when it is marked with an `.id`, or an
    /// accessibility identifier no other laid-out view has; `nil` otherwise, or when the marked
    /// view was not placed.
    func markedFrame(in host: HostingView<AnyView>) -> CGRect? {
        let annotations = medium.viewModifiers.flatMap { modifier -> [ViewAnnotation] in
            (try? Inspector.attribute(label: "annotations", value: modifier) as? [ViewAnnotation]) ?? []
        }
        for case .accessibilityIdentifier(let identifier) in annotations {
            let marked = assumingMainActor(host) { $0.annotatedViews.filter { $0.accessibilityIdentifier == identifier } }
            if marked.count == 1 { return marked[0].frame }
        }
        for modifier in medium.viewModifiers where Inspector.typeName(value: modifier, generics: .remove) == "IDModifier" {
            guard let id = (try? Inspector.attribute(label: "id", value: modifier)) as? any Hashable else { continue }
            let input = UncheckedSendable((host, AnyHashable(id)))
            if let frame = assumingMainActor(input, { $0.value.0.frame(of: $0.value.1) }) { return frame }
        }
        return nil
    }

    /// The frame in the test's host (`ViewHosting`) of the view in this content when it is
    /// marked (see `markedFrame(in:)`) or is the hosted root itself; `nil` otherwise, or when it
    /// is not hosted. For a `GeometryReader`'s proxy, which is made from the reader's content
    /// alone, without the path `frame()` follows.
    func identifiedHostedFrame() -> CGRect? {
        guard let function = medium.hostingFunction, let host = ViewHosting.host(function: function) else { return nil }
        assumingMainActor(host) { $0.update() }
        if let frame = markedFrame(in: host) { return frame }
        if let root = medium.rootView, type(of: root) == type(of: view), medium.viewModifiers.isEmpty {
            return assumingMainActor(host) { CGRect(origin: .zero, size: $0.size) }
        }
        return nil
    }
}
