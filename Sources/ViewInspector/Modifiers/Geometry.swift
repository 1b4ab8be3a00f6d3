import ArrangeCore
import ArrangeText
import Foundation

extension InspectableView {
    /// The view's frame in its host, in points (Arrange's own: ViewInspector cannot read
    /// geometry). The host is the one `ViewHosting.host(view:)` made for this test, else the
    /// inspected root laid out at `ViewHosting.defaultSize` (laying it out runs its `onAppear`
    /// actions, as showing it would).
    ///
    /// The view is found in the laid-out tree by what identifies it: its accessibility
    /// identifier, its `.id`, or the text it shows (a `Text`, or a control's label) when only
    /// one laid-out view shows it. Throws `notSupported` for a view with none of these.
    public func frame() throws -> CGRect {
        if let frame = try content.hostedFrame() { return frame }
        throw InspectionError.notSupported(
            "frame() finds a view by its accessibilityIdentifier, its id or a text only it shows: \(pathToRoot) has none of them that the laid-out views have once")
    }
}

extension Content {
    /// The frame of this view in its host (see `InspectableView.frame()`), `nil` when nothing
    /// identifies it there.
    func hostedFrame(layingOutIfNotHosted: Bool = true) throws -> CGRect? {
        guard let host = try layoutHost(layingOutIfNotHosted: layingOutIfNotHosted) else { return nil }
        let annotations = medium.viewModifiers.flatMap { modifier -> [ViewAnnotation] in
            (try? Inspector.attribute(label: "annotations", value: modifier) as? [ViewAnnotation]) ?? []
        }
        for case .accessibilityIdentifier(let identifier) in annotations {
            if let frame = assumingMainActor(host, { $0.frame(ofAccessibilityIdentifier: identifier) }) { return frame }
        }
        for modifier in medium.viewModifiers where Inspector.typeName(value: modifier, generics: .remove) == "IDModifier" {
            guard let id = (try? Inspector.attribute(label: "id", value: modifier)) as? any Hashable else { continue }
            let input = UncheckedSendable((host, AnyHashable(id)))
            if let frame = assumingMainActor(input, { $0.value.0.frame(of: $0.value.1) }) { return frame }
        }
        if let text = identifyingText() {
            let found = assumingMainActor(host) { $0.findAll(.text(text)) }
            if found.count == 1 { return found[0].frame }
        }
        if let root = medium.rootView, type(of: root) == type(of: view), medium.viewModifiers.isEmpty {
            return assumingMainActor(host) { CGRect(origin: .zero, size: $0.size) }
        }
        return nil
    }

    /// The text that identifies this view in a host: a `Text`'s string, or a control's label.
    private func identifyingText() -> String? {
        if let text = view as? Text { return text.inspectedString(locale: .testsDefault) }
        if let label = try? Inspector.attribute(label: "label", value: view),
           let content = try? Unwrapping.unwrap(label, medium: Medium()), let text = content.view as? Text {
            return text.inspectedString(locale: .testsDefault)
        }
        return nil
    }

    /// The host this view is laid out in: the test's hosted view, else its root laid out anew.
    private func layoutHost(layingOutIfNotHosted: Bool) throws -> HostingView<AnyView>? {
        if let function = medium.hostingFunction, let host = ViewHosting.host(function: function) {
            assumingMainActor(host) { $0.update() }
            return host
        }
        guard layingOutIfNotHosted else { return nil }
        guard let root = medium.rootView else {
            throw InspectionError.notSupported("frame() needs the view to be reached from inspect()")
        }
        let view = UncheckedSendable(AnyView(root))
        return assumingMainActor(view) { HostingView(rootView: $0.value, size: ViewHosting.defaultSize) }
    }
}
